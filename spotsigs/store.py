"""Persistent SpotSigs index: add pages one at a time and ask "have I seen this page before?".

On disk an index is a folder: ``manifest.json`` (format version, the SpotSigs ``params()``,
counts, the size and sha256 of every file) and immutable segment folders of plain ``.npy``
arrays: signatures in CSR form (as ``SignatureBatch.save``), the document ids, and postings
(signature hash -> the segment's documents holding it) in CSR form by hash. Opening memory-maps
the arrays and checks sizes, dtypes and counts against the manifest; ``verify`` checks every
checksum. Additions wait in memory until ``save``, which writes them as a new segment, merges
small trailing segments (a logarithmic merge, so each document is rewritten a few times at
most) and then replaces the manifest atomically: a crash leaves the previous state usable.
Saves hold a lock and build on the last saved state; readers see the last completed save.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import math
import os
import re
import shutil
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from spotsigs.checks import DEFAULT_THRESHOLD, check_threshold
from spotsigs.checks import EPS as _EPS
from spotsigs.features import Signature, SignatureBatch, expand_ranges
from spotsigs.methods import SpotSigs
from spotsigs.tokenize import hash_strings

FORMAT = "spotsigs-index"
FORMAT_VERSION = 1
MANIFEST = "manifest.json"
LOCK = "lock"  # held (flock) by a writer while it saves
# A save merges the trailing segments once MERGE_FACTOR of them share a size level (log base
# MERGE_FACTOR): at most about MERGE_FACTOR segments per level, each document rewritten
# log_MERGE_FACTOR(N) times at most.
MERGE_FACTOR = 8
_SEGMENT_PREFIX = "seg-"
_CHUNK = 1 << 24
# Segment arrays: dtype and length in terms of documents n, entries e, keys k, id bytes b.
_ARRAYS: dict[str, tuple[type, str]] = {
    "offsets": (np.int64, "n+1"),      # document d owns hashes[offsets[d]:offsets[d + 1]]
    "hashes": (np.uint64, "e"),        # sorted unique signature hashes per document
    "counts": (np.uint32, "e"),        # their multiplicities
    "sizes": (np.int64, "n"),          # multiset sizes, ascending: documents stored by size
    "id_bytes": (np.uint8, "b"),       # the ids, UTF-8, concatenated
    "id_offsets": (np.int64, "n+1"),   # document d's id is id_bytes[id_offsets[d]:...[d + 1]]
    "id_keys": (np.uint64, "n"),       # stable hashes of the ids, sorted
    "id_docs": (np.int64, "n"),        # the document of each id key
    "keys": (np.uint64, "k"),          # the segment's distinct signature hashes, sorted
    "key_offsets": (np.int64, "k+1"),  # key j is held by postings[key_offsets[j]:...[j + 1]]
    "postings": (np.uint32, "e"),      # documents (ascending, so by size) per key
}


class CorruptIndexError(ValueError):
    """An index folder whose files are missing, truncated, damaged or inconsistent."""


class ParameterMismatchError(ValueError):
    """Signatures asked for with other SpotSigs parameters than the index was built with."""


@dataclass(frozen=True, eq=False)
class Segment:
    """Immutable documents of an index with their postings; arrays in memory or memory-mapped."""

    offsets: np.ndarray
    hashes: np.ndarray
    counts: np.ndarray
    sizes: np.ndarray
    id_bytes: np.ndarray
    id_offsets: np.ndarray
    id_keys: np.ndarray
    id_docs: np.ndarray
    keys: np.ndarray
    key_offsets: np.ndarray
    postings: np.ndarray

    def __len__(self) -> int:
        return len(self.sizes)

    def counts_of(self) -> dict[str, int]:
        """Lengths that the manifest records: documents, entries, keys, id bytes."""
        return {"documents": len(self.sizes), "entries": len(self.hashes),
                "keys": len(self.keys), "id_bytes": len(self.id_bytes)}

    def batch(self) -> SignatureBatch:
        """The segment's signatures as a batch (in storage order, by size)."""
        return SignatureBatch(np.asarray(self.offsets), np.asarray(self.hashes),
                              np.asarray(self.counts))

    def doc_id(self, d: int) -> str:
        """The id of document ``d``."""
        lo, hi = int(self.id_offsets[d]), int(self.id_offsets[d + 1])
        return bytes(self.id_bytes[lo:hi]).decode("utf-8", "surrogatepass")

    def doc_ids(self, docs: np.ndarray) -> list[str]:
        """The ids of documents ``docs``, decoded together."""
        lo, hi = self.id_offsets[docs], self.id_offsets[docs + 1]
        _, entries = expand_ranges(lo, hi)
        blob = self.id_bytes[entries].tobytes()
        text = blob.decode("utf-8", "surrogatepass")
        if len(text) != len(blob):  # not all ASCII: character and byte offsets differ
            return [self.doc_id(int(d)) for d in docs]
        ends = np.cumsum(hi - lo).tolist()
        return [text[a:b] for a, b in zip([0, *ends[:-1]], ends)]

    def id_hashes(self) -> np.ndarray:
        """Per document (storage order), the hash of its id."""
        result = np.empty(len(self.id_keys), np.uint64)
        result[np.asarray(self.id_docs)] = self.id_keys
        return result

    def holds(self, ids: Sequence[str], id_hashes: np.ndarray) -> np.ndarray:
        """Which of ``ids`` the segment holds (hash lookup, strings compared on a hash hit)."""
        found = np.zeros(len(ids), dtype=bool)
        if not len(self.id_keys):
            return found
        lo = np.searchsorted(self.id_keys, id_hashes, side="left")
        hi = np.searchsorted(self.id_keys, id_hashes, side="right")
        for k in np.flatnonzero(hi > lo):  # hits only: ids added twice, or a hash collision
            found[k] = any(self.doc_id(int(self.id_docs[j])) == ids[k] for j in range(lo[k], hi[k]))
        return found


