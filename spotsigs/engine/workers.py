"""The local engine's worker pool: extraction batches cut into pieces over worker processes,
results back in input order, a dead worker's batch turned into error records.

Not multiprocessing.Pool: on Ctrl-C its task thread could block for ever sending a big batch
to the workers it had ended, and a killed worker (out of memory) hung ``imap``.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import signal
from collections.abc import Iterator
from dataclasses import dataclass, replace

import numpy as np

from spotsigs.engine.extraction import ExtractedBatch, extract_batch, without_content
from spotsigs.methods import Method, from_params
from spotsigs.readers import Document

_WAITING_PER_JOB = 4
"""Batches done out of order that may wait for an earlier one, per worker (bounds memory)."""
_PIECES_PER_JOB = 4
"""A batch goes to the workers in up to this many pieces per worker, so that all of them stay
busy to the end (five batches of 256 on two workers: three against two, at most 1.67x)."""
_MIN_PIECE = 8
"""Documents in a piece at least: a piece costs a round trip and a few numpy calls."""


def _pieces(batch: list[Document], jobs: int) -> list[list[Document]]:
    """A batch cut into consecutive pieces of near-equal size for ``jobs`` workers."""
    count = max(1, min(_PIECES_PER_JOB * jobs, len(batch) // _MIN_PIECE))
    step = -(-len(batch) // count)
    return [batch[start:start + step] for start in range(0, len(batch), step)]


@dataclass
class _Pending:
    """A batch whose pieces are out: their results so far, and why a worker died on one."""

    batch: list[Document]
    parts: list[ExtractedBatch | None]
    missing: int
    death: str | None = None

    def result(self, extractor: Method) -> ExtractedBatch:
        """The batch's result: its pieces' joined, or all error records if a worker died."""
        if self.death is not None:
            return extract_batch(extractor, [
                replace(d, content=None, error=d.error or self.death) for d in self.batch])
        if len(self.parts) == 1:
            return self.parts[0]
        features = type(self.parts[0].signatures).concatenate([p.signatures for p in self.parts])
        return ExtractedBatch([d for p in self.parts for d in p.documents], features,
                              [s for p in self.parts for s in p.status],
                              [r for p in self.parts for r in p.reasons],
                              np.concatenate([p.words for p in self.parts]),
                              [lang for p in self.parts for lang in p.languages])


def extract_in_workers(batches: Iterator[list[Document]], extractor: Method,
                        jobs: int) -> Iterator[ExtractedBatch]:
    """Batches over worker processes, one piece in flight per worker, yielded in input order.

    Not multiprocessing.Pool: on Ctrl-C its task thread could block for ever sending a big
    batch to the workers it had ended, and a killed worker (out of memory) hung ``imap``.
    Here this thread sends each piece of a batch to an idle worker, the batch of a worker that
    died becomes error records (a new worker takes over), and any exit ends the workers.
    """
    # fork where the platform has it: workers start at once and need no importable __main__.
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else "spawn"
    context = multiprocessing.get_context(method)
    params = extractor.params()
    if method == "fork":  # tables built on first use are then built once, not per worker
        extractor.from_texts(["warm up"])
    pending: dict[int, _Pending] = {}

    def pieces() -> Iterator[tuple[int, int, list[Document]]]:
        for number, batch in enumerate(batches):
            parts = _pieces(batch, jobs)
            pending[number] = _Pending(batch, [None] * len(parts), len(parts))
            for index, piece in enumerate(parts):
                yield number, index, piece

    work = pieces()
    workers: list[_Worker] = []
    try:
        for k in range(jobs):
            _Worker.start(context, params, workers, k)
        in_flight: dict[int, tuple[int, int, list[Document]]] = {}  # worker -> piece
        done: dict[int, ExtractedBatch] = {}
        emitted = 0
        more = True
        while True:
            while emitted in done:
                yield done.pop(emitted)
                emitted += 1
            # A batch waits in ``done`` only for an earlier one in flight (pieces go out in
            # order, so all of the earlier one's are out): the cap never stalls.
            for k in range(jobs):
                if not more or len(done) >= _WAITING_PER_JOB * jobs:
                    break
                if k not in in_flight:
                    unit = next(work, None)
                    if unit is None:
                        more = False
                        break
                    in_flight[k] = unit
                    workers[k].send(unit[2])
            if not in_flight:
                return
            ready = multiprocessing.connection.wait([workers[k].pipe for k in in_flight])
            for k in [k for k in in_flight if workers[k].pipe in ready]:
                number, index, _ = in_flight.pop(k)
                entry = pending[number]
                result = workers[k].receive()
                if isinstance(result, BaseException):
                    raise result
                if result is None:  # the worker died: its batch fails, a new worker starts
                    entry.death = entry.death or workers[k].death()
                    workers[k].stop()
                    _Worker.start(context, params, workers, k)
                else:
                    entry.parts[index] = result
                entry.missing -= 1
                if entry.missing == 0:
                    done[number] = pending.pop(number).result(extractor)
    finally:
        for worker in workers:
            worker.stop()


@dataclass
class _Worker:
    """One extraction process and this process's end of the pipe to it."""

    process: multiprocessing.process.BaseProcess
    pipe: multiprocessing.connection.Connection

    @classmethod
    def start(cls, context: multiprocessing.context.BaseContext, params: dict,
              workers: list[_Worker], slot: int) -> None:
        """Start a worker as ``workers[slot]`` (appended at the end), so any exit stops it.

        Ctrl-C waits until the worker is in the list: one arriving inside fork was lost.
        """
        ours, theirs = context.Pipe()
        # A forked worker closes its copies of this process's pipe ends, so that it sees
        # the end of its input (and exits) when this process is gone.
        others = [ours, *(w.pipe for w in workers)] if context.get_start_method() == "fork" \
            else []
        process = context.Process(target=_worker_main, args=(theirs, params, others),
                                  daemon=True)
        mask = _block_sigint()
        try:
            process.start()
            workers[slot:slot + 1] = [cls(process, ours)]
        finally:
            theirs.close()
            _restore_sigmask(mask)

    def send(self, batch: list[Document]) -> None:
        """Give the worker a batch; a dead worker shows when its result is received."""
        with contextlib.suppress(OSError):
            self.pipe.send(batch)

    def receive(self) -> ExtractedBatch | BaseException | None:
        """The worker's result, the exception it raised, or None when it died."""
        try:
            return self.pipe.recv()
        except (EOFError, OSError):
            return None

    def death(self) -> str:
        """Why the worker's batch has no result, for its documents' reason."""
        self.process.join(5)
        code = self.process.exitcode
        how = (f"killed by {signal.Signals(-code).name}" if code is not None and code < 0
               else f"exit code {code}")
        return f"worker process died while extracting its batch ({how}; out of memory?)"

    def stop(self) -> None:
        """End the worker at once, whatever it is doing."""
        self.pipe.close()
        if self.process.is_alive():
            self.process.terminate()
        self.process.join(5)
        if self.process.is_alive():
            self.process.kill()
            self.process.join()


