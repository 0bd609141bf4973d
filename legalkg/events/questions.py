"""The grammar of causal, temporal and role questions about a complaint, in plain English:
QUESTION = OPERATOR + EVENT (+ FOCUS), read into an :class:`~.requests.EventQuestion`
(``legalkg ask "What led to Powell's discharge?" --complaint …``). A question it does not
understand is refused, never answered with the timeline.
"""

from __future__ import annotations

import re

from legalkg.engine.planner import Request
from legalkg.engine.questions import register_question_parser
from legalkg.events.askedacts import carried, undoes, unwritten
from legalkg.events.finding import _ROLE_SYNONYMS, _stems
from legalkg.events.kinds import _QUESTION_WORDS, _kind
from legalkg.events.requests import (
    CausalChain,
    Claims,
    CompareComplaints,
    EventQuestion,
    EvidenceRequest,
    Roles,
    Timeline,
)
from legalkg.events.titles import unbodied, untitled
from legalkg.events.wording import plain_phrasal, plain_refusal, plain_writing

_NAME = r"(?:https?://\S+|[A-Za-z][\w.-]*_[\w.-]*[\w])"


_NAMED = re.compile(r"\bcomplaints?\s+([A-Za-z0-9][\w.-]*[\w])")


def parse_event_question(text: str, hint: str | None) -> Request | None:
    """Read a question about complaint events (no model); None when it is not one.

    >>> parse_event_question("What happened in case13193_doc62893, in order?", None)
    Timeline(complaint='case13193_doc62893')
    >>> parse_event_question("What led to ev11 in case13193_doc62893?", None)
    CausalChain(complaint='case13193_doc62893', event='ev11', direction='upstream', depth=None)
    >>> parse_event_question("Who is the defendant in case13193_doc62893?", None)
    Roles(complaint='case13193_doc62893', role='defendant', entity=None)
    >>> parse_event_question("Give the timeline of complaint hodge-2011", None)
    Timeline(complaint='hodge-2011')
    >>> parse_event_question("What does case13193_doc62893 allege?", None)
    Claims(complaint='case13193_doc62893')
    >>> parse_event_question("What happened to her in case13193_doc62893?", None) is None
    True
    >>> parse_event_question("Compare case13193_doc62893 and case6412_doc20182", None)
    CompareComplaints(complaint_a='case13193_doc62893', complaint_b='case6412_doc20182')
    """
    folded = text.casefold()
    names = [n.rstrip("?.!,;") for n in re.findall(_NAME, text)]
    for m in _NAMED.finditer(text):
        if m.group(1) not in names and re.search(r"[\d_-]", m.group(1)):
            names.insert(0, m.group(1))
    if not names:
        return None
    if re.search(r"\bcompar\w*\b", folded) and len(names) >= 2:
        return CompareComplaints(complaint_a=names[0], complaint_b=names[1])
    complaint = names[0]
    # a question in plain words only about what is surely a complaint (its file stem as the
    # Clearinghouse names it, "complaint NAME", or its IRI), never a law's name
    surely = (
        re.fullmatch(r"case\d+_doc\d+", complaint) is not None
        or "/complaint/" in complaint
        or any(m.group(1) == complaint for m in _NAMED.finditer(text))
    )
    plain = event_question(text, complaint) if surely else None
    if plain is not None:
        return plain
    item = re.search(r"\b((?:ev|r)\d+)\b", text)
    if re.search(r"\b(evidence|quote|support)\w*\b", folded) and item:
        return EvidenceRequest(complaint=complaint, item=item.group(1))
    if item and re.search(r"\b(led to|lead to|caused|cause of|why)\b", folded):
        direction = (
            "downstream" if re.search(r"\b(did|does)\b.*\blead to\b", folded) else ("upstream")
        )
        if re.search(r"\bwhat did\b.*\blead to\b|\bconsequence|\bresult", folded):
            direction = "downstream"
        return CausalChain(complaint=complaint, event=item.group(1), direction=direction)
    # the claims when they are what is asked, not an amount, a time or a reason the question
    # asks about them ("How much did the City pay him to settle his claims?" is no list of
    # claims: refused)
    if re.search(r"\b(alleg\w*|claims?|causes? of action|charges? against)\b", folded) and not (
        re.match(r"\W*(?:how\s+(?:much|many|long|often)|when|where|why)\b", folded)
    ):
        return Claims(complaint=complaint)
    role = re.search(r"\bwho (?:is|was|are|were) (?:the )?([a-z -]+?) in\b", folded)
    if role:
        from legalkg.events.vocab import LEGAL_ROLES, PARTICIPANT_ROLES

        wanted = role.group(1).strip().replace(" ", "-")
        if wanted not in LEGAL_ROLES and wanted not in PARTICIPANT_ROLES:
            return None  # "who is the best lawyer": not a role the graph records
        return Roles(complaint=complaint, role=role.group(1).strip())
    # the whole timeline only when it is asked for: "what happened to her?" is not read
    # (refused) rather than answered with every event
    if re.search(
        r"\b(timeline|chronolog\w*|in order|sequence of events|(?:all|list) (?:the )?events)\b",
        folded,
    ) or re.fullmatch(r"\W*what happened in\W+\S+\W*", folded):
        return Timeline(complaint=complaint)
    return None


