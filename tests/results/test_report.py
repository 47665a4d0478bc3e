"""The HTML report: escaping, structure, highlight consistency, the CLI, and a real browser."""

from __future__ import annotations

import base64
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import numpy as np
import pytest
from conftest import NOT_FOUND, STORIES
from hypothesis import given, settings
from hypothesis import strategies as st

from spotsigs.cli import main
from spotsigs.methods.spotsigs import SpotSigs
from spotsigs.results.report import render_report
from spotsigs.results.views import (
    MARK_CLASSES,
    PageView,
    display_text,
    group_clusters,
    marked_text,
    shared_hashes,
    size_histogram,
)
from spotsigs.tokenize import hash_words, mix64, token_spans, tokens

HOSTILE = ("<script>document.title='pwned';document.body.insertAdjacentHTML('beforeend',"
           "'<div id=pwned>pwned</div>')</script>"
           "<img src=x onerror=\"document.body.insertAdjacentHTML('beforeend',"
           "'<div id=pwned>pwned</div>')\"> <a href=\"javascript:alert(1)\">click</a> "
           "</textarea></style></title>\"' onmouseover=alert(1) <!-- <iframe src=x>")


class Tags(HTMLParser):
    """Every start tag and its attributes, as a browser's tokenizer would see them."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def parsed_tags(page: str) -> list[tuple[str, dict]]:
    parser = Tags()
    parser.feed(page)
    return parser.tags


def record(doc_id, cluster, representative, status="ok", reason=None, signatures=10, url=""):
    return {"id": doc_id, "url": url, "cluster": cluster, "representative": representative,
            "status": status, "reason": reason, "signatures": signatures}


def view(extractor, doc_id, text, url=""):
    text = display_text(text)
    return PageView(doc_id, url, text, extractor.spot_spans([text])[0])


# -- spans: the highlighted words are the signatures SpotSigs extracts ------------------------

def chain_key(words):
    key = hash_words([words[0]])
    for word in words[1:]:
        with np.errstate(over="ignore"):
            key = mix64(key * np.uint64(0x9E3779B97F4A7C15) + hash_words([word]))
    return int(key[0])


WORDS = ["the", "a", "is", "was", "of", "and", "to", "rain", "river", "Mayor", "town",
         "shelter", "night", "Ünïcode", "straße", "ΟΔΟΣ", "x1", "42"]
SEPARATORS = [" ", "  ", "\n", ", ", ". ", "-", "_", "'", "\t", "<b>", "&amp;", "\u00a0"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(WORDS), st.sampled_from(SEPARATORS)), max_size=60),
       st.integers(1, 3), st.integers(1, 3), st.sampled_from(["paper", "small", "java"]))
def test_spans_give_the_same_signature_as_extraction_and_spell_its_words(
        parts, spot_distance, chain_length, antecedents):
    text = "".join(w + s for w, s in parts)
    extractor = SpotSigs(antecedents=antecedents, spot_distance=spot_distance,
                         chain_length=chain_length)
    [spans] = extractor.spot_spans([text])
    expected = extractor.from_texts([text])[0]  # the text as given, not read as HTML
    got = spans.signature()
    assert got.hashes.tolist() == expected.hashes.tolist()
    assert got.counts.tolist() == expected.counts.tolist()
    # The words at each span, read back from the text, hash to that spot's signature (read
    # from the lower-cased whole text: a final sigma lower-cases by its context).
    lowered = text.lower()
    assert len(lowered) == len(text)  # (WORDS has no letter that lower-cases to two)
    for antecedent, chain, key in zip(spans.antecedents, spans.chains, spans.hashes):
        words = [lowered[spans.token_starts[t]:spans.token_ends[t]]
                 for t in (antecedent, *chain)]
        assert chain_key(words) == int(key)


def test_spans_of_a_batch_equal_spans_of_each_text_alone():
    extractor = SpotSigs(antecedents={"the"}, spot_distance=1, chain_length=2)
    texts = ["the cat sat on the", "", "mat the dog ran the fox hid", "the"]
    batch = extractor.spot_spans(texts)
    for text, spans in zip(texts, batch):
        [alone] = extractor.spot_spans([text])
        assert spans.antecedents.tolist() == alone.antecedents.tolist()
        assert spans.chains.tolist() == alone.chains.tolist()
        assert spans.hashes.tolist() == alone.hashes.tolist()
    assert [len(s.hashes) for s in batch] == [1, 0, 2, 0]


def test_token_spans_point_at_the_original_letters_when_lowercasing_lengthens_the_text():
    text = "İstanbul is the CITY"  # 'İ'.lower() is two characters: i and a combining dot
    words, starts, ends = token_spans(text)
    assert words == tokens(text) and words[0] == "i\u0307stanbul"  # the mark stays in
    assert [text[s:e] for s, e in zip(starts, ends)] == ["İstanbul", "is", "the", "CITY"]


def test_display_text_keeps_the_tokens():
    text = "  The   rain\n\n\n fell \t on\r\n\n the town  "
    assert tokens(display_text(text)) == tokens(text)
    assert display_text(text) == "The rain\nfell on\nthe town"


# -- highlighting -----------------------------------------------------------------------------

def marks(marked):
    """(word, class) of each marked word."""
    return [(marked.text[b:e], MARK_CLASSES[k])
            for b, e, k in zip(marked.starts, marked.ends, marked.kinds)]


def islands(page):
    """The JSON data islands of a report: texts and flat [start, end, kind, ...] marks."""
    return {m.group(1): json.loads(m.group(2)) for m in re.finditer(
        r'<script type="application/json" id="([^"]+)">(.*?)</script>', page, re.DOTALL)}


def test_only_the_words_of_shared_signatures_are_marked():
    extractor = SpotSigs(antecedents={"the"}, spot_distance=1, chain_length=1)
    a = view(extractor, "a", "the cat purred and the dog barked")
    b = view(extractor, "b", "the cat slept while the bird sang")
    shared, common = shared_hashes([a.spans, b.spans])
    assert len(shared) == len(common) == 1
    marked = marked_text(a, shared, common)
    assert (marked.lo, marked.hi, marked.text) == (0, len(a.text), a.text)
    assert marks(marked) == [("the", "a all"), ("cat", "w all")]


def test_signatures_shared_by_some_but_not_all_pages_are_marked_without_all():
    extractor = SpotSigs(antecedents={"the"}, spot_distance=1, chain_length=1)
    a = view(extractor, "a", "the cat and the dog")
    b = view(extractor, "b", "the cat and the fox")
    c = view(extractor, "c", "the owl and the dog")
    shared, common = shared_hashes([a.spans, b.spans, c.spans])
    assert len(shared) == 2 and len(common) == 0
    assert marks(marked_text(a, shared, common)) == [
        ("the", "a"), ("cat", "w"), ("the", "a"), ("dog", "w")]


def test_long_texts_are_cut_with_their_marks():
    extractor = SpotSigs(antecedents={"the"}, spot_distance=1, chain_length=1)
    text = "the cat " * 1000
    a, b = view(extractor, "a", text), view(extractor, "b", text)
    shared, common = shared_hashes([a.spans, b.spans])
    marked = marked_text(a, shared, common, max_chars=20)
    assert (marked.lo, marked.hi, marked.text) == (0, 20, text[:20])
    # "the cat the cat the ": the last antecedent shows, its chain word is cut off.
    assert [w for w, _ in marks(marked)] == ["the", "cat", "the", "cat", "the"]
    page = render_report([record("a", 0, "a"), record("b", 0, "a")], None,
                         {"a": a, "b": b}, max_chars=20)
    assert "showing characters 1-20 of 7,999" in page
    # The text, its marks as [start, end, kind, ...], where its shared passage starts.
    assert islands(page)["data-page-1"][0] == [text[:20], [0, 3, 3, 4, 7, 2, 8, 11, 3, 12, 15,
                                                           2, 16, 19, 3], 0]


def test_the_text_shown_is_where_the_shared_signatures_are_not_the_menus_above():
    extractor = SpotSigs()
    menu = "\n".join(f"Menu item {k}" for k in range(400))
    a = view(extractor, "a", f"{menu}\n{STORIES['floods']}\nFooter")
    b = view(extractor, "b", STORIES["floods"])
    shared, common = shared_hashes([a.spans, b.spans])
    marked = marked_text(a, shared, common, max_chars=400)
    lo, hi = marked.lo, marked.hi
    assert lo >= a.text.index("Heavy rain caused floods") and hi - lo == 400
    assert marked.text == a.text[lo:hi] and len(marks(marked)) > 20
    page = render_report([record("a", 0, "a"), record("b", 0, "a")], None,
                         {"a": a, "b": b}, max_chars=400)
    assert f"{lo:,} characters before not shown" in page


def test_mark_offsets_count_characters_past_u_ffff_twice_as_javascript_does():
    extractor = SpotSigs(antecedents={"the"}, spot_distance=1, chain_length=1)
    text = "\U0001F600 the cat \U0001F600\U0001F600 the dog"
    a, b = view(extractor, "a", text), view(extractor, "b", text)
    page = render_report([record("a", 0, "a"), record("b", 0, "a")], None, {"a": a, "b": b})
    [shown, flat, passage] = islands(page)["data-page-1"][0]
    units = shown.encode("utf-16-le")
    words = [units[2 * s:2 * e].decode("utf-16-le") for s, e in zip(flat[0::3], flat[1::3])]
    assert words == ["the", "cat", "the", "dog"]
    assert units[2 * passage:2 * passage + 6].decode("utf-16-le") == "the"


# -- escaping ---------------------------------------------------------------------------------

ALLOWED_TAGS = {"html", "head", "meta", "title", "style", "body", "h1", "h2", "h3", "h4", "p",
                "ul", "li", "section", "div", "table", "tr", "th", "td", "span", "a", "nav",
                "article", "code", "mark", "details", "summary", "script", "noscript", "label",
                "input", "ol"}


def hostile_report(url="javascript:alert(1)"):
    extractor = SpotSigs()
    story = STORIES["floods"]
    records = [record(HOSTILE, 0, HOSTILE, url=url, signatures=None),
               record("b" + HOSTILE, 0, HOSTILE, url="http://x/?q=\"><script>alert(1)"),
               record("404" + HOSTILE, None, None, "synthetic", reason=HOSTILE, url=url),
               record("e" + HOSTILE, None, None, "error", reason=HOSTILE)]
    views = {HOSTILE: view(extractor, HOSTILE, f"{HOSTILE} {story} {HOSTILE}", url),
             "b" + HOSTILE: view(extractor, "b" + HOSTILE, f"{story} {HOSTILE}")}
    pairs = [{"a": HOSTILE, "b": "b" + HOSTILE, "similarity": 0.9}]
    return render_report(records, pairs, views, title=HOSTILE, params={"antecedents": HOSTILE},
                         warnings=[HOSTILE])


def test_hostile_content_ids_urls_and_reasons_become_text():
    page = hostile_report()
    tags = parsed_tags(page)
    assert {tag for tag, _ in tags} <= ALLOWED_TAGS
    for tag, attrs in tags:
        assert not [name for name in attrs if name.startswith("on")], (tag, attrs)
        if "href" in attrs:
            assert attrs["href"].startswith(("#", "http://", "https://")), attrs
    assert "javascript:alert(1)</span>" in page  # shown, never linked
    assert page.count("&lt;script&gt;document.title=&#x27;pwned&#x27;") >= 8
    assert re.search(r"<img|<iframe", page, re.IGNORECASE) is None
    assert page.count("<title>") == 1 and page.count("</style>") == 1


def test_page_texts_travel_as_inert_json_that_no_text_can_break_out_of():
    page = hostile_report()
    scripts = [attrs for tag, attrs in parsed_tags(page) if tag == "script"]
    assert [attrs.get("type") for attrs in scripts] == ["application/json"] * 2 + [None]
    assert page.count("<script") == 3 and page.count("</script>") == 3
    raw = re.search(r'<script type="application/json" id="data-page-1">(.*?)</script>', page,
                    re.DOTALL).group(1)
    assert "<" not in raw and ">" not in raw and "&" not in raw
    [[first, *_], [second, *_]] = json.loads(raw)
    assert first.startswith(HOSTILE) and second.endswith(HOSTILE)  # the text, intact
    # The find index: each page's id and URL, where it is, the report's own anchor there.
    raw = re.search(r'<script type="application/json" id="data-index">(.*?)</script>', page,
                    re.DOTALL).group(1)
    assert "<" not in raw and ">" not in raw and "&" not in raw
    assert json.loads(raw) == [
        [f"{HOSTILE} javascript:alert(1)", "cluster 0 (#1, 2 pages)", "c1"],
        ["b" + HOSTILE + " http://x/?q=\"><script>alert(1)", "cluster 0 (#1, 2 pages)", "c1"],
        [f"404{HOSTILE} javascript:alert(1)", f"synthetic: {HOSTILE[:120]}", "left-synthetic"],
        [f"e{HOSTILE}", f"error: {HOSTILE[:120]}", "left-error"]]
    script = page[page.rindex("<script>") + len("<script>"):page.rindex("</script>")]
    assert "innerHTML" not in script and "insertAdjacentHTML" not in script
    assert "eval" not in script and "document.write" not in script


def test_the_page_loads_nothing_and_runs_only_its_own_script():
    page = hostile_report()
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)
    assert policy is not None and "default-src 'none'" in policy.group(1)
    script = page[page.rindex("<script>") + len("<script>"):page.rindex("</script>")]
    digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    assert f"script-src 'sha256-{digest}';" in policy.group(1)
    assert "unsafe-inline'; script" not in policy.group(1).split("style-src")[0]
    for _, attrs in parsed_tags(page):
        assert not {"src", "srcset", "style", "action"} & attrs.keys() or \
            re.fullmatch(r"width:[\d.]+rem", attrs.get("style", "")), attrs
    style = page[page.index("<style>"):page.index("</style>")]
    assert "@import" not in style and "url(" not in style


# -- structure --------------------------------------------------------------------------------

def clustered_records():
    return [record("x1", 0, "x1"), record("x2", 0, "x1"),
            record("y1", 1, "y2"), record("y2", 1, "y2"), record("y3", 1, "y2"),
            record("z1", 2, "z1"), record("s", None, None, "synthetic", reason="only 1"),
            record("e", None, None, "error", reason="truncated gzip"),
            record("w1", 3, "w1"), record("w2", 3, "w1")]


def test_clusters_come_largest_first_representative_first_then_by_similarity():
    pairs = {("y2", "y3"): 0.9, ("y1", "y2"): 0.6}
    clusters = group_clusters(clustered_records(), pairs)
    assert [len(c.members) for c in clusters] == [3, 2, 2, 1]
    assert [c.label for c in clusters] == [1, 0, 3, 2]
    assert [r["id"] for r in clusters[0].members] == ["y2", "y3", "y1"]


def test_report_counts_sizes_and_left_out_pages():
    page = render_report(clustered_records(), None, {})
    counts = dict(re.findall(r"<tr><th>([^<]+)</th><td>([\d,]+)</td></tr>", page))
    assert counts == {"documents": "10", "ok": "8", "synthetic": "1", "skipped": "0",
                      "errors": "1", "clusters": "4", "clusters with 2+ pages": "3",
                      "pages in those clusters": "7", "largest cluster": "3"}
    assert re.findall(r'<h3><a href="#c(\d)">#\d</a> cluster (\d+): (\d) pages', page) == [
        ("1", "1", "3"), ("2", "0", "2"), ("3", "3", "2")]
    assert "only 1" in page and "truncated gzip" in page
    assert "Pages with no near-duplicate: 1" in page
    assert "text not available" in page  # no views given


def test_each_page_is_named_once_and_the_pages_left_out_wait_collapsed_after_the_clusters():
    url = "https://a.example/story"
    records = [record(url, 0, url, url=url), record("b", 0, url, url="https://b.example/s"),
               record("https://c.example/", 0, url), record("lone", 1, "lone"),
               record("https://x.example/404", None, None, "synthetic", "HTTP 404",
                      url="https://x.example/404"),
               record("img", None, None, "skipped", "non-HTML content type: image/png")]
    page = render_report(records, None, {}, side_by_side=2)
    body = page[:page.index('<script type="application/json"')]  # the find index aside
    # Id and URL the same (WARC, JSON lines): the link alone, where the page is drawn, listed
    # or left out; an http(s) id without a URL is its URL; another id and URL: both, once.
    assert body.count(url) == 2 and body.count(f">{url}</a>") == 1  # (and its href)
    assert body.count(">https://c.example/</a>") == 1 and "<code>https://c.example/" not in body
    assert body.count("<code>b</code> <a") == 1 and body.count(">https://b.example/s</a>") == 1
    assert body.count("https://x.example/404") == 2  # href and text
    assert "representative <code>" not in body  # P1 is marked the representative
    # The clusters first; the pages left out after them, collapsed, linked from the overview.
    clusters, after = body.index('<div id="pages">'), body.index('<h2 id="left-out">')
    assert clusters < after
    assert re.findall(r'<details class="left-out" id="left-(\w+)">', body) == [
        "synthetic", "skipped"]
    assert '<h3 class="left-out" id="left-error">Unreadable documents: none</h3>' in body
    assert body.index('<a href="#left-synthetic">1 synthetic pages (left out)</a>') < clusters
    assert body.index('<a href="#left-skipped">1 skipped records (no page)</a>') < clusters


def test_size_histogram_buckets():
    assert size_histogram([1, 1, 2, 5, 8, 9, 40]) == [
        ("1", 2), ("2", 1), ("3", 0), ("4", 0), ("5-8", 2), ("9-16", 1), ("17-32", 0),
        ("33-64", 1)]
    assert size_histogram([]) == []


def test_many_clusters_are_paginated_and_big_clusters_list_the_rest():
    records = [record(f"d{k}-{m}", k, f"d{k}-0") for k in range(45) for m in range(2)]
    records += [record(f"big-{m}", 99, "big-0") for m in range(7)]
    page = render_report(records, None, {}, per_page=20, side_by_side=3)
    assert len(re.findall(r'<section class="page" id="page-\d+">', page)) == 3
    assert page.count('<article class="cluster"') == 46
    assert page.index('id="page-1"') < page.index("cluster 99: 7 pages") < page.index(
        'id="page-2"')
    assert "4 more pages" in page
    limited = render_report(records, None, {}, per_page=20, max_clusters=5)
    assert limited.count('<article class="cluster"') == 5 and "5 shown" in limited


def test_similarities_come_from_the_pairs_file_or_are_recomputed():
    extractor = SpotSigs()
    story = STORIES["election"]
    views = {"a": view(extractor, "a", story), "b": view(extractor, "b", story.upper()),
             "c": view(extractor, "c", STORIES["floods"])}
    records = [record("a", 0, "a"), record("b", 0, "a"), record("c", 0, "a")]
    page = render_report(records, [{"a": "b", "b": "a", "similarity": 0.777}], views)
    assert "<td>0.777</td>" in page
    assert 'title="below the threshold: not in the pairs file; recomputed">0.0' in page
    recomputed = render_report(records, None, views)
    assert 'title="recomputed from the signatures">1.000</td>' in recomputed


# -- the command line ---------------------------------------------------------------------------

def run_cluster_and_report(tmp_path, inputs, *report_options, text=(), rules=()):
    clusters, pairs, out = tmp_path / "c.jsonl", tmp_path / "p.jsonl", tmp_path / "r.html"
    assert main(["cluster", *map(str, inputs), "-o", str(clusters), "--pairs", str(pairs),
                 "-q", *text, *rules]) == 0
    code = main(["report", str(clusters), "--pairs", str(pairs), "--input", *map(str, inputs),
                 "-o", str(out), *report_options, *text])
    return code, out


def test_cli_report_on_the_news_folder(news_folder, tmp_path, capsys):
    code, out = run_cluster_and_report(tmp_path, [news_folder])
    assert code == 0
    assert capsys.readouterr().err == ""  # same parameters: no warning
    page = out.read_text(encoding="utf-8")
    assert re.findall(r"cluster \d+: (\d) pages", page) == ["3", "2"]
    assert page.index("daily/floods.html") < page.index("daily/election.html")
    assert "missing.html" in page and "spot signature" in page  # synthetic, with its reason
    [marked] = [sum(len(flat) // 3 for _, flat, _ in texts)
                for name, texts in islands(page).items() if name.startswith("data-page-")]
    assert marked > 40
    pair = json.loads((tmp_path / "p.jsonl").read_text().splitlines()[0])
    assert f"<td>{pair['similarity']:.3f}</td>" in page  # from the pairs file


def test_cli_report_warns_when_parameters_differ_or_pages_are_missing(news_folder, tmp_path,
                                                                      capsys):
    code, out = run_cluster_and_report(tmp_path, [news_folder], "-a", "java")
    assert code == 0
    assert "give the -a/-l/-d/-c/--numbers/--template-share that 'cluster' ran with" in \
        capsys.readouterr().err
    code = main(["report", str(tmp_path / "c.jsonl"), "--input", str(tmp_path / "nothing"),
                 "-o", str(out)])
    assert code == 0
    assert "pages not found in the inputs: 5" in capsys.readouterr().err


def test_cli_report_refuses_bad_files_with_a_message(tmp_path, capsys):
    broken = tmp_path / "c.jsonl"
    broken.write_text("{not json\n")
    assert main(["report", str(broken), "--input", str(tmp_path), "-o",
                 str(tmp_path / "r.html")]) == 1
    assert "not JSON" in capsys.readouterr().err
    broken.write_text('{"id": "a", "status": "ok", "cluster": [1]}\n')
    assert main(["report", str(broken), "--input", str(tmp_path), "-o",
                 str(tmp_path / "r.html")]) == 1
    assert "cluster must be a number, a string or null" in capsys.readouterr().err
    pairs = tmp_path / "p.jsonl"
    pairs.write_text('{"a": "x"}\n')
    assert main(["report", str(broken), "--pairs", str(pairs), "--input", str(tmp_path),
                 "-o", str(tmp_path / "r.html")]) == 1
    assert 'pair 1 is not {"a": id, "b": id, "similarity": number}' in capsys.readouterr().err
    assert main(["report", str(broken), "--input", str(tmp_path), "-o",
                 str(tmp_path / "no" / "r.html")]) == 2
    assert "output folder does not exist" in capsys.readouterr().err
    assert not (tmp_path / "r.html").exists()


# -- a real browser ---------------------------------------------------------------------------

def chromium() -> str:
    """Chromium's path; skipped without it, unless in CI (which installs it)."""
    path = shutil.which("chromium") or shutil.which("chromium-browser")
    if path is None:
        if os.environ.get("CI"):
            pytest.fail("CI is set but chromium is missing: .ci/run installs it")
        pytest.skip("chromium is not installed (apt-get install chromium)")
    return path


