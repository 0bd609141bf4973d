"""One event per act: the mentions of one act in the opening summary, the numbered paragraphs,
the counts and the prayer for relief, found so that the merge keeps one event with every
evidence quote and the most precise date (:func:`same_event_mentions`).
"""

from __future__ import annotations

import re

from legalkg.events.agencies import party_paragraphs, two_parties
from legalkg.events.doings import read_by_shape
from legalkg.events.licensing import APPOINTED, TESTS, WAIVERS
from legalkg.events.model import (
    Event,
    Sentence,
)
from legalkg.events.patterns import (
    _ACT_STOP,
    _AFTER,
    _AGAIN,
    _AGENCY_FILER,
    _ANSWERED,
    _ASKS_EMPLOYER,
    _CHARGE_OF,
    _COUNT_HEADING,
    _HARASSMENT_WORDS,
    _IN_INTERVENTION,
    _INTERVENOR_FILER,
    _PENDING,
    _PRAYER_HEADING,
    _RECALL,
    _RECALLS,
    _REPORTED_HOW,
    _RETELLING,
    _RETELLING_FLAT,
    _THIS_ACTION,
    _TOLD,
    _TOLD_AGAIN,
    ONE_OFF,
    ONE_PER_AGENT,
    PROTECTED,
    _flat,
)


def _retelling(text: str) -> bool:
    """Whether a sentence retells acts in the words of the law (read with the spaces taken
    out, so that OCR that shifted them, "a llegest hat", "c omplainedo f above", still reads)."""
    return bool(_RETELLING.search(text) or _RETELLING_FLAT.search(_flat(text)))


def _recalled(e: Event, sentence: str) -> bool:
    """Whether every mention of ``e`` in this sentence is a definite noun recalling an act
    told before ("the assault", "this harassment", "such retaliation")."""
    quotes = [x.quote for x in e.evidence if x.quote and x.quote in sentence]
    if not quotes:
        return False
    for q in quotes:
        at = sentence.find(q)
        if not re.match(r"[a-z]", q) or not _RECALL.search(sentence[max(0, at - 60) : at]):
            return False
    return True


#: What stands before an inquiry's noun that recalls one told before: a definite or possessive
#: determiner ("the investigation into the incident", "Clayton's investigation", "FGCU's
#: ongoing investigations", "throughout each investigation", "The second compliance review"),
#: or the state of what is inquired into ("the allegations under investigation"); the words
#: between name the inquiry ("the second compliance review"), no verb or article ("the Board
#: opened an investigation" tells a new one).
_INQUIRY_RECALL = re.compile(
    r"(?:\b(?:the|this|that|these|those|such|said|each|every|his|her|its|their|under)|[’']s)\s+"
    r"(?:(?!(?:an?|[a-z]+ed)\b)[\w-]+\s+){0,3}$",
    re.IGNORECASE,
)


def _inquiry_recalled(e: Event, sentence: str) -> bool:
    """Whether every mention of an investigation in this sentence is a noun recalling one
    told before (see :data:`_INQUIRY_RECALL`), with no day of its own.

    >>> from legalkg.events.model import Evidence
    >>> s = "The reviewer never finished his inquiry, and the investigation was still open."
    >>> e = Event("e1", "", "investigation", (Evidence("s1", "investigation"),), 1.0)
    >>> _inquiry_recalled(e, s)
    True
    >>> _inquiry_recalled(e, "Two days later the Board opened an investigation.")
    False
    """
    quotes = [x.quote for x in e.evidence if x.quote and x.quote in sentence]
    if not quotes or e.date is not None:
        return False
    return all(
        _INQUIRY_RECALL.search(sentence[max(0, sentence.find(q) - 60) : sentence.find(q)])
        is not None
        for q in quotes
    )


