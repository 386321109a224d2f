"""Open a real model's folder (config.json, *.safetensors, tokenizer.json) as an InputLayer.

Only safetensors weights are read, and of them only the input layer's tensors: the token table
is memory-mapped (never copied whole), the small tensors (positions, token types, LayerNorm) are
read into memory, everything else in the file is never touched. Pickled checkpoints are refused.
Every failure is a :class:`CheckpointError` whose message names the file and the reason.
"""
from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable

from posviz.model.checkpoint.config_checks import check_config, check_config_values, check_token_ids
from posviz.model.checkpoint.families import Family, find_family_tensors
from posviz.model.checkpoint.family_table import detect_family
from posviz.model.input_layer import InputLayer
from posviz.model.checkpoint.table import Cancelled, RealEmbeddingTable
from posviz.model.checkpoint.tokenizer import TokenizerVocabulary, load_tokenizer
from posviz.model.checkpoint.recipe_builder import build_recipe, check_shapes
from posviz.files import FileRefused, confined, parse_json
from posviz.i18n import Context, Later, isolate, number
from posviz.shorten import listing, quoted
from posviz.model.checkpoint.safetensors_io import (MAX_CONFIG_BYTES, MAX_INDEX_BYTES, CheckpointError, TensorInfo,
                                                   map_matrix, read_header, read_small_file, read_tensor)

ModelFolderText = Context("ModelFolderText")
__all__ = ["Cancelled", "CheckpointError", "ModelFolder", "inspect_folder", "load_checkpoint"]

PICKLE_SUFFIXES = (".bin", ".pt", ".pth", ".ckpt", ".pkl")
INDEX_FILE = "model.safetensors.index.json"
Progress = Callable[[float, str], None]


@dataclass(frozen=True)
class ModelFolder:
    """What a model folder holds, read from its small files and headers (no tensor data).

    Attributes
    ----------
    path : Path
    config : dict
        config.json.
    tensors : dict of str to TensorInfo
        Every tensor of every weights file.
    tokenizer : Path
    family : Family
    roles : dict of str to str
        "token", "position", ... -> the tensor's full name.
    recognised : str
        How the family was recognised when config.json names no model_type ("" when it does).
    """

    path: Path
    config: dict
    tensors: dict
    tokenizer: Path
    family: Family
    roles: dict
    recognised: str = ""

    def info(self, role: str) -> TensorInfo | None:
        """The header entry of an input-layer tensor, or None when the family has no such part."""
        return self.tensors[self.roles[role]] if role in self.roles else None


def read_json(path: Path, what: str, limit: int = MAX_CONFIG_BYTES) -> dict:
    """A small JSON file (config.json, the shard index) through the guarded reader: a regular file
    of at most ``limit`` bytes, strict JSON, a specific message for each failure."""
    if not os.path.lexists(path):
        raise CheckpointError(ModelFolderText.tr("the folder has no {name}: posviz needs it to know {what}").format(
            name=isolate(path.name), what=what))
    data = parse_json(read_small_file(path, limit, path.name), path.name, CheckpointError)
    if not isinstance(data, dict):
        raise CheckpointError(ModelFolderText.tr("{name} should hold a JSON object").format(name=isolate(path.name)))
    return data


def _refuse_pickles(folder: Path) -> CheckpointError:
    pickles = sorted(p.name for p in folder.iterdir() if p.suffix.lower() in PICKLE_SUFFIXES)
    if not pickles:
        return CheckpointError(ModelFolderText.tr("{folder} has no weights: no .safetensors file").format(
            folder=isolate(str(folder))))
    return CheckpointError(ModelFolderText.tr(
        "posviz reads only safetensors weights, and this folder has {files}: a pickled checkpoint, and loading a "
        "pickle runs whatever code it contains, so posviz never opens one. Use the model's model.safetensors "
        "instead (most models publish one).").format(files=isolate(listing(pickles))))


def weight_files(folder: Path) -> list[Path]:
    """The safetensors files: those the shard index lists, else every *.safetensors in the folder."""
    index_path = inside(folder, INDEX_FILE)
    if os.path.lexists(index_path):
        weight_map = read_json(index_path, ModelFolderText.tr("where each tensor is"), MAX_INDEX_BYTES).get("weight_map")
        if not isinstance(weight_map, dict) or not weight_map:
            raise CheckpointError(ModelFolderText.tr("{index} has no weight_map").format(index=INDEX_FILE))
        names = set(weight_map.values())
        if not all(isinstance(name, str) for name in names):
            raise CheckpointError(ModelFolderText.tr("{index}: every weight_map value must be a file name (text)").format(
                index=INDEX_FILE))
        try:
            files = [confined(folder, name, INDEX_FILE) for name in sorted(names)]
        except FileRefused as exc:
            raise CheckpointError(str(exc)) from None
        missing = [f.name for f in files if not os.path.lexists(f)]
        if missing:
            raise CheckpointError(ModelFolderText.tr(
                "{index} lists {files}, which the folder does not have (an incomplete download?)").format(
                index=INDEX_FILE, files=isolate(listing(missing))))
        return files
    files = sorted(folder.glob("*.safetensors"))
    if not files:
        raise _refuse_pickles(folder)
    return [inside(folder, f.name) for f in files]


