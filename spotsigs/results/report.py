"""A static HTML report of a clustering, to see why pages were grouped.

One self-contained page (inline CSS, no external asset, a Content-Security-Policy that
forbids loading anything and running any script but its own, ``report_page``): an overview
(counts, cluster sizes), a box to find a page or cluster by id or URL text, then the clusters
largest first, paginated with CSS ``:target``, each with its pages side by side as extracted
text, the spot signatures they share highlighted, and their pairwise similarities; then the
pages with no near-duplicate and, collapsed, the pages left out (synthetic, skipped,
unreadable) with their reasons. Every id, URL and reason goes through ``html.escape`` and is
shown once; the texts and the find index travel as JSON data that the short inline script
turns into text nodes (the texts for the page shown only, so a report of thousands of
clusters opens fast).
"""

from __future__ import annotations

import html
import json
import math
import re
from collections.abc import Sequence
from urllib.parse import urlsplit

import numpy as np

from spotsigs.join import jaccard
from spotsigs.results.report_page import POLICY, SCRIPT, STYLE
from spotsigs.results.show import LEFT_OUT, status_counts
from spotsigs.results.views import (
    DEFAULT_MAX_CHARS,
    DEFAULT_SIDE_BY_SIDE,
    Cluster,
    MarkedText,
    PageView,
    Similarities,
    group_clusters,
    marked_text,
    pair_key,
    pair_similarities,
    shared_hashes,
    size_histogram,
)

DEFAULT_PER_PAGE = 20
MAX_LEFT_OUT = 500
"""Rows shown of the synthetic and of the unreadable pages (the rest: see the clusters file)."""
MAX_SINGLES = 1000
"""Ids shown of the pages that have no near-duplicate."""


def _e(value: object) -> str:
    """Escaped text of any value (ids, URLs, reasons, page text)."""
    return html.escape("" if value is None else str(value), quote=True)


def _linkable(url: str) -> bool:
    """Whether a URL is http(s), the only kind the report links (never javascript: or data:)."""
    try:
        return urlsplit(url).scheme.lower() in ("http", "https")
    except ValueError:
        return False


def _url(url: str) -> str:
    """A URL as escaped text, linked only when it is http(s) (``_linkable``)."""
    if not url:
        return ""
    if _linkable(url):
        return (f'<a class="url" href="{_e(url)}" rel="noopener noreferrer nofollow">'
                f"{_e(url)}</a>")
    return f'<span class="url">{_e(url)}</span>'


def page_name(record: dict, url: str = "") -> str:
    """A page's id and URL as escaped text, each once: the URL alone (linked when http(s))
    when it is the id, as in WARC and most JSON lines input (an http(s) id is its URL)."""
    doc_id = str(record.get("id"))
    url = str(record.get("url") or url or "")
    if url == doc_id or (not url and _linkable(doc_id)):
        return _url(doc_id)
    return f"<code>{_e(doc_id)}</code>" + (f" {_url(url)}" if url else "")


def page_text(record: dict) -> str:
    """A page's id and URL as plain text, each once (``page_name``), for the find index."""
    doc_id, url = str(record.get("id")), str(record.get("url") or "")
    return doc_id if not url or url == doc_id else f"{doc_id} {url}"


_ASTRAL = re.compile("[\U00010000-\U0010FFFF]")


def _utf16(text: str, offsets: np.ndarray) -> np.ndarray:
    """Character offsets as JavaScript string offsets (characters past U+FFFF count two)."""
    if not _ASTRAL.search(text):
        return offsets
    extra = np.zeros(len(text) + 1, dtype=np.int64)
    np.cumsum(np.fromiter(map(ord, text), dtype=np.int64, count=len(text)) > 0xFFFF,
              out=extra[1:])
    return offsets + extra[offsets]


def json_island(element_id: str, data: object) -> str:
    """Data as JSON in a ``<script type="application/json">`` that never runs, with ``<``,
    ``>`` and ``&`` as JSON escapes so that no text can end the element early."""
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    payload = payload.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f'<script type="application/json" id="{_e(element_id)}">{payload}</script>'


