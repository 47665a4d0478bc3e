"""``spotsigs index build|add|query|info``: the persistent index from the command line."""

from __future__ import annotations

import argparse
import contextlib
import errno
import functools
import json
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np

from spotsigs.checks import DEFAULT_THRESHOLD
from spotsigs.cli.common import (
    INPUTS_HELP,
    MAX_WARNINGS,
    add_engine_options,
    add_input_options,
    add_method_options,
    add_run_options,
    engine_problem,
    exit_status,
    interruption,
    json_line,
    method_params,
    nothing_read,
    printable,
    progress_bar,
    read_options,
    threshold_type,
    warn,
)
from spotsigs.engine import Run, make_engine
from spotsigs.engine.extraction import ExtractedBatch
from spotsigs.methods import SpotSigs
from spotsigs.pagemodel import ERROR, OK, SKIPPED, SYNTHETIC
from spotsigs.readers import Document
from spotsigs.store import CorruptIndexError, Index, Match, id_problem

NAME = "index"
HELP = "a persistent index: build, add to, query, inspect"
DESCRIPTION = ("A persistent SpotSigs index on disk: add pages over time and ask which "
               "pages already in it are near-duplicates of new ones.")
EXAMPLES = """\
examples:
  # an index of January's crawl, February's added, new pages looked up in it
  spotsigs index build news-index crawl-2024-01.warc.gz
  spotsigs index add news-index crawl-2024-02.warc.gz
  spotsigs index query news-index new-pages/
  spotsigs index info news-index
"""
BUILD_EXAMPLES = """\
examples:
  # an index of a crawl, with the SpotSigs defaults
  spotsigs index build news-index crawl.warc.gz
  # chains of 3 words and German stopwords: adds and queries then use the same
  spotsigs index build news-index pages/ -c 3 -a stopwords-de
"""
ADD_EXAMPLES = """\
examples:
  # the pages of a new crawl (ids already in the index are skipped, and counted)
  spotsigs index add news-index crawl-2024-02.warc.gz
  # JSON lines on standard input
  zcat new.jsonl.gz | spotsigs index add news-index - --format jsonl -q
"""
QUERY_EXAMPLES = """\
examples:
  # the pages of the index near each new page, most similar first
  spotsigs index query news-index new-pages/
  # a stricter threshold, one JSON line per page, for scripts
  spotsigs index query news-index page.html -t 0.6 --json -q
"""
INFO_EXAMPLES = """\
examples:
  # counts, parameters and size
  spotsigs index info news-index
  # also every file read through and checked against the manifest's checksums
  spotsigs index info news-index --verify
  # the figures as JSON, for scripts
  spotsigs index info news-index --json
"""


