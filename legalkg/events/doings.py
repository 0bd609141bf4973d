"""Acts in words no frame knows: a participant's past act, typed by the class of its verb.

The frames (:mod:`.frames`) read acts by lexicons written for the stories they were built on,
so a new genre's acts (a coach's office moved to a trailer, a flight attendant cleared to
fly, a review marked down) go unread. This layer reads the shape instead: a clause whose
subject is a participant the complaint names (a party, a named person, a post, or a
sentence-opening "she"/"he"), whose verb is a verb of doing in the simple past, in a fact
sentence where no frame found an act. The verb's lemma (``lemminflect``) gives the type from a
small lexicon per event type; a verb of doing no class names is "other" only when it is told
of someone (another participant after the verb) or, done by someone other than the
complainant, in a sentence that gives a month and year ("In October 2024, Mr. Hunt began
planning a reorganization"). Verbs of being, having, knowing, believing, feeling, alleging and
the words of the law are no act; neither is a clause under a negation, a modal, a condition,
a question, or inside what someone knew or feared.

>>> doings("On May 3, 2019, Ms. Roe moved his desk into the hallway.", [(16, 23, "p")])
[(24, 29, 'other', (16, 23))]
>>> doings("Ms. Roe believed that she was treated unfairly.", [(0, 7, "p")])
[]
"""

from __future__ import annotations

import re
from functools import cache

from legalkg.events.model import Event

#: Verbs that tell no act: being, having, becoming, knowing, noticing, believing, feeling,
#: wanting, alleging (the complaint's own voice), modals, the words of the law and its harms;
#: and the verbs the frames read (filing, complaining, asking, stating …): when no frame took
#: them, the frame's own guards judged them no act.
NO_ACT = frozenset(
    """be have become remain seem appear stay continue know learn notice believe think feel
    fear hope want wish understand realize realise recognize recognise suffer experience need
    like love hate enjoy worry expect intend mean allege claim contend assert aver maintain
    deny admit will can shall may must violate discriminate retaliate engage deprive
    constitute entitle exhaust satisfy comply cause result incur sustain damage pray seek
    demand live reside hold serve work earn own possess lack deserve qualify graduate study
    teach belong tend happen occur arise exist include involve concern relate regard contain
    reflect show prove demonstrate establish perform do make get go come take give put let
    set see hear look find receive obtain begin start try attempt use apply file charge
    complain report request ask state attend permit encourage tolerate condone""".split()
)

#: Verbs of raising a matter with someone: the complainant's is a complaint, another's a
#: communication ("Ms. Doe reached out to her manager", "noted that …", "inquired why …").
VOICING = frozenset(
    """note raise inquire enquire question object protest appeal confront voice express
    dispute challenge approach point reach speak""".split()
)
#: Verbs of telling: a communication, whoever tells.
TELLING = frozenset(
    """say tell inform notify advise explain indicate suggest remind convey announce email
    e-mail text call write respond reply answer leak disclose mention relay send present
    forward release publish invite issue""".split()
)
#: Verbs of putting someone down: a harassment (not the complainant's own: she "screamed for
#: him to stop" is her answer to it).
DEMEANING = frozenset(
    """mock ridicule belittle yell scream shout curse insult taunt berate humiliate disrespect
    intimidate stalk grab demean deride""".split()
)
#: Verbs of taking something from someone or putting them aside: an adverse action.
EXCLUDING = frozenset(
    """replace downgrade exclude isolate strip relocate bar ban prohibit force""".split()
)
#: Verbs of judging one's work: an adverse action when the complainant's work is judged
#: ("rated Coach Doe's performance more harshly"), else another step ("other").
JUDGING = frozenset("""rate appraise evaluate grade score scrutinize mark""".split())
#: Verbs of choosing one person among others ("chose Ms. Roe to fill the role", "placed Mr.
#: Doe in a job Ms. Roe applied for"): no act of their own — the choice is told where the one
#: passed over was denied the post (a frame's act), and read alone its patient would be the
#: one chosen, not the one it harmed.
SELECTING = frozenset("""choose select pick prefer favor favour place""".split())
#: Verbs of turning away what someone sought: a failure to act when it is the complainant's
#: ("rebuffed her at every turn", "rejected Coach Doe's efforts"), else another step.
REBUFFING = frozenset("""rebuff reject ignore dismiss disregard""".split())

#: A speaker's voice opening the clause the verb is in: the complaint telling what it alleges,
#: believes or is informed of is no act of the participant.
_VOICE = re.compile(
    r"(?i:\b(?:alleg\w*|believe\w*|informed|contend\w*|claim\w*|assert\w*)\s+(?:that\s+)?$)"
)

