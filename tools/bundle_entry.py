"""Entry point of the standalone bundle (tools/bundle): the same as the ``posviz`` command, plus the
practice checker's child mode.

The practice checker runs students' code in separate processes started as ``python -I -S
supervisor.py`` and ``python -I -S runner.py``. In the bundle there is no python: sys.executable is
this bundle, so the checker starts it again as ``posviz --practice-child SCRIPT ARGS...``
(posviz.practice.process.python_command), and this entry runs SCRIPT, one of those two files shipped
beside posviz/practice in the bundle, as ``__main__`` without importing posviz first (the runner's
import hook refuses posviz to the student's code, which a module already imported would get round).
"""
import os
import runpy
import sys

PRACTICE_CHILD_FLAG = "--practice-child"       # posviz.practice.process.PRACTICE_CHILD_FLAG
PRACTICE_SCRIPTS = ("supervisor.py", "runner.py")


def practice_folder() -> str:
    """Where the bundle keeps posviz/practice (PyInstaller's _MEIPASS), else this checkout's."""
    root = getattr(sys, "_MEIPASS", None) or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return os.path.join(root, "posviz", "practice")


def practice_child(argv: list[str]) -> int | None:
    """Run the checker script ``argv[2]`` with ``argv[3:]`` when argv asks for the child mode.

    Returns None when it does not (the ordinary command follows), 2 for a script that is not one
    of the checker's two (nothing else is run this way), else 0 once the script has run.
    """
    if len(argv) < 3 or argv[1] != PRACTICE_CHILD_FLAG:
        return None
    script = os.path.realpath(argv[2])
    allowed = {os.path.realpath(os.path.join(practice_folder(), name)) for name in PRACTICE_SCRIPTS}
    if script not in allowed or not os.path.isfile(script):
        print(f"posviz: {PRACTICE_CHILD_FLAG} runs only the practice checker's own scripts", file=sys.stderr)
        return 2
    sys.argv = [script, *argv[3:]]
    runpy.run_path(script, run_name="__main__")
    return 0


TOKENIZER_CHILD_FLAG = "--tokenizer-child"     # posviz.model.checkpoint.tokenizer_process.CHILD_FLAG


if __name__ == "__main__":
    code = practice_child(sys.argv)
    if code is not None:
        sys.exit(code)
    if sys.argv[1:] == [TOKENIZER_CHILD_FLAG]:      # a large tokenizer.json's process (tokenizer_process)
        from posviz.model.checkpoint.tokenizer_child import main as tokenizer_child
        tokenizer_child()
    from posviz.cli import main
    sys.exit(main())
