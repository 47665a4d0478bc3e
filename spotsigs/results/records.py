"""Writing results: clusters and pairs as JSONL, CSV or Parquet, written atomically."""

from __future__ import annotations

import contextlib
import csv
import itertools
import json
import os
import re
from collections.abc import Callable, Iterator, Sequence
from typing import IO

from spotsigs.outcome import ClusterResult
from spotsigs.results.files import StagedFile, commit_together, staged

CLUSTER_FIELDS = ("id", "url", "cluster", "representative", "status", "reason", "signatures",
                  "http_status", "lang")
"""Fields of a clusters record; new ones go at the end, so that CSV consumers keep columns."""
PAIR_FIELDS = ("a", "b", "similarity")
FORMATS = ("jsonl", "csv", "parquet")
NO_CLUSTER = -1
"""The ``cluster`` of a page left out (synthetic, skipped, unreadable) in CSV and Parquet, so
that the column stays integer (pandas reads it as int64); JSON lines write null."""
MISSING_PYARROW = "writing Parquet needs pyarrow: pip install 'spotsigs[parquet]'"
PARQUET_ROWS = 65536
"""Rows per Parquet row group: what a Parquet writer holds at most, and where both engines
cut row groups (so that their files are byte-identical)."""

# Lone surrogates: file names that are not UTF-8 (os.fsdecode) and JSON "\ud800" escapes put
# them in ids and URLs; UTF-8 cannot encode them, so they are written as escapes.
_SURROGATE = re.compile("[\ud800-\udfff]")


def cluster_record(doc_id: str, url: str, cluster: int, representative: str | None,
                   status: str, reason: str | None, signatures: int,
                   http_status: int | None, lang: str) -> dict:
    """One output record (the fields of CLUSTER_FIELDS); ``cluster`` < 0: left out."""
    return {"id": doc_id, "url": url, "cluster": cluster if cluster >= 0 else None,
            "representative": representative, "status": status, "reason": reason,
            "signatures": signatures, "http_status": http_status, "lang": lang}


def pair_record(a: str, b: str, similarity: float) -> dict:
    """One pair record (the fields of PAIR_FIELDS), the similarity in full precision."""
    return {"a": a, "b": b, "similarity": similarity}


def cluster_records(result: ClusterResult) -> Iterator[dict]:
    """One record per input document, in input order."""
    labels = result.labels.tolist()
    representative = result.representatives.tolist()
    sizes = result.signatures.sizes.tolist()
    languages = result.languages or ["und"] * len(result.documents)
    for k, document in enumerate(result.documents):
        rep = representative[k]
        yield cluster_record(document.doc_id, document.url, labels[k],
                             result.documents[rep].doc_id if rep >= 0 else None,
                             result.status[k], result.reasons[k], sizes[k],
                             document.http_status, languages[k])


def pair_records(result: ClusterResult) -> Iterator[dict]:
    """One record per near-duplicate pair, by document id, with its similarity."""
    if result.found is None:
        raise ValueError("the run kept only the pairs its clusters need: ask for the pairs "
                         "(Run formats) to write them")
    for i, j, similarity in result.found.chunks():
        for a, b, s in zip(i.tolist(), j.tolist(), similarity.tolist()):
            yield pair_record(result.documents[a].doc_id, result.documents[b].doc_id, s)


class MemoryRecords:
    """The records of a run held in memory (a ``ClusterResult``): the local engine's."""

    def __init__(self, result: ClusterResult) -> None:
        self.result = result

    def write_clusters(self, stream: IO, fmt: str) -> None:
        """The cluster records, in input order, as ``fmt`` (binary stream for Parquet)."""
        write_records(cluster_records(self.result), CLUSTER_FIELDS, stream, fmt)

    def write_pairs(self, stream: IO, fmt: str) -> None:
        """The pair records, sorted by (a, b) in input order, as ``fmt``."""
        write_records(pair_records(self.result), PAIR_FIELDS, stream, fmt)

    def cluster_records(self) -> Iterator[dict]:
        return cluster_records(self.result)

    def close(self) -> None:
        """Delete the pairs spilled to disk (the rest is garbage-collected)."""
        if self.result.found is not None:
            self.result.found.close()


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
            row = {k: _inert(_escaped(_with_cluster(k, v))) for k, v in record.items()}
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


