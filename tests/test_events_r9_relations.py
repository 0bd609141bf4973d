"""Issue 30, ninth round: relations stated by nouns, prepositions and discourse cues
(``legalkg.events.prepositions``, ``passages``, ``relations``, ``dating``). The events are
built by hand, so each rule is checked apart from which events the extractor finds; the
sentences are written for these tests, in other words than the complaints'."""

from __future__ import annotations

from event_model_kit import event_of, pairs_of, sentences_of

from legalkg.events.relations import document_relations

_sentences, _event, _pairs = sentences_of, event_of, pairs_of


# ------------------------------------------------------------------------------------------
# a preposition whose object names an act: the cue's two sides


def test_in_response_to_an_act_told_in_its_object_causes_the_clause_s_act() -> None:
    ss = _sentences(
        "The county rule was adopted in direct response to the ordinance approved by the "
        "town board, which had opened the pool to everyone.",
    )
    rule = _event("e1", "other", ("s1", "The county rule was adopted"))
    town = _event("e2", "other", ("s1", "the ordinance approved by the town board"))
    pairs = _pairs(document_relations([rule, town], ss))
    assert ("CAUSES", "e2", "e1") in pairs
    assert ("CAUSES", "e1", "e2") not in pairs


def test_in_responding_to_a_noun_names_the_act_told_before() -> None:
    ss = _sentences(
        "The county board required every clerk to pass a spelling test.",
        "In responding to the requirement of the board, the agency, with its vendor, wrote a "
        "test in 2001.",
    )
    board = _event("e1", "other", ("s1", "The county board required every clerk"))
    wrote = _event("e2", "other", ("s2", "the agency, with its vendor, wrote a test"))
    pairs = _pairs(document_relations([board, wrote], ss))
    assert ("CAUSES", "e1", "e2") in pairs


def test_following_a_noun_phrase_names_the_act_told_before_that_holds_its_noun() -> None:
    ss = _sentences(
        "On June 2, the board held an emergency hearing on the budget.",
        "The mayor wrote to the teachers' union the same week.",
        "Following the close of the emergency hearing, the treasurer told reporters the cuts "
        "were final.",
    )
    hearing = _event("e1", "other", ("s1", "the board held an emergency hearing"))
    letter = _event("e2", "communication", ("s2", "The mayor wrote to the teachers' union"))
    told = _event("e3", "communication", ("s3", "the treasurer told reporters"))
    pairs = _pairs(document_relations([hearing, letter, told], ss))
    assert ("BEFORE", "e1", "e3") in pairs
    assert ("BEFORE", "e2", "e3") not in pairs  # (told just before, but not named)


def test_a_leading_cue_may_follow_an_opening_adverbial() -> None:
    ss = _sentences(
        "On information and belief, shortly after Ms. Ortiz had asked for a raise for her aide, "
        "the dean began looking for her successor.",
        "12. As far as she knows, after the nurse had filed a grievance, the clinic cut her hours.",
    )
    ask = _event("e1", "complaint", ("s1", "Ms. Ortiz had asked for a raise"))
    look = _event("e2", "adverse-action", ("s1", "the dean began looking for her successor"))
    grieve = _event("e3", "complaint", ("s2", "the nurse had filed a grievance"))
    cut = _event("e4", "adverse-action", ("s2", "the clinic cut her hours"))
    pairs = _pairs(document_relations([ask, look, grieve, cut], ss))
    assert ("BEFORE", "e1", "e2") in pairs
    assert ("BEFORE", "e3", "e4") in pairs


def test_prior_to_puts_the_clause_s_act_first() -> None:
    ss = _sentences(
        "The club's members approved the new dress code in March.",
        "Prior to the approval of the dress code, the manager warned the members it would "
        "drive staff away.",
    )
    code = _event("e1", "other", ("s1", "The club's members approved the new dress code"))
    warn = _event("e2", "communication", ("s2", "the manager warned the members"))
    pairs = _pairs(document_relations([code, warn], ss))
    assert ("BEFORE", "e2", "e1") in pairs
    assert ("BEFORE", "e1", "e2") not in pairs


