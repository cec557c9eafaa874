"""The declaration of this subsystem: what it brings to the world (see ../README.md)."""

from ava_inspect.core.subsystem import Subsystem
from ava_inspect.subsystems.calendar import company, noise, records, tools

SUBSYSTEM = Subsystem(
    part=records.CalendarWorld,
    company=company.CALENDAR,
    tools=tools,
    noise=noise,
    domain=None,
)
