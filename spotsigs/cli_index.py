"""``spotsigs index build|add|query|info``: the persistent index from the command line."""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import re
import shutil
import signal
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np

from spotsigs.antecedents import LANGUAGES
from spotsigs.cli import MAX_WARNINGS, _count, _positive, _progress, _threshold, _warn
from spotsigs.io import Document, read_documents
from spotsigs.pipeline import (
    DEFAULT_BATCH_SIZE,
    DEFAULT_THRESHOLD,
    ERROR,
    OK,
    SYNTHETIC,
    ExtractedBatch,
    extract,
    unique_ids,
)
from spotsigs.signatures import (
    DEFAULT_ANTECEDENTS,
    DEFAULT_CHAIN_LENGTH,
    DEFAULT_MIN_SIGNATURES,
    DEFAULT_SPOT_DISTANCE,
)
from spotsigs.store import CorruptIndexError, Index, id_problem

# Options left out on add/query mean "the index's own"; build uses cluster's defaults.
_BUILD_DEFAULTS = {"antecedents": DEFAULT_ANTECEDENTS, "spot_distance": DEFAULT_SPOT_DISTANCE,
                   "chain_length": DEFAULT_CHAIN_LENGTH, "min_signatures": DEFAULT_MIN_SIGNATURES,
                   "language": None}


# Characters never printed raw: C0 and C1 controls (newlines and tabs too: one id, one line),
# bidi overrides, and lone surrogates (ids from JSONL escapes or undecodable file names),
# which a UTF-8 standard output cannot encode. A copy of ``cli._CONTROLS`` (stderr's
# ``_warn``) with tab, newline and surrogates added, kept here until the CLI shares one.
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069"
                     "\ud800-\udfff]")


def _printable(text: str) -> str:
    """``text`` with the unsafe characters shown escaped (``\\x1b``, ``\\u202e``,
    ``\\udcff``)."""
    return _UNSAFE.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), text)


def _json_line(record: dict) -> str:
    """One JSON line with the unsafe characters as ``\\uXXXX`` escapes: still valid JSON that
    loads back to the same strings, lone surrogates included."""
    text = json.dumps(record, ensure_ascii=False)
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class _Terminated(KeyboardInterrupt):
    """SIGTERM, raised where Ctrl-C raises KeyboardInterrupt, so that both clean up alike."""


@contextlib.contextmanager
def _sigterm_interrupts() -> Iterator[None]:
    """Turn SIGTERM into ``_Terminated`` while an index command runs (main thread only)."""
    def interrupt(signum: int, frame: object) -> None:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)  # a second one does not cut the cleanup
        raise _Terminated

    try:
        previous = signal.signal(signal.SIGTERM, interrupt)
    except ValueError:  # not the main thread: signals are not ours to handle
        yield
        return
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, previous)


def _index_command(after: str) -> Callable:
    """Run an index command with SIGTERM handled as Ctrl-C (exit status 130 or 143; ``after``
    says what is left) and damage found while it runs (a checksum compared on first use)
    reported as an error, exit status 1."""
    def decorate(command: Callable[[argparse.Namespace], int]) -> Callable:
        @functools.wraps(command)
        def run(args: argparse.Namespace) -> int:
            try:
                with _sigterm_interrupts():
                    return command(args)
            except CorruptIndexError as exc:
                return _fail(exc)
            except KeyboardInterrupt as exc:
                terminated = isinstance(exc, _Terminated)
                _warn(f"interrupted{' (SIGTERM)' if terminated else ''}: {after}")
                return 128 + (signal.SIGTERM if terminated else signal.SIGINT)
        return run
    return decorate


