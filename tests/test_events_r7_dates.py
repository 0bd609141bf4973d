"""Issue 30, seventh round: dates and relations of long complaints (``legalkg.events.dating``,
``dates``, ``relations``). The events are built by hand, so each rule is checked apart from
which events the extractor finds; the sentences are written for these tests."""

from __future__ import annotations

from event_model_kit import event_of, pairs_of, sentences_of, text_of

from legalkg.events.dates import find_dates
from legalkg.events.dating import attach, relate
from legalkg.events.model import Evidence, Relation
from legalkg.events.relations import document_relations

_sentences, _event, _text, _pairs = sentences_of, event_of, text_of, pairs_of


# ------------------------------------------------------------------------------------------
# dates


def test_an_act_done_on_one_day_and_effective_the_next_takes_the_day_it_was_done() -> None:
    ss = _sentences(
        "On or about May 3, 2019, the manager handed Ms. Doe a letter ending her job, "
        "effective May 4, 2019.",
        "The company ended her job; her last day of work at the plant was May 10, 2019.",
    )
    fired = _event("e1", "termination", ("s1", "letter ending her job"), ("s2", "ended her job"))
    (dated,) = attach([fired], ss, _text(ss))
    assert dated.date is not None and dated.date.value == "2019-05-03"
    # told alone, the day it took effect is still its date (the text gives no other)
    only = _sentences("The company ended her job effective May 4, 2019.")
    (alone,) = attach([_event("e1", "termination", ("s1", "ended her job"))], only)
    assert alone.date is not None and alone.date.value == "2019-05-04"
    # a last day of employment dates the end of employment, never another act of its sentence
    both = _sentences(
        "The company dismissed Ms. Doe (after passing her over for the new post), and her "
        "last day at the plant was May 10, 2019."
    )
    ended = _event("e1", "termination", ("s1", "dismissed Ms. Doe"))
    passed = _event("e2", "adverse-action", ("s1", "passing her over for the new post"))
    out = {e.id: e for e in attach([ended, passed], both, _text(both))}
    assert out["e1"].date is not None and out["e1"].date.value == "2019-05-10"
    assert out["e2"].date is None


def test_a_relative_day_counts_from_the_act_it_names() -> None:
    ss = _sentences(
        "On June 2, 2018, Ms. Doe received a letter from the director, sharp in tone.",
        "She read it twice.",
        "She showed it to a colleague.",
        "The colleague said nothing.",
        "Nobody called.",
        "Five days after receiving the director's curt letter, Ms. Doe was summoned to a "
        "disciplinary hearing.",
    )
    letter = _event("e1", "communication", ("s1", "received a letter"), date=None)
    hearing = _event("e2", "discipline", ("s6", "was summoned to a disciplinary hearing"))
    out = {e.id: e for e in attach([letter, hearing], ss, _text(ss))}
    assert out["e1"].date is not None and out["e1"].date.value == "2018-06-02"
    assert out["e2"].date is not None and out["e2"].date.value == "2018-06-07"
    # "five days later" with no named act, told that far away: no date rather than a guess
    ss2 = _sentences(*[s.text for s in list(ss.values())[:5]], "Five days later, she was fired.")
    fired = _event("e2", "termination", ("s6", "she was fired"))
    out2 = {e.id: e for e in attach([letter, fired], ss2, _text(ss2))}
    assert out2["e2"].date is None


def test_a_scene_dated_by_took_place_dates_the_act_told_in_it() -> None:
    ss = _sentences(
        "Then, during the staff meeting that took place on or about March 9, 2020, a sergeant "
        "mocked Ms. Doe in front of the squad.",
        "He joined a protest that took place on March 1, 2020, and later resigned.",
    )
    mocked = _event("e1", "harassment", ("s1", "a sergeant mocked Ms. Doe"))
    quit_ = _event("e2", "resignation", ("s2", "later resigned"))
    out = {e.id: e for e in attach([mocked, quit_], ss, _text(ss))}
    assert out["e1"].date is not None and out["e1"].date.value == "2020-03-09"
    assert out["e2"].date is None  # the protest's day, not the resignation's


