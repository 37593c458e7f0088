"""A reference for bench_keys: a bare Textual app whose key changes what a Dalek Dice move
changes on screen, written as a careful Textual programmer would with nothing of dice-tui
(fixed heights, `update(layout=False)`, Textual's own `Log` for the log).

Why: the mark for a move's CPU is 2x the five-cell app (bench_keys.BASELINE). This app shows
how much of a move is Textual drawing that many changed cells: a header, five bordered zones
of one to three lines, a tally of six lines, a log that gains a line, a key bar. No rules,
no save, stock output. Printed beside the baseline; it is not a mark, it is the floor a
game screen built from Textual widgets stands on.
"""

MOVE_SIZED = '''\
import random
from textual.app import App
from textual.containers import Horizontal, Vertical
from textual.widgets import Log, Static

DICE = ["Hu2", "Hu4", "Da2", "Da3", "Doc", "Ext"]


class MoveSized(App):
    CSS = """
    .zone { border: round $panel; height: 4; padding: 0 1; }
    #top, #centre { height: 5; }
    #scores { height: 8; }
    #prompt { height: 2; border: none; }
    #header, #footer { height: 1; }
    #side { width: 28; }
    #log { border: round $panel; height: 1fr; }
    """
    BINDINGS = [("right", "step"), ("left", "step"), ("enter", "step")]

    def compose(self):
        self.n, self.rng = 0, random.Random(1)
        yield Static("header", id="header")
        with Horizontal():
            with Vertical():
                for name in ("top", "humans", "centre", "right", "prompt"):
                    yield Static(name, id=name, classes="zone")
            with Vertical(id="side"):
                yield Static("scores", id="scores", classes="zone")
                yield Log(id="log")
        yield Static("footer", id="footer")

    def show(self, name, text):
        self.query_one("#" + name, Static).update(text, layout=False)

    def action_step(self):
        self.n += 1
        r = self.rng
        row = lambda k: " ".join(f"[{r.choice(DICE)}]" for _ in range(k))
        self.show("header", f"Dalek Dice - player {self.n % 6} · round {self.n}")
        self.show("top", f"The Doctor  {row(1)}  {self.n % 3} of 3\\nExterminate! {row(1)}")
        self.show("centre", f"  1     2     3     4\\n{row(r.randint(2, 7))}\\n  ^")
        self.show("right", row(r.randint(1, 7)))
        self.show("prompt", f"r: roll the {r.randint(1, 9)} dice · s: stop and score {self.n}.")
        self.show("scores", "\\n".join(f"  P{i}  {r.randint(0, 60):3}" for i in range(6)))
        self.query_one("#log", Log).write_line(f"P{self.n % 6} rolls {row(3)}")
        self.show("footer", f"r Roll  s Stop  {'Enter Keep' if self.n % 2 else ''}  ? Rules  esc Menu")


MoveSized().run()
'''
