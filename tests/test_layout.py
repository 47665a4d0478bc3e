"""The package layout of docs/architecture.md, checked on the source: no import cycles (also
through imports inside functions), no method importing another, a core that never reaches
readers, engine, store, results or cli, the Dask code behind the engine, engines that see
methods through public attributes only, and modules and functions small enough to read in a
sitting."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "spotsigs"
CORE = ("features", "npy", "checks", "charsets", "confusables", "characters", "tokenize", "language",
        "html", "attributes", "content", "feeds", "related", "phrases", "antecedents", "join",
        "candidates", "ranks", "cluster", "spill", "pagemodel", "pagetype", "methods", "columns",
        "templates", "soft404", "repeats")
OUTER = ("readers", "engine", "store", "results", "cli")
SHARED_METHOD_LAYERS = ("methods", "methods.base", "methods.hamming", "methods.idf",
                        "methods.buckets")
SHARED_TYPES = ("pages", "outcome")
"""Below the engines and the writers: what both read (a document's page, a run's outcome)."""
MAX_LINES = 500
MAX_COMPLEXITY = 25
"""Cyclomatic complexity of a function at most: 1 + its branches, loops, handlers, match
cases, comprehension clauses and boolean operators (the old Dask driver had 42)."""


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
    assert "spotsigs.join" in graph["spotsigs.methods.base"]
    assert "spotsigs.methods.base" in graph["spotsigs.methods.minhash"]
    assert "spotsigs.cli.cluster" in graph["spotsigs.cli"]


def complexity(function: ast.FunctionDef | ast.AsyncFunctionDef) -> int:
    """McCabe's cyclomatic complexity of a function (nested functions counted in it)."""
    total = 1
    for node in ast.walk(function):
        if isinstance(node, (ast.If, ast.IfExp, ast.For, ast.AsyncFor, ast.While,
                             ast.ExceptHandler, ast.match_case)):
            total += 1
        elif isinstance(node, ast.comprehension):
            total += 1 + len(node.ifs)
        elif isinstance(node, ast.BoolOp):
            total += len(node.values) - 1
    return total


def functions() -> list[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    return [(f"{p.relative_to(PACKAGE)}:{node.lineno} {node.name}", node)
            for p in PACKAGE.rglob("*.py")
            for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]


def test_no_function_is_too_complex_to_follow():
    found = functions()
    assert len(found) > 500  # the walk sees the package
    assert complexity(ast.parse("def f(a):\n if a and b:\n  for x in y: pass").body[0]) == 4
    tangled = {name: c for name, node in found if (c := complexity(node)) > MAX_COMPLEXITY}
    assert not tangled, f"functions above complexity {MAX_COMPLEXITY}: {tangled}"


def test_the_dask_code_is_reached_through_the_engine_alone():
    for module, targets in imports().items():
        if area(module).startswith("engine") or area(module).startswith("cli"):
            continue
        dask = sorted(t for t in targets if area(t).startswith("engine.dask"))
        assert not dask, f"{module} imports {dask}"


def test_only_the_dask_package_imports_dask_and_only_inside_functions():
    for path in PACKAGE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
        names = [a.name for n in top if isinstance(n, ast.Import) for a in n.names] + \
            [n.module or "" for n in top if isinstance(n, ast.ImportFrom)]
        assert not [n for n in names if n.split(".")[0] in ("dask", "distributed")], \
            f"{path}: imports Dask at load time (the local engine must run without it)"


def test_engines_read_no_private_attribute_of_another_object():
    engine = PACKAGE / "engine"
    private = []
    for path in engine.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr.startswith("_") and \
                    not node.attr.startswith("__") and not (
                        isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                private.append(f"{path.relative_to(PACKAGE)}:{node.lineno} .{node.attr}")
    assert not private, f"engines reach into other objects: {private}"
