"""Build a multilingual corpus: real articles moved into real pages of other sites, same language.

Reads the pages gathered by ``multilingual_sources.py`` (``--sources``: ``manifest.jsonl``,
each page's article element, title, paragraphs and language). All choices come from one
``numpy`` generator seeded by ``--seed``; languages and pages are visited in sorted order, so
the same seed gives the same bytes.

1. Stories: per language, the pages whose article element was located (``usable``) and
   has at least ``MIN_STORY_UNITS`` units
   (words; for Chinese and Japanese, characters / ``CJK_CHARS_PER_WORD``); up to
   ``--stories`` of them are picked.
2. Hosts: located pages of the same language and of ANOTHER site than the story's, their
   article element as the gatherer located it. Recipe ``transplant``: every page of the language may
   host. Recipe ``syndication``: a pool of about half the language's pages (at least
   ``MIN_POOL_SITES`` sites), so each template carries more stories (not in languages with
   fewer than ``--dense-below`` stories, step 3, which need every host they have).
3. Copies: each story goes into ``--copies`` (a range) hosts. A language with fewer than
   ``--dense-below`` stories puts every story into every other-site host it has (at most
   ``--copies``' MAX + 2), so that scarce languages still give pairs. In a copy the host's
   article element loses its content and gets the story's paragraphs, ``<title>`` and the
   first ``<h1>`` the story's title (``syndication.transplant``). Light edits, drawn per copy
   and written without words of any one language (``edited``): recipe ``transplant``:
   truncate (keep 70-90% of the paragraphs, at least 3), drop 2% of the words (characters in
   Chinese and Japanese), prepend a time stamp, insert another story's title as a related
   link; recipe ``syndication``: drop one paragraph, add a credit line naming the story's
   site, prepend a byline with a news agency of the language.
4. Originals: each story's own page (its cluster), every host page unchanged (same template,
   other story: the hard negatives) and up to ``--singletons`` more pages per language as
   singletons. Pages whose articles are the same (word, or for Chinese and Japanese
   character, 5-gram Jaccard >= 0.5, ``syndication.same_article_groups``) share a cluster:
   the same article fetched twice under two URLs is a real, unplanned duplicate, and every
   such group is included whole.
5. Error pages: the ``<data>/404`` pages (real not-found, challenge and redirect pages of
   large sites), each a cluster of its own with kind ``404`` and the language it declares.

Output as the other builders': ``<out>/pages/{copies,originals,404}/*.html`` and
``<out>/gold.jsonl`` with one ``{"id", "cluster", "kind", "source", "lang", "english"[,
"host", "edits", "unplanned"]}`` record per page, sorted by id (``lang``: the story's
language; ``english``: lang is ``en``, for ``corpora.load_corpus``).

    python experiments/multilingual_sources.py out/ml-sources
    python experiments/multilingual.py out/ml-transplant --sources out/ml-sources \
        --recipe transplant --seed 1
    python experiments/multilingual.py out/ml-syndication --sources out/ml-sources \
        --recipe syndication --seed 2 --copies 3 5
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from syndication import DEFAULT_DATA, Source, parse, same_article_groups, slug, transplant

MIN_STORY_UNITS = 120
CJK_CHARS_PER_WORD = 1.7
CJK = ("zh", "ja")
MIN_POOL_SITES = 4
RECIPES = ("transplant", "syndication")
STAMPS = ("{year}-{month:02d}-{day:02d} {hour:02d}:{minute:02d}",
          "{day:02d}.{month:02d}.{year} {hour:02d}:{minute:02d}",
          "{hour:02d}:{minute:02d} | {day:02d}/{month:02d}/{year}")
RELATED = ("→ {title}", "» {title}", "▶ {title}")
CREDITS = ("© {site}", "({site})", "— {site} —", "{site} ©{year}")
AGENCIES = {
    "ar": ("QNA", "WAM", "MENA"), "de": ("dpa", "AFP", "KNA"), "en": ("AP", "Reuters", "AFP"),
    "es": ("EFE", "Europa Press", "AFP"), "fa": ("IRNA", "ISNA", "Mehr"),
    "fr": ("AFP", "Belga", "ATS"), "id": ("ANTARA", "AFP"), "it": ("ANSA", "Adnkronos"),
    "ja": ("共同", "時事"), "ko": ("연합뉴스", "뉴시스"), "pl": ("PAP", "IAR"),
    "pt": ("Lusa", "Agência Brasil"), "ru": ("ТАСС", "РИА Новости", "Интерфакс"),
    "tr": ("AA", "DHA", "İHA"), "uk": ("Укрінформ", "УНІАН"), "zh": ("新华社", "中新社"),
}
_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]")
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class Article:
    """A gathered page: its file, site, language, article element and story."""

    key: str
    page: Path
    site: str
    lang: str
    container: str
    title: str
    paragraphs: tuple[str, ...]
    usable: bool
    """Whether the article element was located (only such pages are stories or hosts)."""

    def html(self) -> bytes:
        with gzip.open(self.page) as handle:
            return handle.read()


def read_articles(sources: Path) -> list[Article]:
    """The gathered pages of ``multilingual_sources.py``, sorted by key."""
    articles = []
    for line in (sources / "manifest.jsonl").read_text("utf-8").splitlines():
        record = json.loads(line)
        articles.append(Article(record["key"], sources / record["file"], record["site"],
                                record["lang"], record["container"], record["title"],
                                tuple(record["paragraphs"]), record["usable"]))
    return sorted(articles, key=lambda a: a.key)


def units(paragraphs: tuple[str, ...] | list[str], lang: str) -> float:
    """Length of a text in words (in Chinese and Japanese, characters per word)."""
    text = " ".join(paragraphs)
    if lang in CJK:
        return len(_CJK_CHAR.findall(text)) / CJK_CHARS_PER_WORD + \
            len(_WORD.findall(_CJK_CHAR.sub(" ", text)))
    return len(_WORD.findall(text))


def comparable(article: Article) -> Source:
    """The article as a ``syndication.Source`` whose words are characters in Chinese and
    Japanese, so that ``same_article_groups``' word 5-grams are character 5-grams there."""
    paragraphs = article.paragraphs
    if article.lang in CJK:
        paragraphs = tuple(" ".join(_CJK_CHAR.findall(p)) or p for p in paragraphs)
    return Source(article.key, article.page, paragraphs, article.title, article.site)


