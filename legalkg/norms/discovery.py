"""Discovery requests for ``legalkg ask``: start from words, not from a citation.

Three request types, registered with the planner, the answer builders and the question readers:

- ``search-text-units``: the provisions whose wording in force on a date matches some text
  (:func:`legalkg.norms.search`);
- ``resolve-reference``: the components free text such as "the article on social rights" may
  name, with a confidence; with a ``date``, the version in force of the top candidate, used only
  when its confidence reaches :data:`legalkg.norms.search.segments.RESOLVE_THRESHOLD`;
- ``discover-versions``: a question without a citation ("What did the Constitution say about
  housing in 2005?"): a discovery step (scored, so marked non-deterministic in the plan's
  policies) chooses the provisions, then ``valid-versions`` gives each one's text on the date;
  without a date, the latest version of each (the text in force now);
- ``discover-changes``: "Which provisions on social security changed in 2019?": a discovery step
  over every wording in force at some moment of the interval ``[from, until)``, then
  ``item-history`` (the template of ``impact-in-scope``) for each provision found.

>>> from legalkg.norms.questions import parse_question
>>> parse_question("What did the Constitution say about housing in 2005?")
DiscoverVersions(text='housing', date='2005-12-31', work='Constituição', scope=None, top_k=None)
>>> parse_question("O que a Constituição dizia sobre moradia em 2005?").text
'moradia'
>>> parse_question("What did the article on social rights say on 2001-01-01?")
ResolveReference(text='article on social rights', date='2001-01-01', work=None)
>>> r = parse_question("Which provisions on social security changed in 2019?")
>>> r.type, r.text, r.from_, r.until
('discover-changes', 'social security', '2019-01-01', '2020-01-01')
>>> parse_question("What does the Constitution say about housing?").date is None
True
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from datetime import date as _date
from datetime import timedelta
from typing import Any, ClassVar, cast

from legalkg.engine import answers as engine_answers
from legalkg.engine import planner as engine_planner
from legalkg.engine import questions as engine_questions
from legalkg.engine.answers import ExecutedStep, Row, Runner, cite
from legalkg.norms import answers, questions
from legalkg.norms import requests as planner
from legalkg.norms.answers import span, version_fields
from legalkg.norms.dates import DateError, find_dates
from legalkg.norms.requests import (
    POLICY_HALF_OPEN,
    POLICY_INTERVAL,
    POLICY_MICRO,
    POLICY_SUBTREE,
    POLICY_WORK,
    PlanError,
    Request,
    Step,
)
from legalkg.norms.search import (
    DEFAULT_TOP_K,
    RESOLVE_THRESHOLD,
    SearchError,
    open_index,
    resolve_in_index,
    search_index,
)

#: Provisions a ``discover-versions`` request uses at most, unless told.
DISCOVER_TOP_K = 3
#: A discovered provision is used when its score is at least this share of the best score.
DISCOVER_SHARE = 0.5

POLICY_DISCOVERY = (
    "Discovery is not deterministic resolution: the provisions were found by a scored text "
    "search (BM25 over the wording in force on the date; accents and case folded, stop words "
    "dropped, stemmed; English topic words reach Portuguese text through a small gloss), so "
    "other words may find other provisions. The steps after it are deterministic, and every "
    "provision used is cited."
)
POLICY_TEMPORAL_SEARCH = (
    "Only wordings in force on the date are searched (half-open validity); a scope is the "
    "subtree of its component as it stood that day."
)
POLICY_CHOICE = (
    f"The discovery step keeps the hits that score at least {DISCOVER_SHARE:.0%} of the best "
    "hit's score, at most top_k of them (3 unless told)."
)
POLICY_RESOLVE = (
    "A reference in words is resolved to its top candidate only when the candidate's confidence "
    "(the share of the reference's words it contains × its share of the two best BM25 scores) "
    f"is at least {RESOLVE_THRESHOLD}; otherwise the candidates are returned, never guessed."
)
POLICY_YEAR = "A question that gives only a year is answered for that year's last day."
POLICY_NOW = (
    "No date was given, so the question is answered for now: only the wordings in force today "
    "are searched, and each provision found is given in its latest version (the one with no "
    "end date); a provision repealed earlier is not found."
)
#: Provisions a ``discover-changes`` request follows at most, unless told.
CHANGES_TOP_K = 10
POLICY_TEMPORAL_INTERVAL = (
    "A provision is found when any of its wordings in force at some moment of the interval "
    "[from, until) matches (the wording before a change and the one after it both count)."
)
POLICY_CHANGES_CHOICE = (
    f"The discovery step keeps the hits that score at least {DISCOVER_SHARE:.0%} of the best "
    f"hit's score, at most top_k of them ({CHANGES_TOP_K} unless told); each one's changes "
    "within the interval come from the item-history template, and a provision found but not "
    "changed in the interval is listed as unchanged."
)
POLICY_YEARS = (
    "Years are whole years, both included: 'in 2019' is [2019-01-01, 2020-01-01), 'between "
    "2000 and 2010' is [2000-01-01, 2011-01-01), 'since 2015' is [2015-01-01, now); two dates "
    "include the second one."
)

_NOT_SPARQL = "# not SPARQL: ranked by the text index (BM25), see docs/search.md"


def _check_day(name: str, value: str | None, *, optional: bool) -> None:
    planner._check_date(name, value, optional=optional)


def _check_top_k(value: Any) -> None:
    if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
        raise PlanError(f"'top_k': {value!r} is not a whole number ≥ 1")


@dataclass(frozen=True, slots=True)
class SearchTextUnits(Request):
    """The provisions whose wording in force on ``date`` matches ``text``, best first."""

    type: ClassVar[str] = "search-text-units"
    integer_params: ClassVar[frozenset[str]] = frozenset({"top_k"})
    text: str = ""
    date: str | None = None
    scope: str | None = None
    work: str | None = None
    top_k: int | None = None

    def check(self) -> None:
        if not self.text or not self.text.strip():
            raise PlanError("missing 'text' (the words to search for)")
        _check_day("date", self.date, optional=True)
        _check_top_k(self.top_k)

    def plan(self) -> tuple[list[Step], list[str]]:
        steps = [
            Step(
                "search-text-units",
                {
                    "text": self.text,
                    "date": self.date,
                    "scope": self.scope,
                    "work": self.work,
                    "top_k": self.top_k or DEFAULT_TOP_K,
                },
                "rank the provisions whose wording in force on the date matches the text",
            )
        ]
        return steps, [POLICY_DISCOVERY, POLICY_TEMPORAL_SEARCH, POLICY_HALF_OPEN]


@dataclass(frozen=True, slots=True)
class ResolveReference(Request):
    """The components ``text`` may name ("the article on social rights"), with a confidence;
    with ``date``, the text in force of the top candidate when it is confident enough."""

    type: ClassVar[str] = "resolve-reference"
    text: str = ""
    date: str | None = None
    work: str | None = None

    def check(self) -> None:
        if not self.text or not self.text.strip():
            raise PlanError("missing 'text' (words naming a provision)")
        _check_day("date", self.date, optional=True)

    def plan(self) -> tuple[list[Step], list[str]]:
        steps = [
            Step("works", {}, "find the work the request is about"),
            Step(
                "resolve-reference",
                {"text": self.text, "work": "$work", "date": self.date},
                "rank the components the words may name (BM25 over citations, wording and "
                "headings)",
            ),
        ]
        if self.date:
            steps.append(
                Step(
                    "discovered-valid-versions",
                    {"date": self.date},
                    "the version in force on the date of the chosen component, if confident",
                )
            )
        return steps, [POLICY_DISCOVERY, POLICY_RESOLVE, POLICY_HALF_OPEN, POLICY_WORK]


@dataclass(frozen=True, slots=True)
class DiscoverVersions(Request):
    """A question without a citation: find the provisions about ``text`` in force on ``date``,
    then give each one's version in force."""

    type: ClassVar[str] = "discover-versions"
    integer_params: ClassVar[frozenset[str]] = frozenset({"top_k"})
    text: str = ""
    date: str | None = None
    work: str | None = None
    scope: str | None = None
    top_k: int | None = None

    def check(self) -> None:
        if not self.text or not self.text.strip():
            raise PlanError("missing 'text' (the topic, e.g. 'housing')")
        _check_day("date", self.date, optional=True)
        _check_top_k(self.top_k)

    def plan(self) -> tuple[list[Step], list[str]]:
        search = {
            "text": self.text,
            "date": self.date,
            "scope": self.scope,
            "work": "$work",
            "top_k": self.top_k or DISCOVER_TOP_K,
        }
        if self.date is None:
            search["flat"] = True
        steps = [
            Step("works", {}, "find the work the request is about"),
            Step(
                "search-text-units",
                search,
                "discovery (scored, not deterministic): the provisions whose wording in force "
                + ("on the date" if self.date else "now (no date given)")
                + " matches the topic",
            ),
        ]
        if self.date is None:
            steps.append(
                Step(
                    "discovered-latest-versions",
                    {},
                    "the latest version (in force now) of each provision found",
                )
            )
            policies = [POLICY_DISCOVERY, POLICY_NOW, POLICY_CHOICE, POLICY_WORK]
            return steps, policies
        steps.append(
            Step(
                "discovered-valid-versions",
                {"date": self.date},
                "the version in force on the date of each provision found",
            )
        )
        policies = [
            POLICY_DISCOVERY,
            POLICY_TEMPORAL_SEARCH,
            POLICY_CHOICE,
            POLICY_HALF_OPEN,
            POLICY_YEAR,
            POLICY_WORK,
        ]
        return steps, policies


