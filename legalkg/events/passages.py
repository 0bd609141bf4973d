"""Relations a sentence states with the act told just before it ("From that point on, …",
"Therefore, …", "On the same day, …", "This resulted in …", "this retaliatory cut"), and which
earlier act an agency's step or a cause cue names (the charge of the person a determination
is told of, an internal complaint's investigation, "because she reported …": a complaint).
Read by :mod:`legalkg.events.relations` (issue 30, seventh round: long complaints, whose acts
are told one after the other in sentences of their own).
"""

from __future__ import annotations

import re

from legalkg.events.model import AddRelation, Event, Evidence, Sentence
from legalkg.events.patterns import _STATES, PROTECTED, ocr_tolerant

#: the agency's notice that a charging party may sue
_RIGHT_TO_SUE = re.compile(r"(?i:right\s+to\s+sue|notice\s+of\s+(?:suit\s+)?rights?\b)")


#: a later sentence that names the act told just before as a retaliation
_CALLED_RETALIATORY = re.compile(
    r"(?i:\b(?:this|that|these|those|such)\s+retaliatory\s+(?!(?:conduct|behaviou?r|acts?|"
    r"actions?|treatment)\b)[a-z]+)"
)


#: "Having received no action from Lt. Robinson …, Plaintiff went to the EEO office": a
#: leading perfect participle tells an act done before the main clause's
_HAVING = re.compile(ocr_tolerant(r"^\W*(?:\d{1,3}\s*\.\s*)?having\s+(?:been\s+)?\w+"), re.I)


#: a participle that tells no act but the lack of one ("Having received no action from …",
#: "Having heard nothing back"): it names the failure to act told before
_NO_ANSWER = re.compile(
    r"(?i:\b(?:no|any)\s+(?:action|response|reply|answer|help|assistance|relief)\b|"
    r"\bnothing\s+(?:back|further|more)\b)"
)


#: "From that point on, Sgt. Boyd undertook a campaign …": what follows began after the act
#: told just before
_FROM_THEN = re.compile(
    r"(?i:^\W*(?:\d{1,3}\s*\.\s*)?(?:from\s+(?:that|this|then)\s+(?:point|moment|day|time)?\s*"
    r"(?:on(?:wards?)?|forward)?|ever\s+since(?:\s+then)?|"
    # "At the expiration of this period, she will lose her post": after the act told before
    r"at\s+the\s+(?:expiration|expiry|end|close)\s+of\s+(?:this|that|the|her|his|its)\s+"
    r"(?:period|term|waiver|leave|year|contract|probation)\w*|"
    # "In a response dated April 13, the president affirmed …", "In reply, she wrote …": the
    # answer to the act told before (not "In response to X": :mod:`.prepositions` reads it)
    r"in\s+(?:(?:a|an|her|his|its|their)\s+(?:written\s+|formal\s+)?)?(?:response|reply|answer)"
    r"(?!\s+to\b)|"
    # "After that, the manager cut her hours", "Soon after this, …": the act told before
    r"(?:(?:soon|shortly|right|immediately)\s+)?(?:after|following)\s+(?:that|this)(?=\s*,))\b)"
)


#: "Therefore, on January 9, Plaintiff wrote to …", "Plaintiff, therefore, asked for a
#: meeting", "As a result, she …": the act is the consequence of the one told just before
_THEREFORE = re.compile(
    r"(?i:^\W*(?:\d{1,3}\s*\.\s*)?(?:(?:therefore|consequently|accordingly|as\s+a\s+"
    r"(?:direct\s+)?(?:result|consequence))\b(?!\s+of)|[^,;]{1,40},\s*therefore\b))"
)


#: "On the same day, March 3, 2025, Ms. Romak was also notified …", "That same day, …", "The
#: same evening, …": the act happened the day of the act told just before
_SAME_DAY = re.compile(
    r"(?i:^\W*(?:\d{1,3}\s*\.\s*)?(?:\w+,\s*and\s+)?(?:(?:also\s+)?(?:on\s+)?(?:that|the)\s+"
    r"(?:very\s+)?same\s+(?:day|evening|night|morning|afternoon)\b|"
    # "During that conversation, the manager asked her …": told in the scene told just before
    # ("Likewise, and in the same meeting, …")
    r"(?:during|in\s+the\s+course\s+of|in)\s+(?:that|this|the\s+same)\s+(?:conversation|call|"
    r"telephone\s+call|phone\s+call|meeting|interview|exchange|discussion)\b))"
)


#: "To remedy their concerns, …", "In order to address her complaint, …": the act answers
#: a protected act told before
_TO_REMEDY = re.compile(
    r"(?i:^\W*(?:\d{1,3}\s*\.\s*)?(?:in\s+order\s+)?to\s+(?:remedy|address|resolve|correct|fix|"
    r"respond\s+to|answer|appease)\s+(?:her|his|their|the|these|those|this|that|its)\s+"
    r"(?:[\w-]+\s+){0,2}?(?:concerns?|complaints?|grievances?|objections?|reports?)\b)"
)


