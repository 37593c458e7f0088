"""Keys over a pty: time to the last byte of each key's frame, and bytes per key.

Each game's largest screen (Dalek Dice with six players, Dizzle with four on level 4,
diZe with ten zombies, 25 to Dice competitive with six) runs as the installed
`dice-tui` command in an 80x24 pseudo-terminal, as a player over SSH would have it.
The bench presses keys the way a player does: cursor keys (arrows, and the digit or
letter that aims at a die or an inmate) and keys that change the game (place, keep,
roll, move). After each key it reads until the terminal has been quiet for QUIET
seconds: the time is key-to-last-byte, so a second frame 40 ms later counts.

What to press comes from the save itself: the bench reads the log the app just wrote
and asks the game's own bot what to do, then spells that move in keys.

Baseline, in the same run and the same pty: a bare Textual app whose one 5-cell
widget shows a counter that a key changes. Targets (issues 16 and 34): a cursor move's
p95 within one frame (16.7 ms; ratio <= 3 to the baseline) and <= 2 KB per key; a key
that changes the game within two frames p95, its frame's bytes <= 20% of a full repaint
(the screen drawn whole again after a resize, as Textual writes it: DICE_TUI_RENDER=stock;
the app's own repaint, a few KB, is printed beside it), and its CPU (every thread of the app,
from the key to the quiet after its last frame) within 2x the baseline's CPU per key.

Printed beside the baseline, not marks: bare apps drawing what a Dalek Dice move changes,
with nothing of dice-tui (bench/move_sized.py), once with Textual's widgets (3.3-3.5x the
baseline when added) and once as one line-API canvas (1.0-1.3x).

Neither LINES nor COLUMNS is set: the app learns its size from the pty, as over SSH
(with them set, Textual draws a smaller full repaint and every share of it reads high).

    .venv/bin/python bench/bench_keys.py                 # every game
    .venv/bin/python bench/bench_keys.py --game dizzle   # one game (dalek-dice, dizzle, dize, 25-to-dice)
    .venv/bin/python bench/bench_keys.py --game dizzle --keys 60 --show
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.project_python import use_project_python  # noqa: E402

use_project_python(__name__)

from bench.keys_games import GAMES, Game  # noqa: E402
from bench.move_sized import MOVE_SIZED, ONE_CANVAS  # noqa: E402
from bench.ptykeys import FRAME, Pty, Samples  # noqa: E402
from bench.verdict import verdict  # noqa: E402

BASELINE = """\
from textual.app import App
from textual.widgets import Static

class Five(App):
    CSS = "#cell { width: 5; height: 1; }"
    BINDINGS = [("right", "step(1)"), ("left", "step(-1)"), ("enter", "step(7)")]

    def compose(self):
        self.n = 0
        yield Static("    0", id="cell")

    def action_step(self, by):
        self.n += by
        self.query_one("#cell", Static).update(f"{self.n:5}")

