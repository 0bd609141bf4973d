from legalkg.cli import cli

cli()
