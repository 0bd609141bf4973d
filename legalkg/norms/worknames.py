"""Which work a name means: exact title, title without its year or prefix, declared
abbreviations (``aliases`` in legalkg.yaml: CF, CF/88, CRFB), initials, IRI or id; exact beats
partial, and an ambiguous or unknown name is refused in one short line (at most 5 candidates,
each once).

>>> rows = [{"work": "https://x/a", "title": "Community Fire Safety By-law,"},
...         {"work": "https://x/b", "title": "Community Fire Safety Amendment By-law, 2015"}]
>>> match_works("the Community Fire Safety By-law", rows)[0]["work"]
'https://x/a'
>>> [r["work"] for r in match_works("Fire Safety", rows)]   # the principal, not its amendment
['https://x/a']
>>> [r["work"] for r in match_works("Fire Safety Amendment", rows)]
['https://x/b']
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from legalkg.core.text import fold
from legalkg.norms.requests import PlanError

Row = Mapping[str, Any]

_SMALL = frozenset(
    "a o as os da de do das dos e of the and on for in by na no para city town de".split()
)
_NAME_WORDS = frozenset({"the", "a", "o", "da", "do", "de"})
_CONSTITUTION = ("constituicao", "constitution")


def _norm(text: str) -> str:
    text = re.sub(r"(\d)\.(\d{3})\b", r"\1\2", text)  # 8.112 → 8112
    words = re.findall(r"\w+", fold(text))
    while words and words[0] in _NAME_WORDS:
        words = words[1:]
    return " ".join(words)


def _without_year(words: str) -> str:
    return re.sub(r"(?:\s+(?:de|of))?\s+(1[89]|20)\d\d(?:\s+\d+)?$", "", words).strip()


def _initials(title: str) -> str:
    words = re.findall(r"[^\W\d_]+", title)
    return "".join(w[0] for w in words if w[0].isupper() and fold(w) not in _SMALL).lower()


def names_of(row: Row, aliases: Sequence[str] = ()) -> set[str]:
    """Every exact name of a work (normalised): its title with and without the year and the
    part before a colon ("City of Cape Town: Events By-law"), its id, initials and aliases."""
    return set(_names(str(row.get("title") or ""), str(row.get("work") or ""), tuple(aliases)))


@lru_cache(maxsize=65_536)
def _names(title: str, iri: str, aliases: tuple[str, ...]) -> frozenset[str]:
    """:func:`names_of`, computed once per title, IRI and aliases (a pure function of them:
    every request naming a work by title compares it with every work's names)."""
    out = {_norm(title), _without_year(_norm(title))}
    if ":" in title:
        short = title.rsplit(":", 1)[1]
        out |= {_norm(short), _without_year(_norm(short))}
    initials = _initials(title)
    if len(initials) >= 2:
        out.add(initials)
    out.add(_norm(iri.rsplit("/eli/", 1)[-1]))
    out |= _number_year(iri)
    out |= {_norm(a) for a in aliases}
    out |= {_without_year(_norm(a)) for a in aliases}
    return frozenset(n for n in out if n)


_FILLER = frozenset({"no", "n", "o", "number", "de", "of", "the", "nr"})


def _number_year(iri: str) -> set[str]:
    """A work's type, number and year from its ELI path (``…/lei/1990/8112``): "lei 8112 1990",
    "lei 8112 90", "8112 1990", "8112 90"."""
    m = re.search(r"/([a-z_-]+)/((?:1[89]|20)\d\d)/(\d+)$", iri)
    if not m:
        return set()
    kind, year, number = m.group(1).replace("_", " ").replace("-", " "), m.group(2), m.group(3)
    out = set()
    for y in (year, year[2:]):
        out |= {f"{number} {y}", f"{fold(kind)} {number} {y}"}
    return out


def _compact(words: str) -> str:
    return " ".join(w for w in words.split() if w not in _FILLER)


@lru_cache(maxsize=65_536)
def _stems(text: str) -> tuple[str, ...]:
    return tuple(w[:7] for w in re.findall(r"\w+", fold(text)) if len(w) > 2 or w.isdigit())


def match_works(
    hint: str,
    rows: Sequence[Row],
    aliases: Mapping[str, Sequence[str]] | None = None,
    labels: Sequence[Row] = (),
    *,
    exact_only: bool = False,
) -> list[Row]:
    """The works (one row each) that ``hint`` names, by the first tier that finds any:

    1. an exact name (:func:`names_of`, or a title without its place: "Community Fire Safety
       By-law" of "City of Cape Town: …", "Sub-Council By-law" of "Cape Town Sub-Council
       By-law");
    2. an exact name with place words before or after it ("Cape Town Community Fire Safety
       By-law", "Tariff By-law of Matzikama"): the place words must be the work's place, as
       its jurisdiction's titles name it (:func:`places`);
    3. the works whose title (or place) holds every word of the hint; a principal law is
       preferred to its amendments ("the Sub-Council By-law") unless the hint says
       "amendment".

    ``labels`` are more titles (of amending acts without components: ``work-labels``) that tell
    a jurisdiction's place names. "as amended" after a name is no part of it.
    """
    unique: dict[str, Row] = {}
    for r in rows:
        unique.setdefault(str(r["work"]), r)
    works = list(unique.values())
    aliases = aliases or {}
    if hint.startswith(("http://", "https://")):
        return [r for r in works if r["work"] == hint]
    hint = _AS_AMENDED.sub("", hint).strip(" ,")
    wanted = _norm(hint)
    place = _places(tuple((str(r["work"]), str(r.get("title") or "")) for r in [*works, *labels]))

    def names(r: Row) -> frozenset[str]:
        work = str(r["work"])
        found = _names(str(r.get("title") or ""), work, tuple(aliases.get(work, ())))
        return found | _placeless(
            str(r.get("title") or ""), place.get(_jurisdiction(work), frozenset())
        )

    keys = {wanted, _compact(wanted)}
    exact = [r for r in works if keys & names(r)]
    if not exact and _without_year(wanted) != wanted:
        year = wanted.rsplit(" ", 1)[-1]
        exact = [
            r
            for r in works
            if _without_year(wanted) in names(r)
            and year in str(r.get("date") or "") + str(r.get("title") or "") + str(r["work"])
        ]
    if exact or exact_only:
        return exact
    words = wanted.split()
    qualified = []
    for r in works:
        own = place.get(_jurisdiction(str(r["work"])), frozenset()) | _PLACE_FILLER
        its = names(r)
        for k in range(1, len(words)):
            before, rest = words[:k], " ".join(words[k:])
            after, head = words[-k:], " ".join(words[:-k])
            if (set(before) <= own and rest in its) or (set(after) <= own and head in its):
                qualified.append(r)
                break
    if qualified:
        return qualified
    stems = _stems(hint)
    if not stems:
        return []
    found = []
    for r in works:
        own = place.get(_jurisdiction(str(r["work"])), frozenset())
        text = " ".join(
            [str(r.get("title") or ""), str(r["work"]), *aliases.get(str(r["work"]), ())]
        )
        have = _stems(text) + tuple(w[:7] for w in own)
        if all(any(h.startswith(s) for h in have) for s in stems):
            found.append(r)
    if fold(hint).strip() in _CONSTITUTION or _norm(hint) in _CONSTITUTION:
        found = [r for r in found if any(c[:7] in fold(str(r.get("title"))) for c in _CONSTITUTION)]
    if not _AMENDING.search(fold(hint)):
        principal = [r for r in found if not _AMENDING.search(fold(str(r.get("title") or "")))]
        if principal:
            found = principal
    return found


#: "as amended" (and "as amended to date", "conforme alterada") after a name: no part of it.
_AS_AMENDED = re.compile(
    r"[\s,]*\b(?:as\s+amended(?:\s+to\s+date)?|conforme\s+(?:alterad[ao]|emendad[ao])"
    r"|com\s+as\s+(?:alteracoes|alterações))\s*$",
    re.IGNORECASE,
)

#: Title words that make a work an amending act (a principal law is preferred to these when a
#: name matches both only in part).
_AMENDING = re.compile(
    r"\b(amendments?|amending|amendatory|alteracao|altera|emendas?|muutmise|modificacao"
    r"|modifica)\b"
)

#: Words that may stand beside a place name ("the City of", "Municipality"). Not "town": it
#: is part of a place's name ("Cape Town" is not "Cape Agulhas").
_PLACE_FILLER = frozenset(
    "city of the municipality metropolitan local district council municipal".split()
)

_PLACE_RUN = re.compile(
    r"^(?:the\s+)?(?:city\s+of\s+)?(?P<p>[^\W\d_]+(?:\s+[^\W\d_]+){0,3}?)\s+"
    r"(?:metropolitan\s+)?(?:local\s+)?municipality\b"
)
_PLACE_OF = re.compile(
    r"\bof\s+(?:the\s+)?(?P<p>[^\W\d_]+(?:\s+[^\W\d_]+){0,3}?)\s+"
    r"(?:metropolitan\s+)?(?:local\s+)?municipality\b"
)
_CITY_OF = re.compile(r"^(?:the\s+)?city\s+of\s+(?P<p>[^\W\d_]+(?:\s+[^\W\d_]+){0,2}?)\s*:")


def _jurisdiction(iri: str) -> str:
    """The jurisdiction part of a work's IRI (``…/eli/za-wc033/act/…`` → ``za-wc033``)."""
    tail = iri.rsplit("/eli/", 1)[-1]
    return tail.split("/", 1)[0]


@lru_cache(maxsize=64)
def _places(titles: tuple[tuple[str, str], ...]) -> dict[str, frozenset[str]]:
    """The place words of each jurisdiction, as its titles name the place: the part before a
    colon ("City of Cape Town: …", "eThekwini Municipality: …"), a run ending in
    "Municipality" ("Cape Agulhas Municipality Liquor …", "… of the Matzikama
    Municipality")."""
    out: dict[str, set[str]] = {}
    for iri, title in titles:
        t = " ".join(re.findall(r"[^\W\d_]+|:", fold(title)))
        bits = []
        if ":" in t:
            bits.append(t.split(":", 1)[0])
        for pattern in (_PLACE_RUN, _PLACE_OF, _CITY_OF):
            m = pattern.search(t)
            if m:
                bits.append(m.group("p"))
        words = {w for b in bits for w in b.replace(":", " ").split()} - _PLACE_FILLER
        out.setdefault(_jurisdiction(iri), set()).update(words)
    return {k: frozenset(v) for k, v in out.items()}


@lru_cache(maxsize=65_536)
def _placeless(title: str, place: frozenset[str]) -> frozenset[str]:
    """A title without the place it names first or last ("City of Cape Town: Events By-law" →
    "events by law"; "Tariff By-Law of the Matzikama Municipality" → "tariff by law")."""
    if not place:
        return frozenset()
    words = _norm(title.split(":", 1)[1] if ":" in title else title).split()
    allowed = place | _PLACE_FILLER
    lo = 0
    while lo < len(words) and words[lo] in allowed:
        lo += 1
    hi = len(words)
    if hi > lo and re.fullmatch(r"(1[89]|20)\d\d", words[hi - 1]):
        hi -= 1
    cut = hi
    for j in range(hi - 1, lo, -1):
        if words[j] == "of" and all(w in allowed for w in words[j + 1 : hi]):
            if any(w in place for w in words[j + 1 : hi]):
                cut = j
            break
    out = set()
    for a, b in ((lo, hi), (lo, cut)):
        name = " ".join(words[a:b])
        if name and any(w not in allowed for w in words[a:b]):
            out |= {name, _without_year(name)}
    return frozenset(n for n in out if n)


def listing(rows: Sequence[Row], limit: int = 5) -> str:
    """At most ``limit`` works, each once, as "title <iri>"."""
    shown = [f"{str(r.get('title') or '').strip(' ,')} <{r['work']}>" for r in rows[:limit]]
    more = len(rows) - limit
    return "; ".join(shown) + (f"; and {more} more" if more > 0 else "")


def resolve_work(
    hint: str | None,
    rows: Sequence[Row],
    aliases: Mapping[str, Sequence[str]] | None = None,
    labels: Sequence[Row] = (),
) -> Row:
    """The one work ``hint`` names (or the only work of the store when there is no hint).

    :raises PlanError: one line: no work, an unknown name, or an ambiguous one with at most 5
        candidates.
    """
    unique: dict[str, Row] = {}
    for r in rows:
        unique.setdefault(str(r["work"]), r)
    works = list(unique.values())
    if not works:
        raise PlanError("the store holds no work with components; ingest one first")
    if hint:
        found = match_works(hint, works, aliases, labels)
        if len(found) == 1:
            return found[0]
        if not found:
            raise PlanError(
                f"the store holds no work named {hint!r} (it has {len(works)}: "
                f"{listing(works)}); name one with --work"
            )
        raise PlanError(
            f"the work {hint!r} matches {len(found)} works: {listing(found)}; "
            "name one exactly (its title or IRI) or with --work"
        )
    if len(works) == 1:
        return works[0]
    raise PlanError(
        f"the store holds {len(works)} works ({listing(works)}); name one with --work "
        "or in the question"
    )