# The grammar of causal and temporal questions: QUESTION = OPERATOR + EVENT (+ FOCUS), where
# OPERATOR is a question word or a relation/time operator, EVENT the clause that tells the act
# (its kind read with the event frames' lexicon, legalkg.events.frames, and its words) with the
# people it names, and FOCUS the main clause whose events the answer lists when the operator
# joins two clauses ("What did Tenet do | after | it cancelled the contract?").


_AFTER = (
    r"after|following|since|once|subsequent\s+to|in\s+the\s+wake\s+of|in\s+response\s+to|"
    r"as\s+soon\s+as"
)


_BEFORE = r"before|prior\s+to|preceding|leading\s+up\s+to|ahead\s+of|until|till"


#: (ask, pattern on the folded question; group "event" is the clause telling the event)
_OPERATORS: tuple[tuple[str, str], ...] = (
    (
        "between",
        r"^how\s+(?:long|soon|quickly|many\s+\w+|much\s+time)\b(?:\s+(?:passed|elapsed|went\s+by|was\s+there|"
        r"did\s+it\s+take))?\s+(?:between\s+(?P<event>.+?)\s+and\s+(?P<event2>.+)|"
        r"(?:after|from)\s+(?P<a>.+?),?\s+(?:was|were|did|does|had|before)\s+(?P<b>.+)|"
        # "from her complaint to the EEO office was she dismissed": "to" parts the two acts
        # only when no verb does
        r"(?:after|from)\s+(?P<a2>.+?),?\s+(?:until|till|to)\s+(?P<b2>.+))$",
    ),
    (
        # "Was she fired because she complained?", "Was he demoted in retaliation for his
        # charge?", "Was she fired for complaining?": whether the complaint states the second
        # act as a cause of the first
        "because",
        r"^(?:was|were|did|had|has|is|does)\s+(?P<event>.+?),?\s+(?:because\s+(?:of\s+)?|"
        r"in\s+retaliation\s+for\s+|as\s+(?:a\s+)?(?:result|consequence)\s+of\s+|due\s+to\s+|"
        r"in\s+response\s+to\s+|for\s+(?=(?:her|his|their|the)?\s*\w+ing\b))(?P<event2>.+)$",
    ),
    (
        "order",
        r"^(?:was|were|did|had|has|is|does)\s+(?P<event>.+?),?\s+(?:(?:happen|occur|come|take\s+"
        r"place)\w*\s+)?(?P<op>before\s+or\s+after|after\s+or\s+before|before|after|prior\s+"
        r"to|following)\s+(?P<event2>.+)$|^which\s+(?:came|happened|was)\s+(?:first|earlier)"
        r"\W+(?P<a>.+?),?\s+or\s+(?P<b>.+)$",
    ),
    (
        # "Did the company retaliate against her?", "Was she demoted?": whether the complaint
        # tells such an act (yes with its sentences; refused, never "no", when it does not)
        "whether",
        r"^(?P<aux>did|does|do|has|have|had|was|were|is|are)\s+(?P<event>.+)$",
    ),
    (
        "duration",
        r"^(?:for\s+)?how\s+long\s+(?:did|does|had|has|was|were)\s+(?P<event>.+?)\s+"
        r"(?:last|go\s+on|continue|take\s+place|occur|happen|been\s+going\s+on)$|"
        r"^(?:for\s+)?how\s+long\s+(?:was|were|has|had)\s+(?P<e2>.+?)$|"
        r"^(?:for\s+)?how\s+long\s+(?:did|does)\s+(?P<e3>.+?)$",
    ),
    (
        "effect",
        r"^what\s+(?:did|does|has|had)\s+(?P<event>.+?)\s+(?:lead|led)\s+to$|"
        r"^what\s+(?:did|does|has|had)\s+(?P<e2>.+?)\s+(?:cause|result\s+in|bring\s+about|"
        r"trigger|prompt|set\s+off)$|"
        r"\bwhat\s+(?:came|resulted|followed|happened)\s+(?:of|from|as\s+a\s+result\s+of|"
        r"because\s+of)\s+(?P<e3>.+)$|\b(?:consequences?|results?|effects?|outcomes?)\s+of\s+"
        r"(?P<e4>.+)$",
    ),
    (
        "cause",
        r"^(?:and\s+)?why\b(?P<event>.*)$|\bwhat\s+(?:led|leads|lead)\s+(?:up\s+)?to\s+(?P<e2>.+)$|"
        r"\bwhat\s+(?:caused|causes|prompted|triggered|motivated|provoked|made|forced|drove|"
        # "What led the councils to lay off staff?": led with its object, not "led to"
        r"led(?!\s+(?:up\s+)?to\b)|"
        r"pushed|brought\s+(?:about|on)|gave\s+rise\s+to|kept|stopped|prevented|barred)\s+"
        r"(?P<e3>.+)$|\breasons?\s+(?:for|why|behind)\s+(?P<e4>.+)$|"
        r"\bfor\s+what\s+reasons?\s+(?P<e5>.+)$|\bhow\s+come\s+(?P<e6>.+)$|"
        r"\bwhat\s+was\s+behind\s+(?P<e7>.+)$|\bbecause\s+of\s+what\s+(?P<e8>.+)$|"
        r"\breasons?\s+(?:was\s+|were\s+)?(?:given|offered|stated|cited)\s+(?:for|why)\s+(?P<e9>.+)$|"
        r"\bjustification\s+(?:given\s+)?for\s+(?P<e10>.+)$|"
        # "What is the reason Mr. Osadebe was moved?": the reason with its clause bare
        r"^what\s+(?:is|was|are|were)\s+the\s+reasons?\s+(?!(?:for|behind)\b)(?:that\s+|why\s+)?(?P<e11>.+)$",
    ),
    (
        "instead",
        r"^who\b.*\b(?:instead|in\s+(?:her|his|their|[\w.-]+['’]s?)\s+(?:place|stead)|replac\w*|"
        r"took\s+(?:her|his|their|[\w.-]+['’]s?)\s+(?:place|job|position)|filled\s+(?:her|his|"
        r"their|[\w.-]+['’]s?)\s+(?:job|position))\b",
    ),
    (
        # "What did the company do about her complaints?", "How did management respond to
        # her report?": what followed the act, by the people of the main clause
        "after",
        r"^(?P<focus>what\s+(?:else\s+)?(?:did|does|has|had)\s+.+?\s+(?:do|done))\s+(?:about|"
        r"regarding|concerning|with)\s+(?P<event>.+)$|"
        # "What did McDonald reply to the question about …?": what he said after it was asked
        r"^(?P<f4>what\s+(?:did|does|had)\s+.+?\s+(?:reply|answer|respond))\s+(?:to|in\s+response\s+"
        r"to)\s+(?P<e4>.+)$|^(?P<f3>how\s+did\s+.+?\s+(?:respond|react|"
        r"reply|deal))\s+(?:to|with|about)\s+(?P<e3>.+)$|^how\s+did\s+(?P<f2>.+?)\s+(?:handle|"
        r"answer|address)\s+(?P<e2>.+)$",
    ),
    # "What followed the leak of her complaint?", "What preceded her firing?"
    ("after", r"^what\s+(?:immediately\s+|then\s+)?(?:followed|ensued\s+after)\s+(?P<event>.+)$"),
    ("before", r"^what\s+(?:immediately\s+)?(?:preceded|came\s+ahead\s+of)\s+(?P<event>.+)$"),
    ("after", rf"^(?P<focus>.*?)\b(?:{_AFTER})\b\s*(?P<event>.+)$"),
    ("before", rf"^(?P<focus>.*?)\b(?:{_BEFORE})\b\s*(?P<event>.+)$"),
    (
        "when",
        r"^(?:and\s+)?(?:when|since\s+when|on\s+what\s+(?:date|day)|in\s+what\s+(?:year|month)|"
        r"what\s+(?:date|day|month|year|time)|how\s+long\s+ago)\b(?P<event>.*)$",
    ),
    (
        "did",
        r"^(?:and\s+)?what\s+(?:else\s+)?(?:did|does|has|had)\s+(?P<who>.+?)\s+(?:do|done)"
        r"(?:\s+to\s+(?P<event>.+))?$|^what\s+(?:actions?|steps)\s+did\s+(?P<w2>.+?)\s+take"
        r"(?:\s+against\s+(?P<e2>.+))?$|^how\s+did\s+(?P<w3>.+?)\s+treat\s+(?P<e3>.+)$|"
        # "What did Shay Horse work as?": the work the complaint says one did
        r"^what\s+(?:did|does)\s+(?P<w5>.+?)\s+(?P<job>work)\s+as$|"
        r"^what\s+(?:else\s+)?(?:did|does|has|had)\s+(?P<w4>.+?)\s+(?P<say>tell|told|say|said|write|"
        r"wrote|ask|asked)(?:\s+(?:to\s+)?(?P<e4>.+))?$|"
        # "What happened to Mr. Hutt?": the acts done to someone other than the complainant
        # "What was done to Horse?" asks the same: the acts he underwent
        r"^what\s+(?:else\s+)?(?:happened|(?:was|were|has\s+been|had\s+been)\s+done)\s+to\s+"
        r"(?P<e5>.+)$",
    ),
    ("whom", r"^(?:to\s+whom|whom)\b(?P<event>.*)$|^who\s+(?P<e2>(?:did|does|had)\s+.+)$"),
    (
        "who",
        r"^(?:who|by\s+whom|which\s+(?:person|people|employee|manager|supervisor|co-?worker|"
        r"official|one|agency|agencie|office|department|company|compani|employer|body|bodie)s?)"
        r"\b(?P<event>.*)$",
    ),
)


