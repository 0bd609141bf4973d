"""Run a plan against a store and turn the rows into a typed, cited, deterministic answer.

>>> from legalkg import Store, ingest, example_path
>>> from legalkg.planner import ValidVersions
>>> store = Store()
>>> _ = ingest([example_path("art6")], store=store)
>>> a = answer_request(ValidVersions(component="art. 6º", date="2001-05-20"), store)
>>> [(v["valid_from"], v["valid_until"]) for v in a.result["versions"]]
[('2000-02-14', '2010-02-04')]
"""

from __future__ import annotations

import difflib
import json
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pyoxigraph as ox

from legalkg.planner import (
    ActionsBySource,
    CompareVersions,
    Hierarchy,
    ImpactInScope,
    ItemHistory,
    ItemVersions,
    Plan,
    PlanError,
    Provenance,
    Request,
    Step,
    ValidVersions,
    make_plan,
    request_to_json,
)
from legalkg.store import Store
from legalkg.templates import render_prompt, render_sparql
from legalkg.units import contents, is_large, mark_removed, whole_versions
from legalkg.units import is_leaf as _is_leaf

Row = dict[str, str | None]


@dataclass(frozen=True, slots=True)
class ExecutedStep:
    """A plan step as it ran: its template, its resolved bindings and the SPARQL it sent."""

    template: str
    bindings: dict[str, Any]
    sparql: str
    rows: int


@dataclass(frozen=True, slots=True)
class Answer:
    """A request's full answer: plan, result, readable answer, citations and grounded prompt.

    The prompt is rendered when it is first read (from the other fields only, so it is the
    same whenever it is read): an answer whose prompt is not used costs no prompt.
    """

    question: str | None
    request: Request
    plan: Plan
    steps: tuple[ExecutedStep, ...]
    result: dict[str, Any]
    answer: str
    citations: tuple[dict[str, str], ...]
    _prompt: list[str] = field(default_factory=list, repr=False, compare=False)

    @property
    def prompt(self) -> str:
        """The grounded prompt (``queries/prompts/<request.prompt>.md.j2``)."""
        if not self._prompt:
            citations = list(self.citations)
            facts, sources = prompt_sources(self.result, citations)
            self._prompt.append(
                render_prompt(
                    self.request.prompt,
                    question=self.question or _describe(self.request),
                    answer=self.answer,
                    facts=facts,
                    citations=citations,
                    sources=sources,
                    policies=self.plan.policies,
                )
            )
        return self._prompt[0]

    def to_json(self) -> dict[str, Any]:
        """The output contract of ``legalkg ask -f json``."""
        return {
            "question": self.question,
            "request": request_to_json(self.request),
            "plan": {
                "policies": list(self.plan.policies),
                "steps": [
                    {
                        "template": s.template,
                        "bindings": s.bindings,
                        "sparql": s.sparql,
                        "rows": s.rows,
                    }
                    for s in self.steps
                ],
            },
            "result": self.result,
            "answer": self.answer,
            "citations": list(self.citations),
            "prompt": self.prompt,
        }

    def dumps(self) -> str:
        """Canonical JSON: same answer, same bytes."""
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True, indent=2)

    def to_text(self) -> str:
        """The answer for people: the paragraph, then the citations and the policies."""
        lines = [self.answer, ""]
        if self.citations:
            lines.append("Sources:")
            lines.extend(
                f"  [{i}] {c['label']} <{c['iri']}>" for i, c in enumerate(self.citations, start=1)
            )
            lines.append("")
        lines.append("Policies applied:")
        lines.extend(f"  - {p}" for p in self.plan.policies)
        return "\n".join(lines) + "\n"


def _value(term: Any) -> str | None:
    if term is None:
        return None
    if isinstance(term, ox.NamedNode | ox.Literal):
        return term.value
    return str(term)


#: Templates whose rows may be reused while the store does not change (a batch, or one
#: generation of an on-disk store): resolving the work, an act or a citation is the same
#: every time.
CACHED_TEMPLATES = frozenset({"works", "work-names", "acts", "resolve-component"})

#: After this many citations of one work resolved one by one with the same cache, the work's
#: whole label index (template ``component-labels``, one query) answers the next ones. The
#: index of a work of 500 units costs as much as 20-60 single resolutions at 10^5-10^6
#: triples and 8 at 10^7 (where one label is shared by hundreds of works): built after two,
#: it was built for most of 306 works asked about two or three times each (10^7: ask --batch
#: 30-42 requests/s); after 16, a batch at 10^6 resolved one by one what an index built by
#: the earlier answers would have given (106-120 against 147-179 requests/s, load 5-9).
LABEL_INDEX_AFTER = 4
#: A cache shared across calls holds at most this many query results (then starts afresh).
CACHE_LIMIT = 20_000
#: Generations of on-disk stores whose caches are kept at once (the newest).
CACHED_GENERATIONS = 4


