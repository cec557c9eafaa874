"""The declaration of this subsystem: what it brings to the world (see ../README.md)."""

from ava_inspect.core.subsystem import Subsystem
from ava_inspect.subsystems.helpdesk import company, noise, records, tools

SUBSYSTEM = Subsystem(
    part=records.HelpdeskWorld,
    company=company.HELPDESK,
    tools=tools,
    noise=noise,
    domain=None,
)
