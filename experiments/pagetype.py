"""The page model's ``pagetype`` rule on home, listing and error pages and on real articles
(issue 26: sites that answer a missing URL with their home or a directory page).

Pages, each read as ``spotsigs cluster`` reads it (``content.read_page``), its page-type facts
(``pagetype.page_type``, its link share of the whole page's words) read whatever its length
(``spotsigs`` reads them only where the rule could fire, main content under 200 words):

- **home and listing pages** and **articles** beyond the shared 404 set, labelled in
  ``data/pagetype/labels.csv`` (its README says how): the articles of
  ``synthetic.article_pages`` (trafilatura, scrapinghub, readability), the pages of public
  extraction tools' test sets that ``experiments/multilingual_sources.py`` gathered
  (``--sources``, its ``manifest.jsonl``; shared pages are not read twice) and
  GerapyAutoExtractor's list and detail samples (``--mirror``). A page the labels do not name
  is an article; ``other`` (a tweet, a profile) is left out; exact copies are read once;
- **the shared 404 and challenge pages** (``<data>/404``, the halves of
  ``experiments/synthetic.py``), reported apart: the phrases were tuned on them;
- **the pages of the corpora** given with ``--corpora`` (outside their ``404/`` folders):
  real stories, many moved into other sites' templates, which the rule must not flag.

Each label group is split in two halves by a hash of the page's name. The rule's limits are
chosen on the tuning half: among the settings that flag no tuning-half article the other
per-page rules (``http``, ``phrases``, ``words``) do not flag already, the one flagging most
tuning-half home and listing pages (ties: fewest articles, then the higher link share, the
lower word limits). Figures are given for both halves; the check half is held out.

    python experiments/pagetype.py --corpora out/syndication out/syndication-2 \\
        out/syndication-3 out/transplant out/reuters   # writes experiments/results/pagetype.md
"""

from __future__ import annotations

import argparse
import csv
import gzip
import hashlib
import json
import subprocess
import sys
import time
from dataclasses import dataclass
from itertools import product
from pathlib import Path

from provenance import defaults_line, header
from resiliparse.extract.html2text import extract_plain_text
from resiliparse.parse.html import HTMLTree
from synthetic import DEFAULT_DATA, article_pages, split_404

from spotsigs.content import count_words, read_page
from spotsigs.html import utf8_markup
from spotsigs.pagemodel import DEFAULT_RULES, FeatureWords, PageFacts, synthetic_reason
from spotsigs.pagetype import (
    HOME_MAX_WORDS,
    LISTING_MAX_WORDS,
    LISTING_MIN_LINK_SHARE,
    PageType,
    listing_reason,
    page_type,
)

ROOT = Path(__file__).resolve().parents[1]
LABELS = ROOT / "data" / "pagetype" / "labels.csv"
OTHER_RULES = ("http", "phrases", "words")
WORDS = FeatureWords("feature", "features", "")
HOME_LIMITS = (0, 100, 200, 300)        # 0: the root-URL signal off
LISTING_LIMITS = (0, 50, 75, 100, 150, 200)  # 0: the link-share signal off
SHARES = (0.5, 0.6, 0.7, 0.8, 0.9)
GERAPY = "Gerapy/GerapyAutoExtractor"
SIGNALS = {
    "declares an item (og:type or JSON-LD)": lambda p: bool(p.kind.declares_item()),
    "og:type website": lambda p: p.kind.og_type == "website",
    "canonical URL is the site's root": lambda p: bool(p.kind.root_url),
    "3 or more <article> elements": lambda p: p.kind.articles >= 3,
    "70% or more of its words in links": lambda p: p.kind.link_share >= 0.7,
    "under 75 words of text": lambda p: p.text_words < 75,
}
"""Each signal alone, on every page: how far it separates listings from articles."""


@dataclass(frozen=True)
class Page:
    """One page: where it is from, its label, and what the rules read of it."""

    name: str
    source: str
    label: str
    title: str
    main_words: int
    text_words: int
    kind: PageType
    others: str | None
    """The reason of the other per-page default rules (None: they keep the page)."""

    def half(self) -> int:
        return int(hashlib.sha1(self.name.encode()).hexdigest(), 16) % 2

    def flagged(self, setting: tuple[int, int, float]) -> str | None:
        """The pagetype rule's reason at a setting (home limit, listing limit, link share)."""
        home, listing, share = setting
        return listing_reason(self.kind, self.text_words, home, listing, share)


def measure(name: str, source: str, label: str, raw: bytes) -> Page:
    """What the rules read of one page."""
    page = read_page(raw)
    data, _ = utf8_markup(raw)
    tree = HTMLTree.parse_from_bytes(data, "utf-8", errors="replace")
    facts = PageFacts.of(0, page, {})
    others = synthetic_reason(facts, 0, WORDS, OTHER_RULES)
    whole = count_words(extract_plain_text(tree, alt_texts=False, list_bullets=False))
    return Page(name, source, label, page.title[:70], page.main_words, count_words(page.text),
                page_type(tree, whole, page.canonical, count_words), others)


