"""What every command shares: the parser (two-line usage errors, help with examples), option
types, the method options generated from the methods' declared parameters, progress, warnings
that never send control characters, and the checks that refuse an output before any work."""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import math
import os
import re
import signal
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import NoReturn

from spotsigs.checks import DEFAULT_THRESHOLD
from spotsigs.engine.run import DEFAULT_BATCH_SIZE
from spotsigs.methods import METHODS, Method, Param
from spotsigs.readers import (
    STDIN_FORMATS,
    SUPPORTED_SUFFIXES,
    Document,
    ReadOptions,
    SkippedLink,
    iter_input_files,
)
from spotsigs.results.files import creatable_problem
from spotsigs.results.records import MISSING_PYARROW

MAX_WARNINGS = 20
INPUTS_HELP = "files or folders (" + ", ".join(SUPPORTED_SUFFIXES) + "), or - for standard input"


def threshold_type(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not 0.0 < value <= 1.0:
        raise argparse.ArgumentTypeError(f"must be in (0, 1], got {text}")
    return value


def progress(documents: Iterator[Document], quiet: bool) -> Iterator[Document]:
    """Count documents on a progress bar on stderr when it is a terminal."""
    if quiet or not sys.stderr.isatty():
        yield from documents
        return
    from tqdm import tqdm

    with tqdm(documents, unit=" pages", file=sys.stderr, desc="reading") as bar:
        yield from bar


@contextlib.contextmanager
def progress_bar(quiet: bool) -> Iterator[Callable[[int], None] | None]:
    """A progress bar on stderr when it is a terminal (and not ``quiet``): the function to
    tell it of documents done, or None."""
    if quiet or not sys.stderr.isatty():
        yield None
        return
    from tqdm import tqdm

    with tqdm(unit=" pages", file=sys.stderr, desc="extracting") as bar:
        yield bar.update


# C0 and C1 controls and DEL (but newline and tab), and bidi overrides: a file name or id
# holding them could clear or retitle the terminal the warnings go to, or disguise itself.
_CONTROL_CHARS = "\x00-\x08\x0b-\x1f\x7f-\x9f\u200e\u200f\u202a-\u202e\u2066-\u2069"
_CONTROLS = re.compile(f"[{_CONTROL_CHARS}]")
# What standard output never shows raw either: tabs and newlines too (one id, one line), and
# lone surrogates (ids from JSONL escapes, undecodable file names), which UTF-8 cannot encode.
_UNSAFE = re.compile(f"[\t\n{_CONTROL_CHARS}\ud800-\udfff]")


def _escaped(match: re.Match[str]) -> str:
    """A character as Python writes it escaped (``\\x1b``, ``\\u202e``, ``\\udcff``)."""
    return match.group().encode("unicode_escape").decode("ascii")


def printable(text: str) -> str:
    """``text`` for standard output: unsafe characters shown escaped (``\\x1b``, ``\\udcff``)."""
    return _UNSAFE.sub(_escaped, text)


def json_line(record: dict) -> str:
    """One JSON line with the unsafe characters as ``\\uXXXX`` escapes: still valid JSON that
    loads back to the same strings, lone surrogates included."""
    return _UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", json.dumps(record,
                                                                       ensure_ascii=False))


def warn(message: str) -> None:
    """Print a message on stderr, with control characters shown escaped (\\x1b), never sent."""
    safe = _CONTROLS.sub(_escaped, message)
    print(f"spotsigs: {safe}", file=sys.stderr)