@dataclass(frozen=True, slots=True)
class DiscoverChanges(Request):
    """ "Which provisions on ``text`` changed in [from, until)?": find the provisions whose
    wording, in any version in force within the interval, matches, then the changes to each
    (and the units under it) within the interval."""

    type: ClassVar[str] = "discover-changes"
    integer_params: ClassVar[frozenset[str]] = frozenset({"top_k"})
    text: str = ""
    from_: str | None = field(default=None, metadata={"json": "from"})
    until: str | None = None
    work: str | None = None
    scope: str | None = None
    top_k: int | None = None

    def check(self) -> None:
        if not self.text or not self.text.strip():
            raise PlanError("missing 'text' (the topic, e.g. 'social security')")
        _check_day("from", self.from_, optional=True)
        _check_day("until", self.until, optional=True)
        if self.from_ and self.until and self.from_ >= self.until:
            raise PlanError(
                f"the interval [{self.from_}, {self.until}) is empty: 'from' must come before "
                "'until'"
            )
        _check_top_k(self.top_k)

    def plan(self) -> tuple[list[Step], list[str]]:
        steps = [
            Step("works", {}, "find the work the request is about"),
            Step(
                "search-text-units",
                {
                    "text": self.text,
                    "from": self.from_,
                    "until": self.until,
                    "scope": self.scope,
                    "work": "$work",
                    "top_k": self.top_k or CHANGES_TOP_K,
                },
                "discovery (scored, not deterministic): the provisions with a wording in force "
                "within the interval that matches the topic",
            ),
            Step(
                "discovered-item-history",
                {"from": self.from_, "until": self.until},
                "the changes within the interval to each provision found (item-history)",
            ),
        ]
        policies = [
            POLICY_DISCOVERY,
            POLICY_TEMPORAL_INTERVAL,
            POLICY_CHANGES_CHOICE,
            POLICY_INTERVAL,
            POLICY_SUBTREE,
            POLICY_MICRO,
            POLICY_YEARS,
            POLICY_WORK,
        ]
        return steps, policies


