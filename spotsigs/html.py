"""HTML to text: decode by the declared charset, drop non-content, break at block elements.

Pages are parsed by lexbor (through selectolax), an HTML5 parser that builds the tree a browser
builds, about 2.5 times as fast as lxml. It decodes HTML character references (``&amp;``)
as any browser would, has no DTDs, external entities or network access at all. HTML5 tree
building walks the stack of open elements, so deep nesting costs quadratic time (20,000 nested
``<div>`` take a second); pages with more than LEXBOR_MAX_TAGS tags (no real page of our sample
has 20,000) go to lxml instead, which is linear. Pages lxml cannot build a whole tree for
(nesting deeper than its limit of 2048) or should not (over MAX_TREE_TAGS tags) go through a
linear-time tag stripper, so that no page loses its text or takes unbounded memory. Both
parsers take time quadratic in an element's attributes: ``utf8_html`` cuts each element to its
first MAX_ATTRIBUTES (``spotsigs.attributes``) before either sees the page.
"""

from __future__ import annotations

import codecs
import html
import re

import numpy as np
from lxml import etree
from selectolax.lexbor import LexborHTMLParser

from spotsigs.attributes import without_excess_attributes
from spotsigs.charsets import charset_codec, undeclared_codec

# Elements whose text is never page content.
DROPPED_TAGS = ("script", "style", "noscript", "template", "svg", "math", "iframe", "object")

# Elements that start a new line in a browser: words on either side must not fuse.
BLOCK_TAGS = (
    "address", "article", "aside", "blockquote", "br", "dd", "details", "dialog", "div", "dl",
    "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5",
    "h6", "header", "hr", "li", "main", "nav", "ol", "option", "p", "pre", "section", "summary",
    "table", "tbody", "td", "tfoot", "th", "thead", "title", "tr", "ul", "body", "head",
)

_CHARSET_RE = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9._:\-]+)""", re.IGNORECASE)
_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF8, "utf-8"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# huge_tree lifts libxml2's 10 MB text node limit (over it, a page lost all its text) and
# its nesting limit from 256 to 2048; the input size bounds memory either way.
_PARSER_OPTIONS = {
    "encoding": "utf-8", "remove_comments": True, "remove_pis": True, "no_network": True,
    "recover": True, "compact": True, "default_doctype": False, "collect_ids": False,
    "huge_tree": True,
}
# Pages with more tags than this skip lexbor for lxml: lexbor's time grows with tags times
# nesting depth (at 20,000 tags, the worst nesting found takes about 1.3 s).
LEXBOR_MAX_TAGS = 20_000


def _lexbor_tag_ids(names: tuple[str, ...]) -> frozenset[int]:
    """lexbor's ids for tag names: what ``LexborNode.tag_id`` reports for such elements."""
    probe = LexborHTMLParser("")
    return frozenset(probe.create_node(name).tag_id for name in names)


_LEXBOR_DROPPED_IDS = _lexbor_tag_ids(DROPPED_TAGS)
_LEXBOR_BLOCK_IDS = _lexbor_tag_ids(BLOCK_TAGS)
# Pages with more tags than this skip lxml for the tag stripper: a tree costs about 300
# bytes a tag (a 10 MB page of "<p>" took 1 GB), the stripper a few copies of the text.
MAX_TREE_TAGS = 200_000
# C0 control characters other than tab and newlines: never content, and lxml refuses them.
_CONTROL_BYTES = bytes([*range(9), 11, 12, *range(14, 32)])
# U+FFFE and U+FFFF in UTF-8: no XML characters, so lxml refuses them in a text it is given
# (and drops the old text when it does); they become U+FFFD, which separates words as they do.
_NONCHARACTER_FFFE, _NONCHARACTER_FFFF, _REPLACEMENT = b"\xef\xbf\xbe", b"\xef\xbf\xbf", b"\xef\xbf\xbd"
# UTF-8 by its lead byte: continuation bytes that follow (0: no lead byte), and the range of
# the first of them (E0, ED, F0 and F4 narrow it against overlong forms, surrogates and code
# points over U+10FFFF).
_UTF8_FOLLOWERS = np.zeros(256, dtype=np.int64)
_UTF8_FOLLOWERS[0xC2:0xE0], _UTF8_FOLLOWERS[0xE0:0xF0], _UTF8_FOLLOWERS[0xF0:0xF5] = 1, 2, 3
_UTF8_SECOND_LOW = np.full(256, 0x80, dtype=np.uint8)
_UTF8_SECOND_HIGH = np.full(256, 0xBF, dtype=np.uint8)
_UTF8_SECOND_LOW[0xE0], _UTF8_SECOND_HIGH[0xED] = 0xA0, 0x9F
_UTF8_SECOND_LOW[0xF0], _UTF8_SECOND_HIGH[0xF4] = 0x90, 0x8F
_TAG_RE = re.compile(r"<\s*[A-Za-z!/?][^>]*>")
# Fallback extraction: comments and dropped elements (up to their end tag, else the end of
# the page, as a browser does), then tags. ``[^<>]`` keeps every scan linear.
_SKIPPED_START = re.compile(
    r"<!--|<(" + "|".join(DROPPED_TAGS) + r")(?=[\s/>])[^<>]*>?", re.IGNORECASE)