def test_a_noun_of_complaint_names_the_protected_act_told_just_before() -> None:
    ss = _sentences(
        "Ms. Dunn asked her supervisor why the women's lockers were in the basement.",
        "In response to Ms. Dunn's worries, the supervisor told her to find another job.",
    )
    ask = _event("e1", "complaint", ("s1", "Ms. Dunn asked her supervisor"))
    rebuff = _event("e2", "harassment", ("s2", "the supervisor told her to find another job"))
    pairs = _pairs(document_relations([ask, rebuff], ss))
    assert ("CAUSES", "e1", "e2") in pairs


def test_a_cue_inside_another_clause_joins_nothing_to_the_act_before_it() -> None:
    ss = _sentences(
        "Mr. Lee was told to leave, and the firm hired none of the porters who had been "
        "temporary staff prior to the firm's sale of the depot.",
        "She quit because the company made no effort to act in response to her reports.",
        "The company sold the depot in May.",
    )
    hire = _event("e1", "adverse-action", ("s1", "the firm hired none of the porters"))
    quit_ = _event("e2", "resignation", ("s2", "She quit"))
    sale = _event("e3", "other", ("s3", "The company sold the depot"))
    reports = _event("e4", "complaint", ("s2", "her reports"))
    pairs = _pairs(document_relations([hire, quit_, sale, reports], ss))
    assert not {p for p in pairs if p[1:] in {("e1", "e3"), ("e3", "e1"), ("e4", "e2")}}


def test_a_ground_or_a_gerund_is_no_act_the_cue_names() -> None:
    ss = _sentences(
        "Mr. Ford lost his licence in 2019.",
        "After losing his licence, Mr. Ford found work at a garage.",
        "Ms. Wu was passed over for promotion in response to her age.",
    )
    lost = _event("e1", "termination", ("s1", "Mr. Ford lost his licence"))
    work = _event("e2", "hiring", ("s2", "Mr. Ford found work at a garage"))
    passed = _event("e3", "adverse-action", ("s3", "Ms. Wu was passed over for promotion"))
    pairs = _pairs(document_relations([lost, work, passed], ss))
    assert ("CAUSES", "e1", "e3") not in pairs
    # (the gerund tells its own act, which the extractor reads; no noun is looked up)
    assert not {p for p in pairs if p[0] == "CAUSES"}


def test_a_named_act_of_another_person_is_not_taken() -> None:
    ss = _sentences(
        "Ms. Roe took leave in June to care for her newborn.",
        "Prior to her return to work, the airline never told Ms. Kay of its policy.",
    )
    roe = _event("e1", "other", ("s1", "Ms. Roe took leave"), who=(("roe", "agent"),))
    told = _event(
        "e2", "failure-to-act", ("s2", "the airline never told Ms. Kay"), who=(("kay", "patient"),)
    )
    pairs = _pairs(document_relations([roe, told], ss))
    assert not {p for p in pairs if {p[1], p[2]} == {"e1", "e2"}}


def test_a_preposition_never_orders_against_the_dates() -> None:
    ss = _sentences(
        "On May 3, 2020, the office was closed.",
        "Following the closing of the office, Ms. Ng was laid off on April 1, 2020.",
    )
    closed = _event("e1", "other", ("s1", "the office was closed"), date="2020-05-03")
    laid = _event("e2", "termination", ("s2", "Ms. Ng was laid off"), date="2020-04-01")
    pairs = _pairs(document_relations([closed, laid], ss))
    assert ("BEFORE", "e1", "e2") not in pairs


# ------------------------------------------------------------------------------------------
# discourse cues that name no act: the act told just before


def test_an_answer_told_as_in_a_response_follows_the_act_told_just_before() -> None:
    ss = _sentences(
        "On May 2, 2018, the agency wrote to the dean asking whether the policy applied.",
        "In a reply dated May 9, 2018, the dean confirmed that it did.",
        "In response, the agency opened a review.",
    )
    ask = _event("e1", "communication", ("s1", "the agency wrote to the dean"))
    reply = _event("e2", "communication", ("s2", "the dean confirmed"))
    review = _event("e3", "investigation", ("s3", "the agency opened a review"))
    pairs = _pairs(document_relations([ask, reply, review], ss))
    assert ("BEFORE", "e1", "e2") in pairs and ("BEFORE", "e2", "e3") in pairs


