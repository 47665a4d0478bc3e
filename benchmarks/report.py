"""How the HTML report scales: thousands of clusters, report time, file size, browser load.

``python -m benchmarks.report [--clusters N]`` writes a seeded synthetic corpus (random
stories, each copied 1-5 times under different headers), clusters it, writes the report,
and, when Chromium is installed, times headless Chromium opening the report on page 1 and on
a later page (the load plus a screenshot; nothing here is a test).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

from spotsigs.cli import main

STOPWORDS = ("the", "a", "is", "was", "there", "said", "of", "and", "to", "in")


def write_corpus(path: Path, n_clusters: int, seed: int = 7) -> int:
    """Stories of 250 words (30% stopwords), each on 1, 2, 2, 3 or 5 sites; returns pages."""
    rng = random.Random(seed)
    vocabulary = [f"w{k}" for k in range(5000)]
    pages = 0
    with open(path, "w", encoding="utf-8") as stream:
        for c in range(n_clusters):
            story = " ".join(rng.choice(STOPWORDS) if rng.random() < 0.3
                             else rng.choice(vocabulary) for _ in range(250))
            for m in range(rng.choice((1, 2, 2, 3, 5))):
                text = f"Site {m} menu home news sport\n{story}\nfooter {m}"
                stream.write(json.dumps({"id": f"s{c}-{m}", "url": f"https://site{m}.example/{c}",
                                         "text": text}) + "\n")
                pages += 1
    return pages


def browser_seconds(report: Path, fragment: str) -> float | None:
    """Wall seconds for headless Chromium to open the report and take a screenshot."""
    browser = shutil.which("chromium")
    if browser is None:
        return None
    with tempfile.TemporaryDirectory() as profile:
        started = time.perf_counter()
        subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update",
                        "--disable-sync", f"--user-data-dir={profile}", "--window-size=1400,1400",
                        f"--screenshot={profile}/shot.png", report.as_uri() + fragment],
                       capture_output=True, check=True, timeout=600)
        return time.perf_counter() - started


def run(n_clusters: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        corpus, clusters, pairs, report = (work / "corpus.jsonl", work / "c.jsonl",
                                           work / "p.jsonl", work / "report.html")
        pages = write_corpus(corpus, n_clusters)
        main(["cluster", str(corpus), "-o", str(clusters), "--pairs", str(pairs), "-q"])
        started = time.perf_counter()
        main(["report", str(clusters), "--pairs", str(pairs), "--input", str(corpus),
              "-o", str(report)])
        seconds = time.perf_counter() - started
        print(f"{pages} pages, {n_clusters} stories; report written in {seconds:.1f} s, "
              f"{report.stat().st_size / 1e6:.1f} MB")
        empty = work / "empty.html"
        empty.write_text("<!DOCTYPE html><title>empty</title>")
        for page, fragment in ((empty, ""), (report, ""), (report, "#page-60")):
            shown = browser_seconds(page, fragment)
            if shown is not None:
                print(f"chromium opens {page.name}{fragment}: {shown:.1f} s")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clusters", type=int, default=3000, help="stories (default 3000)")
    run(parser.parse_args().clusters)
