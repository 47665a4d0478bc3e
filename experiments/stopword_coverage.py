"""Share of running prose that the shipped stopword lists cover, per language (issue 24).

A stopword list of a language should be its function words: they make up 30-50% of the
tokens of running prose (English with Snowball's list is the reference), and antecedents
and chain stopwords drawn from it then mark where the prose is. This measures, for every
list of ``spotsigs/data/stopwords``:

- **sentences**: the share of the tokens of real sentences of the language that are in its
  list. Sentences: ``<sentences>/<code>.txt``, one per line: the language-identification
  test data of the lingua project (1,000 sentences a language, from the Leipzig Wortschatz
  corpora of web and news text; ``src/accuracyReport/resources/language-testdata/sentences``
  of github.com/pemistahl/lingua at commit 8aa23cd5, Apache-2.0; Norwegian as ``nb``).
  Read at development time only; nothing of it ships.
- tokens as ``spotsigs.tokenize.tokens`` makes them (**today**) and as letters, digits *and
  combining marks* (**marks**): the two differ where vowel signs are combining marks
  (Devanagari, Bengali, Thai...), which today's tokenizer cuts words at.
- **main content**: the same share on the human-labelled main-content snippets of the
  trafilatura test pages (``<data>/pages/trafilatura/evaldata.json``), grouped by the
  language the page declares (``<html lang>``), for languages with >= ``MIN_TOKENS`` tokens.
- for scripts without spaces: word lists through a segmenter when one is installed (jieba
  for zh, janome for ja, pythainlp for th; development tools, no dependency of spotsigs), and
  the share of Han and kana characters that are in ``zh-characters.txt`` / ``ja-characters.txt``;
  for Korean, what whole words cover and what the particles of ``ko-particles.txt`` add.

Writes ``experiments/results/stopword-coverage.md``:

    python experiments/stopword_coverage.py --sentences /path/to/language-testdata/sentences
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import subprocess
import sys
import unicodedata
from collections import Counter
from pathlib import Path

from spotsigs.antecedents import LANGUAGE_NAMES, LANGUAGES, extra_list, stopwords
from spotsigs.tokenize import tokens

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT.parent / "shared" / "data"
MIN_TOKENS = 300
SENTENCE_FILES = {"no": "nb"}  # lingua names Norwegian Bokmål nb
TABLE_HEAD = "| code | language | words | sentences | today | marks | segmenter | main content |"
_LANG_ATTRIBUTE = re.compile(rb"<html[^>]*?\slang\s*=\s*[\"']?([a-zA-Z]{2,3})", re.IGNORECASE)


def mark_tokens(text: str) -> list[str]:
    """Lower-cased runs of letters, digits and combining marks (vowel signs stay in words)."""
    out, word = [], []
    for char in text.lower():
        if char.isalnum() or unicodedata.category(char).startswith("M"):
            word.append(char)
        elif word:
            out.append("".join(word))
            word = []
    if word:
        out.append("".join(word))
    return out


def share(words: list[str], listed: frozenset[str]) -> float | None:
    """Share of ``words`` in ``listed`` (None without words)."""
    return sum(w in listed for w in words) / len(words) if words else None


def is_cjk(char: str) -> bool:
    """Han, hiragana or katakana."""
    name = unicodedata.name(char, "")
    return name.startswith(("CJK UNIFIED", "HIRAGANA", "KATAKANA"))


def segmented(language: str, lines: list[str]) -> list[str] | None:
    """Words of lines through a segmenter for zh, ja or th, if one is installed here."""
    try:
        if language == "zh":
            import jieba

            jieba.setLogLevel(60)
            return [w for line in lines for w in jieba.lcut(line) if w.strip()]
        if language == "ja":
            from janome.tokenizer import Tokenizer

            tokenizer = Tokenizer(wakati=True)
            return [w for line in lines for w in tokenizer.tokenize(line) if w.strip()]
        if language == "th":
            from pythainlp.tokenize import word_tokenize

            return [w for line in lines for w in word_tokenize(line, engine="newmm")
                    if w.strip()]
    except ImportError:
        return None
    return None


def korean(lines: list[str]) -> dict[str, float]:
    """What whole words and particles cover of Korean eojeols (words between spaces)."""
    words = [t for line in lines for t in tokens(line)]
    listed = stopwords("ko")
    particles = sorted(extra_list("ko-particles"), key=len, reverse=True)
    with_particle = 0
    split: list[str] = []
    for word in words:
        for particle in particles:
            if len(word) > len(particle) and word.endswith(particle):
                with_particle += 1
                split += [word[:-len(particle)], particle]
                break
        else:
            split.append(word)
    marked = listed | frozenset(particles)
    return {"eojeols": len(words), "whole words": share(words, listed),
            "eojeols ending in a particle": with_particle / len(words),
            "tokens after splitting particles off": len(split),
            "stopwords or particles among them": share(split, marked)}


def main_content_by_language(data: Path) -> dict[str, list[str]]:
    """Main-content snippets of the trafilatura test pages, by the page's declared language."""
    folder = data / "pages" / "trafilatura"
    evaldata = json.loads((folder / "evaldata.json").read_text("utf-8"))
    texts: dict[str, list[str]] = {}
    for record in evaldata.values():
        page = folder / f"{record['file']}.gz"
        if not record.get("with") or not page.exists():
            continue
        with gzip.open(page) as handle:
            found = _LANG_ATTRIBUTE.search(handle.read(20000))
        if found is not None:
            code = found.group(1).decode().lower()[:2]
            code = {"nb": "no", "nn": "no"}.get(code, code)
            texts.setdefault(code, []).extend(record["with"])
    return texts


