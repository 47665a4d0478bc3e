"""Why SpotSigs errs on the Reuters corpus: every false-positive and false-negative pair, classified.

For a setting (antecedents, d, c, threshold) on ``out/reuters`` (built by ``reuters.py``), the
pages' main-content texts (``defaults.load``) are matched as in ``defaults.py`` (pages with
fewer than 2 signatures left out) and every pair the clustering gets wrong is listed with its
similarity, spot counts and what the main-content text held. The story each page was built
from is known (gold ``source``), so a page's spots split into **story spots** (also spots of
the story's own text, its title and paragraphs, multiset intersection) and **template spots**
(the rest: text of the host template that main-content extraction kept), and the pair's
similarity can be set against the **story-only** similarity (the same setting on the two
stories' own texts: what perfect main-content extraction would give).

Classes (first that applies). False negatives: *left out* (a page with < 2 signatures);
*story lost* (main content kept < 80% of a story's words); *table* (a story of fewer than
TABLE_SPOTS spots on its own: earnings and price tables without stopwords, the template
decides); *template dilution* (story-only similarity >= τ, the pages' < τ); *versions differ*
(story-only similarity < τ: the gold rule, 5-gram containment >= 0.8, calls versions what
the spots do not). False positives: *through a chain* (the pair's own similarity < τ; joined
by other pairs); *table on one template* (both stories under TABLE_SPOTS spots);
*similar stories* (story-only similarity >= τ: a gold-rule question); *shared template*
(the rest).

    python experiments/reuters_errors.py out/reuters

Writes ``experiments/results/reuters-errors.md`` for the former default and today's.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from corpora import ROOT
from defaults import MIN_SIGNATURES, load
from reuters import read_stories
from syndication import DEFAULT_DATA

from spotsigs.checks import DEFAULT_THRESHOLD
from spotsigs.cluster import connected_clusters
from spotsigs.evaluate import evaluate
from spotsigs.features import Signature
from spotsigs.join import all_pairs, jaccard
from spotsigs.methods.spotsigs import SpotSigs
from spotsigs.tokenize import tokens

TABLE_SPOTS = 5
MIN_COVERAGE = 0.8
FORMER = ("former default",
          {"antecedents": "stopwords", "numbers": "words", "spot_distance": 2,
           "chain_length": 3}, 0.50)
CURRENT = ("today's default", {}, DEFAULT_THRESHOLD)
FN_CLASSES = ("left out", "story lost", "table", "template dilution", "versions differ")
SHOWN_ELSEWHERE = ("method", "antecedents", "spot_distance", "chain_length", "stopword_language",
                   "whole_page", "min_signatures", "min_words", "synthetic")
FP_CLASSES = ("through a chain", "table on one template", "similar stories", "shared template")


@dataclass(frozen=True)
class Page:
    """One page's facts: its template, spots (all, from the story, story alone) and text."""

    id: str
    template: str
    spots: int
    story_spots: int
    story_alone: int
    coverage: float
    text: str


def story_texts(data: Path, sources: list[str]) -> list[str]:
    """The text each page's story was rendered from (title, then paragraphs, one a line)."""
    stories = {s.newid: s for s in read_stories(data / "reuters21578")}
    picked = [stories[int(source.split("/")[1])] for source in sources]
    return ["\n".join([s.title.title(), *s.paragraphs]) for s in picked]


def overlap(a: Signature, b: Signature) -> int:
    """Size of the multiset intersection of two signatures."""
    _, ia, ib = np.intersect1d(a.hashes, b.hashes, assume_unique=True, return_indices=True)
    return int(np.minimum(a.counts[ia], b.counts[ib]).sum())


def coverage(story: str, text: str) -> float:
    """Share of a story's words (as a multiset) that the page's text holds."""
    words = Counter(tokens(story))
    return sum((words & Counter(tokens(text))).values()) / max(sum(words.values()), 1)


def clusters_of(batch, threshold: float, n: int) -> np.ndarray:
    """Cluster labels (-1: left out) of a batch of signatures at a threshold."""
    sizes = np.asarray(batch.sizes)
    included = sizes >= MIN_SIGNATURES
    candidates = np.flatnonzero(included)
    i, j, _ = all_pairs(batch.take(candidates), threshold)
    return connected_clusters(n, candidates[i], candidates[j], sizes, included).labels