def test_one_of_two_years_is_a_period_but_orders_nothing_inside_it() -> None:
    (m,) = find_dates("The director had, in 2016 or 2017, moved a junior clerk into the post.")
    assert m.date is not None
    assert (m.date.value, m.date.end, m.date.approximate) == ("2016-01-01", "2017-12-31", True)
    # "between 2016 and 2017" is still a period the text bounds
    (b,) = find_dates("between 2016 and 2017")
    assert b.date is not None and (b.date.value, b.date.end) == ("2016-01-01", "2017-12-31")
    ss = _sentences(
        "The director had, in 2016 or 2017, moved a junior clerk into the post.",
        "In March 2017, Ms. Doe complained to the board.",
    )
    moved = _event("e1", "adverse-action", ("s1", "moved a junior clerk into the post"))
    told = _event("e2", "complaint", ("s2", "Ms. Doe complained to the board"))
    events = attach([moved, told], ss, _text(ss))
    kept, _ = relate(events, [], ss)
    assert not [r for r in kept if r.type == "OVERLAP"]


# ------------------------------------------------------------------------------------------
# the order the dates give


def test_dates_order_the_acts_told_together_not_those_told_pages_apart() -> None:
    filler = [f"Paragraph {i} says nothing new." for i in range(14)]
    ss = _sentences(
        "On April 1, 2021, the foreman shoved Ms. Doe.",
        "On April 3, 2021, she reported the shove to the plant manager.",
        *filler,
        "COUNT ONE",
        "On April 20, 2021, the plant manager cut her shifts.",
        "On May 1, 2022, Ms. Doe filed this action.",
    )
    shove = _event("e1", "harassment", ("s1", "the foreman shoved Ms. Doe"))
    report = _event("e2", "complaint", ("s2", "she reported the shove"))
    cut = _event("e3", "adverse-action", ("s18", "the plant manager cut her shifts"))
    suit = _event("e4", "lawsuit", ("s19", "Ms. Doe filed this action"))
    events = attach([shove, report, cut, suit], ss, _text(ss))
    kept, _ = relate(events, [], ss)
    pairs = {(r.source, r.target) for r in kept if r.type == "BEFORE"}
    assert ("e1", "e2") in pairs  # told one after the other
    assert ("e2", "e3") not in pairs  # pages apart: the dates alone order them
    assert ("e3", "e4") in pairs  # the suit comes after the acts it sues for


def test_a_same_time_relation_must_agree_with_the_dates() -> None:
    ss = _sentences("On May 5, 2020, X.", "On May 9, 2020, Y.")
    a = _event("a", "other", ("s1", "X"), date="2020-05-05")
    b = _event("b", "other", ("s2", "Y"), date="2020-05-09")
    same = Relation("r1", "SAME-TIME", "a", "b", (Evidence("s2", "Y"),), 0.6)
    kept, dropped = relate([a, b], [same], ss)
    assert not [r for r in kept if r.type == "SAME-TIME"]
    assert dropped and dropped[0]["why"] == "the dates do not overlap"


# ------------------------------------------------------------------------------------------
# relations the wording states


def test_on_the_same_day_is_the_same_time_as_the_act_told_just_before() -> None:
    ss = _sentences(
        "On July 8, 2022, the agency denied Mr. Roe's grievance.",
        "On the same day, the warden moved Mr. Roe to the night shift.",
    )
    denial = _event("e1", "communication", ("s1", "the agency denied Mr. Roe's grievance"))
    move = _event("e2", "adverse-action", ("s2", "the warden moved Mr. Roe to the night shift"))
    assert ("SAME-TIME", "e1", "e2") in _pairs(document_relations([denial, move], ss))


def test_a_leading_perfect_participle_tells_the_earlier_act() -> None:
    ss = _sentences(
        "Having gotten no reply from the supervisor about the slurs, Mr. Roe wrote to the "
        "regional director."
    )
    silence = _event("e1", "failure-to-act", ("s1", "gotten no reply from the supervisor"))
    wrote = _event("e2", "complaint", ("s1", "Mr. Roe wrote to the regional director"))
    assert ("BEFORE", "e1", "e2") in _pairs(document_relations([silence, wrote], ss))