def build_segment(id_bytes: np.ndarray, id_offsets: np.ndarray, id_hashes: np.ndarray,
                  batch: SignatureBatch) -> Segment:
    """A segment of documents (ids as UTF-8 CSR, their hashes, signatures), sorted by size."""
    order = np.lexsort((np.arange(len(batch)), batch.sizes))
    batch = batch.take(order)
    lo, hi = id_offsets[order], id_offsets[order + 1]
    _, id_entries = expand_ranges(lo, hi)
    new_id_offsets = np.zeros(len(order) + 1, np.int64)
    np.cumsum(hi - lo, out=new_id_offsets[1:])
    id_hashes = id_hashes[order]
    id_docs = np.argsort(id_hashes, kind="stable")
    entry_doc = np.repeat(np.arange(len(batch), dtype=np.uint32), np.diff(batch.offsets))
    by_key = np.argsort(batch.hashes, kind="stable")  # stable: documents ascending per key
    keys, starts = np.unique(batch.hashes[by_key], return_index=True)
    return Segment(
        offsets=batch.offsets.astype(np.int64), hashes=batch.hashes.astype(np.uint64),
        counts=batch.counts.astype(np.uint32), sizes=batch.sizes.astype(np.int64),
        id_bytes=np.asarray(id_bytes, np.uint8)[id_entries], id_offsets=new_id_offsets,
        id_keys=id_hashes[id_docs], id_docs=id_docs.astype(np.int64), keys=keys,
        key_offsets=np.append(starts, len(by_key)).astype(np.int64),
        postings=entry_doc[by_key])


def encode_ids(ids: Sequence[str]) -> tuple[np.ndarray, np.ndarray]:
    """Ids as concatenated UTF-8 bytes with offsets (CSR), the form segments store."""
    encoded = [i.encode("utf-8", "surrogatepass") for i in ids]
    offsets = np.zeros(len(encoded) + 1, np.int64)
    np.cumsum([len(e) for e in encoded], out=offsets[1:])
    return np.frombuffer(b"".join(encoded), np.uint8), offsets


