"""Multiple-choice legal QA on JuRo-format questions, scored against the retrieved subgraph.

JuRo files: ``<split>_set/<exam>/<file>.csv``, no header, four columns ``subject, question,
options, answer``; ``options`` is one field ``"A. …\\nB. …\\nC. …"``; ``answer`` is one or two
letters. Promotion exams (``promovare``) have one correct answer; the others one or two.

For each (question, choice) :func:`legalkg.graf.retrieve.retrieve` samples the subgraph for
``question + choice`` (in the law domain of the file's subject), and the choice's *claims* (its
content words, stemmed, without the words every choice shares) are aligned with it:

- ``article``: the BM25 score of the best article, relative to the best choice's;
- ``coverage``: IDF-weighted share of the claim words found in the top three articles;
- ``bigrams``: share of the choice's stemmed word pairs found in the top three articles;
- ``facts``: IDF-weighted share of the claim words covered by the best-aligned single fact
  of the subgraph (subject, relation and object);
- ``context``, ``context_bigrams``: the shares of claim words and word pairs found in the top
  five articles retrieved for the question with all three choices;
- ``passage``: the best 50-word window (stride 25) of the top five articles: its share of the
  claim words times (0.5 + 0.5 × its share of the question's other words);

The score is a weighted sum (weights tuned on the train split, :data:`DEFAULT_WEIGHTS`); the
top choice is picked, and for exams that allow two answers the second too when its score is
within ``margin`` of the first.
"""

from __future__ import annotations

import itertools
import json
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from legalkg.errors import InputError
from legalkg.graf.reader import csv_records
from legalkg.graf.retrieve import LANGUAGE, LawIndex, Row, RunQuery, Subgraph, retrieve
from legalkg.text import analyze

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
FEATURES = (
    "article",
    "coverage",
    "bigrams",
    "facts",
    "context",
    "context_bigrams",
    "passage",
)
#: Words per passage window (the ``passage`` feature).
WINDOW = 50
#: Articles retrieved for the question with all its choices (the shared context).
CONTEXT_ARTICLES = 5
#: Chosen on the train split of the three subjects with a law corpus (1,565 questions;
#: ``legalkg mcqa tune``: the full grid won the leave-one-exam-file-out cross-validation,
#: 42.9% against 40.1% for BM25 alone; refit train accuracy 43.0%): see docs/graf.md.
#: ``margin`` for two-answer exams (0: a second answer only on an exact tie).
DEFAULT_WEIGHTS: dict[str, float] = {
    "article": 1.0,
    "coverage": 0.0,
    "bigrams": 1.0,
    "facts": 0.0,
    "context": 0.0,
    "context_bigrams": 0.0,
    "passage": 1.0,
}
DEFAULT_MARGIN = 0.0
#: Whether a negated question (:func:`is_negated`) picks the least supported choice.
DEFAULT_NEGATION = False
BASELINE_DESCRIPTION = (
    "plain BM25 over the article texts of the subject's laws (bm25s, Romanian stems), "
    "query = question + choice, score = best article's score; top choice (two only on a tie)."
)
#: The GRAF paper, Table 3 (promotion exams, accuracy %): subject → (LLM + BM25 RAG, GRAF).
PAPER_TABLE3: dict[str, tuple[float, float]] = {
    "civil": (51.06, 49.46),
    "muncii": (56.57, 57.29),
    "international": (52.38, 67.12),
    "average (9 subjects)": (51.57, 60.09),
}
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
    from legalkg.text import fold

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
    from legalkg.text import fold

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


def read_questions(path: Path, *, subject: str | None = None) -> list[Question]:
    """Every question in a JuRo CSV file or a folder of them (searched recursively, sorted),
    optionally only some subjects' (``muncii``, or ``muncii,civil,international``: the
    subject in the file name).

    :raises McqaError: for a missing path, no CSV file, or a bad row.
    """
    if not path.exists():
        raise McqaError(str(path), "no such file or folder")
    files = sorted(path.rglob("*.csv")) if path.is_dir() else [path]
    if not files:
        raise McqaError(str(path), "no .csv file in this folder", "Point at a JuRo split folder")
    wanted = {x.strip().lower() for x in subject.split(",") if x.strip()} if subject else None
    questions: list[Question] = []
    for file in files:
        if wanted and subject_of(file) not in wanted:
            continue
        questions.extend(read_questions_file(file))
    if wanted and not questions:
        known = sorted({subject_of(f) for f in files})
        raise McqaError(
            str(path), f"no questions of subject {subject!r}", f"Known: {', '.join(known)}"
        )
    return questions


# ---------------------------------------------------------------------------------------------
# Scoring


