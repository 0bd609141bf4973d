"""Discovery requests for ``legalkg ask``: start from words, not from a citation.

Three request types, registered with the planner, the answer builders and the question readers:

- ``search-text-units``: the provisions whose wording in force on a date matches some text
  (:func:`legalkg.search.search`);
- ``resolve-reference``: the components free text such as "the article on social rights" may
  name, with a confidence; with a ``date``, the version in force of the top candidate, used only
  when its confidence reaches :data:`legalkg.search.RESOLVE_THRESHOLD`;
- ``discover-versions``: a question without a citation ("What did the Constitution say about
  housing in 2005?"): a discovery step (scored, so marked non-deterministic in the plan's
  policies) chooses the provisions, then ``valid-versions`` gives each one's text on the date.

>>> from legalkg.questions import parse_question
>>> parse_question("What did the Constitution say about housing in 2005?")
DiscoverVersions(text='housing', date='2005-12-31', work='Constituição', scope=None, top_k=None)
>>> parse_question("O que a Constituição dizia sobre moradia em 2005?").text
'moradia'
>>> parse_question("What did the article on social rights say on 2001-01-01?")
ResolveReference(text='article on social rights', date='2001-01-01', work=None)
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any, ClassVar, cast

from legalkg import answers, planner, questions
from legalkg.answers import ExecutedStep, Row, Runner
from legalkg.planner import POLICY_HALF_OPEN, POLICY_WORK, PlanError, Request, Step
from legalkg.search import (
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
    date: str = ""
    work: str | None = None
    scope: str | None = None
    top_k: int | None = None

    def check(self) -> None:
        if not self.text or not self.text.strip():
            raise PlanError("missing 'text' (the topic, e.g. 'housing')")
        _check_day("date", self.date, optional=False)
        _check_top_k(self.top_k)

    def plan(self) -> tuple[list[Step], list[str]]:
        steps = [
            Step("works", {}, "find the work the request is about"),
            Step(
                "search-text-units",
                {
                    "text": self.text,
                    "date": self.date,
                    "scope": self.scope,
                    "work": "$work",
                    "top_k": self.top_k or DISCOVER_TOP_K,
                },
                "discovery (scored, not deterministic): the provisions whose wording in force "
                "on the date matches the topic",
            ),
            Step(
                "discovered-valid-versions",
                {"date": self.date},
                "the version in force on the date of each provision found",
            ),
        ]
        policies = [
            POLICY_DISCOVERY,
            POLICY_TEMPORAL_SEARCH,
            POLICY_CHOICE,
            POLICY_HALF_OPEN,
            POLICY_YEAR,
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
    try:
        hits = search_index(
            open_index(runner.store),
            b["text"],
            at=b["date"],
            scope=b["scope"],
            work=b["work"],
            top_k=int(b["top_k"]),
        )
    except SearchError as e:
        raise PlanError(str(e)) from e
    _record(runner, step.template, b, len(hits))
    rows = [h.to_json() for h in hits]
    if isinstance(request, DiscoverVersions) and hits:
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


# ----------------------------------------------------------------------------------------------
# Answer builders


def _cite(citations: list[dict[str, str]], iri: str | None, label: str | None) -> None:
    if iri and all(c["iri"] != iri for c in citations):
        citations.append({"iri": iri, "label": label or iri})


def _version(row: Row) -> dict[str, Any]:
    return {
        "component": row["component"],
        "citation": row["label"],
        "iri": row["version"],
        "valid_from": row["from"],
        "valid_until": row["until"],
        "language": row.get("language"),
        "text": row["text"],
        "produced_by": {"iri": row["action"], "label": row.get("actionLabel")},
    }


def _span(v: dict[str, Any]) -> str:
    until = f"until {v['valid_until']}" if v["valid_until"] else "still in force"
    return f"in force from {v['valid_from']}, {until}"


def _cite_versions(citations: list[dict[str, str]], versions: list[dict[str, Any]]) -> None:
    for v in versions:
        _cite(citations, v["iri"], f"{v['citation']}, version of {v['valid_from']}")
        _cite(citations, v["component"], v["citation"])
        _cite(citations, v["produced_by"]["iri"], v["produced_by"]["label"])


def _build_search(request: Any, runner: Runner, outputs: list[list[Row]]) -> answers.Built:
    hits = cast(list[dict[str, Any]], outputs[0])
    when = f" in force on {request.date}" if request.date else ""
    where = f" under {request.scope}" if request.scope else ""
    citations: list[dict[str, str]] = []
    for h in hits:
        _cite(citations, h["version"], f"{h['citation']}, version of {h['valid_from']}")
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
            texts = "; ".join(f"«{v['text']}» ({_span(v)})" for v in versions)
            answer += f". On {request.date} it read: {texts}"
        elif request.date:
            answer += f", which had no version in force on {request.date}"
        answer += "."
        _cite_versions(citations, versions)
        _cite(citations, top["component"], top["citation"])
    elif candidates:
        listing = "; ".join(f"{c['citation']} ({c['confidence']})" for c in candidates)
        answer = (
            f"{request.text!r} may mean: {listing}. None reaches the confidence "
            f"{RESOLVE_THRESHOLD} needed to use it: name the provision (e.g. 'art. 6º')."
        )
        for c in candidates:
            _cite(citations, c["component"], c["citation"])
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
    if versions:
        parts = [f"{v['citation']} read «{v['text']}» ({_span(v)})" for v in versions]
        answer = (
            f"On {request.date}, the provisions found for {request.text!r} were: "
            + "; ".join(parts)
            + "."
        )
    else:
        answer = f"No provision in force on {request.date} matches {request.text!r}."
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
    accepted forms, still apply). A year alone means its last day (:data:`POLICY_YEAR`).
    """
    day = _question_date(text)
    if day is None:
        return None
    for pattern in _REFERENCE:
        m = pattern.search(text)
        if m:
            return ResolveReference(text=_without_work(m.group("ref"), hint), date=day, work=hint)
    for pattern in _TOPIC:
        m = pattern.search(text)
        if m:
            topic = _without_work(m.group("topic"), hint)
            if topic:
                return DiscoverVersions(text=topic, date=day, work=hint)
    return None


for _cls in (SearchTextUnits, ResolveReference, DiscoverVersions):
    planner.register_request(_cls)
answers.register_builder(SearchTextUnits, _build_search)
answers.register_builder(ResolveReference, _build_resolve)
answers.register_builder(DiscoverVersions, _build_discover)
answers.register_step_handler("search-text-units", _search_step)
answers.register_step_handler("resolve-reference", _resolve_step)
answers.register_step_handler("discovered-valid-versions", _versions_step)
if parse_discovery_question not in questions.QUESTION_PARSERS:
    questions.register_question_parser(parse_discovery_question)
