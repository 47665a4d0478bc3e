"""Plain-text view of a clustering for people: the clusters, then the pages left out and why."""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Iterator
from pathlib import Path

from spotsigs.pagemodel import ERROR, OK, SKIPPED, SYNTHETIC
from spotsigs.results.records import json_objects

MAX_LEFT_OUT = 25
LEFT_OUT = ((SYNTHETIC, "synthetic pages (left out)"), (SKIPPED, "skipped records (no page)"),
            (ERROR, "unreadable documents"))
"""The statuses of the documents not clustered, and what a listing of them is called."""


def read_jsonl(path: str | Path) -> Iterator[dict]:
    """Records of a JSON-lines file; a broken line raises ValueError naming file and line."""
    with open(path, encoding="utf-8") as stream:
        for _, record in json_objects(stream, path):
            yield record


def status_counts(records: Iterable[dict]) -> dict[str, int]:
    """Documents by status (ok, synthetic, skipped, error), and ``other`` for any status the
    pipeline never writes: the counts add up to the documents."""
    found = Counter(r.get("status") for r in records)
    counts = {status: found.pop(status, 0) for status in (OK, SYNTHETIC, SKIPPED, ERROR)}
    counts["other"] = sum(found.values())
    return counts


def status_line(records: list[dict]) -> str:
    """``N documents: a ok, b synthetic, c skipped, d errors`` (skipped and other statuses
    when there are some, as 'cluster' says it)."""
    c = status_counts(records)
    skipped = f"{c[SKIPPED]} skipped, " if c[SKIPPED] else ""  # only archives skip
    other = f", {c['other']} of another status" if c["other"] else ""
    return (f"{len(records)} documents: {c[OK]} ok, {c[SYNTHETIC]} synthetic, {skipped}"
            f"{c[ERROR]} errors{other}")


def _pair_key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


def render_clusters(records: Iterable[dict], pairs: Iterable[dict] = (),
                    max_clusters: int | None = None) -> str:
    """Multi-page clusters largest first (representative marked, similarity to it), then the
    synthetic pages, skipped records and unreadable documents with their reasons."""
    records = list(records)
    members: dict[object, list[dict]] = defaultdict(list)
    for record in records:
        if record.get("status") == "ok" and record.get("cluster") is not None:
            members[record["cluster"]].append(record)
    groups = sorted((m for m in members.values() if len(m) > 1),
                    key=lambda m: (-len(m), m[0]["cluster"]))
    # Only the pairs with a representative are shown: the pairs stream past, the rest unheld.
    representative_of = {r["id"]: r["representative"] for group in groups for r in group}
    similarity = {_pair_key(p["a"], p["b"]): p["similarity"] for p in pairs
                  if representative_of.get(p["a"]) == p["b"]
                  or representative_of.get(p["b"]) == p["a"]}
    lines = [f"{status_line(records)}; {len(members)} clusters, {len(groups)} with 2+ pages"]
    shown = groups if max_clusters is None else groups[:max_clusters]
    for group in shown:
        representative = group[0]["representative"]
        lines.append("")
        lines.append(f"cluster {group[0]['cluster']} ({len(group)} pages)")
        for record in sorted(group, key=lambda r: r["id"] != representative):
            if record["id"] == representative:
                note = "representative"
            else:
                value = similarity.get(_pair_key(record["id"], representative))
                note = f"similarity {value:.3f}" if value is not None else "linked via others"
            lines.append(f"  {record['id']}  [{record.get('signatures')} signatures, {note}]")
    if len(shown) < len(groups):
        lines.append(f"\n... {len(groups) - len(shown)} more clusters")
    for name, title in LEFT_OUT:
        left_out = [r for r in records if r.get("status") == name]
        if left_out:
            lines.append("")
            lines.append(f"{title}: {len(left_out)}")
            lines.extend(f"  {r['id']}: {r.get('reason')}" for r in left_out[:MAX_LEFT_OUT])
            if len(left_out) > MAX_LEFT_OUT:
                lines.append(f"  ... {len(left_out) - MAX_LEFT_OUT} more (see the clusters file)")
    return "\n".join(lines) + "\n"
