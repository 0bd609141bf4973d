"""The extraction pipeline: complaint text → event graph.

segment (:mod:`.segment`) → fact scores (:mod:`.facts`) → chunks (:mod:`.chunking`) → per
chunk, stage 1 (entities, events) and stage 2 (relations) with the rules (:mod:`.rules`) or an
LLM (:mod:`.llm`) → document-level merge (:mod:`.merge`) → optional LLM identity
resolution (:mod:`.resolve`).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from legalkg.events.chunking import chunk
from legalkg.events.facts import score_sentences
from legalkg.events.iris import complaint_id
from legalkg.events.jsonio import check_graph, decode_text
from legalkg.events.merge import MergeReport, merge
from legalkg.events.model import ComplaintGraph, MiniGraph, Relation
from legalkg.events.segment import segment

EXTRACTORS = ("rules", "llm")


@dataclass(frozen=True, slots=True)
class Extraction:
    """An extracted graph, its merge report, and what the extractor dropped."""

    graph: ComplaintGraph
    merge: MergeReport
    report: dict[str, Any] = field(default_factory=dict)


def extract_text(
    text: str,
    *,
    name: str,
    source_file: str | None = None,
    extractor: str = "rules",
    llm: Any = None,
    resolve: str = "none",
    learned: bool = True,
) -> Extraction:
    """Run the pipeline on a complaint ``text``; ``name`` becomes the complaint id.

    ``learned=False`` leaves out the learned act layer (:mod:`.learned`) the rules extractor
    ends with: the leave-one-set-out measure (``benchmarks/events_cv.py``) needs the rules'
    graph alone to lay a model trained without the held-out set on it.

    ``resolve="llm"`` adds the LLM identity-resolution step (:mod:`.resolve`, with ``llm``'s
    endpoint) after the deterministic merge. A text whose every character the OCR doubled
    ("TThhiiss  iiss") is read once and the graph mapped back onto it: sentences and quotes are
    exact slices of the file as it is, labels read clean.
    """
    doubled = _undoubled(text)
    if doubled is not None:
        clean, spans = doubled
        found = extract_text(
            clean,
            name=name,
            source_file=source_file,
            extractor=extractor,
            llm=llm,
            resolve=resolve,
            learned=learned,
        )
        graph = _map_back(found.graph, clean, spans, text)
        check_graph(graph, source_file or name, text=text)
        return Extraction(graph, found.merge, found.report)
    from legalkg.events import rules
    from legalkg.events.agencies import FILED_WITH
    from legalkg.events.patterns import _LAWSUIT
    from legalkg.events.people import find_parties
    from legalkg.events.relations import document_relations
    from legalkg.events.retellings import same_event_mentions

    sentences = score_sentences(segment(text))
    by_id = {s.id: s for s in sentences}
    parties = find_parties(text, sentences)
    chunks: list[MiniGraph] = []
    report: dict[str, Any] = {"statutes": rules.statutes(text), "dropped": []}
    for n, ids in enumerate(chunk(sentences), start=1):
        cid = f"c{n}"
        if extractor == "llm":
            from legalkg.events.llm import extract_chunk

            mini, dropped = extract_chunk(llm, cid, ids, by_id)
            report["dropped"].extend(dropped)
        elif extractor == "rules":
            mini = rules.stage2(rules.stage1(cid, ids, by_id, parties), by_id)
        else:
            from legalkg.core.errors import InputError

            raise InputError("--extractor", f"unknown extractor {extractor!r}; use rules or llm")
        chunks.append(mini)
    if extractor == "rules":
        # the lawsuit is told in sentences of procedure the chunks leave out ("comes Plaintiff
        # … and files its Complaint"): read them for the lawsuit alone
        chunked = {sid for c in chunks for sid in c.sentences}
        # (and a complaint filed with an office, told among the parties: :mod:`.agencies`;
        # a file left unhandled, "has not been processed by NEH": :mod:`.unhandled`)
        from legalkg.events.unhandled import told_unhandled

        told = tuple(
            x.id
            for x in sentences
            if x.id not in chunked
            and (_LAWSUIT.search(x.text) or FILED_WITH.search(x.text) or told_unhandled(x.text))
        )
        if told:
            chunks.append(rules.stage1(f"c{len(chunks) + 1}", told, by_id, parties))
    entities, events, relations, merged = merge(chunks)
    if events:  # the same document-level pass for every extractor (rules and LLM)
        from legalkg.events.lists import causes_told_only, fold_list_items, recall_conduct
        from legalkg.events.resolve import apply_resolution

        # "including: A. Walking up behind her; B. Touching her …": how one act was done
        events, relations, folded = fold_list_items(list(events), list(relations), by_id)
        merged.merged_events.extend(folded)
        # "The above conduct occurred … between September 1997 and January 1998"
        events = recall_conduct(events, by_id)
        # "in retaliation for her opposition to … the sexual harassment", no complaint told
        events = causes_told_only(events, by_id)

        # one event told in several sentences: merged where the checks allow it
        same = same_event_mentions(
            events,
            by_id,
            {e.id: e.kind for e in entities},
            {e.id: (e.name, *e.aliases) for e in entities},
        )
        entities, events, relations, coref = apply_resolution(
            entities, events, relations, by_id, {"same_events": same}
        )
        merged.merged_events.extend(coref.merged_events)
        merged.events_after, merged.relations_after = len(events), len(relations)
        known = {(r.type, r.source, r.target) for r in relations}
        for r in document_relations(events, by_id):
            if (r.type, r.source, r.target) not in known:
                relations.append(r)
                known.add((r.type, r.source, r.target))
                merged.relations_after += 1
        # "subjected to sexual harassment throughout her employment": OVERLAP
        from legalkg.events.backrefs import employment_overlaps

        pairs = {(r.source, r.target) for r in relations}
        for r in employment_overlaps(list(events), by_id, pairs):
            relations.append(r)
            known.add((r.type, r.source, r.target))
            merged.relations_after += 1
        # "denying X a licence solely as a result of her scores": her examination caused it
        from legalkg.events.licensing import results_causes

        for r in results_causes(list(events), by_id):
            if (r.type, r.source, r.target) not in known:
                relations.append(r)
                known.add((r.type, r.source, r.target))
                merged.relations_after += 1
        # a cause comes before what it causes or enables: the order, stated by the same words
        for r in list(relations):
            if (
                r.type in ("CAUSES", "ENABLES")
                and not {
                    ("BEFORE", r.source, r.target),
                    ("AFTER", r.target, r.source),
                }
                & known
            ):
                relations.append(
                    Relation(
                        f"{r.id}-order", "BEFORE", r.source, r.target, r.evidence, r.confidence
                    )
                )
                known.add(("BEFORE", r.source, r.target))
                merged.relations_after += 1
    # dates as the complaint writes them, for every extractor, then the order they state

    from legalkg.events import dating

    events = dating.attach(list(events), by_id, text)
    # "a grant that spans November 1, 2022, to October 31, 2027": the grant's period, no day
    from legalkg.events.government import undate_benefit_periods

    events = undate_benefit_periods(events, by_id)
    from legalkg.events.staffing import effective_dates, joined_dates

    # a notice's day and its act's effective day; a work "since he joined" the joining's
    events = joined_dates(effective_dates(events, by_id), by_id)
    from legalkg.events.retellings import _own_suit

    events = dating.signature_date(events, by_id, _own_suit)
    # an act told undated, then retold on its day; "until October 17, when FGCU told her"
    from legalkg.events.anchors import clause_dates, ordinal_dates, retold_dates

    events = clause_dates(retold_dates(events, by_id), by_id)
    events = ordinal_dates(events, by_id, {e.id: (e.name, *e.aliases) for e in entities})
    # "At the time Special Order 20 was issued, …", "Reneging on his May 2005 Notice, …"
    from legalkg.events.backrefs import recalled_acts

    events, recalled = recalled_acts(events, by_id)
    taken = {(r.source, r.target) for r in relations} | {(r.target, r.source) for r in relations}
    relations = [*relations, *(r for r in recalled if (r.source, r.target) not in taken)]
    events, repeated = dating.split_repeated(events, by_id)
    relations = [*relations, *repeated]
    # "completed all training classes prior to April 17, 2007": before the acts of that day
    from legalkg.events.relations import prior_to_day

    taken = {(r.source, r.target) for r in relations} | {(r.target, r.source) for r in relations}
    relations = [
        *relations,
        *(r for r in prior_to_day(events, by_id) if (r.source, r.target) not in taken),
    ]
    # what names an act without telling it done: a duty, an office's work, a post's duties,
    # an act recalled by a definite noun (:mod:`.extras`)
    from legalkg.events.extras import drop_extras

    events, relations, not_acts = drop_extras(events, relations, by_id)
    report["dropped"].extend(not_acts)
    # an act's type by what it is done to and by whom: grants "terminated", a protest, a
    # device "fired" (:mod:`.objects`), once its retellings are merged or dropped
    from legalkg.events.objects import retype

    events, relations, retyped = retype(events, relations, by_id)
    report["dropped"].extend(retyped)
    # a person's one-off act told again, merged once every date and type is read (:mod:`.oneact`)
    from legalkg.events.oneact import retold_one_offs

    events, relations, retold = retold_one_offs(events, relations, entities, by_id)
    merged.merged_events.extend(retold)
    suing = frozenset(
        e.id
        for e in entities
        if e.kind == "person" and {"plaintiff", "intervenor", "charging-party"} & set(e.legal_roles)
    )
    relations, dropped_relations = dating.relate(events, list(relations), by_id, suing)
    report["dropped"].extend({"stage": "dates", **d} for d in dropped_relations)
    merged.relations_after = len(relations)
    if resolve == "llm":
        from legalkg.events.resolve import resolve as llm_resolve

        entities, events, relations, resolution = llm_resolve(
            llm, entities, events, relations, by_id
        )
        merged.resolution = resolution
        report["dropped"].extend(resolution.dropped)
    elif resolve != "none":
        from legalkg.core.errors import InputError

        raise InputError("--resolve", f"unknown resolution {resolve!r}; use none or llm")
    if learned and extractor == "rules":
        # the shipped sentence classifier, where the leave-one-set-out measure kept it
        from legalkg.events.learned import learned_layer

        before = list(events)
        events, relations = learned_layer(before, list(relations), entities, by_id, text)
        kept = {e.id for e in events}
        report["dropped"].extend(
            {
                "stage": "learned",
                "event": e.id,
                "type": e.type,
                "why": "the shipped act model reads no act in its sentences",
                "sentence": e.evidence[0].sentence_id,
                "quote": e.evidence[0].quote,
            }
            for e in before
            if e.id not in kept
        )
    from legalkg.events.claims import find_claims

    graph = ComplaintGraph(
        id=complaint_id(name),
        sentences=tuple(sentences),
        entities=tuple(entities),
        events=tuple(events),
        relations=tuple(relations),
        claims=tuple(find_claims(sentences)),
        source_file=source_file,
        sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(),
        extractor=extractor if extractor == "rules" else f"llm:{getattr(llm, 'model', '')}",
        chunks=tuple(chunks),
        merge=merged.to_json(),
        source=source_file or name,
    )
    check_graph(graph, source_file or name, text=text)
    return Extraction(graph, merged, report)


def extract_file(
    path: Path,
    *,
    extractor: str = "rules",
    llm: Any = None,
    resolve: str = "none",
    learned: bool = True,
) -> Extraction:
    """Run the pipeline on a complaint text file.

    :raises legalkg.core.errors.InputError: for an empty, binary or non-UTF-8 file.
    """
    from legalkg.core.errors import InputError

    try:
        raw = path.read_bytes()
    except OSError as e:
        raise InputError(str(path), f"cannot read the file: {e}") from e
    text = decode_text(path, raw)
    return extract_text(
        text,
        name=path.stem,
        source_file=path.name,
        extractor=extractor,
        llm=llm,
        resolve=resolve,
        learned=learned,
    )


def _undoubled(text: str) -> tuple[str, list[tuple[int, int]]] | None:
    """The text read once when the OCR doubled (nearly) every character, with each clean
    character's span in ``text``; None for an ordinary text."""
    import re

    pairs = re.findall(r"(\S)(\S)", text)
    if len(pairs) < 200 or sum(a == b for a, b in pairs) < 0.8 * len(pairs):
        return None
    out: list[str] = []
    spans: list[tuple[int, int]] = []
    i = 0
    while i < len(text):
        step = 2 if i + 1 < len(text) and text[i + 1] == text[i] else 1
        out.append(text[i])
        spans.append((i, i + step))
        i += step
    return "".join(out), spans


