"""The base company every task starts from: Công ty Cổ phần Công nghệ Sao Việt (saoviet.vn),
a Hà Nội software firm running on MISA AMIS, and Mây Store, the fashion shop its sales agent serves.
"""

from __future__ import annotations

from functools import lru_cache

from ..state import WorldState
from . import calendar, crm, helpdesk, mail, people, recruitment, sale

COMPANY_NAME = "Công ty Cổ phần Công nghệ Sao Việt"
COMPANY_DOMAIN = "saoviet.vn"
SHOP_NAME = "Mây Store"


@lru_cache(maxsize=1)
def base_company() -> WorldState:
    """The base world (shared: callers must not change it; `merge()` returns a new world)."""
    return WorldState.model_validate(
        {
            "hr": people.HR,
            "crm": crm.CRM,
            "recruitment": recruitment.RECRUITMENT,
            "mail": mail.MAIL,
            "calendar": calendar.CALENDAR,
            "helpdesk": helpdesk.HELPDESK,
            "sale": sale.SALE,
        }
    )