def wrong_pairs(labels: np.ndarray, gold: list[str]) -> tuple[list, list]:
    """(false positives, false negatives) as index pairs (a < b)."""
    by_label: dict[int, list[int]] = {}
    by_gold: dict[str, list[int]] = {}
    for k, (label, cluster) in enumerate(zip(labels.tolist(), gold)):
        if label >= 0:
            by_label.setdefault(label, []).append(k)
        by_gold.setdefault(cluster, []).append(k)
    fp = [(a, b) for m in by_label.values() for x, a in enumerate(m) for b in m[x + 1:]
          if gold[a] != gold[b]]
    fn = [(a, b) for m in by_gold.values() for x, a in enumerate(m) for b in m[x + 1:]
          if labels[a] < 0 or labels[a] != labels[b]]
    return fp, fn


def classify_fn(a: Page, b: Page, story_similarity: float, threshold: float) -> str:
    if min(a.spots, b.spots) < MIN_SIGNATURES:
        return "left out"
    if min(a.coverage, b.coverage) < MIN_COVERAGE:
        return "story lost"
    if min(a.story_alone, b.story_alone) < TABLE_SPOTS:
        return "table"
    return "template dilution" if story_similarity >= threshold else "versions differ"


def classify_fp(a: Page, b: Page, similarity: float, story_similarity: float,
                threshold: float) -> str:
    if similarity < threshold:
        return "through a chain"
    if max(a.story_alone, b.story_alone) < TABLE_SPOTS:
        return "table on one template"
    return "similar stories" if story_similarity >= threshold else "shared template"


def diagnose(corpus, records: dict[str, dict], stories: list[str], setting: tuple) -> dict:
    """Figures and classified error pairs of one setting."""
    label, params, threshold = setting
    method = SpotSigs(min_signatures=0, **params)
    pages_batch, story_batch = method.from_texts(corpus.texts), method.from_texts(stories)
    pages = [Page(k, records[k]["template"], int(pages_batch[n].size),
                  overlap(pages_batch[n], story_batch[n]), int(story_batch[n].size),
                  coverage(stories[n], corpus.texts[n]), corpus.texts[n])
             for n, k in enumerate(corpus.ids)]
    gold = [corpus.gold[k] for k in corpus.ids]
    n = len(pages)
    figures = {}
    for name, batch in (("pages", pages_batch), ("stories alone", story_batch)):
        for t in (0.3, threshold, 0.6):
            result = evaluate(corpus.gold, dict(zip(corpus.ids, (
                None if x < 0 else int(x) for x in clusters_of(batch, t, n).tolist()))))
            figures[(name, t)] = (result.pair_precision, result.pair_recall, result.pair_f1)
    fp, fn = wrong_pairs(clusters_of(pages_batch, threshold, n), gold)
    rows = []
    for kind, found in (("FN", fn), ("FP", fp)):
        for x, y in found:
            similarity = jaccard(pages_batch[x], pages_batch[y])
            alone = jaccard(story_batch[x], story_batch[y])
            cls = (classify_fn(pages[x], pages[y], alone, threshold) if kind == "FN" else
                   classify_fp(pages[x], pages[y], similarity, alone, threshold))
            rows.append((kind, cls, pages[x], pages[y], similarity, alone))
    shown = {**method.params(), "antecedents": method.antecedents_name}
    return {"label": label, "params": shown, "threshold": threshold,
            "figures": figures, "rows": rows, "pages": pages}


def _page_cell(p: Page) -> str:
    return (f"`{p.id.removeprefix('stories/').removesuffix('.html')}` {p.template} "
            f"{p.spots} ({p.story_spots} story, {p.story_alone} alone) {p.coverage:.0%}")


