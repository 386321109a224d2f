"""More paths the mutation sample found unpinned: yarn's two mscales (DeepSeek), float keys read from a
config, real tables built from files, the shapes lesson's approximate row, and the guarded writer's
temporary names and file modes."""
import math
import os
import stat

import numpy as np
import pytest

from posviz.lecture import fileio
from posviz.lecture.state import LectureState, LectureStateError
from posviz.lessons.shapes import REAL_MODELS
from posviz.model import RopeScaling, rope_from_config
from posviz.model.rope_scaling import attention_factor


def test_yarn_with_both_mscales_divides_one_by_the_other():
    # DeepSeek-V2: mscale = mscale_all_dim = 0.707 gives factor 1 (the two scales cancel)
    both = RopeScaling("yarn", factor=40.0, original_max_position_embeddings=4096, mscale=0.707, mscale_all_dim=0.707)
    assert attention_factor(both) == 1.0
    one = RopeScaling("yarn", factor=40.0, original_max_position_embeddings=4096, mscale=0.707)
    assert attention_factor(one) == pytest.approx(0.1 * math.log(40.0) + 1.0)      # mscale alone: the plain yarn factor
    uneven = RopeScaling("yarn", factor=40.0, original_max_position_embeddings=4096, mscale=1.0, mscale_all_dim=0.5)
    assert attention_factor(uneven) == pytest.approx((0.1 * math.log(40.0) + 1) / (0.05 * math.log(40.0) + 1))


def test_a_partial_rotary_factor_in_the_scaling_is_read_as_a_number():
    config = {"model_type": "llama", "hidden_size": 64, "num_attention_heads": 2, "max_position_embeddings": 512,
              "rope_scaling": {"rope_type": "proportional", "factor": 2, "partial_rotary_factor": "0.5"}}
    with pytest.raises(ValueError, match="partial_rotary_factor"):
        rope_from_config(config)                            # text where a number belongs is refused by name
    config["rope_scaling"]["partial_rotary_factor"] = 0.5
    assert rope_from_config(config).scaling_parameters.partial_rotary_factor == 0.5


def test_real_tables_are_non_empty_matrices():
    pytest.importorskip("safetensors")
    from posviz.model.checkpoint.safetensors_io import Bf16Matrix
    from posviz.model.checkpoint.table import RealEmbeddingTable
    with pytest.raises(ValueError, match=r"an embedding table must be non-empty, got shape \(0, 4\)"):
        RealEmbeddingTable(Bf16Matrix(np.zeros((0, 4), dtype=np.uint16)), dtype_name="BF16")
    with pytest.raises(ValueError):
        RealEmbeddingTable(np.zeros((0, 4), dtype=np.float32))          # the float path checks as E does
    assert RealEmbeddingTable(np.ones((3, 2), dtype=np.float32)).vocab_size == 3


def test_the_papers_shapes_are_marked_approximate_and_the_others_exact():
    assert [(m.name, m.approximate) for m in REAL_MODELS] == [
        ("2017 paper", True), ("GPT-2 small", False), ("BERT-base", False), ("Llama 3 8B", False)]


def test_a_temporary_name_fits_the_file_systems_limit_exactly():
    # mkstemp adds 8 random characters and ".part": ".{name}." + 13 bytes must stay within 255
    assert fileio.temporary_prefix("lecture.posviz") == ".lecture.posviz."
    long = fileio.temporary_prefix("a" * 300)
    assert len(long.encode()) + 8 + len(".part") == 255 and long == "." + "a" * 240 + "."


def test_a_replaced_file_keeps_its_own_permission_bits(tmp_path):
    path = tmp_path / "lecture.posviz"
    path.write_text("old")
    os.chmod(path, 0o751)
    with fileio.atomic_path(path) as tmp:
        tmp.write_text("new")
    assert stat.S_IMODE(path.stat().st_mode) == 0o751 and path.read_text() == "new"


def test_an_empty_lecture_file_says_so():
    for data in (b"", b"  \n", ""):
        with pytest.raises(LectureStateError, match="^the file is empty$"):
            LectureState.from_json(data)
