"""Exact repeats against distinct pages: what n copies of one page cost (issue 25, item 1).

    python -m benchmarks.exact_repeats [--sizes 1000 10000 100000] [--dask-sizes 1000 10000]

For each size n, four corpora of n JSONL records: ``distinct`` (n different texts of about
300 words), ``copies`` (n copies of one of them), ``distinct pages`` (the n texts in one
HTML page template) and ``stamped`` (n copies of one such page whose template differs in a
timestamp only: no feature comes from it). Each runs the whole flow
(SpotSigs at its defaults, ``-j 2``) in a fresh process, timed in wall seconds, with its peak
resident memory; the figures are the ratios copies / distinct and stamped / distinct pages at
the same n, whose bar is 1.5x. Local runs are also timed without the repeats stage (the flow before it) up to
``--without-max`` documents: every pair of the n copies is then joined.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUTPUT = ROOT / "benchmarks" / "results-repeats.md"
WORDS = 300

_RUN = """
import json, resource, sys, time
from spotsigs.engine import LocalEngine, Run
from spotsigs.engine import stages as flow
from spotsigs.methods import make_method
path, engine, repeats = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
stages = flow.STAGES if repeats else tuple(s for s in flow.STAGES if s.name != "repeats")
start = time.perf_counter()
run = Run(make_method("spotsigs"), 0.4, inputs=[path], jobs=2)
if engine == "dask":
    from distributed import LocalCluster
    from spotsigs.engine.dask import DaskEngine
    cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                           dashboard_address=None)
    start = time.perf_counter()
    with DaskEngine(cluster.scheduler_address).cluster(run) as result:
        counts = result.counts()
    cluster.close()
else:
    counts = LocalEngine().run(run, stages).result.counts()
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"seconds": seconds, "peak_mb": peak / 1024, "pairs": counts["pairs"],
                  "clusters": counts["clusters"]}))
"""


def texts(n: int, seed: int = 0) -> list[str]:
    """n different news-like texts: sentences of stopwords around random nouns."""
    rng = np.random.default_rng(seed)
    frames = ("the {} said that the {} was in the {} of the {}",
              "there is a {} for the {} and it will be {} by the {}",
              "a {} has been found near the {} after the {} was {}",
              "they were {} to the {} when the {} had {} a {}")
    out = []
    for _ in range(n):
        sentences, words = [], 0
        while words < WORDS:
            frame = frames[int(rng.integers(len(frames)))]
            picked = (f"n{k:05d}" for k in rng.integers(0, 20000, frame.count("{}")).tolist())
            sentence = frame.format(*picked)
            sentences.append(sentence)
            words += len(sentence.split())
        out.append(". ".join(sentences) + ".")
    return out


def _page(text: str, k: int) -> str:
    """A text as the story of a page whose footer holds the time it was generated."""
    story = "".join(f"<p>{s}.</p>" for s in text.rstrip(".").split(". "))
    stamp = f"2026-11-26 10:{k // 60 % 60:02d}:{k % 60:02d}.{k:06d}"
    return ("<html><head><title>Story</title></head><body><nav>Home News Sport</nav>"
            f"<article><h1>Story</h1>{story}</article><footer>Page generated {stamp}</footer>"
            "</body></html>")


def write_corpus(kind: str, n: int, folder: Path) -> Path:
    """The JSONL corpus ``kind`` of n records."""
    path = folder / f"{kind.replace(' ', '-')}-{n}.jsonl"
    if kind == "distinct":
        records = ({"id": f"d{k}", "text": t} for k, t in enumerate(texts(n)))
    elif kind == "copies":
        text = texts(1)[0]
        records = ({"id": f"d{k}", "text": text} for k in range(n))
    elif kind == "distinct pages":
        records = ({"id": f"https://site.example/s{k}", "html": _page(t, k)}
                   for k, t in enumerate(texts(n)))
    else:
        text = texts(1)[0]
        records = ({"id": f"https://site.example/s?session={k}", "html": _page(text, k)}
                   for k in range(n))
    with open(path, "w", encoding="utf-8") as out:
        out.writelines(json.dumps(record) + "\n" for record in records)
    return path


def timed(path: Path, engine: str, repeats: bool = True) -> dict:
    """One run of the whole flow in a fresh process."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    found = subprocess.run([sys.executable, "-c", _RUN, str(path), engine, str(int(repeats))],
                           env=env, capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(found.stdout.strip().splitlines()[-1])


def measure(sizes: list[int], dask_sizes: list[int], without_max: int) -> list[dict]:
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in sorted(set(sizes) | set(dask_sizes)):
            paths = {kind: write_corpus(kind, n, Path(tmp)) for kind in
                     ("distinct", "copies", "distinct pages", "stamped")}
            engines = [e for e, chosen in (("local", sizes), ("dask", dask_sizes)) if n in chosen]
            for engine in engines:
                row = {"n": n, "engine": engine}
                for kind, path in paths.items():
                    row[kind] = timed(path, engine)
                    print(n, engine, kind, row[kind], file=sys.stderr)
                if engine == "local" and n <= without_max:
                    row["copies without repeats"] = timed(paths["copies"], engine, False)
                    print(n, "without", row["copies without repeats"], file=sys.stderr)
                rows.append(row)
    return rows


def report(rows: list[dict], command: str) -> str:
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True, cwd=ROOT, check=False).stdout.strip()
    lines = ["# Exact repeats against distinct pages", "",
             (f"`{command}` at commit `{commit}` ({platform.machine()}, {os.cpu_count()} CPUs, "
              f"Python {platform.python_version()}). SpotSigs at its defaults, `-j 2`; wall "
              "seconds and peak resident memory of a fresh process per run (for Dask, the "
              "client's; scheduler and 2 workers of one machine, their start outside the "
              "clock). Ratios: copies against distinct texts, stamped against distinct pages, "
              "at the same n; the bar is 1.5x."), "",
             ("| n | engine | corpus | seconds | peak MB | pairs | clusters | time ratio | "
              "memory ratio |"), "|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        for kind in ("distinct", "copies", "copies without repeats", "distinct pages",
                     "stamped"):
            if kind not in row:
                continue
            r, base = row[kind], row["distinct pages" if "pages" in kind or kind == "stamped"
                                     else "distinct"]
            lines.append(f"| {row['n']:,} | {row['engine']} | {kind} | {r['seconds']:.2f} | "
                         f"{r['peak_mb']:.0f} | {r['pairs']:,} | {r['clusters']:,} | "
                         f"{r['seconds'] / base['seconds']:.2f}x | "
                         f"{r['peak_mb'] / base['peak_mb']:.2f}x |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    parser.add_argument("--dask-sizes", type=int, nargs="*", default=[1000, 10000])
    parser.add_argument("--without-max", type=int, default=3000,
                        help="largest n also run without the repeats stage (default 3000)")
    parser.add_argument("-o", "--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    rows = measure(args.sizes, args.dask_sizes, args.without_max)
    command = "python -m benchmarks.exact_repeats " + " ".join(sys.argv[1:] if argv is None
                                                                else argv)
    args.output.write_text(report(rows, command.strip()), encoding="utf-8")
    print(args.output)


if __name__ == "__main__":
    main()
