"""Gather real pages in many languages, with their article and language, for multilingual.py.

Reads the shared test pages (``<data>/pages/{trafilatura,scrapinghub,readability}``) and the
test pages of public extraction and date tools fetched as bare git directories under
``--mirror`` (``<owner>+<name>/repo``; see ``REPOSITORIES`` for what is read from each and its
licence). For every page:

1. Its article element: from the page's human labels where it has some (trafilatura's
   ``evaldata.json`` snippets, ``transplant.host_element``; scrapinghub's and readability's
   marked article, ``syndication.article_element``). A page without labels is read by an
   independent extractor (trafilatura, the ``content-candidates`` extra): the element
   covering its main text (``syndication.article_element``), else the element whose
   paragraphs hold the most text (``article_block``), is taken only when the two agree
   (``agreement``: the element holds >= ``MIN_FOUND`` of trafilatura's text and trafilatura
   >= ``MIN_KEPT`` of the element's). The story is that element's paragraphs. A page whose
   article is not located stays in the manifest (``usable: false``, its text trafilatura's)
   and goes into corpora as a page of its own only: a story moved into a part of a page that
   readers skip, or a host whose real article is elsewhere, would make wrong gold.
2. Its language, decided on the story text alone (``text_language``): the script (Han with
   kana is Japanese, without is Chinese; Hangul, Hebrew, Thai, Greek, Devanagari; Arabic
   script split into Arabic, Persian and Urdu by their own letters), then, for Latin and
   Cyrillic, the highest share of stopwords among the lists spotsigs ships and the cue words
   of ``CUES``. The page's declared language (``<html lang>``, ``content-language``,
   ``og:locale``) and its URL's country TLD are recorded and only break near ties; a page
   whose text does not decide (too short, no list wins clearly) is left out.
3. Exact copies (the same visible text, e.g. one test page shipped by two tools) are kept
   once; near copies (the same article fetched twice) are kept: they are real, unplanned
   duplicates, grouped later by ``syndication.same_article_groups``.

Output: ``<out>/pages/<key>.html.gz`` (the page's bytes as found), ``<out>/manifest.jsonl``
(one record per page: key, file, source repository and path, licence, URL, site, language,
how it was decided, declared language, TLD, script, article element path, title and
paragraphs) and ``<out>/README.md`` (counts per language and source, licences).

    python experiments/multilingual_sources.py out/ml-sources --mirror /work/.mirror
"""

from __future__ import annotations

import argparse
import collections
import copy
import gzip
import hashlib
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

from lxml import etree
from syndication import (
    DEFAULT_DATA,
    article_element,
    normalize,
    parse,
    read_sources,
    slug,
)
from transplant import host_element

from spotsigs.antecedents import stopwords
from spotsigs.html import html_to_text, utf8_html

DEFAULT_MIRROR = Path("/work/.mirror")
EYE_CHECK = (
    "Checked by eye (2026-11-26, on the first gathering): the article text of every page "
    "outside German and English whose language came from the script or from a stopword "
    "share under 0.36, and of every page whose declared language disagrees with the decided "
    "one (about 200 pages). The declared language is often wrong (`en` on German, Spanish and "
    "Chinese pages), the decision from the text was right on all but one page: a Papiamento "
    "article labelled Spanish, since then left out (Papiamento cue words and the Spanish "
    "list tie: no clear winner). Chinese holds "
    "Simplified and Traditional pages (Taiwan sites), both `zh`. Pages whose article is a "
    "menu or a teaser list were a second source of error: ``article_block`` leaves out list "
    "items and link-heavy blocks, and unlabelled pages must agree with trafilatura.")


@dataclass(frozen=True)
class Repository:
    """A fetched repository whose test pages are read: which folders, which licence."""

    name: str
    licence: str
    folders: tuple[str, ...]
    site: str = ""
    """A pattern whose first group names a page's site in its path, for pages with no URL
    (test pages filed by site); without it such a page is a site of its own."""
    skip: str = r"expected|\.json$|\.txt$|\.md$|\.go$|\.py$|\.js$|\.ts$|\.rs$|\.png$|\.jpe?g$"


