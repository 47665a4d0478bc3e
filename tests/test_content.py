"""The main-content stage: the article is kept, templates are dropped, odd input does not crash."""

import gzip
import json
import random
from collections import Counter
from pathlib import Path

import pytest

from spotsigs.characters import ALONE, char_classes, normalize_text, token_re
from spotsigs.content import (
    LETTERS_PER_WORD,
    MIN_MAIN_WORDS,
    SHORT_PAGE_WORDS,
    PageContent,
    count_words,
    main_content_text,
    page_content,
    read_page,
)
from spotsigs.html import LEXBOR_MAX_TAGS, html_to_text
from spotsigs.tokenize import count_tokens, tokens

DATA = Path(__file__).parent / "data"
REAL = DATA / "content"

PARAGRAPHS = (
    "Heavy rain caused floods across the northern valley on Monday, and the river rose above "
    "its banks for the first time in a decade, the regional weather service said.",
    "The mayor said that the town had opened two shelters for families who were forced to "
    "leave their homes, and that emergency crews would work through the night.",
    "Farmers were counting the cost of ruined crops, and a spokesman for the regional council "
    "said the damage would run into millions before the water went down again.",
)
NAV = ("Home", "World", "Business", "Sport", "Culture", "Weather")
TEMPLATE_PHRASES = (
    "We use cookies to give you the best experience on our website",
    "Copyright 2024 Valley Times Media Group",
    "Most read this week",
    "Leave a comment",
)


def article_page(paragraphs=PARAGRAPHS) -> str:
    """A news page: cookie banner, menu, article, related links, comments form, footer."""
    menu = "".join(f'<li><a href="/{w.lower()}">{w}</a></li>' for w in NAV)
    related = "".join(f'<li><a href="/story/{i}">Related story number {i} about something '
                      f'else entirely</a></li>' for i in range(8))
    body = "".join(f"<p>{p}</p>" for p in paragraphs)
    return f"""<!DOCTYPE html><html><head><title>Floods hit the valley | Valley Times</title>
<script>var tracking = "Tracking script text";</script><style>p {{ color: red }}</style></head>
<body>
<div id="cookie-banner" class="cookie-consent"><p>{TEMPLATE_PHRASES[0]}. By continuing to
browse you agree to our use of cookies. <a href="/privacy">Privacy policy</a></p>
<button>Accept all cookies</button></div>
<header><nav class="main-menu"><ul>{menu}</ul></nav></header>
<main><article><h1>Floods hit the valley</h1><p class="byline">By Jane Doe</p>{body}</article>
<aside class="related"><h3>{TEMPLATE_PHRASES[2]}</h3><ul>{related}</ul></aside>
<section id="comments" class="comments"><h3>{TEMPLATE_PHRASES[3]}</h3>
<form><textarea name="c"></textarea><input type="submit" value="Post"></form></section>
</main>
<footer><p>{TEMPLATE_PHRASES[1]}</p><a href="/imprint">Imprint</a> <a href="/terms">Terms</a>
</footer></body></html>"""


def test_article_paragraphs_are_kept_and_template_blocks_dropped():
    text = main_content_text(article_page())
    for paragraph in PARAGRAPHS:
        assert paragraph in " ".join(text.split())
    for phrase in TEMPLATE_PHRASES:
        assert phrase not in text
    lines = set(text.split("\n"))
    for item in NAV + ("Imprint", "Terms", "Accept all cookies"):
        assert item not in lines
    assert "Related story number" not in text
    assert "Tracking script text" not in text and "color" not in text


def assert_story_kept_without(page: str, *gone: str) -> None:
    """Main content of ``page`` holds every paragraph of the story and none of ``gone``."""
    text = main_content_text(page)
    assert not [words for words in gone if words in text]
    assert all(paragraph in " ".join(text.split()) for paragraph in PARAGRAPHS)


@pytest.mark.parametrize("box", ['section class="author-box"', 'div class="author-bio"',
                                 'section class="article-author"',
                                 'div class="author-bio-thing"',  # a real site's name
                                 'div class="td-author-box clearfix"'])
