"""Realistic benchmark corpora: real pages, their signatures, and edited replicas of them.

Pages come from ``../shared/data/pages`` (about 1,200 real news, blog and shop pages); their
spot signatures are cached once (``SignatureBatch.save``) and replicated with random edits
(dropped and added signatures) to reach large corpus sizes with the real size distribution.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import os
import time
from pathlib import Path

import numpy as np

from spotsigs.features import SignatureBatch, expand_ranges, multisets
from spotsigs.methods.spotsigs import SpotSigs
from spotsigs.tokenize import mix64

ROOT = Path(__file__).resolve().parent.parent
PAGES = Path(os.environ.get("SPOTSIGS_PAGES", ROOT.parent / "shared" / "data" / "pages"))
CACHE = Path(os.environ.get("SPOTSIGS_BENCH_CACHE", ROOT / "benchmarks" / ".cache"))


def page_paths() -> list[Path]:
    """The real HTML pages (``*.html`` and ``*.html.gz``), without the readability answers."""
    paths = [p for p in PAGES.rglob("*") if p.name.endswith((".html", ".html.gz"))
             and not p.name.startswith("expected")]
    return sorted(paths)


def read_pages(limit: int | None = None) -> list[bytes]:
    """Raw bytes of the real pages (gunzipped)."""
    pages = []
    for path in page_paths()[:limit]:
        data = path.read_bytes()
        pages.append(gzip.decompress(data) if path.name.endswith(".gz") else data)
    return pages


def signatures_key(params: dict | None = None) -> str:
    """What the cached signatures depend on: the SpotSigs parameters (``params`` over the
    defaults) and the source of the modules that make them (a cache keyed on less outlived a
    change of defaults)."""
    import spotsigs

    digest = hashlib.sha256(json.dumps(SpotSigs(**(params or {})).params(),
                                       sort_keys=True).encode())
    package = Path(spotsigs.__file__).parent
    for name in ("methods/spotsigs.py", "tokenize.py", "content.py", "html.py"):
        digest.update((package / name).read_bytes())
    return digest.hexdigest()[:12]


def page_signatures(params: dict | None = None) -> SignatureBatch:
    """Spot signatures of every real page (SpotSigs at its defaults, or with ``params``),
    cached on disk."""
    target = CACHE / f"page_signatures-{signatures_key(params)}"
    if (target / "offsets.npy").exists():
        return SignatureBatch.load(target)
    started = time.perf_counter()
    batch = SpotSigs(**(params or {})).signatures(read_pages())
    batch.save(target)
    print(f"[corpus] signatures of {len(batch)} pages in {time.perf_counter() - started:.1f} s")
    return batch


def replicate(base: SignatureBatch, n_docs: int, seed: int = 0, min_size: int = 4,
              max_edit: float = 0.3, max_added: int = 5, shuffle: bool = True) -> SignatureBatch:
    """``n_docs`` edited copies of the documents of ``base`` with at least ``min_size`` elements.

    Each copy picks a base document at random, drops each of its elements with a per-copy
    probability up to ``max_edit`` and adds up to ``max_added`` fresh random elements: the
    near-duplicate structure of a crawl (one story, many lightly edited copies). Without
    ``shuffle``, copy ``k`` is an edit of base document ``k`` (``n_docs == len(base)``).
    """
    rng = np.random.default_rng(seed)
    base = base.take(np.flatnonzero(base.sizes >= min_size))
    source = rng.integers(0, len(base), n_docs) if shuffle else np.arange(n_docs)
    drop = rng.random(n_docs) * max_edit
    chosen = base.take(source)
    entry_doc = np.repeat(np.arange(n_docs), np.diff(chosen.offsets))
    # Edits on the multiset: each occurrence of a key is dropped independently.
    kept_counts = rng.binomial(chosen.counts.astype(np.int64), 1.0 - drop[entry_doc])
    added = rng.integers(0, max_added + 1, n_docs)
    new_doc = np.repeat(np.arange(n_docs), added)
    new_keys = rng.integers(0, 2**63, len(new_doc), dtype=np.int64).astype(np.uint64)
    doc = np.concatenate([np.repeat(entry_doc, kept_counts), new_doc])
    keys = np.concatenate([np.repeat(chosen.hashes, kept_counts), new_keys])
    return multisets(doc, keys, n_docs)


def as_sets(batch: SignatureBatch) -> SignatureBatch:
    """The same documents with every count set to 1 (set semantics)."""
    return SignatureBatch(batch.offsets, batch.hashes, np.ones(len(batch.hashes), np.uint32))


def corpus(n_docs: int, seed: int = 0, sets: bool = False) -> SignatureBatch:
    """A corpus of ``n_docs`` edited replicas of the real pages' signatures."""
    batch = replicate(page_signatures(), n_docs, seed)
    return as_sets(batch) if sets else batch


def families(n_docs: int, seed: int = 0, copies: tuple[int, int] = (1, 9),
             min_size: int = 4, common_df: int = 10,
             params: dict | None = None) -> SignatureBatch:
    """``n_docs`` documents in near-duplicate families of ``copies`` (a range) edited replicas
    of real pages' signatures (SpotSigs at its defaults, or with ``params``).

    Each family takes a real page's signatures and gives its keys a family-own value (so
    families of one page are different stories), except the keys found on ``common_df`` or
    more of the real pages, which stay as they are (the common phrases that make posting
    lists long: a key on 10 of the ~770 pages is on ~13,000 of 1 M documents).
    Cluster sizes stay bounded at any corpus size, as in a crawl, unlike ``replicate``,
    whose copies per page grow with the corpus (and its pairs quadratically).

    Keeping every key seen on two pages (``common_df=2``, the first version) kept the
    stories too: 44 pages share half their keys with another page, so the families of
    each of them all matched one another, and pairs grew quadratically (14.3 M at 1 M
    documents against 2.0 M with ``common_df=10``, which no page reaches for half its keys).
    """
    target = CACHE / (f"families-{n_docs}-{seed}-{copies[0]}-{copies[1]}-{min_size}-"
                      f"{common_df}-{signatures_key(params)}")
    if (target / "offsets.npy").exists():
        return SignatureBatch.load(target)
    rng = np.random.default_rng(seed)
    base = page_signatures(params)
    base = base.take(np.flatnonzero(base.sizes >= min_size))
    keys, df = np.unique(base.hashes, return_counts=True)
    shared = np.isin(base.hashes, keys[df >= common_df])
    sizes = rng.integers(copies[0], copies[1] + 1, n_docs)
    sizes = sizes[: int(np.searchsorted(np.cumsum(sizes), n_docs)) + 1]
    family = np.repeat(np.arange(len(sizes)), sizes)[:n_docs]
    source = rng.integers(0, len(base), len(sizes))
    salt = rng.integers(1, 2**63, len(sizes), dtype=np.int64).astype(np.uint64)
    chosen = base.take(source[family])
    entry_family = family[np.repeat(np.arange(n_docs), np.diff(chosen.offsets))]
    entry_shared = shared[expand_ranges(base.offsets[source[family]],
                                        base.offsets[source[family] + 1])[1]]
    own = np.where(entry_shared, chosen.hashes, mix64(chosen.hashes ^ salt[entry_family]))
    copies_batch = SignatureBatch(chosen.offsets, own, chosen.counts)
    batch = replicate(copies_batch, n_docs, seed + 1, min_size=0, shuffle=False)
    batch.save(target)
    return batch
