"""config.json's checks at their exact boundaries, key by key, with their exact messages (issue 23's mutants).

The keys are written out here as config.json spells them (not read from the module), so a check
that stops looking at one of them fails. The model handed to :func:`check_config` is a stand-in
with only what the check reads: the family row, config.json and the tables' shapes.
"""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from posviz.model.checkpoint.config_checks import check_config, check_config_values, check_token_ids
from posviz.model.checkpoint.families import Family, config_int, find_family_tensors, find_tensor
from posviz.model.checkpoint.safetensors_io import CheckpointError

LARGEST = 2_147_483_647          # 2^31 - 1: numpy and the tokenizer index with 32-bit ints
COUNTS = ("hidden_size", "n_embd", "n_embed", "dim", "d_model", "n_positions", "max_position_embeddings", "n_ctx",
          "max_seq_len", "seq_length", "vocab_size", "embedding_size", "num_attention_heads", "n_head", "n_heads",
          "num_heads")


def _refusal(config: dict) -> str:
    with pytest.raises(CheckpointError) as caught:
        check_config_values(config)
    return str(caught.value)


@pytest.mark.parametrize("key", COUNTS)
def test_each_count_is_a_whole_number_from_one_to_two_to_the_31_minus_one(key):
    for good in (1, 2, LARGEST):
        check_config_values({key: good})
    check_config_values({key: None})                     # unset: nothing to check
    for bad in (0, LARGEST + 1, True, 12.0, "12"):
        assert _refusal({key: bad}) == (f"config.json: {key} must be a whole number from 1 to 2,147,483,647, "
                                        f"got {bad!r}")


def test_type_vocab_size_may_be_zero_but_not_negative_or_too_large():
    for good in (0, 1, LARGEST):
        check_config_values({"type_vocab_size": good})
    for bad in (-1, LARGEST + 1, False, 2.0):
        assert _refusal({"type_vocab_size": bad}) == (
            f"config.json: type_vocab_size must be a whole number from 0 to 2,147,483,647, got {bad!r}")


@pytest.mark.parametrize("key", ["model_type", "torch_dtype", "dtype"])
def test_each_name_must_be_text(key):
    check_config_values({key: "bert"})
    assert _refusal({key: 7}) == f"config.json: {key} must be text, got 7"
    assert _refusal({key: ["bert"]}) == f"config.json: {key} must be text, got ['bert']"


def test_architectures_must_be_a_list_of_names():
    check_config_values({"architectures": ["BertModel", "BertForMaskedLM"]})
    check_config_values({"architectures": []})
    for bad in ("BertModel", ["BertModel", 3], ("BertModel",)):
        assert _refusal({"architectures": bad}) == f"config.json: architectures must be a list of names, got {bad!r}"


def test_the_first_problem_in_order_is_the_one_named():
    config = {"model_type": 1, "architectures": "x", "hidden_size": 0, "type_vocab_size": -1}
    assert _refusal(config).startswith("config.json: model_type must be text")
    del config["model_type"]
    assert _refusal(config).startswith("config.json: architectures must be")
    del config["architectures"]
    assert _refusal(config).startswith("config.json: hidden_size must be")
    del config["hidden_size"]
    assert _refusal(config).startswith("config.json: type_vocab_size must be")


def _model(config: dict, family: Family, tokens: int = 10, positions: int | None = 12):
    shapes = {"token": (tokens, 4), "position": None if positions is None else (positions, 4)}
    return SimpleNamespace(config=config, family=family,
                           info=lambda role: None if shapes.get(role) is None else SimpleNamespace(shape=shapes[role]))


NORMED = Family("Normed", "t", norm=(("n.weight", "n.bias"),), eps_keys=("layer_norm_eps", "norm_eps"))


@pytest.mark.parametrize("eps", [1e-12, 1, 1.0, 0.5])
def test_an_epsilon_above_zero_and_at_most_one_is_accepted(eps):
    check_config(_model({"layer_norm_eps": eps, "norm_eps": eps}, NORMED))


@pytest.mark.parametrize("eps", [0, 0.0, -1e-5, 1.0000001, 2, float("inf"), float("nan"), True, "1e-5"])
@pytest.mark.parametrize("key", ["layer_norm_eps", "norm_eps"])
def test_an_epsilon_outside_zero_to_one_is_refused_naming_its_key(eps, key):
    with pytest.raises(CheckpointError) as caught:
        check_config(_model({key: eps}, NORMED))
    assert str(caught.value) == f"config.json: {key} must be a small positive number (at most 1), got {eps!r}"


def test_a_family_without_a_layernorm_does_not_read_the_epsilon():
    check_config(_model({"layer_norm_eps": -1.0}, Family("Bare", "t", eps_keys=("layer_norm_eps",))))


ROBERTA_LIKE = Family("R", "t", padding_positions=True)


