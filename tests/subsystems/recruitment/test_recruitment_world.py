"""The recruitment world: the base data is consistent with the recruitment process (QD-004) and
with the invariants the recruitment tasks rely on; the recruitment tools enforce their rules."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from cv_years import problems
from inspect_ai.tool import ToolError

from ava_inspect.core.tools.common import fold
from ava_inspect.core.tools.runtime import Session, call_op
from ava_inspect.core.world.clock import TODAY
from ava_inspect.core.world.tables import World, check_references, merge
from ava_inspect.harness.catalog import definitions
from ava_inspect.harness.toolsets import CATALOGUE
from ava_inspect.harness.worlds import initial_world
from ava_inspect.subsystems import base_company
from ava_inspect.subsystems.calendar.records import CalendarWorld
from ava_inspect.subsystems.helpdesk.records import HelpdeskWorld
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.mail.records import MailWorld
from ava_inspect.subsystems.recruitment.records import RecruitmentWorld

BASE = base_company()
REC = RecruitmentWorld.of(BASE)
JOBS = {j.id: j for j in REC.job_openings}
CANDIDATES = {c.id: c for c in REC.candidates}
ROOMS = {r.id: r for r in CalendarWorld.of(BASE).rooms}
TODAY_ISO = TODAY.isoformat()


def session(user_id: str | None, seed: dict[str, list[dict[str, Any]]] | None = None) -> Session:
    return Session(world=merge(BASE, seed or {}), user_id=user_id)


def call(s: Session, name: str, **args: Any) -> Any:
    return call_op(CATALOGUE[name].op, s, args)


def refused(s: Session, name: str, phrase: str, **args: Any) -> None:
    """The call fails with a message containing `phrase` and changes nothing."""
    before = s.world.model_dump()
    with pytest.raises(ToolError, match=phrase):
        call(s, name, **args)
    assert s.world.model_dump() == before


def overlap(a: Any, b: Any) -> bool:
    return bool(a.date == b.date and a.start < b.end and b.start < a.end)


# --- the base data ------------------------------------------------------------------------------


def test_size_and_spread() -> None:
    assert len(REC.job_openings) == 6
    assert len(REC.candidates) == 20
    per_job = Counter(c.job_id for c in REC.candidates)
    assert set(per_job) == set(JOBS) and min(per_job.values()) >= 2
    assert set(Counter(c.stage for c in REC.candidates)) == {
        "applied",
        "screening",
        "interview",
        "offer",
        "hired",
        "rejected",
    }
    assert {i.status for i in REC.interviews} == {"scheduled", "done", "cancelled"}
    assert {e.recommendation for e in REC.evaluations} == {"hire", "consider", "reject"}
    assert check_references(BASE) == []


def test_new_openings_have_their_own_departments_and_recruiters() -> None:
    for job_id, dept in (("VT-0005", "PB-CSKH"), ("VT-0006", "PB-KD")):
        job = JOBS[job_id]
        manager = BASE.record("hr.departments", dept).manager_id
        assert (job.department_id, job.hiring_manager_id) == (dept, manager)
        assert job.recruiter_id in ("NV-0015", "NV-0016")
        assert 0 < job.salary_min < job.salary_max and job.requirements


@pytest.mark.parametrize("candidate_id", [f"UV-{n:04d}" for n in range(6, 21)])
def test_cv_is_structured(candidate_id: str) -> None:
    c = CANDIDATES[candidate_id]
    headline, *lines = c.cv_text.splitlines()
    assert headline.startswith(c.full_name.upper() + " — ")
    assert [line.partition(":")[0] for line in lines] == ["Kinh nghiệm", "Học vấn", "Kỹ năng"]
    summary = call(session(None), "recruitment_skill_sumarize_cv", candidate_id=candidate_id)
    assert sorted(summary["sections"]) == ["Học vấn", "Kinh nghiệm", "Kỹ năng"]


@pytest.mark.parametrize("task_id", sorted(definitions()))
def test_every_cv_states_the_experience_its_dates_give(task_id: str) -> None:
    """Base and seeded CVs: "5 năm" is what the dated jobs add up to (see `cv_years`)."""
    for c in RecruitmentWorld.of(initial_world(definitions()[task_id])).candidates:
        assert problems(c.cv_text) == [], (task_id, c.id, c.cv_text)


@pytest.mark.parametrize(
    ("experience", "degree", "wrong"),
    [
        ("5 năm. Công ty A (2022–nay): x. Công ty B (2020–2022): y.", "(2020)", True),
        ("5 năm. Công ty A (2022–nay): x. Công ty B (2021–2022): y.", "(2020)", False),
        ("1 năm 5 tháng tại Công ty A (06/2025–nay): x.", "(2025)", True),
        ("1 năm 6 tháng tại Công ty A (06/2025–nay): x.", "(2025)", False),
        (
            "6 tháng thực tập tại Công ty A (01/2026–06/2026): x.",
            "(dự kiến tốt nghiệp 2027)",
            False,
        ),
        ("8 tháng tại cửa hàng A (2025–2026); 3 tháng cộng tác.", "Cao đẳng (2024)", False),
        ("2 năm tại Công ty A (2024–nay); 1 năm tại Công ty B (2022–2023).", "(2022)", False),
        ("3 năm tại Công ty A (2024–nay).", "(2022)", True),
        ("6 năm 2 tháng tại Công ty A.", "(2023)", True),
        ("2 năm tại Công ty A (2018–2020).", "(2023)", True),
    ],
)
def test_the_cv_check_catches_years_its_dates_do_not_give(
    experience: str, degree: str, wrong: bool
) -> None:
    cv = f"NGUYỄN VĂN A — Nhân viên\nKinh nghiệm: {experience}\nHọc vấn: Cử nhân, Đại học B {degree}."
    assert bool(problems(cv)) == wrong, problems(cv)
    updated = cv.replace("Nhân viên\n", "Nhân viên (CV gửi tháng 11/2026)\n")
    if "1 năm 5 tháng" in cv:
        assert problems(updated) == [], "in November the same job is 1 năm 5 tháng"


def test_task_invariants() -> None:
    s = session(None)
    huy = call(s, "recruitment_search_candidate", query="Phạm Quang Huy")
    assert [x["id"] for x in huy["items"]] == ["UV-0001", "UV-0002"]
    mai_anh = call(s, "recruitment_search_candidate", query="Mai Anh", job_id="VT-0003")
    assert [x["id"] for x in mai_anh["items"]] == ["UV-0003"]
    assert not [i for i in REC.interviews if i.candidate_id == "UV-0002"]
    assert (JOBS["VT-0001"].hiring_manager_id, JOBS["VT-0001"].recruiter_id) == (
        "NV-0017",
        "NV-0016",
    )
    assert not [i for i in REC.interviews if i.candidate_id == "UV-0001" and i.date == "2026-12-11"]
    pv1 = BASE.record("recruitment.interviews", "PV-0001")
    assert (pv1.candidate_id, pv1.panel_ids, pv1.status) == (
        "UV-0005",
        ["NV-0017", "NV-0016"],
        "scheduled",
    )


def test_lookalike_applicants() -> None:
    yen = [c for c in REC.candidates if c.full_name == "Lê Hoàng Yến"]
    assert len(yen) == 2 and len({c.phone for c in yen}) == 1 and len({c.email for c in yen}) == 2
    trang = [c for c in REC.candidates if fold(c.full_name).endswith("thu trang")]
    assert len({c.job_id for c in trang}) == 2 and len({c.full_name for c in trang}) == 2


def test_interviews_follow_the_process() -> None:
    for i in REC.interviews:
        c, job = CANDIDATES[i.candidate_id], JOBS[i.job_id]
        assert i.job_id == c.job_id
        if i.kind == "phone":
            assert (i.panel_ids, i.room_id) == ([job.recruiter_id], None), i.id
        else:
            assert i.panel_ids == [job.hiring_manager_id, job.recruiter_id], i.id
            assert i.room_id is not None and 6 <= ROOMS[i.room_id].seats < 20, i.id
            assert c.stage in ("interview", "offer", "hired", "rejected"), i.id
        if i.status == "done":
            assert i.date < TODAY_ISO, i.id
        if i.status == "scheduled":
            assert i.date >= TODAY_ISO, i.id
            assert c.stage not in ("hired", "rejected"), i.id
    # a panel round comes after a finished phone round
    for i in REC.interviews:
        if i.kind == "panel":
            assert any(
                p.candidate_id == i.candidate_id
                and p.kind == "phone"
                and p.status == "done"
                and p.date < i.date
                for p in REC.interviews
            ), i.id


def test_scheduled_interviews_do_not_clash() -> None:
    live = [i for i in REC.interviews if i.status == "scheduled"]
    for n, a in enumerate(live):
        for b in live[n + 1 :]:
            if overlap(a, b):
                assert a.candidate_id != b.candidate_id
                assert not set(a.panel_ids) & set(b.panel_ids)
                assert a.room_id is None or a.room_id != b.room_id


def test_scheduled_rooms_are_not_taken_by_other_meetings() -> None:
    for i in REC.interviews:
        if i.status != "scheduled" or i.room_id is None:
            continue
        name = CANDIDATES[i.candidate_id].full_name
        for b in CalendarWorld.of(BASE).bookings:
            if b.status == "booked" and b.room_id == i.room_id and overlap(b, i):
                assert name in b.title, f"{i.id} in {i.room_id} clashes with {b.id}"


def test_evaluations_come_from_the_panel() -> None:
    seen = Counter((e.candidate_id, e.evaluator_id) for e in REC.evaluations)
    assert max(seen.values()) == 1
    for e in REC.evaluations:
        panels = [
            i
            for i in REC.interviews
            if i.candidate_id == e.candidate_id and i.kind == "panel" and i.status == "done"
        ]
        assert any(e.evaluator_id in i.panel_ids for i in panels), e.id
        expected = "hire" if e.score >= 4 else "reject" if e.score <= 2 else "consider"
        assert e.recommendation == expected, e.id
        assert len(e.comment) > 40
    # a rejected candidate with evaluations was recommended for rejection by the hiring manager
    for c in REC.candidates:
        votes = {e.evaluator_id: e for e in REC.evaluations if e.candidate_id == c.id}
        manager = JOBS[c.job_id].hiring_manager_id
        if c.stage == "rejected" and votes:
            assert votes[manager].recommendation == "reject"
        if c.stage in ("offer", "hired"):
            assert votes and all(v.recommendation == "hire" for v in votes.values())


def test_offers_match_stages_and_ranges() -> None:
    active = Counter(o.candidate_id for o in REC.offers if o.status in ("sent", "accepted"))
    assert max(active.values()) == 1
    for o in REC.offers:
        job, c = JOBS[o.job_id], CANDIDATES[o.candidate_id]
        assert o.job_id == c.job_id
        assert job.salary_min <= o.salary <= job.salary_max
        assert f"{o.salary:,}".replace(",", ".") in o.body and c.full_name in o.body
        assert (o.status == "accepted") == (c.stage == "hired")
    for c in REC.candidates:
        if c.stage in ("offer", "hired"):
            assert active[c.id] == 1, c.id
        else:
            assert active[c.id] == 0, c.id


# --- the tools ----------------------------------------------------------------------------------


def test_list_evaluations_and_candidate_view() -> None:
    s = session(None)
    assert call(s, "recruitment_list_evaluations", candidate_id="UV-0001") == []
    [only] = call(s, "recruitment_list_evaluations", candidate_id="UV-0013")
    assert (only["evaluator_id"], only["evaluator_name"]) == ("NV-0003", "Lê Thị Minh Nguyệt")
    detail = call(s, "recruitment_get_candidate", candidate_id="UV-0006")
    assert [o["id"] for o in detail["offers"]] == ["OF-0001"]
    assert [e["id"] for e in detail["evaluations"]] == ["DG-0001", "DG-0002"]
    refused(s, "recruitment_list_evaluations", "UV-9999", candidate_id="UV-9999")


EVAL = {"candidate_id": "UV-0013", "score": 4, "recommendation": "hire", "comment": "Phù hợp."}


def test_add_evaluation_once_per_evaluator() -> None:
    s = session("NV-0016")
    added = call(s, "recruitment_add_evaluation", **EVAL)
    assert (added["evaluator_id"], added["evaluator_name"]) == ("NV-0016", "Bùi Văn Toàn")
    refused(s, "recruitment_add_evaluation", "một phiếu", **{**EVAL, "score": 5})
    # the hiring manager already filed hers in the base data
    refused(session("NV-0003"), "recruitment_add_evaluation", "DG-0005", **EVAL)
    # someone else may still add theirs
    assert call(session("NV-0014"), "recruitment_add_evaluation", **EVAL)["id"] == "DG-0010"


@pytest.mark.parametrize(
    ("user", "change", "phrase"),
    [
        ("NV-0016", {"score": 0}, "từ 1 đến 5"),
        ("NV-0016", {"score": 6}, "từ 1 đến 5"),
        ("NV-0016", {"recommendation": "maybe"}, "recommendation"),
        ("NV-0016", {"comment": "  "}, "comment"),
        ("NV-0016", {"candidate_id": "UV-0099"}, "UV-0099"),
        (None, {}, "không gắn với nhân viên"),
    ],
)
def test_add_evaluation_refused(user: str | None, change: dict[str, Any], phrase: str) -> None:
    refused(session(user), "recruitment_add_evaluation", phrase, **{**EVAL, **change})


OFFER = {
    "candidate_id": "UV-0013",
    "salary": 18000000,
    "start_date": "2027-01-04",
    "body": "Chào bạn Phùng Thị Thu Hiền, chúc mừng bạn đã trúng tuyển.",
}


@pytest.mark.parametrize("salary", [14000000, 20000000])
def test_offer_at_the_edges_of_the_range(salary: int) -> None:
    s = session("NV-0016")
    offer = call(s, "recruitment_send_offer", **{**OFFER, "salary": salary})
    assert (offer["salary"], offer["status"], offer["candidate_stage"]) == (salary, "sent", "offer")
    assert s.world.record("recruitment.candidates", "UV-0013").stage == "offer"
    assert check_references(s.world) == []


def test_offer_may_start_today() -> None:
    s = session("NV-0016")
    assert (
        call(s, "recruitment_send_offer", **{**OFFER, "start_date": TODAY_ISO})["id"] == "OF-0003"
    )


@pytest.mark.parametrize(
    ("change", "phrase"),
    [
        ({"salary": 13999999}, "ngoài khung lương"),
        ({"salary": 20000001}, r"14\.000\.000 đồng - 20\.000\.000 đồng"),
        ({"salary": -1}, "ngoài khung lương"),
        ({"start_date": "2026-12-08"}, "đã qua"),
        ({"start_date": "04/01/2027"}, "YYYY-MM-DD"),
        ({"body": " "}, "body"),
        ({"body": "Mức lương: {muc_luong}"}, "trong_ngoac"),
        ({"candidate_id": "UV-0003"}, "vòng screening"),
        ({"candidate_id": "UV-0014"}, "vòng applied"),
        ({"candidate_id": "UV-0010"}, "vòng rejected"),
        ({"candidate_id": "UV-0016", "salary": 11000000}, "vòng hired"),
        ({"candidate_id": "UV-0006", "salary": 27000000}, "OF-0001"),
    ],
)
def test_offer_refused(change: dict[str, Any], phrase: str) -> None:
    refused(session("NV-0016"), "recruitment_send_offer", phrase, **{**OFFER, **change})


def test_offer_after_a_declined_one() -> None:
    s = session("NV-0016", {"recruitment.offers": [{"id": "OF-0001", "status": "declined"}]})
    args = {**OFFER, "candidate_id": "UV-0006", "salary": 26000000}
    offer = call(s, "recruitment_send_offer", **args)
    assert (offer["id"], offer["job_id"], offer["salary"]) == ("OF-0003", "VT-0001", 26000000)


def test_offer_for_a_closed_or_filled_opening() -> None:
    closed = session(
        "NV-0016", {"recruitment.job_openings": [{"id": "VT-0003", "status": "closed"}]}
    )
    refused(closed, "recruitment_send_offer", "đã đóng tuyển", **OFFER)
    filled = session(
        "NV-0016",
        {
            "recruitment.offers": [
                {
                    "id": "OF-0003",
                    "candidate_id": "UV-0003",
                    "job_id": "VT-0003",
                    "salary": 17000000,
                    "start_date": "2027-01-04",
                    "status": "accepted",
                }
            ],
            "recruitment.candidates": [{"id": "UV-0003", "stage": "offer"}],
        },
    )
    refused(filled, "recruitment_send_offer", "tuyển đủ 1 người", **OFFER)


def test_cancel_interview() -> None:
    s = session("NV-0015")
    assert call(s, "recruitment_cancel_interview", interview_id="PV-0017")["status"] == "cancelled"
    refused(s, "recruitment_cancel_interview", "bị hủy từ trước", interview_id="PV-0017")
    refused(s, "recruitment_cancel_interview", "diễn ra", interview_id="PV-0005")
    refused(s, "recruitment_cancel_interview", "PV-0999", interview_id="PV-0999")
    # the slot is free again for the same recruiter
    again = call(
        s,
        "recruitment_schedule_interview",
        candidate_id="UV-0018",
        date="2026-12-10",
        start="10:00",
        end="10:30",
        panel_ids=["NV-0015"],
        kind="phone",
    )
    assert again["id"] == "PV-0021"


MOVE = {"interview_id": "PV-0006", "date": "2026-12-16", "start": "09:00", "end": "10:00"}


def test_reschedule_keeps_the_room_and_the_panel() -> None:
    s = session("NV-0015")
    moved = call(s, "recruitment_reschedule_interview", **MOVE)
    assert (moved["room_id"], moved["panel_ids"], moved["status"]) == (
        "PH-02",
        ["NV-0017", "NV-0015"],
        "scheduled",
    )
    # a move that overlaps the interview's own old slot is no clash
    s = session("NV-0015")
    later = {**MOVE, "date": "2026-12-15", "start": "10:30", "end": "11:30"}
    assert call(s, "recruitment_reschedule_interview", **later)["start"] == "10:30"


@pytest.mark.parametrize(
    ("change", "phrase"),
    [
        ({"date": "2026-12-08"}, "đã qua"),
        ({"start": "10:00", "end": "09:00"}, "start phải trước end"),
        ({"room_id": "PH-99"}, "PH-99"),
        ({"date": "2026-12-15", "start": "10:00", "end": "11:00"}, "không có gì để thay đổi"),
        ({"date": "2026-12-15", "start": "10:00", "end": "11:00", "room_id": "PH-02"}, "thay đổi"),
        # NV-0015 has the phone round PV-0017 at 10:00-10:30 on 10/12
        ({"date": "2026-12-10", "start": "09:30", "end": "10:30"}, "Vũ Thu Hà.*PV-0017"),
        ({"interview_id": "PV-0005"}, "diễn ra"),
        ({"interview_id": "PV-0019"}, "bị hủy"),
    ],
)
def test_reschedule_refused(change: dict[str, Any], phrase: str) -> None:
    refused(session("NV-0015"), "recruitment_reschedule_interview", phrase, **{**MOVE, **change})


def test_reschedule_into_a_taken_room_or_for_a_busy_candidate() -> None:
    # PV-0018 is NV-0016's phone round; PH-02 holds PV-0006 on 15/12 10:00-11:00
    s = session("NV-0016")
    refused(
        s,
        "recruitment_reschedule_interview",
        "Phòng PH-02.*PV-0006",
        interview_id="PV-0018",
        date="2026-12-15",
        start="10:30",
        end="11:00",
        room_id="PH-02",
    )
    s = session(
        "NV-0016",
        {
            "recruitment.interviews": [
                {
                    "id": "PV-0021",
                    "candidate_id": "UV-0020",
                    "job_id": "VT-0006",
                    "date": "2026-12-16",
                    "start": "09:00",
                    "end": "10:00",
                    "room_id": "PH-03",
                    "panel_ids": ["NV-0007", "NV-0016"],
                }
            ]
        },
    )
    refused(
        s,
        "recruitment_reschedule_interview",
        "Ứng viên đã có buổi phỏng vấn PV-0021",
        interview_id="PV-0018",
        date="2026-12-16",
        start="09:30",
        end="10:00",
    )


def test_reschedule_of_a_closed_candidate() -> None:
    s = session("NV-0015", {"recruitment.candidates": [{"id": "UV-0009", "stage": "rejected"}]})
    refused(s, "recruitment_reschedule_interview", "hủy buổi phỏng vấn", **MOVE)


@pytest.mark.parametrize(
    ("change", "phrase"),
    [
        ({"date": "2026-12-01"}, "đã qua"),
        ({"date": "2026-12-15", "start": "10:30", "end": "11:30"}, "Trịnh Quốc Bảo.*PV-0006"),
        (
            {"date": "2026-12-14", "start": "14:00", "end": "15:00", "panel_ids": ["NV-0016"]},
            "Phòng PH-02.*PV-0016",
        ),
    ],
)
def test_schedule_refused(change: dict[str, Any], phrase: str) -> None:
    args = {
        "candidate_id": "UV-0001",
        "date": "2026-12-16",
        "start": "09:00",
        "end": "10:00",
        "panel_ids": ["NV-0017", "NV-0016"],
        "room_id": "PH-02",
    }
    refused(session("NV-0016"), "recruitment_schedule_interview", phrase, **{**args, **change})


def test_a_failed_call_leaves_the_world_as_it_was() -> None:
    s = session("NV-0016")
    snapshot: World = merge(s.world, {})
    with pytest.raises(ToolError):
        call(s, "recruitment_send_offer", **{**OFFER, "salary": 1})
    assert s.world.model_dump() == snapshot.model_dump()


# --- what the recruitment tasks rely on -----------------------------------------------------------
# Each task has one right outcome only because of the facts below; a data edit that breaks one
# would silently make a second answer right (selftest would not notice). Each message names the
# task(s) that rely on the fact.

PANEL_MIN_SEATS = 6  # QD-004 step 3b


def _task_world(task_id: str) -> World:
    from ava_inspect.harness.catalog import definitions
    from ava_inspect.harness.worlds import initial_world

    return initial_world(definitions()[task_id])


def _named(name: str, world: World = BASE) -> list[str]:
    return [c.id for c in RecruitmentWorld.of(world).candidates if c.full_name == name]


def _search(query: str, world: World = BASE, **filters: Any) -> list[str]:
    s = Session(world=world, user_id=None)
    return [
        x["id"] for x in call(s, "recruitment_search_candidate", query=query, **filters)["items"]
    ]


def _interviews(world: World, candidate_id: str, status: str | None = None) -> list[str]:
    return [
        i.id
        for i in RecruitmentWorld.of(world).interviews
        if i.candidate_id == candidate_id and (status is None or i.status == status)
    ]


def _booked(world: World, organizer: str, day: str) -> list[str]:
    return [
        b.id
        for b in CalendarWorld.of(world).bookings
        if b.organizer_id == organizer and b.date == day and b.status == "booked"
    ]


def _free_rooms(world: World, day: str, start: str, end: str) -> list[tuple[str, int]]:
    """(room id, seats) of every room with no booked overlap, smallest first."""
    taken = {
        b.room_id
        for b in CalendarWorld.of(world).bookings
        if b.status == "booked" and b.date == day and b.start < end and start < b.end
    }
    rooms = sorted(CalendarWorld.of(world).rooms, key=lambda r: (r.seats, r.id))
    return [(r.id, r.seats) for r in rooms if r.id not in taken]


def _panel_room(world: World, day: str, start: str, end: str) -> str:
    """The room both rules pick: the smallest free room with at least 6 seats."""
    return next(r for r, seats in _free_rooms(world, day, start, end) if seats >= PANEL_MIN_SEATS)


def _busy_people(world: World, day: str, start: str, end: str) -> set[str]:
    return {
        p
        for i in RecruitmentWorld.of(world).interviews
        if i.status == "scheduled" and i.date == day and i.start < end and start < i.end
        for p in i.panel_ids
    }


def _job_people(job_id: str) -> tuple[str, str]:
    return JOBS[job_id].hiring_manager_id, JOBS[job_id].recruiter_id


def test_the_two_mai_anh_and_the_accounting_opening() -> None:
    tasks = "recruitment.move_to_interview, recruitment.interview_phone_round"
    assert _search("Mai Anh") == ["UV-0003", "UV-0004"], tasks
    assert (CANDIDATES["UV-0003"].full_name, CANDIDATES["UV-0003"].job_id) == (
        "Đỗ Thị Mai Anh",
        "VT-0003",
    ), tasks
    assert (CANDIDATES["UV-0004"].full_name, CANDIDATES["UV-0004"].job_id) == (
        "Đỗ Mai Anh",
        "VT-0004",
    ), tasks
    assert [CANDIDATES[c].stage for c in ("UV-0003", "UV-0004")] == ["screening"] * 2, tasks
    accounting = {c.id: c.stage for c in REC.candidates if c.job_id == "VT-0003"}
    assert accounting == {"UV-0003": "screening", "UV-0013": "interview", "UV-0014": "applied"}, (
        "recruitment.move_to_interview (only_mai_anh_moved counts 2 interviewing after the move)"
    )
    assert _job_people("VT-0004")[1] == "NV-0015", "recruitment.interview_phone_round: recruiter"
    assert _interviews(BASE, "UV-0003") == [], "recruitment.interview_phone_round: lookalike"
    assert _interviews(BASE, "UV-0004") == [], "recruitment.interview_phone_round"
    assert _booked(BASE, "NV-0015", "2026-12-11") == [], (
        "recruitment.interview_phone_round: no_room"
    )


def test_long_has_one_interview_and_one_booking_tomorrow() -> None:
    task = "recruitment.interview_cancel_withdrawn"
    assert _named("Nguyễn Hoàng Long") == ["UV-0005"], task
    assert _interviews(BASE, "UV-0005", "scheduled") == ["PV-0001"], task
    pv1 = BASE.record("recruitment.interviews", "PV-0001")
    assert (pv1.date, pv1.start, pv1.room_id) == ("2026-12-10", "15:00", "PH-02"), task
    # the requester's day: his own training booking and a second interview, both to be left alone
    assert _booked(BASE, "NV-0016", "2026-12-10") == ["DP-0003", "DP-0006"], task
    dp6 = BASE.record("calendar.bookings", "DP-0006")
    assert (dp6.room_id, dp6.start, dp6.end) == ("PH-02", "15:00", "16:00"), task
    assert "Nguyễn Hoàng Long" in dp6.title, task
    afternoon = [
        i.id
        for i in REC.interviews
        if i.date == "2026-12-10" and i.status == "scheduled" and "NV-0016" in i.panel_ids
    ]
    assert sorted(afternoon) == ["PV-0001", "PV-0018"], task


def test_luc_fails_every_must_have_of_the_accounting_opening() -> None:
    task = "recruitment.reject_luc_accounting"
    assert _named("Trịnh Văn Lực") == ["UV-0014"], task
    luc = CANDIDATES["UV-0014"]
    assert (luc.job_id, luc.stage, luc.email) == ("VT-0003", "applied", "luctv.kt@gmail.com"), task
    for phrase in ("Cao đẳng", "1 năm", "chưa sử dụng MISA"):
        assert phrase in luc.cv_text, f"{task}: CV says '{phrase}'"
    for phrase in ("đại học", "tối thiểu 3 năm", "MISA"):
        assert phrase in JOBS["VT-0003"].requirements, f"{task}: requirement '{phrase}'"
    assert CANDIDATES["UV-0003"].email == "maianh.do@gmail.com", task


def test_manh_offer_and_the_two_vu_thu_ha() -> None:
    tasks = (
        "recruitment.hired_manh_notify_cb, recruitment.evaluate_huy_remind_panel, "
        "recruitment.withdraw_huy_tester, recruitment.duplicate_yen_phone_round"
    )
    ha = [
        (e.id, e.email, e.title) for e in HrWorld.of(BASE).employees if e.full_name == "Vũ Thu Hà"
    ]
    assert ha == [
        ("NV-0015", "havt@saoviet.vn", "Chuyên viên C&B"),
        ("NV-0022", "havt.mkt@saoviet.vn", "Chuyên viên Marketing"),
    ], tasks
    cb = [e.id for e in HrWorld.of(BASE).employees if "C&B" in e.title]
    assert cb == ["NV-0015"], "recruitment.hired_manh_notify_cb: one C&B specialist"
    task = "recruitment.hired_manh_notify_cb"
    assert _named("Trần Đức Mạnh") == ["UV-0006"], task
    assert CANDIDATES["UV-0006"].stage == "offer", task
    [offer] = [o for o in REC.offers if o.candidate_id == "UV-0006"]
    assert (offer.id, offer.start_date, offer.status) == ("OF-0001", "2027-01-04", "sent"), task
    assert CANDIDATES["UV-0005"].job_id == "VT-0001", task


def test_linh_panel_room_and_the_other_six_seater() -> None:
    task = "recruitment.interview_rebook_room"
    w = _task_world(task)
    assert _named("Bùi Khánh Linh", w) == ["UV-0017"], task
    assert _interviews(w, "UV-0017", "scheduled") == ["PV-0016"], task
    pv = w.record("recruitment.interviews", "PV-0016")
    assert (pv.date, pv.start, pv.end, pv.room_id) == ("2026-12-14", "14:00", "15:00", "PH-02"), (
        task
    )
    assert w.record("calendar.bookings", "DP-0020").status == "cancelled", task
    assert _booked(w, "NV-0015", "2026-12-14") == [], f"{task}: one_booking counts 1 after"
    free = dict(_free_rooms(w, "2026-12-14", "14:00", "15:00"))
    assert "PH-02" in free and free.get("PH-07") == 6, f"{task}: Cúc free again, Trúc the decoy"


def test_giang_phone_round_and_the_friday_slot() -> None:
    task = "recruitment.interview_reschedule_phone"
    assert _named("Đoàn Thị Hương Giang") == ["UV-0018"], task
    assert _interviews(BASE, "UV-0018", "scheduled") == ["PV-0017"], task
    pv = BASE.record("recruitment.interviews", "PV-0017")
    assert (pv.date, pv.start, pv.end, pv.kind) == ("2026-12-10", "10:00", "10:30", "phone"), task
    assert "NV-0015" not in _busy_people(BASE, "2026-12-11", "09:00", "09:30"), task


def test_hien_has_only_the_managers_evaluation() -> None:
    tasks = (
        "recruitment.evaluate_hien_salary, recruitment.offer_accountant, "
        "recruitment.panel_votes_accounting"
    )
    assert _named("Phùng Thị Thu Hiền") == ["UV-0013"], tasks
    hien = CANDIDATES["UV-0013"]
    assert (hien.job_id, hien.stage, hien.email) == (
        "VT-0003",
        "interview",
        "hien.phungthu@gmail.com",
    ), tasks
    votes = [
        (e.evaluator_id, e.recommendation) for e in REC.evaluations if e.candidate_id == "UV-0013"
    ]
    assert votes == [("NV-0003", "hire")], tasks
    assert _job_people("VT-0003") == ("NV-0003", "NV-0016"), tasks
    [panel] = [i for i in REC.interviews if i.candidate_id == "UV-0013" and i.kind == "panel"]
    assert (panel.date, panel.status, panel.panel_ids) == (
        "2026-12-07",
        "done",
        ["NV-0003", "NV-0016"],
    ), "recruitment.evaluate_hien_salary: the requester sat on Monday's panel"
    job = JOBS["VT-0003"]
    assert (job.salary_min, job.salary_max, job.status) == (14000000, 20000000, "open"), tasks
    assert [o.id for o in REC.offers if o.job_id == "VT-0003"] == [], tasks


def test_huy_namesakes_are_told_apart_by_opening_and_address() -> None:
    tasks = (
        "recruitment.evaluate_huy_remind_panel, recruitment.panel_interview_room, "
        "recruitment.withdraw_huy_tester"
    )
    assert _search("Phạm Quang Huy") == ["UV-0001", "UV-0002"], tasks
    assert [(CANDIDATES[c].job_id, CANDIDATES[c].email) for c in ("UV-0001", "UV-0002")] == [
        ("VT-0001", "huy.phamquang@gmail.com"),
        ("VT-0002", "quanghuy.qa95@gmail.com"),
    ], tasks
    assert _search("quanghuy.qa95@gmail.com") == ["UV-0002"], "recruitment.withdraw_huy_tester"
    assert _job_people("VT-0001") == ("NV-0017", "NV-0016"), tasks
    assert _job_people("VT-0002") == ("NV-0017", "NV-0015"), tasks
    assert not [e for e in REC.evaluations if e.candidate_id in ("UV-0001", "UV-0002")], tasks
    w = _task_world("recruitment.evaluate_huy_remind_panel")
    yesterday = [
        i.id
        for i in RecruitmentWorld.of(w).interviews
        if i.date == "2026-12-08" and i.kind == "panel"
    ]
    assert yesterday == ["PV-0091"], "recruitment.evaluate_huy_remind_panel: one panel yesterday"
    assert w.record("recruitment.interviews", "PV-0091").candidate_id == "UV-0002", (
        "recruitment.evaluate_huy_remind_panel"
    )


def test_backend_huy_panel_room_on_friday() -> None:
    task = "recruitment.panel_interview_room"
    huy = CANDIDATES["UV-0001"]
    assert huy.stage == "screening", task
    assert _interviews(BASE, "UV-0002") == [], f"{task}: namesake_no_interview"
    slot = ("2026-12-11", "14:00", "15:00")
    free = _free_rooms(BASE, *slot)
    assert ("PH-01", 4) in free, f"{task}: Sen (4 seats) is the too-small decoy"
    assert _panel_room(BASE, *slot) == "PH-03", f"{task}: Lan is the one room both rules pick"
    assert not {"NV-0017", "NV-0016"} & _busy_people(BASE, *slot), task
    assert _booked(BASE, "NV-0014", "2026-12-11") == [], f"{task}: one_room"
    w = _task_world(task)
    panel = {"NV-0017", "NV-0016"}
    clashes = [
        e.id
        for e in CalendarWorld.of(w).events
        if e.status == "confirmed"
        and e.date == slot[0]
        and e.start < slot[2]
        and slot[1] < e.end
        and panel & {e.organizer_id, *e.attendee_ids}
    ]
    assert clashes == [], f"{task}: a diligent check of the panel's calendars finds no clash"
    away = [
        r.id
        for r in HrWorld.of(w).leave_requests
        if r.employee_id in panel
        and r.status in ("pending", "approved")
        and r.start_date <= slot[0] <= r.end_date
    ]
    assert away == [], f"{task}: nobody on the panel is on leave that day"


def test_nhung_applicant_and_her_employee_namesake() -> None:
    task = "recruitment.screening_nhung_cskh"
    w = _task_world(task)
    assert _search("Hồng Nhung", w) == ["UV-0090", "UV-0091"], task
    nhung = [(e.id, e.email) for e in HrWorld.of(BASE).employees if "Hồng Nhung" in e.full_name]
    assert nhung == [("NV-0010", "nhungnth@saoviet.vn")], task
    assert _named("Nguyễn Thị Hồng Nhung") == [], task


def test_khanh_panel_slot_in_the_held_room() -> None:
    task = "recruitment.interview_panel_booked_room"
    w = _task_world(task)
    assert _named("Hà Quốc Khánh", w) == ["UV-0020"], task
    assert w.record("recruitment.candidates", "UV-0020").stage == "screening", task
    assert _job_people("VT-0006") == ("NV-0007", "NV-0016"), task
    assert _booked(w, "NV-0016", "2026-12-16") == ["DP-0090"], f"{task}: no_second_booking"
    assert not {"NV-0007", "NV-0016"} & _busy_people(w, "2026-12-16", "09:00", "10:00"), task
    assert [
        i
        for i in RecruitmentWorld.of(w).interviews
        if i.status == "scheduled" and i.room_id == "PH-03" and i.date == "2026-12-16"
    ] == [], task


def test_yen_files_twice() -> None:
    task = "recruitment.duplicate_yen_phone_round"
    yen = [
        (c.id, c.stage, c.email, c.job_id) for c in REC.candidates if c.full_name == "Lê Hoàng Yến"
    ]
    assert yen == [
        ("UV-0011", "screening", "yen.lehoang97@gmail.com", "VT-0002"),
        ("UV-0012", "applied", "lhyen.qa@outlook.com", "VT-0002"),
    ], task
    pv = BASE.record("recruitment.interviews", "PV-0019")
    assert (pv.candidate_id, pv.date, pv.kind, pv.status) == (
        "UV-0011",
        "2026-12-08",
        "phone",
        "cancelled",
    ), f"{task}: the missed Tuesday call"
    assert _interviews(BASE, "UV-0012") == [], task
    assert "NV-0015" not in _busy_people(BASE, "2026-12-11", "10:00", "10:30"), task
    w = _task_world(task)
    assert [m.id for m in MailWorld.of(w).messages if m.sender == "lhyen.qa@outlook.com"] == [
        "TH-0090"
    ], task


def test_diep_move_needs_truc() -> None:
    task = "recruitment.interview_move_room_busy"
    assert _named("Hồ Thị Ngọc Diệp") == ["UV-0009"], task
    assert _interviews(BASE, "UV-0009", "scheduled") == ["PV-0006"], task
    pv = BASE.record("recruitment.interviews", "PV-0006")
    assert (pv.date, pv.start, pv.room_id) == ("2026-12-15", "10:00", "PH-02"), task
    assert _booked(BASE, "NV-0015", "2026-12-15") == ["DP-0021"], f"{task}: old booking"
    assert _booked(BASE, "NV-0015", "2026-12-17") == [], f"{task}: one_room"
    interview_rooms = [
        b.id
        for b in CalendarWorld.of(BASE).bookings
        if b.organizer_id == "NV-0015" and b.status == "booked"
    ]
    assert sorted(interview_rooms) == ["DP-0020", "DP-0021"], f"{task}: the look-alike booking"
    slot = ("2026-12-17", "14:00", "15:00")
    free = dict(_free_rooms(BASE, *slot))
    assert "PH-02" not in free and free.get("PH-01") == 4, f"{task}: Cúc taken, Sen too small"
    assert _panel_room(BASE, *slot) == "PH-07", f"{task}: Trúc is the one room both rules pick"
    assert not set(pv.panel_ids) & _busy_people(BASE, *slot), task


def test_sales_trang_panel_room() -> None:
    task = "recruitment.interview_panel_sales_room"
    w = _task_world(task)
    trang = [
        (c.id, c.full_name, c.stage)
        for c in RecruitmentWorld.of(w).candidates
        if "Thu Trang" in c.full_name
    ]
    assert trang == [
        ("UV-0008", "Nguyễn Thu Trang", "screening"),
        ("UV-0016", "Nguyễn Thị Thu Trang", "hired"),
    ], task
    slot = ("2026-12-15", "14:00", "15:00")
    free = dict(_free_rooms(w, *slot))
    assert free.get("PH-01") == 4, f"{task}: Sen (4 seats) is the too-small decoy"
    assert _panel_room(w, *slot) == "PH-04", f"{task}: Mai is the one room both rules pick"
    assert _booked(w, "NV-0015", "2026-12-15") == ["DP-0021"], f"{task}: one_room counts 2"
    assert not {"NV-0007", "NV-0016"} & _busy_people(w, *slot), task


def test_sales_opening_range_and_room_for_two_offers() -> None:
    task = "recruitment.offer_sales_pair_range"
    job = JOBS["VT-0006"]
    assert (job.salary_min, job.salary_max, job.status) == (10000000, 15000000, "open"), task
    assert job.headcount >= 2, task
    filled = [
        c.id for c in REC.candidates if c.job_id == "VT-0006" and c.stage in ("offer", "hired")
    ]
    assert filled == [], f"{task}: room for both offers"
    assert not [o for o in REC.offers if o.job_id == "VT-0006"], task
    w = _task_world(task)
    asked = {
        e.candidate_id: e.comment
        for e in RecruitmentWorld.of(w).evaluations
        if e.evaluator_id == "NV-0016"
    }
    assert "13 triệu" in asked["UV-0090"] and "17 triệu" in asked["UV-0091"], task


def test_accounting_panel_votes() -> None:
    task = "recruitment.panel_votes_accounting"
    w = _task_world(task)
    interviewing = sorted(
        c.id
        for c in RecruitmentWorld.of(w).candidates
        if c.job_id == "VT-0003" and c.stage == "interview"
    )
    assert interviewing == ["UV-0013", "UV-0090", "UV-0091"], task
    votes = Counter((e.candidate_id, e.recommendation) for e in RecruitmentWorld.of(w).evaluations)
    assert (votes[("UV-0091", "hire")], votes[("UV-0090", "reject")]) == (2, 2), task
    assert [
        e.evaluator_id for e in RecruitmentWorld.of(w).evaluations if e.candidate_id == "UV-0013"
    ] == ["NV-0003"], f"{task}: Hiền lacks the recruiter's evaluation"
    assert BASE.record("hr.employees", "NV-0016").email == "toanbv@saoviet.vn", task
    early = sorted(c.id for c in REC.candidates if c.job_id == "VT-0003" and c.stage != "interview")
    assert early == ["UV-0003", "UV-0014"], f"{task}: early_applicants_untouched counts 2"


def test_sales_screening_batch() -> None:
    task = "recruitment.screen_sales_applicants"
    req = JOBS["VT-0006"].requirements
    for phrase in ("Tối thiểu 1 năm kinh doanh B2B", "ưu tiên phần mềm", "có xe máy"):
        assert phrase in req, f"{task}: requirement '{phrase}'"
    applied: dict[str, list[str]] = {c.job_id: [] for c in REC.candidates}
    for c in REC.candidates:
        if c.stage == "applied":
            applied[c.job_id].append(c.id)
    assert applied["VT-0006"] == ["UV-0008", "UV-0019"], task
    others = sorted(c for job, ids in applied.items() if job != "VT-0006" for c in ids)
    assert others == ["UV-0007", "UV-0012", "UV-0014"], f"{task}: other_openings_untouched"
    assert [i.id for i in REC.interviews if i.job_id == "VT-0006"] == ["PV-0018"], task
    assert CANDIDATES["UV-0020"].stage == "screening", task
    assert [e.id for e in HrWorld.of(BASE).employees if e.full_name.endswith(" Tuấn")] == [
        "NV-0007"
    ], task
    assert "chưa có kinh nghiệm kinh doanh" in CANDIDATES["UV-0019"].cv_text, task


def test_withdrawal_comes_from_the_tester() -> None:
    task = "recruitment.withdraw_huy_tester"
    w = _task_world(task)
    mail = w.record("mail.messages", "TH-0090")
    assert mail.sender == "quanghuy.qa95@gmail.com", task
    assert [c.id for c in RecruitmentWorld.of(w).candidates if c.email == mail.sender] == [
        "UV-0002"
    ], task
    assert _interviews(w, "UV-0002", "scheduled") == ["PV-0090"], task
    assert _interviews(w, "UV-0001", "scheduled") == ["PV-0091"], task


def test_tax_accountant_screening_batch() -> None:
    task = "recruitment.expert_tax_accountant_screening"
    w = _task_world(task)
    batch = [c for c in RecruitmentWorld.of(w).candidates if c.job_id == "VT-0007"]
    assert len(batch) == 22 and all(c.stage == "applied" for c in batch), task
    new = {c.id for c in batch}
    assert not new & set(CANDIDATES), f"{task}: the batch's ids are new to the base company"
    others = sorted(c.id for c in REC.candidates if c.stage == "applied")
    assert others == ["UV-0007", "UV-0008", "UV-0012", "UV-0014", "UV-0019"], (
        f"{task}: other_openings_untouched counts 5"
    )
    # The only duplicates (same mail or phone) are the two pairs the memory note resolves.
    by_mail = Counter(c.email for c in batch)
    by_phone = Counter(c.phone for c in batch)
    assert [m for m, n in by_mail.items() if n > 1] == ["ducminh.tran.kt@gmail.com"], task
    assert [p for p, n in by_phone.items() if n > 1] == ["0904 219 376"], task
    base_contacts = {c.email for c in REC.candidates} | {c.phone for c in REC.candidates}
    assert not base_contacts & ({c.email for c in batch} | {c.phone for c in batch}), task
    notes = [n for n in HelpdeskWorld.of(w).memory if n.owner_id == "NV-0016"]
    assert [n.id for n in notes] == ["GN-0007"], f"{task}: the recruiter's only memory note"
    group = w.record("mail.groups", "NHOM-05")
    assert group.address == "tuyendung@saoviet.vn" and "NV-0016" in group.member_ids, task
    withdrawals = [m for m in MailWorld.of(w).messages if "rút hồ sơ" in m.subject.casefold()]
    assert [m.id for m in withdrawals] == ["TH-0120"], task
    assert not [i for i in RecruitmentWorld.of(w).interviews if i.candidate_id in new], task


def test_implementation_offers_round() -> None:
    task = "recruitment.expert_implementation_offers"
    w = _task_world(task)
    job = w.record("recruitment.job_openings", "VT-0008")
    assert (job.headcount, job.salary_min, job.salary_max) == (3, 14000000, 22000000), task
    files = [c for c in RecruitmentWorld.of(w).candidates if c.job_id == "VT-0008"]
    assert sorted(c.stage for c in files) == ["hired"] + ["interview"] * 12, task
    assert not {c.id for c in files} & set(CANDIDATES), f"{task}: ids new to the base company"
    accepted = [o.id for o in RecruitmentWorld.of(w).offers if o.job_id == "VT-0008"]
    assert accepted == ["OF-0200"], f"{task}: one seat taken, two left"
    for c in files:
        if c.stage != "interview":
            continue
        votes = sorted(
            e.evaluator_id for e in RecruitmentWorld.of(w).evaluations if e.candidate_id == c.id
        )
        assert votes == ["NV-0015", "NV-0017"], f"{task}: {c.id} has both panel evaluations"
        done = [i for i in RecruitmentWorld.of(w).interviews if i.candidate_id == c.id]
        assert [(i.kind, i.status) for i in done] == [("panel", "done")], task
        assert "Mức lương mong muốn:" in c.cv_text, task
    thread = [m.id for m in MailWorld.of(w).messages if "Chốt kết quả phỏng vấn" in m.subject]
    assert thread == ["TH-0121", "TH-0122"], f"{task}: the manager's mail and its correction"
    assert w.record("recruitment.evaluations", "DG-0211").score == 4, f"{task}: the mistyped score"


def test_sales_panel_week_calendars() -> None:
    task = "recruitment.expert_sales_panel_week"
    w = _task_world(task)
    week = [f"2026-12-{d}" for d in range(14, 19)]
    six = sorted(r.id for r in CalendarWorld.of(w).rooms if r.seats == 6)
    assert six == ["PH-02", "PH-07"], f"{task}: the 6-seat rooms"
    assert min(r.seats for r in CalendarWorld.of(w).rooms if r.seats >= 6) == 6, task
    taken = sorted(
        (b.room_id, b.date, b.start, b.end)
        for b in CalendarWorld.of(w).bookings
        if b.status == "booked" and b.room_id in six and b.date in week
    )
    assert taken == [
        ("PH-02", "2026-12-14", "14:00", "15:00"),
        ("PH-02", "2026-12-15", "10:00", "11:00"),
        ("PH-02", "2026-12-17", "14:00", "16:00"),
        ("PH-07", "2026-12-14", "08:30", "10:00"),
    ], f"{task}: which 6-seat room is free in each slot"
    panel = {"NV-0007", "NV-0016"}
    events = sorted(
        (e.id, e.date, e.start, e.end)
        for e in CalendarWorld.of(w).events
        if e.status == "confirmed" and e.date in week and panel & {e.organizer_id, *e.attendee_ids}
    )
    assert events == [
        ("SK-0007", "2026-12-17", "08:30", "11:30"),
        ("SK-0160", "2026-12-15", "08:00", "17:30"),
        ("SK-0161", "2026-12-16", "13:30", "17:00"),
    ], f"{task}: the panel's week"
    leave = [
        (r.employee_id, r.start_date, r.end_date)
        for r in HrWorld.of(w).leave_requests
        if r.employee_id in panel
        and r.status in ("pending", "approved")
        and r.start_date <= week[-1]
        and r.end_date >= week[0]
    ]
    assert leave == [("NV-0007", "2026-12-18", "2026-12-18")], f"{task}: the manager's day off"
    busy = [
        i.id
        for i in RecruitmentWorld.of(w).interviews
        if i.date in week and i.status == "scheduled" and panel & set(i.panel_ids)
    ]
    assert busy == [], f"{task}: no other interview of the panel that week"
    job = w.record("recruitment.job_openings", "VT-0006")
    assert (job.hiring_manager_id, job.recruiter_id) == ("NV-0007", "NV-0016"), task


def test_invite_replies_week() -> None:
    task = "recruitment.expert_invite_replies"
    w = _task_world(task)
    nams = sorted(
        (c.id, c.email)
        for c in RecruitmentWorld.of(w).candidates
        if c.full_name == "Nguyễn Văn Nam"
    )
    assert nams == [
        ("UV-0081", "nam.nguyenvan.cskh@gmail.com"),
        ("UV-0082", "namnv.tester@gmail.com"),
    ], f"{task}: the two namesakes, told apart by address"
    base = {i.id: i for i in REC.interviews}
    assert (base["PV-0016"].date, base["PV-0016"].start, base["PV-0016"].room_id) == (
        "2026-12-14",
        "14:00",
        "PH-02",
    ), f"{task}: Linh's panel (she writes about Monday afternoon)"
    assert (base["PV-0006"].date, base["PV-0006"].start) == ("2026-12-15", "10:00"), task
    booked = {b.id: b for b in CalendarWorld.of(BASE).bookings}
    assert (booked["DP-0020"].date, booked["DP-0020"].start) == ("2026-12-14", "14:00"), task
    assert (booked["DP-0021"].date, booked["DP-0021"].start) == ("2026-12-15", "10:00"), task
    week = [f"2026-12-{d}" for d in range(14, 19)]
    panel = {"NV-0015", "NV-0017", "NV-0021", "NV-0025"}
    events = sorted(
        (e.id, e.date, e.start)
        for e in CalendarWorld.of(w).events
        if e.status == "confirmed"
        and e.date in week
        and {"NV-0015", "NV-0025"} & {e.organizer_id, *e.attendee_ids}
    )
    assert events == [("SK-0170", "2026-12-16", "13:30")], f"{task}: Tâm's training, Hà free"
    assert not [
        r.id
        for r in HrWorld.of(w).leave_requests
        if r.employee_id in panel
        and r.status in ("pending", "approved")
        and r.end_date >= week[0]
        and r.start_date <= week[-1]
    ], f"{task}: no panel member on leave that week"
    ph02 = sorted(
        (b.date, b.start, b.end)
        for b in CalendarWorld.of(w).bookings
        if b.room_id == "PH-02" and b.status == "booked" and b.date == "2026-12-17"
    )
    assert ph02 == [("2026-12-17", "14:00", "16:00")], f"{task}: Lệ's second choice needs PH-07"


def test_panel_scoresheets_notes_and_deadlines() -> None:
    from datetime import date

    task = "recruitment.expert_panel_scoresheets"
    w = _task_world(task)
    assert date(2026, 12, 4).weekday() == 4 and date(2026, 12, 7).weekday() == 0, task
    done = [
        i
        for i in RecruitmentWorld.of(w).interviews
        if "NV-0015" in i.panel_ids
        and i.kind == "panel"
        and i.status == "done"
        and i.date >= "2026-12-03"
    ]
    mine = {
        e.candidate_id for e in RecruitmentWorld.of(w).evaluations if e.evaluator_id == "NV-0015"
    }
    missing = sorted(i.candidate_id for i in done if i.candidate_id not in mine)
    assert missing == [f"UV-00{n}" for n in range(91, 99)], f"{task}: the eight to file"
    assert "UV-0015" in mine, f"{task}: the base panel of 03/12 is filed already"
    notes = [n.content for n in HelpdeskWorld.of(w).memory if n.owner_id == "NV-0015"]
    for cid in missing:
        assert sum(cid in n for n in notes) == (2 if cid == "UV-0095" else 1), (task, cid)
    others = {
        (i.candidate_id, e)
        for i in done
        for e in i.panel_ids
        if e != "NV-0015"
        and not any(
            v.candidate_id == i.candidate_id and v.evaluator_id == e
            for v in RecruitmentWorld.of(w).evaluations
        )
    }
    assert others == {
        ("UV-0092", "NV-0025"),
        ("UV-0094", "NV-0021"),
        ("UV-0096", "NV-0017"),
        ("UV-0098", "NV-0025"),
    }, f"{task}: the managers' missing evaluations"
