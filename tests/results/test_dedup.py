"""What dedup keeps of a clustering, which WARC records go with a kept response, and the raw
copies of those records (plain and gzipped, each way)."""

from __future__ import annotations

import gzip
import io
from pathlib import Path

import pytest
from warcio.archiveiterator import ArchiveIterator
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from spotsigs.readers import Document, read_documents
from spotsigs.results.dedup import conversion_problem, page_text
from spotsigs.results.dedup_plan import (
    DedupPlan,
    DropPolicy,
    Tally,
    drop_rules,
    outcome_text,
)
from spotsigs.results.dedup_warc import (
    RecordHead,
    RecordMismatch,
    copy_warc_records,
    records_to_copy,
)

# --- the plan -------------------------------------------------------------------------------

# Documents 0..7: cluster 0 = {0, 2, 5}, cluster 1 = {1, 6}, cluster 2 = {3} (a singleton),
# 4 synthetic, 7 an error; the cluster records a clustering writes of them.
LABELS = [0, 1, 0, 2, None, 0, 1, None]
SIZES = [10, 30, 40, 12, 1, 40, 30, 0]
STATUS = ["ok", "ok", "ok", "ok", "synthetic", "ok", "ok", "error"]
REPRESENTATIVES = [2, 1, 3]  # per cluster, as the clustering chose them
IDS = [f"d{k}" for k in range(8)]
DETAILS = [None, None, None, None, "only 1 spot signature (< 8): too little text", None, None,
           "truncated gzip"]


def records(representatives=REPRESENTATIVES, labels=LABELS, status=STATUS):
    """The cluster records of the documents above, anew at each call."""
    return lambda: iter([
        {"id": IDS[k], "cluster": label, "status": status[k], "reason": DETAILS[k],
         "representative": IDS[representatives[label]] if label is not None else None,
         "signatures": SIZES[k]} for k, label in enumerate(labels)])


def kept(plan: DedupPlan) -> list[int]:
    return [k for k, d in enumerate(plan.decisions()) if d.kept]


@pytest.mark.parametrize(("keep", "expected"), [
    ("representative", [1, 2, 3]),
    ("first", [0, 1, 3]),
    ("longest", [1, 2, 3]),  # 2 and 5 tie at 40: the earlier; 1 and 6 tie at 30: the earlier
])
def test_one_document_per_cluster_by_the_keep_rule(keep, expected):
    plan = DedupPlan(records(), keep)
    assert kept(plan) == expected
    by_cluster = {LABELS[k]: IDS[k] for k in expected}
    for k, decision in enumerate(plan.decisions()):  # every member stands for its cluster's
        if LABELS[k] is None:                         # kept page
            assert not decision.kept and decision.kept_as is None
        elif not decision.kept:
            assert decision.kept_as == by_cluster[LABELS[k]]


def test_longest_breaks_a_tie_for_the_earliest_even_against_the_representative():
    assert kept(DedupPlan(records([5, 6, 3]), "longest")) == [1, 2, 3]
    assert kept(DedupPlan(records([5, 6, 3]), "representative")) == [3, 5, 6]


def tally_of(plan: DedupPlan, is_text: bool = False) -> Tally:
    """The counts of a plan's decisions, settled for documents of one input kind."""
    tally = Tally()
    for decision in plan.decisions():
        tally.add(plan.settle(decision, is_text))
    return tally


def test_counts_say_what_was_kept_and_why_the_rest_was_dropped():
    assert outcome_text(tally_of(DedupPlan(records()))) == (
        "kept 3 (2 clusters, 1 singletons), dropped 5 (3 duplicates, 1 synthetic [features 1], "
        "1 errors)")
    plan = DedupPlan(records(), keep_singletons=False)
    assert kept(plan) == [1, 2]
    assert outcome_text(tally_of(plan)) == (
        "kept 2 (2 clusters, 0 singletons), dropped 6 (3 duplicates, 1 synthetic [features 1], "
        "1 errors, 1 singletons)")