class HelpFormatter(argparse.HelpFormatter):
    """argparse's help, but the lines of a description or epilog that start with a space (the
    examples) are kept as written; the other lines are filled as paragraphs, as before."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        lines: list[str] = []
        paragraph: list[str] = []
        for line in [*text.splitlines(), ""]:  # the blank line ends the last paragraph
            if line.strip() and not line[0].isspace():
                paragraph.append(line)
                continue
            if paragraph:
                lines.append(super()._fill_text(" ".join(paragraph), width, indent))
                paragraph = []
            lines.append(indent + line.rstrip() if line.strip() else "")
        return "\n".join(lines[:-1])


class Parser(argparse.ArgumentParser):
    """argparse's parser, but a usage error is two lines, the error and which help to read,
    not the whole usage block before it; a command's unrecognized arguments are told by the
    command (``spotsigs cluster: error: ...``), whose help is the one that lists its options."""

    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)
        self.has_commands = False

    def add_subparsers(self, **kwargs):
        self.has_commands = True  # its commands' parsers are of this class too
        return super().add_subparsers(**kwargs)

    def parse_known_args(self, args: Sequence[str] | None = None,
                         namespace: argparse.Namespace | None = None
                         ) -> tuple[argparse.Namespace, list[str]]:
        namespace, extras = super().parse_known_args(args, namespace)
        if extras and not self.has_commands:  # a command's: no parser after it takes them
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return namespace, extras

    def error(self, message: str) -> NoReturn:
        """Exit with status 2 after the error (arguments shown escaped, never sent raw to the
        terminal) and where to look."""
        self.exit(2, f"{self.prog}: error: {_CONTROLS.sub(_escaped, message)}\n"
                     f"see '{self.prog} --help'\n")


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where the program is, so that it stops as on Ctrl-C (temporaries
    removed, workers ended, a clear message) instead of dying mid-write."""