def dump_dom(browser: str, page: Path, profile: Path, fragment: str = "") -> str:
    """The DOM after load, as headless Chromium serializes it (network features off)."""
    done = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", f"--user-data-dir={profile}", "--dump-dom",
         page.as_uri() + fragment], capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_report_renders_in_chromium_and_no_page_script_runs(tmp_path):
    browser = chromium()
    # Control: in this browser setup, a script in a page does run and change the DOM.
    control = tmp_path / "control.html"
    control.write_text("<html><head><title>before</title></head><body><script>"
                       "document.title='pwned';document.body.insertAdjacentHTML('beforeend',"
                       "'<div id=pwned>pwned</div>')</script></body></html>")
    dom = dump_dom(browser, control, tmp_path / "profile-control")
    assert "<title>pwned</title>" in dom and 'id="pwned"' in dom
    # Hostile pages: markup in plain-text JSONL records, escaped markup in HTML pages.
    escaped = HOSTILE.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    lines = []
    for k, story in enumerate(("floods", "floods", "election", "election")):
        lines.append({"id": f"{HOSTILE} {k}", "url": "javascript:document.title='pwned'",
                      "text": f"{HOSTILE}\n{STORIES[story]}\n{HOSTILE}"})
        lines.append({"id": f"html {k}", "url": "https://example.org/a\"onmouseover=\"x",
                      "html": f"<p>{escaped}</p><p>{STORIES[story]}</p><img src=x "
                              "onerror=\"document.title='pwned'\"><script>document.title="
                              "'pwned'</script>"})
    lines.append({"id": HOSTILE, "html": f"<p>{escaped}</p>"})  # synthetic, reason shown
    corpus = tmp_path / "hostile.jsonl"
    corpus.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    # The whole pages with the setting these counts were written for (main content and the
    # default spots draw fewer copies of the hostile markup in the windows shown).
    setting = ["--whole-page", "-a", "small", "-d", "1", "-c", "2"]
    code, report = run_cluster_and_report(tmp_path, [corpus], "--title", "Hostile report",
                                          "--side-by-side", "4", text=setting,
                                          rules=["--synthetic", "http,phrases,words,features"])
    assert code == 0
    dom = dump_dom(browser, report, tmp_path / "profile-report")
    assert "<title>Hostile report</title>" in dom
    assert "pwned</div>" not in dom and 'id="pwned"' not in dom
    assert len(re.findall(r"<script\b", dom)) == 3  # the texts' and the index's JSON, the script
    assert re.search(r"<(img|iframe)\b", dom, re.IGNORECASE) is None
    assert len(re.findall(r'<article class="cluster" id="c\d">', dom)) == 2
    assert re.findall(r"cluster \d+: (\d) pages", dom) == ["4", "4"]
    assert dom.count('<section class="page-text">') == 8
    # The report's script drew the texts, hostile markup as text, shared words marked.
    assert dom.count('<div class="text">') == 8 and '<div class="text"></div>' not in dom
    boxes = re.findall(r'<div class="text">(.*?)</div>', dom, re.DOTALL)
    assert sum(box.count("&lt;script&gt;document.title='pwned'") for box in boxes) >= 10
    assert dom.count('<mark class="a all">') > 40
    # Each box marks where the shared text starts, right before its first shared word.
    assert len(re.findall(r'<span class="start" title="[^"]*"></span><mark class="a', dom)) == 8
    assert re.search(r'<a [^>]*href="(?!https://|#)', dom) is None  # text, never a link
    assert "Synthetic pages (left out): 1" in dom
    # Pages: a URL fragment shows its page, and only the page shown has its texts drawn.
    code = main(["report", str(tmp_path / "c.jsonl"), "--input", str(corpus), "-o",
                 str(report), "--per-page", "1", *setting])
    assert code == 0
    dom = dump_dom(browser, report, tmp_path / "profile-pages", "#page-2")
    first, second = dom.split('<section class="page" id="page-2"')
    assert '<section class="page" id="page-1">' in first
    assert "<mark" not in first.split('id="page-1"')[1] and second.count("<mark") > 20