def add_index_parser(commands: argparse._SubParsersAction) -> None:
    """Register ``spotsigs index`` and its subcommands on the main parser."""
    index = commands.add_parser(
        "index", help="a persistent index: build, add to, query, inspect",
        description="A persistent SpotSigs index on disk: add pages over time and ask which "
                    "pages already in it are near-duplicates of new ones.")
    actions = index.add_subparsers(dest="action", required=True, metavar="ACTION")
    build = actions.add_parser("build", help="create an index from pages",
                               description="Create a new index in INDEX_DIR holding the pages "
                                           "of INPUT (synthetic and unreadable pages are "
                                           "reported, not added).")
    add = actions.add_parser("add", help="add pages to an index",
                             description="Add the pages of INPUT to the index; ids already in "
                                         "it are skipped with a warning.")
    query = actions.add_parser("query", help="near-duplicates of pages in an index",
                               description="For each page of INPUT, print the pages of the "
                                           "index whose multiset Jaccard with it is at least "
                                           "the threshold, most similar first.")
    for parser in (build, add, query):
        parser.add_argument("index", metavar="INDEX_DIR", help="the index folder")
        parser.add_argument("inputs", nargs="+", metavar="INPUT",
                            help="files or folders: .html/.htm(.gz), .warc(.gz), .jsonl(.gz)")
        _spotsigs_options(parser, parser is build)
        parser.add_argument("--batch-size", type=_positive, default=DEFAULT_BATCH_SIZE,
                            metavar="N", help="documents per extraction batch "
                                              f"(default {DEFAULT_BATCH_SIZE})")
        parser.add_argument("-q", "--quiet", action="store_true",
                            help="no progress bar, warnings or summary on standard error")
    query.add_argument("-t", "--threshold", type=_threshold, default=DEFAULT_THRESHOLD,
                       help=f"multiset Jaccard threshold in (0, 1] (default {DEFAULT_THRESHOLD})")
    query.add_argument("--json", action="store_true",
                       help="one JSON line per input page: id, url, status, reason, matches")
    build.set_defaults(func=run_build)
    add.set_defaults(func=run_add)
    query.set_defaults(func=run_query)
    info = actions.add_parser("info", help="counts and parameters of an index",
                              description="Print the counts, parameters and size of an index.")
    info.add_argument("index", metavar="INDEX_DIR", help="the index folder")
    info.add_argument("--verify", action="store_true",
                      help="also read every file through and check its checksum against "
                           "the manifest")
    info.add_argument("--json", action="store_true", help="print the figures as JSON")
    info.set_defaults(func=run_info)


def _spotsigs_options(parser: argparse.ArgumentParser, build: bool) -> None:
    """The SpotSigs parameter options of ``cluster``; on add and query they default to the
    index's own parameters and, when given, must match them."""
    def default(value: object) -> str:
        return f" (default {value})" if build else \
            " (default: the index's; a value given must match it)"

    parser.add_argument("-a", "--antecedents", metavar="NAME|FILE",
                        help="antecedent set: small, paper, java, stopwords, stopwords-LANG, "
                             "nltk:LANGUAGE or a file of words" + default(DEFAULT_ANTECEDENTS))
    parser.add_argument("-l", "--language", choices=LANGUAGES, metavar="LANG",
                        help="stopwords that chains skip" + default(
                            "the language of a stopwords-LANG set, else en"))
    parser.add_argument("-d", "--spot-distance", type=_positive, metavar="D",
                        help="take every D-th non-stopword after an antecedent"
                             + default(DEFAULT_SPOT_DISTANCE))
    parser.add_argument("-c", "--chain-length", type=_positive, metavar="C",
                        help="non-stopwords per signature chain" + default(DEFAULT_CHAIN_LENGTH))
    parser.add_argument("--min-signatures", type=_count, metavar="N",
                        help="pages with fewer spot signatures are flagged synthetic"
                             + default(DEFAULT_MIN_SIGNATURES))


def _params(args: argparse.Namespace, defaults: dict | None) -> dict:
    """SpotSigs parameters given on the command line (with ``defaults`` filled in)."""
    given = {"antecedents": args.antecedents, "spot_distance": args.spot_distance,
             "chain_length": args.chain_length, "min_signatures": args.min_signatures,
             "language": args.language}
    if defaults is not None:
        given = {k: defaults[k] if v is None else v for k, v in given.items()}
    params = {k: v for k, v in given.items() if v is not None}
    if "language" in params:
        params["stopword_language"] = params.pop("language")
    return params


def _open(args: argparse.Namespace) -> Index:
    """Open the index, checking the parameters given on the command line against its own."""
    return Index.open(args.index, **_params(args, None))


def _extracted(args: argparse.Namespace, index: Index):
    """Extracted batches of the inputs (ids made unique within the run)."""
    renamed: list[str] = []

    def note(document: Document, new_id: str) -> None:
        renamed.append(f"{document.doc_id!r} -> {new_id!r}")

    documents = unique_ids(_progress(read_documents(args.inputs), args.quiet), note)
    yield from extract(documents, index.extractor, batch_size=args.batch_size)
    if renamed and not args.quiet:
        _warn(f"warning: {len(renamed)} repeated document ids made unique with #N "
              f"(first: {renamed[0]})")


