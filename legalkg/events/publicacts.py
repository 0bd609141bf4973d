"""Acts of public bodies and courts outside an employment dispute: rulings and instruments.

A complaint against an agency, a city or an administration tells steps that are neither a
workplace act nor a filing of the complainant's: a court *enjoins* a removal or *lifts* a stay,
a party *obtains* a stay or *wins* a settlement in an earlier case, an office *releases*
guidance or *unveils* a plan, a body is *established by* an executive order or an agenda is
*advanced through* one, a template or a budget is *drafted*, an office is *dismantled*, a press
release is *issued*. The golds type them "other" (the press release a communication); the
frames, written for a firing or a charge, read none of them (a stay of terminations was read
as the terminations). The lexicons below are raw patterns for :mod:`.frames` (one tuple per
class of construction; :data:`OTHER_ACTS` and :data:`TOLD_ACTS` are the frames' two rows),
each seen in complaints of two sets but the court's ruling (read at work in unseen 9 only):

- a court's ruling on a case (unseen 9: "a district court initially enjoined the termination,
  the D.C. Circuit lifted the stay"; unseen 2's "this Court entered a preliminary injunction"
  is the frames' own): the court named as the subject of a past verb of ruling;
- a ruling or a settlement obtained by a party (unseen 9: "successfully obtained a broader
  stay"; unseen 10: "won a $72,000 monetary settlement in that lawsuit");
- a writing of policy put out by an office (unseen 9: "released new guidance regarding
  investigatory procedures", "memoranda issued by political leadership", "unveiled a “Merit
  Hiring Plan”"; unseen 6's "issued a policy change" is the frames' own "issue … policy"); not
  when it is sent to someone ("issued a Memorandum to all Chancellors") or told by what it
  instructs ("issued guidance …, advising agencies that …"): those are communications;
- an act done by an executive order (unseen 10: "established by Executive Order 14158",
  "created by the President via Executive Order 145"; unseen 9: "advanced this agenda through
  Executive Order 14,171"), its capitals kept: "set aside legislation by executive order"
  tells what a President may not do, not an act;
- a writing drafted, an office dismantled, a press release issued (below, each with its
  sentences).

What a court *should* do (the prayer: "be enjoined permanently", "that the Court set aside")
is no act: only the past forms are read, with the court as their subject.

>>> from legalkg.events.frames import kind_of
>>> kind_of("the appeals court swiftly vacated the zoning order")
'other'
>>> kind_of("the union secured a temporary injunction against the closure")
'other'
>>> kind_of("the bureau quietly published revised guidance on inspections")
'other'
>>> kind_of("the commission was formed by Executive Order 9981")
'other'
>>> kind_of("the Court should vacate the rule") is None
True
"""

from __future__ import annotations

#: Who rules on a case: a court by any of its names, a judge, a tribunal.
_COURT = r"(?:court|circuit|judge|justice|tribunal)"

#: A court's ruling, told with the court as the subject of a past verb ("a district court
#: initially enjoined the termination", "the D.C. Circuit lifted the stay on appeal").
#: (the verb's own tense only: "set aside", "strike down" read the same in a prayer)
COURT_RULINGS: tuple[str, ...] = (
    r"\b" + _COURT + r"\s+(?:\w+ly\s+|later\s+|then\s+|also\s+)?"
    r"(?:enjoined|stayed|vacated|lifted|dissolved|reversed|overturned|blocked)\b",
)

#: A ruling or a settlement a party obtained ("successfully obtained a broader stay of over
#: 5,000 probationary terminations", "won a $72,000 monetary settlement in that lawsuit").
RULINGS_OBTAINED: tuple[str, ...] = (
    # (not "would have obtained": what might have been)
    r"(?<!would\shave\s)(?<!could\shave\s)(?<!might\shave\s)\b(?:obtained|won|secured)\s+"
    r"(?:an?\s+|the\s+)?(?:[\w$,.-]+\s+){0,3}?"
    r"(?:stay|injunction|settlement|judgment|verdict|restraining\s+order|consent\s+decree)s?\b",
)

#: What is put out: a writing that sets how an office works (not a letter, not a report).
_POLICY_WRITING = r"(?:guidance|memorand(?:a|um|ums)|plans?|polic(?:y|ies)|directives?)"
#: Not sent to someone, not told by what it instructs (those are communications).
_NOT_SENT = (
    r"(?!\s+(?:[\w-]+\s+){0,6}?to\s+(?:(?:all|the|its|their|every|each|his|her)\b|(?-i:[A-Z]))|"
    r"[^.;]{0,90}?,\s*(?:advising|directing|instructing|telling|informing|notifying|asking)\b)"
)

