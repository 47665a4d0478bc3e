"""Blocks of related stories under their heading leave main content; the story, a heading
that opens the story itself, and a line that merely names a heading stay."""

from resiliparse.parse.html import HTMLTree

from spotsigs.content import _paragraph_lines, main_content_text, read_page
from spotsigs.related import RELATED_HEADINGS, heading_key, without_related

STORY = [
    "Faut-il comptabiliser les bulletins blancs dans les suffrages exprimés lors des élections ? "
    "Cette revendication prend chaque année de l'ampleur, jusqu'à être reprise par certains "
    "politiques qui y voient un moyen de mesurer la défiance.",
    "Conservés au Conseil constitutionnel, les bulletins nuls, invalidés parce que rayés, "
    "écrits ou tachés, recèlent des trésors d'humour, de poésie et même de revendications "
    "politiques portées depuis au grand jour.",
]
TEASERS = [("Le canton de Berne veut interdire le chlorothalonil",
            "Pesticide L'interdiction immédiate est demandée par le gouvernement bernois. Plus..."),
           ("Chlorothalonil : le Conseil fédéral prend son temps",
            "Suisse Dans l'Union, la substance est considérée comme probablement cancérigène.")]


def page(heading: str = "Articles en relation", story: list[str] = STORY) -> str:
    teasers = "".join(f"<div class='relatedArticle'><h5><a href='/n/{k}'>{title}</a></h5>"
                      f"<p><span class='keyword'>{summary.split()[0]}</span> "
                      f"{' '.join(summary.split()[1:])}</p></div>"
                      for k, (title, summary) in enumerate(TEASERS))
    paragraphs = "".join(f"<p>{p}</p>" for p in story)
    return (f"<html><body><nav><a href='/'>Accueil</a></nav><article><h1>La voix des nuls</h1>"
            f"{paragraphs}</article><div class='contextBox'><h4>{heading}</h4>{teasers}</div>"
            f"<footer>Mentions légales</footer></body></html>")


def test_a_block_of_related_stories_leaves_main_content_and_the_story_stays():
    plain = main_content_text(page("Nos archives"))  # no heading of the list: kept
    assert all(title in plain for title, _ in TEASERS)
    for heading in ("Articles en relation", "Vous aimerez aussi :", "相关推荐", "MEHR ZUM THEMA",
                    "Você pode gostar...", "Vous aimerez aussi…", "相關新聞"):
        text = main_content_text(page(heading))
        assert all(p in text for p in STORY), heading
        assert not any(title in text or summary.split()[-1] in text
                       for title, summary in TEASERS), heading
        assert heading.rstrip(" :") not in text


def test_every_heading_is_its_own_key():
    """The list is stored as ``heading_key`` reads a line, or no line could match it."""
    assert all(heading_key(h) == h for h in RELATED_HEADINGS)
    assert heading_key("  Lire  aussi : ") == "lire aussi"
    assert heading_key("Você pode gostar...") == heading_key("Você pode gostar…") == \
        "você pode gostar"


def test_a_heading_that_opens_the_story_does_not_take_the_story():
    """A heading first in the page's main column opens the story too: the block it opens is
    cut to its own lines when cutting the lines after it would leave under a quarter of the
    main text."""
    html = (f"<html><body><main><h2>Related</h2><p>{STORY[0]}</p><p>{STORY[1]}</p>"
            f"</main></body></html>")
    tree = HTMLTree.parse(html)
    main = "Related\n" + "\n".join(STORY)
    text, blocks = without_related(tree, main)
    assert blocks == 1 and text == "\n".join(STORY)


def test_a_block_after_the_story_leaves_whole_however_short_the_story():
    """Where a paragraph of the story stands before the heading, the block leaves whole even
    when it holds most of the text (a quotes site's "Você pode gostar..." under a short
    story): a site's pages then lose it alike, whatever their story's length. Without a
    paragraph before it, a quarter of the text still stays."""
    quotes = [f"Citação {k}: a vida requer da gente otimismo e coragem para esperar o melhor "
              f"e fazer o melhor acontecer, sem reclamar na primeira queda nem perder a fé."
              for k in range(12)]
    items = "".join(f"<div class='quote'><span>Whatsapp Facebook</span><p>{q}</p></div>"
                    for q in quotes)
    html = (f"<html><body><main><div class='post'><h1>Tite</h1><p>{STORY[0]}</p></div>"
            f"<div class='more'><h3>Você pode gostar...</h3>{items}</div></main></body></html>")
    main = "\n".join([STORY[0], "Você pode gostar...", *quotes])
    assert len(STORY[0]) < 0.25 * len(main)
    text = main_content_text(html)
    assert STORY[0] in text and not any(q in text for q in quotes)
    tree = HTMLTree.parse(html)
    assert without_related(tree, main, _paragraph_lines) == (STORY[0], 1)
    # Not told which lines are paragraphs: the block may not take three quarters of the text.
    kept, blocks = without_related(tree, main)
    assert blocks == 1 and len(kept) >= 0.25 * len(main) and quotes[-1] in kept


