"""Every command has help with an example, and the README documents it (sqlite-utils habit)."""

from __future__ import annotations

from pathlib import Path

import click
import pytest

from legalkg.cli import cli

ROOT = Path(__file__).resolve().parent.parent
COMMANDS = sorted(cli.commands.values(), key=lambda c: c.name or "")  # type: ignore[attr-defined]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c.name)
def test_command_has_help_and_example(command: click.Command) -> None:
    assert command.help, f"{command.name} has no help"
    assert "Example:" in command.help, f"{command.name} help has no Example:"
    assert "Exit codes" in (command.epilog or ""), f"{command.name} does not list exit codes"


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c.name)
def test_command_is_in_the_readme(command: click.Command) -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    assert f"legalkg {command.name}" in readme, f"README.md does not mention {command.name}"


def test_formats_doc_mentions_every_schema_property() -> None:
    from legalkg.norms.readers.schemas import load_schema

    doc = (ROOT / "docs" / "formats.md").read_text("utf-8")
    schema = load_schema("norm-history")
    for name in ("work", "component", "act", "amendment", "change"):
        for prop in schema["$defs"][name]["properties"]:
            assert f"`{prop}`" in doc, f"docs/formats.md does not document {name}.{prop}"
