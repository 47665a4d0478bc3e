import numpy as np
import pytest

from spotsigs.cluster import connected_clusters


def test_components_are_numbered_by_first_member_and_representative_is_largest():
    sizes = np.array([3, 9, 2, 1, 9, 10, 2])
    included = np.array([1, 1, 1, 0, 1, 1, 1], dtype=bool)
    clusters = connected_clusters(7, np.array([1, 4, 2]), np.array([5, 5, 6]), sizes, included)
    assert clusters.labels.tolist() == [0, 1, 2, -1, 1, 1, 2]
    assert clusters.representatives.tolist() == [0, 5, 2]
    assert clusters.representative_of().tolist() == [0, 5, 2, -1, 5, 5, 2]


def test_representative_ties_go_to_the_earliest_document():
    clusters = connected_clusters(3, np.array([0, 1]), np.array([2, 2]), np.array([5, 7, 7]))
    assert clusters.representatives.tolist() == [1]


def test_no_pairs_gives_singletons_and_empty_input_gives_nothing():
    clusters = connected_clusters(3, np.array([]), np.array([]), np.array([1, 1, 1]))
    assert clusters.labels.tolist() == [0, 1, 2]
    empty = connected_clusters(0, np.array([]), np.array([]), np.array([]))
    assert empty.n_clusters == 0 and len(empty.labels) == 0


def test_a_pair_with_an_excluded_document_is_refused():
    with pytest.raises(ValueError):
        connected_clusters(2, np.array([0]), np.array([1]), np.array([4, 4]),
                           np.array([True, False]))