def test_from_that_point_on_and_therefore_link_the_act_told_just_before() -> None:
    ss = _sentences(
        "The captain told the lieutenant that Mr. Roe had filed a grievance.",
        "From that point on, the lieutenant assigned Mr. Roe the worst posts.",
        "The review rated Mr. Roe below standard.",
        "Mr. Roe, therefore, asked the chief for a hearing.",
    )
    told = _event("e1", "communication", ("s1", "The captain told the lieutenant"))
    posts = _event("e2", "retaliation", ("s2", "the lieutenant assigned Mr. Roe the worst posts"))
    review = _event("e3", "adverse-action", ("s3", "The review rated Mr. Roe below standard"))
    asked = _event("e4", "complaint", ("s4", "asked the chief for a hearing"))
    pairs = _pairs(document_relations([told, posts, review, asked], ss))
    assert ("BEFORE", "e1", "e2") in pairs
    assert ("CAUSES", "e3", "e4") in pairs
    # "This left him …": the act told just before brought about the sentence's act
    left = _sentences(
        "The board gave the open post to a junior colleague.",
        "This left Mr. Roe in a lesser role.",
    )
    gave = _event("e1", "adverse-action", ("s1", "The board gave the open post"))
    lesser = _event("e2", "demotion", ("s2", "This left Mr. Roe in a lesser role"))
    assert ("CAUSES", "e1", "e2") in _pairs(document_relations([gave, lesser], left))
    # no such opening: nothing is read from the sentence before
    plain = _sentences(ss["s3"].text, "Mr. Roe asked the chief for a hearing.")
    asked2 = _event("e4", "complaint", ("s2", "asked the chief for a hearing"))
    review2 = _event("e3", "adverse-action", ("s1", "The review rated Mr. Roe below standard"))
    assert not [r for r in document_relations([review2, asked2], plain) if r.type == "CAUSES"]


def test_this_resulted_in_names_the_act_told_just_before() -> None:
    ss = _sentences(
        "The board groped Ms. Doe at the party.",
        "Later, the director refused to renew her contract.",
        "This resulted in her losing her position.",
    )
    groped = _event("e1", "harassment", ("s1", "The board groped Ms. Doe"))
    refused = _event("e2", "adverse-action", ("s2", "the director refused to renew her contract"))
    lost = _event("e3", "termination", ("s3", "losing her position"))
    causes = [r for r in document_relations([groped, refused, lost], ss) if r.type == "CAUSES"]
    assert [(r.source, r.target) for r in causes] == [("e2", "e3")]


def test_a_cause_cue_names_the_kind_of_protected_act() -> None:
    ss = _sentences(
        "Mr. Roe told the foreman that the crew lead used racial slurs.",
        "Mr. Roe then filed a charge with the EEOC.",
        "The company fired Mr. Roe because he reported the slurs.",
        "The company discharged Mr. Roe in retaliation for complaining of the slurs.",
    )
    who = (("roe", "agent"),)
    report = _event("e1", "complaint", ("s1", "Mr. Roe told the foreman"), who=who)
    charge = _event("e2", "charge", ("s2", "filed a charge with the EEOC"), who=who)
    fired = _event(
        "e3", "termination", ("s3", "fired Mr. Roe"), ("s4", "discharged Mr. Roe"),
        who=(("roe", "patient"),),
    )  # fmt: skip
    causes = [r for r in document_relations([report, charge, fired], ss) if r.type == "CAUSES"]
    assert [(r.source, r.target) for r in causes] == [("e1", "e3")]
    # a cue that names the charge still takes it
    ss2 = _sentences(
        ss["s1"].text, ss["s2"].text, "The company fired Mr. Roe for filing the charge."
    )
    fired2 = _event("e3", "termination", ("s3", "fired Mr. Roe"), who=(("roe", "patient"),))
    causes2 = [r for r in document_relations([report, charge, fired2], ss2) if r.type == "CAUSES"]
    assert [(r.source, r.target) for r in causes2] == [("e2", "e3")]


