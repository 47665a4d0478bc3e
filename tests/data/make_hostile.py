"""Write the hostile-input corpus ``tests/data/hostile/`` and its ``EXPECTED.json``.

Every file is built from constants here, so the corpus is the same byte for byte on every
run: ``python tests/data/make_hostile.py``. Each case declares the status its records must
get; EXPECTED.json holds those and what each reason must say, the groups that must end up in
one cluster, and the summary counts of ``spotsigs cluster tests/data/hostile``. Huge cases
(50 MB pages, a million nested elements) are built inside the tests, never stored.
"""

from __future__ import annotations

import gzip
import json
import shutil
import struct
import zlib
from dataclasses import dataclass, field
from pathlib import Path

HOSTILE = Path(__file__).parent / "hostile"

# Three news stories, each with plenty of spot signatures; variants of one story must cluster.
FLOODS = (
    "Heavy rain caused floods across the northern valley on Monday, and the river rose above "
    "its banks for the first time in a decade. The mayor said that the town had opened two "
    "shelters for families who were forced to leave their homes. Emergency crews worked "
    "through the night, and the army was sent to help with the rescue. Officials have warned "
    "that more rain is expected later in the week, and the weather service said the storm was "
    "the worst it had seen since records began.")
ELECTION = (
    "The governing party won the regional election on Sunday with a narrow majority, "
    "according to official results published overnight. Turnout was higher than at the last "
    "vote, and the opposition leader said she would accept the outcome. The new government is "
    "expected to present its budget in the spring. Analysts said the result was a test for the "
    "prime minister, who had campaigned on lower taxes and new rail lines.")
TRANSFER = (
    "The football club has signed the young striker in a deal that could be worth a record "
    "fee, the club said in a statement on Friday. The player, who was the top scorer in the "
    "youth league last season, will join the squad for the summer tour. The coach said he was "
    "delighted with the signing and that the team had been watching the forward for two "
    "years. The contract runs for five seasons.")

LOOKALIKES = str.maketrans("aeopcxyiTHKMov", "аеорсхуіΤΗΚΜον")
"""Latin letters to Cyrillic and Greek ones that look the same (a disguised copy)."""

PASSWD_MARKER = "root:x:0:0"
"""A line of /etc/passwd: it must never appear in text extracted from the XXE cases."""


def page(story: str, head: str = "", before: str = "") -> str:
    """A story as an HTML page, one paragraph per sentence."""
    body = "".join(f"<p>{s.strip()}.</p>" for s in story.rstrip(".").split(". "))
    return (f"{before}<html><head>{head}<title>News</title></head><body><article>{body}"
            "</article><footer>Contact us</footer></body></html>")


