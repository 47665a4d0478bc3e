"""Shared parameter checks and constants: one message format for every bad value, one place
for the numbers several stages rely on."""

from __future__ import annotations

import numpy as np

EPS = 1e-9
"""Float slack so that conservative bounds never drop what exact arithmetic keeps."""
GOLDEN = np.uint64(0x9E3779B97F4A7C15)
"""2^64 / golden ratio, odd: the multiplier that folds one 64-bit hash into the next."""
DEFAULT_THRESHOLD = 0.40
"""Similarity threshold: the best worst-corpus pairwise F1 of the default SpotSigs setting
(experiments/results/defaults.md)."""


def check_integer(name: str, value, low: int, high: int | None = None) -> int:
    """``value`` as an int in [low, high], else a ValueError that names the parameter."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < low \
            or (high is not None and value > high):
        allowed = f">= {low}" if high is None else f"in [{low}, {high}]"
        raise ValueError(f"{name} must be an integer {allowed}, got {value!r}")
    return int(value)


def check_threshold(threshold: float) -> float:
    """Validate a Jaccard threshold: a number in (0, 1]."""
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float, np.floating)):
        raise ValueError(f"threshold must be a number in (0, 1], got {threshold!r}")
    if not 0.0 < float(threshold) <= 1.0:
        raise ValueError(f"threshold must be in (0, 1], got {threshold!r}")
    return float(threshold)
