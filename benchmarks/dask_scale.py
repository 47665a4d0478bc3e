"""The Dask engine at scale: client memory, worker memory and wall time against the local engine.

For each corpus size, generated text documents in JSONL files (``text_corpus``): starts a
scheduler and two workers (``--nthreads 1 --memory-limit``) as separate processes on
127.0.0.1, runs ``spotsigs cluster --engine dask --scheduler ADDRESS`` as its own process
(the client: its peak RSS from ``wait4``), reads each worker's peak RSS (``VmHWM``), tears the
cluster down (always), runs the local engine (``-j 2``) on the same input, and checks that
both wrote the same bytes. Every process has a time limit.

    python -m benchmarks.dask_scale --sizes 20000 200000 -o benchmarks/results-dask.md

``--stdin-parquet``: the same corpus given as one stream on standard input (``- --format
jsonl``, spooled by the client) and the output written as Parquet, by both engines.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from benchmarks.corpus import CACHE
from spotsigs.antecedents import PAPER

FILES = 16
WORDS = (60, 160)
TIMEOUT = 3600


def text_corpus(n_docs: int, seed: int = 0, files: int = FILES) -> Path:
    """``n_docs`` generated news-like texts in ``files`` JSONL files (cached): families of 1
    to 9 edited copies of a story of 60 to 160 words drawn from a Zipf vocabulary in which
    the antecedents (the, a, is, ...) are common, so every text has spot signatures. Copies
    sit on different sites (97 hosts), as syndicated stories do: on one host, a family of 4+
    short copies would be a soft 404."""
    folder = CACHE / f"dask-text-v2-{n_docs}-{seed}"
    if (folder / "done").exists():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(seed)
    vocabulary = np.array(sorted(PAPER) +
                          [f"w{k}" for k in range(50_000)], dtype=object)
    weights = 1.0 / np.arange(1, len(vocabulary) + 1) ** 1.05
    cdf = np.cumsum(weights / weights.sum())

    def draw(size: int) -> np.ndarray:
        return np.minimum(np.searchsorted(cdf, rng.random(size)), len(vocabulary) - 1)

    copies = rng.integers(1, 10, n_docs)
    copies = copies[: int(np.searchsorted(np.cumsum(copies), n_docs)) + 1]
    family = np.repeat(np.arange(len(copies)), copies)[:n_docs]
    lengths = rng.integers(WORDS[0], WORDS[1] + 1, len(copies))
    stories = [draw(size) for size in lengths]
    per_file = -(-n_docs // files)
    for f in range(files):
        with open(folder / f"part-{f:03d}.jsonl", "w", encoding="utf-8") as stream:
            for d in range(f * per_file, min(n_docs, (f + 1) * per_file)):
                words = stories[family[d]].copy()
                edits = rng.random(len(words)) < rng.random() * 0.15
                words[edits] = draw(int(edits.sum()))
                text = " ".join(vocabulary[words].tolist())
                stream.write(json.dumps({"id": f"doc-{d}", "url": f"https://news{d % 97}.example/{d}",
                                         "text": text}) + "\n")
    (folder / "done").touch()
    return folder


def _run(command: list[str], timeout: float = TIMEOUT, stdin: Path | None = None,
         cwd: Path | None = None) -> tuple[float, int]:
    """Wall seconds and peak RSS (bytes; the largest process waited for) of a command, with
    ``stdin`` (a file) as its standard input, run in ``cwd`` (default: this one)."""
    started = time.perf_counter()
    with open(stdin or os.devnull, "rb") as source:
        process = subprocess.Popen(command, stdin=source, cwd=cwd)
    deadline = started + timeout
    while True:
        pid, status, usage = os.wait4(process.pid, os.WNOHANG)
        if pid:
            break
        if time.perf_counter() > deadline:
            process.kill()
            process.wait()
            raise SystemExit(f"timed out after {timeout:.0f} s: {' '.join(command)}")
        time.sleep(0.05)
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        raise SystemExit(f"failed ({code}): {' '.join(command)}")
    return time.perf_counter() - started, usage.ru_maxrss * 1024


def _children(pid: int) -> list[int]:
    """Processes whose parent is ``pid`` (from /proc: a nanny starts its worker from a
    thread, so /proc/PID/task/PID/children misses it)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