def test_having_received_no_answer_names_the_failure_to_act_told_before() -> None:
    ss = _sentences(
        "Ms. Vega told Sgt. Ray about the jokes in the locker room.",
        "Sgt. Ray never followed up on what he had promised.",
        "Having had no response from Sgt. Ray about the jokes, Ms. Vega went to the union.",
        "Having met the manager, she asked for a transfer.",
    )
    told = _event("e1", "complaint", ("s1", "Ms. Vega told Sgt. Ray"))
    nothing = _event("e2", "failure-to-act", ("s2", "Sgt. Ray never followed up"))
    union = _event("e3", "complaint", ("s3", "Ms. Vega went to the union"))
    asked = _event("e4", "accommodation-request", ("s4", "she asked for a transfer"))
    pairs = _pairs(document_relations([told, nothing, union, asked], ss))
    assert ("BEFORE", "e2", "e3") in pairs
    assert ("BEFORE", "e2", "e4") not in pairs  # (no lack of an answer is told)


def test_after_that_follows_the_act_told_just_before() -> None:
    ss = _sentences(
        "Mr. Bell asked the foreman for a stool at the press.",
        "Soon after that, the foreman moved him to the night shift.",
    )
    ask = _event("e1", "accommodation-request", ("s1", "Mr. Bell asked the foreman"))
    moved = _event("e2", "adverse-action", ("s2", "the foreman moved him to the night shift"))
    pairs = _pairs(document_relations([ask, moved], ss))
    assert ("BEFORE", "e1", "e2") in pairs


def test_the_same_evening_and_in_the_same_meeting_are_the_same_time() -> None:
    ss = _sentences(
        "On March 3, the league named Ms. Cole its referee of the year.",
        "That same evening, the director barred her from the awards dinner.",
        "Ms. Cole asked the director why her pay was lower than the men's.",
        "Likewise, and in the same meeting, she asked why her office had no window.",
    )
    named = _event("e1", "other", ("s1", "the league named Ms. Cole"))
    barred = _event("e2", "adverse-action", ("s2", "the director barred her"))
    pay = _event("e3", "complaint", ("s3", "Ms. Cole asked the director"))
    office = _event("e4", "complaint", ("s4", "she asked why her office had no window"))
    pairs = _pairs(document_relations([named, barred, pay, office], ss))
    assert ("SAME-TIME", "e1", "e2") in pairs and ("SAME-TIME", "e3", "e4") in pairs


def test_with_his_announcement_is_the_same_time_as_the_act_it_names() -> None:
    ss = _sentences(
        "On May 1, the principal announced that Mr. Diaz would not be rehired.",
        "With his announcement, the principal sent the staff a report on Mr. Diaz.",
    )
    told = _event("e1", "termination", ("s1", "the principal announced"))
    report = _event("e2", "communication", ("s2", "the principal sent the staff a report"))
    pairs = _pairs(document_relations([told, report], ss))
    assert ("SAME-TIME", "e1", "e2") in pairs


def test_a_noun_may_name_an_act_told_in_the_sentences_just_after() -> None:
    ss = _sentences(
        "The state rule was adopted in reaction to the Riverton charter approved by the city.",
        "Riverton's council approved its charter in January 2016.",
    )
    rule = _event("e1", "other", ("s1", "The state rule was adopted"))
    charter = _event("e2", "other", ("s2", "Riverton's council approved its charter"))
    pairs = _pairs(document_relations([rule, charter], ss))
    assert ("CAUSES", "e2", "e1") in pairs


# ------------------------------------------------------------------------------------------
# "immediately"; a "when" clause of one doer


def test_immediately_follows_the_act_told_just_before() -> None:
    ss = _sentences(
        "A co-worker knocked on the door of the break room.",
        "Ms. Park immediately put away her pump and went out to help.",
        "The new schedule took effect immediately.",
        "Ms. Park left immediately after the meeting.",
    )
    knock = _event("e1", "communication", ("s1", "A co-worker knocked on the door"))
    park = _event("e2", "other", ("s2", "Ms. Park immediately put away her pump"))
    took = _event("e3", "other", ("s3", "The new schedule took effect immediately"))
    pairs = _pairs(document_relations([knock, park, took], ss))
    assert ("BEFORE", "e1", "e2") in pairs and ("BEFORE", "e2", "e3") in pairs


