"""Writing results: clusters and pairs as JSONL or CSV, written atomically."""

from __future__ import annotations

import contextlib
import csv
import json
import os
import re
from collections.abc import Callable, Iterator, Sequence
from typing import IO

from spotsigs.engine.pipeline import ClusterResult
from spotsigs.results.files import StagedFile, commit_together, staged

CLUSTER_FIELDS = ("id", "url", "cluster", "representative", "status", "reason", "signatures",
                  "http_status")
"""Fields of a clusters record; new ones go at the end, so that CSV consumers keep columns."""
PAIR_FIELDS = ("a", "b", "similarity")
FORMATS = ("jsonl", "csv", "parquet")
NO_CLUSTER = -1
"""The ``cluster`` of a page left out (synthetic, skipped, unreadable) in CSV and Parquet, so
that the column stays integer (pandas reads it as int64); JSON lines write null."""
MISSING_PYARROW = "writing Parquet needs pyarrow: pip install 'spotsigs[parquet]'"

# Lone surrogates: file names that are not UTF-8 (os.fsdecode) and JSON "\ud800" escapes put
# them in ids and URLs; UTF-8 cannot encode them, so they are written as escapes.
_SURROGATE = re.compile("[\ud800-\udfff]")


def cluster_record(doc_id: str, url: str, cluster: int, representative: str | None,
                   status: str, reason: str | None, signatures: int,
                   http_status: int | None) -> dict:
    """One output record (the fields of CLUSTER_FIELDS); ``cluster`` < 0: left out."""
    return {"id": doc_id, "url": url, "cluster": cluster if cluster >= 0 else None,
            "representative": representative, "status": status, "reason": reason,
            "signatures": signatures, "http_status": http_status}


def pair_record(a: str, b: str, similarity: float) -> dict:
    """One pair record (the fields of PAIR_FIELDS), the similarity in full precision."""
    return {"a": a, "b": b, "similarity": similarity}


def cluster_records(result: ClusterResult) -> Iterator[dict]:
    """One record per input document, in input order."""
    labels = result.labels.tolist()
    representative = result.representatives.tolist()
    sizes = result.signatures.sizes.tolist()
    for k, document in enumerate(result.documents):
        rep = representative[k]
        yield cluster_record(document.doc_id, document.url, labels[k],
                             result.documents[rep].doc_id if rep >= 0 else None,
                             result.status[k], result.reasons[k], sizes[k],
                             document.http_status)


def pair_records(result: ClusterResult) -> Iterator[dict]:
    """One record per near-duplicate pair, by document id, with its similarity."""
    i, j, similarity = result.pairs
    for a, b, s in zip(i.tolist(), j.tolist(), similarity.tolist()):
        yield pair_record(result.documents[a].doc_id, result.documents[b].doc_id, s)


def write_records(records: Iterator[dict], fields: tuple[str, ...], stream: IO[str],
                  fmt: str = "jsonl") -> int:
    """Write records as JSON lines or CSV with a header; returns how many were written.

    Strings with lone surrogates (not encodable as UTF-8) are written escaped: ``\\udcff``
    as a JSON escape (read back as the same string) or, in CSV, as that text.
    """
    count = 0
    if fmt == "parquet":
        return _write_parquet(records, fields, stream)
    if fmt == "csv":
        writer = csv.DictWriter(stream, fieldnames=fields, lineterminator="\n")
        # csv quotes fields holding the line terminator only: a bare carriage return would
        # end a row for readers that take \r as a line break, so such rows are fully quoted.
        quoted = csv.DictWriter(stream, fieldnames=fields, lineterminator="\n",
                                quoting=csv.QUOTE_ALL)
        writer.writeheader()
        for record in records:
            row = {k: _escaped(_with_cluster(k, v)) for k, v in record.items()}
            carriage = any(isinstance(v, str) and "\r" in v for v in row.values())
            (quoted if carriage else writer).writerow(row)
            count += 1
        return count
    for record in records:
        line = json.dumps(record, ensure_ascii=False)
        if _SURROGATE.search(line):
            line = json.dumps(record)
        stream.write(line + "\n")
        count += 1
    return count


def _with_cluster(field: str, value: object) -> object:
    """NO_CLUSTER for a missing cluster, so the column stays integer; anything else as is."""
    return NO_CLUSTER if field == "cluster" and value is None else value


def _write_parquet(records: Iterator[dict], fields: tuple[str, ...], stream: IO[bytes]) -> int:
    """Write records as one Parquet table (pyarrow): the cluster column int64 with NO_CLUSTER,
    similarity float64, text columns as UTF-8 with lone surrogates escaped."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise OSError(MISSING_PYARROW) from None
    columns: dict[str, list] = {f: [] for f in fields}
    for record in records:
        for field in fields:
            columns[field].append(_escaped(_with_cluster(field, record.get(field))))
    types = {"cluster": pa.int64(), "signatures": pa.int64(), "similarity": pa.float64()}
    table = pa.table({f: pa.array(v, type=types.get(f, pa.string())) for f, v in columns.items()})
    pq.write_table(table, stream)
    return table.num_rows


def _escaped(value: object) -> object:
    """A string with its lone surrogates as backslash escapes; anything else unchanged."""
    if isinstance(value, str) and _SURROGATE.search(value):
        return value.encode("utf-8", errors="backslashreplace").decode("utf-8")
    return value


def write_files(outputs: Sequence[tuple[str | os.PathLike | None,
                                        Callable[[IO, str], object]]]) -> list[str]:
    """Write each ``(path, write)``: ``write(stream, format)`` in the format the path's suffix
    names (None or ``-``: standard output); then put them in place together
    (``commit_together``).

    Returns the outputs written. If one fails, those before it (complete) are put in place,
    and then its target and those after it are removed when they hold an earlier run's
    output, so that no file of this run stands beside one of another (when the first fails,
    every earlier output stays as it was); the error carries ``written``.
    """
    done: list[StagedFile] = []
    written: list[str] = []
    try:
        for path, write in outputs:
            fmt = format_for(path)
            with staged(path, binary=fmt == "parquet") as (stream, output):
                write(stream, fmt)
            done.append(output)
            written.append("standard output" if path in (None, "-") else str(path))
    except BaseException as exc:
        commit_together(done)
        for path, _ in outputs[len(done):] if done else ():
            if path not in (None, "-") and os.path.isfile(path):
                with contextlib.suppress(OSError):
                    os.unlink(path)
        exc.written = written
        raise
    commit_together(done)
    return written


def format_for(path: str | os.PathLike | None) -> str:
    """Output format from a file name: ``.csv`` gives CSV, ``.parquet`` Parquet, anything else
    JSON lines."""
    name = "" if path is None else str(path).lower()
    return "csv" if name.endswith(".csv") else "parquet" if name.endswith(".parquet") else \
        "jsonl"
