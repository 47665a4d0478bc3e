"""``spotsigs cluster INPUT...``: near-duplicate clusters of pages, with every method."""

from __future__ import annotations

import argparse
import os
import time

from spotsigs.cli.common import (
    INPUTS_HELP,
    MAX_WARNINGS,
    add_engine_options,
    add_input_options,
    add_matching_options,
    add_run_options,
    engine_problem,
    exit_status,
    foreign_options,
    interruption,
    method_params,
    nothing_read,
    output_problem,
    progress_bar,
    read_options,
    warn,
)
from spotsigs.engine import Run, make_engine
from spotsigs.engine.run import capped_jobs
from spotsigs.methods import METHODS, Method, make_method
from spotsigs.outcome import Problems, RunResult
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
                          ".parquet for Parquet), and count them in the summary; without it, "
                          "a family of near-copies costs about one pair a page, not all")
    add_matching_options(parser)
    add_engine_options(parser)
    add_run_options(parser)
    add_input_options(parser)


def report_problems(problems: Problems) -> None:
    """Warn about the first unreadable and noted documents and renamed ids, and how many more
    there are."""
    for document, reason in problems.errors[:MAX_WARNINGS]:
        if document.source and document.source in (reason or ""):
            warn(f"warning: {reason}")
        else:
            warn(f"warning: {document.source or document.doc_id}: {reason}")
    if problems.n_errors > MAX_WARNINGS:
        warn(f"warning: {problems.n_errors - MAX_WARNINGS} more unreadable documents "
             "(see status 'error' in the output)")
    for document in problems.noted[:MAX_WARNINGS]:  # read, but not all as sent (truncated...)
        where = document.source or document.doc_id
        if not where.endswith(document.doc_id):  # a record inside a JSONL or WARC file
            where = f"{document.doc_id} in {where}"
        warn(f"warning: {where}: {document.note}")
    if problems.n_noted > MAX_WARNINGS:
        warn(f"warning: {problems.n_noted - MAX_WARNINGS} more documents read with a note "
             "(see 'reason' in the output)")
    if problems.renamed:
        warn(f"warning: {problems.n_renamed} repeated document ids made unique with #N "
             f"(first: {problems.renamed[0]})")


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


def run_engine(args: argparse.Namespace, method: Method,
               formats: tuple[str, str | None]) -> RunResult | int:
    """Run the whole flow on the engine the command line names, with a progress bar; warns
    about what it met unless -q. An exit status when the Dask engine could not run."""
    work_dir = args.work_dir
    if args.engine == "dask" and work_dir is None and args.output not in (None, "-"):
        work_dir = os.path.dirname(os.path.abspath(args.output))
    engine = make_engine(args.engine, args.scheduler, work_dir)
    jobs, why = capped_jobs(args.jobs)
    if why and not args.quiet:
        warn(f"warning: {why}")
    with progress_bar(args.quiet) as counted:
        run = Run(method, args.threshold, inputs=args.inputs, options=read_options(args),
                  batch_size=args.batch_size, jobs=jobs, formats=formats,
                  progress=counted)
        try:
            result = engine.cluster(run)
        except (RuntimeError, OSError) as exc:
            if args.engine != "dask":
                raise
            warn(f"error: {exc}")
            return 2
    if not args.quiet:
        report_problems(result.problems)
    return result


def summary_line(c: dict[str, int], seconds: float) -> str:
    """The run's summary: documents by status, pairs (when known) and clusters."""
    skipped = f"{c['skipped']} skipped, " if c["skipped"] else ""  # only archives skip
    pairs = f"{c['pairs']} pairs, " if c.get("pairs") is not None else ""
    templates = (f"; site templates left out of {c['template_pages']} pages"
                 if c.get("template_pages") else "")
    return (f"{c['documents']} documents read: {c['ok']} ok, {c['synthetic']} synthetic, "
            f"{skipped}{c['errors']} errors; {pairs}{c['clusters']} clusters "
            f"({c['multi_page_clusters']} with 2+ pages){templates}; {seconds:.1f} s")


def _write_outputs(args: argparse.Namespace, result: RunResult) -> int | None:
    """Write the clusters (and pairs) files, put in place together; an exit status when that
    failed, else None."""
    outputs = [(args.output, result.records.write_clusters)]
    if args.pairs:
        outputs.append((args.pairs, result.records.write_pairs))
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
    if problem := output_problem(args.inputs, args.output, args.pairs,
                                  follow_links=args.follow_links) or \
            engine_problem(args):
        warn(f"error: {problem}")
        return 2
    method = make_extractor(args)
    if method is None:
        return 2
    result = run_engine(args, method, (records.format_for(args.output),
                                       records.format_for(args.pairs) if args.pairs else None))
    if isinstance(result, int):
        return result
    with result:
        code = _write_outputs(args, result)
    if code is not None:
        return code
    if not args.quiet:
        warn(summary_line(result.counts(), time.perf_counter() - started))
    return nothing_read(result.counts())
