"""The three bots: "cautious" (a rule of thumb), "optimal" (the turn DP), "expert" (plays to win).

cautious — keeps every Dalek it rolls, then as many Humans (Humans 4 first) as its
Daleks cover, so it rarely holds a turn it cannot score; if a roll leaves it nothing
to keep and no die went to the Top, it keeps the smallest Humans. It stops as soon
as its kept Daleks cover its Humans and the risk rises: two Doctors in the Top, 12 or
more Humans kept, or at most two dice left. Otherwise it rolls on.

optimal — maximises the expected score of the current turn exactly (see `optimal`):
it keeps whichever allowed keep has the highest value, and rolls on only when rolling
is worth strictly more than stopping. It ignores the totals and the target.

expert — maximises the chance to win the game, given the whole scoreboard (see
`expert`): exact with two players, against the leader with more. Where it has no
exact answer it plays as optimal does.

All are deterministic functions of the state; none needs chance.
"""

from __future__ import annotations

from .commands import DalekCommand, Keep, Roll, Stop
from .decide import legal_commands
from .faces import DALEKS_2, DALEKS_3, HUMANS_2, HUMANS_4, THIRD, turn_points
from .optimal import solver
from .setup import BOTS
from .state import MUST_KEEP, MUST_ROLL, ROLL_OR_STOP, DalekState

CAUTIOUS_HUMANS = 12  # Humans kept at which the cautious bot banks a covered turn
CAUTIOUS_DICE_LEFT = 2  # dice left at or below which it banks a covered turn


def bot_command(state: DalekState, bot: str) -> DalekCommand:
    """The command the named bot gives in this state."""
    if bot not in BOTS:
        raise ValueError(f"unknown bot {bot!r} (bots: {', '.join(BOTS)})")
    if state.phase == MUST_ROLL:
        return Roll()
    if state.phase not in (MUST_KEEP, ROLL_OR_STOP):
        raise ValueError("no bot command: the game is over")
    if bot == "expert":
        return expert_command(state)
    return (optimal_command if bot == "optimal" else cautious_command)(state)


def expert_command(state: DalekState) -> DalekCommand:
    """The expert's command (the optimal bot's where the expert has no exact answer).

    Decided from the state alone: the expert is built here if the process has none yet,
    never replaced by the optimal bot while it is being built, so the same seed and keys
    give the same game on any machine, busy or not (a replay, a bug report, a campaign
    seed). A caller that must not wait (the TUI) installs it first (`expert.use`)."""
    from .expert import expert  # numpy and the turn graph only when the expert plays

    return expert().command(state) or optimal_command(state)


def keep_value(state: DalekState, keep: Keep) -> float:
    """Expected final turn score after this keep, playing optimally afterwards."""
    humans = state.humans + 2 * keep.humans2 + 4 * keep.humans4
    daleks = state.daleks + 2 * keep.daleks2 + 3 * keep.daleks3
    dice_left = len(state.right) + len(state.centre) - keep.total
    return solver().after_keep(dice_left, humans, daleks, state.doctors, state.exterminates)


def optimal_command(state: DalekState) -> DalekCommand:
    """The keep with the highest value (the first in `legal_commands` order on a tie)."""
    if state.phase == MUST_KEEP:
        keeps = [keep for keep in legal_commands(state) if isinstance(keep, Keep)]
        return max(keeps, key=lambda keep: keep_value(state, keep))
    args = (state.dice_left, state.humans, state.daleks, state.doctors, state.exterminates)
    stop = turn_points("stopped", state.humans, state.daleks, state.dice_left)
    return Roll() if solver().roll_value(*args) > stop else Stop()


def cautious_command(state: DalekState) -> DalekCommand:
    """Cover Humans with Daleks; bank a covered turn when the risk rises."""
    humans, daleks = state.humans, state.daleks
    if state.phase == ROLL_OR_STOP:
        risky = (state.doctors == THIRD - 1 or humans >= CAUTIOUS_HUMANS
                 or state.dice_left <= CAUTIOUS_DICE_LEFT)
        return Stop() if humans and daleks >= humans and risky else Roll()
    shown = {face: state.centre.count(face) for face in (HUMANS_2, HUMANS_4, DALEKS_2, DALEKS_3)}
    daleks += 2 * shown[DALEKS_2] + 3 * shown[DALEKS_3]
    keep4 = min(shown[HUMANS_4], max(daleks - humans, 0) // 4)
    keep2 = min(shown[HUMANS_2], max(daleks - humans - 4 * keep4, 0) // 2)
    keep = Keep(humans2=keep2, humans4=keep4, daleks2=shown[DALEKS_2], daleks3=shown[DALEKS_3])
    if keep.total or state.top_placed:
        return keep
    return Keep(humans2=1) if shown[HUMANS_2] else Keep(humans4=1)
