"""New game: which game, who sits at the table (a name, human or which bot), options, seed.

The form is built from each game's `RULES` (seat limits, bot kinds, `OptionSpec`s),
so a game's options appear here and on the command line from one description.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.css.query import NoMatches
from textual.screen import Screen
from textual.widgets import Button, Input, Label, Select, Static

from core.game import PlayerSpec
from core.games import GAMES, available, rules_for
from core.lang import N_, _
from core.text import PLAIN_TEXT, as_typed  # no control character in a name, typed or pasted
from tui.door import NewGame
from tui.games.screens import screen_class
from tui.lesson.start import start_lesson
from tui.screens import last_table, seats
from tui.screens.opening import new_game
from tui.screens.seats import HUMAN
from tui.services import services
from tui.widgets.focus_rows import FocusRows
from tui.widgets.key_bar import KeyBar
from tui.widgets.name_input import NameInput

if TYPE_CHECKING:
    from core.game import AnyRules


class NewGameScreen(FocusRows, Screen[None]):
    BINDINGS = [
        Binding("ctrl+s", "start", N_("Start game"), priority=True),
        Binding("escape", "app.pop_screen", N_("Back")),
        Binding("f2", "add_player", N_("Add player")),
        Binding("f3", "remove_player", N_("Remove player")),
        # the game's lesson (tui.lesson), then this form again; its button names the key, the bar is full
        Binding("f4", "learn", N_("Learn to play"), show=False),
    ]

    def __init__(self, game: str | None = None) -> None:
        super().__init__()
        self.games = available()
        self.titles = {game_id: GAMES[game_id].title for game_id in self.games}
        self.game: str = game or ""  # a game not offered (or none): chosen as the form is composed
        self.seats: list[tuple[str, str]] = []  # (name, HUMAN or bot kind)
        self.options: dict[str, Any] = {}  # remembered options of this game
        self._focus_after = "#game"  # what has focus once the form is (re)built
        self._last_tables: Any = None  # the tables set last, read at the first need (last_table)
        #: a key (F2) and a click on its button rebuild the form side by side: one at a time
        self._rebuilding = asyncio.Lock()

    @property
    def rules(self) -> AnyRules:
        return rules_for(self.game)

    def compose(self) -> ComposeResult:
        if self.game not in self.games:
            self.game = self._last.game if self._last.game in self.games else self.games[0]
        rules = self.rules
        if not self.seats:
            self.seats = last_table.seats_for(self._last, rules) or seats.default_seats(rules)
            self.options = last_table.options_for(self._last, rules)
        yield Static(self.form_title(), classes="screen-title")
        with VerticalScroll(id="new-form"):
            with Horizontal(classes="form-row"):
                yield Label(_("Game"), classes="form-label")
                yield Select(
                    [(self.titles[g], g) for g in self.games],
                    value=self.game,
                    allow_blank=False,
                    id="game",
                    compact=True,
                )
            for index, (name, kind) in enumerate(self.seats):
                with Horizontal(classes="form-row"):
                    yield Label(seats.player_name(index + 1), classes="form-label")
                    yield NameInput(
                        name,
                        max_length=24,
                        restrict=PLAIN_TEXT,
                        id=f"name-{index}",
                        classes="player-name",
                        compact=True,
                    )
                    kinds = [(seats.kind_label(kind), kind) for kind in (HUMAN, *rules.bots)]
                    yield Select(
                        kinds, value=kind, allow_blank=False, id=f"kind-{index}", classes="player-kind", compact=True
                    )
            with Horizontal(classes="form-row", id="seat-buttons"):
                yield Label("", classes="form-label")
                full = len(self.seats) >= rules.max_players
                yield Button(_("Add player (F2)"), id="add", disabled=full, compact=True)
                yield Button(_("Remove (F3)"), id="remove", disabled=len(self.seats) <= rules.min_players, compact=True)
            for option in rules.options:
                with Horizontal(classes="form-row"):
                    yield Label(_(option.label), classes="form-label")
                    choices = [(seats.choice_label(rules, option.name, choice), choice) for choice in option.choices]
                    value = self.options.get(option.name, option.default)
                    yield Select(choices, value=value, allow_blank=False, id=f"opt-{option.name}", compact=True)
            yield from self.more_rows()
            with Horizontal(classes="form-row"):
                yield Label(_("Seed"), classes="form-label")
                yield Input(
                    placeholder=_("blank: random dice"), id="seed", restrict=r"[0-9]*", max_length=12, compact=True
                )
            yield Static(self._note(), id="new-note", classes="status-line")
            with Horizontal(classes="form-row"):
                yield Label("", classes="form-label")
                yield Button(_("Start game (Ctrl+S)"), variant="success", id="start", compact=True)
                yield Button(_("Learn to play (F4)"), id="learn", disabled=not GAMES[self.game].lesson, compact=True)
        yield KeyBar()

    def form_title(self) -> str:
        """The title, kept when the form is rebuilt (another game chosen)."""
        return _("New game")

    def more_rows(self) -> ComposeResult:
        """Rows a form built on this one adds before the seed (a shared table's group)."""
        yield from ()

    def _note(self, options: dict[str, Any] | None = None) -> str:
        rules = self.rules
        note = seats.players_note(rules)
        extra = self._game_note(
            options or {option.name: self.options.get(option.name, option.default) for option in rules.options}
        )
        return f"{extra}\n{note}" if extra else note

    def _game_note(self, options: dict[str, Any]) -> str:
        """A game's own line for this form (diZe shows the record for the chosen zombies)."""

        try:
            return screen_class(self.game).new_game_note(services(self).save_root, options)
        except (ImportError, OSError, ValueError):
            return ""

    @on(Select.Changed)
    def _option_changed(self, event: Select.Changed) -> None:
        if event.select.id and event.select.id.startswith("opt-"):
            options = {
                option.name: self.query_one(f"#opt-{option.name}", Select).value for option in self.rules.options
            }
            self.query_one("#new-note", Static).update(self._note(options))

    @property
    def _last(self) -> Any:
        """The tables set last (read once, defensively: see last_table)."""
        if self._last_tables is None:
            self._last_tables = last_table.load(services(self).save_root)
        return self._last_tables

    async def _rebuild(self, focus: str = "#game") -> None:
        """The form composed again. A key (F2) and a click on its button run side by side
        (one as the app's binding, one as the screen's message): the rebuilds take turns,
        and one that finds the form being composed again leaves fitting it to that one."""
        async with self._rebuilding:
            self._read_seats()
            self._read_options()
            self._fit_options()
            self._focus_after = focus
            await self.recompose()
            if not self.is_attached:
                return  # left while the form was rebuilt: nothing to fit
            try:
                self._fit_seat_buttons()
                wanted = self.query(focus)
                (wanted.first() if wanted else self.query_one("#game")).focus()
            except NoMatches:  # a field gone again in a race: the form stays as composed, the app runs on
                return

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "add_player":
            return len(self.seats) < self.rules.max_players
        if action == "remove_player":
            return len(self.seats) > self.rules.min_players
        if action == "learn":
            return bool(GAMES[self.game].lesson)
        return True

    def on_mount(self) -> None:
        if not self.is_attached:
            return  # opened in the instant the player quit (n, then Quit): the app is closing
        self._fit_seat_buttons()
        self.query_one(self._focus_after).focus()

    def _fit_seat_buttons(self) -> None:
        """A solitaire has no seats to add or remove: no buttons for it."""
        rules = self.rules
        self.query_one("#seat-buttons").display = rules.min_players != rules.max_players
        self.refresh_bindings()

    @on(Select.Changed, ".player-kind")
    def _kind_changed(self, event: Select.Changed) -> None:
        """A seat turned bot (or person) keeps a name the player typed, else takes the new kind's."""
        index = int((event.select.id or "kind-0").rpartition("-")[2])
        if index >= len(self.seats) or not isinstance(event.value, str):
            return
        name_input = self.query_one(f"#name-{index}", Input)
        old_kind = self.seats[index][1]
        if event.value != old_kind and seats.is_seat_name(name_input.value, old_kind, index):
            others = [seat for number, seat in enumerate(self.seats) if number != index]
            human = event.value == HUMAN
            name_input.value = seats.player_name(index + 1) if human else seats.seat_name(event.value, others)
        self._read_seats()

    @on(Select.Changed, "#game")
    async def _game_changed(self, event: Select.Changed) -> None:
        if event.value != self.game and isinstance(event.value, str):
            self.game = event.value
            self.seats = []
            await self._rebuild()

    @on(Button.Pressed, "#add")
    async def action_add_player(self) -> None:
        if len(self.seats) < self.rules.max_players:
            self._read_seats()
            kind = self.rules.bots[0] if self.rules.bots else HUMAN
            self.seats.append((seats.seat_name(kind, self.seats), kind))
            await self._rebuild(focus=f"#name-{len(self.seats) - 1}")

    @on(Button.Pressed, "#remove")
    async def action_remove_player(self) -> None:
        if len(self.seats) > self.rules.min_players:
            self._read_seats()
            self.seats.pop()
            await self._rebuild(
                focus="#remove" if len(self.seats) > self.rules.min_players else f"#name-{len(self.seats) - 1}"
            )

    @on(Input.Submitted)
    def _next_field(self, event: Input.Submitted) -> None:
        """Enter in a field moves on, as Tab does: only the Start button or Ctrl+S starts
        (a game was started by an Enter meant to finish a name)."""
        event.stop()
        self.focus_next()

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        if not self.is_active:  # a second Start (a click, then Enter) after the form gave way to the game
            return
        self._read_seats()
        rules = self.rules
        names = [as_typed(name).strip() for name, _ in self.seats]
        problem = seats.names_problem(names)
        if problem is not None:
            self.notify(problem, severity="error")
            return
        players = [
            PlayerSpec(name=name, bot=None if kind == HUMAN else kind) for name, (_, kind) in zip(names, self.seats)
        ]
        options = {option.name: self.query_one(f"#opt-{option.name}", Select).value for option in rules.options}
        seed_text = self.query_one("#seed", Input).value.strip()
        seed = int(seed_text) if seed_text else seats.random_seed()
        try:
            setup = rules.make_setup(players, seed, **options)
        except ValueError as error:
            self.notify(str(error).splitlines()[0], severity="error")
            return
        last_table.remember(services(self).save_root, self.game, self.seats, options)
        self._create(setup)

    @on(Button.Pressed, "#learn")
    def action_learn(self) -> None:
        start_lesson(self.app, self.game)

    def _create(self, setup: Any) -> None:
        new_game(self.app, NewGame(services(self).save_root, self.game, setup))

    def _read_options(self) -> None:
        """The options as chosen on the form now (a rebuild keeps them)."""
        for option in self.rules.options:
            try:
                value = self.query_one(f"#opt-{option.name}", Select).value
            except Exception:  # not mounted yet: keep what we had
                continue
            if value is not Select.BLANK:
                self.options[option.name] = value

    def _fit_options(self) -> None:
        self.options.update(seats.fitting_options(self.rules, len(self.seats), self.options))

    def _read_seats(self) -> None:
        seats = []
        for index in range(len(self.seats)):
            try:
                name = self.query_one(f"#name-{index}", Input).value
                kind = self.query_one(f"#kind-{index}", Select).value
            except Exception:  # not mounted yet: keep what we had
                return
            seats.append((name, kind if isinstance(kind, str) else HUMAN))
        self.seats = seats
