"""Writing results: clusters and pairs as JSONL or CSV, written atomically."""

from __future__ import annotations

import contextlib
import csv
import json
import os
import re
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from spotsigs.engine.pipeline import ClusterResult

CLUSTER_FIELDS = ("id", "url", "cluster", "representative", "status", "reason", "signatures",
                  "http_status")
"""Fields of a clusters record; new ones go at the end, so that CSV consumers keep columns."""
PAIR_FIELDS = ("a", "b", "similarity")

# Lone surrogates: file names that are not UTF-8 (os.fsdecode) and JSON "\ud800" escapes put
# them in ids and URLs; UTF-8 cannot encode them, so they are written as escapes.
_SURROGATE = re.compile("[\ud800-\udfff]")


def _umask() -> int:
    """The process umask (read by setting it, then set back at once)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike | None) -> Iterator[IO[str]]:
    """Open ``path`` for writing text so that it appears complete or not at all.

    Writes go to a temporary file in the same folder, which replaces ``path`` only after
    everything was written and flushed; ``None`` or ``-`` writes to standard output. A path
    that is a symlink replaces the file it points to; one that is no regular file (a device
    such as /dev/null or /dev/stdout, a named pipe) is written directly, never replaced.
    """
    if path is None or str(path) == "-":
        yield sys.stdout
        sys.stdout.flush()
        return
    target = Path(os.path.realpath(path))
    if target.exists() and not target.is_file():
        with open(target, "w", encoding="utf-8", newline="") as stream:
            yield stream
        return
    if not target.parent.is_dir():
        raise FileNotFoundError(f"output folder does not exist: {target.parent}")
    mode = target.stat().st_mode & 0o7777 if target.exists() else 0o666 & ~_umask()
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                         dir=target.parent)
    try:
        os.chmod(temporary, mode)  # the old file's mode, or what open() gives (not 0600)
        with os.fdopen(handle, "w", encoding="utf-8", newline="") as stream:
            yield stream
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def cluster_records(result: ClusterResult) -> Iterator[dict]:
    """One record per input document, in input order."""
    labels = result.labels.tolist()
    representative = result.representatives.tolist()
    sizes = result.signatures.sizes.tolist()
    for k, document in enumerate(result.documents):
        rep = representative[k]
        yield {
            "id": document.doc_id,
            "url": document.url,
            "cluster": labels[k] if labels[k] >= 0 else None,
            "representative": result.documents[rep].doc_id if rep >= 0 else None,
            "status": result.status[k],
            "reason": result.reasons[k],
            "signatures": sizes[k],
            "http_status": document.http_status,
        }


def pair_records(result: ClusterResult) -> Iterator[dict]:
    """One record per near-duplicate pair, by document id, with its Jaccard similarity."""
    i, j, similarity = result.pairs
    for a, b, s in zip(i.tolist(), j.tolist(), similarity.tolist()):
        yield {"a": result.documents[a].doc_id, "b": result.documents[b].doc_id,
               "similarity": round(s, 6)}


def write_records(records: Iterator[dict], fields: tuple[str, ...], stream: IO[str],
                  fmt: str = "jsonl") -> int:
    """Write records as JSON lines or CSV with a header; returns how many were written.

    Strings with lone surrogates (not encodable as UTF-8) are written escaped: ``\\udcff``
    as a JSON escape (read back as the same string) or, in CSV, as that text.
    """
    count = 0
    if fmt == "csv":
        writer = csv.DictWriter(stream, fieldnames=fields, lineterminator="\n")
        writer.writeheader()
        for record in records:
            writer.writerow({k: _escaped(v) for k, v in record.items()})
            count += 1
        return count
    for record in records:
        line = json.dumps(record, ensure_ascii=False)
        if _SURROGATE.search(line):
            line = json.dumps(record)
        stream.write(line + "\n")
        count += 1
    return count


def _escaped(value: object) -> object:
    """A string with its lone surrogates as backslash escapes; anything else unchanged."""
    if isinstance(value, str) and _SURROGATE.search(value):
        return value.encode("utf-8", errors="backslashreplace").decode("utf-8")
    return value


def format_for(path: str | os.PathLike | None) -> str:
    """Output format from a file name: ``.csv`` gives CSV, anything else JSONL."""
    return "csv" if path is not None and str(path).lower().endswith(".csv") else "jsonl"
