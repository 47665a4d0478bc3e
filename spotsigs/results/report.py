"""A static HTML report of a clustering, to see why pages were grouped.

One self-contained page (inline CSS, no external asset, a Content-Security-Policy that
forbids loading anything and running any script but its own): an overview (counts, cluster
sizes, synthetic and unreadable pages with their reasons), then the clusters largest first,
paginated with CSS ``:target``, each with its pages side by side as extracted text, the spot
signatures they share highlighted, and their pairwise similarities. Every id, URL and reason
goes through ``html.escape``; the texts travel as JSON data that a short inline script turns
into text nodes for the page shown only, so a report of thousands of clusters opens fast.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import math
import re
from collections.abc import Sequence
from urllib.parse import urlsplit

import numpy as np

from spotsigs.join import jaccard
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


def _url(url: str) -> str:
    """A URL as escaped text, linked only when it is http(s) (never javascript: or data:)."""
    if not url:
        return ""
    try:
        scheme = urlsplit(url).scheme.lower()
    except ValueError:
        scheme = ""
    if scheme in ("http", "https"):
        return (f'<a class="url" href="{_e(url)}" rel="noopener noreferrer nofollow">'
                f"{_e(url)}</a>")
    return f'<span class="url">{_e(url)}</span>'


_ASTRAL = re.compile("[\U00010000-\U0010FFFF]")


def _utf16(text: str, offsets: np.ndarray) -> np.ndarray:
    """Character offsets as JavaScript string offsets (characters past U+FFFF count two)."""
    if not _ASTRAL.search(text):
        return offsets
    extra = np.zeros(len(text) + 1, dtype=np.int64)
    np.cumsum(np.fromiter(map(ord, text), dtype=np.int64, count=len(text)) > 0xFFFF,
              out=extra[1:])
    return offsets + extra[offsets]


def data_island(element_id: str, texts: Sequence[MarkedText]) -> str:
    """Texts and marks as JSON in a ``<script type="application/json">`` that never runs, with
    ``<``, ``>`` and ``&`` as JSON escapes so that no text can end the element early."""
    items = []
    for m in texts:
        flat = np.stack([_utf16(m.text, m.starts), _utf16(m.text, m.ends), m.kinds], axis=1)
        passage = int(_utf16(m.text, np.array([m.passage]))[0]) if m.passage >= 0 else -1
        items.append([m.text, flat.ravel().tolist(), passage])
    payload = json.dumps(items, ensure_ascii=False, separators=(",", ":"))
    payload = payload.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026")
    return f'<script type="application/json" id="{_e(element_id)}">{payload}</script>'


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
    texts its empty ``div.text`` boxes take, in order (filled by ``_SCRIPT`` when shown)."""
    texts: list[MarkedText] = []
    shown = cluster.members[:side_by_side]
    ids = [str(r.get("id")) for r in shown]
    shown_views = [views.get(i) for i in ids]
    shared, common = shared_hashes([v.spans for v in shown_views
                                    if v is not None and v.spans is not None])
    representative = str(cluster.members[0].get("representative"))
    out = [f'<article class="cluster" id="c{rank}">',
           (f'<h3><a href="#c{rank}">#{rank}</a> cluster {_e(cluster.label)}: '
            f"{len(cluster.members)} pages</h3>"),
           (f'<p class="meta">representative <code>{_e(representative)}</code>; '
            f"{len(shared)} signatures shared by 2+ of the pages shown, {len(common)} by all "
            f"{len(shown)}</p>")]
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
        out.append(f"<h4>P{k + 1}{role}: <code>{_e(rid)}</code></h4>")
        url = record.get("url") or (view.url if view is not None else "")
        out.append(f'<p class="meta">{_url(str(url))} {_e(record.get("signatures"))} '
                   "signatures</p>")
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
            out.append(f"<li><code>{_e(rid)}</code> {_e(record.get('signatures'))} "
                       f"signatures, {note}</li>")
        out.append("</ul></details>")
    out.append("</article>")
    return "\n".join(out), texts


def _left_out_table(title: str, rows: list[dict]) -> str:
    if not rows:
        return f"<h3>{title}: none</h3>"
    out = [f"<h3>{title}: {len(rows)}</h3>",
           '<table class="left"><tr><th>id</th><th>url</th><th>reason</th></tr>']
    for record in rows[:MAX_LEFT_OUT]:
        out.append(f"<tr><td><code>{_e(record.get('id'))}</code></td>"
                   f"<td>{_url(str(record.get('url') or ''))}</td>"
                   f"<td>{_e(record.get('reason'))}</td></tr>")
    out.append("</table>")
    if len(rows) > MAX_LEFT_OUT:
        out.append(f'<p class="cut">{len(rows) - MAX_LEFT_OUT} more: see the clusters file</p>')
    return "\n".join(out)


