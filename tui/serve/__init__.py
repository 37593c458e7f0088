"""`dice-tui serve`: the app in a browser, for people with an account of the server rather
than of the host.

One app process per browser tab, run by textual-serve with Textual's web driver, each with
its account's folder as its home (`tabs`); a door of dice-tui's own in front of every
route (`door`, `logins`, `pages`); the caps that keep one server serving (`limits`); the
routes, the websocket's checks and the relay (`server`). The accounts themselves are
saves.accounts, kept with `dice-tui account`.
"""
