"""End to end from HTML against the pipelines users would otherwise pick, and against the floor
of our own extractor.

    python -m benchmarks.peers [CORPUS ...] [--rounds 3] [-o benchmarks/results-peers.md]

A corpus is a folder of ``pages/`` with ``gold.jsonl``, as ``experiments/syndication.py``,
``transplant.py``, ``reuters.py`` and ``languages.py`` build them; the default is the five
English corpora of "Choosing the defaults" and two multilingual ones, under ``out/`` (the
docs say how to build each). Every arm starts from the pages' bytes in memory and ends with
clusters; each is timed in CPU seconds of this process, in alternation, ``--rounds`` times:

- ``spotsigs``: ``spotsigs.cluster`` at its defaults (decoding, main content, page model,
  languages, signatures, the index, clusters).
- ``floor``: Resiliparse's parse and main-content text of each page and nothing else, what
  any pipeline on this extractor pays (``spotsigs`` over ``floor`` is our own share).
- ``trafilatura`` + a deduplicator: ``trafilatura.extract`` of each page at its defaults,
  timed once a round and added to each deduplicator's own time:
  ``datasketch`` (``MinHash``, 128 permutations, and ``MinHashLSH`` at τ), ``rensa``
  (``RMinHash``, 128 permutations, and ``RMinHashLSH`` at τ, its bands by ``rensa_bands``),
  both over word 3-shingles of the lower-cased, white-space-split text, a candidate kept when
  its sketches estimate a Jaccard of τ or more; and ``datatrove``'s MinHash stages (signatures, buckets,
  clusters) at their default configuration (5-grams of its English word tokenizer, 14 buckets
  of 8 hashes), in this process on a temporary folder.

Pairwise F1 against ``gold.jsonl``: SpotSigs at its default threshold; datasketch and rensa at
each τ of THRESHOLDS, timed at their best τ on that corpus (hindsight no user has); datatrove
at its configuration's own threshold. The mission's bar: the lead must come from robustness, at
a fraction of the peers' cost.

Needs ``pip install '.[peers]'`` (trafilatura, datasketch, rensa, datatrove with the packages
its MinHash stages import).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUTPUT = ROOT / "benchmarks" / "results-peers.md"
DEFAULT_CORPORA = tuple(ROOT / "out" / name for name in (
    "syndication", "syndication-2", "syndication-3", "transplant", "reuters",
    "ml/ml-syndication-2", "ml/ml-transplant-1"))
THRESHOLDS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8)
"""The thresholds datasketch and rensa are run at; each is timed at its best."""
NUM_PERM = 128
SHINGLE_WORDS = 3


def rensa_bands(threshold: float, num_perm: int = NUM_PERM) -> int:
    """Bands for rensa's LSH at ``threshold``: of the band counts it takes (divisors of
    ``num_perm``), the one whose S-curve turns nearest it, (1/b)^(b/num_perm), as a user
    would pick them (datasketch picks its own)."""
    counts = [b for b in range(1, num_perm + 1) if num_perm % b == 0]
    return min(counts, key=lambda b: abs((1 / b) ** (b / num_perm) - threshold))


@dataclass
class Arm:
    """One pipeline on one corpus: CPU seconds of each round, pairwise F1, its threshold."""

    name: str
    seconds: list[float] = field(default_factory=list)
    f1: float | None = None
    threshold: str = ""


def read_corpus(folder: Path) -> tuple[list[str], list[bytes], dict[str, int | str]]:
    """The ids and bytes of a corpus' pages, in the order spotsigs reads them, and its gold."""
    import spotsigs

    documents = list(spotsigs.read_documents([folder / "pages"]))
    gold = {}
    with open(folder / "gold.jsonl", encoding="utf-8") as handle:
        for line in handle:
            record = json.loads(line)
            gold[record["id"]] = record["cluster"]
    return [d.doc_id for d in documents], [d.content for d in documents], gold


def pair_f1(gold: dict, ids: list[str], labels: np.ndarray) -> float:
    """Pairwise F1 of clusters (``labels``, one per id; -1 a page left out) against gold."""
    from spotsigs.evaluate import evaluate

    return evaluate(gold, dict(zip(ids, labels.tolist()))).pair_f1