class AnswerCache(dict[str, list[Row]]):
    """Rows of the resolution steps (:data:`CACHED_TEMPLATES`) by query text, and each work's
    citation-label index, for one unchanging state of a store: a batch, or one generation of
    an on-disk store (:func:`shared_cache`). A plain ``dict`` works too (rows only)."""

    def __init__(self) -> None:
        super().__init__()
        #: (work, language) → the number of citations resolved one by one so far.
        self.resolved: dict[tuple[str, str], int] = {}
        #: (work, language) → label term (N-Triples) → resolve-component's rows for it.
        self.labels: dict[tuple[str, str], dict[str, list[Row]]] = {}


_SHARED: dict[tuple[str, str], AnswerCache] = {}
_SHARED_LOCK = threading.Lock()


def shared_cache(store: Store) -> AnswerCache | None:
    """The cache of the generation an open on-disk store reads, shared by every answer on it.

    A generation never changes once published (:mod:`legalkg.store`), so what was resolved in
    it stays true; a write makes a new generation (a new key). ``None`` for a memory store, a
    remote one or a closed one: their content can change under the same object.
    """
    key = store.snapshot if type(store) is Store else None
    if key is None:
        return None
    with _SHARED_LOCK:  # answers may run in threads (a server)
        cache = _SHARED.get(key)
        if cache is None or len(cache) > CACHE_LIMIT:
            _SHARED.pop(key, None)
            while len(_SHARED) >= CACHED_GENERATIONS:
                del _SHARED[next(iter(_SHARED))]
            cache = _SHARED[key] = AnswerCache()
        return cache


def _rows(store: Store, sparql: str) -> list[Row]:
    solutions = store.query(sparql)
    if not isinstance(solutions, ox.QuerySolutions):
        return []
    names = [v.value for v in solutions.variables]
    return [{n: _value(row[n]) for n in names} for row in solutions]


class Runner:
    """Runs a plan's templates on a store, keeping each step and the values resolved so far
    (``vars``: ``work``, ``component``…, used by later steps' ``"$name"`` bindings)."""

    def __init__(self, store: Store, cache: dict[str, list[Row]] | None = None) -> None:
        self.store = store
        self.steps: list[ExecutedStep] = []
        self.vars: dict[str, str] = {}
        self.cache = cache

    def resolve(self, bindings: dict[str, Any]) -> dict[str, Any]:
        """``bindings`` with each ``"$name"`` replaced by the value resolved earlier."""
        return {
            k: (self.vars[v[1:]] if isinstance(v, str) and v.startswith("$") else v)
            for k, v in bindings.items()
        }

    def run(
        self, template: str, bindings: dict[str, Any], *, rows: list[Row] | None = None
    ) -> list[Row]:
        """Run ``template`` and record the step; ``rows``: the rows its query gives, when they
        are known already (from an index): the step is recorded as if it had run."""
        resolved = self.resolve(bindings)
        sparql = render_sparql(template, **resolved)
        cache = self.cache if template in CACHED_TEMPLATES else None
        if rows is None and cache is not None:
            rows = cache.get(sparql)
        if rows is None:
            rows = _rows(self.store, sparql)
            if cache is not None:
                cache[sparql] = rows
        shown = {k: v for k, v in resolved.items() if v is not None}
        self.steps.append(ExecutedStep(template, shown, sparql, len(rows)))
        return rows


def _works(runner: Runner, bindings: dict[str, Any]) -> list[Row]:
    """The ``works`` step, recorded as itself, its rows found by ``works-first`` (the same
    rows and order, from the typed works first instead of every label of the store: 3-7x
    less at 10^6 and 10^7 triples, where most works are amending acts). Two rows with the same
    work and title are in no order ``ORDER BY`` sets: then ``works`` itself runs, for its own
    order."""
    sparql = render_sparql("works", **runner.resolve(bindings))
    rows = runner.cache.get(sparql) if runner.cache is not None else None
    if rows is None:
        rows = _rows(runner.store, render_sparql("works-first"))
        if len({(r["work"], r["title"]) for r in rows}) < len(rows):
            rows = _rows(runner.store, sparql)
        if runner.cache is not None:
            runner.cache[sparql] = rows
    return runner.run("works", bindings, rows=rows)


