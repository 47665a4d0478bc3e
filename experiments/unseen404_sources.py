"""Gather real 404, error and bot-challenge pages beyond the shared set, for unseen404.py.

The page model's error and challenge phrasing was tuned on the 50 pages of ``<data>/404``
(``experiments/synthetic.py``); a figure measured on them says little about pages it was not
tuned on. This script gathers pages that real sites served, from public repositories that
ship them as test fixtures or crawl data, fetched as bare git directories under ``--mirror``
(``<owner>+<name>/repo``). ``REPOSITORIES`` names every page read (repository, commit, path),
its licence, its kind and its site; each page was looked at by eye when the table was
written (2026-11-26), and the pages looked at and left out are in ``LEFT_OUT`` with the
reason. Kinds:

- ``404``: a page that says the requested page is not there (or is gone);
- ``soft404``: a site's error text inside a normal page (served with status 200);
- ``error``: another error page of a server (400, 402, 403, 5xx, "unable to process");
- ``challenge``: a bot challenge or block (Cloudflare, Akamai, Imperva/Incapsula, DataDome,
  AWS WAF, Anubis, Project Shield, captcha walls, "bots not allowed").

Whether a page came with an error status is mostly unknown (crawl data kept the body only),
so ``unseen404.py`` reads every page as served with status 200.

Pages are read as found, with two exceptions: CleanEval's ``<text id=... >`` wrapper (not part
of the served page) is taken off, and pages kept inside HAR files are their response body.
Each page's visible text (``spotsigs.html.html_to_text``, host names and digits masked) is
compared with that of the 50 shared pages: a page whose word 3-shingles have a Jaccard
similarity of at least ``NEAR_COPY`` with one of them is left out as a near copy (among them
vendor templates such as Cloudflare's "Just a moment..." and Akamai's "Access Denied", which
the shared set holds for other sites), and so is a second page of one site near the first.
Pages near each other are grouped into templates (the manifest's ``template``), so that
results can count each template once.

Output: ``<out>/pages/<key>.html.gz`` (the page's bytes), ``<out>/manifest.jsonl`` (key,
file, repo, commit, path, licence, kind, site, language where evident, URL where known,
similarity to the nearest shared page, template) and ``<out>/README.md`` (counts per kind,
source and language, licences, what was left out and why).

    python experiments/unseen404_sources.py out/404-unseen --mirror /work/.mirror
"""

from __future__ import annotations

import argparse
import base64
import collections
import gzip
import hashlib
import json
import re
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from synthetic import DEFAULT_DATA

from spotsigs.html import html_to_text

DEFAULT_MIRROR = Path("/work/.mirror")
NEAR_COPY = 0.8
"""Jaccard similarity of masked word 3-shingles from which two pages are near copies."""
KINDS = ("404", "soft404", "error", "challenge")
SHARED_SITES = {
    "Airbnb": "airbnb.com", "Amazon": "amazon.com", "Asus": "asus.com",
    "BitBucket": "bitbucket.org", "Broadcom": "broadcom.com", "Cloudflare": "cloudflare.com",
    "Datadog": "datadoghq.com", "Discord": "discord.com", "DoorDash": "doordash.com",
    "Elastic": "elastic.co", "Fastly": "fastly.com", "GitHub": "github.com",
    "Google": "google.com", "HTC": "htc.com", "HubSpot": "hubspot.com",
    "Instagram": "instagram.com", "JFrog": "jfrog.com", "Lenovo": "lenovo.com",
    "LinkedIn": "linkedin.com", "Meta": "meta.com", "Microsoft": "microsoft.com",
    "Motorola": "motorola.com", "Netflix": "netflix.com", "Nintendo": "nintendo.com",
    "Okta": "okta.com", "Oracle": "oracle.com", "Palo Alto Networks": "paloaltonetworks.com",
    "Philips": "philips.com", "PlayStation": "playstation.com", "Reddit": "reddit.com",
    "Roblox": "roblox.com", "Salesforce": "salesforce.com", "Seagate": "seagate.com",
    "Shopify": "shopify.com", "Slack": "slack.com", "Snowflake": "snowflake.com",
    "Splunk": "splunk.com", "Square": "squareup.com", "Telegram": "telegram.org",
    "Texas Instruments": "ti.com", "Twitch": "twitch.tv", "Uber": "uber.com",
    "Unity": "unity.com", "Vivo": "vivo.com", "Western Digital": "westerndigital.com",
    "Workday": "workday.com", "Xiaomi": "mi.com", "ZTE": "zte.com.cn", "Zoom": "zoom.us",
    "eBay": "ebay.com"}
