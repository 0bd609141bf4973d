"""The LexML Constitution against the compiled one, article by article, on given days.

Reads the LexML texts of ``shared/data/br-lexml/`` (the Constitution and the ADCT, two dated
files each) with :mod:`legalkg.norms.readers.lexml`, and the Constitution of
``examples/br-constitution/`` (93 compiled versions) with the provision-table reader; builds both
timelines (the CTV builder: what a store holds) and compares, on each day, the caput wording of
every article in force in either: the text of the article's own unit (its label and caput).

Normalisation before comparing (both sides alike): Unicode NFC; every run of white space one
space; typographic quotes and primes (“ ” « » ″ ‘ ’ ´ `) the plain ones; en and em dashes a
hyphen; the label prefix (``Art. 6º``, ``Art. 103-A.``) removed. Nothing else: a word, an
accent or a punctuation mark that differs is a difference.

The LexML ADCT is a norm of its own (its own URN); the compiled texts file it as title 10 of
the Constitution, so ADCT ``art2`` is compared with ``tit10/art2``. Articles of the
Constitution are matched by id (``tit2/art6``); an article whose number is in both but under
another title is reported as ``moved``.

Also printed: the same comparison over every unit (paragraphs, items, alíneas), by id.

A day between the two texts (``--day 2005-01-01``): an article whose own wording changed between
them is ``undetermined`` (the history does not know it that day; the answers say so), counted
apart; ``--ask N`` asks through a store and counts right, flagged, refused and silently wrong.

Usage: ``python benchmarks/lexml_vs_compiled.py [--lexml DIR] [--compiled DIR] [--ask N]
[--day 1988-10-06 --day 2015-03-01] [--differences-only] [--json]``
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import unicodedata
from dataclasses import asdict, dataclass, replace
from datetime import date
from pathlib import Path

from legalkg.norms.ctv import build
from legalkg.norms.model import Timeline
from legalkg.norms.readers import read_source
from legalkg.norms.readers.lexml import read_lexml

ROOT = Path(__file__).resolve().parents[1]
#: shared/data beside the checkout (or beside the checkout a worktree sits in).
LEXML = next(
    (p / "shared/data/br-lexml/LexML" for p in ROOT.parents if (p / "shared/data").is_dir()),
    ROOT.parent / "shared/data/br-lexml/LexML",
)
COMPILED = ROOT / "examples" / "br-constitution"
DAYS = (date(1988, 10, 6), date(2015, 3, 1))
ADCT_TITLE = "tit10"

_QUOTES = str.maketrans(
    {
        "“": '"',
        "”": '"',
        "«": '"',
        "»": '"',
        "″": '"',
        "„": '"',
        "‘": "'",
        "’": "'",
        "´": "'",
        "`": "'",
        "–": "-",
        "—": "-",
    }
)
#: The label a unit's text starts with: ``Art. 6º``, ``Art. 103-A.``, ``§ 1º``, ``Parágrafo
#: único.``, ``IV -``, ``b)``, ``1.``.
_LABEL = re.compile(
    r"^(?:art\.?\s*\d+\s*(?:[º°o]|\.)?(?:\s*-\s*[a-z]\b)?\.?"
    r"|§+\s*\d+\s*[º°o]?(?:\s*-\s*[a-z]\b)?\.?"
    r"|par[áa]grafo\s+[úu]nico\s*[.:\-]?"
    r"|[ivxlcdm]+(?:\s*-\s*[a-z])?\s*[-.)]"
    r"|[a-z]\s*\)"
    r"|\d+\s*[.)\-])\s*",
    re.IGNORECASE,
)


def normalise(text: str) -> str:
    """The wording compared: see the module's docstring."""
    text = unicodedata.normalize("NFC", text).translate(_QUOTES)
    text = re.sub(r"\s+", " ", text).strip()
    return _LABEL.sub("", text, count=1).strip()


@dataclass(frozen=True, slots=True)
class Row:
    day: str
    work: str  # "CF" or "ADCT"
    article: str  # the compiled id (tit2/art6, tit10/art2) or the LexML one when only there
    lexml_id: str | None
    compiled_id: str | None
    status: str  # same, differs, moved, only-lexml, only-compiled
    lexml: str | None = None
    compiled: str | None = None
    #: The LexML history does not know the article's own wording that day: it changed between
    #: the two texts on a day no source gives (the answers refuse it; docs/model.md).
    undetermined: bool = False


def _article_number(cid: str) -> str:
    return cid.rsplit("/", 1)[-1]


def _articles(timeline: Timeline, day: date) -> dict[str, str]:
    """Article id → text in force on ``day``."""
    out = {}
    for cid, comp in timeline.history.components.items():
        if comp.kind == "article":
            text = timeline.text_on(cid, day)
            if text is not None:
                out[cid] = text
    return out


