"""Command-line interface: ``spotsigs COMMAND``, one module per command sharing ``common``."""

from __future__ import annotations

import argparse
import contextlib
import os
import signal
import sys
import threading
from collections.abc import Sequence

from spotsigs import __version__
from spotsigs.cli import cluster, dedup, evaluate, idf, index, report, show
from spotsigs.cli.common import Parser, exit_status, interruption, raise_terminated, warn

COMMANDS = (cluster, dedup, show, evaluate, idf, report, index)
"""The command modules, in the order of ``--help``: each has ``NAME``, ``HELP``,
``DESCRIPTION``, ``EXAMPLES`` (the end of its help: lines indented are kept as written),
``add_arguments(parser)`` and ``run(args) -> exit status``."""
EXAMPLES = """\
examples:
  # near-duplicate clusters of a crawl, the largest printed
  spotsigs cluster crawl.warc.gz -o clusters.jsonl --pairs pairs.jsonl
  spotsigs show clusters.jsonl --pairs pairs.jsonl -n 10
  # a clean copy of the crawl: one page per story, no 404 pages
  spotsigs dedup crawl.warc.gz -o clean.warc.gz

'spotsigs COMMAND --help' gives a command's options and examples.
"""


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="spotsigs", description="Find and cluster near-duplicate web pages (SpotSigs).",
        epilog=EXAMPLES)
    parser.add_argument("--version", action="version", version=f"spotsigs {__version__}")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for command in COMMANDS:
        parser_of = commands.add_parser(command.NAME, help=command.HELP,
                                        description=command.DESCRIPTION,
                                        epilog=command.EXAMPLES)
        command.add_arguments(parser_of)
        parser_of.set_defaults(func=command.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    previous = signal.signal(signal.SIGTERM, raise_terminated) \
        if threading.current_thread() is threading.main_thread() else None
    try:
        return args.func(args)
    except KeyboardInterrupt as exc:
        warn(f"{interruption(exc)}: no output was written (outputs appear only when complete)")
        return exit_status(exc)
    except BrokenPipeError:  # the reader went away (``| head``): stop quietly, as cat does
        with contextlib.suppress(OSError, ValueError):  # no second error when Python exits
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)

