"""The labelled corpora the experiments read: built syndication corpora and Webis S3 pairs.

Shared by ``methods.py``, ``params.py`` and ``shingling.py`` (run as scripts, so this folder is
on ``sys.path``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np

from spotsigs.pages import document_page
from spotsigs.readers import read_documents
from spotsigs.soft404 import url_keys
from spotsigs.templates import site_templates
from spotsigs.tokenize import tokens

ROOT = Path(__file__).resolve().parents[1]
WEBIS = ROOT / ".." / "shared" / "data" / "webis-s3"


@dataclass(frozen=True)
class Corpus:
    """A built syndication corpus: page ids, texts and gold labels, in one order."""

    name: str
    ids: list[str]
    texts: list[str]
    gold: dict[str, str]
    kind: np.ndarray
    english: np.ndarray
    hosts: np.ndarray | None = None
    """Each page's host key (``soft404.url_keys`` of the URL its head names; 0: none), for the
    site-templates stage; None where the pages' URLs are unknown."""

    @cached_property
    def token_lists(self) -> list[list[str]]:
        """The tokens of every text, computed once (sweeps extract many times from them)."""
        return [tokens(text) for text in self.texts]


def load_corpus(folder: Path) -> Corpus:
    """Texts (extracted once) and gold labels of a corpus folder built by syndication.py."""
    records = {}
    for line in (folder / "gold.jsonl").read_text("utf-8").splitlines():
        record = json.loads(line)
        records[record["id"]] = record
    ids, texts, urls = [], [], []
    for document in read_documents([folder / "pages"]):
        page = document_page(document)
        ids.append(document.doc_id)
        texts.append(page.text)
        urls.append(document.url or page.canonical)
    kind = np.array([records[k]["kind"] for k in ids])
    english = np.array([bool(records[k].get("english", False)) for k in ids])
    return Corpus(folder.name, ids, texts, {k: records[k]["cluster"] for k in ids}, kind,
                  english, url_keys(urls)[0])


def read_webis(folder: Path) -> tuple[list[str], list[str], np.ndarray]:
    """Left texts, right texts and human labels of the Webis S3 pairs."""
    left, right, labels = [], [], []
    for pair in sorted(p for p in folder.glob("*/*") if (p / "label").exists()):
        a, b = pair.name.split("_vs_")
        left.append((pair / f"full-text-{a}").read_text("utf-8", errors="replace"))
        right.append((pair / f"full-text-{b}").read_text("utf-8", errors="replace"))
        labels.append(int((pair / "label").read_text().strip()))
    return left, right, np.array(labels)


def without_site_templates(features, corpus: Corpus, included: np.ndarray, share: float):
    """The features without each host's template, as the engines leave them out
    (``spotsigs.templates.site_templates``: only sets, only where the hosts are known)."""
    return site_templates(features, corpus.hosts, included, share=share)[0]
