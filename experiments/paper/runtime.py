"""Runtime against threshold: SpotSigs' exact join against LSH-S on the same signatures.

The SpotSigs paper's claim: its partitioned, pruned inverted-index join is faster than LSH at
reasonably high thresholds. Signatures are extracted once (SpotSigs at its defaults, on the
main content of the given corpora; plus ``--families N`` documents in near-duplicate
families of edited replicas of real pages' signatures, ``benchmarks.corpus.families``);
then, at every τ, the CPU seconds of ``spotsigs.join.all_pairs`` against LSH-S (the paper's
l = 32 bands of k = 6 min-wise hashes, ``experiments/paper/lshs.py``), sketching counted
apart, and the share of the exact pairs LSH-S finds. Writes
``experiments/results/paper/runtime.md``, ``runtime.csv`` and ``runtime.png``:

    python experiments/paper/runtime.py out/syndication out/syndication-2 out/syndication-3
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent), str(HERE.parents[1])]

import numpy as np
from corpora import load_corpus
from lshs import K_ROWS, L_BANDS, lsh_s, pairs, recall, sketch
from plots import pyplot, save, write_results
from provenance import defaults_line, header

from spotsigs.features import SignatureBatch
from spotsigs.join import all_pairs
from spotsigs.methods import make_method

RESULTS = HERE.parent / "results" / "paper"
THRESHOLDS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)


def page_signatures(folders: list[Path]) -> SignatureBatch:
    """SpotSigs' default signatures of the pages of the corpora, synthetic pages left out."""
    method = make_method("spotsigs")
    texts = [t for folder in folders for t in load_corpus(folder).texts]
    batch = method.from_texts(texts)
    return batch.take(np.flatnonzero(batch.sizes >= method.min_signatures))


def datasets(corpora: list[Path], families: int) -> list[tuple[str, SignatureBatch]]:
    """(name, signatures) of the corpora's pages together, and of ``families`` documents in
    near-duplicate families of edited replicas of real signatures (0: none)."""
    found = []
    if corpora:
        found.append((" + ".join(f.name for f in corpora), page_signatures(corpora)))
    if families:
        from benchmarks.corpus import families as family_signatures
        found.append((f"families-{families}", family_signatures(families)))
    return found


def best_cpu(work, repeat: int) -> tuple[float, object]:
    """Least CPU seconds of ``repeat`` runs of ``work()``, and its result."""
    best, result = float("inf"), None
    for _ in range(repeat):
        started = time.process_time()
        result = work()
        best = min(best, time.process_time() - started)
    return best, result


def measure(name: str, batch: SignatureBatch, repeat: int) -> list[dict]:
    """One row per threshold: exact join and LSH-S seconds, pairs and LSH-S's recall."""
    method = lsh_s()
    sketch_seconds, sketches = best_cpu(lambda: sketch(batch, method), repeat)
    rows = []
    for threshold in THRESHOLDS:
        exact_seconds, truth = best_cpu(lambda t=threshold: all_pairs(batch, t), repeat)
        lsh_seconds, found = best_cpu(lambda t=threshold: pairs(sketches, t, method), repeat)
        found_share, precision = recall(truth, found, len(batch))
        rows.append({"corpus": name, "documents": len(batch), "threshold": threshold,
                     "exact_seconds": exact_seconds, "lsh_match_seconds": lsh_seconds,
                     "lsh_sketch_seconds": sketch_seconds, "exact_pairs": len(truth[0]),
                     "lsh_pairs": len(found[0]), "lsh_recall": found_share,
                     "lsh_precision": precision})
        print(f"{name} τ {threshold}: exact {exact_seconds:.3f} s, LSH-S {lsh_seconds:.3f} s "
              f"+ {sketch_seconds:.3f} s, recall {found_share:.3f}", file=sys.stderr)
    return rows


