"""Start-up imports only what the first frame draws: modules that numpy loads on first use stay unloaded."""
import os
import subprocess
import sys

CODE = """
import sys
from posviz.qt.window.app import create_window
window = create_window()
window.show()
from PySide6 import QtCore
QtCore.QCoreApplication.processEvents()
print(sorted(m for m in sys.modules if m == "numpy.ma" or m.startswith("numpy.ma.")))
import os
os._exit(0)
"""


def test_the_first_window_does_not_import_numpy_ma():
    # np.unique imports numpy.ma (~20 ms of a start-up budget of ~100): the heatmap's wave note and Z's
    # changed rows once called it while the window was built
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True, env=os.environ, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "[]"
