import gzip
import random
from pathlib import Path

import pytest

import spotsigs.html
from spotsigs.html import (
    LEXBOR_MAX_TAGS,
    _utf8_scan,
    declared_charset,
    html_to_text,
    lexbor_text,
    looks_like_html,
    lxml_text,
    more_tags_than,
    utf8_html,
)

DATA = Path(__file__).parent / "data"
ROOT_DATA = Path(__file__).parent.parent / "data"


def test_scripts_styles_comments_are_dropped():
    page = (b"<html><head><style>p{color:red}</style><script>var secret=1</script></head>"
            b"<body><noscript>enable js</noscript><!-- hidden --><p>visible words</p></body></html>")
    text = html_to_text(page)
    assert "visible words" in text
    for gone in ("color", "secret", "enable", "hidden"):
        assert gone not in text


def test_block_elements_separate_words_but_inline_elements_do_not():
    text = html_to_text("<div>alpha</div><div>beta</div><p>gam<b>ma</b></p><li>x</li><li>y</li>")
    words = text.split()
    assert words == ["alpha", "beta", "gamma", "x", "y"]


@pytest.mark.parametrize("codec, text", [
    ("shift_jis", "お探しのファイルは見つからないようです。お手数ですが、下記リンクからトップページへお戻りください。"),
    ("euc_jp", "あなたが指定したファイルは見つかりません。もう一度アドレスを確認してください。"),
    ("euc_kr", "요청하신 페이지를 찾을 수 없습니다. 입력하신 주소가 정확한지 다시 한번 확인해 주시기 바랍니다."),
    ("gbk", "对不起，您访问的页面不存在或者已经被删除，请检查您输入的网址是否正确，然后再试一次。"),
    ("big5", "很抱歉！您所鏈結的網址不存在，建議您重新點選，或請至首頁查看更新更完善的版本。"),
])
def test_a_page_in_a_legacy_cjk_encoding_declaring_none_is_read_in_it(codec, text):
    """Older Chinese, Japanese and Korean sites (and their servers' error pages) send
    Shift_JIS, EUC-JP, EUC-KR, GBK or Big5 without a charset: read as the Western default
    they were mojibake, so no language, no phrase and no copy in UTF-8 matched them."""
    page = f"<html><head><title>Error</title></head><body><p>{text}</p></body></html>"
    raw = page.encode(codec)
    assert declared_charset(raw) is None and _utf8_scan(raw) is None
    assert html_to_text(raw).split() == html_to_text(page).split()


def test_a_western_page_declaring_no_charset_stays_in_the_western_default():
    """Detection guesses among single-byte code pages no better than the browsers' default:
    a Spanish 404 page was read as Baltic cp1257 ("p\u012fgina") by the detector."""
    page = ("<html><body><h1>Error 404 - La página solicitada no existe</h1><p>Volver atrás. "
            "La dirección que buscó no está en este servidor; revise la ortografía.</p>"
            "</body></html>")
    raw = page.encode("cp1252")
    assert declared_charset(raw) is None and _utf8_scan(raw) is None
    assert html_to_text(raw).split() == html_to_text(page).split()


def test_declared_charset_is_honoured_and_utf8_is_preferred_when_valid():
    assert html_to_text(b'<meta charset="iso-8859-1"><p>caf\xe9</p>').split() == ["caf\u00e9"]
    # Declares latin-1 but sends valid UTF-8: the UTF-8 reading wins.
    assert html_to_text('<meta charset="iso-8859-1"><p>caf\u00e9</p>'.encode()).split() == [
        "caf\u00e9"]
    assert declared_charset(b'<meta http-equiv="Content-Type" content="text/html; '
                            b'charset=windows-1251">') == "cp1251"
    assert declared_charset(b'<meta charset="no-such-charset">') is None


@pytest.mark.parametrize("label", [
    "cp500", "cp037", "ibm037", "rot13", "base64", "zlib", "hex", "unicode-escape", "utf-7",
    "utf-32", "utf-8-sig", "mbcs", "idna", "x-user-defined", "iso-2022-kr", "hz-gb-2312",
    "no-such-charset"])
def test_a_charset_outside_the_whatwg_labels_is_ignored_as_browsers_do(label):
    """Python knows cp500 (EBCDIC) and rot13; a browser does not: a page declaring them with
    one byte that is no UTF-8 was read as EBCDIC, 'ok' with 0 signatures."""
    page = f'<meta charset="{label}"><p>the caf\xe9 of the town</p>'.encode("cp1252")
    assert declared_charset(page) is None and declared_charset(b"", label) is None
    assert html_to_text(page).split() == ["the", "caf\u00e9", "of", "the", "town"]


