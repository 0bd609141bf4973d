"""Which graphs a re-ingest validates again, and with what: the next state of the store (the
kept graphs and the new ones) read only where the change reaches.

A changed graph is validated with the graphs the split rule links it to
(:mod:`legalkg.validation.split`), found from the link keys stored in the store's notes
(:func:`_keyed_next_state`, in memory) or, when they are missing or were made under another
rule, by queries on the next state (:func:`_next_state_report`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

import pyoxigraph as ox

from legalkg.store.local import NextState

if TYPE_CHECKING:
    from legalkg.ingestion.parallel import Built
    from legalkg.validation.report import ValidationReport, ValidationResult
    from legalkg.validation.split import SplitRule


def _next_state_report(
    state: NextState,
    texts: Mapping[ox.NamedNode, bytes],
    engine: str,
    verdict: str,
    progress: Callable[[str], None] | None,
    notes: Mapping[str, bytes] | None = None,
    built: Mapping[ox.NamedNode, Built] | None = None,
    shapes: tuple[str, ...] = (),
) -> ValidationReport:
    """Validate the next state of a write that keeps some graphs: the verdict is that of a
    validation of the whole next state, but what is run costs what changed.

    When the current state was recorded as conforming to the same shapes (``verdict``) and the
    shapes split along graphs (:func:`legalkg.validation.shacl.next_state_rules`), only the graphs a
    change can reach are validated: the new graphs, and the kept graphs linked to the old or
    the new content of a changed one (transitively, in the old state and in the next). Every
    other kept graph reads exactly what it read before, when it conformed. When the SPARQL
    constraints are local too, they run on those graphs alone; else on the whole next state
    (the staging generation, in Oxigraph). Otherwise every graph of the next state is
    validated.

    The links are found from the graphs' link keys when every graph has them (``notes``:
    the keys of the kept graphs recorded in the store; ``built``: those of the new texts,
    with the reading workers' runs, used as they are for a new graph linked to no other):
    :func:`_keyed_next_state`. Otherwise by queries on the current and the next state.
    """
    from legalkg.validation.shacl import _graphs_mentioning, next_state_rules, validate_ntriples
    from legalkg.validation.split import linked_graphs

    # What can be known before the next state is written is worked out first: the staging
    # thread is still writing it meanwhile.
    core, whole = (None, None)
    if engine == "turbo" and state.verdict == verdict:
        core, whole = next_state_rules()
    if whole is not None and not whole.target_nodes and notes and built and shapes:
        report = _keyed_next_state(state, texts, whole, notes, built, shapes, progress)
        if report is not None:
            return report
    rule = whole or core
    kept = set(state.kept)
    if rule is not None:
        kept &= linked_graphs(state.current(), state.changed, rule)  # linked to the old content
    written = state.written()
    everything = sorted(
        (g for g in written.named_graphs() if isinstance(g, ox.NamedNode)), key=lambda g: g.value
    )
    # triples outside the named graphs (not written by ingest) are read by no linking rule:
    # then the next state is validated whole, at once
    default = written.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()) or b""
    if rule is None or default:
        chosen = everything
    else:
        # a sh:targetNode is a focus node wherever it is: the graphs that mention it go too
        seeds = set(texts) | kept | _graphs_mentioning(written, rule.target_nodes)
        reached = linked_graphs(written, seeds, rule)
        chosen = [g for g in everything if g in reached]
    if progress:
        progress(
            f"validating {len(chosen)} of {len(everything)} graph(s) of the next state"
            + (
                ""
                if len(chosen) == len(everything)
                else " (the others are unchanged and conformed)"
            )
        )
    chunks = _NextTexts(texts, written, chosen)
    if default:
        return validate_ntriples([default, *chunks.values()], engine=engine)
    # Unless every constraint reads only what is linked (then the chosen graphs are enough),
    # turbo's SPARQL constraints run on the whole next state; pyshacl is given all of it.
    dataset = written if whole is None and engine == "turbo" else None
    return validate_ntriples(chunks, engine=engine, dataset=dataset)


def _keyed_next_state(
    state: NextState,
    texts: Mapping[ox.NamedNode, bytes],
    rule: SplitRule,
    notes: Mapping[str, bytes],
    built: Mapping[ox.NamedNode, Built],
    shapes: tuple[str, ...],
    progress: Callable[[str], None] | None,
) -> ValidationReport | None:
    """:func:`_next_state_report` from link keys, or None when a graph has none (made under
    ``rule``): the graphs to validate are those linked (transitively) to a change in the
    current state (old keys, from ``notes``) or in the next (new keys, from ``built``), as
    :func:`~legalkg.validation.split.keyed_components` finds them; a new graph linked to no
    other keeps the run its reading worker made of it alone; the other graphs chosen are
    validated together. Nothing is asked of the stores but the next state's texts of the
    kept graphs that are chosen (and whether its default graph is empty)."""
    from legalkg.validation.shacl import merge_runs, validate_ntriples
    from legalkg.validation.split import LinkKeys, keyed_components, rule_digest

    digest = rule_digest(rule)

    def keys_of(note: bytes | None) -> LinkKeys | None:
        keys = LinkKeys.from_bytes(note) if note is not None else None
        return keys if keys is not None and keys.rule == digest else None

    kept = list(state.kept)
    new = sorted(texts, key=lambda g: g.value)
    if any(built.get(g) is None or built[g].keys is None for g in new):
        return None
    new_keys = {g: built[g].keys for g in new}
    if any(k.rule != digest for k in new_keys.values()):  # type: ignore[union-attr]
        return None
    # the current state: the kept graphs and the changed ones that were there
    old_graphs = kept + [g for g in state.changed if g.value in notes]
    old_keys = {g: keys_of(notes.get(g.value)) for g in old_graphs}
    if any(k is None for k in old_keys.values()):
        return None
    # a changed graph with no note is a new graph, unless the current state holds it
    present = set(state.current().named_graphs())
    if any(g.value not in notes and g in present for g in state.changed):
        return None
    changed = set(state.changed)
    reached_old: set[ox.NamedNode] = set()
    for group in keyed_components([old_keys[g] for g in old_graphs]):  # type: ignore[misc]
        members = [old_graphs[i] for i in group]
        if changed.intersection(members):
            reached_old.update(members)
    next_graphs = kept + new
    next_keys = [old_keys[g] for g in kept] + [new_keys[g] for g in new]
    seeds = set(new) | (set(kept) & reached_old)
    runs: list[tuple[bool, list[ValidationResult]]] = []
    again: list[ox.NamedNode] = []
    for group in keyed_components(next_keys):  # type: ignore[arg-type]
        members = [next_graphs[i] for i in group]
        if not seeds.intersection(members):
            continue
        outcome = built[members[0]].outcome if members[0] in built else None
        if len(members) == 1 and members[0] in texts and outcome is not None:
            runs.append(outcome)
        else:
            again.extend(members)
    written = state.written()
    if written.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=ox.DefaultGraph()):
        return None  # triples outside the named graphs: linked to anything
    chosen = sorted(set(again) | {g for g in new if g not in again}, key=lambda g: g.value)
    if progress:
        progress(
            f"validating {len(chosen)} of {len(next_graphs)} graph(s) of the next state "
            f"(the others are unchanged and conformed; {len(chosen) - len(again)} validated "
            "while read)"
        )
    if again:
        together = validate_ntriples(
            _NextTexts(texts, written, sorted(again, key=lambda g: g.value)), engine="turbo"
        )
        runs.append((together.conforms, list(together.results)))
    return merge_runs(runs, shapes)


def _dump(store: ox.Store, graph: ox.NamedNode) -> bytes:
    return store.dump(format=ox.RdfFormat.N_TRIPLES, from_graph=graph) or b""


class _NextTexts(Mapping[ox.NamedNode, bytes]):
    """The texts of the ``chosen`` graphs of a next state: the given text of a written graph,
    a dump of a kept one; each read when asked for."""

    def __init__(
        self, texts: Mapping[ox.NamedNode, bytes], written: ox.Store, chosen: list[ox.NamedNode]
    ) -> None:
        self._texts = texts
        self._written = written
        self._chosen = chosen

    def __getitem__(self, graph: ox.NamedNode) -> bytes:
        if graph in self._texts:
            return self._texts[graph]
        return _dump(self._written, graph)

    def __iter__(self) -> Iterator[ox.NamedNode]:
        return iter(self._chosen)

    def __len__(self) -> int:
        return len(self._chosen)