def _percent(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}%"


def report(sentences: Path, data: Path) -> str:
    """The result file's text."""
    main = main_content_by_language(data) if data.exists() else {}
    rows = []
    for code in LANGUAGES:
        listed = stopwords(code)
        path = sentences / f"{SENTENCE_FILES.get(code, code)}.txt"
        lines = path.read_text("utf-8").splitlines() if path.exists() else []
        today = [t for line in lines for t in tokens(line)]
        marks = [t for line in lines for t in mark_tokens(line)]
        words = segmented(code, lines)
        main_tokens = [t for s in main.get(code, []) for t in mark_tokens(s)]
        rows.append((code, LANGUAGE_NAMES[code], len(listed), len(lines), share(today, listed),
                     share(marks, listed), None if words is None else share(words, listed),
                     share(main_tokens, listed) if len(main_tokens) >= MIN_TOKENS else None,
                     len(main_tokens) if len(main_tokens) >= MIN_TOKENS else 0))
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, check=False,
                            capture_output=True, text=True).stdout.strip() or "unknown"
    intro = ("Written by `python experiments/stopword_coverage.py --sentences "
             "<lingua>/src/accuracyReport/resources/language-testdata/sentences` "
             f"at commit {commit} (do not edit by hand). Share of the tokens of real text that "
             "are in the language's shipped list (`spotsigs/data/stopwords/<code>.txt`). "
             "*today*: tokens of `spotsigs.tokenize.tokens`; *marks*: letters, digits and "
             "combining marks (Devanagari, Bengali and Thai vowel signs stay inside their word); "
             "*segmenter*: words of jieba (zh), janome (ja), pythainlp newmm (th); *main "
             "content*: the trafilatura test pages' human-labelled main-content snippets of pages "
             f"declaring that language (>= {MIN_TOKENS} tokens). Sentences: lingua's test data "
             "(1,000 sentences a language from the Leipzig Wortschatz web corpora; see the "
             "script's docstring). English with Snowball's list is the reference.")
    out = ["# Stopword coverage of real prose", "", intro, "",
           TABLE_HEAD, "|---|---|---|---|---|---|---|---|"]
    for code, name, size, lines, today, marks, seg, main_share, main_n in rows:
        main_cell = f"{_percent(main_share)} ({main_n})" if main_n else "–"
        out.append(f"| `{code}` | {name} | {size} | {lines} | {_percent(today)} | "
                   f"{_percent(marks)} | {_percent(seg)} | {main_cell} |")
    out += ["", "## Function characters (character tokens)", "",
            "Share of the Han and kana characters of the sentences that are in the list.", "",
            "| list | characters listed | characters of the sentences | share |",
            "|---|---|---|---|"]
    for code in ("zh", "ja"):
        path = sentences / f"{code}.txt"
        if path.exists():
            chars = [c for c in path.read_text("utf-8") if is_cjk(c)]
            listed = extra_list(f"{code}-characters")
            counts = Counter(chars)
            top = ", ".join(f"{c} {100 * counts[c] / len(chars):.1f}%"
                            for c in sorted(listed, key=lambda c: -counts[c])[:8])
            out.append(f"| `{code}-characters.txt` | {len(listed)} | {len(chars)} | "
                       f"{_percent(share(chars, listed))} (most frequent: {top}) |")
    path = sentences / "ko.txt"
    if path.exists():
        out += ["", "## Korean: whole words and particles", "",
                KOREAN_NOTE, "",
                "| measure | value |", "|---|---|"]
        for key, value in korean(path.read_text("utf-8").splitlines()).items():
            out.append(f"| {key} | {value if isinstance(value, int) else _percent(value)} |")
    return "\n".join(out) + "\n"


KOREAN_NOTE = ("Eojeols are the tokens of today's tokenizer (Korean writes spaces between them). "
               "A listed particle is split off the end of an eojeol (longest first, at least one "
               "character left); this is a surface rule, so it also cuts eojeols that only end "
               "in the same syllable (아이 'child' ends in 이).")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--sentences", type=Path, required=True,
                        help="folder of <code>.txt files, one sentence a line")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--out", type=Path,
                        default=ROOT / "experiments" / "results" / "stopword-coverage.md")
    args = parser.parse_args(argv)
    if not args.sentences.is_dir():
        print(f"no folder {args.sentences}", file=sys.stderr)
        return 2
    text = report(args.sentences, args.data)
    args.out.write_text(text, encoding="utf-8")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
