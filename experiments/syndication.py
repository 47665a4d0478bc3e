"""Build a labelled syndication corpus: real articles transplanted into other real pages.

How it is built (all choices come from one ``numpy`` generator seeded by ``--seed``):

1. Sources. Every page under ``<data>/pages/scrapinghub`` (article text: the
   ``articleBody`` of ``ground-truth.json``) and ``<data>/pages/readability/*`` (article text:
   the paragraphs of ``expected.html.gz``, title from ``expected-metadata.json``) of at least
   ``MIN_PAGE_BYTES`` (smaller readability folders are synthetic parser test cases).
2. Hosts. For each page the element holding its own human-marked article is located: the
   deepest element that contains ``HOST_COVERAGE`` of the text of all elements whose text
   occurs in the marked article; failing that, the element with the most paragraph text.
   Pages where neither is found are not used as hosts.
3. Stories. ``--stories`` English articles (share of English stopwords >= ``MIN_ENGLISH``,
   at least ``MIN_STORY_WORDS`` words) are picked; each is copied into ``--copies`` (a range)
   hosts of OTHER pages, drawn from a pool of ``--hosts`` host pages (so one template carries
   several stories). In a copy, the host's article element loses its content and gets the
   story's paragraphs as escaped ``<p>`` elements; the ``<title>`` and first ``<h1>`` get the
   story's title. Light edits, each drawn per copy: drop one paragraph, add a syndication
   note paragraph, prepend a changed byline sentence.
4. Originals. The story's own page (cluster of the story), every host page unchanged (the
   same template with a different article: the hard negatives) and ``--originals`` more
   pages as standalone articles, each a cluster of its own unless it is a story.
5. Synthetic pages. ``--pages-404`` pages of ``<data>/404`` (not found, challenge, redirect
   pages), each a cluster of its own with kind ``404``: SpotSigs should flag them.

Output: ``<out>/pages/{copies,originals,404}/*.html`` (UTF-8) and ``<out>/gold.jsonl`` with
one ``{"id", "cluster", "kind", "source"[, "english", "host", "edits"]}`` record per page,
``id`` being the path relative to ``<out>/pages``, sorted by id (``english``: the article
passes the English test of step 3). The same seed gives the same bytes.

    python experiments/syndication.py out/syndication --seed 1
"""

from __future__ import annotations

import argparse
import copy
import gzip
import json
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from lxml import etree
from lxml import html as lxml_html
from scipy.sparse import csr_matrix

from spotsigs.antecedents import stopwords
from spotsigs.html import html_to_text, utf8_html

DEFAULT_DATA = Path(__file__).resolve().parents[1] / ".." / "shared" / "data"
MIN_PAGE_BYTES = 8_000
MIN_STORY_WORDS = 150
MIN_ENGLISH = 0.25
HOST_COVERAGE = 0.85
SHINGLE = 5
SAME_ARTICLE = 0.5
UTF8_PARSER = lxml_html.HTMLParser(encoding="utf-8", no_network=True)
MIN_MATCHED_CHARS = 200
TEXT_TAGS = ("p", "li", "blockquote", "pre", "h2", "h3", "h4", "h5", "h6", "dd", "td", "div",
             "span", "font", "section", "article")
BLOCK_PARENTS = ("p", "span", "font", "a", "b", "i", "em", "strong")
BYLINES = ("By {name}, {agency}", "{name} | {agency}", "Written by {name} for {agency}",
           "By {name}", "{agency} staff report")
NAMES = ("Maria Keller", "James Okafor", "Lena Fischer", "Tom Alvarez", "Priya Nair",
         "Sam O'Brien", "Yuki Tanaka", "Ana Costa")
AGENCIES = ("Wire Service", "Press Association", "News Syndicate", "Daily Network",
            "Associated Reports")
NOTES = ("This article was originally published by {site}, republished with permission.",
         "Copyright {site}. Distributed by a news syndication service; all rights reserved.",
         "Our partners at {site} contributed to this report.")
_SPACE = re.compile(r"\s+")
_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class Source:
    """A real page with its human-marked article."""

    key: str
    page: Path
    paragraphs: tuple[str, ...]
    title: str
    site: str

    def html(self) -> bytes:
        """The page's raw bytes."""
        with gzip.open(self.page) as handle:
            return handle.read()


def normalize(text: str) -> str:
    """Lower-cased text with runs of whitespace as one space."""
    return _SPACE.sub(" ", text).strip().lower()


def english_share(text: str) -> float:
    """Share of English stopwords among the words of a text."""
    words = _WORD.findall(text.lower())
    english = stopwords("en")
    return sum(w in english for w in words) / len(words) if words else 0.0