#: "This left Mr. Taylor in his third-choice role", "That forced her to …": the act told
#: just before, named by a bare demonstrative, brought about the act of the sentence
_THIS_LEFT = re.compile(
    r"(?i:^\W*(?:\d{1,3}\s*\.\s*)?(?:this|that|these\s+(?:actions?|decisions?))\s+"
    r"(?:left|forced|meant|cost)\b)"
)


#: "This resulted in her termination": a cause told as a bare demonstrative
_THIS = re.compile(r"(?i:^\W*(?:\d{1,3}\s*\.\s*)?(?:this|that|these|those|all\s+of\s+this)\s*$)")


def _told_just_before(
    sid: str, ordered: list[Event], index: dict[str, int], sentences: dict[str, Sentence]
) -> Event | None:
    """The act told just before sentence ``sid``: the first act (its main clause's) of the
    nearest of the two sentences before it that tells one; None when neither does."""
    ids = list(sentences)
    n0 = index[sid]
    for prev in ids[max(0, n0 - 2) : n0][::-1]:
        text = sentences[prev].text
        here = [
            (max(0, text.find(x.quote)), e)
            for e in ordered
            if e.type not in _STATES
            for x in e.evidence
            if x.sentence_id == prev
        ]
        if here:
            return min(here, key=lambda q: q[0])[1]
    return None


def _told_before_relations(
    sid: str,
    placed: list[tuple[int, Event]],
    ordered: list[Event],
    sentences: dict[str, Sentence],
    add: AddRelation,
) -> None:
    """Relations a sentence states with its own opening words, to an act it tells or to the
    act told just before it (the first act of the nearest sentence before that tells one):

    - "Having received no action …, she went to …": the participle's act BEFORE the main act;
    - "From that point on, Y", "At the expiration of this period, Y": the act told just
      before BEFORE Y;
    - "Therefore, Y" / "She, therefore, Y" / "As a result, Y": the act told just before
      CAUSES Y (the order follows from it);
    - "On the same day, Y", "During that conversation, Y": Y SAME-TIME the act told just
      before (the dates must agree:
      :func:`legalkg.events.dating.relate`);
    - "To remedy their concerns, Y": the protected act told last (three sentences back at
      most) CAUSES Y;
    - "This left him in …" / "That forced her to …": the act told just before CAUSES Y.
    Only acts, never the suit or a standing state."""
    text = sentences[sid].text
    index = {x: i for i, x in enumerate(sentences)}
    acts = [(p, e) for p, e in placed if e.type not in _STATES]
    if not acts:
        return
    having = _HAVING.match(text)
    comma = text.find(",", having.end()) if having else -1
    if having and comma > 0:
        first = [e for p, e in acts if p < comma]
        then = [e for p, e in acts if p > comma]
        if not first and _NO_ANSWER.search(text[:comma]):
            # "Having received no action from Lt. R. to rectify …, she went to the EEO
            # office": the failure to act told last before (one passage back)
            n0 = index[sid]
            first = [
                e
                for e in ordered
                if e.type == "failure-to-act"
                and any(0 < n0 - index[x.sentence_id] <= 12 for x in e.evidence)
            ][-1:]
        for a in first[:1]:
            for b in then[:1]:
                add("BEFORE", a, b, sid, text[:comma].strip()[:200])
        return
    remedy = _TO_REMEDY.match(text)
    if remedy:
        # "To remedy their concerns, Lt. Taylor allowed them to use the Suburban": the
        # complaint told last (up to three sentences back) CAUSES the act that answers it
        n0 = index[sid]
        asked = [
            e
            for e in ordered
            if e.type in PROTECTED and any(0 < n0 - index[x.sentence_id] <= 3 for x in e.evidence)
        ]
        after = [e for p, e in acts if p >= remedy.end()]
        for a in asked[-1:]:
            for b in after[:1]:
                add("CAUSES", a, b, sid, remedy.group(0).strip())
        return
    cue = (
        _FROM_THEN.match(text)
        or _THEREFORE.match(text)
        or _SAME_DAY.match(text)
        or _THIS_LEFT.match(text)
    )
    if cue is None or not cue.group(0).strip(" ,"):
        return
    main = [e for p, e in acts if p >= cue.start()]
    prior = _told_just_before(sid, ordered, index, sentences)
    if prior is None or not main or prior in (e for _, e in acts):
        return
    kind = {_SAME_DAY: "SAME-TIME", _THEREFORE: "CAUSES", _THIS_LEFT: "CAUSES"}.get(
        cue.re, "BEFORE"
    )
    add(kind, prior, main[0], sid, cue.group(0).strip())


