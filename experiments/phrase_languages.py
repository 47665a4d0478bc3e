"""What the phrase files of more languages cost and change on real pages (issue 24).

The error-phrase rule (``spotsigs.phrases.error_match`` on ``page_signals(page)``) with the
phrases of the 22 languages shipped before issue 24 against the phrases of every shipped
language, on the pages ``experiments/synthetic.py`` reads: every real article of the shared
data (1,187: trafilatura, scrapinghub, readability) and the 50 real 404 / challenge pages.
Reports the pages flagged by each, the ones only one flags, and the rule's time on the
articles (signals read once beforehand; best of ``--rounds``; the ratio is the figure to
read, the seconds depend on the machine). Writes ``experiments/results/phrase-languages.md``:

    python experiments/phrase_languages.py
"""

from __future__ import annotations

import argparse
import gzip
import subprocess
import sys
import time
from pathlib import Path

from synthetic import DEFAULT_DATA, article_pages, split_404

from spotsigs.phrases import DEFAULT_LANGUAGES, PageSignals, error_match, page_signals

ROOT = Path(__file__).resolve().parents[1]
BEFORE = ("en", "bg", "ca", "cs", "da", "de", "el", "es", "fi", "fr", "hu", "it", "nl", "no",
          "pl", "pt", "ro", "ru", "sk", "sv", "tr", "uk")


def flagged(signals: list[PageSignals], names: list[str], languages: tuple[str, ...]
            ) -> dict[str, str]:
    """Page name -> reason, for the pages the phrases of ``languages`` flag."""
    found = {}
    for name, page in zip(names, signals):
        match = error_match(page, languages=languages)
        if match is not None:
            found[name] = match.reason
    return found


def best_time(signals: list[PageSignals], languages: tuple[str, ...], rounds: int) -> float:
    """Seconds of the rule over all ``signals``, best of ``rounds`` (matcher built before)."""
    error_match(signals[0], languages=languages)
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        for page in signals:
            error_match(page, languages=languages)
        times.append(time.perf_counter() - start)
    return min(times)


def report(data: Path, rounds: int) -> str:
    """The result file's text."""
    articles = article_pages(data)
    tuning, check = split_404(data / "404")
    groups = {"articles": [(f"{source}/{path.name}", path) for source, path in articles],
              "404 pages": [(path.name, path) for path in tuning + check]}
    after = tuple(DEFAULT_LANGUAGES)
    lines = [("| pages | n | flagged, 22 languages | flagged, all "
             f"{len(after)} | only with all | only with the 22 |"), "|---|---|---|---|---|---|"]
    notes: list[str] = []
    article_signals: list[PageSignals] = []
    for group, pages in groups.items():
        names = [name for name, _ in pages]
        signals = [page_signals(gzip.decompress(path.read_bytes())) for _, path in pages]
        if group == "articles":
            article_signals = signals
        old, new = flagged(signals, names, BEFORE), flagged(signals, names, after)
        gained, lost = sorted(set(new) - set(old)), sorted(set(old) - set(new))
        lines.append(f"| {group} | {len(pages)} | {len(old)} | {len(new)} | {len(gained)} | "
                     f"{len(lost)} |")
        notes += [f"- {group}, only with all: `{name}`: {new[name]}" for name in gained]
        notes += [f"- {group}, only with the 22: `{name}`: {old[name]}" for name in lost]
    old_time = best_time(article_signals, BEFORE, rounds)
    new_time = best_time(article_signals, after, rounds)
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, check=False,
                            capture_output=True, text=True).stdout.strip() or "unknown"
    head = [
        "# Error phrases of more languages on real pages", "",
        (f"Written by `python experiments/phrase_languages.py --rounds {rounds}` at commit "
        f"{commit} (do not edit by hand). The error-phrase rule with the phrases of the 22 "
        f"languages shipped before issue 24 and with those of all {len(after)} shipped "
        "languages, on the real articles and 404 pages of `experiments/synthetic.py`."), "",
        *lines, "", *(notes or ["No page is flagged by one phrase set and not the other."]), "",
        "## Time of the rule on the articles", "",
        (f"Best of {rounds} rounds over {len(article_signals)} articles' signals: 22 languages "
        f"{old_time:.3f} s, all {len(after)} {new_time:.3f} s "
        f"(**{new_time / old_time:.2f}x**, {1000 * (new_time - old_time) / len(article_signals):.2f}"
        " ms more a page). `spotsigs.phrase_index.PhraseIndex` indexes a phrase by a word every match "
        "holds (a letter of a spaceless script counts as one), or by one word of each "
        "alternative of a group every match holds; only the phrases without either are tried "
        "on every text.")]
    return "\n".join(head) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--out", type=Path,
                        default=ROOT / "experiments" / "results" / "phrase-languages.md")
    args = parser.parse_args(argv)
    text = report(args.data, args.rounds)
    args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
