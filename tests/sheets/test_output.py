"""write_pdf is atomic: the old file or the whole new one, never a partial file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from sheets import SheetError, write_pdf


def test_writes_and_replaces(tmp_path: Path) -> None:
    target = tmp_path / "sheet.pdf"
    write_pdf(b"%PDF-first", str(target))
    write_pdf(b"%PDF-second", str(target))
    assert target.read_bytes() == b"%PDF-second"
    assert os.listdir(tmp_path) == ["sheet.pdf"]


def test_a_failure_keeps_the_old_file_and_leaves_no_temporary(tmp_path: Path, monkeypatch) -> None:
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"%PDF-old")

    def fail(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(SheetError, match=r"cannot write .*sheet\.pdf: No space left on device"):
        write_pdf(b"%PDF-new", str(target))
    assert target.read_bytes() == b"%PDF-old"
    assert os.listdir(tmp_path) == ["sheet.pdf"]


def test_a_missing_folder_or_a_folder_target_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SheetError, match="cannot write"):
        write_pdf(b"%PDF", str(tmp_path / "nowhere" / "sheet.pdf"))
    with pytest.raises(SheetError, match="it is a folder"):
        write_pdf(b"%PDF", str(tmp_path))
    assert os.listdir(tmp_path) == []


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes into read-only folders")
def test_a_read_only_folder_is_refused(tmp_path: Path) -> None:
    tmp_path.chmod(0o500)
    try:
        with pytest.raises(SheetError, match="Permission denied"):
            write_pdf(b"%PDF", str(tmp_path / "sheet.pdf"))
    finally:
        tmp_path.chmod(0o700)


def test_the_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        write_pdf(b"%PDF", str(tmp_path / "sheet.pdf"))
    finally:
        os.umask(old)
    assert (tmp_path / "sheet.pdf").stat().st_mode & 0o777 == 0o644
