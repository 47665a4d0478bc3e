"""Persistent index at scale: build, open, query and add on up to 1 M documents.

The documents are edited replicas of real pages' spot signatures (``benchmarks/corpus.py``),
so signature sizes and the near-duplicate structure are those of a crawl. One tenth of the
real pages is held out of the index: queries made from them are pages never seen before
(the common crawler case), queries made from indexed pages have many near-duplicates.
The first query through an opened index reads its files through to compare checksums: it
is timed on its own (open + first query; also in a fresh process, as a command line run
meets it: ``--first-query INDEX_DIR`` prints that alone), as are ``verify`` and, over the
same files, the sha256 that indexes of format version 1 record.

    python -m benchmarks.store_bench [--docs 1000000] [--queries 300] [--folder DIR]
    python -m benchmarks.store_bench --first-query INDEX_DIR [--runs 5]
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np

from benchmarks.corpus import page_signatures, replicate
from spotsigs.checks import DEFAULT_THRESHOLD
from spotsigs.features import SignatureBatch
from spotsigs.pagemodel import DEFAULT_MIN_SIGNATURES
from spotsigs.store import Index, files

ADD_ROUNDS = 5


def documents(base: SignatureBatch, n_docs: int, seed: int) -> SignatureBatch:
    """``n_docs`` edited replicas of ``base`` that are not synthetic (the index refuses those)."""
    batch = replicate(base, int(n_docs * 1.3) + 100, seed)
    return batch.take(np.flatnonzero(batch.sizes >= DEFAULT_MIN_SIGNATURES)[:n_docs])


def ids(start: int, count: int) -> list[str]:
    return [f"https://example.org/page/{k:08d}.html" for k in range(start, start + count)]


def timed(action) -> tuple[float, object]:
    started = time.perf_counter()
    result = action()
    return time.perf_counter() - started, result


def build(folder: Path, batch: SignatureBatch) -> float:
    """Create an index holding ``batch``; returns the seconds taken."""
    shutil.rmtree(folder, ignore_errors=True)
    seconds, _ = timed(lambda: _build(folder, batch))
    return seconds


def _build(folder: Path, batch: SignatureBatch) -> None:
    index = Index.create(folder)
    index.add_many(ids(0, len(batch)), batch)
    index.save()


def query_times(index: Index, queries: SignatureBatch, threshold: float
                ) -> tuple[np.ndarray, np.ndarray]:
    """Seconds and number of matches of each query."""
    seconds, matches = [], []
    for query in queries:
        started = time.perf_counter()
        found = index.query(query, threshold)
        seconds.append(time.perf_counter() - started)
        matches.append(len(found))
    return np.array(seconds), np.array(matches)


def sha256_seconds(index: Index) -> float:
    """Seconds to checksum the index's files with sha256 as ``verify`` reads them (2 threads,
    largest first): what the first query costs on an index of format version 1."""
    todo = sorted((dataclasses.replace(f, kind="sha256") for s in index._stored for f in s.files),
                  key=lambda f: -len(f.mapping))
    with ThreadPoolExecutor(files._THREADS) as pool:
        seconds, _ = timed(lambda: list(pool.map(files._file_checksum, todo)))
    return seconds


def first_query(folder: Path, threshold: float) -> None:
    """Print the milliseconds of open + first query (a copy of an indexed page) in this fresh
    process, the first query checking the checksums of every segment."""
    query = page_signatures()[0]
    started = time.perf_counter()
    Index.open(folder).query(query, threshold)
    print(f"{(time.perf_counter() - started) * 1e3:.0f}")


def fresh_first_queries(folder: Path, threshold: float, runs: int) -> list[int]:
    """Milliseconds of open + first query, each in a new process."""
    command = [sys.executable, "-m", "benchmarks.store_bench", "--first-query", str(folder),
               "--threshold", str(threshold), "--runs", "0"]
    return [int(subprocess.run(command, check=True, capture_output=True, text=True,
                               cwd=Path(__file__).resolve().parent.parent).stdout)
            for _ in range(runs)]


def add_time(folder: Path, batch: SignatureBatch, start: int, per_save: int) -> float:
    """Seconds per document to add ``batch`` to the index at ``folder``, saving every
    ``per_save`` documents (the save, its merges and fsyncs included; the checksum check of
    the index's first use is not: see open + first query)."""
    index = Index.open(folder)
    assert "warm-up" not in index  # the first use checks the checksums: timed on its own
    started = time.perf_counter()
    for first in range(0, len(batch), per_save):
        part = np.arange(first, min(first + per_save, len(batch)))
        index.add_many(ids(start + first, len(part)), batch.take(part))
        index.save()
    return (time.perf_counter() - started) / len(batch)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--docs", type=int, default=1_000_000)
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--threshold", type=float, default=DEFAULT_THRESHOLD)
    parser.add_argument("--folder", type=Path, help="where the indexes go (default: a temp dir)")
    parser.add_argument("--first-query", type=Path, metavar="INDEX_DIR",
                        help="only time open + first query of INDEX_DIR in fresh processes")
    parser.add_argument("--runs", type=int, default=5, help="fresh processes (default 5)")
    args = parser.parse_args()
    if args.first_query and args.runs == 0:  # the child process of fresh_first_queries
        first_query(args.first_query, args.threshold)
        return
    if args.first_query:
        times = fresh_first_queries(args.first_query, args.threshold, args.runs)
        print(f"open + first query, fresh processes: {times} ms (median {np.median(times):.0f})")
        return
    root = args.folder or Path(tempfile.mkdtemp(prefix="store-bench-"))
    base = page_signatures()
    base = base.take(np.flatnonzero(base.sizes >= DEFAULT_MIN_SIGNATURES))
    held_out = np.arange(len(base)) % 10 == 0
    indexed, unseen = base.take(np.flatnonzero(~held_out)), base.take(np.flatnonzero(held_out))
    seconds, corpus = timed(lambda: documents(indexed, args.docs, seed=0))
    print(f"corpus: {len(corpus)} documents from {len(indexed)} real pages, "
          f"{len(corpus.hashes)} signature entries, median size {np.median(corpus.sizes):.0f}; "
          f"{seconds:.1f} s")
    extra = documents(indexed, 10_000, seed=1)
    rng = np.random.default_rng(2)
    seen_queries = documents(indexed, args.queries, seed=3)
    unseen_queries = documents(unseen, args.queries, seed=4)

    sizes = sorted({10_000, args.docs})
    folders = {n: root / f"index-{n}" for n in sizes}
    for n_docs, folder in folders.items():
        seconds = build(folder, corpus.take(np.arange(min(n_docs, len(corpus)))))
        size = sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
        os.sync()  # the build's write-back would otherwise slow what is measured next
        opened, index = timed(lambda folder=folder: Index.open(folder))
        first, _ = timed(lambda index=index: index.query(unseen_queries[0], args.threshold))
        opened_again, index = timed(lambda folder=folder: Index.open(folder))
        print(f"\n{n_docs} documents: built in {seconds:.1f} s "
              f"({seconds / n_docs * 1e6:.0f} us/doc), {size / 1e6:.0f} MB on disk; "
              f"open {opened * 1e3:.1f} ms (again: {opened_again * 1e3:.1f} ms)")
        fresh = fresh_first_queries(folder, args.threshold, 5)
        print(f"  open + first query (checks the crc32 of {size / 1e6:.0f} MB): "
              f"{(opened + first) * 1e3:.0f} ms; in fresh processes {fresh} ms "
              f"(median {np.median(fresh):.0f})")
        index.query(unseen_queries[0], args.threshold)  # checked: the rest is queries alone
        verified, checked = timed(index.verify)
        print(f"  verify ({checked} files, crc32): {verified * 1e3:.0f} ms; sha256 of the same "
              f"files (format version 1): {sha256_seconds(index) * 1e3:.0f} ms")
        for name, queries in (("unseen pages", unseen_queries),
                              ("copies of indexed pages", seen_queries)):
            times, matches = query_times(index, queries, args.threshold)
            print(f"  query, {name}: median {np.median(times) * 1e3:.2f} ms, "
                  f"p90 {np.percentile(times, 90) * 1e3:.2f} ms, "
                  f"median matches {np.median(matches):.0f} (threshold {args.threshold})")
        del index
    # Adding: the index sizes take turns, round after round, so that the load of a shared
    # machine falls on both alike; the medians over rounds are reported.
    per_doc: dict[tuple[int, int], list[float]] = {}
    next_id = 10 * args.docs  # fresh ids
    for _ in range(ADD_ROUNDS):
        for per_save, count in ((1000, 3000), (1, 30)):
            part = extra.take(rng.permutation(len(extra))[:count])
            for n_docs, folder in folders.items():
                per_doc.setdefault((n_docs, per_save), []).append(
                    add_time(folder, part, next_id, per_save))
                next_id += count
    print()
    for per_save, unit, scale in ((1000, "us", 1e6), (1, "ms", 1e3)):
        figures = ", ".join(f"{n_docs} documents {np.median(per_doc[n_docs, per_save]) * scale:.0f}"
                            f" {unit}/doc" for n_docs in sizes)
        print(f"add, saving every {per_save} (median of {ADD_ROUNDS} rounds): {figures}")
    for folder in folders.values():
        shutil.rmtree(folder, ignore_errors=True)
    if not args.folder:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
