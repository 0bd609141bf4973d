"""Reader for Legalize repositories: national statute books as git histories of Markdown files.

A Legalize country repository (format: ``SPEC.md`` of ``legalize-dev/legalize``, v0.4) holds
every law as one Markdown file with a YAML frontmatter, and every consolidated version of it as
one git commit carrying the trailers ``Source-Id`` (the act), ``Source-Date`` (the legal date)
and ``Norm-Id`` (the law). ``legalkg ingest REPO`` reads every law file with its whole history;
``legalkg ingest REPO/ee/184411.md`` reads one law's history.

Why one module of ~930 lines: one reader of one format, its git pass, dating rules and
refusals depending on each other; the Markdown structure of a law is read in
:mod:`.legalize_structure`.

How it reads (and why):

- **One pass over the history.** ``git log --raw`` lists, for every commit, the blobs it wrote
  (one run of git for the whole repository); ``git cat-file --batch`` then hands over the blobs
  of one law at a time, so a law is parsed, compared and dropped before the next is read (the
  memory held is one law's versions plus the commit list). The git command is used rather than
  a binding (pygit2, dulwich): it is on every machine that has a clone, adds no dependency, and
  these two plumbing commands are its fastest path (dulwich reads packs in Python).
- **Dates as the specification says.** ``Source-Date`` is the legal date of a version;
  git dates and the repository's commit order are not used for dating. A file's versions are
  its commits ordered by ``Source-Date`` (git order breaks ties). Every contradiction is
  reported as a warning naming ``file@commit``: a frontmatter field that disagrees with the
  trailers (``last_updated``, ``effective_from``, ``effective_until``, ``identifier``), a
  commit whose ``Norm-Id`` is another law's or a ``[fix-pipeline]`` commit (never a dated
  version by its ``Source-Date``: its text is placed by its own ``last_updated``, see
  :meth:`_Repository._place_others`; a stale text re-added never replaces a newer version's
  wording), a file deleted (by whichever commit) and added back, two commits on one date
  (the later one in git order is the version of that day), a version dated in the future
  (kept: the specification allows them), commits out of date order, a version with no text.
- **Refusals** (one line naming file and commit, nothing read): a ``.legalize.yml`` whose
  ``spec_version`` is newer than 0.4 or whose layout does not cover a file; a frontmatter that
  is not YAML or lacks a required field; a commit that changes a law's text without a
  ``Source-Date``; a ``text_state`` of ``current`` or ``as_enacted`` (not a point-in-time
  history); a Markdown file that is not a law.
- **Structure** from the Markdown (:mod:`legalkg.norms.readers.legalize_structure`): headings
  and numbered paragraphs, read through small per-language tables with a generic fallback on
  heading levels.

Consecutive versions are compared unit by unit by the snapshot comparison every whole-text
reader shares (:func:`legalkg.norms.readers.akn.history_from_expressions`).
"""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from pathlib import Path
from typing import IO, Any

import yaml

from legalkg.core.errors import InputError
from legalkg.core.identifiers import check_language, check_local_id
from legalkg.norms.model import ActInfo, NormHistory, VersionDates, WorkInfo
from legalkg.norms.readers.akn import Expression, history_from_expressions
from legalkg.norms.readers.legalize_structure import parse_body

#: The version of the format this reader implements.
SPEC_VERSION = (0, 4)
MANIFEST = ".legalize.yml"
REQUIRED = ("title", "identifier", "country", "rank", "status", "source")
STATUSES = ("in_force", "repealed", "partially_repealed", "annulled", "expired")
_ISO = re.compile(r"\d{4}-\d{2}-\d{2}")
_TRAILER = re.compile(r"^([A-Za-z][A-Za-z0-9-]*):\s*(.*?)\s*$")
_SUBJECT = re.compile(r"^\[([a-z-]+)\]\s*(.*)$")
#: The language of a country's laws (ISO 3166-1 → ISO 639-1), when the file does not say.
COUNTRY_LANGUAGES = {
    "ad": "ca", "ar": "es", "at": "de", "be": "nl", "bg": "bg", "br": "pt", "ch": "de",
    "cl": "es", "co": "es", "cz": "cs", "de": "de", "dk": "da", "ee": "et", "es": "es",
    "fi": "fi", "fr": "fr", "gb": "en", "gr": "el", "hr": "hr", "hu": "hu", "ie": "en",
    "it": "it", "kr": "ko", "lt": "lt", "lu": "fr", "lv": "lv", "mx": "es", "nl": "nl",
    "no": "no", "pe": "es", "pl": "pl", "pt": "pt", "ro": "ro", "se": "sv", "si": "sl",
    "sk": "sk", "uk": "en", "us": "en", "uy": "es",
}  # fmt: skip