def test_author_boxes_under_the_story_are_dropped(box):
    bio = ("Jane Doe is a freelance writer based in Toronto. Her work has appeared in a number "
           "of publications, including the Valley Times and the Northern Review.")
    page = article_page().replace("</article>", f"<{box}><h6>About Jane Doe</h6><p>{bio}</p>"
                                  f"</{box.split()[0]}></article>")
    assert_story_kept_without(page, bio, "About Jane Doe")


TEASER_SUMMARY = ("The engineers opened the case, counted the parts and weighed the battery, "
                  "then they compared the board with last year's model and found that the")


def teaser_list(item: str, count: int) -> str:
    """``count`` teasers, each ``item`` with its number ``{k}`` and a cut ``{summary}``."""
    return "".join(item.format(k=k, summary=TEASER_SUMMARY) for k in range(count))


@pytest.mark.parametrize("block", ['div class="row-recommend"',  # a real Chinese portal's
                                   'section class="recommendations"',
                                   'div class="article-recommend clearfix"'])
def test_recommendation_blocks_under_the_story_are_dropped(block):
    teasers = teaser_list('<li><span><a href="/s{k}">Teardown number {k}</a></span> '
                          "<span>{summary}</span></li>", 6)
    page = article_page().replace("</article>", f"<{block}><ul>{teasers}</ul>"
                                  f"</{block.split()[0]}></article>")
    assert_story_kept_without(page, "Teardown number")


def test_the_items_of_a_slider_of_teasers_are_dropped_not_the_page_that_has_one():
    """sina's carousel: teasers of a headline, a summary cut with "..." and a date, each in a
    ``wx_l_slider_item``, cloned by the carousel; a page builder marks the whole <body> of
    many sites ``has_ae_slider``, which must not take the story with it."""
    slides = teaser_list('<div class="wx_l_slider_item"><h3>Teaser headline number {k}</h3>'
                         "<p>{summary}...</p><span>2019-09-09</span></div>", 8)
    page = article_page().replace("</article>", f"</article><div class='wx_l_slider_wrap'>"
                                  f"<div class='wx_l_slider_cont'>{slides}</div></div>")
    page = page.replace("<body>", '<body class="home has_ae_slider">')
    assert_story_kept_without(page, "Teaser headline number")


def test_a_story_whose_class_says_it_has_recommendations_is_kept():
    """A real Austrian page's article element is ``class="article ... has-recommendations"``:
    a modifier of the story's own element, not a block of recommendations."""
    page = article_page().replace("<article>", '<article class="article has-recommendations">')
    assert page != article_page()
    text = main_content_text(page)
    assert all(paragraph in " ".join(text.split()) for paragraph in PARAGRAPHS)


def test_blocks_are_lines_and_the_whole_page_keeps_what_main_content_drops():
    text = main_content_text(article_page())
    assert all(line.strip() for line in text.split("\n"))  # no blank lines
    assert any(line.strip() == PARAGRAPHS[1] for line in text.split("\n"))
    whole = html_to_text(article_page())
    assert TEMPLATE_PHRASES[1] in whole and TEMPLATE_PHRASES[1] not in text


def test_page_model_title_headings_and_counts():
    page = page_content(article_page())
    assert isinstance(page, PageContent)
    assert page.title == "Floods hit the valley | Valley Times"
    assert page.headings[0] == "Floods hit the valley"
    assert page.text == main_content_text(article_page())
    assert page.main_words == len(tokens(page.text))
    story_words = sum(len(tokens(p)) for p in PARAGRAPHS)
    assert story_words <= page.main_words < page.page_words
    assert page.page_words >= len(tokens(html_to_text(article_page()))) - 10


def test_headings_are_the_first_non_empty_h1_and_h2_in_page_order():
    page = page_content("<html><body><h2>Breaking</h2><div><h1> </h1><section><h1>Floods\n"
                        "hit <b>the</b> valley</h1></section></div><h3>Not a heading here</h3>"
                        "<h2>Rain</h2><h1>Later</h1><h2>Too late</h2><p>text</p></body></html>")
    assert page.headings == ("Breaking", "Floods hit the valley", "Rain")
    many = "".join(f"<h2>Part {k}</h2>" for k in range(50))
    assert page_content(f"<html><body>{many}</body></html>").headings == (
        "Part 0", "Part 1", "Part 2")


