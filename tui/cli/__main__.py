"""`python -m tui.cli`: the same as the `dice-tui` command."""

import sys

from tui.cli import main

sys.exit(main())
