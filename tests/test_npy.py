"""``.npy`` files read without numpy's header parser: the arrays ``np.load`` gives."""

import ast
import io
import re
import threading
from pathlib import Path

import numpy as np
import pytest

from spotsigs.npy import load_npy, read_header

ARRAYS = {
    "int64": np.arange(7, dtype=np.int64),
    "uint64-big-endian": np.arange(5, dtype=">u8"),
    "float32-2d": np.arange(12, dtype=np.float32).reshape(3, 4),
    "fortran": np.asfortranarray(np.arange(12, dtype=np.int32).reshape(3, 4)),
    "bool": np.array([True, False, True]),
    "bytes": np.array([b"ab", b"c"]),
    "unicode": np.array(["été", "x"]),
    "empty": np.zeros(0, dtype=np.uint32),
    "empty-2d": np.zeros((0, 3), dtype=np.int16),
    "scalar": np.array(3.5),
    "large": np.arange(100_000, dtype=np.uint64),
}


@pytest.mark.parametrize("mmap", [False, True])
@pytest.mark.parametrize("name", sorted(ARRAYS))
def test_load_npy_gives_what_np_load_gives(tmp_path, name, mmap):
    path = tmp_path / "a.npy"
    np.save(path, ARRAYS[name])
    expected = np.load(path, mmap_mode="r" if mmap else None, allow_pickle=False)
    found = load_npy(path, mmap)
    assert found.dtype == expected.dtype and found.shape == expected.shape
    assert found.flags.f_contiguous == expected.flags.f_contiguous
    assert np.array_equal(found, expected)
    assert isinstance(found, np.memmap) == (mmap and found.size > 0)
    if isinstance(found, np.memmap):
        assert not found.flags.writeable


@pytest.mark.parametrize("version", [(1, 0), (2, 0), (3, 0)])
def test_every_header_version_is_read(version):
    stream = io.BytesIO()
    array = np.arange(6, dtype="<i2").reshape(2, 3)
    np.lib.format.write_array(stream, array, version=version)
    data = stream.getvalue()
    shape, fortran, dtype, start = read_header(data)
    assert (shape, fortran, dtype) == ((2, 3), False, np.dtype("<i2"))
    assert len(data) - start == array.nbytes


def test_no_ast_is_built(tmp_path, monkeypatch):
    """The point of the module: CPython 3.11's AST constructor is not thread-safe."""
    np.save(tmp_path / "a.npy", np.arange(9))

    def refuse(*args, **kwargs):
        raise AssertionError("ast used")
    monkeypatch.setattr(ast, "literal_eval", refuse)
    monkeypatch.setattr(ast, "parse", refuse)
    assert load_npy(tmp_path / "a.npy").sum() == 36
    assert load_npy(tmp_path / "a.npy", mmap=True).sum() == 36


def test_many_threads_read_at_once(tmp_path):
    paths = []
    for k in range(8):
        paths.append(tmp_path / f"{k}.npy")
        np.save(paths[-1], np.full(1000, k, dtype=np.int64))
    sums, errors = [], []

    def read_all():
        try:
            for _ in range(50):
                sums.append(sum(int(load_npy(p, mmap=True)[0]) for p in paths))
        except Exception as exc:  # noqa: BLE001 - collected and asserted below
            errors.append(exc)
    threads = [threading.Thread(target=read_all) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not errors and sums == [28] * 400


@pytest.mark.parametrize("data, message", [
    (b"not an array at all", "not a version"),
    (b"\x93NUMPY\x01\x00\x40\x00{'descr'", "ends past"),
    (b"\x93NUMPY\x01\x00\x10\x00{'descr': 1}   \n", "plain dtype"),
])
def test_what_is_no_npy_header_is_a_value_error(data, message):
    with pytest.raises(ValueError, match=message):
        read_header(data)


def test_python_objects_are_refused(tmp_path):
    np.save(tmp_path / "o.npy", np.array([{"a": 1}], dtype=object), allow_pickle=True)
    with pytest.raises(ValueError, match="Python objects"):
        load_npy(tmp_path / "o.npy")


def test_a_truncated_file_is_a_value_error(tmp_path):
    path = tmp_path / "t.npy"
    np.save(path, np.arange(100, dtype=np.int64))
    path.write_bytes(path.read_bytes()[:-80])
    with pytest.raises(ValueError, match="truncated"):
        load_npy(path)


def test_every_npy_read_of_the_package_goes_through_this_module():
    package = Path(__file__).resolve().parents[1] / "spotsigs"
    readers = re.compile(r"np\.load\(|numpy\.load\(|read_array_header|literal_eval|open_memmap")
    found = [f"{path.relative_to(package)}:{n}" for path in package.rglob("*.py")
             if path.name != "npy.py"
             for n, line in enumerate(path.read_text().splitlines(), 1) if readers.search(line)]
    assert not found, f"read .npy through spotsigs.npy, not numpy's header parser: {found}"