def test_each_box_opens_at_the_first_shared_passage_not_a_lone_shared_word_above_it():
    extractor = SpotSigs(antecedents="small", spot_distance=1, chain_length=2)  # the setting this page was written for
    # A short page (shown whole) with a menu above the story; one menu line shares a single
    # signature with the story ("said that the town"): marked, but no passage.
    menu = "\n".join(f"Menu item {k}" for k in range(60))
    text = f"{menu}\nThe mayor said that the town\n{menu}\n{STORIES['floods']}\nFooter"
    a = view(extractor, "a", text)
    b = view(extractor, "b", STORIES["floods"])
    shared, common = shared_hashes([a.spans, b.spans])
    marked = marked_text(a, shared, common)
    story = a.text.index("Heavy rain caused floods")
    assert (marked.lo, marked.hi) == (0, len(a.text))
    assert marked.starts[0] < a.text.index("\nMenu item 0", 1)  # the lone line is marked
    assert story <= marked.passage < story + 100 and marked.passage in marked.starts
    page = render_report([record("a", 0, "a"), record("b", 0, "a")], None, {"a": a, "b": b})
    items = islands(page)["data-page-1"]
    other = marked_text(b, shared, common)
    assert other.passage == other.starts[0] == b.text.index("the northern valley")
    assert [item[2] for item in items] == [marked.passage, other.passage]
    # The script opens each box there, behind a marker element (never markup from the page).
    script = page[page.rindex("<script>") + len("<script>"):page.rindex("</script>")]
    assert 'marks[m] === passage' in script and "scrollTop" in script
    assert "span.className = \"start\"" in script.replace("start.className", "span.className")
    # Nothing shared: no passage, no marker.
    lone = marked_text(view(extractor, "c", STORIES["election"]), np.empty(0, np.uint64),
                       np.empty(0, np.uint64))
    assert lone.passage == -1


