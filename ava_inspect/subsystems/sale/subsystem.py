"""The declaration of this subsystem: what it brings to the world (see ../README.md)."""

from ava_inspect.core.subsystem import Subsystem
from ava_inspect.subsystems.sale import company, noise, records, tools

SUBSYSTEM = Subsystem(
    part=records.SaleWorld,
    company=company.SALE,
    tools=tools,
    noise=noise,
    domain=1,
)