def merge_segments(segments: Sequence[Segment]) -> Segment:
    """One segment holding the documents of several."""
    shifts = np.cumsum([0] + [len(s.id_bytes) for s in segments[:-1]])
    id_offsets = np.concatenate([np.zeros(1, np.int64)] + [
        np.asarray(s.id_offsets[1:]) + shift for s, shift in zip(segments, shifts)])
    return build_segment(np.concatenate([np.asarray(s.id_bytes) for s in segments]), id_offsets,
                         np.concatenate([s.id_hashes() for s in segments]),
                         SignatureBatch.concatenate([s.batch() for s in segments]))


def merge_count(sizes: Sequence[int], factor: int = MERGE_FACTOR) -> int:
    """How many trailing segments (the newest last) a save merges into one.

    Trailing segments whose size level (floor of log base ``factor``) is at most the last
    one's are merged once there are ``factor`` of them, repeatedly: the logarithmic method.
    """
    def level(n: int) -> int:
        return int(math.log(max(n, 1), factor) + 1e-9)

    tail = [(int(n), 1) for n in sizes]  # (documents, original segments)
    while len(tail) >= 2:
        last = level(tail[-1][0])
        run = 1
        while run < len(tail) and level(tail[-run - 1][0]) <= last:
            run += 1
        if run < factor:
            break
        merged = tail[-run:]
        tail[-run:] = [(sum(n for n, _ in merged), sum(m for _, m in merged))]
    return tail[-1][1]


def _lower_bound(values: np.ndarray, lo: np.ndarray, hi: np.ndarray,
                 target: np.ndarray | int) -> np.ndarray:
    """Per sorted slice ``values[lo[k]:hi[k]]``, the first position holding a value >= target:
    a binary search run on all slices at once."""
    lo, hi = lo.astype(np.int64), hi.astype(np.int64)
    last = max(len(values) - 1, 0)
    while True:
        active = lo < hi
        if not active.any():
            return lo
        mid = (lo + hi) // 2
        right = active & (np.asarray(values[np.minimum(mid, last)]).astype(np.int64) < target)
        lo = np.where(right, mid + 1, lo)
        hi = np.where(active & ~right, mid, hi)


def _distinct(values: np.ndarray, low: int, high: int) -> np.ndarray:
    """Sorted distinct values (all in [low, high)): a mark per value where the range is small
    against the number of values, else a sort."""
    if high - low > 16 * len(values):
        return np.unique(values).astype(np.int64)
    seen = np.zeros(high - low, dtype=bool)
    seen[values.astype(np.int64) - low] = True
    return np.flatnonzero(seen) + low


def _positions(keys: np.ndarray, values: np.ndarray) -> np.ndarray:
    """For each value, its position in the sorted unique ``keys`` or -1: one gather from a
    table addressed by the low bits (binary search only for values whose slot two keys share),
    several times faster than ``searchsorted`` for the many values of a verification."""
    bits = max(10, len(keys).bit_length() + 4)
    mask = np.uint64((1 << bits) - 1)
    slot = (keys & mask).astype(np.int64)
    slot_key = np.zeros(1 << bits, np.uint64)
    slot_position = np.full(1 << bits, -1, np.int64)
    slot_key[slot] = keys
    slot_position[slot] = np.arange(len(keys))
    shared = np.bincount(slot, minlength=1 << bits) > 1
    value_slot = (values & mask).astype(np.int64)
    found = np.where(slot_key[value_slot] == values, slot_position[value_slot], -1)
    ambiguous = np.flatnonzero(shared[value_slot])
    if len(ambiguous):
        at = np.minimum(np.searchsorted(keys, values[ambiguous]), len(keys) - 1)
        found[ambiguous] = np.where(keys[at] == values[ambiguous], at, -1)
    return found