"""The site of each shared page (the collection's list): a gathered page of one of these
sites is kept only when it is clearly another page, and the manifest names it."""
NO_LICENCE = "none"
"""A repository without a licence: its pages are used for local measurement only."""


@dataclass(frozen=True)
class Page:
    """One page of a repository: its path, kind, site and (where evident) language."""

    path: str
    kind: str
    site: str
    language: str = "en"
    note: str = ""
    commit: str = ""
    """The commit to read it at, where it is not the repository's (a fixture removed since)."""


@dataclass(frozen=True)
class Repository:
    """A fetched repository, the commit read, its licence and the pages taken from it."""

    name: str
    commit: str
    licence: str
    pages: tuple[Page, ...]
    form: str = "html"
    """``html``: the file is the page; ``har``: the first response body of a HAR file;
    ``cleaneval``: the page inside CleanEval's ``<text>`` wrapper."""
    prefix: str = ""
    """The prefix of its pages' keys."""
    url: str = ""
    """How a page's URL is made from its site (``{site}``), where the source says it."""
    about: str = ""


def _pages(kind: str, rows: str, language: str = "en", note: str = "",
           path: str = "{}") -> tuple[Page, ...]:
    """Pages of one kind from comma-separated ``site [name]`` rows (the file is ``path``
    formatted with the name, else the site), each optionally followed by ``:language``
    (``:`` alone: not evident)."""
    out = []
    for row in rows.split(","):
        row = row.strip()
        if not row:
            continue
        spec, colon, lang = row.partition(":")
        site, _, name = spec.partition(" ")
        out.append(Page(path.format(name or site), kind, site, lang if colon else language,
                        note))
    return tuple(out)