#: What may stand between the subject and its verb: an apposition between commas ("Mr. Hunt,
#: RSM, marked …", at most four words), up to three adverbs, "also", "then"
_BETWEEN = re.compile(
    r"(?:\s*,(?:\s+[\w.’'()&-]+){1,4},)?(?:\s+(?:also|then|later|again|further|initially|"
    r"subsequently|immediately|eventually|finally|thereafter|soon|even|still|once|[a-z]+ly)){0,3}"
    r"\s+"
)
#: The clause begins at the subject: the sentence's start, a paragraph number, a comma or a
#: conjunction before it (not a preposition or a verb: "from McAloose", "told Ms. Roe"); the
#: subject may be a possessive's head ("Plaintiff's supervisor, Sgt. Roe, left …")
_CLAUSE_START = re.compile(
    r"(?:^|[,;:]|\b(?i:and|but|then|when|after|before|once|while|because|so|until|instead)|"
    r"^\s*\d{1,3}\s*\.|^\s*\([a-z0-9]{1,3}\)|"
    # a date opening the sentence, its comma left out: "On May 3, 2019 Mr. Doe …"
    r"^\s*(?:\d{1,3}\s*\.\s*)?(?:On|In)\s+(?:or\s+about\s+)?[A-Z][a-z]+\.?\s+(?:\d{1,2},?\s+)?"
    r"(?:19|20)\d\d)\s*$"
)
#: Negation, modality, condition or a purpose before the subject: not told as done
_UNDONE = re.compile(
    r"(?i:\b(?:not|never|no|neither|nor|would|could|might|will|may|shall|should|must|if|unless|whether|"
    r"to|cannot|can|in\s+order\s+that)\s+(?:\w+\s+){0,3}$)"
)
#: What one knew, believed or feared, told before the clause
_MIND = re.compile(
    r"(?i:\b(?:aware|knew|know|understood|felt|believed|feared|worried|hoped|learned|"
    r"alleg\w*|claim\w*)\b[^.;]{0,120}$)"
)
#: The motive named as the law's ground ("… because of her race", "for the express purpose of
#: …"): the complaint's theory of an act, told in its counts
_THEORY = re.compile(
    r"(?i:\bbecause\s+of\s+(?:her|his|their)\s+(?:race|sex|gender|age|color|colour|"
    r"religion|national\s+origin|disability|pregnancy)|\bfor\s+the\s+(?:express\s+)?"
    r"purpose\s+of|\b(?:set\s+forth|described|alleged|stated)\s+(?:above|herein|supra)\b)"
)
_DAY = re.compile(
    r"\b(?:January|February|March|April|May|June|July|August|September|October|November|"
    r"December)\s+(?:\d{1,2},?\s+)?(?:19|20)\d\d\b"
)
_WORD = re.compile(r"[a-z][a-z-]{1,24}\b")
_PRONOUN = re.compile(r"^\s*(?:\d{1,3}\s*\.\s*|\([a-z0-9]{1,3}\)\s*)?(?:She|He)\b")


#: Verbs that take their act from the verb they govern ("undertook efforts to replace …")
ASPECT = frozenset("""undertake begin start attempt try seek continue proceed""".split())
_GOVERNED = re.compile(r"\s+(?:(?:efforts?|steps)\s+to\s+|to\s+)?(?:[a-z]+ly\s+)?([a-z]{2,20})\b")
#: The means of an act: "by stating that …", "by telling her …"
_MEANS = re.compile(r"\bby\s+([a-z]{2,20}ing)\b")


#: The confidence of an act read by its shape (a frame's act has 0.5 at least): less sure,
#: and the mark :func:`read_by_shape` knows it by
CONFIDENCE = 0.4


def read_by_shape(event: Event) -> bool:
    """Whether ``event`` was read by this layer (its confidence is :data:`CONFIDENCE`)."""
    return event.confidence == CONFIDENCE


@cache
def _base(word: str) -> str | None:
    """The lemma of a verb's base form or -ing form ("planning" → "plan", "stating" →
    "state"), when lemminflect knows it as one of them."""
    from lemminflect import getInflection, getLemma  # type: ignore[import-untyped]

    for lemma in getLemma(word, upos="VERB"):
        if word == lemma or word in getInflection(lemma, tag="VBG"):
            return str(lemma).lower()
    return None


@cache
def _past(word: str) -> str | None:
    """The lemma of ``word`` when it is the simple past of a verb (lemminflect), else None."""
    from lemminflect import getInflection, getLemma

    for lemma in getLemma(word, upos="VERB"):
        if word in getInflection(lemma, tag="VBD"):
            return str(lemma).lower()
    return None


