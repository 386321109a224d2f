"""The golden comparisons run live against the reference library, when it is installed.

Marked ``reference`` and skipped unless torch and transformers import (they are never posviz's
dependencies). Run them from an environment that has both and posviz's test extra, e.g.
``pytest -m reference tests/model/test_reference_live.py``. The committed goldens may come from
an older transformers: this test says whether the installed one still agrees.
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

torch = pytest.importorskip("torch")
transformers = pytest.importorskip("transformers")

from posviz.model import rope_configs, rope_from_config  # noqa: E402

pytestmark = pytest.mark.reference
REFERENCE = Path(__file__).resolve().parent.parent / "reference"
sys.path.insert(0, str(REFERENCE))
import make_goldens as mg  # noqa: E402

CASES = {**{n: (c, s, None) for n, (c, s) in mg.ROPE_CASES.items()},
         "nested_full": (mg.NESTED, [None, 100], "full_attention"),
         "nested_sliding": (mg.NESTED, [None, 100], "sliding_attention")}


@pytest.mark.parametrize("name", sorted(CASES))
def test_rotary_module_live(name):
    config, seq_lens, layer_type = CASES[name]
    rope = rope_configs(config)[layer_type] if layer_type else rope_from_config(config)
    for seq_len in seq_lens:
        with mg.float64():
            values = mg.rotary_values(config, seq_len, layer_type)
        inv = values["inv_freq"]
        assert np.max(np.abs(rope.inv_freq(seq_len) - inv) / inv) < 1e-6, (name, seq_len)
        assert rope.attention_factor == pytest.approx(values["attention_scaling"], rel=1e-12)
        q, k = (x[0, 0] for x in mg.fixed_qk(len(values["positions"]), rope.head_dim))
        for x, key in ((q, "q_embed"), (k, "k_embed")):
            reference = values[key][0, 0]
            mine = rope.rotate(x, values["positions"])
            assert np.max(np.abs(mine - reference)) / np.max(np.abs(reference)) < 1e-6, (name, seq_len)


@pytest.mark.parametrize("name", sorted(p.name for p in (REFERENCE / "goldens" / "models").iterdir() if p.is_dir()))
def test_hidden_states_0_live(name):
    pytest.importorskip("tokenizers")
    from posviz.model.checkpoint import load_checkpoint
    folder = REFERENCE / "goldens" / "models" / name
    cls = getattr(transformers, mg.MODELS[name][0])
    layer = load_checkpoint(folder)
    frame = layer.encode(mg.SENTENCE)
    reference = mg.hidden_zero(folder, cls, torch.float64, frame.ids.tolist())
    if layer.recipe.scale is not None:       # the stored dtype's root, as in test_models_reference
        reference = reference * (layer.recipe.scale / np.sqrt(layer.d_model))
    assert np.max(np.abs(frame.block_input - reference)) / np.max(np.abs(reference)) < 1e-6
