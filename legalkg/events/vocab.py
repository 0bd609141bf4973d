"""The controlled lists of the event graphs: event types, legal roles, participant roles and
relation types (JSON value → label and definition). ``ontologies/events.ttl`` declares one SKOS
concept for each, ``lkg:<prefix>-<value>``; tests/test_events_ontology.py keeps both in step.

>>> concept("event-type", "termination").value
'https://w3id.org/legalkg#eventtype-termination'
>>> concept("relation", "SAME-TIME").value
'https://w3id.org/legalkg#reltype-same-time'
"""

from __future__ import annotations

from pyoxigraph import NamedNode

from legalkg.core.namespaces import LKG_NS

#: event type → (label, definition)
EVENT_TYPES: dict[str, tuple[str, str]] = {
    "hiring": ("Hiring", "The employer hires, recruits or engages someone."),
    "employment": ("Employment", "Someone works for the employer, in a position, over a period."),
    "harassment": (
        "Harassment",
        "Unwelcome conduct towards someone (sexual, racial or other), by words or acts.",
    ),
    "adverse-action": (
        "Adverse action",
        "A detrimental decision or treatment other than those listed separately (a refusal of "
        "overtime, a transfer, a denial of a benefit).",
    ),
    "complaint": (
        "Complaint to the employer",
        "Someone reports or objects to conduct, to the employer, a manager or human resources.",
    ),
    "accommodation-request": (
        "Accommodation request",
        "Someone asks the employer for a reasonable accommodation (of a disability or religion).",
    ),
    "accommodation-denial": (
        "Accommodation denial",
        "The employer refuses or fails to provide a requested or needed accommodation.",
    ),
    "discipline": ("Discipline", "A warning, write-up, suspension or other sanction."),
    "demotion": ("Demotion", "A demotion, a reduction in pay or hours, or a loss of duties."),
    "termination": ("Termination", "The employer discharges or fires someone."),
    "resignation": (
        "Resignation",
        "Someone quits or resigns, including a constructive discharge.",
    ),
    "threat": ("Threat", "Someone threatens another with harm or an adverse action."),
    "retaliation": (
        "Retaliation",
        "An act the complaint says was done in reprisal for a protected activity.",
    ),
    "communication": ("Communication", "Someone tells, writes or informs another of something."),
    "failure-to-act": (
        "Failure to act",
        "The employer fails to do what it should (to stop harassment, post notices, investigate).",
    ),
    "investigation": ("Investigation", "An employer or agency investigates."),
    "charge": (
        "Charge of discrimination",
        "Someone files a charge of discrimination with an agency (e.g. the EEOC).",
    ),
    "agency-determination": (
        "Agency determination",
        "An agency issues a finding, such as reasonable cause or a right-to-sue notice.",
    ),
    "conciliation": ("Conciliation", "An agency attempts to settle a charge informally."),
    "lawsuit": ("Lawsuit", "A party files a complaint in court or takes another step in the case."),
    "unlawful-practice": (
        "Unlawful employment practice",
        "The complaint's statement that the employer engaged in unlawful employment practices "
        "(over the period it gives), the act the charge and the suit are about.",
    ),
    "other": ("Other event", "An event of no type in this list."),
}

#: legal role → (label, definition)
LEGAL_ROLES: dict[str, tuple[str, str]] = {
    "plaintiff": ("Plaintiff", "The party who brings the action."),
    "defendant": ("Defendant", "The party the action is brought against."),
    "charging-party": (
        "Charging party",
        "The person who filed the charge of discrimination with the agency.",
    ),
    "aggrieved-individual": (
        "Aggrieved individual",
        "A person on whose behalf relief is sought (the employee harmed, a class member).",
    ),
    "employer": ("Employer", "The organisation that employs the aggrieved individuals."),
    "employee": ("Employee", "A person employed by the employer."),
    "supervisor": ("Supervisor", "An employee who manages or supervises others."),
    "co-worker": ("Co-worker", "An employee working beside the aggrieved individual."),
    "witness": ("Witness", "A person who saw or heard an event the complaint relies on."),
    "agency": ("Agency", "A government agency acting in the matter (e.g. the EEOC)."),
    "attorney": ("Attorney", "A lawyer who represents a party."),
    "intervenor": ("Intervenor", "A person who joins the action as a party."),
}

#: participant role → (label, definition)
PARTICIPANT_ROLES: dict[str, tuple[str, str]] = {
    "agent": ("Agent", "The one who does or causes the event."),
    "patient": ("Patient", "The one the event is done to or affects."),
    "recipient": ("Recipient", "The one who receives what is given or said."),
    "beneficiary": ("Beneficiary", "The one on whose behalf or for whose benefit it is done."),
    "instrument": ("Instrument", "The means by which the event is done."),
}

