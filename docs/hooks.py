"""mkdocs hook: publish the repository files that the pages link to, beside the pages.

The figures live in result files that scripts write outside ``docs/``
(``experiments/results/*.md``, ``benchmarks/results*.md``). A page links one by its path from
``docs/``, as GitHub and an editor resolve it (``../experiments/results/defaults.md``); this
hook adds every such file to the site under its repository path and drops the ``../`` from
the link, so the link works in the site too and the strict build fails on a file that does
not exist. Pages sit directly in ``docs/`` (one ``../`` reaches the repository).
"""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.structure.files import File, Files
from mkdocs.structure.pages import Page

REPO = Path(__file__).resolve().parent.parent
# A Markdown link or image target that climbs out of docs/: ](../path) or ](../path#anchor).
REPO_LINK = re.compile(r"\]\(\.\./(?!\.\./)([^)#\s]+)")


def repository_links(markdown: str) -> list[str]:
    """The repository paths that a page's links name (``../`` dropped)."""
    return REPO_LINK.findall(markdown)


def on_files(files: Files, config: MkDocsConfig) -> Files:
    """Add each repository file a page links to (once), at its repository path."""
    published = {file.src_uri for file in files}
    for page in list(files.documentation_pages()):
        for target in repository_links(page.content_string):
            path = (REPO / target).resolve()
            if target in published or not path.is_file() or REPO not in path.parents:
                continue  # a missing file stays unresolved: the strict build reports the link
            files.append(File.generated(config, target, abs_src_path=str(path)))
            published.add(target)
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    """Point the links at the published copies: ``../x`` from a page in ``docs/`` is ``x``."""
    if "/" in page.file.src_uri and REPO_LINK.search(markdown):
        raise ValueError(f"{page.file.src_uri}: links into the repository work from pages "
                         "directly in docs/ only")
    return REPO_LINK.sub(r"](\1", markdown)
