"""Writes the SHACL fixtures of shapes/events.ttl: tests/data/shapes/<Shape>/{valid,invalid}/.

python tests/data/events/make_shape_fixtures.py

The valid fixture is a small event graph built by legalkg's own mapping (one complaint, two
sentences, two entities, two events, a BEFORE relation); each invalid fixture breaks it in one
way aimed at one shape. The ``# expect:`` lines were computed with both engines and checked by
hand (each names the shape aimed at; a few breakages also trip a second shape, listed too).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pyoxigraph as ox

from legalkg.core.identifiers import Minter
from legalkg.core.namespaces import PREFIXES
from legalkg.events.jsonio import graph_from_json, normalise_quotes
from legalkg.events.rdf import graph_triples
from legalkg.validation.shacl import validate_files
from legalkg.validation.shapes import SHAPES_NS

ROOT = Path(__file__).resolve().parents[1] / "shapes"
TEXT = "Acme Inc. hired Jane Roe in March 2010. Acme fired her on June 1, 2011."
C = "https://example.org/complaint/fixture/"
LKG = PREFIXES["lkg"]
OA = PREFIXES["oa"]
XSD = PREFIXES["xsd"]
RDFS_LABEL = PREFIXES["rdfs"] + "label"


def base() -> list[ox.Triple]:
    data: dict[str, Any] = {
        "format": "legalkg-events/1",
        "complaint": {"id": "fixture", "title": "Fixture v. Acme"},
        "sentences": [
            {"id": "s1", "start": 0, "end": 39, "text": TEXT[0:39], "fact_score": 0.9},
            {"id": "s2", "start": 40, "end": 71, "text": TEXT[40:71], "fact_score": 0.9},
        ],
        "entities": [
            {
                "id": "acme",
                "name": "Acme Inc.",
                "kind": "organization",
                "legal_roles": ["defendant", "employer"],
                "evidence": [{"sentence_id": "s1", "quote": "Acme Inc."}],
                "confidence": 1,
            },
            {
                "id": "roe",
                "name": "Jane Roe",
                "kind": "person",
                "legal_roles": ["employee"],
                "evidence": [{"sentence_id": "s1", "quote": "Jane Roe"}],
                "confidence": 1,
            },
            {"id": "plant", "name": "the plant", "kind": "place", "confidence": 1},
        ],
        "events": [
            {
                "id": "ev1",
                "label": "Acme hires Roe",
                "type": "hiring",
                "participants": [
                    {"entity": "acme", "role": "agent"},
                    {"entity": "roe", "role": "patient"},
                ],
                "date": {"value": "2010-03-01", "granularity": "month", "approximate": False},
                "place": "plant",
                "evidence": [{"sentence_id": "s1", "quote": "Acme Inc. hired Jane Roe"}],
                "confidence": 0.9,
            },
            {
                "id": "ev2",
                "label": "Acme fires Roe",
                "type": "termination",
                "participants": [{"entity": "acme", "role": "agent"}],
                "date": {"value": "2011-06-01", "granularity": "day", "approximate": False},
                "evidence": [{"sentence_id": "s2", "quote": "Acme fired her"}],
                "confidence": 0.9,
            },
        ],
        "relations": [
            {
                "id": "r1",
                "type": "BEFORE",
                "source": "ev1",
                "target": "ev2",
                "evidence": [{"sentence_id": "s2"}],
                "confidence": 0.7,
            },
        ],
        "claims": [
            {
                "label": "Discrimination Area: Discharge / Constructive Discharge / Layoff",
                "kind": "area",
                "evidence": [{"sentence_id": "s2", "quote": "Acme fired her"}],
            },
        ],
    }
    graph = normalise_quotes(graph_from_json(data, "fixture", text=TEXT))
    return graph_triples(graph, Minter())[1]


def n(local: str) -> ox.NamedNode:
    return ox.NamedNode(local if "://" in local else C + local)


def lit(value: str, datatype: str | None = None) -> ox.Literal:
    return ox.Literal(value, datatype=ox.NamedNode(datatype)) if datatype else ox.Literal(value)


def without(ts: list[ox.Triple], subject: str, predicate: str) -> list[ox.Triple]:
    return [t for t in ts if not (t.subject == n(subject) and t.predicate.value == predicate)]


def setting(ts: list[ox.Triple], subject: str, predicate: str, value: Any) -> list[ox.Triple]:
    return without(ts, subject, predicate) + [ox.Triple(n(subject), ox.NamedNode(predicate), value)]


E1, E2, R1 = "event/ev1", "event/ev2", "relation/r1"
CL = "claim/discrimination-area-discharge-constructive-discharge-layoff"
MUTATIONS: dict[str, Any] = {
    "ComplaintLabelShape": lambda t: without(
        t, "https://example.org/complaint/fixture", RDFS_LABEL
    ),
    "SentenceIdShape": lambda t: without(t, "sentence/s1", LKG + "sentenceId"),
    "SentenceTextShape": lambda t: setting(
        t, "sentence/s2", LKG + "sentenceText", lit("32", XSD + "integer")
    ),
    "SentenceStartShape": lambda t: setting(
        t, "sentence/s1", LKG + "startOffset", lit("0.5", XSD + "decimal")
    ),
    "SentenceEndShape": lambda t: without(t, "sentence/s1", LKG + "endOffset"),
    "SentenceOfShape": lambda t: without(t, "sentence/s1", LKG + "sentenceOf"),
    "FactScoreShape": lambda t: setting(
        t, "sentence/s1", LKG + "factScore", lit("1.5", XSD + "decimal")
    ),
    "SentenceShape": lambda t: setting(
        t, "sentence/s2", LKG + "endOffset", lit("99", XSD + "integer")
    ),
    "ConfidenceShape": lambda t: setting(t, E1, LKG + "confidence", lit("2.0", XSD + "decimal")),
    "EvidenceRequiredShape": lambda t: without(t, R1, LKG + "evidence"),
    "InComplaintShape": lambda t: without(t, E2, LKG + "inComplaint"),
    "EntityLabelShape": lambda t: without(t, "entity/roe", RDFS_LABEL),
    "LegalRoleShape": lambda t: (
        t
        + [
            ox.Triple(
                n("entity/roe"),
                ox.NamedNode(LKG + "legalRole"),
                ox.NamedNode(LKG + "legalrole-villain"),
            )
        ]
    ),
    "EntityEvidenceShape": lambda t: (
        t + [ox.Triple(n("entity/roe"), ox.NamedNode(LKG + "evidence"), n("sentence/s1"))]
    ),
    "EventLabelShape": lambda t: without(t, E2, RDFS_LABEL),
    "EventTypeShape": lambda t: setting(
        t, E2, LKG + "eventType", ox.NamedNode(LKG + "eventtype-party")
    ),
    "HasParticipationShape": lambda t: (
        t + [ox.Triple(n(E2), ox.NamedNode(LKG + "hasParticipation"), n("entity/roe"))]
    ),
    "EarliestDateShape": lambda t: setting(t, E2, LKG + "earliestDate", lit("2011-06-01")),
    "LatestDateShape": lambda t: setting(t, E2, LKG + "latestDate", lit("soon")),
    "DateGranularityShape": lambda t: setting(t, E2, LKG + "dateGranularity", lit("week")),
    "PlaceShape": lambda t: setting(t, E1, LKG + "place", n("entity/roe")),
    "EventShape": lambda t: setting(t, E2, LKG + "latestDate", lit("2011-05-31", XSD + "date")),
    "ParticipantShape": lambda t: without(t, E2 + "/participant/1", LKG + "participant"),
    "ParticipantRoleShape": lambda t: setting(
        t, E2 + "/participant/1", LKG + "participantRole", ox.NamedNode(LKG + "role-villain")
    ),
    "RelationTypeShape": lambda t: setting(
        t, R1, LKG + "relationType", ox.NamedNode(LKG + "reltype-likes")
    ),
    "RelationSourceShape": lambda t: without(t, R1, LKG + "relationSource"),
    "RelationTargetShape": lambda t: setting(t, R1, LKG + "relationTarget", n("entity/acme")),
    "BeforeCycleShape": lambda t: t + [ox.Triple(n(E2), ox.NamedNode(LKG + "before"), n(E1))],
    "ClaimShape": lambda t: setting(
        t, CL, LKG + "claimKind", ox.NamedNode(LKG + "claimkind-basis")
    ),
    "ClaimLabelShape": lambda t: t + [ox.Triple(n(CL), ox.NamedNode(RDFS_LABEL), lit("Another"))],
    "ClaimKindShape": lambda t: setting(
        t, CL, LKG + "claimKind", ox.NamedNode(LKG + "claimkind-grievance")
    ),
    "ClaimOfShape": lambda t: [
        x for x in t if not (x.predicate.value == LKG + "alleges" and x.object == n(CL))
    ],
    "EvidenceShape": lambda t: setting(
        t, E2 + "/evidence/1/quote", OA + "exact", lit("Acme hired her")
    ),
    "EvidenceSentenceShape": lambda t: without(t, E2 + "/evidence/1", LKG + "sentence"),
    "EvidenceSourceShape": lambda t: without(t, E2 + "/evidence/1", OA + "hasSource"),
    "EvidenceQuoteShape": lambda t: without(t, E2 + "/evidence/1/quote", OA + "exact"),
    "EvidenceStartShape": lambda t: without(t, E2 + "/evidence/1/position", OA + "start"),
    "EvidenceEndShape": lambda t: without(t, E2 + "/evidence/1/position", OA + "end"),
}


def turtle(ts: list[ox.Triple]) -> str:
    prefixes = {p: PREFIXES[p] for p in ("lkg", "oa", "rdf", "rdfs", "skos", "xsd", "dcterms")}
    out = ox.serialize(sorted(set(ts), key=str), format=ox.RdfFormat.TURTLE, prefixes=prefixes)
    assert out is not None
    return out.decode("utf-8")


def main() -> None:
    valid = turtle(base())
    for shape, mutate in sorted(MUTATIONS.items()):
        folder = ROOT / shape
        (folder / "valid").mkdir(parents=True, exist_ok=True)
        (folder / "invalid").mkdir(parents=True, exist_ok=True)
        (folder / "valid" / "event-graph.ttl").write_text(
            "# A small event graph written by legalkg's mapping: conforms.\n" + valid,
            encoding="utf-8",
        )
        body = turtle(mutate(base()))
        path = folder / "invalid" / "broken.ttl"
        path.write_text(body, encoding="utf-8")
        reports = [validate_files([path], engine=e) for e in ("turbo", "pyshacl")]
        got = [sorted((r.shape or "", r.focus_node) for r in rep.results) for rep in reports]
        assert got[0] == got[1], (shape, got)
        assert any(s == f"<{SHAPES_NS}{shape}>" for s, _ in got[0]), (shape, reports[0].to_text())
        expect = "".join(
            f"# expect: {s.removeprefix('<' + SHAPES_NS).removesuffix('>')} {focus}\n"
            for s, focus in got[0]
        )
        path.write_text(f"# {shape}: broken on purpose.\n" + expect + body, encoding="utf-8")
        print(shape, [s.rsplit("#", 1)[-1] for s, _ in got[0]])


if __name__ == "__main__":
    main()
