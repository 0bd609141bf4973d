"""Issue 30, eighth round: relations and dates of long complaints (``legalkg.events.replies``,
``relations``, ``dating``, ``dates``). The events are built by hand, so each rule is checked
apart from which events the extractor finds; the sentences are written for these tests, in
other words than the complaints'."""

from __future__ import annotations

from event_model_kit import event_of, pairs_of, sentences_of, text_of

from legalkg.events.dating import attach, relate
from legalkg.events.relations import document_relations

_sentences, _event, _text, _pairs = sentences_of, event_of, text_of, pairs_of


# ------------------------------------------------------------------------------------------
# a refusal answers the request told just before it


def test_a_refusal_answers_the_request_told_just_before_not_the_first_one() -> None:
    ss = _sentences(
        "Nurses who are expecting have long asked the hospital for lighter shifts.",
        "In her fifth month, Ms. Lane asked her ward chief for a seated post at the desk.",
        "The hospital turned that request down.",
        "In her eighth month, Ms. Lane asked to be excused from the night rota.",
        "The ward chief refused her request the same week.",
    )
    class_ask = _event("e1", "accommodation-request", ("s1", "asked the hospital"))
    first = _event("e2", "accommodation-request", ("s2", "Ms. Lane asked her ward chief"))
    no1 = _event("e3", "accommodation-denial", ("s3", "turned that request down"))
    second = _event("e4", "accommodation-request", ("s4", "Ms. Lane asked to be excused"))
    no2 = _event("e5", "accommodation-denial", ("s5", "refused her request"))
    pairs = _pairs(document_relations([class_ask, first, no1, second, no2], ss))
    assert ("BEFORE", "e2", "e3") in pairs and ("BEFORE", "e4", "e5") in pairs
    # the class's request, told first, is answered by neither refusal
    assert not {("BEFORE", "e1", "e3"), ("BEFORE", "e1", "e5")} & pairs
    assert ("BEFORE", "e2", "e5") not in pairs


def test_a_refusal_never_answers_another_person_s_request_nor_a_later_one() -> None:
    ss = _sentences(
        "The airline refused to let Ms. Ray take her breaks between legs.",
        "Two weeks later, Ms. Ray asked for a transfer to the ticket counter.",
        "Mr. Holt, a porter, asked to be excused from lifting for a month.",
        "The airline denied his request.",
    )
    early = _event(
        "e1", "accommodation-denial", ("s1", "refused to let Ms. Ray"), who=(("ray", "patient"),)
    )
    ray = _event("e2", "accommodation-request", ("s2", "Ms. Ray asked"), who=(("ray", "agent"),))
    holt = _event(
        "e3", "accommodation-request", ("s3", "asked to be excused"), who=(("holt", "agent"),)
    )
    no = _event(
        "e4", "accommodation-denial", ("s4", "denied his request"), who=(("holt", "patient"),)
    )
    pairs = _pairs(document_relations([early, ray, holt, no], ss))
    assert ("BEFORE", "e3", "e4") in pairs
    assert ("BEFORE", "e2", "e1") not in pairs  # told after the refusal: not what it answers
    assert ("BEFORE", "e2", "e4") not in pairs  # Ms. Ray's request, not Mr. Holt's


def test_never_answering_what_was_asked_follows_the_request() -> None:
    ss = _sentences(
        "On May 2, 2019, Ms. Lane wrote to the director offering to work in the records room.",
        "The director never replied to her offer.",
        "The director also failed to stop the jokes about her pregnancy.",
    )
    ask = _event("e1", "accommodation-request", ("s1", "offering to work in the records room"))
    silent = _event("e2", "failure-to-act", ("s2", "never replied to her offer"))
    jokes = _event("e3", "failure-to-act", ("s3", "failed to stop the jokes"))
    pairs = _pairs(document_relations([ask, silent, jokes], ss))
    assert ("BEFORE", "e1", "e2") in pairs
    assert ("BEFORE", "e1", "e3") not in pairs  # a failure that answers no request


# ------------------------------------------------------------------------------------------
# the order the dates give: one story at a time