def _recalls_protected(e: Event, sentence: str) -> bool:
    """Whether a complaint mention recalls one told before rather than telling one: it sits
    in a relative clause ("the problems of which Intervenor complained"), or is a noun or
    gerund after a determiner or a leading "After" ("her numerous complaints of harassment",
    "After reporting the incidents"), and no date stands near it (a dated complaint is told,
    not recalled)."""
    from legalkg.events.dates import find_dates

    x = e.evidence[0]
    at = sentence.find(x.quote)
    if at < 0:
        return False
    # a date near it ("On May 3, 2001, she complained"): told, not recalled (a date of another
    # act of the sentence, "quit … on January 19, 1998 because of … her complaints", is not)
    end = at + len(x.quote)
    if any(
        m.date is not None and m.end > at - 40 and m.start < end + 40 for m in find_dates(sentence)
    ):
        return False
    before = " ".join(sentence[max(0, at - 80) : at].split())
    before = before + " " if before else ""
    if re.search(r"(?i:\b(?:of|about|over|regarding)\s+which\s+(?:\w+\s+){0,3}$)", before):
        return True
    return bool(_RECALLS.search(before)) and not _TOLD.match(x.quote) and x.quote[:1].islower()


def _reported_again(a: Event, b: Event, sentence: str) -> bool:
    """Whether ``b`` is ``a`` told again as what someone reported ("of how Jimmy Ugaz grabbed
    her breasts"): ``b`` stands in such a clause and says nothing ``a`` did not (its words are
    ``a``'s, two at least)."""
    x = b.evidence[0]
    at = sentence.find(x.quote)
    if at < 0 or not _REPORTED_HOW.search(" ".join(sentence[max(0, at - 80) : at].split()) + " "):
        return False
    wb = _plain_words(b)
    return len(wb) >= 2 and wb <= _plain_words(a)


def _plain_words(e: Event) -> set[str]:
    """The lower-case content words of an event's quotes (names left out), cut to five
    letters."""
    quote = " ".join(x.quote for x in e.evidence)
    return {w[:5] for w in re.findall(r"\b[a-z]{4,}\b", quote) if w not in _ACT_STOP}


def _alike(first: str, second: str) -> bool:
    """Whether two sentences tell the same thing in nearly the same words (a count copying a
    paragraph of the facts, perhaps with a reference added): nine in ten of the shorter one's
    content words, five at least, are in the other."""
    wa, wb = (
        {w[:5] for w in re.findall(r"[a-z]{4,}", t.casefold()) if w not in _ACT_STOP}
        for t in (first, second)
    )
    return len(wa & wb) >= 5 and len(wa & wb) >= 0.9 * min(len(wa), len(wb))


def _act_words(e: Event, sentence: str) -> set[str]:
    """The content words of what an event's quote says was done (cut to five letters)."""
    quote = " ".join(x.quote for x in e.evidence)
    return {
        w[:5]
        for w in re.findall(r"[a-z]{4,}", (quote + " " + e.label).casefold())
        if w not in _ACT_STOP
    }


def _named_only(e: Event) -> bool:
    """Whether a harassment mention only names the kind ("was sexually harassed", "harassing
    behavior", "subjected to a hostile work environment"): no act, no other word."""
    if e.type != "harassment":
        return False
    words = {
        w[:5]
        for x in e.evidence[:1]
        for w in re.findall(r"\b[a-z]{4,}\b", x.quote)
        if w not in _ACT_STOP and w not in ("intervenor", "plaintiff", "been", "being")
    }
    return bool(words) and words <= _HARASSMENT_WORDS


def _answers_harm(e: Event, sentence: str) -> bool:
    """Whether a failure to act is a failure to answer the harassment or the complaints: what
    its own words fail to do is about them ("did nothing to stop the harassment"), not
    another duty ("failed to post the notices required by Title VII")."""
    quote = e.evidence[0].quote
    at = sentence.find(quote)
    if at < 0:
        return False
    return bool(_ANSWERED.search(sentence[at : at + len(quote) + 60]))


def _own_suit(e: Event) -> bool:
    """Whether a lawsuit event tells the complaint's own suit ("This is an action", "filed this
    lawsuit") rather than another one ("filed a civil action in this Court")."""
    quotes = " ".join(x.quote for x in e.evidence)
    other = re.search(
        r"(?i:\b(?:a|an|their|his|her)\s+(?:civil\s+)?(?:action|lawsuit|suit)\b)", quotes
    )
    return bool(_THIS_ACTION.search(quotes)) or not other