def _pyarrow():
    """pyarrow and pyarrow.parquet, or OSError saying how to install them."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise OSError(MISSING_PYARROW) from None
    return pa, pq


def parquet_schema(fields: tuple[str, ...]):
    """The Parquet (arrow) schema of records with ``fields``: the integer columns int64 (the
    cluster with NO_CLUSTER, the HTTP status nullable), similarity float64, the rest UTF-8."""
    pa, _ = _pyarrow()
    types = {"cluster": pa.int64(), "signatures": pa.int64(), "http_status": pa.int64(),
             "similarity": pa.float64()}
    return pa.schema([(f, types.get(f, pa.string())) for f in fields])


class ParquetRows:
    """One Parquet file of records, written in row groups of PARQUET_ROWS rows (the last one
    shorter) whatever pieces the rows come in: it holds one row group at most, and two
    writers given the same rows write the same bytes (the local and the Dask engine)."""

    def __init__(self, stream: IO[bytes], fields: tuple[str, ...]) -> None:
        pa, pq = _pyarrow()
        self.pa, self.schema, self.rows = pa, parquet_schema(fields), 0
        self.pending: list = []
        self.held = 0
        self.writer = pq.ParquetWriter(stream, self.schema)

    def write_records(self, records: list[dict]) -> None:
        """Add records (dicts with the fields), escaped as the text formats escape them."""
        columns = {f: [_escaped(_with_cluster(f, r.get(f))) for r in records]
                   for f in self.schema.names}
        self.write_table(self.pa.table({f: self.pa.array(v, type=self.schema.field(f).type)
                                        for f, v in columns.items()}))

    def write_table(self, table) -> None:
        """Add the rows of an arrow table or record batch with the schema's columns."""
        table = self.pa.Table.from_arrays(list(table.columns), schema=self.schema)
        self.pending.append(table)
        self.held += table.num_rows
        while self.held >= PARQUET_ROWS:
            self._flush(PARQUET_ROWS)

    def _flush(self, rows: int) -> None:
        # One chunk per column, so that pages are cut alike however the rows arrived.
        table = self.pa.concat_tables(self.pending).combine_chunks()
        self.writer.write_table(table.slice(0, rows), row_group_size=rows)
        self.pending = [table.slice(rows)]
        self.held -= rows
        self.rows += rows

    def close(self) -> int:
        """Write the last row group and the footer; returns the rows written."""
        if self.held:
            self._flush(self.held)
        self.writer.close()
        return self.rows


def _write_parquet(records: Iterator[dict], fields: tuple[str, ...], stream: IO[bytes]) -> int:
    """Write records as one Parquet file (``ParquetRows``), a row group at a time."""
    writer, records = ParquetRows(stream, fields), iter(records)
    while chunk := list(itertools.islice(records, PARQUET_ROWS)):
        writer.write_records(chunk)
    return writer.close()


FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r", "'")
"""A CSV cell starting so is a formula to a spreadsheet (OWASP's list), or starts with the
quote that marks one made inert: such a cell gets a leading ``'``, which the reader takes off."""


def _inert(value: object) -> object:
    """A string cell a spreadsheet will show as text (ids and URLs come from crawled pages:
    ``=HYPERLINK(...)`` would run); anything else unchanged."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


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


_INTEGER_FIELDS = ("cluster", "signatures", "http_status")


def _restored(value: str | None) -> str | None:
    """A CSV cell as written before ``_inert`` (its added ``'`` taken off)."""
    if value and value.startswith("'") and value[1:].startswith(FORMULA_STARTS):
        return value[1:]
    return value


def _record_of(row: dict, where: str) -> dict:
    """A cluster record read back (CSV's -1 cluster and empty fields as None, integers as
    integers); ValueError naming ``where`` when a field is missing or malformed."""
    missing = [f for f in ("id", "cluster", "representative", "status") if f not in row]
    if missing:
        raise ValueError(f"{where}: not a clusters record (no {', '.join(missing)})")
    record = {f: (None if row.get(f) in ("", None) else row.get(f)) for f in CLUSTER_FIELDS}
    try:
        for name in _INTEGER_FIELDS:
            if record[name] is not None:
                record[name] = int(record[name])
    except (TypeError, ValueError):
        raise ValueError(f"{where}: {name} is not a whole number: {row.get(name)!r}") from None
    if record["cluster"] is not None and record["cluster"] < 0:
        record["cluster"] = None
    return record


def read_cluster_records(path: str | os.PathLike) -> Iterator[dict]:
    """The records of a clusters file ``cluster`` wrote (JSON lines, CSV or Parquet, by its
    suffix), in its order, as JSON lines hold them; ValueError names a bad record."""
    fmt = format_for(path)
    if fmt == "parquet":
        _, pq = _pyarrow()
        for batch in pq.ParquetFile(path).iter_batches(batch_size=PARQUET_ROWS):
            for number, row in enumerate(batch.to_pylist()):
                yield _record_of(row, f"{path}: row {number + 1}")
        return
    with open(path, encoding="utf-8", newline="") as stream:
        if fmt == "csv":
            for number, row in enumerate(csv.DictReader(stream), 2):
                yield _record_of({k: _restored(v) for k, v in row.items()}, f"{path}:{number}")
            return
        for number, row in json_objects(stream, path):
            yield _record_of(row, f"{path}:{number}")


def json_objects(stream: IO[str], path: str | os.PathLike) -> Iterator[tuple[int, dict]]:
    """(line number, object) of each non-blank line of a JSON-lines stream; a line that is not
    a JSON object raises ValueError naming ``path`` and the line."""
    for number, line in enumerate(stream, 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
        except json.JSONDecodeError as exc:
            raise ValueError(f"{path}:{number}: not JSON ({exc.msg})") from None
        if not isinstance(row, dict):
            raise ValueError(f"{path}:{number}: not a JSON object")  # noqa: TRY004
        yield number, row


def record_counts(records: Iterator[dict]) -> dict[str, int | None]:
    """The summary counts of cluster records (pairs unknown: None)."""
    status: dict[str, int] = {}
    members: dict[object, int] = {}
    documents = 0
    for record in records:
        documents += 1
        status[record["status"]] = status.get(record["status"], 0) + 1
        if record["cluster"] is not None:
            members[record["cluster"]] = members.get(record["cluster"], 0) + 1
    return {"documents": documents, "ok": status.get("ok", 0),
            "synthetic": status.get("synthetic", 0), "skipped": status.get("skipped", 0),
            "errors": status.get("error", 0), "pairs": None, "clusters": len(members),
            "multi_page_clusters": sum(1 for n in members.values() if n > 1)}
