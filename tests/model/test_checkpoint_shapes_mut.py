"""Every input-layer tensor's shape against config.json, on stand-in folders: the offset rows, the
projection's widths, the norm after or before the projection, a tensor of the wrong rank (issue 23's mutants)."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from posviz.model.checkpoint.family_table import MODEL_TYPES
from posviz.model.checkpoint.recipe_builder import check_shapes
from posviz.model.checkpoint.safetensors_io import CheckpointError


def _model(family: str, config: dict, **shapes):
    infos = {role: SimpleNamespace(name=f"t.{role}", shape=shape) for role, shape in shapes.items()}
    return SimpleNamespace(family=MODEL_TYPES[family], config=config, info=infos.get)


def _refusal(model) -> str:
    with pytest.raises(CheckpointError) as caught:
        check_shapes(model)
    return str(caught.value)


OPT = {"hidden_size": 16, "word_embed_proj_dim": 8, "vocab_size": 10, "max_position_embeddings": 6,
       "num_attention_heads": 2}


def test_opts_positions_have_two_more_rows_and_follow_the_projection():
    check_shapes(_model("opt", OPT, token=(10, 8), position=(8, 16), projection_weight=(16, 8)))
    check_shapes(_model("opt", OPT, token=(10, 8), position=(8, 8)))                  # no project_in: 8 wide
    assert _refusal(_model("opt", OPT, token=(10, 8), position=(6, 16), projection_weight=(16, 8))) == (
        "shapes disagree with config.json: tensor 't.position' is 6 × 16 but config.json says 6 positions (+ 2 rows "
        "before position 0) of width 16")
    assert _refusal(_model("opt", OPT, token=(10, 8), position=(8, 8), projection_weight=(16, 8))) == (
        "shapes disagree with config.json: tensor 't.position' is 8 × 8 but config.json says 6 positions (+ 2 rows "
        "before position 0) of width 16")
    assert _refusal(_model("opt", OPT, token=(10, 8), position=(8, 16), projection_weight=(8, 16))) == (
        "shapes disagree with config.json: tensor 't.projection_weight' is 8 × 16 but it maps the 8-wide token rows "
        "to the hidden width 16")


def test_the_token_table_is_vocab_size_by_the_embedding_width():
    config = {"hidden_size": 16, "embedding_size": 8, "vocab_size": 10, "max_position_embeddings": 4,
              "type_vocab_size": 2}
    check_shapes(_model("albert", config, token=(10, 8), position=(4, 8), token_type=(2, 8), norm_weight=(8,),
                        norm_bias=(8,), projection_weight=(16, 8), projection_bias=(16,)))
    assert _refusal(_model("albert", config, token=(10, 16))) == (
        "shapes disagree with config.json: tensor 't.token' is 10 × 16 but config.json says vocab_size = 10 and "
        "width = 8")
    assert _refusal(_model("albert", config, token=(10, 8), projection_weight=(16, 8), projection_bias=(8,))) == (
        "shapes disagree with config.json: tensor 't.projection_bias' is 8 but the hidden width is 16")
    assert _refusal(_model("albert", config, token=(10, 8), token_type=(2, 8, 1))) == (
        "shapes disagree with config.json: tensor 't.token_type' is 2 × 8 × 1 but config.json says type_vocab_size "
        "= 2, width 8")
    assert _refusal(_model("albert", config, token=(10, 8), norm_weight=(16,))) == (
        "shapes disagree with config.json: tensor 't.norm_weight' is 16 but the LayerNorm must be 8 wide, like the "
        "rows it normalises")


def test_debertas_layernorm_is_as_wide_as_the_projection_it_follows():
    config = {"hidden_size": 16, "embedding_size": 8, "vocab_size": 10, "max_position_embeddings": 4}
    check_shapes(_model("deberta-v2", config, token=(10, 8), projection_weight=(16, 8), norm_weight=(16,),
                        norm_bias=(16,)))
    check_shapes(_model("deberta-v2", config, token=(10, 8), norm_weight=(8,), norm_bias=(8,)))   # no embed_proj
    assert _refusal(_model("deberta-v2", config, token=(10, 8), projection_weight=(16, 8), norm_weight=(8,))) == (
        "shapes disagree with config.json: tensor 't.norm_weight' is 8 but the LayerNorm must be 16 wide, like the "
        "rows it normalises")


def test_a_size_config_json_does_not_give_is_not_checked():
    check_shapes(_model("gpt2", {}, token=(7, 3), position=(5, 3)))
    assert _refusal(_model("gpt2", {"n_positions": 4}, token=(7, 3), position=(5, 3))) == (
        "shapes disagree with config.json: tensor 't.position' is 5 × 3 but config.json says 4 positions of width 3")
