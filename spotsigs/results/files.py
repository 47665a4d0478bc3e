"""Output files that appear complete or not at all, and groups of them that appear together.

A file is written to a temporary beside its target and renamed over it once complete and
flushed; standard output and paths that are no regular file (a device such as /dev/null or
/dev/stdout, a named pipe) are written directly, never replaced. Outputs written together
(clusters and pairs) are renamed at the end, the last one first, with signals held back, so
that a reader never finds the clusters of one run beside the pairs of another. A folder
(``spotsigs dedup``'s folder of HTML files) is written the same way: under a temporary name
beside it, renamed into place.

A temporary is named ``.NAME.HOST-PID.XXXXXXXX.tmp`` after the process writing it: one that
SIGKILL (or a power cut) left behind belongs to no live process of this host, and the next
run writing ``NAME`` removes it (``remove_stale``); nothing else is ever removed.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import socket
import stat
import sys
import tempfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO


def _host() -> str:
    """This host's name as a temporary's name carries it: letters, digits and hyphens."""
    return re.sub(r"[^A-Za-z0-9-]", "", socket.gethostname())[:32] or "host"


def _prefix(target: Path) -> str:
    """The start of the name of a temporary this process stages ``target`` in."""
    return f".{target.name}.{_host()}-{os.getpid()}."


def _is_alive(pid: int) -> bool:
    """Whether a process of this id runs on this host (another user's counts)."""
    if pid <= 0:
        return True  # no process id of ours: never taken for dead
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # PermissionError: it runs, as another user
        return True
    return True


def stale_temporaries(target: Path) -> list[Path]:
    """The temporaries beside ``target`` that a run staging it left and no live process
    owns: named exactly as ``staged`` names them, by this host, with a process id that no
    longer runs (a SIGKILL between create and rename leaves one; nothing removed it)."""
    pattern = re.compile(rf"\.{re.escape(target.name)}\.{re.escape(_host())}-(\d+)\."
                         r"[a-z0-9_]{8}\.tmp")
    try:
        names = os.listdir(target.parent)
    except OSError:
        return []
    return [target.parent / name for name in names
            if (match := pattern.fullmatch(name)) and not _is_alive(int(match.group(1)))]


def remove_stale(target: Path) -> None:
    """Remove the stale temporaries of ``target`` (files, or folders of a folder output;
    never through a symbolic link); one that cannot be removed is left."""
    for path in stale_temporaries(target):
        with contextlib.suppress(OSError):
            if path.is_dir() and not path.is_symlink():
                shutil.rmtree(path)
            else:
                path.unlink()


def _umask() -> int:
    """The process umask (read by setting it, then set back at once)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def _is_special(path: str | os.PathLike) -> bool:
    """Whether ``path`` exists and is no regular file (following links: /dev/stdout is the
    pipe or terminal it points to)."""
    try:
        return not stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return False


def creatable_problem(path: str | os.PathLike) -> str | None:
    """Why no output can be created at ``path`` (None when it can): checked by creating and
    removing a temporary beside it, before any work is done."""
    if str(path) == "-" or _is_special(path):
        return None
    folder = Path(os.path.realpath(path)).parent
    try:
        handle, temporary = tempfile.mkstemp(prefix=".spotsigs-check.", dir=folder)
    except OSError as exc:
        return f"cannot create files in {folder}: {(exc.strerror or str(exc)).lower()}"
    os.close(handle)
    os.unlink(temporary)
    return None


@dataclass
class StagedFile:
    """An output written in full to ``temporary``, waiting to replace ``target``; both None
    when it was written in place (standard output, a device)."""

    target: Path | None = None
    temporary: Path | None = None

    def commit(self) -> None:
        """Put the output in place (a rename)."""
        if self.temporary is not None:
            os.replace(self.temporary, self.target)
            self.temporary = None

    def discard(self) -> None:
        """Remove the temporary, if the output was not put in place."""
        if self.temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(self.temporary)
            self.temporary = None


@contextlib.contextmanager
def staged(path: str | os.PathLike | None, binary: bool = False
           ) -> Iterator[tuple[IO, StagedFile]]:
    """A stream into a temporary beside ``path`` and the staged output it becomes once the
    block ends (standard output for None or ``-``, ``path`` itself when it is no regular
    file); the temporary is removed if the block fails."""
    text = {} if binary else {"encoding": "utf-8", "newline": ""}
    if path is None or str(path) == "-":
        yield (sys.stdout.buffer if binary else sys.stdout), StagedFile()
        sys.stdout.flush()
        return
    if _is_special(path):
        with open(path, "wb" if binary else "w", **text) as stream:
            yield stream, StagedFile()
        return
    target = Path(os.path.realpath(path))
    if not target.parent.is_dir():
        raise FileNotFoundError(f"output folder does not exist: {target.parent}")
    mode = target.stat().st_mode & 0o7777 if target.exists() else 0o666 & ~_umask()
    remove_stale(target)
    handle, temporary = tempfile.mkstemp(prefix=_prefix(target), suffix=".tmp",
                                         dir=target.parent)
    output = StagedFile(target, Path(temporary))
    try:
        os.chmod(temporary, mode)  # the old file's mode, or what open() gives (not 0600)
        with os.fdopen(handle, "wb" if binary else "w", **text) as stream:
            yield stream, output
            stream.flush()
            os.fsync(stream.fileno())
    except BaseException:
        output.discard()
        raise


class StagedFolder(StagedFile):
    """A folder written in full under ``temporary``, waiting to become ``target`` (the same
    rename, which also replaces an empty folder)."""

    def discard(self) -> None:
        """Remove the temporary folder, if it was not put in place."""
        if self.temporary is not None:
            shutil.rmtree(self.temporary, ignore_errors=True)
            self.temporary = None


@contextlib.contextmanager
def staged_folder(path: str | os.PathLike) -> Iterator[tuple[Path, StagedFolder]]:
    """A temporary folder beside ``path`` and the staged output it becomes once the block
    ends; removed if the block fails. Its mode is the target's, or what ``mkdir`` gives."""
    target = Path(os.path.realpath(path))
    mode = target.stat().st_mode & 0o7777 if target.is_dir() else 0o777 & ~_umask()
    remove_stale(target)
    temporary = Path(tempfile.mkdtemp(prefix=_prefix(target), suffix=".tmp",
                                      dir=target.parent))
    output = StagedFolder(target, temporary)
    try:
        os.chmod(temporary, mode)  # mkdtemp makes it 0700
        yield temporary, output
    except BaseException:
        output.discard()
        raise


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """Hold SIGINT and SIGTERM back for a few renames; they are delivered right after."""
    if not hasattr(signal, "pthread_sigmask"):
        yield
        return
    mask = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGTERM})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)


def commit_together(staged: Sequence[StagedFile]) -> None:
    """Put staged outputs in place, the last one first, with signals held back."""
    with signals_held():
        for output in reversed(staged):
            output.commit()


@contextlib.contextmanager
def atomic_writer(path: str | os.PathLike | None, binary: bool = False) -> Iterator[IO]:
    """Open ``path`` for writing so that it appears complete or not at all (see ``staged``)."""
    with staged(path, binary) as (stream, output):
        yield stream
    output.commit()