def test_the_map_names_every_document_not_kept_and_what_stands_for_it():
    plan = DedupPlan(records(), keep_singletons=False)
    mapped = [m for d in plan.decisions() if (m := d.map_record()) is not None]
    assert mapped == [
        {"id": "d0", "kept": "d2"},
        {"id": "d3", "kept": None, "reason": "singleton",
         "detail": "no near-duplicate (--drop-singletons)"},
        {"id": "d4", "kept": None, "reason": "synthetic", "rule": "features",
         "detail": DETAILS[4]},
        {"id": "d5", "kept": "d2"},
        {"id": "d6", "kept": "d1"},
        {"id": "d7", "kept": None, "reason": "error", "detail": "truncated gzip"},
    ]
    named = {m["id"] for m in mapped} | {IDS[k] for k in kept(plan)}
    assert named == set(IDS)


def test_a_synthetic_page_is_settled_by_its_rule_and_its_input_kind():
    """d4's reason is the features rule's: dropped from pages, kept from text by default;
    --drop decides for both kinds alike."""
    decisions = {(drop, is_text): DedupPlan(records(), drop=DropPolicy.chosen(drop)).settle(
        list(DedupPlan(records()).decisions())[4], is_text)
        for drop in (None, ("features",), ()) for is_text in (False, True)}
    assert {key: d.kept for key, d in decisions.items()} == {
        (None, False): False, (None, True): True, (("features",), False): False,
        (("features",), True): False, ((), False): True, ((), True): True}
    assert all(d.rule == "features" and d.detail == DETAILS[4] for d in decisions.values())
    tally = tally_of(DedupPlan(records()), is_text=True)
    assert outcome_text(tally) == ("kept 4 (2 clusters, 1 singletons, 1 synthetic "
                                   "[features 1]), dropped 4 (3 duplicates, 1 errors)")


def test_a_reason_no_rule_gives_is_dropped_only_where_every_rule_is():
    assert DropPolicy().drops(None, is_text=False) and not DropPolicy().drops(None, True)
    assert not DropPolicy.chosen(("http", "phrases", "words", "soft404")).drops(None, False)
    assert drop_rules("all") == drop_rules("soft404,features,pagetype,words,phrases,http")
    assert drop_rules("none") == () and drop_rules("words, http") == ("http", "words")
    with pytest.raises(ValueError, match="unknown rule 'short'; choose from http, phrases"):
        drop_rules("short")


def test_the_plan_holds_numbers_per_cluster_and_ids_of_multi_page_clusters_only():
    plan = DedupPlan(records(), "longest")
    assert list(plan.members) == [3, 2, 1] and plan.chosen == {0: "d2", 1: "d1"}
    assert DedupPlan(records()).chosen == {}  # the records name the representative


def test_nothing_to_keep_is_an_empty_plan():
    plan = DedupPlan(records(labels=[None, None], status=["error", "skipped"]))
    tally = tally_of(plan)
    assert not any(d.kept for d in plan.decisions()) and tally.counts["dropped"] == 2
    assert tally.counts["skipped"] == 1
    with pytest.raises(ValueError, match="keep must be one of"):
        DedupPlan(records(), "biggest")


# --- which WARC records go along -----------------------------------------------------------


def head(number, rec_type, record_id=None, refers=(), uri="http://a/"):
    return RecordHead(number, rec_type, record_id or f"id{number}", tuple(refers), uri)


