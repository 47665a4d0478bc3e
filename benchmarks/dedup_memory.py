"""Peak memory of ``spotsigs dedup`` (WARC.gz in, WARC.gz out) at two crawl sizes: it should
hold signatures, never pages, so 10x the pages must cost far less than 10x the memory.

The crawls are written once with warcio under ``benchmarks/.cache/`` from the real pages
(``../shared/data/pages``): response ``k`` is real page ``k mod P`` with light edits (a line
of its own in the head, a paragraph of its own at a random place in the body, a few words
cut), each with its request (WARC-Concurrent-To) and a metadata record, plus a warcinfo; 1 in
50 responses a 404 page, 1 in 50 a redirect. Each run is a fresh process, its peak RSS from
``wait4`` (with ``-j 1``: the process itself; this script stays small, as Linux carries the
parent's peak RSS into a forked child's). ``spotsigs cluster`` on the same crawl is measured
beside it, the same first pass without the second.

    python -m benchmarks.dedup_memory [--sizes 2000 20000] [-o benchmarks/results-dedup.md]
"""

from __future__ import annotations

import argparse
import io
import os
import platform
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator
from warcio.statusandheaders import StatusAndHeaders
from warcio.warcwriter import WARCWriter

from benchmarks.corpus import CACHE, ROOT, read_pages

WORDS = ("update correction editor note weather market local council report analysis "
         "photo video live minute share comment").split()


def edited(page: bytes, rng: random.Random, k: int) -> bytes:
    """A light edit of a page: a line in the head, a paragraph in the body, a word cut."""
    head = page.find(b"</head>")
    if head >= 0:
        page = page[:head] + f"<meta name='copy' content='{k}'>".encode() + page[head:]
    spots = [i for i in range(0, len(page), 997) if page.startswith(b"<p", i)] or \
        [m for m in (page.rfind(b"</body>"),) if m >= 0] or [len(page)]
    at = rng.choice(spots)
    words = " ".join(rng.choice(WORDS) for _ in range(rng.randint(3, 12)))
    page = page[:at] + f"<p>{words} ({k})</p>".encode() + page[at:]
    cut = rng.randrange(len(page))
    space = page.find(b" the ", cut)
    return page[:space] + page[space + 4:] if space >= 0 else page


def write_crawl(path: Path, n_pages: int, seed: int = 0) -> None:
    """A WARC.gz of ``n_pages`` responses (edited copies of the real pages) with requests and
    metadata records, written once."""
    if path.exists():
        return
    pages = read_pages()
    rng = random.Random(seed)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    with temporary.open("wb") as out:
        writer = WARCWriter(out, gzip=True)
        writer.write_record(writer.create_warcinfo_record(path.name, {"software": "bench"}))
        for k in range(n_pages):
            url = f"https://news{k % 97}.example/story/{k}.html"
            status, headers = "200 OK", [("Content-Type", "text/html; charset=utf-8")]
            body = edited(pages[k % len(pages)], rng, k)
            if k % 50 == 1:
                status, body = "404 Not Found", b"<html><body><h1>Not Found</h1></body></html>"
            elif k % 50 == 2:
                status, headers, body = "301 Moved Permanently", [("Location", url + "?m")], b""
            http = StatusAndHeaders(status, headers + [("Content-Length", str(len(body)))],
                                    protocol="HTTP/1.1")
            response = writer.create_warc_record(url, "response", payload=io.BytesIO(body),
                                                 http_headers=http)
            response_id = response.rec_headers.get_header("WARC-Record-ID")
            request = writer.create_warc_record(url, "request", http_headers=StatusAndHeaders(
                f"GET /story/{k}.html HTTP/1.1", [("Host", f"news{k % 97}.example")],
                is_http_request=True))
            request.rec_headers.add_header("WARC-Concurrent-To", response_id)
            metadata = writer.create_warc_record(url, "metadata", payload=io.BytesIO(
                f"fetchTimeMs: {rng.randint(50, 900)}\r\n".encode()),
                warc_content_type="application/warc-fields")
            metadata.rec_headers.add_header("WARC-Concurrent-To", response_id)
            for record in (request, response, metadata):
                writer.write_record(record)
    os.replace(temporary, path)


