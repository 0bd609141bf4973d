"""Moved (issue 19) to :mod:`legalkg.engine.planner` and :mod:`legalkg.norms.requests`.

This import path keeps working: :func:`legalkg._moved.forward`.
"""

from typing import TYPE_CHECKING

from legalkg._moved import forward

if TYPE_CHECKING:
    from legalkg.engine.planner import *  # noqa: F403
    from legalkg.norms.requests import *  # noqa: F403

forward(__name__, "legalkg.engine.planner", "legalkg.norms.requests")
