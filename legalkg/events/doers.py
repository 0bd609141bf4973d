"""Who did an act, as the sentence that tells it in the question's words says (issue 30,
eleventh round).

A "who" answer lists the agents the graph puts on the act it finds. A merged act holds the
agents of every sentence merged into it, and an extractor may put a wrong one on it: the
Edrei graph's one firing of the LRAD had the police department, the Commissioner and a
plaintiff as its agents, while the sentences that tell the firing say "Defendants Maguire and
JD#2 fired the LRAD at Plaintiffs" — and the answer then added a "by …" phrase read from yet
another sentence. A "who" answer must never name as doer someone its sentence does not make
the doer. So the sentence comes first:

- of the act's sentences, those that use the question's verb (in the same form: "fired",
  "was fired … by") with a doer one can read — the words just before the verb in the active
  ("Defendants Maguire and JD#2 fired the LRAD"), the "by …" phrase after it in the passive
  ("was pushed out of view by officers") — and that share most words with the question;
  among them the doer most of them give (a merged act tells the same firing five times);
- that doer is compared with the graph's agents: when every agent is named in it and it names
  no one else, the graph's names stand; otherwise the answer gives the sentence's doer and
  says that it is read from that sentence (:func:`doer_disagrees`).

A sentence whose verb has no readable doer ("he fired", "it was fired") gives nothing, and
the graph's agents stand as before.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

#: words that stand before a verb without being its subject's name
_LEAD = frozenset("On In By The Then After When And But Also Thereafter Later Finally".split())

#: the bare words of a party's side, no one's name
_GENERIC = frozenset(
    "defendant defendants plaintiff plaintiffs the and of officer officers co-plaintiff".split()
)

#: a be-verb before a participle makes it a passive ("was fired", "were quickly fired")
_BE = re.compile(r"\b(?:was|were|been|being|is|are|be)\s+(?:\w+ly\s+)?$", re.IGNORECASE)

#: a name's run of words before a verb: capitalised words, "and", "of", "the", "#2", "JD#2"
_NAME_RUN = re.compile(r"((?:(?:[A-Z][\w'’.#-]*|and|of|the|&)\s+)*[A-Z][\w'’.#-]*)\s+$")

#: the doer after "by": a name ("by the City of Pittsburgh", "by Defendants Maguire and JD#2")
#: or people named by a plural agent noun ("by officers", "by police officers")
_BY = re.compile(
    r"^[^.;]{0,80}?\bby\s+((?:the\s+)?(?:[A-Z][\w'’.#-]*(?:\s+(?:[A-Z][\w'’.#-]*|of|and|the))*"
    r"|(?:police\s+)?[a-z]+(?:ers|ors|ists)\b|police))"
)

#: words of a question that choose no sentence
_QUIET = frozenset(
    "the and that this with from into their them they was were who whom did does has had "
    "been his her its for".split()
)


def _verb(clause: str) -> str | None:
    """The question's verb: the first word of its clause ("fired the LRAD …"), or the
    participle of a passive question ("was Edrei pushed out of view by" → "pushed")."""
    words = re.findall(r"[A-Za-z][\w'’-]*", clause)
    if not words:
        return None
    if words[0].casefold() in ("was", "were", "is", "are"):
        return next((w for w in words[1:] if re.fullmatch(r"[a-z]{3,}(?:ed|en)", w)), None)
    first = words[1] if re.fullmatch(r"[a-z]+ly", words[0]) and len(words) > 1 else words[0]
    return first if re.fullmatch(r"[a-z]{3,}(?:ed|d|t|k)", first) else None


def _trim(phrase: str) -> str:
    words = phrase.split()
    while words and words[0] in _LEAD:
        words.pop(0)
    while words and words[-1] in ("and", "of", "the", "&"):
        words.pop()
    if words and re.fullmatch(r"\w{3,}[.,]", words[-1]):  # the sentence's full stop
        words[-1] = words[-1][:-1]
    return " ".join(words)


def doer_in(sentence: str, verb: str) -> tuple[str, str] | None:
    """The doer ``sentence`` gives ``verb`` — the name just before it in the active, the
    "by …" phrase after it in the passive — and the sentence's words after the verb; None
    when neither is a name. An aside between the subject and the verb ("OSC, under the
    leadership of …, issued") is passed over.

    >>> doer_in("On May 2, Captains Ada Ruiz and Bo Lind fired the cannon at us.", "fired")[0]
    'Captains Ada Ruiz and Bo Lind'
    >>> doer_in("The cannon was fired at the crowd by the Town of Elm.", "fired")
    ('the Town of Elm', ' at the crowd by the Town of Elm.')
    >>> doer_in("Ms. Ruiz was pushed aside by troopers.", "pushed")[0]
    'troopers'
    >>> doer_in("The Board, under the lead of its chair, adopted the rule.", "adopted")[0]
    'Board'
    >>> doer_in("He fired the cannon.", "fired") is None
    True
    """
    text = " ".join(sentence.split())
    for m in re.finditer(rf"\b{re.escape(verb)}\b", text):
        before, rest = text[max(0, m.start() - 160) : m.start()], text[m.end() :]
        if _BE.search(before):
            by = _BY.match(rest)
            if by:
                return _trim(by.group(1)), rest
            continue
        before = re.sub(r"\s+\w+ly\s+$", " ", before)  # "repeatedly fired"
        before = re.sub(r",\s+[a-z][^,;]*,\s*$", " ", before)  # ", under the leadership of …,"
        run = _NAME_RUN.search(re.split(r"[,;:(“”\"]", before)[-1])
        if run:
            name = _trim(run.group(1))
            if name and name.split()[-1] not in ("I", "It", "He", "She", "They", "We"):
                return name, rest
    return None


def sentence_doer(event: dict[str, Any], clause: str | None) -> tuple[str, str, str] | None:
    """The doer of ``event`` read from its sentences that use the question's verb (the doer
    most of the best-matching ones give), the id of the first sentence that gives it and that
    sentence's words after the verb; None when no sentence of the event gives the verb a
    doer."""
    verb = _verb(clause or "")
    if verb is None:
        return None
    asked = {
        w[:5] for w in re.findall(r"[a-z][a-z'’-]+", (clause or "").casefold()) if w not in _QUIET
    }
    said = set(re.findall(r"[a-z][a-z'’-]*", (clause or "").casefold()))
    read: list[tuple[int, str, str, str]] = []
    for sid, text in event.get("_sents", {}).items():
        got = doer_in(text, verb)
        if got is None:
            continue
        # what the question does the act to is not its doer ("fired on by the LRAD")
        own = set(re.findall(r"[a-z][a-z'’-]*", got[0].casefold())) - _GENERIC
        if not own <= said:
            words = {w[:5] for w in re.findall(r"[a-z][a-z'’-]+", text.casefold())}
            read.append((len(asked & words), sid, *got))
    if not read:
        return None
    best = max(x[0] for x in read)
    top = [x for x in read if x[0] == best]
    most = Counter(x[2] for x in top).most_common()
    chosen = next(d for d, k in most if k == most[0][1])
    _, sid, doer, rest = next(x for x in top if x[2] == chosen)
    return doer, sid, rest


def doer_disagrees(doer: str, agents: list[dict[str, Any]], rest: str = "") -> bool:
    """Whether the sentence's doer and the graph's agents differ: a name in the doer that is
    no agent's; an agent on the plaintiff side the doer does not name; an agent the sentence
    names after its verb (the one the act is done to). An agent the sentence does not name at
    all may be told by another sentence of the act (a merged act), and stands. A bare
    "Defendants" names the defendants, "Plaintiffs" the plaintiffs.

    >>> ada = {"label": "Ada Ruiz", "words": {"ada", "ruiz"}, "legal_roles": {"defendant"}}
    >>> bo = {"label": "Bo Lind", "words": {"bo", "lind"}, "legal_roles": {"plaintiff"}}
    >>> town = {"label": "Town of Elm", "words": {"town", "elm"}, "legal_roles": {"defendant"}}
    >>> doer_disagrees("Defendant Ruiz", [ada]), doer_disagrees("Defendant Ruiz", [ada, bo])
    (False, True)
    >>> doer_disagrees("Defendants", [ada]), doer_disagrees("Ruiz and Captain Kay", [ada])
    (False, True)
    >>> doer_disagrees("Ruiz", [ada, town]), doer_disagrees("Ruiz", [ada, town], " at the Town")
    (False, True)
    """
    said = set(re.findall(r"[a-z][a-z'’-]*", doer.casefold()))
    after = set(re.findall(r"[a-z][a-z'’-]*", rest.casefold()))
    generic = said & {"defendant", "defendants", "plaintiff", "plaintiffs"}
    names = said - _GENERIC
    for a in agents:
        words = {str(w) for w in a.get("words", ())} or set(str(a["label"]).casefold().split())
        side = {r.split("-")[0] for r in a.get("legal_roles", ())}
        if words & said or any(g.rstrip("s") in side for g in generic) and not names:
            continue
        if side & {"plaintiff", "charging", "intervenor"} or words & after:
            return True
    covered = {w for a in agents for w in a.get("words", ())} | {
        w for a in agents for _, told in a.get("posts", ()) for w in told
    }
    run = re.findall(r"[a-z][a-z'’-]*", doer.casefold())
    # a word just before a name the graph holds is its title ("Warden Kim", "Lieutenant
    # Maguire")
    titles = {w for w, nxt in zip(run, run[1:], strict=False) if nxt in covered}
    return bool({n for n in names if len(n) > 2} - covered - titles - _TITLES)


#: words of a post, said with a name, that no entity need hold ("Lieutenant Maguire")
_TITLES = frozenset(
    "lieutenant lt sergeant sgt captain capt commissioner chief officer director president "
    "acting deputy mr ms mrs dr".split()
)


def who_did(
    event: dict[str, Any],
    clause: str | None,
    names: str,
    entities: list[dict[str, Any]],
) -> tuple[str, str] | None:
    """The doer a "who" answer gives ``event`` and what it says of it, when the act's
    sentence decides: the graph's ``names`` when the sentence that tells the act in the
    question's words names the same agents (no "by …" of another sentence added), else that
    sentence's doer, said to be read from it. None when no sentence gives the verb a doer.

    >>> ev = {"participants": [{"iri": "b", "role": "agent", "label": "Bo Lind"}],
    ...       "_sents": {"s4": "Captain Ruiz fired the cannon at Bo Lind."}}
    >>> ents = [{"iri": "b", "label": "Bo Lind", "words": {"bo", "lind"},
    ...          "legal_roles": {"plaintiff"}}]
    >>> who_did(ev, "fired the cannon", "Bo Lind", ents)
    ('Captain Ruiz', ' (so its sentence s4 says; the graph gives the act other agents)')
    """
    read = sentence_doer(event, clause)
    if read is None:
        return None
    doer, sid, rest = read
    by_iri = {e["iri"]: e for e in entities}
    agents = [by_iri.get(p["iri"], p) for p in event["participants"] if p["role"] == "agent"]
    if agents and not doer_disagrees(doer, agents, rest):
        return names, ""
    other = "; the graph gives the act other agents" if agents else ""
    return doer, f" (so its sentence {sid} says{other})"