def _map_back(
    graph: ComplaintGraph, clean: str, spans: list[tuple[int, int]], text: str
) -> ComplaintGraph:
    """``graph`` (read on ``clean``) with its sentences and quotes as slices of ``text``."""
    from dataclasses import replace

    from legalkg.events.model import Evidence, Sentence

    def span(a: int, b: int) -> tuple[int, int]:
        return spans[a][0], spans[b - 1][1]

    sentences = {}
    for s in graph.sentences:
        a, b = span(s.start, s.end)
        sentences[s.id] = (s, Sentence(s.id, a, b, text[a:b], s.fact_score))

    def ev(items: tuple[Evidence, ...]) -> tuple[Evidence, ...]:
        out = []
        for e in items:
            old, new = sentences[e.sentence_id]
            at = old.text.find(e.quote) if e.quote else -1
            if at < 0:
                out.append(Evidence(e.sentence_id, new.text.strip()))
                continue
            a, b = span(old.start + at, old.start + at + len(e.quote))
            out.append(Evidence(e.sentence_id, text[a:b]))
        return tuple(out)

    def fix(items: Any) -> Any:
        return tuple(replace(x, evidence=ev(x.evidence)) for x in items)

    return replace(
        graph,
        sentences=tuple(new for _, new in sentences.values()),
        entities=fix(graph.entities),
        events=fix(graph.events),
        relations=fix(graph.relations),
        claims=fix(graph.claims),
        chunks=tuple(
            replace(c, entities=fix(c.entities), events=fix(c.events), relations=fix(c.relations))
            for c in graph.chunks
        ),
        sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(),
    )
