"""``spotsigs dedup INPUT... -o OUTPUT``: one page per near-duplicate cluster, copied into an
archive of the output's format, in two streaming passes (cluster on either engine, or read a
clusters file; then copy)."""

from __future__ import annotations

import argparse
import contextlib
import time

from spotsigs.cli.cluster import make_extractor, run_engine, summary_line
from spotsigs.cli.common import (
    INPUTS_HELP,
    add_engine_options,
    add_input_options,
    add_matching_options,
    add_run_options,
    engine_problem,
    exit_status,
    interruption,
    json_line,
    nothing_read,
    output_problem,
    read_options,
    warn,
)
from spotsigs.readers import iter_input_files
from spotsigs.results.dedup import (
    ArchiveWriter,
    InputChanged,
    RecordMismatch,
    conversion_problem,
    input_kind,
    output_format,
    second_pass,
)
from spotsigs.results.dedup_folder import FolderWriter, folder_problem
from spotsigs.results.dedup_plan import (
    KEEP_CHOICES,
    PAGE_DROPS,
    TEXT_DROPS,
    DedupPlan,
    DropPolicy,
    Tally,
    drop_rules,
    outcome_text,
)
from spotsigs.results.files import commit_together, staged, staged_folder
from spotsigs.results.records import read_cluster_records, record_counts

NAME = "dedup"
HELP = "write one page per near-duplicate cluster into a clean archive"
DESCRIPTION = (
    "Cluster the inputs as 'spotsigs cluster' does, then read them again and write one "
    "document per cluster (and every page without near-duplicate) into OUTPUT, in the "
    "format its name gives. Skipped and unreadable documents are left out, and synthetic "
    "pages by the rule that flagged them (--drop): on HTML pages every rule's; on extracted "
    "text (JSONL or Parquet records with a text field and no html) only HTTP errors, error "
    "phrasing and soft 404s, never too little text, for text has no page to compare with. "
    "A synthetic page not dropped is kept as a page without near-duplicate. "
    "Conversions: WARC (.warc, .warc.gz) -> .warc/.warc.gz: records copied byte for byte, "
    "with their request, metadata and warcinfo records (gzip members as they are, or "
    "gunzipped / gzipped when the suffixes differ); JSONL -> .jsonl/.jsonl.gz: lines "
    "copied as they were; Parquet -> .parquet: rows with every column, the schema kept "
    "(inputs of one schema). Any input (HTML files, WARC, ARC, JSONL, Parquet) -> .jsonl "
    "or .parquet otherwise: records of id, url, html or text, and http_status when known. "
    "HTML files -> a folder (OUTPUT ending with /, new or empty): each kept file copied "
    "byte for byte to its path under its input folder. "
    "WARC output from other inputs, Parquet output mixing Parquet with other inputs and "
    "standard input are refused before any work. With --clusters, the clustering a "
    "'spotsigs cluster' run wrote of the same inputs is used instead of clustering again.")