# ----------------------------------------------------------------------------------------------
# Step handlers


def _bound(runner: Runner, value: Any) -> Any:
    if isinstance(value, str) and value.startswith("$"):
        return runner.vars.get(value[1:])
    return value


def _record(runner: Runner, template: str, bindings: dict[str, Any], rows: int) -> None:
    shown = {k: v for k, v in bindings.items() if v is not None}
    runner.steps.append(ExecutedStep(template, shown, _NOT_SPARQL, rows))


def _search_step(runner: Runner, step: Step, request: Any) -> list[Row]:
    b = {k: _bound(runner, v) for k, v in step.bindings.items()}
    during = (b["from"], b["until"]) if "from" in b or "until" in b else None
    try:
        hits = search_index(
            open_index(runner.store),
            b["text"],
            at=b.get("date"),
            scope=b["scope"],
            work=b["work"],
            top_k=int(b["top_k"]),
            flat=bool(b.get("flat")),
            during=during,
        )
    except SearchError as e:
        raise PlanError(str(e)) from e
    _record(runner, step.template, b, len(hits))
    rows = [h.to_json() for h in hits]
    if isinstance(request, DiscoverVersions | DiscoverChanges) and hits:
        best = hits[0].score
        chosen = [h.component for h in hits if h.score >= DISCOVER_SHARE * best]
        runner.vars["chosen"] = json.dumps(chosen)
    return cast(list[Row], rows)


