"""Dask tasks of the site-templates filter (``spotsigs.templates``), between extraction and
the pairs.

1. ``template_counts``, a task per extract shard: how many of its included pages of each
   host hold each signature key, and each host's included pages, split by host bucket.
2. ``template_bucket``, a task per bucket: the counts of its hosts added up over every
   shard, and their template keys written as a shard. A task holds the counts of its hosts
   only.
3. When any host has a template, ``template_filter``, a task per extract shard: its
   documents' features without their host's template keys, written as an overlay of the
   extract shard (``shards.write_overlay``: new features and sizes, every other column the
   extract shard's), and the new size histogram the join is planned from.

The counts add up over any split of the documents, so the templates, and the output, are
the local engine's (``pipeline.without_site_templates``) byte for byte.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from spotsigs.engine.dask_pairs import _write_split, host_buckets
from spotsigs.engine.dask_tasks import OK_CODE, _take_features, size_histogram
from spotsigs.engine.shards import Shard, concat_rows, write_overlay, write_shard
from spotsigs.templates import (
    host_key_counts,
    host_pages,
    merged_counts,
    merged_pages,
    template_keys,
    without_templates,
)


def template_counts(path: str, buckets: int, out: str) -> dict:
    """Task: ``host_key_counts`` and ``host_pages`` of a shard's included pages, split by
    host bucket (pages without a host, or features that are no signatures, count nothing)."""
    shard = Shard(path)
    hosts = np.asarray(shard.array("host_hash"))
    included = np.asarray(shard.array("status")) == OK_CODE
    if shard.meta["kind"] != "signatures":
        included[:] = False
    counted = np.flatnonzero(included & (hosts != 0))
    host, key, held = host_key_counts(_take_features(shard, counted), hosts[counted],
                                      np.ones(len(counted), dtype=bool))
    page_host, pages = host_pages(hosts, included)
    keys = _write_split(f"{out}/keys", {"host": host, "key": key, "pages": held},
                        host_buckets(host, buckets), buckets)
    hosts_written = _write_split(f"{out}/pages", {"host": page_host, "pages": pages},
                                 host_buckets(page_host, buckets), buckets)
    return {"keys": keys["shard"], "pages": hosts_written["shard"]}


def template_bucket(count_shards: Sequence[dict], bucket: int, share: float, out: str
                    ) -> dict:
    """Task: the template keys (``templates.template_keys``) of the hosts of one bucket,
    from every shard's counts, written as a shard sorted by (host, key)."""
    pages = merged_pages([tuple(concat_rows([c["pages"] for c in count_shards], bucket,
                                            ("host", "pages"), (np.uint64, np.int64)))])
    counts = merged_counts([tuple(concat_rows([c["keys"] for c in count_shards], bucket,
                                              ("host", "key", "pages"),
                                              (np.uint64, np.uint64, np.int64)))])
    host, key = template_keys(counts, pages, share=share)
    write_shard(out, {"host": host, "key": key})
    return {"shard": out, "templates": len(host), "hosts": len(np.unique(host))}


def _templates_of(hosts: np.ndarray, template_shards: Sequence[str | None]
                  ) -> tuple[np.ndarray, np.ndarray]:
    """The template (host, key) rows of ``hosts``, read from their buckets' shards only."""
    wanted = np.unique(hosts[hosts != 0])
    found_host, found_key = [np.empty(0, np.uint64)], [np.empty(0, np.uint64)]
    for b in np.unique(host_buckets(wanted, len(template_shards))).tolist():
        if template_shards[b] is None:
            continue
        shard = Shard(template_shards[b])
        host = np.asarray(shard.array("host"))
        ours = np.isin(host, wanted)
        found_host.append(host[ours])
        found_key.append(np.asarray(shard.array("key"))[ours])
    return np.concatenate(found_host), np.concatenate(found_key)


def template_filter(path: str, template_shards: Sequence[str | None], out: str) -> dict:
    """Task: a shard's features without their hosts' template keys (``template_shards``: per
    host bucket, None where no host has any), as an overlay of the shard when any page lost
    some; returns the shard to read from then on and its included pages' size histogram."""
    shard = Shard(path)
    hosts = np.asarray(shard.array("host_hash"))
    status = np.asarray(shard.array("status"))
    templates = _templates_of(hosts, template_shards)
    changed = 0
    if len(templates[0]):
        features = _take_features(shard, np.arange(len(hosts)))
        features, changed = without_templates(features, hosts, templates)
    if not changed:
        return {"shard": path, "changed": 0,
                **size_histogram(np.asarray(shard.array("sizes")), status)}
    sizes = np.asarray(features.sizes, dtype=np.int64)
    write_overlay(out, path, {"f_offsets": features.offsets, "f_hashes": features.hashes,
                              "f_counts": features.counts, "sizes": sizes})
    return {"shard": out, "changed": changed, **size_histogram(sizes, status)}
