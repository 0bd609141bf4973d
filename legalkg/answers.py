"""Moved (issue 19) to :mod:`legalkg.engine.answers` and :mod:`legalkg.norms.answers`.

This import path keeps working: :func:`legalkg._moved.forward`.
"""

from typing import TYPE_CHECKING

from legalkg._moved import forward

if TYPE_CHECKING:
    from legalkg.engine.answers import *  # noqa: F403
    from legalkg.norms.answers import *  # noqa: F403

forward(__name__, "legalkg.engine.answers", "legalkg.norms.answers")
