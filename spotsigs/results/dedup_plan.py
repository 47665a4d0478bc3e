"""Which documents ``spotsigs dedup`` keeps, decided from the cluster records alone (in input
order, as any engine or a clusters file gives them), in passes over those records: what it
holds is a few numbers per cluster and the ids of the kept members of clusters of two pages
or more, never a row per document. So a clustering from either engine, or a clusters file
written earlier (``--clusters``), plans the same archive.

Per cluster, the page kept is its ``representative`` (as the clustering chose it: the most
signatures, ties the earliest), the ``first`` in input order, or the ``longest`` (the most
signatures, ties the earliest); skipped and unreadable documents are left out, and so are
clusters of one page with ``keep_singletons`` off.

A synthetic page is left out when the ``DropPolicy`` drops the rule that flagged it for its
input kind (HTML pages, or extracted text: a record with a text field and no html), which the
second pass settles (``DedupPlan.settle``) once it reads the document; else it is kept as a
page without near-duplicate (the synthetic pages were not matched).
"""

from __future__ import annotations

from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace

from spotsigs.pagemodel import ERROR, RULES, SKIPPED, SYNTHETIC, synthetic_rule

KEEP_CHOICES = ("representative", "first", "longest")
PAGE_DROPS = RULES
"""The rules whose pages dedup drops from HTML pages by default: all. ``words`` too: on a
page it compares main content with the page around it, and flagged 3 of 50 real 404 pages
that nothing else flags, at the cost of 4 of 1,103 real pages (docs/page-model.md)."""
TEXT_DROPS = ("http", "phrases", "soft404")
"""The rules whose pages dedup drops from extracted text by default: the errors, never
too little text (``words``, ``features``): text has no page to compare with, and those rules
flag 819 of 19,043 Reuters stories (experiments/results/dedup-text.md)."""
DROP_WORDS = ("all", "none")
SINGLETON = "singleton"
"""The map's reason for a page without near-duplicate left out by --drop-singletons."""
SINGLETON_DETAIL = "no near-duplicate (--drop-singletons)"


def drop_rules(text: str) -> tuple[str, ...]:
    """The rules ``--drop`` names: a comma list of the page model's RULES, ``all`` or
    ``none``; ValueError names the valid ones."""
    names = {name.strip() for name in text.split(",") if name.strip()}
    if len(names) == 1 and names <= set(DROP_WORDS):
        return RULES if names == {"all"} else ()
    unknown = sorted(names - set(RULES))
    if unknown or not names:
        what = f"unknown rule {', '.join(map(repr, unknown))}" if unknown else "no rule"
        raise ValueError(f"{what}; choose from {', '.join(RULES)} (comma-separated), or "
                         f"{' or '.join(DROP_WORDS)}")
    return tuple(rule for rule in RULES if rule in names)


@dataclass(frozen=True)
class DropPolicy:
    """Which synthetic pages dedup drops, by the rule that flagged them: ``pages`` of HTML
    pages, ``texts`` of extracted text."""

    pages: tuple[str, ...] = PAGE_DROPS
    texts: tuple[str, ...] = TEXT_DROPS

    @classmethod
    def chosen(cls, rules: Iterable[str] | None) -> DropPolicy:
        """The policy of ``--drop``: the defaults per input kind (None), else the rules given
        for both kinds."""
        return cls() if rules is None else cls(tuple(rules), tuple(rules))

    def drops(self, rule: str | None, is_text: bool) -> bool:
        """Whether a synthetic page of ``rule`` is dropped; a reason no rule gives (an edited
        clusters file) only when every rule is."""
        rules = self.texts if is_text else self.pages
        return rule in rules if rule is not None else set(RULES) <= set(rules)


@dataclass(frozen=True)
class Decision:
    """What becomes of one document: ``kept``, or the id of the kept page standing for it
    (``kept_as``), or why it is left out without one (``reason``: synthetic, skipped, error,
    singleton; ``detail``: the record's reason). A synthetic page carries the ``rule`` that
    flagged it, kept or not; ``members``: the pages of its cluster (0: of none)."""

    doc_id: str
    kept: bool
    kept_as: str | None = None
    reason: str | None = None
    detail: str | None = None
    rule: str | None = None
    members: int = 0

    def map_record(self) -> dict | None:
        """The ``--map`` line of a document not kept (None for a kept one)."""
        if self.kept:
            return None
        if self.kept_as is not None:
            return {"id": self.doc_id, "kept": self.kept_as}
        line = {"id": self.doc_id, "kept": None, "reason": self.reason}
        if self.rule is not None:
            line["rule"] = self.rule
        return line | {"detail": self.detail}


