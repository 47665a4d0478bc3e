"""Which documents ``spotsigs dedup`` keeps, decided from the cluster records alone (in input
order, as any engine or a clusters file gives them), in passes over those records: what it
holds is a few numbers per cluster and the ids of the kept members of clusters of two pages
or more, never a row per document. So a clustering from either engine, or a clusters file
written earlier (``--clusters``), plans the same archive.

Per cluster, the page kept is its ``representative`` (as the clustering chose it: the most
signatures, ties the earliest), the ``first`` in input order, or the ``longest`` (the most
signatures, ties the earliest); pages of no cluster (synthetic, skipped, unreadable) are left
out, and so are clusters of one page with ``keep_singletons`` off.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

from spotsigs.pagemodel import ERROR, SKIPPED, SYNTHETIC

KEEP_CHOICES = ("representative", "first", "longest")
SINGLETON = "singleton"
"""The map's reason for a page without near-duplicate left out by --drop-singletons."""
SINGLETON_DETAIL = "no near-duplicate (--drop-singletons)"


@dataclass(frozen=True)
class Decision:
    """What becomes of one document: ``kept``, or the id of the kept page standing for it
    (``kept_as``), or why it is left out without one (``reason``: synthetic, skipped, error,
    singleton; ``detail``: the record's reason)."""

    doc_id: str
    kept: bool
    kept_as: str | None = None
    reason: str | None = None
    detail: str | None = None

    def map_record(self) -> dict | None:
        """The ``--map`` line of a document not kept (None for a kept one)."""
        if self.kept:
            return None
        if self.kept_as is not None:
            return {"id": self.doc_id, "kept": self.kept_as}
        return {"id": self.doc_id, "kept": None, "reason": self.reason, "detail": self.detail}


@dataclass
class Tally:
    """What a dedup kept and dropped, counted as the decisions go by."""

    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(
        ("kept", "clusters", "singletons", "duplicates", SYNTHETIC, SKIPPED, "errors",
         "singletons_dropped", "dropped"), 0))

    def add(self, decision: Decision, members: int) -> None:
        c = self.counts
        if decision.kept:
            c["kept"] += 1
            c["clusters" if members > 1 else "singletons"] += 1
            return
        c["dropped"] += 1
        key = "duplicates" if decision.kept_as is not None else \
            {ERROR: "errors", SINGLETON: "singletons_dropped"}.get(decision.reason,
                                                                   decision.reason)
        c[key] += 1


def _label(record: dict) -> int | None:
    """A record's cluster (None: left out of clustering)."""
    label = record.get("cluster")
    return None if label is None or label < 0 else int(label)


class DedupPlan:
    """The kept member of every cluster, from passes over the cluster records
    (``records()`` gives them anew, in input order, each time it is called)."""

    def __init__(self, records: Callable[[], Iterable[dict]], keep: str = "representative",
                 keep_singletons: bool = True) -> None:
        if keep not in KEEP_CHOICES:
            raise ValueError(f"keep must be one of {', '.join(KEEP_CHOICES)}, not {keep!r}")
        self.records, self.keep, self.keep_singletons = records, keep, keep_singletons
        self.members = array("q")  # per cluster (numbered by first member, in input order)
        self.best = array("q")  # per cluster: the position of its first or longest member
        best_size = array("q")
        for position, record in enumerate(records()):
            label = _label(record)
            if label is None:
                continue
            size = int(record.get("signatures") or 0)
            if label >= len(self.members):  # clusters are numbered by their first member
                self.members.extend([0] * (label + 1 - len(self.members)))
                self.best.extend([position] * (label + 1 - len(self.best)))
                best_size.extend([size] * (label + 1 - len(best_size)))
            elif keep == "longest" and size > best_size[label]:
                self.best[label], best_size[label] = position, size
            self.members[label] += 1
        self.chosen: dict[int, str] = {} if keep == "representative" else self._chosen_ids()

    def _chosen_ids(self) -> dict[int, str]:
        """The ids of the members kept, for the clusters of two pages or more."""
        chosen: dict[int, str] = {}
        for position, record in enumerate(self.records()):
            label = _label(record)
            if label is not None and self.members[label] > 1 and self.best[label] == position:
                chosen[label] = str(record["id"])
        return chosen

    def decide(self, record: dict) -> Decision:
        """What becomes of the document of ``record``."""
        doc_id, label = str(record["id"]), _label(record)
        if label is None:
            return Decision(doc_id, False, reason=record.get("status"),
                            detail=record.get("reason"))
        if self.members[label] == 1:
            if self.keep_singletons:
                return Decision(doc_id, True)
            return Decision(doc_id, False, reason=SINGLETON, detail=SINGLETON_DETAIL)
        kept_as = str(record["representative"]) if self.keep == "representative" else \
            self.chosen[label]
        return Decision(doc_id, True) if kept_as == doc_id else Decision(doc_id, False, kept_as)

    def decisions(self, tally: Tally | None = None) -> Iterator[Decision]:
        """The decision of every document, in input order (counted into ``tally``)."""
        for record in self.records():
            decision = self.decide(record)
            if tally is not None:
                label = _label(record)
                tally.add(decision, self.members[label] if label is not None else 0)
            yield decision


def outcome_text(counts: dict[str, int]) -> str:
    """``kept 25 (17 clusters, 8 singletons), dropped 18 (13 duplicates, 5 synthetic)``."""
    why = [f"{counts[key]} {name}" for key, name in (
        ("duplicates", "duplicates"), (SYNTHETIC, "synthetic"), (SKIPPED, "skipped"),
        ("errors", "errors"), ("singletons_dropped", "singletons")) if counts[key]]
    dropped = f"dropped {counts['dropped']}" + (f" ({', '.join(why)})" if why else "")
    return (f"kept {counts['kept']} ({counts['clusters']} clusters, {counts['singletons']} "
            f"singletons), {dropped}")
