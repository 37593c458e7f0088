"""The import contract of core, saves, sheets and tui (issue 26): no cycles, and no import
inside a function unless start-up needs it there.

The graph is read with `ast` from every module of the four layers, imports inside
functions included: an import deferred into a function still runs, so it may not close
a circle either (that is how the old cycles hid). `tests/test_layers.py` checks that every
import points down a layer; this file checks the rest.

An import inside a function is allowed only where `LAZY` lists it, with why waiting pays:
what it loads is a cost a start-up path (the menu's first frame, `dice-tui sheet`,
`dice-tui saves`, a game's session) must not pay until it is used. A listed import must
still defer something: a module its importer already loads is imported at the top.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LAYERS = ("core", "saves", "sheets", "tui")

#: importer -> (modules it imports inside functions, why they wait)
LAZY: dict[str, tuple[set[str], str]] = {
    "core.campaign.results": ({"core.dizzle"}, "Dizzle's levels load only when a Dizzle stage is judged"),
    "core.twenty_five.odds": ({"core.twenty_five.odds_chart"}, "the odds table loads only when odds are asked"),
    "saves.campaign": ({"saves.store"}, "reading a campaign does not load the games' save store"),
    "saves.campaign_list": ({"saves.store"}, "listing campaigns does not load the games' save store"),
    "saves.files": ({"saves.paths"}, "reading a file does not load the save folders' checks"),
    "saves.listing": (
        {"saves.loading", "saves.decoding"},
        "`dice-tui saves` reads each save's summary: pydantic and the rule engines load only to replay a save "
        "without one, or to peek into a damaged one",
    ),
    "sheets": ({"sheets.paper"}, "ReportLab loads only once a sheet is drawn (`--help` stays fast)"),
    "tui.app": (
        {"tui.campaign.screen", "tui.door", "tui.games.screens",
         "tui.screens.too_small", "tui.replay.screen", "tui.replay.session", "tui.screens.menu"},
        "the menu's first frame loads no save model, no game screen, no replay and no shared table; "
        "a game opened from the command line loads no menu (nor a replay) until it is left",
    ),
    "tui.i18n": (
        {"saves.settings", "tui.i18n.catalogue", "tui.i18n.formats", "tui.i18n.words"},
        "the settings file is read only without --lang; Babel loads only to compile a .po edited since the install "
        "or at the first number written; an English start reads no catalogue, so not the words' reader either",
    ),
    "tui.i18n.digest": ({"core.digests"}, "an English start reads no catalogue: no digest module (_sha256, _blake2)"),
    "tui.i18n.english": ({"tui.i18n.formats"}, "Babel loads only for a figure that is not a number (NaN, infinity)"),
    "tui.cli.stats": (
        {"saves.statistics", "tui.statistics.words"},
        "the save readers load when the statistics are worded, not when the module is named",
    ),
    "tui.campaign.list": ({"saves.campaign_list"}, "campaign files load in the list's worker, not on the UI thread"),
    "tui.campaign.new": ({"saves.campaign", "saves.campaign_session"}, "a campaign file loads once one is made"),
    "tui.campaign.screen": (
        {"saves.campaign_list", "tui.campaign.list", "tui.campaign.new",
         "tui.campaign.stage", "tui.campaign.summary", "tui.screens.confirm", "tui.screens.rules"},
        "each of the campaign screen's dialogs loads when it is opened",
    ),
    "tui.cli": (
        {"sheets.cli", "tui.cli.campaign", "tui.cli.table", "tui.render.patches", "saves.paths", "tui.cli.account",
         "tui.cli.serve", "tui.cli.parser"},
        "each sub-command loads its own code only (`dice-tui sheet` never loads pydantic); the save folder "
        "(for the remembered language) only when --lang does not say it; the parser (argparse, every game's "
        "flags) only when there are arguments to parse, not before the plain menu's first frame",
    ),
    "tui.i18n.build": (
        {"tui.i18n.catalogue", "tui.i18n.words"},
        "setuptools loads the build step by its file's path, before the package is importable: the "
        "catalogue is imported once the build runs, with the checkout on the path",
    ),
    "tui.web": (
        {"saves.atomic", "saves.files", "tui.door"},
        "the app asks whether it runs in a browser tab before its first frame; the save layer and the door "
        "load only there, to remember or reopen the game a tab showed",
    ),
    "tui.cli.campaign": (
        {"saves.campaign", "saves.campaign_list", "saves.campaign_session", "saves.paths", "tui.app",
         "tui.crash_net"},
        "`campaign list` prints without Textual; only `new` and `resume` open the app",
    ),
    "tui.cli.commands": (
        {"saves.paths", "saves.save_files", "saves.listing", "tui.app", "tui.cli.printout",
         "tui.cli.versus", "saves.statistics", "tui.cli.stats", "tui.door"},
        "each command loads what it runs: `saves`, `stats` and `bots` print without Textual, and only a "
        "command that opens a game loads the door it opens it by",
    ),
    "tui.cli.seating": (
        {"core.game", "saves.files", "tui.login"},
        "a table's models, its level files and the login name load only when a table is seated",
    ),
    "tui.cli.parser": ({"tui"}, "`--version` reads the installed metadata only when asked"),
    "tui.cli.table": (
        {"saves.paths", "tui.app", "saves.tables.net.client", "tui.table.opening"},
        "`table list` prints without Textual or the sockets",
    ),
    "tui.games.dalek_dice.screen": (
        {"tui.games.dalek_dice.charts", "tui.screens.confirm"},
        "the bots' charts load only with the odds shown",
    ),
    "tui.games.dalek_dice.warm": (
        {"core.dalek_dice.expert", "tui.games.dalek_dice.charts"},
        "the expert's charts load only with an expert seated or standing in",
    ),
    "tui.games.dalek_dice.charts": (
        {"core.dalek_dice.expert", "core.dalek_dice.graph_pack", "core.dalek_dice.turn_graph",
         "core.dalek_dice.win_data"},
        "the turn graph (numpy) is built by another process; a session reads it packed",
    ),
    "tui.games.dize.screen": ({"core.dize.bots"}, "the bots' tables load only when the advisor is shown"),
    "tui.games.dizzle.tally": ({"core.dizzle"}, "the rules engine loads with a game, not with its words"),
    "tui.screens.game_base": (
        {"tui.screens.rules", "tui.table.role"},
        "the rules pages load when first used; a shared table's role (its chat, its bell) only at a table",
    ),
    "tui.screens.game_end": ({"tui.screens.end"}, "the end dialog loads when the game ends"),
    "tui.screens.game_keys": ({"core.game"}, "undo's rules load when the key bar first asks"),
    "tui.screens.moves": ({"core.game"}, "the rules' refusal loads with the first move"),
    "tui.door": (
        {"core.game", "saves.campaign_session", "saves.errors", "saves.session", "tui.replay.session",
         "tui.table.reopen", "tui.lesson.session"},
        "the door is named by every opener; the save models, a replay and a table load when one is opened",
    ),
    "tui.tty_guard": ({"tui.render.hooks"}, "the command line checks the terminal without loading Textual"),
    "tui.render.patches": ({"tui.render.paging", "tui.render.renders", "tui.render.strips", "tui.render.truecolor",
                            "tui.render.themes", "tui.render.styled_lines", "tui.render.scrollbars"},
                           "Textual's OptionList, compositor, Strip, filter: with the app, not `dice-tui sheet`"),
    "tui.screens.last_table": ({"saves.records"}, "the records file is read when the form opens"),
    "tui.screens.load": (
        {"saves.save_files", "saves.listing", "tui.screens.opening"}, "saves are read in the screen's worker"),
    "tui.screens.menu": (
        {"saves.campaign_list", "saves.latest", "saves.summary", "tui.campaign.screen", "tui.screens.load",
         "tui.screens.new_game",
         "tui.screens.opening", "tui.screens.print_sheets", "tui.screens.rules", "tui.table.screen",
         "saves.memory", "tui.statistics.screen", "tui.lesson.learn"},
        "the menu's first frame loads none of the screens it opens, nor ctypes for handing memory back",
    ),
    "tui.screens.print_sheets": ({"sheets", "tui.screens.confirm"}, "ReportLab loads when a sheet is printed"),
    "tui.screens.seats": ({"core.game", "tui.login"}, "the seats' models load with the new-game form's first seat"),
    "tui.table.role": (
        {"tui.screens.confirm"},
        "a game screen loads its dialogs when opened",
    ),
    "tui.table.opening": (
        {"saves.session", "saves.tables.folder", "saves.tables.net.host", "saves.tables.net.peers",
         "saves.tables.net.vouch"},
        "a table's sockets load when one is opened",
    ),
    "tui.table.reopen": (
        {"saves.tables.mark", "saves.tables.folder", "saves.tables.listing", "saves.tables.net.host",
         "saves.tables.net.peers", "tui.table.opening"},
        "a local game's resume loads no table code unless its save is a table's",
    ),
    "tui.table.screen": (
        {"saves.tables.listing", "tui.table.listing", "saves.tables.net.client", "saves.tables.net.peers",
         "tui.table.opening"},
        "the tables' folder models load in the list's worker; sockets when one is joined",
    ),
    "tui.cli.versus": ({"core.tournament"}, "head-to-head bots load only for `bots --vs`"),
}


def modules() -> dict[str, Path]:
    found = {}
    for layer in LAYERS:
        for path in sorted((ROOT / layer).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


MODULES = modules()


def _resolve(name: str) -> str | None:
    """The project module an imported name lives in ('core.dize.rules.RULES' -> 'core.dize.rules')."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