def word_count(paragraphs: tuple[str, ...]) -> int:
    """Number of words in some paragraphs."""
    return sum(len(_WORD.findall(p)) for p in paragraphs)


def _split(text: str) -> tuple[str, ...]:
    return tuple(line for line in (_SPACE.sub(" ", raw).strip() for raw in text.split("\n"))
                 if line)


def read_sources(data: Path) -> list[Source]:
    """All scrapinghub and readability pages of at least MIN_PAGE_BYTES, sorted by key."""
    sources: list[Source] = []
    scrapinghub = data / "pages" / "scrapinghub"
    truth_path = scrapinghub / "ground-truth.json"
    truth = json.loads(truth_path.read_text("utf-8")) if truth_path.exists() else {}
    for name, record in sorted(truth.items()):
        page = scrapinghub / f"{name}.html.gz"
        if page.exists():
            site = record.get("url", "").split("/")[2] if "//" in record.get("url", "") else name
            sources.append(Source(f"sh-{name[:12]}", page, _split(record["articleBody"]),
                                  "", site))
    readability = data / "pages" / "readability"
    for folder in sorted(p for p in readability.glob("*") if p.is_dir()):
        page, expected = folder / "source.html.gz", folder / "expected.html.gz"
        if not (page.exists() and expected.exists()):
            continue
        with gzip.open(expected) as handle:
            paragraphs = _split(html_to_text(handle.read()))
        meta_path = folder / "expected-metadata.json"
        meta = json.loads(meta_path.read_text("utf-8")) if meta_path.exists() else {}
        sources.append(Source(f"rd-{folder.name}", page, paragraphs, meta.get("title") or "",
                              meta.get("siteName") or folder.name))
    kept = [s for s in sources if len(s.html()) >= MIN_PAGE_BYTES and s.paragraphs]
    return sorted(kept, key=lambda s: s.key)


def parse(raw: bytes) -> etree._Element:
    """An lxml HTML tree of page bytes (decoded as spotsigs decodes them).

    The parser is told the bytes are UTF-8: without that, lxml reads a page that declares no
    charset as Latin-1, and the corpus would hold mojibake.
    """
    return lxml_html.document_fromstring(utf8_html(raw), parser=UTF8_PARSER)


def article_element(root: etree._Element, paragraphs: tuple[str, ...]) -> etree._Element | None:
    """The element holding the page's own article (see the module docstring), or None."""
    article = normalize(" ".join(paragraphs))
    weights: dict[etree._Element, int] = {}
    matched = 0
    for element in root.iter(*TEXT_TAGS):
        own = normalize((element.text or "") + "".join(c.tail or "" for c in element))
        if len(own) < 30:
            continue
        if own[:80] in article:
            matched += len(own)
            for ancestor in (element, *element.iterancestors()):
                weights[ancestor] = weights.get(ancestor, 0) + len(own)
    if matched >= MIN_MATCHED_CHARS:
        covering = [e for e, w in weights.items() if w >= HOST_COVERAGE * matched]
        best = max(covering, key=lambda e: sum(1 for _ in e.iterancestors()))
    else:
        best = _largest_text_block(root)
    while best is not None and best.tag in BLOCK_PARENTS and best.getparent() is not None:
        best = best.getparent()
    if best is None or best.tag in ("html", "head"):
        return None
    return best


def _largest_text_block(root: etree._Element) -> etree._Element | None:
    """The element whose child paragraphs hold the most text."""
    totals: dict[etree._Element, int] = {}
    for paragraph in root.iter("p"):
        parent = paragraph.getparent()
        if parent is not None:
            totals[parent] = totals.get(parent, 0) + len(normalize(paragraph.text_content()))
    if not totals or max(totals.values()) < MIN_MATCHED_CHARS:
        return None
    return max(totals, key=totals.get)


def same_article_groups(sources: list[Source]) -> dict[str, str]:
    """Per source key, the smallest key of the sources whose marked articles are the same.

    Two sources hold the same article when the Jaccard of their articles' word
    ``SHINGLE``-gram sets is at least ``SAME_ARTICLE`` (the test pages hold a few such pairs).
    """
    rows, columns = [], []
    for row, source in enumerate(sources):
        words = _WORD.findall(" ".join(source.paragraphs).lower())
        grams = {" ".join(words[k:k + SHINGLE]) for k in range(len(words) - SHINGLE + 1)}
        rows += [row] * len(grams)
        columns += sorted(grams)
    _, column_ids = np.unique(np.array(columns, dtype=object), return_inverse=True)
    matrix = csr_matrix((np.ones(len(rows), np.int32), (rows, column_ids.reshape(-1))),
                        shape=(len(sources), int(column_ids.max(initial=-1)) + 1))
    sizes = np.asarray(matrix.sum(axis=1)).reshape(-1)
    common = (matrix @ matrix.T).tocoo()
    a, b, shared = common.row, common.col, common.data
    same = (a < b) & (shared >= SAME_ARTICLE * (sizes[a] + sizes[b] - shared))
    canonical = {s.key: s.key for s in sources}

    def find(key: str) -> str:
        while canonical[key] != key:
            key = canonical[key]
        return key

    for x, y in sorted(zip(a[same].tolist(), b[same].tolist())):
        low, high = sorted((find(sources[x].key), find(sources[y].key)))
        canonical[high] = low
    return {key: find(key) for key in canonical}


