"""``spotsigs show``'s rendering: clusters largest first with each member's similarity to its
representative, read from pairs that stream past."""

from __future__ import annotations

from spotsigs.results.show import render_clusters


def record(doc_id: str, cluster: int, representative: str) -> dict:
    return {"id": doc_id, "cluster": cluster, "representative": representative, "status": "ok",
            "signatures": 40}


def test_similarities_to_the_representative_from_streamed_pairs():
    records = [record("a", 0, "a"), record("b", 0, "a"), record("c", 0, "a"),
               record("d", 1, "d"), record("e", 2, "e"), record("f", 2, "e")]
    seen = []

    def pairs():  # a one-shot stream, as the command reads the pairs file
        for pair in ({"a": "b", "b": "a", "similarity": 0.75},
                     {"a": "b", "b": "c", "similarity": 0.5},   # not with a representative
                     {"a": "f", "b": "e", "similarity": 0.625},
                     {"a": "d", "b": "x", "similarity": 0.9}):  # not in a shown cluster
            seen.append(pair)
            yield pair

    text = render_clusters(records, pairs())
    assert len(seen) == 4
    assert text.splitlines()[0] == ("6 documents: 6 ok, 0 synthetic, 0 errors; 3 clusters, "
                                    "2 with 2+ pages")
    assert "  b  [40 signatures, similarity 0.750]" in text
    assert "  c  [40 signatures, linked via others]" in text
    assert "  f  [40 signatures, similarity 0.625]" in text
    assert text.index("cluster 0 (3 pages)") < text.index("cluster 2 (2 pages)")