def clusters_of(n: int, i: Sequence[int], j: Sequence[int]) -> np.ndarray:
    """Connected components of ``n`` pages joined by the pairs (i, j), as labels."""
    from spotsigs.cluster import connected_clusters

    return connected_clusters(n, np.asarray(i, np.int64), np.asarray(j, np.int64),
                              np.ones(n, np.int64)).labels


def spotsigs_labels(ids: list[str], pages: list[bytes]) -> np.ndarray:
    """``spotsigs.cluster`` at its defaults, from the pages' bytes."""
    import spotsigs
    from spotsigs.readers import Document

    return spotsigs.cluster([Document(doc_id, "", page) for doc_id, page in zip(ids, pages)]
                            ).labels


def floor_texts(pages: list[bytes]) -> list[str]:
    """Resiliparse's parse and main-content text of each page: the extractor's own cost."""
    from resiliparse.extract.html2text import extract_plain_text
    from resiliparse.parse.html import HTMLTree

    return [extract_plain_text(HTMLTree.parse_from_bytes(page, "utf-8"), main_content=True)
            for page in pages]


def trafilatura_texts(pages: list[bytes]) -> list[str]:
    """``trafilatura.extract`` of each page at its defaults ('' where it finds no text)."""
    import trafilatura

    return [trafilatura.extract(page) or "" for page in pages]


def shingle_sets(texts: list[str]) -> list[set[str]]:
    """Word SHINGLE_WORDS-shingles of each lower-cased, white-space-split text
    (``benchmarks.run.word_shingles``)."""
    from benchmarks.run import word_shingles

    return [word_shingles(text.lower().split(), SHINGLE_WORDS) for text in texts]


def verified_clusters(sets: list[set[str]], sketches: list, query: Callable[[object], list],
                      threshold: float) -> np.ndarray:
    """Clusters of the pairs an LSH index proposes (``query(sketch)``: the keys of other
    texts) whose sketches estimate a Jaccard of ``threshold`` or more; empty texts alone."""
    i, j = [], []
    for key, sketch in enumerate(sketches):
        if sets[key]:
            for other in query(sketch):
                if other > key and sketch.jaccard(sketches[other]) >= threshold:
                    i.append(key)
                    j.append(other)
    return clusters_of(len(sets), i, j)


def datasketch_labels(texts: list[str], threshold: float) -> np.ndarray:
    """datasketch: a MinHash per text, MinHashLSH at ``threshold``, candidates kept by the
    sketches' estimated Jaccard."""
    from datasketch import MinHash, MinHashLSH

    sets = shingle_sets(texts)
    lsh = MinHashLSH(threshold=threshold, num_perm=NUM_PERM)
    sketches = []
    for key, shingles in enumerate(sets):
        sketch = MinHash(num_perm=NUM_PERM, seed=1)
        sketch.update_batch([s.encode("utf-8") for s in shingles])
        sketches.append(sketch)
        if shingles:
            lsh.insert(key, sketch)
    return verified_clusters(sets, sketches, lsh.query, threshold)


def rensa_labels(texts: list[str], threshold: float) -> np.ndarray:
    """rensa: an RMinHash per text, RMinHashLSH at ``threshold``, candidates kept by the
    sketches' estimated Jaccard."""
    from rensa import RMinHash, RMinHashLSH

    sets = shingle_sets(texts)
    lsh = RMinHashLSH(threshold=threshold, num_perm=NUM_PERM,
                      num_bands=rensa_bands(threshold))
    sketches = []
    for key, shingles in enumerate(sets):
        sketch = RMinHash(num_perm=NUM_PERM, seed=42)
        sketch.update(sorted(shingles))
        sketches.append(sketch)
        if shingles:
            lsh.insert(key, sketch)
    return verified_clusters(sets, sketches, lsh.query, threshold)


