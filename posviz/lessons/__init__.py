"""The teaching analyses behind the Deeper ideas views: pure numpy, no Qt, built on :mod:`posviz.model`."""
