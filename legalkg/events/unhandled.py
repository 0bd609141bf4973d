"""What an agency or an official left undone, told by the shape of a negated handling verb.

Issue 30, tenth round (late). The frames (:mod:`.frames`) read a failure to act by the words
of a workplace ("failed to investigate", "never responded to her requests"); a story of public
bodies tells it through what was never done with a file, a claim, a payment or a due: a verb
of *handling* (processing, reviewing, paying, approving, adjusting, providing) in the negated
perfect or passive — an auxiliary, "not"/"never", the participle:

- with the one who owed it after "by" ("the reimbursement requests have not been processed by
  NEH", "the claims were not adjusted by the Comptroller's Office", "spent by the council but
  not reimbursed by NEH");
- with what was owed as the subject ("That Notice of Action was never provided") or the one
  who owed it ("it has not provided break time for the purpose of expressing breast milk").

Seen in Oregon Humanities v. DOGE, Edrei v. Bratton (tenth round) and Schwartzkopf v. Frontier
(seventh). A failure to act, never the act the file would have led to. Not read so: a clause
under a condition or a modal ("if the claim is not processed by the clerk"); a relative clause
with no agent ("grant money that has not yet been disbursed": a thing's state); "until" in the
sentence ("was not informed of it until October 17", "Until 2002, the crews were not provided
…": done, late); a person not told or given something with no one named as owing it ("she was
never given a list", "were never informed of any concerns": the golds read these as
background); verbs of feeling or harm ("was not affected by") are no handling.

>>> t = "The two invoices she sent in March have still not been paid by the county."
>>> [(k, t[a:b]) for a, b, k in unhandled_acts(t, [])]
[('failure-to-act', 'paid')]
>>> unhandled_acts("If the form is not processed by the clerk, the fee is lost.", [])
[]
"""

from __future__ import annotations

import re

#: Verbs of handling what someone owes: a file, a payment, a request, a notice, a person's due
#: (past participles). Verbs of feeling or of harm ("affected", "harmed") are no duty.
_HANDLED = (
    r"(?:processed|reviewed|reimbursed|paid|adjusted|answered|approved|addressed|"
    r"investigated|provided|issued|disbursed|released|informed|notified|given|offered|"
    r"acted\s+(?:up)?on|responded\s+to|resolved)"
)

#: The negated passive: an auxiliary, "not"/"never" (with "still", "yet", "even", "been" and
#: one adverb around it), the handling verb; "but not <verb> by" after a coordinated verb.
_NEG_PASSIVE = re.compile(
    r"(?i:\b(?:has|have|had|was|were)\s+(?:still\s+)?(?:not|never)\s+(?:yet\s+|even\s+)?"
    r"(?:been\s+)?(?:\w+ly\s+)?(?P<verb>" + _HANDLED + r")\b"
    r"|\bbut\s+(?:not|never)\s+(?:yet\s+)?(?P<verb2>" + _HANDLED + r")\s+by\b)"
)
#: "by" and who did not handle it, right after the verb (a name, an office: "by the Board of
#: Appeals", or one noun: "by the county")
_BY = re.compile(
    r"\s+by\s+(?:the\s+)?(?:[A-Z][\w’'-]*(?:\s+(?:(?:of|for|and|on)\s+)?[A-Z][\w’'-]*){0,5}|"
    r"[a-z][\w’'-]*)"
)

#: "until" later in the clause: the act was done late, not left undone
_UNTIL = re.compile(r"[^;:.]{0,150}?\buntil\b")

#: "Until some months after …, the crews were not provided …": done at last
_UNTIL_BEFORE = re.compile(r"(?i:\buntil\b[^;:.]{0,150}$)")
#: Verbs whose subject is the person not served ("was not informed", "was never given", "were
#: not provided with"): a failure to act only with the one who owed it named ("by …")
_TO_PERSON = re.compile(r"(?i:\b(?:informed|notified|given|offered|provided\s+with)\b)")

#: A relative pronoun right before the auxiliary
_RELATIVE = re.compile(r"(?i:\b(?:that|which|who)\s+$)")

