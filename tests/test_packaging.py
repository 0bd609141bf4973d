"""The wheel carries ontologies/, shapes/ and queries/, and they are found once installed."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.slow
def test_wheel_contains_packaged_data(tmp_path: Path) -> None:
    subprocess.run(
        [
            sys.executable,
            "-m",
            "build",
            "--wheel",
            "--no-isolation",
            "--outdir",
            str(tmp_path),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    wheel = next(tmp_path.glob("legalkg-*.whl"))
    names = set(zipfile.ZipFile(wheel).namelist())
    for kind in ("ontologies", "shapes", "queries"):
        expected = {
            f"legalkg/_data/{kind}/{p.name}" for p in (ROOT / kind).iterdir() if p.is_file()
        }
        assert expected and expected <= names, f"{kind}/ missing from the wheel"
    assert "legalkg/norms/readers/schemas/norm-history.schema.json" in names
    # Installed (unzipped) without the checkout beside it, resources resolve to _data/.
    target = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(target)
    code = (
        "from legalkg.core.resources import data_dir; "
        "print(data_dir('shapes'), data_dir('ontologies'), data_dir('queries'))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        check=True,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(target)},
    ).stdout
    assert out.count(str(target / "legalkg" / "_data")) == 3
