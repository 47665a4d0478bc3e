"""The report's check of the clusters file's signature counts: quiet when the site templates
explain them (issue 23: 46 pages flagged after a default 'cluster'), heard when the
parameters differ, also on a host whose template 'cluster' left out."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

from spotsigs.cli import main
from spotsigs.methods.spotsigs import SpotSigs
from spotsigs.results.views import template_peers
from spotsigs.soft404 import soft_404_reason
from spotsigs.templates import TEMPLATE_MIN_PAGES

HINT = "give the -a/-l/-d/-c/--numbers/--template-share that 'cluster' ran with"
TEMPLATE = ("Sign up for the newsletter of the Valley Times: there is a new edition every "
            "morning, said the editor, and it is free for readers who was here before")


def story(rng: random.Random) -> str:
    """A seeded story of 120 words, a third of them the default antecedents."""
    words = [rng.choice(("the", "a", "is", "was", "said", "there")) if rng.random() < 0.3
             else f"w{rng.randrange(5000)}" for _ in range(120)]
    return " ".join(words)


def template_site(path: Path, stories: int = 6) -> list[str]:
    """A JSON-lines corpus of one host: each story on two pages under the site's template
    paragraph (every page holds it: the host's template), plus a page of another host and a
    page with no URL (no near-duplicate: not shown). Returns the texts."""
    rng = random.Random(23)
    lines = []
    for k in range(stories):
        text = story(rng)
        for copy in range(2):
            lines.append({"id": f"s{k}-{copy}", "url": f"https://valley.example/{k}/{copy}",
                          "text": f"{TEMPLATE}\n{text}\nPage {copy}"})
    lines.append({"id": "other", "url": "https://other.example/a", "text": story(rng)})
    lines.append({"id": "nourl", "url": "", "text": story(rng)})
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), encoding="utf-8")
    return [line["text"] for line in lines]


def cluster_then_report(tmp_path: Path, cluster_options=(), report_options=()) -> Path:
    corpus = tmp_path / "site.jsonl"
    template_site(corpus)
    clusters = tmp_path / "c.jsonl"
    assert main(["cluster", str(corpus), "-o", str(clusters), "-q", *cluster_options]) == 0
    assert main(["report", str(clusters), "-i", str(corpus), "-o", str(tmp_path / "r.html"),
                 *report_options]) == 0
    return clusters


def test_a_default_cluster_then_report_says_nothing_of_the_counts_the_templates_explain(
        tmp_path, capsys):
    clusters = cluster_then_report(tmp_path)
    err = capsys.readouterr().err
    records = [json.loads(line) for line in clusters.read_text().splitlines()]
    texts = template_site(tmp_path / "again.jsonl")
    alone = SpotSigs().from_texts(texts).sizes.tolist()
    # The template was left out of the host's pages, so their counts are below what one page
    # alone gives (what the report recomputes), and the other two pages keep theirs.
    assert [r["signatures"] < n for r, n in zip(records, alone)] == [True] * 12 + [False] * 2
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    assert len(re.findall(r"cluster \d+: 2 pages", page)) == 6  # the host's pages shown
    assert "signature counts differ" not in err and err == ""


def test_other_parameters_are_still_told_on_the_templated_host(tmp_path, capsys):
    """With -d 3 every page has fewer signatures than the defaults give: as a page that lost
    its template does. Only the templates found again tell the two apart."""
    clusters = cluster_then_report(tmp_path, ["-d", "3"])
    err = capsys.readouterr().err
    records = [json.loads(line) for line in clusters.read_text().splitlines()]
    texts = template_site(tmp_path / "again.jsonl")
    alone = SpotSigs().from_texts(texts).sizes.tolist()
    assert all(r["signatures"] < n for r, n in zip(records[:12], alone))
    assert "recomputed signature counts differ from the clusters file for 12 (first: s0-0)" \
        in err and HINT in err
    capsys.readouterr()
    assert main(["report", str(clusters), "-i", str(tmp_path / "site.jsonl"), "-o",
                 str(tmp_path / "r.html"), "-d", "3"]) == 0
    assert capsys.readouterr().err == ""  # the same parameters: quiet again


def test_a_template_share_other_than_clusters_is_told(tmp_path, capsys):
    cluster_then_report(tmp_path, ["--template-share", "0"])
    assert HINT in capsys.readouterr().err  # the report left the template out, cluster not
    cluster_then_report(tmp_path, ["--template-share", "0"], ["--template-share", "0"])
    assert capsys.readouterr().err == ""


def record(doc_id: str, url: str, status: str = "ok", reason: str | None = None) -> dict:
    return {"id": doc_id, "url": url, "status": status, "reason": reason}


def test_the_templates_are_found_again_over_the_pages_cluster_counted_of_the_hosts_shown():
    few = TEMPLATE_MIN_PAGES - 1
    big = [record(f"b{k}", f"https://big.example/{k}") for k in range(few)]
    # A soft 404 was ok when the templates were found (the rule runs after): it counts, and
    # makes the host's last page needed; other synthetic, skipped and error pages do not.
    big.append(record("soft", "https://big.example/x", "synthetic",
                      soft_404_reason("https://big.example/x", 5)))
    big += [record("syn", "https://big.example/y", "synthetic", "too few words"),
            record("skip", "https://big.example/z", "skipped", "redirect"),
            record("err", "https://big.example/e", "error", "truncated")]
    # An id for a URL (WARC, JSONL ids), renamed when repeated: its host all the same.
    ids = [record(f"https://ids.example/{k}#2", "") for k in range(10)]
    small = [record(f"s{k}", f"https://small.example/{k}") for k in range(few)]
    unseen = [record(f"u{k}", f"https://unseen.example/{k}") for k in range(10)]
    nourl = [record(f"n{k}", "") for k in range(10)]
    records = big + ids + small + unseen + nourl
    shown = {"b0", "https://ids.example/3#2", "s0", "n0"}
    assert template_peers(records, shown) == {*(f"b{k}" for k in range(few)), "soft",
                                              *(f"https://ids.example/{k}#2"
                                                for k in range(10))}
    assert template_peers(records, {"u0"}) == {f"u{k}" for k in range(10)}
    assert template_peers(records, {"s0", "n0", "syn"}) == set()