REPOSITORIES = (
    Repository("adbar/htmldate", "Apache-2.0", ("tests/eval", "tests/test_set", "tests/cache")),
    Repository("adbar/trafilatura", "Apache-2.0", ("tests/cache", "tests/eval")),
    Repository("markusmobius/go-trafilatura", "Apache-2.0",
               ("test-files/comparison", "test-files/mock")),
    Repository("go-shiori/go-readability", "MIT", ("test-pages",)),
    Repository("kingname/GeneralNewsExtractor", "MIT", ("tests",), site=r"tests/([^/]+)/"),
    Repository("Gerapy/GerapyAutoExtractor", "Apache-2.0", ("samples/detail",),
               site=r"detail/([a-z]+)_"),
    Repository("mediacloud/metadata-lib", "Apache-2.0", ("mcmetadata/test/fixtures",)),
    Repository("microlinkhq/metascraper", "MIT", ("packages/metascraper/test/integration",)),
)
SHARED_LICENCES = {"trafilatura": "Apache-2.0", "scrapinghub": "MIT", "readability": "Apache-2.0"}
MIN_PAGE_BYTES = 2_000
MIN_ARTICLE_CHARS = 400
MIN_SHARE = 0.18
"""Least share of a language's shipped stopwords among the story's words."""
MIN_CUE_SHARE = 0.10
"""Least share of a language's cue words (``CUES``, short lists) among the story's words."""
MARGIN = 1.25
"""The best share must be this many times the next one, or the declared language decides."""
NEAR_TIE = 0.8
"""The declared language wins over the best list when its share is at least this of the best."""
MIN_SCRIPT_CHARS = 100
# Frequent function words of languages spotsigs ships no list for (written for this script).
CUES = {
    "id": "yang dan di ke dari untuk dengan ini itu dalam tidak akan pada juga adalah karena "
          "oleh sebagai telah sudah bisa atau saat kata mereka kami kita ada lebih para bahwa "
          "tersebut hingga namun masih",
    "vi": "của và các là trong có được cho những một với không này người đã để khi từ về "
          "đến theo như cũng tại sẽ nhiều",
    "tl": "ang ng mga sa na at ay hindi siya kanyang para ito kung mula kay nang",
    "hr": "je i u na se da za od su s koji su što ali kao iz sam nije bio bila",
    "hi": "के है में की और को से का एक पर यह था कि भी लिए हैं ने तो नहीं कर",
    "pap": "ta pa na di cu ku nan e un su tabata den awor tambe ya",
    "bn": "এবং এই একটি করে হয় তিনি না থেকে জন্য করা সঙ্গে কিন্তু",
}
DECLARED = re.compile(
    rb"""<html[^>]*?\blang\s*=\s*["']?([A-Za-z]{2,3})|"""
    rb"""<meta[^>]*?http-equiv\s*=\s*["']?content-language["']?[^>]*?content\s*=\s*["']?"""
    rb"""([A-Za-z]{2,3})|<meta[^>]*?property\s*=\s*["']og:locale["'][^>]*?content\s*=\s*"""
    rb"""["']?([A-Za-z]{2,3})""", re.IGNORECASE)
CANONICAL = re.compile(rb"""<link[^>]*?rel\s*=\s*["']?canonical["']?[^>]*?href\s*=\s*["']"""
                       rb"""(https?://[^"']+)|<meta[^>]*?property\s*=\s*["']og:url["'][^>]*?"""
                       rb"""content\s*=\s*["'](https?://[^"']+)""", re.IGNORECASE)
TLD_LANGUAGE = {
    "cn": "zh", "tw": "zh", "hk": "zh", "jp": "ja", "kr": "ko", "ru": "ru", "ua": "uk",
    "de": "de", "at": "de", "fr": "fr", "es": "es", "ar": "es", "mx": "es", "cl": "es",
    "co": "es", "pe": "es", "br": "pt", "pt": "pt", "it": "it", "pl": "pl", "nl": "nl",
    "tr": "tr", "id": "id", "ir": "fa", "in": "hi", "vn": "vi", "il": "he", "th": "th",
    "gr": "el", "cz": "cs", "sk": "sk", "hu": "hu", "ro": "ro", "bg": "bg", "se": "sv",
    "dk": "da", "no": "no", "fi": "fi", "eg": "ar", "sa": "ar", "ae": "ar", "tn": "ar",
    "ma": "ar", "dz": "ar", "qa": "ar", "pk": "ur", "hr": "hr", "rs": "sr", "ph": "tl",
}
_WORD = re.compile(r"[\w\u0900-\u0dff\u200c\u200d]+")
"""Words, with the combining vowel signs of Indic scripts (which ``\\w`` leaves out)."""
TEXT_BLOCKS = ("p", "li", "blockquote", "h2", "h3", "h4", "dd", "pre")
ARTICLE_BLOCKS = ("p", "blockquote", "h2", "h3", "h4", "dd", "pre")
MAX_LINK_SHARE = 0.4
MIN_FOUND = 0.6
"""Least share of trafilatura's main text an unlabelled page's article element must hold."""
MIN_KEPT = 0.5
"""Least share of the element's text blocks that trafilatura's main text must hold."""
AGREE_PREFIX = 40
AGREE_MIN_BLOCK = 20


