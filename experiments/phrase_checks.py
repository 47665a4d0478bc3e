"""What the phrase rule flags that it must not: the checks every phrase change ran (issue 26).

The page model's phrase rule (``spotsigs.phrases.error_match``, fed as
``spotsigs.pagemodel.synthetic_reason`` feeds it: title, headings, the lead of a short text,
the first short lines of the main content) on text that is no error page:

- **real articles**: the 1,233 real pages of the extraction benchmark, the originals gathered
  for the multilingual corpora (``<out>/ml-sources/pages``) and the originals of the project's
  English corpora (``<out>/<corpus>/pages/originals``), read as main content and as whole pages;
- **corpus pages**: every page of the corpora under ``<out>`` (the 404 sets aside), whose
  planted error pages are meant to be flagged: the list of pages flagged is what a change must
  leave as it is, so that no corpus's pairwise F1 moves;
- **Reuters-21578 as text**: every story with a body (``experiments/dedup_text.py``), and each
  headline as the title of a short page (SHORT_PAGE words), where more phrases count;
- **real sentences**: every sentence of lingua's test data for each phrase language, as a title
  and as the first heading of a long page, and of a short one (a mirror of pemistahl/lingua-py
  under ``--lingua``).

Writes ``experiments/results/phrase-checks.md`` (counts, and every text flagged):

    python experiments/phrase_checks.py --out out --data ../shared/data \\
        --lingua /work/.mirror/pemistahl+lingua-py/repo
"""

from __future__ import annotations

import argparse
import gzip
import subprocess
import sys
import time
from pathlib import Path

from dedup_text import stories
from provenance import defaults_line, header

from spotsigs.content import count_words, read_page
from spotsigs.pagemodel import text_signals
from spotsigs.phrases import PHRASE_LANGUAGES, PageSignals, error_match

ROOT = Path(__file__).resolve().parents[1]
SHORT_PAGE = 60
"""Words of the short page that headlines and sentences are read as the title of: where the
weak and tail phrases of titles and headings count (``SHORT_TEXT_WORDS``)."""
ENGLISH_CORPORA = ("syndication", "syndication-2", "syndication-3", "transplant", "reuters",
                   "heldout/syndication-4", "heldout/transplant-2", "heldout/transplant-3")


def text_reason(title: str, headings: tuple[str, ...], text: str) -> str | None:
    """The phrase rule's reason for a page's title, headings and main text, as the page model
    reads them (None: not flagged)."""
    count = count_words(text)
    match = error_match(text_signals(title, headings, text, count), count)
    return None if match is None else match.reason


def page_reason(raw: bytes, whole_page: bool = False) -> tuple[str, str | None]:
    """A page's title and the phrase rule's reason for it."""
    page = read_page(raw, whole_page=whole_page)
    return page.title, text_reason(page.title, page.headings, page.text)


def article_pages(out: Path) -> list[bytes]:
    """The real articles: the benchmark's, ml-sources' and the English corpora's originals."""
    sys.path.insert(0, str(ROOT))  # the benchmarks package, beside experiments/
    from benchmarks.corpus import read_pages

    pages = list(read_pages())
    pages += [gzip.decompress(path.read_bytes())
              for path in sorted((out / "ml-sources" / "pages").glob("*.html.gz"))]
    for corpus in ENGLISH_CORPORA:
        pages += [path.read_bytes()
                  for path in sorted((out / corpus / "pages" / "originals").glob("*.html"))]
    return pages


def corpus_pages(out: Path) -> list[Path]:
    """Every page of the corpora under ``out``, the gathered 404 sets aside."""
    return sorted(path for path in out.glob("**/*.htm*")
                  if not any(part.startswith("404-unseen") for part in path.parts))


def sentences(lingua: Path, language: str) -> list[str]:
    """lingua's test sentences of a language (Norwegian: ``nb``), none if it has no file."""
    name = "nb" if language == "no" else language
    found = subprocess.run(["git", f"--git-dir={lingua}", "show",
                            f"HEAD:language-testdata/sentences/{name}.txt"],
                           capture_output=True, text=True)
    return found.stdout.splitlines() if found.returncode == 0 else []


def flagged_lines(found: list[tuple[str, str, str]]) -> list[str]:
    return [f"| {where} | {title[:80]} | {reason} |".replace("\n", " ") for where, title, reason
            in found] or ["| – | – | – |"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "out")
    parser.add_argument("--data", type=Path, default=ROOT / ".." / "shared" / "data")
    parser.add_argument("--lingua", type=Path,
                        default=Path("/work/.mirror/pemistahl+lingua-py/repo"))
    parser.add_argument("-o", "--output", type=Path,
                        default=ROOT / "experiments" / "results" / "phrase-checks.md")
    args = parser.parse_args(argv)
    started = time.time()
    rows, found = [], []

    articles = article_pages(args.out)
    for whole in (False, True):
        hits = 0
        for k, raw in enumerate(articles):
            title, reason = page_reason(raw, whole_page=whole)
            if reason:
                hits += 1
                found.append((f"article {k}{' (whole page)' if whole else ''}", title, reason))
        rows.append((f"real articles, {'whole pages' if whole else 'main content'}",
                     len(articles), hits))

    corpus = corpus_pages(args.out)
    planted = []
    for path in corpus:
        raw = gzip.decompress(path.read_bytes()) if path.name.endswith(".gz") else \
            path.read_bytes()
        if page_reason(raw)[1]:
            planted.append(str(path.relative_to(args.out)))
    rows.append(("pages of the corpora (their planted error pages are flagged)", len(corpus),
                 len(planted)))

    texts = stories(args.data / "reuters21578")
    hits = 0
    for story in texts:
        if reason := text_reason("", (), story["text"]):
            hits += 1
            found.append((f"Reuters {story['id']}", story["text"][:80], reason))
    rows.append(("Reuters-21578 stories as text", len(texts), hits))
    hits = 0
    for story in texts:
        headline = story["text"].split("\n\n", 1)[0] if "\n\n" in story["text"] else ""
        if headline and (match := error_match(PageSignals(title=headline, words=SHORT_PAGE),
                                              SHORT_PAGE)):
            hits += 1
            found.append((f"Reuters {story['id']} (headline, short page)", headline,
                          match.reason))
    rows.append((f"Reuters-21578 headlines as the title of a short page ({SHORT_PAGE} words)",
                 sum("\n\n" in story["text"] for story in texts), hits))

    for words in (1000, SHORT_PAGE):
        count, hits = 0, 0
        for language in PHRASE_LANGUAGES:
            for sentence in sentences(args.lingua, language):
                count += 1
                match = error_match(PageSignals(title=sentence[:300],
                                                headings=(sentence[:300],), words=words), words)
                if match is not None:
                    hits += 1
                    found.append((f"sentence ({language}, {words} words)", sentence,
                                  match.reason))
        rows.append((f"real sentences of lingua's test data, {len(PHRASE_LANGUAGES)} "
                     f"languages, as the title and heading of a page of {words:,} words",
                     count, hits))

    lines = [
        "# What the phrase rule flags that it must not", "",
        header(time.time() - started), "", defaults_line(["spotsigs"]), "",
        "| texts | read | flagged by a phrase |", "|---|---|---|",
        *(f"| {name} | {read:,} | {hits:,} |" for name, read, hits in rows), "",
        "## Every article, story and sentence flagged", "",
        "| text | title or start | reason |", "|---|---|---|", *flagged_lines(found), "",
        "## Corpus pages flagged (a change must leave this list as it is)", "",
        *(f"- `{name}`" for name in planted), "",
    ]
    args.output.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
