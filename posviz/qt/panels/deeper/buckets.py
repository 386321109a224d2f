"""View "Relative buckets": which bucket (T5) or relative position (DeBERTa) each query–key pair of the
sentence reads inside attention; nothing of it is added to Z. Computed by
:mod:`posviz.model.relative_positions`; this view only draws it."""
from __future__ import annotations

import html

from PySide6 import QtWidgets

from posviz.i18n import Context
from posviz.model.relative_positions import RelativePositions
from posviz.qt.panels.deeper.common import DeeperView, MatrixView, rich_label

DeeperBuckets = Context("DeeperBuckets")

SHOWN = 24                                   # tokens shown (the table is L x L)
ILLUSTRATION = RelativePositions("t5", 32, 128)     # T5-base's settings, when the open model has none


class BucketsView(DeeperView):
    """The open model's relative positions for the sentence's tokens, or T5-base's as an illustration."""

    def __init__(self, session, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(session, parent)
        self.setObjectName("deeperBuckets")
        self.title, self.caption = rich_label(), rich_label()
        self.matrix = MatrixView(self, square=True)
        layout = QtWidgets.QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.matrix, 1)
        layout.addWidget(self.caption)
        self.name_controls()

    def name_controls(self) -> None:
        self.setAccessibleName(DeeperBuckets.tr("Relative positions inside attention: buckets per query and key"))

    def coloured_parts(self) -> list:
        return [self.matrix]

    def relative(self) -> tuple[RelativePositions, bool]:
        """The open model's relative positions, else T5-base's (and whether it is the model's own)."""
        recipe = self.session.layer.recipe
        own = getattr(recipe, "relative", None)
        return (own, True) if own is not None else (ILLUSTRATION, False)

    def redraw(self) -> None:
        relative, own = self.relative()
        frame = self.session.frame
        n = min(max(frame.length, 2), SHOWN)
        table = relative.table(n)
        labels = [f"{i} {frame.tokens[i].text.strip()}" if i < frame.length else str(i) for i in range(n)]
        low, high = float(table.min()), float(table.max())
        focus = self.session.focus
        row = [(focus, j) for j in range(n)] if 0 <= focus < n else []
        self.matrix.set_data(table, (low, high if high > low else low + 1), labels, labels, decimals=0, highlight=row)
        if relative.kind == "t5" and own:
            title = DeeperBuckets.tr("<b>The bucket each query (down) reads for each key (across)</b>, this model's; "
                                     "the focused token's row is outlined.")
        elif relative.kind == "t5":
            title = DeeperBuckets.tr("<b>The bucket each query (down) reads for each key (across)</b>, T5-base's (32 "
                                     "buckets up to 128: no relative positions in the open model); the focused "
                                     "token's row is outlined.")
        else:
            title = DeeperBuckets.tr("<b>The relative position each query (down) reads for each key (across)</b>, "
                                     "this model's; the focused token's row is outlined.")
        self.title.setText(title)
        self.caption.setText(html.escape(relative.describe(), quote=False))
