"""The ``Index`` class: a persistent, incrementally updated SpotSigs index on disk."""

from __future__ import annotations

import enum
import os
import shutil
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from spotsigs.checks import DEFAULT_THRESHOLD, check_threshold
from spotsigs.content import PageContent, read_document
from spotsigs.features import Signature, SignatureBatch
from spotsigs.methods import SpotSigs
from spotsigs.pagemodel import PageFacts
from spotsigs.store.files import (
    SEGMENT_PREFIX,
    CorruptIndexError,
    StoredSegment,
    load_segment,
    verify_segments,
    write_segment,
)
from spotsigs.store.manifest import (
    FORMAT,
    FORMAT_VERSION,
    MANIFEST,
    load_state,
    read_manifest,
    write_manifest,
    writer_lock,
)
from spotsigs.store.segment import (
    Match,
    Segment,
    build_segment,
    encode_ids,
    encode_languages,
    lang_problem,
    merge_count,
    merge_segments,
    query_segments,
)
from spotsigs.tokenize import hash_strings, text_tokens

LEGACY_PARAMS = {"whole_page": True, "min_words": 0, "synthetic": ["http", "features"],
                 "numbers": "words"}
"""The parameters of an index whose manifest predates them: signatures from the whole page
text, pages left out by the size rule alone, numbers no antecedents."""


class ParameterMismatchError(ValueError):
    """Signatures asked for with other SpotSigs parameters than the index was built with."""


class InvalidIdError(ValueError):
    """A document id the index cannot take (not a string, or empty): a programming error."""


class DuplicateIdError(ValueError):
    """An id given twice in one ``add_many``, or already in the index (``add_many`` only:
    ``add`` answers ``Status.DUPLICATE_ID``)."""


class SyntheticPageError(ValueError):
    """A synthetic page given to ``add_many`` (``add`` answers ``Status.SYNTHETIC``)."""


class Status(str, enum.Enum):
    """What ``Index.add`` and ``Index.add_if_new`` did with a page (values are strings)."""

    ADDED = "added"
    """Added (pending until ``save``)."""
    SYNTHETIC = "synthetic"
    """Not added: the page model calls the page synthetic (``reason`` says why)."""
    DUPLICATE_ID = "duplicate id"
    """Not added: the index already holds this id."""
    NEAR_DUPLICATE = "near-duplicate"
    """Not added (``add_if_new``): pages of the index are near-duplicates (``matches``)."""

    def __str__(self) -> str:
        return self.value


ADDED, SYNTHETIC, DUPLICATE_ID, NEAR_DUPLICATE = (
    Status.ADDED, Status.SYNTHETIC, Status.DUPLICATE_ID, Status.NEAR_DUPLICATE)


@dataclass(frozen=True)
class AddResult:
    """The answer of ``add`` / ``add_if_new``: the ``status``, the page model's ``reason``
    when synthetic, and (``add_if_new``) the near-duplicates found in the index, as
    ``query`` gives them. True when the page was added."""

    status: Status
    reason: str | None = None
    matches: list[Match] = field(default_factory=list)

    @property
    def added(self) -> bool:
        return self.status is Status.ADDED

    def __bool__(self) -> bool:
        return self.added


def id_problem(doc_id: object) -> str | None:
    """Why ``doc_id`` cannot name a document of an index (None when it can): ids are
    non-empty strings. Callers that add many pages filter with it first (``add_many`` refuses
    a whole batch holding one such id)."""
    if not isinstance(doc_id, str):
        return f"document id {doc_id!r} is not a string"
    return None if doc_id else "empty document id"


def _same_chain_language(name: str, asked: object, stored: dict) -> bool:
    """Whether a fixed antecedent set's language, left to its default (None: en, or the LANG
    of stopwords-LANG), is what an index written before that default was stored says."""
    if name != "stopword_language" or asked is not None or stored.get(name) is None or \
            stored.get("antecedents") == "stopwords":
        return False
    return SpotSigs(**{k: v for k, v in stored.items() if k not in ("method", name)}
                    ).chain_language == stored[name]


def _checked_languages(given: Iterable[str | None] | None, found: list[str | None]
                       ) -> list[str | None]:
    """The languages ``add_many`` stores: those ``given``, the identified ones (``found``)
    where None is given; ValueError for a list of another length or a malformed code (the
    manifest would refuse it)."""
    given = [None] * len(found) if given is None else list(given)
    if len(given) != len(found):
        raise ValueError(f"{len(given)} languages for {len(found)} documents")
    langs = [own if lang is None else lang for lang, own in zip(given, found)]
    for lang in langs:
        if problem := lang_problem(lang):
            raise ValueError(problem)
    return langs