@pytest.mark.parametrize("label, codec", [
    ("KOI8-R", "koi8-r"), (" Latin1\t", "cp1252"), ("ascii", "cp1252"), ("shift_jis", "cp932"),
    ("gb2312", "gb18030"), ("big5", "big5hkscs"), ("euc-kr", "cp949"), ("utf8", "utf-8"),
    ("iso-8859-8-i", "iso8859-8"), ("x-mac-cyrillic", "mac-cyrillic")])
def test_whatwg_labels_name_the_codec_a_browser_decodes_with(label, codec):
    assert declared_charset(b"", label) == codec
    assert declared_charset(f'<meta charset="{label.strip()}">'.encode()) == codec
    assert declared_charset(b"", "\u212aoi8-r") is None  # lower-cases to koi8-r, in Python


def test_every_whatwg_label_has_a_python_codec_that_decodes():
    from spotsigs.charsets import CODECS

    assert len(CODECS) == 228
    for label, codec in CODECS.items():
        assert label == label.lower().strip()
        if codec is not None:
            assert isinstance(b"markup <p>".decode(codec), str), label


def test_utf16_with_bom_and_undecodable_bytes_do_not_fail():
    assert html_to_text("<p>hello world</p>".encode("utf-16")).split() == ["hello", "world"]
    assert html_to_text(b"<p>\xff\xfe\xfd broken</p>").split()[-1] == "broken"


def test_control_characters_and_nul_bytes_are_removed():
    assert html_to_text(b"<p>a\x00b\x01c d</p>").split() == ["abc", "d"]


def _near_utf8(rng: random.Random) -> bytes:
    """Bytes that are mostly UTF-8: encoded characters of every length, controls, U+FFFE and
    U+FFFF, broken off sequences and stray bytes (lead, continuation, invalid)."""
    pieces = []
    for _ in range(rng.randrange(0, 12)):
        kind = rng.random()
        if kind < 0.5:
            char = chr(rng.choice([rng.randrange(0x20, 0x80), rng.randrange(0x80, 0x800),
                                   rng.randrange(0x800, 0xD800), rng.randrange(0xE000, 0x10000),
                                   rng.randrange(0x10000, 0x110000), 0xFFFE, 0xFFFF]))
            pieces.append(char.encode())
        elif kind < 0.65:
            pieces.append(bytes([rng.choice([0, 1, 9, 10, 11, 13, 27, 31])]))
        elif kind < 0.8:
            pieces.append(chr(rng.randrange(0x80, 0x110000)).encode("utf-8", "surrogatepass")
                          [:rng.randrange(1, 3)])
        else:
            pieces.append(bytes([rng.randrange(0x80, 0x100)]))
    return b"".join(pieces)


def test_utf8_scan_agrees_with_the_decoder_and_finds_controls_and_noncharacters():
    rng = random.Random(15)
    samples = [_near_utf8(rng) for _ in range(20_000)]
    samples += [b"", b"\xc0\x80", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xe0\x9f\xbf",
                b"\xf0\x8f\xbf\xbf", b"\xef\xbf\xbe", b"a\xef\xbf", b"\xbf\xbf", b"\x7f"]
    invalid = 0
    for data in samples:
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            invalid += 1
            assert _utf8_scan(data) is None, data
            continue
        controls = len(data.translate(None, bytes([*range(9), 11, 12, *range(14, 32)])))
        noncharacters = b"\xef\xbf\xbe" in data or b"\xef\xbf\xbf" in data
        assert _utf8_scan(data) == (controls != len(data), noncharacters), data
    assert 2_000 < invalid < 18_000  # both kinds well represented


def test_entities_are_not_expanded_from_a_doctype_and_nothing_is_fetched():
    page = ('<!DOCTYPE html [<!ENTITY boom "BOOMBOOMBOOM"><!ENTITY ext SYSTEM '
            '"http://127.0.0.1:9/x">]><html><body><p>&boom; &ext; &amp;</p></body></html>')
    text = html_to_text(page)
    assert "BOOMBOOMBOOM" not in text.replace("&boom;", "")
    assert "&" in text


