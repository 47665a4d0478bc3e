"""What the site-templates stage costs the local engine: wall time and peak memory against the
same run with ``--template-share 0``, on a corpus without templates and on one with them.

The corpus is ``dask_scale``'s generated news texts on 97 hosts (``text_corpus``); the second
one is the same texts with their host's teaser sentence appended (a template every page of a
host holds). Each run is ``spotsigs cluster -j 2`` as its own process (peak RSS from
``wait4``); pairs from its pairs file. Then, in this process, the stage alone on the teaser
corpus's signatures (``templates.site_templates``): CPU seconds and the peak of memory it
allocates (``tracemalloc``), beside the signatures' own size.

    python -m benchmarks.templates --documents 200000

``--dask``: the Dask engine's stage on a broad crawl instead (``broad_crawl``: most pages on
hosts of fewer than 10 pages, the rest on a few big hosts with their teasers): for this
checkout and for ``--baseline DIR`` (another checkout, e.g. ``git archive main | tar -x -C
DIR``; one with the engine interface, ``spotsigs.engine.Run``), a scheduler and two workers
started in the checkout (so they import its ``spotsigs``) and a client (``DASK_CLIENT``)
that keeps the working folder: the Dask run's
wall time, the workers' peak RSS, and the (host, key) count rows and bytes written under
``templates/``; both outputs checked against the local engine's bytes.

    python -m benchmarks.templates --dask --documents 20000 --baseline /tmp/spotsigs-main
"""

from __future__ import annotations

import argparse
import filecmp
import json
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

import numpy as np

from benchmarks.dask_scale import Cluster, _run, text_corpus
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


BIG_HOSTS = 20
SMALL_SHARE = 0.8
DASK_CLIENT = """
import json, sys, time
from pathlib import Path
from spotsigs.engine import Run
from spotsigs.engine.dask import DaskEngine
from spotsigs.engine.dask.shards import Shard
from spotsigs.methods import make_method

corpus, address, out = sys.argv[1], sys.argv[2], Path(sys.argv[3])
started = time.perf_counter()
engine = DaskEngine(address, out, keep=True)
with engine.cluster(Run(make_method("spotsigs"), inputs=[corpus])) as result:
    seconds = time.perf_counter() - started
    with open(out / "clusters.jsonl", "w", encoding="utf-8") as stream:
        result.records.write_clusters(stream, "jsonl")
    with open(out / "pairs.jsonl", "w", encoding="utf-8") as stream:
        result.records.write_pairs(stream, "jsonl")
    templates = Path(result.records.folder, "templates")
    keys = sorted(templates.glob("counts-*/keys"))
    print(json.dumps({
        "seconds": seconds, "template_pages": result.counts()["template_pages"],
        "count_rows": sum(len(Shard(str(k)).array("host")) for k in keys),
        "count_bytes": sum(f.stat().st_size for k in keys for f in k.iterdir()),
        "templates_bytes": sum(f.stat().st_size for f in templates.rglob("*") if f.is_file()),
    }), file=open(out / "written.json", "w"))
"""


def broad_crawl(corpus: Path, big_hosts: int = BIG_HOSTS, small_share: float = SMALL_SHARE,
                seed: int = 0) -> Path:
    """The corpus's texts on a broad crawl's hosts (cached beside it): ``small_share`` of the
    pages, drawn at random, on hosts of 1 to 9 pages, the others on ``big_hosts`` hosts that
    append their teaser (``TEASER``)."""
    folder = corpus.with_name(f"{corpus.name}-broad-{big_hosts}-{small_share}-{seed}")
    if (folder / "done").exists():
        return folder
    parts = sorted(corpus.glob("part-*.jsonl"))
    records = [[json.loads(line) for line in open(part, encoding="utf-8")] for part in parts]
    n = sum(map(len, records))
    rng = np.random.default_rng(seed)
    small = rng.random(n) < small_share
    sizes = rng.integers(1, 10, int(small.sum()))  # more hosts than needed: cut below
    site = np.repeat(np.arange(len(sizes)), sizes)[: int(small.sum())]
    rng.shuffle(site)
    host = np.array([f"big{h}.example" for h in rng.integers(0, big_hosts, n)], dtype=object)
    host[small] = [f"site{s}.example" for s in site.tolist()]
    folder.mkdir(exist_ok=True)
    d = 0
    for part, chunk in zip(parts, records):
        with open(folder / part.name, "w", encoding="utf-8") as out:
            for record in chunk:
                record["url"] = f"https://{host[d]}/{d}"
                if not small[d]:
                    record["text"] += "\n" + TEASER.format(host=host[d])
                out.write(json.dumps(record) + "\n")
                d += 1
    (folder / "done").touch()
    return folder