def test_a_when_clause_of_the_same_doer_is_the_same_time_another_s_answer_after() -> None:
    ss = _sentences(
        "When Senator Ruiz filed the bill, he said it would protect children.",
        "When Ms. Ames gave her notice to the manager, he said, 'Fine.'",
    )
    filed = _event("e1", "other", ("s1", "Senator Ruiz filed the bill"), who=(("ruiz", "agent"),))
    said = _event("e2", "communication", ("s1", "he said"), who=(("ruiz", "agent"),))
    notice = _event(
        "e3", "resignation", ("s2", "Ms. Ames gave her notice"), who=(("ames", "agent"),)
    )
    fine = _event("e4", "communication", ("s2", "he said"), who=(("boss", "agent"),))
    pairs = _pairs(document_relations([filed, said, notice, fine], ss))
    assert ("SAME-TIME", "e1", "e2") in pairs and ("BEFORE", "e1", "e2") not in pairs
    assert ("BEFORE", "e3", "e4") in pairs


def test_days_after_receiving_a_noun_names_the_act_received() -> None:
    ss = _sentences(
        "On May 4, the warden sent Ms. Oduya a curt memo about her overtime.",
        "Two days after receiving the warden's memo, Ms. Oduya was written up for lateness.",
    )
    memo = _event("e1", "communication", ("s1", "the warden sent Ms. Oduya a curt memo"))
    write = _event("e2", "discipline", ("s2", "Ms. Oduya was written up"))
    pairs = _pairs(document_relations([memo, write], ss))
    assert ("BEFORE", "e1", "e2") in pairs


# ------------------------------------------------------------------------------------------
# precision: a whole class of relations the text does not state


def test_a_hiring_told_pages_before_the_end_is_ordered_by_the_dates_alone() -> None:
    filler = [f"Paragraph {i} tells of the team's season." for i in range(20)]
    ss = _sentences(
        "Mr. Abe began his employment as the team's trainer.",
        *filler,
        "The club terminated Mr. Abe.",
        "Ms. Cho was hired as a driver.",
        "Two years later the club fired Ms. Cho.",
    )
    n = len(ss)
    abe_in = _event(
        "e1", "hiring", ("s1", "Mr. Abe began his employment"), who=(("abe", "patient"),)
    )
    abe_out = _event(
        "e2", "termination", (f"s{n - 2}", "The club terminated Mr. Abe"), who=(("abe", "patient"),)
    )
    cho_in = _event("e3", "hiring", (f"s{n - 1}", "Ms. Cho was hired"), who=(("cho", "patient"),))
    cho_out = _event(
        "e4", "termination", (f"s{n}", "the club fired Ms. Cho"), who=(("cho", "patient"),)
    )
    pairs = _pairs(document_relations([abe_in, abe_out, cho_in, cho_out], ss))
    assert ("BEFORE", "e1", "e2") not in pairs
    assert ("BEFORE", "e3", "e4") in pairs


# ------------------------------------------------------------------------------------------
# the real complaint: United States v. North Carolina (unseen 8)


def test_north_carolina_relations_told_by_prepositions_and_cues() -> None:
    from pathlib import Path

    from legalkg.events.pipeline import extract_file

    graph = extract_file(Path(__file__).parent / "data" / "events" / "case15345_doc82299.txt").graph
    text = {s.id: " ".join(s.text.split()) for s in graph.sentences}
    told = [(r.type, text[r.evidence[0].sentence_id]) for r in graph.relations]

    def stated(kind: str, opening: str) -> bool:
        return any(k == kind and t.startswith(opening) for k, t in told)

    assert stated("BEFORE", "Following the conclusion of the special session")
    assert stated("BEFORE", "In a response dated April 13, 2016")
    assert stated("BEFORE", "Prior to the passage of the Charlotte Ordinance")
    assert stated("SAME-TIME", "When State Representative Dan Bishop introduced H.B. 2")
