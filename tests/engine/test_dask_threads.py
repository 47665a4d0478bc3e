"""Extraction on a Dask worker's threads frees every page's Resiliparse tree on the thread that
made it, whatever the worker's profiler holds (a tree dropped elsewhere cannot be freed: it
leaks, with an "unsendable" warning)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from spotsigs.engine.dask.extract import extract_group
from spotsigs.engine.dask.state import SHARD_DOCS, TaskRun
from spotsigs.methods import make_method
from spotsigs.readers import ReadOptions

DEMO = Path(__file__).resolve().parents[2] / "data" / "demo" / "pages"


def test_no_page_tree_is_dropped_on_the_profilers_thread(tmp_path, monkeypatch):
    dask = pytest.importorskip("dask", reason="Dask is a test dependency; install .[test]")
    distributed = pytest.importorskip("distributed")
    dropped = []
    previous = sys.unraisablehook

    def hook(unraisable):
        if "unsendable" in str(unraisable.exc_value):
            dropped.append(unraisable)
        else:
            previous(unraisable)

    monkeypatch.setattr(sys, "unraisablehook", hook)
    paths = sorted(str(p) for p in DEMO.rglob("*.html"))
    # The profiler samples the task threads every millisecond (10 by default): before the
    # extraction had a thread of its own, about 1 page in 250 lost its tree to it.
    with dask.config.set({"distributed.worker.profile.interval": "1ms"}), \
            distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                     dashboard_address=":0") as cluster, \
            distributed.Client(cluster) as client:
        spec = TaskRun(make_method("spotsigs").params(), 0.4, str(tmp_path), 2,
                       ("jsonl", None), 256, SHARD_DOCS, ReadOptions())
        futures = [client.submit(extract_group, paths, paths, spec, group, pure=False)
                   for group in range(40)]
        summaries = client.gather(futures)
    assert sum(s["documents"] for s in summaries) == 40 * len(paths) > 1500
    assert dropped == []
