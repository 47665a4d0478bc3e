"""A folder of HTML files deduplicated into a folder: ``spotsigs dedup pages/ -o clean/``.

Each kept page's file is copied byte for byte (gzipped files stay gzipped, times and mode
kept) to the path it has under the input folder it was found in, or to its name as given
for a file given by itself (its base name when that name is absolute or climbs with ``..``).
The folder is written beside its target under a hidden temporary name and renamed into
place once complete (``files.staged_folder``), so a reader never finds half of it; the
target must be new or empty.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path, PurePosixPath

from spotsigs.readers import Document


def is_folder_output(output: str | os.PathLike) -> bool:
    """Whether ``-o`` names a folder: it ends with a slash or is an existing folder."""
    text = os.fspath(output)
    return text.endswith(("/", os.sep)) or os.path.isdir(text)


def target_name(path: Path, name: str) -> PurePosixPath:
    """Where the file ``path`` read as ``name`` goes under the output folder: ``name`` (its
    path under the input folder, or as given), or the file's own name when ``name`` would
    leave the folder (absolute, or with ``..``)."""
    named = PurePosixPath(name.replace(os.sep, "/"))
    if named.is_absolute() or ".." in named.parts or not named.parts:
        return PurePosixPath(path.name)
    return named


def folder_problem(files: Sequence[tuple[Path, str]], kinds: Sequence[str],
                   inputs: Sequence[str], output: str, map_path: str | None = None
                   ) -> str | None:
    """Why the inputs (``files`` as ``iter_input_files`` names them, their ``input_kind``)
    cannot go into the folder ``output`` (None when they can), before any work: inputs that
    are no HTML files, an output folder that holds files, lies in an input folder or cannot
    be created, a map inside it, and two files bound for one path."""
    other = next((f for (f, _), kind in zip(files, kinds) if kind != "html"), None)
    if other is not None:
        return (f"a folder output holds HTML files, and {other} is not one: write .jsonl or "
                ".parquet instead")
    target = Path(os.path.realpath(output))
    if target.exists() and not target.is_dir():
        return f"output is a file, not a folder: {output}"
    if target.exists() and any(target.iterdir()):
        return f"output folder is not empty, it would be mixed with this run's pages: {output}"
    for given in inputs:
        folder = os.path.realpath(given)
        if os.path.isdir(folder) and (target == Path(folder) or Path(folder) in target.parents):
            return f"output folder lies in the input folder {given}: name one outside it"
    if map_path is not None and target in Path(os.path.realpath(map_path)).parents:
        return f"the map would go inside the output folder: name one outside {output}"
    if not target.parent.is_dir():
        return f"output folder's parent does not exist: {target.parent}"
    seen: dict[PurePosixPath, Path] = {}
    for path, name in files:
        where = target_name(path, name)
        if where in seen and seen[where] != path:
            return (f"{seen[where]} and {path} would both be written to {output.rstrip('/')}/"
                    f"{where}: deduplicate them into .jsonl, or one input folder at a time")
        seen[where] = path
    try:
        os.rmdir(tempfile.mkdtemp(prefix=".spotsigs-check.", dir=target.parent))
    except OSError as exc:
        return f"cannot create folders in {target.parent}: {(exc.strerror or str(exc)).lower()}"
    return None


class FolderWriter:
    """Copies the kept documents' files into ``folder`` (the ``ArchiveWriter`` calls:
    ``begin(file)``, ``add(document, keep)``, ``close()`` returning the files written)."""

    def __init__(self, folder: Path, files: Sequence[tuple[Path, str]]) -> None:
        self.folder = folder
        self.names = {path: target_name(path, name) for path, name in files}
        self.file: Path | None = None
        self.written = 0

    def begin(self, file: Path) -> None:
        """The documents that follow are those of ``file``."""
        self.file = file

    def add(self, document: Document, keep: bool) -> None:
        """The next document: its file copied when kept (an HTML file holds one)."""
        if not keep:
            return
        target = self.folder / self.names[self.file]
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(self.file, target)
        self.written += 1

    def close(self) -> int:
        """The files written."""
        return self.written


__all__ = ["FolderWriter", "folder_problem", "is_folder_output", "target_name"]
