"""Caption parties (issue 30): names read from the caption's layout, not from lists of names."""

from __future__ import annotations

from legalkg.events.parties import caption_parties
from legalkg.events.pipeline import extract_text

ADDRESSES = """UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF COLUMBIA
_____________________________________
MARTA Q. OKONKWO
77 Juniper Lane
Fairfax, VA 22030
LIONEL DUPREE No. 09-cv-4410 (AB)
1200 Harbor Street, N.E.
Washington, DC 20002
Plaintiffs,
v.
CITY OF GLENWOOD
Municipal Building
4 Main Street
Glenwood, MD 20738
Defendant.
_____________________________________
COMPLAINT
1. This is an action to compel the City of Glenwood to accommodate the religious practices
of its employees.
2. Plaintiff Marta Q. Okonkwo is employed as a dispatcher by the City of Glenwood.
3. Plaintiff Lionel Dupree is employed as a firefighter by the City of Glenwood.
4. On March 3, 2004, the City discharged Plaintiff Dupree because he wears a beard.
"""


def test_names_above_addresses_are_the_parties() -> None:
    assert caption_parties(ADDRESSES) == [
        ("plaintiff", "Marta Q. Okonkwo"),
        ("plaintiff", "Lionel Dupree"),
        ("defendant", "City of Glenwood"),
    ]


def test_several_defendants_descriptions_and_et_al() -> None:
    text = """IN THE UNITED STATES DISTRICT COURT
FOR THE SOUTHERN DISTRICT OF TEXAS

ANNA BELL,
PETER NGATA, and
RUTH ADEYEMI,               Case No. ____________
          Plaintiffs,
vs.          Honorable Judge __________
NORTHWIND FREIGHT, INC., a Texas corporation,
and
HARBOR LOGISTICS LLC;
SAMUEL PRICE, et al.
          Defendants.
COMPLAINT
"""
    assert caption_parties(text) == [
        ("plaintiff", "Anna Bell"),
        ("plaintiff", "Peter Ngata"),
        ("plaintiff", "Ruth Adeyemi"),
        ("defendant", "Northwind Freight, Inc."),
        ("defendant", "Harbor Logistics LLC"),
        ("defendant", "Samuel Price"),
    ]


def test_box_columns_and_continued_names() -> None:
    text = """UNITED STATES DISTRICT COURT
EASTERN DIVISION
EQUAL EMPLOYMENT OPPORTUNITY )   CIVIL ACTION NO. 04-1234
COMMISSION,                  )
          Plaintiff,         )
     v.                      )   COMPLAINT
ACME STAMPING COMPANY, INC.  )
d/b/a ACME PARTS             )   JURY TRIAL DEMAND
          Defendant.         )
NATURE OF THE ACTION
"""
    assert caption_parties(text) == [
        ("plaintiff", "Equal Employment Opportunity Commission"),
        ("defendant", "Acme Stamping Company, Inc. d/b/a Acme Parts"),
    ]


def test_no_role_words_no_guess() -> None:
    text = "UNITED STATES DISTRICT COURT\nJOHN SMITH\nACME, INC.\nCOMPLAINT\nThis is an action.\n"
    assert caption_parties(text) == []
    prose = (
        "COMPLAINT\nNOW INTO COURT comes Plaintiff, the United States, and files its complaint.\n"
    )
    assert caption_parties(prose) == []


def test_caption_plaintiffs_become_entities_and_bring_the_action() -> None:
    graph = extract_text(ADDRESSES, name="caption").graph
    by_id = {e.id: e for e in graph.entities}
    assert by_id["okonkwo"].name == "Marta Q. Okonkwo"
    assert "plaintiff" in by_id["okonkwo"].legal_roles
    assert by_id["dupree"].kind == "person"
    assert by_id["defendant"].name == "City of Glenwood"
    assert "plaintiffs" not in by_id  # the group is its members
    suit = next(e for e in graph.events if e.type == "lawsuit")
    agents = {p.entity for p in suit.participants if p.role == "agent"}
    assert agents == {"okonkwo", "dupree"}
    assert any(p.entity == "defendant" and p.role == "patient" for p in suit.participants)