Warn = Callable[[str], None]


def _stderr_warning(message: str) -> None:
    print(f"warning: {message}", file=sys.stderr)


#: Where warnings go (one line each, ``warning: file@commit: what``); tests may replace it.
WARN: list[Warn] = [_stderr_warning]


def _warn(message: str) -> None:
    WARN[0](message)


# --------------------------------------------------------------------------------------------
# Which paths are Legalize sources


def _git_root(path: Path) -> Path | None:
    here = path if path.is_dir() else path.parent
    for p in (here, *here.parents):
        if (p / ".git").exists():
            return p
    return None


def _has_frontmatter(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            head = f.read(2048)
    except OSError:
        return False
    return head.startswith(b"---\n") and b"\nidentifier:" in head and b"\ncountry:" in head


def is_repository(path: Path) -> bool:
    """A git work tree (``.git`` at its top) holding Legalize law files: a ``.legalize.yml``,
    or a top-level folder whose first Markdown file has a law's frontmatter."""
    if not path.is_dir() or not (path / ".git").exists():
        return False
    if (path / MANIFEST).is_file():
        return True
    try:
        folders = sorted(p for p in path.iterdir() if p.is_dir() and not p.name.startswith("."))
    except OSError:
        return False
    for folder in folders[:50]:
        first = next(iter(sorted(folder.glob("*.md"))), None)
        if first is not None and _has_frontmatter(first):
            return True
    return False


def matches(path: Path) -> bool:
    """A Legalize repository, or one law file (Markdown with a law's frontmatter) inside one."""
    if path.is_dir():
        return is_repository(path)
    return (
        path.suffix.lower() == ".md"
        and path.is_file()
        and _has_frontmatter(path)
        and _git_root(path) is not None
    )


#: Set by a caller (``legalkg.ingest``) to leave laws out before they are read: called with
#: each law's file (as :attr:`NormHistory.source` names it) and a digest of all that its
#: history is read from (the layout, and every commit, status and blob of the file, in order);
#: a law for which it returns True is not read.
SKIP: ContextVar[Callable[[str, str], bool] | None] = ContextVar("legalize_skip", default=None)


def read(path: Path) -> NormHistory:
    """One law file's history (for a repository, see :func:`read_all`)."""
    histories = list(read_all(path))
    if len(histories) != 1:
        raise InputError(str(path), f"holds {len(histories)} laws", "Ingest the repository")
    return histories[0]


def read_all(path: Path, warn: Warn | None = None) -> Iterator[NormHistory]:
    """Every law's history under ``path`` (a repository, or one law file), one at a time.

    :raises InputError: for any refusal listed in the module docstring (before or while the
        histories are yielded; ingest stores nothing unless every source reads).
    """
    root = _git_root(path)
    if root is None:
        raise InputError(str(path), "not inside a git repository", "Clone the repository")
    only = None if path.is_dir() else path.resolve().relative_to(root.resolve()).as_posix()
    if only is not None:
        if path.suffix.lower() != ".md" or not _Repository._is_law_path(only):
            raise InputError(
                str(path),
                "not a Legalize law file (law files are .md files in a directory of the "
                "repository, such as ee/184411.md)",
                "Give a law file, or the repository",
            )
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            raise InputError(str(path), f"cannot read the file: {e}") from None
        split_frontmatter(text, str(path))  # says why a Markdown file is not a law
    layout = read_manifest(root)
    reader = _Repository(root, layout, warn or _warn)
    yield from reader.histories(only)


# --------------------------------------------------------------------------------------------
# The manifest


def read_manifest(root: Path) -> list[tuple[tuple[str, ...], str]]:
    """The layout of ``.legalize.yml`` (``[(directories, path template)]``); the default when the
    repository has none (the specification: read it as declaring exactly v0.4's default).

    :raises InputError: for a newer ``spec_version``, a malformed manifest or layout.
    """
    default: list[tuple[tuple[str, ...], str]] = [(("*",), "{directory}/{identifier}.md")]
    path = root / MANIFEST
    if not path.is_file():
        return default
    where = str(path)
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except (yaml.YAMLError, OSError, UnicodeDecodeError) as e:
        raise InputError(where, f"not readable YAML: {str(e).splitlines()[0]}") from None
    if not isinstance(data, dict):
        raise InputError(where, "must be a mapping", "See SPEC.md § Conformance")
    version = str(data.get("spec_version", ""))
    m = re.fullmatch(r"(\d+)\.(\d+)(?:\.\d+)?", version)
    if not m:
        raise InputError(
            f"{where}: spec_version", f"{version!r} is not a version", 'Write e.g. "0.4"'
        )
    if (int(m.group(1)), int(m.group(2))) > SPEC_VERSION:
        raise InputError(
            f"{where}: spec_version",
            f"the repository conforms to Legalize {version}, newer than the 0.4 this reader "
            "implements (the specification requires refusing it)",
            "Upgrade legalkg, or ingest a checkout made for spec 0.4",
        )
    layout: list[tuple[tuple[str, ...], str]] = []
    for i, entry in enumerate(data.get("layout") or default_entries()):
        dirs = entry.get("directories") if isinstance(entry, dict) else None
        template = entry.get("path") if isinstance(entry, dict) else None
        if not isinstance(dirs, list) or not isinstance(template, str):
            raise InputError(
                f"{where}: layout[{i}]", "needs 'directories' (a list) and 'path' (a template)"
            )
        if "*" in dirs and len(dirs) > 1:
            raise InputError(f"{where}: layout[{i}]", "'*' must be the entry's whole list")
        layout.append((tuple(str(d) for d in dirs), template))
    if sum(1 for d, _ in layout if d == ("*",)) > 1:
        raise InputError(f"{where}: layout", "at most one entry may use '*'")
    return layout


def default_entries() -> list[dict[str, Any]]:
    return [{"directories": ["*"], "path": "{directory}/{identifier}.md"}]


def expected_path(
    layout: list[tuple[tuple[str, ...], str]], meta: dict[str, Any], where: str
) -> str:
    """The path the layout gives a law (``{directory}/{identifier}.md``), or an InputError."""
    import hashlib

    directory = str(meta.get("jurisdiction") or meta.get("country") or "")
    template = next((t for d, t in layout if directory in d), None)
    if template is None:
        template = next((t for d, t in layout if d == ("*",)), None)
    if template is None:
        raise InputError(
            where,
            f"directory {directory!r} matches no layout entry of {MANIFEST}",
            "Add the directory to the manifest's layout",
        )
    identifier = str(meta.get("identifier"))
    values = {
        "directory": directory,
        "identifier": identifier,
        "id_sha1_2": hashlib.sha1(identifier.encode("utf-8")).hexdigest()[:2],
    }
    try:
        path = template.format(**{**{k: str(v) for k, v in meta.items()}, **values})
    except (KeyError, IndexError, ValueError) as e:
        raise InputError(
            where, f"the layout's path {template!r} cannot be filled in ({e})", "Fix the manifest"
        ) from None
    for segment in path.split("/"):
        if not segment or segment.strip(".") == "" or "\\" in segment or "\0" in segment:
            raise InputError(where, f"the layout gives an invalid path {path!r}")
    return path


# --------------------------------------------------------------------------------------------
# Git


@dataclass(slots=True)
class Commit:
    sha: str
    kind: str  # bootstrap, reform, fix-pipeline, ... ('' when the subject has no [type])
    subject: str
    trailers: dict[str, str]
    #: path → (status A/M/D, new blob sha or '')
    files: dict[str, tuple[str, str]] = field(default_factory=dict)

    @property
    def short(self) -> str:
        return self.sha[:12]


def _git(root: Path, *args: str) -> bytes:
    try:
        done = subprocess.run(
            ["git", "-C", str(root), "-c", "core.quotepath=off", *args],
            capture_output=True,
            check=False,
        )
    except OSError as e:
        raise InputError(str(root), f"cannot run git: {e}", "Install git") from None
    if done.returncode != 0:
        message = done.stderr.decode("utf-8", "replace").strip().splitlines()
        raise InputError(str(root), f"git {args[0]} failed: {message[0] if message else ''}")
    return done.stdout


def read_log(root: Path, only: str | None = None) -> list[Commit]:
    """Every commit (oldest first, git's topological order) with the blobs it wrote."""
    args = [
        "log",
        "--topo-order",
        "--reverse",
        "--no-renames",
        "--raw",
        "--no-abbrev",
        "--no-merges",
        "--format=%x1e%H%x1f%B%x1f",
    ]
    if only is not None:
        args += ["--", only]
    out = _git(root, *args).decode("utf-8", "replace")
    commits: list[Commit] = []
    for record in out.split("\x1e")[1:]:
        sha, body, raw = record.split("\x1f", 2)
        lines = body.strip("\n").splitlines()
        subject = lines[0] if lines else ""
        m = _SUBJECT.match(subject)
        kind, title = (m.group(1), m.group(2)) if m else ("", subject)
        commit = Commit(sha, kind, title.strip(), _trailers(lines))
        for line in raw.splitlines():
            if not line.startswith(":"):
                continue
            meta, _, path = line.partition("\t")
            fields = meta.split()
            status = fields[4][:1]
            commit.files[path] = (status, "" if status == "D" else fields[3])
        commits.append(commit)
    return commits


def _trailers(lines: list[str]) -> dict[str, str]:
    """The trailers of a commit message: the ``Key: value`` lines of its last paragraph."""
    block: list[str] = []
    for line in reversed(lines):
        if not line.strip():
            if block:
                break
            continue
        block.append(line)
    out: dict[str, str] = {}
    for line in reversed(block):
        m = _TRAILER.match(line)
        if m:
            out[m.group(1).lower()] = m.group(2)
    return out


class _Blobs:
    """``git cat-file --batch``: blobs by sha, one process for a whole read."""

    def __init__(self, root: Path) -> None:
        self.proc = subprocess.Popen(
            ["git", "-C", str(root), "cat-file", "--batch"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )

    def get(self, sha: str) -> bytes:
        stdin: IO[bytes] = self.proc.stdin  # type: ignore[assignment]
        stdout: IO[bytes] = self.proc.stdout  # type: ignore[assignment]
        stdin.write(sha.encode() + b"\n")
        stdin.flush()
        header = stdout.readline().split()
        if len(header) != 3:
            raise InputError(sha, "git cat-file: the blob is missing from the repository")
        data = stdout.read(int(header[2]))
        stdout.read(1)
        return data

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        self.proc.wait()


# --------------------------------------------------------------------------------------------
# Law files


def split_frontmatter(text: str, where: str) -> tuple[dict[str, Any], str]:
    """A law file's frontmatter (a YAML mapping) and its body.

    :raises InputError: when the file has no frontmatter, it is not YAML or not a mapping, or
        a required field is missing.
    """
    if not text.startswith("---\n"):
        raise InputError(
            where,
            "not a Legalize law file: it has no YAML frontmatter (---)",
            "Give a law file of a Legalize repository",
        )
    end = text.find("\n---\n", 3)
    if end < 0:
        end = text.find("\n---", 3) if text.endswith("\n---") else -1
    if end < 0:
        raise InputError(where, "the frontmatter has no closing '---' line", "Close it")
    try:
        meta = yaml.load(text[4:end], Loader=_SafeLoader)
    except yaml.YAMLError as e:
        line = getattr(getattr(e, "problem_mark", None), "line", None)
        at = f"{where}: frontmatter line {line + 2}" if line is not None else where
        raise InputError(at, f"malformed frontmatter: {str(e).splitlines()[0]}") from None
    if not isinstance(meta, dict):
        raise InputError(where, "malformed frontmatter: not a mapping of fields")
    missing = [k for k in REQUIRED if not meta.get(k)]
    if missing:
        raise InputError(
            where,
            f"not a Legalize law file: the frontmatter lacks {', '.join(missing)}",
            "Every law file carries title, identifier, country, rank, status and source",
        )
    body = text[end + 5 :]
    return {str(k): v for k, v in meta.items()}, body


class _SafeLoader(yaml.CSafeLoader if hasattr(yaml, "CSafeLoader") else yaml.SafeLoader):  # type: ignore[misc]
    """Safe YAML where dates stay strings (they are checked as ISO dates by :func:`_day`)."""


_SafeLoader.yaml_implicit_resolvers = {
    k: [(tag, rx) for tag, rx in v if tag != "tag:yaml.org,2002:timestamp"]
    for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def _day(value: Any) -> date | None:
    if value is None:
        return None
    text = str(value).strip()
    if not _ISO.fullmatch(text):
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        return None


@dataclass(slots=True)
class _Version:
    commit: Commit
    day: date
    meta: dict[str, Any]
    body: str
    where: str
    #: what dates the version: its commit's Source-Date, or (a text no commit of the law
    #: dates) its own last_updated
    dated_by: str = "Source-Date"


class _Repository:
    def __init__(self, root: Path, layout: list[tuple[tuple[str, ...], str]], warn: Warn):
        self.root = root
        self.layout = layout
        self.warn = warn
        self.today = date.today()

    def histories(self, only: str | None) -> Iterator[NormHistory]:
        commits = read_log(self.root, only)
        per_file: dict[str, list[tuple[Commit, str, str]]] = {}
        for c in commits:
            for path, (status, blob) in c.files.items():
                per_file.setdefault(path, []).append((c, status, blob))
        if only is not None and only not in per_file:
            raise InputError(
                str(self.root / only), "the file has no commit in the repository", "Commit it"
            )
        laws = sorted(p for p in per_file if self._is_law_path(p))
        if only is None and not laws:
            raise InputError(str(self.root), "no law file in the repository's history")
        blobs = _Blobs(self.root)
        skip = SKIP.get()
        try:
            for path in laws:
                if skip is not None:
                    key = hashlib.sha256(repr((self.layout, path)).encode())
                    for commit, status, blob in per_file[path]:
                        key.update(f"\n{commit.sha} {status} {blob}".encode())
                    if skip(str(self.root / path), key.hexdigest()):
                        continue
                history = self._history(path, per_file[path], blobs)
                if history is not None:
                    yield history
        finally:
            blobs.close()

    @staticmethod
    def _is_law_path(path: str) -> bool:
        """A Markdown file inside a directory (top-level files are the repository's own:
        README.md, LICENSE); hidden folders are skipped."""
        parts = path.split("/")
        return path.endswith(".md") and len(parts) >= 2 and not parts[0].startswith(".")

    def _history(
        self, path: str, entries: list[tuple[Commit, str, str]], blobs: _Blobs
    ) -> NormHistory | None:
        file = str(self.root / path)
        stem = Path(path).stem
        versions: list[_Version] = []
        #: texts written by commits that do not date this law (``[fix-pipeline]``, another
        #: law's ``Norm-Id``, ``Norm-Id: all``): placed afterwards by their ``last_updated``
        others: list[_Version] = []
        deleted: Commit | None = None
        previous_body: str | None = None
        for commit, status, blob in entries:
            where = f"{path}@{commit.short}"
            if status == "D":
                norm = commit.trailers.get("norm-id")
                if norm is not None and norm not in (stem, "all") and versions:
                    self.warn(f"{where}: deleted by a commit of another law (Norm-Id {norm})")
                deleted = commit
                continue
            if deleted is not None:
                self.warn(
                    f"{where}: the file was deleted in {deleted.short} and added back here; "
                    "its history is read across the gap"
                )
                deleted = None
            try:
                text = blobs.get(blob).decode("utf-8")
            except UnicodeDecodeError as e:
                raise InputError(where, f"not UTF-8: {e}") from None
            meta, body = split_frontmatter(text, where)
            state = str(meta.get("text_state") or "point_in_time")
            if state != "point_in_time":
                raise InputError(
                    f"{where}: text_state",
                    f"{state!r}: the file's body is not the law as in force on each commit's "
                    "date, so its commits are not dated versions",
                    "Ingest point-in-time files only (this reader refuses current and "
                    "as_enacted texts rather than date them wrongly)",
                )
            norm = commit.trailers.get("norm-id")
            identifier = str(meta["identifier"])
            if commit.kind == "fix-pipeline" or (
                norm is not None and norm not in (identifier, stem)
            ):
                # Not a dated version of this law: a pipeline repair, or a commit of another
                # law (whose Source-Date dates that law). Its text is placed by the date the
                # text itself gives (last_updated: "the date this version took effect").
                others.append(_Version(commit, date.min, meta, body, where))
                continue
            source_date = commit.trailers.get("source-date")
            same_body = previous_body is not None and body == previous_body
            if source_date is None:
                if same_body:
                    self.warn(
                        f"{where}: a commit without Source-Date that leaves the text as it "
                        "was; no version"
                    )
                    continue
                raise InputError(
                    f"{where}: Source-Date",
                    "the commit changes the law's text but has no Source-Date trailer, so the "
                    "version has no legal date",
                    "Add the Source-Date trailer (git dates are not legal dates), or leave "
                    "the file out",
                )
            day = _day(source_date)
            if day is None:
                raise InputError(
                    f"{where}: Source-Date",
                    f"{source_date!r} is not a date",
                    "Write the trailer as Source-Date: YYYY-MM-DD",
                )
            previous_body = body
            versions.append(_Version(commit, day, meta, body, where))
        versions = self._place_others(path, stem, versions, others)
        if not versions:
            self.warn(f"{path}: no dated version in its history; the file is not read")
            return None
        if deleted is not None:
            self.warn(
                f"{path}@{deleted.short}: the file was deleted (its last commit); its "
                "versions up to the deletion are read"
            )
        return self._build(path, file, versions)

    def _place_others(
        self, path: str, stem: str, versions: list[_Version], others: list[_Version]
    ) -> list[_Version]:
        """The file's versions with the texts of commits that do not date this law placed.

        Such a text (a ``[fix-pipeline]`` commit re-adding a deleted file from the pipeline's
        disk, another law's commit that wrote this file) says which version it is by its
        ``last_updated`` (SPEC §Text state: a point-in-time body is the law as in force on
        ``last_updated``), never by its commit's ``Source-Date`` (the repair's day, or the
        other law's). So:

        - the same text as a version: nothing new (a re-added stale text never replaces a
          newer version's wording);
        - ``last_updated`` is the day of the newest version and the commit is a
          ``[fix-pipeline]`` one: a correction of that version's text;
        - ``last_updated`` is the day of a version, another text: the law's own commit (its
          ``Norm-Id`` and ``Source-Date``) holds; the contradiction is reported;
        - ``last_updated`` after every version (or the file has no version of its own): a
          version of that day, with no known act;
        - no ``last_updated``, or one before the newest version that no version has: the
          reader cannot place the text; it is not read, and said so.
        """
        if not others:
            return versions
        by_day: dict[date, _Version] = {}
        for v in versions:
            by_day[v.day] = v  # git order: the later commit of a day holds (as in _build)
        bodies = {v.body: v for v in versions}
        newest = max(by_day) if by_day else None
        added: list[_Version] = []
        for o in others:
            where, commit = o.where, o.commit
            what = (
                "a [fix-pipeline] commit"
                if commit.kind == "fix-pipeline"
                else f"a commit of another law (Norm-Id {commit.trailers.get('norm-id')})"
            )
            identifier = str(o.meta["identifier"])
            if identifier != stem and not any(
                str(v.meta["identifier"]) == identifier for v in versions
            ):
                self.warn(
                    f"{where}: {what} wrote a text whose identifier {identifier} is not this "
                    f"file's ({stem}); not read"
                )
                continue
            same = bodies.get(o.body)
            if same is not None:
                if commit.kind != "fix-pipeline":
                    self.warn(
                        f"{where}: {what} writes this file; its text is the version of "
                        f"{same.day} ({same.commit.short}); no new version"
                    )
                elif same.day != newest:
                    self.warn(
                        f"{where}: {what} adds back the text of the version of {same.day} "
                        f"({same.commit.short}), older than the newest version ({newest}); "
                        "the newer versions are kept, no version read from it"
                    )
                continue
            stated = _day(o.meta.get("last_updated"))
            if stated is None:
                self.warn(
                    f"{where}: {what} changes the text and has no last_updated to say which "
                    "version it is; not read (the law's own commits hold)"
                )
                continue
            at = by_day.get(stated)
            if at is not None:
                if commit.kind == "fix-pipeline" and stated == newest:
                    self.warn(
                        f"{where}: {what} changes the text of the newest version ({stated}, "
                        f"{at.commit.short}); read as a correction of that version"
                    )
                    at.body = o.body
                    bodies[o.body] = at
                else:
                    self.warn(
                        f"{where}: {what} gives another text for the version of {stated} "
                        f"({at.commit.short}, last_updated); the law's own commit holds"
                    )
                continue
            if newest is None or stated > newest:
                self.warn(
                    f"{where}: {what} holds a text of {stated} (last_updated) that no commit "
                    "of the law dates; read as the version of that day, its act unknown"
                )
                o.day = stated
                o.dated_by = "last_updated"
                newest = stated
                added.append(o)
                bodies.setdefault(o.body, o)
                by_day.setdefault(stated, o)
                continue
            self.warn(
                f"{where}: {what} holds a text of {stated} (last_updated) that none of the "
                f"law's versions has, older than the newest ({newest}); not read"
            )
        return versions + added

    def _build(self, path: str, file: str, versions: list[_Version]) -> NormHistory:
        # Order by the legal date; git order breaks ties and is checked against it.
        dated = [v for v in versions if v.dated_by == "Source-Date"]
        for a, b in zip(dated, dated[1:], strict=False):
            if b.day < a.day:
                self.warn(
                    f"{b.where}: dated {b.day} (Source-Date), before the previous commit "
                    f"{a.commit.short} of the file ({a.day}); ordered by Source-Date"
                )
        ordered = sorted(versions, key=lambda v: v.day)  # stable: git order within a day
        kept: list[_Version] = []
        for v in ordered:
            if kept and kept[-1].day == v.day:
                self.warn(
                    f"{v.where}: a second commit dated {v.day} (also {kept[-1].commit.short}); "
                    "the later commit's text is the version of that day"
                )
                kept[-1] = v
                continue
            kept.append(v)
        for i, v in enumerate(kept):
            self._check(v, kept[i + 1] if i + 1 < len(kept) else None, path)
        last = kept[-1]
        meta = last.meta
        expected = expected_path(self.layout, meta, last.where)
        if expected != path:
            self.warn(
                f"{last.where}: the layout puts identifier {meta['identifier']} at {expected}, "
                f"not at {path}; read under the file's name"
            )
        language = str(meta.get("language") or COUNTRY_LANGUAGES.get(str(meta["country"]), ""))
        try:
            language = check_language(language)
        except ValueError:
            raise InputError(
                f"{last.where}: country",
                f"no language known for country {meta['country']!r}",
                "Add a 'language' field (ISO 639-1) to the frontmatter",
            ) from None
        directory = path.rsplit("/", 1)[0] if "/" in path else str(meta["country"])
        work_id = f"{directory}/{Path(path).stem}"
        try:
            check_local_id(work_id, what="work id")
        except ValueError as e:
            raise InputError(last.where, str(e), "Rename the file") from None
        expressions: list[Expression] = []
        acts: dict[str, ActInfo] = {}
        dates: list[VersionDates] = []
        textless = 0
        first_effective = _day(kept[0].meta.get("original_effective_date"))
        previous: _Version | None = None
        for v in kept:
            act_id = _act_id(v)
            units = parse_body(v.body, language, str(v.where))
            if not units:
                textless += 1
                self.warn(f"{v.where}: the version has no text (only its title); read as such")
            # A date field is this version's (its act's) only where it changes with the
            # versions: legalize-ee writes each consolidated text's publication, legalize-sk
            # the law's original publication in every version (SPEC: "Original publication
            # date"), which is no amending act's date.
            published = _own(v, previous, "publication_date")
            effective = _own(v, previous, "effective_from")
            acts[act_id] = ActInfo(
                act_id,
                _act_title(v),
                v.day,
                number=v.commit.trailers.get("source-id") if v.dated_by == "Source-Date" else None,
                published=published,
                in_force=effective if effective is not None and effective != v.day else None,
            )
            dates.append(_version_dates(v, published, effective))
            previous = v
            expressions.append(
                Expression(
                    Path(path),
                    work_id,
                    str(v.meta["title"]),
                    v.day,
                    language,
                    units,
                    ((v.day, act_id, _act_title(v)),),
                    original=v is kept[0] and first_effective == v.day,
                )
            )
        history = history_from_expressions(expressions)
        aliases = [
            str(meta[k]).strip()
            for k in ("short_title", "identifier", "official_citation", "original_publication")
            if meta.get(k) and str(meta[k]).strip() != str(meta["title"]).strip()
        ]
        cited = _cited_as(str(meta["title"]))
        if cited is not None:
            aliases.append(cited)
        work = WorkInfo(
            id=work_id,
            title=str(meta["title"]).strip(),
            date=kept[0].day,
            language=language,
            number=str(meta["identifier"]),
            description=f"{meta['rank']} ({str(meta['country']).upper()}); {meta['source']}",
            enacted=history.work.enacted,
            aliases=tuple(dict.fromkeys(aliases)),
        )
        changes = history.changes
        status = str(meta.get("status"))
        until = _day(meta.get("effective_until"))
        if status in ("repealed", "annulled", "expired") and until is not None:
            # The newest version says the law ended: a revocation the day after its last day.
            from legalkg.norms.model import Change

            end = until + timedelta(days=1)
            if end > last.day:
                changes = (
                    *changes,
                    Change(end, "revocation", "", acts=(_act_id(last),), where=last.where),
                )
        return replace(
            history,
            work=work,
            acts=acts,
            changes=changes,
            source=file,
            version_dates=tuple(dates),
            textless=(
                f"each of its {len(kept)} version(s) holds only the title"
                if textless == len(kept)
                else ""
            ),
        )

    def _check(self, v: _Version, following: _Version | None, path: str) -> None:
        """Report where the frontmatter of a version contradicts its trailers or its file."""
        meta, where = v.meta, v.where
        stem = Path(path).stem
        if str(meta["identifier"]) != stem:
            self.warn(
                f"{where}: identifier {meta['identifier']!r} is not the file's name ({stem}); "
                "the file's name is the law's id"
            )
        norm = v.commit.trailers.get("norm-id")
        own = v.dated_by == "Source-Date"
        if norm is None and own:
            self.warn(f"{where}: no Norm-Id trailer")
        if v.commit.trailers.get("source-id") is None and own:
            self.warn(f"{where}: no Source-Id trailer; the act is named by the commit")
        last_updated = _day(meta.get("last_updated"))
        if meta.get("last_updated") is not None and last_updated is None:
            self.warn(f"{where}: last_updated {meta['last_updated']!r} is not a date; ignored")
        elif last_updated is not None and last_updated != v.day:
            self.warn(
                f"{where}: last_updated {last_updated} is not the Source-Date {v.day} "
                "(a stale field); the version is dated by Source-Date"
            )
        effective = _day(meta.get("effective_from"))
        if effective is not None and effective != v.day:
            self.warn(f"{where}: effective_from {effective} is not the Source-Date {v.day}")
        until = _day(meta.get("effective_until"))
        if following is not None and until is not None:
            if until + timedelta(days=1) != following.day:
                self.warn(
                    f"{where}: effective_until {until}, but the next version "
                    f"({following.commit.short}) starts on {following.day}"
                )
        if until is not None and until < v.day:
            self.warn(f"{where}: effective_until {until} is before the version's start {v.day}")
        if v.day > self.today:
            self.warn(f"{where}: Source-Date {v.day} is in the future (valid; kept)")
        status = str(meta.get("status"))
        if status not in STATUSES:
            self.warn(f"{where}: unknown status {status!r}")


#: A title that opens with how the law is cited: a type word or two and its number/year ("Llei
#: 10/2019, del 15 de febrer, ...", "Ley Orgánica 10/1995, de 23 de noviembre, ...",
#: "Zákon č. 580/2004 Z. z. ...").
_CITED_AS = re.compile(
    r"^((?:[^\W\d_][\w'’.-]*\s+){1,3}(?:(?:n\.?º|nº|no\.|n\.|č\.|nr\.?)\s*)?"
    r"\d+[A-Za-z]?/(?:1[6-9]|20)\d\d(?:\s+Z\.\s*z\.|\s+Zb\.)?)(?=[\s,.;:]|$)"
)


def _cited_as(title: str) -> str | None:
    """The citation a title opens with (``Llei 10/2019``), or None."""
    m = _CITED_AS.match(title.strip())
    return m.group(1).strip() if m else None


def _act_id(v: _Version) -> str:
    if v.dated_by != "Source-Date":  # a text no commit of the law dates: its act is unknown
        return f"unrecorded_{v.day.isoformat()}_{v.commit.sha[:12]}"
    source = v.commit.trailers.get("source-id") or v.commit.sha[:12]
    if not any(ch.isdigit() for ch in source):
        # a word, not an act's number ("original": every law's first version in legalize-sk):
        # the act of this law only, or the acts of all laws would be one
        source = f"{v.meta['identifier']}_{source}"
    safe = re.sub(r"[^A-Za-z0-9_.-]", "_", source)
    return safe if safe[:1].isalnum() else f"act_{safe}"


def _act_title(v: _Version) -> str:
    if v.dated_by != "Source-Date":
        return (
            f"an act the repository does not record (the text of {v.day}, by its "
            f"last_updated, in commit {v.commit.sha[:12]})"
        )
    source = v.commit.trailers.get("source-id")
    title = v.commit.subject or str(v.meta.get("title"))
    return f"{source} ({title})" if source and source not in title else title


def _own(v: _Version, previous: _Version | None, key: str) -> date | None:
    """The version's ``key`` date when it is the version's own: the first version's, or one
    that differs from the previous version's (a field every version repeats is the law's)."""
    value = _day(v.meta.get(key))
    if previous is not None and value == _day(previous.meta.get(key)):
        return None
    return value


def _version_dates(v: _Version, published: date | None, effective: date | None) -> VersionDates:
    meta = v.meta
    # a date that is not the version's own (the law's, repeated) stays among the others
    used = {"effective_until"}
    if published is not None:
        used.add("publication_date")
    if effective is not None:
        used.add("effective_from")
    other = sorted(
        (k, d) for k, value in meta.items() if k not in used and (d := _day(value)) is not None
    )
    return VersionDates(
        start=v.day,
        published=published,
        known_from=published,
        in_force_from=effective,
        until=_day(meta.get("effective_until")),
        other=tuple(other),
        where=v.where,
    )