def inside(folder: Path, name: str) -> Path:
    """``folder / name``, refused if it is a link that leads out of the model folder (a folder from
    the internet must not make posviz read the rest of the disk)."""
    try:
        return confined(folder, name, name)
    except FileRefused:
        raise CheckpointError(ModelFolderText.tr(
            "{name} is a link that leads outside the model folder (to {target}): posviz reads only the folder's own "
            "files").format(name=isolate(name), target=isolate(str((folder / name).resolve())))) from None


def read_headers(files: list[Path]) -> dict[str, TensorInfo]:
    """Every tensor declared by ``files`` (headers only); a name declared twice is an error."""
    tensors: dict[str, TensorInfo] = {}
    for path in files:
        for name, info in read_header(path).items():
            if name in tensors:
                raise CheckpointError(ModelFolderText.tr("tensor {tensor} is in both {first} and {second}").format(
                    tensor=isolate(quoted(name)), first=isolate(tensors[name].path.name), second=isolate(path.name)))
            tensors[name] = info
    return tensors


def inspect_folder(path) -> ModelFolder:
    """Read a model folder's config, weight headers and family, without reading any tensor.

    Fast (milliseconds) and needs neither ``safetensors`` nor ``tokenizers``: the command line uses
    it to refuse a bad folder before opening a window.

    Raises
    ------
    CheckpointError
    """
    folder = Path(path).expanduser()
    if folder.is_file():
        if folder.suffix.lower() in PICKLE_SUFFIXES:
            raise _refuse_pickles(folder.parent)
        folder = folder.parent
    if not folder.is_dir():
        raise CheckpointError(ModelFolderText.tr("there is no folder {folder}").format(folder=isolate(str(folder))))
    tensors = read_headers(weight_files(folder))
    config = read_json(inside(folder, "config.json"), ModelFolderText.tr("the model's family and sizes"))
    check_config_values(config)
    family, recognised = detect_family(config, tensors)
    roles = find_family_tensors(family, tensors)
    tokenizer = inside(folder, "tokenizer.json")
    if not os.path.lexists(tokenizer):
        raise CheckpointError(ModelFolderText.tr(
            "the folder has no tokenizer.json: posviz needs the model's own tokenizer to turn text into its ids "
            "(vocab.txt or merges.txt alone are not enough)"))
    model = ModelFolder(folder, config, tensors, tokenizer, family, roles, recognised)
    check_shapes(model)
    check_config(model)
    return model


def _display_name(model: ModelFolder) -> str:
    folder = model.path
    generic = folder.name.lower() in ("model", "models", "weights", "checkpoint", "snapshot")
    return f"{folder.parent.name}/{folder.name}" if generic else folder.name


def _layer_name(recipe) -> Later:
    """"name (family, real weights)": English as a value (a name other code reads), shown translated."""
    return Later(lambda: ModelFolderText.tr("{name} ({family}, real weights)").format(
        name=isolate(recipe.name), family=isolate(recipe.family)))


def load_checkpoint(path, progress: Progress | None = None,
                    cancelled: Callable[[], bool] | None = None) -> InputLayer:
    """The input layer of the model in folder ``path``: its tokenizer, token table and positions.

    Parameters
    ----------
    path : str or Path
        A Hugging Face-style folder.
    progress : callable(fraction, what), optional
        Told how far loading is (0..1) and what it is doing.
    cancelled : callable() -> bool, optional
        Polled between steps; when it returns True loading stops with :class:`Cancelled`.

    Raises
    ------
    CheckpointError
        The folder cannot be used; the message says why.
    Cancelled
    """
    def step(fraction: float, what: str) -> None:
        if cancelled is not None and cancelled():
            raise Cancelled("loading the model was cancelled")
        if progress is not None:
            progress(fraction, what)

    step(0.0, ModelFolderText.tr("reading config.json and the weights' headers"))
    model = inspect_folder(path)
    token_info = model.info("token")
    table = RealEmbeddingTable(map_matrix(token_info), dtype_name=token_info.dtype)
    step(0.2, ModelFolderText.tr("reading the position and normalisation tensors"))
    small = {role: read_tensor(model.info(role)) for role in model.roles if role != "token"}
    step(0.5, ModelFolderText.tr("reading tokenizer.json"))
    scheme, recipe = build_recipe(model, small, _display_name(model))
    vocabulary = TokenizerVocabulary(load_tokenizer(model.tokenizer), recipe.max_length, rows=table.vocab_size)
    if len(vocabulary) > table.vocab_size:
        raise CheckpointError(ModelFolderText.tr(
            "tokenizer.json has {tokens} tokens but the token table only {rows} rows: they do not belong to the same "
            "model").format(tokens=number(len(vocabulary)), rows=number(table.vocab_size)))
    check_token_ids(vocabulary.largest_id(), table.vocab_size)
    table = replace(table, token_rows=len(vocabulary)) if len(vocabulary) < table.vocab_size else table  # padding
    # The rows are measured for the nearest-row search later, by whoever first asks (the window asks
    # from a background thread once the model is shown): a 128k x 4k table takes seconds to read.
    step(1.0, ModelFolderText.tr("ready"))
    return InputLayer(vocabulary, table, scheme, name=_layer_name(recipe), recipe=recipe)