def _resolve_work(runner: Runner, hint: str | None, rows: list[Row]) -> None:
    """Choose the work (:func:`legalkg.worknames.resolve_work`); names declared as aliases are
    read (template ``work-names``) only when the titles do not settle it."""
    from legalkg.worknames import match_works, resolve_work

    aliases: dict[str, list[str]] = {}
    if hint and not hint.startswith(("http://", "https://")):
        exact = match_works(hint, rows)
        if len(exact) != 1:
            for r in runner.run("work-names", {}):
                aliases.setdefault(str(r["work"]), []).append(str(r["name"]))
    chosen = resolve_work(hint, rows, aliases)
    runner.vars["work"] = str(chosen["work"])
    runner.vars["language"] = chosen["language"] or ""


def citation_alternatives(label: str) -> list[str]:
    """Equivalent spellings of a citation: ``§ 1º`` ↔ ``parágrafo único``.

    >>> citation_alternatives("art. 7º, § 1º")
    ['art. 7º, § 1º', 'art. 7º, parágrafo único']
    """
    from legalkg.citations import label_alternatives

    return label_alternatives(label)


def _label_index(runner: Runner, work: str, language: str) -> dict[str, list[Row]] | None:
    """The label index of ``work`` when the runner's cache has resolved enough citations of it
    one by one (:data:`LABEL_INDEX_AFTER`): label term → resolve-component's rows, in its order
    (the index query's ORDER BY is resolve-component's, so each label's rows keep it)."""
    cache = runner.cache
    if not isinstance(cache, AnswerCache):
        return None
    key = (work, language)
    index = cache.labels.get(key)
    if index is not None:
        return index
    cache.resolved[key] = cache.resolved.get(key, 0) + 1
    if cache.resolved[key] <= LABEL_INDEX_AFTER:
        return None
    solutions = runner.store.query(render_sparql("component-labels", work=work))
    index = {}
    if isinstance(solutions, ox.QuerySolutions):
        for row in solutions:
            label = row["label"]
            if isinstance(label, ox.Literal):
                index.setdefault(str(label), []).append(
                    {
                        "component": _value(row["component"]),
                        "label": label.value,
                        "order": _value(row["order"]),
                    }
                )
    cache.labels[key] = index
    return index


def _label_key(label: str, language: str) -> str | None:
    """The label as the N-Triples term resolve-component's ``VALUES`` matches (``None`` when
    the tag is not one the template accepts: the query then runs, and reports it)."""
    try:
        return str(ox.Literal(label, language=language) if language else ox.Literal(label))
    except ValueError:
        return None


def _resolve_component(runner: Runner, label: str, bindings: dict[str, Any]) -> None:
    resolved = runner.resolve(bindings)
    work, language = str(resolved["work"]), str(resolved.get("language") or "")
    index = _label_index(runner, work, language)
    rows: list[Row] = []
    for candidate in citation_alternatives(label):
        key = _label_key(candidate, language) if index is not None else None
        known = index.get(key, []) if index is not None and key is not None else None
        rows = runner.run("resolve-component", {**bindings, "label": candidate}, rows=known)
        if rows:
            break
    if not rows:
        raise PlanError(f"no component of <{runner.vars['work']}> is cited as {label!r}")
    if len(rows) > 1:
        raise PlanError(
            f"{label!r} is ambiguous: " + ", ".join(f"<{r['component']}>" for r in rows)
        )
    runner.vars["component"] = str(rows[0]["component"])
    runner.vars["component_label"] = str(rows[0]["label"])


