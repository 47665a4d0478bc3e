"""Near-duplicates per language: one mixed run over multilingual corpora, figures by language.

For each corpus built by ``multilingual.py`` (built here first, with the commands in
``CORPORA``, when its folder holds no ``gold.jsonl``): ``spotsigs cluster`` as a user runs it,
over all the corpus's pages at once (every language together, no language flag) with SpotSigs
at its defaults, ``-m shingles`` and ``-m minhash``; and, for every language that has a
stopword list shipped (``spotsigs.antecedents.LANGUAGES``), SpotSigs with
``-a stopwords-LANG -l LANG`` on that language's pages alone. ``spotsigs.evaluate`` gives
pairwise precision / recall / F1 per language (over the pages whose gold ``lang`` is that
language: a wrong pair between two languages counts in the overall figure only) and overall.
Writes ``experiments/results/languages.md``.

    python experiments/languages.py out/ml            # builds out/ml/<corpus> when missing
    python experiments/languages.py out/ml --held-out # the held-out corpora (HELD_OUT)
    python experiments/languages.py out/ml --after    # corpora built after (AFTER)
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from spotsigs.antecedents import LANGUAGES
from spotsigs.content import main_content_text
from spotsigs.evaluate import evaluate, read_clusters
from spotsigs.html import utf8_html

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
SOURCES = ["multilingual_sources.py"]
CORPORA = {
    "ml-transplant-1": ["multilingual.py", "--recipe", "transplant", "--seed", "1",
                        "--copies", "2", "4"],
    "ml-syndication-2": ["multilingual.py", "--recipe", "syndication", "--seed", "2",
                         "--copies", "3", "5"],
}
HELD_OUT = {
    "ml-transplant-3": ["multilingual.py", "--recipe", "transplant", "--seed", "3",
                        "--copies", "2", "4"],
    "ml-syndication-4": ["multilingual.py", "--recipe", "syndication", "--seed", "4",
                         "--copies", "3", "5"],
}
"""Kept for checking defaults later: never built or looked at by this script."""
AFTER = {
    "ml-transplant-5": ["multilingual.py", "--recipe", "transplant", "--seed", "5",
                        "--copies", "2", "4"],
    "ml-syndication-6": ["multilingual.py", "--recipe", "syndication", "--seed", "6",
                         "--copies", "3", "5"],
}
"""Built after feeds were left out of main content (``spotsigs.feeds``, chosen on the
tuning corpora and checked on the held-out ones, which had been looked at before): new draws
from the same gathered pages, a check on corpora no choice has seen."""
METHODS = {"spotsigs": [], "shingles": ["-m", "shingles"], "minhash": ["-m", "minhash"]}
EXPLAIN = "id"
"""The language whose errors are taken apart by site (issue 24: Indonesian is poor for every
method)."""
MIN_PAIRS = 40
"""Languages with at least this many gold pairs carry the issue's targets."""


def build(folder: Path, name: str, sources: Path, recipes: dict[str, list[str]] = CORPORA
          ) -> Path:
    """The corpus folder, built with its recorded command when it holds no gold."""
    if not (sources / "manifest.jsonl").exists():
        subprocess.run([sys.executable, str(HERE / SOURCES[0]), str(sources)], check=True,
                       stdout=subprocess.DEVNULL)
    target = folder / name
    if not (target / "gold.jsonl").exists():
        script, *args = recipes[name]
        subprocess.run([sys.executable, str(HERE / script), str(target), "--sources",
                        str(sources), *args], check=True, stderr=subprocess.DEVNULL)
    return target


