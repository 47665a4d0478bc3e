"""What ``spotsigs dedup`` keeps of a text archive (issue 26): Reuters-21578 as JSONL text.

Every ``<REUTERS>`` record of ``<data>/reuters21578/reut2-*.sgm.gz`` with a ``<BODY>``
(19,043 stories) becomes one ``{"id", "text"}`` line: its NEWID, and its title, a blank line
and its body as the wire filed it (HTML entities decoded). The archive goes through
``spotsigs dedup`` at the defaults and with ``--drop all`` (every synthetic page dropped, as
dedup did before ``--drop``), and ``spotsigs cluster`` gives each story's status. Counted per
run: stories read, kept (and of them synthetic, by the rule that flagged them), dropped as the
duplicate of a kept story, and dropped for another reason (by reason and rule); and whether
every story is kept or dropped as the duplicate of a kept one (the target).

A last run asks what matching the short stories would do (``--synthetic http,phrases,soft404``,
so the ``words`` rule flags none): how many of the stories the defaults flag would join a
cluster, and with what (the template briefs of different companies, e.g. dividend notices,
are near-identical to each other), which is why dedup keeps them unmatched.

    python experiments/dedup_text.py out/dedup-text [--data ../shared/data]

Writes ``experiments/results/dedup-text.md``. Runs the package of the working copy it sits in
(``python -m spotsigs.cli`` from the repository root).
"""

from __future__ import annotations

import argparse
import gzip
import html
import json
import re
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # this working copy's package, as the CLI runs below

from spotsigs.pagemodel import synthetic_rule  # noqa: E402

DEFAULT_DATA = ROOT.parent / "shared" / "data"
RESULT = ROOT / "experiments" / "results" / "dedup-text.md"
_RECORD = re.compile(r"<REUTERS[^>]*NEWID=\"(\d+)\"[^>]*>(.*?)</REUTERS>", re.S)
_SUMMARY = re.compile(r"^spotsigs: .*$", re.M)
RUNS = (("defaults", []), ("--drop all (dedup before --drop)", ["--drop", "all"]))
MATCHED = ["--synthetic", "http,phrases,soft404"]
EXAMPLES = 3


def _tag(name: str, record: str) -> str | None:
    found = re.search(rf"<{name}>(.*?)</{name}>", record, re.S)
    return html.unescape(found.group(1)) if found else None


def stories(folder: Path) -> list[dict]:
    """``{"id", "text"}`` of every story with a body: title, blank line, body."""
    found = []
    for path in sorted(folder.glob("reut2-*.sgm.gz")):
        with gzip.open(path) as handle:
            text = handle.read().decode("latin-1")
        for match in _RECORD.finditer(text):
            body = _tag("BODY", match.group(2))
            if body is None:
                continue
            title = " ".join((_tag("TITLE", match.group(2)) or "").split())
            found.append({"id": match.group(1), "text": f"{title}\n\n{body}" if title else body})
    return found


def spotsigs(*args: str) -> str:
    """Run the working copy's CLI; its summary line."""
    run = subprocess.run([sys.executable, "-m", "spotsigs.cli", *args], cwd=ROOT, check=True,
                         capture_output=True, text=True)
    return _SUMMARY.findall(run.stderr)[-1]


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def dedup_counts(archive: Path, out: Path, options: list[str], status: dict[str, dict]
                 ) -> dict:
    """One dedup run's counts, from its archive and map, and whether nothing is lost."""
    clean, mapping = out / "clean.jsonl", out / "map.jsonl"
    summary = spotsigs("dedup", str(archive), "-o", str(clean), "--map", str(mapping),
                       *options)
    kept = [r["id"] for r in read_jsonl(clean)]
    mapped = read_jsonl(mapping)
    kept_set = set(kept)
    duplicates = [m for m in mapped if m["kept"] is not None]
    others = Counter(f"{m['reason']} ({m.get('rule') or '-'})" for m in mapped
                     if m["kept"] is None)
    kept_synthetic = Counter(_rule(status[k]) for k in kept if status[k]["status"] != "ok")
    whole = kept_set | {m["id"] for m in mapped} == set(status) and \
        all(m["kept"] in kept_set for m in duplicates) and not others
    return {"kept": len(kept), "kept_synthetic": kept_synthetic,
            "duplicates": len(duplicates), "others": others, "target": whole,
            "summary": summary}


def _rule(record: dict) -> str:
    """The rule a cluster record's synthetic reason names."""
    return synthetic_rule(record.get("reason")) or "other"


