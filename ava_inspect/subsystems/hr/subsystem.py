"""The declaration of this subsystem: what it brings to the world (see ../README.md)."""

from ava_inspect.core.subsystem import Subsystem
from ava_inspect.subsystems.hr import company, noise, records, tools

SUBSYSTEM = Subsystem(
    part=records.HrWorld,
    company=company.HR,
    tools=tools,
    noise=noise,
    domain=2,
)