def test_empty_and_binary_input_give_text_without_raising():
    assert html_to_text(b"") == ""
    assert html_to_text("   \n ") == ""
    assert isinstance(html_to_text(bytes(range(256)) * 10), str)


def test_looks_like_html_tells_markup_from_plain_text():
    assert looks_like_html("<html><body>x</body></html>")
    assert looks_like_html("  <p>para</p>")
    assert not looks_like_html("plain text with a < b comparison")


def test_single_pass_text_is_the_element_by_element_text():
    from lxml import etree

    from spotsigs.html import _PARSER_OPTIONS, _tree_text, tree_text, utf8_html

    pages = [
        "<div>alpha<script>x</script>tail<p>beta<b>bold</b>after</p>end</div>",
        "<p>a&#1;b</p>x<div>q</div>", "<p>ok</p>x&#xFFFE;y<div>q</div>", "<li>a&#xffff;</li>",
        "<table><tr><td>1<td>2</table><noscript><p>no</p></noscript><br>z",
        "<html><body>one</body></html><html><p>two</p></html>after",
        "<svg><title>t</title></svg><math>m</math><template><p>t</p></template>words",
        "<div>" * 1500 + "deep" + "</div>" * 1500, "plain text", "<p>caf\u00e9 \U0001f600</p>",
    ]
    for page in pages:
        data = utf8_html(page)
        one, other = (etree.fromstring(data, etree.HTMLParser(**_PARSER_OPTIONS)) for _ in "12")
        assert tree_text(one) == _tree_text(other), page[:40]


def bundled_pages() -> list[Path]:
    """Every HTML page the project ships (demo corpus, syndication sample, hostile corpus)."""
    paths = [p for folder in (DATA, ROOT_DATA) for p in sorted(folder.rglob("*"))
             if p.is_file() and p.name.endswith((".html", ".htm", ".html.gz"))]
    assert len(paths) > 50
    return paths


def test_lexbor_and_lxml_read_the_same_words_on_every_bundled_page():
    compared = 0
    for path in bundled_pages():
        raw = path.read_bytes()
        if path.name.endswith(".gz"):
            try:
                raw = gzip.decompress(raw)
            except (EOFError, OSError):  # the hostile corpus's truncated archives
                continue
        data = utf8_html(raw)
        assert lexbor_text(data).split() == lxml_text(data).split(), path.name
        compared += 1
    assert compared > 50


@pytest.mark.parametrize("page", [
    "<div>alpha<script>x</script>tail<p>beta<b>bold</b>after</p>end</div>",
    "<table><tr><td>1<td>2</table><br>z<hr>y<li>a<li>b",
    "<head><title>T</title><noscript><p>no</p></noscript><style>s</style></head>body text",
    "<svg><title>t</title></svg><math>m</math><template><p>t</p></template>words",
    "<noscript><svg><script>s</script><text>x</text></svg></noscript>kept",
    "<iframe><p>no</p></iframe><object>o</object>kept&amp;&lt;&#65;&eacute;&boom;",
    "un<span>bel</span>ie<a href=x>va</a>ble <!-- comment --> <h1>h</h1>tail",
    "<p>caf\u00e9 \U0001f600</p><pre>a\n b</pre>", "plain text", "<p>",
])
def test_both_parsers_read_the_same_words_on_each_kind_of_markup(page):
    data = utf8_html(page)
    assert lexbor_text(data).split() == lxml_text(data).split()


def test_pages_with_more_tags_than_lexbor_takes_go_to_lxml(monkeypatch):
    def refuse(data):
        raise AssertionError("lexbor was asked")

    monkeypatch.setattr(spotsigs.html, "lexbor_text", refuse)
    many = "<p>word" * (LEXBOR_MAX_TAGS + 1)
    assert html_to_text(many).split() == ["word"] * (LEXBOR_MAX_TAGS + 1)
    with pytest.raises(AssertionError, match="lexbor"):
        html_to_text("<p>word" * LEXBOR_MAX_TAGS)


def test_more_tags_than_counts_every_opening_bracket_up_to_the_limit():
    assert not more_tags_than(b"<p>" * 10, 10)
    assert more_tags_than(b"<p>" * 11, 10)
    assert more_tags_than(b"a<<b<c<\xe2\x82\xac<" * 3, 14)
    assert not more_tags_than(b"a<<b<c<\xe2\x82\xac<" * 3, 15)
    assert not more_tags_than(b"", 0) and more_tags_than(b"<", 0)
