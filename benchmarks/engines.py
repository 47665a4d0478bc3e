"""`spotsigs cluster` with the local engine (`-j 2`) against `--engine dask`, as a user runs it.

Each run is a separate `spotsigs cluster` process; the engines alternate so that load from
other work hits both alike. Prints, per engine, the wall seconds of every run and the peak
resident memory of the largest process of the run (the main process or a worker), and checks that both engines wrote byte-identical clusters and pairs.

    python -m benchmarks.engines out/syndication/pages out/syndication-2/pages \
        out/syndication-3/pages [--rounds 2]
"""

from __future__ import annotations

import argparse
import filecmp
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ENGINES = {"local, -j 2": ["-j", "2"], "dask, LocalCluster of 2 workers": ["--engine", "dask"]}


def run_engine(inputs: list[str], options: list[str], out: Path) -> tuple[float, int]:
    """Wall seconds and peak RSS (bytes, largest process) of one `spotsigs cluster` run."""
    command = [sys.executable, "-m", "spotsigs.cli", "cluster", *inputs,
               "-o", str(out / "c.jsonl"), "--pairs", str(out / "p.jsonl"), "-q", *options]
    started = time.perf_counter()
    process = subprocess.Popen(command)
    # wait4 gives this run's own usage; Linux's ru_maxrss there is the largest process of the
    # run's tree that was waited for (the main process or one of its workers), in KB.
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    seconds = time.perf_counter() - started
    if process.returncode != 0:
        raise SystemExit(f"spotsigs cluster failed ({process.returncode}): {' '.join(command)}")
    return seconds, usage.ru_maxrss * 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("inputs", nargs="+", help="files or folders, as for spotsigs cluster")
    parser.add_argument("--rounds", type=int, default=2, help="runs per engine")
    args = parser.parse_args(argv)
    seconds: dict[str, list[float]] = {name: [] for name in ENGINES}
    peak: dict[str, list[int]] = {name: [] for name in ENGINES}
    with tempfile.TemporaryDirectory() as tmp:
        outs = {name: Path(tmp, str(k)) for k, name in enumerate(ENGINES)}
        for out in outs.values():
            out.mkdir()
        for _ in range(args.rounds):
            for name, options in ENGINES.items():
                wall, rss = run_engine(args.inputs, options, outs[name])
                seconds[name].append(wall)
                peak[name].append(rss)
        first, second = outs.values()
        same = all(filecmp.cmp(first / f, second / f, shallow=False)
                   for f in ("c.jsonl", "p.jsonl"))
    print("| engine | wall seconds (each run) | peak RSS, largest process (each run) |")
    print("|---|---|---|")
    for name in ENGINES:
        runs = ", ".join(f"{s:.1f}" for s in seconds[name])
        rss = ", ".join(f"{r / 2**20:,.0f} MB" for r in peak[name])
        print(f"| {name} | {runs} | {rss} |")
    print(f"\nclusters and pairs {'byte-identical' if same else 'DIFFER'}")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
