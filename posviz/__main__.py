"""``python -m posviz``: the same as the ``posviz`` command."""
import sys

from .cli import main

sys.exit(main())
