"""Scripted solvers: the reference solution and the deliberately wrong ones."""

from ava_inspect.oracles.solver import REFERENCE, oracle

__all__ = ["REFERENCE", "oracle"]