def _resolve_step(runner: Runner, step: Step, request: Any) -> list[Row]:
    b = {k: _bound(runner, v) for k, v in step.bindings.items()}
    try:
        candidates = resolve_in_index(
            open_index(runner.store), b["text"], work=b["work"], at=b["date"]
        )
    except SearchError as e:
        raise PlanError(str(e)) from e
    _record(runner, step.template, b, len(candidates))
    if candidates and candidates[0].confidence >= RESOLVE_THRESHOLD:
        runner.vars["chosen"] = json.dumps([candidates[0].component])
    return cast(list[Row], [c.to_json() for c in candidates])


def _versions_step(runner: Runner, step: Step, request: Any) -> list[Row]:
    chosen = json.loads(runner.vars.get("chosen", "[]"))
    rows: list[Row] = []
    for component in chosen:
        rows.extend(
            runner.run(
                "valid-versions",
                {"component": component, "date": step.bindings["date"], "language": None},
            )
        )
    return rows


def _latest_step(runner: Runner, step: Step, request: Any) -> list[Row]:
    """The latest version (no end date) of each chosen component, from ``item-versions``."""
    chosen = json.loads(runner.vars.get("chosen", "[]"))
    rows: list[Row] = []
    for component in chosen:
        found = runner.run(
            "item-versions", {"component": component, "from": None, "until": None, "language": None}
        )
        rows.extend(r for r in found if r["until"] is None)
    return rows


def _history_step(runner: Runner, step: Step, request: Any) -> list[Row]:
    """The ``item-history`` rows of each chosen component within the interval, each row marked
    with the provision it was asked for (``found``)."""
    chosen = json.loads(runner.vars.get("chosen", "[]"))
    rows: list[Row] = []
    for component in chosen:
        found = runner.run(
            "item-history",
            {
                "component": component,
                "from": step.bindings["from"],
                "until": step.bindings["until"],
            },
        )
        rows.extend({**r, "found": component} for r in found)
    return rows


# ----------------------------------------------------------------------------------------------
# Answer builders


def _version(row: Row) -> dict[str, Any]:
    return {"component": row["component"], **version_fields(row)}


def _cite_versions(citations: list[dict[str, str]], versions: list[dict[str, Any]]) -> None:
    for v in versions:
        cite(citations, v["iri"], f"{v['citation']}, version of {v['valid_from']}")
        cite(citations, v["component"], v["citation"])
        cite(citations, v["produced_by"]["iri"], v["produced_by"]["label"])


