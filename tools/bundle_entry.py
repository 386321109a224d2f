"""Entry point of the standalone bundle (tools/bundle): the same as the ``posviz`` command."""
import sys

from posviz.cli import main

if __name__ == "__main__":
    sys.exit(main())