def type_of(lemma: str, *, by_complainant: bool, to_complainant: bool, told_of: bool) -> str | None:
    """The event type of a past act by its verb's class and who it is told of.

    ``by_complainant``: the subject is on the complainant's side; ``to_complainant``: the one
    the act is done to (or whose work or effort it is) is; ``told_of``: another participant
    follows the verb."""
    if lemma in NO_ACT:
        return None
    if lemma in VOICING:
        return "complaint" if by_complainant else "communication"
    if lemma in TELLING:
        return "communication"
    if lemma in DEMEANING:
        return None if by_complainant else "harassment"
    if lemma in EXCLUDING:
        return None if by_complainant else "adverse-action"
    if lemma in JUDGING and to_complainant and not by_complainant:
        return "adverse-action"
    if lemma in SELECTING:
        return None
    if lemma in REBUFFING and to_complainant and not by_complainant:
        return "failure-to-act"
    if by_complainant and told_of:
        # "Intervenor pulled away from Doe and pushed him off her": the complainant's answer
        # to another's act, no act of its own
        return None
    return "other" if told_of else None


def doings(
    text: str,
    mentions: list[tuple[int, int, str]],
    complainants: frozenset[str] = frozenset(),
) -> list[tuple[int, int, str, tuple[int, int]]]:
    """The acts a fact sentence tells in words no frame knows: (verb start, verb end, type,
    the subject's span); at most one per subject, in the order told. ``complainants`` are the
    entity ids of the complainant's side."""
    if (
        "?" in text
        # a condition, or one told by inversion ("Had the Captain simply asked, …")
        or re.match(r"\s*(?:\d{1,3}\s*\.\s*)?(?:If|Unless|Whether|Had|Were|Should)\b", text)
        or _THEORY.search(text)
    ):
        return []
    subjects = [(a, b, e) for a, b, e in mentions]
    opening = _PRONOUN.match(text)
    if opening:
        subjects.append((opening.end() - len(opening.group(0).split()[-1]), opening.end(), ""))
    out: list[tuple[int, int, str, tuple[int, int]]] = []
    for a, b, who in sorted(subjects):
        before = text[:a]
        # (a title or a possessive's head before the name: "Plaintiff's supervisor, Sgt. Roe")
        # (a title or a rank before it: "Coach Roe", "President Doe", "Athletic Director Doe")
        head = re.search(
            r"(?:\b(?:[\w’']+[’']s\s+)?[a-z]+\s*,\s*|(?<![\w.])(?:(?![A-Z][a-z]+ly\b)[A-Z][a-z]+\.?\s+){1,2})?$",
            before,
        )
        if not (
            _CLAUSE_START.search(before)
            or (head and _CLAUSE_START.search(before[: head.start()]) and head.group(0))
        ):
            continue
        if _UNDONE.search(before) or _VOICE.search(before) or _MIND.search(before):
            continue
        gap = _BETWEEN.match(text, b)
        if gap is None:
            continue
        verb = _WORD.match(text, gap.end())
        if verb is None:
            continue
        lemma = _past(verb.group(0))
        if lemma is None:
            continue
        governed = _GOVERNED.match(text, verb.end()) if lemma in ASPECT else None
        if governed:
            # "undertook efforts to replace Coach Doe", "began planning a reorganization":
            # the act is the verb governed
            lemma = _base(governed.group(1)) or lemma
        # the rest of the verb's clause, and who it is told of
        clause = re.match(r"[^,;.:]{0,90}", text[verb.end() :])
        end = verb.end() + (len(clause.group(0)) if clause else 0)
        after = [e for x, _, e in mentions if verb.end() <= x < end and e != who]
        pronoun = re.match(r"\s+(?:her|him|them|his|their)\b", text[verb.end() :])
        to_complainant = bool(after and after[0] in complainants) or (
            pronoun is not None and who not in complainants and bool(complainants)
        )
        kind = type_of(
            lemma,
            by_complainant=who in complainants,
            to_complainant=to_complainant,
            # (or another's act told with its month and year: a step in the story, not a state)
            told_of=bool(after)
            or (pronoun is not None and who not in complainants)
            or (who not in complainants and bool(_DAY.search(text))),
        )
        means = _MEANS.search(text, verb.end(), end + 60)
        if kind == "other" and means and _base(means.group(1)) in TELLING | VOICING | {"state"}:
            # "defended his choice by stating that …": done by telling, a communication
            kind = "communication"
        if kind is None:
            continue
        out.append((verb.start(), verb.end(), kind, (a, b)))
    return out
