"""Command-line interface: ``spotsigs cluster INPUT...``, ``spotsigs show CLUSTERS``,
``spotsigs index ...`` (in cli_index)."""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import sys
import time
from collections.abc import Iterator, Sequence

from spotsigs.antecedents import LANGUAGES
from spotsigs.evaluate import evaluate, read_clusters
from spotsigs.imatch import DEFAULT_IDF_BAND
from spotsigs.io import Document, iter_input_files, read_documents
from spotsigs.methods import METHODS, make_method
from spotsigs.minhash import DEFAULT_NUM_PERM, DEFAULT_SEED
from spotsigs.output import (
    CLUSTER_FIELDS,
    PAIR_FIELDS,
    atomic_writer,
    cluster_records,
    format_for,
    pair_records,
    write_records,
)
from spotsigs.pipeline import (
    DEFAULT_BATCH_SIZE,
    DEFAULT_THRESHOLD,
    ERROR,
    ClusterResult,
    cluster_extracted,
    extract,
    unique_ids,
)
from spotsigs.shingles import DEFAULT_SHINGLE_SIZE
from spotsigs.show import read_jsonl, render_clusters
from spotsigs.signatures import (
    DEFAULT_ANTECEDENTS,
    DEFAULT_CHAIN_LENGTH,
    DEFAULT_MIN_SIGNATURES,
    DEFAULT_SPOT_DISTANCE,
)
from spotsigs.simhash import DEFAULT_HAMMING

MAX_WARNINGS = 20


def _threshold(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 < value <= 1.0:
        raise argparse.ArgumentTypeError(f"must be in (0, 1], got {text}")
    return value


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, got {text}")
    return value


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"must be at least 0, got {text}")
    return value


