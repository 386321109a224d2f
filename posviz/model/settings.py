"""What the user chose (scheme, width, base, positions on/off) and the input layer it gives.

Pure data: the session stores a :class:`LayerSettings`, and :func:`build_layer` turns it into an
:class:`InputLayer`. Kept apart from Qt so lecture-state files and tests can use it directly.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from posviz.i18n import Context, isolate
from posviz.model.checks import check_base, check_positive
from posviz.model.limits import MAX_D_MODEL, MAX_LEARNED_LEN, MAX_LEARNED_VALUES, MAX_Z_VALUES, text_problem, z_problem
from posviz.model.input_layer import InputLayer
from posviz.model.positions import Learned, NoPositions, Rope, Sinusoidal, past_the_end
from posviz.model.toy import illustrative_model, toy_model

LayerSettingsText = Context("LayerSettingsText")
SCHEMES = ("sinusoidal", "learned", "rope", "none")
CONVENTIONS = {   # name -> (layout, exponent, offset)
    "paper": ("interleaved", "paper", 0),
    "split": ("split", "paper", 0),
    "tensor2tensor": ("split", "tensor2tensor", 0),
    "fairseq": ("split", "tensor2tensor", 2),
}
CONVENTION_LABELS = {
    "paper": "paper: interleaved sin/cos (Vaswani et al., Annotated Transformer)",
    "split": "split halves: all sin, then all cos (Marian)",
    "tensor2tensor": "tensor2tensor: split, frequency base^(-k/(K-1))",
    "fairseq": "fairseq: tensor2tensor's table, positions start at 2",
}
TOY_D_MODEL = 6
LEARNED_SCALE = 0.5
BASE_RANGE = (1.0, 1e12)    # the base box's range: below 1 the waves get faster along the vector, not slower


@dataclass(frozen=True)
class LayerSettings:
    """The choices that define the input layer shown.

    Attributes
    ----------
    scheme : {"sinusoidal", "learned", "rope", "none"}
    convention : {"paper", "split", "tensor2tensor", "fairseq"}
        Sinusoidal convention (see DESIGN.md's table).
    base : float
        Frequency base of sinusoidal and RoPE, within BASE_RANGE.
    d_model : int
        6 is the lesson's hand-made table; any other width uses a seeded illustrative table.
    positions_on : bool
        Off adds nothing for positions, whatever the scheme.
    learned_max_len : int
        Rows of the illustrative learned position table.
    rope_pairing : {"interleaved", "half"}
    seed : int
        Seed of every illustrative (random) table.
    """

    scheme: str = "sinusoidal"
    convention: str = "paper"
    base: float = 10000.0
    d_model: int = TOY_D_MODEL
    positions_on: bool = True
    learned_max_len: int = 32
    rope_pairing: str = "interleaved"
    seed: int = 0

    def __post_init__(self) -> None:
        if self.scheme not in SCHEMES:
            raise ValueError(f"unknown position scheme {self.scheme!r}; choose one of {', '.join(SCHEMES)}")
        if self.convention not in CONVENTIONS:
            raise ValueError(f"unknown sinusoidal convention {self.convention!r}; "
                             f"choose one of {', '.join(CONVENTIONS)}")
        if self.rope_pairing not in ("interleaved", "half"):
            raise ValueError(f"RoPE pairing must be 'interleaved' or 'half', got {self.rope_pairing!r}")
        object.__setattr__(self, "base", check_base(self.base))
        if not BASE_RANGE[0] <= self.base <= BASE_RANGE[1]:
            raise ValueError(f"base must be from {BASE_RANGE[0]:g} to {BASE_RANGE[1]:g}, got {self.base:g}")
        object.__setattr__(self, "d_model", check_positive("d_model", self.d_model, MAX_D_MODEL))
        object.__setattr__(self, "learned_max_len", check_positive("learned table length", self.learned_max_len,
                                                                   MAX_LEARNED_LEN))
        if not isinstance(self.positions_on, bool):
            raise ValueError(f"positions_on must be true or false, got {self.positions_on!r}")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise ValueError(f"seed must be a whole number, got {self.seed!r}")
        if self.scheme == "learned" and self.learned_max_len * self.d_model > MAX_LEARNED_VALUES:
            raise ValueError(f"a learned table of {self.learned_max_len:,} × {self.d_model:,} would hold "
                             f"{self.learned_max_len * self.d_model:,} numbers; at most {MAX_LEARNED_VALUES:,}")
        if self.scheme == "rope" and self.d_model % 2:
            raise ValueError(f"RoPE rotates pairs of dimensions, so d_model must be even, got {self.d_model}")

    def changed(self, **changes: Any) -> "LayerSettings":
        """A copy with ``changes`` applied (validated)."""
        return replace(self, **changes)

    def to_dict(self) -> dict:
        """Plain JSON-able values."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "LayerSettings":
        """Settings from :meth:`to_dict`'s output; unknown keys are refused by name."""
        if not isinstance(data, dict):
            raise ValueError(LayerSettingsText.tr("settings must be a JSON object"))
        names = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - names)
        if unknown:
            raise ValueError(LayerSettingsText.tr("unknown setting(s): {names}").format(names=isolate(", ".join(unknown))))
        return cls(**data)

    def position_scheme(self):
        """The scheme these settings describe (NoPositions when positions are off)."""
        if not self.positions_on or self.scheme == "none":
            return NoPositions()
        if self.scheme == "sinusoidal":
            layout, exponent, offset = CONVENTIONS[self.convention]
            return Sinusoidal(self.base, layout, exponent, offset)
        if self.scheme == "rope":
            return Rope(self.base, self.rope_pairing)
        return Learned.random(self.learned_max_len, self.d_model, seed=self.seed, scale=LEARNED_SCALE)