Five().run()
"""


# -- driving ---------------------------------------------------------------------------------
def pty_env(home: str) -> dict[str, str]:
    """A player's terminal: the size is the pty's own (no LINES or COLUMNS to override it)."""
    env = {name: value for name, value in os.environ.items() if name not in ("LINES", "COLUMNS")}
    return dict(env, TERM="xterm-256color", COLORTERM="truecolor", DICE_TUI_HOME=home, DICE_TUI_BOT_DELAY="0")


def press(term: Pty, samples: Samples, key: str) -> tuple[float | None, int]:
    took, size = term.key(key)
    samples.add(took, size, term.last_cpu)
    return took, size


def new_save(home: Path, game: Game, seed: int) -> Path:
    from core.games import rules_for
    from saves.session import GameSession
    from tui.cli.seating import parse_players

    rules = rules_for(game.id)
    setup = rules.make_setup(parse_players(game.players, rules), seed, **game.options)
    with GameSession.create(home / "saves", game.id, setup) as session:
        return session.path


def _state(path: Path):
    from saves.store import load_game

    loaded = load_game(path)
    return loaded.rules, loaded.state, len(loaded.events)


def drive(game: Game, keys: int, show: bool = False) -> tuple[Samples, Samples, int, int, int]:
    """(cursor samples, move samples, a full repaint's bytes as Textual writes it and as the
    app does, keys that did not play)."""
    command = ROOT / ".venv" / "bin" / "dice-tui"
    home = Path(tempfile.mkdtemp(prefix="dice-tui-keys-"))
    cursor, moves, missed, seed, paint, own = Samples(), Samples(), 0, 1, 0, 0
    while len(cursor.times) + len(moves.times) < keys and seed < 40:
        path = new_save(home, game, seed)
        seed += 1
        if not paint:  # the yardstick is the screen as Textual writes it whole: the copy's repaint is a few KB
            stock = Pty([str(command), "resume", str(path)], dict(pty_env(str(home)), DICE_TUI_RENDER="stock"))
            paint = stock.repaint()
            stock.close()
        term = Pty([str(command), "resume", str(path)], pty_env(str(home)))
        own = own or term.repaint()
        try:
            for _ in range(keys):
                rules, state, count = _state(path)
                if rules.is_over(state) or len(cursor.times) + len(moves.times) >= keys:
                    break
                for key in game.cursor_keys(state):
                    press(term, cursor, key)
                aim, play = game.move_keys(rules, state)
                for key in aim:
                    press(term, cursor, key)
                took, size = term.key(play)
                if _state(path)[2] == count:
                    missed += 1  # the key did not change the game: not a sample of either kind
                else:
                    moves.add(took, size, term.last_cpu)
                if show:
                    print(f"   {' '.join([*aim, play]):<24} {size:6d} B  {1000 * (took or 0):6.1f} ms", flush=True)
        finally:
            term.close()
    return cursor, moves, paint, own, missed


def baseline(keys: int, source: str = BASELINE) -> Samples:
    """A bare Textual app's keys in the same pty: the five-cell one (the mark's yardstick),
    or another (bench.move_sized)."""
    home = tempfile.mkdtemp(prefix="dice-tui-keys-")
    script = Path(home) / "bare_app.py"
    script.write_text(source)
    term = Pty([sys.executable, str(script)], pty_env(home))
    samples = Samples()
    try:
        for n in range(keys):
            press(term, samples, ("right", "left", "enter")[n % 3])
    finally:
        term.close()
    return samples


def _line(label: str, samples: Samples, base: Samples) -> str:
    ms = 1000
    ratio = samples.p95() / base.p95() if base.times else float("nan")
    return (
        f"{label:<12} median {samples.median() * ms:5.1f} ms  p95 {samples.p95() * ms:5.1f} ms  "
        f"{samples.bytes_median():6.0f} B/key  {samples.cpu_mean() * ms:5.1f} ms CPU  ratio p95 {ratio:4.1f}x  "
        f"{samples.within(1)}/{len(samples.times)} in 1 frame, {samples.within(2)} in 2"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), action="append", help="only this game (repeatable)")
    parser.add_argument("--keys", type=int, default=60, help="keys per game (default 60)")
    parser.add_argument("--show", action="store_true", help="print every move as it is played")
    args = parser.parse_args(argv)
    if not (ROOT / ".venv" / "bin" / "dice-tui").exists():
        print("bench_keys: run `make test` or `make play` first: .venv/bin/dice-tui is missing")
        return 1
    base = baseline(max(30, args.keys // 2))
    print(
        f"baseline: bare Textual app, one 5-cell update per key: median {base.median() * 1000:.1f} ms, "
        f"p95 {base.p95() * 1000:.1f} ms, {base.bytes_median():.0f} B/key, {base.cpu_mean() * 1000:.1f} ms CPU/key"
    )
    for label, source in (("widgets", MOVE_SIZED), ("one canvas", ONE_CANVAS)):
        sized = baseline(max(30, args.keys // 2), source)
        print(f"reference, a bare app drawing what a Dalek Dice move changes with {label} (bench/move_sized.py): "
              f"{sized.cpu_mean() * 1000:.1f} ms CPU/key, {sized.cpu_mean() / base.cpu_mean():.1f}x the baseline, "
              f"{sized.bytes_median():.0f} B/key")
    print("targets: cursor p95 <= 16.7 ms (ratio <= 3) and <= 2048 B; a move p95 <= 33 ms, bytes <= 20% of a repaint,"
          " CPU <= 2x the baseline's")
    for name in args.game or list(GAMES):
        cursor, moves, paint, own, missed = drive(GAMES[name], args.keys, args.show)
        share = moves.bytes_median() / paint if paint else float("nan")
        own_share = moves.bytes_median() / own if own else float("nan")
        cpu = moves.cpu_mean() / base.cpu_mean()
        print(f"== {name}  (full repaint: {paint} B as Textual writes it, {own} B as the app does)")
        print("   " + _line("cursor", cursor, base))
        print(f"      goal: p95 <= 1 frame: {verdict(cursor.p95() / FRAME, 1)};  "
              f"ratio p95 <= 3: {verdict(cursor.p95() / base.p95(), 3)};  "
              f"<= 2048 B/key: {verdict(cursor.bytes_median(), 2048)}")
        print("   " + _line("move", moves, base) + f"  {share:.0%} of Textual's repaint, {own_share:.0%} of the app's")
        print(f"      goal: p95 <= 2 frames: {verdict(moves.p95() / FRAME, 2)};  "
              f"bytes <= 20% of a repaint: {verdict(share, 0.20)};  "
              f"CPU ratio {cpu:.1f}x <= 2: {verdict(cpu, 2)}")
        if missed or cursor.silent or moves.silent:
            print(f"   ({missed} spelled moves did not play; {cursor.silent + moves.silent} keys drew nothing)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
