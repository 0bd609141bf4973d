"""YAML/JSON loading that remembers the line of every value, and JSON Schema checks with lines.

A schema violation is reported as ``file:line: field: what is wrong``, the line being that of the
offending value.
"""

from __future__ import annotations

import json
import re
import sys
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from legalkg.core.errors import InputError

if TYPE_CHECKING:  # jsonschema is imported only to word an error (its import costs 0.2 s)
    from referencing import Registry

JsonPath = tuple[str | int, ...]
_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class _Loader(yaml.SafeLoader):
    """Safe loading where dates stay strings (the schema checks their form)."""


# Keep YYYY-MM-DD as text: the readers parse dates themselves, with line numbers.
_Loader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}

#: libyaml's parser (about 10x faster on large files) with the same resolvers, when PyYAML was
#: built with it; a syntax error is re-parsed by ``_Loader`` so the message stays the same.
_FastLoader: Any = None
if getattr(yaml, "__with_libyaml__", False):
    _RESOLVERS: dict[Any, list[tuple[str, re.Pattern[str]]]] = _Loader.yaml_implicit_resolvers
    _WILDCARD = _RESOLVERS.get(None, [])
    #: the implicit resolvers tried for a plain scalar, by its first character
    _BY_FIRST = {key: rs + _WILDCARD for key, rs in _RESOLVERS.items() if key is not None}

    class _CLoader(yaml.CSafeLoader):
        """libyaml parsing, Python resolvers (dates stay strings, as in ``_Loader``).

        ``resolve`` is PyYAML's for a loader without path resolvers, with the resolver lists
        joined once instead of for every scalar (the composer calls it for every node).
        """

        def descend_resolver(self, current_node: Any, current_index: Any) -> None:
            return None  # no path resolvers

        def ascend_resolver(self) -> None:
            return None

        def resolve(self, kind: Any, value: Any, implicit: Any) -> Any:
            if kind is yaml.ScalarNode:
                if implicit[0]:
                    for tag, regexp in _BY_FIRST.get(value[:1], _WILDCARD):
                        if regexp.match(value):
                            return tag
                return self.DEFAULT_SCALAR_TAG
            return super().resolve(kind, value, implicit)  # type: ignore[no-untyped-call]

    _CLoader.yaml_implicit_resolvers = _Loader.yaml_implicit_resolvers
    assert not _CLoader.yaml_path_resolvers
    _FastLoader = _CLoader


