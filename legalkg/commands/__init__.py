"""The ``legalkg`` commands, one module per feature (store, query, ask, events, graf, search,
publish).

Each module here imports ``cli`` from :mod:`legalkg.cli` (and the shared options from
:mod:`._options`) and adds its commands with ``@cli.command`` / ``@cli.group``;
:mod:`legalkg.cli` imports every module of this package whose name does not start with ``_``. Keep
heavy imports inside the command functions so that ``legalkg --help`` stays fast.
"""
