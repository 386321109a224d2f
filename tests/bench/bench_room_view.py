"""What the presenter console's picture of the room costs: one grab of the room's window, scaled.

Run: python tests/bench/bench_room_view.py [--repeats N]
For a projector of 1,024 x 768 and one of 1,920 x 1,080 (beside a 1,366 x 768 laptop, each in its
own offscreen process), prints the median milliseconds (min … max) of RoomView.refresh() on the
main view and on walkthrough step 4, and what that costs per second at the console's pace (one
picture every ROOM_REFRESH_MS while nothing changes). Not collected by pytest.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

MEASURE = """
import json, os, statistics, sys, time
from PySide6 import QtCore
from posviz.qt.window.app import application
app = application()
from posviz.qt import create_window
from posviz.qt.window.presenting.console_parts import ROOM_REFRESH_MS
def spin(n=40):
    for _ in range(n):
        app.processEvents()
        QtCore.QThread.msleep(2)
window = create_window()
window.persistence.disable()
window.session.set_reduce_motion(True)
window.show(); spin(); window.set_presenting(True); spin(80)
room = window.stage.console.room
out = {"pace_ms": ROOM_REFRESH_MS, "room": [window.width(), window.height()]}
for name, step in (("main view", -1), ("step 4", 3)):
    window.session.set_step(step); spin(40)
    costs = []
    for _ in range(int(sys.argv[1])):
        room.refresh(); costs.append(room.last_cost_ms)
    out[name] = [statistics.median(costs), min(costs), max(costs)]
print(json.dumps(out)); sys.stdout.flush(); os._exit(0)
"""


def measure(projector: tuple[int, int], repeats: int) -> dict:
    screens = {"screens": [
        {"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1},
        {"name": "projector", "x": 1366, "y": 0, "width": projector[0], "height": projector[1], "logicalDpi": 96,
         "logicalBaseDpi": 96, "dpr": 1}]}
    with tempfile.TemporaryDirectory() as folder:
        config = Path(folder) / "screens.json"
        config.write_text(json.dumps(screens))
        env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}",
                   XDG_DATA_HOME=str(Path(folder) / "data"), XDG_CONFIG_HOME=str(Path(folder) / "config"))
        done = subprocess.run([sys.executable, "-c", MEASURE, str(repeats)], env=env, capture_output=True,
                              text=True, timeout=600)
    if done.returncode != 0:
        raise SystemExit(done.stderr[-2000:])
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}, {os.cpu_count()} cores")
    for projector in ((1024, 768), (1920, 1080)):
        result = measure(projector, args.repeats)
        for name in ("main view", "step 4"):
            median, low, high = result[name]
            print(f"room {projector[0]} x {projector[1]}, {name:9}: {median:6.1f} ms ({low:.1f} … {high:.1f}); "
                  f"{median / result['pace_ms'] * 100:.1f} % of a core at one picture per {result['pace_ms']} ms")


if __name__ == "__main__":
    main()