def data_island(element_id: str, texts: Sequence[MarkedText]) -> str:
    """Texts and marks as a ``json_island``: per text, the text, its marks flat as [start,
    end, kind, ...] in JavaScript string offsets, and where its shared passage starts."""
    items = []
    for m in texts:
        flat = np.stack([_utf16(m.text, m.starts), _utf16(m.text, m.ends), m.kinds], axis=1)
        passage = int(_utf16(m.text, np.array([m.passage]))[0]) if m.passage >= 0 else -1
        items.append([m.text, flat.ravel().tolist(), passage])
    return json_island(element_id, items)


def _similarity_cell(a: PageView | None, b: PageView | None, a_id: str, b_id: str,
                     similarity: dict[tuple[str, str], float], from_file: bool) -> str:
    value = similarity.get(pair_key(a_id, b_id))
    if value is not None:
        return f"<td>{value:.3f}</td>"
    if a is None or b is None or a.spans is None or b.spans is None:
        return '<td class="na">n/a</td>'
    value = jaccard(a.spans.signature(), b.spans.signature())
    note = ("below the threshold: not in the pairs file; recomputed" if from_file
            else "recomputed from the signatures")
    return f'<td class="re" title="{note}">{value:.3f}</td>'


def render_cluster(rank: int, cluster: Cluster, views: dict[str, PageView],
                   similarity: dict[tuple[str, str], float], from_file: bool,
                   max_chars: int = DEFAULT_MAX_CHARS,
                   side_by_side: int = DEFAULT_SIDE_BY_SIDE) -> tuple[str, list[MarkedText]]:
    """One cluster: header, similarity table, pages side by side, the rest listed; and the
    texts its empty ``div.text`` boxes take, in order (filled by ``SCRIPT`` when shown)."""
    texts: list[MarkedText] = []
    shown = cluster.members[:side_by_side]
    ids = [str(r.get("id")) for r in shown]
    shown_views = [views.get(i) for i in ids]
    shared, common = shared_hashes([v.spans for v in shown_views
                                    if v is not None and v.spans is not None])
    representative = str(cluster.members[0].get("representative"))
    # The representative comes first (P1, so marked) unless the file names another page.
    elsewhere = "" if ids[0] == representative else \
        f"representative <code>{_e(representative)}</code> (not among them); "
    out = [f'<article class="cluster" id="c{rank}">',
           (f'<h3><a href="#c{rank}">#{rank}</a> cluster {_e(cluster.label)}: '
            f"{len(cluster.members)} pages</h3>"),
           (f'<p class="meta">{elsewhere}{len(shared)} signatures shared by 2+ of the pages '
            f"shown, {len(common)} by all {len(shown)}</p>")]
    if len(shown) > 1:
        out.append('<table class="sim"><tr><th>similarity</th>'
                   + "".join(f"<th>P{k + 1}</th>" for k in range(len(shown))) + "</tr>")
        for k, (a_id, a) in enumerate(zip(ids, shown_views)):
            cells = []
            for m, (b_id, b) in enumerate(zip(ids, shown_views)):
                cells.append("<td>&#8212;</td>" if m == k else
                             _similarity_cell(a, b, a_id, b_id, similarity, from_file))
            out.append(f"<tr><th>P{k + 1}</th>{''.join(cells)}</tr>")
        out.append("</table>")
    out.append('<div class="pages">')
    for k, (record, view) in enumerate(zip(shown, shown_views)):
        rid = str(record.get("id"))
        role = " (representative)" if rid == representative else ""
        out.append('<section class="page-text">')
        out.append(f"<h4>P{k + 1}{role} &#183; {_e(record.get('signatures'))} signatures</h4>")
        name = page_name(record, view.url if view is not None else "")
        out.append(f'<p class="meta name">{name}</p>')
        if view is None:
            out.append('<p class="missing">text not available: this id is not in the inputs '
                       "given to the report</p>")
        elif view.error is not None:
            out.append(f'<p class="missing">cannot read the page: {_e(view.error)}</p>')
        else:
            marked = marked_text(view, shared, common, max_chars)
            lo, hi = marked.lo, marked.hi
            texts.append(marked)
            if lo > 0:
                out.append(f'<p class="cut">&#8230; {lo:,} characters before not shown</p>')
            out.append('<div class="text"></div>')
            if hi - lo < len(view.text):
                out.append(f'<p class="cut">showing characters {lo + 1:,}-{hi:,} of '
                           f"{len(view.text):,} (--max-chars)</p>")
        out.append("</section>")
    out.append("</div>")
    rest = cluster.members[side_by_side:]
    if rest:
        out.append(f"<details><summary>{len(rest)} more pages</summary><ul>")
        for record in rest:
            rid = str(record.get("id"))
            value = similarity.get(pair_key(rid, representative))
            note = f"similarity {value:.3f} to the representative" if value is not None \
                else "linked via others"
            out.append(f"<li>{page_name(record)} &#183; {_e(record.get('signatures'))} "
                       f"signatures, {note}</li>")
        out.append("</ul></details>")
    out.append("</article>")
    return "\n".join(out), texts


