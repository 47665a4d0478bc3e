"""Main-content extraction: candidates against human labels, and their speed on one core.

Label sets (``--data``, default ``../shared/data`` from the repo root):

- ``pages/trafilatura/evaldata.json``: per page, snippets of the main content (``with``) and
  of boilerplate (``without``). A snippet counts as found when it occurs in the extracted text,
  both with runs of white space made one space. Precision = found ``with`` / (found ``with`` +
  found ``without``), recall = found ``with`` / all ``with``, summed over pages (as
  trafilatura's own evaluation does). Pages whose file is absent are skipped.
- ``pages/scrapinghub/ground-truth.json``: the article body per page. Token-level precision
  and recall (tokens of ``spotsigs.tokenize.tokens``, as multisets) of the extracted text
  against the body, per page, then the mean over pages (as the benchmark does); F1 of the
  means.

Speed: CPU seconds (``time.process_time``, one process, so one core) for all pages of both
sets, from raw bytes in memory to text, timed page by page with the candidates in turn; the
best of ``--repeats`` runs. The ratio is pages/s
against ``lxml.html.document_fromstring(page).text_content()`` (the peer of benchmarks/run.py).

Candidates that are not installed are left out with a note. The full table needs the
``content-candidates`` extra (trafilatura, jusText, and lxml_html_clean because jusText
imports ``lxml.html.clean``), kept out of the project's venv; it was made in a venv with the
project's dependencies plus that extra (``pip install -e '.[content-candidates]'``) by

    python experiments/content.py --repeats 2

and written to ``experiments/results/content.md`` (about 6 minutes on a shared machine).
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import lxml.html
import numpy as np
from selectolax.lexbor import LexborHTMLParser

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from spotsigs.antecedents import LANGUAGES, stopwords  # noqa: E402
from spotsigs.content import main_content_text, page_content  # noqa: E402
from spotsigs.html import BLOCK_TAGS, LEXBOR_MAX_TAGS, html_to_text, utf8_html  # noqa: E402
from spotsigs.tokenize import hash_strings, token_spans, tokens  # noqa: E402

_SPACE = re.compile(r"\s+")


# Candidate (a): shallow text features of Kohlschuetter et al. (WSDM 2010) on the lexbor tree.
# Blocks are the runs of text between block-level tags; marker characters inserted around
# blocks, links and boilerplate containers let one numpy pass over the page's characters and
# tokens give each block its words, link density, stopword density and container flag.
_BLOCK, _LINK_OPEN, _LINK_CLOSE, _BOILER_OPEN, _BOILER_CLOSE = "\x02", "\x03", "\x04", "\x05", "\x06"
_MARKERS = str.maketrans("", "", _LINK_OPEN + _LINK_CLOSE + _BOILER_OPEN + _BOILER_CLOSE)
_DROPPED = "script, style, noscript, template, svg, math, iframe, object, select, button"
_BLOCKS = ", ".join(BLOCK_TAGS)
_BOILER_WORDS = ("cookie", "consent", "comment", "sidebar", "related", "share", "social",
                 "breadcrumb", "newsletter", "menu", "footer", "widget", "banner", "teaser",
                 "navigation", "subscribe", "advert", "popup", "modal")
_BOILER = ", ".join(["nav", "footer", "aside", "form", "menu", "[role=navigation]",
                     "[role=contentinfo]", "[role=complementary]", "[aria-hidden=true]", "[hidden]"]
                    + [f":not(body, html, main, article)[{attr}*={word} i]"
                       for word in _BOILER_WORDS for attr in ("class", "id")])


@cache
def _stopword_hashes() -> np.ndarray:
    """Sorted hashes of the stopwords of every shipped language (pages are of any language)."""
    words = sorted(frozenset().union(*(stopwords(language) for language in LANGUAGES)))
    return np.unique(hash_strings(words))


def shallow_text(content: bytes) -> str:
    """Main text by the paper's NumWordsRules tree plus container and stopword rules."""
    data = utf8_html(content)
    if not data or data.isspace():
        return ""
    if len(data) > LEXBOR_MAX_TAGS and data.count(b"<") > LEXBOR_MAX_TAGS:
        return html_to_text(data)
    parser = LexborHTMLParser(data, scripting=True)
    root = parser.body or parser.root
    if root is None:
        return ""
    for node in root.css(_DROPPED):
        node.decompose(recursive=False)
    for node in root.css(_BOILER):  # the costliest step: 40 attribute substring selectors
        node.insert_before(_BOILER_OPEN)
        node.insert_after(_BOILER_CLOSE)
    for node in root.css("a"):
        node.insert_before(_LINK_OPEN)
        node.insert_after(_LINK_CLOSE)
    for node in root.css(_BLOCKS):
        node.insert_before(_BLOCK)
        node.insert_after(_BLOCK)
    text = root.text() + " "
    codes = np.array([text]).view(np.uint32)
    block_of_char = np.cumsum(codes == ord(_BLOCK))
    link_depth = np.cumsum((codes == ord(_LINK_OPEN)).astype(np.int32)
                           - (codes == ord(_LINK_CLOSE)))
    boiler_depth = np.cumsum((codes == ord(_BOILER_OPEN)).astype(np.int32)
                             - (codes == ord(_BOILER_CLOSE)))
    words, starts, _ = token_spans(text)
    if not words:
        return ""
    n_blocks = int(block_of_char[-1]) + 1
    block = block_of_char[starts]
    hashes = hash_strings(words)
    table = _stopword_hashes()
    stop = table[np.minimum(np.searchsorted(table, hashes), len(table) - 1)] == hashes
    n_words = np.bincount(block, minlength=n_blocks).astype(np.float64)
    link_words = np.bincount(block, weights=link_depth[starts] > 0, minlength=n_blocks)
    boiler_words = np.bincount(block, weights=boiler_depth[starts] > 0, minlength=n_blocks)
    stop_words = np.bincount(block, weights=stop, minlength=n_blocks)

    present = np.flatnonzero(n_words)  # blocks with words, in page order
    words_b = n_words[present]
    link_density = link_words[present] / words_b
    prev_words = np.concatenate(([0.0], words_b[:-1]))
    next_words = np.concatenate((words_b[1:], [0.0]))
    prev_link = np.concatenate(([0.0], link_density[:-1]))
    # NumWordsRulesClassifier of the paper (its decision tree on words and link density).
    content = np.where(prev_link <= 0.555556,
                       (words_b > 16) | (next_words > 15) | (prev_words > 4),
                       (words_b > 40) | (next_words > 17))
    content &= link_density <= 0.333333
    content &= boiler_words[present] / words_b <= 0.5
    content &= (stop_words[present] / words_b >= 0.1) | (words_b < 10)
    segments = text.split(_BLOCK)
    return "\n".join(" ".join(segments[i].translate(_MARKERS).split())
                     for i in present[content])


