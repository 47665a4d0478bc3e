"""The flow, named once: the stages every run goes through, in order, each with its local form
(``local``: this process, the run's columns in memory) and its distributed form
(``dask``: tasks over shards in a shared working folder). An engine only runs the stages it
is given, in order (``LocalEngine``, ``DaskEngine``); a new stage is one entry here and its two
forms, written once.

1. **extract**: read every input, text and features of each document, its status.
2. **templates**: leave out of every page the features of its site's template.
3. **ids**: make repeated ids unique (``#2``, ``#3``, ...).
4. **repeats**: exact repeats grouped; each group's first (its leader) joins for all.
5. **pairs**: every pair of included documents at the threshold, by the method's matcher,
   and (leader, follower, 1.0) for each repeat.
6. **soft404**: the run's soft-404 pages made synthetic, their pairs dropped.
7. **components**: the clusters, connected components of the pairs, each with its
   representative.
8. **output**: the records (clusters and pairs), which the commands write or read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from spotsigs.engine import local
from spotsigs.engine.dask import (
    components,
    extract,
    ids,
    output,
    pairs,
    repeats,
    soft404,
    templates,
)


@dataclass(frozen=True)
class Stage:
    """One stage of the flow: its name, its local form ``local(run, corpus) -> corpus`` and
    its distributed form ``dask(run, cluster, sharded) -> sharded``."""

    name: str
    local: Callable
    dask: Callable


STAGES: tuple[Stage, ...] = (
    Stage("extract", local.extract_stage, extract.extract_stage),
    Stage("templates", local.templates_stage, templates.templates_stage),
    Stage("ids", local.ids_stage, ids.ids_stage),
    Stage("repeats", local.repeats_stage, repeats.repeats_stage),
    Stage("pairs", local.pairs_stage, pairs.pairs_stage),
    Stage("soft404", local.soft404_stage, soft404.soft404_stage),
    Stage("components", local.components_stage, components.components_stage),
    Stage("output", local.output_stage, output.output_stage),
)
"""The whole flow, in order."""


def named(*names: str) -> tuple[Stage, ...]:
    """The stages named, in the flow's order (a command that needs part of the flow)."""
    unknown = set(names) - {s.name for s in STAGES}
    if unknown:
        raise ValueError(f"no stage named {', '.join(sorted(unknown))}")
    return tuple(s for s in STAGES if s.name in names)