def answer_request(
    request: Request,
    store: Store,
    *,
    question: str | None = None,
    cache: dict[str, list[Row]] | None = None,
) -> Answer:
    """Plan ``request``, run the plan on ``store`` and build the answer.

    :param cache: shared by the requests of a batch (an :class:`AnswerCache`), so that the
        resolution steps (:data:`CACHED_TEMPLATES`) run once per batch; the answers are the
        same without it. By default an on-disk store's generation cache (:func:`shared_cache`).

    :raises PlanError: when the work or a citation cannot be resolved (candidates are listed).
    """
    plan = make_plan(request)
    runner = Runner(store, cache if cache is not None else shared_cache(store))
    component_value = (
        request.scope if isinstance(request, ImpactInScope) else getattr(request, "component", None)
    )
    if isinstance(component_value, str) and component_value.startswith(("http", "urn:")):
        runner.vars["component"] = component_value
        runner.vars["component_label"] = component_value
    outputs: list[list[Row]] = []
    for step in plan.steps:
        if step.template == "works":
            _resolve_work(runner, getattr(request, "work", None), _works(runner, step.bindings))
        elif step.template == "resolve-component":
            _resolve_component(runner, step.bindings["label"], step.bindings)
        elif step.template == "acts":
            rows = runner.run("acts", step.bindings)
            if len(rows) != 1:
                found = "; ".join(f"{r['label']} <{r['act']}>" for r in rows) or "none"
                raise PlanError(
                    f"amending act number {step.bindings['number']!r} matches "
                    f"{len(rows)} acts ({found}); give its year"
                )
            runner.vars["act"] = str(rows[0]["act"])
            runner.vars["act_label"] = str(rows[0]["label"])
        elif step.template == "part-wordings" and outputs and _is_leaf(outputs[-1]):
            outputs.append([])  # a unit without parts: its own versions say it all
        elif step.template in STEP_HANDLERS:
            rows_or_none = STEP_HANDLERS[step.template](runner, step, request)
            if rows_or_none is not None:
                outputs.append(rows_or_none)
        else:
            rows = runner.run(step.template, step.bindings)
            if isinstance(request, Provenance) and step.template == "valid-versions":
                if not rows:
                    raise PlanError(
                        f"{runner.vars['component_label']} had no version in force "
                        f"on {request.date}"
                    )
                runner.vars["version"] = str(rows[0]["version"])
            outputs.append(rows)
    result, answer, citations = _BUILDERS[type(request)](request, runner, outputs)
    return Answer(question, request, plan, tuple(runner.steps), result, answer, tuple(citations))


def prompt_sources(
    result: dict[str, Any], citations: list[dict[str, str]]
) -> tuple[Any, list[dict[str, Any]]]:
    """The facts and the numbered sources of a grounded prompt.

    Each cited node whose text the result holds becomes a source carrying that text (a whole
    unit's parts are sources of their own, so a model can cite the part that holds a fact); the
    facts then point at the source instead of repeating the text. A unit too large to quote
    whole is given as its table of contents and the parts that changed (:func:`contents`).
    """
    numbers = {c["iri"]: i for i, c in enumerate(citations, start=1)}
    texts: dict[str, str] = {}
    large = [v for v in result.get("versions", []) if isinstance(v, dict) and is_large(v)]

    def walk(x: Any) -> Any:
        if isinstance(x, list):
            return [walk(y) for y in x]
        if not isinstance(x, dict):
            return x
        if "parts" in x and "changed_parts" in x and is_large(x):
            x = contents(x, toc=not large or x is large[-1])
        out = {k: walk(v) for k, v in x.items()}
        iri, text = x.get("iri"), x.get("text")
        if isinstance(iri, str) and isinstance(text, str) and iri in numbers:
            if "parts" in x and "changed_parts" in x:
                out["text"] = "its parts below, in order, one per line"
            else:
                texts.setdefault(iri, text)
                out["text"] = f"see source [{numbers[iri]}]"
        return out

    facts = walk(result)
    sources = [{**c, "text": texts.get(c["iri"])} for c in citations]
    return facts, sources


def _describe(request: Request) -> str:
    return json.dumps(request_to_json(request), ensure_ascii=False, sort_keys=True)


def cite(citations: list[dict[str, str]], iri: str | None, label: str | None) -> None:
    """Add ``iri`` (with its label) to an answer's citations, once."""
    if iri and all(c["iri"] != iri for c in citations):
        citations.append({"iri": iri, "label": label or iri})


def version_fields(row: Row) -> dict[str, Any]:
    """A valid-versions / item-versions row as an answer's version object."""
    return {
        "iri": row["version"],
        "citation": row["label"],
        "valid_from": row["from"],
        "valid_until": row["until"],
        "language": row.get("language"),
        "text": row["text"],
        "produced_by": {"iri": row["action"], "label": row.get("actionLabel")},
    }


def span(v: dict[str, Any]) -> str:
    """A version's validity in words."""
    until = f"until {v['valid_until']}" if v["valid_until"] else "still in force"
    return f"in force from {v['valid_from']}, {until}"


Built = tuple[dict[str, Any], str, list[dict[str, str]]]


def _versions(request: Any, outputs: list[list[Row]]) -> list[dict[str, Any]]:
    """The version objects of a valid-versions / item-versions answer: own rows (scope
    ``own``) or whole units (own row and parts)."""
    if getattr(request, "scope", None) == "own":
        return [version_fields(r) for r in outputs[0]]
    return whole_versions(outputs[0], outputs[1])


