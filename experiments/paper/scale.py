"""Runtime and memory against collection size: the exact join and clustering up to 1 M documents.

The SpotSigs paper clusters 1.6 M documents of TREC WT10g in under 15 s. WT10g is not here;
the collections are ``benchmarks.corpus.families``: near-duplicate families of 1-9 edited
replicas of real pages' spot signatures, cluster sizes bounded as in a crawl, with the paper's
signatures (whole pages, its antecedent set a(1,2), numbers as chain words: 71 a page on the
real pages) and with today's defaults (main content, each language's stopwords, numbers as
antecedents: 408 a page), each up to its own largest size. At each size, ``spotsigs.join.all_pairs`` at τ 0.5 and the connected components: CPU seconds on one
thread, wall seconds on two (``workers=2``, the same pairs), and the peak memory the join
allocates above its input (tracemalloc, one thread). Writes
``experiments/results/paper/scale.md``, ``scale.csv`` and ``scale.png``:

    python experiments/paper/scale.py --paper 10000 100000 1000000 --defaults 10000 100000 300000
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
import tracemalloc
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent), str(HERE.parents[1])]

from plots import pyplot, save, write_results
from provenance import defaults_line, header

from spotsigs.cluster import connected_clusters
from spotsigs.features import SignatureBatch
from spotsigs.join import all_pairs

RESULTS = HERE.parent / "results" / "paper"
SETTINGS = {
    "paper": {"whole_page": True, "antecedents": "paper", "spot_distance": 1, "chain_length": 2,
              "numbers": "words"},
    "defaults": {},
}
SIZES = {"paper": [10_000, 100_000, 1_000_000], "defaults": [10_000, 100_000, 300_000]}
LABELS = {"paper": "the paper's signatures", "defaults": "today's defaults"}
THRESHOLD = 0.5
# The paper's figure: 1.6 M documents of TREC WT10g clustered in under 15 s.
PAPER_DOCS, PAPER_SECONDS = 1_600_000, 15.0


def cluster(batch: SignatureBatch, workers: int) -> tuple[int, int]:
    """All pairs at ``THRESHOLD`` and their connected components: (pairs, clusters)."""
    i, j, _ = all_pairs(batch, THRESHOLD, workers)
    return len(i), connected_clusters(len(batch), i, j, batch.sizes).n_clusters


def timed(work, clock) -> tuple[float, object]:
    """Seconds of one call of ``work()`` by ``clock``, and its result."""
    started = clock()
    result = work()
    return clock() - started, result


def peak_bytes(work) -> int:
    """Peak bytes allocated (numpy included) during one call of ``work()``, above the start."""
    tracemalloc.start()
    tracemalloc.reset_peak()
    base = tracemalloc.get_traced_memory()[0]
    work()
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak - base


def measure(setting: str, n: int, batch: SignatureBatch) -> dict:
    """One size: CPU seconds on one thread, wall seconds on two, peak memory, pairs, clusters."""
    cpu, found = timed(lambda: cluster(batch, 1), time.process_time)
    wall, found_two = timed(lambda: cluster(batch, 2), time.perf_counter)
    if found_two != found:
        raise RuntimeError(f"{n:,} documents: two workers found {found_two}, one {found}")
    input_bytes = batch.offsets.nbytes + batch.hashes.nbytes + batch.counts.nbytes
    row = {"setting": setting, "documents": n, "signatures": int(batch.sizes.sum()), "cpu_seconds_1": cpu,
           "wall_seconds_2": wall, "peak_bytes": peak_bytes(lambda: cluster(batch, 1)),
           "input_bytes": input_bytes, "pairs": found[0], "clusters": found[1]}
    print(f"{setting}, {n:,} documents: {cpu:.2f} CPU s, {wall:.2f} s on 2 workers, "
          f"{row['peak_bytes'] / 2**20:,.0f} MiB", file=sys.stderr)
    return row


def setting_table(setting: str, rows: list[dict]) -> list[str]:
    """One setting's section: a row per size, then the spread of the time per document."""
    per_doc = [r["cpu_seconds_1"] / r["documents"] for r in rows]
    last = rows[-1]
    at_paper = last["wall_seconds_2"] / last["documents"] * PAPER_DOCS
    mean = last["signatures"] / last["documents"]
    lines = [f"## {LABELS[setting]} ({mean:.0f} signatures a document)", "",
             (f"Signature parameters: `{json.dumps(SETTINGS[setting], sort_keys=True)}`."
              if SETTINGS[setting] else "Signature parameters: the defaults above."), "",
             ("| documents | signatures | CPU s, 1 thread | wall s, 2 workers | documents/s, "
              "2 workers | input MiB | peak memory MiB | bytes/document | pairs | clusters |"),
             "|---" * 10 + "|"]
    for r in rows:
        lines.append(
            f"| {r['documents']:,} | {r['signatures']:,} | {r['cpu_seconds_1']:.2f} "
            f"| {r['wall_seconds_2']:.2f} | {r['documents'] / r['wall_seconds_2']:,.0f} "
            f"| {r['input_bytes'] / 2**20:,.1f} | {r['peak_bytes'] / 2**20:,.1f} "
            f"| {r['peak_bytes'] / r['documents']:,.0f} | {r['pairs']:,} | {r['clusters']:,} |")
    lines += ["", (f"CPU time per document, largest over smallest across the sizes: "
                   f"{max(per_doc) / min(per_doc):.2f}x (1.00x is linear). At the rate of "
                   f"{last['documents']:,} documents on two workers, the paper's "
                   f"{PAPER_DOCS / 1e6:.1f} M documents would take {at_paper:.1f} s (the "
                   f"paper: under {PAPER_SECONDS:.0f} s on one mid-range server)."), ""]
    return lines


