"""Inspect registry entry point: importing this module registers every task, tool, solver, scorer
and the player model (`player/NAME`, for `avabench play`)."""

from .oracles.baselines import idle, shotgun
from .oracles.solver import oracle
from .play.provider import PlayerAPI
from .scorers.metrics import total
from .scorers.scorer import assertions_scorer
from .tasks.suite import avabench, crm, hr, mail, recruitment, sale
from .tools import CATALOGUE

__all__ = [
    "CATALOGUE",
    "PlayerAPI",
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
