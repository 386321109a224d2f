"""The vector-addition panel's words. They live Qt-free in posviz.lessons.captions.addition (tested
there without a display); this module keeps the panel's imports as they were."""
from posviz.lessons.captions.addition import (  # noqa: F401
    caption, empty_caption, dim_names, dims_label, illustrative_note, lane_titles, model_caption, no_vector_note,
    position_note, title, unknown_note,
)
