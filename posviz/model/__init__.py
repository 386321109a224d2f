"""The input layer as pure numpy: no Qt is imported here (a test checks it).

Immutable values and pure functions: changing a setting makes a new object.
"""
from posviz.model.embeddings import EmbeddingTable, cosine_rows
from posviz.model.input_layer import Frame, InputLayer, PositionScheme
from posviz.model.positions import Learned, NoPositions, Rope, Sinusoidal, alibi_bias, alibi_slopes
from posviz.model.rope_config import rope_configs, rope_from_config
from posviz.model.rope_scaling import RopeScaling
from posviz.model.toy import illustrative_model, toy_model
from posviz.model.vocabulary import UNK, Token, Vocabulary

__all__ = [
    "EmbeddingTable", "Frame", "InputLayer", "Learned", "NoPositions", "PositionScheme", "Rope", "RopeScaling",
    "Sinusoidal", "Token", "UNK", "Vocabulary", "alibi_bias", "alibi_slopes", "cosine_rows",
    "illustrative_model", "rope_configs", "rope_from_config", "toy_model",
]
