"""25 to Dice: legal-move generation and the planner bot's decision time.

States: every Inmates Move decision met in seeded solo games of the planner bot,
plus a heavy case built by hand (six of a kind in hand, five inmates on the grid:
the longest walks and the most commands).
Baseline (same run, same states): a plain loop that lists, for each inmate and
each die in hand, the adjacent squares showing that die - the one-die rule alone,
without sets, trails, guards, escapes or substitutions. Ratios say what the whole
rule costs against it.
Targets: the planner decides in <= 50 ms on average and legal_commands stays
<= 20 ms even in the heavy case (the TUI asks for both on every keypress).
"""

from __future__ import annotations

import statistics
import sys
import timeit
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.game import PlayerSpec
from core.twenty_five import RULES, MoveGuards
from core.twenty_five.bots import bot_command
from core.twenty_five.inmates import moves
from core.twenty_five.state import GRID, TwentyFiveState, acting_board

GAMES = 12
RUNS = 15


def decision_states(games: int) -> list[TwentyFiveState]:
    found = []
    for seed in range(games):
        setup = RULES.make_setup([PlayerSpec(name="Bot", bot="planner")], seed)
        state = RULES.start(setup)
        while not RULES.is_over(state):
            if state.phase == "inmates":
                found.append(state)
            for event in RULES.decide(state, RULES.bot_command(state, "planner")):
                state = RULES.evolve(state, event)
    return found


def heavy_case() -> TwentyFiveState:
    """Six 4s in hand, five inmates spread over the grid, guards out of the way."""
    setup = RULES.make_setup([PlayerSpec(name="You")], 1)
    state = RULES.start(setup)
    sheet = state.sheets[0]
    width = state.layout.width
    for inmate, (row, col) in enumerate([(4, 0), (3, 2), (5, 3), (2, 4), (4, 5)]):
        sheet = sheet.with_inmate(inmate, status=GRID, path=(row * width + col,))
    sheet = replace(sheet, dice=(4,) * 6, done=False)
    heavy: TwentyFiveState = replace(state.with_sheet(0, sheet), phase="inmates")
    return heavy


def single_steps(state: TwentyFiveState) -> list[tuple[int, int]]:
    """Baseline: (inmate, square) for each die in hand and each neighbour showing it."""
    board = acting_board(state)
    assert board is not None, "a heavy case has a board to play"
    sheet = state.sheets[board]
    layout = state.layout
    found = []
    for index, inmate in enumerate(sheet.inmates):
        if inmate.status == GRID:
            starts = layout.neighbours[inmate.path[-1]]
        elif inmate.status == "cell":
            starts = (layout.doors[index],)
        else:
            continue
        for die in sheet.dice:
            found += [(index, near) for near in starts if sheet.numbers[near] == die]
    return found


def per_call_us(action, states: list[TwentyFiveState], runs: int = RUNS) -> float:
    """Median over `runs` sweeps of the mean time of one call, in microseconds."""
    sweeps = timeit.repeat(lambda: [action(state) for state in states], number=1, repeat=runs)
    return statistics.median(sweeps) / len(states) * 1e6


def main() -> None:
    states = decision_states(GAMES)
    worst = [heavy_case()]
    baseline = per_call_us(single_steps, states)
    raw = per_call_us(lambda s: list(moves(s, s.sheets[acting_board(s)])), states)
    commands = per_call_us(RULES.legal_commands, states)
    targets = per_call_us(lambda s: [RULES.legal_destinations(s, name, [die]) for name in ("Ann", "Frank")
                                     for die in set(s.sheets[acting_board(s)].dice)], states)
    decision = per_call_us(bot_command, states, runs=5)
    slowest = max(per_call_us(bot_command, [s], runs=1) for s in states)
    worst_base = per_call_us(single_steps, worst, runs=50)
    worst_commands = per_call_us(RULES.legal_commands, worst, runs=5)
    guards = [replace(s, phase="guards") for s in states[:200]]
    guard_move = per_call_us(lambda s: RULES.decide(s, MoveGuards()), guards)
    count = statistics.mean(len(RULES.legal_commands(s)) for s in states)
    print(f"states: {len(states)} Inmates Move decisions from {GAMES} seeded planner games, "
          f"{count:.0f} legal commands on average")
    print(f"single-step loop baseline:     {baseline:9.1f} us")
    print(f"inmate walks (raw):            {raw:9.1f} us  (ratio {raw / baseline:.1f} vs baseline)")
    print(f"legal_commands:                {commands:9.1f} us  (ratio {commands / baseline:.1f} vs baseline)")
    print(f"legal_destinations, 2 inmates x each die: {targets:9.1f} us  (ratio {targets / baseline:.1f} vs baseline)")
    print(f"guards move (decide MoveGuards): {guard_move:9.1f} us  (ratio {guard_move / baseline:.1f} vs baseline)")
    print(f"planner decision, mean:        {decision / 1000:9.2f} ms  (ratio {decision / baseline:.0f} vs baseline; "
          "target <= 50 ms)")
    print(f"planner decision, slowest:     {slowest / 1000:9.2f} ms  (ratio {slowest / baseline:.0f} vs baseline)")
    print(f"heavy case, six 4s and five inmates out: {len(RULES.legal_commands(worst[0]))} commands, "
          f"{worst_commands / 1000:.2f} ms (baseline {worst_base:.1f} us, ratio {worst_commands / worst_base:.0f}; "
          "target <= 20 ms)")


if __name__ == "__main__":
    main()
