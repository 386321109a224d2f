"""The lesson's state and the view options, without Qt: their fields, their rules and their events.

``posviz.qt`` forwards the events as Qt signals; everything here is tested with values alone.
"""