def _hamming(text: str) -> int:
    value = _count(text)
    if value > 32:
        raise argparse.ArgumentTypeError(f"must be at most 32, got {text}")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="spotsigs", description="Find and cluster near-duplicate web pages (SpotSigs).")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    run = commands.add_parser(
        "cluster", help="cluster near-duplicate pages",
        description="Cluster near-duplicate pages. Writes one JSON line per input document "
                    "(id, url, cluster, representative, status, reason, signatures).")
    run.add_argument("inputs", nargs="+", metavar="INPUT",
                     help="files or folders: .html/.htm(.gz), .warc(.gz), .jsonl(.gz)")
    run.add_argument("-o", "--output", metavar="FILE",
                     help="clusters file (.jsonl, or .csv for CSV); default: standard output")
    run.add_argument("--pairs", metavar="FILE",
                     help="also write every pair at or above the threshold (.jsonl or .csv)")
    run.add_argument("-t", "--threshold", type=_threshold, default=DEFAULT_THRESHOLD,
                     help=f"multiset Jaccard threshold in (0, 1] (default {DEFAULT_THRESHOLD})")
    run.add_argument("-m", "--method", choices=list(METHODS), default="spotsigs",
                     help="near-duplicate method (default spotsigs); the options below "
                          "marked [spotsigs] apply to it alone")
    run.add_argument("-a", "--antecedents", default=DEFAULT_ANTECEDENTS, metavar="NAME|FILE",
                     help="[spotsigs] antecedent set: small (default), paper, java, stopwords (English), "
                          "stopwords-LANG, nltk:LANGUAGE or a file of words (# comments); "
                          f"LANG is one of {' '.join(LANGUAGES)}")
    run.add_argument("-l", "--language", choices=LANGUAGES, metavar="LANG",
                     help="[spotsigs] stopwords that chains skip (default: the language of a "
                          "stopwords-LANG set, else en)")
    run.add_argument("-d", "--spot-distance", type=_positive, default=DEFAULT_SPOT_DISTANCE,
                     metavar="D", help="[spotsigs] take every D-th non-stopword after an "
                                       f"antecedent (default {DEFAULT_SPOT_DISTANCE})")
    run.add_argument("-c", "--chain-length", type=_positive, default=DEFAULT_CHAIN_LENGTH,
                     metavar="C", help="[spotsigs] non-stopwords per signature chain "
                                       f"(default {DEFAULT_CHAIN_LENGTH})")
    run.add_argument("--min-signatures", type=_count, default=DEFAULT_MIN_SIGNATURES,
                     metavar="N", help="pages with fewer spot signatures (shingles for "
                                       "shingles and minhash) are flagged synthetic "
                                       f"(default {DEFAULT_MIN_SIGNATURES})")
    run.add_argument("--hamming", type=_hamming, default=DEFAULT_HAMMING, metavar="K",
                     help="[simhash] pairs differ in at most K of 64 fingerprint bits, 0..32 "
                          f"(default {DEFAULT_HAMMING}); -t also caps it at "
                          "floor((1 - t) * 64), since similarity is 1 - distance/64")
    run.add_argument("--idf", metavar="FILE",
                     help="[simhash, imatch] normalized IDF of words from FILE ('word idf' "
                          "lines, as written by 'spotsigs idf'): simhash weighs words by "
                          "tf-idf (default: tf alone), imatch filters by it (default: IDF "
                          "over the documents clustered)")
    run.add_argument("--idf-band", type=float, nargs=2, default=DEFAULT_IDF_BAND,
                     metavar=("LO", "HI"),
                     help="[imatch] digest the distinct words with LO <= normalized IDF <= HI "
                          f"(default {DEFAULT_IDF_BAND[0]} {DEFAULT_IDF_BAND[1]})")
    run.add_argument("--shingle-size", "--shingle", type=_positive, metavar="K",
                     help="[shingles, minhash, simhash] words per shingle (default "
                          f"{DEFAULT_SHINGLE_SIZE}; for simhash 1: single words); "
                          "--shingle is the same option")
    run.add_argument("--num-perm", type=_positive, default=DEFAULT_NUM_PERM, metavar="P",
                     help=f"[minhash] min-wise hashes per sketch (default {DEFAULT_NUM_PERM})")
    run.add_argument("--bands", type=_positive, metavar="B",
                     help="[minhash] LSH bands, with --rows; B * R <= P (default: chosen "
                          "from -t so that the S-curve turns at the threshold)")
    run.add_argument("--rows", type=_positive, metavar="R",
                     help="[minhash] sketch entries per LSH band, with --bands")
    run.add_argument("--seed", type=_count, default=DEFAULT_SEED, metavar="S",
                     help=f"[minhash] seed of the hash family (default {DEFAULT_SEED})")
    run.add_argument("--agree", type=_positive, metavar="K",
                     help="[minhash] Broder's K-of-P rule: pairs whose sketches agree in at "
                          "least K of P entries, found without loss (replaces -t)")
    run.add_argument("-j", "--jobs", type=_positive, default=1, metavar="N",
                     help="worker processes for extraction and threads for matching "
                          "(default 1; same clusters for any N)")
    run.add_argument("--batch-size", type=_positive, default=DEFAULT_BATCH_SIZE, metavar="N",
                     help=f"documents per extraction batch (default {DEFAULT_BATCH_SIZE})")
    run.add_argument("--engine", choices=("local", "dask"), default="local",
                     help="local processes (default) or a Dask cluster: extraction per "
                          "input file, matching per length partition")
    run.add_argument("--scheduler", metavar="ADDRESS",
                     help="Dask scheduler address, e.g. tcp://host:8786 (default: start a "
                          "local Dask cluster); needs --engine dask")
    run.add_argument("-q", "--quiet", action="store_true",
                     help="no progress bar, warnings or summary on standard error")
    run.set_defaults(func=run_cluster)
    show = commands.add_parser(
        "show", help="print a clusters file for people",
        description="Print the multi-page clusters of a clusters.jsonl file, largest first, "
                    "then the synthetic and unreadable pages with their reasons.")
    show.add_argument("clusters", metavar="CLUSTERS", help="clusters.jsonl from 'cluster'")
    show.add_argument("--pairs", metavar="FILE", help="pairs.jsonl, to show similarities")
    show.add_argument("-n", "--max-clusters", type=_positive, metavar="N",
                      help="show at most N clusters (default all)")
    show.set_defaults(func=run_show)
    check = commands.add_parser(
        "eval", help="score a clusters file against gold clusters",
        description="Pairwise (micro) and per-cluster (macro) precision, recall and F1, and "
                    "the adjusted Rand index, of CLUSTERS against GOLD. Both are JSON lines "
                    "with 'id' and 'cluster'; a predicted record whose status is not 'ok' "
                    "counts as a singleton. Ids missing on either side are reported.")
    check.add_argument("clusters", metavar="CLUSTERS", help="clusters.jsonl from 'cluster'")
    check.add_argument("--gold", required=True, metavar="GOLD", help="gold clusters (.jsonl)")
    check.add_argument("--json", action="store_true", help="print the figures as JSON")
    check.set_defaults(func=run_eval)
    table = commands.add_parser(
        "idf", help="write a table of normalized IDF for --idf",
        description="Write 'word idf' lines, idf = log((N+1)/df)/log(N+1) over the N readable "
                    "documents of INPUT, for 'cluster --idf'.")
    table.add_argument("inputs", nargs="+", metavar="INPUT", help="files or folders, as for "
                                                                  "'cluster'")
    table.add_argument("-o", "--output", metavar="FILE", help="default: standard output")
    table.set_defaults(func=run_idf)
    from spotsigs.cli_report import add_report_parser  # imports this module: load it last

    add_report_parser(commands)
    from spotsigs.cli_index import add_index_parser  # imports this module too

    add_index_parser(commands)
    return parser


