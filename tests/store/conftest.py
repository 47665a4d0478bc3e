"""Fixtures of the index tests: no fsync, a small saved index."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from spotsigs.features import SignatureBatch
from spotsigs.store import Index

from .helpers import random_batch


@pytest.fixture(autouse=True)
def no_fsync(monkeypatch):
    """fsync costs milliseconds on shared disks and no test can observe it: skip it here."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.fixture
def saved_index(tmp_path) -> tuple[Path, SignatureBatch, list[str]]:
    batch = random_batch(np.random.default_rng(9), 40)
    ids = [f"doc{k}" for k in range(40)]
    index = Index.create(tmp_path / "index", min_signatures=0)
    index.add_many(ids, batch)
    index.save()
    return tmp_path / "index", batch, ids
