"""Lists of conduct and running page headers (issue 30, fourth round)."""

from __future__ import annotations

from legalkg.events.facts import THRESHOLD, score_sentences
from legalkg.events.lists import fold_list_items
from legalkg.events.model import Event, Evidence, Relation
from legalkg.events.segment import segment

LIST = (
    "13. From the onset of employment, the chef began subjecting Plaintiff to a pattern of "
    "unwanted sexual behavior at work, including, but not limited to: A. Walking up behind "
    "Plaintiff and giving her shoulder massages;\nB. Touching Plaintiff on her back;\n"
    "PAGE TITLE IN CAPITALS\n"
    "C. Continually staring at Plaintiff;\nD. The chef grabbed Plaintiff on June 2, 1998.\n"
    "14. Plaintiff complained to the manager.\n"
)


def _event(n: int, kind: str, words: str, sentences: list) -> Event:  # type: ignore[type-arg]
    sid = next(s.id for s in sentences if words in s.text)
    return Event(f"e{n}", words, kind, (Evidence(sid, words),), 0.8)


def test_subjectless_items_are_folded_into_the_act_their_list_tells() -> None:
    sentences = segment(LIST)
    by_id = {s.id: s for s in sentences}
    events = [
        _event(1, "harassment", "began subjecting Plaintiff", sentences),
        _event(2, "harassment", "Walking up behind", sentences),
        _event(3, "harassment", "Touching Plaintiff on her back", sentences),
        _event(4, "communication", "staring at Plaintiff", sentences),
        _event(5, "harassment", "The chef grabbed Plaintiff", sentences),
        _event(6, "complaint", "Plaintiff complained", sentences),
    ]
    relations = [
        Relation("r1", "BEFORE", "e3", "e6", events[5].evidence, 0.7),
        Relation("r2", "BEFORE", "e1", "e3", events[0].evidence, 0.7),
    ]
    out, rels, folded = fold_list_items(events, relations, by_id)
    assert sorted(folded) == [["e1", "e2"], ["e1", "e3"], ["e1", "e4"]]
    # an item with its own subject is an act of its own; the next paragraph's act too
    assert [e.id for e in out] == ["e1", "e5", "e6"]
    head = out[0]
    quotes = [x.quote for x in head.evidence]
    assert quotes == [
        "began subjecting Plaintiff",
        "Walking up behind",
        "Touching Plaintiff on her back",
        "staring at Plaintiff",
    ]
    # relations follow the folded act; none from the head to itself
    assert [(r.type, r.source, r.target) for r in rels] == [("BEFORE", "e1", "e6")]


def test_items_without_a_list_head_are_left_alone() -> None:
    text = "13. Plaintiff was hurt. A. Walking up behind Plaintiff;\nB. Touching her back.\n"
    sentences = segment(text)
    events = [
        _event(1, "harassment", "Plaintiff was hurt", sentences),  # no list opened
        _event(2, "harassment", "Walking up behind", sentences),
    ]
    out, _, folded = fold_list_items(events, [], {s.id: s for s in sentences})
    assert folded == [] and len(out) == 2


def test_a_running_page_header_starts_no_section() -> None:
    page = "PRAYER FOR RELIEF AND OTHER WORDS\n"
    text = (
        "STATEMENT OF FACTS\n"
        + page
        + "On June 2, 1998, the chef grabbed Plaintiff.\n"
        + page
        + "The manager told Plaintiff to go home.\n"
        + page
    )
    scored = score_sentences(segment(text))
    facts = [s.text.strip() for s in scored if (s.fact_score or 0) >= THRESHOLD]
    assert facts == [
        "On June 2, 1998, the chef grabbed Plaintiff.",
        "The manager told Plaintiff to go home.",
    ]
    # told once, the same heading does start a section (and the acts under it are not facts)
    once = "STATEMENT OF FACTS\n" + page + "The manager told Plaintiff to go home.\n"
    assert [s for s in score_sentences(segment(once)) if (s.fact_score or 0) >= THRESHOLD] == []


def test_a_recalled_complaint_is_the_complaint_told_before() -> None:
    from legalkg.events.model import Participant
    from legalkg.events.retellings import same_event_mentions

    text = (
        "5. Plaintiff complained to the manager about the harassment. "
        "The manager laughed. "
        "Defendant did nothing to rectify the problems of which Plaintiff complained. "
        "The owner laughed. "
        "On May 3, 2001, Plaintiff complained to the owner. "
        "On January 19, 2002, she quit because of the failure to act on her numerous "
        "complaints of harassment. "
        "Plaintiff again complained to the owner.\n"
    )
    sentences = segment(text)
    by_id = {s.id: s for s in sentences}
    who = (Participant("p", "agent"),)
    acts = [
        "Plaintiff complained to the manager",
        "Plaintiff complained.",
        "Plaintiff complained to the owner",
        "complaints of harassment",
        "Plaintiff again complained",
    ]
    events = []
    for n, words in enumerate(acts, start=1):
        sid = next(
            s.id
            for s in sentences
            if words.rstrip(".") in s.text
            and s.id not in {e.evidence[0].sentence_id for e in events}
        )
        quote = words.rstrip(".")
        events.append(Event(f"e{n}", quote, "complaint", (Evidence(sid, quote),), 0.8, who))
    merged = {
        (op["keep"], m)
        for op in same_event_mentions(events, by_id, {"p": "person"}, {"p": ("Plaintiff",)})
        for m in op["merge"]  # type: ignore[attr-defined]
    }
    # the relative clause and the noun recall the complaint told before
    assert ("e1", "e2") in merged
    assert ("e3", "e4") in merged  # the latest complaint told before the noun
    # a dated complaint is told, not recalled; "again" tells a new one
    assert not any(m in ("e3", "e5") for _, m in merged)


def test_an_act_told_again_as_what_was_reported_or_recalled_is_one_act() -> None:
    from legalkg.events.model import Participant
    from legalkg.events.retellings import same_event_mentions

    text = (
        "20. On or about January 13, 1998, Ugaz came up behind Plaintiff and grabbed her "
        "breasts. Plaintiff cried. The cooks laughed. "
        "Plaintiff ran to inform the manager of how Ugaz grabbed her breasts. "
        "Plaintiff ran to inform the manager of how Ugaz kicked her chair. "
        "Ugaz increased the frequency of the above listed sexual comments.\n"
    )
    sentences = segment(text)
    by_id = {s.id: s for s in sentences}
    victim = (Participant("p", "patient"),)

    def ev(n: str, sid: str, quote: str) -> Event:
        assert quote in by_id[sid].text
        return Event(n, quote, "harassment", (Evidence(sid, quote),), 0.8, victim)

    events = [
        ev("e1", "s1", "grabbed her breasts"),
        ev("e2", "s4", "grabbed her breasts"),
        ev("e3", "s5", "kicked her chair"),  # reported, but not told before
        ev("e4", "s6", "sexual comments"),
    ]
    merged = {
        (op["keep"], m)
        for op in same_event_mentions(events, by_id, {"p": "person"}, {"p": ("Plaintiff",)})
        for m in op["merge"]  # type: ignore[attr-defined]
    }
    assert ("e1", "e2") in merged
    assert not any(m == "e3" for _, m in merged)
    assert any(m == "e4" for _, m in merged)  # "the above listed sexual comments"
