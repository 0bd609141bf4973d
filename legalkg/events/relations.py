"""The relations a complaint states between its events, read at document level by the rules
extractor: temporal order from dates and cue words ("After X complained, Y retaliated",
"shortly after", "until"), causal links from causal cues ("in retaliation for", "because of",
"as a result of": CAUSES, ENABLES, PREVENTS), each checked against the dates.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from legalkg.events.model import (
    AddRelation,
    Event,
    Evidence,
    Relation,
    Sentence,
)
from legalkg.events.passages import (
    _CALLED_RETALIATORY,
    _OF_COMPLAINT,
    _RIGHT_TO_SUE,
    _THIS,
    _charge_of,
    _named_kind,
    _on_the_heels,
    _recalled_act,
    _retold_fact,
    _told_before_relations,
    _told_just_before,
)
from legalkg.events.patterns import (
    _AFTER_CLAUSE,
    _AFTER_MID,
    _AGENCY_SUIT,
    _BECAUSE_LEAD,
    _BECAUSE_OF,
    _CAUSE,
    _CAUSING,
    _COMPLAINED_KIND,
    _COMPLAINED_OF,
    _DESPITE,
    _DETERRED,
    _ENDING,
    _INTERVENES,
    _LATER,
    _ONSET,
    _PRIOR_SUIT,
    _REASON_KIND,
    _RESULT,
    _RESULT_FLAT,
    _SEQUENCE,
    _STATES,
    _UNTIL,
    ADVERSE,
    PROTECTED,
)
from legalkg.events.prepositions import preposition_relations
from legalkg.events.replies import answered_requests, named_causes

#: words that make what follows the content of a charge or complaint ("a charge … based on
#: sex and retaliation", "complained of retaliation"), not a later act
_ALLEGED = re.compile(
    r"(?i:\b(?:alleg\w*|based\s+on|on\s+the\s+basis\s+of|claim\w*\s+of|charge\s+of|"
    r"complain\w*\s+(?:of|about)|regarding|concerning)\b)"
)


def document_relations(events: list[Event], sentences: dict[str, Sentence]) -> list[Relation]:
    """Causal cues across chunks: an adverse event told with "in retaliation for" (or "because
    she complained") is CAUSED by the latest protected activity (complaint, charge,
    accommodation request) told before it in the document. The evidence is the cue."""
    order = {s: i for i, s in enumerate(sentences)}
    ordered = sorted(events, key=lambda e: (order[e.evidence[0].sentence_id], e.id))
    out: list[Relation] = []
    for ev in ordered:
        if ev.type not in ADVERSE:
            continue
        found = [
            (x.sentence_id, c)
            for x in ev.evidence
            if (c := _CAUSE.search(sentences[x.sentence_id].text))
        ]
        if not found:
            continue
        causes: list[Event] = []
        target = next((p.entity for p in ev.participants if p.role == "patient"), None)
        named: list[Event] = []
        for sid, cue in found:  # noqa: B007 (the cue found is used after the loop)
            causes = [
                e
                for e in ordered
                if e.type in PROTECTED
                and order[e.evidence[0].sentence_id] <= order[sid]
                and e != ev
            ]
            # "retaliated against her for complaining … and contacting the Commission": each
            # protected act the cue's own clause names is a cause
            text = sentences[sid].text
            named = [
                e
                for e in causes
                if any(
                    x.sentence_id == sid and text.find(x.quote) >= cue.start() for x in e.evidence
                )
            ]
            # the protected activity of the person the act is done to, when the text says who
            own = [
                e
                for e in causes
                if target is not None
                and any(p.entity == target and p.role == "agent" for p in e.participants)
            ]
            causes = _named_kind(own or causes, text[cue.start() : cue.end() + 40])
            if causes:
                break
        # no act named in the cue's clause ("in retaliation for complaining about racial
        # discrimination"): the protected act the complaint tells most often (its main
        # telling, retold in the counts), the latest of those
        most = max((len({x.sentence_id for x in e.evidence}) for e in causes), default=0)
        main = [e for e in causes if len({x.sentence_id for x in e.evidence}) == most]
        for cause in named or main[-1:]:
            out.append(
                Relation(
                    f"d-r{len(out) + 1}",
                    "CAUSES",
                    cause.id,
                    ev.id,
                    (Evidence(sid, cue.group(0)),),
                    0.5,
                )
            )
    # a retaliation answers a protected act: the latest one of the person retaliated against
    # told before it (or in its own sentence, before its words), when no cue linked them
    linked = {r.target for r in out}
    for ev in ordered:
        if ev.type != "retaliation" or ev.id in linked:
            continue
        target = next((p.entity for p in ev.participants if p.role == "patient"), None)
        sid = ev.evidence[0].sentence_id
        at = sentences[sid].text.find(ev.evidence[0].quote)
        before = [
            e
            for e in ordered
            if e.type in PROTECTED
            and (
                order[e.evidence[0].sentence_id] < order[sid]
                or e.evidence[0].sentence_id == sid
                and 0 <= sentences[sid].text.find(e.evidence[0].quote) < at
            )
            and (target is None or any(p.entity == target for p in e.participants))
        ]
        if before and before[-1].evidence[0].sentence_id == sid:
            # "filed a Charge of Discrimination … based on race, sex, and retaliation for prior
            # EEO activity": the retaliation the charge alleges, not one it brought about
            text = sentences[sid].text
            between = text[text.find(before[-1].evidence[0].quote) : at]
            if _ALLEGED.search(between) and ";" not in between:
                before = before[:-1]
        if before and target is not None:
            out.append(
                Relation(
                    f"d-r{len(out) + 1}",
                    "CAUSES",
                    before[-1].id,
                    ev.id,
                    (Evidence(sid, ev.evidence[0].quote),),
                    0.5,
                )
            )
    out.extend(_cue_relations(ordered, sentences, len(out)))
    out.extend(_consequence_relations(ordered, sentences, len(out)))
    return out


def _told_near(a: Event, b: Event, index: dict[str, int]) -> bool:
    """Whether some telling of ``a`` and some of ``b`` are one passage apart at most (the
    reach of :data:`legalkg.events.dating._TOLD_NEAR`)."""
    from legalkg.events.dating import _TOLD_NEAR

    return any(
        abs(index[x.sentence_id] - index[y.sentence_id]) <= _TOLD_NEAR
        for x in a.evidence
        for y in b.evidence
    )


def _one_doer(a: Event, b: Event) -> bool:
    """Whether ``a`` and ``b`` name one and the same agent."""
    who = {p.entity for p in a.participants if p.role == "agent"}
    return bool(who) and who == {p.entity for p in b.participants if p.role == "agent"}


def prior_to_day(ordered: list[Event], sentences: dict[str, Sentence]) -> list[Relation]:
    """An act done "prior to" a day ("completed all training classes prior to April 17, 2007")
    is BEFORE every act the complaint dates on that day (the day, not an act, is named: each
    act of that day is after it). Read once the events are dated (:mod:`.pipeline`)."""
    from legalkg.events.dates import find_dates

    out: list[Relation] = []
    for e in ordered:
        for x in e.evidence:
            text = sentences[x.sentence_id].text
            at = text.find(x.quote)
            if at < 0:
                continue
            end = at + len(x.quote)
            for m in find_dates(text):
                # the day named right after the act's words, in its clause (the quote may
                # already hold "prior to April 17")
                told = text[at : m.start]
                cue = re.search(r"\b(?:prior\s+to|before)\s*$", told)
                if (
                    m.date is None
                    or m.date.granularity != "day"
                    or m.start <= at
                    or m.start - end > 40
                    or cue is None
                    or re.search(r"[,;]|\.\s", told)
                ):
                    continue
                for later in ordered:
                    if later is e or later.date is None or later.date.value != m.date.value:
                        continue
                    out.append(
                        Relation(
                            f"p-r{len(out) + 1}",
                            "BEFORE",
                            e.id,
                            later.id,
                            (Evidence(x.sentence_id, text[at + cue.start() : m.end].strip()),),
                            0.5,
                        )
                    )
    return out


#: a sentence that opens on the consequence of the one before ("Thus, the City Council
#: approved …", "Consequently, …"), after its paragraph number
_THUS = re.compile(r"(?:\d{1,3}\.\s*)?((?:Thus|Therefore|Consequently|Accordingly)\s*,)")


def _consequence_relations(
    ordered: list[Event], sentences: dict[str, Sentence], n: int
) -> list[Relation]:
    """The act of a sentence CAUSES the acts of the next one when that one opens on "Thus,"
    (or "Therefore,", "Consequently,", "Accordingly,"): "Councilman X stated that stipulations
    should be placed on the appointment … Thus, the City Council approved the appointment
    with the stipulation that …". Only when the sentence before tells one act (else which one
    is not said) and the dates do not put the effect first."""
    ids = list(sentences)
    told: dict[str, list[Event]] = {}
    for e in ordered:
        for sid in dict.fromkeys(x.sentence_id for x in e.evidence):
            told.setdefault(sid, []).append(e)
    out: list[Relation] = []
    for i in range(1, len(ids)):
        cue = _THUS.match(sentences[ids[i]].text)
        before = told.get(ids[i - 1], [])
        if cue is None or len(before) != 1:
            continue
        cause = before[0]
        for effect in told.get(ids[i], []):
            if effect is cause or (
                cause.date is not None
                and effect.date is not None
                and cause.date.value > effect.date.value
            ):
                continue
            out.append(
                Relation(
                    f"d-r{n + len(out) + 1}",
                    "CAUSES",
                    cause.id,
                    effect.id,
                    (Evidence(ids[i], cue.group(1)),),
                    0.5,
                )
            )
    return out


@dataclass(frozen=True)
class _Cue:
    """A cue found in a sentence: its offsets in the sentence and its text."""

    begin: int
    stop: int
    text: str

    def start(self) -> int:
        return self.begin

    def group(self, _: int = 0) -> str:
        return self.text


def _result_cues(text: str) -> list[_Cue]:
    """The "resulted in / caused / led to" cues of a sentence, read also through OCR-shifted
    spaces; each with its offsets in ``text``."""
    found = [_Cue(m.start(), m.end(), m.group(0)) for m in _RESULT.finditer(text)]
    keep = [i for i, c in enumerate(text) if not c.isspace() and not c.isdigit()]
    flat = "".join(text[i] for i in keep).casefold()
    for m in _RESULT_FLAT.finditer(flat):
        a, b = keep[m.start()], keep[m.end() - 1] + 1
        if m.group(0) == "ledto" and a > 0 and text[a - 1].isalpha():
            continue  # "failed to", "called to", "filed to": no "led to"
        if not any(c.begin <= a < c.stop or a <= c.begin < b for c in found):
            found.append(_Cue(a, b, text[a:b]))
    return sorted(found, key=lambda c: c.begin)


#: what an explicit result cue ("resulted in", "led to") can join in one sentence besides a
#: harassment and an end of employment: a practice told as the cause, a lesser loss as the
#: effect
_CAUSES_TOLD = _CAUSING | {"unlawful-practice"}
_EXPLICIT_RESULT = re.compile(r"(?i:result(?:ed|ing|s)?\s+in|led\s+to|caus(?:ed|es)\b)")
_LOSSES = {"demotion", "adverse-action", "discipline"}


#: "Only after X did Y", "Only when X was Y …": the clause ends at the inverted auxiliary
_ONLY_AFTER = re.compile(
    r"(?i:^\W*(?:\d+\.\s*)?only\s+(?:after|when|once)\b[^,;]{3,200}?\s(?P<aux>did|does|do|was|"
    r"were|had|has|have|would|could)\s+(?!not\b))"
)


#: how far back (in sentences) "complained about the harassment" looks for the act
_COMPLAINED_REACH = 12


#: how far back (in sentences) "later" / "then" looks for the act it follows: the story told
#: just before, not an act told pages earlier (a long complaint's "Thereafter" follows the
#: paragraph before it)
_LATER_REACH = 3


def _cue_relations(ordered: list[Event], sentences: dict[str, Sentence], n: int) -> list[Relation]:
    """Relations the wording of one sentence states between two of its events:

    - "X resulted in / caused / led to Y", "so intolerable that she was constructively
      discharged": X CAUSES Y (harassment, a failure to act… before an end of employment);
    - "After X, Y" (a leading clause): X BEFORE Y;
    - "Y despite X" (a complaint): X BEFORE Y; "X until Y": X BEFORE Y;
    - "prior to the institution of this lawsuit, X filed a charge": X BEFORE the lawsuit.
    The cause must be told before the cue and the effect after it (direction checked)."""
    out: list[Relation] = []
    seen: set[tuple[str, str, str]] = set()

    def at(e: Event, sid: str) -> int:
        for x in e.evidence:
            if x.sentence_id == sid:
                return sentences[sid].text.find(x.quote)
        return -1

    def add(kind: str, a: Event, b: Event, sid: str, quote: str) -> None:
        if a.id == b.id or (kind, a.id, b.id) in seen:
            return
        seen.add((kind, a.id, b.id))
        out.append(
            Relation(f"d-r{n + len(out) + 1}", kind, a.id, b.id, (Evidence(sid, quote),), 0.6)
        )

    lawsuits = [e for e in ordered if e.type == "lawsuit"]
    index = {sid: i for i, sid in enumerate(sentences)}

    def who(e: Event, role: str | None) -> str | None:
        if role is None:
            return None
        return next((p.entity for p in e.participants if p.role == role), None)

    for early, late, r1, r2 in _SEQUENCE:
        for b in (e for e in ordered if e.type == late):
            person = who(b, r2)
            found = [
                a
                for a in ordered
                if a.type == early and (r2 is None or person is not None and who(a, r1) == person)
            ]
            if early == "charge" and r2 is None:
                found = _charge_of(b, found, sentences)
            if early == "hiring":
                # the employment's start before its end is a relation the text tells when it
                # tells both in one passage ("became employed … in 2003. … was terminated");
                # a hiring told pages before the end is ordered by the dates alone
                found = [a for a in found if _told_near(a, b, index)]
            if found:
                add("BEFORE", found[0], b, b.evidence[0].sentence_id, b.evidence[0].quote)
    for b in (e for e in ordered if e.type == "investigation"):
        # "When this complaint was investigated": the complaint told last before it
        x = b.evidence[0]
        if _OF_COMPLAINT.search(sentences[x.sentence_id].text):
            told = [
                a
                for a in ordered
                if a.type == "complaint" and index[a.evidence[0].sentence_id] < index[x.sentence_id]
            ]
            for a in told[-1:]:
                add("BEFORE", a, b, x.sentence_id, x.quote)
    # a complaint in intervention: the agency's suit, which the intervenor joins, came first
    # ("she has an unconditional right to intervene in a civil action brought by the EEOC")
    if any(_INTERVENES.search(x.text) for x in sentences.values()):
        agency = [e for e in lawsuits if _AGENCY_SUIT.search(" ".join(x.quote for x in e.evidence))]
        for b in (e for e in lawsuits if e not in agency):
            for a in agency[:1]:
                add("BEFORE", a, b, b.evidence[0].sentence_id, b.evidence[0].quote)
    # a charge comes before the suit it opens the way to: the agency's (the charge was filed
    # with it) or its filer's own; a suit others brought (a cited case) is none of them
    for b in lawsuits:
        by = {p.entity for p in b.participants if p.role == "agent"}
        charges = [
            a
            for a in ordered
            if a.type == "charge"
            and (
                not by
                or by
                & {p.entity for p in a.participants if p.role in ("agent", "patient", "recipient")}
            )
        ]
        if charges:
            add("BEFORE", charges[0], b, b.evidence[0].sentence_id, b.evidence[0].quote)
        # the agency's notice of the right to sue comes before the suit it opens ("the EEOC
        # issued a Dismissal and Notice of Right to Sue … . Plaintiff now timely files")
        notices = [
            a
            for a in ordered
            if a.type == "agency-determination"
            and any(_RIGHT_TO_SUE.search(sentences[x.sentence_id].text) for x in a.evidence)
            and (not by or by & {p.entity for p in a.participants})
        ]
        for a in notices:
            add("BEFORE", a, b, b.evidence[0].sentence_id, b.evidence[0].quote)
    for b in ordered:
        # "Nevertheless, she was not reinstated": a refusal to reinstate follows the discharge
        quote = " ".join(x.quote for x in b.evidence)
        if b.type == "adverse-action" and re.search(r"reinstat", quote, re.IGNORECASE):
            fired = [
                a
                for a in ordered
                if a.type == "termination"
                and (who(b, "patient") is None or who(a, "patient") == who(b, "patient"))
            ]
            if fired:
                add("BEFORE", fired[0], b, b.evidence[0].sentence_id, b.evidence[0].quote)
        # "did nothing" told just after a complaint: the complaint came first
        if b.type == "failure-to-act":
            n_at = index[b.evidence[0].sentence_id]
            told = [
                a
                for a in ordered
                if a.type == "complaint"
                and 0 <= n_at - index[a.evidence[0].sentence_id] <= 2
                and a is not b
            ]
            if told and index[told[-1].evidence[0].sentence_id] < n_at:
                add("BEFORE", told[-1], b, b.evidence[0].sentence_id, b.evidence[0].quote)
        # "Whitehead later told Hodge …": after the act told just before
        x = b.evidence[0]
        text = sentences[x.sentence_id].text
        cue = _LATER.search(text)
        q_at = text.find(x.quote)
        if cue and 0 <= cue.start() <= q_at + len(x.quote):
            same_before = [
                e
                for e in ordered
                if e is not b
                and e.evidence[0].sentence_id == x.sentence_id
                and 0 <= text.find(e.evidence[0].quote) < cue.start()
                # its agent begins the quote ("Whitehead later told"): not an act before the cue
                and not text.find(e.evidence[0].quote) <= q_at
            ]
            if not same_before:
                # the act told last before it: the event with a telling (any of its
                # sentences, not only the first: a summary tells many acts early) nearest
                # before the sentence of the cue
                here_at = index[x.sentence_id]
                last_told = {
                    e.id: max(
                        (
                            index[y.sentence_id]
                            for y in e.evidence
                            if index[y.sentence_id] < here_at
                        ),
                        default=here_at,
                    )
                    for e in ordered
                }
                prior = sorted(
                    (
                        e
                        for e in ordered
                        if 0 < index[x.sentence_id] - last_told[e.id] <= _LATER_REACH
                        and e is not b
                        and e.type not in ("lawsuit", "unlawful-practice", "charge", "employment")
                    ),
                    key=lambda e: last_told[e.id],
                )
                if prior:
                    add("BEFORE", prior[-1], b, x.sentence_id, cue.group(0))
    for sid, s in sentences.items():
        here = [e for e in ordered if any(x.sentence_id == sid for x in e.evidence)]
        if not here:
            continue
        text = s.text
        placed = sorted(((at(e, sid), e) for e in here if at(e, sid) >= 0), key=lambda x: x[0])
        for rcue in _result_cues(text):
            causes = [e for p, e in placed if p < rcue.start() and e.type in _CAUSING]
            effects = [e for p, e in placed if p >= rcue.start() and e.type in _ENDING]
            just_before = _told_just_before(sid, ordered, index, sentences)
            if not causes and _THIS.match(text[: rcue.start()]):
                # "This resulted in her termination": the act told just before (every act of
                # the sentence is told after its bare "This")
                effects = [e for _, e in placed if e.type in _ENDING]
                causes = [just_before] if just_before and just_before.type in _CAUSING else []
            elif effects and not causes:  # "This sexual harassment resulted in …": told before
                causes = [
                    e
                    for e in ordered
                    if e.type == "harassment"
                    and list(sentences).index(e.evidence[0].sentence_id)
                    <= list(sentences).index(sid)
                ][-1:]
            if not effects and _EXPLICIT_RESULT.match(text, rcue.start()):
                # "… a pattern and practice of discrimination occurred in the reorganization,
                # which resulted in the involuntary transfer of Mr. Taylor": an explicit
                # result cue between two acts of its sentence, the effect a lesser loss (not
                # "demoting him and forcing him to move": one act told with its manner)
                causes = [e for p, e in placed if p < rcue.start() and e.type in _CAUSES_TOLD]
                effects = [e for p, e in placed if p >= rcue.start() and e.type in _LOSSES]
            for c in causes[-1:]:
                for e in effects[:1]:
                    add("CAUSES", c, e, sid, rcue.group(0))
        only = _ONLY_AFTER.match(text)
        if only:
            # "Only after she was diagnosed … did Frontier extend her leave": no comma, the
            # inverted auxiliary ends the clause
            first = [e for p, e in placed if p < only.start("aux")]
            then = [e for p, e in placed if p >= only.start("aux")]
            for a in first[:1]:
                for b in then[:1]:
                    add("BEFORE", a, b, sid, text[: only.start("aux")].strip()[:200])
        lead = _AFTER_CLAUSE.search(text)
        if lead and "," in text and not only:
            comma = text.index(",")
            first = [e for p, e in placed if p < comma]
            then = [e for p, e in placed if p > comma]
            when = re.match(r"(?i:\W*(?:\d+\.\s*)?when\b)", text) is not None
            if re.match(r"(?i:\W*(?:\d+\.\s*)?(?:when|once|upon)\b)", text):
                # "When she asked …, he became hostile": the one act the main clause tells
                # first, not told in the passage before (an act it recalls: "When she told
                # him what had happened, …")
                then = [
                    e
                    for e in then
                    if not any(0 < index[sid] - index[x.sentence_id] <= 12 for x in e.evidence)
                ][:1]
            for a in first[:1]:
                for b in then:
                    # "When Rep. X introduced the bill, he stated …": one doer's two acts
                    # at one moment (the same time); another's answer comes after
                    kind = "SAME-TIME" if _one_doer(a, b) and when else "BEFORE"
                    add(kind, a, b, sid, text[:comma].strip()[:200])
        for cue in _BECAUSE_OF.finditer(text):
            # "she was forced to quit because of the failure to take action": CAUSES
            ends = [e for p, e in placed if p < cue.start() and e.type in _ENDING]
            causes = [e for p, e in placed if p > cue.start() and e.type in _CAUSING]
            for c in causes[:1]:
                for e in ends[-1:]:
                    add("CAUSES", c, e, sid, cue.group(0))
        onset = _ONSET.search(text)
        if onset:
            # "From the onset of employment, X began subjecting Intervenor to …": the
            # employment began before the acts the sentence tells
            for p1, e1 in placed:
                if e1.type in ("hiring", "employment") or p1 < onset.start():
                    continue
                people = {q.entity for q in e1.participants}
                began = [
                    e
                    for e in ordered
                    if e.type in ("hiring", "employment")
                    and e not in here
                    and (not people or {q.entity for q in e.participants} & people)
                ]
                began.sort(key=lambda e: e.type != "hiring")  # the hiring first
                if began:
                    add("BEFORE", began[0], e1, sid, onset.group(0))
        for cue in _DESPITE.finditer(text):
            prior = [e for p, e in placed if p > cue.start() and e.type in PROTECTED]
            main = [e for p, e in placed if p < cue.start() and e.type not in PROTECTED]
            comma = text.find(",", cue.end())
            if (
                not main
                and comma > 0
                and not text[: cue.start()].strip(' \n\t"“(').strip("0123456789. ")
            ):
                # "Although Ms. Hovis complained about the harassment, Defendant failed to
                # act": the concession leads, the act it is set against follows its comma
                prior = [
                    e
                    for p, e in placed
                    if cue.start() < p < comma and e.type not in _STATES and e.type != "harassment"
                ]
                main = [e for p, e in placed if p > comma and e.type not in _STATES]
            for a in prior[:1]:
                for b in main[-1:]:
                    add("BEFORE", a, b, sid, cue.group(0))
        for cue in _UNTIL.finditer(text):
            a_ = [e for p, e in placed if p < cue.start()]
            b_ = [e for p, e in placed if p > cue.start()]
            if a_ and b_:
                add("BEFORE", a_[-1], b_[0], sid, cue.group(0))
        for cue in _AFTER_MID.finditer(text):
            # "Defendant terminated Ms. Everett …, after participating in an EEOC
            # investigation": the act after the cue (up to the clause's end) came first
            if not text[: cue.start()].strip(' \n\t"“(').strip("0123456789. "):
                continue  # a leading "After X, Y": read above
            stop = min((i for i in (text.find(";", cue.end()),) if i > 0), default=len(text))
            later = [e for p, e in placed if p < cue.start() and e.type not in _STATES]
            earlier = [e for p, e in placed if cue.start() <= p < stop and e.type not in _STATES]
            first_at = min((p for p, e in placed if cue.start() <= p < stop), default=stop)
            fronted = re.search(r",\s*(?:but|and|then)?\s*$", text[: cue.start()])
            if fronted and "," in text[cue.end() : first_at]:
                # "X, but following the Directive, Y": the phrase is Y's own; X and Y are told
                # in their order
                for a, b in zip(later[-1:], earlier[:1], strict=False):
                    add("BEFORE", a, b, sid, text[fronted.start() : first_at].strip(", ")[:200])
                continue
            for a in earlier[:1]:
                for b in later[-1:]:
                    add("BEFORE", a, b, sid, cue.group(0))
        _reason_relations(text, sid, placed, ordered, index, add)
        _told_before_relations(sid, placed, ordered, sentences, add)
        _retold_fact(sid, placed, ordered, sentences, add)
        _recalled_act(sid, placed, ordered, sentences, add)
        _on_the_heels(sid, placed, ordered, sentences, add)
        named_causes(sid, placed, ordered, sentences, add)
        preposition_relations(sid, placed, ordered, sentences, add)
        # "She complained to X, but nothing was done" / "…, and was fired": the response
        # told after the protected act in the same sentence comes after it
        for p0, e0 in placed:
            if e0.type not in PROTECTED:
                continue
            for p1, e1 in placed:
                if p1 > p0 and (e1.type in ADVERSE or e1.type == "failure-to-act"):
                    between = text[p0:p1]
                    if re.search(r",\s*(?:but|and)\b|;\s*(?:but|and)?\b", between) and not (
                        _CAUSE.search(text) or _RESULT.search(between)
                    ):
                        add("BEFORE", e0, e1, sid, between.strip()[:200])
        # "complained about the discriminatory treatment": the act complained of, told
        # before the complaint (or earlier in its sentence), came first
        for p0, e0 in placed:
            if e0.type != "complaint":
                continue
            q = next(x.quote for x in e0.evidence if x.sentence_id == sid)
            about = _COMPLAINED_OF.match(text[p0 + len(q) :]) or _COMPLAINED_OF.match(
                text[p0 + len(q.split()[0]) :]
            )
            if not about:
                continue
            kinds = _COMPLAINED_KIND.get(about.group("what")[:5].lower(), ())
            n0 = index[sid]
            prior = [
                e
                for e in ordered
                if e.type in kinds
                and e is not e0
                and (
                    index[e.evidence[0].sentence_id] < n0
                    or e.evidence[0].sentence_id == sid
                    and 0 <= at(e, sid) < p0
                )
            ]
            if prior:
                # the act of that kind told (or retold) last before the complaint
                told_last = {
                    e.id: max(
                        (index[x.sentence_id] for x in e.evidence if index[x.sentence_id] <= n0),
                        default=-1,
                    )
                    for e in prior
                }
                last = max(prior, key=lambda e: told_last[e.id])
                # (one passage back at most: a count's "complained of discrimination" names
                # no act told pages before)
                if n0 - told_last[last.id] <= _COMPLAINED_REACH:
                    add("BEFORE", last, e0, sid, q)
        # "filed a charge alleging that Defendant terminated him": the act alleged came first
        alleging = re.search(r"\balleg(?:ing|ed)\s+that\b", text, re.IGNORECASE)
        if alleging:
            for p0, e0 in placed:
                if e0.type in ("charge", "complaint") and p0 < alleging.start():
                    for p1, e1 in placed:
                        if p1 > alleging.start() and e1.type in ADVERSE | {"harassment"}:
                            add("BEFORE", e1, e0, sid, alleging.group(0))
        if _PRIOR_SUIT.search(text):
            for c in (e for _, e in placed if e.type == "charge"):
                for suit in lawsuits[:1]:
                    add("BEFORE", c, suit, sid, _PRIOR_SUIT.search(text).group(0))  # type: ignore[union-attr]
    for sid, s in sentences.items():  # a sentence may tell the cue and none of the acts
        placed = sorted(((at(e, sid), e) for e in ordered if at(e, sid) >= 0), key=lambda x: x[0])
        _prevent_enable(s.text, sid, placed, ordered, index, add)
        # "… marked his review down after he filed an internal complaint. Even with this
        # retaliatory reduction, …": the act the text calls retaliatory, told just before
        # after a protected act, was caused by it
        called = _CALLED_RETALIATORY.search(s.text)
        act = _told_just_before(sid, ordered, index, sentences) if called else None
        if called is not None and act is not None:
            for p in ordered:
                if ("BEFORE", p.id, act.id) in seen and p.type in PROTECTED:
                    add("CAUSES", p, act, sid, called.group(0))
    # a refusal answers the request told just before it (:mod:`.replies`)
    answered_requests(ordered, sentences, add)
    return out


def _prevent_enable(
    text: str,
    sid: str,
    placed: list[tuple[int, Event]],
    ordered: list[Event],
    index: dict[str, int],
    add: AddRelation,
) -> None:
    """PREVENTS: "afraid to complain … because Stewart was intimidating" — the threat (or
    retaliation) told in the sentence or in the two before it PREVENTS the complaint told in
    it or in the two after it (the complaints that were, or were not, made despite it).
    PREVENTS orders nothing. ("The failure to act allowed the harassment to continue" is
    not read as ENABLES: the pipeline orders a cause before its effect, and the harassment
    began before the failure.)"""
    n0 = index[sid]

    def near(kinds: set[str], lo: int, hi: int) -> list[Event]:
        return [
            e
            for e in ordered
            if e.type in kinds and any(lo <= index[x.sentence_id] - n0 <= hi for x in e.evidence)
        ]

    cue = _DETERRED.search(text)
    if cue:
        causes = [e for _, e in placed if e.type in ("threat", "retaliation")] or near(
            {"threat", "retaliation"}, -2, -1
        )[-1:]
        prevented = [e for _, e in placed if e.type in PROTECTED] or near(PROTECTED, 1, 2)[:1]
        for c in causes[-1:]:
            for e in prevented[:1]:
                add("PREVENTS", c, e, sid, cue.group(0))


def _reason_relations(
    text: str,
    sid: str,
    placed: list[tuple[int, Event]],
    ordered: list[Event],
    index: dict[str, int],
    add: AddRelation,
) -> None:
    """An end of employment told with its reason: "Because she could no longer tolerate the
    discriminatory conduct toward her, she was forced to quit" (a leading reason), "forced to
    quit because of the Fish Hopper's failure to take corrective action" (a reason that names
    an act told before, not again here). The reason CAUSES the end: the act of the kind it
    names told in its clause, else the one of that kind told most often before this sentence
    (the complaint's main telling of it); nothing when the reason names no kind."""
    lead = _BECAUSE_LEAD.match(text)
    comma = text.find(",", lead.end()) if lead else -1
    clauses: list[tuple[int, int, list[Event]]] = []
    if lead and comma > 0:
        ends = [e for p, e in placed if p > comma and e.type in _ENDING]
        clauses.append((lead.end(), comma, ends))
    for cue in _BECAUSE_OF.finditer(text):
        ends = [e for p, e in placed if p < cue.start() and e.type in _ENDING]
        stop = min((i for i in (text.find(";", cue.end()),) if i > 0), default=len(text))
        clauses.append((cue.end(), stop, ends[-1:]))
    n0 = index[sid]
    for begin, stop, ends in clauses:
        if not ends:
            continue
        told = [(p, e) for p, e in placed if begin <= p < stop and e.type in _CAUSING]
        reason = text[begin:stop]
        # the reason's head: the first kind it names ("the Fish Hopper's failure to take
        # corrective action in response to her complaints of … retaliation": the failure)
        heads = [(m.start(), k) for rx, k in _REASON_KIND if (m := rx.search(reason))]
        head_at, kind = min(heads, default=(len(reason), None))
        first = min((p - begin for p, _ in told), default=len(reason))
        if kind is not None and head_at < first:
            told = [(p, e) for p, e in told if e.type == kind]
        if not told:
            before = [
                e
                for e in ordered
                if e.type == kind and index[e.evidence[0].sentence_id] < n0 and e not in ends
            ]
            # the main telling: told most often (its retellings merged into it), then first
            told = [
                (0, e)
                for e in sorted(before, key=lambda e: -len({x.sentence_id for x in e.evidence}))
            ][:1]
        for _, c in told[:1]:
            for e in ends[-1:]:
                add("CAUSES", c, e, sid, text[begin:stop].strip()[:200] or text[:stop][:200])
