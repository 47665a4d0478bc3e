import numpy as np
import pytest

from spotsigs.antecedents import stopwords
from spotsigs.characters import normalize_text
from spotsigs.features import SignatureBatch
from spotsigs.methods.spotsigs import SpotSigs, spot_chains
from spotsigs.tokenize import hash_words, mix64, tokens


def chain_key(antecedent, *words):
    """The signature hash of an antecedent and its chain, computed the slow, obvious way."""
    key = hash_words([antecedent])
    for word in words:
        with np.errstate(over="ignore"):
            key = mix64(key * np.uint64(0x9E3779B97F4A7C15) + hash_words([word]))
    return int(key[0])


def test_papers_example_gives_two_signatures_that_skip_stopwords():
    # SpotSigs paper: antecedents {a}, d=1, c=2 -> a:rally:kick and a:weeklong:campaign.
    extractor = SpotSigs(antecedents={"a"}, spot_distance=1, chain_length=2)
    sig = extractor.signature("at a rally to kick off a weeklong campaign")
    assert sorted(sig.hashes.tolist()) == sorted(
        [chain_key("a", "rally", "kick"), chain_key("a", "weeklong", "campaign")])
    assert sig.counts.tolist() == [1, 1]


def test_spot_distance_takes_every_dth_non_stopword():
    extractor = SpotSigs(antecedents={"the"}, spot_distance=2, chain_length=2)
    sig = extractor.signature("the one two three four five")
    assert sig.hashes.tolist() == [chain_key("the", "two", "four")]


def test_a_chain_running_past_the_end_gives_no_signature():
    extractor = SpotSigs(antecedents={"the"}, spot_distance=1, chain_length=3)
    assert extractor.signature("the cat sat").size == 0
    assert extractor.signature("the cat sat quietly").size == 1


def test_chains_never_cross_document_boundaries_in_a_batch():
    extractor = SpotSigs(antecedents={"the"}, spot_distance=1, chain_length=2)
    batch = extractor.from_texts(["words before the end", "continues here the cat sat"])
    assert batch.sizes.tolist() == [0, 1]
    alone = extractor.signature("continues here the cat sat")
    assert batch[1].hashes.tolist() == alone.hashes.tolist()


def test_repeated_spots_form_a_multiset_with_counts():
    extractor = SpotSigs(antecedents={"the"}, spot_distance=1, chain_length=1)
    sig = extractor.signature("the cat and the cat and the dog")
    assert sig.size == 3
    assert sorted(sig.counts.tolist()) == [1, 2]
    assert np.all(np.diff(sig.hashes.astype(np.float64)) > 0)
    assert sig.hashes.dtype == np.uint64 and sig.counts.dtype == np.uint32


def test_batch_results_do_not_depend_on_batch_composition():
    extractor = SpotSigs()
    texts = [f"the story number {k} was told by the old man to a child in the town"
             for k in range(5)]
    together = extractor.from_texts(texts)
    for k, text in enumerate(texts):
        alone = extractor.signature(text)
        assert together[k].hashes.tolist() == alone.hashes.tolist()
        assert together[k].counts.tolist() == alone.counts.tolist()


def test_html_and_text_inputs_agree():
    extractor = SpotSigs()
    text = "The minister said that the plan was approved by a majority of the council."
    html = f"<html><body><nav>Home</nav><p>{text}</p></body></html>"
    from_html = extractor.signature(html).hashes.tolist()
    assert from_html == extractor.signature(text).hashes.tolist()
    assert from_html == extractor.signature(html.encode()).hashes.tolist()


def test_a_text_without_antecedents_has_no_signatures():
    assert SpotSigs(stopword_language="en").signature("404 Not Found").size == 0
    assert SpotSigs().signature("").size == 0


def test_a_page_of_no_known_language_anchors_every_word_and_says_so():
    extractor = SpotSigs(spot_distance=1, chain_length=2)
    words = "404 not found".split()
    assert extractor.from_pages(["404 Not Found"], ["und"]).hashes.tolist() == \
        [chain_key(*words)]
    assert "no stopword list for language und" in extractor.page_note("und")
    assert extractor.page_note("en") is None
    assert SpotSigs(stopword_language="en").page_note("und") is None


@pytest.mark.parametrize("kwargs, name", [
    ({"spot_distance": 0}, "spot_distance"), ({"chain_length": 0}, "chain_length"),
    ({"chain_length": -3}, "chain_length"), ({"spot_distance": 1.5}, "spot_distance"),
    ({"min_signatures": -1}, "min_signatures"), ({"antecedents": "no-such-set"}, "no-such-set"),
    ({"antecedents": []}, "antecedents"), ({"chain_length": 10_000}, "chain_length"),
])
def test_absurd_parameters_are_refused_naming_them(kwargs, name):
    with pytest.raises(ValueError, match=name):
        SpotSigs(**kwargs)


def test_signature_batch_take_and_concatenate_round_trip():
    batch = SpotSigs(antecedents={"the"}, spot_distance=1, chain_length=1).from_texts(
        ["the a the b", "", "the cat the cat the dog"])
    again = SignatureBatch.concatenate([batch.take([0]), batch.take([1, 2])])
    assert again.offsets.tolist() == batch.offsets.tolist()
    assert again.hashes.tolist() == batch.hashes.tolist()
    assert again.sizes.tolist() == [2, 0, 3]
    assert batch.take([2, 0]).sizes.tolist() == [3, 2]