def edited(story: Source, rng: np.random.Generator
           ) -> tuple[list[str], list[str]]:
    """The story's paragraphs with light random edits, and the names of the edits made."""
    paragraphs, edits = list(story.paragraphs), []
    if len(paragraphs) >= 4 and rng.random() < 0.5:
        del paragraphs[int(rng.integers(1, len(paragraphs)))]
        edits.append("drop")
    if rng.random() < 0.4:
        note = NOTES[int(rng.integers(len(NOTES)))].format(site=story.site)
        paragraphs.insert(int(rng.integers(1, len(paragraphs) + 1)), note)
        edits.append("add")
    if rng.random() < 0.5:
        byline = BYLINES[int(rng.integers(len(BYLINES)))].format(
            name=NAMES[int(rng.integers(len(NAMES)))],
            agency=AGENCIES[int(rng.integers(len(AGENCIES)))])
        paragraphs.insert(0, byline)
        edits.append("byline")
    return paragraphs, edits


def story_title(story: Source, root: etree._Element) -> str:
    """The story's title: its metadata title, else its page's first h1, else its <title>."""
    if story.title:
        return story.title
    for path in ("//h1", "//title"):
        found = root.xpath(path)
        if found and normalize(found[0].text_content()):
            return _SPACE.sub(" ", found[0].text_content()).strip()
    return ""


def transplant(host_root: etree._Element, container_path: str, paragraphs: list[str],
               title: str) -> bytes:
    """Host page bytes with its article element's content replaced by the given paragraphs."""
    root = copy.deepcopy(host_root.getroottree().getroot())  # a private copy to edit
    container = root.getroottree().xpath(container_path)[0]
    for child in list(container):
        container.remove(child)
    container.text = "\n"
    for text in paragraphs:
        element = etree.SubElement(container, "p")
        element.text = text
        element.tail = "\n"
    if title:
        for path in ("//title", "//h1"):
            found = root.xpath(path)
            if found:
                for child in list(found[0]):
                    found[0].remove(child)
                found[0].text = title
    return serialize(root)


def serialize(root: etree._Element) -> bytes:
    """UTF-8 page bytes with one ``<meta charset="utf-8">`` declaring it."""
    for meta in root.xpath("//meta[@charset] | //meta[@http-equiv]"):
        if meta.get("charset") is not None or \
                (meta.get("http-equiv") or "").lower() == "content-type":
            meta.getparent().remove(meta)
    head = root.find("head")
    if head is None:
        head = etree.Element("head")
        root.insert(0, head)
    head.insert(0, etree.Element("meta", charset="utf-8"))
    return lxml_html.tostring(root, encoding="utf-8", method="html", doctype="<!DOCTYPE html>")


def strip_scripts(raw: bytes) -> bytes:
    """Page bytes without scripts, styles and comments (smaller, same visible text)."""
    root = parse(raw)
    etree.strip_elements(root, "script", "style", "noscript", etree.Comment, with_tail=False)
    return serialize(root)