def cluster(inputs: list[str], options: list[str], out: Path) -> tuple[dict, float]:
    """Predicted cluster per page id of ``spotsigs cluster`` with ``options``, and seconds."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "spotsigs.cli", "cluster", *inputs, "-o", str(out),
                    "-q", *options], check=True)
    return read_clusters(out), time.perf_counter() - started


def signatures(out: Path) -> dict[str, int]:
    """Features (spot signatures, shingles...) per page id of a ``spotsigs cluster`` output."""
    return {r["id"]: int(r.get("signatures") or 0)
            for r in map(json.loads, out.read_text("utf-8").splitlines())}


def read_gold(corpus: Path) -> dict[str, dict]:
    """The gold records of a corpus by page id."""
    return {r["id"]: r for r in map(json.loads,
                                    (corpus / "gold.jsonl").read_text("utf-8").splitlines())}


def scores(gold: dict[str, dict], predicted: dict, ids: list[str]) -> dict:
    """Pairwise figures of the predicted clusters over some page ids."""
    result = evaluate({k: gold[k]["cluster"] for k in ids},
                      {k: predicted.get(k) for k in ids})
    return {"p": result.pair_precision, "r": result.pair_recall, "f1": result.pair_f1,
            "pairs": result.true_pairs, "left_out": result.left_out,
            "documents": result.documents}


def template(record: dict) -> str:
    """The page whose template a page shows: a copy its host's, any other page its own."""
    return record.get("host") or record["source"]


def wrong_pairs(gold: dict[str, dict], predicted: dict, ids: list[str]) -> dict:
    """Pairs predicted but not gold (and how many of them are two pages of one template: a
    copy and its host, or two copies on one host), and gold pairs not predicted."""
    clusters: dict = {}
    for k in ids:
        if predicted.get(k) is not None:
            clusters.setdefault(predicted[k], []).append(k)
    false = same_template = 0
    for members in clusters.values():
        for i, a in enumerate(members):
            for b in members[i + 1:]:
                if gold[a]["cluster"] != gold[b]["cluster"]:
                    false += 1
                    same_template += template(gold[a]) == template(gold[b])
    together: dict = {}
    for k in ids:
        together.setdefault(gold[k]["cluster"], []).append(k)
    missed = sum(1 for members in together.values() for i, a in enumerate(members)
                 for b in members[i + 1:]
                 if predicted.get(a) is None or predicted.get(a) != predicted.get(b))
    return {"false": false, "false_template": same_template, "missed": missed}


MARKERS = {
    "related links": r"^(baca juga|berita terkait|artikel terkait|simak|lihat juga|"
                     r"rekomendasi|terpopuler)",
    "pagination": r"^(halaman|selanjutnya|sebelumnya)\b|^\d(\s?\d){2,}$",
    "comments, login, subscribe": r"komentar|login|masuk|daftar|gabung|berlangganan|profil",
    "video and embeds": r"video|\[gambas|tonton",
}
"""Indonesian boilerplate lines, by what they are (lower-cased line starts or contents)."""
_WORDS = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]|"
                    r"[^\W\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]+")
"""Words, and each Chinese or Japanese character as a word of its own."""


STORY_HELD = 0.5
"""A copy's story is in an extracted text when the text holds this share of its 6-grams."""


def held(story: set[str], text: str) -> float:
    """Share of the story's character 6-grams (spaces removed) that a text holds."""
    def grams(value: str) -> set[str]:
        value = re.sub(r"\s+", "", value.lower())
        return {value[k:k + 6] for k in range(len(value) - 5)}

    wanted = grams(" ".join(story))
    return len(wanted & grams(text)) / len(wanted) if wanted else 0.0