def imports(path: Path, typing_too: bool = False) -> Iterator[tuple[str, bool]]:
    """(project module imported, whether inside a function) for every import that runs
    (those under `if TYPE_CHECKING:` never do; `typing_too` counts them as well)."""

    def visit(node: ast.AST, in_function: bool) -> Iterator[tuple[str, bool]]:
        for child in ast.iter_child_nodes(node):
            if not typing_too and isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                continue
            inside = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            names: list[str] = []
            if isinstance(child, ast.Import):
                names = [alias.name for alias in child.names]
            elif isinstance(child, ast.ImportFrom) and child.level == 0 and child.module:
                names = [f"{child.module}.{alias.name}" for alias in child.names]
            for name in names:
                module = _resolve(name)
                if module is not None:
                    yield module, inside
            yield from visit(child, inside)

    yield from visit(ast.parse(path.read_text(encoding="utf-8")), False)


GRAPH = {name: list(imports(path)) for name, path in MODULES.items()}
#: the same with the imports only the type checker reads: a circle there is a circle of
#: meaning (the registry typed by the screens that read it), even if it never runs
TYPED_GRAPH = {name: list(imports(path, typing_too=True)) for name, path in MODULES.items()}


def _cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def _eager(module: str) -> set[str]:
    """Every module loading `module` loads at once: its top-level imports, transitively,
    with the packages above each."""
    seen: set[str] = set()
    todo = [module]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        seen.add(name)
        parents = [".".join(name.split(".")[:n]) for n in range(1, name.count(".") + 1)]
        todo += [parent for parent in parents if parent in MODULES]
        todo += [target for target, inside in GRAPH[name] if not inside]
    return seen