LEFT_OUT_ANCHORS = {status: f"left-{status}" for status, _ in LEFT_OUT}


def render_left_out(status: str, title: str, rows: list[dict]) -> str:
    """The pages of one status left out of clustering, with their reasons: collapsed, and
    after the clusters (a crawl's 404 pages would fill the first screen)."""
    title = title[0].upper() + title[1:]
    anchor = LEFT_OUT_ANCHORS[status]
    if not rows:
        return f'<h3 class="left-out" id="{anchor}">{title}: none</h3>'
    out = [(f'<details class="left-out" id="{anchor}"><summary><h3>{title}: {len(rows):,}'
            "</h3></summary>"),
           '<table class="left"><tr><th>page</th><th>reason</th></tr>']
    for record in rows[:MAX_LEFT_OUT]:
        out.append(f"<tr><td>{page_name(record)}</td><td>{_e(record.get('reason'))}</td></tr>")
    out.append("</table>")
    if len(rows) > MAX_LEFT_OUT:
        out.append(f'<p class="cut">{len(rows) - MAX_LEFT_OUT:,} more: see the clusters '
                   "file</p>")
    out.append("</details>")
    return "\n".join(out)


def render_overview(records: Sequence[dict], clusters: Sequence[Cluster],
                    n_pairs: int | None) -> str:
    """Counts by status (adding up to the documents) and the cluster size histogram; where the
    pages left out are listed."""
    status = status_counts(records)
    multi = [c for c in clusters if len(c.members) > 1]
    counts = [("documents", len(records)), ("ok", status["ok"]),
              ("synthetic", status["synthetic"]), ("skipped", status["skipped"]),
              ("errors", status["error"])]
    if status["other"]:
        counts.append(("of another status", status["other"]))
    grouped = [("clusters", len(clusters)), ("clusters with 2+ pages", len(multi)),
               ("pages in those clusters", sum(len(c.members) for c in multi)),
               ("largest cluster", max((len(c.members) for c in clusters), default=0))]
    if n_pairs is not None:
        grouped.append(("near-duplicate pairs", n_pairs))
    out = ['<section id="overview"><h2>Overview</h2><div class="row">']
    for rows in (counts, grouped):  # side by side: the first screen keeps room for clusters
        out.append('<table class="counts">')
        out.extend(f"<tr><th>{name}</th><td>{value:,}</td></tr>" for name, value in rows)
        out.append("</table>")
    histogram = size_histogram([len(c.members) for c in clusters])
    top = max((n for _, n in histogram), default=0)
    out.append('<div class="hist"><h3>Clusters by size (bars on a log scale)</h3>')
    for label, n in histogram:
        width = 0 if n == 0 else 0.3 + 19.7 * math.log1p(n) / math.log1p(top)
        out.append(f'<div class="bar-row"><span class="bar-label">{label} pages</span>'
                   f'<span class="bar" style="width:{width:.1f}rem"></span>'
                   f'<span class="bar-n">{n:,}</span></div>')
    out.append("</div></div>")
    listed = [f'<a href="#{LEFT_OUT_ANCHORS[name]}">{status[name]:,} {title}</a>'
              for name, title in LEFT_OUT if status[name]]
    if listed:
        out.append(f'<p class="left-note">Listed after the clusters: {", ".join(listed)}.</p>')
    out.append("</section>")
    return "\n".join(out)