_ORDINAL_FIRST = re.compile(
    r"\b(?:first|earliest|start|starts|started|begin|begins|began|begun|beginning|commenc\w*)\b"
)


_ORDINAL_LAST = re.compile(
    r"\b(?:last|latest|most\s+recent|final|finally|end|ends|ended|stop|stops|stopped|cease\w*)\b"
)


def event_question(text: str, complaint: str) -> EventQuestion | None:
    """Read a causal, temporal or role question in plain words about ``complaint`` with the
    question grammar (operator, event clause, focus); None when it is not one of those (the
    caller then tries the other readings or refuses).

    >>> q = event_question("What led to Powell's termination in case_x?", "case_x")
    >>> q.ask, q.kind, q.event
    ('cause', 'termination', "Powell's termination")
    >>> event_question("Why was she fired?", "c_1").ask
    'cause'
    >>> q = event_question("What happened after she complained?", "c_1"); q.ask, q.kind, q.who
    ('after', 'complaint', 'she')
    >>> q = event_question("When did the harassment start?", "c_1"); q.kind, q.ordinal
    ('harassment', 'first')
    >>> event_question("Who was hired instead of her?", "c_1").ask
    'instead'
    >>> q = event_question("What did the supervisor do?", "c_1"); q.ask, q.who
    ('did', 'the supervisor')
    >>> q = event_question("What did United do after Powell complained?", "c_1")
    >>> q.ask, q.kind, q.who, q.focus
    ('after', 'complaint', 'Powell', 'What did United do')
    >>> q = event_question("How long after she complained was she fired?", "c_1")
    >>> q.ask, q.kind, q.kind2
    ('between', 'complaint', 'termination')
    >>> event_question("What is the capital of France?", "c_1") is None
    True
    """
    body = text.replace(complaint, " ")
    body = re.sub(r"\b(?:in|of)\s+(?:the\s+)?complaint\b|\bin\s*[?.!]*\s*$", " ", body, flags=re.I)
    # "turned down" is "denied", "wrote to her" "wrote a letter to her", "let her go" "let go
    # her" (:mod:`.wording`)
    body = plain_phrasal(
        plain_writing(plain_refusal(" ".join(body.strip().rstrip("?.! ").split())))
    )
    body = re.sub(r"\s+in$", "", body)
    # "Besides Ms. Romak, who else got a tear jar?", "Who else was fired other than her?":
    # the "who" question, with the person it leaves out
    besides = None
    other = re.match(
        rf"^{_BESIDES}\s+(?P<x>[^,]+),\s*(?P<q>who\s+else\b.+)$", body, re.I
    ) or re.match(rf"^(?P<q>who\s+else\b.+?),?\s+{_BESIDES}\s+(?P<x>.+)$", body, re.I)
    if other:
        besides, body = other.group("x"), re.sub(r"\belse\s+", "", other.group("q"), count=1)
    folded = body.casefold()
    if undoes(body):
        return None  # "when did she withdraw her charge": the undoing, no act a graph types
    for ask, pattern in _OPERATORS:
        m = re.search(pattern, folded)
        if m is None:
            continue
        groups = {k: v for k, v in m.groupdict().items() if v is not None}

        def span(*names: str, m: re.Match[str] = m, groups: dict[str, str] = groups) -> str | None:
            for n in names:
                if n in groups:
                    a, b = m.span(n)
                    return body[a:b].strip(" ,")
            return None

        event = span(
            "event", "e2", "e3", "e4", "e5", "e6", "e7", "e8", "e9", "e10", "e11", "a", "a2"
        )
        if ask in ("because", "order"):
            # "Was she fired because she complained?"; "Was she fired before or after she
            # complained?", "Did the harassment start before the charge?", "Which came first,
            # A or B?": both clauses must tell an act
            second = span("event2", "b", "b2")
            if ask == "order" and re.match(r"(?:was|were)\s", folded) and event and second:
                second = carried(event, second)  # "… before or after it was cancelled"
            k1, k2 = _kind(event or "") or _kind(f"did {event}"), _kind(second or "")
            if k2 is None and not _words(second or ""):
                continue
            if k1 is None and (
                ask == "because" or not _words(event or "") or _EMPTY.search(event or "")
            ):
                continue  # "Was there anything after …": an after/before question
            if k2 is None and folded[m.end("event") : m.start("event2")].strip(" ,") == "for":
                continue  # "hired for the opening": no act given as the reason
            return EventQuestion(
                complaint=complaint,
                ask=ask,
                kind=k1,
                kind2=k2,
                event=event,
                event2=second,
                who=_who(event or ""),
                focus=(m.group("op") or "").replace(" ", "-") if "op" in groups else None,
                text=text,
            )
        if ask == "whether":
            clause = event or ""
            # "Did Sgt. Boyd fire her?": the verb read without the names before it
            bare = " ".join(w for w in clause.split() if not w[:1].isupper())
            kind = _kind(clause) or _kind(f"did {clause}") or _kind(f"did {bare}")
            if (
                kind is None
                or _EMPTY.search(clause)
                or re.search(rf"\b(?:{_AFTER}|{_BEFORE}|because|why)\b", clause.casefold())
                or re.search(_CAUSAL_VERB, clause.casefold())
                or _SAYING.match(clause)
            ):
                continue  # "Did her complaint cause …", "Was there …": not whether an act was
            if groups.get("aux") in ("was", "were", "is", "are") and not any(
                _tells_act(w) for w in clause.split()
            ):
                continue  # "Was the charge timely?": a quality of the act, not whether it was
            return EventQuestion(
                complaint=complaint,
                ask=ask,
                kind=kind,
                event=clause,
                who=_who(clause),
                # "Was she fired?": the subject is the one the act was done to
                focus="passive" if groups.get("aux") in ("was", "were", "is", "are") else None,
                text=text,
            )
        if ask == "between":
            second = span("event2", "b", "b2")
            k1, k2 = _kind(event or ""), _kind(second or "")
            if not (k1 or event) or not (k2 or second):
                return None
            return EventQuestion(
                complaint=complaint,
                ask=ask,
                kind=k1,
                kind2=k2,
                event=event,
                event2=second,
                who=_who(event or ""),
                text=text,
            )
        if ask == "instead":
            # its words ("got the West role instead of Mr. Taylor") tell which post and whose;
            # "… after she was fired" places it
            clause, qualifier, op = _placed(re.sub(r"^\s*who\s+", "", body, flags=re.I))
            return EventQuestion(
                complaint=complaint,
                ask=ask,
                kind="hiring",
                text=text,
                event=clause or None,
                focus=op,
                kind2=_kind(qualifier) if qualifier else None,
                event2=qualifier,
            )
        if ask == "did":
            who = span("who", "w2", "w3", "w4", "w5") or ""
            if re.search(rf"\b(?:{_AFTER}|{_BEFORE}|when)\b", who.casefold()):
                continue  # "what did United do after …": an after/before question
            if "e5" in groups and not re.search(r"\b[A-Z]", event or ""):
                return None  # "what happened to her?": her whole story, not read
            if event and "say" in groups:
                # "what did the Board tell Boyd when it issued her the waiver": the one told;
                # the "when" clause only places the telling
                event = re.split(r",?\s+(?:when|while|as)\s+", event, maxsplit=1)[0]
            return EventQuestion(
                complaint=complaint,
                ask=ask,
                who=who,
                # "what did Whitehead tell Hodge": what Whitehead told her
                kind="communication"
                if "say" in groups
                else "employment"
                if "job" in groups
                else None,
                event=event,
                text=text,
                ordinal=_ordinal(folded),
            )
        if ask in ("after", "before"):
            focus = span("focus") or ""
            if "f2" in groups:
                focus = f"what did {span('f2')} do"
            elif "f3" in groups:
                focus = span("f3") or ""
            elif "f4" in groups:
                focus = span("f4") or ""
            if not event or focus.casefold().strip() in ("", "and"):
                # "After she complained, what happened?": the event clause is before the comma
                lead = re.match(rf"^(?:{_AFTER}|{_BEFORE})\s+(?P<e>[^,]+),\s*(?P<f>.+)$", folded)
                if lead is None and not focus:
                    if not event:
                        return None
                elif lead is not None:
                    event = body[lead.start("e") : lead.end("e")]
                    focus = body[lead.start("f") : lead.end("f")]
            if re.match(r"^(?:why|what\s+(?:led|caused))\b", focus.casefold()):
                continue  # "why was she fired after she complained": a cause question
            if re.match(r"^(?:when|who)\b", focus.casefold()):
                continue
            kind = _clause_kind(event or "")
            if kind is None and (m := _HEAD_OF.match(event or "")) and _kind(m.group("rest")):
                # "the leak of her complaint": "her" owns the complaint, no one the leak holds
                rest = re.sub(r"\b(?:her|his|their)\s+", "", m.group("rest"), flags=re.I)
                event = (event or "")[: m.start("rest")] + rest
            if kind is None and not _words(event or ""):
                return None
            return EventQuestion(
                complaint=complaint,
                ask=ask,
                kind=kind,
                event=event,
                who=_who(event or ""),
                focus=focus or None,
                ordinal=_ordinal(event or ""),
                text=text,
            )
        clause = event or ""
        qualifier, op = None, None
        if (
            ask == "who"
            and re.match(r"^(?:who|which)\b", folded)
            and (p := _PASSIVE.match(clause))
            and _tells_act(clause[p.end() :])
        ):
            ask = "whom"  # "Who was fired?", "Who was hired by Hunt?": the one it was done to
        if (
            ask == "who"
            and (g := _GOT.match(clause))
            and not _tells_act(clause[g.end() :])
            and _words(clause[g.end() :])
        ):
            ask = "whom"  # "who got a tear jar from Hunt": the one it was given to
        if ask == "whom" and _STRANDED_ABOUT.search(text):
            return None  # "Who did Flood complain about?": what a complaint is about is no role
        if ask in ("who", "whom"):
            # "Who promoted Ms. Velazquez after she was named …": the act is the main clause,
            # the one after the operator only places it
            clause, qualifier, op = _placed(clause)
        kind = _clause_kind(clause)
        said = _SAID.match(clause)
        if said and ask in ("who", "whom"):
            # "who asked Rewitzer why she was not resigning": the asking is the act, what
            # was asked only its words
            kind = _clause_kind(said.group("main")) or "communication"
        if kind is None and (
            ask in ("who", "whom")
            and not _tells_act(clause)
            and not _GOT.match(clause)
            or not _words(clause)
        ):
            return None  # "who is the best lawyer", "what is the capital of France"
        if besides and ask in ("who", "whom") and not op:
            op, qualifier = "besides", besides
        return EventQuestion(
            complaint=complaint,
            ask=ask,
            kind=kind,
            event=clause or None,
            who=_who(clause),
            ordinal=_ordinal(folded) if ask in ("when", "who", "whom") and not op else None,
            text=text,
            focus=op,
            kind2=_kind(qualifier) if qualifier else None,
            event2=qualifier,
        )
    return None


