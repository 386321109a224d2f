"""Start-up imports only what the first frame draws: modules that numpy loads on first use, and the
parts of posviz the first frame does not show, stay unloaded until they are used."""
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
wanted = {wanted!r}
print(sorted(m for m in sys.modules if any(m == w or m.startswith(w + ".") for w in wanted)))
import os
os._exit(0)
"""
# Issue 27: what the first frame does not draw is imported on first use (each cost a few ms of the
# start-up's ~100 ms budget): the quiz (its tab and questions; File → Open quiz… is its own module)
# and the glossary behind the captions' tool tips (its patterns compile on the first hover).
NOT_DRAWN = ["posviz.qt.panels.quiz", "posviz.lecture.quiz", "posviz.lessons.glossary"]


def loaded_at_start(wanted: list[str]) -> list[str]:
    """The modules among ``wanted`` (and their submodules) imported once the first window is shown."""
    code = CODE.format(wanted=wanted)
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=os.environ, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return eval(done.stdout.strip().splitlines()[-1])     # noqa: S307 (our own child's list of names)


def test_the_first_window_imports_neither_numpy_ma_nor_what_it_does_not_draw():
    # np.unique imports numpy.ma (~20 ms of a start-up budget of ~100): the heatmap's wave note and Z's
    # changed rows once called it while the window was built
    assert loaded_at_start(["numpy.ma", *NOT_DRAWN]) == []


GRAMMAR = """
import sys
from posviz.cli.command import build_parser
args = build_parser().parse_args({argv!r})
print(args.command, sorted(m for m in sys.modules if m.startswith(("posviz.cli", "posviz.lecture"))))
"""


def parsed(argv: list[str]) -> str:
    done = subprocess.run([sys.executable, "-c", GRAMMAR.format(argv=argv)], capture_output=True, text=True,
                          env=os.environ, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout.strip()


def test_the_command_alone_reads_no_subcommand_module_and_a_subcommand_reads_its_own():
    # posviz alone opens the window: the export, recording, page and desktop grammars (and the
    # lecture modules behind their choices) are read only for their own subcommand
    assert parsed([]) == "None ['posviz.cli', 'posviz.cli.command']"
    assert parsed(["install-desktop"]) == "install-desktop ['posviz.cli', 'posviz.cli.command', 'posviz.cli.desktop']"
    command, modules = parsed(["export", "z", "out.csv"]).split(" ", 1)
    assert command == "export" and {"posviz.cli.export", "posviz.cli.page", "posviz.cli.record"} <= set(eval(modules))
