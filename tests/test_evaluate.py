"""Tests of the evaluation measures on small clusterings checked by hand."""

import json
import math

import numpy as np
import pytest

from spotsigs.evaluate import evaluate, pair_ranking, read_clusters

GOLD = {"a": "x", "b": "x", "c": "x", "d": "y", "e": "y", "f": "z"}


def test_identical_clusterings_score_one_whatever_the_label_names():
    e = evaluate(GOLD, {"a": 7, "b": 7, "c": 7, "d": 3, "e": 3, "f": 9})
    assert (e.pair_precision, e.pair_recall, e.pair_f1) == (1.0, 1.0, 1.0)
    assert (e.macro_precision, e.macro_recall, e.macro_f1) == (1.0, 1.0, 1.0)
    assert e.ari == pytest.approx(1.0)
    assert (e.true_pairs, e.predicted_pairs, e.correct_pairs) == (4, 4, 4)
    assert (e.documents, e.gold_clusters, e.predicted_clusters) == (6, 3, 3)


def test_hand_checked_partial_clustering():
    # Predicted {a,b} {c,d} {e} {f}: pairs ab (right), cd (wrong); gold pairs ab ac bc de.
    e = evaluate(GOLD, {"a": 0, "b": 0, "c": 1, "d": 1, "e": 2, "f": 3})
    assert e.pair_precision == 0.5 and e.pair_recall == 0.25
    assert e.pair_f1 == pytest.approx(2 * 0.5 * 0.25 / 0.75)
    # Gold x best match {a,b}: P 1, R 2/3, F1 0.8. Gold y: {c,d} F1 2*1/4 = 0.5 loses to {e}
    # F1 2*1/3; {e} wins (0.667): P 1, R 1/2.
    assert e.macro_precision == pytest.approx(1.0)
    assert e.macro_recall == pytest.approx((2 / 3 + 1 / 2) / 2)
    assert e.macro_f1 == pytest.approx((0.8 + 2 / 3) / 2)
    # ARI by formula: index 1, sum_a 4, sum_b 2, C(6,2) = 15.
    expected = 4 * 2 / 15
    assert e.ari == pytest.approx((1 - expected) / ((4 + 2) / 2 - expected))


def test_left_out_documents_are_singletons_not_one_cluster():
    e = evaluate(GOLD, {k: None for k in GOLD} | {"a": -1})
    assert e.predicted_pairs == 0 and e.left_out == 6 and e.predicted_clusters == 6
    assert e.pair_precision == 1.0 and e.pair_recall == 0.0 and e.pair_f1 == 0.0
    assert e.macro_precision == 1.0
    assert e.macro_recall == pytest.approx((1 / 3 + 1 / 2) / 2)
    assert e.ari == pytest.approx(0.0)


def test_all_singletons_on_both_sides_is_perfect():
    ids = list("abcd")
    e = evaluate({k: k for k in ids}, {k: None for k in ids})
    assert (e.pair_f1, e.macro_f1, e.ari) == (1.0, 1.0, 1.0)
    assert e.true_pairs == e.predicted_pairs == 0


def test_one_predicted_cluster_over_disjoint_gold_clusters():
    gold = {"a": 1, "b": 1, "c": 2, "d": 2}
    e = evaluate(gold, {k: 0 for k in gold})
    assert e.pair_precision == pytest.approx(2 / 6) and e.pair_recall == 1.0
    assert e.macro_precision == 0.5 and e.macro_recall == 1.0
    assert e.ari == pytest.approx(0.0)


def test_empty_clusterings_give_zero_documents_and_trivial_scores():
    e = evaluate({}, {})
    assert e.documents == 0 and e.gold_clusters == 0 and e.predicted_clusters == 0
    assert (e.pair_f1, e.macro_f1, e.ari) == (1.0, 1.0, 1.0)


def test_missing_ids_are_listed_and_scoring_uses_the_intersection():
    e = evaluate({"a": 1, "b": 1, "c": 2}, {"a": 5, "b": 5, "z": 5})
    assert e.missing_in_predicted == ("c",) and e.missing_in_gold == ("z",)
    assert e.documents == 2 and e.pair_f1 == 1.0


def test_disjoint_id_sets_evaluate_nothing():
    e = evaluate({"a": 1}, {"b": 1})
    assert e.documents == 0 and e.missing_in_predicted == ("a",)
    assert e.missing_in_gold == ("b",)


def test_ari_matches_a_brute_force_rand_count_on_random_labels():
    rng = np.random.default_rng(0)
    gold_labels, predicted_labels = rng.integers(0, 5, 40), rng.integers(0, 4, 40)
    e = evaluate({str(k): int(v) for k, v in enumerate(gold_labels)},
                 {str(k): int(v) for k, v in enumerate(predicted_labels)})
    same_gold = gold_labels[:, None] == gold_labels[None, :]
    same_predicted = predicted_labels[:, None] == predicted_labels[None, :]
    upper = np.triu(np.ones((40, 40), bool), 1)
    index = (same_gold & same_predicted & upper).sum()
    a, b, total = (same_gold & upper).sum(), (same_predicted & upper).sum(), 40 * 39 / 2
    expected = a * b / total
    assert e.correct_pairs == index
    assert e.ari == pytest.approx((index - expected) / ((a + b) / 2 - expected))


