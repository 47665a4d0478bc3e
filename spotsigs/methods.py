"""The near-duplicate methods behind one interface, by name.

Every method is a class with ``method`` (its name), ``min_signatures``, ``params()``,
``from_texts(texts) -> features`` (a batch with ``sizes``, ``take`` and ``concatenate``, in
input order) and ``pairs(features, threshold, workers=1) -> (i, j, similarity)``. The
pipeline, the CLI and the Dask engine see nothing else, so a baseline plugs in by adding
itself to ``METHODS``.
"""

from __future__ import annotations

from typing import Any

from spotsigs.imatch import IMatch
from spotsigs.minhash import MinHash
from spotsigs.shingles import Shingles
from spotsigs.signatures import SpotSigs
from spotsigs.simhash import SimHash

METHODS: dict[str, type] = {"spotsigs": SpotSigs, "shingles": Shingles, "minhash": MinHash,
                            "simhash": SimHash, "imatch": IMatch}


def make_method(name: str = "spotsigs", **params: Any):
    """An extractor of the method ``name`` with its parameters (ValueError when unknown)."""
    try:
        cls = METHODS[name]
    except KeyError:
        raise ValueError(f"unknown method {name!r}; choose one of {', '.join(METHODS)}") \
            from None
    return cls(**params)


def from_params(params: dict) -> Any:
    """An extractor rebuilt from its ``params()`` dictionary (how workers get it)."""
    params = dict(params)
    return make_method(params.pop("method", "spotsigs"), **params)