def _units(timeline: Timeline, day: date) -> dict[str, str]:
    out = {}
    for cid, comp in timeline.history.components.items():
        if comp.kind in ("article", "paragraph", "item", "subitem"):
            text = timeline.text_on(cid, day)
            if text is not None:
                out[cid] = text
    return out


def timelines(lexml_dir: Path, compiled_dir: Path) -> tuple[Timeline, Timeline, Timeline]:
    """(LexML Constitution, LexML ADCT, compiled Constitution)."""
    histories = read_lexml(sorted(lexml_dir.glob("*.xml")))
    by_id = {h.work.id: h for h in histories}
    cf = by_id.get("br/constituicao/1988")
    adct = by_id.get("br/ato.disposicoes.constitucionais.transitorias/1988")
    if cf is None or adct is None:
        sys.exit(f"{lexml_dir}: the LexML Constitution and ADCT are not both there")
    compiled = read_source(compiled_dir)
    return build(cf), build(adct), build(compiled)  # type: ignore[arg-type]


def compare(
    cf: Timeline, adct: Timeline, compiled: Timeline, days: tuple[date, ...]
) -> tuple[list[Row], dict[str, tuple[int, int]]]:
    """The per-article rows, and per day the unit totals (same, union) over every unit."""
    rows: list[Row] = []
    units: dict[str, tuple[int, int]] = {}
    for day in days:
        ref = _articles(compiled, day)
        ref_cf = {k: v for k, v in ref.items() if not k.startswith(ADCT_TITLE + "/")}
        ref_adct = {_article_number(k): (k, v) for k, v in ref.items() if k not in ref_cf}
        mine_cf = _articles(cf, day)
        by_number = {_article_number(k): k for k in ref_cf}
        seen: set[str] = set()
        for cid, text in sorted(mine_cf.items(), key=lambda kv: _order(kv[0])):
            if cid in ref_cf:
                same = normalise(text) == normalise(ref_cf[cid])
                rows.append(_row(day, "CF", cid, cid, cid, same, text, ref_cf[cid]))
                seen.add(cid)
            elif _article_number(cid) in by_number:
                other = by_number[_article_number(cid)]
                rows.append(Row(str(day), "CF", other, cid, other, "moved", text, ref_cf[other]))
                seen.add(other)
            else:
                rows.append(Row(str(day), "CF", cid, cid, None, "only-lexml", text, None))
        for cid in sorted(set(ref_cf) - seen, key=_order):
            rows.append(Row(str(day), "CF", cid, None, cid, "only-compiled", None, ref_cf[cid]))
        mine_adct = _articles(adct, day)
        for number in sorted(set(mine_adct) | set(ref_adct), key=_order):
            text = mine_adct.get(number)
            cid, ref_text = ref_adct.get(number, (None, None))
            article = cid or f"{ADCT_TITLE}/{number}"
            if text is None:
                rows.append(
                    Row(str(day), "ADCT", article, None, cid, "only-compiled", None, ref_text)
                )
            elif ref_text is None:
                rows.append(Row(str(day), "ADCT", article, number, None, "only-lexml", text, None))
            else:
                same = normalise(text) == normalise(ref_text)
                rows.append(_row(day, "ADCT", article, number, cid, same, text, ref_text))
        for i, r in enumerate(rows):
            if r.day == str(day) and r.lexml_id and not r.undetermined:
                timeline = cf if r.work == "CF" else adct
                if timeline.undetermined_on(r.lexml_id, day) is not None:
                    rows[i] = replace(r, undetermined=True)
        all_ref = _units(compiled, day)
        all_mine = {**_units(cf, day)}
        all_mine.update({f"{ADCT_TITLE}/{k}": v for k, v in _units(adct, day).items()})
        union = set(all_ref) | set(all_mine)
        same_units = sum(
            1
            for k in union
            if k in all_ref and k in all_mine and normalise(all_ref[k]) == normalise(all_mine[k])
        )
        units[str(day)] = (same_units, len(union))
    return rows, units


def _undetermined_in(timeline: Timeline, cid: str, day: date) -> bool:
    """Whether an undated change of ``cid`` or of a unit under it holds ``day``: the answers
    then give no wording of the article as a whole that day."""
    for a in timeline.actions:
        if not a.component or a.changed_after is None or not a.changed_after < day < a.date:
            continue
        unit = a.component
        while unit:
            if unit == cid:
                return True
            unit = timeline.parent.get(unit, "")
    return False


