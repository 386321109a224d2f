"""The heatmap's words. They live Qt-free in posviz.lessons.captions.heatmap (tested there without a
display); this module keeps the panel's, the walkthrough's and the slides' imports as they were."""
from posviz.lessons.captions.heatmap import (  # noqa: F401
    LEVEL_PERCENTILE, caption, how_to, wave_sentences, column_name, convention_name, empty_message, hovered_pixel,
    legend, pixel_note, position_vectors_caption, readout, rope_rotation, short, wave_note, wave_order,
)
