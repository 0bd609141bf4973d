"""Fact-sentence selection: a score in [0, 1] per sentence (rules, no model).

Facts are concrete actions, communications, decisions and outcomes; procedural text
(jurisdiction, venue, parties' legal status, the prayer for relief, signatures) and rhetoric
("were intentional", "with malice") are not. The score starts at 0.5 and moves with cues: an
action verb in the past tense, a date, a named person (up); a heading, a procedural section,
statute-heavy or legal-conclusion wording (down); a signature or contact-block line (an
address with a ZIP code, a phone, an e-mail, "/s/", "Attorneys for …") scores 0. A sentence
is a fact when its score is at least :data:`THRESHOLD`.

>>> round(score("Defendant terminated Hodge on June 24, 1999.", "STATEMENT OF CLAIMS"), 2)
0.85
>>> round(score("Jurisdiction is invoked pursuant to 28 U.S.C. § 451.", "JURISDICTION"), 2)
0.0
"""

from __future__ import annotations

import re

from legalkg.events.model import Sentence

THRESHOLD = 0.5
#: a heading found this many times or more is a page's running header, not a section
RUNNING_HEADER = 3

ACTION = re.compile(
    r"\b(terminat|discharg|fire|hire|complain|report|told|tell|inform|file|filed|denied|deny|"
    r"request|ask|harass|subject|touch|grop|proposition|threat|demot|suspend|disciplin|"
    r"warn|transfer|refus|reject|object|resign|quit|laid off|lay off|investigat|found|saw|"
    r"made|took|gave|spoke|comment|display|promot|reinstat|retaliat|fail|assign|reduc|"
    r"began|started|worked|employ|apply|applied|interview|offer|notif|wrote|sent|called)\w*",
    re.IGNORECASE,
)
DATE = re.compile(
    r"\b(January|February|March|April|May|June|July|August|September|October|November|"
    r"December)\b|\b(19|20)\d\d\b|\b\d{1,2}/\d{1,2}/\d{2,4}\b"
)
PROCEDURAL = re.compile(
    r"\b(jurisdiction|venue|pursuant|invoked|authorized and instituted|wherefore|prayer|"
    r"grant a|order defendant|award|jury trial|respectfully|counsel|attorney|bar no|"
    # (a contact block's "Telephone:", not "received a telephone call from her union
    # representative")
    r"telephone(?!\s+(?:call|conversation))|facsimile|e-mail(?!\s+(?:to|from|that|stating))|"
    r"incorporates by reference|conditions precedent|"
    r"within the meaning|affecting commerce|at all relevant times|covered entity|"
    r"were intentional|with malice|reckless indifference|the effect of the practices|"
    r"this is an action|is the agency of)\b",
    re.IGNORECASE,
)
#: Signature and contact blocks (addresses, phones, e-mails, "/s/", "Attorneys for"): never facts.
SIGNATURE = re.compile(
    r"\(?\b\d{3}\)?[\s.-]?\d{3}[.-]\d{4}\b|\b(?:fax|phone|tel|email)\b\s*[:.(]|"
    r"[\w.-]+@[\w-]+\.(?:com|org|gov|net|edu)\b|\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|/s/|"
    r"\bsuite\s+\d|\battorneys?\s+for\s+(?:the\s+)?(?:plaintiff|defendant|intervenor)",
    re.IGNORECASE,
)
PRACTICE_ACTS = re.compile(
    r"(?i:unlawful\s+(?:\d{1,3}\s+)?(?:employment\s+)?(?:\d{1,3}\s+)?practices?\b[^.]{0,250}"
    r"\bby\s+(?:subjecting|discharging|terminating|refusing|denying|failing|retaliating))"
)
PRACTICES = re.compile(
    r"(?i:engaged\s+in\s+(?:an?\s+)?unlawful\s+(?:\d{1,3}\s+)?(?:employment\s+)?(?:\d{1,3}\s+)?"
    r"practices?)"
)
#: a relative clause in the words of the law, inside a sentence that tells an act: "Defendant's
#: managers, who were agents of Defendant within the meaning of Title VII, were aware … yet
#: failed to take any remedial measures" (the clause qualifies the managers; the act is told)
_LAW_CLAUSE = re.compile(
    r"(?i:,\s*(?:who|which)\s+(?:were|was|are|is)\s+[^,;.]{0,80}?\bwithin\s+the\s+meaning\s+of\b"
    r"[^,;]{0,60},)"
)
STATUTE = re.compile(r"U\.\s?S\.\s?C|§|Section \d+", re.IGNORECASE)
NAME = re.compile(r"\b(Mr|Ms|Mrs|Dr)\.\s|\b[A-Z][a-z]+ [A-Z][a-z]+\b")
PROCEDURAL_SECTIONS = re.compile(
    r"JURISDICTION|VENUE|PARTIES|PRAYER|RELIEF|JURY|DEMAND|COUNSEL|SUBMITTED", re.IGNORECASE
)
#: a page number inside a running header ("PAGE 12 –", "Page 3 of 34")
_PAGED = re.compile(r"\d+")
FACT_SECTIONS = re.compile(r"FACT|CLAIM|ALLEGATION|BACKGROUND|NATURE", re.IGNORECASE)


def is_heading(text: str) -> bool:
    """A short upper-case line (a section heading)."""
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and len(text.split()) <= 10 and all(c.isupper() for c in letters)


def score(text: str, section: str) -> float:
    """The fact score of one sentence under the heading ``section``."""
    if is_heading(text) or SIGNATURE.search(text):
        return 0.0
    s = 0.5
    if ACTION.search(text):
        s += 0.25
    if DATE.search(text):
        s += 0.1
    if NAME.search(text):
        s += 0.1
    if PROCEDURAL.search(_LAW_CLAUSE.sub(",", text)):
        s -= 0.45
    if len(STATUTE.findall(text)) >= 2:
        s -= 0.2
    if PRACTICE_ACTS.search(text) or (PRACTICES.search(text) and DATE.search(text)):
        s += 0.3  # "engaged in unlawful practices … by subjecting her to …": the acts themselves
    if PROCEDURAL_SECTIONS.search(section) and not FACT_SECTIONS.search(section):
        s -= 0.3
    if not section:
        s -= 0.3  # the caption, before the first heading
    return min(1.0, max(0.0, s))


def score_sentences(sentences: list[Sentence]) -> list[Sentence]:
    """The sentences with their ``fact_score`` set (headings mark the current section)."""
    from dataclasses import replace

    out = []
    section = ""
    flat = [" ".join(s.text.split()) for s in sentences]
    # a heading told on every page (the running title, "COMPLAINT IN INTERVENTION FOR
    # DAMAGES AND INJUNCTIVE RELIEF") starts no section: the story goes on across the page
    # (told with the page's number, "PAGE 12 – COMPLAINT FOR … RELIEF", it is the same header)
    seen: dict[str, int] = {}
    for text in flat:
        if is_heading(text):
            seen[_PAGED.sub("#", text)] = seen.get(_PAGED.sub("#", text), 0) + 1
    for s, text in zip(sentences, flat, strict=True):
        if is_heading(text) and seen[_PAGED.sub("#", text)] < RUNNING_HEADER:
            section = text
        out.append(replace(s, fact_score=round(score(text, section), 4)))
    return out