def makeup(corpus: Path, sources: Path, gold: dict[str, dict], ids: list[str]) -> list[dict]:
    """What the main content (``spotsigs.content.main_content_text``) of some pages holds:
    words of lines from the page's story, of lines that another page of the same template
    with another story also holds (template), and of other lines; and lines by ``MARKERS``."""
    manifest = {r["key"]: r for r in map(json.loads, (sources / "manifest.jsonl")
                                          .read_text("utf-8").splitlines())}
    pages = []
    for page_id in ids:
        record = gold[page_id]
        if record["kind"] == "404" or record["source"] not in manifest:
            continue
        raw = (corpus / "pages" / page_id).read_bytes()
        text = main_content_text(raw)
        lines = [" ".join(line.split()).lower() for line in text.split("\n") if line.strip()]
        story = {" ".join(p.split()).lower() for p in manifest[record["source"]]["paragraphs"]}
        story_words = set(_WORDS.findall(" ".join(story)))
        story_found = None
        if record["kind"] == "copy":  # is the story where extractors look, ours and another?
            import trafilatura  # the content-candidates extra, as multilingual_sources.py

            other = trafilatura.extract(utf8_html(raw)) or ""
            story_found = (held(story, text) >= STORY_HELD, held(story, other) >= STORY_HELD)
        pages.append({"id": page_id, "lang": record["lang"], "template": template(record),
                      "cluster": record["cluster"],
                      "site": manifest[template(record)]["site"]
                      if template(record) in manifest else "", "lines": lines,
                      "story_words": story_words, "found": story_found})
    for page in pages:
        others = {line for other in pages if other["template"] == page["template"]
                  and other["cluster"] != page["cluster"] for line in other["lines"]}
        counts = {"story": 0, "template": 0, "other": 0}
        markers = dict.fromkeys(MARKERS, 0)
        for line in page["lines"]:
            words = _WORDS.findall(line)
            if line in others:
                kind = "template"
            elif words and sum(w in page["story_words"] for w in words) >= 0.8 * len(words):
                kind = "story"
            else:
                kind = "other"
            counts[kind] += len(words)
            for name, pattern in MARKERS.items():
                markers[name] += bool(re.search(pattern, line))
        page.update(words=sum(counts.values()), **counts, markers=markers)
    return pages


def found(pages: list[dict]) -> str:
    """How many copies among some pages hold their story in each extractor's text."""
    copies = [p["found"] for p in pages if p["found"] is not None]
    return (f"{sum(f[0] for f in copies)} / {sum(f[1] for f in copies)} of {len(copies)}"
            if copies else "–")


def makeup_lines(pages: list[dict], by: str, markers: bool = False) -> list[str]:
    """A table of ``makeup``'s pages grouped by ``site`` or ``lang`` (with the ``MARKERS``
    line counts when asked)."""
    shown = list(MARKERS) if markers else []
    groups: dict[str, list[dict]] = {}
    for page in pages:
        groups.setdefault(page[by], []).append(page)
    lines = [f"| {by} | pages | main-content words (median; in Chinese and Japanese, "
             "characters) | story | template | other | copies whose story is in the main "
             "content: spotsigs, trafilatura |" + "".join(f" {m} |" for m in shown),
             "|---|---|---|---|---|---|---|" + "---|" * len(shown)]
    for name, members in sorted(groups.items()):
        total = sum(p["words"] for p in members) or 1
        share = {k: sum(p[k] for p in members) / total for k in ("story", "template", "other")}
        lines.append(f"| {name} | {len(members)} | "
                     f"{int(np.median([p['words'] for p in members]))} | "
                     f"{share['story']:.0%} | {share['template']:.0%} | {share['other']:.0%} | "
                     f"{found(members)} |" + "".join(f" {sum(p['markers'][m] for p in members)} |" for m in shown))
    return lines


def links(corpus: Path, ids: list[str], folder: Path) -> Path:
    """A folder of links to some of a corpus's pages, with the corpus's relative paths (ids):
    clustered with ``--follow-links``, as they lead out of the folder."""
    for page_id in ids:
        link = folder / page_id
        link.parent.mkdir(parents=True, exist_ok=True)
        link.symlink_to((corpus / "pages" / page_id).resolve())
    return folder