def build_layer(settings: LayerSettings, base_layer: InputLayer | None = None) -> InputLayer:
    """The input layer for ``settings``.

    Parameters
    ----------
    settings : LayerSettings
    base_layer : InputLayer, optional
        A loaded real model: its vocabulary, table and own positions are kept; positions can only
        be turned off (NoPositions). Another scheme is refused with a ValueError that says why.
        Without it the toy vocabulary is used (the lesson's table at d = 6, else illustrative).
    """
    if base_layer is not None:   # a real model keeps its own table and positions; only "off" changes them
        problem = _scheme_problem(settings, base_layer)
        if problem:
            raise ValueError(problem)
        off = not settings.positions_on or settings.scheme == "none"
        return base_layer.with_positions(NoPositions()) if off else base_layer
    if settings.d_model == TOY_D_MODEL:
        layer = toy_model()
    else:
        layer = illustrative_model(settings.d_model, settings.seed)
    return layer.with_positions(settings.position_scheme())


def _scheme_problem(settings: LayerSettings, base_layer: InputLayer) -> str:
    own = base_layer.positions.name
    if settings.positions_on and settings.scheme not in (own, "none"):
        return LayerSettingsText.tr("{model} places tokens with its own positions ({own}); go back to the toy model "
                                    "to try another scheme").format(model=isolate(base_layer.name), own=isolate(own))
    return ""


def input_problem(text: str, settings: LayerSettings, base_layer: InputLayer | None = None,
                  max_values: int = MAX_Z_VALUES) -> str:
    """Why ``build_layer(settings, base_layer).encode(text, max_values)`` would be refused, found
    without building a table or encoding ("" when it would not be refused for these reasons).

    Checks the text's length, the scheme a real model allows, Z's size (tokens counted, not
    encoded) and a learned table's length. Costs one pass of the tokenizer over ``text``; a real
    tokenizer that fails on it (CheckpointError, TokenizerTimeout) is the problem, never raised.
    """
    problem = text_problem(text)
    if problem:
        return problem
    if base_layer is not None:
        problem = _scheme_problem(settings, base_layer)
        vocabulary, d = base_layer.vocabulary, base_layer.d_model
    else:
        vocabulary, d = toy_model().vocabulary, settings.d_model     # every toy width shares the words
    try:
        tokens = vocabulary.count_tokens(text)
    except ValueError as exc:     # a real tokenizer that failed (a panic) or ran past its budget on this text
        return problem or str(exc)
    problem = problem or z_problem(tokens, d, max_values)
    if problem:
        return problem
    max_len = settings.learned_max_len if base_layer is None and settings.scheme == "learned" else (
        getattr(base_layer.positions, "max_len", None) if base_layer is not None else None)
    if settings.positions_on and settings.scheme != "none" and max_len is not None and tokens > max_len:
        illustrative = base_layer is None or getattr(base_layer.positions, "illustrative", False)
        return past_the_end(tokens - 1, max_len, illustrative)
    return ""


def settings_for_model(layer: InputLayer, settings: LayerSettings) -> LayerSettings:
    """``settings`` with the scheme set to the one a real model's ``layer`` uses."""
    name = layer.positions.name
    if name not in SCHEMES or not settings.positions_on:
        return settings
    changes = {"scheme": name}
    if name == "rope":                  # so the controls show the model's own theta and pairing
        changes.update(base=layer.positions.base, rope_pairing=layer.positions.pairing)
    try:
        return settings.changed(**changes)
    except ValueError:                  # the toy's width cannot hold the scheme (RoPE at d = 1): take the model's
        return settings.changed(d_model=layer.d_model, **changes)


def positions_switch(settings: LayerSettings, real_layer: InputLayer | None = None) -> tuple[bool, bool]:
    """How every "Positions on" box shows ``settings``: (ticked, enabled).

    A scheme that gives no positions ("None"; a real model with ALiBi or none) leaves nothing to
    switch, so the box is unticked and greyed, and never disagrees with the scheme shown beside it.
    ``real_layer`` is the loaded model's own layer (its positions as the file gives them), or None
    on the toy model.
    """
    if real_layer is not None:
        adds = not isinstance(real_layer.positions, NoPositions)
    else:
        adds = settings.scheme != "none"
    return settings.positions_on and adds, adds
