"""Who a complaint names: the parties from its caption (the EEOC, or the name before
``Plaintiff``; the name between ``v.`` and ``Defendant``), the people of its defined terms
(``Jeff Stewart (\u201cStewart\u201d)``, ``Mr. Calhoon``) with their legal roles from cues, and
where each is mentioned in a chunk (:func:`_mentions`), for the rules extractor (:mod:`.rules`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from legalkg.events.model import (
    Entity,
    Evidence,
    Sentence,
)
from legalkg.events.patterns import (
    _APPOSITIVE,
    _APPOSITIVE_BOSS,
    _BEFORE_NAME,
    _CHARGING,
    _CITED_CASE,
    _DEFINED,
    _NOT_NAMES_SET,
    _PARTY_NAMED,
    _PERSON_NAME,
    _ROLE_NAMED,
    _SUPERVISOR,
    _TITLED,
    MONTHS,
    _squash,
)


@dataclass(frozen=True, slots=True)
class Party:
    """A document-level entity and the strings that mention it."""

    entity: Entity
    mentions: tuple[str, ...]
    #: the entities a group stands for ("the plaintiffs": each plaintiff the caption names)
    members: tuple[str, ...] = ()


def _mention_pattern(mention: str) -> re.Pattern[str]:
    parts = [re.escape(w) for w in mention.split()]
    return re.compile(r"\b" + r"\s+".join(parts) + r"\b")


def _other_first_name(a: str, b: str) -> bool:
    """Whether two full names with one surname have different first names ("Arlene Shake",
    "Chris Shake"); a name without its first name ("Ms. Shake", "Shake") may be either."""
    wa = [w for w in a.split() if w not in _BEFORE_NAME]
    wb = [w for w in b.split() if w not in _BEFORE_NAME]
    return len(wa) >= 2 and len(wb) >= 2 and wa[0].casefold() != wb[0].casefold()


#: first words of an organization's name too common to name it alone
_GENERIC_FIRST = re.compile(
    r"(?i:the|upon|district|state|city|county|town|village|united|national|american|general|"
    r"first|new|north|south|east|west|central|western|eastern|northern|southern|great|royal|"
    r"international|global|public|board|department|office|commonwealth|university|college)$"
)


def _short_name(name: str, body: str) -> list[str]:
    """The organization's name by its first word alone, when the body uses it so ("Frontier
    Airlines, Inc." told again as "Frontier denied her request"): a capitalised word of four
    letters or more, not a generic one ("District", "United"), met at least three times inside
    a sentence without the rest of the name after it.

    >>> body = "Later, Acme denied it. Then Acme fired her, and Acme Widgets paid. So Acme wrote."
    >>> _short_name("Acme Widgets, Inc.", body)
    ['Acme']
    >>> _short_name("United Parcel Service", "the United States, and United did, by United")
    []
    """
    words = name.split(",")[0].split()
    if len(words) < 2:
        return []
    first, second = words[0], words[1]
    if not re.fullmatch(r"[A-Z][a-z][\w’'-]{2,}", first) or _GENERIC_FIRST.match(first):
        return []
    alone = re.findall(
        rf"(?<=[a-z,;] ){re.escape(first)}\b(?![’']s\b)(?!\s+{re.escape(second)})", body
    )
    return [first] if len(alone) >= 3 else []


def find_parties(text: str, sentences: list[Sentence]) -> list[Party]:
    """The parties and people a complaint names, with their legal roles (document level)."""
    head = _squash(text[:4000])
    parties: list[Party] = []
    used: set[str] = set()

    def first_sentence(mentions: tuple[str, ...]) -> tuple[Evidence, ...]:
        for s in sentences:
            for m in mentions:
                found = _mention_pattern(m).search(s.text)
                if found:
                    return (Evidence(s.id, found.group(0)),)
        return ()

    def add(
        eid: str,
        name: str,
        kind: str,
        roles: tuple[str, ...],
        mentions: tuple[str, ...],
        aliases: tuple[str, ...] = (),
    ) -> None:
        if kind == "person":  # the same person named again ("Ms. Hodge", "Yumeiko Hodge")
            surname = name.split()[-1].casefold()
            for i, p in enumerate(parties):
                if p.entity.kind == "person" and p.entity.name.split()[-1].casefold() == surname:
                    if _other_first_name(name, p.entity.name):
                        # "Arlene Shake" and "Chris Shake": two people; the surname alone
                        # names neither
                        bare = name.split()[-1]
                        parties[i] = Party(
                            p.entity, tuple(m for m in p.mentions if m != bare), p.members
                        )
                        mentions = tuple(m for m in mentions if m != bare)
                        if eid in used:
                            eid = re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")
                        continue
                    longer = name if len(name.split()) > len(p.entity.name.split()) else None
                    extra = tuple(m for m in (*mentions, name) if m not in p.mentions)
                    entity = p.entity
                    if longer and not longer.startswith(("Mr.", "Ms.", "Mrs.", "Dr.")):
                        entity = replace(entity, name=longer)
                    alias = tuple(x for x in (*aliases, p.entity.name) if x != entity.name)
                    entity = replace(
                        entity, aliases=tuple(dict.fromkeys((*entity.aliases, *alias)))
                    )
                    parties[i] = Party(entity, p.mentions + extra)
                    return
        if eid in used:
            return
        evidence = first_sentence(mentions)
        if not evidence:
            return
        used.add(eid)
        entity = Entity(eid, name, kind, aliases, roles, evidence, 0.8 if roles else 0.6)
        parties.append(Party(entity, mentions))

    eeoc = re.search(r"EQUAL\s+EMPLOYMENT\s+OPPORTUNITY", head, re.IGNORECASE)
    versus = re.search(r"\bvs?\.\s", head)
    # the EEOC is the plaintiff when the caption names it before "v." or the body says so;
    # in a private suit it is only the agency the charge went to
    suing = bool(eeoc) and (
        (versus is not None and eeoc.start() < versus.start())  # type: ignore[union-attr]
        or bool(
            re.search(r"Plaintiff,?\s+(?:the\s+)?(?:United\s+States\s+)?Equal\s+Employment", head)
        )
    )
    if eeoc:
        add(
            "eeoc",
            "Equal Employment Opportunity Commission",
            "agency",
            ("plaintiff", "agency") if suing else ("agency",),
            ("Equal Employment Opportunity Commission", "Commission", "EEOC"),
            ("Commission", "EEOC"),
        )
    from legalkg.events.parties import (
        NOT_A_PARTY,
        ORGANIZATION,
        caption_parties,
        clean_name,
        defendant_in_body,
    )
    from legalkg.events.rosters import (
        FICTITIOUS,
        body_names,
        fictitious_mentions,
        head_mentions,
        trade_names,
    )

    # the caption read line by line (names, addresses, "Plaintiffs,", "v.", "Defendants.");
    # the EEOC is read above
    captioned = [
        (role, n)
        for role, n in caption_parties(text)
        if not re.search(r"(?i)equal\s+employ|opportunity\s+commission", n)
    ]
    sued = [n for role, n in captioned if role == "defendant"]
    m = re.search(
        r"\bv[s]?\.\s*[\])]*\s*(.{3,160}?)[,\s\])]*\s+Defendants?\b", head, re.IGNORECASE
    ) or re.search(
        r"\bvs?\.\s*(.{3,200}?)\s+(?:JURY|COMPLAINT|NATURE\s+OF|INTRODUCTION|PRELIMINARY)\b", head
    )
    caption = sued[0] if sued else clean_name(m.group(1)) if m else ""
    if len(caption) > (120 if sued else 90) or not re.search(r"[A-Za-z]{3}", caption):
        caption = ""
    body = defendant_in_body([x.text for x in sentences])
    if body and len(sued) > 1 and any(body.split()[-1] == n.split()[-1] for n in sued[1:]):
        body = None  # "Defendant Bratton" is another defendant the caption lists, not the first
    name = body or caption
    if (
        caption
        and body
        and len(caption) > len(body)
        and (
            caption.startswith(body)
            and re.match(
                r",?\s+(?:d/b/a|dba|t/a|tla|f/k/a|a/k/a|inc|llc|l\.l\.c|ltd|co|corp)\b",
                caption[len(body) :],
                re.IGNORECASE,
            )
            or re.search(
                r"(?i:\b(?:d/b/a|dba|t/a|tla|f/k/a|a/k/a)\s+(?:the\s+)?)" + re.escape(body), caption
            )
        )
    ):
        # the caption's fuller name holds the body's: "Venture, Inc., d/b/a Save-A-Lot" (not
        # "District of Columbia Muriel Bowser, Mayor": another name after it)
        name = caption
    if name:
        names = list(dict.fromkeys(x for x in (name, caption, body) if x))
        short: list[str] = []
        for n in names:
            short += [
                x.strip(" ,.")
                for x in re.split(r"\s+(?:d/b/a|t/a|tla|f/k/a|a/k/a)\s+", n, flags=re.IGNORECASE)
            ]
            bare = re.sub(r",?\s+(?:Inc|LLC|L\.L\.C|Ltd|Co|Corp|Corporation)\.?$", "", n)
            short.append(bare.strip(" ,."))
        first_word = re.escape(name.split(",")[0])
        defined_term = first_word + r"[^(]{0,40}\(\s*(?:the\s+)?[“\"]\s*([A-Z][\w' -]+?)\s*[”\"]"
        body_text = " ".join(x.text for x in sentences)
        defined = [d.group(1) for d in re.finditer(defined_term, body_text)]
        defined += _short_name(name, body_text)
        defined += [x for n in names for x in body_names(n, body_text)]  # (.rosters)
        generic = ["Defendant Employer", "Defendant", "Respondent", "the Employer", "Employer"]
        generic += [x for n in names for x in head_mentions(n)]  # "the City" (.rosters)
        aliases = tuple(dict.fromkeys(x for x in (*short[1:], *defined, "Defendant") if x))
        mentions = tuple(
            dict.fromkeys(x for x in (*names, *short, *defined, *generic) if x and len(x) > 2)
        )
        add("defendant", name, "organization", ("defendant", "employer"), mentions, aliases)
    # the other parties the caption names: each plaintiff or intervenor of a private suit,
    # each further defendant ("SHELL USA Inc., and WAYNE HUNT")
    people = [
        n
        for role, n in captioned
        if not ORGANIZATION.search(n) and _PERSON_NAME.match(n) or FICTITIOUS.match(n)
    ]
    surnames = [n.split()[-1].casefold() for n in people]
    named_plaintiffs: list[str] = []
    named_intervenors: list[str] = []
    for role, n in captioned[:40]:
        if role == "defendant" and n == caption:
            continue
        person = n in people
        unique = False
        kind = "person" if person else "organization"
        short_name = re.split(r",|\s+(?:d/b/a|f/k/a|a/k/a|t/a)\s", n)[0]
        eid = re.sub(r"[^a-z0-9]+", "-", (n.split()[-1] if person else short_name).lower())
        eid = eid.strip("-")[:40].strip("-")
        if role == "defendant":
            eid = f"defendant-{eid}"
        c_roles = {"plaintiff": ("plaintiff",), "intervenor": ("intervenor",)}.get(
            role, ("defendant",)
        )
        if person:
            surname = n.split()[-1]
            c_short = " ".join(w for w in n.split() if not re.fullmatch(r"[A-Z]\.", w))
            unique = surnames.count(surname.casefold()) == 1
            side = "Defendant" if role == "defendant" else "Plaintiff"
            c_mentions = (n, c_short, *((surname, f"{side} {surname}") if unique else ()))
            if FICTITIOUS.match(n):  # "John Doe #2" is named "JD#2"; "#2" is no surname
                c_mentions = tuple(x for x in c_mentions if "#" not in x.split()[-1])
                c_mentions += fictitious_mentions(n)
            c_aliases = tuple(dict.fromkeys(x for x in c_mentions[1:] if x != n))
        else:
            bare = re.sub(r",?\s+(?:Inc|LLC|L\.L\.C|Ltd|Co|Corp|Corporation|PLC)\.?$", "", n)
            c_aliases = tuple(x for x in dict.fromkeys((bare.strip(" ,."),)) if x != n)
            c_mentions = (n, *c_aliases, *head_mentions(n))
        flat = " ".join(x.text for x in sentences)
        spelled = body_names(n, flat)  # "NEH", "McCrory": the body's case (.rosters)
        spelled += trade_names(n) if not person else body_names(n.split()[-1], flat)
        c_aliases = tuple(dict.fromkeys((*c_aliases, *spelled)))
        c_mentions = tuple(dict.fromkeys((*c_mentions, *spelled)))
        # the caption names them in capitals ("ANA LIMA"): that is a mention too
        c_mentions = tuple(dict.fromkeys(x for x in (*c_mentions, n.upper()) if len(x) > 2))
        if eid in used or not first_sentence(c_mentions):
            continue
        if person and unique:
            add(eid, n, kind, c_roles, c_mentions, c_aliases)
        else:  # a surname two parties share is no mention of either
            used.add(eid)
            evidence = first_sentence(c_mentions)
            parties.append(
                Party(Entity(eid, n, kind, c_aliases, c_roles, evidence, 0.8), c_mentions)
            )
        if role == "plaintiff":
            named_plaintiffs.append(eid)
        elif role == "intervenor":
            named_intervenors.append(eid)
    for s in sentences:
        for d in _DEFINED.finditer(s.text):
            full, alias = _squash(d.group(1)), d.group(2)
            if alias in ("Commission", "Defendant", "EEOC", "Title", "ADA", "ADEA"):
                continue
            if NOT_A_PARTY.search(full) or any(
                alias in p.mentions or full in p.mentions for p in parties
            ):
                continue
            eid = re.sub(r"[^a-z0-9]+", "-", alias.lower()).strip("-")
            window = s.text[d.end() : d.end() + 60]
            roles: list[str] = ["supervisor"] if _SUPERVISOR.search(window) else []
            kind = "organization" if ORGANIZATION.search(full) else "person"
            add(eid, full, kind, tuple(roles), (full, alias), (alias,))
        for c in _CHARGING.finditer(_squash(s.text)):
            words = [w for w in c.group(1).split() if w not in _NOT_NAMES_SET]
            if words and len(words) == len(c.group(1).split()):
                eid = re.sub(r"[^a-z0-9]+", "-", words[-1].lower())
                full = " ".join(words)
                add(eid, full, "person", (), tuple(dict.fromkeys((full, words[-1]))))
        for c in _PARTY_NAMED.finditer(_squash(s.text)):
            full = c.group(1)
            eid = re.sub(r"[^a-z0-9]+", "-", full.split()[-1].lower())
            add(eid, full, "person", (), tuple(dict.fromkeys((full, full.split()[-1]))))
        for t in _ROLE_NAMED.finditer(_squash(s.text)):
            full = t.group(2)
            eid = re.sub(r"[^a-z0-9]+", "-", full.split()[-1].lower())
            role = "co-worker" if "worker" in t.group(1).lower() else "supervisor"
            add(eid, full, "person", (role,), tuple(dict.fromkeys((full, full.split()[-1]))))
        for t in _APPOSITIVE.finditer(_squash(s.text)):
            full = t.group(1)
            words = full.split()
            if (
                any(w in _NOT_NAMES_SET for w in words)
                or ORGANIZATION.search(full)
                or any(
                    full.casefold() in (m.casefold() for m in (q.entity.name, *q.mentions))
                    for q in parties
                    if q.entity.kind != "person"
                )
            ):
                continue
            role = "supervisor" if _APPOSITIVE_BOSS.search(t.group(2)) else "co-worker"
            eid = re.sub(r"[^a-z0-9]+", "-", words[-1].lower())
            add(eid, full, "person", (role,), tuple(dict.fromkeys((full, words[-1]))))
        for t in _TITLED.finditer(s.text):
            surname = t.group(2).split()[-1]
            eid = re.sub(r"[^a-z0-9]+", "-", surname.lower())
            add(eid, _squash(t.group(0)), "person", (), (_squash(t.group(0)), surname), (surname,))
    # individual defendants sued by a fictitious name ("Defendant Doe 3, manager")
    for s in sentences:
        for d in re.finditer(r"\bDefendant\s+(Doe\s+\d{1,2})\b", s.text):
            name = _squash(d.group(1))
            eid = "doe-" + name.split()[-1]
            if eid not in used:
                used.add(eid)
                entity = Entity(
                    eid, name, "person", (), ("defendant",), (Evidence(s.id, d.group(0)),), 0.8
                )
                parties.append(Party(entity, (f"Defendant {name}", name)))
    # the person who brings the suit or intervenes, named by the role in the text
    body_text = " ".join(x.text for x in sentences)
    side_words = []
    if re.search(r"\bIntervenor\b", body_text):
        side_words += ["Plaintiff-Intervenor", "Plaintiff Intervenor", "Intervenor"]
    if re.search(r"\bCharging\s+Party\b", body_text):
        side_words += ["Charging Party"]
    if not suing:
        side_words += ["Plaintiff"]
    caption_plaintiff = None
    if not suing:
        cap = re.search(r"\bPlaintiffs?\b", head)
        if cap:
            window = head[max(0, cap.start() - 200) : cap.start()].casefold()
            near = [
                (window.rfind(m.casefold()), p)
                for p in parties
                if p.entity.kind == "person"
                for m in (p.entity.name, *p.mentions)
                if m and len(m) > 2 and m.casefold() in window
            ]
            if near and cap.group(0) == "Plaintiffs":  # several sue: each is a plaintiff
                for _, q in near:
                    k = parties.index(q)
                    parties[k] = Party(
                        replace(
                            q.entity,
                            legal_roles=tuple(dict.fromkeys((*q.entity.legal_roles, "plaintiff"))),
                        ),
                        q.mentions,
                    )
            elif near:
                caption_plaintiff = max(near, key=lambda x: x[0])[1]
    named_side = [
        p
        for p in parties
        if p.entity.kind == "person"
        and any(
            re.search(rf"\b{re.escape(w)},?\s+{_mention_pattern(m).pattern}", body_text)
            for w in ("Intervenor", "Plaintiff", "Charging Party")
            for m in p.mentions
        )
    ]
    if caption_plaintiff is not None:  # the caption says who sues
        named_side = [caption_plaintiff]
    if len(named_side) == 1 and side_words:
        i = parties.index(named_side[0])
        p = parties[i]
        roles = list(p.entity.legal_roles)
        if "Intervenor" in side_words:
            roles.append("intervenor")
        if "Plaintiff" in side_words:
            roles.append("plaintiff")
        parties[i] = Party(
            replace(p.entity, legal_roles=tuple(dict.fromkeys(roles))),
            p.mentions + tuple(w for w in side_words if w not in p.mentions),
        )
    joined = tuple(dict.fromkeys(x for x in named_intervenors if x in used))
    if len(joined) > 1:
        # "Plaintiff Intervenors" are each intervenor the caption names
        group = Entity("intervenors", "Intervenors", "person", (), ("intervenor",), (), 0.8)
        plural = ("Plaintiff Intervenors", "Plaintiff-Intervenors", "Intervening Plaintiffs")
        parties.append(Party(group, (*plural, "Intervenors"), joined))
    members = tuple(dict.fromkeys(x for x in named_plaintiffs if x in used))
    if not suing and len(members) > 1:
        # "the plaintiffs" are each plaintiff the caption names
        group = Entity("plaintiffs", "Plaintiffs", "person", (), ("plaintiff",), (), 0.8)
        parties.append(Party(group, ("Plaintiffs", "plaintiffs"), members))
    elif (
        not suing
        and re.search(r"\bPlaintiffs,", head)
        and not any("plaintiff" in p.entity.legal_roles for p in parties)
    ):
        # several plaintiffs the caption lists without names the body defines: as a group
        add("plaintiffs", "Plaintiffs", "person", ("plaintiff",), ("Plaintiffs", "plaintiffs"))
    # "The Defendants are denying …": when one party is the defendant side (the caption's
    # defendants read as one, "the State … and the Commission"), the plural is that party
    one_side = [p for p in parties if "defendant" in p.entity.legal_roles]
    if len(one_side) == 1 and "Defendants" not in one_side[0].mentions:
        at = parties.index(one_side[0])
        parties[at] = replace(one_side[0], mentions=(*one_side[0].mentions, "Defendants"))
    # legal-role cues
    out = []
    for p in parties:
        roles = list(p.entity.legal_roles)
        for s in sentences:
            for mention in p.mentions:
                if re.search(_mention_pattern(mention).pattern + r"\s+filed\s+a\s+charge", s.text):
                    roles += ["charging-party", "aggrieved-individual"]
        roles = list(dict.fromkeys(roles))
        out.append(Party(replace(p.entity, legal_roles=tuple(roles)), p.mentions, p.members))
    return out


def _with_capitals(p: Party) -> tuple[str, ...]:
    """A person's mentions and the surname in capitals: a pleading that names each plaintiff
    in capitals ("Plaintiff SARA MACNEIL BOYD …") goes on with the surname alone in capitals
    ("BOYD has taken and failed …"). A surname of three letters or more, told in capitals
    only as a whole word (not "McGREW", whose capitals are not the surname's)."""
    if p.entity.kind != "person":
        return p.mentions
    extra = [m.upper() for m in p.mentions if re.fullmatch(r"[A-Z][a-z]{2,}(?:-[A-Z][a-z]+)?", m)]
    return tuple(dict.fromkeys([*p.mentions, *extra]))


def _mentions(text: str, parties: list[Party]) -> list[tuple[int, int, str]]:
    """Where the parties are named in ``text`` (start, end, entity id); a mention inside a
    longer one ("Defendant" in "Defendant Employer") is left out."""
    found: list[tuple[int, int, str]] = []
    for p in parties:
        for m in _with_capitals(p):
            for x in _mention_pattern(m).finditer(text):
                if _CITED_CASE.search(text[max(0, x.start() - 40) : x.start()]) or re.match(
                    r"\s+vs?\.\s+[A-Z]", text[x.end() : x.end() + 8]
                ):
                    continue  # "Potter v. District of Columbia": a case's name, not the party
                found.append((x.start(), x.end(), p.entity.id))
    found.sort(key=lambda x: (x[0], -x[1]))
    out: list[tuple[int, int, str]] = []
    for y in found:
        if out and y[0] < out[-1][1]:
            continue
        out.append(y)
    return out


def _unknown_name(text: str, before: int, mentions: list[tuple[int, int, str]]) -> bool:
    """Whether a capitalised word before ``before`` that no party mention covers may name a
    person the complaint does not define ("Defendant subjecting Powell to …, discharging
    her"): then "her" may be that person. The sentence's first word, months and days are
    no names.

    >>> _unknown_name("Acme then fired Powell and denied her pay.", 30, [(0, 4, "acme")])
    True
    >>> _unknown_name("Acme denied her request in May.", 11, [(0, 4, "acme")])
    False
    """
    for w in re.finditer(r"(?<=\s)[A-Z][a-z’'-]+\b", text[:before]):
        if any(x0 <= w.start() < x1 for x0, x1, _ in mentions):
            continue
        if w.group(0).lower() in MONTHS or re.fullmatch(
            r"(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Despite|After|Before|"
            r"When|While|Although|As|In|On|At|By|During|Since|Then|Later|Only|Instead|Yet|The|"
            r"This|That|These|Those|Her|His|She|He|It|They)",
            w.group(0),
        ):
            continue
        return True
    return False