def render_overview(records: Sequence[dict], clusters: Sequence[Cluster],
                    n_pairs: int | None) -> str:
    """Counts by status (adding up to the documents), the cluster size histogram, the pages
    left out."""
    status = status_counts(records)
    multi = [c for c in clusters if len(c.members) > 1]
    counts = [("documents", len(records)), ("ok", status["ok"]),
              ("synthetic", status["synthetic"]), ("skipped", status["skipped"]),
              ("errors", status["error"])]
    if status["other"]:
        counts.append(("of another status", status["other"]))
    counts += [("clusters", len(clusters)), ("clusters with 2+ pages", len(multi)),
              ("pages in those clusters", sum(len(c.members) for c in multi)),
              ("largest cluster", max((len(c.members) for c in clusters), default=0))]
    if n_pairs is not None:
        counts.append(("near-duplicate pairs", n_pairs))
    out = ['<section id="overview"><h2>Overview</h2><div class="row"><table class="counts">']
    out.extend(f"<tr><th>{name}</th><td>{value:,}</td></tr>" for name, value in counts)
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
    for name, title in LEFT_OUT:
        out.append(_left_out_table(title[0].upper() + title[1:],
                                   [r for r in records if r.get("status") == name]))
    out.append("</section>")
    return "\n".join(out)


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


