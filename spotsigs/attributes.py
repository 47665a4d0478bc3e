"""Elements with more attributes than a parser reads in linear time, cut before parsing.

lexbor and libxml2 look each attribute of an element up among the ones before it (to drop
duplicates), so an element of n distinct attributes costs time quadratic in n: reading a page
of one element of 80,000 took 23 s (benchmarks/results-attributes.md). An element keeps its
first MAX_ATTRIBUTES attributes; the rest of its attribute list leaves the bytes.

Finding such elements costs a numpy pass over the positions of ``<`` and ``>``. An attribute
takes two bytes at least, so a start tag of more attributes spans over 2 * MAX_ATTRIBUTES
bytes from its ``<`` to the ``>`` that ends it: the first ``>`` after it, or a later one if
that ``>`` sits inside a quoted value; then no start tag comes before the next ``>`` (the
value goes on). The few start tags that may span so far (long text after a tag, ``srcset``,
SVG paths, ``a<b`` in scripts) are tokenized as the HTML5 tokenizer reads a tag, in page order.
Not found: an element whose quoted values hold a ``>`` and then a start tag in every 2 KB of
its attributes, and one the count reads inside another tag's quoted value where the parser
does not (a comment or script that ends inside that value).
"""

from __future__ import annotations

import re

import numpy as np

MAX_ATTRIBUTES = 1024
"""Attributes an element keeps. No element of the 1,233 real pages of the extraction benchmark
has more than 70, nor does any ``a<b`` of their scripts read as a tag reach 1,024."""
_LONG_TAG = 2 * MAX_ATTRIBUTES
"""Bytes a start tag of over MAX_ATTRIBUTES attributes spans at least."""

_SPACE = rb"\t\n\f\r "
# One attribute as the HTML5 tokenizer reads it after a tag name: separators (white space and
# "/"), a name (whose first character may be "="), then optionally "=" and a value: quoted (to
# the closing quote, or the end of the page), or unquoted (to white space or ">"). Possessive
# throughout, so that matching takes linear time.
_ATTRIBUTE = (rb"(?:[" + _SPACE + rb"/]*+[^" + _SPACE + rb"/>][^" + _SPACE + rb"/>=]*+"
              rb"(?:[" + _SPACE + rb"]*+=[" + _SPACE + rb"]*+"
              rb"""(?:"[^"]*+"?|'[^']*+'?|[^""" + _SPACE + rb">]*+))?+)")
_TAG_NAME = rb"<[A-Za-z][^" + _SPACE + rb"/>]*+"
_FIRST_ATTRIBUTES = re.compile(_TAG_NAME + _ATTRIBUTE + b"{0,%d}+" % MAX_ATTRIBUTES)
"""A start tag up to the end of its MAX_ATTRIBUTES-th attribute (or its last one)."""
_MORE_ATTRIBUTES = re.compile(_ATTRIBUTE + rb"++")
_LETTERS = np.zeros(256, dtype=bool)
_LETTERS[ord("A"):ord("Z") + 1] = _LETTERS[ord("a"):ord("z") + 1] = True


def long_start_tags(data: bytes) -> np.ndarray:
    """Offsets of the ``<`` of the start tags that may span over 2 * MAX_ATTRIBUTES bytes."""
    codes = np.frombuffer(data, dtype=np.uint8)
    if len(codes) <= _LONG_TAG:
        return np.zeros(0, dtype=np.intp)
    opens = np.flatnonzero(codes[:-1] == 0x3C)
    starts = opens[_LETTERS[codes[opens + 1]]]
    ends = _latest_tag_ends(starts, np.flatnonzero(codes == 0x3E), len(codes))
    return starts[ends - starts > _LONG_TAG]


def _latest_tag_ends(starts: np.ndarray, closes: np.ndarray, size: int) -> np.ndarray:
    """Where each start tag (offsets ``starts``) ends at the latest, given the offsets of the
    page's ``>`` (``closes``): its first ``>``, and on over each ``>`` not followed by a start
    tag before the next ``>``; the page's end if no ``>`` follows it."""
    if len(closes) == 0:
        return np.full(len(starts), size)
    first = np.searchsorted(closes, starts)
    followed = np.zeros(len(closes) + 1, dtype=bool)
    followed[first] = True  # followed[k]: a start tag lies before closes[k], after closes[k-1]
    followed[-1] = True
    breaks = np.flatnonzero(followed[1:])  # k: a start tag lies after closes[k] (or none does)
    last = breaks[np.searchsorted(breaks, np.minimum(first, len(closes) - 1))]
    return np.where(first < len(closes), closes[last], size)


def excess_attributes(data: bytes) -> list[tuple[int, int]]:
    """Byte ranges of the attributes after the first MAX_ATTRIBUTES of an element, in page
    order: empty for a page without such an element."""
    ranges: list[tuple[int, int]] = []
    done = 0
    for start in long_start_tags(data).tolist():
        if start < done:  # inside a tag read already: part of it, no tag of its own
            continue
        done = _FIRST_ATTRIBUTES.match(data, start).end()
        more = _MORE_ATTRIBUTES.match(data, done)
        if more is not None:
            ranges.append((done, more.end()))
            done = more.end()
    return ranges


def without_excess_attributes(data: bytes) -> tuple[bytes, int]:
    """The page with each element cut to its first MAX_ATTRIBUTES attributes, and how many
    elements were cut."""
    ranges = excess_attributes(data)
    if not ranges:
        return data, 0
    kept, position = [], 0
    for start, end in ranges:
        kept.append(data[position:start])
        position = end
    kept.append(data[position:])
    return b"".join(kept), len(ranges)