ROBOTS = "robotstxt/{}"
FOUR_OH_FOUR = "scrapedData/html-autoconsent/{}.html"
REPOSITORIES = (
    Repository(
        "anubhavp28/robotstxt_usage_stats", "f207a8937e3ef92a79f70cf762018023c1ff03bd",
        NO_LICENCE,
        _pages("404", """126.com:zh, 178.com, abola.pt:pt, acs.org, afreecatv.com,
               bancodevenezuela.com, banesconline.com, bankmellat.ir, beeg.com, bet9ja.com,
               binance.com:zh, book118.com:zh, brilio.net, caijing.com.cn:zh, caixa.gov.br,
               canada.ca, chatwork.com:ja, citi.com, cnzz.com:zh, dangdang.com:zh,
               drudgereport.com, dspmulti.com, epfindia.gov.in, epochtimes.com, fc2.com,
               gamersky.com:zh, godaddy.com, grammarly.com, hatenablog.com:ja,
               heroesofrpg.com, hh.ru, hp.com, istockphoto.com, japanpost.jp:ja, jd.hk:zh,
               jooble.org, line.me, ltn.com.tw, media.tumblr.com, myanmarload.com,
               myshopify.com, nga.cn, nintendo.com, notify-service.com, office.com,
               panda.tv, poe.trade, ptt.cc, rednet.cn, rpgmasterleague.com, sina.com.cn:zh,
               storiespace.com, tabelog.com:ja, telegram.org, thewhizmarketing.com,
               uidai.gov.in, uptobox.com, varzesh3.com:fa, w3school.com.cn:zh,
               wikimedia.org, yahoo.co.jp:ja, yy.com:, zhibo8.cc""", path=ROBOTS)
        + _pages("error", """akoam.net, prnt.sc, billdesk.com, irctc.co.in, onlinesbi.com,
                 notifications.website, patria.org.ve, drive2.ru, mercari.com, huffpost.com,
                 jianshu.com, mobile01.com, sportzbonanza.com, tencent.com, wattpad.com,
                 syosetu.com, mayoclinic.org, ign.com, gmarket.co.kr:ko, farsnews.com:fa,
                 aliyun.com""", path=ROBOTS)
        + _pages("challenge", """accuweather.com, asos.com, bestbuy.com, delta.com,
                 justdial.com, macys.com, naukri.com, animeflv.net, kissanime.ru,
                 kissasian.sh, lordfilms.tv, codepen.io, leboncoin.fr, redfin.com,
                 gamespot.com, ozon.ru:, glassdoor.com, investing.com, sciencedirect.com""",
                 path=ROBOTS),
        prefix="robots",
        about="what 965 top sites answered to /robots.txt (2019, `requests`, bodies only); "
              "the HTML answers are their error, block and challenge pages"),
    Repository(
        "nina-mir/4oh4", "4c4a4139dd0384fad843c8d6d6a5fe6e30874e1f", NO_LICENCE,
        _pages("404", """apple.com Apple, atlassian.com Atlassian, cisco.com Cisco,
               crowdstrike.com CrowdStrike, docusign.com DocuSign, dropbox.com Dropbox,
               fortinet.com Fortinet, hp.com HP, huawei.com Huawei, ibm.com IBM,
               intel.com Intel, lg.com LG, line.me Line, mediatek.com MediaTek,
               micron.com Micron, mongodb.com MongoDB, nvidia.com NVIDIA,
               newrelic.com New Relic, oppo.com Oppo, palantir.com Palantir,
               qualcomm.com Qualcomm, ringcentral.com RingCentral, snapchat.com Snapchat,
               sony.com Sony, spotify.com Spotify, take2games.com Take-Two Interactive,
               tencent.com Tencent, tiktok.com TikTok, twitter.com Twitter,
               vmware.com VMware, whatsapp.com WhatsApp, xbox.com Xbox, youtube.com YouTube,
               zendesk.com Zendesk, zscaler.com Zscaler""", path=FOUR_OH_FOUR)
        + (Page("scrapedData/scraped-html/PayPal.html", "404", "paypal.com",
                note="a first run without the consent clicker: another page than the 400"),)
        + _pages("error", "paypal.com PayPal", path=FOUR_OH_FOUR)
        + _pages("challenge", """box.com Box, epicgames.com Epic Games, gitlab.com GitLab,
                 nokia.com Nokia, sap.com SAP, servicenow.com ServiceNow,
                 siemens.com Siemens""", path=FOUR_OH_FOUR),
        url="https://www.{site}/trans-rights-are-human-rights",
        prefix="4oh4",
        about="the collection the shared 50 were drawn from (the same run, "
              "`html-autoconsent`, rendered by Puppeteer, 2025): the companies not in the "
              "shared set"),
    Repository(
        "j-szulc/html-cleaning-dataset-merged", "46e01a04b47051838a228bf23631430b2c9de375",
        NO_LICENCE,
        _pages("404", """bcbudget.gov.bc.ca 270, billingsclinic.com 278,
               culture.gov.uk 361, fire.ca.gov 423, foodproductdesign.com 432,
               housing.lon.ac.uk 490, manutd.com 557, state.gov 724, str.org 727,
               theonering.com 751, thestate.com 753, walsall.gov.uk 795""",
               path="cleaneval-final/input/{}.html")
        + (Page("cleaneval-final/input/707.html", "404", "sixgolds.com",
                note="\"Page Removed\": gone"),),
        form="cleaneval",
        prefix="cleaneval",
        about="CleanEval's final test set (pages crawled in 2006-2007), as merged by this "
              "repository; the error pages among its 741 pages"),
    Repository(
        "adbar/htmldate", "b8952828329abaeeb3be21387b526f2be614ce67", "Apache-2.0",
        (Page("tests/eval/thelocal.se.tattooed.html", "challenge", "thelocal.se",
              note="Google Project Shield interstitial"),
         Page("tests/test_set/1685765130.html", "challenge", "bizjournals.com",
              note="Incapsula block"),
         Page("tests/test_set/1577247412.html", "soft404", "youtube.com",
              note="\"This video is unavailable\" in the watch page (status 200)")),
        prefix="htmldate",
        about="test pages of a date extractor (news pages fetched for MediaCloud)"),
    Repository(
        "VeNoMouS/cloudscraper", "0a3c6c4b93576947a3041d78b5bd42da5f951b55", "MIT",
        (Page("tests/fixtures/js_challenge_03_12_2018.html", "challenge", "iload.to"),
         Page("tests/fixtures/js_challenge_09_06_2016.html", "challenge", "cineblog01.cc"),
         Page("tests/fixtures/js_challenge_21_05_2015.html", "challenge", "kissanime.com",
              note="the site's own full page around Cloudflare's challenge"),
         Page("tests/fixtures/cf_recaptcha_15_04_2019.html", "challenge", "example-site.dev",
              note="host anonymised by the fixture's author"),
         Page("tests/fixtures/js_challenge_05-03-2020.html", "challenge", "yggtorrent.se",
              "fr", commit="6a4f3cfcb672b8c05a6c2f850f74e12cfdfb25d3"),
         Page("tests/fixtures/js_challenge_02_11_2021.html", "challenge", "fn.ua",
              commit="ce400c929d5cfd594283d7bd36e4bb9ca65d68e4"),
         Page("tests/fixtures/js_challenge_11_12_2019.html", "challenge", "evildomain.com",
              note="host anonymised by the fixture's author",
              commit="9fb6620c98d857a72e4d5dd8f6b7bb7074d1fa47")),
        prefix="cloudscraper",
        about="Cloudflare challenge pages kept as test fixtures by a challenge solver "
              "(2015-2021)"),
    Repository(
        "Anorov/cloudflare-scrape", "3241f7dd8c4b711336d3e14c821eff6ba4dad5ad", "MIT",
        (Page("tests/fixtures/js_challenge_30_11_2019.html", "challenge", "kissmanga.com"),),
        prefix="cfscrape",
        about="the same, the one fixture cloudscraper does not hold"),
    Repository(
        "microlinkhq/is-antibot", "eba53e7daa64c91cef69ab0b796f8cd7d936a9d7", "MIT",
        (Page("providers/anubis/failed.json", "challenge", "unsplash.com",
              note="Anubis (served 401)"),
         Page("providers/recaptcha/failed.json", "challenge", "youtube.com",
              note="Google's captcha wall (served 429)"),
         Page("providers/weibo/failed.json", "challenge", "weibo.cn", "zh",
              note="Sina Visitor System"),
         Page("domains/zara/index.html", "challenge", "zara.com",
              note="Akamai (served 403; its HAR keeps no body)",
              commit="c124f73030a093f9b5fa5c12af65b5e1e38590ec"),
         Page("domains/reddit/index.html", "challenge", "reddit.com",
              note="\"Prove your humanity\"; not the shared Reddit page",
              commit="df81f6ca9a29e0426badbaaa7c144645372ec57e")),
        form="har",
        prefix="isantibot",
        about="recorded responses (HAR) of an anti-bot detector's tests"),
    Repository(
        "ziplokk1/incapsula-cracker-py3", "be1738d0e649e91de75583b694372bc04547fa85",
        "Unlicense",
        (Page("tests/whoscored/index.html", "challenge", "whoscored.com",
              note="Incapsula (script only); a comment line added by the fixture's author"),),
        prefix="incapsula",
        about="an Incapsula solver's test page"),
)
LEFT_OUT = (
    ("the repositories issue 24 keeps out of corpora (an independent check)", "all pages",
     "not read for this set (one holds a Chinese error page)"),
    ("nina-mir/4oh4", "the 50 companies of the shared set (in every folder)",
     "the shared set itself, or another run of the same page"),
    ("nina-mir/4oh4", "Alibaba, Dell, Samsung, Ubisoft, Pinterest, BlackBerry, OnePlus",
     "the home or a directory page, with no error text (the missing URL was redirected)"),
    ("nina-mir/4oh4", "WeChat", "Chrome's own error page (the site sent no page)"),
    ("anubhavp28/robotstxt_usage_stats",
     "robots.txt files; empty or binary answers (163.com, ifeng.com, pixiv.net, exhentai.org, "
     "...); youku.com (JSON)", "no HTML page"),
    ("anubhavp28/robotstxt_usage_stats",
     "360.com, alipay.com, amazonaws.com, azure.com, force.com, herokuapp.com, intoday.in, "
     "naver.jp, pchome.com.tw, taleo.net, youdao.com, zcool.com.cn, zhaopin.com, live.com, "
     "myway.com, incometaxindiaefiling.gov.in, yespornplease.com, battle.net, eastday.com",
     "a home page (or a redirect to one) answered for the missing file, no error text"),
    ("anubhavp28/robotstxt_usage_stats", "aparat.com (\"Hacked\"), blog.me, siteadvisor.com, "
     "t.me", "not evidently an error page"),
    ("microlinkhq/is-antibot", "providers/google (consent wall), providers/youtube "
     "(121-byte trimmed body), douban (image), dribbble (text/plain), linkedin and reddit "
     "HARs (empty bodies)", "not an error page, or no page"),
    ("VeNoMouS/cloudscraper", "other js_challenge fixtures of anonymised hosts "
     "(evildomain.com, website.com, example.com) and bfm_07_01_2021 (no page)",
     "copies of one template kept once"),
    ("adbar/trafilatura, markusmobius/go-*, microlinkhq/metascraper, "
     "mediacloud/*, dragnet, page-signal, CleanEval dev, CleanPortalEval", "all pages",
     "searched: no error page beyond copies of the htmldate ones"),
    ("silverfoxy/JSCryptoMinerStudy", "pagesource/* (home pages of ~20k sites, many blocked)",
     "too large to fetch here (2 GB)"),
    ("tests/fixtures/captcha.html, blocked.html and the like in scraper projects",
     "those read", "written by hand (a few lines), not served by a site"),
)
_HOST = re.compile(r"\b(?:https?://)?(?:[\w-]+\.)+[a-z]{2,}(?:/\S*)?", re.IGNORECASE)
_DIGITS = re.compile(r"\w*\d\w*")
_WORD = re.compile(r"\w+")
_CLEANEVAL = re.compile(rb"^\s*<text\b([^>]*)>", re.IGNORECASE)
_CLEANEVAL_ID = re.compile(rb"""\bid\s*=\s*["']([^"']+)""")


