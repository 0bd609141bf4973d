"""Party names, cleaned of caption noise, and the merging of their mentions.

A complaint's caption is OCR'd with its box drawing: ``* Complaint * * Holiday Inn South,
MMI, * Jury Trial Demand *``, ``§ CIVIL ACTION NO. § TH HEALTHCARE, LTD.``, line numbers.
:func:`clean_name` keeps the name; :func:`defendant_in_body` reads the defendant where the
body names it ("At all relevant times, Defendant, RV Fun, Inc. (the “Employer”), has …"), which
is cleaner than the caption and preferred to it.

>>> clean_name("* Complaint * * HOLIDAY INN SOUTH, MMI, * Jury Trial Demand *")
'Holiday Inn South, MMI'
>>> clean_name("§ CIVIL ACTION NO. § TENET HEALTHCARE, LTD., d/b/a § PARK PLAZA HOSPITAL § §")
'Tenet Healthcare, Ltd., d/b/a Park Plaza Hospital'
>>> clean_name("Jury Trial Demanded 15 Rv Fun, Inc.")
'Rv Fun, Inc.'
"""

from __future__ import annotations

import re

_NOISE = re.compile(
    r"(?i:\b(?:jury\s+trial\s+demand(?:ed)?|jury\s+demand(?:ed)?|demand\s+for\s+jury\s+trial|"
    r"injunctive\s+relief\s+sought|complaint(?:\s+and\s+jury\s+demand)?|"
    r"c[il]v[il]l\s+action(?:\s+(?:no|file\s+no|number)\.?)?(?:\s*[\w:./-]*\d[\w:./-]*)?|"
    r"case\s+no\.?(?:\s*[\w:./-]*\d[\w:./-]*)?|mag\.?(?:\s+no\.?)?|magistrate(?:\s+judge)?|"
    r"(?:honorable\s+)?judge\s*_*|section\s+\"?\w\"?|civil\s+rights|jury\s+trial\s+requested|"
    r"division\s+\"?\w\"?|"
    r"employment\s+discrimination|defendants?|respondents?)\b)"
)
_JUNK = re.compile(
    r"[*§_|~<>{}\[\]()\"“”=+#]|\s-\s|(?<!No\.\s)(?<!No\s)\b\d{1,3}\b(?!\s*(?:st|nd|rd|th)\b)"
)
_SMALL = {"of", "and", "the", "for", "in", "at", "d/b/a", "dba", "t/a", "tla", "f/k/a", "a/k/a"}
#: short upper-case words that are words, not acronyms
_WORDS = {"INC", "LTD", "CO", "INN", "NO", "CAFE", "BAR"}
_KEEP_UPPER = re.compile(r"^(?:[A-Z](?:\.[A-Z])+\.?|L\.L\.C\.?|LLC|LLP|PLC|USA|U\.S\.A?\.?)[,.]?$")


def _case(word: str) -> str:
    bare = word.rstrip(".,")
    if not word.isupper() or _KEEP_UPPER.match(word):
        return word
    if bare.lower() in _SMALL:
        return word.lower()
    if bare not in _WORDS and (len(bare) <= 3 or not re.search(r"[AEIOUY]", bare)):
        return word  # an acronym: MMI, KBJN
    return "-".join(part[:1] + part[1:].lower() for part in word.split("-"))


def clean_name(raw: str) -> str:
    """A party name without caption noise (boxes, "Complaint", "Jury Trial Demand", docket and
    line numbers, addresses after the name), upper case made readable."""
    text = " ".join(raw.split())
    address = r"\s(?=\d{3,6}\s+(?:\S+\s+){1,3}(?:Road|Street|St\.|Avenue|Ave\.|Blvd|Drive|Way)\b)"
    text = re.split(address, text)[0]
    text = _NOISE.sub(" ", text)
    text = _JUNK.sub(" ", text)
    text = re.sub(r",(?=[^\s\d])", ", ", re.sub(r"\s[.,](?=\s)", " ", f" {text} "))
    text = re.sub(r"\s+([,.])", r"\1", " ".join(text.split()))
    text = re.sub(r"(?:,\s*){2,}", ", ", text)
    dotted = re.search(r"(?i:\b(?:Inc|Ltd|Co|Corp|L\.L\.C)\.$)", text.strip(" ,;"))
    text = text.strip(" ,.;:-'’") + ("." if dotted else "")
    words = [_case(w) for w in text.split()]
    return " ".join(words).strip(" ,;")


_NAME_WORD = r"(?:[A-Z][\w'’.&~-]*|[A-Z]\.|&|of|and|the|d/b/a|dba|t/a|No\.?\s*\d+,?)"
_BODY = re.compile(
    rf"(?<![A-Za-z])(?:[Dd]efendant|[Rr]espondent)(?:\s+[Ee]mployer)?\s*,?\s+"
    rf"(?P<name>{_NAME_WORD}(?:,?\s+{_NAME_WORD}){{0,9}})\s*"
    r"(?=\(|,?\s+(?:has|is|was|have|had|an?|doing|operates|owns|employ|at\s+all)\b|"
    r",\s+(?:a|an|which|has|is)\b|,?\s+(?:f/k/?a/?|a/k/a|d/b/a|t/a|and\s+d/b/a)(?:\s|$))"
)
#: "… employment with Defendant, McGrew was …": Defendant is an object, a new clause follows
_OBJECT = re.compile(r"(?i:\b(?:with|for|by|against|to|of|from|at|and|that)\s*$)")
_NOT_NAMES = re.compile(
    r"(?i:^(?:employer|the\s+employer|has|is|was|and|it|its|the\s+\w+\s+stores?|"
    r"(?:upon|on|in)\s+information)\b)"
)


def defendant_in_body(sentences: list[str]) -> str | None:
    """The defendant's name as the body gives it ("Defendant, RV Fun, Inc. (…)"), or None.

    >>> defendant_in_body(["At all relevant times, Defendant, RV Fun, Inc. (“RV Fun”), has"])
    'RV Fun, Inc.'
    >>> defendant_in_body(["At all relevant times, Defendant Employer has continuously been"])
    """
    for text in sentences:
        flat = " ".join(text.split())
        for m in _BODY.finditer(flat):
            if _OBJECT.search(flat[max(0, m.start() - 12) : m.start()]):
                continue
            name = m.group("name").strip(" ,")
            name = re.sub(r"\s+(?:of|and|the|d/b/a|dba|t/a)$", "", name)
            if (
                _NOT_NAMES.match(name)
                or len(name) < 3
                or not re.search(r"[A-Z][a-z]|[A-Z]{2}", name)
            ):
                continue
            return clean_name(name)
    return None


#: defined terms that name no party: laws, conditions, tests, agreements, policies
NOT_A_PARTY = re.compile(
    r"(?i:\b(?:act|acts|amendments?|agreement|disorder|syndrome|disease|test|exam\w*|policy|"
    r"policies|plan|program|code|rules?|order|handbook|leave|law|statute|regulations?|"
    r"guidelines?|manual|certificat\w*|title|section|charge|complaint)\b)"
)
ORGANIZATION = re.compile(
    r"(?i:\b(?:inc|llc|l\.l\.c|ltd|co|corp|corporation|company|department|commission|service|"
    r"services|airlines?|hospital|restaurant|association|board|union|district|state|city|"
    r"county|university|school|foods|group|bank|church|center|centre|plc|usa)\b\.?)"
)
