"""The fitted option scorer as plain data: the JSON model file (no pickle), its
logistic-regression and tree predictions (numpy only), and the fitting with scikit-learn."""

from __future__ import annotations

import hashlib
import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from legalkg.core.errors import InputError
from legalkg.graf.features import COUNT_FEATURES, FEATURES
from legalkg.graf.memory import Memory, MemoryItem
from legalkg.graf.questions import Question, file_key

#: The packaged model (``legalkg mcqa train`` on the JuRo train + validation splits of the
#: three subjects with a law corpus), loaded by ``mcqa eval`` / ``mcqa answer`` by default.
DEFAULT_MODEL = Path(__file__).resolve().parent / "models" / "mcqa-model.json"
MODEL_FORMAT = 2
MODEL_KIND = "legalkg-mcqa-option-scorer"
SEED = 0


class OptionModelError(InputError):
    """A model file that cannot be used, or training that cannot run."""


def _sigmoid(x: Any) -> Any:
    import numpy as np

    return 1.0 / (1.0 + np.exp(-np.clip(x, -50, 50)))


def _linear_predict(model: dict[str, Any], x: Any) -> Any:
    import numpy as np

    z = (x - np.asarray(model["mean"])) / np.asarray(model["scale"])
    return _sigmoid(z @ np.asarray(model["coef"]) + float(model["intercept"]))


def _ranker_predict(model: dict[str, Any], x: Any) -> Any:
    """The pairwise ranker's softmax over each question's three options (rows in threes)."""
    import numpy as np

    z = (x - np.asarray(model["mean"])) / np.asarray(model["scale"])
    raw = (z @ np.asarray(model["coef"])).reshape(-1, 3)
    raw = raw - raw.max(axis=1, keepdims=True)
    e = np.exp(raw)
    return (e / e.sum(axis=1, keepdims=True)).reshape(-1)


def ensemble_scores(
    linear: dict[str, Any], trees: dict[str, Any], ranker: dict[str, Any] | None, x: Any
) -> Any:
    """Each option's score: the mean of the logistic regression's and the trees'
    probabilities, and of the pairwise ranker's softmax when there is one (rows in threes,
    one question's options each)."""
    parts = [_linear_predict(linear, x), _trees_predict(trees, x)]
    if ranker:
        parts.append(_ranker_predict(ranker, x))
    return sum(parts) / len(parts)


def _trees_predict(model: dict[str, Any], x: Any) -> Any:
    import numpy as np

    x32 = np.asarray(x, dtype="float32").astype("float64")
    raw = np.full(len(x32), float(model["init"]))
    rate = float(model["learning_rate"])
    for tree in model["trees"]:
        left, right = tree["left"], tree["right"]
        feature, threshold, value = tree["feature"], tree["threshold"], tree["value"]
        out = np.empty(len(x32))
        for r in range(len(x32)):
            node = 0
            while left[node] != -1:
                node = left[node] if x32[r, feature[node]] <= threshold[node] else right[node]
            out[r] = value[node]
        raw += rate * out
    return _sigmoid(raw)


def _export_linear(scaler: Any, lr: Any) -> dict[str, Any]:
    return {
        "mean": [float(v) for v in scaler.mean_],
        "scale": [float(v) for v in scaler.scale_],
        "coef": [float(v) for v in lr.coef_[0]],
        "intercept": float(lr.intercept_[0]),
    }


def _export_trees(gb: Any) -> dict[str, Any]:
    prior = float(gb.init_.class_prior_[1])
    trees = []
    for est in gb.estimators_[:, 0]:
        t = est.tree_
        trees.append(
            {
                "left": [int(v) for v in t.children_left],
                "right": [int(v) for v in t.children_right],
                "feature": [int(v) for v in t.feature],
                "threshold": [float(v) for v in t.threshold],
                "value": [float(v) for v in t.value[:, 0, 0]],
            }
        )
    return {
        "init": math.log(prior / (1 - prior)),
        "learning_rate": float(gb.learning_rate),
        "trees": trees,
    }


def require_training() -> None:
    """:raises OptionModelError: when scikit-learn (needed to train only) is missing."""
    try:
        import sklearn  # noqa: F401
    except ImportError as e:
        raise OptionModelError(
            "mcqa train",
            "scikit-learn is not installed (it fits the models; scoring does not need it)",
            "pip install 'legalkg[learn]'",
        ) from e


def _fit_linear(x: Any, y: Any, c: float) -> dict[str, Any]:
    from sklearn.linear_model import LogisticRegression
    from sklearn.preprocessing import StandardScaler

    scaler = StandardScaler().fit(x)
    scale = scaler.scale_.copy()
    scale[scale == 0] = 1.0
    scaler.scale_ = scale
    lr = LogisticRegression(C=c, max_iter=5000, random_state=SEED)
    lr.fit(scaler.transform(x), y)
    return _export_linear(scaler, lr)


