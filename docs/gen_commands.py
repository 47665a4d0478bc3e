"""Write docs/commands.md, the command reference, from the parsers that ``spotsigs`` runs.

The page is made from ``spotsigs.cli.build_parser()`` (every command and ``index`` action:
usage, description, options with their help and defaults), so it cannot drift from the code;
``tests/test_docs.py`` fails when the committed page differs from what this writes now.

    python docs/gen_commands.py           # rewrite docs/commands.md after changing an option
    python docs/gen_commands.py --check   # exit status 1 when the page is out of date
"""

from __future__ import annotations

import argparse
import html
import re
import sys
from pathlib import Path

PAGE = Path(__file__).resolve().parent / "commands.md"
COMMAND = "python docs/gen_commands.py"

INTRO = (f"Generated from the option declarations (`spotsigs.cli.build_parser()`) by "
         f"`{COMMAND}`: do not edit by hand. After changing an option, run that command and "
         "commit the page; `tests/test_docs.py` fails until the page matches the code. Every "
         "command takes `-h` (`--help`) for this text in the terminal; `spotsigs --version` "
         "prints the version.")

# Characters that Markdown would read as markup in a help text (``<`` and ``&`` go as entities).
_MARKUP = re.compile(r"([\\`*_\[\]])")


def _text(help_text: str) -> str:
    """A help text as Markdown that renders it literally."""
    return _MARKUP.sub(r"\\\1", html.escape(" ".join(help_text.split()), quote=False))


def _metavar(action: argparse.Action) -> str:
    """The value an option takes, as argparse's usage names it (``FILE``, ``LO HI``, ``N...``)."""
    if action.nargs == 0:
        return ""
    flag = max(action.option_strings, key=len, default="")
    name = action.metavar or (flag.lstrip("-").replace("-", "_").upper() or action.dest)
    names = list(name) if isinstance(name, tuple) else [name]
    if isinstance(action.nargs, int):
        names = (names * action.nargs)[:action.nargs]
    if action.nargs == "+":
        return f"{names[0]}..."
    if action.nargs == "*":
        return f"[{names[0]}...]"
    if action.nargs == "?":
        return f"[{names[0]}]"
    return " ".join(names)


def _spelling(action: argparse.Action) -> str:
    """``-o, --output FILE``: the option's flags, then its value."""
    value = _metavar(action)
    flags = ", ".join(action.option_strings) or value
    return f"{flags} {value}" if action.option_strings and value else flags


def _description(action: argparse.Action, exclusive: dict[argparse.Action, list[str]]) -> str:
    """The help text with its defaults and choices, and the options it excludes."""
    text = action.help or ""
    if "%" in text:  # argparse's own expansion of %(default)s and the like
        text = text % {**vars(action), "prog": ""}
    parts = []
    if action.choices is not None and not isinstance(action, argparse._SubParsersAction):
        parts.append("One of " + ", ".join(f"`{choice}`" for choice in action.choices) + ".")
    shown = action.default not in (None, False, argparse.SUPPRESS) and action.nargs != 0
    if shown and "default" not in text:
        parts.append(f"Default `{action.default}`.")
    if action.required and action.option_strings:
        parts.append("Required.")
    if action in exclusive:
        parts.append("Not with " + ", ".join(f"`{flag}`" for flag in exclusive[action]) + ".")
    if text and parts and not text.endswith((".", ":")):
        text += "."
    return " ".join([_text(text), *parts] if text else parts)


def _subcommands(parser: argparse.ArgumentParser) -> argparse._SubParsersAction | None:
    return next((a for a in parser._actions if isinstance(a, argparse._SubParsersAction)), None)


def _usage(parser: argparse.ArgumentParser, prog: str) -> str:
    """``spotsigs dedup -o OUTPUT [options] INPUT...``: required options, then positionals."""
    required = [f"{a.option_strings[0]} {_metavar(a)}".strip() for a in parser._actions
                if a.option_strings and a.required]
    optional = any(a.option_strings and not a.required and a.help != argparse.SUPPRESS
                   and not isinstance(a, argparse._HelpAction) for a in parser._actions)
    positionals = [_metavar(a) for a in parser._actions if not a.option_strings
                   and not isinstance(a, argparse._SubParsersAction)]
    return " ".join([prog, *required, *(["[options]"] if optional else []), *positionals])


def _section(parser: argparse.ArgumentParser, prog: str, level: int) -> list[str]:
    """The Markdown of one command: heading, usage, description, arguments by group; then its
    actions, each one level down."""
    lines = [f"{'#' * level} {prog}", ""]
    actions = _subcommands(parser)
    if actions is None:
        lines += ["```", _usage(parser, prog), "```", ""]
    if parser.description:
        lines += [_text(parser.description), ""]
    exclusive = {action: [flag for other in group._group_actions if other is not action
                          for flag in other.option_strings[-1:]]
                 for group in parser._mutually_exclusive_groups
                 for action in group._group_actions}
    for group in parser._action_groups:
        shown = [a for a in group._group_actions if a.help != argparse.SUPPRESS
                 and not isinstance(a, (argparse._HelpAction, argparse._SubParsersAction))]
        if not shown:
            continue
        title = {id(parser._positionals): "Arguments",
                 id(parser._optionals): "Options"}.get(id(group), group.title.capitalize())
        lines += [f"{title}:", ""]
        for action in shown:
            description = _description(action, exclusive)
            lines.append(f"- `{_spelling(action)}`" + (f": {description}" if description else ""))
        lines.append("")
    if actions is not None:
        helps = {choice.dest: choice.help for choice in actions._choices_actions}
        lines += [f"- `{name}`: {_text(helps.get(name) or '')}" for name in actions.choices]
        lines.append("")
        for name, sub in actions.choices.items():
            lines += _section(sub, f"{prog} {name}", level + 1)
    return lines


def render() -> str:
    """The whole page, as ``docs/commands.md`` must hold it."""
    from spotsigs.cli import build_parser

    parser = build_parser()
    commands = _subcommands(parser)
    lines = ["# Command reference", "", INTRO, ""]
    helps = {choice.dest: choice.help for choice in commands._choices_actions}
    lines += [f"- [`spotsigs {name}`](#spotsigs-{name}): {_text(helps.get(name) or '')}"
              for name in commands.choices]
    lines.append("")
    for name, sub in commands.choices.items():
        lines += _section(sub, f"spotsigs {name}", 2)
    return "\n".join(lines).rstrip("\n") + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Write docs/commands.md from the parsers.")
    parser.add_argument("--check", action="store_true",
                        help="only compare: exit status 1 when the page is out of date")
    args = parser.parse_args(argv)
    page = render()
    if args.check:
        current = PAGE.read_text(encoding="utf-8") if PAGE.exists() else ""
        if current != page:
            print(f"{PAGE.name} is out of date: run {COMMAND}", file=sys.stderr)
            return 1
        return 0
    PAGE.write_text(page, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