def short_lines_dropped(text: str, min_words: int = 5) -> str:
    """Lines of fewer than ``min_words`` words dropped unless both neighbours are long."""
    lines = text.split("\n")
    if not lines:
        return text
    words = np.fromiter(map(len, map(str.split, lines)), dtype=np.int64, count=len(lines))
    long = words >= min_words
    neighbours = np.concatenate(([False], long[:-1])) & np.concatenate((long[1:], [False]))
    return "\n".join(line for line, keep in zip(lines, long | neighbours) if keep)


@dataclass(frozen=True)
class Page:
    """One labelled page: its raw bytes and the labels of its set."""

    name: str
    data: bytes
    with_snippets: tuple[str, ...] = ()
    without_snippets: tuple[str, ...] = ()
    body: str | None = None


def load_trafilatura(data: Path) -> list[Page]:
    """Pages of the trafilatura evaluation set whose HTML file is present."""
    folder = data / "pages" / "trafilatura"
    labels = json.loads((folder / "evaldata.json").read_text(encoding="utf-8"))
    pages = []
    for url, item in sorted(labels.items()):
        path = folder / (item["file"] + ".gz")
        if path.exists():
            pages.append(Page(url, gzip.decompress(path.read_bytes()),
                              tuple(item.get("with", ())), tuple(item.get("without", ()))))
    return pages


