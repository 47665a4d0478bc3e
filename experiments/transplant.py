"""Build a second transplant corpus: article texts moved into trafilatura pages' templates.

A corpus built differently from ``syndication.py`` (which hosts stories in the scrapinghub and
readability pages themselves), so that defaults chosen on both do not fit one template pool.
All choices come from one ``numpy`` generator seeded by ``--seed``:

1. Stories: the English articles (``syndication.english_share`` >= ``MIN_ENGLISH``, at least
   ``MIN_STORY_WORDS`` words) of the scrapinghub and readability pages, text as their
   human labels give it (``syndication.read_sources``); ``--stories`` of them are picked.
2. Hosts: the trafilatura test pages (``<data>/pages/trafilatura``, 923 pages of ~900 sites,
   mostly non-English European news, blogs and shops). A page's article element is located
   from its human labels (``evaldata.json``): the deepest element whose text holds at least
   ``HOST_SNIPPETS`` of the page's main-content snippets (``with``), preferring among those
   the ones holding fewest boilerplate snippets (``without``). Pages where no element holds
   them are not hosts. This is a different rule and a different template pool from
   ``syndication.py``'s.
3. Copies: each story goes into ``--copies`` (a range) hosts drawn from the pool (one host
   may carry several stories). The host's article element (its block parent when it is a
   paragraph or an inline element) loses its content and gets the story's paragraphs;
   ``<title>`` and first ``<h1>`` get the story's title. Light edits, drawn per copy,
   different from ``syndication.py``'s: ``truncate`` (keep the first 70-90%
   of the paragraphs, at least 3), ``words`` (drop 2% of the words of every paragraph),
   ``updated`` (prepend an "Updated ..." line), ``related`` (insert a "Read more: ..." line
   naming another story's title).
4. Originals: each story's own page (its cluster), every host page unchanged (same template,
   other article: the hard negatives, each a cluster of its own) and ``--originals`` more
   trafilatura pages as singletons. Source articles that are the same article (5-gram
   Jaccard >= 0.5, ``syndication.same_article_groups``) share a cluster.

No 404 pages: the synthetic-page rules are measured on their own (``synthetic_rules.py``).
Output as ``syndication.py``'s: ``<out>/pages/{copies,originals}/*.html`` and
``<out>/gold.jsonl`` with one ``{"id", "cluster", "kind", "source"[, "english", "host",
"edits"]}`` record per page, sorted by id. The same seed gives the same bytes.

    python experiments/transplant.py out/transplant --seed 1 --stories 100 --copies 2 4 \
        --originals 150
"""

from __future__ import annotations

import argparse
import gzip
import json
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from lxml import etree
from syndication import (
    BLOCK_PARENTS,
    DEFAULT_DATA,
    MIN_ENGLISH,
    MIN_STORY_WORDS,
    Source,
    english_share,
    normalize,
    parse,
    read_sources,
    same_article_groups,
    slug,
    story_title,
    transplant,
    word_count,
)

# Share of a page's main-content snippets its article element must hold.
HOST_SNIPPETS = 0.67
MIN_SNIPPET_CHARS = 12
INLINE_PARENTS = (*BLOCK_PARENTS, "em", "u", "small", "h1", "h2", "h3", "h4", "h5", "h6")
UPDATED = ("Updated {day} March, {hour:02d}:{minute:02d}", "Last updated: {day}/03 {hour}h",
           "Updated on March {day} at {hour}:{minute:02d}")


@dataclass(frozen=True)
class Host:
    """A trafilatura page usable as a host: its key, file and article element's path."""

    key: str
    page: Path
    container: str

    def html(self) -> bytes:
        with gzip.open(self.page) as handle:
            return handle.read()


def host_element(root: etree._Element, with_snippets: list[str],
                 without_snippets: list[str]) -> etree._Element | None:
    """The page's article element by its labels (module docstring, step 2), or None."""
    wanted = [normalize(s) for s in with_snippets if len(normalize(s)) >= MIN_SNIPPET_CHARS]
    unwanted = [normalize(s) for s in without_snippets if len(normalize(s)) >= MIN_SNIPPET_CHARS]
    if not wanted:
        return None
    body = root.find("body")
    if body is None:
        return None
    best, best_key = None, None
    for element in body.iter():
        if not isinstance(element.tag, str) or element.tag in ("script", "style"):
            continue
        text = normalize(element.text_content())
        if len(text) < 100:
            continue
        held = sum(s in text for s in wanted)
        if held < HOST_SNIPPETS * len(wanted):
            continue
        noise = sum(s in text for s in unwanted)
        depth = sum(1 for _ in element.iterancestors())
        key = (-noise, held, depth)
        if best_key is None or key > best_key:
            best, best_key = element, key
    # A paragraph or inline element holding the snippets: its block parent is the article.
    while best is not None and best.tag in INLINE_PARENTS and best.getparent() is not None:
        best = best.getparent()
    if best is None or best.tag in ("body", "html"):
        return None
    return best


def read_hosts(data: Path) -> list[Host]:
    """Every trafilatura page with labels and an article element, sorted by key."""
    folder = data / "pages" / "trafilatura"
    evaldata = json.loads((folder / "evaldata.json").read_text("utf-8"))
    labels: dict[str, tuple[list[str], list[str]]] = {}
    for record in evaldata.values():
        labels.setdefault(record["file"], (record.get("with", []), record.get("without", [])))
    hosts = []
    for name, (with_snippets, without_snippets) in sorted(labels.items()):
        page = folder / f"{name}.gz"
        if not page.exists():
            continue
        with gzip.open(page) as handle:
            root = parse(handle.read())
        element = host_element(root, with_snippets, without_snippets)
        if element is not None:
            key = "tf-" + slug(name.removesuffix(".html"))[:40].strip("-")
            hosts.append(Host(key, page, element.getroottree().getpath(element)))
    return sorted(hosts, key=lambda h: h.key)