def markdown(rows: list[dict], seconds: float, loads: tuple[float, float]) -> str:
    """The result page: a section per signature setting."""
    lines = ["# Runtime and memory against collection size", "",
             (f"{header(seconds)} Machine: {os.cpu_count()} cores, shared; load average "
              f"{loads[0]:.1f} at the start, {loads[1]:.1f} at the end. Collections: "
              "near-duplicate families of 1-9 edited replicas of real pages' spot signatures "
              "(`benchmarks.corpus.families`). Work: `spotsigs.join.all_pairs` at "
              f"τ {THRESHOLD} and connected components; one run per figure. CPU s: one "
              "thread; wall s: two workers on the machine's two cores (same pairs). Peak "
              "memory: bytes the join and clustering allocate above their input (tracemalloc, "
              "one thread)."), "",
             defaults_line(["spotsigs"]), ""]
    for setting in dict.fromkeys(r["setting"] for r in rows):
        lines += setting_table(setting, [r for r in rows if r["setting"] == setting])
    return "\n".join(lines)


def plot(rows: list[dict], path: Path) -> bool:
    """Seconds (left) and peak memory (right) against documents, log-log, per setting."""
    plt = pyplot()
    if plt is None:
        return False
    figure, (time_axis, memory_axis) = plt.subplots(1, 2, figsize=(11, 4.5))
    for k, setting in enumerate(dict.fromkeys(r["setting"] for r in rows)):
        part = [r for r in rows if r["setting"] == setting]
        docs = [r["documents"] for r in part]
        label = LABELS[setting]
        time_axis.plot(docs, [r["cpu_seconds_1"] for r in part], color=f"C{k}", marker="o",
                       label=f"{label}: CPU s, 1 thread")
        time_axis.plot(docs, [r["wall_seconds_2"] for r in part], color=f"C{k}", marker="s",
                       linestyle="--", label=f"{label}: wall s, 2 workers")
        memory_axis.plot(docs, [r["peak_bytes"] / 2**20 for r in part], color=f"C{k}",
                         marker="o", label=f"{label}: peak of the join")
        memory_axis.plot(docs, [r["input_bytes"] / 2**20 for r in part], color=f"C{k}",
                         marker="s", linestyle="--", label=f"{label}: signatures (input)")
    time_axis.plot([PAPER_DOCS], [PAPER_SECONDS], marker="*", markersize=12, linestyle="",
                   color="black", label="the paper: 1.6 M in < 15 s")
    time_axis.set_ylabel("seconds (all pairs + clusters)")
    memory_axis.set_ylabel("MiB")
    for axis in (time_axis, memory_axis):
        axis.set_xscale("log")
        axis.set_yscale("log")
        axis.set_xlabel("documents")
        axis.grid(alpha=0.3, which="both")
        axis.legend(fontsize=7)
    figure.suptitle(f"Exact join and clustering at τ {THRESHOLD}, by collection size")
    return save(plt, figure, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for setting in SETTINGS:
        parser.add_argument(f"--{setting}", type=int, nargs="*", default=SIZES[setting],
                            metavar="N", help=f"sizes with {LABELS[setting]} (none skips)")
    parser.add_argument("--results", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    from benchmarks.corpus import families

    started, load = time.perf_counter(), os.getloadavg()[0]
    rows = [measure(setting, n, families(n, params=SETTINGS[setting] or None))
            for setting in SETTINGS for n in sorted(getattr(args, setting))]
    text = markdown(rows, time.perf_counter() - started, (load, os.getloadavg()[0]))
    write_results(args.results, "scale", rows, text, lambda path: plot(rows, path))
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
