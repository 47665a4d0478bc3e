"""Shared fixtures: a tiny news corpus with the same stories under different templates."""

from __future__ import annotations

import io
import time
from pathlib import Path
from types import SimpleNamespace

import pytest

STORIES = {
    "floods": (
        "Heavy rain caused floods across the northern valley on Monday, and the river rose "
        "above its banks for the first time in a decade. The mayor said that the town had "
        "opened two shelters for families who were forced to leave their homes. Emergency "
        "crews worked through the night to move people to safety, and the army was sent to "
        "help with the rescue. Officials have warned that more rain is expected later in the "
        "week. The weather service said the storm was the worst it had seen since records "
        "began. Farmers were counting the cost of ruined crops, and a spokesman for the "
        "regional council said the damage would run into millions."),
    "election": (
        "The governing party won the regional election on Sunday with a narrow majority, "
        "according to official results published overnight. Turnout was higher than at the "
        "last vote, and the opposition leader said she would accept the outcome. The new "
        "government is expected to present its budget in the spring. Analysts said the "
        "result was a test for the prime minister, who had campaigned on lower taxes and "
        "new rail lines. The party will have to find a partner to pass its laws, since it "
        "does not hold a majority in the upper chamber. Markets were calm after the result."),
    "transfer": (
        "The football club has signed the young striker in a deal that could be worth a "
        "record fee, the club said in a statement on Friday. The player, who was the top "
        "scorer in the youth league last season, will join the squad for the summer tour. "
        "The coach said he was delighted with the signing and that the team had been "
        "watching the forward for two years. Supporters had waited a long time for a new "
        "attacker after the captain was injured. The contract runs for five seasons, and "
        "the fee was not disclosed by either side."),
}

TEMPLATES = {
    "daily": ("<html><head><meta charset='utf-8'><title>{title} | The Daily</title>"
              "<script>var ads = 1;</script></head><body><nav><a href='/'>Home</a> "
              "<a href='/world'>World</a> <a href='/sport'>Sport</a></nav><article>"
              "<h1>{title}</h1>{body}</article><footer>Copyright The Daily. All rights "
              "reserved. Contact us. Privacy policy.</footer></body></html>"),
    "herald": ("<!DOCTYPE html><html><head><title>Herald - {title}</title><style>p{{}}"
               "</style></head><body><div id='menu'><ul><li>News</li><li>Business</li>"
               "<li>Weather</li></ul></div><div class='story'><h2>{title}</h2>{body}</div>"
               "<div class='related'>Most read: Local team wins cup; Prices rise again"
               "</div></body></html>"),
    "post": ("<html><body><header>The Evening Post - subscribe today and save</header>"
             "<main><h1>{title}</h1>{body}</main><aside>Advertisement: buy new cars "
             "now</aside></body></html>"),
}

NOT_FOUND = ("<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1>"
             "<p>Sorry, the page you requested could not be found.</p></body></html>")


def render(story: str, template: str) -> str:
    """A story's text placed into a site template as paragraphs."""
    sentences = STORIES[story].split(". ")
    body = "".join(f"<p>{s.rstrip('.')}.</p>" for s in sentences)
    return TEMPLATES[template].format(title=story.title(), body=body)


@pytest.fixture
def news_folder(tmp_path: Path) -> Path:
    """Folder of 7 pages: floods x3 templates, election x2, transfer x1, one 404 page."""
    folder = tmp_path / "news"
    for story, template in (("floods", "daily"), ("floods", "herald"), ("floods", "post"),
                            ("election", "daily"), ("election", "post"),
                            ("transfer", "herald")):
        path = folder / template / f"{story}.html"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render(story, template), encoding="utf-8")
    (folder / "missing.html").write_text(NOT_FOUND, encoding="utf-8")
    return folder


def wait_for_handler(pid: int, signum: int, seconds: float = 60.0) -> None:
    """Wait until process ``pid`` catches ``signum`` (its handler is installed)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        status = Path(f"/proc/{pid}/status").read_text()
        caught = int(next(line for line in status.splitlines()
                          if line.startswith("SigCgt:")).split()[1], 16)
        if caught >> (signum - 1) & 1:
            time.sleep(0.2)  # and is past installing it, reading its input
            return
        time.sleep(0.05)
    raise AssertionError(f"process {pid} never caught signal {signum}")


def dask_outputs(inputs: list[str], threshold: float, params: dict, scheduler: str,
                 work_dir=None, shard_docs: int | None = None, keep: bool = False,
                 cluster_format: str = "jsonl", pairs_format: str = "jsonl",
                 **run_options) -> tuple[str, str, object]:
    """The cluster and pair records (text) of a Dask run of the whole flow, and what the run
    told (``counts()``, ``problems``, and ``received``: the sizes the client gathered)."""
    from spotsigs.engine import Run
    from spotsigs.engine.dask import SHARD_DOCS, DaskEngine
    from spotsigs.methods import from_params

    engine = DaskEngine(scheduler, work_dir, shard_docs or SHARD_DOCS, keep)
    formats = (cluster_format, pairs_format)
    with engine.cluster(Run(from_params(params), threshold, inputs=inputs, formats=formats,
                            **run_options)) as result:
        clusters, pairs = io.StringIO(), io.StringIO()
        result.records.write_clusters(clusters, cluster_format)
        if pairs_format is not None:
            result.records.write_pairs(pairs, pairs_format)
    return clusters.getvalue(), pairs.getvalue(), SimpleNamespace(
        counts=result.counts, problems=result.problems, received=engine.received,
        folder=result.records.folder)


@pytest.fixture(scope="module")
def scheduler():
    """The address of one LocalCluster of two worker processes, shared by a module's Dask
    tests (per module: other tests check that no child process is left running)."""
    distributed = pytest.importorskip("distributed",
                                      reason="Dask is a test dependency; install .[test]")
    cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                       dashboard_address=None)
    try:
        yield cluster.scheduler_address
    finally:
        cluster.close()