def read_labels(path: Path) -> dict[tuple[str, str], str]:
    with path.open(encoding="utf-8") as handle:
        return {(row["source"], row["path"]): row["label"] for row in csv.DictReader(handle)}


def labelled_pages(data: Path, sources: Path, mirror: Path, labels: dict
                   ) -> tuple[list[Page], list[str]]:
    """Every page beyond the shared 404 set, with its label (article unless labelled), and
    the labels that named no page found (a page moved or not gathered)."""
    found: list[tuple[str, str, str, bytes]] = []  # name, source, label, bytes
    used = set()
    for source, path in article_pages(data):
        key = ("shared", str(path.relative_to(data)))
        used.add(key)
        found.append((key[1], source, labels.get(key, "article"), gzip.open(path).read()))
    manifest = sources / "manifest.jsonl"
    for line in manifest.read_text("utf-8").splitlines() if manifest.is_file() else []:
        record = json.loads(line)
        if record["repo"].startswith("shared/"):
            continue
        key = (record["repo"], record["path"])
        used.add(key)
        found.append((f"{key[0]}:{key[1]}", key[0].split("/")[1], labels.get(key, "article"),
                      gzip.open(sources / record["file"]).read()))
    gerapy = mirror / GERAPY.replace("/", "+") / "repo"
    for (repo, path), label in sorted(labels.items()):
        if repo == GERAPY and gerapy.is_dir():
            raw = subprocess.run(["git", "-C", str(gerapy), "show", f"HEAD:{path}"],
                                 capture_output=True, check=True).stdout
            used.add((repo, path))
            found.append((f"{repo}:{path}", "GerapyAutoExtractor", label, raw))
    seen, pages = set(), []
    for name, source, label, raw in found:
        digest = hashlib.sha1(raw).digest()
        if label == "other" or digest in seen:
            continue
        seen.add(digest)
        pages.append(measure(name, source, label, raw))
    return pages, sorted(f"{repo}:{path}" for repo, path in set(labels) - used)


def corpus_pages(corpora: list[Path]) -> list[Page]:
    """The pages of the corpora outside their 404 folders: real stories, all to be kept."""
    pages = []
    for corpus in corpora:
        for path in sorted((corpus / "pages").rglob("*.htm*")):
            if "404" not in path.relative_to(corpus / "pages").parts:
                raw = gzip.open(path).read() if path.suffix == ".gz" else path.read_bytes()
                pages.append(measure(f"{corpus.name}/{path.relative_to(corpus / 'pages')}",
                                     corpus.name, "article", raw))
    return pages


def rates(pages: list[Page], setting) -> tuple[int, int, int, int]:
    """(pages, flagged by the other rules, by pagetype alone, by either)."""
    others = sum(p.others is not None for p in pages)
    alone = sum(p.flagged(setting) is not None for p in pages)
    either = sum(p.others is not None or p.flagged(setting) is not None for p in pages)
    return len(pages), others, alone, either


def choose(tuning: dict[str, list[Page]]) -> tuple[int, int, float]:
    """The setting chosen on the tuning halves (see the module docstring)."""
    def new_articles(setting):
        return sum(p.others is None and p.flagged(setting) is not None
                   for p in tuning["articles"])
    settings = [s for s in product(HOME_LIMITS, LISTING_LIMITS, SHARES)
                if s[0] or s[1]]
    safe = [s for s in settings if new_articles(s) == 0]
    return max(safe, key=lambda s: (rates(tuning["home and listing"], s)[3],
                                    -rates(tuning["articles"], s)[2], s[2], -s[1], -s[0]))


def _pct(k: int, n: int) -> str:
    return f"{k} = {100 * k / n:.1f}%" if n else "–"


def table(groups: dict[str, list[Page]], setting) -> list[str]:
    lines = ["| pages | n | other rules (http, phrases, words) | pagetype alone | "
             "either (the defaults) |", "|---|---|---|---|---|"]
    for name, pages in groups.items():
        n, others, alone, either = rates(pages, setting)
        lines.append(f"| {name} | {n} | {_pct(others, n)} | {_pct(alone, n)} | "
                     f"{_pct(either, n)} |")
    return lines


def listed(pages: list[Page], setting, missed: bool) -> list[str]:
    lines = ["| page | label | words of text (main) | link share | og:type | JSON-LD @type | "
             "reason |", "|---|---|---|---|---|---|---|"]
    for p in pages:
        reason = p.flagged(setting) or p.others
        if (reason is None) == missed:
            lines.append(f"| {p.name} | {p.label} | {p.text_words} ({p.main_words}) | "
                         f"{p.kind.link_share:.2f} | {p.kind.og_type or '–'} | "
                         f"{', '.join(p.kind.ld_types[:4]) or '–'} | "
                         f"{(reason or 'none').replace('|', '/')} |")
    return lines