def test_no_module_imports_itself_back_even_from_inside_a_function():
    edges = {name: {target for target, _ in found if target != name} for name, found in GRAPH.items()}
    assert _cycles(edges) == []


def test_no_module_imports_itself_back_even_for_the_type_checker():
    edges = {name: {target for target, _ in found if target != name} for name, found in TYPED_GRAPH.items()}
    assert _cycles(edges) == []


def test_the_cycle_check_finds_a_cycle_hidden_in_a_function():
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_imports_inside_functions_are_the_listed_lazy_ones():
    found: dict[str, set[str]] = {}
    for name, targets in GRAPH.items():
        for target, inside in targets:
            if inside and target != name:
                found.setdefault(name, set()).add(target)
    listed = {name: targets for name, (targets, _) in LAZY.items()}
    unlisted = {name: sorted(targets - listed.get(name, set())) for name, targets in found.items()}
    stale = {name: sorted(targets - found.get(name, set())) for name, targets in listed.items()}
    # an unlisted one: import it at the top, or list it here with the start-up cost it saves
    assert {name: targets for name, targets in unlisted.items() if targets} == {}
    # a stale one: the import moved or went; take it off the list
    assert {name: targets for name, targets in stale.items() if targets} == {}


def _loads_names_lazily(module: str) -> bool:
    """A package whose `__getattr__` imports a name's module on first use (core.lazy):
    importing a name from it inside a function defers that module even when the package
    itself is loaded."""
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    return any(
        (isinstance(node, ast.FunctionDef) and node.name == "__getattr__")
        or (isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "__getattr__" for t in node.targets))
        for node in tree.body
    )


def test_each_listed_lazy_import_defers_a_module_its_importer_does_not_load():
    already = {
        name: sorted(target for target in targets if target in _eager(name) and not _loads_names_lazily(target))
        for name, (targets, _) in LAZY.items()
    }
    assert {name: targets for name, targets in already.items() if targets} == {}


def test_every_lazy_import_says_why():
    assert all(why.strip() for _, why in LAZY.values())