def drop_units(paragraph: str, lang: str, rng: np.random.Generator, share: float) -> str:
    """A paragraph without about ``share`` of its words (characters in Chinese, Japanese)."""
    pieces = list(paragraph) if lang in CJK else paragraph.split(" ")
    keep = rng.random(len(pieces)) >= share
    kept = [p for p, k in zip(pieces, keep) if k]
    return ("" if lang in CJK else " ").join(kept) or paragraph


def stamp(rng: np.random.Generator) -> str:
    """A time stamp line in one of a few numeric formats."""
    return STAMPS[int(rng.integers(len(STAMPS)))].format(
        year=int(rng.integers(2019, 2025)), month=int(rng.integers(1, 13)),
        day=int(rng.integers(1, 29)), hour=int(rng.integers(0, 24)),
        minute=int(rng.integers(0, 60)))


def edited(story: Article, recipe: str, rng: np.random.Generator, other_title: str
           ) -> tuple[list[str], list[str]]:
    """The story's paragraphs with the recipe's light random edits, and the edits' names."""
    paragraphs, edits = list(story.paragraphs), []
    if recipe == "transplant":
        if len(paragraphs) >= 5 and rng.random() < 0.35:
            keep = max(3, round(len(paragraphs) * rng.uniform(0.7, 0.9)))
            paragraphs = paragraphs[:keep]
            edits.append("truncate")
        if rng.random() < 0.4:
            paragraphs = [drop_units(p, story.lang, rng, 0.02) for p in paragraphs]
            edits.append("words")
        if rng.random() < 0.5:
            paragraphs.insert(0, stamp(rng))
            edits.append("stamp")
        if other_title and rng.random() < 0.4:
            line = RELATED[int(rng.integers(len(RELATED)))].format(title=other_title)
            paragraphs.insert(int(rng.integers(1, len(paragraphs) + 1)), line)
            edits.append("related")
        return paragraphs, edits
    if len(paragraphs) >= 4 and rng.random() < 0.5:
        del paragraphs[int(rng.integers(1, len(paragraphs)))]
        edits.append("drop")
    if rng.random() < 0.4:
        credit = CREDITS[int(rng.integers(len(CREDITS)))].format(
            site=story.site.split(":")[0], year=int(rng.integers(2019, 2025)))
        paragraphs.insert(int(rng.integers(1, len(paragraphs) + 1)), credit)
        edits.append("credit")
    if rng.random() < 0.5:
        agencies = AGENCIES.get(story.lang, ("AFP", "Reuters"))
        agency = agencies[int(rng.integers(len(agencies)))]
        paragraphs.insert(0, f"{agency} · {stamp(rng)}")
        edits.append("byline")
    return paragraphs, edits


