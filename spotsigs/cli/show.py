"""``spotsigs show CLUSTERS``: a clusters file printed for people."""

from __future__ import annotations

import argparse
import sys

from spotsigs.cli.common import positive_int, warn
from spotsigs.results.show import read_jsonl, render_clusters

NAME = "show"
HELP = "print a clusters file for people"
DESCRIPTION = ("Print the multi-page clusters of a clusters.jsonl file, largest first, "
               "then the synthetic and unreadable pages with their reasons.")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``show``."""
    parser.add_argument("clusters", metavar="CLUSTERS", help="clusters.jsonl from 'cluster'")
    parser.add_argument("--pairs", metavar="FILE", help="pairs.jsonl, to show similarities")
    parser.add_argument("-n", "--max-clusters", type=positive_int, metavar="N",
                      help="show at most N clusters (default all)")


def run(args: argparse.Namespace) -> int:
    try:
        records = list(read_jsonl(args.clusters))
        pairs = list(read_jsonl(args.pairs)) if args.pairs else []
        sys.stdout.write(render_clusters(records, pairs, args.max_clusters))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        warn(f"error: cannot show {args.clusters}: {exc}")
        return 1
    return 0
