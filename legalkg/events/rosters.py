"""Rosters: a caption side or an opening that lists several parties in one run of words.

A caption of a civil-rights suit lists its parties the way a sentence does, not one per line:
``ANIKA EDREI, SHAY HORSE, JAMES CRAVEN, KEEGAN STEPHAN and MICHAEL NUSBAUM, Plaintiffs``;
``THE CITY OF NEW YORK, … Commissioner WILLIAM BRATTON, and Officers NYPD LIEUTENANT “JOHN
DOE #1” MAGUIRE and “JOHN DOE #2” (the names being fictitious …), Defendants.`` Read as one
name, such a run is no party at all (it reads as prose and is dropped), so none of the people
it lists takes part in an act. :func:`roster` splits the run at its commas and "and"s when
every piece is a name, keeps the post apart from the name ("Commissioner", "Lieutenant",
"its advisory council" are no part of it), and keeps an officer sued under a fictitious
number ("John Doe #2") as a party: the body names such an officer by the number
(:func:`fictitious_mentions`: "JD#2", "Doe #2").

A run that is one name ("Board of Trustees of the Florida Gulf Coast University", "District
of Columbia Muriel Bowser, Mayor") is left whole: a piece that names no one (a post alone,
"Individually", a description) keeps the run as it was.

>>> roster("ANIKA EDREI, SHAY HORSE, JAMES CRAVEN,")
['Anika Edrei', 'Shay Horse', 'James Craven']
>>> roster("Board of Trustees of the Florida Gulf Coast University")
['Board of Trustees of the Florida Gulf Coast University']
"""

from __future__ import annotations

import re

#: posts and ranks written before a name in a caption ("Commissioner WILLIAM BRATTON",
#: "Officers NYPD LIEUTENANT"); in capitals or not
POST = re.compile(
    r"(?i:(?:deputy\s+|assistant\s+|acting\s+|police\s+|former\s+)*"
    r"(?:commissioners?|officers?|lieutenants?|sergeants?|captains?|detectives?|chiefs?|"
    r"mayors?|secretar(?:y|ies)|directors?|administrators?|inspectors?|superintendents?|"
    r"sheriffs?|deputies|deputy|wardens?|governors?|presidents?|chair(?:man|woman|person)?|"
    r"commanders?|troopers?|agents?|supervisors?|managers?)\b)"
)
#: a docket column's words fallen into the names' column ("FOR A JURY TRIAL", "INDEX NO.")
_DOCKET = re.compile(
    r"(?i:\b(?:jury|trial|index\s+no|ecf|case\s+no|civil\s+no|complaint|demand|relief)\b)"
)
#: a parenthesis that is prose ("(the names being fictitious as …)"), not a short name; a
#: caption line that ends with "and" cuts it before its ")"
_PROSE_PAREN = re.compile(r"\((?=(?:[^()]*?\b[a-z]{2,}\b){3})[^()]{0,300}(?:\)|$)")
#: an appositive that describes the name before it ("a component of the Executive Office")
_APPOSITIVE = re.compile(r"^(?:an?|the)\s+[a-z]")
#: a side's closing description ("in their individual and official capacities")
_CAPACITY = re.compile(r"(?i:,?\s+(?:in\s+(?:his|her|their|its)\s+|individually\b).*$)")
#: where a run of names is split: a comma (with its "and"), or an "and" between names
_SPLIT = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+(?![a-z])")
#: a piece that goes on with the name before it ("FRONTIER AIRLINES, INC.")
_CONNECTOR = re.compile(
    r"(?i:^(?:inc|ltd|llc|l\.l\.c|co|corp|p\.?c|n\.?a|d/b/a|dba|f/k/a|a/k/a|t/a)\b\.?)"
)
#: an officer sued under a fictitious name and a number ("JOHN DOE #2", "Jane Doe 3")
FICTITIOUS = re.compile(r"(?i:\b(john|jane|richard|mary)\s+does?\s*#?\s*(\d{1,2})\b)")
#: a name's word: capitalised, in capitals, an initial, a particle
_WORD = r"(?:[A-Z][\w'’.-]*|[A-Z]\.|Mc[A-Z][\w'’-]*|de|van|von|of|the|for|on|and|&)"
_NAME = re.compile(rf"^{_WORD}(?:\s+{_WORD}){{0,9}}$")
_ORG = re.compile(
    r"(?i:\b(?:city|county|state|department|commission|council|service|agency|office|"
    r"board|bureau|authority|endowment|federation|association|university|district|"
    r"inc|llc|corp|corporation|company|police|unit|government)\b)"
)


