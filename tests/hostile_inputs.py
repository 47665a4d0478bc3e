"""What the tests of bad input and faults share: the hostile corpus ``tests/data/hostile/``
(written by ``tests/data/make_hostile.py``, expectations in its EXPECTED.json), stories and
small folders of pages, and the leftovers a run must not leave."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import spotsigs

DATA = Path(__file__).parent / "data"
ADDRESS_SPACE_LIMIT = 3 << 30
"""The address space of ``run_in_limited_memory``: pyarrow and threads reserve about 2 GiB
of it at start."""
HOSTILE = DATA / "hostile"
EXPECTED = json.loads((HOSTILE / "EXPECTED.json").read_text(encoding="utf-8"))
STORY = ("The mayor said that the town had opened two shelters for families who were forced "
         "to leave their homes, and the army was sent to help with the rescue. Officials "
         "have warned that more rain is expected later in the week.")
RIVER_STORY = ("The mayor said that the town had opened two shelters for families who were "
               "forced to leave their homes, and the river was expected to stay high for "
               "days. ") * 3


def expected_records() -> list[tuple[str, str, str | None]]:
    """(id, status, what its reason says) of every record of the corpus, in output order."""
    return [tuple(r) for f in EXPECTED["files"].values() for r in f["records"]]


def read_jsonl(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def implied_pairs(pair_records: list[dict]) -> set[tuple[str, str]]:
    """Every pair a pairs file implies: a pair at similarity 1.0 joins two pages of identical
    features (multiset Jaccard 1.0), which the file lists once (``spotsigs.repeats``), so each
    page of such a group has every pair of the others."""
    group = {}

    def find(page: str) -> str:
        while group.setdefault(page, page) != page:
            page = group[page]
        return page

    for pair in pair_records:
        if pair["similarity"] == 1.0:
            group[find(pair["a"])] = find(pair["b"])
    members: dict[str, set[str]] = {}
    for page in {p for pair in pair_records for p in (pair["a"], pair["b"])}:
        members.setdefault(find(page), set()).add(page)
    implied = set()
    for pair in pair_records:
        for a in members[find(pair["a"])]:
            for b in members[find(pair["b"])]:
                if a != b:
                    implied.add((min(a, b), max(a, b)))
    return implied


def pages(folder: Path, count: int = 4) -> Path:
    """``count`` pages of RIVER_STORY, p0.html, p1.html, ..., each ending with its number."""
    folder.mkdir(parents=True, exist_ok=True)
    for k in range(count):
        (folder / f"p{k}.html").write_text(f"<p>{RIVER_STORY} {k}</p>", encoding="utf-8")
    return folder


def temporaries(folder: Path) -> list[str]:
    """The temporary files in ``folder`` (an output is staged as ``.NAME.HOST-PID.XXXX.tmp``)."""
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def hidden_files(folder: Path) -> list[str]:
    """The hidden files in ``folder``: staged outputs, and any other dot file a run left."""
    return sorted(p.name for p in folder.iterdir() if p.name.startswith("."))


def run_in_limited_memory(code: str) -> dict:
    """Run ``code`` in a Python subprocess under ADDRESS_SPACE_LIMIT (too much memory fails
    with MemoryError, not by taking the machine's), importing this copy of spotsigs; the
    ``result`` dict it builds, with its peak resident memory (``peak_mib``)."""
    prelude = ("import json, resource, sys\n"
               f"resource.setrlimit(resource.RLIMIT_AS, ({ADDRESS_SPACE_LIMIT},) * 2)\n")
    coda = ("\nresult['peak_mib'] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024"
            "\nprint(json.dumps(result))\n")
    done = subprocess.run([sys.executable, "-c", prelude + code + coda], capture_output=True,
                          text=True, timeout=300, check=False,
                          cwd=Path(spotsigs.__file__).parents[1])
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.splitlines()[-1])
