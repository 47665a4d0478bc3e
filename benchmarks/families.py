"""Syndicated stories by the hundred (issue 28): dense families against sparse ones.

    python -m benchmarks.families [--sizes 40000] [--dask-sizes 40000] [--repeats 2]

Two corpora of n texts each: ``sparse``, families of 1-8 near-copies (about 2 pairs a text),
and ``dense``, families of 150-450 (hundreds of pairs a text). Each family's original is about
600 words of Reuters-21578 stories picked at random (so two families share little); each
copy drops 5% of its words and inserts 20 words of the stories' vocabulary, at random places.
Each run is the whole flow (``spotsigs cluster``, SpotSigs at its defaults, ``-j 2``) in a
fresh process: wall seconds and peak resident memory (for Dask, the client's; a scheduler and
2 workers on this machine in a process of their own, started outside the clock), without
``--pairs`` and, up to ``--pairs-max`` texts, with it. Ratios: dense against sparse at the same n and engine (bar:
1.2x locally without ``--pairs``), Dask against local on the same corpus (bar: 1.5x).
"""

from __future__ import annotations

import argparse
import gzip
import html
import json
import os
import platform
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

from spotsigs.methods import make_method

ROOT = Path(__file__).resolve().parents[1]
REUTERS = ROOT.parent / "shared" / "data" / "reuters21578"
DEFAULT_OUTPUT = ROOT / "benchmarks" / "results-families.md"
WORDS = 600
DROP = 0.05
INSERT = 20
COPIES = {"sparse": (1, 8), "dense": (150, 450)}
_BODY = re.compile(r"<BODY>(.*?)</BODY>", re.S)


def stories(folder: Path = REUTERS) -> list[list[str]]:
    """The words of every Reuters-21578 story body, in file order."""
    found = []
    for path in sorted(folder.glob("reut2-*.sgm.gz")):
        with gzip.open(path) as handle:
            text = handle.read().decode("latin-1")
        found.extend(html.unescape(body).split() for body in _BODY.findall(text))
    return [words for words in found if len(words) >= 20]


def originals(n: int, pool: list[list[str]], rng: np.random.Generator) -> list[list[str]]:
    """n texts of about WORDS words, each of stories picked at random from the pool."""
    out = []
    for _ in range(n):
        words: list[str] = []
        while len(words) < WORDS:
            words.extend(pool[int(rng.integers(len(pool)))])
        out.append(words[:WORDS])
    return out


def near_copy(words: list[str], vocabulary: np.ndarray, rng: np.random.Generator) -> str:
    """The words with DROP of them dropped and INSERT words of the vocabulary inserted."""
    kept = [w for w, drop in zip(words, rng.random(len(words)) < DROP) if not drop]
    for at, word in zip(rng.integers(0, len(kept) + 1, INSERT).tolist(),
                        rng.choice(vocabulary, INSERT).tolist()):
        kept.insert(at, word)
    return " ".join(kept)


def family_texts(kind: str, n: int, seed: int = 0) -> list[tuple[int, str]]:
    """n (family, text) of the corpus ``kind`` (sparse or dense), families spread over the
    input order as a crawl spreads them."""
    rng = np.random.default_rng(seed)
    pool = stories()
    vocabulary = np.unique(np.array([w for words in pool[:2000] for w in words]))
    low, high = COPIES[kind]
    sizes = []
    while sum(sizes) < n:
        sizes.append(int(rng.integers(low, high + 1)))
    sizes[-1] -= sum(sizes) - n
    family = np.repeat(np.arange(len(sizes)), sizes)
    rng.shuffle(family)
    bases = originals(len(sizes), pool, rng)
    return [(f, near_copy(bases[f], vocabulary, rng)) for f in family.tolist()]


def write_corpus(kind: str, n: int, path: Path, seed: int = 0) -> Path:
    """The corpus as JSONL records ``{"id", "text", "family"}``."""
    with open(path, "w", encoding="utf-8") as out:
        for k, (f, text) in enumerate(family_texts(kind, n, seed)):
            out.write(json.dumps({"id": f"t{k}", "family": f, "text": text}) + "\n")
    return path