#: relation type → (label, definition). Temporal types first.
RELATION_TYPES: dict[str, tuple[str, str]] = {
    "BEFORE": ("BEFORE", "The source event ends before the target event begins."),
    "AFTER": ("AFTER", "The source event begins after the target event ends."),
    "OVERLAP": ("OVERLAP", "The two events are under way at the same time for a while."),
    "SAME-TIME": ("SAME-TIME", "The two events happen at the same time."),
    "CAUSES": ("CAUSES", "The source event brings about the target event."),
    "ENABLES": ("ENABLES", "The source event makes the target event possible."),
    "PREVENTS": ("PREVENTS", "The source event keeps the target event from happening."),
}
TEMPORAL = ("BEFORE", "AFTER", "OVERLAP", "SAME-TIME")
CAUSAL = ("CAUSES", "ENABLES", "PREVENTS")

#: relation type → the direct property written beside the reified relation (and whether the
#: source and target are swapped: ``A AFTER B`` is written ``B lkg:before A`` too).
RELATION_PROPERTIES: dict[str, str] = {
    "BEFORE": "before",
    "AFTER": "after",
    "OVERLAP": "overlaps",
    "SAME-TIME": "sameTimeAs",
    "CAUSES": "causes",
    "ENABLES": "enables",
    "PREVENTS": "prevents",
}

#: claim kind → (label, definition)
CLAIM_KINDS: dict[str, tuple[str, str]] = {
    "basis": (
        "Discrimination basis",
        "The protected trait the complaint names as the reason for the treatment (race, sex, "
        "disability, age, religion...).",
    ),
    "area": (
        "Discrimination area",
        "What the employer did or failed to do (harassment, discharge, promotion, hiring, "
        "accommodation, disparate treatment or impact...).",
    ),
    "retaliation": (
        "Retaliation",
        "The complaint alleges a reprisal for a protected activity (a complaint, a charge, an "
        "opposition, a request).",
    ),
    "statute": ("Statute", "A law under which the complaint brings its claims."),
}

#: entity kind → class local name
ENTITY_KINDS: dict[str, str] = {
    "person": "Person",
    "organization": "Organization",
    "agency": "Agency",
    "court": "Court",
    "place": "Place",
}

_LISTS: dict[str, tuple[str, dict[str, tuple[str, str]], str]] = {
    "event-type": ("eventtype", EVENT_TYPES, "EventType"),
    "legal-role": ("legalrole", LEGAL_ROLES, "LegalRole"),
    "participant-role": ("role", PARTICIPANT_ROLES, "ParticipantRole"),
    "relation": ("reltype", RELATION_TYPES, "RelationType"),
    "claim-kind": ("claimkind", CLAIM_KINDS, "ClaimKind"),
}


def concept(kind: str, value: str) -> NamedNode:
    """The SKOS concept of ``value`` in the list ``kind`` (event-type, legal-role,
    participant-role, relation, claim-kind)."""
    prefix, values, _ = _LISTS[kind]
    if value not in values:
        raise KeyError(f"{value!r} is not in the {kind} list")
    return NamedNode(f"{LKG_NS}{prefix}-{value.lower()}")


def concept_value(kind: str, iri: str) -> str:
    """The JSON value of a concept IRI (the inverse of :func:`concept`).

    >>> concept_value("relation", "https://w3id.org/legalkg#reltype-same-time")
    'SAME-TIME'
    """
    prefix, values, _ = _LISTS[kind]
    local = iri.removeprefix(f"{LKG_NS}{prefix}-")
    for value in values:
        if value.lower() == local:
            return value
    raise KeyError(f"{iri} is not in the {kind} list")


def concepts_turtle() -> str:
    """The Turtle declaring every concept (what ``ontologies/events.ttl`` holds)."""
    out = []
    for kind, (_prefix, values, cls) in _LISTS.items():
        for value, (label, definition) in values.items():
            iri = concept(kind, value).value.removeprefix(LKG_NS)
            out.append(
                f"lkg:{iri} a lkg:{cls}, owl:NamedIndividual ;\n"
                f'    rdfs:label "{label}"@en ;\n'
                f'    skos:notation "{value}" ;\n'
                f'    skos:definition "{definition}"@en ;\n'
                f"    rdfs:isDefinedBy <https://w3id.org/legalkg/events> .\n"
            )
    return "\n".join(out)
