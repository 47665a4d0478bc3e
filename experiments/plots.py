"""Plots of the experiments: matplotlib when it is installed (``pip install matplotlib``), else
none, and the scripts write their tables alone."""

from __future__ import annotations

import csv
import sys
from collections.abc import Callable
from pathlib import Path


def pyplot():
    """matplotlib's pyplot on the Agg backend (files, no display), or None without matplotlib."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return None
    return plt


def save(plt, figure, path: Path, dpi: int = 110) -> bool:
    """Write ``figure`` to ``path`` laid out tight, and free it; True (it was written)."""
    figure.tight_layout()
    figure.savefig(path, dpi=dpi)
    plt.close(figure)
    return True


def write_results(folder: Path, stem: str, rows: list[dict], text: str,
                  draw: Callable[[Path], bool]) -> None:
    """A result's files in ``folder``: ``stem``.csv of the rows, ``stem``.md of the text, and
    ``stem``.png by ``draw(path)`` (False: matplotlib is not installed, said on stderr)."""
    folder.mkdir(parents=True, exist_ok=True)
    with open(folder / f"{stem}.csv", "w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    (folder / f"{stem}.md").write_text(text, encoding="utf-8")
    if not draw(folder / f"{stem}.png"):
        print("matplotlib not installed: no plot", file=sys.stderr)