def test_an_internal_investigation_follows_the_complaint_not_a_charge() -> None:
    ss = _sentences(
        "Ms. Doe filed a charge with the Commission.",
        "Mr. Roe filed a charge with the Commission.",
        "Ms. Doe lodged an internal complaint about the layoffs.",
        "When her complaint was investigated, the auditor found nothing.",
        "Mr. Roe received a Notice of Right to Sue.",
    )
    doe, roe = (("doe", "agent"),), (("roe", "agent"),)
    charge_doe = _event("e1", "charge", ("s1", "Ms. Doe filed a charge"), who=doe)
    charge_roe = _event("e2", "charge", ("s2", "Mr. Roe filed a charge"), who=roe)
    internal = _event("e3", "complaint", ("s3", "lodged an internal complaint"), who=doe)
    probe = _event("e4", "investigation", ("s4", "her complaint was investigated"))
    notice = _event(
        "e5", "agency-determination", ("s5", "received a Notice of Right to Sue"),
        who=(("roe", "recipient"),),
    )  # fmt: skip
    pairs = _pairs(document_relations([charge_doe, charge_roe, internal, probe, notice], ss))
    assert ("BEFORE", "e3", "e4") in pairs
    assert not {("BEFORE", "e1", "e4"), ("BEFORE", "e2", "e4")} & pairs
    assert ("BEFORE", "e2", "e5") in pairs and ("BEFORE", "e1", "e5") not in pairs


def test_the_notice_of_right_to_sue_comes_before_the_suit_it_opens() -> None:
    ss = _sentences(
        "Mr. Roe filed a charge with the EEOC in 2019.",
        "In May 2021, the Commission mailed Mr. Roe a Notice of Right to Sue.",
        "Mr. Roe brings this action within ninety days.",
    )
    roe = "roe"
    charge = _event("e1", "charge", ("s1", "filed a charge"), who=((roe, "agent"),))
    notice = _event(
        "e2", "agency-determination", ("s2", "mailed Mr. Roe a Notice of Right to Sue"),
        who=(("eeoc", "agent"), (roe, "recipient")),
    )  # fmt: skip
    suit = _event("e3", "lawsuit", ("s3", "brings this action"), who=((roe, "agent"),))
    pairs = _pairs(document_relations([charge, notice, suit], ss))
    assert {("BEFORE", "e1", "e3"), ("BEFORE", "e2", "e3")} <= pairs
    # a determination of cause is no notice to sue: no such relation from it
    ss2 = _sentences(ss["s1"].text, "The Commission found reasonable cause.", ss["s3"].text)
    cause = _event(
        "e2", "agency-determination", ("s2", "found reasonable cause"),
        who=(("eeoc", "agent"), (roe, "recipient")),
    )  # fmt: skip
    assert ("BEFORE", "e2", "e3") not in _pairs(document_relations([charge, cause, suit], ss2))


def test_an_act_done_to_remedy_a_complaint_is_caused_by_it() -> None:
    ss = _sentences(
        "The two drivers protested to the dispatcher that their truck had no heat.",
        "In order to address their complaints, the dispatcher lent them a newer truck.",
    )
    protest = _event("e1", "complaint", ("s1", "protested to the dispatcher"))
    lent = _event("e2", "other", ("s2", "the dispatcher lent them a newer truck"))
    assert ("CAUSES", "e1", "e2") in _pairs(document_relations([protest, lent], ss))


def test_an_act_called_retaliatory_just_after_is_caused_by_the_complaint_before_it() -> None:
    ss = _sentences(
        "The director cut Ms. Doe's bonus after she filed a grievance against him.",
        "Despite this retaliatory cut, she kept working.",
    )
    cut = _event("e1", "adverse-action", ("s1", "The director cut Ms. Doe's bonus"))
    grievance = _event("e2", "complaint", ("s1", "she filed a grievance against him"))
    pairs = _pairs(document_relations([cut, grievance], ss))
    assert ("BEFORE", "e2", "e1") in pairs and ("CAUSES", "e2", "e1") in pairs
    # "this retaliatory conduct" names no one act: nothing more than the order
    ss2 = _sentences(ss["s1"].text, "All this retaliatory conduct hurt her.")
    assert ("CAUSES", "e2", "e1") not in _pairs(document_relations([cut, grievance], ss2))


