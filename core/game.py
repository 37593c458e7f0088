"""The one small protocol every game follows, and the generic fold and undo.

A game is a `Rules` object: a pydantic `Setup`, frozen past-tense events in one
discriminated union on `type`, `decide(state, command) -> list[Event]` (the only
place rules are checked and dice are rolled), `evolve(state, event) -> state` (pure,
no validation, no randomness) and `legal_commands(state)`. The event log is the save;
the state is `replay(rules, setup, events)`.

Undo works as Board Game Arena and boardgame.io do it: the last event may be taken
back only if it is a player's own decision (`Event.undoable`). Rolls are `random`
and never undoable, and every event that ends a turn is not undoable either, so undo
can never cross a roll or reach into another player's turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Literal, Protocol, TypeAlias, TypeVar, cast, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from core.descriptor import OptionSpec  # an option is declared in the game's descriptor
from core.seat_names import MAX_NAME
from core.text import check_text


class IllegalMove(ValueError):
    """A command the rules reject. `str(error)` is a sentence a player understands."""


class ReplayError(ValueError):
    """An event log that cannot be folded: names the event number (1-based) and why."""

    def __init__(self, index: int, reason: str):
        super().__init__(f"event {index}: {reason}")
        self.index = index
        self.reason = reason


class Event(BaseModel):
    """Base of every event: frozen, strict about unknown fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    #: came from the dice (or another chance draw); never undone
    random: ClassVar[bool] = False
    #: a player's own decision that undo may take back
    undoable: ClassVar[bool] = False


class Command(BaseModel):
    """Base of every command: what a player or bot intends. Never stored."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class PlayerSpec(BaseModel):
    """A seat at the table: a name, and `bot` naming a bot kind or None for a human."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=MAX_NAME)
    bot: str | None = None

    @property
    def is_bot(self) -> bool:
        return self.bot is not None

    @property
    def label(self) -> str:
        return f"{self.name} (bot: {self.bot})" if self.bot else self.name


#: how a game's event log is validated: `TypeAdapter(Annotated[list[GameEvent], FAIL_FAST])`.
#: The first bad event stops it, so a hostile file of a million bad events does not build
#: a million errors before a load can name the first one.
FAIL_FAST = Field(fail_fast=True)

#: one row of a game's `bot_report` (the CLI's `dice-tui bots` table and its --json): column -> value
StatsRow: TypeAlias = dict[str, object]


class GameSetup(Protocol):
    """What the saves and the screens need from any game's setup (a pydantic model):
    the seats, the seed, and its JSON form for the save file."""

    @property
    def players(self) -> Sequence[PlayerSpec]: ...

    @property
    def seed(self) -> int: ...

    def model_dump(self, *, mode: Literal["json", "python"] | str = "python") -> dict[str, Any]: ...


#: one game's own types: its Setup model, its state, its event union, its command union
SetupT = TypeVar("SetupT", bound=BaseModel)
StateT = TypeVar("StateT")
EventT = TypeVar("EventT", bound=Event)
CommandT = TypeVar("CommandT", bound=Command)