class _Tally:
    """Counts per status and the warnings for left-out pages, as ``cluster`` reports them."""

    def __init__(self, quiet: bool) -> None:
        self.quiet = quiet
        self.counts = {"documents": 0, OK: 0, SYNTHETIC: 0, ERROR: 0}
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
                    _warn(f"warning: {document.source or document.doc_id}: {reason}")
        return np.array([s == OK for s in batch.status], dtype=bool)

    def line(self) -> str:
        c = self.counts
        if self.warned > MAX_WARNINGS:
            _warn(f"warning: {self.warned - MAX_WARNINGS} more unreadable documents")
        return (f"{c['documents']} documents read: {c[OK]} ok, {c[SYNTHETIC]} synthetic, "
                f"{c[ERROR]} errors")

    def failed(self) -> int:
        """Exit status 1 when nothing could be read, as for ``cluster``."""
        if self.counts["documents"] == 0:
            _warn("error: no documents found in the inputs")
            return 1
        if self.counts[ERROR] == self.counts["documents"]:
            _warn("error: no document could be read")
            return 1
        return 0


def _fail(exc: Exception) -> int:
    """Report a problem opening or creating an index: 1 for a missing or damaged index,
    2 for a usage error (bad or mismatched parameters, an index already there)."""
    _warn(f"error: {exc}")
    usage = isinstance(exc, (ValueError, FileExistsError)) and \
        not isinstance(exc, CorruptIndexError)
    return 2 if usage else 1


def _add_inputs(args: argparse.Namespace, index: Index, started: float) -> int:
    """Add the ok pages of the inputs (skipping ids already held), save, summarize."""
    tally = _Tally(args.quiet)
    added = skipped = 0
    for batch in _extracted(args, index):
        ok = np.flatnonzero(tally.batch(batch, indexing=True))
        ids = [batch.documents[k].doc_id for k in ok]
        held = index.present(ids) if ids else np.zeros(0, bool)
        if held.any() and not args.quiet and skipped < MAX_WARNINGS:
            _warn(f"warning: {int(held.sum())} ids already in the index, skipped "
                  f"(first: {ids[int(np.flatnonzero(held)[0])]!r})")
        skipped += int(held.sum())
        new = ok[~held]
        if len(new):
            index.add_many([batch.documents[k].doc_id for k in new], batch.signatures.take(new))
            added += len(new)
    try:
        index.save()
    except OSError as exc:
        _warn(f"error: cannot write the index: {exc} (the index is as it was)")
        return 1
    if not args.quiet:
        _warn(f"{tally.line()}; {added} added, {skipped} already in the index; the index holds "
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
            index = Index.create(folder, **_params(args, _BUILD_DEFAULTS))
        except (ValueError, OSError) as exc:
            status = _fail(exc)
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


@_index_command("the index is as its last completed save left it")
def run_add(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    try:
        index = _open(args)
    except (ValueError, OSError) as exc:
        return _fail(exc)
    return _add_inputs(args, index, started)


@_index_command("the output stops here")
def run_query(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    try:
        index = _open(args)
    except (ValueError, OSError) as exc:
        return _fail(exc)
    tally = _Tally(args.quiet)
    with_matches = matches = 0
    for batch in _extracted(args, index):
        tally.batch(batch)
        for k, document in enumerate(batch.documents):
            found = index.query(batch.signatures[k], args.threshold) \
                if batch.status[k] == OK else []
            with_matches += bool(found)
            matches += len(found)
            _print_matches(document, batch.status[k], batch.reasons[k], found, args.json)
    if not args.quiet:
        _warn(f"{tally.line()}; {with_matches} with near-duplicates in the index ({matches} "
              f"matches at threshold {args.threshold}); {time.perf_counter() - started:.1f} s")
    return tally.failed()


def _print_matches(document: Document, status: str, reason: str | None,
                   found: list[tuple[str, float]], as_json: bool) -> None:
    if as_json:
        print(_json_line({"id": document.doc_id, "url": document.url, "status": status,
                          "reason": reason, "matches": [{"id": i, "similarity": s}
                                                        for i, s in found]}))
        return
    if status != OK:
        print(_printable(f"{document.doc_id}: {status}: {reason}"))
        return
    print(_printable(f"{document.doc_id}: {len(found)} near-duplicate"
                     f"{'s' if len(found) != 1 else ''}"))
    for doc_id, similarity in found:
        print(f"  {similarity:.3f}  {_printable(doc_id)}")


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
    print(_printable(
        f"index {info['path']}: {info['documents']} documents, {info['entries']} signature "
        f"entries in {info['segments']} segments, {info['bytes'] / 1e6:.1f} MB "
        f"(format {info['format']} {info['version']}, generation {info['generation']})"))
    print(_printable(
        f"parameters: {len(params['antecedents'])} antecedents "
        f"({' '.join(params['antecedents'][:8])}{' ...' if len(params['antecedents']) > 8 else ''}), "
        f"spot distance {params['spot_distance']}, chain length {params['chain_length']}, "
        f"stopwords {params['stopword_language']}, min signatures {params['min_signatures']}"))
    if checked is not None:
        print(f"verified: {checked} files, every checksum matches")
    return 0

