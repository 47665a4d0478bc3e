"""The whole flow for a corpus: documents -> text -> signatures -> pairs -> clusters.

Extraction runs in batches, optionally over worker processes; batches come back in input
order, so results never depend on the batch size or the number of workers.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import signal
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, replace
from itertools import islice

import numpy as np

from spotsigs.cluster import Clusters, connected_clusters
from spotsigs.html import html_to_text, looks_like_html
from spotsigs.index import check_threshold
from spotsigs.io import Document
from spotsigs.signatures import SignatureBatch, SpotSigs

OK, SYNTHETIC, ERROR = "ok", "synthetic", "error"
DEFAULT_THRESHOLD = 0.45  # best micro F1 of the default setting (plateau 0.40-0.50)
DEFAULT_BATCH_SIZE = 256


@dataclass(frozen=True, eq=False)
class ExtractedBatch:
    """Signatures of a batch of documents with a status and reason for each."""

    documents: list[Document]
    signatures: SignatureBatch
    status: list[str]
    reasons: list[str | None]


@dataclass(frozen=True, eq=False)
class ClusterResult:
    """Outcome of clustering a corpus: per-document status, signatures, pairs and clusters."""

    documents: list[Document]
    status: list[str]
    reasons: list[str | None]
    signatures: SignatureBatch
    pairs: tuple[np.ndarray, np.ndarray, np.ndarray]
    clusters: Clusters

    @property
    def labels(self) -> np.ndarray:
        """Cluster label per document; -1 for synthetic and unreadable documents."""
        return self.clusters.labels

    @property
    def representatives(self) -> np.ndarray:
        """Per document, the index of its cluster's representative (-1 when left out)."""
        return self.clusters.representative_of()

    def counts(self) -> dict[str, int]:
        """Documents per status, pairs and clusters, for summaries."""
        return {"documents": len(self.status), OK: self.status.count(OK),
                SYNTHETIC: self.status.count(SYNTHETIC), "errors": self.status.count(ERROR),
                "pairs": len(self.pairs[0]), "clusters": self.clusters.n_clusters,
                "multi_page_clusters": int((np.bincount(self.labels[self.labels >= 0])
                                            > 1).sum()) if self.clusters.n_clusters else 0}


def document_text(document: Document) -> str:
    """Plain text of a document; raises ValueError for content that holds nothing to read."""
    content = document.content
    if content is None:
        raise ValueError(document.error or "no content")
    if not content or content.isspace():  # as ``not content.strip()``, without a copy
        raise ValueError("empty document")
    if isinstance(content, bytes):
        return html_to_text(content)
    if document.is_text or not looks_like_html(content):
        return content
    return html_to_text(content)


def extract_batch(extractor: SpotSigs, documents: list[Document]) -> ExtractedBatch:
    """Text and signatures of a batch; every failure becomes an error status, never a raise."""
    texts: list[str] = []
    reasons: list[str | None] = []
    for document in documents:
        if document.error is not None:
            texts.append("")
            reasons.append(document.error)
            continue
        try:
            texts.append(document_text(document))
            reasons.append(None)
        except Exception as exc:  # noqa: BLE001 - one bad page must not stop the run
            texts.append("")
            reasons.append(str(exc) or type(exc).__name__)
    signatures = extractor.from_texts(texts)
    status: list[str] = []
    for k, (reason, size) in enumerate(zip(reasons, signatures.sizes.tolist())):
        if reason is not None:
            status.append(ERROR)
        elif size < extractor.min_signatures:
            status.append(SYNTHETIC)
            reasons[k] = synthetic_reason(extractor, size)
        else:
            status.append(OK)
        note = documents[k].note
        if note:
            reasons[k] = f"{reasons[k]}; {note}" if reasons[k] else note
    return ExtractedBatch(documents, signatures, status, reasons)


def synthetic_reason(extractor, size: int) -> str:
    """Why a document with ``size`` features is synthetic, in the method's own terms."""
    if hasattr(extractor, "synthetic_reason"):
        return extractor.synthetic_reason(size)
    return (f"only {size} spot signature{'s' if size != 1 else ''} "
            f"(< {extractor.min_signatures}): too little running text in the "
            "antecedents' language (error, navigation or listing page?)")


def make_extractor(params: dict) -> SpotSigs:
    """An extractor from its ``params()`` dictionary (how workers rebuild it)."""
    from spotsigs.methods import from_params

    return from_params(params)


def batched(items: Iterable, size: int) -> Iterator[list]:
    """Consecutive lists of ``size`` items (the last may be shorter)."""
    iterator = iter(items)
    while batch := list(islice(iterator, size)):
        yield batch


def extract(documents: Iterable[Document], extractor: SpotSigs, jobs: int = 1,
            batch_size: int = DEFAULT_BATCH_SIZE) -> Iterator[ExtractedBatch]:
    """Extract batches in input order, over ``jobs`` worker processes when jobs > 1.

    The documents of a batch come back without their content: a run holds the signatures of
    the whole input, never its pages, so archives larger than memory stream through."""
    if jobs < 1 or batch_size < 1:
        raise ValueError("jobs and batch_size must be at least 1")
    batches = batched(documents, batch_size)
    if jobs == 1:
        for batch in batches:
            yield without_content(extract_batch(extractor, batch))
        return
    for batch in _extract_in_workers(batches, extractor, jobs):
        yield without_content(batch)