def measure(corpus: Path, scratch: Path, sites: dict[str, str]) -> dict:
    """Every method's figures per language and overall on one corpus; and, run on
    ``EXPLAIN``'s pages alone, each method's figures with all of them and without the pages of
    one site's template (``sites``: the site of each gathered page)."""
    gold = read_gold(corpus)
    languages = sorted({r["lang"] for r in gold.values()})
    by_lang = {lang: sorted(k for k, r in gold.items() if r["lang"] == lang)
               for lang in languages}
    results: dict = {"languages": languages, "methods": {}, "seconds": {},
                     "pages": {lang: len(ids) for lang, ids in by_lang.items()}}
    for method, options in METHODS.items():
        predicted, seconds = cluster([str(corpus / "pages")], options,
                                     scratch / f"{method}.jsonl")
        results["seconds"][method] = seconds
        features = signatures(scratch / f"{method}.jsonl")
        figures = {lang: {**scores(gold, predicted, ids), **wrong_pairs(gold, predicted, ids),
                          "features": float(np.median([features[k] for k in ids]))}
                   for lang, ids in by_lang.items()}
        figures["all"] = scores(gold, predicted, sorted(gold))
        results["methods"][method] = figures
    own = {}
    for lang in languages:
        if lang in LANGUAGES and lang != "en":
            folder = links(corpus, by_lang[lang], scratch / "by-lang" / lang)
            predicted, _ = cluster([str(folder)], ["-a", f"stopwords-{lang}", "-l", lang,
                                                   "--follow-links"],
                                   scratch / f"spotsigs-{lang}.jsonl")
            features = signatures(scratch / f"spotsigs-{lang}.jsonl")
            own[lang] = {**scores(gold, predicted, by_lang[lang]),
                         "features": float(np.median([features[k] for k in by_lang[lang]]))}
    results["methods"]["own list"] = own
    explained = by_lang.get(EXPLAIN, [])
    for site in ["", *sorted({sites.get(template(gold[k]), "") for k in explained})]:
        kept = [k for k in explained if not site or sites.get(template(gold[k]), "") != site]
        folder = links(corpus, kept, scratch / "without" / (site or "none"))
        for method, options in METHODS.items():
            predicted, _ = cluster([str(folder)], [*options, "--follow-links"],
                                   scratch / "without.jsonl")
            results.setdefault("without_site", {}).setdefault(site or "(none)", {})[method] = \
                scores(gold, predicted, kept)
    return results


def cell(figure: dict | None) -> str:
    if figure is None:
        return "–"
    return f"{figure['p']:.2f} / {figure['r']:.2f} / **{figure['f1']:.2f}**"


def spots(default: dict, own: dict | None) -> str:
    """Median spot signatures per page at the defaults and, where run, with the own list."""
    if "features" not in default:
        return "–"
    return f"{default['features']:.0f}" + (f", {own['features']:.0f}" if own else "")


def table(name: str, command: str, results: dict) -> list[str]:
    """The markdown table of one corpus."""
    methods = results["methods"]
    lines = [f"## {name}", "", f"Built by `{command}`. Seconds per mixed run: "
             + ", ".join(f"{m} {s:.0f}" for m, s in results["seconds"].items()) + ".", "",
             ("| language | pages | gold pairs | spotsigs (default) | shingles | minhash | "
             "spotsigs `-a stopwords-LANG -l LANG`, this language alone | spot signatures "
             "per page (median): default, own list | left out by spotsigs |"),
             "|---|---|---|---|---|---|---|---|---|"]
    order = sorted(results["languages"],
                   key=lambda lang: (-methods["spotsigs"][lang]["pairs"], lang))
    for lang in [*order, "all"]:
        default = methods["spotsigs"][lang]
        pairs = default["pairs"]
        label = f"**{lang}**" if pairs >= MIN_PAIRS and lang != "all" else lang
        pages = sum(results["pages"].values()) if lang == "all" else results["pages"][lang]
        lines.append(f"| {label} | {pages} | {pairs} | {cell(default)} | "
                     f"{cell(methods['shingles'][lang])} | {cell(methods['minhash'][lang])} | "
                     f"{cell(methods['own list'].get(lang))} | "
                     f"{spots(default, methods['own list'].get(lang))} | {default['left_out']} |")
    lines += ["", ("Wrong pairs of the mixed runs, languages with >= "
              f"{MIN_PAIRS} gold pairs: false pairs (of them two pages of one template: a copy "
              "and its host page, or two copies on one host) / missed gold pairs."), "",
              "| language | spotsigs | shingles | minhash |", "|---|---|---|---|"]
    for lang in order:
        if methods["spotsigs"][lang]["pairs"] >= MIN_PAIRS:
            lines.append(f"| {lang} | " + " | ".join(
                f"{methods[m][lang]['false']} ({methods[m][lang]['false_template']}) / "
                f"{methods[m][lang]['missed']}" for m in METHODS) + " |")
    if results.get("without_site"):
        lines += ["", (f"`{EXPLAIN}` pages alone, all of them and without those of one site's "
                       "template (its own pages and the copies it hosts): pages, gold pairs and "
                       "F1 of each method run on them (at its defaults)."), "",
                  "| site left out | pages | gold pairs | spotsigs | shingles | minhash |",
                  "|---|---|---|---|---|---|"]
        for site, figures in results["without_site"].items():
            first = next(iter(figures.values()))
            lines.append(f"| {site} | {first['documents']} | {first['pairs']} | " + " | ".join(
                f"{figures[m]['f1']:.2f}" for m in METHODS) + " |")
    return lines