@dataclass
class Page:
    """One gathered page before its language is decided."""

    raw: bytes
    repo: str
    path: str
    licence: str
    url: str = ""
    labels: tuple[list[str], list[str]] | None = None
    paragraphs: tuple[str, ...] = ()
    site: str = ""


def scripts(text: str) -> collections.Counter:
    """Letters of a text counted by script (the first word of their Unicode name)."""
    counts: collections.Counter = collections.Counter()
    for char in text:
        if char.isalpha():
            name = unicodedata.name(char, "")
            if name.startswith(("CJK", "IDEOGRAPH")):
                counts["han"] += 1
            elif name.startswith(("HIRAGANA", "KATAKANA")):
                counts["kana"] += 1
            elif name.startswith("HANGUL"):
                counts["hangul"] += 1
            else:
                counts[name.split(" ")[0].lower()] += 1
    return counts


def _arabic_script_language(text: str) -> str:
    """Arabic, Persian or Urdu, by the letters each uses and the others do not."""
    persian = sum(text.count(c) for c in "\u06cc\u06a9\u067e\u0686\u0698\u06af")
    arabic = sum(text.count(c) for c in "\u064a\u0643\u0629")
    urdu = sum(text.count(c) for c in "\u06d2\u06ba\u0679\u0688\u0691\u06be")
    if urdu > 0.2 * (persian + arabic + 1):
        return "ur"
    return "fa" if persian > arabic else "ar"


@dataclass(frozen=True)
class Decision:
    """A page's language and how it was decided."""

    lang: str | None
    how: str
    script: str
    shares: dict[str, float]


LISTED = ("bg", "ca", "cs", "da", "de", "el", "en", "es", "fi", "fr", "hu", "it", "nl", "no",
          "pl", "pt", "ro", "ru", "sk", "sv", "tr", "uk")
"""The languages whose shipped lists decided the gathered pages' labels (the 22 lists of the
time): later lists (Malay beside Indonesian, ...) would decide some pages otherwise, and the
corpora must stay the ones measured."""


def word_lists() -> dict[str, frozenset[str]]:
    """The stopword lists the labels were decided with (``LISTED``) and the cue words above,
    by language."""
    lists = {code: stopwords(code) for code in LISTED}
    lists.update({code: frozenset(words.split()) for code, words in CUES.items()})
    return lists


