"""``spotsigs eval CLUSTERS --gold GOLD``: a clusters file scored against gold clusters."""

from __future__ import annotations

import argparse
import json

from spotsigs.cli.common import warn
from spotsigs.evaluate import evaluate, read_clusters

NAME = "eval"
HELP = "score a clusters file against gold clusters"
DESCRIPTION = ("Pairwise (micro) and per-cluster (macro) precision, recall and F1, and "
               "the adjusted Rand index, of CLUSTERS against GOLD. Both are JSON lines "
               "with 'id' and 'cluster'; a predicted record whose status is not 'ok' "
               "counts as a singleton. Ids missing on either side are reported.")
EXAMPLES = """\
examples:
  # a clustering scored against hand-made gold clusters
  spotsigs cluster pages/ -o clusters.jsonl
  spotsigs eval clusters.jsonl --gold gold.jsonl
  # the same figures as one JSON object, for scripts
  spotsigs eval clusters.jsonl --gold gold.jsonl --json
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``eval``."""
    parser.add_argument("clusters", metavar="CLUSTERS", help="clusters.jsonl from 'cluster'")
    parser.add_argument("--gold", required=True, metavar="GOLD", help="gold clusters (.jsonl)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")


def run(args: argparse.Namespace) -> int:
    try:
        gold = read_clusters(args.gold)
        predicted = read_clusters(args.clusters)
    except (OSError, ValueError) as exc:
        warn(f"error: {exc}")
        return 1
    result = evaluate(gold, predicted)
    if gold and predicted and not result.documents:
        warn(f"error: {args.clusters} and {args.gold} share no id (gold ids look like "
             f"{next(iter(gold))!r}, clustered ones like {next(iter(predicted))!r})")
        return 1
    if args.json:
        print(json.dumps(result.as_dict()))
        return 0
    print(f"documents {result.documents}: gold clusters {result.gold_clusters}, predicted "
          f"clusters {result.predicted_clusters}, left out {result.left_out}")
    print(f"pairs: gold {result.true_pairs}, predicted {result.predicted_pairs}, "
          f"correct {result.correct_pairs}")
    print("             precision  recall  F1")
    print(f"pairwise     {result.pair_precision:9.3f}  {result.pair_recall:6.3f}  "
          f"{result.pair_f1:.3f}")
    print(f"per cluster  {result.macro_precision:9.3f}  {result.macro_recall:6.3f}  "
          f"{result.macro_f1:.3f}")
    print(f"adjusted Rand index {result.ari:.3f}")
    for side, missing in (("clusters", result.missing_in_predicted),
                          ("gold", result.missing_in_gold)):
        if missing:
            shown = ", ".join(missing[:5]) + (" ..." if len(missing) > 5 else "")
            print(f"missing in {side}: {len(missing)} ({shown})")
    return 0