@dataclass(frozen=True, slots=True)
class ChoiceScore:
    """One choice of one question: its features, score and the evidence it was aligned with."""

    letter: str
    features: dict[str, float]
    score: float
    best_fact: str | None
    articles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Prediction:
    """A question answered: the predicted letters, whether they are exactly the answer."""

    question: Question
    choices: tuple[ChoiceScore, ...]
    predicted: frozenset[str]
    #: The BM25 baseline's pick for the same question (see :func:`baseline_pick`).
    baseline: frozenset[str] = frozenset()
    #: The learned model's predicted number of answers (None: no model, or one-answer exam).
    count: int | None = None
    #: Similarity of the most similar question the model remembers (None: no model).
    nearest: float | None = None

    @property
    def near_duplicate(self) -> bool:
        """Whether a remembered (training) question is a near-duplicate of this one."""
        from legalkg.graf.learn import NEAR_DUPLICATE

        return self.nearest is not None and self.nearest >= NEAR_DUPLICATE

    @property
    def correct(self) -> bool:
        """Whether the predicted letters are exactly the correct ones."""
        return self.predicted == self.question.answer

    @property
    def baseline_correct(self) -> bool:
        """Whether the BM25 baseline's letters are exactly the correct ones."""
        return self.baseline == self.question.answer

    def to_json(self) -> dict[str, Any]:
        """The question, the predicted and correct letters, and each choice's evidence."""
        q = self.question
        return {
            "question": q.text,
            "options": dict(zip(LETTERS, q.options, strict=True)),
            "predicted": sorted(self.predicted),
            "predicted_count": self.count,
            "nearest_remembered": None if self.nearest is None else round(self.nearest, 4),
            "baseline": sorted(self.baseline),
            "answer": sorted(q.answer),
            "choices": [
                {
                    "letter": c.letter,
                    "score": c.score,
                    "features": c.features,
                    "best_fact": c.best_fact,
                    "articles": list(c.articles),
                }
                for c in self.choices
            ],
        }

    def to_text(self) -> str:
        """The pick, then per choice its score, features and evidence."""
        q = self.question
        lines = [f"Answer: {''.join(sorted(self.predicted))}"]
        if q.answer:
            lines[0] += f"   (correct: {''.join(sorted(q.answer))})"
        for c, option in zip(self.choices, q.options, strict=True):
            feats = ", ".join(f"{k} {v:.3f}" for k, v in c.features.items())
            lines.append(f"{c.letter}. {option}")
            lines.append(f"   score {c.score:.3f} ({feats})")
            if c.best_fact:
                lines.append(f"   fact: {c.best_fact}")
            if c.articles:
                lines.append(f"   articles: {'; '.join(c.articles)}")
        return "\n".join(lines) + "\n"


_NEGATION = re.compile(
    r"\b(?:nu|cu excep[țţt]ia|excep[țţt]ie|incorect[aă]?|gre[șşs]it[aă]?|interzis[aă]?)\b",
    re.I,
)


def is_negated(text: str) -> bool:
    """Whether a question asks for what is *not* so (``nu``, ``cu excepția``, ``incorect``,
    ``greșit``, ``interzis``), where the least supported choice may be the answer.

    >>> is_negated("Nu constituie contravenție:"), is_negated("Constituie contravenție:")
    (True, False)
    """
    return bool(_NEGATION.search(text))


def _bigrams(tokens: Sequence[str]) -> set[tuple[str, str]]:
    return set(zip(tokens, tokens[1:], strict=False))


