"""The flow is named once (``engine.stages.STAGES``) and both engines run it: a stage added
there runs on either engine, in its place, with no engine told of it."""

from __future__ import annotations

import io

import pytest

from spotsigs.engine import LocalEngine, Run
from spotsigs.engine import stages as flow
from spotsigs.engine.stages import Stage, named
from spotsigs.methods import make_method


def test_the_flow_is_the_stages_in_order_each_with_both_forms():
    assert [s.name for s in flow.STAGES] == ["extract", "templates", "ids", "repeats", "pairs",
                                             "soft404", "components", "output"]
    assert all(callable(s.local) and callable(s.dask) for s in flow.STAGES)
    assert [s.name for s in named("ids", "extract")] == ["extract", "ids"]
    with pytest.raises(ValueError, match="no stage named join"):
        named("join")


def test_a_stage_added_to_the_flow_runs_on_both_engines(monkeypatch, scheduler, news_folder):
    from spotsigs.engine.dask import DaskEngine

    seen: list[tuple[str, int]] = []

    def local_form(run, corpus):
        seen.append(("local", len(corpus.documents)))
        return corpus

    def dask_form(run, cluster, state):
        seen.append(("dask", state.shards.documents))
        return state

    after_ids = [s.name for s in flow.STAGES].index("ids") + 1
    monkeypatch.setattr(flow, "STAGES", flow.STAGES[:after_ids] +
                        (Stage("spy", local_form, dask_form),) + flow.STAGES[after_ids:])
    outputs = []
    for engine in (LocalEngine(), DaskEngine(scheduler)):
        run = Run(make_method("spotsigs"), inputs=[str(news_folder)])
        with engine.cluster(run) as result:
            stream = io.StringIO()
            result.records.write_clusters(stream, "jsonl")
            outputs.append(stream.getvalue())
    assert seen == [("local", 7), ("dask", 7)]
    assert outputs[0] == outputs[1] and outputs[0].count("\n") == 7
