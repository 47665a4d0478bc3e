"""Worker processes: Ctrl-C at a terminal stops them without tracebacks, and they exit
when the main process is killed."""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hostile_inputs import temporaries

from spotsigs.readers import MAX_DOCUMENT_BYTES


def _as_a_shell_starts_a_job() -> None:
    """Ctrl-C as an interactive shell hands it to a foreground job: default action, not
    blocked (whatever this test process inherited or was left with)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGINT])


def test_ctrl_c_at_a_terminal_with_workers_prints_no_worker_tracebacks(tmp_path):
    line = "<p>The quick brown fox was seen by the farmer, and the dog is a friend.</p>\n"
    page = line * (MAX_DOCUMENT_BYTES // 2 // len(line))
    out = tmp_path / "c.jsonl"
    # Pages on standard input, kept open: the workers extract the first ones while the run
    # waits for more, so Ctrl-C surely lands mid-run (a folder of big pages could be done
    # before it on a fast machine).
    inherited = (signal.getsignal(signal.SIGINT), signal.pthread_sigmask(signal.SIG_BLOCK, []))
    process = subprocess.Popen(
        [sys.executable, "-m", "spotsigs.cli", "cluster", "-", "--format", "jsonl", "-o",
         str(out), "-j", "2", "--batch-size", "1"],
        stdin=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True,
        preexec_fn=_as_a_shell_starts_a_job)
    for k in range(3):
        process.stdin.write((json.dumps({"id": f"big{k}", "html": page}) + "\n").encode())
    process.stdin.flush()
    children = Path(f"/proc/{process.pid}/task/{process.pid}/children")
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and not children.read_text().split():
        time.sleep(0.05)
    time.sleep(0.5)
    os.killpg(process.pid, signal.SIGINT)  # what a terminal does on Ctrl-C
    try:
        _, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    err = err.decode()
    assert process.returncode == 130 and "no output was written" in err, (inherited, err)
    assert not out.exists() and temporaries(tmp_path) == []
    assert "Traceback" not in err, err


def _big_pages(folder: Path, count: int) -> None:
    line = b"<p>The quick brown fox was seen by the farmer, and the dog is a friend.</p>\n"
    for k in range(count):
        (folder / f"big{k}.html").write_bytes(line * (MAX_DOCUMENT_BYTES // len(line)))


def _children(pid: int) -> list[int]:
    return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]


def _running(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="needs Linux /proc")
def test_workers_exit_when_the_main_process_is_killed(tmp_path):
    _big_pages(tmp_path, 6)
    process = subprocess.Popen(
        [sys.executable, "-m", "spotsigs.cli", "cluster", str(tmp_path), "-o",
         str(tmp_path / "c.jsonl"), "-j", "2", "--batch-size", "1", "-q"],
        stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and len(_children(process.pid)) < 2:
            time.sleep(0.05)
        workers = _children(process.pid)
        assert len(workers) == 2
        process.kill()  # no chance to end its workers itself
        process.wait(timeout=30)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and any(map(_running, workers)):
            time.sleep(0.1)
        assert not any(map(_running, workers)), "orphaned workers wait for ever"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)


def test_more_jobs_than_cpus_are_capped_with_a_warning_and_the_same_output(tmp_path):
    """-j 10000 on a few cores would fork thousands of workers for the same output: the
    run uses as many jobs as CPUs, says so, and writes what -j 1 writes."""
    from spotsigs import cluster
    from spotsigs.engine.run import available_cpus

    demo = Path(__file__).resolve().parents[2] / "data" / "demo"
    outputs = {}
    for jobs in ("1", "10000"):
        out = tmp_path / f"j{jobs}.jsonl"
        done = subprocess.run([sys.executable, "-m", "spotsigs.cli", "cluster", str(demo),
                               "-o", str(out), "-j", jobs], capture_output=True, text=True)
        assert done.returncode == 0, done.stderr
        outputs[jobs] = (out.read_bytes(), done.stderr)
    assert outputs["10000"][0] == outputs["1"][0]
    assert f"-j 10000 is more than the {available_cpus()} CPUs available" in outputs["10000"][1]
    assert "CPUs available" not in outputs["1"][1]
    pages = ["<p>The river rose through the night and the water reached the market.</p>"] * 2
    with pytest.warns(UserWarning, match="CPUs available"):
        result = cluster(pages, jobs=10000)
    assert result.labels.tolist() == cluster(pages).labels.tolist()
