"""Extra events of a class: what a sentence names without telling it done (issue 30, tenth round).

On long complaints most extracted events no gold event matches sit on sentences that tell no
act at all, or tell one again. Every extra of every gold complaint was put in a class
(:doc:`docs/events.md`, "tenth round: precision"); six classes are constructions, each seen in
complaints of different sets, and an event all of whose sentences read as one of them is
dropped after the document-level pass (:func:`drop_extras`, called by the pipeline):

- *a duty, a power or a chance*: the act is the complement of a word of obligation or power
  ("HUD is obligated by statute to process and investigate complaints", "vested it with the
  authority and mandate to receive and investigate allegations", "the power to terminate
  them", "its ability to investigate", "the role afforded opportunities to investigate"), or
  stands under a modal of duty ("OSC must investigate", "it must inform the complainant",
  "cannot appeal"), or is a right ("lacking appeal rights to the MSPB", "the opportunity to
  work at Frontier"): what someone must, may or can do is not what was done;
- *not done*: an act's noun or gerund under "without" ("his sudden termination, without any
  performance warning", "released without any restrictions or accommodation requests");
- *an office's work described*: the act is told in the habitual present of an office or a
  standard ("OFH advises regional attorneys", "FHEO does so by processing and investigating
  complaints", "standards of care generally advise that …", "about which she complains") in a
  sentence that states no year: a program described, not an act of a day;
- *the duties of a post*: a sentence framed by a tenure ("During his time at OFH, he has
  investigated complaints …", "In her role in Lagos, she investigated complaints of fraud")
  lists what the work was; the employment is the event, not each duty;
- *a retelling by a definite noun*: an act's noun under a definite determiner after a
  preposition or a subordinator ("Until the termination, she planned to stay", "Soon after
  the terminations", "with respect to the USDA probationary terminations", "that the
  terminations were carried out …"), or plural and definite, when an act of the same kind was
  told earlier in the complaint, is that act recalled, not another; a possessive ("his sudden
  termination", "notice of her reassignment on September 16") or a noun after "by" ("damaged
  by the demotion") is not read so.

- *a telling's content*: a gerund of telling after a comma ("sent an e-mail to the faculty,
  informing them that allegations had been made", "replied on January 11, denying that any
  discriminatory practices existed") when the sentence tells a communication before it: one
  act read as two.

The other extras counted (other second events drawn from one act's sentence, an act the gold
left out, an act typed differently from the gold) are not decided here.

>>> duty_or_power("The office is obligated by statute to investigate complaints of bias.", 44)
'duty'
>>> duty_or_power("The office investigated her complaint in May.", 11) is None
True
>>> habitual("The Division advises local offices on their cases.", "advises local offices")
True
>>> tenure_frame("During her time at the agency, she investigated complaints of bias.")
True
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from legalkg.events.model import Event, Relation, Sentence

#: A word of obligation, power or chance and the "to"/"with" its act hangs on ("obligated by
#: statute and regulation to", "duty under 5 U.S.C. § 1216 to", "a duty on OSC to", "tasked
#: with", "discretion in how to"; "with" only after "tasked" or "charged": "reports for duty
#: with facial hair" is no duty), then the act within its own clause: no ".", ";" or ":",
#: no new clause with its own subject ("…, and it fired her"), no comma before a verb in the
#: past ("who had the power to dismiss him, dismissed him") and no time or cause
#: subordinator ("after her termination": another act told).
_DUTY = re.compile(
    r"\b(?:obligated|required|tasked|charged|authori[sz]ed|empowered|mandated|bound|duty|"
    r"duties|obligations?|mandate|authority|power|ability|discretion|responsibility|"
    r"opportunit(?:y|ies)|rights?|chance)"
    r"(?:\s+by\s+(?:statute|law|regulation)(?:\s+and\s+regulation)?|\s+under\s+[^,;]{1,40}?|"
    r"\s+on\s+\w+)?"
    r"(?:(?:(?<=tasked)|(?<=charged))\s+with|\s+(?:to|in\s+how\s+to))\s+"
    r"(?:(?!(?:after|before|when|while|since|following|until|because|due)\b)"
    r"(?!(?:and|but)\s+(?:he|she|it|they|[A-Z]\w*)\b)(?![^.;:\s]{0,40},\s+(?:\w+ed|is|are|was|were|has|have|had)\b)"
    r"[^.;:\s]{1,40}\s+){0,40}?$"
)

#: A modal of duty or of (in)capacity right before the act ("must investigate", "shall . . .
#: determine", "shall make an investigation", "generally cannot appeal"); "would", "will" and
#: "may" alone are left to :mod:`.nonacts` and the frames.
_MODAL = re.compile(
    r"\b(?:must|shall|may\s+not|cannot|can\s+not|should)\s+(?:\w+ly\s+|not\s+|\.\s\.\s\.\s)?"
    r"(?:[\w-]+\s+(?:and|or)\s+)?(?:make\s+an?\s+)?$"
)

#: An act's noun naming a right ("appeal rights to the MSPB", "its grievance rights").
_RIGHTS = re.compile(r"(?i)^[a-z]+\s+rights\b")

#: The act's quote opening on its subject and a modal of duty ("OSC must investigate …").
_QUOTE_MODAL = re.compile(r"^(?:\S+\s+){0,4}?(?:must|shall|cannot)\s+")

#: Verbs of an office's work in the third person present ("advises", "investigates"): forms
#: that are no nouns ("charges", "reports", "reviews" are, and are left out).
_VERB_S = (
    r"(?:advises|investigates|processes|conducts|enforces|handles|oversees|trains|compiles|"
    r"drafts|informs|notifies|assists|represents|provides|complains|supports|prosecutes)"
)

#: The habitual present: "does so by V-ing", a subject (a name, an acronym, a pronoun) or an
#: adverb then a present verb of the list, or "generally / typically …" before a verb not
#: in the past.
_HABIT = re.compile(
    r"\b(?:does|do)\s+so\s+by\s+"
    r"|(?:\b[A-Z][\w.]*|\b(?:it|he|she|they)|\b\w+ly)\s+(?:(?:also|additionally)\s+)?"
    r"(?:works\s+with\s+and\s+)?" + _VERB_S + r"\b"
    r"|\b(?:generally|typically|usually|ordinarily|normally)\s+(?!\w+ed\b)[a-z]+\b"
)

#: An act's noun or gerund under "without": "fired without any performance warning", "must
#: be released without any restrictions or accommodation requests": what was not done.
_WITHOUT = re.compile(r"(?i)\bwithout\s+(?:(?:any|a|an|prior|first)\s+)?(?:[\w-]+\s+){0,2}$")

#: A year: a sentence that states one tells a time, not a program.
_YEAR = re.compile(r"\b(?:19|20)\d\d\b")

#: A sentence opened by a tenure: "During his time at OFH, …", "In her role in Lagos, …".
_TENURE = re.compile(
    r"^\W*(?:\d+\.\s*)?(?:During\s+(?:his|her|their|[A-Z][\w.]*(?:\s+[A-Z]\w*)?[’']s)\s+"
    r"(?:time|tenure|years?|employment|career)\s+(?:at|with|in)\b"
    r"|In\s+(?:his|her|their|[A-Z][\w.]*(?:\s+[A-Z]\w*)?[’']s)\s+"
    r"(?:role|position|capacity|job)\s+(?:at|in|as|with)\b)"
)

#: Kinds a tenure's sentence does tell: the employment itself.
_TENURE_KEEPS = frozenset({"employment", "hiring"})

#: An act's noun, bare or after words of the same noun phrase ("mass terminations").
_ACT_NOUN = re.compile(
    r"(?i)^(?:(?:mass|probationary|involuntary|unlawful|sudden|wrongful|these|the)\s+){0,3}"
    r"(?:terminations?|discharges?|firings?|reassignments?|transfers?|investigations?|"
    r"resignations?|demotions?|suspensions?|write-ups?|discipline)\b"
)

#: A definite determiner after a preposition or a subordinator ("until the", "after the",
#: "with respect to the USDA probationary", "that the") or opening the sentence; not "by the"
#: (what the act did: "damaged by the demotion" may be its only telling).
_RECALLED = re.compile(
    r"(?i)(?:\b(?:until|after|before|following|of|for|to|from|about|regarding|respecting|"
    r"during|since|that|making)|^)\s+(?:the|these|those|such)\s+(?:[\w-]+\s+){0,2}$"
)

#: A plural noun under a definite determiner ("the terminations", "such investigations").
_DEFINITE = re.compile(r"(?i)\b(?:the|these|those|such)\s+(?:[\w-]+\s+){0,2}$")
_PLURAL = re.compile(r"(?i)^(?:(?:mass|probationary|involuntary|unlawful|wrongful)\s+){0,3}\w+s\b")


def _flat(s: str) -> str:
    return " ".join(s.split())


def duty_or_power(text: str, start: int, quote: str = "") -> str | None:
    """'duty' or 'modal' when the act at ``start`` (its quote ``quote``) is what someone is
    obliged, empowered or able to do, not what was done; else None."""
    before = _flat(text[max(0, start - 300) : start]) + " "
    words = quote.split()
    if before.rstrip().endswith(",") and re.match(r"\w+ed\b", quote):
        return None  # "who had the power to dismiss him, dismissed him": the main clause's act
    if re.search(r"\b(?:and|but)\s*$", before) and re.match(
        r"(?:[A-Z]|(?:he|she|it|they)\b)", quote
    ):
        return None  # "notices of right to sue, and Plaintiffs have brought this action"
    for n in range(min(3, len(words)) or 1):
        if _DUTY.search(before + " ".join(words[:n]) + (" " if n else "")):
            return "duty"
    if _MODAL.search(before) or _QUOTE_MODAL.search(_flat(quote)):
        return "modal"
    if _RIGHTS.match(_flat(quote)):
        return "duty"  # "lacking appeal rights to the MSPB": a right to act, no act
    return None


def habitual(text: str, quote: str) -> bool:
    """True when ``quote`` tells an office's work in the habitual present, in a sentence that
    states no year ("OFH advises regional attorneys on their matters")."""
    at = text.find(quote)
    if at < 0 or _YEAR.search(text):
        return False
    start = max(0, at - 200)
    clause = re.split(r"[.;](?=\s)", text[start:at])[-1]
    return bool(_HABIT.search(_flat(clause + text[at : at + len(quote)])))


def tenure_frame(text: str) -> bool:
    """True for a sentence a tenure opens ("During her time at the agency, …")."""
    return bool(_TENURE.search(_flat(text)))


def recalled_noun(text: str, quote: str) -> bool:
    """True when ``quote`` is an act's noun recalled by a definite determiner ("Until the
    termination", "that the terminations were carried out")."""
    at = text.find(quote)
    if at < 0 or not _ACT_NOUN.match(_flat(quote)):
        return False
    before = _flat(text[max(0, at - 80) : at]) + " "
    return bool(
        _RECALLED.search(before) or (_PLURAL.match(_flat(quote)) and _DEFINITE.search(before))
    )