def test_the_padding_id_must_leave_a_position_row_and_lie_in_the_token_table():
    # 12 position rows: pad 0..10 leaves row pad + 1 for position 0; 10 token rows: pad 0..9
    for pad in (0, 9):
        check_config(_model({"pad_token_id": pad}, ROBERTA_LIKE, tokens=10, positions=12))
    check_config(_model({}, ROBERTA_LIKE, tokens=10, positions=3))            # unset: 1, and 1 < 3 - 1
    with pytest.raises(CheckpointError) as caught:
        check_config(_model({"pad_token_id": 10}, ROBERTA_LIKE, tokens=10, positions=12))
    assert str(caught.value) == ("config.json: pad_token_id must be a token id from 0 to 9 (RoBERTa's positions "
                                 "start at row pad_token_id + 1 of the 12-row position table), got 10")
    with pytest.raises(CheckpointError) as caught:
        check_config(_model({"pad_token_id": 5}, ROBERTA_LIKE, tokens=100, positions=6))
    assert str(caught.value) == ("config.json: pad_token_id must be a token id from 0 to 4 (RoBERTa's positions "
                                 "start at row pad_token_id + 1 of the 6-row position table), got 5")
    check_config(_model({"pad_token_id": 4}, ROBERTA_LIKE, tokens=100, positions=6))
    for bad in (-1, 2.0, True):
        with pytest.raises(CheckpointError, match="^config.json: pad_token_id must be a token id from 0 to 9 "):
            check_config(_model({"pad_token_id": bad}, ROBERTA_LIKE, tokens=10, positions=12))


def test_without_a_position_table_the_padding_id_is_checked_against_the_tokens_only():
    check_config(_model({"pad_token_id": 9}, ROBERTA_LIKE, tokens=10, positions=None))
    with pytest.raises(CheckpointError) as caught:
        check_config(_model({"pad_token_id": 10}, ROBERTA_LIKE, tokens=10, positions=None))
    assert str(caught.value) == "config.json: pad_token_id must be a token id from 0 to 9, got 10"


def test_token_ids_must_have_rows():
    check_token_ids(9, 10)
    with pytest.raises(CheckpointError) as caught:
        check_token_ids(10, 10)
    assert str(caught.value) == ("tokenizer.json gives tokens ids up to 10, but the token table has only 10 rows "
                                 "(ids 0 to 9): they do not belong to the same model")
    with pytest.raises(CheckpointError, match="^vocab.txt gives tokens ids up to 12,345, but the token table has "
                                              "only 1,000 rows \\(ids 0 to 999\\)"):
        check_token_ids(12_345, 1_000, "vocab.txt")


def test_config_int_takes_the_first_whole_number_among_its_keys():
    assert config_int({"a": 3.0, "b": True, "c": 5, "d": 7}, ("a", "b", "c", "d")) == 5
    assert config_int({"a": "3"}, ("a",), default=9) == 9
    assert config_int({}, ("a",)) is None


def test_find_tensor_prefers_the_given_prefix_then_the_shortest_name():
    names = ["model.decoder.embed.weight", "model.embed.weight", "embed.weightx", "xembed.weight"]
    assert find_tensor(names, "embed.weight") == "model.embed.weight"
    assert find_tensor(names, "embed.weight", "model.decoder.") == "model.decoder.embed.weight"
    assert find_tensor(names, "embed.weight", "other.") == "model.embed.weight"
    assert find_tensor(["embed.weight", "a.embed.weight"], "embed.weight") == "embed.weight"
    assert find_tensor(names, "missing.weight") is None


def test_the_roles_are_found_with_the_token_tables_prefix():
    family = Family("F", "wte.weight", "wpe.weight", norm=(("ln.w", "ln.b"), ("ln.gamma", "ln.beta")),
                    projection=("proj.weight", "proj.bias"))
    names = ["m.wte.weight", "m.wpe.weight", "other.wpe.weight", "m.ln.gamma", "m.ln.beta", "m.proj.weight"]
    assert find_family_tensors(family, names) == {"token": "m.wte.weight", "position": "m.wpe.weight",
                                                  "projection_weight": "m.proj.weight", "norm_weight": "m.ln.gamma",
                                                  "norm_bias": "m.ln.beta"}


def test_a_missing_tensor_the_family_always_has_is_refused_by_name():
    family = Family("F", "wte.weight", "wpe.weight", projection=("proj.weight", None))
    with pytest.raises(CheckpointError) as caught:
        find_family_tensors(family, ["wte.weight", "proj.weight"])
    assert str(caught.value) == "this F checkpoint has no 'wpe.weight' tensor"
    with pytest.raises(CheckpointError) as caught:
        find_family_tensors(family, ["wte.weight", "wpe.weight"])
    assert str(caught.value) == "this F checkpoint has no 'proj.weight' tensor"
    optional = Family("F", "wte.weight", "wpe.weight", projection=("proj.weight", None), optional=("projection",))
    assert find_family_tensors(optional, ["wte.weight", "wpe.weight"]) == {"token": "wte.weight",
                                                                          "position": "wpe.weight"}
    with pytest.raises(CheckpointError) as caught:
        find_family_tensors(family, ["a", "b", "c"])
    assert str(caught.value) == ("this F checkpoint has no token table: no tensor named 'wte.weight' (with or "
                                 "without a prefix) among 3 tensors")


def test_a_layernorm_needs_its_bias_unless_the_family_allows_none():
    with_bias = Family("N", "t", norm=(("ln.weight", "ln.bias"),))
    with pytest.raises(CheckpointError) as caught:
        find_family_tensors(with_bias, ["t", "ln.weight"])
    assert str(caught.value) == "this N checkpoint has no embedding LayerNorm ('ln.weight')"
    no_bias = Family("N", "t", norm=(("ln.weight", "ln.bias"),), norm_bias=False)
    assert find_family_tensors(no_bias, ["t", "ln.weight"]) == {"token": "t", "norm_weight": "ln.weight"}
    assert find_family_tensors(no_bias, ["t", "ln.weight", "ln.bias"]) == {
        "token": "t", "norm_weight": "ln.weight", "norm_bias": "ln.bias"}
    assert find_family_tensors(Family("N", "t", also_token=("u",)), ["x.u"]) == {"token": "x.u"}