def test_requests_and_metadata_go_with_their_response_by_id_or_by_place():
    heads = [
        head(0, "warcinfo"),
        head(1, "request", refers=["id2"]),                # names the kept response
        head(2, "response"),                               # kept
        head(3, "metadata", refers=["id2"]),               # names it too
        head(4, "request", uri="http://b/"),               # right before its response
        head(5, "response", uri="http://b/"),              # kept
        head(6, "request", uri="http://c/"),               # before a dropped response
        head(7, "response", uri="http://c/"),
        head(8, "metadata", refers=["id7"]),               # of the dropped one
        head(9, "request", uri="http://x/"),               # another URI: not before its own
        head(10, "response", uri="http://d/"),             # kept
        head(11, "request", refers=["id7"], uri="http://e/"),  # names a dropped record
        head(12, "response", uri="http://e/"),             # kept
        head(13, "warcinfo"),
    ]
    kept = {2: "id2", 5: "id5", 10: "id10", 12: "id12"}
    assert list(records_to_copy(heads, kept)) == [0, 1, 2, 3, 4, 5, 10, 12, 13]


def test_a_record_that_is_not_the_one_of_the_first_pass_is_refused():
    with pytest.raises(RecordMismatch, match="not id9"):
        list(records_to_copy([head(0, "response")], {0: "id9"}))
    with pytest.raises(RecordMismatch, match="ends after 1 of the 2"):
        list(records_to_copy([head(0, "response")], {0: "id0", 3: "id3"}))


# --- raw copies -----------------------------------------------------------------------------


def page(text: str) -> bytes:
    return f"<html><body><article><p>{text}</p></article></body></html>".encode()


def crawl(path: Path, gzipped: bool) -> Path:
    """warcinfo; then per page a request (naming its response), the response, a metadata
    record naming it; a redirect in between."""
    stream = io.BytesIO()
    writer = WARCWriter(stream, gzip=gzipped)
    writer.write_record(writer.create_warcinfo_record(path.name, {"software": "test"}))
    for k in range(3):
        url = f"http://a.example/{k}"
        http = StatusAndHeaders("200 OK", [("Content-Type", "text/html")], protocol="HTTP/1.1")
        response = writer.create_warc_record(url, "response", payload=io.BytesIO(
            page(f"story number {k} " * 20)), http_headers=http)
        response_id = response.rec_headers.get_header("WARC-Record-ID")
        request = writer.create_warc_record(url, "request", http_headers=StatusAndHeaders(
            f"GET /{k} HTTP/1.1", [("Host", "a.example")], is_http_request=True))
        request.rec_headers.add_header("WARC-Concurrent-To", response_id)
        metadata = writer.create_warc_record(url, "metadata", payload=io.BytesIO(b"via: x\r\n"),
                                             warc_content_type="application/warc-fields")
        metadata.rec_headers.add_header("WARC-Concurrent-To", response_id)
        for record in (request, response, metadata):
            writer.write_record(record)
    path.write_bytes(stream.getvalue())
    return path


def raw_records(data: bytes) -> list[tuple[str, bytes]]:
    """(type, the record's bytes, gunzipped) of every record of a WARC."""
    records = ArchiveIterator(io.BytesIO(data), no_record_parse=True)
    found = []
    for record in records:
        offset, length = records.get_record_offset(), records.get_record_length()
        block = data[offset:offset + length]
        found.append((record.rec_type, gzip.decompress(block) if block[:2] == b"\x1f\x8b"
                      else block + b"\r\n\r\n"))
    return found


@pytest.mark.parametrize("source", ["in.warc", "in.warc.gz"])
@pytest.mark.parametrize("target", ["out.warc", "out.warc.gz"])
def test_records_are_copied_byte_for_byte_between_plain_and_gzipped(tmp_path, source, target):
    path = crawl(tmp_path / source, source.endswith(".gz"))
    documents = list(read_documents([str(path)]))
    kept = {documents[1].metadata["warc_record"]: documents[1].record_id}  # the second page
    out = io.BytesIO()
    assert copy_warc_records(path, kept, out, target.endswith(".gz")) == 4
    data = path.read_bytes()
    copied = out.getvalue()
    if source.endswith(".gz") and target.endswith(".gz"):  # gzip members as they were
        members = ArchiveIterator(io.BytesIO(data), no_record_parse=True)
        spans = [(members.get_record_offset(), members.get_record_length()) for _ in members]
        assert copied == b"".join(data[o:o + n] for o, n in [spans[0], *spans[4:7]])
    assert (copied[:2] == b"\x1f\x8b") == target.endswith(".gz")
    assert raw_records(copied) == [raw_records(data)[k] for k in (0, 4, 5, 6)]
    assert [d.url for d in read_documents([str(_write(tmp_path / target, copied))])] == \
        ["http://a.example/1"]