def _build_search(request: Any, runner: Runner, outputs: list[list[Row]]) -> answers.Built:
    hits = cast(list[dict[str, Any]], outputs[0])
    when = f" in force on {request.date}" if request.date else ""
    where = f" under {request.scope}" if request.scope else ""
    citations: list[dict[str, str]] = []
    for h in hits:
        cite(citations, h["version"], f"{h['citation']}, version of {h['valid_from']}")
    if hits:
        answer = (
            f"{len(hits)} provision(s){where} with wording{when} matching {request.text!r}: "
            + "; ".join(f"{h['citation']} (score {h['score']})" for h in hits)
            + "."
        )
    else:
        answer = f"No provision{where} has wording{when} matching {request.text!r}."
    result = {"text": request.text, "date": request.date, "scope": request.scope, "hits": hits}
    return result, answer, citations


def _build_resolve(request: Any, runner: Runner, outputs: list[list[Row]]) -> answers.Built:
    candidates = cast(list[dict[str, Any]], outputs[0])
    versions = [_version(r) for r in outputs[1]] if len(outputs) > 1 else []
    chosen = json.loads(runner.vars.get("chosen", "[]"))
    top = candidates[0] if chosen else None
    citations: list[dict[str, str]] = []
    result: dict[str, Any] = {
        "reference": request.text,
        "threshold": RESOLVE_THRESHOLD,
        "candidates": candidates,
        "chosen": top,
    }
    if request.date:
        result["date"] = request.date
        result["versions"] = versions
    if top is not None:
        answer = (
            f"{request.text!r} most likely means {top['citation']} "
            f"(confidence {top['confidence']} ≥ {RESOLVE_THRESHOLD})"
        )
        if request.date and versions:
            texts = "; ".join(f"«{v['text']}» ({span(v)})" for v in versions)
            answer += f". On {request.date} it read: {texts}"
        elif request.date:
            answer += f", which had no version in force on {request.date}"
        answer += "."
        _cite_versions(citations, versions)
        cite(citations, top["component"], top["citation"])
    elif candidates:
        listing = "; ".join(f"{c['citation']} ({c['confidence']})" for c in candidates)
        answer = (
            f"{request.text!r} may mean: {listing}. None reaches the confidence "
            f"{RESOLVE_THRESHOLD} needed to use it: name the provision (e.g. 'art. 6º')."
        )
        for c in candidates:
            cite(citations, c["component"], c["citation"])
    else:
        answer = f"No provision matches {request.text!r}."
    return result, answer, citations


def _build_discover(request: Any, runner: Runner, outputs: list[list[Row]]) -> answers.Built:
    hits = cast(list[dict[str, Any]], outputs[0])
    versions = [_version(r) for r in outputs[1]]
    chosen = json.loads(runner.vars.get("chosen", "[]"))
    citations: list[dict[str, str]] = []
    _cite_versions(citations, versions)
    result = {
        "topic": request.text,
        "date": request.date,
        "discovery": {"hits": hits, "chosen": chosen},
        "versions": versions,
    }
    if request.date is None:
        result["as_of"] = "now (no date given: latest versions in force)"
        if versions:
            parts = [f"{v['citation']} reads «{v['text']}» ({span(v)})" for v in versions]
            answer = (
                "No date was given, so this is the text in force now (the latest version of "
                f"each provision). The provisions found for {request.text!r}: "
                + "; ".join(parts)
                + "."
            )
        else:
            answer = f"No provision in force now (no date was given) matches {request.text!r}."
        return result, answer, citations
    if versions:
        parts = [f"{v['citation']} read «{v['text']}» ({span(v)})" for v in versions]
        answer = (
            f"On {request.date}, the provisions found for {request.text!r} were: "
            + "; ".join(parts)
            + "."
        )
    else:
        answer = f"No provision in force on {request.date} matches {request.text!r}."
    return result, answer, citations


