"""The RDF mapping: a :class:`~legalkg.model.Timeline` becomes triples (see ``docs/model.md``).

IRIs come from :class:`~legalkg.identifiers.Minter` only. Same timeline and base, same triples.

>>> from datetime import date
>>> from legalkg.ctv import build
>>> from legalkg.model import Component, NormHistory, Placement, WorkInfo
>>> history = NormHistory(WorkInfo("xx/act/2000", "An Act", date(2000, 1, 1), "en"),
...     {"s1": Component("s1", "section", "section 1", "1")}, (Placement("s1", "", "Text."),), ())
>>> triples = timeline_triples(build(history), Minter("https://example.org/"))
>>> len(triples)
58
"""

from __future__ import annotations

from datetime import date

from pyoxigraph import Literal, NamedNode, Triple

from legalkg.identifiers import Minter, language_code3
from legalkg.model import ActInfo, ActionKey, Timeline, WorkInfo
from legalkg.namespaces import (
    ACTION_CLASSES,
    COMPONENT_CLASSES,
    DCTERMS,
    ELI,
    LKG,
    RDF_TYPE,
    RDFS,
    XSD,
)

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


def timeline_triples(timeline: Timeline, iris: Minter) -> list[Triple]:
    """Every triple of one work's timeline, its amending acts included, in a stable order."""
    history = timeline.history
    info = history.work
    lang = info.language
    work = iris.work(info.id)
    out: list[Triple] = []

    def add(s: NamedNode, p: NamedNode, o: NamedNode | Literal) -> None:
        out.append(Triple(s, p, o))

    def text(value: str) -> Literal:
        return Literal(value, language=lang)

    acts = {act_id: iris.work(act_id) for act_id in history.acts}

    # The work and its amending acts (works of their own, with the ELI view eli:amends).
    # ELI's classes and properties are written out beside legalkg's (not left to a reasoner
    # over ontologies/alignments.ttl), so ELI harvesters and link-following clients see them.
    def describe(node: NamedNode, info: WorkInfo | ActInfo) -> None:
        add(node, RDF_TYPE, LKG.Work)
        add(node, RDF_TYPE, ELI.LegalResource)
        add(node, RDFS.label, text(info.title))
        add(node, DCTERMS.title, text(info.title))
        add(node, ELI.id_local, Literal(info.id))
        add(node, ELI.date_document, _date(info.date))
        if info.number:
            add(node, ELI.number, Literal(info.number))
        if info.description:
            add(node, ELI.description, text(info.description))
        for alias in getattr(info, "aliases", ()):
            add(node, DCTERMS.alternative, text(alias))

    describe(work, info)
    for translation in timeline.translations:
        t_info = translation.history.work
        add(work, DCTERMS.title, Literal(t_info.title, language=t_info.language))
    for act_id, act in sorted(history.acts.items()):
        describe(acts[act_id], act)
        add(acts[act_id], ELI.amends, work)

    # Components.
    components = {cid: iris.component(work, cid) for cid in timeline.document_order}
    for cid, node in components.items():
        if not cid:
            continue
        comp = history.components[cid]
        parent = components[timeline.parent[cid]]
        add(node, RDF_TYPE, LKG.term(COMPONENT_CLASSES[comp.kind]))
        add(node, RDF_TYPE, ELI.LegalResourceSubdivision)
        add(node, LKG.isPartOf, parent)
        add(node, ELI.is_part_of, parent)
        # Links down, so that a client following links from the work reaches every part.
        add(parent, LKG.hasPart, node)
        add(parent, ELI.has_part, node)
        add(node, LKG.work, work)
        add(node, RDFS.label, text(comp.label))
        add(node, ELI.id_local, Literal(cid))
        if comp.number:
            add(node, ELI.number, Literal(comp.number))
        add(
            node,
            LKG.documentOrder,
            Literal(str(timeline.document_order[cid]), datatype=XSD.integer),
        )

    # Versions and their language versions.
    def version_node(cid: str, start: date) -> NamedNode:
        return iris.version(components[cid], start)

    def action_node(key: ActionKey) -> NamedNode:
        return iris.action(work, key[0], key[1])

    for v in timeline.versions:
        node = version_node(v.component, v.start)
        resource = components[v.component]
        add(node, RDF_TYPE, LKG.TemporalVersion)
        add(node, RDF_TYPE, ELI.LegalExpression)
        add(node, LKG.versionOf, resource)
        add(node, ELI.realizes, resource)
        add(resource, LKG.hasVersion, node)
        add(resource, ELI.is_realized_by, node)
        add(node, LKG.validFrom, _date(v.start))
        add(node, ELI.version_date, _date(v.start))
        if v.end is not None:
            add(node, LKG.validUntil, _date(v.end))
        add(node, LKG.producedBy, action_node(v.produced_by))
        if v.terminated_by is not None:
            add(node, LKG.terminatedBy, action_node(v.terminated_by))
        if v.previous is not None:
            previous = version_node(v.component, v.previous)
            add(node, LKG.previousVersion, previous)
            add(previous, LKG.nextVersion, node)
        if v.component and v.number not in (None, history.components[v.component].number):
            add(node, ELI.number, Literal(v.number))
        for child, child_start in v.parts:
            add(node, LKG.aggregates, version_node(child, child_start))
        texts = [(lang, v.text)]
        for translation in timeline.translations:
            # The text of the first expression in that language within the version's validity.
            day = next(
                (
                    d
                    for d in translation.history.expression_dates
                    if v.start <= d and (v.end is None or d < v.end)
                ),
                None,
            )
            translated = translation.text_on(v.component, day) if day else None
            if translated is not None:
                texts.append((translation.history.work.language, translated))
        for language, value in texts:
            lv = iris.language_version(node, language)
            add(node, LKG.hasLanguageVersion, lv)
            add(lv, RDF_TYPE, LKG.LanguageVersion)
            add(lv, RDF_TYPE, ELI.LegalExpression)
            add(lv, LKG.languageVersionOf, node)
            add(lv, ELI.realizes, resource)
            add(resource, ELI.is_realized_by, lv)
            add(lv, LKG.language, Literal(language, datatype=XSD.language))
            authority = eu_language(language)
            if authority is not None:
                add(lv, ELI.language, authority)
            add(lv, LKG.text, Literal(value, language=language))

    # Actions.
    for a in timeline.actions:
        node = action_node((a.date, a.component))
        add(node, RDF_TYPE, LKG.term(ACTION_CLASSES[a.kind]))
        add(node, LKG.date, _date(a.date))
        add(node, LKG.affects, components[a.component])
        for act_id in a.acts:
            add(node, LKG.amendingAct, acts[act_id])
        if a.source_provision and a.acts:
            add(node, LKG.sourceProvision, iris.component(acts[a.acts[0]], a.source_provision))
        by = " and ".join(history.acts[act_id].title for act_id in a.acts)
        if a.component:
            add(node, LKG.partOfAction, action_node((a.date, "")))
            label = f"{_MICRO_LABELS[a.kind]} {history.components[a.component].label}"
        elif a.kind == "creation":
            label = (
                f"Enactment of {info.title}"
                if info.enacted
                else f"Earliest recorded text of {info.title}"
            )
        else:
            label = f"{a.kind.capitalize()} of {info.title}"
        label += f" by {by}" if by else ""
        add(node, RDFS.label, Literal(f"{label}, {a.date.isoformat()}", language="en"))
    return out
