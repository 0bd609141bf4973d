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

from legalkg.events.rosters import FICTITIOUS, roster

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
    r"guidelines?|manual|certificat\w*|title|section|charge|complaint|devices?|weapons?)\b)"
)
ORGANIZATION = re.compile(
    r"(?i:\b(?:inc|llc|l\.l\.c|ltd|co|corp|corporation|company|department|commission|service|"
    r"services|airlines?|hospital|restaurant|association|board|union|district|state|city|"
    r"county|university|school|foods|group|bank|church|center|centre|plc|usa)\b\.?)"
)


#: the role a caption gives the names above it ("Plaintiffs,", "Plaintiff/Intervenor,",
#: "Defendant."); "Attorneys for Plaintiff" is a signature, not a caption role
_ROLE_MARK = re.compile(
    r"(?<![\w/-])(?<!for\s)(?<!of\s)(?P<role>Intervening\s+Plaintiffs?|"
    r"Plaintiffs?(?:\s*[-/]\s*|\s+)Intervenors?|Plaintiffs?|"
    r"Intervenors?(?:\s*[-/]\s*Plaintiffs?)?|Defendants?|Respondents?|Petitioners?)"
    r"(?:\s*[,.;:]|\s*$|(?=\s+[)§}|]))",
    re.IGNORECASE,
)
_VERSUS = re.compile(
    r"^\W*(?:vs?[.,]?|versus|against)(?:\s+(?:honorable|judge|magistrate|case|civil|jury|complaint)"
    r"\b.*)?\W*$",
    re.IGNORECASE,
)
#: the docket column's words that fall into the names' column
_DOCKET_LINE = re.compile(
    r"(?i:^\W*(?:civil\s+rights|complaint|jury|demand|injunctive|for\s+damages|relief|case\s+no|"
    r"c[il]v[il]l\s+action|honorable|judge|magistrate)\b)"
)
#: a column rule of the caption box: ")", "§", "}", "|" between spaces, or a wide gap
_BOX = re.compile(
    r"(?:^|\s)[)§}|](?=\s|$)|\s{3,}|"
    # a narrow gap before the docket column's words ("NUSBAUM,  FOR A JURY TRIAL")
    r"\s{2}(?=(?:COMPLAINT|DECLARATORY|INJUNCTIVE|FOR\s+A\s+JURY|JURY|DEMAND|INDEX|ECF|"
    r"Civil\s+No|Case\s+No|CIVIL\s+ACTION|CASE\s+NO)\b)"
)
_STREET = (
    r"(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Place|Pl|Court|Ct|"
    r"Circle|Cir|Parkway|Pkwy|Highway|Hwy|Terrace|Trail|Pike|Plaza|Square|Route|Suite|Floor)"
)
#: an address line: a street with its number, a post-office box, or a city with a ZIP code
_ADDRESS = re.compile(
    rf"(?i:^\s*(?:\d{{1,6}}[A-Z]?|one|two)\s+(?:[\w.'–-]+\s+){{0,5}}{_STREET}\b|"
    r"\bP\.?\s*O\.?\s+Box\b|\bSuite\s+\d|"
    r",?\s+(?:[A-Z]{2}|[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\.?,?\s+\d{5}(?:-\d{4})?\s*$)"
)
#: where the names of one side end: a registered agent to serve, the docket column's words
_SERVE = re.compile(r"(?i:^\W*(?:serve|service)\b|\bregistered\s+agent\b)")
_COURT_LINE = re.compile(
    r"(?i:\bcourt\b|\bdivision\b|^\W*(?:for\s+the\s+|in\s+the\s+)?(?:\w+\s+){0,2}district\s+of\b|"
    r"^\W*case\s+\d|^\W*[_=*-]{5,}|\battorneys?\s+for\b|\bfiled\b|\bpage\s+\d+\s+of\b)"
)
_INCORPORATED = re.compile(
    r"(?i:,\s+an?\s+(?:[\w-]+\s+){0,4}?(?:corporation|company|partnership|entity|business|"
    r"municipal\w*|agency|subdivision)\b(?=,|\s*$))"
)
_DESCRIPTION = re.compile(
    r",?\s+(?:(?:an?|the)\s+[a-z][\w-]*(?:\s|$)|individually\b|in\s+(?:his|her|their|its)\s+|"
    r"on\s+behalf\s+of\b|acting\s+|by\s+and\s+through\b|as\s+next\s+friend\b|intervening\b).*$"
)


