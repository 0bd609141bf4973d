"""An oversight agency's handling of a complaint, and acts argued about as a class.

Federal employees' suits (issue 30, ninth round, late: Civil Servant 1-5 v. OSC) tell a
second life of each firing: the employee *files a complaint with* an office that is not a
court (the Office of Special Counsel, an Inspector General, a board), the office *acknowledges
receipt*, sends a *pre-closure letter* and *closes the complaint* on a day. The rules read
"filed a complaint with OSC" as the lawsuit (a complaint *in* a court is one), and had no frame
for the receipt or the closure: the steps were lost with their dates. The frames below are
constructions, not names of offices:

- *a complaint filed with a body that is no court*: "filed a complaint with X" where X is not
  a court, a judge or this action; EEOC-like commissions and human-rights offices stay a
  charge (:mod:`.frames`' charge frame reads them first);
- *a closure*: "closed the complaint", "closed the more than 2,000 complaints", "closed his
  case", "administratively closed her file": the office's decision on it;
- *a receipt or a closure letter*: "acknowledged receipt", "issued a pre-closure letter",
  "sent a closure letter": the office tells the complainant something.
- *an official removed*: "removed Chair Cathy Harris", "removed multiple Inspectors
  General", "Dellinger was initially removed by President Trump": the office's title after
  "removed", or its holder removed by the President, is a termination (a plaintiff "removed
  from the schedule" is not: no title follows).

And one kind of telling that is no act: *a class of acts argued about*. "These terminations
constituted a RIF", "the mass terminations did not constitute …", "such probationary
terminations violated …", "the probationary terminations should be understood as …" name the
firings (told where they happened) as the subject of a legal conclusion; "The termination
disrupted her career" names one already told as the cause of a harm. Neither is a new act.

>>> from legalkg.events.frames import kind_of
>>> kind_of("the inspector lodged a complaint with the Inspector General in June")
'complaint'
>>> kind_of("the office administratively closed his complaint on July 2")
'agency-determination'
>>> kind_of("The Board acknowledged receipt of the appeal")
'communication'
>>> kind_of("the President removed the Special Counsel")
'termination'
>>> argued_about("Those firings plainly constituted a reduction in force.", 6)
True
>>> argued_about("Those firings happened on May 2.", 6)
False
"""

from __future__ import annotations

import re

from legalkg.events.model import Event, Sentence

#: What is no court: a complaint filed "with" it is made to an office (a court, a judge, this
#: action or a commission of the charge frame are left to the other frames).
_NOT_A_COURT = (
    r"(?!(?:the\s+|this\s+|that\s+|a\s+)?(?:[\w.’'-]+\s+){0,3}?(?:court|judge|tribunal|"
    r"clerk|action|case|eeoc|equal|commission|human\s+rights|fair\s+employment)\b)"
)

#: A complaint made to an office that is no court.
AGENCY_COMPLAINTS: tuple[str, ...] = (
    r"\b(?:filed|files|file|filing|lodged|lodges|submitted|submits)\s+(?:a|an|her|his|their)\s+"
    r"(?:(?:formal|written|whistleblower|new|separate|timely)\s+)?complaints?\s+with\s+"
    + _NOT_A_COURT
    + r"(?=\S)",
)

#: The same, compiled: a filing the fact filter may leave out (told among the parties, with
#: its statute cited) is read for it alone, as the lawsuit is (:mod:`.pipeline`).
FILED_WITH = re.compile(AGENCY_COMPLAINTS[0], re.IGNORECASE)

#: An office's closure of a complaint, a case or a file put before it.
CLOSURES: tuple[str, ...] = (
    r"\b(?:(?:formally|administratively|summarily)\s+)?closed\s+(?:out\s+)?"
    r"(?:the|her|his|their|these|those|its|all|each)\s+(?:more\s+than\s+|over\s+)?"
    r"(?:[\d,]+\s+)?(?:[\w-]+\s+){0,2}?(?:complaints?|cases?|files?|matters?)\b",
)

#: What an office tells a complainant about the complaint: its receipt, a closure letter.
RECEIPTS: tuple[str, ...] = (
    r"\backnowledg(?:ed|es|e|ing)\s+(?:the\s+)?receipt\b",
    r"\b(?:issu|sen[dt]|mail)(?:ed|es|e|ing|s)?\s+(?:a|an|the|her|his|their)\s+"
    r"(?:pre-?\s?closure|closure|closing)\s+(?:letter|notice)s?\b",
)

