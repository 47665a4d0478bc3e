"""How many real 404, error and challenge pages beyond the shared set the page model flags.

The error and challenge phrasing of the page model (``spotsigs.phrases``) was tuned on the 50
pages of ``<data>/404``; the issue asks for at least 95% of real 404 and challenge pages
flagged on pages gathered elsewhere, reported apart from the shared set. This script reads
the pages ``experiments/unseen404_sources.py`` gathered (``<sources>/manifest.jsonl``) and,
for comparison, the 50 shared pages, and runs the default page model on each page **alone**,
as a crawl would meet it with its HTTP status unknown: one ``spotsigs.engine.cluster`` run
per page, a ``Document`` served with status 200, the default method and rules (so the
``http`` rule and the run-wide ``soft404`` rule cannot fire; ``phrases``, ``words`` and
``pagetype`` decide). A page is flagged when its status is ``synthetic``; its reason names
the rule.

Writes ``experiments/results/unseen404.md``: the share flagged overall, per kind, per source
and per language, the share over distinct templates (pages whose masked visible text is
near another's counted once) and over pages unlike any shared page, then every page with
the reason the page model gave, or "not flagged", so that misses can be audited.

Sets gathered after the first (``unseen404_sources.py --set second|...``) are measured the
same way, each into its own file; ``TUNED_ON`` names the sets the rules were changed for after
their first measurement, whose figures are then tuning figures:

    python experiments/unseen404.py out/404-unseen
    python experiments/unseen404.py out/404-unseen-2 -o experiments/results/unseen404-second.md

``--all`` measures every set of ``unseen404_sources.SETS`` found under the folder given (the
N-th set's pages in ``404-unseen-N``, the first's in ``404-unseen``) into its result file
(``unseen404-<set>.md``, the first's ``unseen404.md``), as after each change of the rules:

    python experiments/unseen404.py --all out
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from provenance import defaults_line, header
from synthetic import DEFAULT_DATA, split_404
from unseen404_sources import SETS

from spotsigs.content import read_page
from spotsigs.engine import cluster
from spotsigs.pagemodel import DEFAULT_RULES, SYNTHETIC, synthetic_rule
from spotsigs.readers import Document

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "experiments" / "results"
TARGET = 0.95
SAME_COLLECTION = "nina-mir/4oh4"
"""The repository the shared 50 were drawn from: its other pages are unseen, but of the
same collection run."""
UNLIKE_SHARED = 0.5
"""Pages whose masked visible text is less similar than this to every shared page."""
TUNED_ON = {
    "404-unseen": "the phrase lists and their matching were changed for 10 of this set's 13 "
                  "misses on 2026-11-27 (commit \"phrases: spaceless clauses inside runs of "
                  "letters, HTTP statuses\"), so this set is no longer unseen: its figure is "
                  "a tuning figure.",
    "404-unseen-2": "gathered on 2026-11-27 after the first set's tuning and measured once "
                    "before any of its pages was looked at: **89.2%** (199 of 223; 87.9% "
                    "with the rules of 3c80780, before that tuning; both one-off runs of "
                    "this script whose files were overwritten since). Its 24 misses were then read, and the "
                    "same commit added the error statuses of the HTTP registry and other "
                    "general wording for them, so this figure is a tuning figure too.",
    "404-unseen-3": "gathered on 2026-11-27 after the tuning on the first two sets and "
                    "measured once before any of its pages was looked at: **91.3%** (262 of "
                    "287; 90.6% with the rules of 3c80780; both one-off runs of this script "
                    "whose files were overwritten since). Its 25 misses were then "
                    "read, and commit \"phrases: wording of the third set's error pages in "
                    "six languages\" added general wording for 13 of them, so this figure is "
                    "a tuning figure too.",
    **{name: f"measured once before any of its pages was looked at: **{first}** (the figure "
             "of its result file's first commit, or of docs/page-model.md). Its misses were "
             f"read since{how}, so this figure is a tuning figure."
       for name, first, how in (
           ("404-unseen-4", "95.9%", " (commit \"phrases: 21 languages without a stopword "
            "list, common variants\" named wording of five of them)"),
           ("404-unseen-5", "94.1%", ""),
           ("404-unseen-7", "88.0%", ""),
           ("404-unseen-8", "80.6%", ""),
           ("404-unseen-9", "83.6%", " (commit \"phrases: 21 languages without a stopword "
            "list, common variants\" named a Kazakh and a Japanese one)"),
           ("404-unseen-10", "88.5%", " (commit \"phrases: 21 languages without a stopword "
            "list, common variants\" named wording of four of them)"),
           ("404-unseen-11", "79.4%", ""),
           ("404-unseen-12", "81.4%", " (commit \"phrases: blocks, OpenShift's router page, "
            "Tomcat's Chinese statuses\" named wording of nine of its eleven)"),
           ("404-unseen-14", "96.0%", " (commit \"phrases: 'this page was not found', "
            "Amazon Japan's apology\" named wording of both)"),
           ("404-unseen-15", "92.6%", " (commit \"phrases: captcha walls, short links, "
            "Japanese full-width title bars\" named wording of three of its four)"),
           ("404-unseen-16", "88.9%", " (commit \"phrases: 'is no longer' after 'trying to "
            "reach', hosts' limits, Japanese profiles\" named wording of all three)"),
           ("404-unseen-18", "94.1%", " (commit \"phrases: 'the site you were looking for', "
            "'Invalid URL'\" named its one miss)"),
           ("404-unseen-19", "96.4%", " (commit \"phrases: a long page's first heading may "
            "say not found; what the reader asked for\" named all four)"),
           ("404-unseen-20", "55.8%", " (commit \"phrases: block pages of ISPs, states and "
            "filters in 13 languages\" named the wording of most of them)"),
           ("404-unseen-21", "82.1%", " (commit \"phrases: 'the page cannot be displayed', "
            "Russian hosts' 'ошибка 500' and 'сайт не существует'\" named three of its five)"),
           ("404-unseen-23", "98.9%", " (commit \"phrases: a server error's code alone, "
            "'Error code 500', '500: ...'\" named one of its two; the other is a portfolio "
            "committed as 500.html, no error page)"),
           ("404-unseen-24", "74.4%", " (commit \"phrases: sites' own maintenance and 503 "
            "notices in eight languages\" named 13 of its 30; 16 others are no error pages: "
            "pages about maintenance services committed as maintenance.html)"),
           ("404-unseen-25", "88.3%", " (commit \"phrases: 401 and 403 alone, 'error code "
            "403', zh 无权访问该页面\" named five of its twelve; four others are no error "
            "pages)"),
           ("404-unseen-26", "95.7%", " (commit \"phrases: a status in parentheses after a "
            "phrase, every script's digits\" named three of its five)"),
           ("404-unseen-27", "95.5%", " (commit \"phrases: 50x, Chinese error notices, "
            "'an error occurred, please contact'\" named four of its five)"),
           ("404-unseen-28", "90.8%", " (commit \"phrases: a short page's first short "
            "lines as headings, planned maintenance, pt statuses\" named seven of its nine)"),
           ("404-unseen-30", "96.9%", " (commit \"phrases: web apps' offline pages, Rails' "
            "Portuguese 500 page\" named all three)"),
           ("404-unseen-34", "93.1%", " (commit \"phrases: first-person upgrade and trouble "
            "notices, Arabic updates\" named three of its four; the fourth is a Rails "
            "maintenance firm's marketing page committed as maintenance.html, no error page)"),
           ("404-unseen-35", "92.0%", " (commit \"phrases: proxies' and filters' stock pages "
            "in ten languages\" named all sixteen)"),
           ("404-unseen-38", "63.6%", " (commit \"phrases: bot checks in progress in 26 "
            "languages, Tomcat's statuses\" named all 32)"),
           ("404-unseen-39", "92.3%", " (commit \"phrases: a refusal after an interjection "
            "or under 'Error:'\" named its one miss)"),
           ("404-unseen-43", "87.5%", " (commit \"phrases: a firewall's refusal of the "
            "request in zh, ja and ko\" named both)"),
           ("404-unseen-45", "91.7%", " (commit \"phrases: a browser check as an English "
            "challenge's title\" named both)"))},
    "404-unseen-41": "gathered on 2026-11-28 and measured once before any of its pages was "
                     "looked at: **100%** (578 of 578), of which the phrase rule named 36 and "
                     "the words rule the rest (each page one sentence). Its pages were then "
                     "read, and commit \"phrases: the page the reader looked for, in its "
                     "tenses; permission to view it\" named the 404, 410 and 403 wording of 22 "
                     "languages in general forms, and commit \"phrases: 'too many requests' in "
                     "23 languages\" its 429 title, and commit \"phrases: a page not served "
                     "for a temporary server failure\" its 503 sentence in 16 languages, so "
                     "its per-rule figures are tuning figures.",
}
"""Sets of gathered pages the rules were tuned on (by folder name), and how."""


@dataclass(frozen=True)
class Judged:
    """One page and what the page model said of it."""

    key: str
    source: str
    kind: str
    site: str
    language: str
    template: str
    similarity: float
    title: str
    words: int
    page_words: int
    status: str
    reason: str | None

    @property
    def flagged(self) -> bool:
        return self.status == SYNTHETIC

    @property
    def rule(self) -> str:
        return (synthetic_rule(self.reason) or "other") if self.flagged else "–"


def judge(key: str, url: str, raw: bytes, source: str) -> tuple[str, str | None]:
    """The page model's status and reason for one page alone, served with status 200."""
    result = cluster([Document(key, url, raw, source=source, http_status=200)])
    return result.status[0], result.reasons[0]