_SKIPPED_END = {tag: re.compile(rf"</{tag}\s*>", re.IGNORECASE) for tag in DROPPED_TAGS}
_BLOCK_TAG = re.compile(r"</?(?:" + "|".join(BLOCK_TAGS) + r")(?=[\s/>])[^<>]*>",
                        re.IGNORECASE)
_ANY_TAG = re.compile(r"<[A-Za-z/!?][^<>]*>")


def _text_stylesheet() -> etree.XSLT:
    """One C-level pass over a parsed page that writes the text ``_tree_text`` writes.

    Only the first element of the document (the root lxml hands out; libxml2 may add later
    siblings) is read; dropped elements give nothing, block elements a newline either side.
    The stylesheet reads nothing but its input tree: no file, no network.
    """
    blocks, dropped = "|".join(BLOCK_TAGS), "|".join(DROPPED_TAGS)
    stylesheet = f"""<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
<xsl:output method="text" encoding="utf-8"/>
<xsl:template match="/"><xsl:apply-templates select="*[1]"/></xsl:template>
<xsl:template match="{blocks}"><xsl:text>&#10;</xsl:text><xsl:apply-templates/><xsl:text>&#10;</xsl:text></xsl:template>
<xsl:template match="{dropped}"/>
<xsl:template match="comment()|processing-instruction()"><xsl:value-of select="."/></xsl:template>
</xsl:stylesheet>"""
    return etree.XSLT(etree.XML(stylesheet),
                      access_control=etree.XSLTAccessControl.DENY_ALL)


_TEXT_STYLESHEET = _text_stylesheet()


def declared_charset(raw: bytes, http_charset: str | None = None) -> str | None:
    """The Python codec of the charset a page declares, as a browser reads it: a BOM, then
    the charset of its HTTP Content-Type header (``http_charset``), then a ``<meta>`` tag;
    a label outside the WHATWG Encoding Standard (``cp500``, ``base64``) is ignored."""
    for bom, name in _BOMS:
        if raw.startswith(bom):
            return name
    if http_charset is not None and (name := charset_codec(http_charset)) is not None:
        return name
    match = _CHARSET_RE.search(raw, 0, 8192)
    if match is None:
        return None
    name = charset_codec(match.group(1).decode("ascii"))
    if name is None:
        return None
    # A page whose <meta> could be read as ASCII is not UTF-16 (the HTML standard reads
    # such a declaration as UTF-8).
    return "utf-8" if name.startswith("utf-16") else name


def _utf16_without_bom(raw: bytes) -> str | None:
    """UTF-16 byte order of a page sent without BOM, told by its NUL bytes (ASCII markup)."""
    sample = raw[:2048]
    if len(sample) < 8 or sample.count(0) < len(sample) // 4:
        return None
    even, odd = sample[0::2].count(0), sample[1::2].count(0)
    if odd >= 0.9 * len(sample[1::2]) and even <= 0.1 * len(sample[0::2]):
        return "utf-16-le"
    if even >= 0.9 * len(sample[0::2]) and odd <= 0.1 * len(sample[1::2]):
        return "utf-16-be"
    return None


def decode_html(raw: bytes) -> str:
    """Decode page bytes: a BOM wins, then valid UTF-8, then the declared charset, then cp1252.

    Pages often declare latin-1 while sending UTF-8; bytes that are valid UTF-8 almost never
    are anything else, so UTF-8 is tried before a declared single-byte charset. Undecodable
    bytes become U+FFFD rather than failing.
    """
    return _utf8_bytes(raw).decode("utf-8")


def utf8_html(content: bytes | str, http_charset: str | None = None) -> bytes:
    """Page content as UTF-8 bytes ready for a parser: without C0 controls or U+FFFE/U+FFFF
    (lxml refuses them), each element cut to its first MAX_ATTRIBUTES attributes (more cost
    parsers quadratic time, ``spotsigs.attributes``).

    ``http_charset`` is the charset of the page's HTTP Content-Type header, if it had one."""
    return utf8_markup(content, http_charset)[0]


