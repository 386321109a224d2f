"""Fixtures shared by tests/model: the reference goldens' folders, each opened once per test module."""
from __future__ import annotations

from pathlib import Path

import pytest

MODELS = Path(__file__).resolve().parent.parent / "reference" / "goldens" / "models"


@pytest.fixture(scope="module")
def reference_layer():
    """``reference_layer(name)``: the InputLayer of tests/reference/goldens/models/<name>, loaded on first
    use and kept for the rest of the module (the same object each time)."""
    from posviz.model.checkpoint import load_checkpoint      # needs safetensors: only the tests that use it
    opened = {}

    def layer(name: str):
        if name not in opened:
            opened[name] = load_checkpoint(MODELS / name)
        return opened[name]
    return layer