def test_read_clusters_maps_non_ok_status_to_none(tmp_path):
    path = tmp_path / "c.jsonl"
    records = [{"id": "a", "cluster": 0, "status": "ok"},
               {"id": "b", "cluster": None, "status": "synthetic"},
               {"id": "c", "cluster": "s1"}]
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n\n", encoding="utf-8")
    assert read_clusters(path) == {"a": 0, "b": None, "c": "s1"}


def test_read_clusters_rejects_records_without_a_cluster(tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text('{"id": "a"}\n', encoding="utf-8")
    with pytest.raises(ValueError, match="c.jsonl:1"):
        read_clusters(path)


def test_pair_ranking_perfect_and_tied_scores():
    auc, f1, threshold = pair_ranking([0.9, 0.8, 0.3, 0.1], [1, 2, 0, 0])
    assert (auc, f1, threshold) == (1.0, 1.0, 0.8)
    # All scores tied: AUC 0.5, one threshold that takes everything.
    auc, f1, threshold = pair_ranking([0.5] * 4, [1, 0, 1, 0])
    assert auc == 0.5 and f1 == pytest.approx(2 * 2 / (4 + 2)) and threshold == 0.5


def test_pair_ranking_hand_checked_with_a_tie_across_classes():
    # Scores 0.9(+) 0.7(+) 0.7(-) 0.2(+) 0.1(-): positive/negative comparisons: 6,
    # wins: 0.9 beats both (2), 0.7+ ties 0.7- (0.5) beats 0.1 (1), 0.2 beats 0.1 (1).
    auc, f1, threshold = pair_ranking([0.9, 0.7, 0.7, 0.2, 0.1], [1, 1, 0, 1, 0])
    assert auc == pytest.approx(4.5 / 6)
    # t=0.9: 2/(1+3)=0.5; t=0.7: 4/(3+3)=0.667; t=0.2: 6/(4+3)=0.857; t=0.1: 6/8.
    assert f1 == pytest.approx(6 / 7) and threshold == 0.2


def test_pair_ranking_with_one_class_or_nothing():
    auc, f1, threshold = pair_ranking([0.1, 0.2], [0, 0])
    assert math.isnan(auc) and f1 == 0.0 and math.isnan(threshold)
    auc, f1, threshold = pair_ranking([], [])
    assert math.isnan(auc) and f1 == 0.0
    auc, f1, _ = pair_ranking([0.3, 0.4], [1, 1])
    assert math.isnan(auc) and f1 == 1.0
    with pytest.raises(ValueError):
        pair_ranking([0.1], [1, 0])


def test_gold_pages_without_a_cluster_are_singletons_as_predicted_ones_are():
    gold = {"a": 1, "b": 1, "c": None, "d": None, "e": -1}
    e = evaluate(gold, {"a": 0, "b": 0, "c": 5, "d": 5, "e": 5})
    assert (e.true_pairs, e.predicted_pairs, e.correct_pairs) == (1, 4, 1)  # a-b; c, d, e
    assert (e.pair_precision, e.pair_recall) == (0.25, 1.0)
    assert e.gold_clusters == 4  # {a, b}, {c}, {d}, {e}


def test_eval_refuses_files_that_share_no_id_naming_both(tmp_path, capsys):
    from spotsigs.cli import main

    gold, clusters = tmp_path / "gold.jsonl", tmp_path / "c.jsonl"
    gold.write_text('{"id": "pages/a.html", "cluster": 1}\n', encoding="utf-8")
    clusters.write_text('{"id": "a.html", "cluster": 0, "status": "ok"}\n', encoding="utf-8")
    assert main(["eval", str(clusters), "--gold", str(gold)]) == 1
    err = capsys.readouterr().err
    assert "share no id" in err and str(gold) in err and str(clusters) in err
    assert "'pages/a.html'" in err and "'a.html'" in err


@pytest.mark.parametrize("content, where", [
    (b'{"id": "a", "cluster": 1}\n{"id": "b", "cluster"\n', "gold.jsonl:2: not JSON"),
    (b'{"id": "a", "cluster": 1}\n[1, 2]\n', "gold.jsonl:2: a record needs"),
    (b'{"id": "a", "cluster": 1}\n{"id": "\xff", "cluster": 2}\n', "gold.jsonl:2: not UTF-8"),
])
def test_an_unreadable_gold_file_is_named_with_its_line(tmp_path, capsys, content, where):
    from spotsigs.cli import main

    gold, clusters = tmp_path / "gold.jsonl", tmp_path / "c.jsonl"
    gold.write_bytes(content)
    clusters.write_text('{"id": "a", "cluster": 0}\n', encoding="utf-8")
    assert main(["eval", str(clusters), "--gold", str(gold)]) == 1
    assert where in capsys.readouterr().err


def test_version_is_printed(capsys):
    from spotsigs import __version__
    from spotsigs.cli import main

    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out.strip() == f"spotsigs {__version__}"
