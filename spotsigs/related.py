"""Blocks of related stories in main content, found by the heading that opens them.

A site puts "Articles en relation", "Vous aimerez aussi", "相关推荐" or "Mehr zum Thema" over a
few teasers (a headline and a line of summary each) under its stories. Too few items, or too
little of their text in links, to be a feed (``spotsigs.feeds``), they stay in the main
content: a copy of a short story placed on such a page held more of its host's teasers than
of the story. A main-text line that is one of RELATED_HEADINGS names the block; the block is
the highest element that the heading opens, and its lines leave the main text. The heading
is part of the site's template, so every page of the site loses its block alike.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import resources

import numpy as np
from resiliparse.parse.html import ElementNode, HTMLTree, NodeType

RELATED_HEADINGS = frozenset(
    line.strip() for line in resources.files("spotsigs").joinpath(
        "data/related/headings.txt").read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#"))
"""Headings of blocks of related or recommended stories, as ``heading_key`` reads a line, in
20 languages of a news crawl, Chinese in both scripts (``data/related/headings.txt``, written
by hand)."""
MIN_KEPT_SHARE = 0.25
"""Share of the main text's characters that stays at least where no paragraph stands before
the heading (the block may then hold no paragraph either): a heading first in a page's whole
main column opens the story after it too. (At a half, a short story under a long "Most
Popular" list kept the list.) Where a paragraph that stays stands before the heading, the
block is cut whole however short the story: else a site's block leaves its pages of long
stories and stays on those of short ones, and the site-template stage no longer finds it on
enough pages (a quotes site's "Você pode gostar..." block, 4 of 5 pages kept it)."""
MAX_REPEATS = 2
"""A heading line met more often in one main text is a link's label ("Read more" under every
teaser of a listing), not a block's heading: it is not looked up."""
MAX_LEVELS = 16
"""Levels a block may stand above its heading (at most 7 on 3,317 real pages): each level
tried costs its text, so a nest of thousands of elements must not be climbed."""
MAX_GAP = 2
"""Lines in a row that a block's text may lack inside its run of lines (``_lines_end``)."""
MIN_RESUMING_CHARS = 10
"""Characters (white space aside) of a line that ends a gap (``_lines_end``)."""
MAX_HEADING_CHARS = max(map(len, RELATED_HEADINGS)) + 8
"""Longer lines are not looked up (a closing colon and white space allowed for)."""
_ENDS = " :：»›>.…"
_INVISIBLE = frozenset({"script", "style", "template", "noscript"})


def heading_key(text: str) -> str:
    """A line as RELATED_HEADINGS holds it: ``_heading_text``, case-folded."""
    return _heading_text(text).casefold()


def _heading_text(text: str) -> str:
    """A line as a heading shows it: white space made single, without a closing colon, arrow
    or ellipsis ("Você pode gostar...")."""
    return " ".join(text.split()).rstrip(_ENDS).strip()


def without_related(tree: HTMLTree, main_text: str,
                    paragraph_lines: Callable[[str], np.ndarray] | None = None
                    ) -> tuple[str, int]:
    """The main text (one block a line) without the lines of each block of related stories
    whose heading is one of its lines, and how many blocks were left out. ``paragraph_lines``
    tells which lines of a text are paragraphs (none, when not given): a block after one may
    take more than 1 - MIN_KEPT_SHARE of the text, one without any before it may hold none.

    The block is found in the tree (``_block_end``). Cutting its lines from the text, rather
    than reading the main content again without it, costs no second extraction. One query
    per heading, and none for a heading met more than MAX_REPEATS times: the work stays
    linear in the page."""
    body = tree.body
    lines = main_text.split("\n")
    found: dict[str, list[int]] = {}
    for k, line in enumerate(lines):
        if len(line) <= MAX_HEADING_CHARS and (key := heading_key(line)) in RELATED_HEADINGS:
            found.setdefault(key, []).append(k)
    found = {key: numbers for key, numbers in found.items() if len(numbers) <= MAX_REPEATS}
    if body is None or not found:
        return main_text, 0
    limit = (1 - MIN_KEPT_SHARE) * len(main_text)
    paragraphs = paragraph_lines(main_text) if paragraph_lines is not None else None
    squeezed = ["".join(line.split()) for line in lines]  # as blocks' texts are compared
    cut: set[int] = set()
    blocks = 0
    for key, numbers in found.items():
        quoted = _heading_text(lines[numbers[0]]).replace("\\", "\\\\").replace('"', '\\"')
        headings = [element for element in
                    body.query_selector_all(f':lexbor-contains("{quoted}" i)').values()
                    if heading_key(element.text) == key]
        for k, heading in zip(numbers, headings):  # in page order, as the lines are
            story_before = paragraphs is not None and \
                any(paragraphs[j] and j not in cut for j in range(k))
            if story_before:  # the block may take any share, paragraphs included
                left, prose = len(main_text), None
            else:  # a paragraph inside the block may be the story's
                left, prose = limit - sum(len(lines[j]) for j in cut), paragraphs
            if k not in cut and (end := _block_end(heading, lines, squeezed, k, left, prose)):
                cut.update(range(k, end))
                blocks += 1
    if not blocks:
        return main_text, 0
    return "\n".join(line for k, line in enumerate(lines) if k not in cut), blocks


def _block_end(heading: ElementNode, lines: list[str], squeezed: list[str], k: int,
               limit: float, paragraphs: np.ndarray | None = None) -> int:
    """Where the lines of the block that ``heading`` (line ``k``) opens end: the block is the
    highest element it opens (no visible text before it; MAX_LEVELS up at most) whose lines
    (``k`` and those after it that its text holds, white space aside: extraction may join
    inline elements' text; ``squeezed`` holds the lines so) hold at most ``limit`` characters
    and none of the lines that ``paragraphs`` marks (where no paragraph stands before the
    heading, one inside the block may be the story's: a "相關文章" label first in a blog's
    main column opened the post). 0 when none does."""
    opened = [heading]
    while len(opened) <= MAX_LEVELS and (parent := opened[-1].parent) is not None and \
            parent.tag not in ("body", "html") and _first_visible(opened[-1]):
        opened.append(parent)
    for block in reversed(opened):
        end = _lines_end(block, squeezed, k)
        if sum(map(len, lines[k:end])) <= limit and \
                (paragraphs is None or not paragraphs[k:end].any()):
            return end
    return 0


def _lines_end(block: ElementNode, squeezed: list[str], k: int) -> int:
    """Where the lines of ``block`` end, from its heading's line ``k`` on: after the last of
    the lines (``squeezed``: without white space) its text holds before MAX_GAP lines in a row
    that it does not. A line may differ from the element's text (entities, white space inside
    words), and stopping at the first one made a prefix of a whole main column (a "相關文章"
    label above a blog post) pass for a small block. Across a gap, only a line of
    MIN_RESUMING_CHARS or more counts: a short label ("Share") may stand anywhere in a large
    element's text."""
    text = "".join(block.text.split())
    end, gap = k + 1, 0
    for j in range(k + 1, len(squeezed)):
        line = squeezed[j]
        if line in text and (gap == 0 or len(line) >= MIN_RESUMING_CHARS):
            end, gap = j + 1, 0
        elif (gap := gap + 1) > MAX_GAP:
            break
    return end


def _first_visible(node: ElementNode) -> bool:
    """Whether no sibling before ``node`` holds visible text (comments, scripts and blank
    text do not count)."""
    sibling = node.prev
    while sibling is not None:
        if sibling.type in (NodeType.TEXT, NodeType.ELEMENT) and \
                getattr(sibling, "tag", "") not in _INVISIBLE and sibling.text.strip():
            return False
        sibling = sibling.prev
    return True
