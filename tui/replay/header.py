"""A replay's header: where it stands (move, round, turn) and, once the game is over, how it
ended, in one line of the terminal's width.

At the last move the game's own result line (its `progress`, the save list's line) names
every player with their score: a three-player Dizzle reads "…won Greedy bot; Greedy bot 31,
Greedy bot 38, Greedy…" and is cut (issue 33). The scores are on the boards below, so the
header says the most that fits: the whole line, else the result without the move number
(the last), else who won (or that several shared the win, or how many), else that the
game is over. A name is cut only in that last resort.
"""

from __future__ import annotations

from collections.abc import Iterator

from rich.cells import cell_len

from core.lang import _, join, ngettext
from tui.replay.periods import counts, where
from tui.replay.session import ReplaySession
from tui.text import short


def replay_header(session: ReplaySession, width: int) -> str:
    """The longest wording of the header that fits `width` columns."""
    line = ""
    for line in _wordings(session):
        if cell_len(line) <= width:
            return line
    return short(line, width)


def _wordings(session: ReplaySession) -> Iterator[str]:
    """The header's wordings, longest (and fullest) first."""
    now = where(counts(session.rules, session.state))
    progress = session.rules.progress(session.state) if session.is_over or not now else now
    yield _marked(session, _where(session, progress))
    if not session.is_over:
        return
    # at the end the move is the last: the result may take its room ("lost (too many captured)...")
    yield _marked(session, _("Replay · {progress}").format(progress=progress))
    names = [player.name for player in session.setup.players]
    winners = [names[seat] for seat in session.rules.winners(session.state) if seat < len(names)]
    if len(winners) == 1:
        yield _marked(session, _where(session, _("{name} won").format(name=winners[0])))
    elif winners:
        yield _marked(session, _where(session, _("{names} shared the win").format(names=join(winners))))
        yield _marked(session, _where(session, ngettext(
            "{count} player shared the win", "{count} players shared the win", len(winners)).format(
            count=len(winners))))
    yield _marked(session, _where(session, _("game over")))


def _where(session: ReplaySession, said: str) -> str:
    if session.indexed:
        return _("Replay · move {move} of {moves} · {progress}").format(
            move=session.move, moves=session.move_count, progress=said)
    return _("Replay · finding the moves… {percent}% · {progress}").format(
        percent=int(session.index.progress * 100), progress=said)


def _marked(session: ReplaySession, line: str) -> str:
    """A toast says the save is altered once; the header keeps saying it."""
    return f"{_('Altered save')} · {line}" if session.altered else line