def datatrove_labels(texts: list[str]) -> np.ndarray:
    """datatrove's MinHash stages at their default configuration, in this process: signatures,
    buckets (one task a bucket) and clusters, read back from its ``.clusters`` file."""
    from datatrove.data import Document
    from datatrove.pipeline.dedup.minhash import (
        MinhashConfig,
        MinhashDedupBuckets,
        MinhashDedupCluster,
        MinhashDedupSignature,
    )

    config = MinhashConfig()
    kept = [k for k, text in enumerate(texts) if text.strip()]
    with tempfile.TemporaryDirectory() as tmp:
        signatures, buckets, clusters = (f"{tmp}/{name}" for name in ("sig", "buckets", "clu"))
        MinhashDedupSignature(output_folder=signatures, config=config).run(
            (Document(text=texts[k], id=str(k)) for k in kept), 0, 1)
        for bucket in range(config.num_buckets):
            MinhashDedupBuckets(input_folder=signatures, output_folder=buckets,
                                config=config).run(None, bucket, config.num_buckets)
        MinhashDedupCluster(input_folder=buckets, output_folder=clusters, config=config,
                            save_cluster_id=True).run(None, 0, 1)
        found = Path(clusters) / "000000.clusters"
        rows = np.fromfile(found, dtype="<u4").reshape(-1, 2).astype(np.int64) \
            if found.exists() else np.zeros((0, 2), np.int64)
    labels = np.full(len(texts), -1, np.int64)
    positions = np.asarray(kept, np.int64)[rows[:, 0]]
    labels[positions] = rows[:, 1]
    alone = labels < 0
    labels[alone] = rows[:, 1].max(initial=-1) + 1 + np.arange(int(alone.sum()))
    return labels


def quiet_datatrove() -> None:
    """datatrove logs each stage through loguru and draws progress bars: not on our output
    (its logger is set up when it is imported, so it is imported first)."""
    os.environ.setdefault("TQDM_DISABLE", "1")
    try:
        import datatrove.pipeline.dedup.minhash  # noqa: F401
        from loguru import logger
    except ImportError:
        return
    logger.remove()


def cpu(fn: Callable[[], object]) -> tuple[float, object]:
    """CPU seconds of one call of ``fn`` in this process, and its result."""
    started = time.process_time()
    result = fn()
    return time.process_time() - started, result


def measure(folder: Path, rounds: int) -> tuple[int, dict[str, Arm]]:
    """Every arm on one corpus: rounds in alternation, then F1 (peers at each threshold)."""
    ids, pages, gold = read_corpus(folder)
    arms = {name: Arm(name) for name in ("spotsigs", "floor", "trafilatura",
                                         "trafilatura + datasketch", "trafilatura + rensa",
                                         "trafilatura + datatrove")}
    texts = trafilatura_texts(pages)
    best = {}
    for name, labels_at in (("trafilatura + datasketch", datasketch_labels),
                            ("trafilatura + rensa", rensa_labels)):
        scores = {tau: pair_f1(gold, ids, labels_at(texts, tau)) for tau in THRESHOLDS}
        best[name] = max(THRESHOLDS, key=lambda tau: (scores[tau], -abs(tau - 0.5)))
        arms[name].f1 = scores[best[name]]
        arms[name].threshold = f"best τ {best[name]} (τ 0.5: {scores[0.5]:.3f})"
    arms["trafilatura + datatrove"].f1 = pair_f1(gold, ids, datatrove_labels(texts))
    arms["trafilatura + datatrove"].threshold = "its default (14 x 8 hashes)"
    arms["spotsigs"].f1 = pair_f1(gold, ids, spotsigs_labels(ids, pages))
    arms["spotsigs"].threshold = "its default"
    for _ in range(rounds):
        arms["spotsigs"].seconds.append(cpu(lambda: spotsigs_labels(ids, pages))[0])
        arms["floor"].seconds.append(cpu(lambda: floor_texts(pages))[0])
        extracting, texts = cpu(lambda: trafilatura_texts(pages))
        arms["trafilatura"].seconds.append(extracting)
        for name, run in (
                ("trafilatura + datasketch",
                 lambda: datasketch_labels(texts, best["trafilatura + datasketch"])),
                ("trafilatura + rensa",
                 lambda: rensa_labels(texts, best["trafilatura + rensa"])),
                ("trafilatura + datatrove", lambda: datatrove_labels(texts))):
            arms[name].seconds.append(extracting + cpu(run)[0])
    return len(pages), arms


