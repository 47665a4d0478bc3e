"""The HTML report's fixed parts: its style sheet, its one script and the Content-Security-
Policy that lets that script, and nothing else, run (``spotsigs.results.report``)."""

from __future__ import annotations

import base64
import hashlib

STYLE = """
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
#find{margin:1rem 0}#find input{font:inherit;width:min(36rem,100%);padding:.3rem .5rem;
border:1px solid #d0d7de;border-radius:4px}#find ol{margin:.4rem 0;max-height:16rem;
overflow:auto}#find .found{color:#57606a;margin-left:.6rem}
.left-out summary{cursor:pointer}.left-out summary h3{display:inline;margin:0}
.left-out{margin:.6rem 0}.left-note{color:#57606a}.name .url{display:block}
"""

# Fills the text boxes of the page shown (and only those: thousands of clusters stay light)
# from its JSON data island, through text nodes: page content is never parsed as HTML. Opens
# a collapsed section a link points into. Finds pages by id or URL text in the index island,
# listing them as text nodes behind links to the report's own anchors.
SCRIPT = """(function () {
  "use strict";
  var CLASSES = ["w", "a", "w all", "a all"], MAX_FOUND = 50;
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
    var closed = target && target.closest ? target.closest("details:not([open])") : null;
    if (closed) {
      closed.open = true;
      target.scrollIntoView();
    }
    var page = target && target.closest ? target.closest("section.page") : null;
    fill(page || document.querySelector("section.page"));
  }
  function find(box, index) {
    var input = box.querySelector("input"), list = box.querySelector("ol");
    var note = box.querySelector(".found"), entries = null, keys = [];
    input.addEventListener("input", function () {
      if (entries === null) {  // read on first use: opening the report stays light
        entries = JSON.parse(index.textContent);
        for (var k = 0; k < entries.length; k++) {
          keys.push((entries[k][0] + " " + entries[k][1]).toLowerCase());
        }
      }
      var query = input.value.trim().toLowerCase(), found = 0;
      list.textContent = "";
      for (var k = 0; query && k < keys.length; k++) {
        if (keys[k].indexOf(query) < 0 || ++found > MAX_FOUND) continue;
        var item = document.createElement("li"), link = document.createElement("a");
        link.href = "#" + entries[k][2];
        link.textContent = entries[k][0];
        item.appendChild(link);
        item.appendChild(document.createTextNode(" " + entries[k][1]));
        list.appendChild(item);
      }
      note.textContent = !query ? "" : found + (found === 1 ? " match" : " matches")
        + (found > MAX_FOUND ? ", the first " + MAX_FOUND + " listed" : "");
    });
    box.hidden = false;
  }
  var box = document.getElementById("find"), index = document.getElementById("data-index");
  if (box && index) find(box, index);
  window.addEventListener("hashchange", show);
  show();
})();"""
# Nothing may load, and no script run but SCRIPT: styles only from this page, no images,
# frames or fonts.
POLICY = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-"
          + base64.b64encode(hashlib.sha256(SCRIPT.encode("utf-8")).digest()).decode("ascii")
          + "'; base-uri 'none'; form-action 'none'")
