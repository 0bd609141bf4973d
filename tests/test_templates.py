"""Query templates: headers, ORDER BY everywhere, and hostile values that cannot change a query."""

from __future__ import annotations

import re

import pyoxigraph as ox
import pytest

from legalkg.core.namespaces import PREFIXES
from legalkg.engine.templates import TemplateError, get_template, render_sparql, templates

HOSTILE = [
    '" } ; DROP ALL ; #',
    "> } UNION { ?s ?p ?o } #",
    "line\nbreak } #",
    "\\u003E \\u007D",
    "x" * 20_000,
    "'''\"\"\"",
    "é ü 中文 🙂",
]
GOOD = {
    "iri": "https://example.org/eli/x/a/1/s1",
    "date": "2001-05-20",
    "lang": "pt",
    "tag": "pt",
    "string": "art. 6º",
    "integer": "3",
}


def structure(sparql: str) -> str:
    """The query's algebra with every literal and IRI value masked."""
    algebra = re.sub(r'"(?:[^"\\]|\\.)*"', '"…"', sparql)
    return re.sub(r"<[^<>\s]*>", "<…>", algebra)


def test_every_template_has_a_header_and_order_by() -> None:
    assert len(templates()) >= 10
    for t in templates().values():
        assert t.description, t.id
        assert "ORDER BY" in t.source, f"{t.id} has no ORDER BY"


@pytest.mark.parametrize("template_id", sorted(templates()))
def test_renders_and_parses_with_good_values(template_id: str) -> None:
    t = get_template(template_id)
    values = {p.name: GOOD[p.type] for p in t.params}
    sparql = render_sparql(template_id, **values)
    ox.Store().query(sparql, prefixes=PREFIXES)


@pytest.mark.parametrize("template_id", sorted(templates()))
@pytest.mark.parametrize("hostile", HOSTILE, ids=range(len(HOSTILE)))
def test_hostile_strings_never_change_the_structure(template_id: str, hostile: str) -> None:
    t = get_template(template_id)
    strings = [p.name for p in t.params if p.type == "string"]
    others = {p.name: GOOD[p.type] for p in t.params if p.type != "string"}
    baseline = render_sparql(template_id, **others, **{n: "x" for n in strings})
    for p in t.params:
        if p.type == "string":
            rendered = render_sparql(template_id, **others, **{n: hostile for n in strings})
            assert structure(rendered) == structure(baseline)
            # and the store reads the value back unchanged
            literal = ox.Literal(hostile)
            assert str(literal) in rendered
        else:
            with pytest.raises(TemplateError):
                render_sparql(
                    template_id, **{**others, **{n: "x" for n in strings}, p.name: hostile}
                )


def test_bad_typed_values_are_refused() -> None:
    with pytest.raises(TemplateError, match="not a valid date"):
        render_sparql("valid-versions", component=GOOD["iri"], date="2001-02-30")
    with pytest.raises(TemplateError, match="not a valid IRI"):
        render_sparql("valid-versions", component="not an iri", date="2001-02-03")
    with pytest.raises(TemplateError, match="missing parameter 'date'"):
        render_sparql("valid-versions", component=GOOD["iri"])
    with pytest.raises(TemplateError, match="unexpected parameter"):
        render_sparql("valid-versions", component=GOOD["iri"], date="2001-02-03", x="1")
    with pytest.raises(TemplateError, match="unknown query template"):
        render_sparql("nope")


def test_a_string_value_round_trips_through_the_store() -> None:
    """The label template finds exactly the hostile label it was given, and nothing else."""
    store = ox.Store()
    lkg = "https://w3id.org/legalkg#"
    work = ox.NamedNode("https://example.org/w")
    for i, label in enumerate(["x", *HOSTILE]):
        c = ox.NamedNode(f"https://example.org/c{i}")
        store.add(ox.Quad(c, ox.NamedNode(lkg + "work"), work))
        store.add(
            ox.Quad(
                c, ox.NamedNode("http://www.w3.org/2000/01/rdf-schema#label"), ox.Literal(label)
            )
        )
        store.add(
            ox.Quad(
                c,
                ox.NamedNode(lkg + "documentOrder"),
                ox.Literal(
                    str(i), datatype=ox.NamedNode("http://www.w3.org/2001/XMLSchema#integer")
                ),
            )
        )
    for i, label in enumerate(["x", *HOSTILE]):
        sparql = render_sparql("resolve-component", work=work.value, label=label)
        rows = list(
            store.query(
                sparql, prefixes={"lkg": lkg, "rdfs": "http://www.w3.org/2000/01/rdf-schema#"}
            )
        )
        assert [r["component"].value for r in rows] == [f"https://example.org/c{i}"]


DATASET_CASES = [
    "SELECT * FROM <urn:g> { ?s ?p ?o }",
    "select * from named <urn:g> { graph ?g { ?s ?p ?o } }",
    "# a comment\n  # from here\nSELECT * FROM <urn:g> { ?s ?p ?o }",
    'SELECT * "x"FROM <urn:g> { }',
    "SELECT * <urn:x>FROM <urn:g> { }",
    "SELECT * \\FROM <urn:g> { }",
    "SELECT ?from ?unitFrom WHERE { ?s ex:from ?from } # FROM <x>",
    'SELECT * { ?s ?p "from" }',
    "SELECT * { ?s ?p ?o }\nFROM <urn:g>",
    "PREFIX g: <urn:g:> SELECT * FROM g:a { ?s ?p ?o }",
]


