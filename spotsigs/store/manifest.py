"""The manifest of an index folder: read, validated, replaced atomically; the writer lock.

``manifest.json`` lists the segment folders with their counts and, per array file, its size
and checksum; a checksum of the manifest itself catches edits and damage. A crafted manifest
(with a matching checksum) is validated field by field: only the known array files of
``seg-N`` folders may be named, and the parameters must be the words and numbers that
``SpotSigs.params()`` writes, so that nothing outside the index is ever read.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import re
import stat
from collections.abc import Iterator
from pathlib import Path

from spotsigs.antecedents import LANGUAGES
from spotsigs.columns import CHECKSUMS
from spotsigs.store.files import (
    _OPEN_FLAGS,
    FILE_NAMES,
    LANG_FILE,
    REQUIRED_FILES,
    SEGMENT_PREFIX,
    CorruptIndexError,
    StoredSegment,
    fsync_folder,
    load_segment,
)
from spotsigs.store.segment import lang_problem

FORMAT = "spotsigs-index"
# Version 2 records crc32 checksums (version 1: sha256); version 3 adds each document's
# language (lang_codes.npy and the entry's "languages" table) to the segments it writes.
# Every version is read (a segment without languages has None for its documents' languages),
# and a save writes version 3: an older spotsigs then refuses the index by its version.
FORMAT_VERSION = 3
READ_VERSIONS = (1, 2, 3)
MANIFEST = "manifest.json"
LOCK = "lock"  # held (flock) by a writer while it saves
_MAX_MANIFEST_BYTES = 1 << 26
_COUNTS = ("documents", "entries", "keys", "id_bytes")
_INTEGER_PARAMS = ("spot_distance", "chain_length", "min_signatures")


def _manifest_checksum(body: dict) -> str:
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode("utf-8")).hexdigest()


def write_manifest(root: Path, body: dict) -> None:
    """Replace ``manifest.json`` atomically (temporary file, fsync, rename, fsync folder)."""
    text = json.dumps({**body, "checksum": _manifest_checksum(body)}, indent=1, sort_keys=True)
    temporary = root / f".{MANIFEST}.tmp"
    with open(temporary, "w", encoding="utf-8") as stream:
        stream.write(text + "\n")
        stream.flush()
        os.fsync(stream.fileno())
    os.replace(temporary, root / MANIFEST)
    fsync_folder(root)


def _read_text(path: Path) -> str:
    """The manifest's text; a FIFO, device or giant file there is damage, not something to
    wait for or read without end."""
    try:
        handle = os.open(path, _OPEN_FLAGS & ~getattr(os, "O_NOFOLLOW", 0))
    except OSError as exc:
        raise CorruptIndexError(f"{path}: unreadable ({exc.strerror})") from None
    with os.fdopen(handle, "rb") as stream:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode) or info.st_size > _MAX_MANIFEST_BYTES:
            raise CorruptIndexError(f"{path}: not a regular file of at most "
                                    f"{_MAX_MANIFEST_BYTES} bytes")
        data = stream.read(_MAX_MANIFEST_BYTES + 1)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise CorruptIndexError(f"{path}: not valid JSON ({exc})") from None


def read_manifest(root: Path) -> dict:
    """The manifest of the index at ``root``, checked for format, version, its checksum and
    the type and range of every field."""
    path = root / MANIFEST
    if not root.is_dir():
        raise FileNotFoundError(f"no index at {root}: not a folder")
    if not path.exists():
        raise FileNotFoundError(f"no index at {root}: {MANIFEST} is missing")
    try:
        manifest = json.loads(_read_text(path))
    except ValueError as exc:
        if isinstance(exc, CorruptIndexError):
            raise
        raise CorruptIndexError(f"{path}: not valid JSON ({exc})") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise CorruptIndexError(f"{path}: not a spotsigs index manifest")
    if manifest.get("version") not in READ_VERSIONS:
        raise CorruptIndexError(f"{path}: format version {manifest.get('version')!r}, this "
                                f"spotsigs reads versions {', '.join(map(str, READ_VERSIONS))}")
    body = {k: v for k, v in manifest.items() if k != "checksum"}
    if manifest.get("checksum") != _manifest_checksum(body):
        raise CorruptIndexError(f"{path}: checksum mismatch (the manifest was edited or damaged)")
    problem = _manifest_problem(manifest)
    if problem:
        raise CorruptIndexError(f"{path}: {problem}")
    return manifest


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _manifest_problem(manifest: dict) -> str | None:
    """What is malformed in a manifest whose checksum matches (None if nothing): fields
    missing, of the wrong type or range, or naming files other than a segment's arrays."""
    params = manifest.get("params")
    if not isinstance(params, dict):
        return "no 'params' object"
    antecedents = params.get("antecedents")
    # Each page in its own language: no fixed antecedents, no fixed language.
    per_page = antecedents == "stopwords" and params.get("stopword_language") is None
    if not per_page and (not isinstance(antecedents, list) or not antecedents or
                         not all(isinstance(w, str) for w in antecedents)):
        return "params: 'antecedents' must be a non-empty list of words, or 'stopwords'"
    for name in _INTEGER_PARAMS:
        if not _count(params.get(name)):
            return f"params: {name!r} must be an integer, got {params.get(name)!r}"
    language = params.get("stopword_language")
    if language is not None and language not in LANGUAGES:
        return "params: 'stopword_language' must be a language code or null"
    if not _count(manifest.get("generation")) or not _count(manifest.get("documents")):
        return "'generation' and 'documents' must be counts"
    segments = manifest.get("segments")
    if not isinstance(segments, list):
        return "'segments' must be a list"
    names = set()
    for entry in segments:
        problem = _entry_problem(entry)
        if problem:
            return problem
        if entry["name"] in names:
            return f"segment {entry['name']} is listed twice"
        names.add(entry["name"])
    if manifest["documents"] != sum(e["documents"] for e in segments):
        return "document counts do not add up"
    return None