def test_count_words_counts_what_the_tokenizer_finds():
    alphabet = "ab Z9_\x00\t\n-.é\u0301ß中文の١²\ud800\U0001f600İΣह\u093f"
    rng = random.Random(7)
    texts = ["", "\x00", "a\x00", "\x00a", "_", "__a__b", "l'été 2024 — ١٢٣ 中文",
             "\u0301a", "中\u0301文a"]
    texts += ["".join(rng.choices(alphabet, k=rng.randrange(1, 40))) for _ in range(500)]
    classes = char_classes()
    for text in texts:
        found = token_re().findall(text)
        letters = sum(classes[ord(t[0])] == ALONE for t in found)
        assert count_tokens(text) == (len(found) - letters, letters), repr(text)
        assert count_words(text) == len(found) - letters + -(-letters // LETTERS_PER_WORD)


def test_a_spaceless_script_counts_two_letters_to_the_word():
    assert count_words("中华人民共和国") == 4 and count_words("the news 新闻") == 3


def test_two_copies_of_a_story_in_different_templates_share_their_main_text():
    other = article_page().replace("Valley Times", "Mountain Herald").replace(
        "Related story number", "Another teaser on a different matter, number")
    other = other.replace('<main>', '<main><div class="sidebar"><p>Weather: sunny, 21 degrees in '
                          'the city, light winds from the west and no rain expected.</p></div>')
    first, second = main_content_text(article_page()), main_content_text(other)
    assert set(tokens(first)) == set(tokens(second))


NOT_FOUND = """<html><head><title>404 Not Found</title></head><body>
<header><nav><a href="/">Home</a> <a href="/news">News</a> <a href="/contact">Contact</a></nav>
</header><div class="content"><h1>Page not found</h1><p>Sorry, we could not find that page.</p>
<a href="/">Back to the home page</a></div>
<footer><p>Copyright 2024 Example Corp. All rights reserved.</p><ul>
<li><a href="/privacy">Privacy</a></li><li><a href="/imprint">Imprint</a></li></ul></footer>
</body></html>"""


def test_not_found_page_gives_little_main_text():
    page = page_content(NOT_FOUND)
    assert page.main_words <= 15
    assert "Copyright" not in page.text and "Privacy" not in page.text


STORY = ("The council said the new bridge over the river would open in the spring, after "
         "the water had fallen and the last of the steel had been set in place. ")


def test_a_long_page_without_main_content_is_read_whole_and_says_so():
    """The extractor misses a story in a template it does not know (here in a <nav>): on a
    page of SHORT_PAGE_WORDS or more, the whole page's paragraphs serve its features (long
    lines, a lone one too; not a footer's); its word counts stay the main content's, for the
    page model."""
    menu = "<ul><li>Home</li><li>Sport</li><li>Weather and traffic today</li></ul>"
    cookies = ("<footer><p>This website uses cookies to improve your experience while you navigate "
               "through the website and we assume you are fine with that choice.</p></footer>")
    story = "".join(f"<p>{STORY * 3}</p>" for _ in range(4))
    missed = read_page(f"<html><body><nav>{menu}{story}</nav>{menu}{cookies}</body></html>")
    assert missed.main_words < MIN_MAIN_WORDS and missed.page_words >= SHORT_PAGE_WORDS
    assert missed.read_whole and missed.text == "\n".join([(STORY * 3).strip()] * 4)
    assert "features from the whole page" in missed.note()
    lone = read_page(f"<html><body><nav>{menu}<p>{STORY * 12}</p></nav></body></html>")
    assert lone.read_whole and lone.text == (STORY * 12).strip()  # a one-paragraph story
    found = read_page(f"<html><body><article><p>{STORY * 12}</p></article></body></html>")
    assert not found.read_whole and found.note() is None
    short = read_page(f"<html><body><nav><p>{STORY * 3}</p></nav></body></html>")
    assert short.page_words < SHORT_PAGE_WORDS and not short.read_whole  # the words rule's
    assert read_page(NOT_FOUND).text == page_content(NOT_FOUND).text  # a short error page


def test_link_list_gives_little_or_no_main_text():
    links = "".join(f'<li><a href="/archive/{i}">Archive of the week number {i} in the year'
                    f'</a></li>' for i in range(60))
    page = page_content(f"<html><body><h1>Archive</h1><ul>{links}</ul>"
                        f"<p>Page 1 of 12</p></body></html>")
    assert page.page_words > 500
    assert page.main_words <= 0.1 * page.page_words


@pytest.mark.parametrize("content", [
    b"", "", b"   \n\t ", "<html>", b"<p>", b"<", b"</div></p></body>", b"<!-- never closed",
    b"<html><body><p>unclosed <b>bold <i>italic <div>inside</p></span></html></html>",
    b"<table><tr><td>cell<td>other</table></td></tr><p>after table",
    b"<html><body></body></html>", b"<html><head><title>only a title</title></head></html>",
    b"\x00\x01\x02<p>control\x07characters\x1b</p>", b"\xff\xfe\xfd\x80\x81",
    "<p>lone surrogate \ud800 in a str</p>", b"<svg><p>math <math><mi>x</mi></math></svg>",
])
def test_broken_or_empty_input_gives_text_without_crashing(content):
    assert isinstance(main_content_text(content), str)
    page = page_content(content)
    assert 0 <= page.main_words <= page.page_words or page.page_words == 0


def test_empty_input_gives_empty_text():
    for content in (b"", "", b" \n ", b"<html><body></body></html>"):
        assert main_content_text(content) == ""
        assert page_content(content) == PageContent("", (), "", 0, 0)


def story(encoding: str, declare: bool) -> bytes:
    """The article page with accented words, encoded (and maybe declared) in ``encoding``."""
    paragraphs = [p.replace("Monday", "lundi, café crème") for p in PARAGRAPHS]
    page = article_page(paragraphs)
    if declare:
        page = page.replace("<head>", f'<head><meta charset="{encoding}">')
    return page.encode(encoding)


@pytest.mark.parametrize("encoding, declare", [
    ("utf-8", False), ("cp1252", True), ("cp1252", False), ("iso-8859-1", True),
    ("utf-16", False), ("utf-16-le", False), ("utf-16-be", False),
])
def test_bytes_in_odd_encodings_give_the_same_words(encoding, declare):
    text = main_content_text(story(encoding, declare))
    assert "café crème" in text
    assert set(tokens(text)) == set(tokens(main_content_text(story("utf-8", False))))


def test_declared_charset_that_lies_does_not_crash():
    for charset in ("base64", "zlib", "utf-7", "no-such-charset", "shift_jis"):
        page = f'<meta charset="{charset}"><p>{PARAGRAPHS[0]}</p>'.encode("cp1252")
        assert isinstance(main_content_text(page), str)


def test_entities_are_not_resolved_and_nothing_is_read_from_disk_or_network():
    page = (b'<!DOCTYPE html [<!ENTITY xxe SYSTEM "file:///etc/passwd">'
            b'<!ENTITY net SYSTEM "http://127.0.0.1:9/x">]><html><body><article>'
            + b"".join(b"<p>" + p.encode() + b" &xxe; &net;</p>" for p in PARAGRAPHS)
            + b"</article></body></html>")
    text = main_content_text(page)
    assert "root:" not in text
    assert PARAGRAPHS[0] in " ".join(text.replace("&xxe;", "").split())


@pytest.mark.parametrize("path", sorted(p for p in (DATA / "hostile").iterdir()
                                        if p.suffix in (".html", ".gz")), ids=lambda p: p.name)
def test_hostile_pages_do_not_crash(path):
    raw = path.read_bytes()
    if path.suffix == ".gz":
        try:
            raw = gzip.decompress(raw)
        except (OSError, EOFError):
            pass  # truncated or not gzip: hand the bytes over as they are
    assert isinstance(main_content_text(raw), str)


def test_huge_flat_page_over_the_tag_limit_keeps_its_text():
    count = LEXBOR_MAX_TAGS + 5_000
    page = ("<html><body>" + "".join(f"<p>line {i} of the very long page</p>"
                                      for i in range(count)) + "</body></html>").encode()
    text = main_content_text(page)
    assert "line 0 of" in text and f"line {count - 1} of" in text
    assert page_content(page).page_words == 7 * count
    assert "" not in text.split("\n")


def test_large_flat_page_under_the_tag_limit_does_not_crash():
    page = "<html><body>" + "<p>" * (LEXBOR_MAX_TAGS // 2) + "one story word</body></html>"
    assert isinstance(main_content_text(page), str)


def test_deep_nesting_does_not_crash():
    page = "<div>" * 3000 + "<p>" + PARAGRAPHS[0] + "</p>" + "</div>" * 3000
    assert PARAGRAPHS[0] in main_content_text(page)


def test_output_is_deterministic_and_bytes_and_str_agree():
    page = article_page()
    first = main_content_text(page.encode())
    assert all(main_content_text(page.encode()) == first for _ in range(3))
    assert main_content_text(page) == first
    assert page_content(page) == page_content(page.encode())


def _normalized(text: str) -> str:
    return " ".join(text.split())


def test_real_pages_article_body_is_mostly_recovered():
    labels = json.loads((REAL / "scrapinghub-ground-truth.json").read_text(encoding="utf-8"))
    precisions, recalls = [], []
    for name, label in labels.items():
        text = main_content_text(gzip.decompress((REAL / name).read_bytes()))
        got, want = Counter(tokens(text)), Counter(tokens(label["articleBody"]))
        common = sum((got & want).values())
        precisions.append(common / max(sum(got.values()), 1))
        recalls.append(common / sum(want.values()))
    assert len(recalls) == 4
    assert sum(recalls) / len(recalls) >= 0.8
    assert sum(precisions) / len(precisions) >= 0.8
    assert min(recalls) >= 0.5  # no page loses most of its article


def test_real_pages_labelled_snippets_are_found_and_boilerplate_mostly_not():
    labels = json.loads((REAL / "trafilatura-evaldata.json").read_text(encoding="utf-8"))
    found = wanted = boiler_main = boiler_whole = boiler_all = 0
    for name, label in labels.items():
        raw = gzip.decompress((REAL / name).read_bytes())
        main, whole = _normalized(main_content_text(raw)), _normalized(html_to_text(raw))
        found += sum(_normalized(s) in main for s in label["with"])
        wanted += len(label["with"])
        boiler_main += sum(_normalized(s) in main for s in label["without"])
        boiler_whole += sum(_normalized(s) in whole for s in label["without"])
        boiler_all += len(label["without"])
    assert found >= 0.8 * wanted
    assert boiler_main <= 0.5 * boiler_all
    assert boiler_main < boiler_whole  # the whole page text holds more of the template


@pytest.mark.parametrize("head, url", [
    ('<link rel="canonical" href=" https://a.example/x?y=1 ">'
     '<meta property="og:url" content="https://b.example/">', "https://a.example/x?y=1"),
    ('<meta property="og:url" content="http://b.example/story">', "http://b.example/story"),
    ('<link rel="canonical" href="/relative/path">', ""),
    ('<link rel="canonical" href="javascript:alert(1)">', ""),
    ('<link rel="canonical" href="https://[bad:host/x">', ""),
    ('<link rel="canonical" href="https://a.example/' + "x" * 3000 + '">', ""),
    ("", ""),
])
def test_a_page_names_its_own_url_in_its_head(head, url):
    page = read_page(f"<html><head>{head}</head><body><p>The story is here.</p></body></html>")
    assert page.canonical == url
    assert page.text == "The story is here."


def test_a_story_the_extractor_misses_still_finds_its_copy():
    """End to end: the copy in an unknown template (story in a <nav>) is read whole and
    clusters with the story's own page; its reason says how it was read."""
    from spotsigs import cluster

    story = "".join(f"<p>{STORY} On day {k} the crews worked late into the night.</p>"
                    for k in range(12))
    menu = "".join(f"<p>Section {k} of the paper</p>" for k in range(20))
    pages = [f"<html><body><article><h1>Bridge</h1>{story}</article></body></html>",
             f"<html><body><nav>{menu}{story}</nav></body></html>",
             f"<html><body><nav><p>{menu}</p></nav><article><p>{STORY * 3}</p></article></body>"
             "</html>"]
    result = cluster(pages)
    assert result.labels[0] == result.labels[1] != result.labels[2]
    assert result.reasons[0] is None and "features from the whole page" in result.reasons[1]


@pytest.mark.parametrize("broken", [
    '<title>Floods hit the valley | Valley Times</head>',  # never closed
    '<title>Floods hit the valley | Valley Times</titlevalue="true" --></head>',  # mangled
])
def test_a_title_that_swallowed_the_page_is_ended_at_its_first_tag(broken):
    """An unclosed or mangled </title> makes HTML5 read the whole page as the title and leave
    the body empty: the page is read again with the title ended, and its reason says so."""
    from spotsigs import cluster

    good = article_page()
    page = good.replace("<title>Floods hit the valley | Valley Times</title>", broken, 1)
    assert page != good
    read, model = read_page(page.encode()), page_content(page)
    assert read.title == model.title == "Floods hit the valley | Valley Times"
    assert read.text == read_page(good.encode()).text and PARAGRAPHS[1] in read.text
    assert read.main_words == model.main_words > MIN_MAIN_WORDS
    assert "unclosed <title>" in read.note()
    result = cluster([good, page])
    assert result.status == ["ok", "ok"] and result.labels[0] == result.labels[1]
    assert "unclosed <title>" in result.reasons[1] and result.reasons[0] is None


def test_a_title_with_escaped_markup_is_left_as_it_is():
    page = article_page().replace("Floods hit the valley | Valley Times",
                                  "Floods &lt;b&gt;hit&lt;/b&gt; the valley", 1)
    read = read_page(page.encode())
    assert read.title == "Floods <b>hit</b> the valley" and read.note() is None


# A portal story as 163.com serves one: the article, then readers' comments in the portal's
# own markup, which no SKIPPED_ELEMENTS selector names.
ZH_STORY = ("谷歌在2014年收购的人工智能公司开发出一款能够用自己的记忆学习新知识并利用这些知识来回答"
            "问题的计算机。这款产品具有极其重要的意义，因为这意味着未来的人工智能技术可能不需要人类"
            "来教它就能回答人类提出的问题。", "该公司表示，这款模型可以接受家谱和地铁网络地图这样的信息，"
            "还可以回答与那些数据结构中的不同项目之间的关系有关的复杂问题。")
ZH_COMMENTS = ("房地产公司开始完蛋了，大家都知道这件事情，只是没有人愿意说出来而已。",
               "只要不让它们把钱转移出去，肉烂在锅里问题不大，如果被掏空就不堪设想了。")


def test_main_content_leaves_out_a_portals_comment_section():
    body = "".join(f"<p>{p}</p>" for p in ZH_STORY)
    comments = "".join(f'<div class="tie-item"><span class="name">网友</span><p>{c}</p></div>'
                       for c in ZH_COMMENTS)
    page = f"""<html><head><title>人工智能迈上新台阶</title></head><body>
<div class="post_content"><h1>人工智能迈上新台阶</h1><div class="post_body">{body}
<div class="post_comment" id="post_comment_area"><div class="tie-area">{comments}</div></div>
</div></div></body></html>"""
    text = read_page(page).text
    assert all(normalize_text(paragraph) in text for paragraph in ZH_STORY)
    assert not any(normalize_text(comment) in text for comment in ZH_COMMENTS)


# A live match as sports.fr serves one: a score box, the list of minutes, then the entries
# of the live commentary in elements whose class names a comment.
LIVE_ENTRIES = (
    "Lorient presse haut et récupère le ballon dans le camp lyonnais avant de le perdre "
    "aussitôt sur une passe trop longue de Wissa vers Le Goff dans le couloir gauche.",
    "Carton jaune pour Paul Nardi qui a perdu trop de temps avant de jouer un coup franc "
    "alors que son équipe menait encore au score à ce moment du match.",
    "C'est terminé au Moustoir, Lorient a tenu tête à l'Olympique lyonnais dans ce match qui "
    "se termine sur un score nul après les buts de Wissa et de Dubois.")


def live_match_page(entries: tuple[str, ...] = LIVE_ENTRIES) -> str:
    live = "".join(f"<div class='live-match-comment'><span>{90 + k}'</span><p>{entry}</p></div>"
                   for k, entry in enumerate(entries))
    return f"""<html><head><title>Lorient - Lyon en direct</title></head><body>
<nav><a href='/'>Accueil</a> <a href='/foot'>Football</a></nav><div class='match'>
<div class='score'>Lorient 1-1 Lyon</div><div>Stade du Moustoir</div><div>Arbitre : C. Turpin</div>
<div class='timeline'>95'88'88'81'81'74'74'74'74'74'74'73'65'52'46'46'45'45'14'14' 96'</div>
<div class='live'>{live}</div></div><footer>Mentions légales</footer></body></html>"""


def test_a_live_pages_entries_are_read_when_main_content_holds_no_paragraph_without_them():
    """Resiliparse's comment rule drops the entries (``comments=False``): the page would be
    its score box and list of minutes, the same on every live page of the site."""
    read = read_page(live_match_page())
    assert read.with_comments and "blocks taken for comments" in read.note()
    assert all(entry in read.text for entry in LIVE_ENTRIES) and "Lorient 1-1 Lyon" in read.text
    other = read_page(live_match_page(tuple(e.replace("Lorient", "Brest") for e in LIVE_ENTRIES)))
    assert other.text != read.text


def test_comments_stay_out_beside_a_paragraph_and_when_they_hold_none():
    """A story's paragraph keeps the comment rule; so do short comments (no paragraph)."""
    story = "<p>" + LIVE_ENTRIES[0] + "</p>"
    page = live_match_page().replace("<div class='live'>", f"<div class='story'>{story}</div>"
                                     "<div class='live'>")
    read = read_page(page)
    assert not read.with_comments and LIVE_ENTRIES[1] not in read.text
    short = read_page(live_match_page(("But !", "Carton jaune.", "Fin du match.")))
    assert not short.with_comments and "Carton jaune" not in short.text


# A real LA Times page (scrapinghub benchmark, MIT) whose story is replaced by a Reuters
# earnings brief: seven short paragraphs, as the held-out corpus reuters-3 built it.
LATIMES = DATA / "content" / "template-latimes-098bb3e96c0a.html.gz"
BRIEF = ["Shr five cts vs 29 cts", "Net 92,641 vs 466,668", "Sales 4,448,011 vs 4,122,301",
         "Year", "Shr 34 cts vs 1.16 dlrs", "Net 553,310 vs 1,864,417",
         "Sales 16.3 mln vs 16.7 mln"]


def latimes_with_brief() -> bytes:
    page = gzip.decompress(LATIMES.read_bytes())
    start = page.index(b'<div class="RichTextArticleBody-body RichTextBody">')
    start = page.index(b">", start) + 1
    end = page.index(b"</article>", start)
    brief = "".join(f"<p>{line}</p>" for line in BRIEF) + "</div></div></div><hr></div>"
    return page[:start] + brief.encode() + page[end:]


def test_a_brief_main_content_misses_is_read_from_the_pages_article():
    page = latimes_with_brief()
    assert "Shr five cts" not in main_content_text(page)  # Resiliparse drops the brief
    read = read_page(page)
    assert all(line in read.text.split("\n") for line in BRIEF)
    assert read.article_paragraphs == len(BRIEF)
    assert "7 paragraphs added" in read.note()
    assert read.main_words == count_words(main_content_text(page))  # counts stay main content's


def test_a_main_content_that_found_the_story_is_left_as_it_is():
    page = gzip.decompress(LATIMES.read_bytes())
    read = read_page(page)
    assert read.article_paragraphs == 0
    assert read.text == normalize_text(main_content_text(page))


def test_a_home_pages_article_is_no_story_to_recover():
    """A page whose canonical URL is its site's root holds teasers: adding them would hide
    the home page from the page-type rule, which counts the text's words."""
    story = b"https://www.latimes.com/entertainment-arts/business/story/2019-11-19/disney-plus"
    page = latimes_with_brief()
    assert read_page(page).article_paragraphs == len(BRIEF)
    home = read_page(page.replace(story + b"-kevin-mayer", b"https://www.latimes.com/"))
    assert home.canonical == "https://www.latimes.com/"
    assert home.article_paragraphs == 0
    assert "Shr five cts" not in home.text
