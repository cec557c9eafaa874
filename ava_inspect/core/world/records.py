"""Base record type and the JSON-native field types every world table uses.

Records hold only JSON-native values (str, int, float, bool, lists, nested records), so a world
round-trips through Inspect's store and log without loss. Dates are ISO strings, checked on entry.
"""

from __future__ import annotations

import re
from datetime import date, datetime
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field


def _check_date(value: str) -> str:
    try:
        date.fromisoformat(value)
    except ValueError as ex:
        raise ValueError(f"'{value}' is not a date in YYYY-MM-DD form") from ex
    if len(value) != 10:
        raise ValueError(f"'{value}' is not a date in YYYY-MM-DD form")
    return value


def _check_time(value: str) -> str:
    if not re.fullmatch(r"([01]\d|2[0-3]):[0-5]\d", value):
        raise ValueError(f"'{value}' is not a time in HH:MM form")
    return value


def _check_datetime(value: str) -> str:
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}", value):
        raise ValueError(f"'{value}' is not a date-time in YYYY-MM-DDTHH:MM form")
    try:
        datetime.fromisoformat(value)
    except ValueError as ex:
        raise ValueError(f"'{value}' is not a valid date-time") from ex
    return value


def _check_email(value: str) -> str:
    if not re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z]{2,}", value):
        raise ValueError(f"'{value}' is not an email address")
    return value


IsoDate = Annotated[str, AfterValidator(_check_date)]
"""A calendar date as `YYYY-MM-DD`."""
IsoTime = Annotated[str, AfterValidator(_check_time)]
"""A clock time as `HH:MM` (24 h)."""
IsoDateTime = Annotated[str, AfterValidator(_check_datetime)]
"""A local date-time as `YYYY-MM-DDTHH:MM`."""
Email = Annotated[str, AfterValidator(_check_email)]
"""An email address."""
Money = Annotated[int, Field(ge=0)]
"""An amount in whole Vietnamese đồng."""
Days = Annotated[float, Field(ge=0)]
"""A number of working days (halves allowed)."""


class Record(BaseModel):
    """One row of a world table: strict types, unknown fields rejected, `id` unique per table."""

    model_config = ConfigDict(extra="forbid", strict=True, validate_assignment=True)

    id: str = Field(min_length=1)


LOOKUP_CONFIG = ConfigDict(extra="forbid", strict=True, frozen=True)
"""Records of fixed lookup tables are frozen: they are shared by every sample."""


class Part(BaseModel):
    """A nested value inside a record (an order line, a combo component): strict, closed."""

    model_config = ConfigDict(extra="forbid", strict=True, validate_assignment=True)
