"""``legalkg retrieve`` and ``legalkg mcqa``: law-graph retrieval and multiple-choice QA."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from legalkg.cli import EXIT_CODES, cli, failing
from legalkg.commands._options import open_store, output_option, store_option, write_output

_RETRIEVAL_OPTIONS = [
    click.option("--k", "k", type=int, default=10, show_default=True, help="Seed entities."),
    click.option("--depth", type=int, default=1, show_default=True, help="BFS depth."),
    click.option("--max-entities", type=int, default=50, show_default=True, help="Entity cap."),
]


def _retrieval_options(f: Any) -> Any:
    for option in reversed(_RETRIEVAL_OPTIONS):
        f = option(f)
    return f


@cli.command(epilog=EXIT_CODES)
@click.argument("text")
@store_option(read_only=True)
@_retrieval_options
@click.option(
    "--articles", type=int, default=10, show_default=True, help="Articles to return (BM25)."
)
@click.option(
    "--domain",
    default=None,
    help="Only the laws of this domain (muncii, civil, international…).",
)
@click.option(
    "-f",
    "--format",
    "fmt",
    type=click.Choice(["table", "json", "turtle"]),
    default="table",
    show_default=True,
)
@output_option
def retrieve(
    text: str,
    store_path: Path,
    k: int,
    depth: int,
    max_entities: int,
    articles: int,
    domain: str | None,
    fmt: str,
    output: Path,
) -> None:
    """Retrieve the law-graph subgraph and the articles relevant to TEXT.

    BM25 over entity labels and article texts (Romanian stemming, folded
    diacritics) gives the top-k seed entities; a breadth-first expansion
    through the graf-neighbours SPARQL template adds their neighbours to the
    depth and entity cap (GRAF's defaults: 10 seeds, depth 1, 50 entities).
    A phrase in quotes that an article contains literally ranks it first.

    \b
    Example:
        legalkg ingest law_relext_work.csv --store law.db
        legalkg retrieve "Este interzis să presteze muncă de noapte" --store law.db
        legalkg retrieve '"durata normală a timpului de muncă"' --store law.db -f json
    """
    from legalkg.graf.retrieve import retrieve_from_store

    with failing():
        subgraph = retrieve_from_store(
            open_store(store_path, read_only=True),
            text,
            k=k,
            depth=depth,
            max_entities=max_entities,
            articles=articles,
            domain=domain,
        )
    rendered: str | bytes
    if fmt == "json":
        rendered = subgraph.dumps()
    elif fmt == "turtle":
        rendered = subgraph.to_turtle()
    else:
        rendered = subgraph.to_table()
    write_output(output, rendered)


@cli.group(epilog=EXIT_CODES)
def mcqa() -> None:
    """Multiple-choice legal QA (JuRo format) over the law graph.

    \b
    Example:
        legalkg mcqa eval --store law.db --questions JuRo/test_set \\
          --subject muncii,civil,international --exam promovare
        legalkg mcqa answer --store law.db "Este interzis să presteze muncă de noapte:" \\
          -o "femeile gravide" -o "femeile care alăptează" -o "tinerii sub 18 ani"
    """


def _weights(text: str | None) -> dict[str, float] | None:
    from legalkg.graf.mcqa import FEATURES

    if text is None:
        return None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise click.BadParameter(f"not JSON: {e}", param_hint="--weights") from e
    if not isinstance(data, dict) or not all(
        k in FEATURES and isinstance(v, int | float) for k, v in data.items()
    ):
        raise click.BadParameter(
            f"give an object of numbers with keys among {', '.join(FEATURES)}",
            param_hint="--weights",
        )
    return {k: float(v) for k, v in data.items()}


_WEIGHT_HELP = 'Feature weights as JSON, e.g. \'{"article": 1, "coverage": 2}\' (default: tuned).'
_LLM_OPTIONS = [
    click.option(
        "--llm",
        is_flag=True,
        help="Answer with the grounded prompt on an OpenAI-compatible endpoint "
        "(LEGALKG_LLM_BASE_URL, LEGALKG_LLM_MODEL, LEGALKG_LLM_API_KEY).",
    ),
    click.option("--llm-base-url", envvar="LEGALKG_LLM_BASE_URL", default=None, help="Base URL."),
    click.option("--llm-model", envvar="LEGALKG_LLM_MODEL", default=None, help="Model name."),
    click.option(
        "--llm-api-key", envvar="LEGALKG_LLM_API_KEY", default=None, help="API key (never shown)."
    ),
]


def _llm_options(f: Any) -> Any:
    for option in reversed(_LLM_OPTIONS):
        f = option(f)
    return f


def _scorer(store_path: Path, k: int, depth: int, max_entities: int) -> Any:
    from legalkg.graf.mcqa import Scorer, subject_indexes
    from legalkg.graf.retrieve import check_parameters, index_for, store_runner

    check_parameters(k, depth, max_entities, 10)
    store = open_store(store_path, read_only=True)
    return Scorer(
        subject_indexes(lambda domain: index_for(store, domain)),
        store_runner(store),
        k=k,
        depth=depth,
        max_entities=max_entities,
    )


@mcqa.command("eval", epilog=EXIT_CODES)
@store_option(read_only=True)
@click.option(
    "--questions",
    type=click.Path(path_type=Path, exists=False),
    required=True,
    help="A JuRo CSV file or a folder of them (<split>_set/<exam>/<file>.csv).",
)
@click.option(
    "--subject",
    default=None,
    help="Only these subjects (muncii, civil, international; comma-separated).",
)
@_retrieval_options
@click.option("--weights", default=None, help=_WEIGHT_HELP)
@click.option(
    "--exam",
    default=None,
    help="Only these exams (the folder above each file: promovare, inm, inppa; "
    "comma-separated). The promotion exams: --exam promovare.",
)
@click.option(
    "--model",
    "model_path",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="A learned option scorer ('legalkg mcqa train'); default: the packaged model "
    "(legalkg/graf/models/mcqa-model.json).",
)
@click.option(
    "--lexical",
    is_flag=True,
    help="Score with the tuned weighted sum of retrieval features instead of a learned model "
    "(implied by --weights, --margin or --negation).",
)
@click.option("--margin", type=float, default=None, help="Second-answer margin (default: tuned).")
@click.option(
    "--negation/--no-negation",
    default=None,
    help="Negated questions pick the least supported choice (default: off, as tuned).",
)
@_llm_options
@click.option(
    "-f", "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@output_option
def mcqa_eval(
    store_path: Path,
    questions: Path,
    subject: str | None,
    exam: str | None,
    k: int,
    depth: int,
    max_entities: int,
    weights: str | None,
    margin: float | None,
    negation: bool | None,
    model_path: Path | None,
    lexical: bool,
    llm: bool,
    llm_base_url: str | None,
    llm_model: str | None,
    llm_api_key: str | None,
    fmt: str,
    output: Path,
) -> None:
    """Answer every question of a JuRo file or folder and report accuracy.

    For each (question, choice) the subgraph of question + choice is
    retrieved and the choice scored from its option features by the learned
    model (by default the packaged one, fitted on the JuRo train and
    validation splits; --lexical: the tuned weighted sum). Accuracy (exact
    answer set) per file, exam and subject with 95% Wilson intervals, beside
    plain BM25 in the same run (McNemar test), chance and the GRAF paper's
    figures. Subjects without a law corpus in the store are reported as an
    error: use --subject.

    \b
    Example:
        legalkg mcqa eval --store law.db --subject muncii,civil,international \\
          --questions JuRo/test_set --exam promovare -f json
    """
    from legalkg.graf import mcqa as lib

    chosen = _weights(weights)
    with failing():
        items = lib.read_questions(questions, subject=subject, exam=exam)
        missing = sorted({q.subject for q in items} - set(lib.SUBJECT_DOMAINS))
        if missing:
            raise lib.McqaError(
                str(questions),
                f"no law corpus for subject(s) {', '.join(missing)}",
                f"Give --subject with one of {', '.join(sorted(lib.SUBJECT_DOMAINS))}",
            )
        scorer = _scorer(store_path, k, depth, max_entities)
        parameters: dict[str, Any] = {
            "k": k,
            "depth": depth,
            "max_entities": max_entities,
            "llm": llm,
        }
        lexical = lexical or weights is not None or margin is not None or negation is not None
        model, model_file = _load_model(model_path, lexical)
        if model is not None:
            parameters["model"] = {"file": model_file, **model.training}
        if exam:
            parameters["exam"] = exam
        if llm:
            from legalkg.engine.llm import LLMConfig

            config = LLMConfig(llm_base_url, llm_model, llm_api_key)
            result = lib.evaluate_llm(scorer, items, config, parameters=parameters, model=model)
        elif model is not None:
            from legalkg.graf import learn

            prepared = learn.prepare(learn.Featurizer(scorer), items)
            answered = learn.answer_with(model, prepared)
            result = lib.Evaluation(learn.predictions(prepared, answered), {}, 0.0, parameters)
        else:
            result = lib.evaluate(
                scorer,
                items,
                weights=chosen,
                margin=lib.DEFAULT_MARGIN if margin is None else margin,
                negation=negation,
                parameters=parameters,
            )
        result.note_outside(scorer)
    write_output(output, result.dumps() if fmt == "json" else result.to_text())


@mcqa.command("tune", epilog=EXIT_CODES)
@store_option(read_only=True)
@click.option(
    "--questions",
    type=click.Path(path_type=Path, exists=False),
    required=True,
    help="Training questions: a JuRo CSV file or folder (the train split).",
)
@click.option("--subject", default=None, help="Only this subject.")
@_retrieval_options
@output_option
def mcqa_tune(
    store_path: Path,
    questions: Path,
    subject: str | None,
    k: int,
    depth: int,
    max_entities: int,
    output: Path,
) -> None:
    """Choose the feature weights and the margin on training questions.

    Five procedures are cross-validated (leave one exam file out): BM25
    alone, with negation handling, with at most one more feature, and the
    full grid (article weight 1, each other feature 0, 0.5 or 1) with and
    without negation. The best cross-validated one (ties: the simpler) is
    fitted on all the questions. Prints
    {"weights", "margin", "accuracy" (train), "chosen", "cv", "n"} as JSON;
    pass the weights to 'mcqa eval --weights' (tune on train, report on
    validation).

    \b
    Example:
        legalkg mcqa tune --store law.db --questions JuRo/train_set --subject muncii
    """
    from legalkg.graf import mcqa as lib

    with failing():
        items = [
            q
            for q in lib.read_questions(questions, subject=subject)
            if q.subject in lib.SUBJECT_DOMAINS
        ]
        if not items:
            raise lib.McqaError(str(questions), "no question of a subject with a law corpus")
        scorer = _scorer(store_path, k, depth, max_entities)
        features = lib.collect_features(scorer, items)
        payload = lib.select(items, features)
    write_output(output, json.dumps(payload, ensure_ascii=False, sort_keys=True, indent=2) + "\n")


@mcqa.command("train", epilog=EXIT_CODES)
@store_option(read_only=True)
@click.option(
    "--questions",
    type=click.Path(path_type=Path, exists=False),
    required=True,
    multiple=True,
    help="Training questions: a JuRo CSV file or folder (the train split); repeat it to fit "
    "on several (the shipped model: train and validation).",
)
@click.option(
    "--subject",
    default=None,
    help="Only these subjects (muncii, civil, international; comma-separated).",
)
@click.option(
    "--model",
    "model_path",
    type=click.Path(path_type=Path, dir_okay=False),
    required=True,
    help="The model file to write (JSON).",
)
@click.option(
    "--memory",
    "memory_path",
    type=click.Path(path_type=Path, exists=False),
    default=None,
    help="More labelled questions for the memory only, never fitted on (e.g. the validation "
    "split, for a final test run).",
)
@_retrieval_options
@click.option(
    "-f", "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
@output_option
def mcqa_train(
    store_path: Path,
    questions: tuple[Path, ...],
    subject: str | None,
    model_path: Path,
    memory_path: Path | None,
    k: int,
    depth: int,
    max_entities: int,
    fmt: str,
    output: Path,
) -> None:
    """Fit the learned option scorer on training questions and write the model file.

    Each option's features (retrieval at article, window, sentence and fact
    level, verbatim runs, negation and exception cues, absolute words,
    length, position, and a memory of labelled questions) feed logistic
    regression and gradient boosting (scikit-learn: pip install
    'legalkg[learn]'); a third model predicts the number of answers for the
    exams that allow two. A few settings are cross-validated (five folds of
    the training questions, memory from the other folds); the best is fitted
    on all of them. Prints the cross-validated report (accuracy with 95%
    intervals beside BM25, McNemar test, answer-count accuracy, and without
    near-duplicate questions). Same questions and store: same model bytes.

    \b
    Example:
        legalkg mcqa train --store law.db --questions JuRo/train_set \\
          --subject muncii,civil,international --model mcqa-train.json
        legalkg mcqa eval --store law.db --questions JuRo/validation_set \\
          --subject muncii,civil,international --model mcqa-train.json
        # the packaged model: fitted on train and validation
        legalkg mcqa train --store law.db --questions JuRo/train_set \\
          --questions JuRo/validation_set --subject muncii,civil,international \\
          --model legalkg/graf/models/mcqa-model.json
    """
    from legalkg.graf import learn
    from legalkg.graf import mcqa as lib

    with failing():
        learn.require_training()
        items = [q for path in questions for q in _corpus_questions(lib, path, subject)]
        extra = _corpus_questions(lib, memory_path, subject) if memory_path else []
        scorer = _scorer(store_path, k, depth, max_entities)
        prepared = learn.prepare(learn.Featurizer(scorer), items, _progress(len(items)))
        model, report = learn.train(prepared, memory_extra=extra, log=_log)
        model.training["retrieval"] = {"k": k, "depth": depth, "max_entities": max_entities}
        model_path.write_text(model.dumps(), encoding="utf-8")
        parameters = {
            "cross_validation": f"{learn.FOLDS} interleaved folds of the training questions",
            "chosen": report["chosen"],
            "settings": report["settings"],
            "model": str(model_path),
            "training_sha256": model.training["sha256"],
        }
        result = lib.Evaluation(
            learn.predictions(prepared, report["answered"]), {}, 0.0, parameters
        ).note_outside(scorer)
    write_output(output, result.dumps() if fmt == "json" else result.to_text())


def _load_model(path: Path | None, lexical: bool = False) -> tuple[Any, str | None]:
    """The learned model to score with and its file: ``path``, else the packaged default;
    ``(None, None)`` with ``lexical`` (or no packaged model): the tuned weighted sum."""
    from legalkg.graf.optionmodel import OptionModel, default_model_path

    if lexical:
        if path is not None:
            raise click.UsageError("give --model or --lexical (or --weights/--margin), not both")
        return None, None
    path = path or default_model_path()
    if path is None:
        return None, None
    return OptionModel.load(path), str(path)


def _corpus_questions(lib: Any, path: Path, subject: str | None) -> list[Any]:
    items = [
        q for q in lib.read_questions(path, subject=subject) if q.subject in lib.SUBJECT_DOMAINS
    ]
    if not items:
        raise lib.McqaError(str(path), "no question of a subject with a law corpus")
    return items


def _log(message: str) -> None:
    click.echo(message, err=True)


def _progress(total: int) -> Any:
    def report(n: int) -> None:
        if n % 100 == 0 or n == total:
            click.echo(f"features: {n}/{total} questions", err=True)

    return report


@mcqa.command("answer", epilog=EXIT_CODES)
@click.argument("question")
@click.option(
    "-o",
    "--option",
    "options",
    multiple=True,
    required=True,
    help="An answer choice (give three, in the order A, B, C).",
)
@store_option(read_only=True)
@click.option("--subject", default=None, help="The subject (picks the law domain).")
@click.option("--two", is_flag=True, help="The exam allows two correct answers.")
@_retrieval_options
@click.option("--weights", default=None, help=_WEIGHT_HELP)
@click.option("--margin", type=float, default=None, help="Second-answer margin.")
@click.option(
    "--model",
    "model_path",
    type=click.Path(path_type=Path, dir_okay=False),
    default=None,
    help="A learned option scorer ('legalkg mcqa train'); default: the packaged model.",
)
@click.option(
    "--lexical",
    is_flag=True,
    help="The tuned weighted sum instead of a learned model (implied by --weights/--margin).",
)
@_llm_options
@click.option(
    "-f", "--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True
)
def mcqa_answer(
    question: str,
    options: tuple[str, ...],
    store_path: Path,
    subject: str | None,
    two: bool,
    k: int,
    depth: int,
    max_entities: int,
    weights: str | None,
    margin: float | None,
    model_path: Path | None,
    lexical: bool,
    llm: bool,
    llm_base_url: str | None,
    llm_model: str | None,
    llm_api_key: str | None,
    fmt: str,
) -> None:
    """Answer one QUESTION with three options and show the evidence per choice.

    \b
    Example:
        legalkg mcqa answer --store law.db --subject muncii \\
          "Este interzis să presteze muncă de noapte:" \\
          -o "femeile gravide" -o "femeile care alăptează" -o "tinerii sub 18 ani"
    """
    from legalkg.graf import mcqa as lib

    if len(options) != 3:
        raise click.UsageError(f"give three --option values (A, B, C), got {len(options)}")
    chosen = _weights(weights)
    item = lib.Question(
        "-",
        0,
        "cli" if two else "promovare",
        (subject or "").lower(),
        "",
        " ".join(question.split()),
        (options[0], options[1], options[2]),
        frozenset(),
    )
    with failing():
        scorer = _scorer(store_path, k, depth, max_entities)
        lexical = lexical or weights is not None or margin is not None
        model, _ = _load_model(model_path, lexical)
        if llm:
            from legalkg.engine.llm import LLMConfig

            config = LLMConfig(llm_base_url, llm_model, llm_api_key)
            prediction = lib.answer_llm(scorer, item, config, model)
        elif model is not None:
            from legalkg.graf import learn

            prepared = learn.prepare(learn.Featurizer(scorer), [item])
            prediction = learn.predictions(prepared, learn.answer_with(model, prepared))[0]
        else:
            prediction = lib.answer_question(
                scorer,
                item,
                weights=chosen,
                margin=lib.DEFAULT_MARGIN if margin is None else margin,
            )
    if fmt == "json":
        click.echo(json.dumps(prediction.to_json(), ensure_ascii=False, sort_keys=True, indent=2))
        return
    click.echo(prediction.to_text(), nl=False)
    sys.stdout.flush()
