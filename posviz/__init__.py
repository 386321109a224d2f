"""posviz: a visualiser for a transformer's input layer (tokens, embeddings, positions, Z)."""

__version__ = "0.1.0"
