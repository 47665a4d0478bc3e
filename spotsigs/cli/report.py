"""``spotsigs report``: the HTML report of a clusters file (see ``spotsigs.report``)."""

from __future__ import annotations

import argparse
from collections.abc import Iterable, Iterator
from dataclasses import replace

from spotsigs.cli.common import (
    add_input_options,
    add_method_options,
    method_params,
    output_problem,
    positive_int,
    read_options,
    warn,
)
from spotsigs.engine.ids import unique_names
from spotsigs.methods import SpotSigs
from spotsigs.readers import STDIN, Document, read_documents
from spotsigs.results.files import atomic_writer
from spotsigs.results.report import DEFAULT_PER_PAGE, render_report
from spotsigs.results.show import read_jsonl
from spotsigs.results.views import (
    DEFAULT_MAX_CHARS,
    DEFAULT_SIDE_BY_SIDE,
    read_pages,
    report_similarities,
    shown_ids,
    size_mismatches,
    template_peers,
)
from spotsigs.templates import TEMPLATE_MIN_PAGES

NAME = "report"
HELP = "write a browsable HTML report of a clusters file"
DESCRIPTION = ("Write one self-contained HTML page (nothing loaded from the network, no "
               "script run but its own short one): an overview, a box to find a page or "
               "cluster by id or URL text, then the clusters largest first with their pages "
               "side by side as extracted text, the spot signatures they share highlighted "
               "and their similarities, then the pages left out with their reasons. The "
               "clusters file does not record the SpotSigs parameters: give the ones "
               "'cluster' ran with. A page's signature count is checked against the file's "
               "once its site's template is left out: for that, every page of a host with "
               f"{TEMPLATE_MIN_PAGES} or more pages and one shown is read, as 'cluster' read "
               "them.")
EXAMPLES = """\
examples:
  # the report of a clustering, with the similarities of its pairs file
  spotsigs report clusters.jsonl --pairs pairs.jsonl -i crawl/ -o report.html
  # the 50 largest clusters of a run with -c 3 (give cluster's SpotSigs options)
  spotsigs report clusters.jsonl -i crawl.warc.gz -c 3 -n 50 -o report.html
  # a report titled for sharing, 10 clusters a page
  spotsigs report clusters.jsonl -i crawl/ --title "January crawl" --per-page 10 \\
      -o january.html
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``report``."""
    parser.add_argument("clusters", metavar="CLUSTERS", help="clusters.jsonl from 'cluster'")
    parser.add_argument("--pairs", metavar="FILE",
                        help="pairs.jsonl from 'cluster' (default: similarities recomputed)")
    parser.add_argument("-i", "--input", dest="inputs", nargs="+", required=True,
                        metavar="INPUT", help="the inputs given to 'cluster', for the texts")
    add_input_options(parser)
    parser.add_argument("-o", "--output", required=True, metavar="FILE",
                        help="the HTML file to write ('-' for standard output)")
    # No defaults of their own: SpotSigs' defaults apply, the same as for 'cluster'.
    add_method_options(parser, [SpotSigs], only=("antecedents", "numbers", "stopword_language",
                                                 "spot_distance", "chain_length",
                                                 "whole_page", "template_share"),
                       default_note=", as given to 'cluster' (default: its default)")
    parser.add_argument("--per-page", type=positive_int, default=DEFAULT_PER_PAGE, metavar="N",
                        help=f"clusters per report page (default {DEFAULT_PER_PAGE})")
    parser.add_argument("--max-chars", type=positive_int, default=DEFAULT_MAX_CHARS, metavar="N",
                        help=f"characters shown of each page's text (default "
                             f"{DEFAULT_MAX_CHARS})")
    parser.add_argument("--side-by-side", type=positive_int, default=DEFAULT_SIDE_BY_SIDE,
                        metavar="N", help="pages of a cluster shown as text; the others are "
                                          f"listed (default {DEFAULT_SIDE_BY_SIDE})")
    parser.add_argument("-n", "--max-clusters", type=positive_int, metavar="N",
                        help="show at most N clusters (default all)")
    parser.add_argument("--title", help="the report's title (default: the clusters file name)")


def _first(ids: list[str]) -> str:
    return f"{len(ids)} (first: {ids[0]})"


def _named_documents(args: argparse.Namespace) -> Iterator[Document]:
    """The input documents under the ids ``cluster`` gave them. A repeated id's new name
    needs every id first, so the inputs are read twice: the ids, then the pages (standard
    input, which cannot be read twice, is held instead)."""
    options = read_options(args)
    if STDIN in args.inputs:
        documents: Iterable[Document] = list(read_documents(args.inputs, options))
        ids = [d.doc_id for d in documents]
    else:
        ids = [d.doc_id for d in read_documents(args.inputs, options)]
        documents = read_documents(args.inputs, options)
    for document, name in zip(documents, unique_names(ids)):
        yield document if name == document.doc_id else replace(document, doc_id=name)


def run(args: argparse.Namespace) -> int:
    if problem := output_problem(args.inputs, args.output, protected=[
            ("clusters file", args.clusters), ("pairs file", args.pairs)],
            follow_links=args.follow_links):
        warn(f"error: {problem}")
        return 2
    try:
        extractor = SpotSigs(**method_params(args, SpotSigs))
    except ValueError as exc:
        warn(f"error: {exc}")
        return 2
    try:
        records = list(read_jsonl(args.clusters))
        # The pairs are streamed (twice), keeping only those the report shows: one cluster
        # of n copies has n(n-1)/2 pairs, and it shows --side-by-side pages of it.
        pairs = report_similarities(records, lambda: read_jsonl(args.pairs), args.side_by_side,
                                    args.max_clusters) if args.pairs else None
        wanted = shown_ids(records, pairs, args.side_by_side, args.max_clusters)
        # The counts of the clusters file are what each page kept once its site's template
        # was left out: to check them, the templates of the hosts shown are found again.
        peers = template_peers(records, wanted) if extractor.template_share else set()
        views, signatures = read_pages(_named_documents(args), extractor, wanted, peers)
        warnings = []
        if missing := sorted(wanted - views.keys()):
            warnings.append(f"pages not found in the inputs: {_first(missing)}")
        if differ := size_mismatches(records, views, signatures, extractor.template_share):
            warnings.append(f"recomputed signature counts differ from the clusters file for "
                            f"{_first(differ)}: give the -a/-l/-d/-c/--numbers/--template-share "
                            "that 'cluster' ran with (clusters of another --method: "
                            "expected; the highlights show spot signatures)")
        params = {"antecedents": extractor.antecedents_name,
                  "spot distance": extractor.spot_distance,
                  "chain length": extractor.chain_length,
                  "numbers": extractor.numbers,
                  "stopwords": extractor.stopword_language or "each page's language",
                  "template share": extractor.template_share}
        page = render_report(records, pairs, views,
                             title=args.title or f"spotsigs report: {args.clusters}",
                             params=params, warnings=warnings, per_page=args.per_page,
                             max_chars=args.max_chars, side_by_side=args.side_by_side,
                             max_clusters=args.max_clusters)
    except (OSError, ValueError, KeyError, TypeError) as exc:
        warn(f"error: cannot report {args.clusters}: {exc}")
        return 1
    for warning in warnings:
        warn(f"warning: {warning}")
    try:
        with atomic_writer(args.output) as stream:
            stream.write(page)
    except OSError as exc:
        warn(f"error: cannot write the report: {exc}")
        return 1
    return 0