_RUN = """
import json, resource, sys, time
from spotsigs.cli import main
args = json.loads(sys.argv[1])
start = time.perf_counter()
code = main(args)
seconds = time.perf_counter() - start
usage = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
cpu = sum(u.ru_utime + u.ru_stime for u in usage)
# This process's own peak (VmHWM): ru_maxrss keeps the peak of the process it was forked
# from across exec, which hid a small client behind the benchmark's own size.
with open("/proc/self/status") as status:
    peak = next(int(line.split()[1]) for line in status if line.startswith("VmHWM:"))
print(json.dumps({"code": code, "seconds": seconds, "cpu": cpu, "peak_mb": peak / 1024}))
"""

_CLUSTER = """
import sys, time
import dask
from distributed import LocalCluster
from spotsigs.engine.dask import worker_environ
if __name__ == "__main__":
    with dask.config.set(worker_environ()):  # as the engine's own local cluster
        cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                               dashboard_address=None, memory_limit="6GB")
    print(cluster.scheduler_address, flush=True)
    sys.stdin.read()  # until the benchmark closes it
    cluster.close()
"""


def timed(path: Path, out: Path, engine: str, pairs: bool) -> dict:
    """One run of ``spotsigs cluster`` in a fresh process: seconds, peak MB, clusters file.
    For Dask, a scheduler and 2 workers run in a process of their own, started before the
    clock (as a user's cluster is), so the figures are the client's alone."""
    args = ["cluster", str(path), "-o", str(out), "-j", "2", "-q"]
    if pairs:
        args += ["--pairs", str(out.with_suffix(".pairs.jsonl"))]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cluster = None
    if engine == "dask":
        cluster = subprocess.Popen([sys.executable, "-c", _CLUSTER], env=env, cwd=ROOT,
                                   stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=subprocess.DEVNULL, text=True)
        args += ["--engine", "dask", "--work-dir", str(out.parent),
                 "--scheduler", cluster.stdout.readline().strip()]
    try:
        found = subprocess.run([sys.executable, "-c", _RUN, json.dumps(args)], env=env,
                               capture_output=True, text=True, check=False, cwd=ROOT)
    finally:
        if cluster is not None:
            cluster.communicate("", timeout=120)
    if found.returncode != 0 or json.loads(found.stdout.strip().splitlines()[-1])["code"]:
        raise RuntimeError(f"spotsigs {' '.join(args)} failed: {found.stderr[-3000:]}")
    row = json.loads(found.stdout.strip().splitlines()[-1])
    row["clusters"] = _clusters(out)
    if pairs:
        row["pairs"] = sum(1 for _ in out.with_suffix(".pairs.jsonl").open())
    return row


def _clusters(path: Path) -> int:
    """Clusters in a clusters file (distinct cluster numbers of its records)."""
    return len({json.loads(line)["cluster"] for line in path.open()} - {None, -1})


def measure(sizes: list[int], dask_sizes: list[int], pairs_max: int, repeats: int,
            folder: Path) -> list[dict]:
    """Every run ``repeats`` times, the rounds interleaved so that the machine's load falls on
    every configuration alike; each keeps its least wall and CPU seconds and memory."""
    rows = []
    for n in sorted(set(sizes) | set(dask_sizes)):
        paths = {kind: write_corpus(kind, n, folder / f"{kind}-{n}.jsonl")
                 for kind in ("sparse", "dense")}
        runs = [(kind, engine, pairs) for kind in paths for engine, pairs in
                [("local", False)] + [("local", True)] * (n <= pairs_max)
                + [("dask", False)] * (n in dask_sizes)]
        best: dict[tuple, dict] = {}
        for _ in range(repeats):
            for kind, engine, pairs in runs:
                out = folder / f"{kind}-{n}-{engine}-{int(pairs)}.jsonl"
                row = timed(paths[kind], out, engine, pairs)
                row["output"] = out.read_bytes()
                out.unlink()
                print(n, kind, engine, pairs, {k: v for k, v in row.items() if k != "output"},
                      file=sys.stderr)
                kept = best.setdefault((kind, engine, pairs), row)
                for key in ("seconds", "cpu", "peak_mb"):
                    kept[key] = min(kept[key], row[key])
                kept["stable"] = kept.get("stable", True) and kept["output"] == row["output"]
        for (kind, engine, pairs), row in best.items():
            row.update(n=n, kind=kind, engine=engine)
            row["pairs asked"] = pairs
            row["same clusters"] = row["stable"] and \
                row["output"] == best[(kind, "local", False)]["output"]
            rows.append(row)
        for path in paths.values():
            path.unlink()
    for row in rows:
        del row["output"]
    return rows


