import numpy as np
import pytest

from spotsigs.features import SignatureBatch
from spotsigs.methods.spotsigs import SpotSigs, spot_chains
from spotsigs.tokenize import hash_words, mix64


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
    assert SpotSigs().signature("404 Not Found").size == 0
    assert SpotSigs().signature("").size == 0


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