#: an investigation of a complaint made inside the company, not of an agency charge
_OF_COMPLAINT = re.compile(
    r"(?i:\b(?:this|that|the|her|his|their)\s+(?:internal\s+)?complaint\s+(?:was|were|had\s+been)"
    r"\s+investigat|\binvestigat\w*\s+(?:of|into)\s+(?:this|that|the|her|his|their)\s+"
    r"(?:internal\s+)?complaint)"
)


#: an investigation by the agency a charge is filed with (not the employer's own): its
#: sentence names the charge or the agency
_AGENCY_STEP = re.compile(
    r"\b(?:[Cc]harges?|EEOC|[Cc]ommission|[Aa]gency|Office\s+of\s+Human\s+Rights|OHR|DFEH|"
    r"Department\s+of\s+(?:Fair\s+Employment|Labor|Human\s+Rights))\b"
)


def _charge_of(b: Event, charges: list[Event], sentences: dict[str, Sentence]) -> list[Event]:
    """The charges an agency's step (an investigation, a determination, a conciliation) can
    follow: none for an investigation whose sentences name neither a charge nor an agency
    (the employer's own: "When this complaint was investigated"); those of the person the
    step is told of ("Mr. Taylor received a Determination …") when the text names one who
    filed a charge; else all of them."""
    if b.type == "investigation" and not any(
        _AGENCY_STEP.search(sentences[x.sentence_id].text) for x in b.evidence
    ):
        return []
    people = {p.entity for p in b.participants if p.role in ("patient", "recipient", "agent")}
    own = [
        a for a in charges if any(p.entity in people for p in a.participants if p.role == "agent")
    ]
    return own or charges


#: the protected act a cause cue names by its verb or noun ("because she reported …", "in
#: retaliation for filing a charge"), and the kind of event it is
_CAUSE_KIND = (
    (re.compile(r"(?i:\b(?:charges?|EEOC|Commission|agency)\b)"), "charge"),
    (re.compile(r"(?i:\b(?:complain|report|oppos|object|grievance|concern)\w*)"), "complaint"),
    (re.compile(r"(?i:\b(?:request|accommodat)\w*)"), "accommodation-request"),
)


def _named_kind(causes: list[Event], cue: str) -> list[Event]:
    """The protected acts of the kind the cue names first ("because she reported …": a
    complaint, not the charge filed later), when there are some; all of them when it names
    none or none of that kind was told."""
    named = [(m.start(), kind) for rx, kind in _CAUSE_KIND if (m := rx.search(cue))]
    if named:
        kind = min(named)[1]
        return [e for e in causes if e.type == kind] or causes
    return causes


#: "complained about the fact that Sgt. Boyd refused to assign them a clean vehicle": what
#: the complaint was about, retold in a clause of its own
_ABOUT_THE_FACT = re.compile(
    r"(?i:\b(?:about|of|regarding|concerning|over)\s+the\s+fact\s+that\s+(?P<what>[^;]{5,160}))"
)


_WORD = re.compile(r"[a-z]{4,}")


def _retold_fact(
    sid: str,
    placed: list[tuple[int, Event]],
    ordered: list[Event],
    sentences: dict[str, Sentence],
    add: AddRelation,
) -> None:
    """A complaint "about the fact that X did Y" came after the act it retells: the act told
    in the three sentences before whose words share three or more with the clause ("Sgt.
    Boyd obstinately refused to assign Plaintiff … different vehicles" … "complained about
    the fact that Sgt. Boyd refused to assign them a clean … vehicle"): BEFORE."""
    text = sentences[sid].text
    index = {x: i for i, x in enumerate(sentences)}
    for m in _ABOUT_THE_FACT.finditer(text):
        said = [e for p, e in placed if p < m.start() and e.type == "complaint"]
        if not said:
            continue
        words = set(_WORD.findall(m.group("what").casefold()))
        n0 = index[sid]
        best: tuple[int, Event] | None = None
        for e in ordered:
            if e.type in _STATES or e in said:
                continue
            for x in e.evidence:
                if not 0 < n0 - index[x.sentence_id] <= 3:
                    continue
                shared = len(words & set(_WORD.findall(x.quote.casefold())))
                if shared >= 3 and (best is None or shared > best[0]):
                    best = (shared, e)
        if best is not None:
            add("BEFORE", best[1], said[-1], sid, m.group(0)[:200])


#: how far back (in sentences) an act named by its doer or its noun is looked for
_NAMED_REACH = 25


#: "a disciplinary charge related to the incident with Officer Campanale": an act recalled by
#: the person who did it
_INCIDENT_WITH = re.compile(
    r"\b(?:the|that|this)\s+(?:incident|altercation|encounter|episode|confrontation|"
    r"exchange)\s+(?:with|involving)\s+(?:(?:Officer|Sgt\.|Sergeant|Lt\.|Lieutenant|Capt\.|"
    r"Captain|Mr\.|Ms\.|Mrs\.|Dr\.)\s+)?(?:[A-Z][\w’'-]+\s+)?(?P<name>[A-Z][\w’'-]+)"
)