def _strip_post(piece: str) -> str:
    """The name without the post, rank or description written before it: the words after the
    last post word ("New York City Police Department Commissioner WILLIAM BRATTON" → "WILLIAM
    BRATTON"), or after a lower-case description ("its advisory council NATIONAL COUNCIL ON
    THE HUMANITIES"). An organisation's name keeps its words ("Police Department")."""
    text = re.sub(r"^(?:[a-z][\w'’-]*\s+)+(?=[A-Z])", "", piece)  # its advisory council …
    last = None
    for m in POST.finditer(text):
        rest = text[m.end() :].strip()
        if rest and not _ORG.search(rest) and re.match(r"[A-Z“\"]", rest):
            last = m
    if last is not None:
        text = text[last.end() :].strip()
    return text.strip(" ,;")


def _fictitious(piece: str) -> str | None:
    """An officer sued under a fictitious number: "“JOHN DOE #1” MAGUIRE" is John Doe #1
    Maguire (the text goes on with the surname alone: "Defendant Maguire"); "“JOHN DOE #2”"
    alone is John Doe #2, named later by the number ("JD#2")."""
    m = FICTITIOUS.search(piece)
    if m is None:
        return None
    after = piece[m.end() :].strip(' ”"’')
    doe = f"{m.group(1).capitalize()} Doe #{m.group(2)}"
    if re.fullmatch(r"[A-Z][\w'’-]+", after):
        return f"{doe} {after.capitalize() if after.isupper() else after}"
    return doe if not after else None


def _is_name(piece: str) -> bool:
    return bool(piece) and bool(_NAME.match(piece)) and not POST.fullmatch(piece)


def roster(raw: str) -> list[str]:
    """The names a run of words lists, or ``[raw]`` when it is not a list of names (see the
    module's docstring).

    >>> roster("KEEGAN STEPHAN and MICHAEL NUSBAUM, FOR A JURY TRIAL INDEX NO.")
    ['Keegan Stephan', 'Michael Nusbaum']
    >>> roster("THE CITY OF NEW YORK, Transit Police Department Commissioner ANN ROE, and "
    ...        "Officers NYPD SERGEANT “JOHN DOE #1” PIKE and “JOHN DOE #2” (the names being "
    ...        "fictitious), in their individual capacities,")
    ['The City of New York', 'Ann Roe', 'John Doe #1 Pike', 'John Doe #2']
    >>> roster("Assistant Mayor Bruce Ditraglia, Mayor")
    ['Assistant Mayor Bruce Ditraglia, Mayor']
    """
    text = " ".join(raw.split())
    text = _PROSE_PAREN.sub(" ", text)
    text = re.sub(r"\s*\([“\"][^)]*[”\"]\)", "", text)  # (“NYPD”): a defined short name
    text = _CAPACITY.sub("", " ".join(text.split())).strip(" ,;")
    pieces: list[str] = []
    for p in _SPLIT.split(text):
        if _APPOSITIVE.match(p):
            continue
        if pieces and _CONNECTOR.match(p):
            pieces[-1] = f"{pieces[-1]}, {p}"
        elif p.strip():
            pieces.append(p.strip())
    # a docket column's words end the run ("…, FOR A JURY TRIAL INDEX NO.")
    while pieces and _DOCKET.search(pieces[-1]):
        pieces.pop()
    if len(pieces) < 2:
        return [raw]
    out = []
    for p in pieces:
        named = _fictitious(p)
        if named is None:
            named = _strip_post(p)
            if not _is_name(named) or FICTITIOUS.search(named):
                return [raw]
        out.append(_readable(named))
    return out


def _readable(name: str) -> str:
    """A name in capitals made readable word by word ("THE CITY OF NEW YORK" → "The City of
    New York"): a caption's capitals are type, not acronyms, unless a word has no vowel
    ("NYPD") or is dotted ("U.S.")."""
    if not name.isupper() or len(name.split()) < 2:
        return name
    words = []
    for i, w in enumerate(name.split()):
        if w.lower() in ("of", "the", "and", "for", "on", "in") and i:
            words.append(w.lower())
        elif "." in w or not re.search(r"[AEIOUY]", w):
            words.append(w)
        else:
            words.append("-".join(x.capitalize() for x in w.split("-")))
    return " ".join(words)


