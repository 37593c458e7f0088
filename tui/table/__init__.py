"""Shared tables in the app: the Tables screen, opening a table, the host's seat keys and
a table's words (the transport is saves.tables.net, the rendezvous folder saves.tables;
docs/shared-tables.md)."""
