"""Issue 30, eleventh round: parties and participants (``legalkg.events.rosters``,
``legalkg.events.subjects``). Each rule is checked on sentences and captions written for these
tests, in other words than the complaints', and on the real complaint it was seen in. Each
test also states what must *not* change: a run that is one name stays one name, a party named
after a preposition is no doer."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.parties import caption_parties
from legalkg.events.people import _mentions, find_parties
from legalkg.events.pipeline import extract_text
from legalkg.events.rosters import fictitious_mentions, head_mentions, roster
from legalkg.events.segment import segment

DATA = Path(__file__).resolve().parent / "data" / "events"

CAPTION = """UNITED STATES DISTRICT COURT
DISTRICT OF NOWHERE
-----------------------------------------------x
MARTA QUILL, ROSS FENWICK and                 COMPLAINT AND
DARIA OSTROV,                                  JURY DEMAND
          Plaintiffs,
     -against-
THE COUNTY OF ELM, Elm County Sheriff's Office Sheriff OWEN TALLIS, and
Deputies SERGEANT "JANE DOE #1" KORR and "JOHN DOE #3" (the names being
invented because the deputies' names are not yet known), in their individual capacities,
          Defendants.
-----------------------------------------------x
1. Plaintiffs Marta Quill, Ross Fenwick and Daria Ostrov bring this action for damages.
2. On June 3, 2021, Plaintiffs were reporting on a march in Elm.
3. On June 3, 2021, Defendants Korr and JD#3 pointed a hose at Plaintiffs and then fired a
chemical irritant at them.
4. Defendants County and Tallis failed to train the deputies in the use of irritants.
5. On June 20, 2021, Defendant Tallis retaliated against Plaintiff Quill.
"""


# ------------------------------------------------------------------------------------------
# a caption side that lists several parties in one run of words


def test_a_caption_that_lists_parties_in_one_run_gives_each_party_with_its_role() -> None:
    assert caption_parties(CAPTION) == [
        ("plaintiff", "Marta Quill"),
        ("plaintiff", "Ross Fenwick"),
        ("plaintiff", "Daria Ostrov"),
        ("defendant", "The County of Elm"),  # capitals read as a name, not acronyms
        ("defendant", "Owen Tallis"),  # the post ("Sheriff") kept apart from the name
        ("defendant", "Jane Doe #1 Korr"),  # "Deputies SERGEANT": ranks, not the name
        ("defendant", "John Doe #3"),  # an officer sued by a number is a party
    ]


@pytest.mark.parametrize(
    "run",
    [
        "Board of Trustees of the Florida Gulf Coast University",  # one name with "of"
        "District of Columbia Muriel Bowser, Mayor",  # a post alone is no name
        "Assistant Mayor Bruce Ditraglia, Individually and",
        "Harbor Freight Tools USA, Inc.",  # "Inc." goes on with the name
        "Acme Widgets, a Delaware corporation",  # a description, not a second party
    ],
)
def test_a_run_that_is_one_name_is_not_split(run: str) -> None:
    assert roster(run) == [run]


def test_a_description_between_listed_names_is_no_party() -> None:
    run = (
        "GREEN VALLEY TRANSIT BOARD, a body of the state; PETER VOSS, in his official "
        "capacity as Acting Director"
    )
    # (the caption reader splits at ";" first: each side of it is one name)
    assert roster(run.split(";")[0]) == [run.split(";")[0]]
    assert roster("ORCHARD ARTS FUND, a nonprofit, and its advisory panel ORCHARD ARTS BOARD") == [
        "Orchard Arts Fund",
        "Orchard Arts Board",
    ]


def test_a_numbered_fictitious_officer_is_named_by_initials_and_number() -> None:
    assert "JD#3" in fictitious_mentions("John Doe #3")
    assert "Doe #1" in fictitious_mentions("Jane Doe #1 Korr")
    assert fictitious_mentions("Owen Tallis") == ()


def test_a_city_or_county_sued_is_named_by_its_kind_after_defendant() -> None:
    assert "Defendants County" in head_mentions("The County of Elm")
    assert head_mentions("Elm County Sheriff's Office") == ()  # not "County" in a name


def test_the_parties_of_a_listing_caption_are_mentioned_in_the_body() -> None:
    sentences = segment(CAPTION)
    parties = find_parties(CAPTION, sentences)
    by_id = {p.entity.id: p.entity for p in parties}
    assert by_id["quill"].legal_roles == ("plaintiff",)
    assert by_id["defendant"].name == "The County of Elm"
    assert "defendant" in by_id["defendant-tallis"].legal_roles
    fourth = next(s for s in sentences if s.text.startswith("4."))
    named = {e for _, _, e in _mentions(fourth.text, parties)}
    assert named == {"defendant", "defendant-tallis"}


# ------------------------------------------------------------------------------------------
# a subject naming several parties gives the agents; "at Plaintiffs" is no doer


def _events(text: str) -> list[tuple[str, set[str], set[str]]]:
    g = extract_text(text, name="t").graph
    return [
        (
            e.label,
            {p.entity for p in e.participants if p.role == "agent"},
            {p.entity for p in e.participants if p.role == "patient"},
        )
        for e in g.events
    ]


def test_a_subject_of_several_parties_gives_each_agent_and_never_the_object() -> None:
    events = _events(CAPTION)
    fired = next(x for x in events if "irritant" in x[0])
    assert fired[1] == {"defendant-korr", "defendant-3"}
    assert not fired[1] & {"quill", "fenwick", "ostrov"}  # "at Plaintiffs": not the doers
    train = next(x for x in events if "train" in x[0])
    assert train[1] == {"defendant", "defendant-tallis"}  # the County and the Sheriff
    suit = next(x for x in events if "bring this action" in x[0])
    assert suit[1] == {"quill", "fenwick", "ostrov"}  # all three the opening lists


def test_a_party_named_before_the_subject_keeps_the_rules_reading() -> None:
    from legalkg.events.subjects import subject_agents

    s = "After Quill left, Korr and Tallis locked the gate."
    m = [(6, 11, "quill"), (18, 22, "korr"), (27, 33, "tallis")]
    # "Quill left," is an opening clause that names a party: not read as the subject's
    assert subject_agents(s, s.index("locked"), m) == []
    s2 = "Korr and Tallis watched as Quill locked the gate."
    m2 = [(0, 4, "korr"), (9, 15, "tallis"), (27, 32, "quill")]
    assert subject_agents(s2, s2.index("locked"), m2) == []  # Quill, not after a preposition


# ------------------------------------------------------------------------------------------
# the complaint it was seen in: Edrei v. Bratton (unseen 10)


def test_edrei_caption_names_every_party() -> None:
    text = (DATA / "case18113_doc111837.txt").read_text()
    assert caption_parties(text) == [
        ("plaintiff", "Anika Edrei"),
        ("plaintiff", "Shay Horse"),
        ("plaintiff", "James Craven"),
        ("plaintiff", "Keegan Stephan"),
        ("plaintiff", "Michael Nusbaum"),
        ("defendant", "The City of New York"),
        ("defendant", "William Bratton"),
        ("defendant", "John Doe #1 Maguire"),
        ("defendant", "John Doe #2"),
    ]


# ------------------------------------------------------------------------------------------
# names read from capitals take the body's spelling and short name; trade names


def test_a_party_read_from_capitals_takes_the_body_spelling_and_defined_short_name() -> None:
    from legalkg.events.rosters import body_names, trade_names

    body = (
        "1. The Coastal Parks FOUNDATION (“CPF”) funded the councils. 2. Later CPF stopped. "
        "3. Governor DeWitt approved the cut."
    )
    assert body_names("Coastal Parks Foundation", body) == ("Coastal Parks FOUNDATION", "CPF")
    assert body_names("Dewitt", body) == ("DeWitt",)  # a surname read from capitals
    assert body_names("Dewitt", "the dewitt report") == ()  # a lower-case word is no name
    assert body_names("Inland Water Office", "The Inland Water Office (IWO) acted.") == ("IWO",)
    assert body_names("Coastal Parks Foundation", 'the Foundation (the "Defendant")') == ()
    assert trade_names("Valley Arts Trust d/b/a Valley Arts") == (
        "Valley Arts Trust",
        "Valley Arts",
    )


def test_caption_lines_a_narrow_docket_gap_and_an_and_inside_a_department_name() -> None:
    text = (
        "UNITED STATES DISTRICT COURT\nDISTRICT OF NOWHERE\n"
        "LENA MARSH and  COMPLAINT FOR INJUNCTIVE\nOTTO BRIGGS,  DECLARATORY RELIEF\n"
        "Plaintiffs,\nv.\nU.S. DEPARTMENT OF PARKS AND \nRECREATION SERVICES,\nDefendant.\n"
    )
    assert caption_parties(text) == [
        ("plaintiff", "Lena Marsh"),
        ("plaintiff", "Otto Briggs"),
        ("defendant", "U.S. Department of Parks and Recreation Services"),
    ]


# ------------------------------------------------------------------------------------------
# "by A and B"; "NEH staff"; an act only seen or heard


def test_a_passive_by_phrase_listing_two_parties_gives_both_agents() -> None:
    from legalkg.events.subjects import by_agents

    s = "The policy was adopted by Defendants Tallis and County in 2019."
    m = [(s.index("Tallis"), s.index("Tallis") + 6, "tallis")]
    m.append((s.index("County"), s.index("County") + 6, "county"))
    assert [e for _, _, e in by_agents(s, s.index(" by"), m)] == ["tallis", "county"]
    s2 = "The policy was adopted by Tallis after County objected."
    m2 = [(26, 32, "tallis"), (39, 45, "county")]
    assert s2[26:32] == "Tallis" and s2[39:45] == "County"
    assert by_agents(s2, s2.index(" by"), m2) == []  # one party: the rules' reading


def test_a_body_before_its_people_is_no_patient() -> None:
    from legalkg.events.subjects import names_its_people

    s = "The director met with CPF leadership and then fired CPF."
    assert names_its_people(s, (22, 25, "cpf"))
    assert not names_its_people(s, (52, 55, "cpf"))


def test_an_act_only_seen_by_a_plaintiff_is_not_hers_nor_the_employers() -> None:
    seen_only = CAPTION + (
        "6. Plaintiff Fenwick saw deputies discharge a pepper canister toward the marchers.\n"
    )
    seen = next(x for x in _events(seen_only) if x[0].startswith("discharge a pepper"))
    assert not seen[1]  # neither Fenwick nor the County, which the sentence does not name
    watched_them = CAPTION + (
        "6. Plaintiff Ostrov watched Defendants Korr and JD#3 discharge a pepper canister "
        "toward the marchers.\n"
    )
    watched = next(x for x in _events(watched_them) if "discharge a pepper" in x[0])
    assert watched[1] == {"defendant-korr", "defendant-3"}


def test_a_party_named_in_a_by_phrase_is_never_the_patient() -> None:
    from legalkg.events.subjects import no_patient

    s = "Each grantee got a termination notice signed by Acting Director of CPF Ann Roe."
    roe = (s.index("Ann"), s.index("Ann") + 7, "roe")
    assert no_patient(s, roe, "person")
    s2 = "The fund terminated Ann Roe in May."
    assert not no_patient(s2, (20, 27, "roe"), "person")


def test_several_named_in_an_employment_sentence_are_each_their_own_employment() -> None:
    from legalkg.events.subjects import read_doers

    s = "Plaintiffs Roe and Poe are lifeguards with the Department."
    m = [(11, 14, "roe"), (19, 22, "poe")]
    at = s.index("lifeguards")
    assert read_doers(s, (at, at + 10), False, "employment", (m[1], None), m, [])[2] == []
    assert [
        e for _, _, e in read_doers(s, (at, at + 10), False, "other", (m[1], None), m, [])[2]
    ] == [
        "roe",
        "poe",
    ]


def test_an_act_by_a_party_has_it_as_its_doer_not_its_object() -> None:
    text = (
        CAPTION + "6. The fines stay on Plaintiff Quill's record and led to discipline by Tallis.\n"
    )
    events = _events(text)
    fined = next(x for x in events if "discipline by Tallis" in x[0])
    assert "defendant-tallis" in fined[1] and "defendant-tallis" not in fined[2]
