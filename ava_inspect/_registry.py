"""Inspect registry entry point: importing this module registers every task, tool, solver and scorer."""

from .oracles.baselines import idle, shotgun
from .oracles.solver import oracle
from .scorers.metrics import total
from .scorers.scorer import assertions_scorer
from .tasks.suite import avabench, crm, hr, mail, recruitment, sale
from .tools import CATALOGUE

__all__ = [
    "CATALOGUE",
    "assertions_scorer",
    "avabench",
    "crm",
    "hr",
    "idle",
    "mail",
    "oracle",
    "recruitment",
    "sale",
    "shotgun",
    "total",
]