def load_document(path: Path) -> tuple[Any, dict[JsonPath, int]]:
    """Load a YAML or JSON file; return the data and the 1-based line of every value's path.

    :raises InputError: on a syntax error, with the line it occurred on.
    """
    from legalkg.core.limits import MAX_DOCUMENT_BYTES

    try:
        if path.exists() and not path.is_file():  # /dev/zero, a pipe: would never end
            raise InputError(str(path), "not a regular file")
        size = path.stat().st_size if path.exists() else 0
        if size > MAX_DOCUMENT_BYTES:
            raise InputError(
                str(path),
                f"the file has {size} bytes; at most {MAX_DOCUMENT_BYTES} are read",
                "Split it (one work per file)",
            )
        raw = path.read_bytes()
    except OSError as e:
        raise InputError(str(path), f"cannot read the file: {e}") from e
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw.count(b"\n", 0, e.start) + 1
        raise InputError(
            f"{path}:{line}",
            f"not UTF-8: byte 0x{raw[e.start]:02x} at offset {e.start} cannot be decoded",
            "Save the file as UTF-8",
        ) from None
    if path.suffix.lower() == ".json":
        try:
            data = json.loads(text, object_pairs_hook=_unique_pairs)
        except json.JSONDecodeError as e:
            raise InputError(f"{path}:{e.lineno}", f"invalid JSON: {e.msg}") from e
        except _DuplicateKey as e:
            raise InputError(
                str(path), f"invalid JSON: the key {e.key!r} appears twice in one object"
            ) from None
        except ValueError as e:  # an integer over Python's int_max_str_digits
            digits = re.search(r"value has (\d+) digits", str(e))
            raise InputError(
                str(path),
                "invalid JSON: an integer of "
                + (f"{digits.group(1)} digits" if digits else "too many digits")
                + f" (at most {sys.get_int_max_str_digits()} are read)",
                "Write long numbers as strings",
            ) from None
        except RecursionError:
            raise InputError(str(path), _TOO_DEEP) from None
        _check_values(data, path)
        # JSON has no node marks; line numbers fall back to the file.
        return data, {}
    try:
        try:
            node = yaml.compose(text, Loader=_FastLoader or _Loader)
        except yaml.YAMLError:
            if _FastLoader is None:
                raise
            node = yaml.compose(text, Loader=_Loader)  # the same error, in PyYAML's words
        if node is None:
            return None, {}
        lines: dict[JsonPath, int] = {}
        # Aliases (*name) share nodes: without a budget, nested aliases expand exponentially.
        budget = [len(text) + 10_000]
        return _construct(_Loader(""), node, (), lines, budget), lines
    except _DuplicateKey as e:
        raise InputError(
            f"{path}:{e.line}",
            f"invalid YAML: the key {e.key!r} appears twice in one mapping",
            "Keep one of them (YAML gives no meaning to the second)",
        ) from None
    except _LongValue as e:
        raise InputError(f"{path}:{e.line}", e.message) from None
    except _AliasBomb as e:
        raise InputError(
            f"{path}:{e.line}",
            "invalid YAML: its aliases (*name) expand to far more values than the file holds",
            "Write the values out instead of nesting aliases",
        ) from None
    except yaml.MarkedYAMLError as e:
        line = e.problem_mark.line + 1 if e.problem_mark else 0
        raise InputError(f"{path}:{line}", f"invalid YAML: {e.problem}") from e
    except yaml.reader.ReaderError as e:
        line = text.count("\n", 0, e.position) + 1
        raise InputError(
            f"{path}:{line}",
            f"invalid YAML: character U+{_code(e.character):04X} is not allowed",
            "Remove control characters from the file",
        ) from e
    except (yaml.YAMLError, ValueError, TypeError) as e:
        raise InputError(str(path), f"invalid YAML: {e}") from e
    except RecursionError:
        raise InputError(str(path), _TOO_DEEP) from None


class _AliasBomb(Exception):
    def __init__(self, line: int) -> None:
        self.line = line


class _DuplicateKey(Exception):
    def __init__(self, key: str, line: int = 0) -> None:
        self.key = key
        self.line = line


class _LongValue(Exception):
    def __init__(self, length: int, line: int = 0) -> None:
        from legalkg.core.limits import MAX_VALUE_CHARS

        self.line = line
        self.message = (
            f"a value of {length} characters; at most {MAX_VALUE_CHARS} are read in one value"
        )


def _unique_pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _DuplicateKey(key)
        out[key] = value
    return out


def _check_values(data: Any, path: Path) -> None:
    """Refuse a JSON document with a string over :data:`legalkg.core.limits.MAX_VALUE_CHARS`."""
    from legalkg.core.limits import MAX_VALUE_CHARS

    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if len(item) > MAX_VALUE_CHARS:
                raise InputError(str(path), _LongValue(len(item)).message)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)


_TOO_DEEP = "the document is nested too deeply to read. Flatten it (see docs/formats.md)"


_STR = "tag:yaml.org,2002:str"


def _scalar(loader: _Loader, node: yaml.Node) -> Any:
    # A string is its node's value (what SafeConstructor.construct_yaml_str returns), without
    # the constructor's bookkeeping, which also keeps every node it made alive.
    if node.tag == _STR and isinstance(node, yaml.ScalarNode):
        return node.value
    return loader.construct_object(node)


