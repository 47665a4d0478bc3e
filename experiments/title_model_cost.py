"""What would the learned model of error-page wording flag in a collection it never saw? (issue 26)

``experiments/title_model.py`` measured the model's cost in real articles on one pooled
collection, whose other half it was trained and calibrated on. This measures it leave one
collection out, on five collections of real, non-error text:

- the extraction benchmark's 1,233 real pages (``benchmarks.corpus.read_pages``);
- the originals gathered for the multilingual corpora (``<out>/ml-sources/pages``);
- the originals of the English corpora (``phrase_checks.ENGLISH_CORPORA``);
- Reuters-21578 stories with a body (``dedup_text.stories``), no page: the signal is the
  headline and the first three non-empty lines of the story, folded and cut as a page's is;
- lingua's test sentences of the 62 phrase languages (``phrase_checks.sentences``), the first
  ``PER_LANGUAGE`` of each: the signal is the folded sentence.

The model is title_model's (hashed character 3- to 5-grams of the signal, L2 logistic
regression), its positives title_model's: the pages of sets 1 to ``TRAIN_THROUGH`` and the
shared 50. For each held-out collection, the negatives are every second text of the other
collections, the threshold is the score that flags ``ARTICLES_FLAGGED`` of the rest of the other
collections, and the figures are on the held-out collection, which neither saw; beside them, how
many of the first-run misses of the later sets (``unseen404.first_run_misses``) the fold's
model flags. The page collections hold many of the same pages (most of the benchmark's pages
are among ml-sources' and all the English corpora's originals among the benchmark's), so a text
of another collection whose signal is that of a held-out text is left out of the fold. A text
whose signal is empty (no title, headings or lines read) is counted apart and used nowhere:
nothing could name it. One-off; nothing here is used by the page model.

    python experiments/title_model_cost.py --out out --data ../shared/data \\
        --lingua /work/.mirror/pemistahl+lingua-py/repo -o experiments/results/title-model-cost.md
"""

from __future__ import annotations

import argparse
import gzip
import sys
import time
from pathlib import Path

import numpy as np
from dedup_text import stories
from phrase_checks import ENGLISH_CORPORA, sentences
from provenance import defaults_line, header
from scipy import sparse
from title_model import SIGNAL_CHARS, features, fit, gathered, signal
from unseen404 import first_run_misses, set_folder
from unseen404_sources import SETS

from spotsigs.phrase_index import fold
from spotsigs.phrases import PHRASE_LANGUAGES

ROOT = Path(__file__).resolve().parents[1]
TRAIN_THROUGH = 33
ARTICLES_FLAGGED = 0.003
PER_LANGUAGE = 300
SHOWN = 10


def story_signal(text: str) -> str:
    """A Reuters story's signal: headline | its first three non-empty lines, folded."""
    headline, _, body = text.partition("\n\n")
    lines = [line.strip() for line in body.splitlines() if line.strip()][:3]
    return fold(" | ".join([headline, *lines]))[:SIGNAL_CHARS]


def collections(out: Path, data: Path, lingua: Path) -> dict[str, list[str]]:
    """The signal of every text of each collection of real, non-error text."""
    sys.path.insert(0, str(ROOT))  # the benchmarks package, beside experiments/
    from benchmarks.corpus import read_pages

    found: dict[str, list[str]] = {}
    found["extraction benchmark's real pages"] = [signal(raw) for raw in read_pages()]
    found["ml-sources pages"] = [
        signal(gzip.decompress(path.read_bytes()))
        for path in sorted((out / "ml-sources" / "pages").glob("*.html.gz"))]
    found["English corpora's originals"] = [
        signal(path.read_bytes()) for corpus in ENGLISH_CORPORA
        for path in sorted((out / corpus / "pages" / "originals").glob("*.html"))]
    found["Reuters-21578 headlines and first lines"] = [
        story_signal(story["text"]) for story in stories(data / "reuters21578")]
    found[f"lingua's sentences ({len(PHRASE_LANGUAGES)} languages, first {PER_LANGUAGE} "
          "each)"] = [fold(sentence)[:SIGNAL_CHARS] for language in PHRASE_LANGUAGES
                      for sentence in sentences(lingua, language)[:PER_LANGUAGE]]
    return found


def probability(w: np.ndarray, x: sparse.csr_matrix) -> np.ndarray:
    """``title_model.scores`` of texts whose features are made already."""
    return 1 / (1 + np.exp(-(x @ w[:-1] + w[-1])))