#: a verb of saying or asking and the clause it reports ("asked Rewitzer | why she …")
_SAID = re.compile(
    r"^(?P<main>(?:was\s+|were\s+)?(?:asked|told|said|wrote|informed|reminded|warned|emailed|"
    r"texted)\b.*?)\s+(?:why|whether|if|that|what|how|when)\b",
    re.I,
)


#: the words that leave a person out of a "who else" question
_BESIDES = (
    r"(?:besides|apart\s+from|aside\s+from|other\s+than|except(?:\s+for)?|in\s+addition\s+to)"
)


#: "who got / received / was given a …": the one the thing went to
_GOT = re.compile(r"^(?:got|received|obtained|(?:was|were)\s+(?:given|handed|sent))\s+", re.I)


#: a clause that tells no one act ("there anything", "it true", "the company do anything")
_EMPTY = re.compile(
    r"^(?:there|it|this|that|anything|something|any)\b|\b(?:anything|something|nothing)\b", re.I
)


#: "Who did she complain about?", "… complain of?": the subject of an act, not one of its
#: participants (agent, patient, recipient), so not asked of the graph
_STRANDED_ABOUT = re.compile(
    r"\b(?:about|of|regarding|concerning)(?:\s+in\s+\S+)?\s*[?.!]*\s*$", re.IGNORECASE
)