def _fit_ranker(x: Any, y: Any, c: float) -> dict[str, Any]:
    """A pairwise ranker (rows in threes, one question's options each): logistic regression
    without intercept on the standardised differences right − wrong (label 1) and
    wrong − right (label 0) within each question, so only an option's features relative to
    the other options of its question count."""
    import numpy as np
    from sklearn.linear_model import LogisticRegression
    from sklearn.preprocessing import StandardScaler

    scaler = StandardScaler().fit(x)
    scale = scaler.scale_.copy()
    scale[scale == 0] = 1.0
    z = (x - scaler.mean_) / scale
    pairs = []
    for start in range(0, len(z), 3):
        labels = y[start : start + 3]
        for i in range(3):
            for j in range(3):
                if labels[i] == 1 and labels[j] == 0:
                    pairs.append(z[start + i] - z[start + j])
    if not pairs:
        coef = np.zeros(x.shape[1])
    else:
        d = np.asarray(pairs)
        lr = LogisticRegression(C=c, max_iter=5000, fit_intercept=False, random_state=SEED)
        lr.fit(np.vstack([d, -d]), np.r_[np.ones(len(d)), np.zeros(len(d))])
        coef = lr.coef_[0]
    return {
        "mean": [float(v) for v in scaler.mean_],
        "scale": [float(v) for v in scale],
        "coef": [float(v) for v in coef],
    }


def _fit_trees(x: Any, y: Any, params: dict[str, Any]) -> dict[str, Any]:
    import numpy as np
    from sklearn.ensemble import GradientBoostingClassifier

    gb = GradientBoostingClassifier(
        n_estimators=int(params["trees"]),
        max_depth=int(params["depth"]),
        learning_rate=float(params["rate"]),
        min_samples_leaf=20,
        subsample=1.0,
        random_state=SEED,
    )
    gb.fit(x, y)
    exported = _export_trees(gb)
    # The exported trees must score exactly as scikit-learn does.
    sample = x[: min(len(x), 200)]
    ours = _trees_predict(exported, sample)
    theirs = gb.predict_proba(sample)[:, 1]
    if not np.allclose(ours, theirs, atol=1e-9):
        raise OptionModelError(
            "gradient boosting", "the exported trees disagree with scikit-learn's predictions"
        )
    return exported


@dataclass
class OptionModel:
    """A fitted option scorer (see the module doc), loaded from or saved to a JSON file."""

    parameters: dict[str, Any]
    linear: dict[str, Any]
    trees: dict[str, Any]
    count: dict[str, Any]
    memory_questions: list[dict[str, Any]]
    training: dict[str, Any]
    #: The pairwise ranker (None: not in this model's ensemble).
    ranker: dict[str, Any] | None = None

    def __post_init__(self) -> None:
        self.memory = Memory(MemoryItem.of(_question_of(d)) for d in self.memory_questions)

    def option_scores(self, x: Any) -> Any:
        """Ensemble score of each row being a right option (rows in threes: one question's
        options)."""
        import numpy as np

        x = np.asarray(x, dtype="float64")
        return ensemble_scores(self.linear, self.trees, self.ranker, x)

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": MODEL_KIND,
            "format": MODEL_FORMAT,
            "features": list(FEATURES),
            "count_features": list(COUNT_FEATURES),
            "parameters": self.parameters,
            "training": self.training,
            "linear": self.linear,
            "trees": self.trees,
            "count": self.count,
            "memory": self.memory_questions,
            "ranker": self.ranker,
        }

    def dumps(self) -> str:
        """Canonical JSON: same model, same bytes."""
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True, indent=1) + "\n"

    @classmethod
    def load(cls, path: Path) -> OptionModel:
        """:raises OptionModelError: for a missing or unreadable file, another kind or format
        version, or a feature list that differs from this version's."""
        try:
            data = json.loads(path.read_text("utf-8"))
        except FileNotFoundError as e:
            raise OptionModelError(
                str(path), "no such model file", "Build one with 'legalkg mcqa train'"
            ) from e
        except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
            raise OptionModelError(str(path), f"not a readable JSON model file: {e}") from e
        if not isinstance(data, dict) or data.get("kind") != MODEL_KIND:
            raise OptionModelError(str(path), f"not a {MODEL_KIND} file")
        if data.get("format") != MODEL_FORMAT:
            raise OptionModelError(
                f"{path}: format",
                f"model format {data.get('format')!r}, this legalkg reads {MODEL_FORMAT}",
                "Rebuild it with 'legalkg mcqa train'",
            )
        if data.get("features") != list(FEATURES) or data.get("count_features") != list(
            COUNT_FEATURES
        ):
            raise OptionModelError(
                f"{path}: features",
                "the model's feature list differs from this legalkg's",
                "Rebuild it with 'legalkg mcqa train'",
            )
        return cls(
            data["parameters"],
            data["linear"],
            data["trees"],
            data["count"],
            data["memory"],
            data["training"],
            data.get("ranker"),
        )


def _question_json(q: Question) -> dict[str, Any]:
    return {
        "key": f"{file_key(q.file)}:{q.line}",
        "exam": q.exam,
        "subject": q.subject,
        "text": q.text,
        "options": list(q.options),
        "answer": "".join(sorted(q.answer)),
    }


def _question_of(d: dict[str, Any]) -> Question:
    key = str(d["key"])
    file, _, line = key.rpartition(":")
    options = d["options"]
    return Question(
        file,
        int(line or 0),
        d["exam"],
        d["subject"],
        "",
        d["text"],
        (options[0], options[1], options[2]),
        frozenset(d["answer"]),
    )


def data_hash(questions: Sequence[Question]) -> str:
    """SHA-256 of the training questions (keys, texts, options, answers; in order)."""
    h = hashlib.sha256()
    for q in questions:
        h.update(json.dumps(_question_json(q), ensure_ascii=False, sort_keys=True).encode())
        h.update(b"\n")
    return h.hexdigest()


def default_model_path() -> Path | None:
    """:data:`DEFAULT_MODEL` when it is there (``None``: not packaged)."""
    return DEFAULT_MODEL if DEFAULT_MODEL.is_file() else None
