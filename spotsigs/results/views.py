"""What the HTML report shows, as plain data: each page's display text with where its spot
signatures sit, the clusters in display order, the window of text and the words to mark.

Only the pages shown are read and extracted, in vectorized batches; and, to check the
clusters file's signature counts, the signatures of the pages that decide the site templates
of the hosts shown (``template_peers``).
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

import numpy as np

from spotsigs.features import Signature, SignatureBatch
from spotsigs.methods.spotsigs import SpotSigs, SpotSpans
from spotsigs.pagemodel import OK, SYNTHETIC
from spotsigs.pages import document_text
from spotsigs.readers import Document, batched
from spotsigs.soft404 import SOFT404_OPENING, document_url_keys
from spotsigs.templates import TEMPLATE_MIN_PAGES, TEMPLATE_SHARE, site_templates

DEFAULT_MAX_CHARS = 6000
DEFAULT_SIDE_BY_SIDE = 4
_LINE_BREAKS = re.compile(r"\s*\n\s*")
_SPACES = re.compile(r"[^\S\n]+")


@dataclass(frozen=True, eq=False)
class PageView:
    """A page as the report shows it: its display text and where its signatures sit in it."""

    doc_id: str
    url: str
    text: str
    spans: SpotSpans | None
    error: str | None = None


@dataclass(frozen=True)
class Cluster:
    """A cluster's member records, representative first, then by similarity to it."""

    label: object
    members: list[dict]


def display_text(text: str) -> str:
    """Text with blank lines dropped and spaces squeezed: the same tokens, so the same spots."""
    return _SPACES.sub(" ", _LINE_BREAKS.sub("\n", text)).strip()


def read_pages(documents: Iterable[Document], extractor: SpotSigs, wanted: set[str],
               peers: set[str], batch_size: int = 256
               ) -> tuple[dict[str, PageView], dict[str, Signature]]:
    """Display text and signature spans of the ``wanted`` documents, and the signatures of the
    ``peers`` (``template_peers``), in one pass and vectorized batches; a page that cannot be
    read has no signatures."""
    views: dict[str, PageView] = {}
    signatures: dict[str, Signature] = {}
    chosen = (d for d in documents if d.doc_id in wanted or d.doc_id in peers)
    for batch in batched(chosen, batch_size):
        texts: list[str] = []
        errors: list[str | None] = []
        for document in batch:
            try:
                texts.append(display_text(document_text(document, extractor.whole_page)))
                errors.append(None)
            except Exception as exc:  # noqa: BLE001 - a page that cannot be read is shown so
                texts.append("")
                errors.append(str(exc) or type(exc).__name__)
        shown = [k for k, d in enumerate(batch) if d.doc_id in wanted]
        others = [k for k, d in enumerate(batch) if d.doc_id not in wanted]
        for k, spans in zip(shown, extractor.spot_spans([texts[k] for k in shown])):
            document, error = batch[k], errors[k]
            views[document.doc_id] = PageView(document.doc_id, document.url, texts[k],
                                              None if error else spans, error)
            if document.doc_id in peers:
                signatures[document.doc_id] = spans.signature()
        for k, signature in zip(others, extractor.from_texts([texts[k] for k in others])):
            signatures[batch[k].doc_id] = signature
    return views, signatures


def pair_key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


def pair_similarities(pairs: Iterable[dict],
                      keep: Callable[[str, str], bool] | None = None
                      ) -> dict[tuple[str, str], float]:
    """Similarity by unordered pair of ids, from pairs.jsonl records (ValueError if malformed),
    of the pairs ``keep(a, b)`` accepts (all by default)."""
    return read_similarities(pairs, keep).values


@dataclass(frozen=True)
class Similarities:
    """Similarities of some pairs of a pairs file (by ``pair_key``) and how many it holds."""

    values: dict[tuple[str, str], float]
    count: int


def read_similarities(pairs: Iterable[dict], keep: Callable[[str, str], bool] | None = None
                      ) -> Similarities:
    """Stream pair records, keep the similarities of those ``keep(a, b)`` accepts (all by
    default), count them all; a malformed record raises ValueError."""
    similarity = {}
    count = 0
    for count, pair in enumerate(pairs, 1):
        try:
            a, b, value = str(pair["a"]), str(pair["b"]), float(pair["similarity"])
        except (KeyError, TypeError, ValueError):
            raise ValueError(f"pair {count} is not {{\"a\": id, \"b\": id, \"similarity\": "
                             f"number}}: {str(pair)[:200]}") from None
        if keep is None or keep(a, b):
            similarity[pair_key(a, b)] = value
    return Similarities(similarity, count)


