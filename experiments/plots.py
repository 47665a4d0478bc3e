"""Plots of the experiments: matplotlib when it is installed (``pip install matplotlib``), else
none, and the scripts write their tables alone."""

from __future__ import annotations

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
