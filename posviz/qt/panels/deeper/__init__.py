"""The Deeper ideas tab: one view per idea, each rendering an analysis from :mod:`posviz.lessons`."""
