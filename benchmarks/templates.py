"""What the site-templates stage costs the local engine: wall time and peak memory against the
same run with ``--template-share 0``, on a corpus without templates and on one with them.

The corpus is ``dask_scale``'s generated news texts on 97 hosts (``text_corpus``); the second
one is the same texts with their host's teaser sentence appended (a template every page of a
host holds). Each run is ``spotsigs cluster -j 2`` as its own process (peak RSS from
``wait4``); pairs from its pairs file. Then, in this process, the stage alone on the teaser
corpus's signatures (``templates.site_templates``): CPU seconds and the peak of memory it
allocates (``tracemalloc``), beside the signatures' own size.

    python -m benchmarks.templates --documents 200000
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import numpy as np

from benchmarks.dask_scale import _run, text_corpus
from spotsigs.methods import make_method
from spotsigs.soft404 import url_keys
from spotsigs.templates import site_templates

TEASER = ("Latest videos from {host} that you will love to watch tonight and sign in to your "
          "profile to get alerts about the newest stories from our editors")


def with_teasers(corpus: Path) -> Path:
    """The corpus with each text's host teaser appended (cached beside it)."""
    folder = corpus.with_name(corpus.name + "-teasers")
    if (folder / "done").exists():
        return folder
    folder.mkdir(exist_ok=True)
    for part in sorted(corpus.glob("part-*.jsonl")):
        with open(part, encoding="utf-8") as source, \
                open(folder / part.name, "w", encoding="utf-8") as out:
            for line in source:
                record = json.loads(line)
                host = record["url"].split("/")[2]
                record["text"] += "\n" + TEASER.format(host=host)
                out.write(json.dumps(record) + "\n")
    (folder / "done").touch()
    return folder


def run(corpus: Path, share: str, out: Path) -> tuple[float, int, int]:
    """Wall seconds, peak RSS bytes and pairs of one local run."""
    pairs_file = out.with_suffix(".pairs.csv")
    seconds, peak = _run([sys.executable, "-m", "spotsigs.cli", "cluster", str(corpus), "-o",
                          str(out), "--pairs", str(pairs_file), "-j", "2", "-q",
                          "--template-share", share])
    with open(pairs_file, encoding="utf-8") as stream:
        pairs = sum(1 for _ in stream) - 1
    return seconds, peak, pairs


def stage_alone(corpus: Path) -> str:
    """CPU seconds and allocation peak of ``site_templates`` on the corpus's signatures."""
    records = [json.loads(line) for part in sorted(corpus.glob("part-*.jsonl"))
               for line in open(part, encoding="utf-8")]
    signatures = make_method("spotsigs").from_texts([r["text"] for r in records])
    hosts = url_keys([r["url"] for r in records])[0]
    included = np.ones(len(records), dtype=bool)
    del records
    tracemalloc.start()
    started = time.process_time()
    _, changed = site_templates(signatures, hosts, included)
    seconds = time.process_time() - started
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    own = signatures.offsets.nbytes + signatures.hashes.nbytes + signatures.counts.nbytes
    return (f"The stage alone on the host-teaser corpus's signatures ({len(signatures.hashes):,} "
            f"entries, {own / 2**20:,.0f} MB): {seconds:.2f} s CPU, {peak / 2**20:,.0f} MB "
            f"allocated at peak, {changed:,} pages changed.")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--documents", type=int, default=200_000)
    args = parser.parse_args(argv)
    plain = text_corpus(args.documents)
    lines = [f"Command: `python -m benchmarks.templates --documents {args.documents}`", "",
             "| corpus | --template-share | wall s | peak RSS | pairs | time / share 0 | "
             "memory / share 0 |", "|---|---|---|---|---|---|---|"]
    with tempfile.TemporaryDirectory() as scratch:
        for name, corpus in (("no templates", plain), ("host teasers", with_teasers(plain))):
            base = None
            for share in ("0", "0.3"):
                seconds, peak, pairs = run(corpus, share, Path(scratch) / f"{name[0]}{share}.csv")
                base = base or (seconds, peak)
                lines.append(f"| {name} | {share} | {seconds:.1f} | {peak / 2**20:,.0f} MB | "
                             f"{pairs:,} | {seconds / base[0]:.2f}x | {peak / base[1]:.2f}x |")
                print(lines[-1], flush=True)
        lines += ["", stage_alone(with_teasers(plain))]
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
