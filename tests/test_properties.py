"""Properties over generated input: extraction never raises, signatures repeat, Jaccard is a
similarity, and the exact index equals brute force."""

from __future__ import annotations

import tempfile
from fractions import Fraction
from pathlib import Path

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import spotsigs
from spotsigs.features import Signature
from spotsigs.html import html_to_text, strip_markup
from spotsigs.methods.spotsigs import SpotSigs
from spotsigs.readers import read_file

SETTINGS = settings(max_examples=60, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
EXTRACTOR = SpotSigs()
WORDS = ["the", "a", "is", "was", "be", "an", "can", "mayor", "river", "rain", "town", "said",
         "floods", "army", "\u5927\u96e8", "\u0627\u0644\u0633\u0644\u0627\u0645", "caf\u00e9",
         "&amp;", "&lol;", "&#0;", "&#x110000;", "\x00", "\ufffe", "\ud800", "]]>", "<", ">"]
TAGS = ["p", "div", "b", "i", "span", "script", "style", "td", "tr", "table", "br", "li",
        "svg", "title", "noscript", "iframe", "x-custom", "!--", "?xml", "!DOCTYPE"]

text_runs = st.lists(st.sampled_from(WORDS) | st.text(max_size=8), max_size=30).map(" ".join)


@st.composite
def markup(draw, depth: int = 0) -> str:
    """An HTML fragment: text and (possibly unclosed, wrongly nested) elements."""
    parts = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.integers(0, 3 if depth < 4 else 0))
        if kind == 0:
            parts.append(draw(text_runs))
        else:
            tag = draw(st.sampled_from(TAGS))
            attributes = draw(st.sampled_from(["", " class='x'", ' charset="utf-16"',
                                               " a=\"<b>\"", " x", " charset=base64"]))
            inner = draw(markup(depth + 1))
            closing = draw(st.sampled_from([f"</{tag}>", "", "</div>", "</p>"]))
            parts.append(f"<{tag}{attributes}>{inner}{closing}")
    return "".join(parts)


# Running English text: antecedents followed by content words, so that spots occur.
sentences = st.lists(st.sampled_from(["the", "a", "was", "is", "mayor", "river", "rain", "town",
                                      "said", "army", "shelters", "opened", "valley"]),
                     min_size=8, max_size=60).map(lambda words: f"<p>{' '.join(words)}</p>")
pages = st.one_of(
    sentences,
    markup(),
    text_runs,
    st.binary(max_size=400),
    markup().map(lambda m: m.encode("utf-8", errors="surrogatepass")),
    st.tuples(markup(), st.sampled_from(["utf-16", "utf-16-be", "cp1252", "shift_jis",
                                         "utf-8-sig"]))
    .map(lambda pair: pair[0].encode(pair[1], errors="replace")),
    st.tuples(st.sampled_from(["shift_jis", "base64", "utf-16", "rot13", "koi8-r", "bogus"]),
              markup()).map(lambda pair: f'<meta charset="{pair[0]}">{pair[1]}'.encode(
                  "utf-8", errors="replace")),
)


@SETTINGS
@given(pages)
def test_extraction_never_raises_and_gives_clean_text(page):
    text = html_to_text(page)
    assert isinstance(text, str)
    assert "\x00" not in text
    signature = EXTRACTOR.signature(page)
    assert signature.size >= 0 and len(signature.hashes) == len(signature.counts)
    assert np.all(np.diff(signature.hashes.astype(np.float64)) >= 0)


@SETTINGS
@given(st.text(max_size=300) | markup())
def test_fallback_stripper_never_raises_and_keeps_plain_text(text):
    stripped = strip_markup(text)
    assert isinstance(stripped, str)
    if "<" not in text and "&" not in text:
        assert stripped == text


@SETTINGS
@given(pages)
def test_signatures_are_deterministic(page):
    first, again = EXTRACTOR.signature(page), SpotSigs().signature(page)
    assert np.array_equal(first.hashes, again.hashes)
    assert np.array_equal(first.counts, again.counts)


@SETTINGS
@given(pages, pages)
def test_similarity_is_symmetric_in_unit_range_and_one_with_itself(a, b):
    sa, sb = EXTRACTOR.signature(a), EXTRACTOR.signature(b)
    forward, backward = spotsigs.jaccard(sa, sb), spotsigs.jaccard(sb, sa)
    assert forward == backward
    assert 0.0 <= forward <= 1.0
    if sa.size:
        assert spotsigs.jaccard(sa, sa) == 1.0
        assert spotsigs.similarity(a, a) == 1.0


multisets = st.dictionaries(st.integers(0, 12), st.integers(1, 4), max_size=8)


def as_signature(multiset: dict[int, int]) -> Signature:
    keys = sorted(multiset)
    return Signature(np.array(keys, dtype=np.uint64),
                     np.array([multiset[k] for k in keys], dtype=np.uint32))


def brute_jaccard(a: dict[int, int], b: dict[int, int]) -> Fraction:
    overlap = sum(min(a[k], b[k]) for k in a.keys() & b.keys())
    union = sum(a.values()) + sum(b.values()) - overlap
    return Fraction(overlap, union) if union else Fraction(0)


@settings(max_examples=150, deadline=None)
@given(st.lists(multisets, max_size=12),
       st.sampled_from([1.0, 0.9, 0.75, 2 / 3, 0.5, 1 / 3, 0.2, 0.05]) | st.floats(0.01, 1.0))
def test_all_pairs_equals_brute_force_multiset_jaccard(sets, threshold):
    i, j, similarity = spotsigs.all_pairs([as_signature(s) for s in sets], threshold)
    found = {(a, b): s for a, b, s in zip(i.tolist(), j.tolist(), similarity.tolist())}
    expected = {}
    for a in range(len(sets)):
        for b in range(a + 1, len(sets)):
            if not sets[a] or not sets[b]:
                continue  # empty multisets match nothing
            exact = brute_jaccard(sets[a], sets[b])
            # the index compares in floating point: decide on the same float quotient
            if exact.numerator / exact.denominator >= threshold:
                expected[(a, b)] = exact
    assert set(found) == set(expected)
    for pair, exact in expected.items():
        assert abs(found[pair] - float(exact)) < 1e-12
        assert abs(spotsigs.jaccard(as_signature(sets[pair[0]]),
                                    as_signature(sets[pair[1]])) - float(exact)) < 1e-12


@settings(max_examples=40, deadline=None)
@given(st.lists(pages, max_size=6))
def test_clustering_any_pages_gives_one_status_per_page(items):
    result = spotsigs.cluster(items)
    assert len(result.status) == len(items)
    assert set(result.status) <= {"ok", "synthetic", "error"}
    for status, reason in zip(result.status, result.reasons):
        assert status == "ok" or reason


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.binary(max_size=600),
       st.sampled_from([".html", ".html.gz", ".warc", ".warc.gz", ".jsonl", ".jsonl.gz"]))
def test_reading_any_bytes_under_any_suffix_yields_documents_without_raising(data, suffix):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"input{suffix}"
        path.write_bytes(data)
        documents = list(read_file(path))
    assert documents  # every input file shows up, if only as an error
    for document in documents:
        assert (document.error is None) != (document.content is None)
