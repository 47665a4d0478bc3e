"""The page model's synthetic decision: error wording in the lead counts on short pages only."""

import pytest

from spotsigs.methods import METHODS
from spotsigs.pagemodel import RULES, FeatureWords, PageFacts, synthetic_reason, synthetic_rule
from spotsigs.pagetype import PageType
from spotsigs.phrases import SHORT_TEXT_WORDS
from spotsigs.soft404 import soft_404_reason

WORDS = FeatureWords("spot", "spots", "too little text")
BLOCKED = "Sorry, you have been blocked. Please enable cookies and try again."


def _reason(text: str) -> str | None:
    return synthetic_reason(PageFacts(100, text), 0, WORDS, rules=("phrases",))


def test_error_wording_in_the_lead_of_a_short_page_is_a_reason():
    reason = _reason(BLOCKED + " Ray ID 1234.")
    assert reason is not None and "short text" in reason


def test_error_wording_in_the_lead_of_a_long_page_is_no_reason():
    story = " ".join(f"word{k}" for k in range(SHORT_TEXT_WORDS + 1))
    assert _reason(f"{BLOCKED} {story}") is None
    assert _reason(f"{BLOCKED} {' '.join(story.split()[:SHORT_TEXT_WORDS - 20])}") is not None


def test_error_wording_in_a_short_first_line_of_a_long_main_text_is_a_reason():
    """A 404 page's own heading set in a <div> under menus of thousands of words."""
    story = "\n".join(["a line of the site's menu and its teasers " * 3] * 40)
    reason = _reason(f"The page you are looking for cannot be found.\n{story}")
    assert reason is not None and "main text" in reason
    assert _reason(f"Menu\nNews\nSport\nWeather\nPage not found\n{story}") is not None


@pytest.mark.parametrize("first_lines", [
    "Menu\nNews\nSport\nWeather\nCulture\nPage not found",  # the sixth line
    "Error",  # weak phrases count only as a title segment or a short page's heading
    "Visitors saw a page not found message when the site went down on Tuesday morning, "
    "the company said",  # a paragraph, not a heading
])
def test_error_wording_elsewhere_in_a_long_main_text_is_no_reason(first_lines):
    story = "\n".join(["a line of the story and what it says " * 3] * 40)
    assert _reason(f"{first_lines}\n{story}") is None


@pytest.mark.parametrize("first_lines", [
    "503\nIxi! Parece que\nPor favor, volte para a página anterior.",  # a Rails app's page
    "Maintenance\nWe are working on the website to make it better!",
])
def test_a_short_pages_first_short_lines_are_read_as_headings(first_lines):
    """A page without <h1> shows its status in a line of its own (the twenty-eighth set):
    on a short page a weak phrase counts there as in a heading."""
    reason = _reason(first_lines)
    assert reason is not None and "main text" in reason


@pytest.mark.parametrize("first_lines", [
    "Maintenance crews closed the bridge\nDrivers were sent around it on Tuesday.",
    "Sorry, we could not reach the mayor for comment\nThe council meets again on Friday.",
    "Login\nPunkte und Tipps der 14. Runde",  # a site's own login box: not a status
])
def test_short_stories_lines_that_hold_weak_phrases_are_no_reason(first_lines):
    assert _reason(first_lines) is None


# Pages each rule flags alone: 404 status, error heading, few words, home or listing page,
# few features.
STORY = "a long story " * 100
LINKS = PageType(link_words=900, words=1000)
HOME = PageType(og_type="website", root_url="https://news.example/")
FLAGGED = {"http": [PageFacts(100, STORY, {"http_status": 404})],
           "phrases": [PageFacts(100, STORY, title="Page not found")],
           "words": [PageFacts(100, "one"), PageFacts(100, "three short words")],
           "pagetype": [PageFacts(100, "a few words " * 20, kind=LINKS, page_words=1000),
                        PageFacts(100, "a few words " * 40, kind=HOME, page_words=400)],
           "features": [PageFacts(n, "") for n in (0, 1, 5)]}


@pytest.mark.parametrize("method", sorted(METHODS))
@pytest.mark.parametrize("rule", sorted(FLAGGED))
def test_each_rules_reason_names_its_rule_for_every_methods_feature_words(rule, method):
    """dedup --drop reads the rule back from the cluster record's reason: imatch's features
    are words ("only 5 words (< 8)"), and must not pass for the words rule."""
    words = METHODS[method]().feature_words()
    for page in FLAGGED[rule]:
        reason = synthetic_reason(page, 8, words, rules=(rule,))
        assert reason is not None and synthetic_rule(reason) == rule
        assert synthetic_rule(f"{reason}; a note the reader added") == rule


def test_a_soft_404_names_its_rule_and_an_unknown_reason_none():
    assert synthetic_rule(soft_404_reason("http://a.example/x", 4)) == "soft404"
    assert synthetic_rule(soft_404_reason("http://a.example/x", 4, "language: und")) == \
        "soft404"
    assert {*FLAGGED, "soft404"} == set(RULES)
    for reason in (None, "", "too few signatures", "main content of 0 words (< 30)"):
        assert synthetic_rule(reason) is None


@pytest.mark.parametrize("text", ["对不起，您所访问的页面不存在或已被删除。返回首页",
                                  "申し訳ございません。お探しのページは見つかりませんでした。"])
def test_error_wording_in_the_lead_of_a_short_page_is_read_in_chinese_and_japanese(text):
    # the lead is made of tokens: a space between each two Han or kana letters hid every
    # Chinese and Japanese phrase there (they matched in titles and headings only)
    reason = _reason(text)
    assert reason is not None and "short text" in reason
