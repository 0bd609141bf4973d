"""JuRo questions: reading the CSV files, the subjects and their law corpus.

JuRo files: ``<split>_set/<exam>/<file>.csv``, no header, four columns ``subject, question,
options, answer``; ``options`` is one field ``"A. …\\nB. …\\nC. …"``; ``answer`` is one or two
letters. Promotion exams (``promovare``) have one correct answer; the others one or two.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from legalkg.core.errors import InputError
from legalkg.graf.reader import csv_records
from legalkg.graf.retrieve import LawIndex

LETTERS = ("A", "B", "C")
#: JuRo subject (from the file name) → law domain of the corpus (``dcterms:subject``).
SUBJECT_DOMAINS: dict[str, str] = {
    "muncii": "muncii",
    "civil": "civil",
    "international": "international",
}
#: Articles of another domain's laws indexed with a subject's own: subject → (domain, law
#: title (folded, its start), first and last article number). Private international law is
#: Book VII of the Civil Code (arts. 2557-2664), in the civil file.
SUBJECT_EXTRA_ARTICLES: dict[str, tuple[tuple[str, str, int, int], ...]] = {
    "international": (("civil", "cod civil", 2557, 2664),),
}
#: JuRo subjects with no law corpus in ``shared/data/ro-juro-graf/graph/``.
SUBJECTS_WITHOUT_CORPUS = (
    "administrativ",
    "comercial",
    "familiei",
    "penal",
    "pr_civila",
    "pr_penala",
)
#: Exams whose questions have exactly one correct answer.
SINGLE_ANSWER_EXAMS = frozenset({"promovare"})

_OPTION = re.compile(r"\s*([A-Ca-c])\s*[.)]\s*(.*)")
_NUMBER = re.compile(r"^\s*\d+\s*[.)]?\s+")
_FILE = re.compile(r"^(?:inm|inppa)_(.+?)\.csv", re.I)


class McqaError(InputError):
    """A JuRo file or question that cannot be read."""


def _article_number(label: str) -> int | None:
    m = re.search(r"(\d+)", label)
    return int(m.group(1)) if m else None


#: Laws in the corpus under another name: the Labour Code is Law 53/2003, the Civil Code
#: Law 287/2009.
CORPUS_ALIASES = {"COD MUNCII": ((53, 2003),), "COD CIVIL baza": ((287, 2009),)}
_CITED_ACT = re.compile(
    r"\b(?:leg(?:ea|ii|e)|l\.|regulament\w*(?:\s+consiliului)?(?:\s+\(?ce\)?)?"
    r"|directiv\w*(?:\s+\(?ce\)?)?)\s*(?:nr\.?\s*)?(\d+)\s*/\s*(\d{4})"
)
_CITED_OTHER = re.compile(
    r"\b(?:o\.?\s?u\.?\s?g\.?|ordonant\w+ de urgenta|iccj|inalta curte\w*"
    r"|curt\w+ constitutional\w*|recurs\w* in interesul legii|conventi\w+ de la haga"
    r"|codul de procedura \w+|constituti\w+ romaniei|cedo)\b"
)


def outside_corpus(question: Question, laws: Iterable[str]) -> str | None:
    """What ``question`` cites outside the corpus laws ``laws`` (their titles, e.g.
    ``"LEGE 18 1991"``, ``"CE 2008 593"``): a law or regulation ``N/YYYY`` that is none of them
    (nor an alias in :data:`CORPUS_ALIASES`), an emergency ordinance, a High Court or
    Constitutional Court ruling, a procedure code, the Constitution or the Hague Convention;
    ``None`` when it cites nothing outside. A lower bound: most questions cite nothing.

    >>> q = Question("f", 1, "promovare", "muncii", "1", "Potrivit Legii nr. 263/2010:",
    ...              ("a", "b", "c"), frozenset("A"))
    >>> outside_corpus(q, ["COD MUNCII"]), outside_corpus(q, ["LEGE 263 2010"])
    ('law 263/2010', None)
    """
    from legalkg.core.text import fold

    known: set[frozenset[int]] = set()
    for title in laws:
        numbers = frozenset(int(n) for n in re.findall(r"\d+", title))
        if numbers:
            known.add(numbers)
        for pair in CORPUS_ALIASES.get(title, ()):
            known.add(frozenset(pair))
    text = fold(" ".join([question.text, *question.options]))
    for m in _CITED_ACT.finditer(text):
        cited = frozenset((int(m.group(1)), int(m.group(2))))
        if not any(cited <= k for k in known):
            return f"law {m.group(1)}/{m.group(2)}"
    other = _CITED_OTHER.search(text)
    return other.group(0) if other else None


def subject_indexes(load: Callable[[str | None], LawIndex]) -> Callable[[str | None], LawIndex]:
    """Indexes by domain (``load``), with :data:`SUBJECT_EXTRA_ARTICLES` merged in: the index
    of ``international`` also holds the Civil Code's Book VII. Each is built once."""
    from legalkg.core.text import fold

    built: dict[str | None, LawIndex] = {}

    def get(domain: str | None) -> LawIndex:
        if domain not in built:
            index = load(domain)
            for other_domain, law, first, last in SUBJECT_EXTRA_ARTICLES.get(domain or "", ()):
                other = load(other_domain)

                def keep(
                    i: int,
                    other: LawIndex = other,
                    law: str = law,
                    first: int = first,
                    last: int = last,
                ) -> bool:
                    n = _article_number(other.article_labels[i])
                    return (
                        fold(other.article_laws[i]).startswith(law)
                        and n is not None
                        and first <= n <= last
                    )

                index = index.with_articles(
                    other, keep, f"{domain} + {other_domain}: {law} arts. {first}-{last}"
                )
            built[domain] = index
        return built[domain]

    return get


