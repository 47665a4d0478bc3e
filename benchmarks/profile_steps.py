"""Where the time goes: the steps of HTML -> text, of the all-pairs join, and --jobs scaling.

    python -m benchmarks.profile_steps [--only html content join jobs startup]
        [--docs 1000000] [--rounds 5]

``html``: each step of ``html_to_text`` on the real pages (CPU seconds, summed over pages).
``content``: the steps of ``spotsigs.content.read_page`` (main content, feeds, related blocks,
word counts, page facts), timed inside it on the real pages, beside lxml's parse and
``text_content`` (the peer).
``join``: wall seconds inside each step of ``spotsigs.all_pairs`` on the scale corpus with
one and two workers (steps on threads add up their threads' time). ``jobs``: extraction with
``--jobs 1`` and ``2`` in alternation, each pair beside the machine's own two-process ceiling
(``benchmarks.run.two_process_ceiling``) and the parent process's CPU time. The figures in
the README's notes on the missed targets come from here. ``startup``: in fresh interpreters
(``--rounds`` of them), the seconds of ``spotsigs --version`` (the interpreter and the
command line's imports), to build the error-phrase matcher and to extract a first small
page cold (which builds it), against a second page: what every process, and every
``--jobs`` worker, pays once.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict


def html_steps() -> None:
    """CPU seconds of each step of the lexbor path of html_to_text over the real pages.

    The steps are ``spotsigs.html.lexbor_text`` taken apart; every page's text is checked
    against it (outside the clock), so the copy cannot drift from what it measures."""
    from selectolax.lexbor import LexborHTMLParser

    from benchmarks.corpus import read_pages
    from spotsigs.html import (
        _LEXBOR_BLOCK_IDS,
        _LEXBOR_DROPPED_IDS,
        LEXBOR_MAX_TAGS,
        lexbor_text,
        more_tags_than,
        utf8_html,
    )

    pages = read_pages()
    spent: dict[str, float] = defaultdict(float)
    clock = time.process_time
    blocks = 0
    for page in pages:
        started = clock()
        data = utf8_html(page)
        spent["decode and clean the bytes (utf8_html)"] += clock() - started
        started = clock()
        small = not more_tags_than(data, LEXBOR_MAX_TAGS)
        spent["count the tags (which parser)"] += clock() - started
        if not small:
            continue
        started = clock()
        root = LexborHTMLParser(data, scripting=True).root
        spent["lexbor parse"] += clock() - started
        started = clock()
        found, dropped = [], []
        for element in root.traverse():
            tag = element.tag_id
            if tag in _LEXBOR_BLOCK_IDS:
                found.append(element)
            elif tag in _LEXBOR_DROPPED_IDS:
                dropped.append(element)
        spent["one walk: block and dropped elements"] += clock() - started
        started = clock()
        for element in found:
            element.insert_before("\n")
            element.insert_after("\n")
        blocks += len(found)
        spent["block breaks: a newline either side"] += clock() - started
        started = clock()
        for element in dropped:
            element.decompose(recursive=False)
        spent["drop script, style, ..."] += clock() - started
        started = clock()
        text = root.text()
        spent["text of the tree"] += clock() - started
        if text != lexbor_text(data):
            raise AssertionError("profile_steps no longer mirrors spotsigs.html.lexbor_text")
    print(f"HTML -> text, {len(pages):,} real pages, {blocks:,} block elements (CPU s)")
    for step, seconds in spent.items():
        print(f"  {step:52s} {seconds:6.3f}")
    print(f"  {'all':52s} {sum(spent.values()):6.3f}")


CONTENT_STEPS = (
    ("utf8_markup", "decode, clean, cut attribute lists (utf8_markup)"),
    ("_parse_closing_title", "lexbor parse (again when a title swallowed the page)"),
    ("_main_text", "main-content text, all readings (inclusive)"),
    ("mark_feeds", "  of which: finding feeds (mark_feeds)"),
    ("without_related", "  of which: related-story blocks (without_related)"),
    ("normalize_text", "NFKC and look-alikes (normalize_text)"),
    ("count_words", "word counts (count_words)"),
    ("_has_consent_dialog", "consent dialog? (short main contents)"),
    ("_with_commented_prose", "live entries? (short, no paragraph; inclusive)"),
    ("_page_words", "whole-page words (short main contents)"),
    ("_with_page_prose", "whole page's paragraphs (main content < 30 words)"),
    ("_canonical_url", "the URL the page names (canonical)"),
    ("_with_article_paragraphs", "<article> paragraphs (short main contents)"),
    ("page_type", "page-type facts (short main contents)"),
    ("_headings", "headings"),
)
"""The helpers of ``spotsigs.content.read_page`` timed while it runs, as (name, label)."""


def content_steps() -> None:
    """CPU seconds of the steps of ``spotsigs.content.read_page`` over the real pages, beside
    lxml's parse + text_content: each helper of CONTENT_STEPS is wrapped with a clock in
    ``spotsigs.content`` while read_page itself runs, so what is timed is what it does
    (a step that calls another counts it too: marked inclusive). A helper that no longer
    exists fails the run, so the list cannot drift unseen."""
    import lxml.html

    from benchmarks.corpus import read_pages
    from spotsigs import content

    pages = read_pages()
    spent: dict[str, float] = defaultdict(float)
    clock = time.process_time

    def timed(name: str, function):
        def step(*args, **kwargs):
            started = clock()
            try:
                return function(*args, **kwargs)
            finally:
                spent[name] += clock() - started
        return step

    originals = {name: getattr(content, name) for name, _ in CONTENT_STEPS}
    peer = ours = 0.0
    try:
        for name, function in originals.items():
            setattr(content, name, timed(name, function))
        for page in pages:
            started = clock()
            lxml.html.document_fromstring(page).text_content()
            peer += clock() - started
            started = clock()
            content.read_page(page)
            ours += clock() - started
    finally:
        for name, function in originals.items():
            setattr(content, name, function)
    print(f"read_page, {len(pages):,} real pages (CPU s)")
    for name, label in CONTENT_STEPS:
        print(f"  {label:56s} {spent[name]:6.3f}")
    print(f"  {'all of read_page':56s} {ours:6.3f}")
    print(f"  {'lxml parse + text_content (peer)':56s} {peer:6.3f}   ({peer / ours:.2f}x)")


def join_steps(n_docs: int, workers: int) -> None:
    """Wall seconds inside each step of all_pairs (+ clusters) at ``n_docs`` documents."""
    import spotsigs.join as index
    from benchmarks.corpus import families
    from spotsigs.cluster import connected_clusters

    batch = families(n_docs)
    spent: dict[str, float] = defaultdict(float)
    steps = {"_ranked_elements": "rank the elements (all of the next four)",
             "_grouped_rows": "  group: one sort of hash << w | slot",
             "_clashing_hashes": "  exact clash check (beside it with 2 workers)",
             "_frequency_ranks": "  frequency ranks",
             "_candidates": "candidate set-up: prefixes, postings, partner search",
             "_shared": "verify candidates (thread time)"}
    originals = {name: getattr(index, name) for name in steps}

    def timed(name):
        def call(*args, **kwargs):
            started = time.perf_counter()
            try:
                return originals[name](*args, **kwargs)
            finally:
                spent[name] += time.perf_counter() - started
        return call

    try:
        for name in steps:
            setattr(index, name, timed(name))
        started = time.perf_counter()
        i, j, _ = index.all_pairs(batch, 0.5, workers)
        joined = time.perf_counter() - started
        started = time.perf_counter()
        connected_clusters(len(batch), i, j, batch.sizes)
        clusters = time.perf_counter() - started
    finally:
        for name, function in originals.items():
            setattr(index, name, function)
    print(f"all_pairs at {n_docs:,} documents, {workers} worker(s): {joined:.2f} s wall, "
          f"{len(i):,} pairs; clusters {clusters:.2f} s")
    for name, label in steps.items():
        print(f"  {label:52s} {spent[name]:6.2f}")


def jobs_scaling(rounds: int) -> None:
    """--jobs 1 and 2 in alternation, beside the machine's two-process ceiling."""
    from benchmarks.corpus import read_pages
    from benchmarks.run import two_process_ceiling
    from spotsigs.engine.local import extract
    from spotsigs.methods.spotsigs import SpotSigs
    from spotsigs.readers import Document

    documents = [Document(doc_id=str(k), url="", content=p) for k, p in enumerate(read_pages())]
    extractor = SpotSigs()
    speedups, ceilings = [], []
    print(f"extraction of {len(documents):,} real pages, wall seconds")
    for _ in range(rounds):
        started = time.perf_counter()
        list(extract(documents, extractor, jobs=1))
        one = time.perf_counter() - started
        started, cpu = time.perf_counter(), time.process_time()
        list(extract(documents, extractor, jobs=2))
        two, parent = time.perf_counter() - started, time.process_time() - cpu
        ceiling = two_process_ceiling(one)
        speedups.append(one / two)
        ceilings.append(ceiling)
        print(f"  1 job {one:5.2f}   2 jobs {two:5.2f} (parent CPU {parent:4.2f} s)   "
              f"{one / two:4.2f}x   ceiling {ceiling:4.2f}x")
    print(f"  median {statistics.median(speedups):.2f}x against a median ceiling of "
          f"{statistics.median(ceilings):.2f}x")