@pytest.mark.parametrize("sparql", DATASET_CASES + HOSTILE)
def test_the_store_skips_lexing_only_queries_that_cannot_name_a_dataset(sparql: str) -> None:
    """Store.query's fast path (no lexing) never misses a FROM the lexer finds."""
    from legalkg.sparql.text import scan
    from legalkg.store.local import _may_name_dataset

    if scan(sparql).dataset:
        assert _may_name_dataset(sparql)


@pytest.mark.parametrize("template_id", sorted(templates()))
def test_template_queries_are_not_lexed_for_a_dataset(template_id: str) -> None:
    from legalkg.sparql.text import scan
    from legalkg.store.local import _may_name_dataset

    t = get_template(template_id)
    sparql = render_sparql(template_id, **{p.name: GOOD[p.type] for p in t.params})
    assert not scan(sparql).dataset
    assert not _may_name_dataset(sparql) or "from" in sparql.lower()


@pytest.mark.parametrize("template_id", sorted(templates()))
def test_the_compiled_rendering_is_jinjas_for_every_set_of_optional_values(
    template_id: str,
) -> None:
    """render_sparql joins precompiled pieces (templates._compiled): byte for byte what
    Jinja renders, with every optional parameter given or left out."""
    import itertools

    from legalkg.engine.templates import _FILTERS, _compiled, _environment

    t = get_template(template_id)
    optional = [p for p in t.params if p.optional]
    for given in itertools.product([False, True], repeat=min(len(optional), 5)):
        left_out = {p.name for p, g in zip(optional, given, strict=False) if not g}
        values = {p.name: None if p.name in left_out else GOOD[p.type] for p in t.params}
        context = {
            k: v if v is None else _FILTERS[p.type](v)
            for p in t.params
            for k, v in [(p.name, values[p.name])]
        }
        jinja = _environment().get_template(f"{template_id}.rq").render(**context)
        assert render_sparql(template_id, **values) == jinja
    assert _compiled(template_id, frozenset()) is not None  # every template today is simple


def _table(store: object, sparql: str) -> list[list[str]]:
    from legalkg.store.local import Store

    assert isinstance(store, Store)
    return [[str(term) for term in row] for row in store.select(sparql)]


@pytest.mark.parametrize("sources", ["cf88", "akn", "both"])
def test_works_first_gives_the_rows_of_works_in_their_order(sources: str) -> None:
    """``works-first`` is an index of ``works``: the answers record the ``works`` step with
    its rows, so both must give the same rows, terms and order (stores with amending acts,
    which are works without components, and with several works)."""
    from pathlib import Path

    from legalkg import Store, example_path, ingest

    paths = {
        "cf88": [example_path("br-constitution")],
        "akn": [Path(__file__).resolve().parent / "data" / "akn" / "za-fire"],
    }
    store = Store()
    for name in ("cf88", "akn") if sources == "both" else (sources,):
        ingest(paths[name], store=store, validate=False)
    works = _table(store, render_sparql("works"))
    assert len(works) >= (2 if sources == "both" else 1)
    assert _table(store, render_sparql("works-first")) == works
    acts = store.select("SELECT ?w WHERE { ?w a lkg:Work FILTER NOT EXISTS { ?c lkg:work ?w } }")
    assert acts or sources == "akn"  # amending acts are works too, left out by both


def test_the_works_step_runs_works_itself_when_two_rows_share_work_and_title() -> None:
    """Rows with the same work and title (here one title in two languages) are in no order
    ORDER BY sets: the step then takes the rows ``works`` itself gives."""
    from legalkg.core.namespaces import LKG
    from legalkg.engine.answers import Runner
    from legalkg.norms.answers import _works
    from legalkg.store.local import Store

    eli = PREFIXES["eli"]
    rdfs = "http://www.w3.org/2000/01/rdf-schema#label"
    w, c, g = (ox.NamedNode(f"https://example.org/eli/x/{n}") for n in ("w", "w/s1", "g"))
    date = ox.Literal("2001-01-01", datatype=ox.NamedNode(f"{PREFIXES['xsd']}date"))
    quads = [
        (w, ox.NamedNode(f"{PREFIXES['rdf']}type"), LKG.Work),
        (w, ox.NamedNode(rdfs), ox.Literal("Lei", language="pt")),
        (w, ox.NamedNode(rdfs), ox.Literal("Lei", language="en")),
        (w, ox.NamedNode(f"{eli}date_document"), date),
        (c, LKG.work, w),
    ]
    store = Store()
    store.oxigraph.extend([ox.Quad(s, p, o, g) for s, p, o in quads])
    sent: list[str] = []
    query = store.query

    def counting(sparql: str, **kwargs: object) -> object:
        sent.append(sparql.split("\n", 1)[0])
        return query(sparql, **kwargs)  # type: ignore[arg-type]

    store.query = counting  # type: ignore[method-assign]
    runner = Runner(store, {})
    rows = _works(runner, {})
    assert sent == ["# id: works-first", "# id: works"]
    assert runner.steps[0].template == "works" and runner.steps[0].rows == 2
    assert runner.steps[0].sparql == render_sparql("works")
    expected = [
        {
            k: (v.value if v is not None else None)
            for k, v in zip(["work", "title", "date", "language"], row, strict=True)
        }
        for row in store.select(render_sparql("works"))
    ]
    assert rows == expected
    assert runner.cache == {render_sparql("works"): expected}