def png() -> bytes:
    """A valid 1x1 PNG image."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data)))
    header = struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00\xff")) + chunk(b"IEND", b""))


def pdf() -> bytes:
    """A small PDF whose text stream is compressed (binary, not a page)."""
    stream = zlib.compress(b"BT /F1 12 Tf 72 712 Td (the cat was here) Tj ET" * 20)
    head = f"1 0 obj\n<< /Length {len(stream)} /Filter /FlateDecode >>\nstream\n".encode()
    return (b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n" + head + stream
            + b"\nendstream\nendobj\ntrailer\n<< >>\n%%EOF\n")


def noise(size: int, seed: int = 7) -> bytes:
    """Deterministic pseudo-random bytes (a linear congruential generator)."""
    out, x = bytearray(), seed
    for _ in range(size):
        x = (x * 6364136223846793005 + 1442695040888963407) % 2**64
        out.append(x >> 56)
    return bytes(out)


def gz(data: bytes) -> bytes:
    """gzip with a fixed timestamp, so that the bytes repeat."""
    return gzip.compress(data, mtime=0)


def warc_record(rec_type: str, uri: str, number: int, block: bytes,
                content_type: str = "application/http; msgtype=response") -> bytes:
    """One WARC/1.0 record with fixed headers (no clock, no random ids)."""
    headers = (f"WARC/1.0\r\nWARC-Type: {rec_type}\r\n"
               f"WARC-Record-ID: <urn:uuid:00000000-0000-4000-8000-{number:012d}>\r\n"
               "WARC-Date: 2026-01-01T00:00:00Z\r\n"
               + (f"WARC-Target-URI: {uri}\r\n" if uri else "")
               + f"Content-Type: {content_type}\r\nContent-Length: {len(block)}\r\n\r\n")
    return headers.encode() + block + b"\r\n\r\n"


def http_response(body: bytes, content_type: str | None = "text/html; charset=utf-8") -> bytes:
    """An HTTP/1.1 200 response carrying ``body``."""
    lines = ["HTTP/1.1 200 OK", f"Content-Length: {len(body)}"]
    if content_type is not None:
        lines.insert(1, f"Content-Type: {content_type}")
    return ("\r\n".join(lines) + "\r\n\r\n").encode() + body


def record_id(uri: str, number: int) -> str:
    """The document id spotsigs gives a WARC response record: its target URL (the record id
    ``urn:uuid:...{number}`` is a field of its own)."""
    return uri


@dataclass
class Case:
    """One corpus file and the (document id, status) of each record it must yield."""

    name: str
    data: bytes
    records: list[tuple[str, str]] = field(default_factory=list)
    why: str = ""

    def __post_init__(self) -> None:
        if not self.records:
            raise ValueError(f"{self.name}: give the expected records")


def cases() -> list[Case]:
    """Every file of the corpus with its expected records."""
    floods, election, transfer = page(FLOODS), page(ELECTION), page(TRANSFER)

    def one(name: str, data: bytes, status: str, why: str) -> Case:
        """A file that is one document, named by its path."""
        return Case(name, data, [(name, status)], why)

    bomb = ('<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">'
            + "".join(f'<!ENTITY lol{k} "{f"&lol{k - 1};" * 10 if k > 1 else "&lol;" * 10}">'
                      for k in range(1, 10))
            + "]>")
    deep = ("<div>" * 3000 + page(ELECTION) + "</div>" * 3000)
    # 3000 distinct attributes on one element (parsers take time quadratic in them).
    attributes = "<div" + "".join(f' data-a{k}="{k}"' for k in range(3000)) + "></div>"
    html_cases = [
        one("empty.html", b"", "error", "no bytes at all"),
        one("whitespace.html", b" \n\t\r\n   \n", "error", "only whitespace"),
        one("binary-png.html", png(), "error", "a PNG image named .html"),
        one("binary-pdf.html", pdf(), "error", "a PDF document named .html"),
        one("binary-gzip.html", gz(noise(600)), "error", "gzip bytes in a plain .html"),
        one("gzip-not-html.html.gz", gz(png()), "error", "a .html.gz holding a PNG image"),
        one("gzip-noise.html.gz", gz(noise(800, seed=11)), "error",
            "a .html.gz holding random bytes"),
        one("truncated.html.gz", gz(floods.encode())[:200], "error", "gzip cut short"),
        one("no-text.html", b"<html><head><title></title></head><body><div><img src='a.png'>"
            b"<br><hr><table><tr><td></td></tr></table></div></body></html>", "synthetic",
            "markup without a word"),
        one("invalid-utf8.html", floods.encode().replace(b"valley", b"vall\xff\xfe")
            .replace(b"Monday", b"Mon\xc3\x28day"), "ok", "bytes that are not UTF-8"),
        one("wrong-charset-sjis.html",
            page(FLOODS.replace("mayor", "ma\u00eeor"), '<meta charset="shift_jis">')
            .encode("cp1252"), "ok", "cp1252 bytes declared Shift_JIS"),
        one("wrong-charset-utf16.html", page(FLOODS, '<meta charset="utf-16">').encode(), "ok",
            "an ASCII page declaring UTF-16 in its <meta>"),
        one("wrong-charset-base64.html", page(FLOODS, '<meta charset="base64">').encode(),
            "ok", "a charset Python knows as a bytes codec, not a text encoding"),
        one("wrong-charset-cp500.html",
            page(FLOODS.replace("valley", "vall\u00e9y"), '<meta charset="cp500">')
            .encode("cp1252"), "ok", "a charset outside the web's labels (EBCDIC), ignored "
            "as browsers do, on a page with a byte that is no UTF-8"),
        one("lookalike-letters.html", page(" ".join(
            w.translate(LOOKALIKES) if k % 3 == 0 else w
            for k, w in enumerate(FLOODS.split(" ")))).encode(), "ok",
            "a third of the words with Cyrillic and Greek look-alikes of their Latin letters"),
        one("utf16-bom.html", floods.encode("utf-16"), "ok", "UTF-16 with a BOM"),
        one("utf16-no-bom.html", floods.encode("utf-16-le"), "ok", "UTF-16LE without a BOM"),
        one("nul-bytes.html", floods.replace(" the ", " the\x00 ").encode(), "ok",
            "NUL bytes inside the text"),
        one("nul-padded.html", b"\x00" * 5000 + floods.encode() + b"\x00" * 3000, "ok",
            "a page padded with NUL runs before and after, which a browser shows"),
        one("noncharacters.html", floods.replace(" and ", " and\ufffe ").encode(), "ok",
            "U+FFFE, which lxml refuses to store"),
        one("rtl.html", ('<html dir="rtl"><body><p>\u0627\u0644\u0633\u0644\u0627\u0645 '
                         "\u0639\u0644\u064a\u0643\u0645 \u202e\u05e9\u05dc\u05d5\u05dd "
                         "\u05e2\u05d5\u05dc\u05dd\u202c \u200f</p></body></html>").encode(),
            "synthetic", "Arabic and Hebrew with bidi controls"),
        one("cjk.html", ("<html><body><p>\u5927\u96e8\u5bfc\u81f4\u5317\u90e8\u5c71\u8c37"
                         "\u53d1\u751f\u6d2a\u6c34\u3002\u4eca\u65e5\u306f\u3044\u3044"
                         "\u5929\u6c17\u3067\u3059\u3002\ud55c\uad6d\uc5b4 \ubb38\uc7a5"
                         "</p></body></html>").encode(), "synthetic",
            "Chinese, Japanese and Korean: tokens, but no English spots"),
        one("billion-laughs.html", page(ELECTION, before=bomb).replace(
            "<title>News</title>", "<title>&lol9;</title>").encode(), "ok",
            "an entity bomb in the DOCTYPE"),
        one("xxe-file.html", page(ELECTION, before=(
            '<!DOCTYPE html [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')).replace(
            "<footer>", "<footer>&xxe;").encode(), "ok", "an external entity on a local file"),
        one("xxe-http.html", page(ELECTION, before=(
            '<!DOCTYPE html SYSTEM "http://127.0.0.1:9/evil.dtd" [<!ENTITY % remote SYSTEM '
            '"http://127.0.0.1:9/x.dtd"> %remote; <!ENTITY web SYSTEM '
            '"http://127.0.0.1:9/secret">]>')).replace("<footer>", "<footer>&web;").encode(),
            "ok", "external entities and a DTD on the network"),
        one("deep-nesting.html", deep.encode(), "ok",
            "3000 nested elements, deeper than libxml2 builds"),
        one("attribute-bomb.html", page(ELECTION).replace("<article>", attributes + "<article>")
            .encode(), "ok",
            "an element of 3000 distinct attributes, read with its first 1024"),
        one("script-only.html", b"<html><head><script>var the = 'the cat was the dog is a "
            b"man';</script><style>p{}</style></head><body></body></html>", "synthetic",
            "words only inside a script"),
    ]
    jsonl_lines = [
        json.dumps({"id": "good-html", "url": "http://j.example/1", "html": transfer}),
        '{"id": "broken", "html": "<p>unterminated',
        json.dumps({"url": "http://j.example/no-id", "html": transfer}),
        json.dumps({"id": "no-content", "url": "http://j.example/2"}),
        json.dumps({"id": ["a", "list"], "html": transfer}),
        json.dumps({"id": "html-is-a-number", "html": 42}),
        "[" * 5000 + "]" * 5000,
        json.dumps({"id": NAN_ID, "text": TRANSFER}).replace(f'"{NAN_ID}"', "NaN"),
        json.dumps({"id": "lone-surrogate-\ud800", "text": TRANSFER}),
        json.dumps({"id": 7, "text": TRANSFER}),
    ]
    jsonl = "\n".join(jsonl_lines).encode() + b"\n"
    bad_utf8_line = (b'{"id": "bad-utf8", "text": "' + TRANSFER.encode().replace(
        b"striker", b"stri\xffker") + b'"}\n')
    jsonl_cases = [
        Case("records.jsonl", jsonl + bad_utf8_line + b"\n\n", [
            ("good-html", "ok"), ("records.jsonl:2", "error"), ("records.jsonl:3", "error"),
            ("no-content", "error"), ("records.jsonl:5", "error"),
            ("html-is-a-number", "error"), ("records.jsonl:7", "error"),
            ("records.jsonl:8", "error"), ("lone-surrogate-\ud800", "ok"), ("7", "ok"),
            ("bad-utf8", "ok")],
            "a good record, then a broken line, a missing id, a missing field, fields of the "
            "wrong type, JSON nested 5000 deep, a NaN id, a lone surrogate, invalid UTF-8"),
        one("empty.jsonl", b"", "error", "an empty JSONL file"),
    ]
    uri = "http://w.example/"
    good = warc_record("response", uri + "floods", 1, http_response(floods.encode()))
    second = warc_record("response", uri + "election", 2, http_response(election.encode()))
    info = warc_record("warcinfo", "", 10, b"software: make_hostile\r\n",
                       "application/warc-fields")
    request = warc_record("request", uri + "floods", 11,
                          b"GET /floods HTTP/1.1\r\nHost: w.example\r\n\r\n",
                          "application/http; msgtype=request")
    metadata = warc_record("metadata", uri + "floods", 12, b"fetchTimeMs: 12\r\n",
                           "application/warc-fields")
    mixed = b"".join([
        info, request, good,
        warc_record("response", uri + "logo.png", 3, http_response(png(), "image/png")),
        warc_record("response", uri + "report.pdf", 4, http_response(pdf(), "application/pdf")),
        warc_record("response", uri + "fake.html", 5, http_response(png(), "text/html")),
        warc_record("resource", uri + "notes.txt", 6, b"the cat was here", "text/plain"),
        metadata,
        warc_record("response", uri + "bare", 7, http_response(transfer.encode(), None)),
    ])
    gz_members = b"".join(gz(r) for r in (good, second))
    warc_cases = [
        Case("mixed.warc", mixed, [
            (record_id(uri + "floods", 1), "ok"), (record_id(uri + "logo.png", 3), "skipped"),
            (record_id(uri + "report.pdf", 4), "skipped"),
            (record_id(uri + "fake.html", 5), "skipped"),
            (record_id(uri + "notes.txt", 6), "skipped"), (record_id(uri + "bare", 7), "ok")],
            "requests, metadata and warcinfo yield nothing; image, PDF, binary-as-HTML "
            "responses and a text resource are skipped"),
        Case("truncated.warc", good + second[: len(second) // 2],
             [(record_id(uri + "floods", 1), "ok"), ("truncated.warc #record1", "error")],
             "the second record is cut inside its payload"),
        Case("truncated.warc.gz", gz_members[: len(gz(good)) + 300],
             [(record_id(uri + "floods", 1), "ok"), ("truncated.warc.gz #record1", "error")],
             "the second gzip member is cut short"),
        one("not-responses.warc", info + request + metadata, "error",
            "only warcinfo, request and metadata records"),
        Case("bad-header.warc", b"WARC/1.0\r\nWARC-Type: response\r\nContent-Length: banana\r\n"
             b"\r\nbody\r\n\r\n" + good, [("bad-header.warc #record0", "error")],
             "a Content-Length that is no number (reading stops there)"),
        Case("not-a-warc.warc", b"GARBAGE/0.1 nothing\r\n\r\n" + noise(200, seed=3),
             [("not-a-warc.warc #record0", "error")], "no WARC at all"),
        one("empty.warc", b"", "error", "an empty WARC"),
    ]
    return html_cases + jsonl_cases + warc_cases


NAN_ID = "not-a-number"
# Records that must share a cluster: each story in its hostile encodings.
CLUSTERS = [
    ["invalid-utf8.html", "wrong-charset-sjis.html", "wrong-charset-utf16.html",
     "wrong-charset-base64.html", "wrong-charset-cp500.html", "lookalike-letters.html",
     "utf16-bom.html",
     "utf16-no-bom.html", "nul-bytes.html", "nul-padded.html", "noncharacters.html",
     record_id("http://w.example/floods", 1)],
    ["billion-laughs.html", "xxe-file.html", "xxe-http.html", "deep-nesting.html",
     "attribute-bomb.html"],
    ["good-html", "lone-surrogate-\ud800", "7", "bad-utf8", record_id("http://w.example/bare", 7)],
]


NO_SPOTS = "of main content (< 30)"  # too little text: the page model's words rule
# What the reason of each record that is not plainly ok must contain (a plain ok has none).
REASONS = {
    "attribute-bomb.html": "1 element with over 1024 attributes read with its first 1024",
    "bad-header.warc #record0": "has no valid Content-Length",
    "binary-gzip.html": "binary content, not HTML (gzip data)",
    "binary-pdf.html": "binary content, not HTML (PDF document)",
    "binary-png.html": "binary content, not HTML (PNG image)",
    "cjk.html": NO_SPOTS,
    "empty.html": "empty document",
    "empty.jsonl": "no JSON records",
    "empty.warc": "no response records in WARC",
    "gzip-noise.html.gz": "binary content, not HTML (binary data)",
    "gzip-not-html.html.gz": "binary content, not HTML (PNG image)",
    record_id("http://w.example/logo.png", 3): "non-HTML content type: image/png",
    record_id("http://w.example/report.pdf", 4): "non-HTML content type: application/pdf",
    record_id("http://w.example/fake.html", 5): "binary content, not HTML (PNG image)",
    record_id("http://w.example/notes.txt", 6): "non-HTML content type: text/plain",
    "no-text.html": NO_SPOTS,
    "not-a-warc.warc #record0": "Unknown archive format",
    "not-responses.warc": "(1 metadata, 1 request, 1 warcinfo)",
    "records.jsonl:2": "line 2: not valid JSON",
    "records.jsonl:3": "line 3: missing field 'id'",
    "no-content": "line 4: missing field 'html' or 'text'",
    "records.jsonl:5": "line 5: field 'id' must be a string or integer, not array",
    "html-is-a-number": "line 6: field 'html' must be a string, not number",
    "records.jsonl:7": "line 7: not valid JSON (nested too deeply)",
    "records.jsonl:8": "line 8: field 'id' must be a string or integer, not number",
    "bad-utf8": "invalid UTF-8 replaced with U+FFFD",
    "rtl.html": NO_SPOTS,
    "script-only.html": NO_SPOTS,
    "truncated.html.gz": "truncated gzip",
    "truncated.warc #record1": "ends 433 bytes short of its length",
    "truncated.warc.gz #record1": "truncated gzip",
    "whitespace.html": "empty document",
}


def unique(all_cases: list[Case]) -> dict[str, list[tuple[str, str]]]:
    """Records per file as spotsigs names them: files in sorted order, a repeated id #2, #3."""
    seen: dict[str, int] = {}
    files = {}
    for case in sorted(all_cases, key=lambda c: c.name):
        records = []
        for doc_id, status in case.records:
            seen[doc_id] = seen.get(doc_id, 0) + 1
            records.append((doc_id if seen[doc_id] == 1 else f"{doc_id}#{seen[doc_id]}", status))
        files[case.name] = records
    return files