def _key_frequencies(segment: Segment, hashes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """For query keys: their key index in the segment and their posting list lengths (0 if
    absent)."""
    if not len(segment.keys):
        return np.zeros(len(hashes), np.int64), np.zeros(len(hashes), np.int64)
    at = np.minimum(np.searchsorted(segment.keys, hashes), len(segment.keys) - 1)
    found = np.asarray(segment.keys[at]) == hashes
    lengths = np.asarray(segment.key_offsets[at + 1]) - np.asarray(segment.key_offsets[at])
    return at, np.where(found, lengths, 0)


def _segment_matches(segment: Segment, query: Signature, size: int, prefix: np.ndarray,
                     at: np.ndarray, frequency: np.ndarray, threshold: float
                     ) -> tuple[np.ndarray, np.ndarray]:
    """Documents of one segment with Jaccard >= threshold to the query, and the similarities.

    Candidates come from the postings of the query's ``prefix`` keys, read only over the
    documents whose size the length bound allows; each is verified by exact multiset Jaccard.
    """
    shortest = math.ceil(threshold * size - _EPS)
    largest = int(segment.sizes[-1]) if len(segment) else 0
    # The longest partner the bound allows, capped at the largest there is (a tiny threshold
    # would overflow the division).
    longest = largest if size > threshold * largest else math.floor(size / threshold + _EPS)
    first = int(np.searchsorted(segment.sizes, shortest, side="left"))
    stop = int(np.searchsorted(segment.sizes, longest, side="right"))
    listed = prefix[frequency[prefix] > 0]
    if first >= stop or not len(listed):
        return np.empty(0, np.int64), np.empty(0, np.float64)
    lo = segment.key_offsets[at[listed]]
    hi = lo + frequency[listed]
    if first > 0:
        lo = _lower_bound(segment.postings, lo, hi, first)
    if stop < len(segment):
        hi = _lower_bound(segment.postings, lo, hi, stop)
    _, entries = expand_ranges(lo, hi)
    candidates = _distinct(segment.postings[entries], first, stop)
    if not len(candidates):
        return candidates, np.empty(0, np.float64)
    owner, entry = expand_ranges(segment.offsets[candidates], segment.offsets[candidates + 1])
    where = _positions(query.hashes, segment.hashes[entry])
    hit = where >= 0
    shared = np.where(hit, np.minimum(query.counts[where], segment.counts[entry]), 0)
    overlap = np.bincount(owner, weights=shared, minlength=len(candidates)).astype(np.int64)
    similarity = overlap / (size + np.asarray(segment.sizes[candidates]) - overlap)
    keep = similarity >= threshold
    return candidates[keep], similarity[keep]


def query_segments(segments: Sequence[Segment], query: Signature, threshold: float
                   ) -> list[tuple[str, float]]:
    """Every document of the segments with multiset Jaccard >= threshold to ``query``, exactly,
    sorted by similarity (highest first), then id.

    Any match shares at least ceil(tau |A|) of the query's |A| elements, so it holds one of
    the keys of a prefix of mass |A| - ceil(tau |A|) + 1; the prefix takes the rarest keys.
    """
    size = query.size
    if size == 0 or not segments:
        return []
    looked_up = [_key_frequencies(s, query.hashes) for s in segments]
    frequency = np.sum([f for _, f in looked_up], axis=0)
    rare_first = np.argsort(frequency, kind="stable")
    mass = np.cumsum(query.counts[rare_first].astype(np.int64))
    needed = size - math.ceil(threshold * size - _EPS) + 1
    prefix = rare_first[: int(np.searchsorted(mass, needed, side="left")) + 1]
    found: list[tuple[float, str]] = []
    for segment, (at, segment_frequency) in zip(segments, looked_up):
        docs, similarity = _segment_matches(segment, query, size, prefix, at, segment_frequency,
                                            threshold)
        if len(docs):
            found.extend(zip((-similarity).tolist(), segment.doc_ids(docs)))
    found.sort()  # by similarity, highest first, then id
    return [(doc_id, -negated) for negated, doc_id in found]


def _expected_length(rule: str, counts: dict[str, int]) -> int:
    base = {"n": counts["documents"], "e": counts["entries"], "k": counts["keys"],
            "b": counts["id_bytes"]}[rule[0]]
    return base + (1 if rule.endswith("+1") else 0)


class _HashingWriter:
    """A binary file that hashes what goes through it (np.save writes to it in chunks)."""

    def __init__(self, stream) -> None:
        self.stream = stream
        self.digest = hashlib.sha256()
        self.size = 0

    def write(self, data) -> int:
        data = memoryview(data).cast("B")
        self.digest.update(data)
        self.size += len(data)
        return self.stream.write(data)


def _fsync_folder(folder: Path) -> None:
    """Make a rename or a new file in ``folder`` durable (no-op where folders cannot be opened)."""
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)


