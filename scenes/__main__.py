"""`python -m scenes`: the same entry as the `tavern-table` command."""
import sys

from scenes.cli import main

sys.exit(main())