_CONNECTOR_END = re.compile(r"(?i:(?:\b(?:d/b/a|dba|t/a|tla|f/k/a|a/k/a|of|and|the)|&)$)")
_CONNECTOR_START = re.compile(
    r"(?i:^(?:d/b/a|dba|t/a|tla|f/k/a|fka|a/k/a|inc\b|ltd\b|llc\b|l\.l\.c|co\b|corp|"
    r"company|corporation))|^(?!and\b)[a-z]"
)
_ROLE_ONLY = re.compile(r"(?i:^\W*(?:plaintiffs?|defendants?|respondents?|intervenors?)\W*$)")


def _left_column(line: str) -> str:
    """The caption's left column of one line (names), without the box and the docket column."""
    text = _BOX.split(line.replace("\t", "   "), maxsplit=1)[0] if line.strip() else ""
    if not _ADDRESS.search(text):  # "4 Main Street" is no line number
        text = re.sub(r"^\s*\d{1,2}(?=\s)", " ", text)  # a pleading paper's line number
    text = re.sub(
        r"(?i)\b(?:c[il]v[il]l\s+action|case)\s+no\b.*$|\bNo\.?\s*:?\s*\w*[-:][\w:-]*\d.*$",
        "",
        text,
    )
    return " ".join(text.split())


def _upper(text: str) -> bool:
    letters = [c for c in text if c.isalpha()]
    return bool(letters) and sum(c.isupper() for c in letters) >= 0.8 * len(letters)


def _side(lines: list[str]) -> list[str]:
    """The names of one side of a caption, from its left-column lines: names run over lines
    until an address, an "and" or a ";" ends them; a mixed-case line just before an address
    belongs to it when the names are in capitals ("DISTRICT OF COLUMBIA / John A. Wilson
    Building / 1350 Pennsylvania Avenue")."""
    names: list[str] = []
    current: list[str] = []
    in_address = False

    def close() -> None:
        if current:
            names.append(" ".join(current))
            current.clear()

    capitals = any(_upper(x) for x in lines if x and not _ADDRESS.search(x))
    for i, line in enumerate(lines):
        if _SERVE.search(line):
            close()
            break
        if not line or not re.search(r"[A-Za-z]{2}", line) or _DOCKET_LINE.match(line):
            continue
        following = next((x for x in lines[i + 1 :] if x), "")
        if _ADDRESS.search(line) or (
            capitals and not _upper(line) and following and _ADDRESS.search(following)
        ):
            close()
            in_address = True
            continue
        if in_address and capitals and not _upper(line):
            continue  # the rest of an address ("Woodbridge, VA 22193" read above)
        in_address = False
        if re.fullmatch(r"(?i)(?:and|&|and/or)", line):
            close()
            continue
        etal = re.search(r"(?i),?\s*\bet\s+al\.?", line)
        part = line[: etal.start()] if etal else line
        *whole, part = re.split(r";\s+(?:and\s+)?", part)
        for w in whole:  # "FLORENCE FLORES; SAM GENIS;": several names on one line
            current.append(w)
            close()
        joined = re.search(r"(?i)(?:\s+and|;)\s*$", part)
        if joined and re.search(r"[^,]\s+AND\s*$", part) and ORGANIZATION.search(part):
            joined = None  # "DEPARTMENT OF HOUSING AND / URBAN DEVELOPMENT": one name
        # "MELISSA HODGKINS, / STACY REWITZER,": a comma ends a name unless the next line
        # goes on with it ("RV FUN, INC., / d/b/a COWBOYS RV MART")
        comma = bool(
            re.search(r",\s*$", part)
            and not _CONNECTOR_END.search(part.rstrip(" ,"))
            and following
            and not _CONNECTOR_START.match(following)
            and not _ROLE_ONLY.match(following)
        )
        ends = bool(joined) or comma
        if joined:
            part = part[: joined.start()]
        if part.strip(" ,"):
            current.append(part.strip())
        if ends or etal:
            close()
        if etal:
            break
    close()
    out = []
    for raw in (piece for whole in names for piece in roster(whole)):
        if FICTITIOUS.match(raw):  # "John Doe #2": an officer sued by a number (rosters)
            out.append(raw)
            continue
        name = _DESCRIPTION.sub("", _INCORPORATED.sub("", raw))
        name = re.sub(r"(?i)^(?:and|vs?[.,]|versus)\s+", "", name)
        if re.match(r"(?i)(?:john\s+|jane\s+)?does?\b", name):
            continue  # fictitious defendants ("DOES 1 THROUGH 10")
        name = re.sub(r"\s*\([“\"][^)]*[”\"]\)", "", name)  # ("AMAE"): a defined short name
        name = clean_name(name)
        if not ORGANIZATION.search(name) and re.fullmatch(
            r"(?:[A-Z][\w'’.-]*\s+){1,3}[A-Z][\w'’-]*", name
        ):
            # a person's name in capitals: "ANA LIMA" is Ana Lima (not an acronym)
            name = " ".join(
                w.capitalize()
                if w.isupper() and len(w) > 1 and "." not in w and w not in ("II", "III", "IV")
                else w
                for w in name.split()
            )
        prose = re.search(r"(?:\b[a-z]+\b[\s,]+){4}", name)  # "to correct unlawful practices on"
        if len(name) >= 3 and re.search(r"[A-Za-z]{2}", name) and len(name) <= 120 and not prose:
            out.append(name)
    return out