def _worker_main(pipe: multiprocessing.connection.Connection, params: dict,
                 others: list[multiprocessing.connection.Connection]) -> None:
    """A worker's loop: extract each batch received until the pipe closes.

    Ctrl-C is the parent's to handle (it ends the workers): ignored here, else each worker
    printed a KeyboardInterrupt traceback. An exception goes back to be raised there.
    """
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # the parent's handler raises: not here
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    for other in others:
        other.close()
    extractor = from_params(params)
    while True:
        try:
            batch = pipe.recv()
        except (EOFError, OSError):  # the parent is done, or gone
            return
        try:  # the pages stay out of the reply (extraction may have found a document's URL)
            result = without_content(extract_batch(extractor, batch))
        except Exception as exc:  # noqa: BLE001 - raised again in the parent
            result = exc
        try:
            pipe.send(result)
        except OSError:  # the parent is gone
            return
        except Exception as exc:  # noqa: BLE001 - an exception that cannot be pickled
            pipe.send(RuntimeError(f"in a worker process: {exc!r}"))


def _block_sigint() -> set[signal.Signals] | None:
    """Hold SIGINT back in this thread; returns the mask to restore (None where unsupported)."""
    if not hasattr(signal, "pthread_sigmask"):
        return None
    return signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})


def _restore_sigmask(mask: set[signal.Signals] | None) -> None:
    """Set the signal mask back; a SIGINT held back is delivered now."""
    if mask is not None:
        signal.pthread_sigmask(signal.SIG_SETMASK, mask)