class Scorer:
    """Computes the choice features of questions against one store's law graph."""

    def __init__(
        self,
        indexes: Callable[[str | None], LawIndex],
        run: RunQuery,
        *,
        k: int = 10,
        depth: int = 1,
        max_entities: int = 50,
    ) -> None:
        self._indexes = indexes
        self._run = self._cached(run)
        self.k, self.depth, self.max_entities = k, depth, max_entities
        self._idf: dict[str, tuple[dict[str, float], float]] = {}
        self._article_tokens: dict[
            tuple[str | None, str], tuple[set[str], set[tuple[str, str]]]
        ] = {}
        self._windows: dict[tuple[str | None, str], list[set[str]]] = {}

    def _idf_of(self, index: LawIndex) -> tuple[dict[str, float], float]:
        key = f"{index.domain}|{index.scope}"
        if key not in self._idf:
            n = len(index.article_tokens)
            df = Counter(t for tokens in index.article_tokens for t in set(tokens))
            idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
            self._idf[key] = (idf, math.log(1 + (n + 0.5) / 0.5))
        return self._idf[key]

    @staticmethod
    def _cached(run: RunQuery) -> RunQuery:
        """``run`` with the answers of ``graf-neighbours`` kept for the scorer's life (the
        same entities recur across choices and questions; the store is read-only here)."""
        seen: dict[tuple[str, str, str], list[Row]] = {}

        def cached(template: str, bindings: dict[str, Any]) -> list[Row]:
            if template != "graf-neighbours":
                return run(template, bindings)
            key = (template, str(bindings.get("entity")), str(bindings.get("domain")))
            if key not in seen:
                seen[key] = run(template, bindings)
            return seen[key]

        return cached

    def index_of(self, question: Question) -> LawIndex:
        """The index a question is answered from (its subject's domain)."""
        return self._indexes(SUBJECT_DOMAINS.get(question.subject))

    def idf(self, index: LawIndex) -> tuple[dict[str, float], float]:
        """Each stem's IDF over the index's articles, and the IDF of an unseen stem."""
        return self._idf_of(index)

    def _tokens_of(
        self, index: LawIndex, iri: str, text: str
    ) -> tuple[set[str], set[tuple[str, str]]]:
        key = (index.domain, iri)
        if key not in self._article_tokens:
            tokens = analyze(text, LANGUAGE)
            self._article_tokens[key] = (set(tokens), _bigrams(tokens))
        return self._article_tokens[key]

    def _windows_of(self, index: LawIndex, iri: str, text: str) -> list[set[str]]:
        """The article's stemmed words in windows of :data:`WINDOW` words (stride half that),
        like the 50-word chunks of GRAF's BM25-RAG baseline."""
        key = (index.domain, iri)
        if key not in self._windows:
            tokens = analyze(text, LANGUAGE)
            step = WINDOW // 2
            starts = range(0, max(len(tokens) - step, 1), step)
            self._windows[key] = [set(tokens[i : i + WINDOW]) for i in starts]
        return self._windows[key]

    def features(self, question: Question) -> tuple[list[dict[str, float]], list[Subgraph]]:
        """The raw features of the three choices, and their subgraphs. Besides
        :data:`FEATURES`: ``bm25`` (the plain BM25 score of the best article for question +
        choice: the baseline), ``negated`` (1 when :func:`is_negated`) and ``fact_index``
        (the position of the fact best aligned with the choice in its subgraph, -1 for none)."""
        domain = SUBJECT_DOMAINS.get(question.subject)
        index = self._indexes(domain)
        idf, unseen = self._idf_of(index)
        choice_tokens = [analyze(o, LANGUAGE) for o in question.options]
        shared = set.intersection(*(set(t) for t in choice_tokens))
        out: list[dict[str, float]] = []
        graphs: list[Subgraph] = []
        # The shared context: the articles retrieved for the question with all its choices.
        joint = retrieve(
            index,
            " ".join([question.text, *question.options]),
            self._run,
            k=self.k,
            depth=0,
            max_entities=self.max_entities,
            articles=CONTEXT_ARTICLES,
        )
        context_words: set[str] = set()
        context_pairs: set[tuple[str, str]] = set()
        for a in joint.articles:
            w, p = self._tokens_of(index, a.iri, a.text)
            context_words |= w
            context_pairs |= p
        negated = 1.0 if is_negated(question.text) else 0.0
        for option, tokens in zip(question.options, choice_tokens, strict=True):
            claims = (set(tokens) - shared) or set(tokens)
            weight = {t: idf.get(t, unseen) for t in claims}
            total = math.fsum(weight.values()) or 1.0
            sg = retrieve(
                index,
                f"{question.text} {option}",
                self._run,
                k=self.k,
                depth=self.depth,
                max_entities=self.max_entities,
                articles=10,
            )
            graphs.append(sg)
            words: set[str] = set()
            pairs: set[tuple[str, str]] = set()
            for a in sg.articles[:3]:
                w, p = self._tokens_of(index, a.iri, a.text)
                words |= w
                pairs |= p
            own_pairs = _bigrams(tokens)
            asked = set(analyze(question.text, LANGUAGE)) - claims
            asked_weight = {t: idf.get(t, unseen) for t in asked}
            asked_total = math.fsum(asked_weight.values()) or 1.0
            passage = 0.0
            for a in sg.articles[:CONTEXT_ARTICLES]:
                for window in self._windows_of(index, a.iri, a.text):
                    claim_share = math.fsum(weight[t] for t in claims & window) / total
                    asked_share = math.fsum(asked_weight[t] for t in asked & window) / asked_total
                    passage = max(passage, claim_share * (0.5 + 0.5 * asked_share))
            best_fact = 0.0
            best_index = -1
            for n, f in enumerate(sg.facts):
                fact_words = set(
                    analyze(f"{f.subject_label} {f.relation} {f.object_label}", LANGUAGE)
                )
                aligned = math.fsum(weight[t] for t in claims & fact_words) / total
                if aligned > best_fact:
                    best_fact, best_index = aligned, n
            bm25 = index.article_scores(analyze(f"{question.text} {option}", LANGUAGE))
            out.append(
                {
                    "bm25": float(bm25.max()) if len(bm25) else 0.0,
                    "article": sg.articles[0].score if sg.articles else 0.0,
                    "coverage": math.fsum(weight[t] for t in claims & words) / total,
                    "bigrams": len(own_pairs & pairs) / len(own_pairs) if own_pairs else 0.0,
                    "facts": best_fact,
                    "context": math.fsum(weight[t] for t in claims & context_words) / total,
                    "context_bigrams": (
                        len(own_pairs & context_pairs) / len(own_pairs) if own_pairs else 0.0
                    ),
                    "passage": passage,
                    "negated": negated,
                    "fact_index": float(best_index),
                }
            )
        top = max(x["article"] for x in out) or 1.0
        for x in out:
            x["article"] = x["article"] / top
        return out, graphs


def combine(
    features: Sequence[dict[str, float]], weights: dict[str, float], *, negation: bool = False
) -> list[float]:
    """The weighted sum of each choice's features; with ``negation``, negated for a negated
    question (``features[i]["negated"]``), so that the least supported choice wins.

    >>> combine([{"article": 1.0, "negated": 1.0}], {"article": 2.0}, negation=True)
    [-2.0]
    """
    sign = -1.0 if negation and features and features[0].get("negated") else 1.0
    return [
        round(sign * sum(weights.get(n, 0.0) * f.get(n, 0.0) for n in FEATURES), 6)
        for f in features
    ]


def pick(scores: Sequence[float], *, allows_two: bool, margin: float) -> frozenset[str]:
    """The top letter (ties: the earlier letter), and the second when allowed and within
    ``margin`` of the top score.

    >>> sorted(pick([0.2, 0.9, 0.85], allows_two=True, margin=0.1))
    ['B', 'C']
    >>> sorted(pick([0.2, 0.9, 0.85], allows_two=False, margin=0.1))
    ['B']
    """
    order = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
    chosen = {LETTERS[order[0]]}
    if allows_two and scores[order[0]] - scores[order[1]] <= margin:
        chosen.add(LETTERS[order[1]])
    return frozenset(chosen)


