"""A shared table's transport: one host process serves its game over a Unix socket.

No Textual here: the screens (tui.table) sit above and are told what happens through a
`listener.Listener`. `protocol` is the wire format, `peers` who a connecting process is
(the kernel's word, not the client's), `host` the server beside the host's game screen
(with `door`: who comes in, `moves`: a client's commands, `host_friends` and `presence`:
chat, who is here), `client` the session a joining terminal plays with (`dial`: reaching
the host, `reconnect`: a host that went away, `client_friends`). The rendezvous folder
where tables are found is saves.tables.folder. docs/shared-tables.md.
"""