@dataclass(frozen=True, slots=True)
class Question:
    """One exam question: where it is, its text, options A–C and the correct letters."""

    file: str
    line: int
    exam: str
    subject: str
    number: str
    text: str
    options: tuple[str, str, str]
    answer: frozenset[str]

    @property
    def allows_two(self) -> bool:
        """Whether the exam allows two correct answers (every exam but promotion)."""
        return self.exam not in SINGLE_ANSWER_EXAMS


def subject_of(path: Path) -> str:
    """The JuRo subject of a file: ``inm_muncii.csv_validation.csv`` → ``muncii``."""
    m = _FILE.match(path.name)
    return m.group(1).lower() if m else path.stem.split(".")[0].lower()


def _parse_options(text: str, where: str) -> tuple[str, str, str]:
    """Options A–C. Lines starting ``A.``/``A)`` open an option, others continue it. When the
    letters are not A, B, C in order (JuRo has typos such as A, B, B) but exactly three lines
    open an option, they are taken as A, B, C in order."""
    lines = [raw.strip() for raw in text.splitlines() if raw.strip()]
    starts = [(i, m) for i, raw in enumerate(lines) if (m := _OPTION.match(raw))]
    letters = [m.group(1).upper() for _, m in starts]
    chosen: list[tuple[int, re.Match[str]]] = []
    expected = iter(LETTERS)
    want = next(expected, None)
    for i, m in starts:
        if m.group(1).upper() == want:
            chosen.append((i, m))
            want = next(expected, None)
    if len(chosen) != 3:
        if len(starts) != 3:
            raise McqaError(
                f"{where}: options",
                f"expected options A, B and C, found {', '.join(letters) or 'none'}",
                "Write the options as 'A. …', 'B. …', 'C. …' on their own lines",
            )
        chosen = starts
    if chosen[0][0] != 0:
        raise McqaError(
            f"{where}: options",
            f"text before option A: {lines[0][:60]!r}",
            "Start the options field with 'A. …'",
        )
    bounds = [i for i, _ in chosen] + [len(lines)]
    out = []
    for n, (i, m) in enumerate(chosen):
        out.append(" ".join([m.group(2).strip(), *lines[i + 1 : bounds[n + 1]]]).strip())
    return (out[0], out[1], out[2])


def read_questions_file(path: Path, *, exam: str | None = None) -> list[Question]:
    """The questions of one JuRo CSV file (empty rows, from ``\\r\\r\\n`` line ends, skipped).

    :raises McqaError: naming file, line and field of a bad row.
    """
    exam = exam or path.parent.name
    subject = subject_of(path)
    out: list[Question] = []
    for line, row in csv_records(path, McqaError):
        where = f"{path}:{line}"
        if len(row) != 4:
            raise McqaError(
                where,
                f"expected 4 columns (subject, question, options, answer), found {len(row)}",
                "Quote fields that contain commas or line breaks",
            )
        _, question, options, answer = row
        letters = answer.strip().upper()
        if not re.fullmatch(r"[ABC]{1,2}", letters) or len(set(letters)) != len(letters):
            raise McqaError(
                f"{where}: answer",
                f"{answer!r} is not one or two of the letters A, B, C",
                "Write the answer as 'A' or 'AB'",
            )
        number_match = re.match(r"\s*(\d+)", question)
        text = " ".join(_NUMBER.sub("", question, count=1).split())
        # An empty question text occurs in JuRo (lost in extraction): the options are
        # then scored on their own.
        out.append(
            Question(
                str(path),
                line,
                exam,
                subject,
                number_match.group(1) if number_match else "",
                text,
                _parse_options(options, where),
                frozenset(letters),
            )
        )
    return out


def read_questions(
    path: Path, *, subject: str | None = None, exam: str | None = None
) -> list[Question]:
    """Every question in a JuRo CSV file or a folder of them (searched recursively, sorted),
    optionally only some subjects' (``muncii``, or ``muncii,civil,international``: the
    subject in the file name) and some exams' (``promovare``, or ``inm,inppa``: the folder
    above the file).

    :raises McqaError: for a missing path, no CSV file, a bad row, or no question of the
        subjects and exams asked for.
    """
    if not path.exists():
        raise McqaError(str(path), "no such file or folder")
    files = sorted(path.rglob("*.csv")) if path.is_dir() else [path]
    if not files:
        raise McqaError(str(path), "no .csv file in this folder", "Point at a JuRo split folder")
    wanted = {x.strip().lower() for x in subject.split(",") if x.strip()} if subject else None
    exams = {x.strip().lower() for x in exam.split(",") if x.strip()} if exam else None
    questions: list[Question] = []
    for file in files:
        if wanted and subject_of(file) not in wanted:
            continue
        if exams and file.parent.name.lower() not in exams:
            continue
        questions.extend(read_questions_file(file))
    if wanted and not questions and not exams:
        known = sorted({subject_of(f) for f in files})
        raise McqaError(
            str(path), f"no questions of subject {subject!r}", f"Known: {', '.join(known)}"
        )
    if exams and not questions:
        known = sorted({f.parent.name for f in files})
        raise McqaError(
            str(path),
            f"no questions of exam {exam!r}" + (f" and subject {subject!r}" if subject else ""),
            f"Exams (the folders above the files): {', '.join(known)}",
        )
    return questions


def file_key(path: str) -> str:
    """A file's key in reports: its last three path parts (``<split>_set/<exam>/<file>``)."""
    return "/".join(Path(path).parts[-3:])