def matched_short(archive: Path, out: Path, short: set[str], texts: dict[str, str]) -> dict:
    """Where the stories the defaults flag would go if they were matched."""
    clusters = out / "matched-clusters.jsonl"
    spotsigs("cluster", str(archive), "-o", str(clusters), *MATCHED)
    records = read_jsonl(clusters)
    members: dict[int, list[str]] = {}
    for record in records:
        if record["cluster"] is not None:
            members.setdefault(record["cluster"], []).append(record["id"])
    joined = [c for c in members.values() if len(c) > 1 and short & set(c)]
    largest = sorted(joined, key=len, reverse=True)[:EXAMPLES]
    return {"joined": sum(len(short & set(c)) for c in joined), "clusters": len(joined),
            "with_long": sum(1 for c in joined if set(c) - short),
            "examples": [[texts[k].split("\n", 1)[0] for k in c[:4]] + [f"({len(c)} stories)"]
                         for c in largest]}


def _rules(counter: Counter) -> str:
    return ", ".join(f"{k} {n:,}" for k, n in sorted(counter.items())) or "0"


def write(path: Path, command: str, seconds: float, read: int, rows: list[tuple[str, dict]],
          matched: dict, short: int) -> None:
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, check=False,
                            capture_output=True, text=True).stdout.strip() or "unknown"
    dirty = subprocess.run(["git", "status", "--porcelain", "--", "spotsigs", "experiments/*.py"],
                           cwd=ROOT, check=False, capture_output=True, text=True).stdout.strip()
    lines = [
        "# dedup of a text archive: Reuters-21578 as JSONL text (issue 26)", "",
        f"Written by `{command}` (do not edit by hand) at commit {commit}"
        f"{' with uncommitted changes' if dirty else ''}; {seconds:.0f} s in all.", "",
        f"{read:,} Reuters-21578 stories with a body, each `{{\"id\", \"text\"}}` (title, blank "
        "line, body). Target: every story kept or dropped as the duplicate of a kept one; "
        "none dropped as synthetic or short.", "",
        "| run | read | kept | of them synthetic (rule) | dropped as duplicate of a kept story "
        "| dropped otherwise (reason, rule) | target |",
        "|---|---|---|---|---|---|---|"]
    for name, c in rows:
        others = ", ".join(f"{k} {n:,}" for k, n in sorted(c["others"].items())) or "0"
        lines.append(f"| {name} | {read:,} | {c['kept']:,} | {_rules(c['kept_synthetic'])} | "
                     f"{c['duplicates']:,} | {others} | {'met' if c['target'] else 'missed'} |")
    lines += ["", "Summary lines:", ""]
    lines += [f"- {name}: `{c['summary']}`" for name, c in rows]
    lines += [
        "", "## Why the short stories are kept unmatched", "",
        f"Matched (`spotsigs cluster {' '.join(MATCHED)}`: no `words` rule), "
        f"{matched['joined']:,} of the {short:,} stories the defaults flag would join "
        f"{matched['clusters']:,} clusters ({matched['with_long']:,} of them with a longer "
        "story), and dedup would keep one story of each: wire briefs of one template "
        "(dividend notices, results of different companies) are near-identical as spot "
        "signatures. Largest of them:", ""]
    lines += ["- " + " / ".join(f"`{title}`" for title in example[:-1]) + f" {example[-1]}"
              for example in matched["examples"]]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="a folder for the archive and the outputs")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA,
                        help="the shared data folder (holding reuters21578/)")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    args.out.mkdir(parents=True, exist_ok=True)
    records = stories(args.data / "reuters21578")
    archive = args.out / "reuters.jsonl"
    archive.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    clusters = args.out / "clusters.jsonl"
    spotsigs("cluster", str(archive), "-o", str(clusters))
    status = {r["id"]: r for r in read_jsonl(clusters)}
    rows = [(name, dedup_counts(archive, args.out, options, status)) for name, options in RUNS]
    short = {k for k, r in status.items() if r["status"] != "ok"}
    matched = matched_short(archive, args.out, short, {r["id"]: r["text"] for r in records})
    command = " ".join(["python experiments/dedup_text.py", *(argv or sys.argv[1:])])
    write(RESULT, command, time.perf_counter() - started, len(records), rows,
          matched, len(short))
    print(RESULT.read_text(encoding="utf-8"))
    return 0 if rows[0][1]["target"] else 1


if __name__ == "__main__":
    sys.exit(main())
