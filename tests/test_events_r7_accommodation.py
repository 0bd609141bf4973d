"""Issue 30, seventh round (late): accommodation and leave stories — what a pregnancy, nursing
or a condition makes one ask for (a ground post, light duty, days off, breaks to pump, longer or
medical leave), its refusal, leave and absence points the employer imposes, and a life's steps
(pregnant, birth, diagnosis, a doctor's clearance) told of one person
(``legalkg.events.frames``, ``legalkg.events.rules``). Every sentence here is written for the
test, in other words than the complaints'."""

from __future__ import annotations

from pathlib import Path

import pytest

from legalkg.events.rules import _find_acts

DATA = Path(__file__).parent / "data" / "events"


def _kinds(text: str) -> list[str]:
    return [k for _, _, k in _find_acts(text)]


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # requests of what an accommodation is: a verb, its object of that lexicon
        (
            "In March 2018, Ms. Roe asked for light duty until her due date.",
            "accommodation-request",
        ),
        (
            "Ms. Roe requested a temporary desk position for the last months.",
            "accommodation-request",
        ),
        ("She sought to extend her leave by eight weeks.", "accommodation-request"),
        ("Ms. Roe made several requests for excused days off.", "accommodation-request"),
        ("He requested medical leave after the surgery.", "accommodation-request"),
        ("He made two requests to have those absences excused.", "accommodation-request"),
        ("She raised the possibility of a sedentary job.", "accommodation-request"),
        ("Ms. Roe made requests proposing several accommodations.", "accommodation-request"),
        # a doctor's word given to the employer
        ("She gave her manager a note from her physician.", "communication"),
        ("He submitted medical documentation of the injury.", "communication"),
        ("She was fired after inquiring about accommodations for pumping.", "termination"),
        # the denial of a request told before, or of such an accommodation
        ("The airline rejected both of those requests.", "accommodation-denial"),
        (
            "On June 2, 2018, the store denied Ms. Roe’s request, saying it had no such posts.",
            "accommodation-denial",
        ),
        ("The manager ignored her request for a light-duty assignment.", "accommodation-denial"),
        ("The company refused to excuse those absences.", "accommodation-denial"),
        (
            "The supervisor wrote that the store can not accommodate her restrictions.",
            "accommodation-denial",
        ),
        # leave and points the employer imposes on one person
        ("The hospital then placed Ms. Roe on unpaid leave.", "adverse-action"),
        ("She had been forced onto unpaid leave in May.", "adverse-action"),
        ("She was grounded from her remaining shifts.", "adverse-action"),
        ("Ms. Roe accrued two points under the attendance policy.", "adverse-action"),
        ("Ms. Roe was prohibited from pumping at her station.", "adverse-action"),
        # a life's steps, told of one person
        ("Ms. Roe became pregnant with her daughter in 2016.", "other"),
        ("She gave birth on June 1, 2017.", "other"),
        ("In July she was diagnosed with anemia.", "other"),
        ("She was cleared by her physician to return to work in May.", "other"),
        ("Her doctor certified that she could work without limits.", "other"),
        ("Ms. Roe weaned her baby before coming back.", "other"),
        ("She exhausted her FMLA leave by March.", "other"),
        ("Ms. Roe went out on leave in her eighth month.", "other"),
        ("After the birth of her first son, Ms. Roe asked for longer breaks.", "other"),
        # what was asked of the employer left unanswered, what one was owed and not told
        ("The airline never answered her proposal.", "failure-to-act"),
        ("The store did not respond to any of his later requests.", "failure-to-act"),
        ("The clinic did not advise her of any policy on nursing mothers.", "failure-to-act"),
        ("The company never gave Ms. Roe a list of rooms.", "failure-to-act"),
    ],
)
def test_accommodation_frames(text: str, kind: str) -> None:
    assert kind in _kinds(text)


@pytest.mark.parametrize(
    "text",
    [
        # told of a class, a policy: no act of one person
        "Nurses who become pregnant are routinely grounded and placed on unpaid leave.",
        "Employees give birth each year during the period.",
        "Workers were forced onto unpaid leave and accrued points for their absences.",
        # leave given as care, a return to work: no loss, no step the golds count
        "Ms. Roe was placed on sick leave to rest after the fall.",
        "She returned to work in April.",
        # a request of no accommodation: a transfer asked for is no request of that kind
        "Mr. Doe requested a transfer to the night shift.",
        # leave for another reason is no accommodation asked for
        "Ms. Roe asked for leave for her father's funeral.",
        # the noun of a denied request is not a request of its own
        "The store denied her request.",
    ],
)
def test_accommodation_frames_keep_apart(text: str) -> None:
    kinds = _kinds(text)
    assert "other" not in kinds and "adverse-action" not in kinds
    assert "accommodation-request" not in kinds


def test_hodgkins_requests_and_denials() -> None:
    """On the complaint: a ground assignment requested, then denied; points accrued."""
    text = (DATA / "case43282_doc130963.txt").read_text()
    asked = "Ms. Hodgkins requested a ground assignment"
    assert asked in text
    start = text.index(asked)
    assert "accommodation-request" in _kinds(text[start : start + 120])
    denied = "Frontier denied Ms. Hodgkins’ request"
    assert denied in text
    start = text.index(denied)
    assert "accommodation-denial" in _kinds(text[start : start + 60])
