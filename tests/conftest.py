"""Test-wide set-up: Qt runs off-screen, and settings/autosaves go to a throw-away folder."""
import os
import tempfile

# Before anything imports Qt: no display is needed, and the user's own settings are never touched.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_home = tempfile.mkdtemp(prefix="posviz-test-home-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_home, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_home, "data")
os.environ["POSVIZ_TESTING"] = "1"

# Property tests assert values, never timings: no per-example deadline (hypothesis's default 200 ms
# made tests flaky on a shared 2-core machine and under python -X dev).
from hypothesis import settings  # noqa: E402

settings.register_profile("posviz", deadline=None)
settings.load_profile("posviz")