@dataclass
class Gathered:
    """One page as gathered, with what the manifest says of it."""

    key: str
    raw: bytes
    repo: Repository
    page: Page
    url: str = ""
    served_status: int | None = None
    shingles: frozenset = field(default_factory=frozenset)
    words: int = 0


def git_show(mirror: Path, repo: str, commit: str, path: str) -> bytes:
    """A file of a fetched repository at a commit."""
    folder = mirror / repo.replace("/", "+") / "repo"
    git_dir = folder / ".git" if (folder / ".git").is_dir() else folder
    return subprocess.run(["git", "--git-dir", str(git_dir), "show", f"{commit}:{path}"],
                          capture_output=True, check=True).stdout


def unwrap(raw: bytes, form: str) -> tuple[bytes, str, int | None]:
    """(page bytes, URL where the file says it, status where the file says it)."""
    if form == "har":
        if not raw.lstrip().startswith(b"{"):
            return raw, "", None
        entry = json.loads(raw)["log"]["entries"][0]
        content = entry["response"]["content"]
        text = content.get("text") or ""
        body = (base64.b64decode(text) if content.get("encoding") == "base64"
                else text.encode("utf-8"))
        return body, entry["request"]["url"], entry["response"].get("status")
    if form == "cleaneval" and (match := _CLEANEVAL.match(raw)):
        url = _CLEANEVAL_ID.search(match.group(1))
        body = raw[match.end():]
        body = re.sub(rb"</text>\s*$", b"", body)
        return body, url.group(1).decode("utf-8", "replace") if url else "", None
    return raw, "", None