_STARTUP = """
import time
from spotsigs import phrases
from spotsigs.engine.extraction import extract_batch
from spotsigs.methods.spotsigs import SpotSigs
from spotsigs.readers import Document
page = b"<html><head><title>A page</title></head><body><h1>News</h1><p>Rain fell.</p></body></html>"
extractor = SpotSigs()
extractor.from_texts(["warm up"])  # as the --jobs parent does before it forks
started = time.perf_counter()
extract_batch(extractor, [Document(doc_id="a", url="", content=page)])
first = time.perf_counter() - started
started = time.perf_counter()
extract_batch(extractor, [Document(doc_id="b", url="", content=page)])
second = time.perf_counter() - started
for cached in [f for f in vars(phrases).values() if hasattr(f, "cache_clear")]:
    cached.cache_clear()  # the phrase files read and compiled anew
started = time.perf_counter()
phrases._matcher(phrases._language_key(phrases.DEFAULT_LANGUAGES))
print(first, second, time.perf_counter() - started)
"""


def startup_costs(rounds: int) -> None:
    """Cold costs of a fresh process, median over ``rounds`` interpreters (wall seconds)."""
    import subprocess
    import sys

    runs = [[float(x) for x in subprocess.run(
        [sys.executable, "-c", _STARTUP], capture_output=True, text=True, check=True
    ).stdout.split()] for _ in range(rounds)]
    first, second, matcher = (statistics.median(column) for column in zip(*runs))
    command = [sys.executable, "-c", "import sys; from spotsigs.cli import main; "
               "sys.exit(main(['--version']))"]
    version = []
    for _ in range(rounds):
        started = time.perf_counter()
        subprocess.run(command, capture_output=True, check=True)
        version.append(time.perf_counter() - started)
    print(f"a fresh process, median of {rounds} (wall s)")
    print(f"  {'spotsigs --version (interpreter and imports)':52s} {statistics.median(version):6.3f}")
    print(f"  {'first small page (cold: builds the phrase matcher)':52s} {first:6.3f}")
    print(f"  {'second small page':52s} {second:6.3f}")
    print(f"  {'the phrase matcher alone, built from the files':52s} {matcher:6.3f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", nargs="+",
                        choices=["html", "content", "join", "jobs", "startup"],
                        default=["html", "content", "join", "jobs", "startup"])
    parser.add_argument("--docs", type=int, default=1_000_000, help="documents in the join")
    parser.add_argument("--rounds", type=int, default=5, help="pairs of --jobs runs")
    args = parser.parse_args(argv)
    if "html" in args.only:
        html_steps()
    if "content" in args.only:
        content_steps()
    if "join" in args.only:
        for workers in (1, 2):
            join_steps(args.docs, workers)
    if "jobs" in args.only:
        jobs_scaling(args.rounds)
    if "startup" in args.only:
        startup_costs(args.rounds)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