def _progress(documents: Iterator[Document], quiet: bool) -> Iterator[Document]:
    """Count documents on a progress bar on stderr when it is a terminal."""
    if quiet or not sys.stderr.isatty():
        yield from documents
        return
    from tqdm import tqdm

    with tqdm(documents, unit=" pages", file=sys.stderr, desc="reading") as bar:
        yield from bar


# C0 and C1 controls and DEL (but newline and tab), and bidi overrides: a file name or id
# holding them could clear or retitle the terminal the warnings go to, or disguise itself.
_CONTROLS = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _warn(message: str) -> None:
    """Print a message on stderr, with control characters shown escaped (\\x1b), never sent."""
    safe = _CONTROLS.sub(lambda m: m.group().encode("unicode_escape").decode("ascii"), message)
    print(f"spotsigs: {safe}", file=sys.stderr)


def _report_errors(result: ClusterResult) -> None:
    errors = [(d, r) for d, s, r in zip(result.documents, result.status, result.reasons)
              if s == ERROR]
    for document, reason in errors[:MAX_WARNINGS]:
        if document.source and document.source in (reason or ""):
            _warn(f"warning: {reason}")
        else:
            _warn(f"warning: {document.source or document.doc_id}: {reason}")
    if len(errors) > MAX_WARNINGS:
        _warn(f"warning: {len(errors) - MAX_WARNINGS} more unreadable documents "
              "(see status 'error' in the output)")
    noted = [d for d, s in zip(result.documents, result.status) if d.note and s != ERROR]
    for document in noted[:MAX_WARNINGS]:  # read, but not all as sent (truncated, replaced)
        where = document.source or document.doc_id
        if not where.endswith(document.doc_id):  # a record inside a JSONL or WARC file
            where = f"{document.doc_id} in {where}"
        _warn(f"warning: {where}: {document.note}")
    if len(noted) > MAX_WARNINGS:
        _warn(f"warning: {len(noted) - MAX_WARNINGS} more documents read with a note "
              "(see 'reason' in the output)")


def summary_line(result: ClusterResult, seconds: float) -> str:
    c = result.counts()
    return (f"{c['documents']} documents read: {c['ok']} ok, {c['synthetic']} synthetic, "
            f"{c['errors']} errors; {c['pairs']} pairs, {c['clusters']} clusters "
            f"({c['multi_page_clusters']} with 2+ pages); {seconds:.1f} s")


def method_params(args: argparse.Namespace) -> dict:
    """The chosen method's parameters from the command line."""
    if args.method == "spotsigs":
        return {"antecedents": args.antecedents, "spot_distance": args.spot_distance,
                "chain_length": args.chain_length, "min_signatures": args.min_signatures,
                "stopword_language": args.language}
    if args.method == "simhash":
        return {"k_bits": args.hamming, "shingle": args.shingle_size or 1, "idf": args.idf,
                "min_signatures": args.min_signatures}
    if args.method == "imatch":
        return {"idf_band": args.idf_band, "idf": args.idf,
                "min_signatures": args.min_signatures}
    shingle_size = args.shingle_size or DEFAULT_SHINGLE_SIZE
    if args.method == "shingles":
        return {"k": shingle_size, "min_signatures": args.min_signatures}
    if args.method == "minhash":
        return {"num_perm": args.num_perm, "k": shingle_size, "bands": args.bands,
                "rows": args.rows, "seed": args.seed, "agree": args.agree,
                "min_signatures": args.min_signatures}
    return {}


def output_problem(inputs: Sequence[str], output: str | None, pairs: str | None) -> str | None:
    """Why the output paths must be refused before any work (None when they are fine).

    Checked: a missing output folder, an output that is a folder, clusters and pairs to one
    file, and an output that is an input (a file given, or one found in a folder given).
    """
    paths = [p for p in (output, pairs) if p not in (None, "-")]
    for path in paths:
        if not os.path.isdir(os.path.dirname(path) or "."):
            return f"output folder does not exist: {os.path.dirname(path)}"
        if os.path.isdir(path):
            return f"output is a folder, not a file: {path}"
    if pairs is not None and _same_file(output or "-", pairs):
        return f"clusters and pairs would go to the same file: {pairs}"
    existing = {_file_key(p): p for p in paths if os.path.isfile(p)}
    existing.pop(None, None)
    if existing:
        for path, _ in iter_input_files(inputs):
            if (key := _file_key(path)) in existing:
                return f"output file is also an input, it would be replaced: {existing[key]}"
    return None