def test_a_heading_first_in_the_main_column_never_takes_a_paragraph():
    """A label first in a blog's main column ("相關文章" over an empty widget) opens the column
    and its post. With a sidebar's many short lines in the main text, the post is under three
    quarters of it, so the share alone let the post go; a block with no paragraph before its
    heading may hold none."""
    side = [f"Archive {2000 + k} ({k})" for k in range(40)]
    html = (f"<html><body><div id='content'><div id='spotlight'><h5>Related</h5>"
            f"<div id='widget'></div></div><p>{STORY[0]}</p><p>{STORY[1]}</p></div>"
            f"<div id='side'>{''.join(f'<p>{line}</p>' for line in side)}</div></body></html>")
    tree = HTMLTree.parse(html)
    main = "\n".join(["Related", *STORY, *side])
    assert len("".join(STORY)) < 0.75 * len(main)
    assert without_related(tree, main, _paragraph_lines) == ("\n".join([*STORY, *side]), 1)
    # Not told which lines are paragraphs: the share alone let the post go.
    assert without_related(tree, main)[0] == "\n".join(side)


def test_a_block_holds_its_lines_across_one_that_reads_otherwise():
    """A teaser whose extracted line differs from the element's text (an entity, a joined
    word) does not end the block: the teasers after it leave too, and the story after the
    block stays."""
    teasers = [f"{title} {summary}" for title, summary in TEASERS] + \
        ["Un troisième article en relation avec celui-ci"]
    html = (f"<html><body><article><p>{STORY[0]}</p></article><div class='more'>"
            f"<h4>Articles en relation</h4>{''.join(f'<p>{t}</p>' for t in teasers)}</div>"
            f"<div><p>{STORY[1]}</p></div></body></html>")
    tree = HTMLTree.parse(html)
    read = teasers[:]
    read[1] = read[1].replace("Suisse", "Suisse&nbsp;")  # as extraction gave it
    main = "\n".join([STORY[0], "Articles en relation", *read, STORY[1]])
    assert without_related(tree, main, _paragraph_lines) == ("\n".join(STORY), 1)


def test_a_line_that_only_contains_a_heading_is_kept():
    story = [STORY[0] + " Lire aussi : la chronique de la semaine.", STORY[1]]
    read = read_page(page("Notre sélection", story))
    assert "Lire aussi : la chronique" in read.text
    tree = HTMLTree.parse(page("Notre sélection", story))
    assert without_related(tree, "\n".join(story)) == ("\n".join(story), 0)


def test_a_heading_repeated_under_every_teaser_is_a_label_and_stays():
    """"Read more" under each of a listing's teasers is no block's heading: the lines stay,
    and no query is made for it (a query per line made a 2,000-item listing take 10 s)."""
    items = "".join(f"<div><h3>Story {k} of the archive</h3><p>{STORY[k % 2]}</p>"
                    f"<a href='/s/{k}'>Read more</a></div>" for k in range(40))
    html = f"<html><body><main><h1>Archive</h1>{items}</main></body></html>"
    text = main_content_text(html)
    assert text.count("Read more") == 40
    tree = HTMLTree.parse(html)
    queries = []
    body = tree.body

    class Counting:
        def __getattr__(self, name):
            return getattr(body, name)

        def query_selector_all(self, selector):
            queries.append(selector)
            return body.query_selector_all(selector)

    class Tree:
        body = Counting()

    assert without_related(Tree(), text) == (text, 0) and queries == []


def test_a_deep_nest_is_not_climbed_beyond_max_levels():
    """A block stands at most MAX_LEVELS above its heading: the teaser 20 levels up stays
    (climbing a nest of thousands of elements cost its text at every level)."""
    from spotsigs.related import MAX_LEVELS

    inner, outer = 40, 20
    html = (f"<html><body><p>{STORY[0]}</p><p>{STORY[1]}</p>" + "<div>" * inner +
            "<h2>Related</h2>" + "</div>" * (inner - outer) + "<p>A teaser far above</p>" +
            "</div>" * outer + "</body></html>")
    assert inner - outer > MAX_LEVELS
    tree = HTMLTree.parse(html)
    main = "\n".join([*STORY, "Related", "A teaser far above"])
    assert without_related(tree, main) == ("\n".join([*STORY, "A teaser far above"]), 1)
