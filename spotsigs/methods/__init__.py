"""The near-duplicate methods behind one contract (``spotsigs.methods.base.Method``), by name.

Adding a method is one module with a ``Method`` subclass plus one entry in ``METHODS``: the
pipeline, the command line (options come from its ``PARAMS``) and the engines see nothing else.
"""

from __future__ import annotations

from typing import Any

from spotsigs.methods.base import Method, Param
from spotsigs.methods.imatch import IMatch
from spotsigs.methods.minhash import MinHash
from spotsigs.methods.shingles import Shingles
from spotsigs.methods.simhash import SimHash
from spotsigs.methods.spotsigs import SpotSigs

METHODS: dict[str, type[Method]] = {
    "spotsigs": SpotSigs, "shingles": Shingles, "minhash": MinHash, "simhash": SimHash,
    "imatch": IMatch,
}

__all__ = ["METHODS", "IMatch", "Method", "MinHash", "Param", "Shingles", "SimHash", "SpotSigs",
           "from_params", "make_method"]


def make_method(name: str = "spotsigs", **params: Any) -> Method:
    """The method ``name`` with its parameters (ValueError when unknown or out of range)."""
    try:
        cls = METHODS[name]
    except KeyError:
        raise ValueError(f"unknown method {name!r}; choose one of {', '.join(METHODS)}") \
            from None
    return cls(**params)


def from_params(params: dict) -> Method:
    """A method rebuilt from its ``params()`` dictionary (how workers and indexes get it)."""
    params = dict(params)
    return make_method(params.pop("method", "spotsigs"), **params)