#: "received denial of her performance evaluation appeal": an answer recalls what it answers
_DENIAL_OF = re.compile(
    r"(?i:\b(?:denial|rejection|dismissal|refusal|denied|rejected|dismissed)\s+(?:of\s+)?"
    r"(?:her|his|their|the|its)\s+(?:[\w-]+\s+){0,3}?(?P<noun>appeal|grievance|request|"
    r"application)s?\b)"
)


#: "Plaintiff spoke to Sgt. Brown after the meeting": an act placed after a scene told before
_AFTER_THE_SCENE = re.compile(
    r"(?i:\b(?:after|following)\s+(?:the|that|this)\s+(?P<noun>meeting|roll\s+call|conversation|"
    r"call|encounter|interview|hearing|briefing|exchange|incident)\b)"
)


def _recalled_act(
    sid: str,
    placed: list[tuple[int, Event]],
    ordered: list[Event],
    sentences: dict[str, Sentence],
    add: AddRelation,
) -> None:
    """An act told with a phrase that recalls an earlier one by its doer ("a disciplinary
    charge related to the incident with Officer Campanale"), by its noun ("received denial
    of her performance evaluation appeal": the appeal) or by its scene ("spoke to Sgt. Brown
    after the meeting": an act told in a meeting) came after it: the last act told
    before (up to :data:`_NAMED_REACH` sentences back) whose words name that person, or an
    act of a protected kind whose words hold the noun ("formally appealed"), or whose
    sentence names the scene ("in a roll call meeting"). BEFORE, from
    it to the first act the sentence tells."""
    text = sentences[sid].text
    index = {x: i for i, x in enumerate(sentences)}
    n0 = index[sid]
    acts = [e for _, e in placed if e.type not in _STATES]
    if not acts:
        return
    for rx, kind in ((_INCIDENT_WITH, "doer"), (_DENIAL_OF, "noun"), (_AFTER_THE_SCENE, "scene")):
        m = rx.search(text)
        if m is None:
            continue
        word = " ".join((m.group("name") if kind == "doer" else m.group("noun")).split())
        word = word.casefold()

        def names(x: Evidence, word: str = word, kind: str = kind) -> bool:
            # a scene is named by the sentence the act is told in ("in a roll call meeting")
            told = sentences[x.sentence_id].text if kind == "scene" else x.quote
            return word in " ".join(told.split()).casefold()

        told = [
            (index[x.sentence_id], e)
            for e in ordered
            if e not in acts and e.type not in _STATES and (kind != "noun" or e.type in PROTECTED)
            for x in e.evidence
            if 0 < n0 - index[x.sentence_id] <= _NAMED_REACH and names(x)
        ]
        if told:
            add("BEFORE", max(told, key=lambda q: q[0])[1], acts[0], sid, m.group(0))


#: "That termination followed directly on the heels of protected activity": the act of the
#: sentence came after the protected act the cue names
_ON_THE_HEELS = re.compile(
    r"(?i:\b(?:followed|came|occurred)\s+(?:\w+\s+)?on\s+the\s+heels\s+of\s+(?P<what>[^.;]{3,80}))"
)


_PROTECTED_WORDS = re.compile(
    r"(?i:protected\s+activit|complain|report|grievance|charge|oppos|object)"
)


def _on_the_heels(
    sid: str,
    placed: list[tuple[int, Event]],
    ordered: list[Event],
    sentences: dict[str, Sentence],
    add: AddRelation,
) -> None:
    """An act that "followed (directly) on the heels of protected activity": the protected act
    came first — the one the cue's words place after it in the sentence, else the protected act
    told before that the complaint tells most often (its main telling), as for a cause cue
    that names none. BEFORE, to the act told before the cue."""
    text = sentences[sid].text
    m = _ON_THE_HEELS.search(text)
    if m is None or not _PROTECTED_WORDS.search(m.group("what")):
        return
    later = [e for p, e in placed if p < m.start() and e.type not in _STATES]
    if not later:
        return
    index = {x: i for i, x in enumerate(sentences)}
    named = [e for p, e in placed if p >= m.start() and e.type in PROTECTED]
    if not named:
        told = [
            e
            for e in ordered
            if e.type in PROTECTED and any(index[x.sentence_id] < index[sid] for x in e.evidence)
        ]
        most = max((len({x.sentence_id for x in e.evidence}) for e in told), default=0)
        named = [e for e in told if len({x.sentence_id for x in e.evidence}) == most][-1:]
    for a in named[:1]:
        add("BEFORE", a, later[-1], sid, m.group(0)[:200])