def without_content(batch: ExtractedBatch) -> ExtractedBatch:
    """The batch with its documents' pages dropped (ids, URLs and errors kept)."""
    return replace(batch, documents=[d if d.content is None else replace(d, content=None)
                                     for d in batch.documents])


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

    def result(self, extractor: SpotSigs) -> ExtractedBatch:
        """The batch's result: its pieces' joined, or all error records if a worker died."""
        if self.death is not None:
            return extract_batch(extractor, [
                replace(d, content=None, error=d.error or self.death) for d in self.batch])
        if len(self.parts) == 1:
            return replace(self.parts[0], documents=self.batch)
        features = type(self.parts[0].signatures).concatenate([p.signatures for p in self.parts])
        return ExtractedBatch(self.batch, features, [s for p in self.parts for s in p.status],
                              [r for p in self.parts for r in p.reasons])


def _extract_in_workers(batches: Iterator[list[Document]], extractor: SpotSigs,
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
    if hasattr(signal, "pthread_sigmask"):
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
    for other in others:
        other.close()
    extractor = make_extractor(params)
    while True:
        try:
            batch = pipe.recv()
        except (EOFError, OSError):  # the parent is done, or gone
            return
        try:  # the documents stay out of the reply: the parent has them
            result = replace(extract_batch(extractor, batch), documents=[])
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


def unique_ids(documents: Iterable[Document],
               renamed: Callable[[Document, str], None] | None = None) -> Iterator[Document]:
    """Documents with ids made unique: a repeated id gets ``#2``, ``#3``... in input order."""
    seen: dict[str, int] = {}
    for document in documents:
        count = seen.get(document.doc_id, 0) + 1
        seen[document.doc_id] = count
        if count > 1:
            new_id = f"{document.doc_id}#{count}"
            while new_id in seen:
                count += 1
                new_id = f"{document.doc_id}#{count}"
            seen[new_id] = 1
            if renamed is not None:
                renamed(document, new_id)
            document = replace(document, doc_id=new_id)
        yield document


def as_documents(items: Iterable[Document | bytes | str]) -> Iterator[Document]:
    """Wrap raw HTML/text items as Documents numbered by input position."""
    for k, item in enumerate(items):
        if isinstance(item, Document):
            yield item
        else:
            yield Document(doc_id=str(k), url="", content=item)


def cluster(documents: Iterable[Document | bytes | str], threshold: float = DEFAULT_THRESHOLD,
            jobs: int = 1, batch_size: int = DEFAULT_BATCH_SIZE,
            progress: Callable[[int], None] | None = None, **params) -> ClusterResult:
    """Cluster documents (HTML, text, or ``Document``s) into near-duplicate groups.

    ``params`` choose the ``method`` (default ``spotsigs``) and go to its class
    (for SpotSigs: antecedents, spot_distance, chain_length, ...). ``jobs`` processes extract
    and as many threads match; the clusters are the same for any number.
    """
    threshold = check_threshold(threshold)
    if params.get("extractor") is not None:
        extractor = params.pop("extractor")
    else:
        from spotsigs.methods import make_method

        params.pop("extractor", None)
        extractor = make_method(params.pop("method", "spotsigs"), **params)
    batches: list[ExtractedBatch] = []
    for batch in extract(unique_ids(as_documents(documents)), extractor, jobs=jobs,
                         batch_size=batch_size):
        batches.append(batch)
        if progress is not None:
            progress(len(batch.documents))
    return cluster_extracted(batches, threshold, extractor, jobs)


def cluster_extracted(batches: list[ExtractedBatch], threshold: float,
                      extractor: SpotSigs | None = None, workers: int = 1) -> ClusterResult:
    """Join and cluster already extracted batches; synthetic and error documents stay out.

    ``extractor`` supplies the matcher (its ``pairs`` method, on ``workers`` threads);
    SpotSigs' exact index by default.
    """
    extractor = extractor or SpotSigs()
    signatures = concatenated(batches)
    # Left-out documents join nothing: match on the included ones and map indices back.
    kept = np.flatnonzero(included_mask(batches))
    i, j, similarity = extractor.pairs(signatures.take(kept), threshold, workers)
    return assemble(batches, (kept[i], kept[j], similarity), signatures)


def concatenated(batches: list[ExtractedBatch]) -> SignatureBatch:
    """The features of all batches as one batch, in input order."""
    if not batches:
        return SignatureBatch.concatenate([])
    return type(batches[0].signatures).concatenate([b.signatures for b in batches])


def included_mask(batches: list[ExtractedBatch]) -> np.ndarray:
    """True for the documents that take part in matching (status ok)."""
    return np.array([s == OK for b in batches for s in b.status], dtype=bool)


def assemble(batches: list[ExtractedBatch], pairs: tuple[np.ndarray, np.ndarray, np.ndarray],
             signatures: SignatureBatch | None = None) -> ClusterResult:
    """A ClusterResult from extracted batches and the pairs (global indices) found among them."""
    docs = [d for b in batches for d in b.documents]
    status = [s for b in batches for s in b.status]
    reasons = [r for b in batches for r in b.reasons]
    signatures = signatures if signatures is not None else concatenated(batches)
    i, j, _ = pairs
    clusters = connected_clusters(len(docs), i, j, signatures.sizes, included_mask(batches))
    return ClusterResult(docs, status, reasons, signatures, pairs, clusters)
