"""Atomic file writes: a reader sees the old file or the new one, never half of either."""
from __future__ import annotations

import os
import shutil
from pathlib import Path


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # Windows cannot open a folder; its rename is durable enough.
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_atomic(path: Path, data: bytes, *, backup: bool = False) -> None:
    """Write `data` to `path` via temp file, fsync and rename.

    With `backup`, the file being replaced is first copied to `<path>.bak`
    (itself atomically), so a good previous save always survives.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as handle:
        handle.write(data)
        handle.flush()
        os.fsync(handle.fileno())
    if backup and path.exists():
        bak = backup_path(path)
        bak_tmp = bak.with_name(f".{bak.name}.{os.getpid()}.tmp")
        shutil.copyfile(path, bak_tmp)
        with open(bak_tmp, "rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(bak_tmp, bak)
    os.replace(tmp, path)
    _fsync_dir(path.parent)


def backup_path(path: Path) -> Path:
    return Path(path).with_name(Path(path).name + ".bak")
