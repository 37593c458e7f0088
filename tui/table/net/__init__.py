"""A shared table's transport: one host process serves its game over a Unix socket.

`protocol` is the wire format, `peers` who a connecting process is (the kernel's word,
not the client's), `host` the server beside the host's game screen, `client` the session
a joining terminal plays with. The rendezvous folder where tables are found is files
only, and stays with the other files (saves.tables.folder). docs/shared-tables.md.
"""