def expected(all_cases: list[Case]) -> dict:
    """EXPECTED.json: per file why, its records (id, status, reason), the clusters, counts."""
    files = unique(all_cases)
    statuses = [status for records in files.values() for _, status in records]
    # truncated.warc and truncated.warc.gz repeat mixed.warc's floods record (#2 and #3).
    clusters = [list(group) for group in CLUSTERS]
    floods_id = record_id("http://w.example/floods", 1)
    clusters[0] += [f"{floods_id}#2", f"{floods_id}#3"]
    # Every two pages of a cluster are a pair (the pairs file lists a page whose features
    # repeat another's once, with that one: spotsigs.repeats; the count is of all implied).
    pairs = sum(len(group) * (len(group) - 1) // 2 for group in clusters)
    ok = statuses.count("ok")
    multi = len(clusters)
    singletons = ok - sum(len(group) for group in clusters)
    return {
        "files": {case.name: {"why": case.why,
                              "records": [[doc_id, status, REASONS.get(doc_id)]
                                          for doc_id, status in files[case.name]]}
                  for case in sorted(all_cases, key=lambda c: c.name)},
        "clusters": clusters,
        "summary": {"documents": len(statuses), "ok": ok,
                    "synthetic": statuses.count("synthetic"), "skipped": statuses.count("skipped"),
                    "errors": statuses.count("error"),
                    "clusters": multi + singletons, "multi_page_clusters": multi},
        "implied_pairs": pairs,
        "passwd_marker": PASSWD_MARKER,
    }


def write_corpus(folder: Path = HOSTILE) -> int:
    """Rewrite ``folder`` from scratch with the corpus and EXPECTED.json; returns its bytes."""
    all_cases = cases()
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for case in all_cases:
        (folder / case.name).write_bytes(case.data)
    text = json.dumps(expected(all_cases), indent=1, ensure_ascii=True) + "\n"
    (folder / "EXPECTED.json").write_text(text, encoding="utf-8")
    return sum(p.stat().st_size for p in folder.iterdir())


def main() -> None:
    """Write the corpus beside this script."""
    total = write_corpus()
    print(f"wrote {len(cases())} files and EXPECTED.json, {total} bytes, to {HOSTILE}")
    assert total < 300_000, total


if __name__ == "__main__":
    main()
