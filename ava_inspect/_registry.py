"""Inspect registry entry point: importing this module registers every task, tool, solver, scorer
and the player model (`player/NAME`, for `avabench play`)."""

from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.oracles.baselines import idle, shotgun
from ava_inspect.oracles.solver import oracle
from ava_inspect.play.provider import PlayerAPI
from ava_inspect.scorers.metrics import total
from ava_inspect.scorers.scorer import assertions_scorer
from ava_inspect.suite import avabench, crm, hr, mail, recruitment, sale

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
