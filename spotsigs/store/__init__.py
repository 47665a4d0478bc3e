"""Persistent SpotSigs index: add pages one at a time and ask "have I seen this page before?".

On disk an index is a folder: ``manifest.json`` (format version, the SpotSigs ``params()``,
counts, the size and checksum of every file) and immutable segment folders of plain ``.npy``
arrays: signatures in CSR form (as ``SignatureBatch.save``), the document ids, their languages
(codes into a table the manifest lists; segments of format 1 and 2 have none), and postings
(signature hash -> the segment's documents holding it) in CSR form by hash. Opening memory-maps
the arrays and checks sizes, dtypes and counts against the manifest; ``verify`` checks every
checksum. Additions wait in memory until ``save``, which writes them as a new segment, merges
small trailing segments (a logarithmic merge, so each document is rewritten a few times at
most) and then replaces the manifest atomically: a crash leaves the previous state usable.
Saves hold a lock and build on the last saved state; readers see the last completed save.

Modules: ``segment`` (documents, postings, merges, queries), ``files`` (arrays, manifest,
checksums on disk), ``manifest`` (the manifest, the writer lock), ``index`` (the ``Index`` class).
"""

from spotsigs.store.files import CorruptIndexError
from spotsigs.store.index import (
    ADDED,
    DUPLICATE_ID,
    NEAR_DUPLICATE,
    SYNTHETIC,
    AddResult,
    DuplicateIdError,
    Index,
    InvalidIdError,
    ParameterMismatchError,
    Status,
    SyntheticPageError,
    id_problem,
)
from spotsigs.store.manifest import FORMAT, FORMAT_VERSION
from spotsigs.store.segment import MERGE_FACTOR, Match, Segment, merge_count

__all__ = ["ADDED", "DUPLICATE_ID", "FORMAT", "FORMAT_VERSION", "MERGE_FACTOR",
           "NEAR_DUPLICATE", "SYNTHETIC", "AddResult", "CorruptIndexError", "DuplicateIdError",
           "Index", "InvalidIdError", "Match", "ParameterMismatchError", "Segment", "Status",
           "SyntheticPageError", "id_problem", "merge_count"]