def baseline_pick(features: Sequence[dict[str, float]], question: Question) -> frozenset[str]:
    """The plain-BM25 baseline a user would pick: BM25 over the article texts (same index,
    Romanian stems), query = question + choice, a choice's score = its best article's score;
    the top choice (the second too, for exams that allow two, only on an exact tie).

    >>> q = Question("f", 1, "promovare", "muncii", "1", "?", ("a", "b", "c"), frozenset("B"))
    >>> sorted(baseline_pick([{"bm25": 1.0}, {"bm25": 3.5}, {"bm25": 2.0}], q))
    ['B']
    """
    scores = [round(f.get("bm25", 0.0), 6) for f in features]
    return pick(scores, allows_two=question.allows_two, margin=0.0)


def _choice_scores(
    features: Sequence[dict[str, float]],
    graphs: Sequence[Subgraph],
    weights: dict[str, float],
    negation: bool = False,
) -> tuple[ChoiceScore, ...]:
    scores = combine(features, weights, negation=negation)
    out = []
    for letter, f, s, sg in zip(LETTERS, features, scores, graphs, strict=True):
        n = int(f.get("fact_index", -1))
        fact = sg.facts[n] if 0 <= n < len(sg.facts) else None
        out.append(
            ChoiceScore(
                letter,
                {k: round(f[k], 4) for k in FEATURES},
                s,
                f"({fact.subject_label}; {fact.relation}; {fact.object_label}) — "
                f"{fact.article_label}, {fact.law}"
                if fact
                else None,
                tuple(f"{a.label}, {a.law}" for a in sg.articles[:3]),
            )
        )
    return tuple(out)


def answer_question(
    scorer: Scorer,
    question: Question,
    *,
    weights: dict[str, float] | None = None,
    margin: float = DEFAULT_MARGIN,
    negation: bool | None = None,
) -> Prediction:
    """Score the three choices of ``question`` and pick the answer."""
    weights = weights or DEFAULT_WEIGHTS
    negation = DEFAULT_NEGATION if negation is None else negation
    features, graphs = scorer.features(question)
    choices = _choice_scores(features, graphs, weights, negation)
    predicted = pick([c.score for c in choices], allows_two=question.allows_two, margin=margin)
    return Prediction(question, choices, predicted, baseline_pick(features, question))


# ---------------------------------------------------------------------------------------------
# Evaluation


