"""Edge cases where posviz must follow the reference code, not a tidier rule (issue 14, point 5)."""
from __future__ import annotations

import math

import numpy as np
import pytest

from posviz.model import Sinusoidal


def fairseq_table(num_embeddings: int, embedding_dim: int, padding_idx: int = 1) -> np.ndarray:
    """fairseq's SinusoidalPositionalEmbedding.get_embedding, line by line in numpy."""
    half_dim = embedding_dim // 2
    step = math.log(10000) / (half_dim - 1)
    freq = np.exp(np.arange(half_dim, dtype=np.float64) * -step)
    angles = np.arange(num_embeddings, dtype=np.float64)[:, None] * freq[None, :]
    table = np.concatenate([np.sin(angles), np.cos(angles)], axis=1)
    if embedding_dim % 2 == 1:
        table = np.concatenate([table, np.zeros((num_embeddings, 1))], axis=1)
    table[padding_idx, :] = 0
    return table


@pytest.mark.parametrize("d", [7, 9, 8])
def test_fairseq_with_an_odd_width_has_d_over_2_sines_cosines_and_a_zero_column(d):
    ours = Sinusoidal(10000.0, "split", "tensor2tensor", offset=2).encode(np.arange(6), d)
    np.testing.assert_allclose(ours, fairseq_table(8, d)[2:], rtol=0, atol=1e-15)
    if d % 2:
        assert np.all(ours[:, -1] == 0.0)
        assert Sinusoidal(10000.0, "split", "tensor2tensor").frequencies(d)[-1] == 0.0


def test_marian_split_keeps_the_extra_sine_first():
    """Marian's sinusoidal table puts (d + 1) // 2 sines first: only the tensor2tensor exponent pads."""
    table = Sinusoidal(10000.0, "split", "paper").encode(np.arange(3), 5)
    angles = np.arange(3)[:, None] * np.power(10000.0, -2.0 * np.arange(3) / 5)[None, :]
    np.testing.assert_allclose(table, np.concatenate([np.sin(angles), np.cos(angles[:, :2])], 1), atol=1e-15)


def test_opt_whose_config_claims_a_projection_its_tensors_lack_is_refused(tmp_path):
    """A config saying word_embed_proj_dim 16 over a 32-wide token table and no project_in: the shapes
    disagree (OPT-350m itself opens: test_families_reference)."""
    pytest.importorskip("tokenizers")
    import json
    import shutil
    from pathlib import Path

    from posviz.model.checkpoint import CheckpointError, inspect_folder
    folder = tmp_path / "opt"
    shutil.copytree(Path(__file__).resolve().parent.parent / "reference" / "goldens" / "models" / "opt_f32", folder)
    config = json.loads((folder / "config.json").read_text())
    inspect_folder(folder)                         # as saved: the projection width is the hidden width
    (folder / "config.json").write_text(json.dumps({**config, "word_embed_proj_dim": 16}))
    with pytest.raises(CheckpointError, match="is 97 × 32 but config.json says vocab_size = 97 and width = 16"):
        inspect_folder(folder)