#: a yes-or-no question about a link between acts, not about whether one happened
_CAUSAL_VERB = r"\b(?:caus\w*|lead\s+to|led\s+to|result\w*\s+in|prompt\w*|trigger\w*|because)\b"


#: "was fired", "were laid off", "has been promoted": a passive, whose subject underwent the
#: act (when a past participle follows: "was the supervisor" is none)
_PASSIVE = re.compile(r"^(?:was|were|is|are|has\s+been|have\s+been|had\s+been|got)\s+", re.I)


#: "Does it allege retaliation?", "Did it state that …": what the complaint says (its claims),
#: not whether an act was done
_SAYING = re.compile(
    r"^\W*(?:alleg|claim|assert|state|say|said|mention|contend|charge\s+that|argu)\w*\b", re.I
)


#: "the leak of her complaint", "Frontier's campaign against her": a noun phrase whose head
#: names the act, and what follows "of" its object
_HEAD_OF = re.compile(
    r"^(?:the|a|an|his|her|their|its|[A-Z][\w.'’-]*['’]s?)\s+(?:[a-z-]+\s+){0,2}?"
    r"(?P<head>[a-z-]+)\s+of\s+(?P<rest>.+)$"
)


#: heads that name a part, a time or a quality of the act after "of", not another act
_NOT_AN_ACT = frozenset(
    "start beginning end onset date day time timing rest series pattern number kind type form "
    "part subject topic content details nature extent length duration course wake midst "
    "instance incident incidents act acts result results cause causes reason basis effect "
    "effects consequence consequences outcome victim target".split()
)


