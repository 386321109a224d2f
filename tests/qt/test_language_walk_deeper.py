"""The Deeper ideas tab's translated views in the stand-in locale and in Arabic on a 1024 × 768
projector at 100 % and 200 %: every text of those views and every sub-tab's name is bracketed (no
English left, nothing cut at its end), nothing is cut off (room_walk's rules), and Arabic mirrors the
views but not their matrices, painted look-up or formulas.

One process for both languages (the screen is fixed when Qt starts); language_walk_deeper.py walks.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

WALK = Path(__file__).with_name("language_walk_deeper.py")


def walk(codes: str, *zooms: str) -> list[str]:
    config = {"screens": [{"name": "room", "x": 0, "y": 0, "width": 1024, "height": 768,
                           "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}
    path = Path(os.environ.get("TMPDIR", "/tmp")) / f"posviz-language-deeper-{os.getpid()}.json"
    path.write_text(json.dumps(config))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={path}")
    try:
        done = subprocess.run([sys.executable, str(WALK), codes, *zooms], env=env, capture_output=True, text=True,
                              timeout=300)
    finally:
        path.unlink()
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_the_translated_deeper_views_read_whole_in_both_directions():
    assert walk("en_XA,ar", "1.0", "2.0") == []