def find_index(shown: Sequence[Cluster], singles: Sequence[dict],
               left_out: Sequence[tuple[str, list[dict]]]) -> list[list[str]]:
    """For the find box, each page the report lists: [its id and URL, where it is, the
    report's anchor there] (clusters shown, pages with no near-duplicate, pages left out)."""
    entries = []
    for rank, cluster in enumerate(shown, 1):
        where = f"cluster {cluster.label} (#{rank}, {len(cluster.members)} pages)"
        entries.extend([page_text(r), where, f"c{rank}"] for r in cluster.members)
    entries.extend([page_text(r), "no near-duplicate", "singles-list"]
                   for r in singles[:MAX_SINGLES])
    for status, rows in left_out:
        entries.extend([page_text(r), f"{status}: {str(r.get('reason') or '')[:120]}",
                        LEFT_OUT_ANCHORS[status]] for r in rows[:MAX_LEFT_OUT])
    return entries


FIND = ('<section id="find" hidden><label for="find-text">Find a page or cluster: </label>'
        '<input id="find-text" type="search" autocomplete="off" spellcheck="false" '
        'placeholder="part of an id or URL, or cluster N"><span class="found" '
        'aria-live="polite"></span><ol></ol></section>')
"""The find box, shown by ``SCRIPT`` (which fills its list from the ``find_index``)."""


def _pager(current: int, total: int) -> str:
    """The links to every report page, inside page ``current``: its own number highlighted
    and ``aria-current``, so the pager always says which page is shown."""
    links = []
    if current > 1:
        links.append(f'<a href="#page-{current - 1}" rel="prev">&#8592; previous</a>')
    links.extend(f'<a href="#page-{k}"' + (' class="here" aria-current="page"'
                                            if k == current else "")
                 + f">{k}</a>" for k in range(1, total + 1))
    if current < total:
        links.append(f'<a href="#page-{current + 1}" rel="next">next &#8594;</a>')
    return (f'<nav class="pager" aria-label="report pages, page {current} of {total}">'
            f'{" ".join(links)}</nav>')


def _render_pages(shown: Sequence[Cluster], per_page: int, views: dict[str, PageView],
                  similarity: dict, given: bool, max_chars: int, side_by_side: int
                  ) -> tuple[list[str], list[str]]:
    """The report's pages of clusters (``per_page`` each) and the data island of the texts
    each page draws."""
    n_pages = max(1, math.ceil(len(shown) / per_page))
    out = ['<div id="pages">']
    islands: list[str] = []
    for page in range(1, n_pages + 1):
        first = (page - 1) * per_page
        chunk = shown[first:first + per_page]
        out.append(f'<section class="page" id="page-{page}">')
        if n_pages > 1:
            out.append(_pager(page, n_pages))
            out.append(f"<h3>Page {page} of {n_pages}: clusters {first + 1}-"
                       f"{first + len(chunk)}</h3>")
        if not chunk:
            out.append("<p>No cluster has two or more pages.</p>")
        texts: list[MarkedText] = []
        for k, cluster in enumerate(chunk, first + 1):
            part, part_texts = render_cluster(k, cluster, views, similarity, given, max_chars,
                                              side_by_side)
            out.append(part)
            texts.extend(part_texts)
        if n_pages > 1:
            out.append(_pager(page, n_pages))
        out.append("</section>")
        islands.append(data_island(f"data-page-{page}", texts))
    out.append("</div>")
    return out, islands