def test_intervening_plaintiffs_and_their_group() -> None:
    text = """IN THE UNITED STATES DISTRICT COURT
TAMPA DIVISION
United States Equal Employment
Opportunity Commission,
Plaintiff,
Case No: 8:05-CV-1813
Maria Olsen and
Beth Kane,
Intervening Plaintiffs,
V, JURY TRIAL DEMANDED
Harbor Youth Services, Inc.,
Defendant.
PLAINTIFF INTERVENORS' COMPLAINT
1. Plaintiff Intervenors, Maria Olsen and Beth Kane, bring this action against Defendant.
2. Defendant's President Joshua Ford sexually harassed Plaintiff Intervenors at the worksite.
"""
    assert caption_parties(text) == [
        ("plaintiff", "United States Equal Employment Opportunity Commission"),
        ("intervenor", "Maria Olsen"),
        ("intervenor", "Beth Kane"),
        ("defendant", "Harbor Youth Services, Inc."),
    ]
    graph = extract_text(text, name="intervening").graph
    by_id = {e.id: e for e in graph.entities}
    assert "intervenor" in by_id["olsen"].legal_roles
    harassed = next(e for e in graph.events if e.type == "harassment")
    patients = {p.entity for p in harassed.participants if p.role == "patient"}
    assert patients == {"olsen", "kane"}


def test_the_body_name_wins_over_a_caption_that_runs_on() -> None:
    text = """IN UNITED STATES DISTRICT COURT
FOR THE DISTRICT OF COLUMBIA
            )
NORA P. BELL      )
12 State Route 3 North #14    )
Gambrills, Maryland 21054      )
Plaintiff,        )
vs.          )
CITY OF WESTON     )
ANNA SHAW, MAYOR    )
1350 Main Avenue, NW    )
Weston, DC 20001      )
Defendant.        )
COMPLAINT
1. Plaintiff Nora P. Bell was an employee of Defendant City of Weston (“Weston”).
2. Defendant City of Weston is a municipal corporation.
3. On May 3, 2019, Defendant City of Weston terminated Plaintiff Bell.
"""
    graph = extract_text(text, name="runs-on").graph
    by_id = {e.id: e for e in graph.entities}
    assert by_id["defendant"].name == "City of Weston"
    assert by_id["bell"].name == "Nora P. Bell" and "plaintiff" in by_id["bell"].legal_roles


def test_a_large_group_keeps_confidence_in_range_and_the_graph_conforms() -> None:
    from legalkg.core.identifiers import Minter
    from legalkg.events.rdf import graph_triples
    from legalkg.validation.shacl import validate_triples

    names = ["ANA LIMA", "BEN OKAFOR", "CARA DIAZ", "DAN WU", "EVA STONE", "FINN HOLT", "GIA ROSSI"]
    caption = "".join(f"{n}\n{10 + i} Elm Street\nSalem, OR 97301\n" for i, n in enumerate(names))
    text = (
        "UNITED STATES DISTRICT COURT\n_______\n" + caption + "Plaintiffs,\nv.\nCITY OF SALEM\n"
        "Defendant.\nCOMPLAINT\n1. This is an action to compel the City of Salem to respect the "
        "religious practices of its employees.\n2. On May 3, 2005, the City of Salem removed "
        "Plaintiffs from field operations.\n"
    )
    graph = extract_text(text, name="group").graph
    assert all(0 <= e.confidence <= 1 for e in graph.events)
    suit = next(e for e in graph.events if e.type == "lawsuit")
    assert len({p.entity for p in suit.participants if p.role == "agent"}) == 7
    assert validate_triples(graph_triples(graph, Minter())[1]).conforms