def judged(record: dict, raw: bytes) -> Judged:
    status, reason = judge(record["key"], record.get("url", ""), raw, record["repo"])
    page = read_page(raw)
    return Judged(record["key"], record["repo"], record["kind"], record["site"],
                  record.get("language") or "", record.get("template", record["key"]),
                  record.get("shared_similarity", 1.0), page.title[:70], page.main_words,
                  page.page_words, status, reason)


def set_folder(number: int) -> str:
    """The folder of the ``number``-th set under ``out`` (the first's ``404-unseen``)."""
    return "404-unseen" if number == 1 else f"404-unseen-{number}"


def result_file(number: int, results: Path = RESULTS) -> Path:
    """The result file of the ``number``-th set (the first's ``unseen404.md``)."""
    name = list(SETS)[number - 1]
    return results / ("unseen404.md" if number == 1 else f"unseen404-{name}.md")


_MISS_ROW = re.compile(r"^\| ([^ |]+) \|")


def missed_keys(text: str) -> set[str]:
    """The keys of the pages a result file's text lists as not flagged."""
    table = text.partition("## Unseen pages not flagged")[2].partition("\n## ")[0]
    return {m.group(1) for line in table.splitlines() if (m := _MISS_ROW.match(line))
            and m.group(1) != "page"}