def _window(request: Any) -> str:
    if request.from_ and request.until:
        return f"between {request.from_} and {request.until} (excluded)"
    if request.from_:
        return f"since {request.from_}"
    if request.until:
        return f"before {request.until}"
    return "at any time"


def _build_changes(request: Any, runner: Runner, outputs: list[list[Row]]) -> answers.Built:
    hits = cast(list[dict[str, Any]], outputs[0])
    rows = outputs[1]
    chosen = json.loads(runner.vars.get("chosen", "[]"))
    by_iri = {h["component"]: h for h in hits}
    citations: list[dict[str, str]] = []
    provisions: list[dict[str, Any]] = []
    distinct: dict[str, dict[str, Any]] = {}
    for component in chosen:
        hit = by_iri[component]
        actions = answers._actions([r for r in rows if r["found"] == component])
        provisions.append(
            {
                "iri": component,
                "citation": hit["citation"],
                "score": hit["score"],
                "matched_version": hit["version"],
                "passage": hit["passage"],
                "changed": bool(actions),
                "actions": actions,
            }
        )
        for a in actions:
            distinct.setdefault(str(a["iri"]), a)
    changed = [p for p in provisions if p["changed"]]
    unchanged = [p for p in provisions if not p["changed"]]
    for p in changed + unchanged:
        cite(citations, p["iri"], p["citation"])
        for a in p["actions"]:
            cite(citations, a["iri"], a["label"])
            cite(citations, a["component"]["iri"], a["component"]["citation"])
            for act in a["acts"]:
                cite(citations, act["iri"], act["label"])
    window = _window(request)
    result = {
        "topic": request.text,
        "from": request.from_,
        "until": request.until,
        "discovery": {"hits": hits, "chosen": chosen},
        "provisions": provisions,
        "changed": [p["citation"] for p in changed],
        "unchanged": [p["citation"] for p in unchanged],
        "actions": len(distinct),
    }
    if not provisions:
        answer = f"No provision with a wording in force {window} matches {request.text!r}."
        return result, answer, citations

    def listing(p: dict[str, Any]) -> str:
        acts = "; ".join(f"{a['date']}: {a['label']}" for a in p["actions"])
        return f"{p['citation']} ({len(p['actions'])} change(s): {acts})"

    found = f"{len(provisions)} provision(s) found for {request.text!r}"
    if changed:
        answer = (
            f"{window[0].upper()}{window[1:]}, {len(changed)} of the {found} changed "
            f"({len(distinct)} distinct change(s), counting the units under each): "
            + "; ".join(listing(p) for p in changed)
            + "."
        )
    else:
        answer = f"None of the {found} changed {window}."
    if unchanged and changed:
        answer += " Found but not changed in the interval: " + ", ".join(
            p["citation"] for p in unchanged
        )
        answer += "."
    elif unchanged:
        answer += " Found: " + ", ".join(p["citation"] for p in unchanged) + "."
    return result, answer, citations


# ----------------------------------------------------------------------------------------------
# Questions without a citation

