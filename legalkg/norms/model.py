"""The norm model: plain, typed Python with no RDF in it.

A reader produces a :class:`NormHistory` (a work, its components, the original tree and a dated
list of changes); :func:`legalkg.norms.ctv.build` turns it into a :class:`Timeline` of temporal
versions and actions, which :mod:`legalkg.norms.rdf` maps to triples.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Literal

#: A calendar day (an alias, for classes whose field named ``date`` hides the type).
Day = date

Operation = Literal["insertion", "substitution", "repeal", "renumbering", "revocation"]
OPERATIONS: tuple[str, ...] = ("insertion", "substitution", "repeal", "renumbering", "revocation")

#: Key of an action: its date and the component it changes ('' for the macro action).
ActionKey = tuple[date, str]
#: Key of a version: its component ('' for the work) and its start date.
VersionKey = tuple[str, date]


@dataclass(frozen=True, slots=True)
class WorkInfo:
    """A legal work (a norm): ``id`` is its ELI-like local path, e.g. ``br/constituicao/1988``.

    ``date`` starts the first versions. ``enacted`` says whether that first text is the text as
    enacted; it is False when the earliest text a source has is a later consolidation.
    """

    id: str
    title: str
    date: date
    language: str
    number: str | None = None
    description: str | None = None
    enacted: bool = True
    #: Other names the source declares (abbreviations, short titles: "CF", "CF/88", "CRFB").
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Component:
    """A structural unit of a work (title, chapter, article, paragraph, item...).

    ``order`` sorts it among its siblings; ``label`` is the citation people use ("art. 6º").
    """

    id: str
    kind: str
    label: str
    number: str | None = None
    order: tuple[int | str, ...] = ()


@dataclass(frozen=True, slots=True)
class Placement:
    """A component in the original text: its parent ('' for the work) and its text."""

    component: str
    parent: str
    text: str
    where: str = ""


@dataclass(frozen=True, slots=True)
class Change:
    """One dated change to one component, commanded by one or more amending acts.

    ``where`` points at the source (``file:line``) for error messages. ``changed_after`` is
    set when no act dates the change, only two whole texts around it: it happened on some day
    after ``changed_after`` (the earlier text's date) and on or before ``date`` (the later
    text's); the sources do not give the day. Validity keeps ``date`` (the day the new text is
    known to be the law's); the days ``changed_after < d < date`` are undetermined for the
    changed unit (docs/model.md, "Changes the sources do not date").
    """

    date: date
    operation: Operation
    target: str
    text: str | None = None
    parent: str | None = None
    number: str | None = None
    acts: tuple[str, ...] = ()
    source_provision: str | None = None
    where: str = ""
    changed_after: Day | None = None


@dataclass(frozen=True, slots=True)
class ActInfo:
    """An amending act: a work of its own, known at least by its id, title and date."""

    id: str
    title: str
    date: date
    number: str | None = None
    description: str | None = None
    #: The day the act was published (in an official gazette), when the source says.
    published: Day | None = None
    #: The day the act entered into force, when the source says and it differs from ``date``.
    in_force: Day | None = None
    #: Other names the source declares for the act (popular names: "Reforma da Previdência").
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class VersionDates:
    """Every date a source gives for the version of a whole work that is valid from ``start``.

    ``start`` is the validity start (the key the versions are ordered by). ``published`` is
    the publication of the act that produced the version; ``known_from`` the day its text
    became known (``published`` when the source says nothing else); ``in_force_from`` the
    entry into force or applicability when the source gives it apart from validity;
    ``until`` the end of validity the source states; ``other`` every further named date
    (``("last_updated", d)``, ``("adoption_date", d)``, ...), sorted by name. ``where``
    points at the source (``file@commit``) for reports.
    """

    start: date
    published: date | None = None
    known_from: date | None = None
    in_force_from: date | None = None
    until: date | None = None
    other: tuple[tuple[str, date], ...] = ()
    where: str = ""


@dataclass(frozen=True, slots=True)
class NormHistory:
    """Everything a reader knows about one work: the input of the CTV builder.

    ``translations`` are the histories of the same work in other languages (same component
    ids). The temporal versions come from this history; each also gets a language version in
    a translation's language when that language has an expression within the version's
    validity (its text is the one of the first such expression). ``expression_dates`` are the
    dates of the whole-text expressions a history was compared from (empty for a change list).
    """

    work: WorkInfo
    components: dict[str, Component]
    original: tuple[Placement, ...]
    changes: tuple[Change, ...]
    acts: dict[str, ActInfo] = field(default_factory=dict)
    source: str = ""
    translations: tuple[NormHistory, ...] = ()
    expression_dates: tuple[date, ...] = ()
    #: The dates the source gives per version of the whole work (publication, entry into
    #: force, knowledge), by validity start; empty when it gives none beyond the start.
    version_dates: tuple[VersionDates, ...] = ()
    #: Why the source honestly holds no provision text (a reader that read every version and
    #: found only the title says so here and has warned); a history with a reason is stored
    #: without components instead of being refused as a truncated file.
    textless: str = ""


@dataclass(frozen=True, slots=True)
class Version:
    """A Component Temporal Version: the component's state from ``start`` until ``end``.

    ``parts`` are the aggregated child versions in document order; ``previous`` is the start
    of the version this one replaced (same component, contiguous).
    """

    component: str
    start: date
    end: date | None
    text: str
    parts: tuple[VersionKey, ...]
    produced_by: ActionKey
    terminated_by: ActionKey | None
    previous: date | None = None
    number: str | None = None


@dataclass(frozen=True, slots=True)
class Action:
    """A legislative event: a macro action (``component == ''``) or a micro action on one unit.

    ``changed_after``: the action happened on a day after it and on or before ``date``, which
    the sources do not give (:attr:`Change.changed_after`); ``None`` when ``date`` is its day.
    """

    date: date
    kind: str
    component: str
    acts: tuple[str, ...]
    source_provision: str | None = None
    changed_after: Day | None = None


@dataclass(frozen=True, slots=True)
class Timeline:
    """The CTV builder's output: every version and action of one work, in a stable order."""

    history: NormHistory
    versions: tuple[Version, ...]
    actions: tuple[Action, ...]
    parent: dict[str, str]
    document_order: dict[str, int]
    translations: tuple[Timeline, ...] = ()

    def versions_of(self, component: str) -> list[Version]:
        """The versions of one component, oldest first."""
        return [v for v in self.versions if v.component == component]

    def text_on(self, component: str, day: date) -> str | None:
        """The component's text in force on ``day`` (``None`` when it was not in force).

        The stored versions' text, whatever :meth:`undetermined_on` says of that day."""
        for v in self.versions_of(component):
            if v.start <= day and (v.end is None or day < v.end):
                return v.text
        return None

    def undetermined_on(self, component: str, day: date) -> Action | None:
        """The undated change of ``component`` itself (its own row) whose interval holds
        ``day`` (``changed_after < day < date``): its wording that day is not known."""
        for a in self.actions:
            if (
                a.component == component
                and a.changed_after is not None
                and a.changed_after < day < a.date
            ):
                return a
        return None