#: A condition, a modal, a question or a purpose before, in the same clause: not told as done
_UNTOLD = re.compile(
    r"(?i:\b(?:if|unless|whether|would|could|might|may|will|shall|should|must|once|when)\b"
    r"[^,;:.]{0,120}$)"
)


def _unhandled(text: str) -> list[tuple[int, int, int, int]]:
    """The negated passives of handling a sentence tells as done (see above): the span of
    the whole construction and that of its verb."""
    found: list[tuple[int, int, int, int]] = []
    for m in _NEG_PASSIVE.finditer(text):
        if _UNTOLD.search(text[max(0, m.start() - 120) : m.start()]):
            continue
        by = _BY.match(text, m.end() - 3 if m.group(0).endswith("by") else m.end())
        if by is None and _RELATIVE.search(text[max(0, m.start() - 12) : m.start()]):
            # "grant money that has not yet been disbursed": the state of a thing named, no
            # one's act; with its agent ("requests that have not been processed by NEH") the
            # relative tells who left it undone
            continue
        if by is None and _TO_PERSON.search(text, m.start(), m.end() + 5):
            # "she was never given a list", "were not informed of any concerns": a person not
            # told or given something, no one named as owing it; the complaints' authors read
            # these as background, not acts (a file not handled is an act of its handler)
            continue
        if _UNTIL.match(text, m.end()) or _UNTIL_BEFORE.search(text[: m.start()]):
            # "was not informed of it until October 17": done, on that day (a frame's act)
            continue
        verb = "verb" if m.group("verb") else "verb2"
        found.append((m.start(), by.end() if by else m.end(), m.start(verb), m.end(verb)))
    return found


def told_unhandled(text: str) -> bool:
    """Whether a sentence the fact score reads as procedure tells a failure to act all the
    same: a negated passive of handling with its agent ("were not adjusted by the
    Comptroller's Office") or with a short subject opening the sentence ("That grant
    application has not been processed"): a file's history, not the law's."""
    for a, b, _, _ in _unhandled(text):
        if re.search(r"\sby\s", text[a:b]) or re.fullmatch(
            r"\s*(?:\d{1,3}\s*\.\s*)?(?:[\w’'-]+\s+){1,6}", text[:a]
        ):
            return True
    return False


def unhandled_acts(text: str, acts: list[tuple[int, int, str]]) -> list[tuple[int, int, str]]:
    """The frames' acts of a sentence (start, end, type) with the failures to act the
    constructions above tell; an act of another type inside the span of one is the content
    of what was not handled ("the terminations were not processed") and gives way to it."""
    found = _unhandled(text)
    if not found:
        return acts
    out = [
        x
        for x in acts
        if not any(a <= x[0] < b for a, b, _, _ in found)
        and not (x[2] == "failure-to-act" and any(x[0] < b and a < x[1] for a, b, _, _ in found))
    ]
    # the verb alone is the act's span: the auxiliary before it reads as a passive and the
    # "by" after it gives the agent (:func:`legalkg.events.rules.stage1`)
    out.extend((v, w, "failure-to-act") for _, _, v, w in found)
    return sorted(out)


#: The auxiliary and the negation before a handling verb ("has not yet been ", "were never ")
_NEGATION_BEFORE = re.compile(
    r"(?i:\b(?:has|have|had|was|were)\s+(?:still\s+)?(?:not|never)\s+(?:yet\s+|even\s+)?"
    r"(?:been\s+)?(?:\w+ly\s+)?$|\b(?:not|never)\s+(?:yet\s+)?$)"
)


def negated_start(text: str, start: int) -> int:
    """Where the quote of a failure to act read at ``start`` begins: at its auxiliary and
    negation when they stand right before ("has not been processed by NEH"), so that the label
    never reads the act as done.

    >>> t = "The fee was never refunded by the city."
    >>> t[negated_start(t, t.index("refunded")) :]
    'was never refunded by the city.'
    """
    m = _NEGATION_BEFORE.search(text[max(0, start - 40) : start])
    return start - len(m.group(0)) if m else start