def measure(command: list[str]) -> tuple[float, int, str]:
    """Wall seconds, peak RSS (bytes) and standard error of one run in a fresh process."""
    started = time.perf_counter()
    process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True, cwd=ROOT)
    err = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(command)}\n{err}")
    return time.perf_counter() - started, usage.ru_maxrss * 1024, err.strip()


def responses(path: Path) -> int:
    with path.open("rb") as stream:
        return sum(r.rec_type == "response" for r in ArchiveIterator(stream))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[2000, 20000])
    parser.add_argument("-o", "--output", default=str(ROOT / "benchmarks" / "results-dedup.md"))
    args = parser.parse_args(argv)
    spotsigs = [sys.executable, "-m", "spotsigs.cli"]
    rows = []
    CACHE.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=CACHE) as tmp:  # ignored by git, on this disk
        for size in args.sizes:
            crawl = CACHE / f"dedup-crawl-{size}.warc.gz"
            # Written by a process of its own: Linux carries a process' peak RSS over fork
            # and exec, so this one must stay small for its children's peaks to be theirs.
            subprocess.run([sys.executable, "-c", "from benchmarks.dedup_memory import "
                            f"write_crawl; from pathlib import Path; write_crawl(Path("
                            f"{str(crawl)!r}), {size})"], cwd=ROOT, check=True)
            out = Path(tmp, f"clean-{size}.warc.gz")
            seconds, rss, err = measure([*spotsigs, "dedup", str(crawl), "-o", str(out)])
            c_seconds, c_rss, _ = measure([*spotsigs, "cluster", str(crawl), "-q",
                                           "-o", str(Path(tmp, "c.jsonl"))])
            rows.append({"size": size, "warc": crawl.stat().st_size, "out": out.stat().st_size,
                         "kept": responses(out), "seconds": seconds, "rss": rss,
                         "cluster_seconds": c_seconds, "cluster_rss": c_rss,
                         "summary": err.splitlines()[-1].removeprefix("spotsigs: ")})
            print(rows[-1], flush=True)
    mb = 1 << 20
    lines = [
        "# Memory of `spotsigs dedup`: two streaming passes",
        "",
        f"Machine: {os.cpu_count()} cores (shared), Python {platform.python_version()}, "
        f"load average {os.getloadavg()[0]:.1f} at the end. Fresh process per run, -j 1, "
        "peak RSS from wait4.",
        "Command: `python -m benchmarks.dedup_memory --sizes "
        f"{' '.join(map(str, args.sizes))}`, each run "
        "`spotsigs dedup dedup-crawl-N.warc.gz -o clean.warc.gz`.",
        "",
        "Input: edited copies of the real pages (page k mod ~1,200, with a line, a paragraph "
        "and a word cut of their own), each response with its request and metadata record; "
        "1 in 50 a 404 page, 1 in 50 a redirect.",
        "",
        "| pages | WARC.gz in | WARC.gz out | responses kept | dedup s | dedup peak RSS | "
        "cluster s | cluster peak RSS |",
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(f"| {r['size']:,} | {r['warc'] / mb:,.1f} MB | {r['out'] / mb:,.1f} MB | "
                     f"{r['kept']:,} | {r['seconds']:.1f} | {r['rss'] / mb:,.0f} MB | "
                     f"{r['cluster_seconds']:.1f} | {r['cluster_rss'] / mb:,.0f} MB |")
    lines += ["", "Summary lines:", ""] + [f"- {r['size']:,}: `{r['summary']}`" for r in rows]
    if len(rows) > 1:
        growth = rows[-1]["rss"] / rows[0]["rss"]
        lines += ["", f"dedup peak RSS, {rows[0]['size']:,} -> {rows[-1]['size']:,} pages "
                      f"({rows[-1]['size'] / rows[0]['size']:.0f}x the pages, "
                      f"{rows[-1]['warc'] / rows[0]['warc']:.1f}x the bytes): "
                      f"{growth:.2f}x; the second pass adds "
                      f"{(rows[-1]['rss'] - rows[-1]['cluster_rss']) / mb:+,.0f} MB over "
                      "`spotsigs cluster` at the larger size."]
    Path(args.output).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
