"""RoPE scores depend only on the offset; the two pairings agree once q/k columns are permuted."""
import json
from pathlib import Path

import numpy as np
import pytest

from posviz.model import Rope, rope_from_config, toy_model
from posviz.lessons.rope_heads import head_rope
from posviz.lessons.rotary import (half_from_interleaved, illustrative_projections, pair_arrow, pairing_gap,
                                 queries_and_keys, rotated_score, scores_by_offset)


def lesson_qk(seed=0):
    return queries_and_keys(toy_model().encode("the dog bit the man").token_vectors, seed)


def test_projections_are_seeded():
    (w_q,), (w_k,) = illustrative_projections(6, 0)   # one dense 6 x 6 block each
    np.testing.assert_array_equal(w_q, illustrative_projections.__wrapped__(6, 0)[0][0])
    assert w_q.shape == (6, 6) and not np.allclose(w_q, w_k)
    assert not np.allclose(illustrative_projections(6, 1)[0][0], w_q)
    q, k = lesson_qk()
    tokens = toy_model().encode("the dog bit the man").token_vectors
    np.testing.assert_allclose(q, tokens @ w_q)
    np.testing.assert_allclose(k, tokens @ w_k)


def test_wide_projections_are_block_diagonal():
    w_q, _ = illustrative_projections(1100, 0)
    assert [b.shape for b in w_q] == [(512, 512), (512, 512), (76, 76)]
    x = np.random.default_rng(0).normal(size=(3, 1100))
    dense = np.zeros((1100, 1100))
    for (start, stop), block in zip([(0, 512), (512, 1024), (1024, 1100)], w_q):
        dense[start:stop, start:stop] = block
    np.testing.assert_allclose(queries_and_keys(x, 0)[0], x @ dense, atol=1e-12)


@pytest.mark.parametrize("pairing", ["interleaved", "half"])
def test_scores_depend_only_on_the_offset(pairing):
    q, k = lesson_qk()
    rope = Rope(pairing=pairing)
    offsets = np.arange(-20, 21)
    scores = scores_by_offset(rope, q[1], k[4], offsets, [0, 7, 100, 10_000])
    assert scores.shape == (4, 41)
    assert np.max(np.ptp(scores, axis=0)) < 1e-9
    assert np.ptp(scores[0]) > 1e-3   # but it does change with the offset
    assert scores[0, 20] == pytest.approx(q[1] @ k[4])   # offset 0: no net rotation
    assert rotated_score(rope, q[1], k[4], 12, 5) == pytest.approx(scores[0, offsets.tolist().index(7)])


def test_pair_arrow_turns_by_position_times_theta():
    rope, v = Rope(), np.array([1.0, 0.0, 0.0, 2.0])
    np.testing.assert_allclose(pair_arrow(rope, v, 0, 0), [1, 0])
    np.testing.assert_allclose(pair_arrow(rope, v, 2, 0), [np.cos(2), np.sin(2)])
    np.testing.assert_allclose(pair_arrow(rope, v, 100, 1), 2 * np.array([-np.sin(1), np.cos(1)]), atol=1e-12)
    np.testing.assert_allclose(pair_arrow(Rope(pairing="half"), v, 0, 0), [1, 0])   # dims (0, 2)


def test_pairings_agree_only_after_permuting():
    assert half_from_interleaved(6).tolist() == [0, 2, 4, 1, 3, 5]
    q, k = lesson_qk()
    same, permuted = pairing_gap(head_rope(Rope(10000.0), 6), q[1], k[4], 9, 2)
    assert same > 1e-3 and permuted < 1e-12
    x = np.random.default_rng(1).normal(size=(3, 8))
    perm = half_from_interleaved(8)
    np.testing.assert_allclose(Rope(pairing="half").rotate(x[:, perm], [0, 4, 9]),
                               Rope().rotate(x, [0, 4, 9])[:, perm], atol=1e-12)


# --- one head as the model turns it (goldens made by the reference library's rotary modules) ---------
GOLDENS = Path(__file__).resolve().parent.parent / "reference" / "goldens" / "rope"


@pytest.mark.parametrize("name, seq_len", [("llama3_new_layout", 100), ("yarn_old_layout", 40000),
                                           ("neox_partial", 100), ("gptj", 100)])
def test_head_rotation_is_the_reference_modules(name, seq_len):
    """HeadRope turns one head's q exactly as apply_rotary_pos_emb does (partial, interleaved, yarn's factor)."""
    config = json.loads((GOLDENS / "cases.json").read_text())[name]["config"]
    with np.load(GOLDENS / f"{name}.npz") as data:
        positions, q_embed = data[f"{seq_len}/f64/positions"], data[f"{seq_len}/f64/q_embed"][0, 0]
    head = head_rope(rope_from_config(config), 4096, seq_len=seq_len)
    assert head.head_dim == q_embed.shape[1]
    first_pairs = [[0, 1], [2, 3]] if name == "gptj" else [[0, head.rotary_dim // 2], [1, head.rotary_dim // 2 + 1]]
    assert head.pairs()[:2].tolist() == first_pairs     # what the views name as the pair's dimensions
    q = np.random.default_rng(7).normal(size=(len(positions), head.head_dim))   # make_goldens.fixed_qk
    np.testing.assert_allclose(head.rotate(q, positions), q_embed, rtol=1e-9, atol=1e-12)


def test_partial_rotary_pairs_and_pairing_gap():
    head = head_rope(rope_from_config(json.loads((GOLDENS / "cases.json").read_text())["neox_partial"]["config"]),
                     512)
    assert (head.head_dim, head.rotary_dim, head.pairing) == (64, 16, "half")
    assert head.pairs()[:2].tolist() == [[0, 8], [1, 9]] and len(head.pairs()) == 8
    assert half_from_interleaved(6, 4).tolist() == [0, 2, 1, 3, 4, 5]
    q, k = np.random.default_rng(1).normal(size=(2, 64))
    same, permuted = pairing_gap(head, q, k, 9, 2)
    assert same > 1e-3 and permuted < 1e-12
    rotated = head.rotate(q[None], [5])[0]
    np.testing.assert_array_equal(rotated[16:], q[16:])     # past rotary_dim nothing turns
