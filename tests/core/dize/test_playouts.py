"""Random playouts of legal commands, checked against an independent recount."""

from hypothesis import given, settings
from hypothesis import strategies as st

from core.dize import (
    RULES,
    Attack,
    AttackRolled,
    AttackStopped,
    ChooseDice,
    Continue,
    DieRetired,
    HeroRaised,
    InfectionRolled,
    MakeHero,
    Retire,
    StopAttack,
    ZombieAttack,
    ZombiesAttacked,
)
from core.dize.state import ZONES
from core.game import IllegalMove, PlayerSpec, can_undo, replay

#: far beyond the longest of 2000 random games (162 commands)
MOST_COMMANDS = 1000

#: every command that could be given, legal or not
EVERY_COMMAND = (
    [ChooseDice(count=count) for count in range(22)]
    + [Retire(index=index) for index in range(21)]
    + [MakeHero(index=index) for index in range(21)]
    + [Attack(), Continue(), StopAttack(), ZombieAttack()]
)


class Recount:
    """The zones as plain counts, kept from the events alone by the rules as written."""

    def __init__(self, zombies: int):
        self.start = zombies
        self.counts = dict.fromkeys(ZONES, 0) | {"zombies": zombies, "humans": 20 - zombies}
        self.won = self.lost = False

    def home(self) -> None:
        for zone in ("heroes", "retired", "launch"):
            self.counts["humans"] += self.counts[zone]
            self.counts[zone] = 0

    def apply(self, event) -> None:
        c = self.counts
        if isinstance(event, InfectionRolled):
            c["humans"] -= len(event.values)
            c["launch"] = len(event.values)
            if event.values.count(1) > 2:
                c["launch"] -= 1
                c["zombies"] += 1
        elif isinstance(event, AttackRolled):
            evens = sum(1 for value in event.values if value in (2, 4, 6))
            odds = len(event.values) - evens
            if evens + c["heroes"] > odds + c["captured"]:
                c["zombies"] -= 1
                c["captured"] += 1
            else:
                c["zombies"] += c["captured"]
                c["captured"] = 0
                self.home()
        elif isinstance(event, (DieRetired, HeroRaised)):
            c["launch"] -= 1
            c["retired" if isinstance(event, DieRetired) else "heroes"] += 1
        elif isinstance(event, AttackStopped):
            c["executed"] += c["captured"]
            c["captured"] = 0
            self.home()
            self.won = c["zombies"] == 0
        elif isinstance(event, ZombiesAttacked):
            bites = min(event.values.count(1), c["humans"])
            c["humans"] -= bites
            c["zombies"] += bites
            self.lost = c["humans"] == 0

    @property
    def score(self) -> int:
        return self.start + self.counts["executed"] + (10 if self.won else 0)


def accepted(table) -> list:
    """The commands of EVERY_COMMAND that decide accepts; the others must be IllegalMove."""
    good = []
    for command in EVERY_COMMAND:
        try:
            RULES.decide(table, command)
        except IllegalMove:
            continue
        good.append(command)
    return good


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 2**40),
    zombies=st.integers(2, 10),
    chooser=st.randoms(use_true_random=False),
    check_every_command=st.booleans(),
)
def test_random_playouts_follow_the_rules(seed, zombies, chooser, check_every_command):
    setup = RULES.make_setup([PlayerSpec(name="Ana")], seed, zombies=zombies)
    table = RULES.start(setup)
    recount = Recount(zombies)
    events: list = []
    for _ in range(MOST_COMMANDS):
        if RULES.is_over(table):
            break
        legal = RULES.legal_commands(table)
        if check_every_command:
            assert sorted(map(repr, accepted(table))) == sorted(map(repr, legal))
        before = table
        for event in RULES.decide(table, chooser.choice(legal)):
            table = RULES.evolve(table, event)
            events.append(event)
            recount.apply(event)
            assert {zone: len(getattr(table, zone)) for zone in ZONES} == recount.counts
            assert sum(recount.counts.values()) == 20
        if can_undo(RULES, table, events):
            assert type(events[-1]) in (DieRetired, HeroRaised)
            assert replay(RULES, setup, events[:-1]) == before
    else:
        raise AssertionError(f"no end after {MOST_COMMANDS} commands")

    assert RULES.legal_commands(table) == [] and RULES.current_player(table) is None
    assert recount.won != recount.lost and recount.won == (table.step == "won")
    assert RULES.scores(table) == [recount.score]
    assert RULES.winners(table) == ([0] if recount.won else [])

    saved_setup = RULES.setup_model.model_validate_json(setup.model_dump_json())
    saved_events = RULES.events.validate_json(RULES.events.dump_json(events))
    assert replay(RULES, saved_setup, saved_events) == table
    assert all(RULES.describe(event) for event in events)
