"""Dice are checked against the seed on load: an edited roll makes a save "altered",
read-only, and never counted in records or campaign stars."""

from __future__ import annotations

import json
import random

import pytest

from core.game import PlayerSpec
from core.games import available, rules_for
from saves.audit import audit_dice
from saves.campaign_list import list_campaigns
from saves.campaign_session import CampaignSession
from saves.errors import DamagedSave, ReadOnlySave
from saves.session import GameSession
from saves.store import latest_unfinished, list_saves, load_game
from tests.saves.conftest import play_bots, tally_setup
from tests.saves.test_campaign_session import QUICK, finish


def random_playout(game: str, seed: int, commands: int):
    """A game of `game` driven by random legal commands: (setup, events, state)."""
    rules = rules_for(game)
    players = [PlayerSpec(name=f"P{n}") for n in range(rules.min_players)]
    setup = rules.make_setup(players, seed)
    state, events, pick = rules.start(setup), [], random.Random(seed)
    for _ in range(commands):
        if rules.is_over(state):
            break
        for event in rules.decide(state, pick.choice(rules.legal_commands(state))):
            state = rules.evolve(state, event)
            events.append(event)
    return setup, events, state


@pytest.mark.parametrize("game", available())
@pytest.mark.parametrize("seed", [1, 2])
def test_every_roll_of_every_game_is_checked_against_the_seed(game, seed):
    """The audit counts exactly the rolls the game itself counts: none slips past it."""
    setup, events, state = random_playout(game, seed, 150)
    why, rolls = audit_dice(setup.seed, events)
    assert why is None
    assert rolls == state.rolls and rolls > 0