def test_later_follows_the_act_told_just_before_not_one_told_pages_back() -> None:
    filler = [f"Paragraph {i} describes the plant." for i in range(5)]
    ss = _sentences(
        "The foreman cut Mr. Roe's hours.", *filler, "The foreman later moved Mr. Roe to nights."
    )
    cut = _event("e1", "adverse-action", ("s1", "The foreman cut Mr. Roe's hours"))
    moved = _event("e2", "adverse-action", ("s7", "The foreman later moved Mr. Roe to nights"))
    assert not _pairs(document_relations([cut, moved], ss))
    near = _sentences(ss["s1"].text, "He said nothing.", ss["s7"].text)
    moved2 = _event("e2", "adverse-action", ("s3", "The foreman later moved Mr. Roe to nights"))
    assert ("BEFORE", "e1", "e2") in _pairs(document_relations([cut, moved2], near))


def test_only_the_agency_s_investigation_follows_a_charge() -> None:
    ss = _sentences(
        "Ms. Doe filed a charge of discrimination with the EEOC.",
        "Human resources investigated reports of theft at the store.",
        "The EEOC investigated the charge and found cause.",
    )
    charge = _event("e1", "charge", ("s1", "filed a charge"), who=(("doe", "agent"),))
    theft = _event("e2", "investigation", ("s2", "Human resources investigated reports"))
    probe = _event("e3", "investigation", ("s3", "The EEOC investigated the charge"))
    pairs = _pairs(document_relations([charge, theft, probe], ss))
    assert ("BEFORE", "e1", "e3") in pairs and ("BEFORE", "e1", "e2") not in pairs


def test_an_explicit_result_cue_joins_a_practice_and_a_lesser_loss() -> None:
    ss = _sentences(
        "A pattern of bias ran through the 2023 restructuring, which resulted in the "
        "involuntary transfer of Mr. Roe to a worse desk."
    )
    practice = _event("e1", "unlawful-practice", ("s1", "A pattern of bias ran through"))
    moved = _event("e2", "demotion", ("s1", "resulted in the involuntary transfer of Mr. Roe"))
    assert ("CAUSES", "e1", "e2") in _pairs(document_relations([practice, moved], ss))
    # no cue, no cause
    ss2 = _sentences("A pattern of bias ran through the restructuring, and Mr. Roe was moved.")
    moved2 = _event("e2", "demotion", ("s1", "Mr. Roe was moved"))
    assert not [r for r in document_relations([practice, moved2], ss2) if r.type == "CAUSES"]


def test_a_complaint_about_the_fact_that_retells_an_act_comes_after_it() -> None:
    ss = _sentences(
        "The shift lead repeatedly refused to schedule Ms. Doe for the day crew.",
        "In May 2018, Ms. Doe complained to the plant manager about the fact that the shift "
        "lead refused to schedule her for days.",
    )
    refused = _event(
        "e1", "adverse-action", ("s1", "The shift lead repeatedly refused to schedule")
    )
    told = _event("e2", "complaint", ("s2", "Ms. Doe complained to the plant manager"))
    assert ("BEFORE", "e1", "e2") in _pairs(document_relations([refused, told], ss))
    # a fact that retells no act told just before: nothing
    ss2 = _sentences(ss["s1"].text, "Ms. Doe complained about the fact that the lockers smelled.")
    told2 = _event("e2", "complaint", ("s2", "Ms. Doe complained"))
    assert not _pairs(document_relations([refused, told2], ss2))


