"""Feeds of linked headlines under a story are left out of main content; a story's own lists,
tables and teasers are not."""

from resiliparse.parse.html import HTMLTree

from spotsigs.content import SKIPPED_ELEMENTS, _main_blocks, main_content_text
from spotsigs.feeds import FEED_ITEMS, FEED_MARK, is_feed, mark_feeds

STORY = "".join(
    f"<p>第{i}段：龙湖集团公布了中期业绩报告，上半年实现合约销售金额一千亿元，同比增长百分之八，"
    f"而公司毛利率和净利率均有所下滑，多个项目被业主投诉质量问题。</p>" for i in range(6))


def feed_item(i: int) -> str:
    """One item of a 163.com-style feed: headline link, tag links, source, age, comments
    (163.com names them post_recommend_new, which the recommendation selector drops first:
    neutral names here, so that these tests see the feed rule alone)."""
    return (f'<div class="post_item"><h3><a href="/n/{i}.html">第{i}条推荐新闻的标题'
            f'在这里写得长一些</a></h3><div class="channel"><a href="/c">新闻</a>'
            f'<a href="/k/{i}">关键词{i}</a></div><span>|</span><div class="source">'
            f'观察者网</div><div class="time">{i}小时前</div><a href="/t/{i}">'
            f'<span>{i}07</span><span>跟贴{i}07</span></a></div>')


def portal_page(items: int, container: str = "div") -> str:
    """A portal page whose main content holds the story and then a feed of ``items``."""
    feed = "".join(feed_item(i) for i in range(items))
    return (f"<html><body><div class='post_main'><h1>龙湖集团暗伤曝露</h1>{STORY}"
            f"<{container} class='post_list'>{feed}</{container}></div></body></html>")


def test_a_feed_under_the_story_is_left_out_and_the_story_kept():
    page = portal_page(40)
    kept = _main_blocks(HTMLTree.parse(page), SKIPPED_ELEMENTS)
    assert "第3条推荐新闻" in kept and "观察者网" in kept  # Resiliparse alone keeps the feed
    text = main_content_text(page)
    assert "推荐新闻" not in text and "观察者网" not in text and "跟贴" not in text
    assert all(f"第{i}段" in text for i in range(6))


def test_a_list_under_feed_items_is_not_a_feed():
    page = portal_page(FEED_ITEMS - 1)
    assert "第3条推荐新闻" in main_content_text(page)


def test_the_feed_is_marked_on_its_container_only():
    tree = HTMLTree.parse(portal_page(12))
    assert mark_feeds(tree, _main_blocks(tree, SKIPPED_ELEMENTS)) == 1
    marked = tree.body.query_selector_all(f"[{FEED_MARK}]").values()
    assert [node.class_name for node in marked] == ["post_list"]


def test_items_whose_classes_differ_only_by_numbers_are_of_one_kind():
    """udn.com's related stories: a paged list, ten items to a page, classed more1, more2,
    more3: one kind of item, so the list is a feed."""
    items = "".join(f'<dt class="more{1 + i // 10}"><a href="/s/{i}">第{i}條相關新聞的標題寫得長一些'
                    f'<b>2020-10-04</b></a></dt>' for i in range(24))
    tree = HTMLTree.parse(f"<html><body><dl id='related'>{items}</dl></body></html>")
    assert is_feed(tree.body.query_selector("#related"))
    mixed = items.replace('class="more2"', 'class="teaser"').replace('class="more3"',
                                                                       'class="promo"')
    tree = HTMLTree.parse(f"<html><body><dl id='related'>{mixed}</dl></body></html>")
    assert not is_feed(tree.body.query_selector("#related"))  # 10 of 24 of one kind


def test_a_page_whose_main_text_has_no_run_of_short_lines_is_not_searched():
    tree = HTMLTree.parse(portal_page(12))
    assert mark_feeds(tree, "一行很长的正文。" * 40) == 0
    assert tree.body.query_selector(f"[{FEED_MARK}]") is None