def test_dates_order_acts_of_one_story_not_of_two_people_told_side_by_side() -> None:
    ss = _sentences(
        "On March 2, 2018, Ms. Lane gave birth to a daughter.",
        "On March 9, 2018, Mr. Holt was moved to the night shift.",
        "On April 20, 2018, Ms. Lane came back to the ward.",
        "On June 1, 2019, Ms. Lane and Mr. Holt filed this action.",
    )
    birth = _event("e1", "other", ("s1", "Ms. Lane gave birth"), who=(("lane", "agent"),))
    moved = _event("e2", "adverse-action", ("s2", "Mr. Holt was moved"), who=(("holt", "patient"),))
    back = _event("e3", "other", ("s3", "Ms. Lane came back"), who=(("lane", "agent"),))
    suit = _event("e4", "lawsuit", ("s4", "filed this action"), who=(("lane", "agent"),))
    events = attach([birth, moved, back, suit], ss, _text(ss))
    kept, _ = relate(events, [], ss, frozenset({"lane", "holt"}))
    pairs = {(r.source, r.target) for r in kept if r.type == "BEFORE"}
    assert ("e1", "e2") not in pairs  # her birth, his shift: two stories
    assert ("e1", "e3") in pairs  # her story, in the order of its dates
    assert ("e2", "e4") in pairs  # the suit ends every story it sues for


def test_one_employer_s_acts_against_two_plaintiffs_are_one_story() -> None:
    ss = _sentences(
        "On May 3, 2018, the hospital dismissed Ms. Lane.",
        "On June 9, 2018, the hospital dismissed Mr. Holt.",
    )
    one = _event(
        "e1",
        "termination",
        ("s1", "dismissed Ms. Lane"),
        who=(("hospital", "agent"), ("lane", "patient")),
    )
    two = _event(
        "e2",
        "termination",
        ("s2", "dismissed Mr. Holt"),
        who=(("hospital", "agent"), ("holt", "patient")),
    )
    kept, _ = relate(attach([one, two], ss, _text(ss)), [], ss, frozenset({"lane", "holt"}))
    assert ("BEFORE", "e1", "e2") in _pairs(kept)


def test_a_period_overlaps_only_acts_of_its_own_story_told_with_it() -> None:
    filler = [f"Paragraph {i} adds nothing." for i in range(14)]
    ss = _sentences(
        "From January 2017 through June 2017, Ms. Lane asked again and again for desk work.",
        "In March 2017, the ward chief told Ms. Lane that no desk work existed.",
        "In April 2017, Mr. Holt was written up for lateness.",
        *filler,
        "In May 2017, Ms. Lane was given a warning.",
    )
    asks = _event("e1", "accommodation-request", ("s1", "Ms. Lane asked"), who=(("lane", "agent"),))
    told = _event(
        "e2",
        "communication",
        ("s2", "told Ms. Lane"),
        who=(("chief", "agent"), ("lane", "recipient")),
    )
    holt = _event("e3", "discipline", ("s3", "Mr. Holt was written up"), who=(("holt", "patient"),))
    warned = _event(
        "e4", "discipline", ("s18", "Ms. Lane was given a warning"), who=(("lane", "patient"),)
    )
    events = attach([asks, told, holt, warned], ss, _text(ss))
    kept, _ = relate(events, [], ss, frozenset({"lane", "holt"}))
    overlaps = {(r.source, r.target) for r in kept if r.type == "OVERLAP"}
    assert ("e1", "e2") in overlaps
    assert ("e1", "e3") not in overlaps  # another person's act of those months
    assert ("e1", "e4") not in overlaps  # told pages later


# ------------------------------------------------------------------------------------------
# relations stated by the words of one sentence


def test_during_that_conversation_is_the_same_time_as_the_call_told_before() -> None:
    ss = _sentences(
        "On May 2, 2019, Ms. Lane telephoned the benefits office to ask about nursing breaks.",
        "During that call, the benefits officer asked her why she did not simply quit.",
    )
    call = _event("e1", "accommodation-request", ("s1", "telephoned the benefits office"))
    asked = _event("e2", "communication", ("s2", "the benefits officer asked her"))
    assert ("SAME-TIME", "e1", "e2") in _pairs(document_relations([call, asked], ss))


def test_a_cause_named_by_its_noun_is_the_earlier_act_that_holds_it() -> None:
    ss = _sentences(
        "Mr. Holt has sat the state pilot examination four times and failed it each time.",
        "He has worked on the river for twenty years.",
        "The Board is denying Mr. Holt a pilot licence solely as a result of his examination "
        "marks.",
    )
    failed = _event(
        "e1",
        "other",
        ("s1", "Mr. Holt has sat the state pilot examination"),
        who=(("holt", "agent"),),
    )
    denied = _event(
        "e2", "adverse-action", ("s3", "The Board is denying Mr. Holt"), who=(("holt", "patient"),)
    )
    assert ("CAUSES", "e1", "e2") in _pairs(document_relations([failed, denied], ss))
    # another person's examination is not his
    other = _event(
        "e1",
        "other",
        ("s1", "Mr. Holt has sat the state pilot examination"),
        who=(("ray", "agent"),),
    )
    assert not _pairs(document_relations([other, denied], ss))