def _clause_kind(clause: str) -> str | None:
    """The kind of act a clause tells; a noun phrase "the N of X" tells the act N names, so
    when N is of no kind the complaint or charge after "of" is its object, not the act asked
    ("the leak of her complaint" is no complaint; "the firing of Ms. Foster" is a firing).

    >>> _clause_kind("the leak of her complaint to Sgt. Boyd") is None
    True
    >>> _clause_kind("the termination of Ms. Foster"), _clause_kind("the start of the harassment")
    ('termination', 'harassment')
    """
    m = _HEAD_OF.match(clause.strip())
    if (
        m
        and m.group("head") not in _NOT_AN_ACT
        and _kind(m.group("head")) is None
        and _kind(m.group("rest")) is not None
    ):
        return None
    # "the Office of Litigation" is no lawsuit: a body's name tells no act
    return _kind(unbodied(clause))


def _placed(clause: str) -> tuple[str, str | None, str | None]:
    """A clause cut at a temporal operator into the act asked about, the clause that places
    it and the operator ("promoted her | after | she was named …"); the clause whole when it
    has none.

    >>> _placed("replaced her after she was fired")
    ('replaced her', 'she was fired', 'after')
    """
    cut = re.search(rf"\s*,?\s+\b(?P<op>{_AFTER}|{_BEFORE})\b\s+", clause, re.I)
    if cut is None or not _words(clause[cut.end() :]):
        return clause, None, None
    op = "before" if re.fullmatch(_BEFORE, cut.group("op").casefold()) else "after"
    return clause[: cut.start()], clause[cut.end() :], op