_CSS = """
body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:110rem;padding:0 1.5rem 3rem;
color:#1d232a;background:#fff}
h1{margin:1rem 0 .2rem}h2{border-bottom:2px solid #d8dee4;padding-bottom:.2rem}
code{font-size:.9em;word-break:break-all}
.meta{color:#57606a;margin:.2rem 0}.params{color:#57606a}
.row{display:flex;gap:3rem;flex-wrap:wrap;align-items:flex-start}
table{border-collapse:collapse}th,td{padding:.2rem .6rem;text-align:left;vertical-align:top}
.counts th{font-weight:normal;color:#57606a}.counts td{text-align:right;font-weight:600}
.left{font-size:.9em}.left tr:nth-child(even){background:#f6f8fa}
.hist{min-width:28rem}.bar-row{display:flex;align-items:center;gap:.5rem;margin:.15rem 0}
.bar-label{width:7rem;text-align:right;color:#57606a}
.bar{display:inline-block;height:.9rem;background:#4c8eda;flex:none}
.bar-n{font-variant-numeric:tabular-nums}
.pager{margin:1rem 0;line-height:2}.pager a{padding:.1rem .45rem;border:1px solid #d0d7de;
border-radius:4px;text-decoration:none}.pager a.here{background:#1d232a;color:#fff}
.page{display:none}.page:target,.page:has(:target){display:block}
#pages:not(:has(:target)) .page:first-child{display:block}
.cluster{border:1px solid #d0d7de;border-radius:6px;padding:.3rem 1rem 1rem;margin:1.2rem 0}
.cluster h3{margin:.5rem 0 .2rem}.cluster h3 a{text-decoration:none;color:#57606a}
.sim{margin:.5rem 0;font-variant-numeric:tabular-nums}.sim td,.sim th{border:1px solid #d0d7de;
text-align:center}.sim td.re{color:#57606a;font-style:italic}.sim td.na{color:#8c959f}
.pages{display:grid;grid-template-columns:repeat(auto-fit,minmax(22rem,1fr));gap:1rem}
.page-text h4{margin:.4rem 0 .1rem;font-size:1em}
.text{position:relative;white-space:pre-wrap;overflow-wrap:anywhere;max-height:34rem;overflow:auto;
border:1px solid #d8dee4;border-radius:4px;padding:.5rem .7rem;background:#fbfbfc;
font:14px/1.5 Georgia,serif}
mark{background:#fff1a8;color:inherit;border-radius:2px}mark.a{background:#ffd866;
font-weight:600}mark.all{background:#ffc58f}mark.a.all{background:#ff9d4d}
.start{border-left:3px solid #cf222e;margin-right:.15rem}.start::before{content:"shared text";
font:600 11px/1 system-ui,sans-serif;color:#fff;background:#cf222e;padding:1px 4px;
margin-right:.3rem;border-radius:0 3px 3px 0;vertical-align:middle}
.cut,.missing{color:#9a6700;font-size:.9em}.legend mark{padding:0 .2rem}
.url{color:#0969da;word-break:break-all}
"""
# Fills the text boxes of the page shown (and only those: thousands of clusters stay light)
# from its JSON data island, through text nodes: page content is never parsed as HTML.
_SCRIPT = """(function () {
  "use strict";
  var CLASSES = ["w", "a", "w all", "a all"];
  function fill(page) {
    var island = page && document.getElementById("data-" + page.id);
    if (!island || page.getAttribute("data-filled")) return;
    var items = JSON.parse(island.textContent);
    var boxes = page.querySelectorAll("div.text");
    for (var k = 0; k < boxes.length && k < items.length; k++) {
      var text = items[k][0], marks = items[k][1], passage = items[k][2], position = 0;
      var fragment = document.createDocumentFragment(), start = null;
      for (var m = 0; m < marks.length; m += 3) {
        fragment.appendChild(document.createTextNode(text.slice(position, marks[m])));
        if (marks[m] === passage && start === null) {
          start = document.createElement("span");
          start.className = "start";
          start.title = "the text these pages share starts here";
          fragment.appendChild(start);
        }
        var mark = document.createElement("mark");
        mark.className = CLASSES[marks[m + 2]];
        mark.textContent = text.slice(marks[m], marks[m + 1]);
        fragment.appendChild(mark);
        position = marks[m + 1];
      }
      fragment.appendChild(document.createTextNode(text.slice(position)));
      boxes[k].textContent = "";
      boxes[k].appendChild(fragment);
      // Open the box at the shared passage (the box is the marker's offset parent).
      if (start) boxes[k].scrollTop = Math.max(0, start.offsetTop - 8);
    }
    page.setAttribute("data-filled", "1");
  }
  function show() {
    var target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    var page = target && target.closest ? target.closest("section.page") : null;
    fill(page || document.querySelector("section.page"));
  }
  window.addEventListener("hashchange", show);
  show();
})();"""
# Nothing may load, and no script run but _SCRIPT: styles only from this page, no images,
# frames or fonts.
_CSP = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-"
        + base64.b64encode(hashlib.sha256(_SCRIPT.encode("utf-8")).digest()).decode("ascii")
        + "'; base-uri 'none'; form-action 'none'")


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
    n_pages = max(1, math.ceil(len(shown) / per_page))
    out = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
           f'<meta http-equiv="Content-Security-Policy" content="{_CSP}">',
           '<meta name="referrer" content="no-referrer">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>",
           f"<h1>{_e(title)}</h1>"]
    if params:
        described = "; ".join(f"{k} {_e(v)}" for k, v in params.items())
        out.append(f'<p class="params">signatures recomputed with {described}</p>')
    if warnings:
        out.append('<ul class="missing">' + "".join(f"<li>{_e(w)}</li>" for w in warnings)
                   + "</ul>")
    out.append(render_overview(records, clusters, n_pairs))
    out.append(f'<h2 id="clusters">Clusters with 2+ pages, largest first ({len(multi):,}'
               + (f", {len(shown):,} shown" if len(shown) < len(multi) else "") + ")</h2>")
    out.append('<p class="legend">Highlighted: the words of spot signatures that two or more '
               'of the pages shown share: <mark class="a">antecedent</mark> <mark>chain '
               'words</mark>; in all of them: <mark class="a all">antecedent</mark> '
               '<mark class="all">chain words</mark>. '
               "Similarities are multiset Jaccard; italic ones were recomputed.</p>")
    out.append('<noscript><p class="missing">The pages\' texts are drawn by the page\'s own '
               "short script, which is off in this browser.</p></noscript>")
    out.append('<div id="pages">')
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
            part, part_texts = render_cluster(k, cluster, views, similarity, pairs is not None,
                                              max_chars, side_by_side)
            out.append(part)
            texts.extend(part_texts)
        if n_pages > 1:
            out.append(_pager(page, n_pages))
        out.append("</section>")
        islands.append(data_island(f"data-page-{page}", texts))
    out.append("</div>")
    singles = [c.members[0] for c in clusters if len(c.members) == 1]
    out.append(f'<h2 id="singles">Pages with no near-duplicate: {len(singles):,}</h2>')
    if singles:
        out.append("<details><summary>list</summary><ul>")
        out.extend(f"<li><code>{_e(r.get('id'))}</code></li>" for r in singles[:MAX_SINGLES])
        out.append("</ul></details>")
        if len(singles) > MAX_SINGLES:
            out.append(f'<p class="cut">{len(singles) - MAX_SINGLES:,} more: see the clusters '
                       "file</p>")
    out.extend(islands)
    out.append(f"<script>{_SCRIPT}</script>")
    out.append("</body></html>\n")
    # Lone surrogates (from JSON escapes in ids or texts) cannot be written as UTF-8.
    return "\n".join(out).encode("utf-8", "replace").decode("utf-8")


