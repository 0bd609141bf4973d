"""The planner core: typed requests, their registry, and the Plan a request compiles to.

A pure function: no I/O, no clock, no randomness. Same request, same plan, byte for byte.
The engine knows no request type of its own: each domain (``legalkg.norms``,
``legalkg.events``, ``legalkg.graf``) defines its types as subclasses of :class:`Request`
with a ``plan()`` method and registers them with :func:`register_request`; the modules that
do are listed in :data:`EXTENSIONS` and imported on first use (:func:`load_extensions`).

>>> plan = make_plan(request_from_json({"type": "valid-versions", "component": "art. 6º",
...                                     "date": "2001-05-20"}))
>>> [s.template for s in plan.steps]
['works', 'resolve-component', 'unit-versions', 'part-wordings', 'lifespan']
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from legalkg.core.errors import LegalKGError


class PlanError(LegalKGError):
    """A request that cannot be planned (unknown type, missing or bad parameter)."""


@dataclass(frozen=True, slots=True)
class Request:
    """Base class of the typed requests. ``work`` names the work (IRI, id or title words)."""

    type: ClassVar[str] = ""
    #: Parameters that JSON may give as integers (every other parameter is a string).
    integer_params: ClassVar[frozenset[str]] = frozenset({"depth"})
    #: The grounded prompt template (``queries/prompts/<prompt>.md.j2``) of its answers.
    prompt: ClassVar[str] = "answer"
    #: The parameter that names the item the answer is about; given as an IRI, it is the
    #: runner's ``component`` from the start (no resolution step needed).
    component_field: ClassVar[str] = "component"

    def check(self) -> None:
        """Raise :class:`PlanError` if a parameter is missing or malformed."""

    def plan(self) -> tuple[list[Step], list[str]]:
        """The steps and policies of a request type defined outside this module.

        Every request type (registered with :func:`register_request`) overrides this
        method; :func:`make_plan` calls it.
        """
        raise PlanError(f"no plan for {type(self).__name__}")


#: The request types by their JSON ``type``, in the order of :data:`EXTENSIONS` (then any
#: registered later): filled by :func:`register_request`.
REQUEST_TYPES: dict[str, type[Request]] = {}


#: Modules that define the request types of the domains (norms and their answers, events,
#: discovery, law-graph retrieval). Each is imported on first use and calls
#: :func:`register_request` for its types (and registers their answer builders).
EXTENSIONS: tuple[str, ...] = (
    "legalkg.norms.requests",
    "legalkg.norms.answers",
    "legalkg.norms.known",
    "legalkg.norms.undated",
    "legalkg.norms.edges",
    "legalkg.norms.ordinals",
    "legalkg.events.requests",
    "legalkg.events.answers",
    "legalkg.events.questions",
    "legalkg.norms.discovery",
    "legalkg.graf.request",
)
_ORDERED: list[bool] = []


def register_request(cls: type[Request]) -> type[Request]:
    """Make a request type known to :func:`request_from_json` (usable as a class decorator)."""
    if not cls.type:
        raise ValueError(f"{cls.__name__} has no 'type'")
    REQUEST_TYPES[cls.type] = cls
    return cls


def load_extensions() -> None:
    """Import the :data:`EXTENSIONS` modules (once; later calls are free).

    The first call also puts :data:`REQUEST_TYPES` in the order of :data:`EXTENSIONS`
    (types registered elsewhere after them), whichever module was imported first.
    """
    for name in EXTENSIONS:
        importlib.import_module(name)
    if not _ORDERED:
        rank = {name: i for i, name in enumerate(EXTENSIONS)}
        ordered = sorted(
            REQUEST_TYPES.items(), key=lambda kv: rank.get(kv[1].__module__, len(rank))
        )
        REQUEST_TYPES.clear()
        REQUEST_TYPES.update(ordered)
        _ORDERED.append(True)


def _json_name(f: Any) -> str:
    return str(f.metadata.get("json", f.name))


def request_to_json(request: Request) -> dict[str, Any]:
    """The request as JSON, with its public parameter names (``from``, not ``from_``)."""
    out: dict[str, Any] = {"type": request.type}
    for f in fields(request):
        value = getattr(request, f.name)
        if value is not None:
            out[_json_name(f)] = value
    return out


def request_from_json(data: Any) -> Request:
    """Build a typed request from ``{"type": …, …}``.

    >>> data = {"type": "valid-versions", "component": "art. 6º", "date": "2001-05-20"}
    >>> r = request_from_json(data)
    >>> type(r).__name__, r.component, r.date, r.work, r.as_known_on
    ('ValidVersions', 'art. 6º', '2001-05-20', None, None)

    :raises PlanError: for an unknown type, unknown or missing parameters.
    """
    if not isinstance(data, dict):
        raise PlanError("a request is a JSON object with a 'type'")
    kind = data.get("type")
    cls = REQUEST_TYPES.get(str(kind))
    if cls is None:  # the extensions (and numpy, for search) are imported only when needed
        load_extensions()
        cls = REQUEST_TYPES.get(str(kind))
    if cls is None:
        raise PlanError(f"unknown request type {kind!r}; known: {', '.join(REQUEST_TYPES)}")
    names = {_json_name(f): f.name for f in fields(cls)}
    unknown = sorted(set(data) - set(names) - {"type"})
    if unknown:
        raise PlanError(
            f"{kind}: unknown parameter(s) {', '.join(unknown)}; accepted: {', '.join(names)}"
        )
    kwargs = {names[k]: v for k, v in data.items() if k != "type"}
    for key, value in kwargs.items():
        if (
            value is not None
            and not isinstance(value, str)
            and not (key in cls.integer_params and isinstance(value, int))
        ):
            raise PlanError(f"{kind}: '{key}' must be a string")
    request = cls(**kwargs)
    request.check()
    return request


@dataclass(frozen=True, slots=True)
class Step:
    """One step: a template and its bindings. A binding ``"$name"`` is filled in when the plan
    runs, from the result of an earlier step (e.g. ``$component`` from resolve-component)."""

    template: str
    bindings: dict[str, Any]
    purpose: str


@dataclass(frozen=True, slots=True)
class Plan:
    """The ordered steps a request compiles to, and the policies applied, in words."""

    request: Request
    steps: tuple[Step, ...]
    policies: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "policies": list(self.policies),
            "steps": [
                {"template": s.template, "bindings": s.bindings, "purpose": s.purpose}
                for s in self.steps
            ],
        }

    def fingerprint(self) -> str:
        """The plan as canonical JSON (for byte-for-byte comparisons)."""
        return json.dumps(
            {"request": request_to_json(self.request), **self.to_json()},
            sort_keys=True,
            ensure_ascii=False,
        )


def make_plan(request: Request) -> Plan:
    """Compile a request into a :class:`Plan` (its type's ``plan()``).

    :raises PlanError: when the request is incomplete or malformed.
    """
    request.check()
    steps, policies = request.plan()
    return Plan(request, tuple(steps), tuple(policies))
