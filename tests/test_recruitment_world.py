"""The recruitment world: the base data is consistent with the recruitment process (QD-004) and
with the invariants the recruitment tasks rely on; the recruitment tools enforce their rules."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest
from inspect_ai.tool import ToolError

from ava_inspect.tools import CATALOGUE
from ava_inspect.tools.common import fold
from ava_inspect.tools.runtime import Session, call_op
from ava_inspect.world.clock import TODAY
from ava_inspect.world.company import base_company
from ava_inspect.world.state import WorldState, check_references, merge

BASE = base_company()
REC = BASE.recruitment
JOBS = {j.id: j for j in REC.job_openings}
CANDIDATES = {c.id: c for c in REC.candidates}
ROOMS = {r.id: r for r in BASE.calendar.rooms}
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
    return a.date == b.date and a.start < b.end and b.start < a.end


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
        manager = BASE.get("hr.departments", dept).manager_id
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
    pv1 = BASE.get("recruitment.interviews", "PV-0001")
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
        for b in BASE.calendar.bookings:
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
    assert s.world.get("recruitment.candidates", "UV-0013").stage == "offer"
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
    snapshot: WorldState = merge(s.world, {})
    with pytest.raises(ToolError):
        call(s, "recruitment_send_offer", **{**OFFER, "salary": 1})
    assert s.world.model_dump() == snapshot.model_dump()
