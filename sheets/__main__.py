"""`python -m sheets ...` behaves exactly like `dice-tui sheet ...`."""

import sys

from sheets.cli import main

sys.exit(main())
