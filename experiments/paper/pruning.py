"""What partitioning and each pruning rule save: the exact join with each rule switched off.

The SpotSigs paper prunes its inverted-index join twice: by length (only documents whose
lengths allow tau are compared: the partitions) and by stopping a posting scan once the mass
seen rules tau out (here: prefix filtering and positional bounds). Each rule of
``spotsigs.join.PRUNING_RULES`` only drops candidates that cannot reach tau, so every
setting finds the same pairs (checked here); what changes is the work. Per corpus and tau:
index entries met, candidates verified, CPU seconds (least of ``--repeat`` runs, one
thread), with every rule on, each one off, and all off. Writes
``experiments/results/paper/pruning.md``, ``pruning.csv`` and ``pruning.png``:

    python experiments/paper/pruning.py out/syndication out/syndication-2 out/syndication-3
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent), str(HERE.parents[1])]

import numpy as np
from plots import pyplot, save, write_results
from provenance import defaults_line, header
from runtime import best_cpu, datasets

from spotsigs.features import SignatureBatch
from spotsigs.join import PRUNING_RULES, all_pairs

RESULTS = HERE.parent / "results" / "paper"
THRESHOLDS = (0.4, 0.6, 0.8)
SETTINGS = (("all rules", PRUNING_RULES),
            *((f"no {rule}", tuple(r for r in PRUNING_RULES if r != rule))
              for rule in PRUNING_RULES),
            ("no rule", ()))


def measure(name: str, batch: SignatureBatch, repeat: int, no_rule_max: int) -> list[dict]:
    """One row per (threshold, setting); the pairs of every setting checked equal."""
    rows = []
    for threshold in THRESHOLDS:
        reference = None
        for label, rules in SETTINGS:
            if not rules and len(batch) > no_rule_max:
                continue
            counts: dict = {}
            seconds, found = best_cpu(
                lambda r=rules, t=threshold: all_pairs(batch, t, 1, r, counts), repeat)
            if reference is None:
                reference = found
            same = all(np.array_equal(a, b) for a, b in zip(found, reference))
            if not same:
                raise AssertionError(f"{label} at τ {threshold} changed the pairs")
            rows.append({"corpus": name, "documents": len(batch), "threshold": threshold,
                         "setting": label, "meetings": counts["meetings"],
                         "candidates": counts["candidates"], "pairs": counts["pairs"],
                         "seconds": seconds})
            print(f"{name} τ {threshold} {label}: {counts} {seconds:.3f} s", file=sys.stderr)
    return rows


def markdown(rows: list[dict], seconds: float, repeat: int) -> str:
    """The result page: one table per corpus, ratios against every rule on."""
    lines = ["# What partitioning and each pruning rule save", "",
             (f"{header(seconds)} The exact join (`spotsigs.join.all_pairs`) on SpotSigs' "
              "default signatures with each pruning rule switched off: **prefix** (each "
              "document probes and is indexed by a prefix of its rarest elements, the "
              "paper's early stop of a posting scan), **length** (partners no shorter than "
              "τ times a document's length, the paper's partitions) and **positional** (a "
              "meeting or candidate whose known overlap can no longer reach τ is dropped). "
              "Meetings: index entries met; candidates: pairs verified by exact overlap; "
              f"CPU seconds, least of {repeat} runs, one thread. Every setting found the "
              "same pairs (checked). Ratios against every rule on."), "",
             defaults_line(["spotsigs"]), ""]
    for name in dict.fromkeys(r["corpus"] for r in rows):
        part = [r for r in rows if r["corpus"] == name]
        lines += [f"## {name} ({part[0]['documents']:,} documents)", "",
                  "| τ | setting | meetings | candidates | pairs | CPU s | meetings ratio "
                  "| candidates ratio | time ratio |", "|---" * 9 + "|"]
        for r in part:
            base = next(b for b in part if b["threshold"] == r["threshold"]
                        and b["setting"] == "all rules")
            lines.append(
                f"| {r['threshold']:.1f} | {r['setting']} | {r['meetings']:,} "
                f"| {r['candidates']:,} | {r['pairs']:,} | {r['seconds']:.3f} "
                f"| {r['meetings'] / max(base['meetings'], 1):.1f}x "
                f"| {r['candidates'] / max(base['candidates'], 1):.1f}x "
                f"| {r['seconds'] / max(base['seconds'], 1e-9):.1f}x |")
        lines.append("")
    return "\n".join(lines)


def plot(rows: list[dict], path: Path) -> bool:
    """Candidates verified per setting and threshold, one panel per corpus (log scale)."""
    plt = pyplot()
    if plt is None:
        return False
    names = list(dict.fromkeys(r["corpus"] for r in rows))
    figure, axes = plt.subplots(1, len(names), figsize=(5.5 * len(names), 4), squeeze=False)
    for axis, name in zip(axes[0], names):
        part = [r for r in rows if r["corpus"] == name]
        labels = list(dict.fromkeys(r["setting"] for r in part))
        width = 0.8 / len(THRESHOLDS)
        for k, threshold in enumerate(THRESHOLDS):
            values = [next((r["candidates"] for r in part if r["setting"] == label
                            and r["threshold"] == threshold), 0) for label in labels]
            axis.bar(np.arange(len(labels)) + k * width, np.maximum(values, 1), width,
                     label=f"τ {threshold}")
        axis.set_xticks(np.arange(len(labels)) + width * (len(THRESHOLDS) - 1) / 2)
        axis.set_xticklabels(labels, rotation=20, fontsize=8)
        axis.set_yscale("log")
        axis.set_ylabel("candidates verified")
        axis.set_title(f"{name} ({part[0]['documents']:,} docs)")
        axis.legend(fontsize=8)
    return save(plt, figure, path)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("corpora", nargs="*", type=Path, help="corpus folders (pages/, gold)")
    parser.add_argument("--families", type=int, default=20000,
                        help="documents of edited replicas of real signatures (0 skips)")
    parser.add_argument("--repeat", type=int, default=2, help="runs per measure (least counts)")
    parser.add_argument("--no-rule-max", type=int, default=5000,
                        help="largest corpus also joined with no rule at all (default 5000)")
    parser.add_argument("--results", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    rows = [row for name, batch in datasets(args.corpora, args.families)
            for row in measure(name, batch, args.repeat, args.no_rule_max)]
    text = markdown(rows, time.perf_counter() - started, args.repeat)
    write_results(args.results, "pruning", rows, text, lambda path: plot(rows, path))
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