@dataclass
class Tally:
    """What a dedup kept and dropped, counted as the decisions go by; the synthetic pages
    also by rule (``kept_rules``, ``dropped_rules``)."""

    counts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(
        ("kept", "clusters", "singletons", "synthetic_kept", "duplicates", SYNTHETIC, SKIPPED,
         "errors", "singletons_dropped", "dropped"), 0))
    kept_rules: Counter = field(default_factory=Counter)
    dropped_rules: Counter = field(default_factory=Counter)

    def add(self, decision: Decision) -> None:
        c = self.counts
        synthetic = decision.reason == SYNTHETIC
        if synthetic:
            (self.kept_rules if decision.kept else self.dropped_rules)[decision.rule] += 1
        if decision.kept:
            c["kept"] += 1
            c["synthetic_kept" if synthetic else
              "clusters" if decision.members > 1 else "singletons"] += 1
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
    (``records()`` gives them anew, in input order, each time it is called), and what of
    the synthetic pages ``drop`` keeps."""

    def __init__(self, records: Callable[[], Iterable[dict]], keep: str = "representative",
                 keep_singletons: bool = True, drop: DropPolicy = DropPolicy()) -> None:
        if keep not in KEEP_CHOICES:
            raise ValueError(f"keep must be one of {', '.join(KEEP_CHOICES)}, not {keep!r}")
        self.records, self.keep, self.keep_singletons = records, keep, keep_singletons
        self.drop = drop
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
        """What becomes of the document of ``record`` (a synthetic page's, until
        ``settle``: left out)."""
        doc_id, label = str(record["id"]), _label(record)
        if label is None:
            status, reason = record.get("status"), record.get("reason")
            return Decision(doc_id, False, reason=status, detail=reason,
                            rule=synthetic_rule(reason) if status == SYNTHETIC else None)
        members = self.members[label]
        if members == 1:
            if self.keep_singletons:
                return Decision(doc_id, True, members=1)
            return Decision(doc_id, False, reason=SINGLETON, detail=SINGLETON_DETAIL,
                            members=1)
        kept_as = str(record["representative"]) if self.keep == "representative" else \
            self.chosen[label]
        return Decision(doc_id, kept_as == doc_id,
                        None if kept_as == doc_id else kept_as, members=members)

    def decisions(self) -> Iterator[Decision]:
        """The decision of every document, in input order, before ``settle``."""
        return map(self.decide, self.records())

    def settle(self, decision: Decision, is_text: bool) -> Decision:
        """The decision once the document's input kind is known: a synthetic page whose rule
        the drop policy keeps is kept as a page without near-duplicate (so dropped as one by
        ``keep_singletons`` off)."""
        if decision.kept or decision.reason != SYNTHETIC or \
                self.drop.drops(decision.rule, is_text):
            return decision
        if not self.keep_singletons:
            return replace(decision, reason=SINGLETON, detail=SINGLETON_DETAIL)
        return replace(decision, kept=True)


def _by_rule(rules: Counter) -> str:
    """``[http 4, phrases 1]``: synthetic pages per rule, in the page model's order."""
    order = {rule: k for k, rule in enumerate(RULES)}
    named = sorted(rules.items(), key=lambda item: order.get(item[0], len(order)))
    return "[" + ", ".join(f"{rule or 'other'} {n}" for rule, n in named) + "]"


def outcome_text(tally: Tally) -> str:
    """``kept 25 (17 clusters, 6 singletons, 2 synthetic [words 2]), dropped 18 (13
    duplicates, 5 synthetic [http 4, phrases 1])``."""
    counts = tally.counts
    kept = [f"{counts['clusters']} clusters", f"{counts['singletons']} singletons"]
    if counts["synthetic_kept"]:
        kept.append(f"{counts['synthetic_kept']} synthetic {_by_rule(tally.kept_rules)}")
    why = [f"{counts[key]} {name}" + (f" {_by_rule(tally.dropped_rules)}" if key == SYNTHETIC
                                      else "")
           for key, name in (("duplicates", "duplicates"), (SYNTHETIC, "synthetic"),
                             (SKIPPED, "skipped"), ("errors", "errors"),
                             ("singletons_dropped", "singletons")) if counts[key]]
    dropped = f"dropped {counts['dropped']}" + (f" ({', '.join(why)})" if why else "")
    return f"kept {counts['kept']} ({', '.join(kept)}), {dropped}"