def host_pool(articles: list[Article], recipe: str, rng: np.random.Generator) -> list[Article]:
    """The pages of one language that may host copies (module docstring, step 2)."""
    if recipe == "transplant":
        return articles
    sites = sorted({a.site for a in articles})
    if len(sites) <= MIN_POOL_SITES:
        return articles
    count = max(MIN_POOL_SITES, len(sites) // 2)
    chosen = {sites[k] for k in rng.choice(len(sites), count, replace=False)}
    return [a for a in articles if a.site in chosen]


def build(sources: Path, out: Path, data: Path = DEFAULT_DATA, recipe: str = "transplant",
          seed: int = 1, stories: int = 12, copies: tuple[int, int] = (2, 4),
          dense_below: int = 8, singletons: int = 15, pages_404: int = 50) -> dict:
    """Write the corpus into ``out`` (replacing ``out/pages`` and ``out/gold.jsonl``)."""
    if recipe not in RECIPES:
        raise ValueError(f"unknown recipe {recipe!r}: one of {', '.join(RECIPES)}")
    rng = np.random.default_rng(seed)
    articles = read_articles(sources)
    group = same_article_groups([comparable(a) for a in articles])
    members = collections.Counter(group.values())
    by_lang: dict[str, list[Article]] = collections.defaultdict(list)
    for article in articles:
        by_lang[article.lang].append(article)
    pages = out / "pages"
    if pages.exists():
        shutil.rmtree(pages)
    for folder in ("copies", "originals", "404"):
        (pages / folder).mkdir(parents=True)
    gold: list[dict] = []
    trees: dict[str, object] = {}

    def write(relative: str, content: bytes, record: dict) -> None:
        (pages / relative).write_bytes(content)
        gold.append({"id": relative, **record, "english": record.get("lang") == "en"})

    story_groups: set[str] = set()
    included: set[str] = set()
    for lang in sorted(by_lang):
        pool_all = by_lang[lang]
        located = [a for a in pool_all if a.usable]
        eligible = [a for a in located if units(a.paragraphs, lang) >= MIN_STORY_UNITS]
        # One story per same-article group: a group's other members are its duplicates.
        firsts = {}
        for article in eligible:
            firsts.setdefault(group[article.key], article)
        eligible = sorted(firsts.values(), key=lambda a: a.key)
        picked = [eligible[k] for k in sorted(rng.choice(len(eligible),
                                                         min(stories, len(eligible)),
                                                         replace=False))]
        dense = len(eligible) < dense_below
        hosts = located if dense else host_pool(located, recipe, rng)
        titles = [a.title for a in picked if a.title]
        for story in picked:
            candidates = [h for h in hosts if h.site != story.site
                          and group[h.key] != group[story.key]]
            if not candidates:
                continue
            story_groups.add(group[story.key])
            high = copies[1] + 2 if dense else copies[1]
            count = len(candidates) if dense else int(rng.integers(copies[0], copies[1] + 1))
            count = min(count, high, len(candidates))
            others = [t for t in titles if t != story.title]
            for k in sorted(rng.choice(len(candidates), count, replace=False)):
                host = candidates[k]
                included.add(host.key)
                if host.key not in trees:
                    trees[host.key] = parse(host.html())
                other = others[int(rng.integers(len(others)))] if others else ""
                paragraphs, edits = edited(story, recipe, rng, other)
                content = transplant(trees[host.key], host.container, paragraphs, story.title)
                write(f"copies/{story.key}__on__{host.key}.html", content,
                      {"cluster": f"story:{group[story.key]}", "kind": "copy",
                       "source": story.key, "lang": lang, "host": host.key, "edits": edits})
            included.add(story.key)
        rest = [a for a in pool_all if a.key not in included]
        for k in sorted(rng.choice(len(rest), min(singletons, len(rest)), replace=False)):
            included.add(rest[k].key)
    # Same-article groups are included whole: their members are real, unplanned duplicates.
    included_groups = {group[k] for k in included}
    included |= {a.key for a in articles if members[group[a.key]] > 1
                 and group[a.key] in included_groups}
    for article in articles:
        if article.key in included:
            canonical = group[article.key]
            kind = "story" if canonical in story_groups else "page"
            record = {"cluster": f"{kind}:{canonical}", "kind": "original",
                      "source": article.key, "lang": article.lang}
            if members[canonical] > 1:
                record["unplanned"] = True
            write(f"originals/{article.key}.html", article.html(), record)
    error_pages = sorted((data / "404").glob("*.html.gz"))
    for k in sorted(rng.choice(len(error_pages), min(pages_404, len(error_pages)),
                               replace=False)):
        name = slug(error_pages[k].name.removesuffix(".html.gz"))
        with gzip.open(error_pages[k]) as handle:
            content = handle.read()
        found = re.search(rb"<html[^>]*?\blang\s*=\s*[\"']?([A-Za-z]{2})", content[:20_000])
        write(f"404/{name}.html", content,
              {"cluster": f"404:{name}", "kind": "404", "source": f"404/{error_pages[k].name}",
               "lang": found.group(1).decode().lower() if found else "und"})
    gold.sort(key=lambda r: r["id"])
    with open(out / "gold.jsonl", "w", encoding="utf-8") as handle:
        handle.writelines(json.dumps(record, ensure_ascii=False) + "\n" for record in gold)
    return summary(gold)


def summary(gold: list[dict]) -> dict:
    """Pages, stories and gold pairs per language of a corpus's gold records."""
    per_lang: dict[str, dict[str, int]] = {}
    clusters = collections.Counter((r["lang"], r["cluster"]) for r in gold)
    for record in gold:
        row = per_lang.setdefault(record["lang"], {"pages": 0, "copies": 0, "pairs": 0,
                                                   "unplanned": 0})
        row["pages"] += 1
        row["copies"] += record["kind"] == "copy"
        row["unplanned"] += bool(record.get("unplanned"))
    for (lang, _), size in clusters.items():
        per_lang[lang]["pairs"] += size * (size - 1) // 2
    kinds = collections.Counter(r["kind"] for r in gold)
    return {"pages": len(gold), **kinds, "languages": dict(sorted(per_lang.items()))}


def main(argv: list[str] | None = None) -> int:
    """Command line: build a multilingual corpus into a folder."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path, help="output folder (pages/ and gold.jsonl)")
    parser.add_argument("--sources", type=Path, required=True,
                        help="folder written by multilingual_sources.py")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA,
                        help="shared data folder holding 404/")
    parser.add_argument("--recipe", choices=RECIPES, default="transplant")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stories", type=int, default=12, help="stories per language, at most")
    parser.add_argument("--copies", type=int, nargs=2, default=(2, 4), metavar=("MIN", "MAX"))
    parser.add_argument("--dense-below", type=int, default=8,
                        help="languages with fewer stories copy each into every host")
    parser.add_argument("--singletons", type=int, default=15,
                        help="other pages per language added unchanged")
    parser.add_argument("--pages-404", type=int, default=50)
    args = parser.parse_args(argv)
    result = build(args.sources, args.out, args.data, recipe=args.recipe, seed=args.seed,
                   stories=args.stories, copies=tuple(args.copies),
                   dense_below=args.dense_below, singletons=args.singletons,
                   pages_404=args.pages_404)
    print(json.dumps(result), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