def shown(text: str) -> str:
    return " ".join(text[:100].split()).replace("`", "'")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path("out"))
    parser.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data")
    parser.add_argument("--lingua", type=Path,
                        default=Path("/work/.mirror/pemistahl+lingua-py/repo"))
    parser.add_argument("-o", "--output", type=Path,
                        default=ROOT / "experiments" / "results" / "title-model-cost.md")
    args = parser.parse_args(argv)
    started = time.time()
    names = list(SETS)
    numbers = [k + 1 for k in range(len(names)) if (args.out / set_folder(k + 1)).is_dir()]
    train = [t for n in numbers if n <= TRAIN_THROUGH for _, t in gathered(args.out, n)]
    train += [signal(gzip.decompress(p.read_bytes()))
              for p in sorted((args.data / "404").glob("*.html.gz"))]
    positives = features(train)
    missed = []
    for n in numbers:
        if n > TRAIN_THROUGH:
            misses = first_run_misses(n)
            missed += [t for key, t in gathered(args.out, n) if key in misses]
    later = f"{names[TRAIN_THROUGH]}" if len(names) > TRAIN_THROUGH else "later"
    missed_x = features(missed)
    texts = collections(args.out, args.data, args.lingua)
    counts = {name: len(signals) for name, signals in texts.items()}
    texts = {name: [t for t in signals if t.strip()] for name, signals in texts.items()}
    matrices = {name: features(signals) for name, signals in texts.items()}
    print(f"read in {time.time() - started:.0f} s: " +
          ", ".join(f"{name} {len(t)}" for name, t in texts.items()), file=sys.stderr)

    rows, flagged_lists, shared = [], {}, {}
    for held in texts:
        seen = set(texts[held])
        others = {name: matrices[name][[k for k, t in enumerate(signals) if t not in seen]]
                  for name, signals in texts.items() if name != held}
        shared[held] = {name: len(texts[name]) - x.shape[0] for name, x in others.items()}
        negatives = sparse.vstack([x[0::2] for x in others.values()]).tocsr()
        calibration = sparse.vstack([x[1::2] for x in others.values()]).tocsr()
        w = fit(sparse.vstack([positives, negatives]).tocsr(),
                np.r_[np.ones(positives.shape[0]), np.zeros(negatives.shape[0])])
        threshold = float(np.quantile(probability(w, calibration), 1 - ARTICLES_FLAGGED))
        scored = probability(w, matrices[held])
        hit = scored >= threshold
        caught = int((probability(w, missed_x) >= threshold).sum())
        flagged_lists[held] = sorted(((float(s), t) for s, t, f in zip(scored, texts[held], hit)
                                      if f), reverse=True)
        rows.append(f"| {held} | {counts[held]:,} | {counts[held] - len(texts[held]):,} | "
                    f"{int(hit.sum())} | {hit.mean():.2%} | {threshold:.4f} | {caught} |")
        print(f"{held}: {int(hit.sum())} of {len(texts[held])} flagged, threshold "
              f"{threshold:.4f}, misses {caught} of {len(missed)} "
              f"({time.time() - started:.0f} s)", file=sys.stderr)

    lines = [f"# {__doc__.splitlines()[0]}", "",
             header(time.time() - started, argv), "", defaults_line(["spotsigs"]), "",
             (f"Positives: the {len(train)} pages of sets 1 to {TRAIN_THROUGH} and the shared "
              "50. For each held-out collection, negatives: every second text of the other "
              f"collections; threshold: the score that flags {ARTICLES_FLAGGED:.1%} of their "
              "other texts. The rate is of the held-out texts with a signal; texts with an empty "
              "signal are used nowhere, and other collections' texts with the signal of a "
              "held-out text are left out of the fold (below). The last column counts the "
              f"{len(missed)} pages of the sets from the {later} on that their first runs left "
              "unflagged (title-model.md has the pooled model's count)."),
             "",
             ("| held-out collection | texts | empty signals | flagged | rate | threshold | "
              f"first-run misses of sets {TRAIN_THROUGH + 1}-{max(numbers)} flagged "
              f"(of {len(missed)}) |"), "|---|---|---|---|---|---|---|", *rows, "",
             "## Texts of the other collections left out of a fold", "",
             ("The page collections hold the same pages over again: a text of another "
              "collection whose signal is that of a held-out text is left out of the fold's "
              "training and calibration (texts left out, per held-out collection and other "
              "collection)."), "",
             "| held-out collection | " + " | ".join(texts) + " |",
             "|---|" + "---|" * len(texts),
             *(f"| {held} | " + " | ".join("–" if name == held else f"{left[name]:,}"
                                          for name in texts) + " |"
               for held, left in shared.items()), "",
             "## Flagged signals of each held-out collection", "",
             f"The {SHOWN} highest scores of each (score, first 100 characters of the signal).",
             ""]
    for held, flagged in flagged_lists.items():
        lines += [f"### {held}: {len(flagged)} flagged", ""]
        lines += [f"- {s:.3f} `{shown(t)}`" for s, t in flagged[:SHOWN]] or ["- none"]
        lines.append("")
    args.output.write_text("\n".join(lines), encoding="utf-8")
    print(f"wrote {args.output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