def first_run_misses(number: int) -> set[str]:
    """The keys the ``number``-th set's first run left unflagged, from its result file's
    first commit (each set is committed and measured once before any page of it is read)."""
    path = result_file(number).relative_to(ROOT).as_posix()

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(ROOT), *args], capture_output=True, text=True,
                              check=False).stdout
    first = git("log", "--diff-filter=A", "--format=%h", "--", path).split()
    return missed_keys(git("show", f"{first[-1]}:{path}")) if first else set()


def manifest(sources: Path) -> list[dict]:
    """The record of every page ``unseen404_sources.py`` gathered into ``sources``."""
    return [json.loads(line)
            for line in (sources / "manifest.jsonl").read_text("utf-8").splitlines()]


def gathered_pages(sources: Path) -> list[tuple[dict, bytes]]:
    """Every page ``unseen404_sources.py`` gathered into ``sources``: its manifest record and
    its bytes."""
    return [(r, gzip.decompress((sources / r["file"]).read_bytes())) for r in manifest(sources)]


def unseen_pages(sources: Path) -> list[Judged]:
    """Every gathered page, judged."""
    return [judged(record, raw) for record, raw in gathered_pages(sources)]


def shared_pages(data: Path) -> list[Judged]:
    """The 50 shared pages, judged, their source naming their half (synthetic.split_404)."""
    out = []
    for half, pages in zip(("tuning half", "check half"), split_404(data / "404")):
        for path in pages:
            name = path.name.removesuffix(".html.gz")
            record = {"key": name, "repo": f"shared 404 ({half})", "kind": "shared",
                      "site": name}
            out.append(judged(record, gzip.decompress(path.read_bytes())))
    return out


def _share(pages: list[Judged]) -> str:
    n = len(pages)
    k = sum(p.flagged for p in pages)
    return f"{k} of {n} = **{100 * k / n:.1f}%**" if n else "–"


def table(title: str, groups: Iterable[tuple[str, list[Judged]]]) -> list[str]:
    lines = [f"| {title} | pages | flagged synthetic | not flagged |", "|---|---|---|---|"]
    for name, pages in groups:
        lines.append(f"| {name} | {len(pages)} | {_share(pages)} | "
                     f"{sum(not p.flagged for p in pages)} |")
    return lines


def by(pages: list[Judged], key: Callable[[Judged], str]) -> list[tuple[str, list[Judged]]]:
    groups: dict[str, list[Judged]] = collections.defaultdict(list)
    for page in pages:
        groups[key(page)].append(page)
    return sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))


def one_per_template(pages: list[Judged]) -> list[Judged]:
    """The first page of each template (near copies of one page on several sites)."""
    seen, out = set(), []
    for page in pages:
        if page.template not in seen:
            seen.add(page.template)
            out.append(page)
    return out