#: A telling's content in a gerund clause after a comma ("sent an e-mail to the staff,
#: informing them that …", "replied on January 11, denying that any practices existed").
_TELLING_CONTENT = re.compile(
    r"(?i)^(?:informing|telling|stating|explaining|advising|notifying|asserting|claiming|"
    r"denying\s+that)\b"
)


def _content_of_telling(e: Event, by_id: dict[str, Sentence], events: Sequence[Event]) -> bool:
    """A gerund of telling after a comma whose sentence tells a communication before it: the
    same telling's content (one act read as two), not another act."""
    if len(e.evidence) != 1 or e.evidence[0].sentence_id not in by_id:
        return False
    x = e.evidence[0]
    text = by_id[x.sentence_id].text
    at = text.find(x.quote)
    if at < 0 or not _TELLING_CONTENT.match(_flat(x.quote)):
        return False
    if not re.search(r"[)\w],\s*$", text[max(0, at - 30) : at]):
        return False
    return any(
        o.id != e.id
        and o.type == "communication"
        and any(y.sentence_id == x.sentence_id and 0 <= text.find(y.quote) < at for y in o.evidence)
        for o in events
    )


def _first(e: Event) -> int:
    return min(int(x.sentence_id[1:]) for x in e.evidence if x.sentence_id[1:].isdigit())


