"""Shared tables in the app: the `dice-tui table` commands and the host's seat keys
(the transport and its rules are tui.table.net, the rendezvous folder saves.tables;
docs/shared-tables.md)."""
