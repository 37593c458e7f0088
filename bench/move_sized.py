"""A reference for bench_keys: a bare Textual app whose key changes what a Dalek Dice move
changes on screen, written as a careful Textual programmer would with nothing of dice-tui
(fixed heights, `update(layout=False)`, Textual's own `Log` for the log).

Why: the mark for a move's CPU is 2x the five-cell app (bench_keys.BASELINE). These apps show
how much of a move is Textual drawing that many changed cells: a header, five bordered zones
of one to three lines, a tally of six lines, a log that gains a line, a key bar. No rules,
no save, stock output. `MOVE_SIZED` draws them with Textual's widgets, as the game screens
do; `ONE_CANVAS` draws the same lines from one line-API widget that refreshes only the lines
that changed. Printed beside the baseline, not marks: when they were added the widgets cost
3.3-3.5x the five-cell app and the one canvas 1.0-1.3x. Both write Textual's stock output;
Dalek Dice's zones drawn as one widget in the app itself saved only 0.2-0.4 ms a move
(docs/design.md, "Redraw rules"): the gap is in the path changed cells take, not the widgets.
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

#: the same lines, drawn by one line-API widget that refreshes only the lines that changed
ONE_CANVAS = '''\
import random
from rich.segment import Segment
from rich.style import Style
from textual.app import App
from textual.geometry import Region
from textual.strip import Strip
from textual.widget import Widget

DICE = ["Hu2", "Hu4", "Da2", "Da3", "Doc", "Ext"]
STY = [Style(color="green"), Style(color="red", bold=True), Style(color="blue")]

class Canvas(Widget):
    def on_mount(self):
        self.lines = [""] * 24; self.strips = {}
    def render_line(self, y):
        text = self.lines[y] if y < len(self.lines) else ""
        strip = self.strips.get((y, text))
        if strip is None:
            if len(self.strips) > 200:
                self.strips.clear()
            left, right = text[:40].ljust(40), text[40:80].ljust(40)
            strip = Strip([Segment(left, STY[y % 3]), Segment(right, STY[(y + 1) % 3])], 80)
            self.strips[(y, text)] = strip
        return strip
    def set(self, changes):
        dirty = []
        for y, text in changes.items():
            if self.lines[y] != text:
                self.lines[y] = text; dirty.append(Region(0, y, 80, 1))
        if dirty: self.refresh(*dirty)

class One(App):
    CSS = "Canvas { height: 1fr; }"
    BINDINGS = [("right", "step"), ("left", "step"), ("enter", "step")]
    def compose(self):
        self.n, self.rng, self.said = 0, random.Random(1), []
        yield Canvas()
    def action_step(self):
        self.n += 1; r = self.rng
        row = lambda k: " ".join(f"[{r.choice(DICE)}]" for _ in range(k))
        self.said.append(f"P{self.n % 6} rolls {row(3)}")
        ch = {0: f"Dalek Dice - player {self.n % 6} round {self.n}", 2: f"The Doctor {row(1)} {self.n%3} of 3",
              9: row(r.randint(2, 7)), 10: "  ^", 14: row(r.randint(1, 7)), 17: f"r: roll the {r.randint(1,9)} dice"}
        for i in range(6): ch[3 + i] = " " * 52 + f"P{i} {r.randint(0, 60):3}"
        for i, line in enumerate(self.said[-10:]): ch[12 + i] = (ch.get(12 + i, "").ljust(52) + line)[:80]
        ch[23] = f"r Roll  s Stop  {'Enter Keep' if self.n % 2 else ''}  ? Rules  esc Menu"
        self.query_one(Canvas).set(ch)
One().run()
'''
