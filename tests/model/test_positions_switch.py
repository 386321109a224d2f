"""One scheme control (issue 25): every "Positions on" box is ticked only when positions are on and
the scheme gives some, and greyed when it gives none."""
from posviz.model import NoPositions, toy_model
from posviz.model.settings import LayerSettings, positions_switch


def test_the_toy_schemes():
    assert positions_switch(LayerSettings()) == (True, True)
    assert positions_switch(LayerSettings(positions_on=False)) == (False, True)
    assert positions_switch(LayerSettings(scheme="none")) == (False, False)
    assert positions_switch(LayerSettings(scheme="rope")) == (True, True)


def test_a_real_model_decides_by_its_own_positions_not_the_toy_scheme():
    plain = toy_model().with_positions(NoPositions())          # like a model with ALiBi or no positions
    assert positions_switch(LayerSettings(scheme="sinusoidal"), plain) == (False, False)
    assert positions_switch(LayerSettings(scheme="none"), toy_model()) == (True, True)
    assert positions_switch(LayerSettings(positions_on=False), toy_model()) == (False, True)