def dask_run(checkout: Path, corpus: Path, out: Path, memory_limit: str) -> dict:
    """One Dask run of ``checkout``'s ``spotsigs`` (scheduler, two workers and the client
    started in it, the run's files in ``out``): what ``DASK_CLIENT`` wrote, plus the
    workers' peak RSS."""
    out.mkdir()
    with Cluster(out, 2, memory_limit, cwd=checkout) as cluster:
        _run([sys.executable, "-c", DASK_CLIENT, str(corpus), cluster.address, str(out)],
             cwd=checkout)
        peaks = cluster.worker_peaks()
    return {**json.loads((out / "written.json").read_text()), "workers": peaks, "out": out}


def dask_lines(documents: int, baseline: Path | None, memory_limit: str) -> list[str]:
    """The table of ``--dask``: the baseline checkout's run, then this one's."""
    corpus = broad_crawl(text_corpus(documents))
    here = Path(__file__).resolve().parents[1]
    command = f"python -m benchmarks.templates --dask --documents {documents}" + (
        f" --baseline {baseline}" if baseline else "")
    lines = [f"Command: `{command}` (workers: --nthreads 1 --memory-limit {memory_limit})", "",
             "| code | dask run s | count rows | count bytes | bytes under templates/ | "
             "workers' peak RSS | pages with templates left out | output = local |",
             "|---|---|---|---|---|---|---|---|"]
    mb = 2**20
    with tempfile.TemporaryDirectory() as scratch:
        local = Path(scratch) / "local"
        local.mkdir()
        _run([sys.executable, "-m", "spotsigs.cli", "cluster", str(corpus), "-o",
              str(local / "clusters.jsonl"), "--pairs", str(local / "pairs.jsonl"), "-j", "2",
              "-q"], cwd=here)
        rows = []
        for name, checkout in ((f"baseline {baseline}", baseline), ("this checkout", here)):
            if checkout is None:
                continue
            r = dask_run(checkout.resolve(), corpus, Path(scratch) / name.split()[0],
                         memory_limit)
            same = all(filecmp.cmp(r["out"] / f, local / f, shallow=False)
                       for f in ("clusters.jsonl", "pairs.jsonl"))
            rows.append(r)
            lines.append(f"| {name} | {r['seconds']:.1f} | {r['count_rows']:,} | "
                         f"{r['count_bytes'] / mb:,.1f} MB | {r['templates_bytes'] / mb:,.1f} MB"
                         f" | {', '.join(f'{w / mb:,.0f} MB' for w in r['workers'])} | "
                         f"{r['template_pages']:,} | {'yes' if same else 'NO'} |")
            print(lines[-1], flush=True)
    if len(rows) == 2:
        before, after = rows
        lines += ["", "this checkout / baseline: count rows "
                  f"{after['count_rows'] / max(1, before['count_rows']):.3f}x, bytes under "
                  f"templates/ {after['templates_bytes'] / before['templates_bytes']:.2f}x, "
                  f"dask run {after['seconds'] / before['seconds']:.2f}x"]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--documents", type=int, default=200_000)
    parser.add_argument("--dask", action="store_true",
                        help="measure the Dask engine's stage on a broad crawl instead")
    parser.add_argument("--baseline", type=Path,
                        help="with --dask: also run the checkout in this folder, first")
    parser.add_argument("--memory-limit", default="3GiB", help="with --dask: per worker")
    args = parser.parse_args(argv)
    if args.dask:
        print("\n".join(dask_lines(args.documents, args.baseline, args.memory_limit)))
        return 0
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