def _entry_problem(entry: object) -> str | None:
    if not isinstance(entry, dict):
        return f"malformed segment entry {entry!r:.80}"
    name = entry.get("name")
    if not isinstance(name, str) or not re.fullmatch(rf"{SEGMENT_PREFIX}\d+", name):
        return f"bad segment name {name!r:.80}"
    if not all(_count(entry.get(count)) for count in _COUNTS):
        return f"segment {name}: {', '.join(_COUNTS)} must be counts"
    files = entry.get("files")
    if not isinstance(files, dict) or not REQUIRED_FILES <= set(files) <= FILE_NAMES:
        listed = sorted(files) if isinstance(files, dict) else files
        return f"segment {name}: the files must be {', '.join(sorted(REQUIRED_FILES))} " \
               f"(and {', '.join(sorted(FILE_NAMES - REQUIRED_FILES))} since format 3), " \
               f"not {listed!r:.200}"
    if problem := _languages_problem(entry):
        return f"segment {name}: {problem}"
    for file, record in files.items():
        kinds = set(record) - {"bytes"} if isinstance(record, dict) else set()
        if not isinstance(record, dict) or not _count(record.get("bytes")) or len(kinds) != 1 \
                or not kinds <= set(CHECKSUMS) or not _hex(record[next(iter(kinds))],
                                                           CHECKSUMS[next(iter(kinds))][1]):
            return f"segment {name}: malformed record for {file}: {record!r:.120}"
    return None


def _languages_problem(entry: dict) -> str | None:
    """What is wrong with a segment's language table (None if nothing): listed exactly when
    its codes are, a list of distinct language codes or null (no language recorded)."""
    if ("languages" in entry) != (LANG_FILE in entry["files"]):
        return f"'languages' and {LANG_FILE} must be listed together"
    languages = entry.get("languages", [])
    if not isinstance(languages, list) or any(lang_problem(lang) for lang in languages) or \
            len(set(languages)) != len(languages):
        return f"'languages' must be a list of distinct language codes or null, not " \
               f"{languages!r:.120}"
    return None


def _hex(value: object, digits: int) -> bool:
    return isinstance(value, str) and re.fullmatch(f"[0-9a-f]{{{digits}}}", value) is not None


def load_state(root: Path, attempts: int = 3) -> tuple[dict, list[StoredSegment]]:
    """The manifest and memory-mapped segments of the index at ``root``; retried when a
    writer replaced the manifest (and removed merged segments) while they were being read."""
    for attempt in range(attempts):
        manifest = read_manifest(root)
        try:
            return manifest, [load_segment(root, entry) for entry in manifest["segments"]]
        except CorruptIndexError:
            if attempt + 1 == attempts or \
                    read_manifest(root)["generation"] == manifest["generation"]:
                raise
    raise AssertionError("unreachable")


@contextlib.contextmanager
def writer_lock(root: Path) -> Iterator[None]:
    """Hold the index's writer lock (an advisory flock on ``root/lock``) while saving."""
    try:
        import fcntl
    except ImportError:  # no flock here: keeping to one writer is the caller's job
        yield
        return
    with open(root / LOCK, "a+b") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)
