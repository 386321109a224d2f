"""The CI workflow for Linux, Windows and macOS (.github/workflows/ci.yml) is well formed and runs what the
README tells a new user to run; it cannot run here, so its structure is checked instead (issue 31)."""
import re
import shlex
from pathlib import Path

import pytest
import yaml   # PyYAML: in the test extra

ROOT = Path(__file__).resolve().parents[1]
WORKFLOW = yaml.safe_load((ROOT / ".github" / "workflows" / "ci.yml").read_text("utf-8"))
SYSTEMS = {"ubuntu-latest": "Linux", "windows-latest": "Windows", "macos-latest": "macOS"}


def _runs_on(step, system):
    """Whether a step with this ``if:`` runs on ``system`` (runner.os); only the two forms the file uses."""
    condition = step.get("if")
    if condition is None:
        return True
    match = re.fullmatch(r"runner\.os (==|!=) '(\w+)'", condition)
    assert match, f"unexpected condition {condition!r}"
    return (system == match[2]) == (match[1] == "==")


def _readme_commands():
    return {line.strip() for line in (ROOT / "README.md").read_text("utf-8").splitlines()}


def test_both_jobs_run_on_the_three_systems_on_every_push():
    triggers = WORKFLOW.get("on", WORKFLOW.get(True))    # YAML 1.1 reads a bare `on` as true
    assert {"push", "pull_request"} <= set(triggers)
    for job in ("test", "bundle"):
        assert sorted(WORKFLOW["jobs"][job]["strategy"]["matrix"]["os"]) == sorted(SYSTEMS)
        assert WORKFLOW["jobs"][job]["runs-on"] == "${{ matrix.os }}"
        assert WORKFLOW["jobs"][job]["steps"][0]["uses"].startswith("actions/checkout@")
    assert WORKFLOW["jobs"]["test"]["env"]["QT_QPA_PLATFORM"] == "offscreen"


@pytest.mark.parametrize("system", sorted(SYSTEMS.values()))
def test_each_system_runs_the_readmes_test_command_once(system):
    steps = [s for s in WORKFLOW["jobs"]["test"]["steps"] if _runs_on(s, system) and "pytest" in s.get("run", "")]
    assert len(steps) == 1
    command = steps[0]["run"].strip()
    assert command in _readme_commands() and command.endswith("pytest -n auto")
    assert steps[0]["shell"] == ("pwsh" if system == "Windows" else "bash")


def test_linux_installs_what_ci_run_installs():
    def packages(text):
        block = text[text.index("apt-get install"):]
        block = block[: block.index(">/dev/null")] if ">/dev/null" in block else block
        return {word for word in shlex.split(block.replace("\\\n", " ")) if word.startswith(("lib", "fonts-", "xvfb",
                                                                                               "xauth", "desktop-"))}
    step = next(s for s in WORKFLOW["jobs"]["test"]["steps"] if "apt-get install" in s.get("run", ""))
    assert _runs_on(step, "Linux") and not _runs_on(step, "Windows") and not _runs_on(step, "macOS")
    assert packages(step["run"]) == packages((ROOT / ".ci" / "run").read_text("utf-8"))


def test_the_bundle_is_built_and_kept_on_each_system():
    steps = WORKFLOW["jobs"]["bundle"]["steps"]
    build = next(s for s in steps if "tools/bundle.py" in s.get("run", ""))
    assert build["run"].split() == ["python", "tools/bundle.py", "dist"] and "if" not in build
    assert (ROOT / "tools" / "bundle.py").is_file()
    upload = next(s for s in steps if s.get("uses", "").startswith("actions/upload-artifact@"))
    assert upload["with"]["path"].split() == ["dist/posviz-*.tar.gz", "dist/posviz-*.zip"]
    source = (ROOT / "tools" / "bundle.py").read_text("utf-8")
    assert '"zip" if os.name == "nt" else "gztar"' in source and 'f"posviz-{version}-{system}-' in source
