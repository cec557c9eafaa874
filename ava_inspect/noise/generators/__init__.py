"""The distractor generators, one module per subsystem; importing this registers them all."""

from . import calendar, crm, helpdesk, hr, mail, recruitment, sale

__all__ = ["calendar", "crm", "helpdesk", "hr", "mail", "recruitment", "sale"]