def test_a_results_table_with_linked_names_is_kept():
    rows = "".join(f"<tr><td><a href='/p/{i}'>Rider Number{i} Name</a></td><td>{i}</td></tr>"
                   for i in range(15))
    story = "<p>" + "The home side won the derby by twelve points in front of a full stadium. " * 6
    page = f"<html><body><article><h1>Derby</h1>{story}</p><table>{rows}</table></article></body></html>"
    assert "Rider Number7 Name" in main_content_text(page)


def test_teasers_whose_first_item_is_a_whole_story_are_not_a_feed():
    story = "<p>" + "Fire broke out in a two-storey house in the north of the city at night. " * 12
    teasers = "".join(f"<div class='teaser'><a href='/s/{i}'>Another headline number {i} of "
                      f"the day</a></div>" for i in range(12))
    tree = HTMLTree.parse(f"<html><body><main><div class='teaser'><a href='/s'>Fire</a>{story}"
                          f"</p></div>{teasers}</main></body></html>")
    assert not is_feed(tree.body.query_selector("main"))


def test_a_list_of_prose_paragraphs_is_not_a_feed():
    paragraphs = "".join(f"<p>Paragraph {i} says what happened, with <a href='/x'>one link</a> "
                         f"among many words of its own about the story.</p>" for i in range(12))
    tree = HTMLTree.parse(f"<html><body><div id='s'>{paragraphs}</div></body></html>")
    assert not is_feed(tree.body.query_selector("#s"))


def test_a_page_cannot_hide_its_own_text_behind_the_feed_mark():
    page = portal_page(12).replace("<div class='post_main'>", f"<div class='post_main' {FEED_MARK}>"
                                   ).replace("<p>第0段", f"<p {FEED_MARK}>第0段")
    text = main_content_text(page)
    assert "推荐新闻" not in text
    assert all(f"第{i}段" in text for i in range(6))


PL_STORY = "".join(
    f"<p>Akapit {i}: Trybunał Konstytucyjny po raz kolejny odłożył rozpoznanie sprawy ustawy "
    f"dezubekizacyjnej, a skarżący powołali się na prawo do rzetelnego procesu sądowego.</p>"
    for i in range(6))


def card(i: int, teaser_linked: bool = True) -> str:
    """One card of a polityka.pl-style "Czytaj także" list: section, headline, teaser,
    author and date, about 200 characters, wholly inside one link (or the teaser outside)."""
    teaser = (f"<p>Za sprawą nowej książki przeszłość po raz kolejny dopada bohatera numer {i}, "
              f"a fakty wskazują, skąd wzięła się jego potęga.</p>")
    inner = (f"\n <span>Kraj</span>\n <h3>Nagłówek polecanego tekstu numer {i}</h3>\n "
             f"{teaser if teaser_linked else ''}\n <span>Autor Nazwisko</span>\n "
             f"<span>27.04.2021</span>\n")
    link = f'<a class="card" href="/t/{i}">{inner}</a>'
    return link if teaser_linked else f'<div class="card">{link}{teaser}</div>'


def cards_page(teaser_linked: bool = True) -> str:
    cards = "".join(card(i, teaser_linked) for i in range(9))
    return (f"<html><body><article><h1>Dezubekizacja – reaktywacja</h1>{PL_STORY}"
            f"<h2>Czytaj także</h2><div class='cards'>{cards}</div></article></body></html>")


def test_a_list_of_cards_wholly_linked_is_a_feed():
    """Cards of 200 characters (over FEED_ITEM_CHARS), each item itself the link."""
    page = cards_page()
    assert "Nagłówek polecanego tekstu numer 7" in _main_blocks(HTMLTree.parse(page),
                                                                 SKIPPED_ELEMENTS)
    text = main_content_text(page)
    assert "Nagłówek polecanego" not in text and "dopada bohatera" not in text
    assert all(f"Akapit {i}:" in text for i in range(6))


def test_cards_whose_teasers_are_not_linked_are_kept():
    """Long items with unlinked prose are teaser paragraphs, not a feed of links."""
    text = main_content_text(cards_page(teaser_linked=False))
    assert "dopada bohatera numer 7" in text