def load_scrapinghub(data: Path) -> list[Page]:
    """Pages of the scrapinghub article-extraction benchmark with their article body."""
    folder = data / "pages" / "scrapinghub"
    labels = json.loads((folder / "ground-truth.json").read_text(encoding="utf-8"))
    pages = []
    for name, item in sorted(labels.items()):
        path = folder / f"{name}.html.gz"
        if path.exists():
            pages.append(Page(name, gzip.decompress(path.read_bytes()), body=item["articleBody"]))
    return pages


def normalize(text: str) -> str:
    """Runs of white space as one space, ends trimmed: how snippets are matched."""
    return _SPACE.sub(" ", text).strip()


def snippet_scores(pages: list[Page], texts: list[str]) -> tuple[float, float, float]:
    """Precision, recall, F1 of the snippets found in the texts, summed over pages."""
    true_pos = false_pos = false_neg = 0
    for page, text in zip(pages, texts):
        text = normalize(text)
        for snippet in page.with_snippets:
            if normalize(snippet) in text:
                true_pos += 1
            else:
                false_neg += 1
        false_pos += sum(normalize(s) in text for s in page.without_snippets)
    return _prf(true_pos / max(true_pos + false_pos, 1), true_pos / max(true_pos + false_neg, 1))


def token_scores(pages: list[Page], texts: list[str]) -> tuple[float, float, float]:
    """Mean per-page token precision and recall against the article body; F1 of the means."""
    precisions, recalls = [], []
    for page, text in zip(pages, texts):
        got, want = Counter(tokens(text)), Counter(tokens(page.body or ""))
        common = sum((got & want).values())
        precisions.append(common / sum(got.values()) if got else 0.0)
        recalls.append(common / sum(want.values()) if want else 1.0)
    return _prf(sum(precisions) / len(precisions), sum(recalls) / len(recalls))


def _prf(precision: float, recall: float) -> tuple[float, float, float]:
    """The triple (precision, recall, F1)."""
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return precision, recall, f1


def lxml_text(data: bytes) -> str:
    """The peer: lxml's parse and ``text_content`` of the whole page."""
    try:
        return lxml.html.document_fromstring(data).text_content()
    except (lxml.etree.ParserError, ValueError):  # empty documents
        return ""


def candidates() -> tuple[dict[str, Callable[[bytes], str]], list[str]]:
    """The extractors to measure by name, and notes on those that are not installed."""
    found: dict[str, Callable[[bytes], str]] = {
        "lxml text_content (whole page, peer)": lxml_text,
        "spotsigs.html.html_to_text (whole page, today)": html_to_text,
        "spotsigs.content.main_content_text (chosen: resiliparse)": main_content_text,
        "spotsigs.content.page_content (chosen + title, headings, word counts)":
            lambda data: page_content(data).text,
        "chosen + lines under 5 words dropped unless between long lines":
            lambda data: short_lines_dropped(main_content_text(data)),
        "(a) shallow text features (NumWordsRules + containers + stopwords)": shallow_text,
    }
    notes = []
    try:
        from resiliparse.extract.html2text import extract_plain_text
        from resiliparse.parse.encoding import bytes_to_str, detect_encoding
        from resiliparse.parse.html import HTMLTree

        def resiliparse_text(data: bytes) -> str:
            tree = HTMLTree.parse(bytes_to_str(data, detect_encoding(data)))
            return extract_plain_text(tree, main_content=True)

        found["resiliparse extract_plain_text(main_content=True), its defaults"] = resiliparse_text
    except ImportError as err:
        notes.append(f"resiliparse not installed ({err})")
    try:
        import trafilatura

        found["trafilatura extract(fast=True)"] = (
            lambda data: trafilatura.extract(data, fast=True) or "")
        found["trafilatura extract (default, with fallbacks)"] = (
            lambda data: trafilatura.extract(data) or "")
    except ImportError as err:
        notes.append(f"trafilatura not installed ({err})")
    try:
        import justext

        stoplist = frozenset().union(*(justext.get_stoplist(language)
                                       for language in justext.get_stoplists()))

        def justext_text(data: bytes) -> str:
            try:
                paragraphs = justext.justext(data, stoplist)
            except Exception:  # jusText raises on empty or unparsable documents
                return ""
            return "\n".join(p.text for p in paragraphs if not p.is_boilerplate)

        found["jusText (all stoplists, as trafilatura uses it)"] = justext_text
    except ImportError as err:
        notes.append(f"jusText not installed ({err})")
    return found, notes