def _part_label(p: dict[str, Any]) -> str:
    acts = " and ".join(str(a["label"]) for a in p["produced_by"].get("acts", []))
    return f"{p['citation']}, wording in force from {p['valid_from']}" + (
        f" ({acts})" if acts else ""
    )


def _cite_parts(citations: list[dict[str, str]], v: dict[str, Any]) -> None:
    """Cite each part of a whole version (only the changed ones and the table of contents for a
    unit too large to quote whole), so a prompt can point at the part that holds a fact."""
    parts = v.get("parts", [])
    if is_large(v):
        parts = [p for p in contents(v)["parts"] if "iri" in p]  # the changed ones
    for p in parts[1:] if parts and parts[0]["iri"] == v["iri"] else parts:
        cite(citations, p["iri"], _part_label(p))


def _whole_words(v: dict[str, Any]) -> str:
    """A version's text for the answer paragraph (a very large unit is summarised)."""
    if is_large(v):
        changed = v["changed_parts"]
        return (
            f"«{v['parts'][0]['text']}» and {len(v['parts']) - 1} parts "
            f"({len(str(v['text']))} characters; the whole text is in result.versions[].text)"
            + (f"; changed that day: {', '.join(changed[:10])}" if changed else "")
            + ("…" if len(changed) > 10 else "")
        )
    return f"«{v['text']}»"


def _own_since(v: dict[str, Any]) -> str:
    parts = v.get("parts")
    if not parts:
        return ""
    own = parts[0]
    changed = [c for c in v["changed_parts"] if c != own["citation"]]
    out = (
        f"; its own row unchanged since {own['valid_from']}"
        if own["valid_from"] != v["valid_from"]
        else ""
    )
    if changed:
        shown = ", ".join(str(c) for c in changed[:5]) + ("…" if len(changed) > 5 else "")
        out += f"; parts changed on {v['valid_from']}: {shown}"
    return out


