"""``spotsigs cluster INPUT...``: near-duplicate clusters of pages, with every method."""

from __future__ import annotations

import argparse
import os
import time

from spotsigs.cli.common import (
    INPUTS_HELP,
    MAX_WARNINGS,
    add_input_options,
    add_matching_options,
    add_run_options,
    exit_status,
    foreign_options,
    interruption,
    method_params,
    nothing_read,
    output_problem,
    progress,
    read_options,
    warn,
)
from spotsigs.engine.pipeline import ClusterResult, cluster_extracted, extract
from spotsigs.methods import METHODS, Method, make_method
from spotsigs.pagemodel import ERROR
from spotsigs.readers import Document, read_documents
from spotsigs.results import records

NAME = "cluster"
HELP = "cluster near-duplicate pages"
DESCRIPTION = ("Cluster near-duplicate pages. Writes one JSON line per input document "
               "(id, url, cluster, representative, status, reason, signatures).")
EXAMPLES = """\
examples:
  # every page under crawl/ (WARC, HTML, JSONL, Parquet), and the pairs found
  spotsigs cluster crawl/ -o clusters.jsonl --pairs pairs.jsonl
  # a stricter threshold on four processes, written as CSV
  spotsigs cluster crawl.warc.gz -t 0.6 -j 4 -o clusters.csv
  # MinHash LSH instead of SpotSigs, written as Parquet
  spotsigs cluster crawl.warc.gz -m minhash --num-perm 256 -o clusters.parquet
  # JSON lines on standard input, with the id and text in fields of their own
  zcat pages.jsonl.gz | spotsigs cluster - --format jsonl --id-field doc_id \\
      --text-field body -o clusters.jsonl
  # on a Dask cluster, with a working folder every worker reaches
  spotsigs cluster crawl/ -o clusters.jsonl --engine dask \\
      --scheduler tcp://host:8786 --work-dir s3://bucket/spotsigs-work
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``cluster``."""
    parser.add_argument("inputs", nargs="+", metavar="INPUT", help=INPUTS_HELP)
    parser.add_argument("-o", "--output", metavar="FILE",
                     help="clusters file (.jsonl; .csv for CSV, .parquet for Parquet); default: "
                          "standard output")
    parser.add_argument("--pairs", metavar="FILE",
                     help="also write every pair at or above the threshold (.jsonl; .csv for CSV, "
                          ".parquet for Parquet)")
    add_matching_options(parser)
    parser.add_argument("--engine", choices=("local", "dask"), default="local",
                     help="local processes (default) or a Dask cluster: extraction per "
                          "input file, matching per length partition")
    parser.add_argument("--scheduler", metavar="ADDRESS",
                     help="Dask scheduler address, e.g. tcp://host:8786 (default: start a "
                          "local Dask cluster); needs --engine dask")
    parser.add_argument("--work-dir", metavar="DIR|URL",
                        help="with --engine dask: the folder for the run's shards (and spooled "
                             "standard input), which every worker and this process must reach: "
                             "a path or an fsspec URL (s3://bucket/work with s3fs, ...) "
                             "(default: a temporary folder beside -o, or the system's temporary "
                             "folder); removed at the end")
    add_run_options(parser)
    add_input_options(parser)


def report_problems(errors: list[tuple[Document, str]], n_errors: int,
                    noted: list[Document], n_noted: int, renamed: list[str],
                    n_renamed: int) -> None:
    """Warn about the first unreadable and noted documents and renamed ids, and how many more
    there are."""
    for document, reason in errors[:MAX_WARNINGS]:
        if document.source and document.source in (reason or ""):
            warn(f"warning: {reason}")
        else:
            warn(f"warning: {document.source or document.doc_id}: {reason}")
    if n_errors > MAX_WARNINGS:
        warn(f"warning: {n_errors - MAX_WARNINGS} more unreadable documents "
             "(see status 'error' in the output)")
    for document in noted[:MAX_WARNINGS]:  # read, but not all as sent (truncated, replaced)
        where = document.source or document.doc_id
        if not where.endswith(document.doc_id):  # a record inside a JSONL or WARC file
            where = f"{document.doc_id} in {where}"
        warn(f"warning: {where}: {document.note}")
    if n_noted > MAX_WARNINGS:
        warn(f"warning: {n_noted - MAX_WARNINGS} more documents read with a note "
             "(see 'reason' in the output)")
    if renamed:
        warn(f"warning: {n_renamed} repeated document ids made unique with #N "
             f"(first: {renamed[0]})")


def make_extractor(args: argparse.Namespace) -> Method | None:
    """The method the command line asks for; None, after saying why, when its parameters are
    refused."""
    if not args.quiet:
        for flag, users in foreign_options(args, METHODS[args.method]):
            owners = " and ".join([", ".join(users[:-1]), users[-1]] if len(users) > 1
                                  else users)
            warn(f"warning: {flag} is an option of {owners}, not of {args.method}: ignored")
    try:
        return make_method(args.method, **method_params(args, METHODS[args.method]))
    except ValueError as exc:
        warn(f"error: {exc}")
        return None