def slug(name: str) -> str:
    """A file-name-safe lower-case form of a name."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


def build(data: Path, out: Path, seed: int = 1, stories: int = 8, copies: tuple[int, int] = (3, 5),
          hosts: int | None = None, originals: int = 0, pages_404: int = 5,
          max_page_bytes: int | None = None, scripts: bool = True) -> dict[str, int]:
    """Write the corpus into ``out`` (replacing ``out/pages`` and ``out/gold.jsonl``)."""
    rng = np.random.default_rng(seed)
    sources = read_sources(data)
    raw = {s.key: s.html() for s in sources}
    if max_page_bytes is not None:
        sources = [s for s in sources if len(raw[s.key]) <= max_page_bytes]
    trees = {s.key: parse(raw[s.key]) for s in sources}
    containers: dict[str, str] = {}
    for s in sources:
        element = article_element(trees[s.key], s.paragraphs)
        if element is not None:
            containers[s.key] = element.getroottree().getpath(element)
    eligible = [s for s in sources if word_count(s.paragraphs) >= MIN_STORY_WORDS
                and english_share(" ".join(s.paragraphs)) >= MIN_ENGLISH]
    picked = [eligible[k] for k in sorted(rng.choice(len(eligible), min(stories, len(eligible)),
                                                      replace=False))]
    group = same_article_groups(sources)
    story_groups = {group[s.key] for s in picked}
    story_keys = {s.key for s in picked}
    host_pool = [s for s in sources if s.key in containers and group[s.key] not in story_groups]
    if hosts is not None:
        host_pool = [host_pool[k] for k in sorted(rng.choice(len(host_pool),
                                                             min(hosts, len(host_pool)),
                                                             replace=False))]
    pages = out / "pages"
    if pages.exists():
        shutil.rmtree(pages)
    for folder in ("copies", "originals", "404"):
        (pages / folder).mkdir(parents=True)
    gold: list[dict] = []
    used_hosts: set[str] = set()

    def write(relative: str, content: bytes, record: dict) -> None:
        (pages / relative).write_bytes(content)
        gold.append({"id": relative, **record})

    for story in picked:
        cluster = f"story:{group[story.key]}"
        candidates = [h for h in host_pool if h.site != story.site]
        count = min(int(rng.integers(copies[0], copies[1] + 1)), len(candidates))
        title = story_title(story, trees[story.key])
        for k in sorted(rng.choice(len(candidates), count, replace=False)):
            host = candidates[k]
            used_hosts.add(host.key)
            paragraphs, edits = edited(story, rng)
            content = transplant(trees[host.key], containers[host.key], paragraphs, title)
            write(f"copies/{story.key}__on__{host.key}.html",
                  content if scripts else strip_scripts(content),
                  {"cluster": cluster, "kind": "copy", "source": story.key, "english": True,
                   "host": host.key, "edits": edits})
    rest = [s for s in sources if s.key not in story_keys and s.key not in used_hosts]
    extra = {rest[k].key for k in rng.choice(len(rest), min(originals, len(rest)),
                                             replace=False)}
    for source in sources:
        if source.key in story_keys or source.key in used_hosts or source.key in extra:
            canonical = group[source.key]
            cluster = f"{'story' if canonical in story_groups else 'page'}:{canonical}"
            content = raw[source.key] if scripts else strip_scripts(raw[source.key])
            write(f"originals/{source.key}.html", content,
                  {"cluster": cluster, "kind": "original", "source": source.key,
                   "english": english_share(" ".join(source.paragraphs)) >= MIN_ENGLISH})
    error_pages = sorted((data / "404").glob("*.html.gz"))
    for k in sorted(rng.choice(len(error_pages), min(pages_404, len(error_pages)),
                               replace=False)):
        name = slug(error_pages[k].name.removesuffix(".html.gz"))
        with gzip.open(error_pages[k]) as handle:
            content = handle.read()
        write(f"404/{name}.html", content if scripts else strip_scripts(content),
              {"cluster": f"404:{name}", "kind": "404", "source": f"404/{error_pages[k].name}"})
    gold.sort(key=lambda r: r["id"])
    with open(out / "gold.jsonl", "w", encoding="utf-8") as handle:
        handle.writelines(json.dumps(record, ensure_ascii=False) + "\n" for record in gold)
    kinds = [r["kind"] for r in gold]
    return {"pages": len(gold), "stories": len(picked), "copies": kinds.count("copy"),
            "originals": kinds.count("original"), "404": kinds.count("404"),
            "bytes": sum(p.stat().st_size for p in pages.rglob("*.html"))}


def main(argv: list[str] | None = None) -> int:
    """Command line: build a syndication corpus into a folder."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path, help="output folder (pages/ and gold.jsonl)")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA,
                        help="shared data folder holding pages/ and 404/")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--stories", type=int, default=8)
    parser.add_argument("--copies", type=int, nargs=2, default=(3, 5), metavar=("MIN", "MAX"))
    parser.add_argument("--hosts", type=int, default=None, help="size of the host pool")
    parser.add_argument("--originals", type=int, default=0,
                        help="standalone original pages besides stories and hosts")
    parser.add_argument("--pages-404", type=int, default=5)
    parser.add_argument("--max-page-kb", type=int, default=None,
                        help="use only source pages up to this size")
    parser.add_argument("--strip-scripts", action="store_true",
                        help="drop scripts, styles and comments from every page written")
    args = parser.parse_args(argv)
    summary = build(args.data, args.out, seed=args.seed, stories=args.stories,
                    copies=tuple(args.copies), hosts=args.hosts, originals=args.originals,
                    pages_404=args.pages_404,
                    max_page_bytes=args.max_page_kb * 1024 if args.max_page_kb else None,
                    scripts=not args.strip_scripts)
    print(json.dumps(summary), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
