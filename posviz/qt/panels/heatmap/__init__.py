"""The position heatmap: the panel, its pyqtgraph plot, axes and the words it shows."""