EXAMPLES = """\
examples:
  # one response per story, copied byte for byte with its request and metadata
  spotsigs dedup crawl.warc.gz -o clean.warc.gz
  # and a map of every page left out: the page kept instead, or why
  spotsigs dedup crawl.warc.gz -o clean.warc.gz --map dropped.jsonl
  # the longest page of each cluster, as JSON lines
  spotsigs dedup crawl.warc.gz -o clean.jsonl --keep longest
  # Parquet parts into one Parquet file, every column kept; a stricter threshold
  spotsigs dedup part-*.parquet -o clean.parquet -t 0.6 -j 4
  # a folder of saved pages into a new folder, the kept files copied as they are
  spotsigs dedup pages/ -o clean/
  # a text archive: short texts are kept by default; here every synthetic one is dropped
  spotsigs dedup stories.jsonl -o clean.jsonl --drop all --map dropped.jsonl
  # reuse a clustering written earlier; or cluster on a Dask cluster
  spotsigs dedup crawl.warc.gz -o clean.warc.gz --clusters clusters.jsonl
  spotsigs dedup crawl.warc.gz -o clean.warc.gz --engine dask --scheduler tcp://host:8786
"""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The arguments of ``dedup``."""
    parser.add_argument("inputs", nargs="+", metavar="INPUT",
                        help=INPUTS_HELP.split(", or - for")[0] + "; read twice, so not "
                                                                  "standard input")
    parser.add_argument("-o", "--output", metavar="OUTPUT", required=True,
                        help="the deduplicated archive: .warc, .warc.gz, .jsonl, .jsonl.gz "
                             "or .parquet, or a folder for HTML files (ending with /)")
    parser.add_argument("--keep", choices=KEEP_CHOICES, default="representative",
                        help="which page of a cluster: its representative as the clustering "
                             "chose it (most signatures; default), the first in input order, "
                             "or the longest (most features; ties the first)")
    singletons = parser.add_mutually_exclusive_group()
    singletons.add_argument("--keep-singletons", dest="keep_singletons", action="store_true",
                            default=True, help="keep every page without near-duplicate "
                                               "(default)")
    singletons.add_argument("--drop-singletons", dest="keep_singletons",
                            action="store_false",
                            help="keep only pages that have near-duplicates (one per cluster)")
    parser.add_argument("--drop", metavar="RULES", type=_drop_rules,
                        help="the synthetic pages to leave out, by the rule that flagged "
                             "them: a comma list of "
                             f"{','.join(PAGE_DROPS)}, or all, or none; the others are "
                             "kept (default: all on HTML pages, "
                             f"{','.join(TEXT_DROPS)} on extracted text)")
    parser.add_argument("--map", metavar="MAP.jsonl",
                        help='also write {"id", "kept"} for every dropped duplicate and '
                             '{"id", "kept": null, "reason", "rule", "detail"} for every other '
                             "document left out (rule: of a synthetic page)")
    parser.add_argument("--clusters", metavar="FILE",
                        help="the clusters file (.jsonl, .csv or .parquet) that 'spotsigs "
                             "cluster' wrote of the same inputs, in the same order: no "
                             "clustering is done (the matching options then do not apply)")
    add_matching_options(parser)
    add_engine_options(parser)
    add_run_options(parser)
    add_input_options(parser)


def _drop_rules(text: str) -> tuple[str, ...]:
    """``--drop``'s value, or a usage error naming the valid rules."""
    try:
        return drop_rules(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _problem(args: argparse.Namespace) -> str | None:
    """Why the command must be refused before any work (None when it can run)."""
    if args.map is not None and args.map == args.output:
        return f"the archive and the map would go to the same file: {args.map}"
    if args.output == "-" or args.map == "-":
        return "dedup writes files: name the output (-o) and the map (--map)"
    if problem := engine_problem(args):
        return problem
    named = list(iter_input_files(args.inputs, args.follow_links))
    files = [path for path, _ in named]
    if problem := conversion_problem(files, args.output):
        return problem
    if output_format(args.output) == "folder":
        return folder_problem(named, [input_kind(f) for f in files], args.inputs, args.output,
                              args.map) or output_problem(args.inputs, None, args.map,
                                                          _protected(args), args.follow_links)
    return output_problem(args.inputs, args.output, args.map, _protected(args), args.follow_links)


def _protected(args: argparse.Namespace) -> list[tuple[str, str | None]]:
    """The files dedup reads besides its inputs, which no output may replace."""
    return [("clusters file", args.clusters)]


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    if problem := _problem(args):
        warn(f"error: {problem}")
        return 2
    result = None
    if args.clusters is None:  # pass 1: cluster, signatures only
        method = make_extractor(args)
        if method is None:
            return 2
        result = run_engine(args, method, ("jsonl", None))
        if isinstance(result, int):
            return result
    with result if result is not None else contextlib.nullcontext():
        records = result.records.cluster_records if result is not None else \
            lambda: read_cluster_records(args.clusters)
        try:
            plan = DedupPlan(records, args.keep, args.keep_singletons,
                             DropPolicy.chosen(args.drop))
        except (OSError, ValueError, KeyError, TypeError) as exc:
            warn(f"error: cannot read the clusters file {args.clusters}: {exc}")
            return 1
        tally = Tally()
        code = _write(args, plan, tally)  # pass 2: read again, match, copy the kept records
        if code is not None:
            return code
        counts = result.counts() if result is not None else record_counts(records())
    if not args.quiet:
        line = summary_line(counts, time.perf_counter() - started)
        head, seconds = line.rsplit("; ", 1)
        warn(f"{head}; {outcome_text(tally)}; {seconds}")
    return nothing_read(counts)


def _write(args: argparse.Namespace, plan: DedupPlan, tally: Tally) -> int | None:
    """Write the archive (and the map), put in place together; an exit status when that
    failed, else None."""
    files = list(iter_input_files(args.inputs, args.follow_links))
    done = []
    try:
        with contextlib.ExitStack() as stack:
            if output_format(args.output) == "folder":
                folder, archive = stack.enter_context(staged_folder(args.output))
                writer = FolderWriter(folder, files)
            else:
                stream, archive = stack.enter_context(staged(args.output, binary=True))
                writer = ArchiveWriter(stream, args.output, [path for path, _ in files])
            map_stream, map_file = stack.enter_context(staged(args.map)) \
                if args.map is not None else (None, None)
            current = None
            for decision, path, document in second_pass(files, read_options(args),
                                                        plan.decisions()):
                decision = plan.settle(decision, document.is_text)
                tally.add(decision)
                if path is not current:
                    writer.begin(path)
                    current = path
                writer.add(document, decision.kept)
                if map_stream is not None and (line := decision.map_record()) is not None:
                    map_stream.write(json_line(line) + "\n")
            writer.close()
        done = [archive] + ([map_file] if map_file is not None else [])
    except (InputChanged, RecordMismatch) as exc:
        what = "the clusters file does not match the inputs" if args.clusters else \
            "the inputs changed while dedup ran"
        warn(f"error: {what} ({exc}); no output was written")
        return 1
    except KeyboardInterrupt as exc:
        warn(f"{interruption(exc)} while writing; no output was written (files appear only "
             "when complete)")
        return exit_status(exc)
    except OSError as exc:
        warn(f"error: cannot write output: {exc}; no output was written (files appear only "
             "when complete)")
        return 1
    commit_together(done)
    return None