def write_segment(segment: Segment, folder: Path) -> dict:
    """Write a segment's arrays into the new ``folder`` and fsync them all (concurrently: the
    file system then commits them together); returns its manifest entry. The folder counts
    only once a manifest names it."""
    shutil.rmtree(folder, ignore_errors=True)  # left by a save that failed before its manifest
    folder.mkdir(parents=True)
    files, streams = {}, []
    try:
        for name in _ARRAYS:
            stream = open(folder / f"{name}.npy", "wb")  # noqa: SIM115 - closed below
            streams.append(stream)
            writer = _HashingWriter(stream)
            np.save(writer, np.ascontiguousarray(getattr(segment, name)), allow_pickle=False)
            stream.flush()
            files[f"{name}.npy"] = {"bytes": writer.size, "sha256": writer.digest.hexdigest()}
        with ThreadPoolExecutor(len(streams) + 2) as pool:
            synced = [pool.submit(os.fsync, s.fileno()) for s in streams]
            synced += [pool.submit(_fsync_folder, f) for f in (folder, folder.parent)]
            for done in synced:
                done.result()
    finally:
        for stream in streams:
            stream.close()
    return {"name": folder.name, **segment.counts_of(), "files": files}


def load_segment(root: Path, entry: dict) -> Segment:
    """Memory-map a segment listed in the manifest, checking what is cheap to check: files
    present with the recorded sizes, dtypes and lengths, and the CSR end points."""
    if not re.fullmatch(rf"{_SEGMENT_PREFIX}\d+", str(entry["name"])):
        raise CorruptIndexError(f"{root / MANIFEST}: bad segment name {entry['name']!r}")
    folder = root / entry["name"]
    arrays = {}
    for name, (dtype, rule) in _ARRAYS.items():
        path = folder / f"{name}.npy"
        recorded = entry["files"][f"{name}.npy"]["bytes"]
        try:
            actual = path.stat().st_size
        except OSError:
            raise CorruptIndexError(f"{path}: missing (the index is incomplete)") from None
        if actual != recorded:
            raise CorruptIndexError(f"{path}: {actual} bytes, the manifest says {recorded} "
                                    "(truncated or overwritten)")
        length = _expected_length(rule, entry)
        try:
            array = np.load(path, mmap_mode="r" if length else None, allow_pickle=False)
        except (ValueError, OSError, EOFError) as exc:
            raise CorruptIndexError(f"{path}: not a readable numpy array ({exc})") from None
        if array.dtype != np.dtype(dtype) or array.shape != (length,):
            raise CorruptIndexError(f"{path}: holds {array.dtype} {array.shape}, expected "
                                    f"{np.dtype(dtype)} ({length},)")
        arrays[name] = array.view(np.ndarray)  # still on disk, without memmap's slow indexing
    for name, total in (("offsets", "hashes"), ("id_offsets", "id_bytes"),
                        ("key_offsets", "postings")):
        ends = (int(arrays[name][0]), int(arrays[name][-1]))
        if ends != (0, len(arrays[total])):
            raise CorruptIndexError(f"{folder / (name + '.npy')}: runs {ends[0]}..{ends[1]}, "
                                    f"expected 0..{len(arrays[total])}")
    return Segment(**arrays)


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
    _fsync_folder(root)