def utf8_markup(content: bytes | str, http_charset: str | None = None) -> tuple[bytes, int]:
    """``utf8_html``'s bytes, and how many elements of the page were cut to MAX_ATTRIBUTES
    attributes."""
    return without_excess_attributes(_utf8_bytes(content, http_charset))


def _utf8_bytes(content: bytes | str, http_charset: str | None = None) -> bytes:
    """Page content as UTF-8 bytes without C0 controls or U+FFFE/U+FFFF."""
    scan = None
    if isinstance(content, str):
        data = content.encode("utf-8", errors="replace")
    else:
        charset = declared_charset(content, http_charset) or _utf16_without_bom(content)
        if charset is not None and charset.startswith(("utf-16", "utf-32")):
            data = content.decode(charset, errors="replace").encode("utf-8", errors="replace")
        elif (scan := _utf8_scan(content)) is not None:
            data = content
        else:
            data = _decoded(content, charset or undeclared_codec(content)).encode(
                "utf-8", errors="replace")
    data = data.removeprefix(codecs.BOM_UTF8)  # neither a control nor a noncharacter
    controls, noncharacters = scan or _utf8_scan(data)
    if controls:
        data = data.translate(None, _CONTROL_BYTES)
    if not noncharacters:
        return data
    return data.replace(_NONCHARACTER_FFFE, _REPLACEMENT).replace(_NONCHARACTER_FFFF, _REPLACEMENT)


def _utf8_scan(data: bytes) -> tuple[bool, bool] | None:
    """None if ``data`` is no valid UTF-8 (as ``bytes.decode`` says), else whether it holds C0
    controls other than tab and newlines, and whether U+FFFE or U+FFFF.

    numpy over the positions of non-ASCII and control bytes (about 1% of a page): a third of
    the time of ``decode`` with ``translate`` and a search for the noncharacters. Each lead
    byte must be followed by as many continuation bytes as it announces (the first of them in
    the lead's range: no overlong forms, surrogates or code points over U+10FFFF), and every
    continuation byte must follow a lead.
    """
    codes = np.frombuffer(data, dtype=np.uint8)
    low = codes[codes < 0x20]
    controls = bool(((low != 9) & (low != 10) & (low != 13)).any())
    high = np.flatnonzero(codes >= 0x80)
    if len(high) == 0:
        return controls, False
    values = codes[high]
    follows = values < 0xC0
    leads = np.flatnonzero(~follows)
    lead_values = values[leads]
    needs = _UTF8_FOLLOWERS[lead_values]
    if (needs == 0).any() or int(needs.sum()) != len(high) - len(leads):
        return None
    for k in (1, 2, 3):
        ahead = leads[needs >= k] + k
        if len(ahead) and (ahead[-1] >= len(high) or not follows[ahead].all()
                           or not (high[ahead] == high[ahead - k] + k).all()):
            return None
    second = values[leads + 1]
    if ((second < _UTF8_SECOND_LOW[lead_values]) | (second > _UTF8_SECOND_HIGH[lead_values])).any():
        return None
    ef = leads[(lead_values == 0xEF) & (second == 0xBF)]
    return controls, bool((values[ef + 2] >= 0xBE).any())


def _decoded(raw: bytes, charset: str | None) -> str:
    """Decode by ``charset`` with replacement; cp1252 when there is none or it fails."""
    try:
        return raw.decode(charset or "cp1252", errors="replace")
    except (LookupError, UnicodeError):  # a codec that refuses to decode some input
        return raw.decode("cp1252", errors="replace")


def looks_like_html(text: str) -> bool:
    """Whether a string holds markup (a tag in its first 4 KB) rather than plain text."""
    return _TAG_RE.search(text, 0, 4096) is not None


def html_to_text(content: bytes | str, http_charset: str | None = None) -> str:
    """The visible text of a page, with block elements separated by newlines (bytes decoded
    by a BOM, then ``http_charset`` from its HTTP header, then ``<meta>``)."""
    data = utf8_html(content, http_charset)
    if not data or data.isspace():  # as ``not data.strip()``, without copying the page
        return ""
    if not more_tags_than(data, LEXBOR_MAX_TAGS):
        return lexbor_text(data)
    return lxml_text(data)