def raise_terminated(signum: int, frame: object) -> None:
    """The SIGTERM handler (a second SIGTERM is ignored: it must not cut the cleanup short)."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    raise Terminated


def interruption(exc: KeyboardInterrupt) -> str:
    """``terminated`` or ``interrupted``, for messages."""
    return "terminated" if isinstance(exc, Terminated) else "interrupted"


def exit_status(exc: KeyboardInterrupt) -> int:
    """128 + the signal number, as a shell reports it: 143 for SIGTERM, 130 for Ctrl-C."""
    return 143 if isinstance(exc, Terminated) else 130


def nothing_read(counts: dict[str, int]) -> int:
    """The exit status of a run by its counts: 1, said why, when it found no document or
    could read none; else 0 (bad records are reported and counted, not failures)."""
    if counts["documents"] == 0:
        warn("error: no documents found in the inputs")
        return 1
    if counts["errors"] == counts["documents"]:
        warn("error: no document could be read")
        return 1
    return 0


def output_problem(inputs: Sequence[str], output: str | None, pairs: str | None = None,
                   protected: Sequence[tuple[str, str | None]] = (),
                   follow_links: bool = False) -> str | None:
    """Why the output paths must be refused before any work (None when they are fine).

    Checked: a missing output folder, an output that is a folder, clusters and pairs to one
    file, an output that is an input (a file given, or one found in a folder given), and an
    output that is one of the ``protected`` files, (what, path) pairs such as
    ``("clusters file", "c.jsonl")``, that the command reads and must not replace.
    """
    paths = [p for p in (output, pairs) if p not in (None, "-")]
    if problem := _unwritable(paths):
        return problem
    if pairs is not None and _same_file(output or "-", pairs):
        return f"clusters and pairs would go to the same file: {pairs}"
    existing = {_file_key(p): p for p in paths if os.path.isfile(p)}
    existing.pop(None, None)
    for what, path in protected:
        if path not in (None, "-") and (key := _file_key(path)) in existing:
            return f"output file is also the {what}, it would be replaced: {existing[key]}"
    if existing:
        for path, _ in iter_input_files(inputs, follow_links):
            if not isinstance(path, SkippedLink) and (key := _file_key(path)) in existing:
                return f"output file is also an input, it would be replaced: {existing[key]}"
    return None


def _unwritable(paths: Sequence[str]) -> str | None:
    """Why output files cannot be written at ``paths`` (None when they can): Parquet
    without pyarrow, a folder that cannot take files, a missing folder, a folder given."""
    if any(str(p).lower().endswith(".parquet") for p in paths) and \
            importlib.util.find_spec("pyarrow") is None:
        return MISSING_PYARROW
    for path in paths:
        if not os.path.isdir(os.path.dirname(path) or ".") or os.path.isdir(path):
            continue  # said below, more precisely
        if problem := creatable_problem(path):
            return problem
    for path in paths:
        if not os.path.isdir(os.path.dirname(path) or "."):
            return f"output folder does not exist: {os.path.dirname(path)}"
        if os.path.isdir(path):
            return f"output is a folder, not a file: {path}"
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




def whole_number(low: float | None, high: float | None):
    """An argparse type: a whole number in [low, high], with a message that says which bound."""
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if low is not None and value < low:
            raise argparse.ArgumentTypeError(f"must be at least {int(low)}, got {text}")
        if high is not None and value > high:
            raise argparse.ArgumentTypeError(f"must be at most {int(high)}, got {text}")
        return value
    return parse


positive_int = whole_number(1, None)
count_int = whole_number(0, None)


def number_in(low: float | None, high: float | None):
    """An argparse type: a finite number in [low, high], with a message that says which
    bound (``--template-share 5`` was taken and ignored by the methods without templates)."""
    def parse(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"must be a finite number, got {text}")
        if low is not None and value < low:
            raise argparse.ArgumentTypeError(f"must be at least {low:g}, got {text}")
        if high is not None and value > high:
            raise argparse.ArgumentTypeError(f"must be at most {high:g}, got {text}")
        return value
    return parse


def checked_by(check: Callable[[object], object]) -> type[argparse.Action]:
    """An argparse action that stores the values as given once ``check`` accepts them: a
    usage error naming the option otherwise, whichever method the run uses (``--idf-band 5
    1`` was only refused with ``-m imatch``, and ignored silently with ``-q``)."""
    class Checked(argparse.Action):
        def __call__(self, parser, namespace, values, option_string=None) -> None:
            try:
                check(values)
            except (TypeError, ValueError) as exc:
                raise argparse.ArgumentError(self, str(exc)) from None
            setattr(namespace, self.dest, values)
    return Checked


def _default_text(users: list[tuple[type[Method], Param]]) -> str:
    """" (default X)", or the default per method where they differ."""
    defaults = [(cls.name, p.default) for cls, p in users if p.default is not None]
    if not defaults:
        return ""
    shown = [(name, (",".join if all(isinstance(x, str) for x in d) else " ".join)(map(str, d))
              if isinstance(d, tuple) else str(d)) for name, d in defaults]
    if len({d for _, d in shown}) == 1:
        return f" (default {shown[0][1]})"
    return " (default " + "; ".join(f"{name} {d}" for name, d in shown) + ")"


def add_method_options(parser: argparse.ArgumentParser, methods: Sequence[type[Method]],
                       only: Sequence[str] | None = None, default_note: str | None = None
                       ) -> None:
    """One option per parameter the ``methods`` declare (methods declaring the same flag share
    it), tagged with the methods it applies to. Every option defaults to None: the method's
    own default (or, with ``default_note``, whatever that note says) applies."""
    options: dict[tuple[str, ...], list[tuple[type[Method], Param]]] = {}
    for cls in methods:
        for param in cls.PARAMS:
            if only is None or param.name in only:
                options.setdefault(param.options, []).append((cls, param))
    for flags, users in options.items():
        param = users[0][1]
        names = list(dict.fromkeys(cls.name for cls, _ in users))
        tag = "" if len(names) == len(methods) else f"[{', '.join(names)}] "
        note = default_note if default_note is not None else _default_text(users)
        # The range every method sharing the option agrees on (the methods check the rest).
        low = min((p.low for _, p in users), key=lambda x: -1e300 if x is None else x)
        highs = {p.high for _, p in users}
        if param.kind is bool:  # a flag: given or not (None: the method's default)
            parser.add_argument(*flags, dest=param.dest, action="store_true", default=None,
                                help=f"{tag}{param.help}")
            continue
        high = highs.pop() if len(highs) == 1 else None
        kind = {int: whole_number(low, high), float: number_in(low, high)}.get(
            param.kind, param.kind)
        checks = {p.check for _, p in users if p.check is not None}
        extra = {"action": checked_by(checks.pop())} if len(checks) == 1 else {}
        parser.add_argument(*flags, dest=param.dest, type=kind, default=None,
                            nargs=param.nargs, choices=param.choices, metavar=param.metavar,
                            help=f"{tag}{param.help}{note}", **extra)


def method_params(args: argparse.Namespace, method: type[Method]) -> dict:
    """The parameters of ``method`` given on the command line (those left out: its defaults)."""
    return {p.name: value for p in method.PARAMS
            if (value := getattr(args, p.dest, None)) is not None}


def foreign_options(args: argparse.Namespace, method: type[Method]) -> list[tuple[str, list[str]]]:
    """The options given on the command line that ``method`` does not declare, each with the
    methods it applies to (``-m minhash --hamming 3``: simhash's option, ignored)."""
    own = {p.dest for p in method.PARAMS}
    found: dict[str, list[str]] = {}
    for cls in METHODS.values():
        for param in cls.PARAMS:
            if param.dest not in own and getattr(args, param.dest, None) is not None:
                found.setdefault(next(f for f in param.options if f.startswith("--")),
                                 []).append(cls.name)
    return list(found.items())


def add_matching_options(parser: argparse.ArgumentParser) -> None:
    """-t, -m, every method's options and -j: how pages are matched (cluster, dedup)."""
    add_threshold_option(parser)
    parser.add_argument("-m", "--method", choices=list(METHODS), default="spotsigs",
                        help="near-duplicate method (default spotsigs); an option marked "
                             "[name, ...] applies to those methods alone")
    add_method_options(parser, list(METHODS.values()))
    parser.add_argument("-j", "--jobs", type=positive_int, default=1, metavar="N",
                        help="worker processes for extraction and threads for matching "
                             "(default 1; the same output for any N)")


def add_threshold_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("-t", "--threshold", type=threshold_type, default=DEFAULT_THRESHOLD,
                        help=f"similarity threshold in (0, 1] (default {DEFAULT_THRESHOLD})")


def add_input_options(parser: argparse.ArgumentParser) -> None:
    """The options that say how inputs are read: record field names, standard input's
    format, symbolic links out of input folders."""
    group = parser.add_argument_group("reading inputs")
    group.add_argument("--format", dest="stdin_format", choices=STDIN_FORMATS,
                       help="format of standard input, given as the input '-'")
    group.add_argument("--follow-links", action="store_true",
                       help="follow the symbolic links of input folders that lead out of them "
                            "(default: skipped, each a 'skipped' record; a link given as an "
                            "input is always followed, loops never)")
    defaults = ReadOptions()
    for name, what in (("id", "the document id"), ("url", "the URL"),
                       ("text", "plain text"), ("html", "HTML (read before text)")):
        default = getattr(defaults, f"{name}_field")
        group.add_argument(f"--{name}-field", metavar="NAME", default=default,
                           help=f"JSONL/Parquet field holding {what} (default {default})")


def read_options(args: argparse.Namespace) -> ReadOptions:
    """How to read the inputs, from the command line."""
    return ReadOptions(id_field=args.id_field, url_field=args.url_field,
                       text_field=args.text_field, html_field=args.html_field,
                       stdin_format=args.stdin_format, follow_links=args.follow_links)


def add_run_options(parser: argparse.ArgumentParser) -> None:
    """--batch-size and -q, as every command that reads inputs has them."""
    parser.add_argument("--batch-size", type=positive_int, default=DEFAULT_BATCH_SIZE,
                        metavar="N", help="documents per extraction batch "
                                          f"(default {DEFAULT_BATCH_SIZE})")
    parser.add_argument("-q", "--quiet", action="store_true",
                        help="no progress bar, warnings or summary on standard error")


def add_engine_options(parser: argparse.ArgumentParser) -> None:
    """--engine, --scheduler and --work-dir: where the flow runs (cluster, dedup)."""
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


def engine_problem(args: argparse.Namespace) -> str | None:
    """Why the engine options must be refused before any work (None when they are fine)."""
    for option, value in (("--scheduler", args.scheduler), ("--work-dir", args.work_dir)):
        if value and args.engine != "dask":
            return f"{option} needs --engine dask"
    return None
