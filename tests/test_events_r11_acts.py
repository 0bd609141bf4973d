"""Issue 30, eleventh round: acts of public bodies and courts outside an employment dispute
(:mod:`legalkg.events.publicacts`).

Each class of construction is checked on sentences written for these tests, in other words
than any complaint's (what is read, and what must not be), then on the complaints of unseen 9
and 10 where the constructions were seen."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from legalkg.events import publicacts
from legalkg.events.rules import _find_acts

DATA = Path(__file__).parent / "data" / "events"


def _acts(text: str) -> list[tuple[str, str]]:
    return [(k, text[a:b]) for a, b, k in _find_acts(text)]


def _other(text: str) -> list[str]:
    return [words for kind, words in _acts(text) if kind == "other"]


# a court's ruling on a case


def test_a_court_ruling_in_the_past_is_an_act() -> None:
    assert _other("Last spring a federal judge temporarily blocked the closure of the clinic.")
    assert _other("The appeals court later reversed that decision.")


def test_a_ruling_asked_for_is_no_act() -> None:
    assert _other("The agency should be enjoined from closing the clinic.") == []
    assert _other("Plaintiffs ask that the Court vacate the new rule.") == []


# a ruling or a settlement obtained by a party


def test_a_settlement_or_stay_obtained_is_an_act() -> None:
    assert _other("In 2015 the tenants' union secured a $40,000 settlement from the landlord.")
    assert _other("The union obtained a temporary injunction against the closure in May.")


def test_a_settlement_sought_is_no_act() -> None:
    assert _other("The union would have obtained a settlement had the city agreed.") == []


# a writing of policy put out by an office


def test_a_policy_writing_released_is_an_act() -> None:
    assert _other("The bureau quietly published revised guidance on roadside inspections.")
    assert _other("Internal memoranda issued by the deputy director limited the inspections.")


def test_a_writing_sent_to_someone_is_a_communication() -> None:
    text = (
        "The director issued guidance on overtime, telling managers that no claims would be paid."
    )
    assert _other(text) == []
    assert _other("The director released a memorandum to all regional managers on May 2.") == []


def test_released_from_a_doctor_is_still_one_person_s_step() -> None:
    # (the frames' own reading of a life's step is not taken over by a writing's release)
    assert _other("She was released to return to work on June 4.") == ["released to return to work"]


# an act done by an executive order named by its number


def test_an_act_through_a_numbered_executive_order() -> None:
    assert _other("The task force was set up by the Governor under Executive Order 31.")
    assert _other("The Mayor launched the cleanup program through Executive Order 7.")


def test_a_power_by_executive_order_is_no_act() -> None:
    assert _other("A President may not repeal a statute by executive order.") == []


# a writing drafted


def test_a_writing_drafted_with_a_determiner_is_an_act() -> None:
    assert _other("The county prepared a budget for the new shelter in March.")
    assert _other("The lease and the budget were drafted together with the city's staff.")


def test_writings_drafted_as_a_post_s_work_are_no_act() -> None:
    text = "As counsel she reviewed filings, took depositions, and drafted settlement agreements."
    assert _other(text) == []


# an office, a division, a program taken apart


def test_an_office_dismantled_is_an_act() -> None:
    assert _other("Within a month the ministry had abolished two regional inspection bureaus.")
    assert _other("The field offices that took tenant grievances were quietly shut down in June.")


def test_a_post_eliminated_is_not_an_office() -> None:
    # (a job lost is the frames' own; no office is taken apart)
    text = "The company eliminated her position in the spring."
    assert not any("position" in w for w in _other(text))


# a body's word to the public, put out as a writing


def test_a_press_release_or_public_statement_is_a_communication() -> None:
    text = "The next morning the sheriff's office put out a press release about the raid."
    assert ("communication", "put out a press release") in _acts(text)
    text = "The mayor later issued two public statements defending the curfew."
    assert ("communication", "issued two public statements") in _acts(text)


def test_no_nested_unbounded_repeats() -> None:
    """The speed guard of every frame: no group repeated without bound inside another."""
    for pattern in publicacts.OTHER_ACTS + publicacts.TOLD_ACTS:
        assert not re.search(r"\)[*+]\)?[*+]", pattern)
        re.compile(pattern, re.IGNORECASE)


# the complaints where the constructions were seen (unseen 9 and 10)


def _sentence(case: str, sid: str) -> str:
    gold = json.loads((DATA / f"{case}.gold.json").read_text(encoding="utf-8"))
    return next(s["text"] for s in gold["sentences"] if s["id"] == sid)


@pytest.mark.parametrize(
    ("case", "sid", "words"),
    [
        ("case46940_doc163029", "s327", "court initially enjoined"),
        ("case46940_doc163029", "s259", "obtained a broader stay"),
        ("case18113_doc111837", "s158", "won a $72,000 monetary settlement"),
        ("case46979_doc163303", "s402", "memoranda issued by"),
        ("case46940_doc163029", "s215", "unveiled a “Merit Hiring Plan"),
        ("case46602_doc160306", "s92", "established by Executive Order"),
        ("case46940_doc163029", "s200", "advanced this agenda through Executive Order"),
        ("case46602_doc160306", "s288", "budget were drafted"),
        ("case46979_doc163303", "s392", "eliminated or dramatically cut civil rights offices"),
    ],
)
def test_seen_in_the_complaints(case: str, sid: str, words: str) -> None:
    assert words in _other(_sentence(case, sid))


def test_guidance_that_advises_stays_a_communication() -> None:
    # "OPM … issued guidance on probationary periods, advising agencies that …" (unseen 9)
    text = _sentence("case46940_doc163029", "s245")
    assert not any("guidance" in w for w in _other(text))


@pytest.mark.parametrize(
    ("case", "sid", "words"),
    [
        ("case46602_doc160306", "s267", "issued a press release"),
        ("case46940_doc163029", "s36", "issued public statements"),
    ],
)
def test_public_writings_seen_in_the_complaints(case: str, sid: str, words: str) -> None:
    assert ("communication", words) in _acts(_sentence(case, sid))
