"""``python -m posviz``: the same as the ``posviz`` command."""
import sys

from posviz.cli.command import main

sys.exit(main())