def masked_words(raw: bytes) -> list[str]:
    """The visible words of a page, lower-cased, host names and URLs as ``host``, words
    with a digit (ids, dates, reference numbers) as ``0``: what differs between two sites'
    copies of one template."""
    text = _DIGITS.sub("0", _HOST.sub(" host ", html_to_text(raw)))
    return _WORD.findall(text.lower())


def shingles(words: list[str], size: int = 3) -> frozenset:
    if len(words) < size:
        return frozenset([tuple(words)])
    return frozenset(tuple(words[k:k + size]) for k in range(len(words) - size + 1))


def jaccard(a: frozenset, b: frozenset) -> float:
    return len(a & b) / len(a | b) if a or b else 1.0


def slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


def gather(mirror: Path) -> list[Gathered]:
    """Every page of ``REPOSITORIES``, read from the mirrors."""
    out = []
    for repo in REPOSITORIES:
        for page in repo.pages:
            raw = git_show(mirror, repo.name, page.commit or repo.commit, page.path)
            body, url, status = unwrap(raw, repo.form)
            if not url and repo.url:
                url = repo.url.format(site=page.site)
            key = f"{repo.prefix}-{slug(page.site)}"
            if any(g.key == key for g in out):
                key = f"{key}-{slug(Path(page.path).stem)[-24:]}"
            words = masked_words(body)
            out.append(Gathered(key, body, repo, page, url, status, shingles(words),
                                len(words)))
    return out