def test_spot_chains_on_hand_made_hashes():
    hashes = np.array([1, 2, 3, 4, 5], dtype=np.uint64)
    antecedent = np.array([1, 0, 0, 1, 0], dtype=bool)
    stop = np.array([1, 1, 0, 1, 0], dtype=bool)
    batch = spot_chains(hashes, antecedent, stop, np.array([0, 5]), 1, 2)
    # Only the first spot has two content words (3 and 5) after it.
    assert batch.sizes.tolist() == [1]


def test_numbers_anchor_spots_in_a_table_without_stopwords():
    text = "Shr 18 cts vs 16 cts Net 348 vs 308"
    extractor = SpotSigs(antecedents={"the"}, spot_distance=1, chain_length=2)
    assert sorted(extractor.signature(text).hashes.tolist()) == sorted(
        [chain_key("18", "cts", "vs"), chain_key("16", "cts", "net"),
         chain_key("348", "vs", "308")])
    words_only = SpotSigs(antecedents={"the"}, spot_distance=1, chain_length=2, numbers="words")
    assert words_only.signature(text).size == 0


def reference_signature(text, antecedents, distance, chain):
    """Spot signatures of a text the slow, obvious way, numbers anchoring where they start
    (the text normalized as pages' texts are: fullwidth ４ reads as 4)."""
    words = tokens(normalize_text(text))
    english = stopwords("en")
    keys = {}
    for k, word in enumerate(words):
        starts_number = word[0].isdecimal() and (k == 0 or not words[k - 1][0].isdecimal())
        if word in antecedents or starts_number:
            after = [w for w in words[k + 1:] if w not in english]
            picked = after[distance - 1::distance][:chain]
            if len(picked) == chain:
                key = chain_key(word, *picked)
                keys[key] = keys.get(key, 0) + 1
    return sorted(keys.items())


def test_numbers_anchor_once_where_they_start_like_an_antecedent_word():
    texts = ["The company said net profit rose to 3,149,000 dlrs in 1986 from 2.4 mln, and "
             "the 4th quarter was up 12 pct.", "Shr 40 cts vs 35 cts Revs 225.4 mln vs 225.9",
             "٣ apples and ４th pears for the ١٢ of us", "2014/01/01 20:31 reply to you", "",
             "12 34 the cat sat on the mat 56 78 90 and the dog lay by the door 1"]
    for d, c in ((1, 1), (1, 2), (2, 3)):
        extractor = SpotSigs(spot_distance=d, chain_length=c, stopword_language="en")
        for text in texts:
            signature = extractor.signature(text)
            assert list(zip(signature.hashes.tolist(), signature.counts.tolist())) == \
                reference_signature(text, stopwords("en"), d, c)
    stamp = SpotSigs(spot_distance=1, chain_length=1, stopword_language="en").signature(
        "2014/01/01 20:31 reply")
    assert stamp.hashes.tolist() == [chain_key("2014", "01")]


def test_numbers_give_the_same_spots_from_texts_and_from_token_lists():
    texts = ["Net 3,149,000 vs 2,433,000 the year before", "", "٣ x ４th y z the end",
             "Σ 1 2 3 a b c the d e f", "7 800 000 x y", "1"]
    for numbers in ("antecedents", "words"):
        extractor = SpotSigs(numbers=numbers, spot_distance=1, chain_length=2)
        from_texts = extractor.from_texts(texts)
        from_tokens = extractor.from_token_lists([tokens(t) for t in texts])
        assert np.array_equal(from_texts.offsets, from_tokens.offsets)
        assert np.array_equal(from_texts.hashes, from_tokens.hashes)
        assert np.array_equal(from_texts.counts, from_tokens.counts)


def test_numbers_must_be_antecedents_or_words():
    with pytest.raises(ValueError, match="numbers"):
        SpotSigs(numbers="yes")


def test_each_page_spots_from_its_own_languages_words_or_letters():
    """Per-page mode: a German page anchors on German stopwords, a Chinese page on its
    function characters, a Thai page on its one-letter function words (a Thai letter with
    its marks is one token); the English set finds none in the last two."""
    from spotsigs.antecedents import page_stopwords

    extractor = SpotSigs(spot_distance=1, chain_length=2)
    german = "Die Regierung hat am Montag die neue Regel für den Verkehr in der Stadt beschlossen"
    chinese = "政府在周一通过了城市交通的新规定，这是今年的第一项改革"
    thai = "รัฐบาลได้อนุมัติกฎใหม่ที่เกี่ยวกับการจราจรในเมืองนี้ และผู้คนมีความเห็นต่างกัน"
    assert "ที่" in page_stopwords("th") and all(len(w) <= 3 for w in page_stopwords("th"))
    assert page_stopwords("zh") >= {"的", "了"} and page_stopwords("xx") is None
    spots = extractor.from_pages([german, chinese, thai], ["de", "zh", "th"])
    english = SpotSigs(spot_distance=1, chain_length=2, stopword_language="en")
    assert min(spots.sizes.tolist()) >= 3
    assert english.from_pages([chinese, thai], ["zh", "th"]).sizes.tolist() == [0, 0]
    assert extractor.page_note("th") is None and extractor.page_note("zh") is None
