"""A first game that teaches: a lesson is data, one idea a step, played on the real rules.

Why data and not a scripted screen: the player presses the real keys on the real game
screen, so a lesson only has to say what to do next and notice when it is done. Each
game declares its lesson in `core/<game>/lesson.py` (named by its descriptor's `lesson`):
a table (seats, options) and a seed, searched offline so that the dice give every step
the situation it needs (dice are a function of seed and roll number: core.dice), and the
steps. A test plays each lesson's `example` commands and checks the seed still gives
those situations, so a change to the rules that breaks a lesson fails a test, not a player.

A step is done when the game's state after a command says so (`done`); until then the
step stays, and a command that would lead the game away from the lesson (`wants`
says what may pass while a person plays) is refused with the step's own
sentence. Keys that give no command (a cursor, the rules page, the log) are harmless and
always work.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.game import Command, IllegalMove, PlayerSpec
from core.lang import N_, _
from core.seat_names import bot_name

#: the learner's seat name, translated when the lesson starts (a lesson is never saved)
YOU = N_("You")


@dataclass(frozen=True)
class Step:
    """One idea: a sentence (a catalogue msgid, marked N_), the keys it asks for (Textual
    key names, pressed in this order), and the check on the state that it is done."""

    say: str
    keys: tuple[str, ...]
    done: Callable[[Any], bool]
    #: which of a person's commands this step lets through (None: any); refused, one
    #: would lead the game away from the lesson (`kinds` makes the usual one)
    wants: Callable[[Command], bool] | None = None
    #: what pressing `keys` plays: the commands the seed is checked with (tests)
    example: tuple[Command, ...] = ()


@dataclass(frozen=True)
class Lesson:
    """A game's lesson: its table, the seed that gives its dice, and its steps."""

    game: str
    seed: int
    steps: tuple[Step, ...]
    #: the other seats beside the learner's (seat 0): the bots' kinds, each seated under its
    #: kind's name as a real game seats a bot ("Cautious bot"): a made-up name would be
    #: marked "(bot)", which no bot of a real game is
    bots: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)

    def players(self, you: str) -> list[PlayerSpec]:
        """The learner first, then the bots (by kind: a bot plays its own turns)."""
        return [PlayerSpec(name=you), *(PlayerSpec(name=bot_name(kind), bot=kind) for kind in self.bots)]


def kinds(*kinds: type[Command]) -> Callable[[Command], bool]:
    """A step's `wants`: commands of these kinds."""

    def wanted(command: Command) -> bool:
        return isinstance(command, kinds)

    return wanted


def only(*commands: Command) -> Callable[[Command], bool]:
    """A step's `wants`: exactly one of these commands (where another would take the dice
    somewhere the lesson's seed was not searched for)."""

    def wanted(command: Command) -> bool:
        return command in commands

    return wanted


class Coaching:
    """Where a lesson stands: the step under way, moved on by the state after each command.

    Pure: the app's lesson session asks it before and after every command it passes.
    """

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        self.index = 0

    @property
    def step(self) -> Step | None:
        """The step under way; None once every step is done."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    def check(self, command: Command, by_person: bool) -> None:
        """IllegalMove with the step's sentence when a person's command would lead the
        lesson away; a bot's command always passes (it plays the lesson's other seats)."""
        step = self.step
        if not by_person or step is None or step.wants is None or step.wants(command):
            return
        raise IllegalMove(_("Not in this lesson: {step}").format(step=_(step.say)))

    def moved(self, state: Any) -> bool:
        """The state after a command: every step it completes is done (in order); whether
        the lesson moved on."""
        before = self.index
        while (step := self.step) is not None and step.done(state):
            self.index += 1
        return self.index != before


def walk(rules: Any, lesson: Lesson, you: str = YOU) -> str | None:
    """Play the lesson's examples on its seed, the bots playing their turns between them as
    on the screen: None when every step is done by its own example and the game goes on
    (the seed still gives each step its situation), else what went wrong."""
    players = lesson.players(you)
    state = rules.start(rules.make_setup(players, lesson.seed, **lesson.options))
    coaching = Coaching(lesson)
    for number, step in enumerate(lesson.steps):
        for command in step.example:
            state = _bots_played(rules, players, state, coaching)
            if rules.is_over(state) or coaching.index != number:
                return f"step {number}: over or done before its example {command!r}"
            try:
                coaching.check(command, by_person=True)
                for event in rules.decide(state, command):
                    state = rules.evolve(state, event)
            except IllegalMove as error:
                return f"step {number}: {command!r} refused: {error}"
            coaching.moved(state)
        state = _bots_played(rules, players, state, coaching)
        if coaching.index <= number:
            return f"step {number} is not done by its example"
    return "the game ended with the lesson" if rules.is_over(state) else None


def _bots_played(rules: Any, players: Sequence[PlayerSpec], state: Any, coaching: Coaching) -> Any:
    """The bots' turns, played as the screen plays them, until a person is to play."""
    while not rules.is_over(state) and (bot := players[rules.current_player(state)].bot) is not None:
        for event in rules.decide(state, rules.bot_command(state, bot)):
            state = rules.evolve(state, event)
        coaching.moved(state)
    return state