def shared_pages(data: Path) -> dict[str, frozenset]:
    """The shingles of the 50 shared pages, by name."""
    return {p.name.removesuffix(".html.gz"): shingles(masked_words(gzip.open(p).read()))
            for p in sorted((data / "404").glob("*.html.gz"))}


def nearest(page: Gathered, others: dict[str, frozenset]) -> tuple[str, float]:
    name = max(others, key=lambda n: jaccard(page.shingles, others[n]))
    return name, jaccard(page.shingles, others[name])


def select(pages: list[Gathered], shared: dict[str, frozenset]
           ) -> tuple[list[tuple[Gathered, str, float]], list[tuple[Gathered, str]]]:
    """(kept pages with their nearest shared page and similarity, left-out pages with why):
    near copies of a shared page and a second near page of one site. Copies of one page on
    several sites (a server's default page) are kept: each is a site a crawl meets."""
    kept: list[tuple[Gathered, str, float]] = []
    dropped: list[tuple[Gathered, str]] = []
    for page in pages:
        name, similarity = nearest(page, shared)
        twin = next((k for k, _, _ in kept if k.page.site == page.page.site and (
            k.raw == page.raw or jaccard(k.shingles, page.shingles) >= NEAR_COPY)), None)
        if similarity >= NEAR_COPY:
            dropped.append((page, f"near copy of shared {name} ({similarity:.2f})"))
        elif twin is not None:
            dropped.append((page, f"near copy of {twin.key} (same site)"))
        else:
            kept.append((page, name, similarity))
    return kept, dropped


def templates(pages: list[Gathered]) -> dict[str, str]:
    """Each page's template: the first key of its group of near pages (connected pairs at
    ``NEAR_COPY``)."""
    parent = {p.key: p.key for p in pages}

    def root(key: str) -> str:
        while parent[key] != key:
            parent[key] = parent[parent[key]]
            key = parent[key]
        return key

    for i, a in enumerate(pages):
        for b in pages[i + 1:]:
            if jaccard(a.shingles, b.shingles) >= NEAR_COPY:
                parent[root(b.key)] = root(a.key)
    return {p.key: root(p.key) for p in pages}


def shared_site(site: str) -> str:
    """The shared page of the same site, "" when none."""
    return next((name for name, domain in SHARED_SITES.items()
                 if site == domain or site.endswith("." + domain)), "")


def record(page: Gathered, name: str, similarity: float, template: str) -> dict:
    return {"key": page.key, "file": f"pages/{page.key}.html.gz", "repo": page.repo.name,
            "commit": page.page.commit or page.repo.commit, "path": page.page.path,
            "licence": page.repo.licence, "kind": page.page.kind, "site": page.page.site,
            "language": page.page.language, "url": page.url,
            "served_status": page.served_status, "note": page.page.note,
            "visible_words": page.words, "nearest_shared": name,
            "shared_similarity": round(similarity, 3),
            "same_site_as_shared": shared_site(page.page.site), "template": template,
            "sha1": hashlib.sha1(page.raw).hexdigest()}