def test_a_ground_of_discrimination_is_no_act_that_causes() -> None:
    ss = _sentences(
        "In 2017 Ms. Lane told her manager about her disability and her pregnancy.",
        "The firm refused to hire her because of her disability.",
    )
    told = _event("e1", "communication", ("s1", "told her manager about her disability"))
    refused = _event("e2", "adverse-action", ("s2", "refused to hire her"))
    assert not {r for r in document_relations([told, refused], ss) if r.type == "CAUSES"}


def test_these_points_led_to_names_the_act_told_just_before() -> None:
    ss = _sentences(
        "She was given two demerits for the days she stayed home ill.",
        "These demerits stay on Ms. Lane's file and have led to a formal written warning.",
    )
    marks = _event("e1", "adverse-action", ("s1", "given two demerits"))
    warned = _event("e2", "discipline", ("s2", "a formal written warning"))
    assert ("CAUSES", "e1", "e2") in _pairs(document_relations([marks, warned], ss))


# ------------------------------------------------------------------------------------------
# dates


def test_two_days_of_one_month_and_two_months_of_one_year_are_read() -> None:
    from legalkg.events.dates import find_dates

    (days,) = find_dates("On March 4 and 19, 2020, she asked for a seated post.")
    assert days.date is not None
    assert (days.date.value, days.date.end) == ("2020-03-04", "2020-03-19")
    (months,) = find_dates("She lost points in May and June 2019 for her absences.")
    assert months.date is not None
    assert (months.date.value, months.date.end) == ("2019-05-01", "2019-06-30")
    # two acts, each with its own month: the first month alone names no year
    (april,) = [m for m in find_dates("She was hired in May and fired in April 2019.") if m.date]
    assert april.date is not None and april.date.value == "2019-04-01"


def test_a_count_s_dated_complaint_joins_the_letter_of_that_day_not_an_undated_concern() -> None:
    from legalkg.events.pipeline import extract_text

    text = (
        "COMPLAINT\n\nFACTS\n\n"
        "1. Plaintiff Jane Roe worked as a dispatcher for the Harbor Authority from 2012.\n"
        "2. Plaintiff had raised concerns about the condition of the dispatch room to Captain "
        "Wells, but he ignored her concerns.\n"
        "3. On March 3, 2021, Plaintiff sent a letter to Director Hal Moss (White male) "
        '(hereinafter "Director Moss") and Deputy Director Ann Lutz (hereinafter "Deputy '
        'Lutz") and others in the chain of command to complain and inform of the unequal '
        "treatment of women dispatchers.\n"
        "4. On April 20, 2021, the Harbor Authority fired Plaintiff.\n\n"
        "COUNT I\nTitle VII - Retaliation\n\n"
        "5. Plaintiff realleges the paragraphs above.\n"
        "6. On or about March 3, 2021, Plaintiff wrote to the Director and others to complain "
        "about the hostile work environment she was subject to because of her sex, such "
        "communication constituting a protected activity.\n"
        "7. Defendant fired Plaintiff in retaliation for her protected activity.\n\n"
        "PRAYER FOR RELIEF\n\nWHEREFORE, Plaintiff asks for judgment.\n"
    )
    g = extract_text(text, name="roe").graph
    said = {s.id: s.text for s in g.sentences}
    complaints = [e for e in g.events if e.type == "complaint"]
    letter = next(
        e for e in complaints if any("sent a letter" in said[x.sentence_id] for x in e.evidence)
    )
    assert any("wrote to the Director" in said[x.sentence_id] for x in letter.evidence)
    concern = next(e for e in complaints if e is not letter)
    assert concern.date is None  # no day is lent to the concern told without one


def test_a_leading_when_clause_tells_the_act_the_main_clause_answers() -> None:
    ss = _sentences(
        "When Ms. Lane told the chief she could not keep nursing without breaks, the chief "
        "sent her home without pay and later docked her pension.",
        "The porter mocked her in the lunch room.",
        "When she told the chief about the porter, the porter's mockery was still going on.",
    )
    told = _event("e1", "communication", ("s1", "Ms. Lane told the chief"))
    home = _event("e2", "adverse-action", ("s1", "sent her home without pay"))
    docked = _event("e3", "adverse-action", ("s1", "docked her pension"))
    mocked = _event("e4", "harassment", ("s2", "The porter mocked her"), ("s3", "mockery"))
    again = _event("e5", "complaint", ("s3", "she told the chief"))
    pairs = _pairs(document_relations([told, home, docked, mocked, again], ss))
    assert ("BEFORE", "e1", "e2") in pairs
    assert ("BEFORE", "e1", "e3") not in pairs  # the main clause's first act only
    # an act told before and recalled after the comma is not ordered after the clause's act
    assert ("BEFORE", "e5", "e4") not in pairs