#: An official removed from office: "removed Chair Cathy Harris", "removed multiple
#: Inspectors General", "Dellinger was initially removed by President Trump" (the office's
#: title, or its holder removed by the one who appoints).
REMOVALS: tuple[str, ...] = (
    r"\bremov(?:ed|es|ing)\s+(?:(?:the|multiple|several|two|three|four|five|\d+)\s+)?"
    r"(?-i:(?:Acting\s+)?(?:Chair(?:man|woman)?|Special\s+Counsel|Inspectors?\s+General|"
    r"Director|Commissioner|Administrator|Board\s+[Mm]embers?))\b",
    r"\b(?-i:[A-Z])\w+\s+was\s+(?:\w+ly\s+)?removed\s+by\s+(?:the\s+)?(?-i:President)\b",
)

#: A class of acts, or one act told already, as the subject of a conclusion of law or of a
#: harm: the plural nominal with its determiner, then the predicate.
_ARGUED = re.compile(
    r"(?:terminations|firings|discharges|removals|dismissals)\s+(?:(?:also|thus|therefore|"
    r"plainly|clearly|each|all)\s+)?(?:constitute[ds]?|(?:did|do|does)\s+not\s+constitute|"
    r"violated?|(?:are|were)\s+(?:contrary|unlawful|illegal|arbitrary)|should\s+be\s+"
    r"(?:read|understood|treated|viewed))\b"
    r"|(?:termination|firing|discharge|removal|dismissal)\s+(?:(?:not\s+only|also|further)\s+)?"
    r"(?:caused|inflicted|disrupted|interrupted|derailed|upended|devastated)\b",
    re.IGNORECASE,
)
_DETERMINER = re.compile(
    r"\b(?:the|these|those|such|her|his|their|its|this|that)\s+(?:[\w-]+\s+){0,2}?$", re.I
)


def argued_about(text: str, start: int) -> bool:
    """Whether the act noun at ``start`` names a class of acts (or one told already) as the
    subject of a conclusion of law or a harm ("these terminations constituted a RIF", "the
    termination disrupted her career"), not an act told."""
    if not _ARGUED.match(text, start):
        return False
    return bool(_DETERMINER.search(text[max(0, start - 60) : start]))


#: A sentence that opens a party's paragraph: "Plaintiff Civil Servant 3 is proceeding …",
#: "Defendant OSC is an independent federal agency …" (the name, then a form of "be"/"have").
_PARTY_OPENS = re.compile(
    r"\s*(?:\d{1,3}\.\s+)?(Plaintiffs?|Defendants?|Intervenors?)\s+((?:[A-Z][\w.’'-]*\s+){0,3}?"
    r"(?:[A-Z][\w.’'-]*|\d{1,3}))\s+(?:is|was|has|had|are|were|remained|served|worked)\b"
)


#: The characters between two sentences that hold a paragraph's number ("\n15.  "): more than
#: the one or two spaces of a sentence break.
_NEW_PARAGRAPH = 4


def party_paragraphs(sentences: dict[str, Sentence]) -> dict[str, str]:
    """Sentence id → the plaintiff whose paragraph it is in, from a sentence that opens one
    ("Plaintiff Civil Servant 2 is proceeding under a pseudonym.") to the next party's
    ("Defendant OSC is …") or the next heading.

    Federal employees' suits tell each plaintiff's story in the same words ("She filed a
    complaint with OSC in March 2025 …", "OSC acknowledged receipt, but … closed the complaint
    in May 2025"): the same words in two parties' paragraphs are two acts, not a retelling.

    >>> from legalkg.events.model import Sentence
    >>> ss = [Sentence("s1", 0, 9, "Plaintiff Jo Ray is a clerk."), Sentence("s2", 10, 19,
    ...       "She was fired."), Sentence("s3", 20, 29, "Plaintiff Al Lee was a nurse."),
    ...       Sentence("s4", 30, 39, "FACTS")]
    >>> party_paragraphs({s.id: s for s in ss})
    {'s1': 'Jo Ray', 's2': 'Jo Ray', 's3': 'Al Lee'}
    """
    from legalkg.events.facts import is_heading

    out: dict[str, str] = {}
    party: str | None = None
    end = 0
    for sid, s in sentences.items():
        flat = " ".join(s.text.split())
        if is_heading(flat) or s.start - end >= _NEW_PARAGRAPH:
            party = None  # a heading, or a paragraph's number between the two sentences
        end = s.end
        if is_heading(flat):
            continue
        opens = _PARTY_OPENS.match(flat)
        if opens:  # (a defendant's paragraph is no plaintiff's story)
            party = opens.group(2) if opens.group(1).startswith("Plaintiff") else None
        if party is not None:
            out[sid] = party
    return out


def two_parties(parties: dict[str, str], first: Event, second: Event) -> bool:
    """Whether two mentions are told in two different parties' paragraphs (two acts)."""
    x = parties.get(first.evidence[0].sentence_id)
    y = parties.get(second.evidence[0].sentence_id)
    return x is not None and y is not None and x != y