def commit() -> str:
    return subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                          capture_output=True, text=True).stdout.strip() or "?"


def versions() -> str:
    """The peers' versions, for the header."""
    from importlib.metadata import PackageNotFoundError, version

    found = []
    for name in ("trafilatura", "datasketch", "rensa", "datatrove", "resiliparse"):
        try:
            found.append(f"{name} {version(name)}")
        except PackageNotFoundError:
            found.append(f"{name} missing")
    return ", ".join(found)


def report(results: dict[str, tuple[int, dict[str, Arm]]], command: str, took: float) -> str:
    """The result file: one table per corpus, then each peer's cost over SpotSigs' on all."""
    from spotsigs.methods import make_method

    lines = [
        "# End to end from HTML: spotsigs against the pipelines users would otherwise pick",
        "",
        f"Written by `{command}` at commit {commit()} (do not edit by hand) in {took:.0f} s; "
        f"machine: {os.cpu_count()} cores, Python {platform.python_version()}; {versions()}.",
        "",
        "Defaults: `" + json.dumps({"spotsigs": make_method("spotsigs").params()},
                                   sort_keys=True) + "`",
        "",
        "CPU seconds of this process from the pages' bytes in memory to clusters (median of "
        "the rounds), pairwise F1 against the corpus' gold clusters. `floor`: Resiliparse's "
        "parse and main-content text alone, which spotsigs' extraction builds on. datasketch "
        "and rensa are timed at their best threshold on that corpus (hindsight), datatrove at "
        "its default configuration. See `benchmarks/peers.py` for each arm.",
    ]
    ratios: dict[str, list[float]] = {}
    for folder, (n, arms) in results.items():
        ours = statistics.median(arms["spotsigs"].seconds)
        lines += ["", f"## {folder} ({n:,} pages)", "",
                  "| pipeline | CPU seconds | ms per page | cost / spotsigs | pairwise F1 | at |",
                  "|---|---|---|---|---|---|"]
        for arm in arms.values():
            seconds = statistics.median(arm.seconds)
            ratio = seconds / ours
            if arm.name.startswith("trafilatura +"):
                ratios.setdefault(arm.name, []).append(ratio)
            f1 = "" if arm.f1 is None else f"{arm.f1:.3f}"
            lines.append(f"| {arm.name} | {seconds:.2f} | {1000 * seconds / n:.1f} | "
                         f"{ratio:.2f}x | {f1} | {arm.threshold} |")
    lines += ["", "## Cost of each peer over spotsigs, per corpus", "",
              "| pipeline | lowest | median | highest |", "|---|---|---|---|"]
    for name, values in ratios.items():
        lines.append(f"| {name} | {min(values):.1f}x | {statistics.median(values):.1f}x | "
                     f"{max(values):.1f}x |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("corpora", nargs="*", type=Path, default=list(DEFAULT_CORPORA),
                        help="corpus folders (pages/ and gold.jsonl); default: seven under out/")
    parser.add_argument("--rounds", type=int, default=3, help="timed rounds (default 3)")
    parser.add_argument("-o", "--output", type=Path, default=DEFAULT_OUTPUT,
                        help=f"result file (default {DEFAULT_OUTPUT.relative_to(ROOT)})")
    args = parser.parse_args(argv)
    missing = [str(c) for c in args.corpora if not (c / "gold.jsonl").exists()]
    if missing:
        parser.error(f"no corpus (pages/ and gold.jsonl) at {', '.join(missing)}: build it "
                     "as docs/benchmarks.md says")
    if args.rounds < 1:
        parser.error("--rounds must be 1 or more")
    quiet_datatrove()
    started = time.perf_counter()
    results = {}
    for folder in args.corpora:
        results[folder.name] = measure(folder, args.rounds)
        print(f"{folder.name}: done", file=sys.stderr)
    command = "python -m benchmarks.peers " + " ".join(sys.argv[1:] if argv is None else argv)
    text = report(results, command.strip(), time.perf_counter() - started)
    args.output.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
