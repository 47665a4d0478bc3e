"""Same input and parameters, same output bytes: whatever the jobs, batch size or hash seed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hostile_inputs import implied_pairs

from spotsigs.cli import main

DATA = Path(__file__).parent / "data"
INPUTS = [str(DATA / "io"), str(DATA / "hostile")]


def run_in_process(folder: Path, *options: str) -> tuple[bytes, bytes]:
    """Clusters and pairs bytes of one in-process run."""
    out, pairs = folder / "c.jsonl", folder / "p.jsonl"
    code = main(["cluster", *INPUTS, "-o", str(out), "--pairs", str(pairs), "-q", *options])
    assert code == 0
    return out.read_bytes(), pairs.read_bytes()


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> tuple[bytes, bytes]:
    """The output of the plainest run: one job, default batch size."""
    return run_in_process(tmp_path_factory.mktemp("reference"), "--jobs", "1")


@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize("batch_size", ["1", "7", "256"])
def test_same_bytes_for_any_jobs_and_batch_size(reference, tmp_path, jobs, batch_size):
    assert run_in_process(tmp_path, "--jobs", jobs, "--batch-size", batch_size) == reference


def test_reference_output_is_not_trivial(reference):
    clusters, pairs = reference
    pair_records = [json.loads(line) for line in pairs.decode("utf-8").splitlines()]
    assert clusters.count(b"\n") > 60 and len(implied_pairs(pair_records)) > 60
    assert b'"status": "ok"' in clusters and b'"status": "error"' in clusters


def test_same_bytes_across_processes_with_different_hash_seeds(reference, tmp_path):
    outputs = []
    for seed in ("0", "12345"):
        out, pairs = tmp_path / f"c{seed}.jsonl", tmp_path / f"p{seed}.jsonl"
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-m", "spotsigs.cli", "cluster", *INPUTS,
                               "-o", str(out), "--pairs", str(pairs), "-q", "--jobs", "2",
                               "--batch-size", "7"],
                              env=env, capture_output=True, timeout=120, check=False)
        assert done.returncode == 0, done.stderr.decode(errors="replace")
        outputs.append((out.read_bytes(), pairs.read_bytes()))
    assert outputs[0] == outputs[1] == reference