#: A writing of policy released or unveiled ("released new guidance regarding investigatory
#: procedures", "unveiled a “Merit Hiring Plan”"), and its passive ("memoranda issued by
#: political leadership"). ("issued a policy" is the frames' own "issue … policy".)
POLICY_RELEASES: tuple[str, ...] = (
    r"\b(?:released|unveiled|published|promulgated|rolled\s+out)\s+"
    r"(?:an?\s+|the\s+|its\s+|their\s+)?"
    r"(?:new\s+|revised\s+|updated\s+|interim\s+)?[“\"]?(?:(?-i:[A-Z])[\w-]*\s+){0,3}"
    + _POLICY_WRITING
    + r"\b"
    + _NOT_SENT,
    r"\bissued\s+(?:an?\s+|the\s+|its\s+|their\s+)?(?:new\s+|revised\s+|updated\s+|interim\s+)?"
    r"(?:guidance|memorand(?:a|um|ums))\b" + _NOT_SENT,
    r"\b(?:guidance|memorand(?:a|um|ums)|polic(?:y|ies)|directives?)\s+(?:was\s+|were\s+)?"
    r"(?:issued|released|unveiled|published|promulgated)\s+by\b",
)

#: An act done by an executive order named by its number ("established by Executive Order
#: 14158", "created by the President via Executive Order 145", "advanced this agenda through
#: Executive Order 14,171"); the number may be blanked as an inline line number, the order's
#: capitals may not be dropped ("by executive order" is how a power is named).
ORDERED_ACTS: tuple[str, ...] = (
    r"\b(?:established|created|formed|set\s+up|advanced|reinstated|implemented|launched)\s+"
    r"(?:[\w’'-]+\s+){0,5}?(?:by|through|via|under)\s+(?-i:Executive\s+Orders?)\b",
)

#: A writing a body drafts or makes for its own acts: a template, an agreement, a budget, a
#: spreadsheet, a list, a plan (unseen 9: "USDA created two template termination letters";
#: unseen 10: "The Cooperative Agreement and budget were drafted in conjunction with NEH
#: staff"). The object carries a determiner or a number: a bare plural is the habitual work of
#: a post ("issued subpoenas, and drafted settlement agreements" is what an attorney did).
_DRAFTED_WRITING = r"(?:templates?|agreements?|budgets?|spreadsheets?|memos?|plans?)"
WRITINGS_DRAFTED: tuple[str, ...] = (
    r"\b(?:drafted|created|prepared|compiled)\s+(?:an?|the|its|their|his|her|one|two|three|"
    r"four|five|several|\d+)\s+(?:[\w-]+\s+){0,3}?" + _DRAFTED_WRITING + r"\b",
    # (the noun in lower case: "The Cooperative Agreement" opening the sentence reads as a
    # title to the rules; "… and budget were drafted" is read at its last noun)
    r"\b(?-i:" + _DRAFTED_WRITING[3:-1] + r")\s+(?:was|were|had\s+been)\s+(?:\w+ly\s+)?"
    r"(?:drafted|created|prepared|compiled)\b",
)

#: What an office is made of, taken apart: an office, a division, a program, a channel of
#: reports eliminated, dismantled, abolished or shut down (unseen 9: "the Administration has
#: eliminated or dramatically cut civil rights offices in other agencies", "multiple channels
#: for reporting housing discrimination have been shut down"; unseen 10: "the NEH has
#: effectively eliminated or nearly eliminated entire divisions and programs"). A post
#: eliminated is a person's job lost (the frames' own); an office is no one.
_UNIT = r"(?:offices?|divisions?|programs?|channels?|units?|bureaus?)"
UNITS_DISMANTLED: tuple[str, ...] = (
    r"\b(?:eliminated|dismantled|abolished|shut\s+down)\s+(?:or\s+(?:\w+ly\s+)?[a-z]+\s+)?"
    r"(?:[\w-]+\s+){0,4}?" + _UNIT + r"\b",
    r"\b(?-i:" + _UNIT[3:-1] + r")\s+(?:[\w-]+\s+){0,5}?(?:was|were|ha(?:ve|s|d)\s+been)\s+"
    r"(?:\w+ly\s+)?(?:eliminated|dismantled|abolished|shut\s+down)\b",
)

#: A body's word to the public put out as a writing: a press release, public statements
#: issued (unseen 10: "NEH issued a press release titled …"; unseen 9: "issued public
#: statements affirming OSC's statutory role"): a communication, like the frames' "made
#: public statements" (rounds 8: Flood v. FGCU, the H.B. 2 complaint).
PUBLIC_WRITINGS: tuple[str, ...] = (
    r"\b(?:issued|released|published|put\s+out)\s+(?:an?\s+|the\s+|its\s+|their\s+|his\s+|her\s+)?"
    r"(?:[\w-]+\s+){0,2}?(?:press\s+releases?|news\s+releases?|public\s+statements?)\b",
)

#: The frames' rows (:data:`.frames.FRAMES`): the acts typed "other", and the communications.
OTHER_ACTS: tuple[str, ...] = (
    COURT_RULINGS
    + RULINGS_OBTAINED
    + POLICY_RELEASES
    + ORDERED_ACTS
    + WRITINGS_DRAFTED
    + UNITS_DISMANTLED
)
TOLD_ACTS: tuple[str, ...] = PUBLIC_WRITINGS
