"""The four built-in Dizzle level sheets, one JSON file each (package data)."""
