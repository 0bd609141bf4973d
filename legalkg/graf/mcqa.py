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

The code lives in modules along its seams, all re-exported here: :mod:`legalkg.graf.questions`
(reading JuRo files), :mod:`legalkg.graf.scoring` (the lexical scorer),
:mod:`legalkg.graf.evaluation` (predictions, intervals, McNemar, the report),
:mod:`legalkg.graf.tuning` (``mcqa tune``) and :mod:`legalkg.graf.llm` (the grounded prompt).
"""

from __future__ import annotations

from legalkg.core.text import analyze
from legalkg.graf.evaluation import (
    BASELINE_DESCRIPTION,
    PAPER_TABLE3,
    ChoiceScore,
    Evaluation,
    Prediction,
    _stats,
    mcnemar,
    wilson,
)
from legalkg.graf.llm import answer_llm, evaluate_llm, grounded_prompt, parse_letters
from legalkg.graf.questions import (
    CORPUS_ALIASES,
    LETTERS,
    SINGLE_ANSWER_EXAMS,
    SUBJECT_DOMAINS,
    SUBJECT_EXTRA_ARTICLES,
    SUBJECTS_WITHOUT_CORPUS,
    McqaError,
    Question,
    _parse_options,
    file_key,
    outside_corpus,
    read_questions,
    read_questions_file,
    subject_indexes,
    subject_of,
)
from legalkg.graf.retrieve import LANGUAGE
from legalkg.graf.scoring import (
    CONTEXT_ARTICLES,
    DEFAULT_MARGIN,
    DEFAULT_NEGATION,
    DEFAULT_WEIGHTS,
    FEATURES,
    WINDOW,
    Scorer,
    _choice_scores,
    answer_question,
    baseline_pick,
    collect_features,
    combine,
    evaluate,
    is_negated,
    pick,
)
from legalkg.graf.tuning import (
    MARGIN_GRID,
    PROCEDURES,
    WEIGHT_GRID,
    cross_validate,
    select,
    tune,
)

__all__ = [
    "BASELINE_DESCRIPTION",
    "CONTEXT_ARTICLES",
    "CORPUS_ALIASES",
    "DEFAULT_MARGIN",
    "DEFAULT_NEGATION",
    "DEFAULT_WEIGHTS",
    "FEATURES",
    "LANGUAGE",
    "LETTERS",
    "MARGIN_GRID",
    "PAPER_TABLE3",
    "PROCEDURES",
    "SINGLE_ANSWER_EXAMS",
    "SUBJECTS_WITHOUT_CORPUS",
    "SUBJECT_DOMAINS",
    "SUBJECT_EXTRA_ARTICLES",
    "WEIGHT_GRID",
    "WINDOW",
    "ChoiceScore",
    "Evaluation",
    "McqaError",
    "Prediction",
    "Question",
    "Scorer",
    "_choice_scores",
    "_parse_options",
    "_stats",
    "analyze",
    "answer_llm",
    "answer_question",
    "baseline_pick",
    "collect_features",
    "combine",
    "cross_validate",
    "evaluate",
    "evaluate_llm",
    "file_key",
    "grounded_prompt",
    "is_negated",
    "mcnemar",
    "outside_corpus",
    "parse_letters",
    "pick",
    "read_questions",
    "read_questions_file",
    "select",
    "subject_indexes",
    "subject_of",
    "tune",
    "wilson",
]