def wilson(correct: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score 95% interval of a proportion.

    >>> wilson(30, 60)
    (0.3774, 0.6226)
    """
    if n == 0:
        return (0.0, 0.0)
    p = correct / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))


def mcnemar(predictions: Iterable[Prediction]) -> dict[str, Any]:
    """The exact (binomial) McNemar test of legalkg against the BM25 baseline on the same
    questions: ``better`` (legalkg right, BM25 wrong), ``worse`` (the reverse), two-sided p.

    >>> mcnemar([])
    {'better': 0, 'worse': 0, 'p': 1.0}
    """
    items = list(predictions)
    b = sum(p.correct and not p.baseline_correct for p in items)
    c = sum(p.baseline_correct and not p.correct for p in items)
    n = b + c
    tail = sum(math.comb(n, k) for k in range(min(b, c) + 1)) / 2**n if n else 0.5
    return {"better": b, "worse": c, "p": round(min(1.0, 2 * tail), 4)}


def _stats(predictions: Iterable[Prediction], *, baseline: bool = False) -> dict[str, Any]:
    items = list(predictions)
    n = len(items)
    correct = sum(p.baseline_correct if baseline else p.correct for p in items)
    low, high = wilson(correct, n)
    return {
        "n": n,
        "correct": correct,
        "accuracy": round(correct / n, 4) if n else 0.0,
        "ci95": [low, high],
    }


def file_key(path: str) -> str:
    """A file's key in reports: its last three path parts (``<split>_set/<exam>/<file>``)."""
    return "/".join(Path(path).parts[-3:])


@dataclass
class Evaluation:
    """Predictions of a question set and their accuracy per file, exam and subject."""

    predictions: list[Prediction]
    weights: dict[str, float]
    margin: float
    parameters: dict[str, Any] = field(default_factory=dict)
    #: Questions (by ``file_key:line``) that cite something outside the corpus, and what
    #: (:func:`outside_corpus`).
    outside: dict[str, str] = field(default_factory=dict)

    def note_outside(self, scorer: Scorer) -> Evaluation:
        """Find the questions that cite something outside their subject's corpus."""
        for p in self.predictions:
            q = p.question
            cited = outside_corpus(q, set(scorer.index_of(q).article_laws))
            if cited:
                self.outside[f"{file_key(q.file)}:{q.line}"] = cited
        return self

    def to_json(self) -> dict[str, Any]:
        """The ``legalkg mcqa eval -f json`` contract: ``overall`` and ``by_file`` (n, correct,
        accuracy, 95% Wilson interval), ``by_exam``, ``by_subject``, ``baseline`` (the same
        figures for plain BM25, :func:`baseline_pick`, measured in the same run), chance and
        the paper."""
        groups: dict[str, dict[str, list[Prediction]]] = {"file": {}, "exam": {}, "subject": {}}
        for p in self.predictions:
            q = p.question
            groups["file"].setdefault(file_key(q.file), []).append(p)
            groups["exam"].setdefault(q.exam, []).append(p)
            groups["subject"].setdefault(q.subject, []).append(p)
        by_file = {}
        for key, items in sorted(groups["file"].items()):
            q = items[0].question
            by_file[key] = {
                **_stats(items),
                "exam": q.exam,
                "subject": q.subject,
                "answers": "one" if not q.allows_two else "one or two",
            }
        baseline = {
            "name": "bm25",
            "description": BASELINE_DESCRIPTION,
            "overall": _stats(self.predictions, baseline=True),
            "by_file": {k: _stats(v, baseline=True) for k, v in sorted(groups["file"].items())},
            "by_exam": {k: _stats(v, baseline=True) for k, v in sorted(groups["exam"].items())},
            "by_subject": {
                k: _stats(v, baseline=True) for k, v in sorted(groups["subject"].items())
            },
        }
        extra: dict[str, Any] = {
            "mcnemar": {
                "overall": mcnemar(self.predictions),
                "by_exam": {k: mcnemar(v) for k, v in sorted(groups["exam"].items())},
                "by_subject": {k: mcnemar(v) for k, v in sorted(groups["subject"].items())},
            }
        }
        counted = [p for p in self.predictions if p.count is not None]
        if counted:
            right = sum(p.count == len(p.question.answer) for p in counted)
            two = sum(len(p.question.answer) == 2 for p in counted)
            extra["answer_count"] = {
                "n": len(counted),
                "correct": right,
                "accuracy": round(right / len(counted), 4),
                "ci95": list(wilson(right, len(counted))),
                "two_answers": two,
                "majority": round(max(two, len(counted) - two) / len(counted), 4),
            }
        if self.outside:
            cited = [
                p
                for p in self.predictions
                if f"{file_key(p.question.file)}:{p.question.line}" in self.outside
            ]
            extra["outside_corpus"] = {
                "n": len(cited),
                "by_subject": dict(sorted(Counter(p.question.subject for p in cited).items())),
                "cited": dict(sorted(Counter(self.outside.values()).items())),
                "correct": sum(p.correct for p in cited),
                "baseline_correct": sum(p.baseline_correct for p in cited),
            }
        if any(p.nearest is not None for p in self.predictions):
            kept = [p for p in self.predictions if not p.near_duplicate]
            by_exam: dict[str, list[Prediction]] = {}
            for p in kept:
                by_exam.setdefault(p.question.exam, []).append(p)
            extra["without_near_duplicates"] = {
                "excluded": len(self.predictions) - len(kept),
                "overall": _stats(kept),
                "baseline": _stats(kept, baseline=True),
                "mcnemar": mcnemar(kept),
                "by_exam": {
                    k: {
                        **_stats(v),
                        "baseline": _stats(v, baseline=True),
                        "mcnemar": mcnemar(v),
                    }
                    for k, v in sorted(by_exam.items())
                },
            }
        return {
            **extra,
            "overall": _stats(self.predictions),
            "baseline": baseline,
            "by_file": by_file,
            "by_exam": {k: _stats(v) for k, v in sorted(groups["exam"].items())},
            "by_subject": {k: _stats(v) for k, v in sorted(groups["subject"].items())},
            "chance": {
                "one answer": round(1 / 3, 4),
                "one or two answers (uniform over the 6 answer sets)": round(1 / 6, 4),
            },
            "paper_table3_promotion": {
                k: {"llm_bm25_rag": v[0] / 100, "graf": v[1] / 100} for k, v in PAPER_TABLE3.items()
            },
            "weights": self.weights,
            "margin": self.margin,
            "parameters": self.parameters,
        }

    def _scoring(self) -> str:
        p = self.parameters
        if p.get("llm"):
            return "Scoring: an LLM answering from the grounded prompt"
        if "cross_validation" in p:
            return f"Scoring: the learned option scorer, {p['cross_validation']}"
        if "model" in p:
            return "Scoring: the learned option scorer (logistic regression + gradient boosting)"
        return (
            "Scoring: lexical alignment of each choice's claims with the retrieved subgraph and "
            "articles (no LLM)"
        )

    def dumps(self) -> str:
        """Canonical JSON."""
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True, indent=2) + "\n"

    def to_text(self) -> str:
        """A table per file, exam and subject, next to chance and the paper's figures."""
        data = self.to_json()
        width = max([len(k) for k in data["by_file"]] + [20])

        base = data["baseline"]

        def cell(s: dict[str, Any]) -> str:
            lo, hi = s["ci95"]
            text = (
                f"{s['correct']:>4} {100 * s['accuracy']:>5.1f}% [{100 * lo:4.1f}, {100 * hi:4.1f}]"
            )
            return f"{text:<25}"

        def row(name: str, s: dict[str, Any], b: dict[str, Any], extra: str = "") -> str:
            return f"  {name:<{width}} {s['n']:>5}  {cell(s)}  {cell(b)}{extra}"

        head = (
            f"  {'':<{width}} {'n':>5}  {'legalkg: correct, acc, 95% CI':<25}"
            f"  {'BM25 baseline (same run)':<25}"
        )
        lines = ["By file:", head]
        for key, s in data["by_file"].items():
            lines.append(row(key, s, base["by_file"][key], f"  ({s['answers']})"))
        lines += ["By exam:", head]
        lines += [row(k, s, base["by_exam"][k]) for k, s in data["by_exam"].items()]
        lines += ["By subject:", head]
        for k, s in data["by_subject"].items():
            paper = PAPER_TABLE3.get(k)
            extra = (
                f"  paper (promotion): RAG {paper[0]:.2f}%, GRAF {paper[1]:.2f}%" if paper else ""
            )
            lines.append(row(k, s, base["by_subject"][k], extra))
        lines.append(row("overall", data["overall"], base["overall"]))
        diff = data["overall"]["correct"] - base["overall"]["correct"]
        lines += [
            "",
            f"legalkg vs. BM25 baseline: {diff:+d} questions of {data['overall']['n']} "
            f"({'better' if diff > 0 else 'worse' if diff < 0 else 'the same'}).",
        ]
        tests = data["mcnemar"]
        lines.append("Paired McNemar test against BM25 (exact; better / worse / two-sided p):")
        groups = [("overall", tests["overall"])]
        groups += [(f"exam {k}", v) for k, v in tests["by_exam"].items()]
        groups += [(f"subject {k}", v) for k, v in tests["by_subject"].items()]
        for name, t in groups:
            lines.append(f"  {name:<{width}} +{t['better']} / -{t['worse']}  p = {t['p']:.4f}")
        if "answer_count" in data:
            c = data["answer_count"]
            lo, hi = c["ci95"]
            lines.append(
                f"Answer count (exams allowing two): {c['correct']}/{c['n']} = "
                f"{100 * c['accuracy']:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] right "
                f"({c['two_answers']} have two; always-the-majority: {100 * c['majority']:.1f}%)"
            )
        if "outside_corpus" in data:
            o = data["outside_corpus"]
            subjects = ", ".join(f"{k} {v}" for k, v in o["by_subject"].items())
            lines.append(
                f"Questions citing a law or ruling outside the corpus: {o['n']} ({subjects}); "
                f"legalkg right on {o['correct']}, BM25 on {o['baseline_correct']}"
            )
        if "without_near_duplicates" in data:
            w = data["without_near_duplicates"]
            lines.append(
                f"Without the {w['excluded']} near-duplicates of remembered questions "
                "(same words, Jaccard >= 0.8):"
            )
            lines.append(row("overall", w["overall"], w["baseline"]))
            for k, v in w["by_exam"].items():
                lines.append(row(f"exam {k}", v, v["baseline"]))
            t = w["mcnemar"]
            lines.append(f"  McNemar: +{t['better']} / -{t['worse']}  p = {t['p']:.4f}")
        lines.append(f"Baseline: {BASELINE_DESCRIPTION}")
        lines += [
            "",
            "Chance: 33.3% for one answer (1/3); 16.7% for exams with one or two answers "
            "(1/6 answer sets).",
            "GRAF paper, Table 3 (promotion exams, 9 subjects): LLM+BM25-RAG 51.57%, GRAF 60.09%.",
            self._scoring() + "; exact match of the answer set.",
        ]
        return "\n".join(lines) + "\n"