def _tells_act(clause: str) -> bool:
    """Whether a clause the frames do not type opens on a verb in the past ("assigned her a
    vehicle", "was assigned …", "promoted Ms. Velazquez"), so that "who" asks for its agent;
    "is the best lawyer" tells none.

    >>> _tells_act("assigned her a flea-infested vehicle"), _tells_act("is the best lawyer")
    (True, False)
    >>> _tells_act("tear-gassed the marchers"), _tells_act("was the reporter shoved aside")
    (True, True)
    """
    from lemminflect import getAllInflections, getLemma  # type: ignore[import-untyped]

    # "pepper-sprayed the crowd": a compound verb is read by its last part
    words = [w.rsplit("-", 1)[-1] for w in re.findall(r"[a-z]+(?:-[a-z]+)*", clause.casefold())]
    inverted = False
    if words and words[0] in ("was", "were", "had", "has", "have", "did"):
        # "was H.B. 2 introduced" (by whom): the subject before the participle, which ends it
        inverted = words[0] in ("was", "were")
        words = words[1:]
    if not words or not _words(clause):
        return False
    # "was Edrei pushed out of view": in the inverted passive the participle follows the
    # subject, wherever the clause goes on after it
    later = [(w, ("VBD", "VBN")) for w in words[1:]] if inverted else []
    for word, tags in ((words[0], ("VBD", "VBN")), *later):
        lemma = (getLemma(word, upos="VERB") or ("",))[0]
        if lemma not in ("be", "have", "do", "") and word in {
            f for t in tags for f in getAllInflections(lemma, upos="VERB").get(t, ())
        }:
            return True
    return False