def markdown(corpus_name: str, results: list[dict], seconds: float, command: str) -> str:
    lines = ["# Reuters errors: which pairs SpotSigs gets wrong, and why", "",
             f"Written by `{command}` (do not edit by hand) in {seconds:.0f} s. Classes and "
             "terms: the docstring of `experiments/reuters_errors.py`.", "",
             "A page is shown as `newid` template, spots (of them from the story; the story's "
             "own text alone), share of the story's words in the main-content text. Texts are "
             "the main content as `spotsigs.content` extracts it now; the diagnosis before "
             "author boxes were skipped and numbers made antecedents is this file's first "
             "version (`git log -- experiments/results/reuters-errors.md`).", ""]
    for r in results:
        t = r["threshold"]
        p = r["params"]
        extra = "".join(f", {k}={v}" for k, v in p.items() if k not in SHOWN_ELSEWHERE)
        lines += [f"## {r['label']}: {p['antecedents']}, d={p['spot_distance']}, "
                  f"c={p['chain_length']}{extra}, τ {t:.2f}", "",
                  f"Pairwise P / R / F1 on `{corpus_name}`, main-content pages against the "
                  "stories' own texts (perfect extraction):", "",
                  "| text | τ 0.30 | τ " + f"{t:.2f}" + " | τ 0.60 |", "|---|---|---|---|"]
        for name in ("pages", "stories alone"):
            lines.append(f"| {name} | " + " | ".join(
                "P {:.3f} R {:.3f} F1 **{:.3f}**".format(*r["figures"][(name, x)])
                for x in (0.3, t, 0.6)) + " |")
        pages = r["pages"]
        tables = sum(q.story_alone < TABLE_SPOTS for q in pages)
        template_share = np.mean([1 - q.story_spots / q.spots for q in pages if q.spots])
        lines += ["", f"Pages: {len(pages)}; stories under {TABLE_SPOTS} spots on their own "
                  f"(tables): {tables}; median spots per page {np.median([q.spots for q in pages]):.0f}, "
                  f"of them from the template on average {template_share:.0%}; main content "
                  f"kept under {MIN_COVERAGE:.0%} of the story on "
                  f"{sum(q.coverage < MIN_COVERAGE for q in pages)} pages.", ""]
        counts = Counter((kind, cls) for kind, cls, *_ in r["rows"])
        lines += ["| error | class | pairs |", "|---|---|---|"]
        for kind, classes in (("FN", FN_CLASSES), ("FP", FP_CLASSES)):
            for cls in classes:
                lines.append(f"| {kind} | {cls} | {counts[(kind, cls)]} |")
        lines += ["", "| error | class | similarity | story alone | page a | page b |",
                  "|---|---|---|---|---|---|"]
        order = {c: k for k, c in enumerate(FN_CLASSES + FP_CLASSES)}
        shown = sorted(r["rows"], key=lambda row: (row[0], order[row[1]], -row[4]))
        chained = [row for row in shown if row[1] == "through a chain"]
        for kind, cls, a, b, similarity, alone in shown:
            if cls != "through a chain":
                lines.append(f"| {kind} | {cls} | {similarity:.3f} | {alone:.3f} | "
                             f"{_page_cell(a)} | {_page_cell(b)} |")
        if chained:
            lines.append(f"| FP | through a chain | {len(chained)} pairs, not listed | | | |")
        examples = {}
        for kind, cls, a, b, *_ in shown:
            examples.setdefault((kind, cls), (a, b))
        if examples:
            lines += ["", "Main-content text of the first pair of each class (first 12 lines):",
                      ""]
        for (kind, cls), pair in examples.items():
            lines.append(f"**{kind}, {cls}**")
            lines.append("")
            for q in pair:
                lines += [f"`{q.id}` ({q.template}):", "", "```",
                          *q.text.splitlines()[:12], "```", ""]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Command line: diagnose the former and today's default on a Reuters corpus."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpus", type=Path, help="folder built by reuters.py")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--results", type=Path, default=ROOT / "experiments" / "results")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    corpus = load(args.corpus, "main")
    records = {r["id"]: r for r in map(json.loads, (args.corpus / "gold.jsonl")
                                       .read_text("utf-8").splitlines())}
    stories = story_texts(args.data, [records[k]["source"] for k in corpus.ids])
    settings = [FORMER] if SpotSigs().params() == SpotSigs(**FORMER[1]).params() and \
        FORMER[2] == DEFAULT_THRESHOLD else [FORMER, CURRENT]
    results = [diagnose(corpus, records, stories, s) for s in settings]
    command = f"python experiments/reuters_errors.py {args.corpus}"
    args.results.mkdir(parents=True, exist_ok=True)
    (args.results / "reuters-errors.md").write_text(
        markdown(args.corpus.name, results, time.perf_counter() - started, command),
        encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