def collect_features(
    scorer: Scorer, questions: Sequence[Question], progress: Callable[[int], None] | None = None
) -> list[tuple[list[dict[str, float]], list[Subgraph]]]:
    """The features of every question (computed once, reused by tuning)."""
    out = []
    for i, q in enumerate(questions):
        out.append(scorer.features(q))
        if progress:
            progress(i + 1)
    return out


def evaluate(
    scorer: Scorer,
    questions: Sequence[Question],
    *,
    weights: dict[str, float] | None = None,
    margin: float = DEFAULT_MARGIN,
    negation: bool | None = None,
    features: Sequence[tuple[list[dict[str, float]], list[Subgraph]]] | None = None,
    parameters: dict[str, Any] | None = None,
) -> Evaluation:
    """Answer every question and collect the predictions."""
    weights = dict(weights or DEFAULT_WEIGHTS)
    negation = DEFAULT_NEGATION if negation is None else negation
    feats = features if features is not None else collect_features(scorer, questions)
    predictions = []
    for q, (f, graphs) in zip(questions, feats, strict=True):
        choices = _choice_scores(f, graphs, weights, negation)
        predicted = pick([c.score for c in choices], allows_two=q.allows_two, margin=margin)
        predictions.append(Prediction(q, choices, predicted, baseline_pick(f, q)))
    return Evaluation(predictions, weights, margin, {**(parameters or {}), "negation": negation})


#: Values of every feature but ``article`` in the tuning grid; ``article`` (BM25) stays 1, so
#: the other features can only add evidence to BM25, at most as much as it (regularised
#: towards the BM25-only weights; 3^6 = 729 combinations).
WEIGHT_GRID = (0.0, 0.5, 1.0)
MARGIN_GRID = (0.0, 0.02, 0.05, 0.1, 0.2, 0.3)


def _combos(grid: Sequence[float], max_extra: int | None = None) -> list[tuple[float, ...]]:
    """Weight vectors with ``article`` = 1 and at most ``max_extra`` other features nonzero,
    the sparsest first (ties in tuning go to fewer features), then in grid order.

    >>> len(_combos((0.0,))), len(_combos((0.0, 0.5, 1.0), 1)), len(_combos((0.0, 1.0)))
    (1, 13, 64)
    """
    others = [n for n in FEATURES if n != "article"]
    out = []
    for values in itertools.product(grid, repeat=len(others)):
        w = dict(zip(others, values, strict=True))
        if max_extra is None or sum(1 for v in values if v) <= max_extra:
            out.append(tuple(1.0 if n == "article" else w[n] for n in FEATURES))
    return sorted(out, key=lambda c: sum(1 for v in c if v))


