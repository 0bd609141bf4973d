"""Old import paths of moved modules (issue 19): the old module becomes a view of the new ones.

``legalkg/answers.py`` and the like hold only a call to :func:`forward`. Reading a name of the
old module reads it from the new modules, in order; setting one (``monkeypatch.setattr``)
sets it where it lives, so that the code that uses it sees the change, and deleting it again
(how ``monkeypatch`` undoes) gives the moved module its value back. Nothing is copied, so
nothing can go stale. The targets are imported by name, at run time, so the old paths add no
import edge to the package graph (``tests/test_architecture.py``).
"""

from __future__ import annotations

import importlib
import sys
import types
from typing import Any

_UNSET = object()


def forward(name: str, *targets: str, lazy: bool = False) -> None:
    """Make the module ``name`` a view of the modules ``targets`` (dotted names, in order).

    ``lazy``: the targets are imported on the first use of a name, not now (for a package
    whose subpackage the targets themselves import, such as ``legalkg.readers.schemas``).
    """
    loaded: list[types.ModuleType] = []
    public: list[str] = []

    def modules() -> list[types.ModuleType]:
        if not loaded:
            loaded.extend(importlib.import_module(t) for t in targets)
            for m in loaded:
                names = getattr(m, "__all__", None) or [n for n in vars(m) if n[0] != "_"]
                public.extend(n for n in names if n not in public)
        return loaded

    module = sys.modules[name]
    if not lazy:
        modules()

    #: Names set through the old module: where they live and their value before.
    saved: dict[str, tuple[types.ModuleType, Any]] = {}

    def owner(attr: str) -> types.ModuleType | None:
        return next((m for m in modules() if attr in vars(m)), None)

    class Moved(types.ModuleType):
        def __getattr__(self, attr: str) -> Any:
            if attr == "__all__":
                modules()
                return public
            if attr.startswith("__"):  # __path__, __spec__…: only the module's own
                raise AttributeError(f"module {name!r} has no attribute {attr!r}")
            found = owner(attr)
            if found is None:
                raise AttributeError(f"module {name!r} has no attribute {attr!r}")
            return vars(found)[attr]

        def __setattr__(self, attr: str, value: Any) -> None:
            if attr.startswith("__") or isinstance(value, types.ModuleType):
                super().__setattr__(attr, value)  # the import system's own bookkeeping
                return
            target = owner(attr) or modules()[0]
            if attr not in saved:
                saved[attr] = (target, vars(target).get(attr, _UNSET))
            setattr(target, attr, value)
            super().__setattr__(attr, value)

        def __delattr__(self, attr: str) -> None:
            local = attr in vars(self)
            if local:
                super().__delattr__(attr)
            if attr in saved:  # undo a setattr: the moved module gets its value back
                target, old = saved.pop(attr)
                if old is _UNSET:
                    vars(target).pop(attr, None)
                else:
                    setattr(target, attr, old)
            elif not local:
                found = owner(attr)
                if found is None:
                    raise AttributeError(attr)
                delattr(found, attr)

        def __dir__(self) -> list[str]:
            modules()
            return sorted(set(public) | set(vars(self)))

    module.__class__ = Moved
