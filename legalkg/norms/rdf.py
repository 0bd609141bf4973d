"""The RDF mapping: a :class:`~legalkg.norms.model.Timeline` becomes triples (see
``docs/model.md``).

IRIs come from :class:`~legalkg.core.identifiers.Minter` only. Same timeline and base, same triples.

>>> from datetime import date
>>> from legalkg.norms.ctv import build
>>> from legalkg.norms.model import Component, NormHistory, Placement, WorkInfo
>>> history = NormHistory(WorkInfo("xx/act/2000", "An Act", date(2000, 1, 1), "en"),
...     {"s1": Component("s1", "section", "section 1", "1")}, (Placement("s1", "", "Text."),), ())
>>> triples = timeline_triples(build(history), Minter("https://example.org/"))
>>> len(triples)
58
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, timedelta
from functools import cache
from typing import Any

from pyoxigraph import Literal, NamedNode, Triple

from legalkg.core.identifiers import Minter, language_code3
from legalkg.core.namespaces import (
    ACTION_CLASSES,
    COMPONENT_CLASSES,
    DCTERMS,
    ELI,
    LKG,
    RDF_TYPE,
    RDFS,
    XSD,
)
from legalkg.core.nogc import paused_gc
from legalkg.norms.model import ActInfo, ActionKey, Timeline, Version, VersionDates, WorkInfo

_MICRO_LABELS = {
    "insertion": "Insertion of",
    "substitution": "Substitution of",
    "repeal": "Repeal of",
    "renumbering": "Renumbering of",
}


#: The EU Publications Office's language authority table: the range of ``eli:language``.
EU_LANGUAGE = "http://publications.europa.eu/resource/authority/language/"


def _date(day: date) -> Literal:
    return Literal(day.isoformat(), datatype=XSD.date)


def eu_language(tag: str) -> NamedNode | None:
    """The EU authority IRI of a BCP 47 language tag (``eli:language``'s value), or ``None``.

    >>> eu_language("pt-BR").value
    'http://publications.europa.eu/resource/authority/language/POR'
    """
    try:
        return NamedNode(EU_LANGUAGE + language_code3(tag).upper())
    except ValueError:
        return None


# Terms of the mapping, made once (each ``LKG.x`` attribute access makes a new NamedNode).
_TYPE = RDF_TYPE
_LABEL = RDFS.label
_TITLE = DCTERMS.title
_ALTERNATIVE = DCTERMS.alternative
_XSD_DATE = XSD.date
_XSD_INTEGER = XSD.integer
_XSD_LANGUAGE = XSD.language
_L_WORK = LKG.Work
_L_IS_PART_OF = LKG.isPartOf
_L_HAS_PART = LKG.hasPart
_L_WORK_OF = LKG.work
_L_DOCUMENT_ORDER = LKG.documentOrder
_L_TEMPORAL_VERSION = LKG.TemporalVersion
_L_VERSION_OF = LKG.versionOf
_L_HAS_VERSION = LKG.hasVersion
_L_VALID_FROM = LKG.validFrom
_L_VALID_UNTIL = LKG.validUntil
_L_PRODUCED_BY = LKG.producedBy
_L_TERMINATED_BY = LKG.terminatedBy
_L_PREVIOUS = LKG.previousVersion
_L_NEXT = LKG.nextVersion
_L_AGGREGATES = LKG.aggregates
_L_HAS_LANGUAGE_VERSION = LKG.hasLanguageVersion
_L_LANGUAGE_VERSION = LKG.LanguageVersion
_L_LANGUAGE_VERSION_OF = LKG.languageVersionOf
_L_LANGUAGE = LKG.language
_L_TEXT = LKG.text
_L_DATE = LKG.date
_L_AFFECTS = LKG.affects
_L_AMENDING_ACT = LKG.amendingAct
_L_SOURCE_PROVISION = LKG.sourceProvision
_L_PART_OF_ACTION = LKG.partOfAction
_E_LEGAL_RESOURCE = ELI.LegalResource
_E_SUBDIVISION = ELI.LegalResourceSubdivision
_E_LEGAL_EXPRESSION = ELI.LegalExpression
_E_ID_LOCAL = ELI.id_local
_E_DATE_DOCUMENT = ELI.date_document
_E_NUMBER = ELI.number
_E_DESCRIPTION = ELI.description
_E_AMENDS = ELI.amends
_E_IS_PART_OF = ELI.is_part_of
_E_HAS_PART = ELI.has_part
_E_REALIZES = ELI.realizes
_E_IS_REALIZED_BY = ELI.is_realized_by
_E_VERSION_DATE = ELI.version_date
_E_LANGUAGE = ELI.language
_E_DATE_PUBLICATION = ELI.date_publication
_E_FIRST_IN_FORCE = ELI.first_date_entry_in_force
_E_NO_LONGER_IN_FORCE = ELI.date_no_longer_in_force
_L_PUBLICATION_DATE = LKG.publicationDate
_L_KNOWN_FROM = LKG.knownFrom
_L_IN_FORCE_FROM = LKG.inForceFrom
_L_CHANGED_AFTER = LKG.changedAfter
_COMPONENT_CLASS = {kind: LKG.term(name) for kind, name in COMPONENT_CLASSES.items()}
_ACTION_CLASS = {kind: LKG.term(name) for kind, name in ACTION_CLASSES.items()}


def timeline_triples(timeline: Timeline, iris: Minter) -> list[Triple]:
    """Every triple of one work's timeline, its amending acts included, in a stable order.

    Linear in the timeline: every IRI and date literal is made once (cached per component,
    version, action and day), nothing scans the versions per version, and the cyclic garbage
    collector is paused meanwhile (:mod:`legalkg.core.nogc`).
    """
    with paused_gc():
        return _timeline_triples(timeline, iris)


def _timeline_triples(timeline: Timeline, iris: Minter) -> list[Triple]:
    history = timeline.history
    info = history.work
    lang = info.language
    work = iris.work(info.id)
    out: list[Triple] = []
    add = out.append
    T = Triple

    def text(value: str) -> Literal:
        return Literal(value, language=lang)

    day_literal = cache(_date)

    acts = {act_id: iris.work(act_id) for act_id in history.acts}

    # The work and its amending acts (works of their own, with the ELI view eli:amends).
    # ELI's classes and properties are written out beside legalkg's (not left to a reasoner
    # over ontologies/alignments.ttl), so ELI harvesters and link-following clients see them.
    def describe(node: NamedNode, info: WorkInfo | ActInfo) -> None:
        add(T(node, _TYPE, _L_WORK))
        add(T(node, _TYPE, _E_LEGAL_RESOURCE))
        title = text(info.title)
        add(T(node, _LABEL, title))
        add(T(node, _TITLE, title))
        add(T(node, _E_ID_LOCAL, Literal(info.id)))
        add(T(node, _E_DATE_DOCUMENT, day_literal(info.date)))
        if info.number:
            add(T(node, _E_NUMBER, Literal(info.number)))
        if info.description:
            add(T(node, _E_DESCRIPTION, text(info.description)))
        for alias in getattr(info, "aliases", ()):
            add(T(node, _ALTERNATIVE, text(alias)))

    describe(work, info)
    for translation in timeline.translations:
        t_info = translation.history.work
        add(T(work, _TITLE, Literal(t_info.title, language=t_info.language)))
    for act_id, act in sorted(history.acts.items()):
        describe(acts[act_id], act)
        add(T(acts[act_id], _E_AMENDS, work))
        if act.published is not None:
            add(T(acts[act_id], _E_DATE_PUBLICATION, day_literal(act.published)))
        if act.in_force is not None:
            add(T(acts[act_id], _E_FIRST_IN_FORCE, day_literal(act.in_force)))

    # Components.
    components = {cid: iris.component(work, cid) for cid in timeline.document_order}
    document_order = timeline.document_order
    for cid, node in components.items():
        if not cid:
            continue
        comp = history.components[cid]
        parent = components[timeline.parent[cid]]
        add(T(node, _TYPE, _COMPONENT_CLASS[comp.kind]))
        add(T(node, _TYPE, _E_SUBDIVISION))
        add(T(node, _L_IS_PART_OF, parent))
        add(T(node, _E_IS_PART_OF, parent))
        # Links down, so that a client following links from the work reaches every part.
        add(T(parent, _L_HAS_PART, node))
        add(T(parent, _E_HAS_PART, node))
        add(T(node, _L_WORK_OF, work))
        add(T(node, _LABEL, text(comp.label)))
        add(T(node, _E_ID_LOCAL, Literal(cid)))
        if comp.number:
            add(T(node, _E_NUMBER, Literal(comp.number)))
        add(T(node, _L_DOCUMENT_ORDER, Literal(str(document_order[cid]), datatype=_XSD_INTEGER)))

    # Versions and their language versions.
    @cache
    def version_node(cid: str, start: date) -> NamedNode:
        return iris.version(components[cid], start)

    @cache
    def action_node(key: ActionKey) -> NamedNode:
        return iris.action(work, key[0], key[1])

    @cache
    def language_terms(language: str) -> tuple[Literal, NamedNode | None]:
        return Literal(language, datatype=_XSD_LANGUAGE), eu_language(language)

    # Each translation's versions by component (in timeline order), for its text on a day.
    translated_versions = []
    for translation in timeline.translations:
        by_component: dict[str, list[Version]] = {}
        for tv in translation.versions:
            by_component.setdefault(tv.component, []).append(tv)
        translated_versions.append((translation, by_component))

    # The dates a source gives per version of the whole work (docs/model.md, "Dates"): on the
    # macro action of that day (every version it and its micro actions produced shares them)
    # and, as ELI, on the work's version (the consolidated expression of that day).
    dated: dict[date, VersionDates] = {}
    for vd in history.version_dates:
        dated.setdefault(vd.start, vd)

    components_info = history.components
    # Actions the sources do not date (docs/model.md, "Changes the sources do not date"): a
    # version they produce or end has no known first or last day in force, so no ELI in-force
    # date is written for it (lkg:validFrom / lkg:validUntil keep the day the text is known).
    undated = {(a.date, a.component) for a in timeline.actions if a.changed_after is not None}
    for v in timeline.versions:
        cid = v.component
        node = version_node(cid, v.start)
        resource = components[cid]
        add(T(node, _TYPE, _L_TEMPORAL_VERSION))
        add(T(node, _TYPE, _E_LEGAL_EXPRESSION))
        add(T(node, _L_VERSION_OF, resource))
        add(T(node, _E_REALIZES, resource))
        add(T(resource, _L_HAS_VERSION, node))
        add(T(resource, _E_IS_REALIZED_BY, node))
        start = day_literal(v.start)
        add(T(node, _L_VALID_FROM, start))
        add(T(node, _E_VERSION_DATE, start))
        if v.end is not None:
            add(T(node, _L_VALID_UNTIL, day_literal(v.end)))
        if not cid and v.start in dated:
            vd = dated[v.start]
            if vd.published is not None:
                add(T(node, _E_DATE_PUBLICATION, day_literal(vd.published)))
            if vd.in_force_from is not None or v.produced_by not in undated:
                add(T(node, _E_FIRST_IN_FORCE, day_literal(vd.in_force_from or v.start)))
            if v.end is not None and v.terminated_by not in undated:
                # ELI's is the last day in force (inclusive); lkg:validUntil is exclusive
                add(T(node, _E_NO_LONGER_IN_FORCE, day_literal(v.end - timedelta(days=1))))
        add(T(node, _L_PRODUCED_BY, action_node(v.produced_by)))
        if v.terminated_by is not None:
            add(T(node, _L_TERMINATED_BY, action_node(v.terminated_by)))
        if v.previous is not None:
            previous = version_node(cid, v.previous)
            add(T(node, _L_PREVIOUS, previous))
            add(T(previous, _L_NEXT, node))
        if cid and v.number not in (None, components_info[cid].number):
            add(T(node, _E_NUMBER, Literal(v.number)))
        for child, child_start in v.parts:
            add(T(node, _L_AGGREGATES, version_node(child, child_start)))
        texts = [(lang, v.text)]
        for translation, by_component in translated_versions:
            # The text of the first expression in that language within the version's validity.
            day = next(
                (
                    d
                    for d in translation.history.expression_dates
                    if v.start <= d and (v.end is None or d < v.end)
                ),
                None,
            )
            translated = _text_on(by_component.get(cid, ()), day) if day else None
            if translated is not None:
                texts.append((translation.history.work.language, translated))
        for language, value in texts:
            lv = iris.language_version(node, language)
            add(T(node, _L_HAS_LANGUAGE_VERSION, lv))
            add(T(lv, _TYPE, _L_LANGUAGE_VERSION))
            add(T(lv, _TYPE, _E_LEGAL_EXPRESSION))
            add(T(lv, _L_LANGUAGE_VERSION_OF, node))
            add(T(lv, _E_REALIZES, resource))
            add(T(resource, _E_IS_REALIZED_BY, lv))
            code, authority = language_terms(language)
            add(T(lv, _L_LANGUAGE, code))
            if authority is not None:
                add(T(lv, _E_LANGUAGE, authority))
            add(T(lv, _L_TEXT, Literal(value, language=language)))

    # Actions.
    for a in timeline.actions:
        node = action_node((a.date, a.component))
        add(T(node, _TYPE, _ACTION_CLASS[a.kind]))
        add(T(node, _L_DATE, day_literal(a.date)))
        if a.changed_after is not None:
            add(T(node, _L_CHANGED_AFTER, day_literal(a.changed_after)))
        add(T(node, _L_AFFECTS, components[a.component]))
        for act_id in a.acts:
            add(T(node, _L_AMENDING_ACT, acts[act_id]))
        if a.source_provision and a.acts:
            add(
                T(
                    node,
                    _L_SOURCE_PROVISION,
                    iris.component(acts[a.acts[0]], a.source_provision),
                )
            )
        by = " and ".join(history.acts[act_id].title for act_id in a.acts)
        if a.component:
            add(T(node, _L_PART_OF_ACTION, action_node((a.date, ""))))
            label = f"{_MICRO_LABELS[a.kind]} {components_info[a.component].label}"
        elif a.kind == "creation":
            label = (
                f"Enactment of {info.title}"
                if info.enacted
                else f"Earliest recorded text of {info.title}"
            )
        else:
            label = f"{a.kind.capitalize()} of {info.title}"
        label += f" by {by}" if by else ""
        add(T(node, _LABEL, Literal(f"{label}, {a.date.isoformat()}", language="en")))
        if not a.component and a.date in dated:
            _action_dates(add, node, dated[a.date], day_literal)
    return out


def _action_dates(add: Any, node: NamedNode, vd: VersionDates, day_literal: Any) -> None:
    """The dates of a macro action: the publication of its act(s), the day it became known
    (the publication unless the source says otherwise), its entry into force when the source
    gives it apart from validity."""
    if vd.published is not None:
        add(Triple(node, _L_PUBLICATION_DATE, day_literal(vd.published)))
    known = vd.known_from or vd.published
    if known is not None:
        add(Triple(node, _L_KNOWN_FROM, day_literal(known)))
    if vd.in_force_from is not None:
        add(Triple(node, _L_IN_FORCE_FROM, day_literal(vd.in_force_from)))


def _text_on(versions: Iterable[Version], day: date) -> str | None:
    """The text in force on ``day`` among one component's versions (as ``Timeline.text_on``)."""
    for v in versions:
        if v.start <= day and (v.end is None or day < v.end):
            return v.text
    return None
