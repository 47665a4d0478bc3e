"""Digests of every output the engines write: the check that a change left them byte for byte.

For each corpus (the demo pages, the hostile files, the WARC samples, a generated JSONL crawl
with repeated ids, site templates and a soft 404, and, when ``../shared/data`` is there, the
1,233 real pages), each method (all five, and SpotSigs on whole pages) and each engine (local
on 1 and 2 jobs, Dask on a local cluster), runs ``spotsigs cluster`` with ``--pairs`` as its
own process and prints the SHA-256 of the clusters and pairs files, one line per run, sorted.
Run it on two checkouts and compare the lines:

    python benchmarks/output_digest.py --checkout /tmp/before > before.txt
    python benchmarks/output_digest.py > after.txt
    diff before.txt after.txt

The checkout's ``spotsigs`` is imported by the command and by the Dask workers
(``PYTHONPATH``); its own ``benchmarks`` is not needed. Besides the digests, every run's
output must be the same across the engines: the script says so on standard error.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data" / "pages"
METHODS = (
    ("spotsigs", []), ("spotsigs-whole", ["--whole-page"]), ("shingles", ["-m", "shingles"]),
    ("minhash", ["-m", "minhash"]), ("simhash", ["-m", "simhash"]), ("imatch", ["-m", "imatch"]),
)
STORY = ("The river rose through the night and by morning the water had reached the doors of "
         "the old market hall where traders had stacked their goods on tables and pallets. "
         "Officials said the level would fall slowly over the weekend but warned that more rain "
         "was expected in the hills, and the main road to the coast remained closed to traffic.")


def crawl(folder: Path, seed: int = 7) -> Path:
    """A JSONL crawl: stories copied across hosts, a host teaser on every page of the big hosts
    (a site template), five near-identical short error pages under one host (a soft 404) and
    repeated ids (renamed ``#N``)."""
    rng = random.Random(seed)
    words = STORY.lower().replace(",", "").replace(".", "").split()
    path = folder / "crawl.jsonl"
    with open(path, "w", encoding="utf-8") as out:
        for k in range(400):
            host = f"site{k % 12}.example"
            story = rng.randrange(60)
            text = list(words)
            rng.seed(story)
            rng.shuffle(text)
            rng.seed(seed * 1000 + k)
            text = [w for w in text if rng.random() > 0.05]
            teaser = (f" latest videos from {host} you will love and sign in to get the alerts"
                      if k % 12 < 4 else "")
            doc_id = f"https://{host}/story/{story}" if k % 37 else "https://dup.example/same"
            out.write(json.dumps({"id": doc_id, "url": doc_id,
                                  "text": " ".join(text * 2) + teaser}) + "\n")
        for k in range(5):
            out.write(json.dumps({"id": f"https://err.example/p/{k}",
                                  "url": f"https://err.example/p/{k}",
                                  "text": "sorry we could not find the page you were looking "
                                          "for on our site try the search box"}) + "\n")
    return path


def corpora(folder: Path) -> dict[str, list[str]]:
    found = {"demo": [str(ROOT / "data/demo/pages")],
             "hostile": [str(ROOT / "tests/data/hostile")],
             "warc": [str(ROOT / "tests/data/io")],
             "crawl": [str(crawl(folder))]}
    if SHARED.is_dir():
        found["real"] = [str(SHARED)]
    return found


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16] if path.exists() else "missing"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--checkout", type=Path, default=ROOT,
                        help="the spotsigs checkout to run (default: this one)")
    parser.add_argument("--only", nargs="*", help="corpora to run (default all)")
    parser.add_argument("--no-dask", action="store_true", help="the local engine alone")
    args = parser.parse_args(argv)
    checkout = args.checkout.resolve()
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    sys.path.insert(0, str(checkout))
    cluster = None
    if not args.no_dask:
        # The workers import the checkout's package
        os.environ["PYTHONPATH"] = str(checkout)
        from distributed import LocalCluster

        cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                               dashboard_address=None)
    engines = [("j1", []), ("j2", ["-j", "2"])]
    if cluster is not None:
        engines.append(("dask", ["--engine", "dask", "--scheduler", cluster.scheduler_address]))
    lines, differ = [], []
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        for name, inputs in corpora(work).items():
            if args.only and name not in args.only:
                continue
            for method, options in METHODS:
                for suffix in ("jsonl", "csv", "parquet"):
                    seen = {}
                    for engine, flags in engines:
                        if suffix != "jsonl" and engine == "j2":
                            continue
                        out = work / f"{name}-{method}-{engine}"
                        out.mkdir()
                        clusters, pairs = out / f"clusters.{suffix}", out / f"pairs.{suffix}"
                        done = subprocess.run(
                            [sys.executable, "-m", "spotsigs.cli", "cluster", *inputs, "-q",
                             "-o", str(clusters), "--pairs", str(pairs), *options, *flags],
                            cwd=checkout, env=env, capture_output=True, text=True)
                        key = f"{digest(clusters)} {digest(pairs)} exit {done.returncode}"
                        lines.append(f"{name:8} {method:15} {suffix:8} {engine:5} {key}")
                        seen.setdefault(key, []).append(engine)
                        for path in (clusters, pairs):
                            path.unlink(missing_ok=True)
                        out.rmdir()
                    if len(seen) > 1:
                        differ.append(f"{name} {method} {suffix}: {seen}")
    if cluster is not None:
        cluster.close()
    print("\n".join(sorted(lines)))
    for line in differ:
        print(f"engines differ: {line}", file=sys.stderr)
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