def _correct_matrix(
    questions: Sequence[Question],
    features: Sequence[tuple[list[dict[str, float]], list[Subgraph]]],
    combos: Sequence[tuple[float, ...]],
    negation: bool = False,
) -> Any:
    """Whether each (margin, weights, question) answers exactly right: a boolean array of
    shape (len(MARGIN_GRID), len(combos), len(questions)); the same decisions as
    :func:`pick` (on :func:`combine`), vectorised."""
    import numpy as np

    x = np.array(
        [[[f.get(n, 0.0) for n in FEATURES] for f in fs] for fs, _ in features], dtype="float64"
    )
    if negation:
        flip = np.array([-1.0 if fs[0].get("negated") else 1.0 for fs, _ in features])
        x = x * flip[:, None, None]
    w = np.array(combos, dtype="float64")
    scores = np.round(np.einsum("qcf,wf->wqc", x, w), 6)  # (combos, questions, 3)
    order = np.argsort(-scores, axis=2, kind="stable")  # ties: the earlier letter
    top = np.take_along_axis(scores, order[:, :, :1], axis=2)[:, :, 0]
    second = np.take_along_axis(scores, order[:, :, 1:2], axis=2)[:, :, 0]
    bit = np.array([1, 2, 4])
    first_bit = bit[order[:, :, 0]]
    second_bit = bit[order[:, :, 1]]
    answers = np.array([sum(bit[LETTERS.index(a)] for a in q.answer) for q in questions])
    two = np.array([q.allows_two for q in questions])
    out = []
    for margin in MARGIN_GRID:
        add = two[None, :] & (top - second <= margin)
        out.append((first_bit | np.where(add, second_bit, 0)) == answers[None, :])
    return np.stack(out)


def _best(correct: Any, rows: Any) -> tuple[int, int, int]:
    """(margin index, combo index, correct count) of the best setting on the questions
    ``rows``; ties: the smaller margin, then the earlier (sparser) combo."""
    counts = correct[:, :, rows].sum(axis=2)  # (margins, combos)
    best = (0, 0, -1)
    for m in range(counts.shape[0]):
        c = int(counts[m].argmax())  # first maximum: the sparser combo
        if int(counts[m, c]) > best[2]:
            best = (m, c, int(counts[m, c]))
    return best


def tune(
    questions: Sequence[Question],
    features: Sequence[tuple[list[dict[str, float]], list[Subgraph]]],
    *,
    grid: Sequence[float] = WEIGHT_GRID,
    max_extra: int | None = None,
    negation: bool = False,
) -> tuple[dict[str, float], float, float]:
    """Grid search of the weights (``article`` 1, the others in ``grid``) and the margin (in
    :data:`MARGIN_GRID`) for the best exact-match accuracy on ``questions``; ties: the
    smaller margin, then the sparser weights. No cross-validation: see :func:`select`.

    :returns: weights, margin, accuracy.
    """
    import numpy as np

    if not questions:
        return dict(DEFAULT_WEIGHTS), DEFAULT_MARGIN, 0.0
    combos = _combos(grid, max_extra)
    correct = _correct_matrix(questions, features, combos, negation)
    m, c, n = _best(correct, np.arange(len(questions)))
    weights = dict(zip(FEATURES, combos[c], strict=True))
    return weights, MARGIN_GRID[m], round(n / len(questions), 4)


def cross_validate(
    questions: Sequence[Question],
    features: Sequence[tuple[list[dict[str, float]], list[Subgraph]]],
    *,
    grid: Sequence[float] = WEIGHT_GRID,
    max_extra: int | None = None,
    negation: bool = False,
) -> dict[str, Any]:
    """Leave-one-exam-file-out cross-validation of :func:`tune` (``grid`` ``(0.0,)``: BM25
    alone, only the margin tuned): for each file, tune on the other files and answer the
    held-out one (questions from a single file: five interleaved folds). The held-out
    answers of all folds give the cross-validated accuracy.

    :returns: ``{"n", "correct", "accuracy", "ci95", "folds": {file: {"n", "correct",
        "weights", "margin"}}}``.
    """
    import numpy as np

    combos = _combos(grid, max_extra)
    correct = _correct_matrix(questions, features, combos, negation)
    files = np.array([file_key(q.file) for q in questions])
    if len(set(files.tolist())) < 2:  # one file: five interleaved folds of its questions
        files = np.array([f"fold {i % 5 + 1} of 5" for i in range(len(questions))])
    folds: dict[str, Any] = {}
    total = 0
    for key in sorted(set(files.tolist())):
        held = np.flatnonzero(files == key)
        rest = np.flatnonzero(files != key)
        m, c, _ = _best(correct, rest)
        right = int(correct[m, c, held].sum())
        total += right
        folds[key] = {
            "n": len(held),
            "correct": right,
            "weights": dict(zip(FEATURES, combos[c], strict=True)),
            "margin": MARGIN_GRID[m],
        }
    n = len(questions)
    return {
        "n": n,
        "correct": total,
        "accuracy": round(total / n, 4) if n else 0.0,
        "ci95": list(wilson(total, n)),
        "folds": folds,
    }