def report_similarities(records: Sequence[dict], read_pairs: Callable[[], Iterable[dict]],
                        side_by_side: int = DEFAULT_SIDE_BY_SIDE,
                        max_clusters: int | None = None) -> Similarities:
    """What the report needs of a pairs file, read twice as a stream, so that memory does not
    grow with the pairs (a cluster of n copies has n(n-1)/2 of them): first the pairs of each
    page with its representative (the order of a cluster's pages), then the pairs among the
    pages drawn side by side (the similarity tables); and the number of pairs."""
    representative = {str(r.get("id")): str(r.get("representative")) for r in records
                      if r.get("status") == "ok" and r.get("cluster") is not None}
    first = read_similarities(read_pairs(), lambda a, b: representative.get(a) == b
                              or representative.get(b) == a)
    wanted = drawn_ids(group_clusters(records, first.values), side_by_side, max_clusters)
    among = read_similarities(read_pairs(), lambda a, b: a in wanted and b in wanted)
    return Similarities({**first.values, **among.values}, first.count)


def group_clusters(records: Sequence[dict], similarity: dict[tuple[str, str], float]
                   ) -> list[Cluster]:
    """Clusters of the ``ok`` records, largest first (ties: first seen in the file)."""
    members: dict[object, list[dict]] = defaultdict(list)
    for record in records:
        if record.get("status") == "ok" and record.get("cluster") is not None:
            if not isinstance(record["cluster"], (int, str)):
                raise ValueError(f"record {str(record.get('id'))[:200]!r}: cluster must be a "
                                 f"number, a string or null, not {record['cluster']!r}"[:300])
            members[record["cluster"]].append(record)
    clusters = []
    for label, group in members.items():
        representative = str(group[0].get("representative"))

        def order(item: tuple[int, dict], rep: str = representative) -> tuple:
            k, record = item
            rid = str(record.get("id"))
            return (rid != rep, -similarity.get(pair_key(rid, rep), -1.0), k)

        ordered = [r for _, r in sorted(enumerate(group), key=order)]
        clusters.append(Cluster(label, ordered))
    return sorted(clusters, key=lambda c: -len(c.members))  # stable: file order on ties


def size_histogram(sizes: Sequence[int]) -> list[tuple[str, int]]:
    """Clusters per size: 1, 2, 3, 4, then power-of-two ranges (5-8, 9-16, ...)."""
    counts = Counter(sizes)
    rows: list[tuple[str, int]] = []
    largest = max(sizes, default=0)
    for size in range(1, min(largest, 4) + 1):
        rows.append((str(size), counts[size]))
    low = 5
    while low <= largest:
        high = 2 * (low - 1)
        rows.append((f"{low}-{high}", sum(n for s, n in counts.items() if low <= s <= high)))
        low = high + 1
    return rows


def shared_hashes(spans: Sequence[SpotSpans]) -> tuple[np.ndarray, np.ndarray]:
    """Signature hashes found in at least two of the pages, and those found in all of them."""
    if not spans:
        empty = np.empty(0, np.uint64)
        return empty, empty
    keys, pages = np.unique(np.concatenate([np.unique(s.hashes) for s in spans]),
                            return_counts=True)
    return keys[pages >= 2], keys[pages == len(spans)]


def text_window(text: str, marked_starts: np.ndarray, max_chars: int) -> tuple[int, int]:
    """The ``max_chars`` of a text to show: those holding the most marked words (the shared
    story rather than the menus above it), from the start of a line when one is near."""
    if len(text) <= max_chars or len(marked_starts) == 0:
        return 0, min(len(text), max_chars)
    inside = np.searchsorted(marked_starts, marked_starts + max_chars) - np.arange(
        len(marked_starts))
    lo = int(marked_starts[int(np.argmax(inside))])
    line = text.rfind("\n", 0, lo) + 1
    lo = line if lo - line <= max_chars // 10 else lo
    lo = min(lo, len(text) - max_chars)
    return lo, lo + max_chars


@dataclass(frozen=True, eq=False)
class MarkedText:
    """The part ``lo:hi`` of a page's text the report shows, and its marked words: character
    ranges in ``text`` with a kind, an index into ``MARK_CLASSES``."""

    text: str
    lo: int
    hi: int
    starts: np.ndarray
    ends: np.ndarray
    kinds: np.ndarray
    passage: int = -1
    """Where in ``text`` the first shared passage starts (the first of its marked words; -1
    when nothing is marked): the box opens there and a marker shows it."""


PASSAGE_WORDS = 4
"""Marked words within ``PASSAGE_CHARS`` characters that make a shared passage: a lone shared
signature in a menu above the story does not."""
PASSAGE_CHARS = 300


def passage_start(marked_starts: np.ndarray) -> int:
    """Index of the first marked word that opens a shared passage: the first followed by
    ``PASSAGE_WORDS`` marked words (all of them when fewer) within ``PASSAGE_CHARS``; -1 when
    none is marked."""
    if len(marked_starts) == 0:
        return -1
    need = min(PASSAGE_WORDS, len(marked_starts))
    inside = np.searchsorted(marked_starts, marked_starts + PASSAGE_CHARS) - np.arange(
        len(marked_starts))
    dense = np.flatnonzero(inside >= need)
    return int(dense[0]) if len(dense) else 0


# Chain word, antecedent; the same where every page shown has the signature.
MARK_CLASSES = ("w", "a", "w all", "a all")