def _construct(
    loader: _Loader, node: yaml.Node, at: JsonPath, lines: dict[JsonPath, int], budget: list[int]
) -> Any:
    budget[0] -= 1
    if budget[0] < 0:
        raise _AliasBomb(node.start_mark.line + 1)
    lines[at] = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        out: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = str(_scalar(loader, key_node))
            if key in out:
                raise _DuplicateKey(key, key_node.start_mark.line + 1)
            out[key] = _construct(loader, value_node, (*at, key), lines, budget)
        return out
    if isinstance(node, yaml.SequenceNode):
        return [
            _construct(loader, item, (*at, i), lines, budget) for i, item in enumerate(node.value)
        ]
    if isinstance(node, yaml.ScalarNode) and len(node.value) > _max_value():
        raise _LongValue(len(node.value), node.start_mark.line + 1)
    return _scalar(loader, node)


def _max_value() -> int:
    from legalkg.core.limits import MAX_VALUE_CHARS

    return MAX_VALUE_CHARS


def check_schema(data: Any, schema: dict[str, Any], path: Path, lines: dict[JsonPath, int]) -> None:
    """Validate ``data`` against ``schema``; raise the first error (in document order).

    :raises InputError: ``file:line: field: message``.
    """
    fast = _fast_validator(schema)
    if fast is not None and fast.is_valid(data):
        return  # jsonschema (below) words the error when there is one
    from jsonschema import Draft202012Validator

    errors = list(Draft202012Validator(schema, registry=_registry()).iter_errors(data))
    if not errors:
        return
    errors.sort(key=lambda e: (line_of(lines, tuple(e.absolute_path)), str(e.absolute_path)))
    error = errors[0]
    at = tuple(error.absolute_path)
    message = error.message
    if len(message) > 300:  # it quotes the value, which may be a whole file on one line
        message = f"{message[:160]} … {message[-120:]}"
    raise InputError(
        f"{path}:{line_of(lines, at)}" if lines else str(path),
        f"{field_name(at) or 'document'}: {message}",
        "See docs/formats.md for the format",
    )


_FAST: dict[str, Any] = {}


def _fast_validator(schema: dict[str, Any]) -> Any:
    """jsonschema-rs's compiled validator for ``schema`` (35x faster than jsonschema on a
    large history; formats are annotations only, as in jsonschema), or None without it.
    Compiled once per schema ``$id``."""
    key = str(schema.get("$id", ""))
    if not key:
        return None
    if key not in _FAST:
        try:
            import jsonschema_rs

            from legalkg.norms.readers.schemas import load_schema

            schemas = [load_schema("norm-history"), load_schema("provision-table")]
            registry = jsonschema_rs.Registry([(s["$id"], s) for s in schemas])
            _FAST[key] = jsonschema_rs.Draft202012Validator(
                schema, registry=registry, validate_formats=False
            )
        except ImportError:  # pragma: no cover - a runtime dependency
            _FAST[key] = None
    return _FAST[key]


def _registry() -> Registry[Any]:
    from referencing import Registry, Resource

    from legalkg.norms.readers.schemas import load_schema

    resources = [
        (s["$id"], Resource.from_contents(s))
        for s in (load_schema("norm-history"), load_schema("provision-table"))
    ]
    return Registry().with_resources(resources)


def line_of(lines: dict[JsonPath, int], at: JsonPath) -> int:
    """The line of the value at ``at``, or of its nearest ancestor that has one."""
    while at not in lines and at:
        at = at[:-1]
    return lines.get(at, 0)


def field_name(at: JsonPath) -> str:
    """``('amendments', 0, 'changes', 2, 'text')`` → ``amendments[0].changes[2].text``."""
    out = ""
    for part in at:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else part)
    return out


def parse_date(value: Any, where: str, field: str) -> date:
    """An ISO date (``YYYY-MM-DD``) or an :class:`InputError` naming the field."""
    try:
        if not _ISO_DATE.fullmatch(str(value)):
            raise ValueError(value)
        return date.fromisoformat(str(value))
    except ValueError:
        raise InputError(
            where, f"{field}: {value!r} is not a valid date", "Write dates as YYYY-MM-DD"
        ) from None


def _code(character: int | str) -> int:
    return character if isinstance(character, int) else ord(character)