def _peak_rss(pid: int) -> int:
    """VmHWM (bytes) of a process, 0 when it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


class Cluster:
    """A scheduler and ``workers`` nanny-managed workers on 127.0.0.1, torn down on exit;
    started in ``cwd`` (a checkout: they import its ``spotsigs``; default: this folder)."""

    def __init__(self, folder: Path, workers: int, memory_limit: str,
                 cwd: Path | None = None) -> None:
        self.folder, self.workers, self.memory_limit = folder, workers, memory_limit
        self.cwd = cwd
        self.processes: list[subprocess.Popen] = []

    def __enter__(self) -> Cluster:
        scheduler_file = self.folder / "scheduler.json"
        log = open(self.folder / "cluster.log", "ab")
        self.processes.append(subprocess.Popen(
            [sys.executable, "-m", "distributed.cli.dask_scheduler", "--host", "127.0.0.1",
             "--port", "0", "--no-dashboard", "--scheduler-file", str(scheduler_file)],
            stdout=log, stderr=log, start_new_session=True, cwd=self.cwd))
        deadline = time.time() + 60
        while not scheduler_file.exists():
            if time.time() > deadline:
                self.__exit__()
                raise SystemExit("the scheduler did not start within 60 s")
            time.sleep(0.2)
        time.sleep(0.5)
        self.address = json.loads(scheduler_file.read_text())["address"]
        for _ in range(self.workers):
            self.processes.append(subprocess.Popen(
                [sys.executable, "-m", "distributed.cli.dask_worker", self.address,
                 "--host", "127.0.0.1", "--nthreads", "1", "--memory-limit", self.memory_limit,
                 "--no-dashboard", "--local-directory", str(self.folder)],
                stdout=log, stderr=log, start_new_session=True, cwd=self.cwd))
        self._wait_for_workers()
        return self

    def _wait_for_workers(self) -> None:
        from distributed import Client

        with Client(self.address, timeout=60) as client:
            client.wait_for_workers(self.workers, timeout=120)

    def worker_peaks(self) -> list[int]:
        """Peak RSS of each worker process (the nannies' children)."""
        return [max([_peak_rss(c) for c in _children(nanny.pid)] or [0])
                for nanny in self.processes[1:]]

    def __exit__(self, *exc) -> None:
        for process in reversed(self.processes):
            if process.poll() is None:
                os.killpg(process.pid, signal.SIGTERM)
        for process in self.processes:
            try:
                process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()


def _stream(corpus: Path) -> Path:
    """The corpus's JSONL files as one file (cached), to give on standard input."""
    whole = corpus / "all.stream"
    if not whole.exists():
        with open(whole.with_suffix(".tmp"), "wb") as sink:
            for part in sorted(corpus.glob("part-*.jsonl")):
                sink.write(part.read_bytes())
        whole.with_suffix(".tmp").rename(whole)
    return whole


def measure(n_docs: int, memory_limit: str, out: Path, stdin_parquet: bool = False,
            work_dir: str | None = None) -> dict:
    corpus = text_corpus(n_docs)
    stdin = _stream(corpus) if stdin_parquet else None
    inputs = ["-", "--format", "jsonl"] if stdin_parquet else [str(corpus)]
    spotsigs = [sys.executable, "-m", "spotsigs.cli", "cluster", *inputs, "-q"]
    suffix = ".parquet" if stdin_parquet else ".jsonl"
    row: dict = {"documents": n_docs}
    with tempfile.TemporaryDirectory(dir=out) as tmp:
        tmp = Path(tmp)
        with Cluster(tmp, 2, memory_limit) as cluster:
            row["dask_seconds"], row["client_rss"] = _run(
                spotsigs + ["-o", str(tmp / f"dask{suffix}"), "--pairs",
                            str(tmp / f"dask-p{suffix}"), "--engine", "dask", "--scheduler",
                            cluster.address,
                            *(["--work-dir", work_dir] if work_dir else [])], stdin=stdin)
            row["worker_rss"] = cluster.worker_peaks()
        row["local_seconds"], row["local_rss"] = _run(
            spotsigs + ["-o", str(tmp / f"local{suffix}"), "--pairs",
                        str(tmp / f"local-p{suffix}"), "-j", "2"], stdin=stdin)
        row["identical"] = all(filecmp.cmp(tmp / f"dask{s}{suffix}", tmp / f"local{s}{suffix}",
                                           shallow=False) for s in ("", "-p"))
        row["pairs"] = _rows(tmp / f"local-p{suffix}")
    return row


def _rows(path: Path) -> int:
    """Records in an output file (JSON lines or Parquet)."""
    if path.suffix == ".parquet":
        import pyarrow.parquet as pq

        return pq.ParquetFile(path).metadata.num_rows
    return sum(1 for _ in open(path, encoding="utf-8"))


def _bytes(text: str) -> int:
    """``3GiB``, ``500MB`` or a plain number of bytes."""
    units = {"kib": 2**10, "mib": 2**20, "gib": 2**30, "kb": 10**3, "mb": 10**6, "gb": 10**9}
    lowered = text.lower()
    for unit, factor in units.items():
        if lowered.endswith(unit):
            return int(float(lowered[:-len(unit)]) * factor)
    return int(float(lowered))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[20_000, 200_000])
    parser.add_argument("--memory-limit", default="3GiB", help="per worker (default 3GiB)")
    parser.add_argument("-o", "--output", help="also write the table (markdown) here")
    parser.add_argument("--stdin-parquet", action="store_true",
                        help="give the corpus on standard input, write Parquet")
    parser.add_argument("--work-dir", help="the dask engine's working folder, a path or an "
                        "fsspec URL such as file:///tmp/w (default: beside its output)")
    args = parser.parse_args(argv)
    out = Path(tempfile.gettempdir())
    rows = [measure(n, args.memory_limit, out, args.stdin_parquet, args.work_dir)
            for n in args.sizes]
    mb = 2**20
    lines = ["| documents | pairs | dask wall s | local (-j 2) wall s | dask / local | "
             "client peak RSS | workers' peak RSS (limit " + args.memory_limit + ") | "
             "local peak RSS | output |", "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        lines.append(
            f"| {r['documents']:,} | {r['pairs']:,} | {r['dask_seconds']:.1f} | "
            f"{r['local_seconds']:.1f} | {r['dask_seconds'] / r['local_seconds']:.2f}x | "
            f"{r['client_rss'] / mb:,.0f} MB | "
            f"{', '.join(f'{w / mb:,.0f} MB' for w in r['worker_rss'])} | "
            f"{r['local_rss'] / mb:,.0f} MB | "
            f"{'byte-identical' if r['identical'] else 'DIFFER'} |")
    if len(rows) >= 2:
        growth = rows[-1]["client_rss"] / rows[0]["client_rss"]
        lines.append(f"\nclient peak RSS, {rows[0]['documents']:,} -> {rows[-1]['documents']:,} "
                     f"documents: {growth:.2f}x (target <= 1.5x: "
                     f"{'met' if growth <= 1.5 else 'missed'})")
    last = rows[-1]
    ratio = last["dask_seconds"] / last["local_seconds"]
    lines.append(f"dask / local wall time at {last['documents']:,} documents: {ratio:.2f}x "
                 f"(target <= 2x: {'met' if ratio <= 2 else 'missed'})")
    limit = _bytes(args.memory_limit)
    under = all(w < limit for r in rows for w in r["worker_rss"])
    lines.append(f"workers under their limit ({args.memory_limit}): "
                 f"{'met' if under else 'missed'}")
    text = "\n".join(lines)
    print(text)
    if args.output:
        command = "python -m benchmarks.dask_scale " + " ".join(argv or sys.argv[1:])
        Path(args.output).write_text(
            f"# Dask engine at scale\n\n`{command}` on {os.cpu_count()} cores "
            f"({time.strftime('%Y-%m-%d %H:%M')}, a machine shared with other work); "
            "scheduler and two workers (1 thread each) as separate processes on 127.0.0.1; "
            f"generated text documents in {FILES} JSONL files (`text_corpus`); the client is "
            "the `spotsigs cluster` process (peak RSS from wait4), workers' peaks are their "
            "VmHWM.\n\n" + text + "\n", encoding="utf-8")
    return 0 if all(r["identical"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
