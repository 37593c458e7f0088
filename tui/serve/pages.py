"""The pages of dice-tui's own in front of the app: log in, sign up with an invitation.

Written here as plain HTML with every inserted value escaped (html.escape): a name or an
error quoted back is text, never markup. No script, no font or file from another site;
the only style is in the page itself. The words are the app's catalogue's, in the
language the browser asks for (Accept-Language) or the one picked on the page (`?lang=`),
until the account's own setting decides inside the app.
"""

from __future__ import annotations

import html
from functools import cache

from core.lang import N_, Translations
from tui.i18n import translations
from tui.i18n.languages import LANGUAGES, SOURCE, offered


@cache
def _words(code: str) -> Translations:
    return translations(code)


def choose(query: str | None, accept: str | None) -> str:
    """The page's language: `?lang=` when it is one offered, else the best of Accept-Language."""
    codes = offered()
    if query in codes:
        return str(query)
    best, best_q = SOURCE.code, 0.0
    for part in (accept or "")[:512].split(",")[:20]:
        tag, _sep, params = part.strip().partition(";")
        code = tag.strip().split("-")[0].lower()
        weight = 1.0
        if params.strip().startswith("q="):
            try:
                weight = float(params.strip()[2:])
            except ValueError:
                weight = 0.0
        if code in codes and weight > best_q:
            best, best_q = code, weight
    return best


NAME, PASSWORD, LOG_IN = N_("Name"), N_("Password"), N_("Log in")
SIGN_UP, SIGN_UP_WITH, CODE = N_("Sign up"), N_("Sign up with an invitation code"), N_("Invitation code")
NEW_PASSWORD, PASSWORD_AGAIN = N_("Password (8 characters or more)"), N_("Password again")
LOGIN_TITLE, SIGNUP_TITLE = N_("dice-tui: log in"), N_("dice-tui: sign up")

STYLE = """
body { background: #0c181f; color: #e8eef2; font: 16px/1.5 ui-monospace, "DejaVu Sans Mono", monospace;
       display: flex; justify-content: center; margin: 0; padding: 6vh 1em; }
main { background: #12232d; padding: 1.5em 2em; border: 1px solid #2d4a5a; width: 100%; max-width: 26em; }
h1 { font-size: 1.6em; margin: 0 0 .2em; } p.games { color: #9fb6c3; margin: 0 0 1.2em; }
label { display: block; margin-top: .8em; }
input { width: 100%; box-sizing: border-box; font: inherit; padding: .4em; margin-top: .2em;
        background: #0c181f; color: inherit; border: 1px solid #4b6b7c; }
button { font: inherit; margin-top: 1.2em; padding: .5em 1.5em; background: #5e0ba7; color: #fff; border: 0; }
button:focus, input:focus { outline: 2px solid #ffd75f; }
p.error { color: #ff8787; } nav { margin-top: 1.5em; color: #9fb6c3; } a { color: #8fd3ff; }
"""


def page(code: str, title: str, body: str) -> str:
    return (f'<!DOCTYPE html>\n<html lang="{code}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{html.escape(title)}</title><style>{STYLE}</style></head>"
            f"<body><main>{body}</main></body></html>")


def _languages(code: str, path: str) -> str:
    links = [f'<a href="{path}?lang={other}" hreflang="{other}">{html.escape(LANGUAGES[other].name)}</a>'
             for other in offered() if other != code]
    return " · ".join(links)


def _input(label: str, field: str, attributes: str, value: str = "") -> str:
    """A labelled field of a form; `value` (typed by someone) is escaped, never markup."""
    shown = f' value="{html.escape(value)}"' if value else ""
    return (f'<label for="{field}">{html.escape(label)}</label>'
            f'<input id="{field}" name="{field}" {attributes} required{shown}>')


def _form(code: str, error: str, head: str, action: str, fields: list[str], button: str, nav: str) -> str:
    said = f'<p class="error" role="alert">{html.escape(error)}</p>' if error else ""
    return (f'<h1>dice-tui</h1><p class="games">{html.escape(head)}</p>{said}'
            f'<form method="post" action="{action}"><input type="hidden" name="lang" value="{code}">'
            f'{"".join(fields)}<button type="submit" id="submit">{html.escape(button)}</button></form>'
            f"<nav>{nav}</nav>")


def login_page(code: str, error: str = "", name: str = "") -> str:
    t = _words(code).gettext
    fields = [_input(t(NAME), "name", 'type="text" autocomplete="username" maxlength="64" autofocus', name),
              _input(t(PASSWORD), "password", 'type="password" autocomplete="current-password" maxlength="1024"')]
    nav = f'<a href="/signup?lang={code}">{html.escape(t(SIGN_UP_WITH))}</a> · {_languages(code, "/login")}'
    body = _form(code, error, "Dalek Dice · Dizzle · diZe · 25 to Dice", "/login", fields, t(LOG_IN), nav)
    return page(code, t(LOGIN_TITLE), body)


def signup_page(code: str, error: str = "", name: str = "") -> str:
    t = _words(code).gettext
    new_password = 'type="password" autocomplete="new-password" maxlength="1024"'
    fields = [_input(t(CODE), "code", 'maxlength="64" autocomplete="off" autofocus'),
              _input(t(NAME), "name", 'type="text" autocomplete="username" maxlength="64"', name),
              _input(t(NEW_PASSWORD), "password", new_password),
              _input(t(PASSWORD_AGAIN), "again", new_password)]
    nav = f'<a href="/login?lang={code}">{html.escape(t(LOG_IN))}</a>'
    return page(code, t(SIGNUP_TITLE), _form(code, error, t(SIGN_UP_WITH), "/signup", fields, t(SIGN_UP), nav))


def said(code: str, message: str) -> str:
    """One of the pages' messages (an N_ string) in language `code`."""
    return _words(code).gettext(message)


#: the app page's words, and why a tab did not start
LOG_OUT = N_("Log out")
ENDED = N_("This game window has ended; your game is saved.")
AGAIN = N_("Open it again")
TOO_MANY_MINE = N_("You have as many game windows open as one account may: close one, then reload this page.")
TOO_MANY = N_("The server is full just now: try again in a few minutes.")
WRONG = N_("Wrong name or password.")
SLOW_DOWN = N_("Too many tries: wait a few minutes, then try again.")
NOT_SAME = N_("The two passwords differ.")
BAD_CODE = N_("That invitation code is not valid (or was used already).")
FOREIGN = N_("This form was not sent from this server's own page.")