_KIND_EN = r"article|section|chapter|title|provision|paragraph|item"
_KIND_PT = r"artigo|cap[ií]tulo|t[ií]tulo|se[cç][aã]o|dispositivo|par[aá]grafo|inciso"
_REFERENCE = [
    re.compile(
        rf"\b(?P<ref>(?:{_KIND_EN})\s+(?:on|about|concerning|regarding|dealing with|of)\s+.+?)"
        r"(?=\s+(?:say|said|says|read|provide|provided|state|stated)\b|\s+(?:in|on|at|as of)"
        r"\s+(?:\d|[A-Z][a-z]+\s+\d)|\s*[?.!]|$)",
        re.IGNORECASE,
    ),
    re.compile(
        rf"\b(?P<ref>(?:{_KIND_PT})\s+(?:sobre|que trata d[eoa]s?|acerca d[eoa]s?|d[oa]s?|de)"
        r"\s+.+?)(?=\s+(?:dizia|diz|dispunha|disp[oõ]e|estabelecia|previa)\b"
        r"|\s+(?:em|no|na|at[eé])\s+\d|\s*[?.!]|$)",
        re.IGNORECASE,
    ),
]
_TOPIC = [
    re.compile(
        r"\b(?:say|said|says|provide|provided|provides|establish|established|state|stated)"
        r"\s+(?:about|on|regarding|concerning)\s+(?P<topic>.+?)"
        r"(?=\s+(?:in|on|at|as of)\s+(?:\d|[A-Z][a-z]+\s+\d)|\s*[?.!]|$)",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:dizia|diz|dispunha|disp[oõ]e|estabelecia|estabelece|previa|prev[eê]|falava|fala)"
        r"\s+(?:sobre|a respeito d[eoa]s?|acerca d[eoa]s?)\s+(?P<topic>.+?)"
        r"(?=\s+(?:em|no|na|at[eé])\s+\d|\s*[?.!]|$)",
        re.IGNORECASE,
    ),
]
_YEAR = re.compile(r"\b(1[89]\d{2}|2[01]\d{2})\b")

_CHANGED_EN = (
    r"(?:were\s+|was\s+|have\s+been\s+|has\s+been\s+)?(?:changed|amended|modified|altered)"
)
_CHANGED_PT = (
    r"(?:mudaram|mudou|foram\s+alterad[oa]s|foram\s+modificad[oa]s|se\s+alteraram"
    r"|foi\s+alterad[oa])"
)
_CHANGE_WHEN = r"(?=\s+(?:in|between|from|since|during|em|entre|de|desde|no|na)\s+\d|\s*[?.!]|$)"
_CHANGES = [
    re.compile(
        r"\b(?:which|what)\s+(?:provisions?|articles?|rules?|parts?|sections?)\s+(?:on|about|"
        r"concerning|regarding|dealing\s+with)\s+(?P<topic>.+?)\s+" + _CHANGED_EN + r"\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\bwhat\s+(?:has\s+)?changed\s+(?:about|on|regarding|concerning|in\s+the\s+(?:provisions?|"
        r"rules?)\s+(?:on|about))\s+(?P<topic>.+?)" + _CHANGE_WHEN,
        re.IGNORECASE,
    ),
    re.compile(
        r"\bquais\s+(?:dispositivos|artigos|normas|regras)\s+(?:sobre|acerca\s+d[eoa]s?|"
        r"a\s+respeito\s+d[eoa]s?|que\s+tratam\s+d[eoa]s?)\s+(?P<topic>.+?)\s+"
        + _CHANGED_PT
        + r"\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\bo\s+que\s+mudou\s+(?:sobre|acerca\s+d[eoa]s?|a\s+respeito\s+d[eoa]s?|quanto\s+[aà]s?"
        r"|em\s+rela[cç][aã]o\s+[aà]s?)\s+(?P<topic>.+?)" + _CHANGE_WHEN,
        re.IGNORECASE,
    ),
]


def _question_interval(text: str) -> tuple[str | None, str | None]:
    """The interval [from, until) a change question asks about (:data:`POLICY_YEARS`): two dates
    (the second included), one date (from it on), "since" a year, years, or nothing (all time).

    >>> _question_interval("Which provisions on health changed since 2015?")
    ('2015-01-01', None)
    >>> _question_interval("What changed about housing from 2000 to 2010?")
    ('2000-01-01', '2011-01-01')
    """
    days = sorted(d for _, d in questions.find_dates(text))
    if len(days) >= 2:
        return days[0], (_date.fromisoformat(days[1]) + timedelta(days=1)).isoformat()
    if len(days) == 1:
        return days[0], None
    since = re.search(r"\b(?:since|desde|from|a partir de)\s+(1[89]\d{2}|2[01]\d{2})\b", text)
    if since and not re.search(r"\b(?:and|to|until|e|a|at[eé])\s+\d{4}\b", text[since.end() :]):
        return f"{since.group(1)}-01-01", None
    years = questions._year_interval(text)
    return years if years is not None else (None, None)