def test_an_act_recalled_by_its_doer_or_its_noun_came_first() -> None:
    ss = _sentences(
        "At the briefing, Officer Jane Marlow screamed at Mr. Roe and shoved him.",
        "Mr. Roe told his union steward.",
        "Weeks later, Mr. Roe was written up for the incident with Officer Marlow.",
        "Mr. Roe formally appealed his rating.",
        "Mr. Roe then received a denial of his rating appeal from the chief.",
    )
    shoved = _event("e1", "harassment", ("s1", "Officer Jane Marlow screamed at Mr. Roe"))
    told = _event("e2", "complaint", ("s2", "Mr. Roe told his union steward"))
    written = _event("e3", "discipline", ("s3", "Mr. Roe was written up"))
    appeal = _event("e4", "complaint", ("s4", "Mr. Roe formally appealed his rating"))
    denial = _event("e5", "communication", ("s5", "received a denial of his rating appeal"))
    pairs = _pairs(document_relations([shoved, told, written, appeal, denial], ss))
    assert ("BEFORE", "e1", "e3") in pairs
    assert ("BEFORE", "e4", "e5") in pairs
    assert ("BEFORE", "e2", "e5") not in pairs  # a complaint that holds no "appeal"
    # an act placed "after the meeting": the act told in a meeting before it
    scene = _sentences(
        "During a staff meeting, the captain mocked Ms. Doe's accent.",
        "Several officers laughed.",
        "Ms. Doe spoke to her lieutenant after the meeting.",
    )
    mocked = _event("e1", "harassment", ("s1", "the captain mocked Ms. Doe's accent"))
    spoke = _event("e2", "complaint", ("s3", "Ms. Doe spoke to her lieutenant"))
    assert ("BEFORE", "e1", "e2") in _pairs(document_relations([mocked, spoke], scene))


def test_failed_to_is_no_led_to_and_forcing_him_to_no_cause_between_acts() -> None:
    from legalkg.events.relations import _result_cues

    assert not _result_cues("The contractor failed to comply, and the veteran may complain.")
    assert _result_cues("The harassment le dto her resignation.")  # OCR-split "led to"
    ss = _sentences("The firm demoted Mr. Roe and, forcing him to move, reassigned his desk.")
    demoted = _event("e1", "demotion", ("s1", "demoted Mr. Roe"))
    moved = _event("e2", "adverse-action", ("s1", "reassigned his desk"))
    assert not [r for r in document_relations([demoted, moved], ss) if r.type == "CAUSES"]


def test_a_generic_cause_names_the_protected_act_the_complaint_tells_most() -> None:
    ss = _sentences(
        "In 2019, Ms. Doe went to the equal opportunity office to complain of race bias.",
        "She told the office that her sergeant called her names.",
        "In 2020, Ms. Doe wrote to a council member about parking.",
        "COUNT I",
        "Ms. Doe went to the equal opportunity office to complain of race bias.",
        "The department fired Ms. Doe in retaliation for complaining about discrimination.",
    )
    who = (("doe", "agent"),)
    office = _event("e1", "complaint", ("s1", "went to the equal"), ("s5", "went to"), who=who)
    council = _event("e2", "complaint", ("s3", "wrote to a council member"), who=who)
    fired = _event("e3", "termination", ("s6", "fired Ms. Doe"), who=(("doe", "patient"),))
    causes = [r for r in document_relations([office, council, fired], ss) if r.type == "CAUSES"]
    assert [(r.source, r.target) for r in causes] == [("e1", "e3")]


def test_on_the_heels_of_a_protected_act_orders_it_first() -> None:
    ss = _sentences(
        "Ms. Doe complained to the manager about the slurs.",
        "Ms. Doe complained again to the manager.",
        "Her discharge came right on the heels of her complaints.",
        "The layoff followed on the heels of a slow quarter.",
    )
    who = (("doe", "agent"),)
    told = _event("e1", "complaint", ("s1", "Ms. Doe complained"), ("s2", "complained"), who=who)
    fired = _event("e2", "termination", ("s3", "Her discharge"))
    laid = _event("e3", "termination", ("s4", "The layoff"))
    pairs = _pairs(document_relations([told, fired, laid], ss))
    assert ("BEFORE", "e1", "e2") in pairs
    assert ("BEFORE", "e1", "e3") not in pairs  # a slow quarter is no protected act