def marked_text(view: PageView, shared: np.ndarray, common: np.ndarray,
                max_chars: int = DEFAULT_MAX_CHARS) -> MarkedText:
    """The words of the page's signatures that other pages shown share, in the window of at
    most ``max_chars`` characters that holds the most of them (see ``text_window``)."""
    text, spans = view.text, view.spans
    if spans is None:
        empty = np.empty(0, np.int64)
        return MarkedText(text[:max_chars], 0, min(len(text), max_chars), empty, empty, empty)
    marked = np.isin(spans.hashes, shared)
    in_all = np.isin(spans.hashes, common)
    kind = np.full(len(spans.token_starts), -1, dtype=np.int64)
    kind[spans.chains[marked].ravel()] = 0
    kind[spans.antecedents[marked]] = 1  # a word both antecedent and chain word: antecedent
    everywhere = np.zeros(len(spans.token_starts), dtype=bool)
    everywhere[spans.chains[in_all].ravel()] = True
    everywhere[spans.antecedents[in_all]] = True
    lo, hi = text_window(text, spans.token_starts[kind >= 0], max_chars)
    chosen = np.flatnonzero((kind >= 0) & (spans.token_starts >= lo) & (spans.token_ends <= hi))
    starts = spans.token_starts[chosen] - lo
    first = passage_start(starts)
    return MarkedText(text[lo:hi], lo, hi, starts, spans.token_ends[chosen] - lo,
                      kind[chosen] + 2 * everywhere[chosen],
                      int(starts[first]) if first >= 0 else -1)


def drawn_ids(clusters: Sequence[Cluster], side_by_side: int = DEFAULT_SIDE_BY_SIDE,
              max_clusters: int | None = None) -> set[str]:
    """Ids of the pages the report draws as text: the first ``side_by_side`` of each cluster
    of two or more pages shown."""
    multi = [c for c in clusters if len(c.members) > 1]
    if max_clusters is not None:
        multi = multi[:max_clusters]
    return {str(r.get("id")) for c in multi for r in c.members[:side_by_side]}


def shown_ids(records: Sequence[dict], pairs: Sequence[dict] | Similarities | None,
              side_by_side: int = DEFAULT_SIDE_BY_SIDE,
              max_clusters: int | None = None) -> set[str]:
    """Ids of the pages the report shows as text (so only those are read and extracted)."""
    similarity = pairs.values if isinstance(pairs, Similarities) else \
        pair_similarities(pairs or [])
    return drawn_ids(group_clusters(records, similarity), side_by_side, max_clusters)


def template_counted(record: dict) -> bool:
    """Whether ``cluster`` counted a page among its host's when it found the site templates:
    the pages ok then, that is ok now or soft 404s since (that rule runs after)."""
    status = record.get("status")
    return status == OK or (status == SYNTHETIC
                            and str(record.get("reason") or "").startswith(SOFT404_OPENING))


def record_hosts(records: Sequence[dict]) -> np.ndarray:
    """Each record's host key as ``cluster`` grouped its pages: of its URL, else of its id
    (``soft404.document_url_keys``; a repeated id's ``#N`` leaves the host as it was)."""
    return document_url_keys([str(r.get("url") or "") for r in records],
                             [str(r.get("id")) for r in records])[0]


def template_peers(records: Sequence[dict], shown: set[str],
                   min_pages: int = TEMPLATE_MIN_PAGES) -> set[str]:
    """Ids of the pages whose signatures decide the site templates of the ``shown`` pages:
    every counted page (``template_counted``) of each host that has a shown page and at least
    ``min_pages`` counted pages. Other hosts have no template."""
    counted = [r for r in records if template_counted(r)]
    hosts = record_hosts(counted)
    ids = [str(r.get("id")) for r in counted]
    known, pages = np.unique(hosts[hosts != 0], return_counts=True)
    of_shown = hosts[np.fromiter((i in shown for i in ids), dtype=bool, count=len(ids))]
    wanted = np.intersect1d(known[pages >= min_pages], of_shown)
    return {i for i, peer in zip(ids, np.isin(hosts, wanted).tolist()) if peer}


def size_mismatches(records: Sequence[dict], views: dict[str, PageView],
                    peers: dict[str, Signature] | None = None,
                    share: float = TEMPLATE_SHARE) -> list[str]:
    """Ids of the pages shown whose signature count, once their site's template is left out,
    differs from the clusters file's (other parameters?). The templates are found again as
    ``cluster`` found them, over ``peers``: the signatures of the ``template_peers``."""
    expected = {i: len(v.spans.hashes) for i, v in views.items() if v.spans is not None}
    if peers and share:
        by_id = {str(r.get("id")): r for r in records}
        ids = list(peers)
        kept, _ = site_templates(SignatureBatch.from_signatures(peers.values()),
                                 record_hosts([by_id[i] for i in ids]),
                                 np.ones(len(ids), dtype=bool), share=share)
        expected.update((i, n) for i, n in zip(ids, kept.sizes.tolist()) if i in expected)
    return [i for r in records if (i := str(r.get("id"))) in expected
            and r.get("signatures") is not None and expected[i] != r.get("signatures")]
