"""Reading real checkpoints: a Hugging Face-style folder (config.json, *.safetensors, tokenizer.json).

Only the input layer's tensors are read, from safetensors files (never pickles). The lesson's core
(:mod:`posviz.model`) never imports this package; this package builds an ``InputLayer`` from it.
"""
from .loader import CheckpointError, ModelFolder, inspect_folder, load_checkpoint

__all__ = ["CheckpointError", "ModelFolder", "inspect_folder", "load_checkpoint"]