@runtime_checkable
class Rules(Protocol[SetupT, StateT, EventT, CommandT]):
    """What a game module exposes as its module-level `RULES` object.

    Generic in the game's own types, so each game's `RULES: Rules[DalekSetup, DalekState,
    DalekEvent, DalekCommand]` is checked against the protocol by the type checker. Code
    that takes any registered game (the saves, the registry) uses `AnyRules`."""

    # read-only properties: a game gives plain class attributes (`bots = BOTS`, a tuple)
    @property
    def id(self) -> str: ...  # "dalek-dice"
    @property
    def title(self) -> str: ...  # "Dalek Dice"
    @property
    def min_players(self) -> int: ...
    @property
    def max_players(self) -> int: ...
    @property
    def bots(self) -> Sequence[str]: ...  # bot kinds that may sit at the table, e.g. ("cautious", "optimal")
    @property
    def options(self) -> Sequence[OptionSpec]: ...  # the choices the new-game form offers (its descriptor's)
    @property
    def setup_model(self) -> type[SetupT]: ...
    @property
    def events(self) -> TypeAdapter[list[EventT]]: ...  # TypeAdapter(list[EventUnion])

    def make_setup(self, players: Sequence[PlayerSpec], seed: int, **options: Any) -> SetupT:
        """Build and validate a Setup; raise ValueError with a one-line reason."""

    def start(self, setup: SetupT) -> StateT:
        """The state before any event."""

    def decide(self, state: StateT, command: CommandT) -> list[EventT]:
        """Check a command against the rules; return its events or raise IllegalMove."""

    def evolve(self, state: StateT, event: EventT) -> StateT:
        """Apply one event: pure, total, no validation, no randomness."""

    def legal_commands(self, state: StateT) -> Sequence[CommandT]:
        """Every command the current player may give now (empty when the game is over)."""

    def current_player(self, state: StateT) -> int | None:
        """Seat index of who acts now, None when the game is over."""

    def is_over(self, state: StateT) -> bool: ...

    def scores(self, state: StateT) -> list[int]:
        """One total per seat (per board in games with one shared board)."""

    def winners(self, state: StateT) -> list[int]:
        """Seats that won (several on a shared win, empty on a loss or while playing)."""

    def describe(self, event: EventT, setup: SetupT | None = None) -> str:
        """One log line for an event, in the rulebook's words; with the setup, players by name."""

    def facts(self, state: StateT) -> dict[str, Any]:
        """What the game says of itself beyond scores and winners, in numbers (core.facts)."""

    def progress_line(self, facts: dict[str, Any], names: list[str]) -> str:
        """The save list's line worded from a game's facts and its players' names (no state needed)."""

    def progress(self, state: StateT) -> str:
        """A short line for the save list: 'turn 7, Ann 24, Bob 17' or 'won, 23 points'."""

    def bot_command(self, state: StateT, bot: str) -> CommandT:
        """The command the named bot gives in this state."""

    # -- hooks with a default (RulesDefaults): a game overrides what it does better -----------
    def fold(self, setup: SetupT, events: Sequence[EventT]) -> StateT:
        """The state after `events`: the same as evolving one by one (a game may fold faster)."""

    def choice_label(self, option: str, choice: Any) -> str:
        """How the new-game form lists a choice of an option (an English text, translated
        where shown): a Dizzle level with its sheet's name; by default the choice itself."""


class RulesDefaults:
    """The default of every hook of `Rules` that a game may leave alone; each game's rules
    class derives from it, so the hooks are declared in one place and never probed for."""

    def fold(self, setup: Any, events: Sequence[Any]) -> Any:
        rules: AnyRules = cast("AnyRules", self)  # a game's rules class: the rest of Rules is its own
        return evolve_all(rules, setup, events)

    def choice_label(self, option: str, choice: Any) -> str:
        return str(choice)


#: a game known only by its id at run time (the registry, a save being read): its own
#: types are checked where its RULES is declared, and are opaque past this point
AnyRules: TypeAlias = Rules[Any, Any, Any, Any]


def check_players(players: Sequence[PlayerSpec]) -> None:
    """A new table's names are plain text (core.text), or ValueError saying which is not.

    Called by every game's `make_setup`, not by PlayerSpec itself: a save written before
    this check must still open (its names are shown with visible stand-ins instead)."""
    for spec in players:
        check_text(spec.name, "player name")


def replay(rules: Rules[SetupT, StateT, EventT, CommandT], setup: SetupT, events: Sequence[EventT]) -> StateT:
    """Fold the events over the start state (the game's own fold, RulesDefaults' or faster)."""
    return rules.fold(setup, events)


def evolve_all(rules: Rules[SetupT, StateT, EventT, CommandT], setup: SetupT, events: Sequence[EventT]) -> StateT:
    """Evolve the events one by one from the start state; any failure names the event number."""
    state = rules.start(setup)
    evolve = rules.evolve
    for index, event in enumerate(events, start=1):
        try:
            state = evolve(state, event)
        except ReplayError:
            raise
        except Exception as error:  # a log the rules cannot fold is damaged, never a crash
            raise ReplayError(index, _reason(error)) from error
    return state


def can_undo(rules: Rules[SetupT, StateT, EventT, CommandT], state: StateT, events: Sequence[Event]) -> bool:
    """True when the last event is the current player's own takeable-back decision."""
    return bool(events) and events[-1].undoable and not rules.is_over(state)


def _reason(error: Exception) -> str:
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__