def classify(
    cf: Timeline, adct: Timeline, rows: list[Row], day: date
) -> tuple[dict[str, int], list[Row]]:
    """What the answers give on ``day`` for each article in force on either side, from the
    timelines: ``right`` (the LexML wording, or its absence, is the compiled one), ``flagged``
    (the article or a part of it changed between the two texts on a day no source gives: the
    answer says the wording is unknown) or ``wrong`` (silently wrong); and the wrong rows."""
    count = {"right": 0, "flagged": 0, "wrong": 0}
    wrong = []
    for r in rows:
        if r.day != str(day):
            continue
        timeline = cf if r.work == "CF" else adct
        cid = r.lexml_id or (r.article if r.work == "CF" else r.article.rsplit("/", 1)[-1])
        if _undetermined_in(timeline, cid, day):
            count["flagged"] += 1
        elif r.status == "same":
            count["right"] += 1
        else:
            count["wrong"] += 1
            wrong.append(r)
    return count, wrong


def _row(
    day: date,
    work: str,
    article: str,
    lexml_id: str,
    compiled_id: str | None,
    same: bool,
    text: str,
    ref: str,
) -> Row:
    return Row(
        str(day),
        work,
        article,
        lexml_id,
        compiled_id,
        "same" if same else "differs",
        text,
        ref,
    )


def _order(cid: str) -> tuple[int | str, ...]:
    out: list[int | str] = []
    for seg in cid.split("/"):
        m = re.fullmatch(r"([a-z]+)(\d+)(?:-([A-Z]))?", seg)
        out.extend([m.group(1), int(m.group(2)), m.group(3) or ""] if m else [seg])
    return tuple(out)


def totals(rows: list[Row]) -> dict[str, dict[str, int]]:
    """Per day: the count of each status and of every article (the union of both sides), and
    of the articles whose own wording the history does not know that day (``undetermined``,
    split by whether the stored text is the compiled one)."""
    out: dict[str, dict[str, int]] = {}
    for r in rows:
        t = out.setdefault(r.day, {"articles": 0})
        t["articles"] += 1
        t[r.status] = t.get(r.status, 0) + 1
        if r.undetermined:
            key = "undetermined-" + ("same" if r.status == "same" else "differs")
            t[key] = t.get(key, 0) + 1
    return out


def _difference(a: str, b: str) -> str:
    """Where two normalised wordings first differ, with a little context."""
    a, b = normalise(a), normalise(b)
    i = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), min(len(a), len(b)))
    start = max(0, i - 25)
    return f"LexML …{a[start : i + 35]!r} | compiled …{b[start : i + 35]!r}"