def cluster_inputs(args: argparse.Namespace, extractor: Method) -> ClusterResult:
    """Read, extract and cluster the inputs on the local engine (repeated ids renamed at
    assembly, when every id is known); warns about what it met unless -q."""
    renamed: list[str] = []

    def note_renamed(document: Document, new_id: str) -> None:
        renamed.append(f"{document.doc_id!r} in {document.source or 'input'} -> {new_id!r}")

    read = read_documents(args.inputs, read_options(args))
    batches = list(extract(progress(read, args.quiet), extractor, jobs=args.jobs,
                           batch_size=args.batch_size))
    result = cluster_extracted(batches, args.threshold, extractor, args.jobs, note_renamed)
    if not args.quiet:
        errors = [(d, r) for d, s, r in zip(result.documents, result.status, result.reasons)
                  if s == ERROR]
        noted = [d for d, s in zip(result.documents, result.status) if d.note and s != ERROR]
        report_problems(errors, len(errors), noted, len(noted), renamed, len(renamed))
    return result


def summary_line(result: ClusterResult, seconds: float) -> str:
    c = result.counts()
    skipped = f"{c['skipped']} skipped, " if c["skipped"] else ""  # only archives skip
    templates = (f"; site templates left out of {c['template_pages']} pages"
                 if c.get("template_pages") else "")
    return (f"{c['documents']} documents read: {c['ok']} ok, {c['synthetic']} synthetic, "
            f"{skipped}{c['errors']} errors; {c['pairs']} pairs, {c['clusters']} clusters "
            f"({c['multi_page_clusters']} with 2+ pages){templates}; {seconds:.1f} s")


def _write_outputs(args: argparse.Namespace, result) -> int | None:
    """Write the clusters (and pairs) files, put in place together; an exit status when that
    failed, else None. A local result is written from its records, a Dask one streamed from
    the record shards its workers wrote."""
    local = isinstance(result, ClusterResult)

    def clusters(stream, fmt: str) -> None:
        if local:
            records.write_records(records.cluster_records(result), records.CLUSTER_FIELDS,
                                  stream, fmt)
        else:
            result.write_clusters(stream)

    def pairs(stream, fmt: str) -> None:
        if local:
            records.write_records(records.pair_records(result), records.PAIR_FIELDS, stream,
                                  fmt)
        else:
            result.write_pairs(stream)

    outputs = [(args.output, clusters)] + ([(args.pairs, pairs)] if args.pairs else [])
    try:
        records.write_files(outputs)
    except BrokenPipeError:
        raise
    except (KeyboardInterrupt, OSError, RuntimeError) as exc:
        written = getattr(exc, "written", [])
        done = (f"complete: {', '.join(written)}" if written else "no output was written")
        if isinstance(exc, KeyboardInterrupt):
            warn(f"{interruption(exc)} while writing; {done} (files appear only when "
                 "complete)")
            return exit_status(exc)
        warn(f"error: cannot write output: {exc}; {done} (files appear only when complete)")
        return 1
    return None


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    if problem := output_problem(args.inputs, args.output, args.pairs):
        warn(f"error: {problem}")
        return 2
    extractor = make_extractor(args)
    if extractor is None:
        return 2
    for option, value in (("--scheduler", args.scheduler), ("--work-dir", args.work_dir)):
        if value and args.engine != "dask":
            warn(f"error: {option} needs --engine dask")
            return 2
    if args.engine == "dask":
        from spotsigs.engine.dask import cluster_files

        work_dir = args.work_dir
        if work_dir is None and args.output not in (None, "-"):
            work_dir = os.path.dirname(os.path.abspath(args.output))
        try:
            result = cluster_files(args.inputs, args.threshold, extractor.params(),
                                   args.scheduler, args.batch_size, work_dir=work_dir,
                                   cluster_format=records.format_for(args.output),
                                   pairs_format=(records.format_for(args.pairs)
                                                 if args.pairs else None),
                                   options=read_options(args))
        except (RuntimeError, OSError) as exc:
            warn(f"error: {exc}")
            return 2
        if not args.quiet:
            report_problems(result.errors, result.n_errors, result.noted, result.n_noted,
                            result.renamed, result.n_renamed)
    else:
        result = cluster_inputs(args, extractor)
    try:
        code = _write_outputs(args, result)
    finally:
        if args.engine == "dask":
            result.close()
    if code is not None:
        return code
    if not args.quiet:
        warn(summary_line(result, time.perf_counter() - started))
    counts = result.counts()
    return nothing_read(counts)
