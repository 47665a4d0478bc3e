"""Normalized inverse document frequencies, log((N+1)/df) / log(N+1), in [0, 1].

The SpotSigs paper's Java code and I-Match (Chowdhury et al. 2002) filter terms by this
normalized IDF; simhash weighs features by it (tf-idf). A table is a text file of
``word<TAB>idf`` lines (``#`` comments), written by ``write_idf_table``.
"""

from __future__ import annotations

import math
import os
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import IO

import numpy as np

from spotsigs.features import SignatureBatch
from spotsigs.tokenize import hash_words, tokens

# A word missing from a table is taken as rarer than every word in it.
UNSEEN_IDF = 1.0


def normalized_idf(df: np.ndarray, documents: int) -> np.ndarray:
    """log((N+1)/df) / log(N+1): 1 for a word in no or one of N documents, near 0 in all."""
    df = np.maximum(np.asarray(df, dtype=np.float64), 1.0)
    n = max(int(documents), 1)
    return np.log((n + 1) / df) / math.log(n + 1)


def document_frequencies(batch: SignatureBatch) -> tuple[np.ndarray, np.ndarray]:
    """Sorted distinct keys of a batch and the number of documents holding each."""
    return np.unique(batch.hashes, return_counts=True)


@dataclass(frozen=True, eq=False)
class IdfTable:
    """Normalized IDF per word hash: sorted ``hashes`` (uint64) with ``values`` (float64)."""

    hashes: np.ndarray
    values: np.ndarray

    def lookup(self, hashes: np.ndarray) -> np.ndarray:
        """IDF of each hash; ``UNSEEN_IDF`` for hashes the table does not hold."""
        hashes = np.asarray(hashes, dtype=np.uint64)
        if not len(self.hashes):
            return np.full(len(hashes), UNSEEN_IDF)
        at = np.minimum(np.searchsorted(self.hashes, hashes), len(self.hashes) - 1)
        return np.where(self.hashes[at] == hashes, self.values[at], UNSEEN_IDF)


def idf_of_words(words: Iterable[str], values: Iterable[float]) -> IdfTable:
    """A table from words and their normalized IDF (the last value of a repeated word wins)."""
    hashes = hash_words(list(words))
    values = np.asarray(list(values), dtype=np.float64)
    # Keep the last occurrence of each hash: unique over the reversed arrays.
    unique, first = np.unique(hashes[::-1], return_index=True)
    return IdfTable(unique, values[::-1][first])


def read_idf_table(path: str | os.PathLike) -> IdfTable:
    """Read a ``word<TAB>idf`` file; ValueError naming the file and line when malformed."""
    words, values = [], []
    try:
        with open(path, encoding="utf-8") as stream:
            for number, line in enumerate(stream, 1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                parts = line.split()
                try:
                    value = float(parts[-1])
                except ValueError:
                    value = math.nan
                if len(parts) != 2 or not 0.0 <= value <= 1.0:
                    raise ValueError(f"idf table {path}, line {number}: expected 'word idf' "
                                     f"with idf in [0, 1], got {line[:60]!r}")
                words.append(parts[0])
                values.append(value)
    except OSError as exc:
        raise ValueError(f"cannot read idf table {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise ValueError(f"idf table {path} is not UTF-8 text") from None
    return idf_of_words(words, values)


def write_idf_table(texts: Iterable[str], stream: IO[str]) -> tuple[int, int]:
    """Write the normalized IDF of every word of ``texts``; returns (documents, words)."""
    df: Counter[str] = Counter()
    documents = 0
    for text in texts:
        documents += 1
        df.update(set(tokens(text)))
    words = sorted(df)
    values = normalized_idf(np.array([df[w] for w in words], dtype=np.int64), documents)
    stream.write(f"# normalized idf, log((N+1)/df)/log(N+1), N = {documents} documents\n")
    stream.writelines(f"{w}\t{v:.6f}\n" for w, v in zip(words, values.tolist()))
    return documents, len(words)