def test_a_leading_reason_s_act_causes_the_main_clause_s_first_act() -> None:
    ss = _sentences(
        "Because of his failure to pass the pilot examination, as every river pilot must, "
        "Mr. Holt lost his post with the port.",
        "Because of her sex, the port paid Ms. Lane less than the men.",
    )
    failed = _event("e1", "other", ("s1", "his failure to pass the pilot examination"))
    lost = _event("e2", "termination", ("s1", "Mr. Holt lost his post"))
    paid = _event("e3", "adverse-action", ("s2", "the port paid Ms. Lane less"))
    pairs = _pairs(document_relations([failed, lost, paid], ss))
    assert ("CAUSES", "e1", "e2") in pairs
    assert not {p for p in pairs if p[2] == "e3"}  # a ground is no act told
    # "solely as 12 a result of": a page's line number inside the cue
    page = _sentences(
        "Ms. Ray has sat the bar examination twice and failed it.",
        "The board is denying Ms. Ray a licence solely as 12 a result of her examination marks.",
    )
    sat = _event("e1", "other", ("s1", "Ms. Ray has sat the bar examination"))
    denied = _event("e2", "adverse-action", ("s2", "denying Ms. Ray a licence"))
    assert ("CAUSES", "e1", "e2") in _pairs(document_relations([sat, denied], page))


def test_a_month_without_its_year_takes_the_year_of_the_story() -> None:
    from legalkg.events.dates import find_dates, with_years

    ss = _sentences(
        "Ms. Lane learned she was expecting in February 2019.",
        "She was docked a day's pay for a visit to her doctor in June.",
        "In January she had been praised by the chief.",
        "She will teach in September and October of this year without a licence.",
    )
    out = with_years(list(ss.values()), {k: find_dates(s.text) for k, s in ss.items()})
    (june,) = out["s2"]
    assert june.date is not None and (june.date.value, june.date.granularity) == (
        "2019-06-01",
        "month",
    )
    assert out["s3"] == []  # before the story's month: which year is not said
    assert out["s4"] == []  # "of this year": the year in words, not the story's


def test_an_act_told_as_the_answer_follows_what_was_asked() -> None:
    ss = _sentences(
        "Through the spring, Ms. Lane asked again and again for a post on the day shift.",
        "The personnel office responded by moving her to weekend nights.",
        "The personnel office also moved Mr. Holt to the morning rota.",
    )
    asked = _event("e1", "accommodation-request", ("s1", "Ms. Lane asked"))
    moved = _event("e2", "adverse-action", ("s2", "moving her to weekend nights"))
    other = _event("e3", "adverse-action", ("s3", "moved Mr. Holt"))
    pairs = _pairs(document_relations([asked, moved, other], ss))
    assert ("BEFORE", "e1", "e2") in pairs
    assert ("BEFORE", "e1", "e3") not in pairs  # told as no answer


def test_only_after_and_at_the_end_of_this_period_order_the_acts() -> None:
    ss = _sentences(
        "Only after she was admitted to hospital did the airline excuse her absences.",
        "In May 2020 the board granted Ms. Lane a last one-year waiver.",
        "At the expiration of this waiver, she will be moved back to the classroom.",
    )
    admitted = _event("e1", "other", ("s1", "she was admitted to hospital"))
    excused = _event("e2", "other", ("s1", "the airline excuse her absences"))
    waiver = _event("e3", "other", ("s2", "the board granted Ms. Lane a last one-year waiver"))
    moved = _event("e4", "demotion", ("s3", "she will be moved back to the classroom"))
    pairs = _pairs(document_relations([admitted, excused, waiver, moved], ss))
    assert ("BEFORE", "e1", "e2") in pairs
    assert ("BEFORE", "e3", "e4") in pairs


def test_a_retaliation_a_charge_alleges_is_not_caused_by_that_charge() -> None:
    ss = _sentences(
        "On May 2, 2021, Ms. Lane filed a charge with the EEOC based on her sex and "
        "retaliation for her earlier grievances.",
        "In June 2021, the port cut her hours; she filed a grievance, and the port retaliated "
        "against her.",
    )
    charge = _event("e1", "charge", ("s1", "Ms. Lane filed a charge"), who=(("lane", "agent"),))
    alleged = _event(
        "e2",
        "retaliation",
        ("s1", "retaliation for her earlier grievances"),
        who=(("lane", "patient"),),
    )
    grieved = _event("e3", "complaint", ("s2", "she filed a grievance"), who=(("lane", "agent"),))
    answered = _event(
        "e4", "retaliation", ("s2", "the port retaliated against her"), who=(("lane", "patient"),)
    )
    pairs = _pairs(document_relations([charge, alleged, grieved, answered], ss))
    assert ("CAUSES", "e1", "e2") not in pairs
    assert ("CAUSES", "e3", "e4") in pairs