def _index_command(after: str) -> Callable:
    """Run an index command with SIGTERM handled as Ctrl-C (exit status 130 or 143; ``after``
    says what is left) and damage found while it runs (a checksum compared on first use)
    reported as an error, exit status 1."""
    def decorate(command: Callable[[argparse.Namespace], int]) -> Callable:
        @functools.wraps(command)
        def run(args: argparse.Namespace) -> int:
            try:
                return command(args)
            except CorruptIndexError as exc:
                return _fail(exc)
            except KeyboardInterrupt as exc:  # Ctrl-C, or SIGTERM (main() raises Terminated)
                warn(f"{interruption(exc)}: {after}")
                return exit_status(exc)
        return run
    return decorate


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``index``."""
    actions = parser.add_subparsers(dest="action", required=True, metavar="ACTION")
    build = actions.add_parser("build", help="create an index from pages",
                               description="Create a new index in INDEX_DIR holding the pages "
                                           "of INPUT (synthetic and unreadable pages are "
                                           "reported, not added).",
                               epilog=BUILD_EXAMPLES)
    add = actions.add_parser("add", help="add pages to an index",
                             description="Add the pages of INPUT to the index; ids already in "
                                         "it are skipped with a warning.",
                             epilog=ADD_EXAMPLES)
    query = actions.add_parser("query", help="near-duplicates of pages in an index",
                               description="For each page of INPUT, print the pages of the "
                                           "index whose multiset Jaccard with it is at least "
                                           "the threshold, most similar first.",
                               epilog=QUERY_EXAMPLES)
    for action in (build, add, query):
        action.add_argument("index", metavar="INDEX_DIR", help="the index folder")
        action.add_argument("inputs", nargs="+", metavar="INPUT", help=INPUTS_HELP)
        add_method_options(action, [SpotSigs], default_note=None if action is build else
                           " (default: the index's; a value given must match it)")
        add_engine_options(action)
        add_run_options(action)
        add_input_options(action)
    query.add_argument("-t", "--threshold", type=threshold_type, default=DEFAULT_THRESHOLD,
                       help=f"multiset Jaccard threshold in (0, 1] (default {DEFAULT_THRESHOLD})")
    query.add_argument("--json", action="store_true",
                       help="one JSON line per input page: id, url, status, reason, lang, "
                            "matches (each with id, similarity, lang)")
    build.set_defaults(action_run=run_build)
    add.set_defaults(action_run=run_add)
    query.set_defaults(action_run=run_query)
    info = actions.add_parser("info", help="counts and parameters of an index",
                              description="Print the counts, parameters and size of an index.",
                              epilog=INFO_EXAMPLES)
    info.add_argument("index", metavar="INDEX_DIR", help="the index folder")
    info.add_argument("--verify", action="store_true",
                      help="also read every file through and check its checksum against "
                           "the manifest")
    info.add_argument("--json", action="store_true", help="print the figures as JSON")
    info.set_defaults(action_run=run_info)


def run(args: argparse.Namespace) -> int:
    """Run the chosen action (build, add, query, info)."""
    if hasattr(args, "engine") and (problem := engine_problem(args)):
        warn(f"error: {problem}")
        return 2
    try:
        return args.action_run(args)
    except (RuntimeError, OSError) as exc:  # the Dask engine could not run
        if getattr(args, "engine", "local") != "dask":
            raise
        warn(f"error: {exc}")
        return 2


def _open(args: argparse.Namespace) -> Index:
    """Open the index, checking the parameters given on the command line against its own."""
    return Index.open(args.index, **method_params(args, SpotSigs))


@contextlib.contextmanager
def _extracted(args: argparse.Namespace, index: Index) -> Iterator[Iterator[ExtractedBatch]]:
    """Extracted batches of the inputs on the engine the command line names, ids made unique
    within the run as ``cluster`` makes them (after extraction: every id is needed before
    the first new name is sure)."""
    engine = make_engine(args.engine, args.scheduler, args.work_dir)
    with progress_bar(args.quiet) as counted:
        run = Run(index.extractor, inputs=args.inputs, options=read_options(args),
                  batch_size=args.batch_size, progress=counted)
        with engine.extracted(run) as extracted:
            problems = extracted.problems
            if problems.renamed and not args.quiet:
                warn(f"warning: {problems.n_renamed} repeated document ids made unique with #N "
                     f"(first: {problems.renamed[0]})")
            yield extracted.batches


class _Tally:
    """Counts per status and the warnings for left-out pages, as ``cluster`` reports them."""

    def __init__(self, quiet: bool) -> None:
        self.quiet = quiet
        self.counts = {"documents": 0, OK: 0, SYNTHETIC: 0, SKIPPED: 0, ERROR: 0}
        self.warned = 0

    def batch(self, batch: ExtractedBatch, indexing: bool = False) -> np.ndarray:
        """Count a batch and warn about its unreadable pages; returns its ok mask. When
        ``indexing``, pages under ids the index refuses (empty) become errors first."""
        if indexing:
            for k, document in enumerate(batch.documents):
                problem = id_problem(document.doc_id)
                if problem and batch.status[k] == OK:
                    batch.status[k], batch.reasons[k] = ERROR, f"{problem}: not indexed"
        for document, status, reason in zip(batch.documents, batch.status, batch.reasons):
            self.counts["documents"] += 1
            self.counts[status] += 1
            if status == ERROR and not self.quiet:
                self.warned += 1
                if self.warned <= MAX_WARNINGS:
                    warn(f"warning: {document.source or document.doc_id}: {reason}")
        return np.array([s == OK for s in batch.status], dtype=bool)

    def line(self) -> str:
        c = self.counts
        if self.warned > MAX_WARNINGS:
            warn(f"warning: {self.warned - MAX_WARNINGS} more unreadable documents")
        skipped = f"{c[SKIPPED]} skipped, " if c[SKIPPED] else ""  # only archives skip
        return (f"{c['documents']} documents read: {c[OK]} ok, {c[SYNTHETIC]} synthetic, "
                f"{skipped}{c[ERROR]} errors")

    def failed(self) -> int:
        """Exit status 1 when nothing could be read, as for ``cluster``."""
        return nothing_read({"documents": self.counts["documents"],
                             "errors": self.counts[ERROR]})


# Why an index folder cannot be written, in words, and what to do about it.
_WRITE_ERRORS = {
    errno.EROFS: ("the file system is read-only",
                  "build the index on a writable disk (to add to an index, copy it there)"),
    errno.EACCES: ("permission denied", "name a folder you may write to"),
    errno.EPERM: ("permission denied", "name a folder you may write to"),
    errno.ENOSPC: ("no space left on the device", "free some, or name a folder on another disk"),
    errno.EDQUOT: ("disk quota exceeded", "free some, or name a folder on another disk"),
}


def write_error(exc: OSError, folder: str | Path) -> str:
    """What to say when the index folder cannot be written: the folder, the reason in words
    and what to do (``index build`` on a read-only disk said only ``[Errno 30] ...``)."""
    why, advice = _WRITE_ERRORS.get(exc.errno, ((exc.strerror or str(exc)).lower(), None))
    return f"cannot write the index in {folder}: {why}" + (f"; {advice}" if advice else "")


def _create_failed(exc: Exception, folder: str) -> int:
    """Report why an index could not be created: a folder that cannot be written in words
    (exit status 1), anything else as ``_fail``."""
    if isinstance(exc, OSError) and exc.errno in _WRITE_ERRORS:
        warn(f"error: {write_error(exc, folder)}")
        return 1
    return _fail(exc)


def _fail(exc: Exception) -> int:
    """Report a problem opening or creating an index: 1 for a missing or damaged index,
    2 for a usage error (bad or mismatched parameters, an index already there)."""
    warn(f"error: {exc}")
    usage = isinstance(exc, (ValueError, FileExistsError)) and \
        not isinstance(exc, CorruptIndexError)
    return 2 if usage else 1


def _add_batch(index: Index, ok: np.ndarray, batch: ExtractedBatch, added: int, skipped: int,
               first_held: str | None) -> tuple[int, int, str | None]:
    """Add a batch's ok pages (``ok``: mask) that the index does not hold yet; the counts
    of pages added and skipped so far, and the first id found held."""
    ok = np.flatnonzero(ok)
    ids = [batch.documents[k].doc_id for k in ok]
    held = index.present(ids) if ids else np.zeros(0, bool)
    if held.any() and first_held is None:
        first_held = ids[int(np.flatnonzero(held)[0])]
    new = ok[~held]
    if len(new):
        index.add_many([batch.documents[k].doc_id for k in new], batch.signatures.take(new),
                       [batch.languages[k] for k in new])
    return added + len(new), skipped + int(held.sum()), first_held


def _add_inputs(args: argparse.Namespace, index: Index, started: float) -> int:
    """Add the ok pages of the inputs (skipping ids already held), save, summarize."""
    tally = _Tally(args.quiet)
    added = skipped = 0
    first_held = None
    with _extracted(args, index) as batches:
        for batch in batches:
            added, skipped, first_held = _add_batch(index, tally.batch(batch, indexing=True),
                                                    batch, added, skipped, first_held)
    # One warning once every batch is in, so that it gives the total the summary gives.
    if skipped and not args.quiet:
        warn(f"warning: {skipped} ids already in the index, skipped (first: {first_held!r})")
    try:
        index.save()
    except OSError as exc:
        warn(f"error: {write_error(exc, index.root)} (the index is as it was)")
        return 1
    if not args.quiet:
        warn(f"{tally.line()}; {added} added, {skipped} already in the index; the index holds "
              f"{len(index)} documents; {time.perf_counter() - started:.1f} s")
    return tally.failed()


@_index_command("no index was left behind")
def run_build(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    folder = Path(args.index)
    existed = folder.exists()
    # Only a missing or empty folder gets an index; anything else is refused, never removed.
    ours = not existed or (folder.is_dir() and not any(folder.iterdir()))
    status = 130
    try:
        try:
            index = Index.create(folder, **method_params(args, SpotSigs))
        except (ValueError, OSError) as exc:
            status = _create_failed(exc, args.index)
            return status
        status = _add_inputs(args, index, started)
    finally:
        if status != 0 and ours:  # a failed or interrupted build leaves no index behind,
            _discard(folder, existed)  # so that it can be re-run
    return status


def _discard(folder: Path, existed: bool) -> None:
    """Remove an index that ``build`` created (only the folder's contents if it existed)."""
    if not existed:
        shutil.rmtree(folder, ignore_errors=True)
        return
    for child in folder.iterdir():
        if child.is_dir():
            shutil.rmtree(child, ignore_errors=True)
        else:
            child.unlink(missing_ok=True)


def _on_open_index(action: Callable[[argparse.Namespace, Index, float], int]
                   ) -> Callable[[argparse.Namespace], int]:
    """The action run on the index the command line names, opened with its parameters
    checked (a problem opening it is reported with its exit status)."""
    def run(args: argparse.Namespace) -> int:
        started = time.perf_counter()
        try:
            index = _open(args)
        except (ValueError, OSError) as exc:
            return _fail(exc)
        return action(args, index, started)
    return run


run_add = _index_command("the index is as its last completed save left it")(
    _on_open_index(_add_inputs))


@_index_command("the output stops here")
@_on_open_index
def run_query(args: argparse.Namespace, index: Index, started: float) -> int:
    tally = _Tally(args.quiet)
    with_matches = matches = 0
    with _extracted(args, index) as batches:
        for batch in batches:
            tally.batch(batch)
            for k, document in enumerate(batch.documents):
                found = index.query(batch.signatures[k], args.threshold) \
                    if batch.status[k] == OK else []
                with_matches += bool(found)
                matches += len(found)
                _print_matches(document, batch.status[k], batch.reasons[k],
                               batch.languages[k], found, args.json)
    if not args.quiet:
        warn(f"{tally.line()}; {with_matches} with near-duplicates in the index ({matches} "
              f"matches at threshold {args.threshold}); {time.perf_counter() - started:.1f} s")
    return tally.failed()


def _print_matches(document: Document, status: str, reason: str | None, lang: str,
                   found: list[Match], as_json: bool) -> None:
    """One input page's line (JSON) or lines (text): its matches with their similarity and
    language (null, or ``-`` in text, for a page indexed before languages were stored)."""
    if as_json:
        print(json_line({"id": document.doc_id, "url": document.url, "status": status,
                          "reason": reason, "lang": lang,
                          "matches": [{"id": m.id, "similarity": m.similarity, "lang": m.lang}
                                      for m in found]}))
        return
    if status != OK:
        print(printable(f"{document.doc_id}: {status}: {reason}"))
        return
    print(printable(f"{document.doc_id}: {len(found)} near-duplicate"
                     f"{'s' if len(found) != 1 else ''}"))
    for match in found:
        print(f"  {match.similarity:.3f}  {match.lang or '-':<3}  {printable(match.id)}")


def run_info(args: argparse.Namespace) -> int:
    try:
        index = Index.open(args.index)
        checked = index.verify() if args.verify else None
    except (ValueError, OSError) as exc:
        return _fail(exc)
    info = index.info()
    if checked is not None:
        info["verified_files"] = checked
    if args.json:
        print(json.dumps(info))
        return 0
    params = info["params"]
    print(printable(
        f"index {info['path']}: {info['documents']} documents, {info['entries']} signature "
        f"entries in {info['segments']} segments, {info['bytes'] / 1e6:.1f} MB "
        f"(format {info['format']} {info['version']}, generation {info['generation']})"))
    antecedents = params["antecedents"]
    words = ("each page's language's stopwords as antecedents and chain stopwords"
             if antecedents == "stopwords" and params["stopword_language"] is None else
             f"{len(antecedents)} antecedents ({' '.join(antecedents[:8])}"
             f"{' ...' if len(antecedents) > 8 else ''}), stopwords "
             f"{params['stopword_language']}")
    print(printable(
        f"parameters: {words}, spot distance {params['spot_distance']}, chain length "
        f"{params['chain_length']}, min signatures {params['min_signatures']}"))
    if checked is not None:
        print(f"verified: {checked} files, every checksum matches")
    return 0