def edited(story: Source, rng: np.random.Generator, other_title: str
           ) -> tuple[list[str], list[str]]:
    """The story's paragraphs with light random edits (step 3), and the edits' names."""
    paragraphs, edits = list(story.paragraphs), []
    if len(paragraphs) >= 5 and rng.random() < 0.35:
        keep = max(3, int(round(len(paragraphs) * rng.uniform(0.7, 0.9))))
        paragraphs = paragraphs[:keep]
        edits.append("truncate")
    if rng.random() < 0.4:
        dropped = []
        for paragraph in paragraphs:
            words = paragraph.split(" ")
            keep = rng.random(len(words)) >= 0.02
            dropped.append(" ".join(w for w, k in zip(words, keep) if k) or paragraph)
        paragraphs = dropped
        edits.append("words")
    if rng.random() < 0.5:
        paragraphs.insert(0, UPDATED[int(rng.integers(len(UPDATED)))].format(
            day=int(rng.integers(1, 29)), hour=int(rng.integers(0, 24)),
            minute=int(rng.integers(0, 60))))
        edits.append("updated")
    if other_title and rng.random() < 0.4:
        paragraphs.insert(int(rng.integers(1, len(paragraphs) + 1)), f"Read more: {other_title}")
        edits.append("related")
    return paragraphs, edits


def build(data: Path, out: Path, seed: int = 1, stories: int = 8,
          copies: tuple[int, int] = (2, 4), originals: int = 0) -> dict[str, int]:
    """Write the corpus into ``out`` (replacing ``out/pages`` and ``out/gold.jsonl``)."""
    rng = np.random.default_rng(seed)
    sources = read_sources(data)
    eligible = [s for s in sources if word_count(s.paragraphs) >= MIN_STORY_WORDS
                and english_share(" ".join(s.paragraphs)) >= MIN_ENGLISH]
    picked = [eligible[k] for k in sorted(rng.choice(len(eligible), min(stories, len(eligible)),
                                                      replace=False))]
    group = same_article_groups(sources)
    hosts = read_hosts(data)
    trees = {h.key: parse(h.html()) for h in hosts}
    titles = {s.key: story_title(s, parse(s.html())) for s in picked}
    pages = out / "pages"
    if pages.exists():
        shutil.rmtree(pages)
    for folder in ("copies", "originals"):
        (pages / folder).mkdir(parents=True)
    gold: list[dict] = []
    used: set[str] = set()

    def write(relative: str, content: bytes, record: dict) -> None:
        (pages / relative).write_bytes(content)
        gold.append({"id": relative, **record})

    for story in picked:
        cluster = f"story:{group[story.key]}"
        count = min(int(rng.integers(copies[0], copies[1] + 1)), len(hosts))
        others = [titles[s.key] for s in picked if s.key != story.key and titles[s.key]]
        for k in sorted(rng.choice(len(hosts), count, replace=False)):
            host = hosts[k]
            used.add(host.key)
            other = others[int(rng.integers(len(others)))] if others else ""
            paragraphs, edits = edited(story, rng, other)
            content = transplant(trees[host.key], host.container, paragraphs, titles[story.key])
            write(f"copies/{story.key}__on__{host.key}.html", content,
                  {"cluster": cluster, "kind": "copy", "source": story.key, "english": True,
                   "host": host.key, "edits": edits})
        write(f"originals/{story.key}.html", story.html(),
              {"cluster": cluster, "kind": "original", "source": story.key, "english": True})
    rest = [h for h in hosts if h.key not in used]
    extra = {rest[k].key for k in rng.choice(len(rest), min(originals, len(rest)),
                                             replace=False)}
    for host in hosts:
        if host.key in used or host.key in extra:
            write(f"originals/{host.key}.html", host.html(),
                  {"cluster": f"page:{host.key}", "kind": "original",
                   "source": f"trafilatura/{host.page.name}", "english": False})
    gold.sort(key=lambda r: r["id"])
    with open(out / "gold.jsonl", "w", encoding="utf-8") as handle:
        handle.writelines(json.dumps(record, ensure_ascii=False) + "\n" for record in gold)
    kinds = [r["kind"] for r in gold]
    return {"pages": len(gold), "stories": len(picked), "hosts": len(hosts),
            "hosts_used": len(used), "copies": kinds.count("copy"),
            "originals": kinds.count("original"),
            "bytes": sum(p.stat().st_size for p in pages.rglob("*.html"))}


def main(argv: list[str] | None = None) -> int:
    """Command line: build the corpus into a folder."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path, help="output folder (pages/ and gold.jsonl)")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stories", type=int, default=8)
    parser.add_argument("--copies", type=int, nargs=2, default=(2, 4), metavar=("MIN", "MAX"))
    parser.add_argument("--originals", type=int, default=0,
                        help="trafilatura pages added unchanged besides the hosts used")
    args = parser.parse_args(argv)
    summary = build(args.data, args.out, seed=args.seed, stories=args.stories,
                    copies=tuple(args.copies), originals=args.originals)
    print(json.dumps(summary), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
