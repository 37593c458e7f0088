"""Shared tables: one host process owns a game's save and event log; players and
watchers on the same machine connect to it over a Unix socket (docs/shared-tables.md).

`protocol` is the wire format, `folder` the rendezvous folder where tables are found,
`peers` who a connecting process is (the kernel's word, not the client's), `host` the
server beside the host's game screen, `client` the session a joining terminal plays with.
"""