def caption_parties(text: str) -> list[tuple[str, str]]:
    r"""The parties a complaint's caption names, as (role, name): ``plaintiff``,
    ``intervenor`` or ``defendant``, in the caption's order. Each name is read from the
    caption's left column between the court's heading and the role word that follows it
    ("Plaintiffs,", "v.", "Defendants."), without addresses, box rules and docket numbers;
    several names are told apart by address lines, "and", ";" or "et al.". Empty when the
    caption has no role words (a caption without them is not guessed at).

    >>> caption_parties("COURT\nMARY LOCKE\n12 Elm Street\nSalem, OR 97301\nPlaintiff,\nv.\n"
    ...                 "BLUE MESA, INC.\nand\nPAUL STRAND\nDefendants.\nCOMPLAINT")
    [('plaintiff', 'Mary Locke'), ('defendant', 'Blue Mesa, Inc.'), ('defendant', 'Paul Strand')]
    """
    lines = text[:8000].splitlines()
    marks: list[tuple[int, str, str]] = []  # (line, role, the line's text before the role)
    seen_versus = False
    for i, line in enumerate(lines[:160]):
        if _VERSUS.match(_left_column(line) or line.strip()):
            seen_versus = True
        m = _ROLE_MARK.search(line)
        if not m or len(_left_column(line[m.end() :])) > 40:
            continue  # a role word inside prose ("Plaintiff, the EEOC, is …") is no caption
        word = m.group("role").casefold()
        role = (
            "defendant"
            if word.startswith(("defendant", "respondent"))
            else ("intervenor" if "interven" in word else "plaintiff")
        )
        if role == "defendant" and not (seen_versus or marks):
            continue
        marks.append((i, role, line[: m.start()]))
        if role == "defendant":
            break
    if not marks or marks[-1][1] != "defendant" or marks[-1][0] - marks[0][0] > 60:
        return []
    out: list[tuple[str, str]] = []
    start = None
    for i, role, before in marks:
        if start is None:  # the first side starts below the court's heading
            j = i - 1
            while j >= 0 and i - j <= 40 and not _COURT_LINE.search(lines[j]):
                j -= 1
            start = j + 1
        body = [_left_column(x) for x in lines[start:i]] + [_left_column(before)]
        if role == "defendant":  # the defendants' side starts after "v."
            at = next(
                (n for n, x in enumerate(body) if _VERSUS.match(x)),
                None,
            )
            body = body[at + 1 :] if at is not None else body
        body = [x for x in body if not _VERSUS.match(x)]
        out += [(role, name) for name in _side(body)]
        start = i + 1
    return out
