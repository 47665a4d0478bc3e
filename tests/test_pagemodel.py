"""The page model's synthetic decision: error wording in the lead counts on short pages only."""

from spotsigs.pagemodel import FeatureWords, PageFacts, synthetic_reason
from spotsigs.phrases import SHORT_TEXT_WORDS

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
