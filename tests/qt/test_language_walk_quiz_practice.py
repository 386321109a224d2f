"""The Quiz and Practice tabs in the stand-in locale and in Arabic on a 1024 × 768 projector at 100 %
and 200 % (issue 32): every question answered right or wrong with every explanation opened, every
practice task with the report of a real check; every text bracketed in en_XA (no English left,
nothing cut at its end) and Arabic in ar, nothing cut off or past the screen, the tabs mirrored and
the code left to right. One process per language (the screen is fixed when Qt starts);
language_walk_quiz_practice.py walks."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

WALK = Path(__file__).with_name("language_walk_quiz_practice.py")
SCREEN = {"screens": [{"name": "room", "x": 0, "y": 0, "width": 1024, "height": 768,
                       "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}


def walk(code: str, *zooms: str) -> list[str]:
    path = Path(os.environ.get("TMPDIR", "/tmp")) / f"posviz-quiz-walk-{os.getpid()}-{code}.json"
    path.write_text(json.dumps(SCREEN))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={path}")
    try:
        done = subprocess.run([sys.executable, str(WALK), code, *zooms], env=env, capture_output=True, text=True,
                              timeout=300)
    finally:
        path.unlink()
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


@pytest.mark.parametrize("code", ["en_XA", "ar"])
def test_the_quiz_and_practice_tabs_read_whole(code):
    assert walk(code, "1.0", "2.0") == []