def source_lines(manifest: list[dict]) -> list[str]:
    """Gathered pages per language: pages, sites, pages whose article was located, licences."""
    languages = sorted({r["lang"] for r in manifest},
                       key=lambda lang: (-sum(r["lang"] == lang for r in manifest), lang))
    lines = [("Gathered pages per language: pages, sites, pages whose article element was "
             "located (the stories and hosts)."), "",
             "| language | " + " | ".join(languages) + " |",
             "|---|" + "---|" * len(languages)]
    for label, count in (("pages", lambda rs: len(rs)),
                         ("sites", lambda rs: len({r["site"] for r in rs})),
                         ("located", lambda rs: sum(r["usable"] for r in rs))):
        lines.append(f"| {label} | " + " | ".join(
            str(count([r for r in manifest if r["lang"] == lang])) for lang in languages)
            + " |")
    licences = sorted({(r["repo"], r["licence"]) for r in manifest})
    lines += ["", "Sources and licences: " + "; ".join(f"{repo} ({licence})"
                                                      for repo, licence in licences) + "."]
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("folder", type=Path, help="where the corpora are (built when missing)")
    parser.add_argument("--sources", type=Path, default=None,
                        help="gathered pages (default: <folder>/sources)")
    parser.add_argument("-o", "--output", type=Path, default=None,
                        help="default: experiments/results/languages.md, or "
                        "languages-heldout.md with --held-out, languages-after.md with --after")
    parser.add_argument("--notes", type=Path, default=None,
                        help="markdown appended after the tables (findings written by hand; "
                        "default: results/languages-notes.md, or languages-heldout-notes.md, "
                        "languages-after-notes.md)")
    check = parser.add_mutually_exclusive_group()
    check.add_argument("--held-out", action="store_true",
                       help="build and measure the held-out corpora instead: the check of "
                       "settings chosen on the others")
    check.add_argument("--after", action="store_true",
                       help="build and measure the corpora built after the last choice "
                       "(AFTER) instead")
    args = parser.parse_args(argv)
    corpora, held_out, stem, title = (
        (HELD_OUT, {}, "languages-heldout", "the held-out corpora") if args.held_out else
        (AFTER, {}, "languages-after", "corpora built after the last choice") if args.after else
        (CORPORA, {**HELD_OUT, **AFTER}, "languages", "the corpora the defaults were chosen on"))
    args.output = args.output or ROOT / "experiments" / "results" / f"{stem}.md"
    args.notes = args.notes or HERE / "results" / f"{stem}-notes.md"
    command = " ".join(["python experiments/languages.py",
                        *(sys.argv[1:] if argv is None else argv)])
    sources = args.sources or args.folder / "sources"
    if not (sources / "manifest.jsonl").exists():
        subprocess.run([sys.executable, str(HERE / SOURCES[0]), str(sources)], check=True,
                       stdout=subprocess.DEVNULL)
    manifest = [json.loads(line) for line in
                (sources / "manifest.jsonl").read_text("utf-8").splitlines()]
    sites = {r["key"]: r["site"] for r in manifest}
    started = time.perf_counter()
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, check=False,
                            capture_output=True, text=True).stdout.strip()
    dirty = subprocess.run(["git", "status", "--porcelain", "--", "spotsigs", "experiments/*.py"],
                           cwd=ROOT, check=False,
                           capture_output=True, text=True).stdout.strip()
    lines = [f"# Near-duplicates per language (issue 24): {title}", "",
             (f"Written by `{command}` (do not edit by hand) "
             f"at commit {commit}{' with uncommitted changes' if dirty else ''}; "
             "{seconds} s in all."), "",
             ("Pairwise precision / recall / F1 against each corpus's `gold.jsonl`. Each method "
             "clusters all the corpus's pages in one run (every language together, no "
             "language flag, as a crawl comes); the figures of a language are taken over its "
             "pages (gold `lang`), so a wrong pair across two languages counts only in "
             "`all`. The own-list column runs SpotSigs on one language's pages alone with "
             "its shipped stopword list as antecedents and chain stopwords, for the "
             f"languages that have one. Languages in bold have >= {MIN_PAIRS} gold pairs "
             "(the issue's targets apply there). `left out`: pages the run flagged synthetic "
             "or could not read (they are singletons)."), "",
             f"Gathered pages: `python experiments/{SOURCES[0]} {sources}` (see its "
             "`README.md` for the pages per language and their licences)."
             + (" Held out for later checks, never built here: "
                + "; ".join(f"`{n}` (`{' '.join(c)}`)" for n, c in held_out.items()) + "."
                if held_out else ""), ""]
    lines += source_lines(manifest) + [""]
    for name, recipe in corpora.items():
        corpus = build(args.folder, name, sources, corpora)
        with tempfile.TemporaryDirectory() as scratch:
            results = measure(corpus, Path(scratch), sites)
        command = (f"python experiments/{recipe[0]} {corpus} --sources {sources} "
                   + " ".join(recipe[1:]))
        lines += table(name, command, results) + [""]
        (args.folder / f"{name}-languages.json").write_text(json.dumps(results, indent=1))
        print("\n".join(lines[-len(results["languages"]) - 8:]), flush=True)
    first = args.folder / next(iter(corpora))
    gold = read_gold(first)
    counted = json.loads((args.folder / f"{first.name}-languages.json").read_text())
    tuned = [lang for lang in counted["languages"]
             if counted["methods"]["spotsigs"][lang]["pairs"] >= MIN_PAIRS]
    pages = makeup(first, sources, gold, sorted(k for k, r in gold.items()
                                                 if r["lang"] in tuned))
    lines += [f"## What the main content holds ({first.name})", "",
              ("Words of the main content as `spotsigs.content.main_content_text` extracts it, "
              "per page: in lines of the page's own story (80% of a line's words are story "
              "words), in lines that a page of the same template with another story also holds "
              "(template: the same boilerplate on every page of a site), and in other lines; "
              "the copies whose story the main content holds (>= half of the story's character "
              "6-grams), by spotsigs and by trafilatura (a check of the corpus: a story the "
              "other extractor misses would be a bad copy); "
              "and, for Indonesian, the number of lines that look like related-link, pagination, "
              "comment/login and video boilerplate (`MARKERS`). Languages with >= "
              f"{MIN_PAIRS} gold pairs."), "", *makeup_lines(pages, "lang"), "",
              "Indonesian pages by the site of their template:", "",
              *makeup_lines([p for p in pages if p["lang"] == "id"], "site", markers=True), ""]
    if args.notes is not None and args.notes.exists():
        lines += [args.notes.read_text("utf-8").rstrip(), ""]
    text = "\n".join(lines).replace("{seconds}", f"{time.perf_counter() - started:.0f}")
    args.output.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