def read_manifest(root: Path) -> dict:
    """The manifest of the index at ``root``, checked for format, version and its checksum."""
    path = root / MANIFEST
    if not root.is_dir():
        raise FileNotFoundError(f"no index at {root}: not a folder")
    if not path.exists():
        raise FileNotFoundError(f"no index at {root}: {MANIFEST} is missing")
    try:
        manifest = json.loads(path.read_text(encoding="utf-8"))
    except (ValueError, UnicodeDecodeError) as exc:
        raise CorruptIndexError(f"{path}: not valid JSON ({exc})") from None
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        raise CorruptIndexError(f"{path}: not a spotsigs index manifest")
    if manifest.get("version") != FORMAT_VERSION:
        raise CorruptIndexError(f"{path}: format version {manifest.get('version')!r}, this "
                                f"spotsigs reads version {FORMAT_VERSION}")
    body = {k: v for k, v in manifest.items() if k != "checksum"}
    if manifest.get("checksum") != _manifest_checksum(body):
        raise CorruptIndexError(f"{path}: checksum mismatch (the manifest was edited or damaged)")
    segments = manifest.get("segments")
    if not isinstance(segments, list) or manifest.get("documents") != sum(
            s.get("documents", 0) for s in segments):
        raise CorruptIndexError(f"{path}: document counts do not add up")
    return manifest


def load_state(root: Path, attempts: int = 3) -> tuple[dict, list[Segment]]:
    """The manifest and memory-mapped segments of the index at ``root``; retried when a
    writer replaced the manifest (and removed merged segments) while they were being read."""
    for attempt in range(attempts):
        manifest = read_manifest(root)
        try:
            return manifest, [load_segment(root, entry) for entry in manifest["segments"]]
        except (KeyError, TypeError) as exc:
            raise CorruptIndexError(f"{root / MANIFEST}: malformed segment entry ({exc})") \
                from None
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


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as stream:
        while chunk := stream.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def _describe(params: dict) -> str:
    return ", ".join(f"{k}={v!r}" if k != "antecedents" else f"antecedents={len(v)} words"
                     for k, v in params.items())


