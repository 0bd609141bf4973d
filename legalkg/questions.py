"""Moved (issue 19) to :mod:`legalkg.norms.questions` and :mod:`legalkg.engine.questions`.

This import path keeps working: :func:`legalkg._moved.forward`.
"""

from typing import TYPE_CHECKING

from legalkg._moved import forward

if TYPE_CHECKING:
    from legalkg.engine.questions import *  # noqa: F403
    from legalkg.norms.questions import *  # noqa: F403
    from legalkg.norms.references import *  # noqa: F403

forward(__name__, "legalkg.norms.questions", "legalkg.engine.questions", "legalkg.norms.references")
