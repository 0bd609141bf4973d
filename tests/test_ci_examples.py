"""The CI examples (examples/ci/) work as written: the workflow's pip install line installs
legalkg from a git URL at a pinned commit, and the pre-commit hook runs from a `rev:` that is a
commit of the repository (legalkg is on no package index and has no release tags).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
CI = ROOT / "examples" / "ci"
GOOD = ROOT / "examples" / "art6"
SHA = re.compile(r"^[0-9a-f]{40}$")


def workflow() -> dict[str, object]:
    data = yaml.safe_load((CI / "github-actions.yml").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def install_line() -> str:
    steps = workflow()["jobs"]["shacl"]["steps"]  # type: ignore[index]
    step = next(s for s in steps if s.get("name") == "Install legalkg")
    return str(step["run"])


def test_the_workflow_installs_from_a_pinned_git_commit_not_an_index() -> None:
    env = workflow()["env"]
    assert isinstance(env, dict)
    line = install_line()
    assert "==" not in line, "legalkg is on no package index: a version pin cannot install"
    assert line == 'python -m pip install "legalkg @ git+${LEGALKG_REPO}@${LEGALKG_COMMIT}"'
    assert SHA.match(str(env["LEGALKG_COMMIT"])), "pin a full commit sha"


def test_the_precommit_snippets_pin_a_commit_and_the_hook_is_sound() -> None:
    readme = (CI / "README.md").read_text(encoding="utf-8")
    revs = re.findall(r"^\s*rev:\s*\"(\S+)\"", readme, flags=re.MULTILINE)
    assert revs and all(SHA.match(r) for r in revs), revs
    assert 'pip install "legalkg==' not in readme
    hooks = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    (hook,) = hooks
    assert hook["id"] == "legalkg-validate" and hook["language"] == "python"
    # The entry is the console script the package installs.
    project = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert hook["entry"].split()[0] + ' = "legalkg.cli:cli"' in project
    assert re.search(hook["files"], "data/norms.ttl") and not re.search(hook["files"], "a.py")


def _clone_at_head(tmp: Path) -> tuple[Path, str]:
    """A clone of this checkout's HEAD (what a user's CI clones), and its commit."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    sha = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "HEAD"], capture_output=True, text=True, check=True
    ).stdout.strip()
    clone = tmp / "legalkg.git"
    subprocess.run(
        ["git", "clone", "--quiet", "--bare", str(ROOT), str(clone)], check=True, timeout=120
    )
    return clone, sha


@pytest.mark.slow
def test_the_workflow_install_line_runs_as_written(tmp_path: Path) -> None:
    """The install step's command, run by a shell with the workflow's variables pointing at a
    local clone; the dependencies come from this venv (a .pth file), so nothing is downloaded,
    and the legalkg installed is the clone's, not this checkout."""
    clone, sha = _clone_at_head(tmp_path)
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    site = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    Path(site, "deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV"))},
        "PATH": f"{venv / 'bin'}:{os.environ['PATH']}",
        "LEGALKG_REPO": f"file://localhost{clone}",  # pip < 24 wants a host
        "LEGALKG_COMMIT": sha,
        "PIP_NO_BUILD_ISOLATION": "0",  # build with this venv's hatchling: no download
        "PIP_NO_INDEX": "1",
    }
    done = subprocess.run(
        ["bash", "-c", install_line()], env=env, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, done.stderr[-3000:]
    where = subprocess.run(
        [str(python), "-c", "import legalkg; print(legalkg.__file__)"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert where.startswith(site), where
    data = tmp_path / "graph.ttl"
    data.write_text("<https://example.org/x> <https://example.org/p> 1 .\n")
    run = subprocess.run(
        [str(venv / "bin" / "legalkg"), "validate", str(data), "-f", "junit"],
        env=env,
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stderr
    assert "<testsuite" in run.stdout


@pytest.mark.slow
def test_the_precommit_hook_runs_from_a_commit(tmp_path: Path) -> None:
    """pre-commit as a user runs it: the README's config with the clone as `repo:` and its
    commit as `rev:`; a conforming file passes, a file that does not parse stops the commit.
    pre-commit installs legalkg and its dependencies into its own virtualenv (from the index)."""
    precommit = shutil.which("pre-commit")
    if precommit is None:
        pytest.skip("pre-commit is not installed (pip install pre-commit)")
    clone, sha = _clone_at_head(tmp_path)
    repo = tmp_path / "user"
    repo.mkdir()
    git = ["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@example.org"]
    subprocess.run([*git, "init", "--quiet"], check=True)
    readme = (CI / "README.md").read_text(encoding="utf-8")
    config = re.search(r"```yaml\n(repos:.*?)```", readme, flags=re.DOTALL)
    assert config is not None
    text = config.group(1).replace("<URL of the legalkg repository>", f"file://{clone}")
    text = re.sub(r"rev: \S+", f'rev: "{sha}"', text)
    (repo / ".pre-commit-config.yaml").write_text(text)
    (repo / "good.ttl").write_text("<https://example.org/x> <https://example.org/p> 1 .\n")
    subprocess.run([*git, "add", "."], check=True)
    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "cache")}
    ok = subprocess.run(
        [precommit, "run", "--all-files"],
        cwd=repo,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert ok.returncode == 0, ok.stdout[-3000:] + ok.stderr[-3000:]
    assert "legalkg validate" in ok.stdout and "Passed" in ok.stdout
    (repo / "bad.ttl").write_text("<https://example.org/x> <https://example.org/p> .\n")
    subprocess.run([*git, "add", "."], check=True)
    bad = subprocess.run(
        [precommit, "run", "--all-files"], cwd=repo, env=env, capture_output=True, text=True
    )
    assert bad.returncode != 0 and "Failed" in bad.stdout