def markdown(rows: list[dict], seconds: float, repeat: int) -> str:
    """The result page: one table per corpus."""
    lines = ["# Runtime against threshold: the exact join against LSH-S", "",
             (f"{header(seconds)} CPU seconds, least of {repeat} runs, one thread. Signatures "
             "are extracted once; LSH-S is the paper's MinHash banding over the same spot "
             f"signatures (l = {L_BANDS} bands of k = {K_ROWS} hashes, candidates verified on "
             "the sketches; `experiments/paper/lshs.py`). Recall: share of the exact pairs "
             "LSH-S reports; precision: share of its pairs that are exact pairs. "
             "LSH-S ÷ exact: LSH-S's seconds over the exact join's, matching alone and with "
             "sketching (above 1: the exact join is faster)."), "",
             defaults_line(["spotsigs"]), ""]
    for name in dict.fromkeys(r["corpus"] for r in rows):
        part = [r for r in rows if r["corpus"] == name]
        lines += [f"## {name} ({part[0]['documents']:,} documents with signatures)", "",
                  ("| τ | exact join s | LSH-S match s | LSH-S sketch s | exact pairs "
                   "| LSH-S pairs | LSH-S recall | LSH-S precision | LSH-S ÷ exact, matching "
                   "| with sketching |"), "|---" * 10 + "|"]
        for r in part:
            total = r["lsh_match_seconds"] + r["lsh_sketch_seconds"]
            lines.append(
                f"| {r['threshold']:.1f} | {r['exact_seconds']:.3f} "
                f"| {r['lsh_match_seconds']:.3f} | {r['lsh_sketch_seconds']:.3f} "
                f"| {r['exact_pairs']:,} | {r['lsh_pairs']:,} | {r['lsh_recall']:.1%} "
                f"| {r['lsh_precision']:.1%} "
                f"| {r['lsh_match_seconds'] / max(r['exact_seconds'], 1e-9):.2f}x "
                f"| {total / max(r['exact_seconds'], 1e-9):.2f}x |")
        lines.append("")
    return "\n".join(lines)


def plot(rows: list[dict], path: Path) -> bool:
    """Seconds against threshold per corpus: exact join, LSH-S matching, and with sketching."""
    plt = pyplot()
    if plt is None:
        return False
    names = list(dict.fromkeys(r["corpus"] for r in rows))
    figure, axes = plt.subplots(1, len(names), figsize=(5 * len(names), 4), squeeze=False)
    for axis, name in zip(axes[0], names):
        part = [r for r in rows if r["corpus"] == name]
        x = [r["threshold"] for r in part]
        axis.plot(x, [r["exact_seconds"] for r in part], marker="o", label="exact join")
        axis.plot(x, [r["lsh_match_seconds"] for r in part], marker="s", label="LSH-S matching")
        axis.plot(x, [r["lsh_match_seconds"] + r["lsh_sketch_seconds"] for r in part],
                  marker="^", linestyle="--", label="LSH-S with sketching")
        twin = axis.twinx()
        twin.plot(x, [r["lsh_recall"] for r in part], color="grey", linestyle=":",
                  label="LSH-S recall")
        twin.set_ylim(0, 1.05)
        twin.set_ylabel("LSH-S recall of the exact pairs")
        axis.set_yscale("log")
        axis.set_xlabel("threshold τ")
        axis.set_ylabel("CPU seconds")
        axis.set_title(f"{name} ({part[0]['documents']:,} docs)")
        axis.grid(alpha=0.3)
        axis.legend(loc="upper right", fontsize=8)
    return save(plt, figure, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="*", type=Path, help="corpus folders (pages/, gold)")
    parser.add_argument("--families", type=int, default=20000,
                        help="documents of edited replicas of real signatures (0 skips)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per measure (least counts)")
    parser.add_argument("--results", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    rows = [row for name, batch in datasets(args.corpora, args.families)
            for row in measure(name, batch, args.repeat)]
    text = markdown(rows, time.perf_counter() - started, args.repeat)
    write_results(args.results, "runtime", rows, text, lambda path: plot(rows, path))
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
