"""The words of a page's text whatever its declared charset, encoding or script, and
word boundaries at block elements, also in the parser-free fallback."""

from __future__ import annotations

import re

import pytest
from hostile_inputs import HOSTILE, STORY

from spotsigs.html import html_to_text, strip_markup
from spotsigs.methods.spotsigs import SpotSigs


def test_fallback_stripper_drops_scripts_comments_and_keeps_block_breaks():
    text = strip_markup("<title>T</title><script>var x = '<p>no</p>';</script><!-- gone -->"
                        "<div>alpha</div><div>beta</div><p>gam<b>ma</b> a < b &amp; &boom;"
                        "</p><svg><text>no</text></svg>tail<style>unclosed")
    assert text.split() == ["T", "alpha", "beta", "gamma", "a", "<", "b", "&", "&boom;", "tail"]


@pytest.mark.parametrize("charset", [
    "base64", "hex", "zlib", "rot13", "bz2", "uu", "quopri", "idna", "punycode", "undefined",
    "unicode_escape", "raw_unicode_escape", "utf-7", "utf-16", "utf-32", "no-such-charset",
])
def test_any_declared_charset_decodes_without_raising(charset):
    page = f'<meta charset="{charset}"><p>caf\u00e9 {STORY} \\u0041</p>'
    for data in (page.encode("utf-8"), page.encode("cp1252")):
        text = html_to_text(data)
        assert "forced to leave their homes" in text
        assert "\\u0041" in text  # escape codecs never rewrite the text
        assert SpotSigs().signature(data).size > 0


def test_block_elements_break_words_on_both_sides():
    assert html_to_text("x<div>y</div>z<p>w").split() == ["x", "y", "z", "w"]


def test_noncharacters_do_not_drop_text():
    text = html_to_text("<div><p>a\ufffeb</p>c\uffff</div>d")
    assert [t for t in re.split(r"\W+", text) if t] == ["a", "b", "c", "d"]


def test_encodings_read_the_same_words():
    words = html_to_text(f"<p>{STORY}</p>").split()
    assert html_to_text(f"<p>{STORY}</p>".encode("utf-16")).split() == words
    assert html_to_text(f"<p>{STORY}</p>".encode("utf-16-le")).split() == words
    assert html_to_text(f"<p>{STORY}</p>".encode("utf-16-be")).split() == words
    assert html_to_text(f"<p>{STORY.replace(' ', chr(0) + ' ')}</p>".encode()).split() == words
    assert html_to_text(f"<p>{STORY}</p>".encode() + b"\xff\xfe\xc3\x28").split()[:-1] == words


def test_right_to_left_and_cjk_text_survive_extraction():
    rtl = html_to_text((HOSTILE / "rtl.html").read_bytes())
    assert "\u0627\u0644\u0633\u0644\u0627\u0645" in rtl and "\u05e9\u05dc\u05d5\u05dd" in rtl
    cjk = html_to_text((HOSTILE / "cjk.html").read_bytes())
    assert "\u5927\u96e8" in cjk and "\ud55c\uad6d\uc5b4" in cjk
    page = (HOSTILE / "cjk.html").read_bytes()
    assert SpotSigs().signature(page).size > 0  # its own language's characters anchor spots
    assert SpotSigs(stopword_language="en").signature(page).size == 0  # English has none here