def _filer(e: Event, sentences: dict[str, Sentence], intervention: bool) -> str | None:
    """Who files a suit, as its own sentence names the subject just before its words: the
    agency ("EEOC filed suit"), an intervenor ("Intervenor, KRIS McGREW, … brings this
    action"); the complaint's own action without a named filer is the intervenor's in a
    complaint in intervention; else unknown (None)."""
    for x in e.evidence:
        text = sentences[x.sentence_id].text
        at = text.find(x.quote)
        if at < 0:
            continue
        # the subject: what stands before the suit's words, and the capitalised words its
        # quote opens with ("EEOC filed this lawsuit")
        lead = re.match(r"(?:[A-Z][\w.'’&-]*,?\s+)*", x.quote)
        head = re.split(r"[.;:]\s", text[max(0, at - 100) : at])[-1]
        head += lead.group(0) if lead else ""
        found = [(m.start(), "agency") for m in _AGENCY_FILER.finditer(head)]
        found += [(m.start(), "intervenor") for m in _INTERVENOR_FILER.finditer(head)]
        if found:
            return max(found)[1]  # the subject nearest the verb
    if intervention and _own_suit(e):
        return "intervenor"
    return None


def count_sentences(sentences: dict[str, Sentence]) -> set[str]:
    """The sentences of a complaint's counts (from the first count's heading to the prayer
    for relief): a count realleges the facts told before it and retells them in the words of
    its claim ("During her employment, Intervenor had been subjected to sexual harassment"),
    so an act it tells again of a kind already told is that act, not a new one."""
    out: set[str] = set()
    inside = False
    for sid, x in sentences.items():
        text = " ".join(x.text.split())
        if _COUNT_HEADING.match(text):
            inside = True
        elif _PRAYER_HEADING.match(text):
            inside = False
        if inside:
            out.add(sid)
    return out


def _other_charge(first: str, second: str) -> bool:
    """Whether two sentences tell two charges of one person: one is told as one the person
    has pending and the other not ("filed timely charges of discrimination …, which issued a
    determination" / "currently has a charge of retaliation pending"), or what each alleges
    has no word in common ("a charge of discrimination" / "a charge of retaliation")."""
    if bool(_PENDING.search(first)) != bool(_PENDING.search(second)):
        return True
    x, y = _CHARGE_OF.search(first), _CHARGE_OF.search(second)
    if x is None or y is None:
        return False
    words = {w for w in re.findall(r"[a-z]+", x.group(1).casefold()) if w not in ("and", "or")}
    other = {w for w in re.findall(r"[a-z]+", y.group(1).casefold()) if w not in ("and", "or")}
    return not words & other


def _class_and_member(held: list[set[str]], new: set[str]) -> bool:
    """Whether a mention of one person would join an act told of a class (five people or
    more: a few named together, "Everett and Luther", may be one act's people), or the
    reverse."""
    many = any(len(p) >= CLASS for p in held)
    one = any(len(p) == 1 for p in held)
    return (many and len(new) == 1) or (one and len(new) >= CLASS)


#: how many people an act told of a class names, at least
CLASS = 5


def _one_candidate_story(a: Event, b: Event, text: str) -> bool:
    """Whether two licensing steps of one candidate (their people agree, checked by the
    caller) are one act: the examination taken and failed, told again in the paragraph
    ("X has taken the examination on numerous occasions" / "X has taken and failed it on
    several occasions" / "Though X has passed two sections, …"); a waiver retold ("only by
    receiving special waivers" / "Upon receiving her waivers") unless told as a new one
    ("a further two-year waiver")."""
    qa, qb = a.evidence[0].quote, b.evidence[0].quote
    if TESTS.search(qa) and TESTS.search(qb):
        return True
    return bool(WAIVERS.search(qa) and WAIVERS.search(qb) and not _NEW_WAIVER.search(text))


