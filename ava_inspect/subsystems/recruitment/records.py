"""AMIS recruitment: openings, candidates, interviews, evaluations, offers."""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import Field

from ava_inspect.core.world.records import Email, IsoDate, IsoTime, Money, Record
from ava_inspect.core.world.tables import TableSpec, WorldPart

Stage = Literal["applied", "screening", "interview", "offer", "hired", "rejected", "withdrawn"]
"""A candidate's round; "rejected" is the company's decision, "withdrawn" the candidate's own."""


class JobOpening(Record):
    """An open position with its approved salary range (VND per month)."""

    title: str
    department_id: str
    hiring_manager_id: str
    recruiter_id: str
    headcount: int = Field(ge=1)
    salary_min: Money
    salary_max: Money
    requirements: str
    status: Literal["open", "closed"] = "open"


class Candidate(Record):
    """An applicant to one opening, with the CV text as received."""

    full_name: str
    email: Email
    phone: str
    job_id: str
    stage: Stage = "applied"
    cv_text: str
    source: str = ""


class Interview(Record):
    """A scheduled interview; `panel_ids` are the interviewing employees."""

    candidate_id: str
    job_id: str
    date: IsoDate
    start: IsoTime
    end: IsoTime
    room_id: str | None = None
    panel_ids: list[str] = []
    kind: Literal["phone", "panel", "technical", "final"] = "panel"
    status: Literal["scheduled", "done", "cancelled"] = "scheduled"


class Evaluation(Record):
    """An interviewer's evaluation of a candidate (score 1-5)."""

    candidate_id: str
    evaluator_id: str
    score: int = Field(ge=1, le=5)
    recommendation: Literal["hire", "consider", "reject"]
    comment: str = ""


class Offer(Record):
    """A job offer sent to a candidate."""

    candidate_id: str
    job_id: str
    salary: Money
    start_date: IsoDate
    status: Literal["sent", "accepted", "declined", "withdrawn"] = "sent"
    body: str = ""


class RecruitmentWorld(WorldPart):
    """The recruitment subsystem."""

    SUBSYSTEM: ClassVar[str] = "recruitment"
    TABLES: ClassVar[tuple[TableSpec, ...]] = (
        TableSpec(
            "recruitment.job_openings",
            JobOpening,
            "VT",
            refs={
                "department_id": "hr.departments",
                "hiring_manager_id": "hr.employees",
                "recruiter_id": "hr.employees",
            },
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
                "panel_ids": "hr.employees",
            },
        ),
        TableSpec(
            "recruitment.evaluations",
            Evaluation,
            "DG",
            refs={"candidate_id": "recruitment.candidates", "evaluator_id": "hr.employees"},
        ),
        TableSpec(
            "recruitment.offers",
            Offer,
            "OF",
            refs={"candidate_id": "recruitment.candidates", "job_id": "recruitment.job_openings"},
        ),
    )

    job_openings: list[JobOpening] = []
    candidates: list[Candidate] = []
    interviews: list[Interview] = []
    evaluations: list[Evaluation] = []
    offers: list[Offer] = []
