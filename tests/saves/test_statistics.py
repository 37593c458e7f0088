"""Statistics count finished, unaltered games only, and agree with a count of the saves made by hand."""

from __future__ import annotations

import json
import random

import pytest

from core.facts import facts_of
from core.game import PlayerSpec, replay
from core.games import rules_for
from saves.session import GameSession
from saves.statistics import statistics


def play_out(root, game: str, players, seed: int, **options) -> GameSession:
    rules = rules_for(game)
    setup = rules.make_setup(players, seed, **options)
    session = GameSession.create(root, game, setup)
    pick = random.Random(seed)
    while not session.is_over:
        state = session.state
        seat = rules.current_player(state)
        kind = setup.players[seat].bot if seat is not None and seat < len(setup.players) else None
        command = rules.bot_command(state, kind) if kind else pick.choice(list(rules.legal_commands(state)))
        session.apply(command)
    session.close()
    return session


def test_finished_games_count_and_each_player_wins_what_the_rules_say(tmp_path):
    ann, bot = PlayerSpec(name="Ann"), PlayerSpec(name="Optimal bot", bot="optimal")
    sessions = [play_out(tmp_path, "dalek-dice", [ann, bot], seed) for seed in range(4)]
    careful = [PlayerSpec(name="Ann", bot="careful")]
    sessions += [play_out(tmp_path, "dize", careful, seed, zombies=3) for seed in range(3)]
    found = statistics(tmp_path).as_json()
    dalek = found["games"]["dalek-dice"]
    assert dalek["played"] == 4
    by_name = {player["name"]: player for player in dalek["modes"]["competitive"]["players"]}
    wins = {"Ann": 0, "Optimal bot": 0}
    scores: dict[str, list[int]] = {"Ann": [], "Optimal bot": []}
    for session in sessions[:4]:
        rules = session.rules
        for seat in rules.winners(session.state):
            wins[session.setup.players[seat].name] += 1
        for seat, score in enumerate(rules.scores(session.state)):
            scores[session.setup.players[seat].name].append(score)
    for name in wins:
        assert by_name[name]["played"] == 4
        assert by_name[name]["wins"] == wins[name]
        assert by_name[name]["best"] == max(scores[name])
    dize = found["games"]["dize"]
    assert dize["played"] == 3
    assert sum(dize["by"]["result_by_zombies"]["3"].values()) == 3


def test_an_altered_save_a_damaged_one_and_an_unfinished_one_never_count(tmp_path):
    ann = PlayerSpec(name="Ann")
    done = play_out(tmp_path, "dize", [PlayerSpec(name="Ann", bot="careful")], 5, zombies=2)
    altered = play_out(tmp_path, "dize", [PlayerSpec(name="Ann", bot="careful")], 6, zombies=2)
    data = json.loads(altered.path.read_text())
    for event in data["events"]:
        if event.get("values"):
            event["values"][0] = 7 - event["values"][0] if 1 <= event["values"][0] <= 6 else 1
            break
    altered.path.write_text(json.dumps(data))
    (tmp_path / "broken.json").write_text("{nope")
    rules = rules_for("dalek-dice")
    GameSession.create(tmp_path, "dalek-dice", rules.make_setup([ann, PlayerSpec(name="Bob")], 1)).close()
    found = statistics(tmp_path).as_json()
    assert found["games"]["dize"]["played"] == 1
    assert found["skipped"] == {"unfinished": 1, "altered": 1, "damaged": 1, "copies": 0}
    assert done.path.exists()


def test_the_facts_read_from_summaries_are_the_facts_of_the_replayed_game(tmp_path):
    session = play_out(tmp_path, "dalek-dice", [PlayerSpec(name="Ann"), PlayerSpec(name="Bo", bot="cautious")], 9)
    state = replay(session.rules, session.setup, session.events)
    assert facts_of(session.rules, state)["winners"] == session.rules.winners(state)
    counted = statistics(tmp_path, "dalek-dice").as_json()["games"]["dalek-dice"]
    assert counted["played"] == 1


def altered_with_digest(raw: bytes) -> bytes:
    """A save with its first roll changed and its summary's digest made again to match."""
    from saves.summary import digest, setup_json

    data = json.loads(raw)
    rolled = next(event for event in data["events"] if event.get("values"))
    rolled["values"][0] = 1 if rolled["values"][0] != 1 else 2
    events_json = json.dumps(data["events"], separators=(",", ":"), ensure_ascii=False).encode()
    told = data["summary"]
    told["digest"] = digest(setup_json(data["setup"]), events_json, told["events"], told["facts"], told["over"])
    text = json.dumps({k: v for k, v in data.items() if k != "events"}, separators=(",", ":"), ensure_ascii=False)
    return text[:-1].encode() + b',"events":' + events_json + b"}"


