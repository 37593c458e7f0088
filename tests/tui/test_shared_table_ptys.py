"""Several real dice-tui processes at one shared table, each in its own pseudo-terminal:
bob and carl play a Dalek Dice game to its end against the host's bot while ann watches;
bob is killed in the middle of his turn and joins again where he was; eve, who has no
seat, is refused. The keys are what a player would press; what to press is the cautious
bot's choice in the state the host saved."""

from __future__ import annotations

from core.dalek_dice import MUST_KEEP, Keep, Roll, Stop
from core.games import rules_for
from saves.store import load_game
from saves.tables import folder as tables
from tests.tui.table_ptys import until
from tui.games.dalek_dice.words import KEEP_FIELD

RULES = rules_for("dalek-dice")


def keys_for(state, command) -> str:
    """The keys a player presses for `command` on the Dalek Dice screen."""
    if isinstance(command, Roll):
        return "r"
    if isinstance(command, Stop):
        return "s"
    assert isinstance(command, Keep) and state.phase == MUST_KEEP
    wanted = {field: getattr(command, field) for field in ("humans2", "humans4", "daleks2", "daleks3")}
    picks = []
    for index, face in enumerate(state.centre):
        field = KEEP_FIELD.get(face)
        if field is not None and wanted.get(field, 0) > 0:
            wanted[field] -= 1
            picks.append(str((index + 1) % 10))
    return "".join(picks) + "\r"


def more_than(save, count: int):
    """A check that the host's save has more than `count` events."""
    return lambda: len(load_game(save).events) > count


def test_players_in_their_own_terminals_play_dalek_dice_to_the_end(tmp_path, terminals):
    start = terminals
    host = start("ann", "table", "new", "dalek-dice", "--seats", "bob,carl,bot:cautious", "--seed", "3")
    folder = tmp_path / "tables" / "ann-1"
    assert until(lambda: (folder / tables.SOCKET).exists()), host.text()
    players = {"bob": start("bob", "table", "join"), "carl": start("carl", "table", "join")}
    watcher = start("ann", "table", "watch", "ann-1")
    eve = start("eve", "table", "join", "ann-1")
    assert eve.wait_exit() == 2
    assert "eve is not seated at table ann-1" in eve.text()  # says why, in one line
    (save,) = (tmp_path / "ann" / "saves").glob("dalek-dice-*.json")
    assert until(lambda: set(tables.read_row(folder).info.connected) == {"ann", "bob", "carl"})

    marks = dict.fromkeys(players, 0)
    killed = False
    turns = {"bob": 0, "carl": 0}
    last = None
    while True:
        game = load_game(save)
        if game.rules.is_over(game.state):
            break
        seat = RULES.current_player(game.state)
        name = game.setup.players[seat].name
        if name not in players:  # the host's bot: it plays at once
            last = name
            assert until(more_than(save, len(game.events))), host.text()[-2000:]
            continue
        terminal = players[name]
        if name != last:
            last = name
            turns[name] += 1
            # the screen is up to date when it shows the player's turn
            assert terminal.wait_for(f"{name} (to play)", marks[name]), terminal.text()[-3000:]
        command = RULES.bot_command(game.state, "cautious")
        for other, screen in players.items():
            marks[other] = screen.mark()
        terminal.keys(keys_for(game.state, command))
        assert until(more_than(save, len(game.events))), terminal.text()[-3000:]
        after = load_game(save).state
        if name == "bob" and not killed and turns["bob"] == 2 and after.phase == MUST_KEEP and after.seat == seat:
            killed = True
            terminal.kill()  # the SSH link drops in the middle of bob's turn
            assert until(lambda: "bob" not in tables.read_row(folder).info.connected)
            assert host.wait_for("bob left; their seat waits")
            players["carl"].keys("r")  # not carl's turn: nothing happens
            players["bob"] = start("bob", "table", "join", "ann-1")
            marks["bob"] = 0
            rolled = f"Roll: {len(after.last_roll)} dice"
            assert players["bob"].wait_for(rolled), players["bob"].text()[-3000:]  # where he was
            assert players["bob"].wait_for("bob (to play)")
    assert killed
    final = load_game(save)
    assert RULES.is_over(final.state) and not final.altered
    for terminal in (watcher, *players.values()):
        assert terminal.wait_for("wins"), terminal.text()[-3000:]  # the end dialog
    host.keys("\x11")  # ctrl+q: the finished table is taken away
    assert host.wait_exit() == 0
    assert until(lambda: not folder.exists())
