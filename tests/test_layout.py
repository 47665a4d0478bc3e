"""The package layout of ../shared/DESIGN.md, checked on the source: no import cycles (also
through imports inside functions), no method importing another, a core that never reaches
readers, engine, store, results or cli, and modules small enough to read in a sitting."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "spotsigs"
CORE = ("features", "checks", "tokenize", "html", "content", "phrases", "antecedents", "join",
        "ranks", "cluster", "pagemodel", "methods")
OUTER = ("readers", "engine", "store", "results", "cli")
SHARED_METHOD_LAYERS = ("methods", "methods.base", "methods.hamming", "methods.idf",
                        "methods.buckets")
SHARED_TYPES = ("pages", "outcome")
"""Below the engines and the writers: what both read (a document's page, a run's outcome)."""
MAX_LINES = 500


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports() -> dict[str, set[str]]:
    """Per spotsigs module, the spotsigs modules it imports anywhere in its source."""
    modules = {module_name(p): p for p in PACKAGE.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        found = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                # ``from spotsigs.cli import cluster`` imports the submodule cluster; names
                # that are not modules come from the module itself
                for alias in node.names:
                    sub = f"{node.module}.{alias.name}"
                    found.add(sub if sub in modules else node.module)
        graph[name] = {m for m in found if m in modules and m != name}
    return graph


def area(module: str) -> str:
    """``spotsigs.methods.minhash`` -> ``methods.minhash``."""
    return module.removeprefix("spotsigs.").removeprefix("spotsigs")


def test_there_are_no_import_cycles():
    graph = imports()
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                cycle = stack[stack.index(nxt):] + [nxt]
                pytest.fail("import cycle: " + " -> ".join(cycle))
            if nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for module in sorted(graph):
        if module not in state:
            visit(module)


def test_methods_import_only_shared_layers_never_each_other():
    for module, targets in imports().items():
        if not area(module).startswith("methods.") or area(module) in SHARED_METHOD_LAYERS:
            continue
        others = {area(t) for t in targets if area(t).startswith("methods")} - \
            set(SHARED_METHOD_LAYERS)
        assert not others, f"{module} imports the methods {sorted(others)}"


def test_the_core_never_imports_readers_engine_store_results_or_cli():
    for module, targets in imports().items():
        if area(module).split(".")[0] not in CORE:
            continue
        outer = sorted(t for t in targets if area(t).split(".")[0] in OUTER)
        assert not outer, f"core module {module} imports {outer}"


def test_results_never_import_an_engine():
    for module, targets in imports().items():
        if area(module).split(".")[0] != "results":
            continue
        engines = sorted(t for t in targets if area(t).split(".")[0] == "engine")
        assert not engines, f"{module} imports {engines}: move the type it needs down"


def test_the_shared_types_import_neither_engines_nor_writers_nor_commands():
    for module, targets in imports().items():
        if area(module) not in SHARED_TYPES:
            continue
        above = sorted(t for t in targets if area(t).split(".")[0] in
                       ("engine", "store", "results", "cli"))
        assert not above, f"{module} imports {above}"


def test_no_module_is_longer_than_can_be_read_in_a_sitting():
    long = {str(p.relative_to(PACKAGE)): n for p in PACKAGE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert not long, f"modules over {MAX_LINES} lines: {long}"


def test_the_checks_see_the_imports_they_are_about():
    graph = imports()  # a parser that found nothing would pass every test above
    assert "spotsigs.join" in graph["spotsigs.methods.spotsigs"]
    assert "spotsigs.methods.base" in graph["spotsigs.methods.minhash"]
    assert "spotsigs.cli.cluster" in graph["spotsigs.cli"]