def more_tags_than(data: bytes, limit: int) -> bool:
    """Whether page bytes hold more than ``limit`` tags, counted as their ``<`` (an upper
    bound); numpy counts a page in a third of the time of ``bytes.count``."""
    return len(data) > limit and np.count_nonzero(np.frombuffer(data, np.uint8) == 0x3C) > limit


def lexbor_text(data: bytes) -> str:
    """Text of a page (UTF-8 bytes) parsed by lexbor, as a browser that runs scripts parses it.

    Scripting on makes ``<noscript>`` raw text (dropped with it) instead of markup that can
    close ``<head>`` early. One walk over the elements finds the block elements, which get a
    newline text node on either side, and the dropped ones, which are detached (not freed, so
    that a dropped element inside another stays valid).
    """
    root = LexborHTMLParser(data, scripting=True).root
    if root is None:
        return ""
    blocks, dropped = [], []
    for element in root.traverse():  # a third faster than a CSS selector of 45 tags
        tag = element.tag_id
        if tag in _LEXBOR_BLOCK_IDS:
            blocks.append(element)
        elif tag in _LEXBOR_DROPPED_IDS:
            dropped.append(element)
    for element in blocks:
        element.insert_before("\n")
        element.insert_after("\n")
    for element in dropped:
        element.decompose(recursive=False)
    return root.text()


def lxml_text(data: bytes) -> str:
    """Text of a page (UTF-8 bytes from ``utf8_html``) parsed by lxml, or by the tag stripper."""
    if more_tags_than(data, MAX_TREE_TAGS):
        return strip_markup(data.decode("utf-8", errors="replace"))
    parser = etree.HTMLParser(**_PARSER_OPTIONS)  # its own error log; costs about 1 us
    try:
        root = etree.fromstring(data, parser)
    except etree.ParserError:
        root = None
    if any(error.level == etree.ErrorLevels.FATAL for error in parser.error_log):
        # libxml2 gave up (nesting too deep): its tree lacks part of the page, maybe all.
        return strip_markup(data.decode("utf-8", errors="replace"))
    if root is None:
        return ""
    return tree_text(root)


def tree_text(root: etree._Element) -> str:
    """Text of a parsed page: the stylesheet's single pass, or ``_tree_text`` when they may differ.

    They differ only where ``_tree_text`` hits a text lxml refuses to store (then some text is
    lost, as it always was) or a root that is itself a dropped or block element.
    """
    if root.tag not in BLOCK_TAGS and root.tag not in DROPPED_TAGS:
        try:
            text = bytes(_TEXT_STYLESHEET(root))
        except etree.XSLTError:  # e.g. nesting deeper than libxslt's template depth
            text = None
        if text is not None and not _refused_by_lxml(text):
            return text.decode("utf-8")
    return _tree_text(root)


def _refused_by_lxml(text: bytes) -> bool:
    """Whether UTF-8 text holds a character lxml refuses to store: C0 controls, U+FFFE, U+FFFF.

    A page can still hold them through character references (``&#1;``); setting such a text
    raises and drops it, which only the element-by-element pass reproduces. Byte scans in C:
    a regex over the text took as long as the stylesheet.
    """
    return (len(text.translate(None, _CONTROL_BYTES)) != len(text)
            or _NONCHARACTER_FFFE in text or _NONCHARACTER_FFFF in text)


def _tree_text(root: etree._Element) -> str:
    """Text of a parsed page element by element (changes the tree): the reference behaviour."""
    etree.strip_elements(root, *DROPPED_TAGS, with_tail=False)
    for element in root.iter(BLOCK_TAGS):  # a break before and after each block element
        try:
            element.text = "\n" + element.text if element.text else "\n"
            element.tail = "\n" + element.tail if element.tail else "\n"
        except ValueError:  # a text lxml itself refuses to store (U+FFFE and kin)
            continue
    return "".join(root.itertext())


def strip_markup(markup: str) -> str:
    """Text of a page without a parser, in linear time: the fallback for hostile nesting.

    Drops comments and the elements in DROPPED_TAGS, turns block tags into newlines and
    other tags into nothing, and decodes HTML character references (never DTD entities).
    """
    kept: list[str] = []
    position = 0
    while (start := _SKIPPED_START.search(markup, position)) is not None:
        kept.append(markup[position:start.start()])
        if start.group(1) is None:
            end = markup.find("-->", start.end())
            position = len(markup) if end < 0 else end + 3
        else:
            close = _SKIPPED_END[start.group(1).lower()].search(markup, start.end())
            position = len(markup) if close is None else close.end()
    kept.append(markup[position:])
    text = _ANY_TAG.sub("", _BLOCK_TAG.sub("\n", "".join(kept)))
    return html.unescape(text)