def text_language(text: str, declared: str, tld: str,
                  lists: dict[str, frozenset[str]]) -> Decision:
    """The language of a story's text (module docstring, step 2)."""
    counts = scripts(text)
    total = sum(counts.values())
    if total < MIN_SCRIPT_CHARS:
        return Decision(None, "too short", "", {})
    script, top = counts.most_common(1)[0]
    cjk = counts["han"] + counts["kana"]
    if cjk >= 0.3 * total:
        lang = "ja" if counts["kana"] >= 0.05 * cjk else "zh"
        return Decision(lang, "script (kana share)" if lang == "ja" else "script (Han, no kana)",
                        "han", {})
    fixed = {"hangul": "ko", "hebrew": "he", "thai": "th", "greek": "el"}
    if script in fixed and top >= 0.5 * total:
        return Decision(fixed[script], "script", script, {})
    if script == "arabic" and top >= 0.5 * total:
        return Decision(_arabic_script_language(text), "script (letters of ar/fa/ur)", script,
                        {})
    words = _WORD.findall(text.lower())
    if len(words) < 50:
        return Decision(None, "too few words", script, {})
    candidates = {"devanagari": ("hi",), "bengali": ("bn",),
                  "cyrillic": ("ru", "uk", "bg")}.get(script)
    if candidates is None:
        candidates = tuple(c for c in lists if c not in ("ru", "uk", "bg", "el", "hi", "bn"))
    shares = {c: sum(w in lists[c] for w in words) / len(words) for c in candidates}
    ranked = sorted(shares, key=lambda c: (-shares[c], c))
    best = ranked[0]
    if shares[best] < (MIN_CUE_SHARE if best in CUES else MIN_SHARE):
        return Decision(None, f"no list reaches its least share (best {best} "
                        f"{shares[best]:.2f})", script, shares)
    hint = declared or TLD_LANGUAGE.get(tld, "")
    if hint != best and hint in shares and shares[hint] >= NEAR_TIE * shares[best]:
        return Decision(hint, f"stopwords, near tie ({best} {shares[best]:.2f}, {hint} "
                        f"{shares[hint]:.2f}) broken by the declared language/TLD", script,
                        shares)
    if len(ranked) > 1 and shares[best] < MARGIN * shares[ranked[1]] and hint != best:
        return Decision(None, f"no clear winner ({best} {shares[best]:.2f}, {ranked[1]} "
                        f"{shares[ranked[1]]:.2f}) and no declared language to break it",
                        script, shares)
    return Decision(best, f"stopwords ({best} {shares[best]:.2f}, next {ranked[1]} "
                    f"{shares[ranked[1]]:.2f})" if len(ranked) > 1 else "stopwords", script,
                    shares)


def declared_language(raw: bytes) -> str:
    """The language the page declares (lang attribute, content-language, og:locale), or ''."""
    found = DECLARED.search(raw[:200_000])
    if not found:
        return ""
    return next(g for g in found.groups() if g).decode("ascii").lower()[:2]


def site_of(url: str) -> str:
    """The host of a URL without ``www.``; of an archived URL (``web.archive.org/web/<time>/
    <url>``), the archived page's host."""
    archived = re.match(r"https?://web\.archive\.org/web/[^/]*/(.+)", url)
    if archived:
        url = archived.group(1) if "://" in archived.group(1) else "http://" + archived.group(1)
    return (urlsplit(url).hostname or "").lower().removeprefix("www.") if url else ""


def page_url(raw: bytes, known: str) -> str:
    """The page's URL: from the source's labels, else its canonical link or og:url."""
    if known:
        return known
    found = CANONICAL.search(raw[:300_000])
    return next((g for g in found.groups() if g), b"").decode("utf-8", "replace") if found else ""


INVISIBLE = ("script", "style", "noscript", "template", "svg")


def visible_text(element: etree._Element) -> str:
    """An element's text without scripts, styles and comments (which text_content keeps)."""
    if next(element.iter(*INVISIBLE, etree.Comment), None) is None:
        return element.text_content()
    clean = copy.deepcopy(element)
    clean.tail = None
    etree.strip_elements(clean, *INVISIBLE, etree.Comment, with_tail=False)
    return clean.text_content()


def link_share(element: etree._Element) -> float:
    """Share of an element's text that is inside links (menus and link lists are high)."""
    total = len(normalize(element.text_content()))
    linked = sum(len(normalize(a.text_content())) for a in element.iter("a"))
    return linked / total if total else 1.0


def hidden(element: etree._Element) -> bool:
    """Whether an element is inside a script, style, noscript or template element."""
    return any(a.tag in INVISIBLE for a in element.iterancestors())


def article_block(root: etree._Element) -> etree._Element | None:
    """The element whose paragraphs hold the most text (pages without labels): list items do
    not count (menus), nor elements mostly made of links or hidden from readers."""
    totals: dict[etree._Element, int] = {}
    for element in root.iter(*ARTICLE_BLOCKS):
        parent = element.getparent()
        if parent is not None:
            totals[parent] = totals.get(parent, 0) + len(normalize(visible_text(element)))
    # A block of <br>-separated text holds its text itself, not in paragraphs.
    for div in root.iter("div", "td", "article", "section"):
        own = len(normalize((div.text or "") + "".join(c.tail or "" for c in div)))
        if own > totals.get(div, 0):
            totals[div] = own
    ranked = sorted(totals, key=lambda e: -totals[e])
    for element in ranked[:20]:
        if totals[element] < MIN_ARTICLE_CHARS:
            break
        if not hidden(element) and link_share(element) < MAX_LINK_SHARE:
            return element
    return None