def listing(pages: list[Judged], with_similarity: bool = True) -> list[str]:
    lines = ["| page | kind | site | lang | words (main / page) | title | rule | reason |",
             "|---|---|---|---|---|---|---|---|"]
    for p in pages:
        title = p.title.replace("|", "/") or "–"
        reason = (p.reason or "").replace("|", "/") if p.flagged else "**not flagged**"
        lines.append(f"| {p.key} | {p.kind} | {p.site} | {p.language or '–'} | {p.words} / "
                     f"{p.page_words} | {title} | {p.rule} | {reason} |")
    return lines


def verdict(flagged: float, pages: int, misses: int, tuned: str | None) -> list[str]:
    """The headline: the share flagged, and whether it meets the target, which only a set
    the rules were not tuned on can say."""
    share = f"**{100 * flagged:.1f}%** of the {pages} gathered pages are flagged synthetic"
    if tuned is not None:
        return [f"{share} ({misses} misses, listed below). **Tuned on:** {tuned}"]
    return [f"{share}: the issue's target of {TARGET:.0%} is "
            f"**{'met' if flagged >= TARGET else 'not met'}** ({misses} misses, listed below)."]


def report(unseen: list[Judged], shared: list[Judged], sources: Path, seconds: float) -> str:
    """The Markdown report."""
    independent = [p for p in unseen if p.source != SAME_COLLECTION]
    sibling = [p for p in unseen if p.source == SAME_COLLECTION]
    unlike = [p for p in unseen if p.similarity < UNLIKE_SHARED]
    templates = one_per_template(unseen)
    flagged = sum(p.flagged for p in unseen) / max(1, len(unseen))
    misses = [p for p in unseen if not p.flagged]
    lines = [
        "# Real 404, error and challenge pages beyond the shared set", "",
        header(seconds), "", defaults_line(["spotsigs"]), "",
        f"Pages gathered by `experiments/unseen404_sources.py` into `{sources.name}` (its "
        "README.md: repositories, commits, licences, what was left out) from public "
        "repositories that ship pages real sites served (per source below). Near copies of a "
        "shared page (masked visible text, Jaccard >= 0.8: e.g. Cloudflare's and Akamai's "
        "pages for other sites) were left out when gathering. Each page is judged **alone**, "
        f"as served with status 200 (HTTP status unknown), default rules "
        f"({', '.join(DEFAULT_RULES)}; `http` and the run-wide `soft404` cannot fire on one "
        "page served with 200).", "",
        *verdict(flagged, len(unseen), len(misses), TUNED_ON.get(sources.name)), "",
        *table("set", [
            ("unseen: all", unseen),
            ("unseen: independent sources (not the shared set's collection)", independent),
            ("unseen: the shared set's collection, other companies", sibling),
            (f"unseen: unlike every shared page (similarity < {UNLIKE_SHARED})", unlike),
            ("unseen: one page per template", templates),
            ("shared 50: all", shared),
            *by(shared, lambda p: p.source)]), "",
        "## Per kind (unseen)", "", *table("kind", by(unseen, lambda p: p.kind)), "",
        "## Per source (unseen)", "", *table("repository", by(unseen, lambda p: p.source)), "",
        "## Per language (unseen)", "",
        *table("language", by(unseen, lambda p: p.language or "not evident")), "",
        "## The rule that flagged them", "",
        *table("rule", by(unseen, lambda p: p.rule)), "",
        "Shared 50: " + ", ".join(f"{rule} {len(ps)}" for rule, ps in
                                 by(shared, lambda p: p.rule)) + ".", "",
        f"## Unseen pages not flagged ({len(misses)})", "", *listing(misses), "",
        f"## Every unseen page ({len(unseen)})", "", *listing(unseen), "",
        "## The shared 50", "", *listing(shared), ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sources", type=Path, help="the folder unseen404_sources.py wrote "
                        "(with --all: the folder holding those)")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("-o", "--output", type=Path, default=RESULTS / "unseen404.md")
    parser.add_argument("--all", action="store_true",
                        help="measure every set found under SOURCES into its result file")
    parser.add_argument("--results", type=Path, default=RESULTS,
                        help="where --all writes (default: experiments/results)")
    args = parser.parse_args(argv)
    if not args.all:
        measure(args.sources, args.data, args.output)
        return 0
    for number in range(1, len(SETS) + 1):
        folder = args.sources / set_folder(number)
        if folder.is_dir():
            measure(folder, args.data, result_file(number, args.results))
    return 0


def measure(sources: Path, data: Path, output: Path) -> None:
    """Judge one gathered set and the shared 50, and write the set's result file."""
    started = time.perf_counter()
    unseen = unseen_pages(sources)
    shared = shared_pages(data)
    text = report(unseen, shared, sources, time.perf_counter() - started)
    output.write_text(text, encoding="utf-8")
    sys.stdout.write(text.split("\n## Per kind")[0] + "\n")


if __name__ == "__main__":
    sys.exit(main())
