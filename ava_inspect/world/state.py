"""`WorldState`: the whole simulated company, its table catalogue, and `merge()`."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from .calendar import CalendarEvent, CalendarWorld, MeetingRoom, RoomBooking
from .crm import Activity, Contact, CrmWorld, Customer, Invoice, Opportunity, Payment
from .helpdesk import Document, HelpdeskWorld, MemoryNote, Ticket
from .hr import (
    Department,
    Employee,
    HrWorld,
    LeaveBalance,
    LeaveRequest,
    OvertimeRequest,
    Shift,
    ShiftRegistration,
)
from .mail import MailGroup, MailMessage, MailTemplate, MailWorld
from .records import Record
from .recruitment import Candidate, Evaluation, Interview, JobOpening, Offer, RecruitmentWorld
from .sale import (
    Combo,
    CustomerQuestion,
    Handoff,
    Order,
    PaymentQr,
    Product,
    SaleWorld,
    ShippingFee,
)


@dataclass(frozen=True)
class TableSpec:
    """What the engine knows about one table.

    `lookup` tables are fixed company data: never changed by tools, never seeded by tasks, never
    given noise, and kept out of the per-sample store. `refs` maps a field to the table its value
    (or each value of a list field) must name.
    """

    path: str
    model: type[Record]
    id_prefix: str
    lookup: bool = False
    refs: Mapping[str, str] = field(default_factory=dict)

    @property
    def subsystem(self) -> str:
        return self.path.split(".", 1)[0]

    @property
    def name(self) -> str:
        return self.path.split(".", 1)[1]


def _specs(*specs: TableSpec) -> dict[str, TableSpec]:
    return {s.path: s for s in specs}


EMP = "hr.employees"

TABLES: dict[str, TableSpec] = _specs(
    TableSpec("hr.departments", Department, "PB", lookup=True, refs={"manager_id": EMP}),
    TableSpec(EMP, Employee, "NV", refs={"department_id": "hr.departments", "manager_id": EMP}),
    TableSpec("hr.leave_balances", LeaveBalance, "QP", refs={"employee_id": EMP}),
    TableSpec(
        "hr.leave_requests", LeaveRequest, "DNP", refs={"employee_id": EMP, "approver_id": EMP}
    ),
    TableSpec("hr.shifts", Shift, "CA", lookup=True),
    TableSpec(
        "hr.shift_registrations",
        ShiftRegistration,
        "DKC",
        refs={"employee_id": EMP, "shift_id": "hr.shifts"},
    ),
    TableSpec(
        "hr.overtime_requests",
        OvertimeRequest,
        "LTG",
        refs={"employee_id": EMP, "approver_id": EMP},
    ),
    TableSpec("crm.customers", Customer, "KH", refs={"owner_id": EMP}),
    TableSpec("crm.contacts", Contact, "LH", refs={"customer_id": "crm.customers"}),
    TableSpec(
        "crm.opportunities",
        Opportunity,
        "CH",
        refs={"customer_id": "crm.customers", "owner_id": EMP},
    ),
    TableSpec(
        "crm.activities", Activity, "HDG", refs={"customer_id": "crm.customers", "created_by": EMP}
    ),
    TableSpec("crm.invoices", Invoice, "HD", refs={"customer_id": "crm.customers"}),
    TableSpec("crm.payments", Payment, "PT", refs={"invoice_id": "crm.invoices"}),
    TableSpec(
        "recruitment.job_openings",
        JobOpening,
        "VT",
        refs={"department_id": "hr.departments", "hiring_manager_id": EMP, "recruiter_id": EMP},
    ),
    TableSpec(
        "recruitment.candidates", Candidate, "UV", refs={"job_id": "recruitment.job_openings"}
    ),
    TableSpec(
        "recruitment.interviews",
        Interview,
        "PV",
        refs={
            "candidate_id": "recruitment.candidates",
            "job_id": "recruitment.job_openings",
            "room_id": "calendar.rooms",
            "panel_ids": EMP,
        },
    ),
    TableSpec(
        "recruitment.evaluations",
        Evaluation,
        "DG",
        refs={"candidate_id": "recruitment.candidates", "evaluator_id": EMP},
    ),
    TableSpec(
        "recruitment.offers",
        Offer,
        "OF",
        refs={"candidate_id": "recruitment.candidates", "job_id": "recruitment.job_openings"},
    ),
    TableSpec("mail.messages", MailMessage, "TH"),
    TableSpec(
        "mail.groups",
        MailGroup,
        "NHOM",
        lookup=True,
        refs={"department_ids": "hr.departments", "member_ids": EMP},
    ),
    TableSpec("mail.templates", MailTemplate, "MAU", lookup=True),
    TableSpec("calendar.rooms", MeetingRoom, "PH", lookup=True),
    TableSpec(
        "calendar.bookings",
        RoomBooking,
        "DP",
        refs={"room_id": "calendar.rooms", "organizer_id": EMP},
    ),
    TableSpec(
        "calendar.events", CalendarEvent, "SK", refs={"organizer_id": EMP, "attendee_ids": EMP}
    ),
    TableSpec("helpdesk.documents", Document, "QD", lookup=True),
    TableSpec("helpdesk.tickets", Ticket, "YC", refs={"requester_id": EMP}),
    TableSpec("helpdesk.memory", MemoryNote, "GN", refs={"owner_id": EMP}),
    TableSpec("sale.products", Product, "SP", lookup=True),
    TableSpec("sale.combos", Combo, "CB", lookup=True),
    TableSpec("sale.shipping_fees", ShippingFee, "VC", lookup=True),
    TableSpec("sale.orders", Order, "DH"),
    TableSpec("sale.payment_qrs", PaymentQr, "QR", refs={"order_id": "sale.orders"}),
    TableSpec("sale.handoffs", Handoff, "CT", refs={"order_id": "sale.orders"}),
    TableSpec("sale.questions", CustomerQuestion, "CH-KH"),
)
"""Every table of the world, by `<subsystem>.<table>` path."""

MUTABLE_TABLES: tuple[str, ...] = tuple(p for p, s in TABLES.items() if not s.lookup)
LOOKUP_TABLES: tuple[str, ...] = tuple(p for p, s in TABLES.items() if s.lookup)


class WorldState(BaseModel):
    """The simulated company: seven subsystems of strict, closed record tables."""

    model_config = ConfigDict(extra="forbid", strict=True)

    hr: HrWorld = HrWorld()
    crm: CrmWorld = CrmWorld()
    recruitment: RecruitmentWorld = RecruitmentWorld()
    mail: MailWorld = MailWorld()
    calendar: CalendarWorld = CalendarWorld()
    helpdesk: HelpdeskWorld = HelpdeskWorld()
    sale: SaleWorld = SaleWorld()

    def table(self, path: str) -> list[Any]:
        """The live list of records of a table (`"hr.employees"`)."""
        spec = table_spec(path)
        return getattr(getattr(self, spec.subsystem), spec.name)  # type: ignore[no-any-return]

    def set_table(self, path: str, records: list[Any]) -> None:
        spec = table_spec(path)
        object.__setattr__(getattr(self, spec.subsystem), spec.name, records)

    def get(self, path: str, record_id: str) -> Any | None:
        """The record with this id, or None."""
        return next((r for r in self.table(path) if r.id == record_id), None)

    def record(self, path: str, record_id: str) -> Any:
        """The record with this id, for an id the world itself holds (a record's reference, a
        task's requester): `MissingRecordError` when there is none, a fault of the world, never
        of a model's call."""
        found = self.get(path, record_id)
        if found is None:
            raise MissingRecordError(path, record_id)
        return found

    def tables(self, paths: Sequence[str] = tuple(TABLES)) -> Iterator[tuple[str, list[Any]]]:
        for path in paths:
            yield path, self.table(path)

    def next_id(self, path: str) -> str:
        """The id a tool gives the next record it creates in `path`.

        Counts only ids of the form `<PREFIX>-<digits>`, so noise records (which use their own
        `<PREFIX>-N...` namespace) never shift the ids tools create.
        """
        prefix = table_spec(path).id_prefix
        pattern = re.compile(rf"{re.escape(prefix)}-(\d+)")
        numbers = [int(m.group(1)) for r in self.table(path) if (m := pattern.fullmatch(r.id))]
        return f"{prefix}-{max(numbers, default=0) + 1:04d}"


class MissingRecordError(LookupError):
    """An id the world refers to that no record of its table has."""

    def __init__(self, path: str, record_id: str) -> None:
        super().__init__(f"no record '{record_id}' in table '{path}'")
        self.path = path
        self.record_id = record_id


class UnknownTableError(KeyError):
    """A table path that names no table."""

    def __str__(self) -> str:
        return str(self.args[0])


def table_spec(path: str) -> TableSpec:
    """The spec of a table, or an error listing the valid paths."""
    try:
        return TABLES[path]
    except KeyError:
        raise UnknownTableError(
            f"unknown table '{path}'; tables are: {', '.join(TABLES)}"
        ) from None


Seed = Mapping[str, Sequence[Mapping[str, Any]]]
"""A task's own records, by table path. A record whose id exists updates that record's fields;
a record with a new id is added whole."""


class SeedError(ValueError):
    """A seed that does not fit the world's schema."""


def merge(base: WorldState, seed: Seed) -> WorldState:
    """A new world: `base` with `seed` applied (base is left untouched).

    Raises `SeedError` naming the table, the record and the problem.
    """
    data = base.model_dump(mode="json")
    for path, records in seed.items():
        spec = table_spec(path) if path in TABLES else None
        if spec is None:
            raise SeedError(f"unknown table '{path}'; tables are: {', '.join(TABLES)}")
        if spec.lookup:
            raise SeedError(
                f"'{path}' is a fixed lookup table; tasks cannot seed it. Add the record to the "
                "base company instead"
            )
        rows: list[dict[str, Any]] = data[spec.subsystem][spec.name]
        by_id = {row["id"]: row for row in rows}
        for record in records:
            record_id = record.get("id")
            if not isinstance(record_id, str) or not record_id:
                raise SeedError(f"{path}: every seeded record needs a string 'id' ({record!r})")
            if record_id in by_id:
                by_id[record_id].update(record)
            else:
                row = dict(record)
                rows.append(row)
                by_id[record_id] = row
    try:
        return WorldState.model_validate(data)
    except ValidationError as ex:
        raise SeedError(describe_validation_error(ex, data)) from None


def describe_validation_error(ex: ValidationError, data: Mapping[str, Any]) -> str:
    """One line per problem, naming the table and the record id instead of list indexes."""
    lines = []
    for err in ex.errors():
        loc = list(err["loc"])
        where = ".".join(str(p) for p in loc)
        if len(loc) >= 3 and isinstance(loc[2], int):
            rows = data.get(str(loc[0]), {}).get(str(loc[1]), [])
            rid = rows[loc[2]].get("id", f"#{loc[2]}") if loc[2] < len(rows) else f"#{loc[2]}"
            rest = ".".join(str(p) for p in loc[3:]) or "(record)"
            where = f"{loc[0]}.{loc[1]}[{rid}].{rest}"
        lines.append(f"{where}: {err['msg']}")
    return "; ".join(lines)


def check_references(world: WorldState) -> list[str]:
    """Every broken reference and duplicate id in the world, as readable lines."""
    problems: list[str] = []
    ids: dict[str, set[str]] = {}
    for path, rows in world.tables():
        seen: set[str] = set()
        for row in rows:
            if row.id in seen:
                problems.append(f"{path}: duplicate id '{row.id}'")
            seen.add(row.id)
        ids[path] = seen
    for path, spec in TABLES.items():
        for row in world.table(path):
            for field_name, target in spec.refs.items():
                value = getattr(row, field_name)
                values = value if isinstance(value, list) else [value]
                for v in values:
                    if v is not None and v not in ids[target]:
                        problems.append(
                            f"{path}[{row.id}].{field_name} = '{v}' names no record in {target}"
                        )
    problems.extend(_sale_references(world, ids))
    return problems


def _sale_references(world: WorldState, ids: dict[str, set[str]]) -> list[str]:
    problems = []
    for combo in world.sale.combos:
        for comp in combo.components:
            if comp.product_id not in ids["sale.products"]:
                problems.append(
                    f"sale.combos[{combo.id}] component '{comp.product_id}' names no product"
                )
    return problems
