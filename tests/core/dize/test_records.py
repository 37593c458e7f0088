"""The survivor's records per difficulty."""

import pytest

from core.dize import Attack, ChooseDice, Retire, StopAttack, ZombieAttack
from core.dize.records import DifficultyRecord, Records, record, record_game
from tests.core.dize.helpers import Game


def test_record_keeps_the_best_score_and_counts_wins_and_losses_per_difficulty():
    records = Records()
    assert records.of(4) == DifficultyRecord(best_score=None, wins=0, losses=0)
    records = record(records, 4, 17, won=True)
    records = record(records, 4, 9, won=False)
    records = record(records, 7, 12, won=False)
    assert records.of(4) == DifficultyRecord(best_score=17, wins=1, losses=1)
    assert records.of(4).games == 2
    assert records.of(7) == DifficultyRecord(best_score=12, wins=0, losses=1)
    assert list(records.by_zombies) == [4, 7]


def test_record_returns_new_records_and_never_changes_the_old():
    empty = Records()
    record(empty, 3, 15, won=True)
    assert empty == Records()


def test_records_survive_a_json_round_trip():
    records = record(record(Records(), 10, 30, won=True), 2, 3, won=False)
    assert Records.model_validate_json(records.model_dump_json()) == records


@pytest.mark.parametrize(
    ("zombies", "score", "reason"), [(1, 5, "from 2 to 10"), (5, 4, "impossible")]
)
def test_record_refuses_an_impossible_game(zombies, score, reason):
    with pytest.raises(ValueError, match=reason):
        record(Records(), zombies, score, won=False)


def test_record_game_takes_a_finished_table(rig):
    game = Game(zombies=2)
    with pytest.raises(ValueError, match="only a finished game"):
        record_game(Records(), game.table)
    rig((3,), (2,), (4,), (3,), (2,))
    game.do(ChooseDice(count=1), Attack(), Retire(index=0), StopAttack())
    game.do(ZombieAttack(), ChooseDice(count=1), Attack(), Retire(index=0), StopAttack())
    assert record_game(Records(), game.table).of(2) == DifficultyRecord(best_score=14, wins=1)
