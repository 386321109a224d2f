"""The token + position = z panel: the animated vector addition, its geometry, layout and text."""
