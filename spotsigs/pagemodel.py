"""The page model: one place decides whether a page is synthetic (an error, navigation or
listing page rather than running text) and says why.

Every method and the persistent index ask this module: the rule is ``PageFacts`` in, a reason
(or None) out, so richer rules (HTTP status, error phrasing, main-content size) land here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

OK, SYNTHETIC, ERROR, SKIPPED = "ok", "synthetic", "error", "skipped"
"""A document's status: matched, left out as synthetic, unreadable, or no page at all (an
archive record its reader set aside: a redirect, an image, a revisit)."""
DEFAULT_MIN_SIGNATURES = 8
"""Fewer features than this: no natural-language text (404, navigation, listing pages).
Chosen by experiments/params.py on three seeded syndication corpora (README, "Choosing the
defaults")."""


@dataclass(frozen=True)
class PageFacts:
    """What the page model knows of a page: how many features a method extracted from it, its
    text, and what its reader recorded (e.g. HTTP status and headers of a WARC record)."""

    features: int
    text: str = ""
    metadata: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class FeatureWords:
    """How a method names its features in a reason: ``noun`` (singular, plural) and a hint of
    what too few of them means."""

    singular: str
    plural: str
    hint: str

    def count(self, n: int) -> str:
        return f"{n} {self.singular if n == 1 else self.plural}"


def synthetic_reason(page: PageFacts, min_features: int, words: FeatureWords) -> str | None:
    """Why ``page`` is synthetic (None when it is not): an HTTP error status (4xx, 5xx: the
    server said the page is not there, whatever its body holds), else fewer than
    ``min_features`` features."""
    status = page.metadata.get("http_status")
    if isinstance(status, int) and 400 <= status <= 599:
        return f"HTTP {status}"
    if page.features < min_features:
        return f"only {words.count(page.features)} (< {min_features}): {words.hint}"
    return None