def why_extra(e: Event, by_id: dict[str, Sentence]) -> str | None:
    """The class that makes ``e`` no act of its own ('duty', 'modal', 'without', 'habitual',
    'tenure'), when every one of its sentences reads so; else None."""
    if not e.evidence or any(x.sentence_id not in by_id for x in e.evidence):
        return None
    reasons: list[str] = []
    for x in e.evidence:
        text = by_id[x.sentence_id].text
        at = text.find(x.quote)
        if at < 0 or not x.quote.strip():
            return None
        why = duty_or_power(text, at, x.quote)
        if why is None and _WITHOUT.search(_flat(text[max(0, at - 60) : at]) + " "):
            why = "without"
        if why is None and habitual(text, x.quote):
            why = "habitual"
        if why is None and e.type not in _TENURE_KEEPS and tenure_frame(text):
            why = "tenure"
        if why is None:
            return None
        reasons.append(why)
    if reasons:
        return reasons[0]
    return None


def _recalled(e: Event, by_id: dict[str, Sentence], events: Sequence[Event]) -> bool:
    """A single-sentence act noun recalled by a definite determiner, with an act of the same
    kind told in an earlier sentence."""
    if len(e.evidence) != 1 or e.evidence[0].sentence_id not in by_id:
        return False
    x = e.evidence[0]
    if not recalled_noun(by_id[x.sentence_id].text, x.quote):
        return False
    here = _first(e)
    return any(
        o.id != e.id and o.type == e.type and o.evidence and _first(o) < here for o in events
    )


def drop_extras(
    events: Sequence[Event], relations: Sequence[Relation], by_id: dict[str, Sentence]
) -> tuple[list[Event], list[Relation], list[dict[str, str]]]:
    """``events`` without those :func:`why_extra` or a recalled noun classes as no act of its
    own, ``relations`` without those touching them, and what was dropped (for the report)."""
    dropped: dict[str, str] = {}
    for e in events:
        why = why_extra(e, by_id)
        if why is None and _recalled(e, by_id, events):
            why = "recalled"
        if why is None and _content_of_telling(e, by_id, events):
            why = "telling"
        if why is not None:
            dropped[e.id] = why
    if not dropped:
        return list(events), list(relations), []
    kept = [e for e in events if e.id not in dropped]
    rels = [r for r in relations if r.source not in dropped and r.target not in dropped]
    report = [
        {
            "stage": "extras",
            "event": e.id,
            "type": e.type,
            "why": dropped[e.id],
            "sentence": e.evidence[0].sentence_id,
            "quote": e.evidence[0].quote,
        }
        for e in events
        if e.id in dropped
    ]
    return kept, rels, report