def element_paragraphs(element: etree._Element) -> tuple[str, ...]:
    """The text blocks of an article element, in order, as single-spaced lines."""
    blocks = [normalize_space(visible_text(e)) for e in element.iter(*TEXT_BLOCKS)
              if not any(a.tag in TEXT_BLOCKS for a in e.iterancestors())]
    blocks = [b for b in blocks if len(b) >= 2]
    whole = visible_text(element)
    if sum(map(len, blocks)) < 0.5 * len(normalize(whole)):
        blocks = [normalize_space(line) for line in whole.split("\n")]
        blocks = [b for b in blocks if len(b) >= 2]
    return tuple(blocks)


def normalize_space(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def page_title(root: etree._Element) -> str:
    """The page's first h1, else its <title>."""
    for path in ("//h1", "//title"):
        found = root.xpath(path)
        if found and normalize(found[0].text_content()):
            return normalize_space(found[0].text_content())
    return ""


def read_repository(mirror: Path, repository: Repository) -> list[tuple[str, bytes]]:
    """(path, bytes) of the files under the repository's folders at its fetched HEAD."""
    folder = mirror / repository.name.replace("/", "+") / "repo"
    git_dir = folder / ".git" if (folder / ".git").is_dir() else folder
    if not git_dir.exists():
        print(f"skipped {repository.name}: not fetched under {mirror}", file=sys.stderr)
        return []
    archive = subprocess.run(["git", "--git-dir", str(git_dir), "archive", "HEAD",
                              *repository.folders], capture_output=True, check=True).stdout
    files = []
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        for member in sorted(tar.getmembers(), key=lambda m: m.name):
            if member.isfile() and not re.search(repository.skip, member.name, re.IGNORECASE):
                files.append((member.name, tar.extractfile(member).read()))
    return files


def url_labels(files: list[tuple[str, bytes]], data: Path
               ) -> tuple[dict[str, str], dict[str, tuple[list[str], list[str]]]]:
    """Per file name, its URL and trafilatura's main-content labels, from the JSON maps."""
    urls: dict[str, str] = {}
    labels: dict[str, tuple[list[str], list[str]]] = {}
    evaldata = json.loads((data / "pages" / "trafilatura" / "evaldata.json").read_text("utf-8"))
    for url, record in evaldata.items():
        if url.startswith(("http://", "https://")):  # some keys are "hard::<file>"
            urls.setdefault(record["file"], url)
        labels.setdefault(record["file"], (record.get("with", []), record.get("without", [])))
    for path, content in files:
        if path.endswith(".json"):
            try:
                mapping = json.loads(content)
            except ValueError:
                continue
            if isinstance(mapping, dict):
                for url, record in mapping.items():
                    if isinstance(record, dict) and isinstance(record.get("file"), str) \
                            and url.startswith(("http://", "https://")):
                        urls.setdefault(record["file"], url)
    return urls, labels


def gather(data: Path, mirror: Path) -> list[Page]:
    """Every candidate page of the shared folders and the fetched repositories."""
    pages: list[Page] = []
    json_files = []
    for repository in REPOSITORIES:
        folder = mirror / repository.name.replace("/", "+") / "repo"
        git_dir = folder / ".git" if (folder / ".git").is_dir() else folder
        if git_dir.exists():
            listing = subprocess.run(["git", "--git-dir", str(git_dir), "ls-tree", "-r",
                                      "--name-only", "HEAD"], capture_output=True, text=True,
                                     check=True).stdout.split()
            for name in listing:
                if name.endswith(".json") and name.startswith(repository.folders[0].split("/")[0]):
                    shown = subprocess.run(["git", "--git-dir", str(git_dir), "show",
                                            f"HEAD:{name}"], capture_output=True,
                                           check=False).stdout
                    json_files.append((name, shown))
    urls, labels = url_labels(json_files, data)
    for source in read_sources(data):
        shared = source.page.parent.name if source.key.startswith("sh-") else \
            source.page.parent.parent.name
        relative = source.page.relative_to(data / "pages")
        pages.append(Page(source.html(), f"shared/{shared}", str(relative),
                          SHARED_LICENCES[shared], paragraphs=source.paragraphs))
    truth = data / "pages" / "scrapinghub" / "ground-truth.json"
    sh_urls = {f"{k}.html.gz": v.get("url", "") for k, v in
               json.loads(truth.read_text("utf-8")).items()} if truth.exists() else {}
    for page in pages:
        page.url = sh_urls.get(Path(page.path).name, "")
    for file in sorted((data / "pages" / "trafilatura").glob("*.html.gz")):
        name = file.name.removesuffix(".gz")
        with gzip.open(file) as handle:
            pages.append(Page(handle.read(), "shared/trafilatura", f"trafilatura/{file.name}",
                              SHARED_LICENCES["trafilatura"], urls.get(name, ""),
                              labels.get(name)))
    for repository in REPOSITORIES:
        for path, content in read_repository(mirror, repository):
            name = Path(path).name
            filed = re.search(repository.site, path) if repository.site else None
            pages.append(Page(content, repository.name, path, repository.licence,
                              urls.get(name, ""), labels.get(name),
                              site=f"{repository.name}:{filed.group(1)}" if filed else ""))
    return pages


def reference_text(raw: bytes) -> tuple[str, ...]:
    """The page's main text as trafilatura extracts it (comments and tables left out), in
    lines: an independent reader's view of where the article is."""
    import trafilatura  # the content-candidates extra; imported here, as content.py does

    text = trafilatura.extract(utf8_html(raw), include_comments=False, include_tables=False)
    return tuple(line for line in (normalize_space(t) for t in (text or "").split("\n")) if line)


def agreement(element: etree._Element, reference: tuple[str, ...]) -> tuple[float, float]:
    """How far an element and a reference text agree: the share of the reference's text
    found in the element, and the share of the element's blocks found in the reference (each
    block by its first ``AGREE_PREFIX`` characters, blocks of ``AGREE_MIN_BLOCK`` or more)."""
    held = normalize(visible_text(element))
    whole = normalize(" ".join(reference))
    wanted = [b for b in (normalize(r) for r in reference) if len(b) >= AGREE_MIN_BLOCK]
    own = [b for b in (normalize(p) for p in element_paragraphs(element))
           if len(b) >= AGREE_MIN_BLOCK]
    found = sum(len(b) for b in wanted if b[:AGREE_PREFIX] in held)
    kept = sum(len(b) for b in own if b[:AGREE_PREFIX] in whole)
    return found / max(1, sum(map(len, wanted))), kept / max(1, sum(map(len, own)))


def locate(root: etree._Element, page: Page) -> tuple[etree._Element | None, str,
                                                     tuple[str, ...]]:
    """The page's article element, how it was located (module docstring, step 1) and
    trafilatura's text of the page when it was read; the element is None when neither the
    labels nor an element agreeing with trafilatura locate it."""
    element = None
    if page.paragraphs:
        element = article_element(root, page.paragraphs)
    elif page.labels:
        element = host_element(root, *page.labels)
    if element is not None and not hidden(element) and element.tag not in ("body", "html"):
        return element, "labels", ()
    reference = reference_text(page.raw)
    candidates = [article_element(root, reference)] if reference else []
    candidates.append(article_block(root))
    for candidate in candidates:
        if candidate is None or hidden(candidate) or candidate.tag in ("body", "html"):
            continue
        found, kept = agreement(candidate, reference)
        if found >= MIN_FOUND and kept >= MIN_KEPT:
            return (candidate, f"structure, agrees with trafilatura ({found:.2f}, {kept:.2f})",
                    reference)
    return None, "no element agrees with trafilatura", reference


def decide(page: Page, lists: dict[str, frozenset[str]]) -> dict | None:
    """The manifest record of a page (article, language), or None when it has no text."""
    if len(page.raw) < MIN_PAGE_BYTES or b"<" not in page.raw[:4096]:
        return None
    try:
        root = parse(page.raw)
    except (etree.ParserError, ValueError):
        return None
    element, how_article, reference = locate(root, page)
    paragraphs = element_paragraphs(element) if element is not None else reference
    if sum(map(len, paragraphs)) < MIN_ARTICLE_CHARS:
        return None
    url = page_url(page.raw, page.url)
    host = site_of(url)
    tld = host.rsplit(".", 1)[-1] if "." in host else ""
    declared = declared_language(page.raw)
    decision = text_language(" ".join(paragraphs), declared, tld, lists)
    digest = hashlib.sha1(page.raw).hexdigest()
    base = slug(f"{page.repo.split('/')[-1]}-{Path(page.path).stem}")[:48].strip("-")
    return {"key": f"{base}-{digest[:8]}", "repo": page.repo, "path": page.path,
            "licence": page.licence, "url": url,
            "site": host or page.site or f"{page.repo}:{page.path}",
            "lang": decision.lang, "how": decision.how, "declared": declared, "tld": tld,
            "script": decision.script, "article": how_article, "usable": element is not None,
            "container": element.getroottree().getpath(element) if element is not None else "",
            "title": page_title(root), "paragraphs": list(paragraphs),
            "text_digest": hashlib.sha1(html_to_text(utf8_html(page.raw)).encode()).hexdigest()}


def write(out: Path, records: list[dict], raws: dict[str, bytes], dropped: collections.Counter
          ) -> None:
    """The gathered pages, their manifest and a README with the counts."""
    pages = out / "pages"
    if pages.exists():
        shutil.rmtree(pages)
    pages.mkdir(parents=True)
    for record in records:
        record["file"] = f"pages/{record['key']}.html.gz"
        with gzip.GzipFile(out / record["file"], "wb", mtime=0) as handle:
            handle.write(raws[record["key"]])
    with open(out / "manifest.jsonl", "w", encoding="utf-8") as handle:
        for record in records:
            record = {k: record[k] for k in ("key", "file", "repo", "path", "licence", "url",
                                             "site", "lang", "how", "declared", "tld", "script",
                                             "article", "usable", "container", "title",
                                             "paragraphs")}
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    by_lang = collections.Counter(r["lang"] for r in records)
    sites = collections.defaultdict(set)
    for r in records:
        sites[r["lang"]].add(r["site"])
    by_source = collections.Counter((r["repo"], r["licence"]) for r in records)
    agree = collections.Counter(r["lang"] for r in records if r["declared"] == r["lang"])
    lines = ["# Gathered multilingual source pages", "",
             ("Written by `python experiments/multilingual_sources.py` (do not edit by hand). "
              "Languages decided on each page's article text (see the script's docstring): "
              "`how` in `manifest.jsonl` says how."), "",
             ("| language | pages | sites | article located (stories, hosts) | declared "
             "language agrees |"), "|---|---|---|---|---|"]
    usable = collections.Counter(r["lang"] for r in records if r["usable"])
    for lang, count in sorted(by_lang.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"| {lang} | {count} | {len(sites[lang])} | {usable[lang]} | "
                     f"{agree[lang]} |")
    lines += ["", "| source | licence | pages |", "|---|---|---|"]
    for (repo, licence), count in sorted(by_source.items()):
        lines.append(f"| {repo} | {licence} | {count} |")
    lines += ["", "Left out: " + ", ".join(f"{reason} {count}" for reason, count in
                                           sorted(dropped.items())) + ".", "", EYE_CHECK]
    (out / "README.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Command line: gather the pages into a folder."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--mirror", type=Path, default=DEFAULT_MIRROR)
    args = parser.parse_args(argv)
    lists = word_lists()
    records, raws, seen = [], {}, set()
    dropped: collections.Counter = collections.Counter()
    raw_digests: set[str] = set()
    for page in gather(args.data, args.mirror):
        digest = hashlib.sha1(page.raw).hexdigest()
        if digest in raw_digests:
            dropped["exact copy"] += 1
            continue
        raw_digests.add(digest)
        record = decide(page, lists)
        if record is None:
            dropped["no article"] += 1
        elif record["lang"] is None:
            dropped[f"language undecided ({record['how'].split(' (')[0]})"] += 1
        elif record["text_digest"] in seen or record["key"] in raws:
            dropped["exact copy"] += 1
        else:
            seen.add(record["text_digest"])
            records.append(record)
            raws[record["key"]] = page.raw
    records.sort(key=lambda r: r["key"])
    args.out.mkdir(parents=True, exist_ok=True)
    write(args.out, records, raws, dropped)
    print((args.out / "README.md").read_text("utf-8"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