def test_the_pager_of_each_report_page_shows_that_page_as_current():
    records = [record(f"d{k}-{m}", k, f"d{k}-0") for k in range(45) for m in range(2)]
    page = render_report(records, None, {}, per_page=20)
    before, pages = page.split('<div id="pages">')
    pages, after = pages.split('<h2 id="singles"')
    sections = re.findall(r'<section class="page" id="page-(\d+)">(.*?)(?=<section class='
                          r'"page" id=|$)', pages, re.DOTALL)
    assert [n for n, _ in sections] == ["1", "2", "3"]
    outside = before + after
    assert '<nav class="pager"' not in outside  # a pager outside would show page 1 as current
    for number, body in sections:
        pagers = re.findall(r'<nav class="pager"[^>]*>.*?</nav>', body)
        assert len(pagers) == 2  # above and below the page's clusters
        for pager in pagers:
            assert re.findall(r'<a href="#page-(\d)" class="here" aria-current="page">',
                              pager) == [number]
            assert pager.count("aria-current") == 1 and f"page {number} of 3" in pager
    single = render_report(records[:4], None, {})
    assert '<nav class="pager"' not in single


def frame_probe(browser: str, folder: Path, report: Path, body: str, wait: int = 200,
                fragment: str = "") -> str:
    """What ``body`` returns, run ``wait`` ms after the report opened in a 1400x900 frame of a
    page beside it, with ``d``, ``w``: the report's document and window (the report itself runs
    no script but its own). Skips when this Chromium gives the frame no access."""
    probe = folder / "probe.html"
    probe.write_text(
        f'<html><body><iframe id="f" src="{report.name}{fragment}" '
        'style="width:1400px;height:900px;border:0"></iframe><script>'
        "document.getElementById('f').onload = function () { setTimeout(function () {"
        "var w = document.getElementById('f').contentWindow, d = w.document;"
        "var out = (function () {" + body + "})();"
        "Promise.resolve(out).then(function (text) {"
        "var p = document.createElement('pre'); p.id = 'probe'; p.textContent = text;"
        f"document.body.appendChild(p); }}); }}, {wait}); }};</script></body></html>")
    done = subprocess.run(
        [browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
         "--allow-file-access-from-files", "--virtual-time-budget=5000",
         f"--user-data-dir={folder / 'profile-probe'}", "--dump-dom", probe.as_uri()],
        capture_output=True, text=True, timeout=180, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    found = re.search(r'<pre id="probe">([^<]*)</pre>', done.stdout)
    if found is None or not found.group(1):
        pytest.skip("this Chromium gives a frame of a file:// page no access")
    return html.unescape(found.group(1))


def test_chromium_opens_each_box_at_its_shared_passage(tmp_path):
    """A page whose story comes after a long menu: its box is scrolled to the marker (read
    through a same-folder frame: the report itself runs no script but its own)."""
    browser = chromium()
    # letters, not numbers: numbers anchor spots, and a menu of them would outweigh the story
    menu = "\n".join(f"Menu item {chr(97 + k % 26)}{chr(97 + k // 26)}" for k in range(150))
    lines = [{"id": "menu", "text": f"{menu}\n{STORIES['floods']}"},
             {"id": "plain", "text": STORIES["floods"]}]
    corpus = tmp_path / "pages.jsonl"
    corpus.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    code, report = run_cluster_and_report(tmp_path, [corpus])
    assert code == 0
    assert "cluster 0: 2 pages" in report.read_text(encoding="utf-8")  # the boxes to probe
    found = frame_probe(browser, tmp_path, report,
                        "return [].map.call(d.querySelectorAll('div.text'), function (box) {"
                        "var start = box.querySelector('span.start');"
                        "return [box.scrollTop, box.scrollHeight, box.clientHeight,"
                        "start ? start.offsetTop : -1].join(','); }).join(';');")
    boxes = [[int(float(v)) for v in box.split(",")] for box in found.split(";")]
    [(top, height, visible, marker), (plain_top, *_)] = boxes
    assert height > visible and marker > visible  # the story is below the first screen
    assert abs(top - (marker - 8)) <= 2 or top == height - visible  # scrolled to the marker
    assert plain_top == 0  # the story at the top already: nothing to scroll


def test_chromium_shows_the_clusters_first_and_finds_pages_by_id_or_url(tmp_path):
    """A crawl with 60 error pages: the first screen shows a cluster, the 404s wait collapsed
    after the clusters; the find box lists pages by id or URL text, as text, and a link into
    a collapsed section opens it."""
    browser = chromium()
    lines = [{"id": "https://daily.example/floods", "text": STORIES["floods"]},
             {"id": "https://herald.example/floods-copy", "text": STORIES["floods"]},
             {"id": "https://daily.example/election", "text": STORIES["election"]},
             {"id": f"{HOSTILE} election", "url": "https://post.example/election-copy",
              "text": STORIES["election"]}]
    lines += [{"id": f"https://shop{k}.example/missing", "html": NOT_FOUND} for k in range(60)]
    corpus = tmp_path / "crawl.jsonl"
    corpus.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    code, report = run_cluster_and_report(tmp_path, [corpus])
    assert code == 0
    page = report.read_text(encoding="utf-8")
    # Each URL once where its page is drawn or listed (the ids here are the URLs, but one).
    assert page.count(">https://daily.example/floods</a>") == 1
    assert page.count(">https://shop7.example/missing</a>") == 1
    assert page.count(">https://post.example/election-copy</a>") == 1
    found = json.loads(frame_probe(browser, tmp_path, report, """
        var first = d.querySelector("article.cluster").getBoundingClientRect().top;
        var left = d.getElementById("left-synthetic"), input = d.getElementById("find-text");
        function search(text) {
          input.value = text;
          input.dispatchEvent(new w.Event("input"));
          return {note: d.querySelector("#find .found").textContent,
                  items: [].map.call(d.querySelectorAll("#find li"), function (li) {
                    return [li.querySelector("a").getAttribute("href"), li.textContent]; })};
        }
        var out = {first: first, height: w.innerHeight, hidden: d.getElementById("find").hidden,
                   leftOpen: left.open, leftBelow: left.getBoundingClientRect().top > first,
                   election: search("ELECTION"), missing: search("missing"),
                   cluster: search("cluster 0 "), none: search("nowhere"),
                   images: d.querySelectorAll("img").length};
        w.location.hash = "#left-synthetic";
        return new Promise(function (resolve) { setTimeout(function () {
          out.opened = left.open;
          out.leftTop = left.getBoundingClientRect().top;
          resolve(JSON.stringify(out)); }, 200); });"""))
    assert 0 < found["first"] < found["height"] - 200  # a cluster on the first screen
    assert not found["leftOpen"] and found["leftBelow"]
    assert not found["hidden"]  # the script showed the find box
    # Ties of size in file order: floods #1 (cluster 0), election #2 (cluster 1).
    assert found["election"] == {"note": "2 matches", "items": [
        ["#c2", "https://daily.example/election cluster 1 (#2, 2 pages)"],
        ["#c2", (f"{HOSTILE} election https://post.example/election-copy cluster 1 (#2, 2 "
                 "pages)")]]}  # a hostile id as text, intact
    assert found["images"] == 0  # and no element made of it
    assert found["missing"]["note"] == "60 matches, the first 50 listed"
    assert len(found["missing"]["items"]) == 50
    assert {href for href, _ in found["missing"]["items"]} == {"#left-synthetic"}
    assert found["missing"]["items"][0][1].startswith("https://shop0.example/missing synthetic: ")
    assert found["cluster"]["items"] == [
        ["#c1", "https://daily.example/floods cluster 0 (#1, 2 pages)"],
        ["#c1", "https://herald.example/floods-copy cluster 0 (#1, 2 pages)"]]
    assert found["none"] == {"note": "0 matches", "items": []}
    assert found["opened"] and abs(found["leftTop"]) < 5  # opened, and scrolled to it
