"""The Compare tab in the stand-in locale and in Arabic on a 1024 × 768 projector at 100 % and
200 %: every text of the tab is bracketed (no English left, nothing cut at its end), nothing is cut
off or past the screen (room_walk's rules), and Arabic mirrors the tab but not its chips or plot.

Each run is its own process (the screen is fixed when Qt starts); language_walk.py walks.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

WALK = Path(__file__).with_name("language_walk.py")


def walk(codes: str, *zooms: str, script: Path = WALK) -> list[str]:
    config = {"screens": [{"name": "room", "x": 0, "y": 0, "width": 1024, "height": 768,
                           "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
    path = Path(os.environ.get("TMPDIR", "/tmp")) / f"posviz-language-{os.getpid()}.json"
    path.write_text(json.dumps(config))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={path}")
    try:
        done = subprocess.run([sys.executable, str(script), codes, *zooms], env=env, capture_output=True, text=True,
                              timeout=300)
    finally:
        path.unlink()
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_compare_tab_reads_whole_in_every_direction():
    """The stand-in, Arabic and the mirrored stand-in, one after the other in one window's process."""
    assert walk("en_XA,ar,ar_XB", "1.0", "2.0") == []
