"""Moved to :mod:`legalkg.norms.rdf` (issue 19); this import path keeps working."""

from legalkg.norms.rdf import *  # noqa: F403
