"""The optional LLM path of ``legalkg mcqa``: the grounded prompt and its answers."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from legalkg.graf.evaluation import Evaluation, Prediction
from legalkg.graf.questions import LETTERS, Question
from legalkg.graf.retrieve import Subgraph
from legalkg.graf.scoring import DEFAULT_WEIGHTS, Scorer, _choice_scores, baseline_pick


def grounded_prompt(
    question: Question,
    graphs: Sequence[Subgraph],
    evidence: Sequence[dict[str, Any]] | None = None,
) -> str:
    """The prompt that grounds an LLM's answer in each choice's subgraph (its 15 best facts
    and 3 best articles, each article cut to 800 characters) and, when given, each choice's
    option evidence (:func:`legalkg.graf.learn.evidence`: its best supporting sentence, its
    features and the learned model's score)."""
    from legalkg.engine.templates import render_prompt

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

    :raises legalkg.engine.llm.LLMError: when the endpoint fails or answers no letter.
    """
    from legalkg.engine.llm import LLMError, chat
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