def _render_singles(singles: Sequence[dict]) -> list[str]:
    """The pages with no near-duplicate: a collapsed list of the first ``MAX_SINGLES``."""
    out = [f'<h2 id="singles">Pages with no near-duplicate: {len(singles):,}</h2>']
    if singles:
        out.append('<details id="singles-list"><summary>list</summary><ul>')
        out.extend(f"<li>{page_name(r)}</li>" for r in singles[:MAX_SINGLES])
        out.append("</ul></details>")
        if len(singles) > MAX_SINGLES:
            out.append(f'<p class="cut">{len(singles) - MAX_SINGLES:,} more: see the clusters '
                       "file</p>")
    return out


def render_report(records: Sequence[dict], pairs: Sequence[dict] | Similarities | None,
                  views: dict[str, PageView], *, title: str = "spotsigs report",
                  params: dict | None = None, warnings: Sequence[str] = (),
                  per_page: int = DEFAULT_PER_PAGE, max_chars: int = DEFAULT_MAX_CHARS,
                  side_by_side: int = DEFAULT_SIDE_BY_SIDE,
                  max_clusters: int | None = None) -> str:
    """The whole report as one HTML string (see the module docstring). ``pairs``: the pair
    records, or what ``report_similarities`` kept of a pairs file streamed."""
    if isinstance(pairs, Similarities):
        similarity, n_pairs = pairs.values, pairs.count
    else:
        similarity = pair_similarities(pairs or [])
        n_pairs = len(pairs) if pairs is not None else None
    clusters = group_clusters(records, similarity)
    multi = [c for c in clusters if len(c.members) > 1]
    shown = multi if max_clusters is None else multi[:max_clusters]
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           f'<meta http-equiv="Content-Security-Policy" content="{POLICY}">',
           '<meta name="referrer" content="no-referrer">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{_e(title)}</title><style>{STYLE}</style></head><body>",
           f"<h1>{_e(title)}</h1>"]
    if params:
        described = "; ".join(f"{k} {_e(v)}" for k, v in params.items())
        out.append(f'<p class="params">signatures recomputed with {described}</p>')
    if warnings:
        out.append('<ul class="missing">' + "".join(f"<li>{_e(w)}</li>" for w in warnings)
                   + "</ul>")
    out.append(render_overview(records, clusters, n_pairs))
    out.append(FIND)
    out.append(f'<h2 id="clusters">Clusters with 2+ pages, largest first ({len(multi):,}'
               + (f", {len(shown):,} shown" if len(shown) < len(multi) else "") + ")</h2>")
    out.append('<p class="legend">Highlighted: the words of spot signatures that two or more '
               'of the pages shown share: <mark class="a">antecedent</mark> <mark>chain '
               'words</mark>; in all of them: <mark class="a all">antecedent</mark> '
               '<mark class="all">chain words</mark>. '
               "Similarities are multiset Jaccard; italic ones were recomputed.</p>")
    out.append('<noscript><p class="missing">The pages\' texts are drawn by the page\'s own '
               "short script, which is off in this browser.</p></noscript>")
    pages, islands = _render_pages(shown, per_page, views, similarity, pairs is not None,
                                   max_chars, side_by_side)
    out.extend(pages)
    singles = [c.members[0] for c in clusters if len(c.members) == 1]
    out.extend(_render_singles(singles))
    left_out = [(name, [r for r in records if r.get("status") == name]) for name, _ in LEFT_OUT]
    out.append('<h2 id="left-out">Pages left out</h2>')
    out.extend(render_left_out(name, title, rows)
               for (name, title), (_, rows) in zip(LEFT_OUT, left_out))
    out.append(json_island("data-index", find_index(shown, singles, left_out)))
    out.extend(islands)
    out.append(f"<script>{SCRIPT}</script>")
    out.append("</body></html>\n")
    # Lone surrogates (from JSON escapes in ids or texts) cannot be written as UTF-8.
    return "\n".join(out).encode("utf-8", "replace").decode("utf-8")


