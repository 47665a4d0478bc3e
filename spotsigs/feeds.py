"""Feeds in main content: blocks of many sibling items, each a linked headline with short metadata.

Portals put a feed of recommended stories under each article (163.com's "为您推荐": 40
items of headline, tags, source, age and comment count). Resiliparse judges link density
block by block, and an item is five blocks, of which the source and the age hold no link, so
the feed stays in the main content: 2,500 characters of headlines under a story of 800, which
kept a Chinese story apart from its copies. Judged as one block, a feed is plainly links. It
is part of its site's template, so it is found alike on every page of the site (cutting the
main content after its last sentence instead broke Reuters pages through the template stage:
docs/page-model.md).
"""

from __future__ import annotations

import re
from collections import Counter

from resiliparse.parse.html import ElementNode, HTMLTree

FEED_ITEMS = 8
"""Items a feed has at least: the children of its container, mostly of one tag and class.
Pairwise F1 of the tuning corpora was the same for 6 to 12."""
FEED_ITEM_SHARE = 0.8
"""Share of the container's children that are items of its most common tag and class."""
FEED_LINKED_SHARE = 0.5
"""Share of a feed's characters that its links hold at least (163.com's: 0.6 to 0.75, the
story itself a few hundredths). Chinese F1 on the tuning corpora was the same at 0.4 and lost
its gain at 0.7."""
FEED_ITEM_CHARS = 150
"""Characters (without white space) an item holds on average at most: a headline and its
metadata, not a teaser paragraph or a story's section."""
FEED_ITEM_MAX_CHARS = 400
"""Characters no item of a feed exceeds: a block of teasers whose first item is the story
itself (a real German page) is not a feed."""
FEED_CARD_LINKED_SHARE = 0.9
"""Share of a feed's characters in links from which its items are cards (section, headline,
teaser, author and date inside one link: polityka.pl's "Czytaj także", 200 characters an
item): they may hold FEED_ITEM_MAX_CHARS on average, not FEED_ITEM_CHARS."""
NOT_FEEDS = frozenset({"table", "thead", "tbody", "tfoot", "tr", "select"})
"""Containers whose items are a story's own data, however linked: table rows (results,
statistics: a sports story's on a real Polish page) and form options."""
MIN_LINE_CHARS = 10
"""Characters of an item's headline (its first link this long) that show it in the main
text: a menu's "News" would be found in any story."""
_SHORT_LINES_RUN = re.compile(
    rf"(?m)^(?:.{{0,{FEED_ITEM_CHARS}}}+\n){{{FEED_ITEMS - 1}}}.{{0,{FEED_ITEM_CHARS}}}+$")
"""FEED_ITEMS lines in a row of FEED_ITEM_CHARS characters or fewer: how a feed shows in
main text, one line an item or more. A page without such a run is not searched: 37% of the
real pages have one."""
_DIGITS = re.compile(r"\d+")
"""Items are of one class whatever numbers it holds: a paged list's "more1", "more2", "more3"
(udn.com's related stories, ten to a page) or "item-1", "item-2"."""
FEED_MARK = "data-spotsigs-feed"
"""The attribute ``mark_feeds`` sets on a feed's container, for main content to skip."""
FEED_SELECTOR = f"[{FEED_MARK}]"


def mark_feeds(tree: HTMLTree, main_text: str) -> int:
    """Mark with FEED_MARK every feed container of the page whose items show in its main
    text (``main_text``); the number marked: the main content is to be read again without
    them when it is not 0.

    Candidates are the parents of the elements that are some parent's FEED_ITEMS-th child
    (one CSS query in lexbor), and only those whose FEED_ITEMS-th child's headline is in
    the main text are judged: menus and lists that main content left out cost a lookup.
    Node lists are read with ``values()``: iterating one looks each item up anew from its
    start (37 s for a list of 3,711 links on one real page)."""
    body = tree.body
    if body is None or not _SHORT_LINES_RUN.search(main_text):
        return 0
    main_text = " ".join(main_text.split())  # a card's blocks are lines of it
    feeds = []
    for item in body.query_selector_all(f":nth-child({FEED_ITEMS})").values():
        parent = item.parent  # each parent has one FEED_ITEMS-th child: met once
        if parent is None or parent.tag in NOT_FEEDS:
            continue
        headline = _headline(item)
        if headline and headline in main_text and is_feed(parent):
            feeds.append(parent)
    if feeds:  # the page's own FEED_MARK attributes first: page content is untrusted
        for node in body.query_selector_all(FEED_SELECTOR).values():
            node.remove_attribute(FEED_MARK)
        for node in feeds:
            node.setattr(FEED_MARK, "")
    return len(feeds)


def is_feed(node: ElementNode) -> bool:
    """Whether an element is a feed: FEED_ITEMS or more children of one tag and class, its
    numbers aside (FEED_ITEM_SHARE of them), none over FEED_ITEM_MAX_CHARS, and either short
    (FEED_ITEM_CHARS on average) with their text mostly links (FEED_LINKED_SHARE) or cards
    (up to FEED_ITEM_MAX_CHARS on average) nearly all links (FEED_CARD_LINKED_SHARE)."""
    count = node.child_element_count
    if count < FEED_ITEMS:
        return False
    chars = _visible_chars(node.text)
    if not chars or chars > FEED_ITEM_MAX_CHARS * count:
        return False
    children = node.children.values()
    _, items = Counter((child.tag, _DIGITS.sub("", child.class_name or "")) for child in children
                       ).most_common(1)[0]
    if items < FEED_ITEMS or items < FEED_ITEM_SHARE * count:
        return False
    if any(_visible_chars(child.text) > FEED_ITEM_MAX_CHARS for child in children):
        return False
    linked = sum(_visible_chars(link.text) for link in node.query_selector_all("a").values())
    if chars > FEED_ITEM_CHARS * count:
        return linked >= FEED_CARD_LINKED_SHARE * chars
    return linked >= FEED_LINKED_SHARE * chars


def _headline(item: ElementNode) -> str:
    """The text of an item's first link of MIN_LINE_CHARS characters or more (the item
    itself when it is one: a card), its runs of white space made one space ('' when it has
    none): a feed item's headline."""
    if item.tag == "a" and len(text := " ".join(item.text.split())) >= MIN_LINE_CHARS:
        return text
    first = item.query_selector("a")  # mostly the headline: one node, not the whole list
    if first is None:
        return ""
    if len(text := " ".join(first.text.split())) >= MIN_LINE_CHARS:
        return text
    for link in item.query_selector_all("a").values()[1:]:
        text = " ".join(link.text.split())
        if len(text) >= MIN_LINE_CHARS:
            return text
    return ""


def _visible_chars(text: str) -> int:
    """Characters of a text other than white space."""
    return len("".join(text.split()))
