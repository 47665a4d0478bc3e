"""``spotsigs idf INPUT... -o FILE``: a table of normalized IDF for ``cluster --idf``."""

from __future__ import annotations

import argparse
from collections.abc import Iterator

from spotsigs.cli.common import add_input_options, output_problem, read_options, warn
from spotsigs.methods.idf import write_idf_table
from spotsigs.pages import document_text
from spotsigs.readers import read_documents
from spotsigs.results.files import atomic_writer

NAME = "idf"
HELP = "write a table of normalized IDF for --idf"
DESCRIPTION = ("Write 'word idf' lines, idf = log((N+1)/df)/log(N+1) over the N readable "
               "documents of INPUT, for 'cluster --idf'.")
EXAMPLES = """\
examples:
  # IDF over a crawl, then simhash weighing words by tf-idf
  spotsigs idf crawl/ -o idf.tsv
  spotsigs cluster crawl/ -m simhash --idf idf.tsv -o clusters.jsonl
  # over JSON lines whose text is in the field 'body'
  spotsigs idf pages.jsonl --text-field body -o idf.tsv
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``idf``."""
    parser.add_argument("inputs", nargs="+", metavar="INPUT", help="files or folders, as for "
                                                                  "'cluster'")
    add_input_options(parser)
    parser.add_argument("-o", "--output", metavar="FILE", help="default: standard output")


def run(args: argparse.Namespace) -> int:
    if problem := output_problem(args.inputs, args.output, follow_links=args.follow_links):
        warn(f"error: {problem}")
        return 2
    skipped = 0

    def texts() -> Iterator[str]:
        nonlocal skipped
        for document in read_documents(args.inputs, read_options(args)):
            try:
                yield document_text(document)
            except Exception:  # noqa: BLE001 - an unreadable page is counted, not fatal
                skipped += 1

    try:
        with atomic_writer(args.output) as stream:
            documents, words = write_idf_table(texts(), stream)
    except OSError as exc:
        warn(f"error: cannot write output: {exc}")
        return 1
    warn(f"{documents} documents, {words} words; {skipped} unreadable documents skipped")
    return 0 if documents else 1