@pytest.mark.parametrize("game", available())
def test_any_roll_changed_is_found(game):
    setup, events, _ = random_playout(game, 3, 150)
    rolled = [i for i, event in enumerate(events) if event.random and getattr(event, "values", None)]
    index = rolled[len(rolled) // 2]
    values = list(events[index].values)
    values[0] = values[0] % 6 + 1
    events[index] = events[index].model_copy(update={"values": tuple(values)})
    why, _ = audit_dice(setup.seed, events)
    assert why is not None and why.startswith(f"event {index + 1}: the seed rolls ")


def test_an_edited_roll_consistent_with_the_log_makes_the_save_altered_and_read_only(root):
    with GameSession.create(root, "tally", tally_setup(target=1000)) as session:
        play_bots(session, 12)
        while session.events[-1].type != "dice_rolled":  # end on a roll nothing depends on yet
            play_bots(session, 1)
    data = json.loads(session.path.read_bytes())
    data["events"][-1]["values"] = [value % 6 + 1 for value in data["events"][-1]["values"]]
    session.path.write_text(json.dumps(data))
    before = session.path.read_bytes()

    loaded = load_game(session.path)
    assert loaded.altered.startswith(f"event {len(loaded.events)}: the seed rolls ")
    [info] = list_saves(root)
    assert info.status == "altered" and info.reason == f"altered: {loaded.altered}"
    assert latest_unfinished(root) is None  # Continue never offers it
    with GameSession.open(session.path) as opened:
        assert opened.read_only and opened.state == loaded.state
        with pytest.raises(ReadOnlySave, match="its dice differ from the seed's, so it is read-only"):
            opened.apply(opened.rules.legal_commands(opened.state)[0])
        with pytest.raises(OSError):
            opened.undo()
    assert session.path.read_bytes() == before


def test_an_altered_stage_game_earns_no_stars(root):
    with CampaignSession.create(root, "Ann", seed=9, stages=QUICK) as campaign, campaign.start_stage(1) as game:
        finish(game)
        path = game.path
    data = json.loads(path.read_bytes())
    data["setup"]["seed"] += 1  # every roll now differs from the seed; the log still folds
    path.write_text(json.dumps(data))
    _earns_no_stars(root, campaign.path, path)


def _earns_no_stars(root, campaign_path, path):
    """The campaign list, its reconcile and its resume all refuse the stage game at `path`."""
    [info] = list_campaigns(root)
    assert info.stars == 0 and info.progress == "stage 1 under way"
    with CampaignSession.open(campaign_path) as again:
        assert again.state.total_stars == 0
        assert again.problems[1].startswith(f"its game save {path.name} was altered: event ")
        with pytest.raises(DamagedSave, match="its dice were altered"):
            again.resume_stage(1)


def test_a_stage_game_dealt_from_another_seed_earns_no_stars(root, monkeypatch):
    """A whole log regenerated from another seed has dice true to its own seed: the
    campaign still knows which seed it dealt."""
    with CampaignSession.create(root, "Ann", seed=9, stages=QUICK) as campaign, campaign.start_stage(1) as game:
        path, setup = game.path, game.setup
    other = setup.model_copy(update={"seed": setup.seed + 1})
    path.unlink()
    with GameSession.create(root / "elsewhere", "dize", other) as replayed:
        finish(replayed)
    path.write_bytes(replayed.path.read_bytes())
    assert load_game(path).altered is None
    with CampaignSession.open(campaign.path) as again:
        assert again.state.total_stars == 0
        assert again.problems[1].endswith(
            f"was altered: it is dealt from seed {setup.seed + 1}, not the campaign's {setup.seed}"
        )



def test_a_roll_edited_in_place_breaks_the_summary_digest_and_the_save_is_audited_as_altered(root):
    """A save byte for byte as dice-tui wrote it is not audited again on load; a roll
    changed in the file itself (same layout, same length) is still found."""
    with GameSession.create(root, "tally", tally_setup(target=1000)) as session:
        play_bots(session, 12)
        while session.events[-1].type != "dice_rolled":
            play_bots(session, 1)
    raw = session.path.read_bytes()
    last = raw.rindex(b'"values":[')
    digit = last + len(b'"values":[')
    edited = raw[:digit] + str(int(raw[digit : digit + 1]) % 6 + 1).encode() + raw[digit + 1 :]
    session.path.write_bytes(edited)
    assert load_game(session.path).altered.startswith(f"event {len(session.events)}: the seed rolls ")


def test_an_untouched_save_is_not_audited_again(root, monkeypatch):
    with GameSession.create(root, "tally", tally_setup(target=1000)) as session:
        play_bots(session, 12)
    import saves.loading

    monkeypatch.setattr(saves.loading, "audit_dice", lambda *args: pytest.fail("audited again"))
    assert load_game(session.path).altered is None


def _dealt_from_another_seed(path, setup, rules_id="dize"):
    """The save at `path` rewritten as dice-tui's own writer would, with the setup (and
    seed) it has but a whole game dealt from another seed: the summary's digest matches."""
    from datetime import UTC, datetime

    from saves.store import encode

    other = setup.model_copy(update={"seed": setup.seed + 1})
    with GameSession.create(path.parent / "elsewhere", rules_id, other) as played:
        finish(played)
        events = list(played.events)
    now = datetime.now(UTC)
    path.write_bytes(encode(rules_id, setup, events, now, now))
    assert load_game(path).altered is None  # the list may trust the digest...
    assert load_game(path, audit=True).altered is not None  # ...what counts does not


def test_a_game_with_another_seeds_dice_and_a_valid_digest_sets_no_record(root):
    from tui.games.dize.records import count_finished_game, record_of

    rules = rules_for("dize")
    setup = rules.make_setup([PlayerSpec(name="Ann")], 5, zombies=2)
    with GameSession.create(root, "dize", setup) as honest:
        finish(honest)
    assert count_finished_game(root, honest.path.name, honest.state, honest.events) is not None
    assert record_of(root, 2).games == 1

    path = root / "dize-crafted.json"
    path.write_bytes(b"")
    _dealt_from_another_seed(path, setup)
    with GameSession.open(path) as opened:
        assert opened.rules.is_over(opened.state)
        assert count_finished_game(root, path.name, opened.state, opened.events) is None
    assert record_of(root, 2).games == 1  # the crafted game did not count


def test_a_finished_game_copied_under_other_names_sets_its_record_once(root):
    from tui.games.dize.records import count_finished_game, record_of

    setup = rules_for("dize").make_setup([PlayerSpec(name="Ann")], 5, zombies=2)
    with GameSession.create(root, "dize", setup) as game:
        finish(game)
    assert count_finished_game(root, game.path.name, game.state, game.events) is not None
    for copy in ("copy-1.json", "copy-2.json"):
        assert count_finished_game(root, copy, game.state, game.events) is None
    assert record_of(root, 2).games == 1


def test_a_stage_game_with_another_seeds_dice_and_a_valid_digest_earns_no_stars(root):
    with CampaignSession.create(root, "Ann", seed=9, stages=QUICK) as campaign, campaign.start_stage(1) as game:
        path, setup = game.path, game.setup
    _dealt_from_another_seed(path, setup)
    _earns_no_stars(root, campaign.path, path)
