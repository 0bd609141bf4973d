"""More ``legalkg`` commands, one module per feature (events, search, publishing…).

Each module here imports ``cli`` (and the shared options) from :mod:`legalkg.cli` and adds
its commands with ``@cli.command`` / ``@cli.group``; :mod:`legalkg.cli` imports every module of
this package once its own commands and options are defined. Keep heavy imports inside the
command functions so that ``legalkg --help`` stays fast.
"""
