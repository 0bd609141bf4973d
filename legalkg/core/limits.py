"""The bounds every input is read within, each with a clear error when passed.

They are far above any real law (the Brazilian Constitution with its 93 versions is a 12 MB
table whose longest wording has some 5,000 characters), and low enough that a hostile or
broken file is refused in a second instead of running for hours or exhausting memory.
"""

from __future__ import annotations

#: The largest YAML or JSON document (a norm history, a manifest) read, in bytes.
MAX_DOCUMENT_BYTES = 64_000_000
#: The largest CSV table (provision versions, snapshots) read, in bytes.
MAX_TABLE_BYTES = 1_000_000_000
#: The longest single value (a wording, a title) in a document, in characters.
MAX_VALUE_CHARS = 1_000_000
#: The most changes one amendment of a norm history may list.
MAX_CHANGES_PER_AMENDMENT = 5_000
#: The longest act id or title an act pattern may produce, in characters.
MAX_PATTERN_RESULT = 1_000