def test_a_save_altered_with_its_digest_made_again_still_never_counts(tmp_path):
    """Whatever counts audits the dice, digest or not: an editor who also recomputes the
    summary's digest changes what the save list shows, never the statistics."""
    session = play_out(tmp_path, "dize", [PlayerSpec(name="Ann", bot="careful")], 11, zombies=2)
    session.path.write_bytes(altered_with_digest(session.path.read_bytes()))
    from saves.summary import read

    assert read(session.path.read_bytes()) is not None  # the summary is trusted as the file's own...
    found = statistics(tmp_path).as_json()
    assert found["games"]["dize"]["played"] == 0
    assert found["skipped"]["altered"] == 1  # ...and still the dice are audited


def test_every_copy_of_an_altered_game_is_altered_and_an_altered_copy_of_a_sound_one_too(tmp_path):
    """A game is audited once per count, whatever its copies: each copy of the altered one
    is skipped as altered, and a copy altered from a sound game is a game of its own."""
    sound = play_out(tmp_path, "dize", [PlayerSpec(name="Ann", bot="careful")], 11, zombies=2)
    raw = sound.path.read_bytes()
    altered = altered_with_digest(raw)
    for n in range(3):
        (tmp_path / f"altered-{n}.json").write_bytes(altered)
        (tmp_path / f"sound-{n}.json").write_bytes(raw)
    found = statistics(tmp_path).as_json()
    assert found["games"]["dize"]["played"] == 1
    assert found["skipped"]["altered"] == 3 and found["skipped"]["copies"] == 3


def lost_dize(root) -> GameSession:
    """A diZe game the survivor lost (random play loses soon enough)."""
    for seed in range(1, 50):
        session = play_out(root, "dize", [PlayerSpec(name="Ann")], seed, zombies=6)
        if not session.rules.winners(session.state):
            return session
        session.path.unlink()
    raise AssertionError("no lost game in 50 seeds")


@pytest.mark.parametrize("older_digest", [False, True])
def test_a_summary_edited_to_say_won_counts_as_what_the_events_say(tmp_path, older_digest):
    """Its digest left as it was, or made the older kind (of the bytes alone, which the
    save list still takes from saves written before): the statistics replay it."""
    from saves.summary import game_key, setup_json, split

    session = lost_dize(tmp_path)
    score = session.rules.scores(session.state)[0]
    raw = session.path.read_bytes()
    head, events_json = split(raw)
    facts = head["summary"]["facts"]
    lying = {**facts, "scores": [999], "won": True, "winners": [0]}
    raw = raw.replace(json.dumps(facts, separators=(",", ":")).encode(),
                      json.dumps(lying, separators=(",", ":")).encode(), 1)
    if older_digest:
        raw = raw.replace(head["summary"]["digest"].encode(),
                          game_key(setup_json(head["setup"]), events_json).encode(), 1)
    session.path.write_bytes(raw)
    assert json.loads(session.path.read_bytes())["summary"]["facts"]["scores"] == [999]  # the edit took
    [ann] = statistics(tmp_path).as_json()["games"]["dize"]["modes"]["solitaire"]["players"]
    assert (ann["played"], ann["won"], ann["best"]) == (1, 0, score)


def test_an_unfinished_game_marked_over_never_counts(tmp_path):
    session = GameSession.create(tmp_path, "dize", rules_for("dize").make_setup([PlayerSpec(name="Ann")], 3))
    session.apply(next(iter(session.rules.legal_commands(session.state))))
    session.close()
    raw = session.path.read_bytes()
    session.path.write_bytes(raw.replace(b'"over":false', b'"over":true'))
    assert raw.count(b'"over":false') == 2  # the summary's and its facts' both marked over
    found = statistics(tmp_path).as_json()
    assert found["games"]["dize"]["played"] == 0 and found["skipped"]["unfinished"] == 1


def test_one_game_counts_once_however_many_copies_and_whatever_their_names(tmp_path):
    session = play_out(tmp_path, "dize", [PlayerSpec(name="Ann", bot="careful")], 5, zombies=2)
    raw = session.path.read_bytes()
    for n in range(40):
        (tmp_path / f"copy-{n}.json").write_bytes(raw)
    bare = json.loads(raw)
    bare.pop("summary")  # a copy the statistics must replay: the same game all the same
    (tmp_path / "bare.json").write_text(json.dumps(bare))
    other = play_out(tmp_path, "dize", [PlayerSpec(name="Ann", bot="careful")], 6, zombies=2)
    found = statistics(tmp_path).as_json()
    assert found["games"]["dize"]["played"] == 2 and found["skipped"]["copies"] == 41
    assert other.path.exists()
