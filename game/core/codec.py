"""Plain data <-> JSON: dataclasses of ints, strings, lists and dicts, by their type hints."""
from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
import types
import typing
from functools import lru_cache
from typing import Any, Union, get_args, get_origin

from game.core.errors import CodecError

_SCALARS = (int, str, float, bool)


def to_data(obj: Any) -> Any:
    """Turn a state or action into JSON-ready data (tuples become lists)."""
    if obj is None or isinstance(obj, _SCALARS):
        return obj
    if dataclasses.is_dataclass(obj):
        return {f.name: to_data(getattr(obj, f.name)) for f in _fields(type(obj))}
    if isinstance(obj, (list, tuple)):
        return [to_data(v) for v in obj]
    if isinstance(obj, dict):
        return {str(k): to_data(v) for k, v in obj.items()}
    raise CodecError(f"cannot encode {type(obj).__name__} as plain data")


@lru_cache(maxsize=None)
def _fields(cls: type) -> tuple:
    return tuple(f for f in dataclasses.fields(cls) if f.init)


@lru_cache(maxsize=None)
def type_hints(cls: type) -> dict:
    """A dataclass's field types, resolved (fields written as strings become types)."""
    return typing.get_type_hints(cls)


def from_data(tp: Any, data: Any, where: str = "$") -> Any:
    """Rebuild a value of type `tp` from plain data, checking its shape as it goes."""
    if tp is Any:
        return data
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        return _from_union(tp, data, where)
    if dataclasses.is_dataclass(tp):
        return _from_dataclass(tp, data, where)
    if origin in (list, tuple, dict):
        return _from_container(tp, origin, data, where)
    if tp in _SCALARS:
        return _from_scalar(tp, data, where)
    if tp in (dict, list):  # free-form plain data (a step's or a decision's details)
        if not isinstance(data, tp):
            raise CodecError(f"{where}: expected {'an object' if tp is dict else 'a list'}, got {type(data).__name__}")
        return copy.deepcopy(data)
    if tp is type(None):
        if data is not None:
            raise CodecError(f"{where}: expected null, got {type(data).__name__}")
        return None
    raise CodecError(f"{where}: cannot decode into {tp!r}")


def _from_scalar(tp: type, data: Any, where: str) -> Any:
    if tp is float and isinstance(data, int) and not isinstance(data, bool):
        return float(data)
    if type(data) is not tp:
        raise CodecError(f"{where}: expected {tp.__name__}, got {type(data).__name__}")
    return data


def _from_union(tp: Any, data: Any, where: str) -> Any:
    errors = []
    for option in get_args(tp):
        try:
            return from_data(option, data, where)
        except CodecError as exc:
            errors.append(str(exc))
    raise CodecError(errors[0] if len(errors) == 1 else f"{where}: no type fits ({'; '.join(errors)})")


def _from_container(tp: Any, origin: type, data: Any, where: str) -> Any:
    args = get_args(tp)
    if origin is dict:
        if not isinstance(data, dict):
            raise CodecError(f"{where}: expected an object, got {type(data).__name__}")
        key_tp, val_tp = args or (str, Any)
        out = {}
        for k, v in data.items():
            key = int(k) if key_tp is int and isinstance(k, str) and k.lstrip("-").isdigit() else k
            out[from_data(key_tp, key, where)] = from_data(val_tp, v, f"{where}.{k}")
        return out
    if not isinstance(data, list):
        raise CodecError(f"{where}: expected a list, got {type(data).__name__}")
    if origin is tuple and args and args[-1] is not Ellipsis:
        if len(args) != len(data):
            raise CodecError(f"{where}: expected {len(args)} items, got {len(data)}")
        return tuple(from_data(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, data)))
    item_tp = args[0] if args else Any
    items = [from_data(item_tp, v, f"{where}[{i}]") for i, v in enumerate(data)]
    return tuple(items) if origin is tuple else items


def _from_dataclass(cls: type, data: Any, where: str) -> Any:
    if not isinstance(data, dict):
        raise CodecError(f"{where}: expected an object for {cls.__name__}, got {type(data).__name__}")
    hints = type_hints(cls)
    kwargs = {}
    for f in _fields(cls):
        if f.name in data:
            kwargs[f.name] = from_data(hints[f.name], data[f.name], f"{where}.{f.name}")
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise CodecError(f"{where}: {cls.__name__} is missing {f.name!r}")
    unknown = set(data) - {f.name for f in _fields(cls)}
    if unknown:
        raise CodecError(f"{where}: {cls.__name__} has no field {sorted(unknown)[0]!r}")
    return cls(**kwargs)


def canonical_json(data: Any) -> str:
    """One spelling of the data: sorted keys, no spaces (for hashes and comparisons)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def state_hash(state: Any) -> str:
    """sha256 of the state's canonical JSON."""
    return hashlib.sha256(canonical_json(to_data(state)).encode("ascii")).hexdigest()