def fictitious_mentions(name: str) -> tuple[str, ...]:
    """How a complaint names an officer sued as "John Doe #2" after the caption: by the
    initials and the number ("JD#2", "JD #2"), "Doe #2", or the name without "#".

    >>> fictitious_mentions("John Doe #2")
    ('John Doe #2', 'JD#2', 'JD #2', 'Doe #2', 'John Doe 2')
    >>> fictitious_mentions("Maguire")
    ()
    """
    m = FICTITIOUS.search(name)
    if m is None:
        return ()
    first, n = m.group(1).capitalize(), m.group(2)
    return (
        f"{first} Doe #{n}",
        f"{first[0]}D#{n}",
        f"{first[0]}D #{n}",
        f"Doe #{n}",
        f"{first} Doe {n}",
    )


#: a government named by its kind and its place ("The City of New York", "County of Cook")
_GOVERNMENT = re.compile(r"^(?:[Tt]he\s+)?(City|County|Town|Village|Township)\s+of\s+[A-Z]")


def head_mentions(name: str) -> tuple[str, ...]:
    """How a complaint goes on naming a city or county it sues: by its kind alone after
    "Defendant(s)" ("Defendants City and Bratton"); "the City" alone is no mention (it may
    begin "the City Council" or another city's name, "the City of Pittsburgh").

    >>> head_mentions("The City of New York")
    ('Defendant City', 'Defendants City')
    >>> head_mentions("New York City Police Department")
    ()
    """
    m = _GOVERNMENT.match(name)
    if m is None:
        return ()
    kind = m.group(1)
    return (f"Defendant {kind}", f"Defendants {kind}")


#: a short name the complaint defines right after a full name: "(“NEH”)", "(the “Service”)"
_SHORT = re.compile(
    r"\s*\(\s*(?:(?:the\s+)?[“\"]\s*([A-Z][\w&.-]{1,30})\s*[”\"]|([A-Z]{2,8}))\s*\)"
)
_ROLE_WORDS = {"Plaintiff", "Plaintiffs", "Defendant", "Defendants", "Commission", "EEOC"}


def body_names(name: str, body: str) -> tuple[str, ...]:
    """The spellings a party the caption names takes in the body, and the short name the body
    defines for it: a caption in capitals loses the case of the name ("UNITED STATES DOGE
    SERVICE" read "United States Doge Service"), the body gives it back ("The United States
    DOGE Service (“DOGE”) brought …") and names the party by its short name after that.

    >>> body = "The Harbor Arts COUNCIL (“HAC”) wrote to us. HAC then closed."
    >>> body_names("Harbor Arts Council", body)
    ('Harbor Arts COUNCIL', 'HAC')
    >>> body_names("Harbor Arts Council", "The council closed.")
    ()
    >>> body_names("Mcgrath", "Governor McGrath signed it. MCGRATH left.")  # a surname too
    ('McGrath',)
    """
    words = re.sub(r"[,.]", " ", name).split()
    if len(words) < 2 and not re.fullmatch(r"[A-Z][a-z]{3,}", name):
        return ()
    pattern = r"\b" + r"[\s,.]+".join(re.escape(w) for w in words) + r"\b\.?"
    out: list[str] = []
    for m in re.finditer(pattern, body, re.IGNORECASE):
        spelled = " ".join(m.group(0).split())
        spelled = spelled if name.endswith(".") else spelled.rstrip(".")  # a sentence's end
        if spelled != name and not spelled.isupper() and spelled[:1].isupper():
            out.append(spelled)
        short = _SHORT.match(body, m.end())
        if short and (short.group(1) or short.group(2)) not in _ROLE_WORDS:
            out.append(short.group(1) or short.group(2))
    return tuple(dict.fromkeys(out))


def trade_names(name: str) -> tuple[str, ...]:
    """The names a party goes by besides its legal one: "Oregon Council for the Humanities
    d/b/a Oregon Humanities" is "Oregon Humanities" in the body.

    >>> trade_names("Lakeside Health Trust d/b/a Lakeside Clinic")
    ('Lakeside Health Trust', 'Lakeside Clinic')
    >>> trade_names("Lakeside Clinic")
    ()
    """
    parts = re.split(r"\s+(?:d/b/a|dba|f/k/a|a/k/a|t/a)\s+", name, flags=re.IGNORECASE)
    return tuple(x.strip(" ,.") for x in parts) if len(parts) > 1 else ()