def test_a_warc_gzipped_as_one_member_is_cut_from_the_gunzipped_stream(tmp_path):
    plain = crawl(tmp_path / "in.warc", gzipped=False)
    whole = tmp_path / "whole.warc.gz"
    whole.write_bytes(gzip.compress(plain.read_bytes()))
    documents = list(read_documents([str(whole)]))
    kept = {d.metadata["warc_record"]: d.record_id for d in documents[::2]}  # pages 0 and 2
    out = io.BytesIO()
    assert copy_warc_records(whole, kept, out, gzipped_out=True) == 7
    assert raw_records(out.getvalue()) == [raw_records(plain.read_bytes())[k]
                                           for k in (0, 1, 2, 3, 7, 8, 9)]


def _write(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


# --- conversions ----------------------------------------------------------------------------


def test_page_bytes_become_text_by_their_charset():
    assert page_text(Document("a", "", "Grüße".encode("utf-8"))) == "Grüße"
    assert page_text(Document("a", "", "Grüße".encode("cp1252"))) == "Grüße"
    assert page_text(Document("a", "", "Привет".encode("koi8-r"),
                              metadata={"charset": "koi8-r"})) == "Привет"
    assert page_text(Document("a", "", "hi".encode("utf-16"))) == "hi"
    assert page_text(Document("a", "", "as read", is_text=True)) == "as read"


def test_unsupported_conversions_are_refused_before_any_work(tmp_path):
    for name in ("a.warc.gz", "b.jsonl", "c.parquet", "d.html", "e.arc"):
        (tmp_path / name).write_bytes(b"")
    files = {p.name: p for p in tmp_path.iterdir()}
    assert "WARC output needs WARC inputs" in conversion_problem(
        [files["a.warc.gz"], files["b.jsonl"]], "out.warc")
    assert "is ARC" in conversion_problem([files["e.arc"]], "out.warc.gz")
    assert "every input must be Parquet" in conversion_problem(
        [files["c.parquet"], files["d.html"]], "out.parquet")
    assert "cannot tell the output format" in conversion_problem([files["d.html"]], "out.csv")
    assert "standard input" in conversion_problem([Path("-")], "out.jsonl")
    for inputs, output in ((["a.warc.gz"], "o.warc"), (["a.warc.gz", "b.jsonl", "e.arc",
                                                        "d.html", "c.parquet"], "o.jsonl.gz"),
                           (["a.warc.gz", "b.jsonl", "d.html"], "o.parquet")):
        assert conversion_problem([files[n] for n in inputs], output) is None


@pytest.mark.parametrize("gzipped", [False, True])
def test_warc_documents_carry_their_record_number_and_place(tmp_path, gzipped):
    path = crawl(tmp_path / ("in.warc.gz" if gzipped else "in.warc"), gzipped)
    data = path.read_bytes()
    plain = gzip.decompress(data) if gzipped else data
    records = ArchiveIterator(io.BytesIO(plain))
    spans = [(records.get_record_offset(), records.get_record_length()) for _ in records]
    documents = list(read_documents([str(path)]))
    assert [d.metadata["warc_record"] for d in documents] == [2, 5, 8]
    assert [(d.metadata["warc_offset"], d.metadata["warc_length"]) for d in documents] == \
        [spans[2], spans[5], spans[8]]  # in the gunzipped stream