def timed_round(found: dict[str, Callable[[bytes], str]],
                pages: list[Page]) -> tuple[dict[str, list[str]], dict[str, float]]:
    """Texts of all pages per candidate, and each candidate's CPU seconds for them.

    Page by page, every candidate in turn: a change of load on the shared machine then
    touches all candidates alike (a pass per candidate moved the ratios by 0.15 between runs).
    """
    texts: dict[str, list[str]] = {name: [] for name in found}
    seconds = dict.fromkeys(found, 0.0)
    clock = time.process_time
    for page in pages:
        for name, extract in found.items():
            start = clock()
            texts[name].append(extract(page.data))
            seconds[name] += clock() - start
    return texts, seconds


def main(argv: list[str] | None = None) -> None:
    """Measure every installed candidate and write the table."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--out", type=Path, default=ROOT / "experiments/results/content.md")
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--only", help="measure only candidates whose name contains this")
    args = parser.parse_args(argv)

    trafilatura_pages, scrapinghub_pages = load_trafilatura(args.data), load_scrapinghub(args.data)
    pages = trafilatura_pages + scrapinghub_pages
    found, notes = candidates()
    found = {name: extract for name, extract in found.items()
             if not args.only or args.only in name or "peer" in name}
    seconds = {name: float("inf") for name in found}
    for _ in range(args.repeats):
        texts, spent = timed_round(found, pages)
        seconds = {name: min(seconds[name], spent[name]) for name in found}
    lxml_rate = len(pages) / seconds[next(iter(found))]
    rows = []
    for name in found:
        rate = len(pages) / seconds[name]
        row = (name, *snippet_scores(trafilatura_pages, texts[name][:len(trafilatura_pages)]),
               *token_scores(scrapinghub_pages, texts[name][len(trafilatura_pages):]),
               rate, rate / lxml_rate)
        rows.append(row)
        print(" | ".join(f"{v:.3f}" if isinstance(v, float) else v for v in row), flush=True)

    lines = [
        "# Main-content extraction: accuracy against human labels, speed on one core",
        "",
        f"Made by `python experiments/content.py --repeats {args.repeats}` "
        "(see its docstring for the measures).",
        f"trafilatura set: {len(trafilatura_pages)} pages (snippets `with`/`without`); "
        f"scrapinghub set: {len(scrapinghub_pages)} pages (article body, tokens); "
        f"speed over all {len(pages)} pages, best of {args.repeats}.",
        "",
        "| candidate | trafilatura P | R | F1 | scrapinghub P | R | F1 | pages/s | x lxml |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for name, *values in rows:
        *scores, rate, ratio = values
        lines.append(f"| {name} | " + " | ".join(f"{v:.3f}" for v in scores)
                     + f" | {rate:,.0f} | {ratio:.2f} |")
    lines += [""] + [f"- {note}" for note in notes]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines).rstrip() + "\n", encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