#: capitalised nouns that name a writing or an act, not a person ("the Baker Letter", "the
#: Smith Memorandum", "Executive Order 93"): words of the clause
_DOCUMENT = re.compile(
    r"(?:Letter|Memorand(?:um|a)|Memo|Order|Report|Statement|Notice|Ordinance|Resolution|"
    r"Polic(?:y|ies)|Directive|Petition|Grievance|Complaint|Charge)s?"
)


def _words(clause: str) -> set[str]:
    """The content words of a clause (no question words, pronouns or names; a capitalised
    noun naming a writing is a word: "the Baker Letter").

    >>> sorted(_words("the Baker Letter"))
    ['lette']
    """
    return _stems(
        re.sub(r"\b[A-Z][\w'’-]*", lambda m: m[0] if _DOCUMENT.fullmatch(m[0]) else " ", clause)
    )


_MONTH = re.compile(
    r"\b(?:January|February|March|April|May|June|July|August|September|October|November|"
    r"December)\s+\d{1,2}\b(?:,?\s+\d{4})?"
)


def _who(clause: str) -> str | None:
    """The participant a clause names first, for the answer's "understood" (a name, a
    possessive, a role word or a pronoun); matching is done against the complaint's entities."""
    clause = unwritten(untitled(clause))  # "the Probationary Directive" names no one
    clause = re.sub(_MONTH, " ", clause)  # "fired on December 5, 2014": a date names no one
    possessive = re.search(r"\b([A-Z][\w-]+)['’]s\b", clause)
    if possessive:
        return str(possessive.group(1))
    names = [
        w
        # the last word of a run of capitalised words: "Coach Vaughn" is Vaughn, not "Coach"
        for w in re.findall(r"\b(?:Mr\.|Ms\.|Mrs\.)?\s*([A-Z][a-z][\w-]+)\b(?!\.?\s+[A-Z])", clause)
        if w.casefold() not in _QUESTION_WORDS
    ]
    if names:
        return str(names[0])
    folded = clause.casefold()
    role = next((w for w in _ROLE_SYNONYMS if re.search(rf"\b{w}\b", folded)), None)
    pronoun = re.search(r"\b(she|he|her|him|his|it)\b", folded)
    return role or (pronoun.group(1) if pronoun else None)


def _ordinal(clause: str) -> str | None:
    if _ORDINAL_FIRST.search(clause.casefold()):
        return "first"
    if _ORDINAL_LAST.search(clause.casefold()):
        return "last"
    return None


register_question_parser(parse_event_question)