class Index:
    """A persistent, incrementally updated SpotSigs index with exact threshold queries.

    >>> index = Index.create(folder, antecedents="small")      # doctest: +SKIP
    >>> index.add("a.html", html); index.save()                # doctest: +SKIP
    >>> Index.open(folder).query(other_html, threshold=0.5)    # doctest: +SKIP
    [('a.html', 0.81)]
    """

    def __init__(self, root: Path, manifest: dict, segments: list[Segment]) -> None:
        self.root = root
        self._manifest = manifest
        self._segments = segments
        self.extractor = SpotSigs(**{k: v for k, v in manifest["params"].items()
                                     if k != "method"})
        self._pending_ids: list[str] = []
        self._pending_set: set[str] = set()
        self._pending: list[SignatureBatch] = []
        self._delta: Segment | None = None

    @classmethod
    def create(cls, path: str | os.PathLike, **params) -> Index:
        """A new, empty index in folder ``path`` (created; it must hold no index yet) for the
        SpotSigs parameters ``params``; written at once."""
        root = Path(path)
        if (root / MANIFEST).exists():
            raise FileExistsError(f"{root} already holds an index (open it to add to it)")
        if root.exists() and (not root.is_dir() or any(root.iterdir())):
            raise FileExistsError(f"{root} exists and is not an empty folder")
        extractor = SpotSigs(**params)
        root.mkdir(parents=True, exist_ok=True)
        body = {"format": FORMAT, "version": FORMAT_VERSION, "params": extractor.params(),
                "generation": 0, "documents": 0, "segments": []}
        write_manifest(root, body)
        return cls(root, {**body}, [])

    @classmethod
    def open(cls, path: str | os.PathLike, **params) -> Index:
        """Open the index in folder ``path`` (arrays memory-mapped, cheap checks only).

        ``params``, when given, must equal the parameters the index was built with (else
        ParameterMismatchError): signatures of other parameters are not comparable.
        """
        root = Path(path)
        manifest, segments = load_state(root)
        index = cls(root, manifest, segments)
        if params:
            index.check_params(params)
        return index

    @property
    def params(self) -> dict:
        """The SpotSigs parameters of the index (``SpotSigs.params()``)."""
        return self._manifest["params"]

    def check_params(self, params: dict | SpotSigs) -> None:
        """Refuse (ParameterMismatchError) parameters other than the index's; parameters left
        out of a dictionary are the index's own."""
        if isinstance(params, SpotSigs):
            asked = params.params()
        else:
            given = {k: v for k, v in params.items() if k != "method" and v is not None}
            own = {k: v for k, v in self.params.items() if k != "method"}
            if "antecedents" in given and "stopword_language" not in given:
                del own["stopword_language"]  # a stopwords-LANG set implies its language
            asked = SpotSigs(**{**own, **given}).params()
        differ = {k: v for k, v in asked.items() if self.params.get(k) != v}
        if differ:
            stored = {k: self.params.get(k) for k in differ}
            raise ParameterMismatchError(
                f"the index at {self.root} was built with {_describe(stored)}, not "
                f"{_describe(differ)}; query with the index's parameters or build a new index")

    def __len__(self) -> int:
        return sum(len(s) for s in self._segments) + len(self._pending_ids)

    def __contains__(self, doc_id: object) -> bool:
        return isinstance(doc_id, str) and bool(self.present([doc_id])[0])

    def present(self, ids: Sequence[str]) -> np.ndarray:
        """For each id, whether the index (saved or pending) holds it."""
        ids = list(ids)
        hashes = hash_strings(ids)
        found = np.array([i in self._pending_set for i in ids], dtype=bool)
        for segment in self._segments:
            found |= segment.holds(ids, hashes)
        return found

    def signatures(self, documents: Iterable[bytes | str | Signature]) -> SignatureBatch:
        """Signatures of documents: HTML or text through the index's extractor, Signature
        objects as they are (they must come from the same parameters)."""
        documents = list(documents)
        raw = [k for k, d in enumerate(documents) if not isinstance(d, Signature)]
        extracted = self.extractor.signatures([documents[k] for k in raw]) if raw else None
        given = dict(zip(raw, extracted)) if raw else {}
        return SignatureBatch.from_signatures(
            [given[k] if k in given else documents[k] for k in range(len(documents))])

    def add(self, doc_id: str, document: bytes | str | Signature) -> None:
        """Add one page (HTML, text or its Signature) under a new id; kept until ``save``."""
        self.add_many([doc_id], [document])

    def add_many(self, ids: Sequence[str], documents: Iterable[bytes | str | Signature]
                 | SignatureBatch) -> None:
        """Add pages under new ids (all or none: a repeated id or a synthetic page raises
        ValueError and adds nothing); kept in memory until ``save``."""
        ids = list(ids)
        batch = documents if isinstance(documents, SignatureBatch) else \
            self.signatures(documents)
        if len(batch) != len(ids):
            raise ValueError(f"{len(ids)} ids for {len(batch)} documents")
        for doc_id in ids:
            if not isinstance(doc_id, str) or not doc_id:
                raise ValueError(f"document ids must be non-empty strings, got {doc_id!r}")
        if len(set(ids)) != len(ids):
            raise ValueError("the same id is given twice")
        held = self.present(ids)
        if held.any():
            raise ValueError(f"id {ids[int(np.flatnonzero(held)[0])]!r} is already in the "
                             f"index ({int(held.sum())} of {len(ids)} ids are)")
        short = np.flatnonzero(batch.sizes < self.extractor.min_signatures)
        if len(short):
            k = int(short[0])
            raise ValueError(f"{ids[k]!r} is synthetic: {int(batch.sizes[k])} spot signatures "
                             f"(< {self.extractor.min_signatures}); it is not added")
        self._pending_ids.extend(ids)
        self._pending_set.update(ids)
        self._pending.append(batch)
        self._delta = None

    def _pending_segment(self) -> Segment | None:
        """The pending additions as an in-memory segment (built once per change)."""
        if not self._pending_ids:
            return None
        if self._delta is None:
            id_bytes, id_offsets = encode_ids(self._pending_ids)
            self._delta = build_segment(id_bytes, id_offsets, hash_strings(self._pending_ids),
                                        SignatureBatch.concatenate(self._pending))
        return self._delta

    def query(self, document: bytes | str | Signature, threshold: float = DEFAULT_THRESHOLD
              ) -> list[tuple[str, float]]:
        """The indexed pages (saved or pending) whose multiset Jaccard with ``document`` is
        >= threshold, exactly, as (id, similarity) sorted by similarity, highest first, then id.
        """
        threshold = check_threshold(threshold)
        query = document if isinstance(document, Signature) else self.signatures([document])[0]
        delta = self._pending_segment()
        return query_segments(self._segments + ([delta] if delta is not None else []),
                              query, threshold)

    def save(self) -> None:
        """Write pending additions as a new segment (merging small ones), then replace the
        manifest atomically; a failure before the rename leaves the saved index as it was.
        Saves of several writers are serialized, each building on the last one saved."""
        if not self._pending_ids:
            return
        with writer_lock(self.root):
            if read_manifest(self.root)["generation"] != self._manifest["generation"]:
                self._catch_up()
            self._write()

    def _catch_up(self) -> None:
        """Take the state another writer saved since this index was opened or saved."""
        manifest, segments = load_state(self.root)
        for segment in segments:
            held = segment.holds(self._pending_ids, hash_strings(self._pending_ids))
            if held.any():
                raise ValueError(
                    f"id {self._pending_ids[int(np.flatnonzero(held)[0])]!r} was added by "
                    "another writer since this index was opened; nothing was saved (open the "
                    "index again and add the other pages)")
        self._manifest, self._segments = manifest, segments

    def _write(self) -> None:
        delta = self._pending_segment()
        merged = merge_count([len(s) for s in self._segments] + [len(delta)])
        keep = self._segments[: len(self._segments) - (merged - 1)]
        tail = self._segments[len(keep):] + [delta]
        segment = merge_segments(tail) if len(tail) > 1 else delta
        generation = self._manifest["generation"] + 1
        entry = write_segment(segment, self.root / f"{_SEGMENT_PREFIX}{generation:06d}")
        entries = self._manifest["segments"][: len(keep)] + [entry]
        body = {**{k: v for k, v in self._manifest.items() if k != "checksum"},
                "generation": generation, "segments": entries,
                "documents": sum(e["documents"] for e in entries)}
        write_manifest(self.root, body)
        self._manifest = body
        self._segments = keep + [load_segment(self.root, entry)]
        self._pending_ids, self._pending_set, self._pending, self._delta = [], set(), [], None
        self._remove_unlisted()

    def _remove_unlisted(self) -> None:
        """Delete segment folders the manifest no longer lists (merged, or left by a crash)."""
        listed = {e["name"] for e in self._manifest["segments"]}
        for child in self.root.iterdir():
            name = child.name.lstrip(".")
            if child.is_dir() and name.startswith(_SEGMENT_PREFIX) and child.name not in listed:
                shutil.rmtree(child, ignore_errors=True)

    def info(self) -> dict:
        """Counts, parameters and on-disk size of the index."""
        entries = self._manifest["segments"]
        return {"path": str(self.root), "format": FORMAT, "version": FORMAT_VERSION,
                "generation": self._manifest["generation"],
                "documents": self._manifest["documents"], "pending": len(self._pending_ids),
                "segments": len(entries), "entries": sum(e["entries"] for e in entries),
                "bytes": sum(f["bytes"] for e in entries for f in e["files"].values()),
                "params": self.params}

    def verify(self) -> int:
        """Check the sha256 of every file against the manifest (reads everything); returns the
        number of files checked, raises CorruptIndexError naming the first damaged one."""
        checked = 0
        for entry in self._manifest["segments"]:
            for name, recorded in entry["files"].items():
                path = self.root / entry["name"] / name
                try:
                    actual = _sha256(path)
                except OSError as exc:
                    raise CorruptIndexError(f"{path}: unreadable ({exc})") from None
                if actual != recorded["sha256"]:
                    raise CorruptIndexError(f"{path}: checksum mismatch (the file is damaged)")
                checked += 1
        return checked


__all__ = ["CorruptIndexError", "Index", "ParameterMismatchError", "Segment"]
