"""`dice-tui stats --json` agrees with a count made by hand of saves made from commands.

The saves are played from commands (random legal ones for people, the bots' own for
bots), and the test counts each person's and bot's games, wins, scores and stars itself,
from the rules' scores and winners, with none of saves.tally: the two counts must agree.
"""

from __future__ import annotations

import json
import random
import unicodedata
from collections import defaultdict

from core.dizzle.scoring import solo_rating
from core.game import PlayerSpec
from core.games import rules_for
from saves.campaign_session import CampaignSession
from saves.session import GameSession
from tui.cli import main


def play(session: GameSession, seed: int) -> GameSession:
    rules, pick = session.rules, random.Random(seed)
    while not session.is_over:
        seat = rules.current_player(session.state)
        players = session.setup.players
        kind = players[seat].bot if seat is not None and seat < len(players) else None
        session.apply(rules.bot_command(session.state, kind) if kind else pick.choice(list(rules.legal_commands(
            session.state))))
    session.close()
    return session


def saved(root, game: str, players: list[PlayerSpec], seed: int, **options) -> GameSession:
    rules = rules_for(game)
    return play(GameSession.create(root, game, rules.make_setup(players, seed, **options)), seed)


def who(name: str, bot: str | None) -> str:
    """The test's own idea of one player: a bot by kind, a person by the name folded by hand."""
    return f"bot:{bot}" if bot else "person:" + unicodedata.normalize("NFKC", name).casefold()


def by_hand(played: list[tuple[GameSession, str | None]]) -> dict:
    """game -> mode -> player -> [games, wins, scores]; and Dizzle's solo stars by level."""
    table: dict = defaultdict(lambda: defaultdict(lambda: defaultdict(lambda: [0, 0.0, []])))
    stars: dict = defaultdict(lambda: defaultdict(int))
    for session, campaign in played:
        rules, state, setup = session.rules, session.state, session.setup
        game, winners, scores = rules.id, rules.winners(state), rules.scores(state)
        options = setup.model_dump()
        if game == "dizzle" and len(setup.players) == 1:
            mode, share = "solo", 0.0  # solo Dizzle has stars, never a win
            stars[str(setup.level.number)][str(solo_rating(state).stars)] += 1
        elif game == "25-to-dice" and options["mode"] != "competitive":
            mode, share = options["mode"], 1.0  # the table wins together
        elif game == "dize":
            mode, share = "solitaire", 1.0
        else:
            mode, share = "competitive", 1 / len(winners) if winners else 0.0
        seen = set()
        for seat, player in enumerate(setup.players):
            name = campaign if campaign is not None and player.bot is None else player.name
            row = table[game][mode][who(name, player.bot)]
            if who(name, player.bot) not in seen:
                row[0] += 1
                seen.add(who(name, player.bot))
            row[1] += share if seat in winners else 0.0
            row[2].append(scores[seat])
    return {"table": table, "stars": stars}


def test_the_statistics_agree_with_a_count_by_hand(tmp_path, capsys):
    root = tmp_path / "saves"
    ann, bob = PlayerSpec(name="Ann"), PlayerSpec(name="Bob")
    played: list[tuple[GameSession, str | None]] = []
    for seed in range(3):  # one person whatever the case; one bot whatever the language of its name
        bot = PlayerSpec(name=["Optimal bot", "Bot óptimo", "Optimal bot 2"][seed], bot="optimal")
        people = [PlayerSpec(name=["Ann", "ann", "ANN"][seed]), bob]
        played.append((saved(root, "dalek-dice", [*people, bot], seed), None))
    # seed 131: the optimal and the expert bot tie at the top, half a win each
    tie = saved(root, "dalek-dice", [PlayerSpec(name="Optimal bot", bot="optimal"),
                                     PlayerSpec(name="Expert bot", bot="expert")], 131)
    assert len(tie.rules.winners(tie.state)) == 2
    played.append((tie, None))
    for seed, name in enumerate(["René", "Rene\u0301", "RENÉ"]):  # composed, decomposed, upper case
        played.append((saved(root, "dizzle", [PlayerSpec(name=name)], 10 + seed, level=1), None))
    played.append((saved(root, "dizzle", [ann, PlayerSpec(name="Greedy bot", bot="greedy"),
                                          PlayerSpec(name="Bot voraz", bot="greedy")], 20, level=1), None))
    for seed, mode in enumerate(["solo", "coop", "competitive", "competitive"]):
        seats = [ann] if mode == "solo" else [ann, bob]
        played.append((saved(root, "25-to-dice", seats, 30 + seed, mode=mode), None))
    played.append((saved(root, "dize", [PlayerSpec(name="Ann", bot="careful")], 40, zombies=3), None))
    campaign = CampaignSession.create(root, "Ann", 7)
    game = campaign.start_stage(1, "root")  # an older dice-tui seated the login name: still Ann's
    played.append((play(game, 50), "Ann"))
    campaign.close()

    assert main(["--save-dir", str(root), "stats", "--json"]) == 0
    found = json.loads(capsys.readouterr().out)
    expected = by_hand(played)
    for game, modes in expected["table"].items():
        got = found["games"][game]
        assert got["played"] == sum(1 for session, _c in played if session.rules.id == game)
        assert set(got["modes"]) == set(modes)
        for mode, players in modes.items():
            rows = {row["player"]: row for row in got["modes"][mode]["players"]}
            assert set(rows) == set(players), (game, mode)
            for player, (games, wins, scores) in players.items():
                row = rows[player]
                assert row["played"] == games, (game, mode, player)
                if mode == "solo" and game == "dizzle":
                    assert row["wins"] is None and row["win_rate"] is None
                else:
                    assert abs(row["wins"] - wins) < 1e-3, (game, mode, player)
                assert row["best"] == max(scores) and sum(int(k) * n for k, n in row["scores"].items()) == sum(scores)
    assert found["games"]["dizzle"]["by"]["stars_by_level"] == {
        level: dict(counts) for level, counts in expected["stars"].items()}
    stage_game = campaign.state.stage(1).game
    assert found["games"][stage_game]["campaign"] == 1
    (listed,) = found["campaigns"]
    assert [stage["stage"] for stage in listed["stages"]] == [1]  # stages never played are not listed
    assert [key for key in _keys(found) if " " in key] == []  # --json keys are identifiers


def _keys(value) -> list[str]:
    """Every key of the JSON (but the scores' own, which are numbers)."""
    if isinstance(value, dict):
        found = list(value)
        for key, inner in value.items():
            found += _keys(inner) if key != "scores" else []
        return found
    if isinstance(value, list):
        return [key for inner in value for key in _keys(inner)]
    return []