def _counts(records: list[dict], field_name: str) -> list[str]:
    counts = collections.Counter(r[field_name] or "(not evident)" for r in records)
    return [f"| {value} | {n} |" for value, n in sorted(counts.items(),
                                                         key=lambda kv: (-kv[1], kv[0]))]


def readme(records: list[dict], dropped: list[tuple[Gathered, str]]) -> str:
    """The README of the gathered set."""
    by_repo = collections.defaultdict(list)
    for r in records:
        by_repo[r["repo"]].append(r)
    lines = ["# Real 404, error and challenge pages beyond the shared set", "",
             "Written by `python experiments/unseen404_sources.py` (do not edit by hand). "
             f"{len(records)} pages of {len({r['site'] for r in records})} sites, "
             f"{len({r['template'] for r in records})} distinct templates (pages whose "
             f"masked visible text is within {NEAR_COPY} Jaccard of another share one). "
             "Pages of repositories without a licence are for local measurement only: do "
             "not commit or redistribute them.", "",
             "| kind | pages |", "|---|---|", *_counts(records, "kind"), "",
             "| language | pages |", "|---|---|", *_counts(records, "language"), "",
             "## Sources", "",
             "| repository | licence | commit | pages | 404 | soft404 | error | challenge | "
             "what |", "|---|---|---|---|---|---|---|---|---|"]
    for repo in REPOSITORIES:
        rs = by_repo.get(repo.name, [])
        kinds = collections.Counter(r["kind"] for r in rs)
        lines.append(f"| {repo.name} | {repo.licence} | {repo.commit[:10]} | {len(rs)} | "
                     + " | ".join(str(kinds[k]) for k in KINDS) + f" | {repo.about} |")
    same = [r for r in records if r["same_site_as_shared"]]
    lines += ["", "## Pages of sites the shared set holds (other pages of them)", ""]
    lines += [f"- {r['key']}: shared {r['same_site_as_shared']} (text similarity "
              f"{r['shared_similarity']:.2f} to its nearest shared page, "
              f"{r['nearest_shared']}); {r['note'] or r['kind']}" for r in same] or ["none"]
    lines += ["", "## Left out when gathering (near copies)", "",
              "| page | source | why |", "|---|---|---|"]
    lines += [f"| {p.key} | {p.repo.name}:{p.page.path} | {why} |" for p, why in dropped]
    lines += ["", "## Looked at and left out when the table was written", "",
              "| source | what | why |", "|---|---|---|"]
    lines += [f"| {source} | {what} | {why} |" for source, what, why in LEFT_OUT]
    lines += ["", "## Pages", "", "| key | kind | site | language | source | licence | "
              "nearest shared page (similarity) | template |", "|---|---|---|---|---|---|---|---|"]
    lines += [f"| {r['key']} | {r['kind']} | {r['site']} | {r['language'] or '–'} | "
              f"{r['repo']}:{r['path']} | {r['licence']} | {r['nearest_shared']} "
              f"({r['shared_similarity']:.2f}) | {r['template']} |" for r in records]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--mirror", type=Path, default=DEFAULT_MIRROR)
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    args = parser.parse_args(argv)
    pages = gather(args.mirror)
    kept, dropped = select(pages, shared_pages(args.data))
    groups = templates([p for p, _, _ in kept])
    (args.out / "pages").mkdir(parents=True, exist_ok=True)
    records = []
    for page, name, similarity in kept:
        (args.out / "pages" / f"{page.key}.html.gz").write_bytes(
            gzip.compress(page.raw, mtime=0))
        records.append(record(page, name, similarity, groups[page.key]))
    with (args.out / "manifest.jsonl").open("w", encoding="utf-8") as handle:
        for r in records:
            handle.write(json.dumps(r, ensure_ascii=False) + "\n")
    (args.out / "README.md").write_text(readme(records, dropped), encoding="utf-8")
    print(f"{len(records)} pages ({len(dropped)} near copies left out) of "
          f"{len({r['site'] for r in records})} sites -> {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