def _describe(params: dict) -> str:
    return ", ".join(f"{k}={v!r}" if k != "antecedents" else f"antecedents={len(v)} words"
                     for k, v in params.items())


class Index:
    """A persistent, incrementally updated SpotSigs index with exact threshold queries.

    >>> index = Index.create(folder, antecedents="small")      # doctest: +SKIP
    >>> index.add("a.html", html); index.save()                # doctest: +SKIP
    >>> Index.open(folder).query(other_html, threshold=0.5)    # doctest: +SKIP
    [Match('a.html', 0.81, lang='en')]
    """

    def __init__(self, root: Path, manifest: dict, stored: list[StoredSegment]) -> None:
        self.root = root
        self._manifest = manifest
        self._stored = stored
        try:
            self.extractor = SpotSigs(**{k: v for k, v in self.params.items()
                                         if k != "method"})
        except (TypeError, ValueError) as exc:
            raise CorruptIndexError(f"{root / MANIFEST}: bad parameters ({exc})") from None
        self._pending_ids: list[str] = []
        self._pending_langs: list[str | None] = []
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
    def open(cls, path: str | os.PathLike, create: bool = False, **params) -> Index:
        """Open the index in folder ``path`` (arrays memory-mapped, cheap checks only).

        ``params``, when given, must equal the parameters the index was built with (else
        ParameterMismatchError): signatures of other parameters are not comparable. With
        ``create``, a missing or empty folder gets a new, empty index of ``params`` instead
        (what a crawler wants at its first start); a folder holding anything else than an
        index is still refused.
        """
        root = Path(path)
        if create and not (root / MANIFEST).exists() and (
                not root.exists() or (root.is_dir() and not any(root.iterdir()))):
            try:
                return cls.create(root, **params)
            except FileExistsError:
                pass  # another process created it meanwhile: open that one
        manifest, segments = load_state(root)
        index = cls(root, manifest, segments)
        if params:
            index.check_params(params)
        return index

    @property
    def params(self) -> dict:
        """The SpotSigs parameters of the index (``SpotSigs.params()``); an index written
        before a parameter existed has that parameter's value of its time (``LEGACY_PARAMS``)."""
        return {**LEGACY_PARAMS, **self._manifest["params"]}

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
        differ = {k: v for k, v in asked.items() if self.params.get(k) != v and
                  not _same_chain_language(k, v, self.params)}
        if differ:
            stored = {k: self.params.get(k) for k in differ}
            raise ParameterMismatchError(
                f"the index at {self.root} was built with {_describe(stored)}, not "
                f"{_describe(differ)}; query with the index's parameters or build a new index")

    def __len__(self) -> int:
        return sum(len(s.segment) for s in self._stored) + len(self._pending_ids)

    def __contains__(self, doc_id: object) -> bool:
        return isinstance(doc_id, str) and bool(self.present([doc_id])[0])

    def present(self, ids: Sequence[str]) -> np.ndarray:
        """For each id, whether the index (saved or pending) holds it."""
        ids = list(ids)
        hashes = hash_strings(ids)
        found = np.array([i in self._pending_set for i in ids], dtype=bool)
        for segment in self._segments():
            found |= segment.holds(ids, hashes)
        return found

    def signatures(self, documents: Iterable[bytes | str | Signature]) -> SignatureBatch:
        """Signatures of documents: HTML or text through the index's extractor, Signature
        objects as they are (they must come from the same parameters)."""
        return self._extracted(list(documents))[0]

    def _extracted(self, documents: Sequence[bytes | str | Signature]
                   ) -> tuple[SignatureBatch, list[PageContent | None], list[str | None]]:
        """Signatures of documents, the pages they were read from and their languages (None
        for Signature objects): the main content, or all the text with the index's
        ``whole_page``, in the language identified as ``cluster`` identifies it."""
        pages = [None if isinstance(d, Signature) else read_document(d, self.extractor.whole_page)
                 for d in documents]
        raw = [k for k, page in enumerate(pages) if page is not None]
        langs: list[str | None] = [None] * len(documents)
        given = {}
        if raw:
            texts = [pages[k].text for k in raw]
            tokens = text_tokens(texts)
            found = self.extractor.languages_of(texts, tokens, [pages[k].title for k in raw])
            given = dict(zip(raw, self.extractor.from_pages(texts, found, tokens)))
            for k, lang in zip(raw, found):
                langs[k] = lang
        return SignatureBatch.from_signatures(
            [given[k] if k in given else documents[k] for k in range(len(documents))]
        ), pages, langs

    def synthetic_reason(self, size: int, page: PageContent | None = None,
                         metadata: Mapping[str, object] | None = None) -> str | None:
        """The page model's decision on a page of ``size`` signatures (None: not synthetic),
        through the index's extractor, as ``cluster`` decides; without the page (signatures
        given), the rules on its text cannot fire."""
        metadata = dict(metadata or {})
        if page is None:
            return self.extractor.synthetic_reason(PageFacts(int(size), "", metadata))
        return self.extractor.synthetic_reason(PageFacts.of(int(size), page, metadata))

    def add(self, doc_id: str, document: bytes | str | Signature, *,
            metadata: Mapping[str, object] | None = None, lang: str | None = None
            ) -> AddResult:
        """Add one page (HTML, text or its Signature) under a new id; kept until ``save``.

        Returns what happened (``result.status``): ``ADDED``, ``SYNTHETIC`` (with the page
        model's ``reason``; ``metadata`` such as ``{"http_status": 404}`` goes to it) or
        ``DUPLICATE_ID``; nothing raises for a page a crawler may meet. An id that is no
        non-empty string raises InvalidIdError (a ValueError). The page's language is stored
        with it: ``lang`` when given (a Signature carries none), else as identified."""
        return self._add_one(doc_id, document, metadata, None, lang)

    def add_if_new(self, doc_id: str, document: bytes | str | Signature,
                   threshold: float = DEFAULT_THRESHOLD, *,
                   metadata: Mapping[str, object] | None = None, lang: str | None = None
                   ) -> AddResult:
        """"Have I seen this page before?" and add it if not, in one call.

        ``result.matches`` are the near-duplicates already in the index (as ``query`` gives
        them, at ``threshold``); the page is added only when there are none and it is not
        synthetic. ``result.status``: ``ADDED``, ``NEAR_DUPLICATE``, ``SYNTHETIC`` (not
        queried) or ``DUPLICATE_ID`` (with the matches, not added). ``lang`` as for ``add``."""
        return self._add_one(doc_id, document, metadata, check_threshold(threshold), lang)

    def _add_one(self, doc_id: str, document: bytes | str | Signature,
                 metadata: Mapping[str, object] | None, threshold: float | None,
                 lang: str | None) -> AddResult:
        if problem := id_problem(doc_id):
            raise InvalidIdError(problem)
        batch, pages, found = self._extracted([document])
        langs = _checked_languages([lang], found)
        signature = batch[0]
        if reason := self.synthetic_reason(signature.size, pages[0], metadata):
            return AddResult(Status.SYNTHETIC, reason)
        matches = self.query(signature, threshold) if threshold is not None else []
        if doc_id in self:
            return AddResult(Status.DUPLICATE_ID, None, matches)
        if matches:
            return AddResult(Status.NEAR_DUPLICATE, None, matches)
        self._append([doc_id], batch, langs)
        return AddResult(Status.ADDED)

    def add_many(self, ids: Sequence[str], documents: Iterable[bytes | str | Signature]
                 | SignatureBatch, languages: Sequence[str | None] | None = None) -> None:
        """Add pages under new ids, all or none: a bad id raises InvalidIdError, a repeated
        id (in ``ids`` or in the index) DuplicateIdError, a synthetic page (the page model's
        decision) SyntheticPageError, all ValueErrors, and nothing is added; kept in memory
        until ``save``. ``languages`` (one per page, None: identified) as ``add``'s ``lang``."""
        ids = list(ids)
        if isinstance(documents, SignatureBatch):
            batch, pages, found = documents, [None] * len(documents), [None] * len(documents)
        else:
            batch, pages, found = self._extracted(list(documents))
        if len(batch) != len(ids):
            raise ValueError(f"{len(ids)} ids for {len(batch)} documents")
        langs = _checked_languages(languages, found)
        for doc_id in ids:
            if id_problem(doc_id):
                raise InvalidIdError(f"document ids must be non-empty strings, got {doc_id!r}")
        if len(set(ids)) != len(ids):
            raise DuplicateIdError("the same id is given twice")
        held = self.present(ids)
        if held.any():
            raise DuplicateIdError(
                f"id {ids[int(np.flatnonzero(held)[0])]!r} is already in the index "
                f"({int(held.sum())} of {len(ids)} ids are)")
        for k, (size, page) in enumerate(zip(batch.sizes.tolist(), pages)):
            if reason := self.synthetic_reason(size, page):
                raise SyntheticPageError(f"{ids[k]!r} is synthetic: {reason}; it is not added")
        self._append(ids, batch, langs)

    def _append(self, ids: list[str], batch: SignatureBatch, langs: list[str | None]) -> None:
        self._pending_ids.extend(ids)
        self._pending_langs.extend(langs)
        self._pending_set.update(ids)
        self._pending.append(batch)
        self._delta = None

    def _segments(self) -> list[Segment]:
        """The saved segments, each checked against its checksums on its first use through
        this index (a same-size edit would otherwise give wrong answers or odd exceptions)."""
        verify_segments(self._stored)
        return [s.segment for s in self._stored]

    def _pending_segment(self) -> Segment | None:
        """The pending additions as an in-memory segment (built once per change)."""
        if not self._pending_ids:
            return None
        if self._delta is None:
            id_bytes, id_offsets = encode_ids(self._pending_ids)
            self._delta = build_segment(id_bytes, id_offsets, hash_strings(self._pending_ids),
                                        SignatureBatch.concatenate(self._pending),
                                        *encode_languages(self._pending_langs))
        return self._delta

    def query(self, document: bytes | str | Signature, threshold: float = DEFAULT_THRESHOLD
              ) -> list[Match]:
        """The indexed pages (saved or pending) whose multiset Jaccard with ``document`` is
        >= threshold, exactly, sorted by similarity, highest first, then id: each an (id,
        similarity) pair with the page's language as ``.lang`` (None: the index has none)."""
        threshold = check_threshold(threshold)
        query = document if isinstance(document, Signature) else self.signatures([document])[0]
        delta = self._pending_segment()
        return query_segments(self._segments() + ([delta] if delta is not None else []),
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
        manifest, stored = load_state(self.root)
        # Segments are immutable: those this index holds already (and checked) are kept.
        mine = {s.entry["name"]: s for s in self._stored}
        for k, segment in enumerate(stored):
            kept = mine.get(segment.entry["name"])
            if kept is not None and kept.entry == segment.entry:
                stored[k] = kept
        verify_segments(stored)
        for segment in stored:
            held = segment.segment.holds(self._pending_ids, hash_strings(self._pending_ids))
            if held.any():
                raise DuplicateIdError(
                    f"id {self._pending_ids[int(np.flatnonzero(held)[0])]!r} was added by "
                    "another writer since this index was opened; nothing was saved (open the "
                    "index again and add the other pages)")
        self._manifest, self._stored = manifest, stored

    def _write(self) -> None:
        delta = self._pending_segment()
        merged = merge_count([len(s.segment) for s in self._stored] + [len(delta)])
        keep = self._stored[: len(self._stored) - (merged - 1)]
        tail = self._stored[len(keep):]
        # Read again however recently checked: a merge gives the documents fresh checksums,
        # so damage merged here would pass every later check.
        verify_segments(tail, again=True)
        segment = merge_segments([s.segment for s in tail] + [delta]) if tail else delta
        generation = self._manifest["generation"] + 1
        entry = write_segment(segment, self.root / f"{SEGMENT_PREFIX}{generation:06d}")
        entries = self._manifest["segments"][: len(keep)] + [entry]
        body = {**{k: v for k, v in self._manifest.items() if k != "checksum"},
                "version": FORMAT_VERSION, "generation": generation, "segments": entries,
                "documents": sum(e["documents"] for e in entries)}
        write_manifest(self.root, body)
        self._manifest = body
        written = load_segment(self.root, entry)
        written.verified = True  # its checksums were taken of the very bytes written
        self._stored = keep + [written]
        self._pending_ids, self._pending_set, self._pending, self._delta = [], set(), [], None
        self._pending_langs = []
        self._remove_unlisted()

    def _remove_unlisted(self) -> None:
        """Delete segment folders the manifest no longer lists (merged, or left by a crash)."""
        listed = {e["name"] for e in self._manifest["segments"]}
        for child in self.root.iterdir():
            name = child.name.lstrip(".")
            if child.is_dir() and name.startswith(SEGMENT_PREFIX) and child.name not in listed:
                shutil.rmtree(child, ignore_errors=True)

    def info(self) -> dict:
        """Counts, parameters and on-disk size of the index."""
        entries = self._manifest["segments"]
        return {"path": str(self.root), "format": FORMAT, "version": self._manifest["version"],
                "generation": self._manifest["generation"],
                "documents": self._manifest["documents"], "pending": len(self._pending_ids),
                "segments": len(entries), "entries": sum(e["entries"] for e in entries),
                "bytes": sum(f["bytes"] for e in entries for f in e["files"].values()),
                "params": self.params}

    def verify(self) -> int:
        """Read every file through and compare its checksum with the manifest's, also those
        already checked in this process; returns the number of files checked, raises
        CorruptIndexError naming the first damaged one (largest files first)."""
        verify_segments(self._stored, again=True)
        return sum(len(s.files) for s in self._stored)