def _same_file(a: str, b: str) -> bool:
    """Whether two output paths name one file ("-" is standard output)."""
    if "-" in (a, b):
        return a == b
    if os.path.exists(a) and os.path.exists(b):
        return os.path.samefile(a, b)
    return os.path.realpath(a) == os.path.realpath(b)


def _file_key(path: str | os.PathLike) -> tuple[int, int] | None:
    """(device, inode) of a file, None when it cannot be read: what tells two names apart."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        return None
    return info.st_dev, info.st_ino


def run_cluster(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    if problem := output_problem(args.inputs, args.output, args.pairs):
        _warn(f"error: {problem}")
        return 2
    try:
        extractor = make_method(args.method, **method_params(args))
    except ValueError as exc:
        _warn(f"error: {exc}")
        return 2
    renamed: list[str] = []

    def note_renamed(document: Document, new_id: str) -> None:
        renamed.append(f"{document.doc_id!r} in {document.source or 'input'} -> {new_id!r}")

    if args.scheduler and args.engine != "dask":
        _warn("error: --scheduler needs --engine dask")
        return 2
    if args.engine == "dask":
        from spotsigs.distributed import cluster_files

        try:
            result = cluster_files(args.inputs, args.threshold, extractor.params(),
                                   args.scheduler, args.batch_size)
        except RuntimeError as exc:
            _warn(f"error: {exc}")
            return 2
    else:
        documents = unique_ids(_progress(read_documents(args.inputs), args.quiet),
                               note_renamed)
        batches = list(extract(documents, extractor, jobs=args.jobs,
                               batch_size=args.batch_size))
        result = cluster_extracted(batches, args.threshold, extractor, args.jobs)
    if not args.quiet:
        _report_errors(result)
        if renamed:
            _warn(f"warning: {len(renamed)} repeated document ids made unique with #N "
                  f"(first: {renamed[0]})")
    written: list[str] = []
    try:
        with atomic_writer(args.output) as stream:
            write_records(cluster_records(result), CLUSTER_FIELDS, stream,
                          format_for(args.output))
        written.append(args.output or "standard output")
        if args.pairs:
            with atomic_writer(args.pairs) as stream:
                write_records(pair_records(result), PAIR_FIELDS, stream, format_for(args.pairs))
            written.append(args.pairs)
    except BrokenPipeError:
        raise
    except (KeyboardInterrupt, OSError) as exc:
        done = (f"complete: {', '.join(written)}" if written else "no output was written")
        if isinstance(exc, KeyboardInterrupt):
            _warn(f"interrupted while writing; {done} (files appear only when complete)")
            return 130
        _warn(f"error: cannot write output: {exc}; {done} (files appear only when complete)")
        return 1
    if not args.quiet:
        _warn(summary_line(result, time.perf_counter() - started))
    counts = result.counts()
    if counts["documents"] == 0:
        _warn("error: no documents found in the inputs")
        return 1
    if counts["errors"] == counts["documents"]:
        _warn("error: no document could be read")
        return 1
    return 0


def run_show(args: argparse.Namespace) -> int:
    try:
        records = list(read_jsonl(args.clusters))
        pairs = list(read_jsonl(args.pairs)) if args.pairs else []
        sys.stdout.write(render_clusters(records, pairs, args.max_clusters))
    except (OSError, ValueError, KeyError, TypeError) as exc:
        _warn(f"error: cannot show {args.clusters}: {exc}")
        return 1
    return 0


def run_eval(args: argparse.Namespace) -> int:
    try:
        gold = read_clusters(args.gold)
        predicted = read_clusters(args.clusters)
    except (OSError, ValueError) as exc:
        _warn(f"error: {exc}")
        return 1
    result = evaluate(gold, predicted)
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


def run_idf(args: argparse.Namespace) -> int:
    from spotsigs.idf import write_idf_table
    from spotsigs.pipeline import document_text

    skipped = 0

    def texts() -> Iterator[str]:
        nonlocal skipped
        for document in read_documents(args.inputs):
            try:
                yield document_text(document)
            except Exception:  # noqa: BLE001 - an unreadable page is counted, not fatal
                skipped += 1

    try:
        with atomic_writer(args.output) as stream:
            documents, words = write_idf_table(texts(), stream)
    except OSError as exc:
        _warn(f"error: cannot write output: {exc}")
        return 1
    _warn(f"{documents} documents, {words} words; {skipped} unreadable documents skipped")
    return 0 if documents else 1


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except KeyboardInterrupt:
        _warn("interrupted: no output was written (outputs appear only when complete)")
        return 130
    except BrokenPipeError:  # the reader went away (``| head``): stop quietly, as cat does
        with contextlib.suppress(OSError, ValueError):  # no second error when Python exits
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(main())