def ask_store(lexml_dir: Path, rows: list[Row], n: int) -> list[str]:
    """Ingest the LexML files into a temporary store and ask ``n`` articles per day (seed 28;
    every article when ``n`` is at least their number) their wording (``valid-versions``, the
    article's citation, the work's IRI), each against the compiled wording: the store, not
    only the timeline, holds the texts.

    Each answer is **right** (one version, whose text starts with the compiled caput),
    **flagged** (the answer says the wording that day is unknown: the article or a part of it
    changed between the two texts on a day no source gives; it gives the text before and after
    and no text as in force), **refused** (an error, or no version with no flag) or **wrong**
    (one version whose text is not the compiled one: silently wrong). A flagged answer is
    also checked: the compiled caput that day is the text before, the text after, or neither
    (a wording in between that neither LexML text has)."""
    import random
    import tempfile

    from legalkg.asking import ask_one
    from legalkg.ingest import ingest
    from legalkg.store.local import Store

    store = Store(Path(tempfile.mkdtemp(prefix="lexml-ask-")) / "kg")
    ingest(sorted(lexml_dir.glob("*.xml")), store=store)
    works = {
        "CF": "br/constituicao/1988",
        "ADCT": "br/ato.disposicoes.constitucionais.transitorias/1988",
    }
    rng = random.Random(28)
    out: list[str] = []
    for day in sorted({r.day for r in rows}):
        # every article in force in the compiled Constitution that day, and every one the LexML
        # history has in force that day: an article inserted or repealed between the two texts
        # must be flagged too, never "not yet in force" or the old text
        both = [r for r in rows if r.day == day and (r.compiled or r.lexml)]
        count = {"right": 0, "flagged": 0, "refused": 0, "wrong": 0}
        flagged_truth = {"before": 0, "after": 0, "neither": 0, "parts": 0}
        for r in rng.sample(both, min(n, len(both))):
            cid = r.lexml_id or str(r.compiled_id or r.article)
            number = cid.rsplit("/", 1)[-1].removeprefix("art")
            base, _, letter = number.partition("-")
            label = f"art. {base}{'º' if int(base) < 10 else ''}" + (f"-{letter}" if letter else "")
            request = {
                "type": "valid-versions",
                "component": label,
                "date": day,
                "work": f"https://example.org/eli/{works[r.work]}",
            }
            truth = normalise(r.compiled or "")
            try:
                result = ask_one(store, request_json=json.dumps(request)).answer.result
            except Exception as e:  # a refusal, printed
                if r.compiled is None:  # not in force that day, and not found: right
                    count["right"] += 1
                    continue
                count["refused"] += 1
                out.append(f"ask {day} {r.work} {label}: refused: {e}")
                continue
            found = result.get("versions") or [] if isinstance(result, dict) else []
            if result.get("undetermined"):
                count["flagged"] += 1
                mine = [
                    c
                    for c in result["undetermined"]["changes"]
                    if str(c["component"]["iri"]).endswith("/" + cid.split("/")[-1])
                ]
                if not mine:  # only parts changed, not the caput
                    flagged_truth["parts"] += 1
                    continue
                c = mine[0]
                before = normalise(str((c["before"] or {}).get("text") or ""))
                after = normalise(str((c["after"] or {}).get("text") or ""))
                side = "before" if before == truth else "after" if after == truth else "neither"
                flagged_truth[side] += 1
                continue
            text = str(found[0]["text"]) if len(found) == 1 else None
            if r.compiled is None:  # not in force in the compiled Constitution that day
                if text is None:
                    count["right"] += 1
                else:
                    count["wrong"] += 1
                    out.append(f"ask {day} {r.work} {label}: WRONG in force, compiled: not")
                continue
            if text is None:
                count["wrong"] += 1  # "not in force" for an article in force: silently wrong
                out.append(f"ask {day} {r.work} {label}: WRONG no version and no flag")
                continue
            # the whole text of the article: its caput first, then its parts
            if normalise(text).startswith(truth):
                count["right"] += 1
            else:
                count["wrong"] += 1
                wrong = _difference(text, r.compiled or "")
                out.append(f"ask {day} {r.work} {label}: WRONG {wrong}")
        asked = sum(count.values())
        out.append(
            f"{day}: asked {asked} articles through the store: right {count['right']}, "
            f"flagged as unknown {count['flagged']}, refused {count['refused']}, "
            f"silently wrong {count['wrong']} (flagged: the compiled caput that day is the "
            f"text before {flagged_truth['before']}, after {flagged_truth['after']}, neither "
            f"{flagged_truth['neither']}; only parts changed {flagged_truth['parts']})"
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lexml", type=Path, default=LEXML)
    parser.add_argument("--compiled", type=Path, default=COMPILED)
    parser.add_argument("--day", action="append", type=date.fromisoformat)
    parser.add_argument("--differences-only", action="store_true")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--ask",
        type=int,
        default=0,
        metavar="N",
        help="also ingest the LexML files into a store and ask N articles per day (seeded) "
        "through legalkg's requests, against the compiled wording",
    )
    args = parser.parse_args(argv)
    days = tuple(args.day or DAYS)
    cf, adct, compiled = timelines(args.lexml, args.compiled)
    rows, units = compare(cf, adct, compiled, days)
    if args.ask:
        asked = ask_store(args.lexml, rows, args.ask)
        for line in asked:
            print(line)
    summary = totals(rows)
    for day in days:
        count, wrong = classify(cf, adct, rows, day)
        print(
            f"{day}: answers (from the timelines, every article): right {count['right']}, "
            f"flagged as unknown {count['flagged']}, silently wrong {count['wrong']}"
            + "".join(f"\n  wrong: {r.work} {r.article} {r.status}" for r in wrong)
        )
    if args.json:
        print(
            json.dumps(
                {"rows": [asdict(r) for r in rows], "totals": summary, "units": units},
                ensure_ascii=False,
                indent=1,
                sort_keys=True,
            )
        )
        return 0
    print(f"{'day':<10} {'work':<4} {'article':<14} {'LexML id':<14} status")
    for r in rows:
        if args.differences_only and r.status == "same":
            continue
        line = f"{r.day:<10} {r.work:<4} {r.article:<14} {r.lexml_id or '-':<14} {r.status}"
        if r.status in ("differs", "moved") and r.lexml and r.compiled:
            line += f"  {_difference(r.lexml, r.compiled)}"
        print(line)
    print()
    for day, t in summary.items():
        same = t.get("same", 0)
        parts = ", ".join(f"{k} {v}" for k, v in sorted(t.items()) if k not in ("articles",))
        unknown = t.get("undetermined-same", 0) + t.get("undetermined-differs", 0)
        if unknown:
            print(
                f"{day}: of these, {unknown} articles' own wording is unknown that day (changed "
                f"between the two texts on a day no source gives; answers flag them): stored "
                f"text the compiled one {t.get('undetermined-same', 0)}, another "
                f"{t.get('undetermined-differs', 0)}"
            )
        print(
            f"{day}: caput wordings the same {same}/{t['articles']} "
            f"({100 * same / t['articles']:.1f} %) [{parts}]"
        )
        s, n = units[day]
        print(
            f"{day}: every unit (articles, paragraphs, items, alíneas) the same {s}/{n} "
            f"({100 * s / n:.1f} %)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