def report(halves: dict[str, dict[str, list[Page]]], errors: dict[str, list[Page]],
           corpora: list[Page], setting, seconds: float, unused: list[str]) -> str:
    shipped = (HOME_MAX_WORDS, LISTING_MAX_WORDS, LISTING_MIN_LINK_SHARE)
    home, listing, share = setting
    tuning, check = halves["tuning"], halves["check"]
    lines = ["# The pagetype rule: home, listing and error pages against real articles", "",
             header(seconds), "", defaults_line(["spotsigs"]), "",
             f"Chosen on the tuning halves: **a page that declares no item, whose canonical URL "
             f"is its site's root, with fewer than {home} words of text; or with fewer than "
             f"{listing} words of text and at least {share:.0%} of its words in links** "
             f"({'the shipped defaults' if setting == shipped else f'shipped: {shipped}'}). "
             f"Default rules: {', '.join(DEFAULT_RULES)} (soft404 is a run's rule, not "
             "measured here). Labels that named no page found: "
             f"{', '.join(unused) if unused else 'none'}.", "",
             "## Held out: the check halves", "", *table(check, setting), "",
             "## The tuning halves", "", *table(tuning, setting), "",
             "## The shared 404 and challenge pages (the phrases were tuned on them)", "",
             *table(errors, setting), ""]
    if corpora:
        by_corpus: dict[str, list[Page]] = {}
        for p in corpora:
            by_corpus.setdefault(p.source, []).append(p)
        lines += ["## Pages of the corpora (outside their 404 folders)", "",
                  *table(by_corpus, setting), "",
                  "Corpus pages the pagetype rule flags (a copy moved into a template that "
                  "names its root, or a host page that is a home page):", "",
                  *(listed(flagged, setting, False) if (flagged := [
                      p for p in corpora if p.flagged(setting) and not p.others]) else
                    ["none."]), ""]
    lines += ["## Settings (tuning / check halves: home and listing pages flagged with the "
              "other rules; articles flagged by pagetype that the others keep)", "",
              "| root-URL limit | listing limit | link share | home, listing: tuning | "
              "check | new articles: tuning | check |", "|---|---|---|---|---|---|---|"]
    for s in product(HOME_LIMITS, LISTING_LIMITS, SHARES):
        if (s[0] or s[1]) and (s[2] in (0.6, 0.7, 0.8) or s == setting):
            cells = []
            for group in ("home and listing", "articles"):
                for half in (tuning, check):
                    pages = half[group]
                    k = sum((p.others is not None or p.flagged(s) is not None)
                            if group != "articles" else
                            (p.others is None and p.flagged(s) is not None) for p in pages)
                    cells.append(_pct(k, len(pages)))
            mark = "**" if s == setting else ""
            lines.append(f"| {mark}{s[0] or 'off'}{mark} | {s[1] or 'off'} | {s[2]:.1f} | "
                         + " | ".join(cells) + " |")
    lists = tuning["home and listing"] + check["home and listing"]
    articles = tuning["articles"] + check["articles"]
    lines += ["", "## Single signals, whatever the page's length (both halves)", "",
              "| signal | home and listing pages | articles |", "|---|---|---|"]
    for name, test in SIGNALS.items():
        lines.append(f"| {name} | {_pct(sum(map(test, lists)), len(lists))} | "
                     f"{_pct(sum(map(test, articles)), len(articles))} |")
    lines += ["", "## Home and listing pages no rule flags", "", *listed(lists, setting, True),
              "", "## Home and listing pages flagged", "", *listed(lists, setting, False),
              "", "## Articles flagged (by any per-page default rule)", "",
              *listed(articles, setting, False), "",
              "## Shared 404 pages the rules miss", "",
              *listed(errors["404 tuning half"] + errors["404 check half"], setting, True), ""]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--sources", type=Path, default=ROOT / "out" / "ml-sources")
    parser.add_argument("--mirror", type=Path, default=Path("/work/.mirror"))
    parser.add_argument("--labels", type=Path, default=LABELS)
    parser.add_argument("--corpora", type=Path, nargs="*", default=[])
    parser.add_argument("--out", type=Path,
                        default=ROOT / "experiments" / "results" / "pagetype.md")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    pages, unused = labelled_pages(args.data, args.sources, args.mirror,
                                   read_labels(args.labels))
    halves = {half: {"home and listing": [p for p in pages if p.label in ("home", "listing")
                                          and p.half() == k],
                     "articles": [p for p in pages if p.label == "article" and p.half() == k]}
              for k, half in enumerate(("tuning", "check"))}
    for k, half in enumerate(("tuning", "check")):
        for source in sorted({p.source for p in pages if p.label == "article"}):
            halves[half][f"articles: {source}"] = [p for p in halves[half]["articles"]
                                                   if p.source == source]
    tuning_404, check_404 = split_404(args.data / "404")
    errors = {"404 tuning half": [measure(p.name, "404", "error", gzip.open(p).read())
                                  for p in tuning_404],
              "404 check half": [measure(p.name, "404", "error", gzip.open(p).read())
                                 for p in check_404]}
    corpora = corpus_pages(args.corpora)
    setting = choose(halves["tuning"])
    text = report(halves, errors, corpora, setting, time.perf_counter() - start, unused)
    args.out.write_text(text, encoding="utf-8")
    sys.stdout.write(text.split("\n## The tuning")[0] + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
