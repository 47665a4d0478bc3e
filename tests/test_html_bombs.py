"""Markup made to leak or exhaust: external entities are never expanded nor fetched,
entity bombs never expanded, and nesting a million deep or a million wide is read in
bounded time with its text kept."""

from __future__ import annotations

import socket
import time

import pytest
from hostile_inputs import EXPECTED, HOSTILE, STORY

from spotsigs.html import LEXBOR_MAX_TAGS, html_to_text, strip_markup


def test_external_entities_are_never_expanded_nor_fetched(monkeypatch):
    def no_network(*args, **kwargs):
        raise AssertionError("network access")

    monkeypatch.setattr(socket.socket, "connect", no_network)
    monkeypatch.setattr(socket, "create_connection", no_network)
    marker = EXPECTED["passwd_marker"]
    for name in ("xxe-file.html", "xxe-http.html"):
        text = html_to_text((HOSTILE / name).read_bytes())
        assert marker not in text and "root:" not in text
        assert "governing party" in text
    page = ('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">'
            '<!ENTITY y SYSTEM "http://127.0.0.1:9/">]><r><p>&x;&y;</p></r>')
    for variant in (page, page.encode()):
        assert "root:" not in html_to_text(variant)
        assert "root:" not in strip_markup(page)


def test_entity_bomb_is_not_expanded():
    data = (HOSTILE / "billion-laughs.html").read_bytes()
    started = time.perf_counter()
    text = html_to_text(data)
    assert time.perf_counter() - started < 2
    assert "lollol" not in text and len(text) < 2 * len(data)
    assert "governing party" in text


def test_nesting_deeper_than_libxml2_builds_keeps_the_text():
    text = html_to_text((HOSTILE / "deep-nesting.html").read_bytes())
    assert "governing party won the regional election" in " ".join(text.split())


@pytest.mark.parametrize("opening, closing", [
    (b"<div>", b"</div>"), (b"<b>", b"</b>"), (b"<span><i>", b""), (b"<table><tr><td>", b""),
])
def test_a_million_nested_elements_take_bounded_time_and_keep_the_text(opening, closing):
    n = 1_000_000 // opening.count(b"<")
    data = opening * n + f"<p>{STORY}</p>".encode() + closing * n + b"<p>after all</p>"
    started = time.perf_counter()
    text = html_to_text(data)
    assert time.perf_counter() - started < 20
    assert "forced to leave their homes" in " ".join(text.split())
    assert "after all" in text


@pytest.mark.parametrize("opening, closing", [
    (b"<div>", b""), (b"<ul><li>", b""), (b"<select>", b"<option>"), (b"<span>", b"</x>"),
    (b"<table><tr><td>", b""), (b"<b><i>", b"</b></i>"),
])
def test_worst_nesting_lexbor_is_given_takes_bounded_time_and_keeps_the_text(opening, closing):
    # HTML5 tree building walks the stack of open elements: time grows with tags times depth.
    n = (LEXBOR_MAX_TAGS - 10) // (opening.count(b"<") + closing.count(b"<"))
    data = f"<p>{STORY}</p>".encode() + opening * n + closing * n + b"<p>after all</p>"
    assert data.count(b"<") <= LEXBOR_MAX_TAGS
    started = time.perf_counter()
    text = html_to_text(data)
    assert time.perf_counter() - started < 10
    assert "forced to leave their homes" in " ".join(text.split())


def test_a_million_flat_elements_take_bounded_time():
    data = b"<p>" + b"<p>word" * 1_000_000
    started = time.perf_counter()
    text = html_to_text(data)
    assert time.perf_counter() - started < 20
    assert text.split() == ["word"] * 1_000_000


def test_fallback_stripper_is_linear_on_unclosed_markup():
    for bad in ("<script>", "<!--", "<a", "<div x='"):
        started = time.perf_counter()
        strip_markup(bad * 200_000 + "end")
        assert time.perf_counter() - started < 5, bad
