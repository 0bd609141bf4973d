"""The exceptions legalkg raises. Every one says where (file, line, field) and how to fix it."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from legalkg.validation.report import ValidationReport


class LegalKGError(Exception):
    """Base class: a problem with the input or the environment (CLI exit code 3)."""


class InputError(LegalKGError):
    """Bad input: ``where`` is ``file:line`` or ``file: field``; ``hint`` says how to fix it."""

    def __init__(self, where: str, what: str, hint: str = "") -> None:
        self.where = where
        self.what = what
        self.hint = hint
        message = f"{where}: {what}" if where else what
        if hint:
            message += f". {hint}"
        super().__init__(message)

    def __reduce__(self) -> tuple[type[InputError], tuple[str, str, str]]:
        # pickled as what it was made of (ingest's reading workers send it to their parent)
        return (type(self), (self.where, self.what, self.hint))


class ModelError(LegalKGError):
    """A norm history that cannot be built (unknown target, change before the work exists...)."""


class StoreError(LegalKGError):
    """A store that cannot be opened, read or written."""


class ValidationError(LegalKGError):
    """Data that does not conform to the shapes, when the caller asked for conforming data only.

    ``report`` is the :class:`legalkg.validation.report.ValidationReport`.
    """

    def __init__(self, message: str, report: ValidationReport) -> None:
        super().__init__(message)
        self.report = report