def _question_date(text: str) -> str | None:
    days = [d for _, d in questions.find_dates(text)]
    if days:
        return days[0]
    year = _YEAR.search(text)
    return f"{year.group(1)}-12-31" if year else None


def _without_work(words: str, hint: str | None) -> str:
    """The words without the name of the work ("… of the Events By-law", "… da Constituição"),
    which the request carries as ``work``.

    >>> _without_work("section on definitions of the Events By-law", "Events By-law")
    'section on definitions'
    """
    names = [r"constitution", r"constitui[cç][aã]o"] + ([re.escape(hint)] if hint else [])
    cut = re.compile(
        rf"\s+(?:of|in|do|da|de|na|no)\s+(?:the\s+|a\s+|o\s+)?(?:{'|'.join(names)}).*$",
        re.IGNORECASE,
    )
    return cut.sub("", words).strip()


def parse_discovery_question(text: str, hint: str | None) -> Request | None:
    """Read a question that cites no provision but names one in words, or asks about a topic.

    Returns ``None`` for any other question (so that other readers, and the refusal listing the
    accepted forms, still apply). A year alone means its last day (:data:`POLICY_YEAR`); a topic
    question with no date is asked about now (:data:`POLICY_NOW`); a change question reads its
    interval with :func:`_question_interval`.
    """
    for pattern in _CHANGES:
        m = pattern.search(text)
        if m:
            topic = _without_work(m.group("topic"), hint)
            if topic:
                start, end = _question_interval(text)
                return DiscoverChanges(text=topic, from_=start, until=end, work=hint)
    day = _question_date(text)
    for pattern in _REFERENCE:
        m = pattern.search(text)
        if m and day is not None:
            return ResolveReference(text=_without_work(m.group("ref"), hint), date=day, work=hint)
    for pattern in _TOPIC:
        m = pattern.search(text)
        if m:
            topic = _without_work(m.group("topic"), hint)
            if topic and not _only_dates(topic):
                return DiscoverVersions(text=topic, date=day, work=hint)
    return None


def _only_dates(topic: str) -> bool:
    """Whether a topic is only a date or a year ("… say on 2001-05-20" read "on" as "about"):
    then it names no topic, and searching the words of a date finds any provision.

    >>> _only_dates("2001-05-20"), _only_dates("20 May 2001"), _only_dates("housing in 2005")
    (True, True, False)
    """
    try:
        whens = find_dates(topic, years=True)
    except DateError:
        return False
    rest = list(topic)
    for w in whens:
        rest[w.begin : w.end] = " " * (w.end - w.begin)
    return not re.search(r"[^\W\d_]{2,}", "".join(rest))


for _cls in (SearchTextUnits, ResolveReference, DiscoverVersions, DiscoverChanges):
    engine_planner.register_request(_cls)
engine_answers.register_builder(SearchTextUnits, _build_search)
engine_answers.register_builder(ResolveReference, _build_resolve)
engine_answers.register_builder(DiscoverVersions, _build_discover)
engine_answers.register_builder(DiscoverChanges, _build_changes)
engine_answers.register_step_handler("search-text-units", _search_step)
engine_answers.register_step_handler("resolve-reference", _resolve_step)
engine_answers.register_step_handler("discovered-valid-versions", _versions_step)
engine_answers.register_step_handler("discovered-latest-versions", _latest_step)
engine_answers.register_step_handler("discovered-item-history", _history_step)
if parse_discovery_question not in engine_questions.QUESTION_PARSERS:
    engine_questions.register_question_parser(parse_discovery_question)
