"""Property tests of the citation grammar: every component label of the CF88 example and of the
Akoma Ntoso fixture, written in every supported form, reads back as that component's label."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from legalkg import example_path
from legalkg.norms.citations import Citation, Part, find_citations
from legalkg.norms.questions import parse_question
from legalkg.norms.readers import read_sources

HERE = Path(__file__).parent
SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@cache
def labels(source: str) -> tuple[str, ...]:
    path = example_path("br-constitution") if source == "cf88" else HERE / "data/akn/za-fire"
    out = set()
    for history in read_sources([path]):
        for c in history.components.values():
            out.add(c.label)
    return tuple(sorted(out))


def br_labels() -> list[str]:
    """The CF88 labels a citation can name (every article, paragraph, inciso, alínea, title...)."""
    return [x for x in labels("cf88") if re.match(r"(art\. |Título )", x) and "Emenda" not in x]


_AKN_LABEL = r"(Schedule \d+, )?(section \d+[A-Z]?(\([0-9a-zA-Z]+\))*|Part \d+|Chapter \d+)"


def akn_labels() -> list[str]:
    return [
        x
        for x in labels("akn")
        if re.fullmatch(
            r"(Schedule \d+, )?(section \d+[A-Z]?(\([0-9a-zA-Z]+\))*|Part \d+|Chapter \d+)", x
        )
        or re.fullmatch(r"Schedule \d+", x)
    ]


def parts_of(label: str) -> Citation:
    (c,) = find_citations(label)
    assert c.label() == label, (label, c.label())
    return c


_PT = {
    "artigo": "artigo",
    "paragrafo": "parágrafo",
    "inciso": "inciso",
    "alinea": "alínea",
    "item": "item",
    "titulo": "Título",
    "capitulo": "Capítulo",
    "secao": "Seção",
    "subsecao": "Subseção",
}
_SHORT = {
    "artigo": "art.",
    "paragrafo": "§",
    "inciso": "inc.",
    "alinea": "al.",
    "item": "item",
    "titulo": "Tít.",
    "capitulo": "Cap.",
    "secao": "Seção",
    "subsecao": "Subseção",
}
_EN = {
    "artigo": "Article",
    "paragrafo": "paragraph",
    "inciso": "item",
    "alinea": "letter",
    "item": "item",
    "titulo": "Title",
    "capitulo": "Chapter",
    "secao": "Section",
    "subsecao": "Subsection",
}


def _num(p: Part, style: str) -> str:
    v = p.value
    if p.level == "paragrafo" and v == "unico":
        return {"pt": "único", "en": "sole", "short": "único", "plain": "unico"}[style]
    if p.level in ("artigo", "paragrafo") and style in ("pt", "short"):
        m = re.fullmatch(r"(\d+)(.*)", v)
        if m and int(m.group(1)) < 10:
            return f"{m.group(1)}º{m.group(2)}"
    if p.level in ("artigo", "paragrafo") and style == "plain":
        m = re.fullmatch(r"(\d+)(.*)", v)
        if m and int(m.group(1)) < 10:
            return f"{m.group(1)}o{m.group(2)}"
    return v


def _unit(p: Part, names: dict[str, str], style: str) -> str:
    if p.level == "paragrafo" and p.value == "unico":
        return "sole paragraph" if style == "en" else f"{names['paragrafo']} único"
    return f"{names[p.level]} {_num(p, style)}"


def br_forms(label: str) -> list[str]:
    """The label written in every supported form."""
    c = parts_of(label)
    parts = list(c.parts)
    adct_pt = " do ADCT" if c.adct else ""
    adct_en = " of the ADCT" if c.adct else ""
    forms = [label]
    for names, style in ((_PT, "pt"), (_SHORT, "short"), (_EN, "en"), (_PT, "plain")):
        head = ", ".join(_unit(p, names, style) for p in parts)
        inner = (" of " if style == "en" else " do ").join(
            ("the " if style == "en" and p.level == "paragrafo" and p.value == "unico" else "")
            + _unit(p, names, style)
            for p in reversed(parts)
        )
        if style == "plain":
            head, inner = _plain(head), _plain(inner)
        forms += [
            head + (adct_en if style == "en" else adct_pt),
            inner + (adct_en if style == "en" else adct_pt),
        ]
    if c.adct:
        forms.append("ADCT, " + ", ".join(_unit(p, _SHORT, "short") for p in parts))
        forms.append("ADCT " + ", ".join(_unit(p, _EN, "en") for p in parts))
    if len(parts) > 1 and parts[0].level == "artigo":
        bare = [_unit(parts[0], _SHORT, "short")]
        for p in parts[1:]:
            bare.append(
                _num(p, "short") if p.level in ("inciso", "alinea") else _unit(p, _SHORT, "short")
            )
        forms.append(", ".join(bare) + adct_pt)
    return forms


def _plain(text: str) -> str:
    import unicodedata

    out = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in out if not unicodedata.combining(ch)).replace("§", "paragrafo")


def akn_forms(label: str) -> list[str]:
    m = re.fullmatch(r"(Schedule \d+, )?section (\d+[A-Z]?)((?:\([0-9a-zA-Z]+\))*)", label)
    if not m:
        return [label, label.lower()] if not label.startswith("Schedule") else [label]
    schedule, number, subs = m.group(1) or "", m.group(2), m.group(3)
    pieces = re.findall(r"\(([0-9a-zA-Z]+)\)", subs)
    forms = [
        label,
        f"{schedule}s. {number}{subs}",
        f"{schedule}sec. {number} {' '.join(f'({x})' for x in pieces)}".rstrip(),
    ]
    if not schedule:
        forms.append(f"regulation {number}{subs}")
        if len(pieces) == 1 and pieces[0].isdigit():
            forms.append(f"subsection ({pieces[0]}) of section {number}")
        if len(pieces) == 2 and pieces[0].isdigit():
            forms.append(f"paragraph ({pieces[1]}) of subsection ({pieces[0]}) of section {number}")
    return forms


@pytest.mark.slow
@SETTINGS
@given(data=st.data())
def test_every_cf88_label_in_every_form_reads_back(data: st.DataObject) -> None:
    label = data.draw(st.sampled_from(br_labels()))
    form = data.draw(st.sampled_from(br_forms(label)))
    request = parse_question(f"What did {form} say on 2001-01-01?")
    assert getattr(request, "component", None) == label, form


@pytest.mark.slow
@SETTINGS
@given(data=st.data())
def test_every_akn_label_in_every_form_reads_back(data: st.DataObject) -> None:
    label = data.draw(st.sampled_from(akn_labels()))
    form = data.draw(st.sampled_from(akn_forms(label)))
    request = parse_question(f"What did {form} say on 2001-01-01?")
    assert getattr(request, "component", None) == label, form


def test_every_form_of_every_label_reads_back_exhaustively_on_a_sample() -> None:
    """A fixed, fast sample (every 40th label) so the default run checks the forms too."""
    for label in br_labels()[::40]:
        for form in br_forms(label):
            request = parse_question(f"O que dizia o {form} em 2001-01-01?")
            assert getattr(request, "component", None) == label, form
    for label in akn_labels()[::60]:
        for form in akn_forms(label):
            request = parse_question(f"What did {form} say on 2001-01-01?")
            assert getattr(request, "component", None) == label, form
