"""``spotsigs show CLUSTERS``: a clusters file printed for people."""

from __future__ import annotations

import argparse
import sys

from spotsigs.cli.common import positive_int, printable, warn
from spotsigs.results.show import read_jsonl, render_clusters

NAME = "show"
HELP = "print a clusters file for people"
DESCRIPTION = ("Print the documents by status, the multi-page clusters of a clusters.jsonl "
               "file, largest first, then the synthetic pages, skipped records and "
               "unreadable documents with their reasons.")
EXAMPLES = """\
examples:
  # every multi-page cluster, largest first, then the pages left out and why
  spotsigs show clusters.jsonl | less
  # the 10 largest clusters, each page with its similarity to the representative
  spotsigs show clusters.jsonl --pairs pairs.jsonl -n 10
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``show``."""
    parser.add_argument("clusters", metavar="CLUSTERS", help="clusters.jsonl from 'cluster'")
    parser.add_argument("--pairs", metavar="FILE", help="pairs.jsonl, to show similarities")
    parser.add_argument("-n", "--max-clusters", type=positive_int, metavar="N",
                      help="show at most N clusters (default all)")


def run(args: argparse.Namespace) -> int:
    try:
        records = list(read_jsonl(args.clusters))
        pairs = read_jsonl(args.pairs) if args.pairs else ()  # streamed: only some are kept
        text = render_clusters(records, pairs, args.max_clusters)
        # Ids and reasons are the pages': no raw terminal escapes, bidi overrides or lone
        # surrogates reach the terminal (a line at a time: its newlines stay).
        sys.stdout.write("\n".join(printable(line) for line in text.split("\n")))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        warn(f"error: cannot show {args.clusters}: {exc}")
        return 1
    return 0