def report(rows: list[dict], command: str, repeats: int) -> str:
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True, cwd=ROOT, check=False).stdout.strip()
    load = os.getloadavg()[0]
    lines = ["# Dense families against sparse ones", "",
             (f"`{command}` at commit `{commit}` ({platform.machine()}, {os.cpu_count()} CPUs, "
              f"Python {platform.python_version()}; load average {load:.1f} at the end). "
              "Texts in families of near-copies (`benchmarks/families.py`): sparse 1-8 copies, "
              "dense 150-450. `spotsigs cluster -j 2` at the defaults in a fresh process, "
              f"the least of {repeats} interleaved runs of each; wall seconds, CPU seconds (the process and its "
              "extraction workers; for Dask the client alone, so not shown) and peak resident "
              "memory (Dask: the client's alone; the scheduler and 2 local workers run in a process "
              "of their own, started before the clock). Ratios: "
              "dense against sparse (same n, engine and `--pairs`; bar 1.2x locally without "
              "`--pairs`), Dask against local (same corpus; bar 1.5x). \"same clusters\": the "
              "clusters file equals the local run's without `--pairs`, byte for byte."), "",
             "Defaults: `" + json.dumps({"spotsigs": make_method("spotsigs").params()},
                                        sort_keys=True) + "`", "",
             ("| n | corpus | engine | --pairs | seconds | CPU s | peak MB | clusters | pairs | "
              "dense/sparse time | dense/sparse CPU | dense/sparse memory | dask/local time | "
              "same clusters |"), "|---" * 14 + "|"]
    index = {(r["n"], r["kind"], r["engine"], r["pairs asked"]): r for r in rows}
    for r in rows:
        sparse = index.get((r["n"], "sparse", r["engine"], r["pairs asked"]))
        local = index.get((r["n"], r["kind"], "local", r["pairs asked"]))
        dense = r["kind"] == "dense" and sparse is not None
        cells = [f"{r['n']:,}", r["kind"], r["engine"], "yes" if r["pairs asked"] else "no",
                 f"{r['seconds']:.1f}", f"{r['cpu']:.1f}" if r["engine"] == "local" else "-",
                 f"{r['peak_mb']:.0f}", f"{r['clusters']:,}",
                 f"{r['pairs']:,}" if "pairs" in r else "-",
                 f"{r['seconds'] / sparse['seconds']:.2f}x" if dense else "",
                 f"{r['cpu'] / sparse['cpu']:.2f}x" if dense and r["engine"] == "local" else "",
                 f"{r['peak_mb'] / sparse['peak_mb']:.2f}x" if dense else "",
                 f"{r['seconds'] / local['seconds']:.2f}x" if r["engine"] == "dask" and local
                 else "", "yes" if r["same clusters"] else "NO"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[40000])
    parser.add_argument("--dask-sizes", type=int, nargs="*", default=[40000])
    parser.add_argument("--pairs-max", type=int, default=40000,
                        help="largest n also run with --pairs (default 40000)")
    parser.add_argument("--repeats", type=int, default=2,
                        help="runs of each configuration, interleaved; the least counts")
    parser.add_argument("--corpus", nargs=3, metavar=("KIND", "N", "FILE"),
                        help="only write the corpus KIND (sparse, dense) of N texts to FILE")
    parser.add_argument("-o", "--output", type=Path, default=DEFAULT_OUTPUT)
    args = parser.parse_args(argv)
    if args.corpus:
        write_corpus(args.corpus[0], int(args.corpus[1]), Path(args.corpus[2]))
        return
    with tempfile.TemporaryDirectory() as tmp:
        rows = measure(args.sizes, args.dask_sizes, args.pairs_max, args.repeats, Path(tmp))
    command = "python -m benchmarks.families " + " ".join(sys.argv[1:] if argv is None
                                                          else argv)
    args.output.write_text(report(rows, command.strip(), args.repeats), encoding="utf-8")
    print(args.output)


if __name__ == "__main__":
    main()
