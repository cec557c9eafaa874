"""Scripted solvers: the reference solution and the deliberately wrong ones."""

from .solver import REFERENCE, oracle

__all__ = ["REFERENCE", "oracle"]