def _valid_versions(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    life = outputs[-1]
    label = runner.vars["component_label"]
    versions = _versions(request, outputs)
    citations: list[dict[str, str]] = []
    for v in versions:
        cite(citations, v["iri"], f"{label}, version of {v['valid_from']}")
        _cite_parts(citations, v)
        cite(citations, v["produced_by"]["iri"], v["produced_by"]["label"])
    result: dict[str, Any] = {
        "component": {"iri": runner.vars["component"], "citation": label},
        "date": request.date,
        "versions": versions,
    }
    if versions:
        texts = "; ".join(
            f"{_whole_words(v)} ({span(v)}; {v['produced_by']['label']}{_own_since(v)})"
            for v in versions
        )
        whole = " as a whole" if any("parts" in v for v in versions) else ""
        answer = f"On {request.date}, {label} read{whole}: {texts}."
    else:
        result["in_force"] = None
        info = life[0] if life else {}
        first, ended, nxt = info.get("first"), info.get("lastUntil"), info.get("nextFrom")
        if first is None:
            answer = f"{label} has no recorded version, so nothing was in force on {request.date}."
        elif ended is None:
            result["in_force"] = {"next_from": nxt}
            answer = (
                f"No version of {label} was in force on {request.date}: it was not yet "
                f"in force; its first version starts on {nxt}."
            )
        else:
            result["in_force"] = {
                "last_until": ended,
                "ended_by": info.get("endAction"),
                "next_from": nxt,
            }
            by = f" ({info['endLabel']})" if info.get("endLabel") else ""
            answer = (
                f"No version of {label} was in force on {request.date}: it had been "
                f"repealed on {ended}{by}"
            )
            answer += f"; a new version starts on {nxt}." if nxt else "."
            cite(citations, info.get("endAction"), info.get("endLabel"))
    cite(citations, runner.vars["component"], label)
    return result, answer, citations


def _item_versions(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    label = runner.vars["component_label"]
    versions = _versions(request, outputs)
    if request.scope != "own":
        mark_removed(versions)
    citations: list[dict[str, str]] = []
    for v in versions:
        cite(citations, v["iri"], f"{label}, version of {v['valid_from']}")
    parts = []
    for v in versions:
        what = ""
        if "parts" in v:
            changed = [c for c in v["changed_parts"]]
            removed = v.get("removed_parts", [])
            what = "; ".join(
                x
                for x in (
                    f"changed: {', '.join(str(c) for c in changed)}" if changed else "",
                    f"removed: {', '.join(str(c) for c in removed)}" if removed else "",
                )
                if x
            )
            what = f" [{what}]" if what else ""
        parts.append(
            f"from {v['valid_from']} ({v['produced_by']['label']}){what}: {_whole_words(v)}"
        )
    answer = (
        f"{label} has {len(versions)} version(s)"
        + (" in the interval" if request.from_ or request.until else "")
        + (": " + "; ".join(parts) + "." if parts else ".")
    )
    cite(citations, runner.vars["component"], label)
    result = {
        "component": {"iri": runner.vars["component"], "citation": label},
        "versions": versions,
    }
    return result, answer, citations


def _actions(rows: list[Row]) -> list[dict[str, Any]]:
    actions: dict[str, dict[str, Any]] = {}
    for r in rows:
        a = actions.setdefault(
            str(r["action"]),
            {
                "iri": r["action"],
                "type": str(r["type"]).rsplit("#", 1)[-1],
                "date": r["date"],
                "label": r["actionLabel"],
                "component": {"iri": r["target"], "citation": r["targetLabel"]},
                "acts": [],
                "produced": [],
                "terminated": [],
            },
        )
        for key, column in (
            ("acts", "act"),
            ("produced", "produced"),
            ("terminated", "terminated"),
        ):
            value = r.get(column)
            if value and value not in [x if isinstance(x, str) else x["iri"] for x in a[key]]:
                a[key].append(
                    {"iri": value, "label": r.get("actLabel")} if key == "acts" else value
                )
    for a in actions.values():
        if not a["produced"] and not a["terminated"]:
            del a["produced"], a["terminated"]
    return list(actions.values())


_PART_CHANGE = {
    "Insertion": "added",
    "Substitution": "changed",
    "Renumbering": "changed",
    "Repeal": "removed",
}


def _versions_by_date(actions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One entry per date on which the unit got a new version: which parts it added, changed
    and removed (a part is cited once, under its last change of the day)."""
    days: dict[str, dict[str, Any]] = {}
    for a in actions:
        day = days.setdefault(
            str(a["date"]), {"date": a["date"], "added": [], "changed": [], "removed": []}
        )
        what = day[_PART_CHANGE.get(a["type"], "changed")]
        citation = a["component"]["citation"] or a["component"]["iri"]
        if citation not in what:
            what.append(citation)
    return list(days.values())


def _history(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    (rows,) = outputs
    label = runner.vars["component_label"]
    actions = _actions(rows)
    own = getattr(request, "scope", None) == "own" and not isinstance(request, ImpactInScope)
    if own:
        actions = [a for a in actions if a["component"]["iri"] == runner.vars["component"]]
    citations: list[dict[str, str]] = []
    for a in actions:
        cite(citations, a["iri"], a["label"])
    window = ""
    if getattr(request, "from_", None) or getattr(request, "until", None):
        window = f" between {request.from_ or 'the beginning'} and {request.until or 'now'}"
    changed = sorted({a["component"]["citation"] or a["component"]["iri"] for a in actions})
    under = "'s own row" if own else " and the units under it"
    if actions:
        answer = (
            f"{len(actions)} change(s) to {label}{under}{window}: "
            + "; ".join(f"{a['date']}: {a['label']}" for a in actions)
            + "."
        )
    else:
        answer = f"No change to {label}{under.replace(' and ', ' or ')}{window}."
    cite(citations, runner.vars["component"], label)
    result = {
        "scope": {"iri": runner.vars["component"], "citation": label},
        "from": getattr(request, "from_", None),
        "until": getattr(request, "until", None),
        "actions": actions,
        "changed_components": changed,
        "versions": _versions_by_date(actions),
    }
    return result, answer, citations


def _by_source(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    (rows,) = outputs
    act = runner.vars.get("act", request.act)
    act_label = runner.vars.get("act_label", act)
    actions = _actions(rows)
    citations: list[dict[str, str]] = [{"iri": act, "label": act_label}]
    for a in actions:
        cite(citations, a["iri"], a["label"])
    if actions:
        answer = (
            f"{act_label} made {len(actions)} change(s): "
            + "; ".join(
                f"{a['type'].lower()} of {a['component']['citation']} on {a['date']}"
                for a in actions
            )
            + "."
        )
        joint = sorted({x["label"] for a in actions if len(a["acts"]) > 1 for x in a["acts"]})
        if joint:
            answer += (
                f" {sum(len(a['acts']) > 1 for a in actions)} of them are attributed "
                f"jointly to {' and '.join(joint)}: the source does not say which act of "
                "the same day made them."
            )
    else:
        answer = f"{act_label} changed no provision recorded in the store."
    return {"act": {"iri": act, "label": act_label}, "actions": actions}, answer, citations


_WORD = re.compile(r"\S+")


def word_diff(old: str, new: str) -> list[dict[str, str]]:
    """Word-level differences: ``insert``, ``delete`` and ``replace`` operations.

    >>> word_diff("a saúde, o trabalho, o lazer", "a saúde, o trabalho, a moradia, o lazer")
    [{'op': 'insert', 'old': '', 'new': 'a moradia,'}]
    """
    a, b = _WORD.findall(old), _WORD.findall(new)
    ops = []
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag != "equal":
            ops.append({"op": tag, "old": " ".join(a[i1:i2]), "new": " ".join(b[j1:j2])})
    return ops


_VERBS = {"insert": "added", "delete": "removed", "replace": "replaced"}


def _compare(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    rows_a, rows_b = outputs
    label = runner.vars["component_label"]
    if request.scope == "own":
        root = runner.vars["component"]
        rows_a = [r for r in rows_a if r["component"] == root]
        rows_b = [r for r in rows_b if r["component"] == root]
    at_a = {str(r["component"]): r for r in rows_a}
    at_b = {str(r["component"]): r for r in rows_b}
    order = {c: (r.get("order") or "0") for c, r in {**at_a, **at_b}.items()}
    changes = []
    for comp in sorted(set(at_a) | set(at_b), key=lambda c: (int(str(order[c])), c)):
        a, b = at_a.get(comp), at_b.get(comp)
        entry: dict[str, Any] = {
            "component": {"iri": comp, "citation": (a or b or {}).get("label")}
        }
        if a and b:
            if a["text"] == b["text"]:
                continue
            entry.update(
                status="changed",
                version_a=a["version"],
                version_b=b["version"],
                diff=word_diff(str(a["text"]), str(b["text"])),
            )
        elif b:
            entry.update(status="added", version_b=b["version"], text=b["text"])
        else:
            assert a is not None
            entry.update(status="removed", version_a=a["version"], text=a["text"])
        changes.append(entry)
    citations: list[dict[str, str]] = []
    for c in changes:
        for key in ("version_a", "version_b"):
            if key in c:
                cite(citations, c[key], f"{c['component']['citation']} ({key[-1].upper()})")
    if not rows_a or not rows_b:
        missing = request.date_a if not rows_a else request.date_b
        answer = f"{label} was not in force on {missing}; only one side can be shown."
    elif changes:
        parts = []
        for c in changes:
            if c["status"] == "changed":
                ops = ", ".join(
                    f"{_VERBS[o['op']]} «{o['new'] or o['old']}»"
                    + (f" (was «{o['old']}»)" if o["op"] == "replace" else "")
                    for o in c["diff"]
                )
                parts.append(f"{c['component']['citation']}: {ops}")
            else:
                parts.append(f"{c['component']['citation']}: {c['status']}")
        answer = (
            f"Between {request.date_a} and {request.date_b}, {label} changed: "
            + "; ".join(parts)
            + "."
        )
    else:
        answer = f"{label} read the same on {request.date_a} and {request.date_b}."
    cite(citations, runner.vars["component"], label)
    result = {
        "component": {"iri": runner.vars["component"], "citation": label},
        "date_a": request.date_a,
        "date_b": request.date_b,
        "changes": changes,
    }
    return result, answer, citations


def _hierarchy(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    ancestors, subtree = outputs
    label = runner.vars["component_label"]
    root = runner.vars["component"]
    children: dict[str, list[Row]] = {}
    for r in subtree:
        if r["component"] != root and r["parent"]:
            children.setdefault(str(r["parent"]), []).append(r)

    def node(r: Row, depth: int) -> dict[str, Any]:
        out: dict[str, Any] = {
            "iri": r["component"],
            "citation": r["label"],
            "version": r["version"],
            "text": r["text"],
        }
        if request.depth is None or depth < request.depth:
            out["parts"] = [node(c, depth + 1) for c in children.get(str(r["component"]), [])]
        return out

    top = next((r for r in subtree if r["component"] == root), None)
    tree = node(top, 0) if top else None
    result = {
        "component": {"iri": root, "citation": label},
        "date": request.date,
        "ancestors": [
            {"iri": a["ancestor"], "citation": a["label"], "version": a["version"]}
            for a in ancestors
        ],
        "tree": tree,
    }
    citations: list[dict[str, str]] = []
    cite(citations, root, label)
    if tree is None:
        answer = f"{label} was not in force on {request.date}."
    else:
        path = " > ".join(str(a["label"]) for a in reversed(ancestors))
        answer = (
            f"On {request.date}, {label}"
            + (f" (in {path})" if path else "")
            + f" had {len(subtree) - 1} unit(s) under it."
        )
    return result, answer, citations


def _provenance(request: Any, runner: Runner, outputs: list[list[Row]]) -> Built:
    whole = request.version is None and request.scope != "own"
    rows = outputs[-3] if whole else outputs[-1]
    lineage: dict[str, dict[str, Any]] = {}
    for r in rows:
        v = lineage.setdefault(
            str(r["version"]),
            {
                "iri": r["version"],
                "valid_from": r["from"],
                "valid_until": r["until"],
                "text": r["text"],
                "replaced": r["previous"],
                "produced_by": {
                    "iri": r["action"],
                    "type": str(r["type"]).rsplit("#", 1)[-1],
                    "label": r["actionLabel"],
                    "acts": [],
                },
            },
        )
        if r["act"] and all(a["iri"] != r["act"] for a in v["produced_by"]["acts"]):
            v["produced_by"]["acts"].append({"iri": r["act"], "label": r["actLabel"]})
    steps = list(lineage.values())
    label = runner.vars.get("component_label") or (str(rows[0]["component"]) if rows else "")
    citations: list[dict[str, str]] = []
    for s in steps:
        cite(citations, s["iri"], f"{label}, version of {s['valid_from']}")
        for act in s["produced_by"]["acts"]:
            cite(citations, act["iri"], act["label"])
    if steps:
        head = steps[0]
        acts = " and ".join(a["label"] for a in head["produced_by"]["acts"]) or "the original text"
        answer = (
            f"The version of {label} in force from {head['valid_from']} was produced by "
            f"{acts} ({head['produced_by']['label']})"
        )
        if head["replaced"]:
            answer += (
                f", replacing the version of {steps[1]['valid_from']}" if len(steps) > 1 else ""
            )
        answer += "; lineage: " + " ← ".join(s["valid_from"] for s in steps) + "."
    else:
        answer = "No such version."
    result: dict[str, Any] = {
        "component": {"iri": runner.vars.get("component"), "citation": label},
        "lineage": steps,
    }
    if whole:
        versions = whole_versions(outputs[-2], outputs[-1])
        parts = versions[0].get("parts", []) if versions else []
        result["parts"] = [
            {
                k: p[k]
                for k in (
                    "citation",
                    "component",
                    "iri",
                    "valid_from",
                    "valid_until",
                    "produced_by",
                )
            }
            for p in parts
        ]
        for p in parts[1:]:
            cite(citations, p["iri"], _part_label(p))
            for act in p["produced_by"].get("acts", []):
                cite(citations, act["iri"], act["label"])
        if parts:
            by: dict[str, list[str]] = {}
            for part in parts:
                made = part["produced_by"].get("acts") or []
                name = " and ".join(str(a["label"]) for a in made) or "the original text"
                by.setdefault(name, []).append(str(part["citation"]))
            answer += (
                " Part by part: "
                + "; ".join(
                    f"{name}: {', '.join(c[:8])}{'…' if len(c) > 8 else ''} ({len(c)})"
                    for name, c in by.items()
                )
                + "."
            )
    return result, answer, citations


#: An answer builder: (request, runner, outputs of the plan's steps) → (result, answer, citations).
Builder = Callable[[Any, Runner, list[list[Row]]], Built]
#: A step handler for a template that resolves a value rather than producing output (such as
#: finding a complaint by name): it runs the step, sets ``runner.vars`` and returns ``None``, or
#: returns the rows to add to the outputs.
StepHandler = Callable[[Runner, Step, Any], list[Row] | None]
STEP_HANDLERS: dict[str, StepHandler] = {}


def register_builder(request_type: type[Request], builder: Builder) -> None:
    """Use ``builder`` for the answers to ``request_type`` (a type from an extension module)."""
    _BUILDERS[request_type] = builder


def register_step_handler(template: str, handler: StepHandler) -> None:
    """Run steps of ``template`` with ``handler`` instead of adding their rows to the outputs."""
    STEP_HANDLERS[template] = handler


_BUILDERS: dict[type[Request], Builder] = {
    ValidVersions: _valid_versions,
    ItemVersions: _item_versions,
    ItemHistory: _history,
    ImpactInScope: _history,
    ActionsBySource: _by_source,
    CompareVersions: _compare,
    Hierarchy: _hierarchy,
    Provenance: _provenance,
}
