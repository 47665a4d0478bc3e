"""The site-templates stage on Dask (``spotsigs.templates``), between extraction and the
pairs.

1. ``template_pages``, a task per extract shard: each host's included pages (a row per host
   of the shard, not per signature), split by host bucket.
2. ``template_hosts``, a task per host bucket: those pages added up over every shard,
   keeping the hosts with enough pages to have a template (a table of big hosts, not of
   documents).
3. ``template_counts``, a task per extract shard: how many of its included pages of the
   big hosts hold each signature key (the tables of step 2 read for its own hosts' buckets
   only), split by bucket of the (host, key) pair. Pages of the other hosts, most of a
   broad crawl, are not counted, so their rows are never written.
4. ``template_bucket``, a task per pair bucket: the counts of its (host, key) pairs added
   up over every shard and judged, and the template keys written split by host bucket. A
   task holds a bucket's share of the counts (one host's keys spread over every bucket)
   and the tables of step 2.
5. When any host has a template, ``template_repeated``, a task per extract shard: how many
   of its included pages of each template host the templates would empty
   (``templates.repeated_pages``), split by host bucket; nothing is written when none.
6. ``template_filter``, a task per extract shard: its documents' features without their
   host's template keys (read from every pair bucket's split of its hosts' buckets), less
   those of the hosts that repeat one text (the counts of step 5 added up over every shard
   for its hosts' buckets, against the tables of step 2), written as an overlay of the
   extract shard (``shards.write_overlay``: new features and sizes, every other column the
   extract shard's), and the new size histogram the join is planned from.

The counts add up over any split of the documents, so the templates, and the output, are
the local engine's (``templates.site_templates``, which counts the big hosts' pages alone
too) byte for byte.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from spotsigs.engine.dask.extract import OK_CODE, size_histogram
from spotsigs.engine.dask.shards import (
    Shard,
    concat_rows,
    host_buckets,
    pair_buckets,
    rows,
    write_overlay,
    write_shard,
    write_split,
)
from spotsigs.engine.dask.state import Cluster, Sharded
from spotsigs.engine.run import Run
from spotsigs.templates import (
    TEMPLATE_MIN_PAGES,
    host_key_counts,
    host_pages,
    merged_counts,
    merged_pages,
    repeated_pages,
    template_keys,
    without_repeating_hosts,
    without_templates,
)


def _included(shard: Shard) -> tuple[np.ndarray, np.ndarray]:
    """A shard's host keys and which of its pages are counted: the included ones, when its
    features are signatures (sketches and fingerprints have no template)."""
    hosts = np.asarray(shard.array("host_hash"))
    included = np.asarray(shard.array("status")) == OK_CODE
    if shard.meta["kind"] != "signatures":
        included[:] = False
    return hosts, included


def template_pages(path: str, buckets: int, out: str) -> dict:
    """Task: a shard's ``host_pages`` (included pages per host, none without a host) split by
    host bucket; returns the shard and its rows."""
    host, pages = host_pages(*_included(Shard(path)))
    return write_split(out, {"host": host, "pages": pages}, host_buckets(host, buckets),
                        buckets)


def template_hosts(page_shards: Sequence[str], bucket: int, out: str) -> dict:
    """Task: the hosts of one host bucket with at least ``TEMPLATE_MIN_PAGES`` included
    pages over every shard, and their pages, written as a shard sorted by host."""
    host, pages = merged_pages([tuple(concat_rows(page_shards, bucket, ("host", "pages"),
                                                  (np.uint64, np.int64)))])
    enough = pages >= TEMPLATE_MIN_PAGES
    write_shard(out, {"host": host[enough], "pages": pages[enough]})
    return {"shard": out, "hosts": int(np.count_nonzero(enough))}


def _host_table(host_tables: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """The (host ascending, pages) rows of the host tables ``host_tables`` (hosts are in one
    table each)."""
    host, pages = [np.empty(0, np.uint64)], [np.empty(0, np.int64)]
    for path in host_tables:
        shard = Shard(path)
        host.append(np.asarray(shard.array("host"), dtype=np.uint64))
        pages.append(np.asarray(shard.array("pages"), dtype=np.int64))
    host_all, pages_all = np.concatenate(host), np.concatenate(pages)
    order = np.argsort(host_all, kind="stable")
    return host_all[order], pages_all[order]


def _big_hosts(hosts: np.ndarray, host_tables: Sequence[str | None], buckets: int
               ) -> np.ndarray:
    """Which of ``hosts`` have enough pages for a template: only the tables of their own
    host buckets are read (``host_tables[b]``: bucket ``b``'s, None when it has no host)."""
    wanted = np.unique(hosts[hosts != 0])
    tables = [host_tables[b] for b in np.unique(host_buckets(wanted, buckets)).tolist()]
    return np.isin(hosts, _host_table([t for t in tables if t is not None])[0])


def template_counts(path: str, host_tables: Sequence[str | None], buckets: int, out: str
                    ) -> dict:
    """Task: ``host_key_counts`` of a shard's included pages of the hosts with enough pages
    (``host_tables``, by host bucket), split by (host, key) bucket; nothing is written when
    the shard has no such page (``keys`` None)."""
    shard = Shard(path)
    hosts, included = _included(shard)
    counted = np.flatnonzero(included & (hosts != 0))
    counted = counted[_big_hosts(hosts[counted], host_tables, buckets)]
    if not len(counted):
        return {"keys": None, "rows": 0}
    host, key, held = host_key_counts(shard.features(counted), hosts[counted],
                                      np.ones(len(counted), dtype=bool))
    written = write_split(out, {"host": host, "key": key, "pages": held},
                           pair_buckets(host, key, buckets), buckets)
    return {"keys": written["shard"], "rows": written["rows"]}


def template_bucket(key_shards: Sequence[str], bucket: int, host_tables: Sequence[str],
                    share: float, buckets: int, out: str) -> dict:
    """Task: the template keys (``templates.template_keys``) among the (host, key) pairs of
    one pair bucket, from every shard's counts (``template_counts``: of the hosts of
    ``host_tables`` alone), written split by host bucket, sorted by (host, key) within."""
    parts = []
    for path in key_shards:
        host, key, held = rows(Shard(path), bucket, ("host", "key", "pages"))
        parts.append((host.astype(np.uint64, copy=False), key.astype(np.uint64, copy=False),
                      held.astype(np.int64, copy=False)))
    host, key = template_keys(merged_counts(parts), _host_table(host_tables), share=share)
    write_split(out, {"host": host, "key": key}, host_buckets(host, buckets), buckets)
    return {"shard": out, "templates": len(host)}


def _templates_of(hosts: np.ndarray, template_shards: Sequence[str], buckets: int
                  ) -> tuple[np.ndarray, np.ndarray]:
    """The template (host, key) rows of ``hosts``, read from their host buckets' splits of
    every pair bucket's shard."""
    wanted = np.unique(hosts[hosts != 0])
    found_host, found_key = [np.empty(0, np.uint64)], [np.empty(0, np.uint64)]
    for b in np.unique(host_buckets(wanted, buckets)).tolist():
        host, key = concat_rows(template_shards, b, ("host", "key"), (np.uint64, np.uint64))
        ours = np.isin(host, wanted)
        found_host.append(host[ours])
        found_key.append(key[ours])
    return np.concatenate(found_host), np.concatenate(found_key)


def template_repeated(path: str, template_shards: Sequence[str], buckets: int, out: str
                      ) -> dict:
    """Task: ``repeated_pages`` of a shard's included pages (their hosts' templates read as
    ``template_filter`` reads them), split by host bucket; nothing is written when no page
    would be emptied (``shard`` None)."""
    shard = Shard(path)
    hosts, included = _included(shard)
    templates = _templates_of(hosts, template_shards, buckets)
    if not len(templates[0]):
        return {"shard": None, "rows": 0}
    host, pages = repeated_pages(shard.features(), hosts, included, templates)
    if not len(host):
        return {"shard": None, "rows": 0}
    return write_split(out, {"host": host, "pages": pages}, host_buckets(host, buckets),
                       buckets)


def _repeated_of(hosts: np.ndarray, repeated_shards: Sequence[str],
                 host_tables: Sequence[str | None], buckets: int
                 ) -> tuple[tuple[np.ndarray, np.ndarray], tuple[np.ndarray, np.ndarray]]:
    """(repeated pages, included pages) per host of ``hosts``' host buckets, added up over
    every shard's ``template_repeated`` split and read from the tables of step 2."""
    wanted = np.unique(hosts[hosts != 0])
    chosen = np.unique(host_buckets(wanted, buckets)).tolist()
    repeated = merged_pages([tuple(concat_rows(repeated_shards, b, ("host", "pages"),
                                               (np.uint64, np.int64))) for b in chosen])
    tables = [host_tables[b] for b in chosen if host_tables[b] is not None]
    return repeated, _host_table(tables)


def template_filter(path: str, template_shards: Sequence[str], buckets: int, out: str,
                    repeated_shards: Sequence[str] = (),
                    host_tables: Sequence[str | None] = ()) -> dict:
    """Task: a shard's features without their hosts' template keys (``template_shards``: the
    pair buckets' shards that hold any, split by host bucket of ``buckets``; less the keys
    of the hosts that ``repeated_shards`` and ``host_tables`` show repeat one text), as an
    overlay of the shard when any page lost some; returns the shard to read from then on
    and its included pages' size histogram."""
    shard = Shard(path)
    hosts = np.asarray(shard.array("host_hash"))
    status = np.asarray(shard.array("status"))
    templates = _templates_of(hosts, template_shards, buckets)
    if len(templates[0]) and repeated_shards:
        templates = without_repeating_hosts(
            templates, *_repeated_of(hosts, repeated_shards, host_tables, buckets))
    changed = 0
    if len(templates[0]):
        features = shard.features()
        features, changed = without_templates(features, hosts, templates)
    if not changed:
        return {"shard": path, "changed": 0,
                **size_histogram(np.asarray(shard.array("sizes")), status)}
    sizes = np.asarray(features.sizes, dtype=np.int64)
    write_overlay(out, path, {"f_offsets": features.offsets, "f_hashes": features.hashes,
                              "f_counts": features.counts, "sizes": sizes})
    return {"shard": out, "changed": changed, **size_histogram(sizes, status)}


def _filtered(cluster: Cluster, paths: Sequence[str], template_shards: Sequence[str],
              host_tables: Sequence[str | None]) -> list[dict]:
    """Steps 5 and 6: each shard's pages the templates would empty counted, then its
    features filtered; the filter tasks' summaries in shard order."""
    buckets = cluster.run.buckets
    repeated = cluster.gather([cluster.submit(
        template_repeated, path, template_shards, buckets,
        cluster.run.path("templates", f"repeated-{k:06d}")) for k, path in enumerate(paths)])
    repeated_shards = [r["shard"] for r in repeated if r["rows"]]
    return cluster.gather([cluster.submit(
        template_filter, path, template_shards, buckets,
        cluster.run.path("templates", f"features-{k:06d}"), repeated_shards, host_tables)
        for k, path in enumerate(paths)])


def templates_stage(run: Run, cluster: Cluster, state: Sharded) -> Sharded:
    """The shards to read the features from (overlays where pages lost template keys), their
    size histograms and how many pages lost some; the state as it is when no host has a
    template (or the method's features are no sets: ``template_share`` 0)."""
    share = run.method.template_share
    paths, buckets = state.shards.paths, cluster.run.buckets
    if not share or not paths:
        return state
    pages = cluster.gather([cluster.submit(
        template_pages, path, buckets, cluster.run.path("templates", f"counts-{k:06d}", "pages"))
        for k, path in enumerate(paths)])
    page_shards = [p["shard"] for p in pages if p["rows"]]
    if not page_shards:  # no included page has a host
        return state
    tables = cluster.gather([cluster.submit(
        template_hosts, page_shards, b, cluster.run.path("templates", f"hosts-{b:05d}"))
        for b in range(buckets)])
    by_bucket = [t["shard"] if t["hosts"] else None for t in tables]
    host_tables = [t for t in by_bucket if t is not None]
    if not host_tables:  # no host has enough pages to have a template
        return state
    counts = cluster.gather([cluster.submit(
        template_counts, path, by_bucket, buckets,
        cluster.run.path("templates", f"counts-{k:06d}", "keys")) for k, path in enumerate(paths)])
    key_shards = [c["keys"] for c in counts if c["rows"]]
    if not key_shards:  # the big hosts' pages have no signature
        return state
    found = cluster.gather([cluster.submit(
        template_bucket, key_shards, b, host_tables, share, buckets,
        cluster.run.path("templates", f"keys-{b:05d}")) for b in range(buckets)])
    template_shards = [f["shard"] for f in found if f["templates"]]
    if not template_shards:
        return state
    filtered = _filtered(cluster, paths, template_shards, by_bucket)
    return replace(state, shards=state.shards.replaced([f["shard"] for f in filtered]),
                   histograms=tuple(dict(zip(f["sizes"], f["size_counts"]))
                                    for f in filtered),
                   template_pages=sum(f["changed"] for f in filtered))
