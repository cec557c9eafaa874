"""The declaration of this subsystem: what it brings to the world (see ../README.md)."""

from ava_inspect.core.subsystem import Subsystem
from ava_inspect.subsystems.recruitment import company, noise, records, tools

SUBSYSTEM = Subsystem(
    part=records.RecruitmentWorld,
    company=company.RECRUITMENT,
    tools=tools,
    noise=noise,
    domain=4,
)