#: a waiver told as a new one
_NEW_WAIVER = re.compile(r"\b(?:further|another|new|second|third|renewed|again|extension)\b", re.I)


def same_event_mentions(
    events: list[Event],
    sentences: dict[str, Sentence],
    kinds: dict[str, str] | None = None,
    names: dict[str, tuple[str, ...]] | None = None,
) -> list[dict[str, object]]:
    """Mentions of one act in different sentences (the summary, the numbered paragraphs, the
    causes of action, a back-reference), as ``same_events`` merge proposals (checked and
    applied by :func:`legalkg.events.resolve.apply_resolution`, which keeps every evidence
    quote):

    - a one-off event (termination, resignation, hiring) of the same person (its patient, or
      agent for a resignation); a lawsuit, the unlawful practice, an employment or a charge of
      the same agent (a charge unless "another"/"second" tells a new one);
    - any other act of the same kind whose people agree (the same person, or none named, in
      each role; the employer stands for any of its people) when the later mention carries
      no cue of a new act ("again", "another", "then", "later"…) — for a complaint or request
      also only when it is told in the next sentence, recalled in a leading "Shortly after X
      complained, …", or one of the two sentences retells it in the words of the law ("in
      retaliation for complaining").

    ``kinds`` maps entity ids to their kind (person, organization…), ``names`` to their
    names and aliases.
    """
    names = names or {}

    def named_in(e: Event, sentence: str) -> bool:
        """Whether the person an act is done to (if the event names one) is named in the
        other sentence."""
        who = person(e, "patient") or person(e, "agent")
        if who is None or who not in names:
            return True
        return any(n.split()[-1].casefold() in sentence.casefold() for n in names[who] if n.split())

    order = {sid: i for i, sid in enumerate(sentences)}
    kinds = kinds or {}

    def where(e: Event) -> int:
        return order[e.evidence[0].sentence_id]

    def role(e: Event, name: str) -> str | None:
        return next((p.entity for p in e.participants if p.role == name), None)

    def person(e: Event, name: str) -> str | None:
        who = role(e, name)
        return who if who is not None and kinds.get(who, "person") == "person" else None

    def agree(a: Event, b: Event) -> bool:
        for name in ("agent", "patient"):
            x, y = person(a, name), person(b, name)
            if x is not None and y is not None and x != y:
                return False
        return True

    def one_or_all(a: Event, b: Event) -> bool:
        """Whether both acts are done by one person, or both by several: what all the
        plaintiffs and the class asked for ("Plaintiffs … sought accommodations") is not one
        plaintiff's request ("Ms. Doe requested a ground post")."""
        xs, ys = (
            {
                p.entity
                for p in e.participants
                if p.role == "agent" and kinds.get(p.entity) == "person"
            }
            for e in (a, b)
        )
        return not xs or not ys or (len(xs) > 1) == (len(ys) > 1)

    def _people_in(e: Event) -> set[str]:
        return {p.entity for p in e.participants if kinds.get(p.entity) == "person"}

    def targets(kind: str) -> set[str]:
        """The people an act of ``kind`` is done to (or, for a protected act, by)."""
        name = "agent" if kind in PROTECTED else "patient"
        return {w for e in events if e.type == kind and (w := person(e, name)) is not None}

    def text_of(e: Event) -> str:
        return sentences[e.evidence[0].sentence_id].text

    ordered = sorted(events, key=lambda e: (where(e), e.id))
    counts = count_sentences(sentences)

    def in_count(e: Event) -> bool:
        return e.evidence[0].sentence_id in counts

    from legalkg.events.dates import find_dates

    stated_days: dict[str, frozenset[str]] = {}

    def days_of(e: Event) -> frozenset[str]:
        """The days told next to an act's own words (within 40 characters: "On October 31,
        2020, Plaintiff wrote to …"), not a day of another act of its sentence ("On January
        19, 2002, she quit because of … her numerous complaints")."""
        if e.id not in stated_days:
            text = text_of(e)
            at = text.find(e.evidence[0].quote)
            end = at + len(e.evidence[0].quote)
            stated_days[e.id] = frozenset(
                m.date.value
                for m in find_dates(text)
                if at >= 0
                and m.date is not None
                and m.date.granularity == "day"
                and not m.date.end
                and m.end > at - 40
                and m.start < end + 40
            )
        return stated_days[e.id]

    def one_day(e: Event) -> frozenset[str]:
        """The day a sentence tells, when it tells one only ("On March 8, 2021, the EEOC
        issued a Dismissal and Notice of Right to Sue"): the day of its one act."""
        found = {
            m.date.value
            for m in find_dates(text_of(e))
            if m.date is not None and m.date.granularity == "day" and not m.date.end
        }
        return (
            frozenset(found)
            if len(found) == 1 and len(told_in[e.evidence[0].sentence_id]) == 1
            else frozenset()
        )

    told_in: dict[str, list[Event]] = {}
    for e in events:
        told_in.setdefault(e.evidence[0].sentence_id, []).append(e)

    def objects_differ(a: Event, b: Event) -> bool:
        """Whether two acts done to no one named (a failure to act) answer different acts:
        each sentence tells acts of a kind besides it (the complaint it ignored), none of
        them one event, and neither sentence is a count's retelling."""
        if person(a, "patient") or person(b, "patient") or in_count(a) or in_count(b):
            return False
        sa, sb = a.evidence[0].sentence_id, b.evidence[0].sentence_id
        if sa == sb:
            return False
        oa = [e for e in told_in.get(sa, []) if e.type != a.type]
        ob = [e for e in told_in.get(sb, []) if e.type != b.type]
        pairs = [(x, y) for x in oa for y in ob if x.type == y.type]
        return bool(pairs) and all(root.get(x.id, x.id) != root.get(y.id, y.id) for x, y in pairs)

    paragraphs = party_paragraphs(sentences)
    out: list[dict[str, object]] = []
    root: dict[str, str] = {}  # merged id → the id it was merged into
    members: dict[str, list[Event]] = {}  # a kept id → the mentions merged into it
    filer: dict[str, str] = {}  # a suit (its kept id) → who files it (agency, intervenor)
    intervention = any(_IN_INTERVENTION.search(x.text) for x in sentences.values())
    specific: set[str] = set()  # kept events that hold a mention told in fact
    for i, b in enumerate(ordered):
        # a count's retelling is of the act as first told (the summary or the facts), the
        # earliest one that agrees; any other mention is of the nearest one told before it
        retold_in_count = in_count(b)
        earlier = [a for a in ordered[:i] if not in_count(a)] if retold_in_count else []
        if (
            earlier
            and days_of(b)
            and any(a.type == b.type and (days_of(a) or one_day(a)) & days_of(b) for a in earlier)
        ):
            # a count's retelling that states its day is of the act of its kind told on that
            # day (an email of that day is not the complaint it carried; the day may open
            # the sentence of its one act, far from its words: "On October 31, 2020,
            # Plaintiff sent an email to Chief … and others … to complain"), never an act told
            # undated that would take that day from it
            earlier = [a for a in earlier if (days_of(a) or one_day(a)) & days_of(b)]
        elif earlier:
            # an act no fact tells may be told in an earlier count too (each count retells
            # the charge "filed … with the EEOC"): then it is the nearest such count's act
            earlier += [a for a in reversed(ordered[:i]) if in_count(a)]
        for a in earlier or reversed(ordered[:i]):
            # two acts of a kind in one sentence are two, but for a failure to act ("failed
            # to take prompt and effective remedial action …; failed to prevent …")
            if a.type != b.type or (where(a) == where(b) and a.type != "failure-to-act"):
                continue
            if a.type not in ONE_PER_AGENT and two_parties(paragraphs, a, b):
                continue  # the same words told of two plaintiffs (:mod:`.agencies`)
            da, db = days_of(a), days_of(b)
            # (the days of every mention the act already holds: a complaint told undated, then
            # retold "on June 16", is not also the letter "of January 9")
            held = frozenset().union(*(days_of(m) for m in members.get(root.get(a.id, a.id), [a])))
            if db and held and not held & db:
                continue
            if da and db and not da & db:
                # "On or about February 5, 2020, … complain to MPD EEO" / a count's "On or
                # about October 31, 2020, Plaintiff wrote to the Chief of Police … to
                # complain": told on two different days, two acts
                continue
            text = text_of(b)
            # a count tells no new act of a kind told before it: "again", "repeatedly" there
            # are the facts it realleges
            again = None if retold_in_count else _AGAIN.search(text)
            if a.type in ONE_OFF:
                who = role(a, ONE_OFF[a.type])
                same = who is not None and who == role(b, ONE_OFF[a.type])
                if (
                    not same
                    and a.type == "termination"
                    and len(targets("termination")) <= 1
                    and where(b) - where(a) == 1
                ):
                    same = agree(a, b) and (
                        person(a, "patient") is None or person(b, "patient") is None
                    )
                if (
                    not same
                    and len(targets(a.type)) <= 1
                    and (_retelling(text) or _retelling(text_of(a)))
                    and agree(a, b)
                    and named_in(a, text)
                    and named_in(b, text_of(a))
                ):
                    # "Tenet violated the ADA by causing the terminations of …": the one
                    # termination told in fact, told again in the words of the law
                    same = True
                if (
                    same
                    and a.type == "hiring"
                    and (
                        APPOINTED.search(a.evidence[0].quote)
                        or APPOINTED.search(b.evidence[0].quote)
                    )
                    and not _alike(text_of(a), text)
                ):
                    # "obtained employment at St. Benedict's" and, later, "the administration
                    # appointed him Vice-Principal": a working life's posts are each an act
                    same = False
            elif a.type in ONE_PER_AGENT:
                x, y = role(a, "agent"), role(b, "agent")
                same = (x is None or y is None or x == y) and not (
                    a.type == "charge" and (_AGAIN.search(text) or _other_charge(text_of(a), text))
                )
                if a.type == "lawsuit" and _own_suit(a) != _own_suit(b):
                    # "This is an action …" and "firefighters … filed a civil action in this
                    # Court" (another suit): two suits
                    same = False
                if a.type == "lawsuit" and same:
                    # "Intervenor … brings this action" and "EEOC filed suit on behalf of
                    # McGrew on February 16, 2001": the suits of two filers (the group a
                    # mention joined keeps the filer it has)
                    fa = filer.get(root.get(a.id, a.id)) or _filer(a, sentences, intervention)
                    fb = _filer(b, sentences, intervention)
                    same = fa is None or fb is None or fa == fb
                    if same and fb is not None:
                        filer[root.get(a.id, a.id)] = fb
                if a.type == "employment":
                    # one employment per employee: "Plaintiff Chasin is employed by the
                    # Department", "Plaintiff Conerly is employed by the Department" are two
                    ea = person(a, "agent") or person(a, "patient")
                    eb = person(b, "agent") or person(b, "patient")
                    same = same or x is None or y is None or ea is not None and ea == eb
                    same = same and (ea is None or eb is None or ea == eb)
                    # (the employee of every mention the act already holds: a mention naming no
                    # one, joined to Williams's, does not let Rivera's join it too)
                    held_by = {
                        w
                        for m in members.get(root.get(a.id, a.id), [a])
                        if (w := person(m, "agent") or person(m, "patient")) is not None
                    }
                    same = same and (eb is None or not held_by or held_by == {eb})
            elif a.type in ("complaint", "charge", "accommodation-request"):
                cue = _AFTER.search(text)
                comma = text.find(",")
                backref = (  # "Shortly after Hodge reported it, …": the clause recalls it
                    cue is not None
                    and cue.start() < 5
                    and cue.group(1).lower().endswith("after")
                    and 0 <= text.find(b.evidence[0].quote) < comma
                )
                agent = role(a, "agent")
                near = where(b) - where(a) == 1 and (cue is None or backref)
                retold = _retelling(text) or _retelling(text_of(a)) or retold_in_count
                if db and not held & db and not retold_in_count:
                    # "On or about February 19, 2021, Plaintiff wrote to the Council to
                    # complain about the discrimination": a day of its own tells an act in
                    # fact, not a retelling of an earlier complaint told without that day
                    retold = False
                other = role(b, "agent")
                same = (
                    agent == other
                    and agent is not None
                    and (near or retold)
                    and not again
                    and one_or_all(a, b)
                )
                if (
                    not same
                    and (da or one_day(a)) & db
                    and retold_in_count
                    and (agent is None or other is None)
                ):
                    # a count's "On or about October 31, 2020, Plaintiff wrote to the Chief …
                    # to complain" and the facts' email of that day whose sender the
                    # sentence did not give: one complaint
                    same = not again
                if (
                    same
                    and not retold_in_count
                    and any(_ASKS_EMPLOYER.search(x.quote) for x in b.evidence)
                    and not _alike(text_of(a), text)
                ):
                    # "requested that she be returned to her duties": a request told in fact
                    # is its own act, not a retelling of the complaints told before
                    same = False
                if not same and a.type == "complaint" and _recalls_protected(b, text):
                    # "the problems of which Intervenor complained", "After reporting the
                    # incidents", "her numerous complaints": the complaint told before
                    same = (other is None or agent is None or other == agent) and not (
                        _AGAIN.search(text)
                    )
            elif a.type in _TOLD_AGAIN:
                # a mention in the words of the law (the summary, a cause of action) is the
                # retelling of one told in fact; two told in fact are two acts
                people = _people_in(a)
                shared = bool(people & {p.entity for p in b.participants})
                generic_a = _retelling(text_of(a))
                # "Intervenor was sexually harassed", "the harassing behavior": the kind's
                # own name and nothing done retells the harassment of the same person told
                # before (told of no one, it may be anyone's)
                generic_b = _retelling(text) or retold_in_count
                named_only = shared and _named_only(b)
                keep = root.get(a.id, a.id)
                # without a person in common, the two must say what was done in common words
                # ("failed to post the notices" / "has failed … to post"), else they are two
                # acts ("failed to post notices" / "failed to stop the harassment")
                common = _act_words(a, text_of(a)) & _act_words(b, text)
                # the same act in the same words ("refusing to engage in an interactive
                # process", told in each count): one act
                wa, wb = _plain_words(a), _plain_words(b)
                alike = len(wa & wb) >= 4 and len(wa & wb) >= 0.75 * min(len(wa), len(wb))
                same = (
                    agree(a, b)
                    and (generic_b or named_only or generic_a and keep not in specific or alike)
                    and (shared or not people or not _people_in(b))
                    # a count retells in its claim's words ("failed to take corrective
                    # action" for "did nothing to stop the harassment")
                    and (shared or bool(common) or retold_in_count)
                    and not again
                    and not (_AFTER.search(text) and not generic_b)
                )
                if not same and a.type == "failure-to-act":
                    # "did nothing to stop the harassment", "did nothing to rectify the
                    # problems of which Intervenor complained", "failed to fully investigate":
                    # one agent's failure to answer the harassment is one act, unless told as
                    # a later one ("then failed to …")
                    x, y = role(a, "agent"), role(b, "agent")
                    same = (
                        x is not None
                        and x == y
                        # told in one sentence ("failed to exercise reasonable care …;
                        # failed to take prompt and effective remedial action"), or each
                        # answering the harassment
                        and (
                            where(a) == where(b)
                            or _answers_harm(a, text_of(a))
                            and _answers_harm(b, text)
                        )
                        and not again
                        and not _AFTER.search(text)
                    )
                if not same and _reported_again(a, b, text):
                    # "inform Jeanne David … of how Jimmy Ugaz grabbed her breasts": the act
                    # told before, in the same words, as what was reported
                    x, y = person(a, "patient"), person(b, "patient")
                    same = (x is None or y is None or x == y) and not _AGAIN.search(text)
                if not same and _recalled(b, text):
                    # "the reaction to the assault Intervenor had experienced": a definite
                    # noun recalls the act told before (of the same person, if any named)
                    x, y = person(a, "patient"), person(b, "patient")
                    same = (x is None or y is None or x == y) and not _AGAIN.search(text)
                if same and objects_differ(a, b):
                    # "Despite complaints … to Supervisor Rodney Jones, Defendant took no
                    # corrective action", told once of each woman: each failure answers its
                    # own sentence's complaint, and those are two
                    same = False
                if same and not generic_b:
                    specific.add(keep)
            else:
                # a communication, an investigation, another act: told apart (Brinkley's
                # several requests for a statement are several acts), unless told again in
                # the same words of the same people ("Mr. Hunt emailed the team to announce
                # …" in the facts and again in a count): one act
                # the same act in the same words ("Mr. Hunt emailed the team to announce
                # …" in the facts and again in a count), or on the same day stated next to
                # both and in a common word ("On January 23, 2025, Mr. Hunt told Mr. Taylor
                # that …" / "On January 23, 2025, Mr. Hunt told Mr. Taylor he sought …"):
                # one act, when someone is in both (a person, or the agency of a notice: "the
                # EEOC issued a Dismissal and Notice of Right to Sue" / "received her Notice of
                # Right to Sue letter from the EEOC", one day) and no person disagrees
                same = (
                    bool({p.entity for p in a.participants} & {p.entity for p in b.participants})
                    and agree(a, b)
                    and (
                        _one_candidate_story(a, b, text)
                        or _alike(text_of(a), text)
                        or bool((da or one_day(a)) & (db or one_day(b)))
                        and bool(_act_words(a, text_of(a)) & _act_words(b, text))
                    )
                    and not (_AGAIN.search(text) and not retold_in_count)
                )
                if (
                    not same
                    and a.type == "investigation"
                    and where(b) > where(a)
                    and (where(b) - where(a) <= 5 or _plain_words(a) & _plain_words(b) - {"inves"})
                ):
                    # "Clayton's investigation was still ongoing", "had not completed the
                    # investigation into …": a definite noun a few sentences after an inquiry
                    # is told recalls it (the nearest one), not a new inquiry; further on,
                    # one named in its words ("the Slade internal audit" of "an internal audit")
                    same = _inquiry_recalled(b, text) and agree(a, b)
            if (
                same
                and a.type not in ONE_PER_AGENT
                and _class_and_member(
                    [_people_in(m) for m in members.get(root.get(a.id, a.id), [a])], _people_in(b)
                )
            ):
                # "discriminated against the individual Plaintiffs" (fifteen named) and "the
                # Defendants are denying BOYD her credential": the class's act and one
                # member's own act are two (one event per plaintiff)
                same = False
            if (
                same
                and a.type not in PROTECTED
                and not all(agree(m, b) for m in members.get(root.get(a.id, a.id), [a]))
            ):
                # the people an act is done to must agree with every mention the act already
                # holds: a mention naming no one ("retaliation") joined to Romak's is no
                # longer Taylor's too
                same = False
            if (
                same
                and (read_by_shape(a) or read_by_shape(b))
                and not _alike(text_of(a), text)
                and (
                    read_by_shape(a)
                    or not (
                        {p.entity for p in b.participants if p.role == "patient"} & _people_in(a)
                    )
                )
            ):
                # an act read by its shape alone (:mod:`.doings`) is told in words of its own:
                # no other mention joins it (a retelling in the words of the law is of an act
                # a frame read) unless told again in nearly the same words, and it joins an
                # act a frame read only when done to someone that act names
                same = False
            if same:
                out.append({"keep": a.id, "merge": [b.id]})
                root[b.id] = root.get(a.id, a.id)
                members.setdefault(root[b.id], [a]).append(b)
                if a.type in _TOLD_AGAIN and not _retelling(text_of(a)):
                    specific.add(root[b.id])
                break
    return out