#: The tuning procedures :func:`select` cross-validates: name → (weight grid of the features
#: other than ``article``, at most how many of them nonzero, negation handling). Listed
#: simplest first (ties in cross-validated accuracy go to the earlier).
PROCEDURES: dict[str, tuple[tuple[float, ...], int | None, bool]] = {
    "bm25": ((0.0,), 0, False),
    "bm25+negation": ((0.0,), 0, True),
    "bm25+one feature": (WEIGHT_GRID, 1, False),
    "grid": (WEIGHT_GRID, None, False),
    "grid+negation": (WEIGHT_GRID, None, True),
}


def select(
    questions: Sequence[Question],
    features: Sequence[tuple[list[dict[str, float]], list[Subgraph]]],
) -> dict[str, Any]:
    """Choose among :data:`PROCEDURES` (BM25 alone, BM25 plus one feature, or the full grid;
    with or without negation handling) by cross-validated accuracy on ``questions`` (the
    train split; ties: the simpler), then fit the chosen one on all of them.

    :returns: ``{"weights", "margin", "negation", "accuracy" (train, refit), "chosen",
        "cv": {procedure: …}, "n"}`` (see :func:`cross_validate`).
    """
    cv = {
        name: cross_validate(questions, features, grid=grid, max_extra=max_extra, negation=negation)
        for name, (grid, max_extra, negation) in PROCEDURES.items()
    }
    chosen = max(PROCEDURES, key=lambda name: (cv[name]["correct"], -list(PROCEDURES).index(name)))
    grid, max_extra, negation = PROCEDURES[chosen]
    weights, margin, accuracy = tune(
        questions, features, grid=grid, max_extra=max_extra, negation=negation
    )
    return {
        "weights": weights,
        "margin": margin,
        "negation": negation,
        "accuracy": accuracy,
        "chosen": chosen,
        "cv": cv,
        "n": len(questions),
    }


# ---------------------------------------------------------------------------------------------
# Optional LLM: the grounded prompt


def grounded_prompt(
    question: Question,
    graphs: Sequence[Subgraph],
    evidence: Sequence[dict[str, Any]] | None = None,
) -> str:
    """The prompt that grounds an LLM's answer in each choice's subgraph (its 15 best facts
    and 3 best articles, each article cut to 800 characters) and, when given, each choice's
    option evidence (:func:`legalkg.graf.learn.evidence`: its best supporting sentence, its
    features and the learned model's score)."""
    from legalkg.templates import render_prompt

    choices = []
    for n, (letter, text, sg) in enumerate(zip(LETTERS, question.options, graphs, strict=True)):
        articles = [
            {"label": a.label, "law": a.law, "text": " ".join(a.text.split())[:800]}
            for a in sg.articles[:3]
        ]
        choices.append(
            {
                "letter": letter,
                "text": text,
                "facts": list(sg.facts[:15]),
                "articles": articles,
                "evidence": evidence[n] if evidence else None,
            }
        )
    return render_prompt(
        "graf-mcqa", question=question.text, choices=choices, allows_two=question.allows_two
    )


def parse_letters(reply: str, *, allows_two: bool) -> frozenset[str]:
    """The letters an LLM answered (the first one or two of A–C standing alone).

    >>> sorted(parse_letters("Răspuns: A și C", allows_two=True))
    ['A', 'C']
    >>> sorted(parse_letters("B", allows_two=False))
    ['B']
    """
    found = re.findall(r"\b([ABC])\b", reply.upper().replace(",", " "))
    if not found and re.fullmatch(r"\s*[ABC]{2}\s*", reply.upper()):
        found = list(reply.strip().upper())
    letters = list(dict.fromkeys(found))[: 2 if allows_two else 1]
    return frozenset(letters)


def answer_llm(scorer: Scorer, question: Question, config: Any, model: Any = None) -> Prediction:
    """Answer with the grounded prompt on an OpenAI-compatible endpoint (``asking.chat``).
    The prompt holds each choice's retrieved facts and articles and its option evidence
    (best supporting sentence, features; with a learned ``model``
    (:class:`legalkg.graf.learn.OptionModel`), its score); the choice scores are kept.

    :raises legalkg.asking.LLMError: when the endpoint fails or answers no letter.
    """
    from legalkg.asking import LLMError, chat
    from legalkg.graf import learn

    prepared = learn.prepare(learn.Featurizer(scorer), [question])
    answered = learn.answer_with(model, prepared)[0] if model is not None else None
    features, graphs = prepared.base[0], prepared.graphs[0]
    prompt = grounded_prompt(question, graphs, learn.evidence(prepared, 0, answered))
    reply = chat(config, [{"role": "user", "content": prompt}])
    letters = parse_letters(reply, allows_two=question.allows_two)
    if not letters:
        raise LLMError(f"the LLM answered no letter A–C: {reply[:200]!r}")
    if answered is not None:
        choices = learn.predictions(prepared, [answered])[0].choices
    else:
        choices = _choice_scores(features, graphs, DEFAULT_WEIGHTS)
    return Prediction(question, choices, letters, baseline_pick(features, question))


def evaluate_llm(
    scorer: Scorer,
    questions: Sequence[Question],
    config: Any,
    *,
    parameters: dict[str, Any] | None = None,
    model: Any = None,
) -> Evaluation:
    """:func:`evaluate` with the LLM answering from the grounded prompt (and the learned
    ``model``'s option scores in it, when given)."""
    predictions = [answer_llm(scorer, q, config, model) for q in questions]
    return Evaluation(predictions, {}, 0.0, dict(parameters or {}))
