"""AMIS recruitment: openings, candidates, CV summaries, stages and interviews."""

from __future__ import annotations

from typing import Any, Literal

from ..world.recruitment import Interview
from .common import employee_name, find, page, parse_slot, search_text_matches, view
from .runtime import Session, ava_tool, require

STAGES = ("applied", "screening", "interview", "offer", "hired", "rejected")


def _job_view(s: Session, job: Any) -> dict[str, Any]:
    return {
        **view(job),
        "hiring_manager_name": employee_name(s, job.hiring_manager_id),
        "recruiter_name": employee_name(s, job.recruiter_id),
    }


def _candidate_view(s: Session, c: Any) -> dict[str, Any]:
    job = s.world.get("recruitment.job_openings", c.job_id)
    return {**view(c, "cv_text"), "job_title": job.title if job else None}


@ava_tool("recruitment", writes=False)
def recruitment_search_job(
    s: Session, query: str = "", status: str = "open"
) -> list[dict[str, Any]]:
    """Tìm vị trí tuyển dụng theo tên vị trí hoặc yêu cầu.

    Args:
        query: Từ khóa, ví dụ "backend"; để trống để liệt kê.
        status: "open" (đang tuyển), "closed", hoặc "all".
    """
    return [
        _job_view(s, j)
        for j in s.world.recruitment.job_openings
        if (status == "all" or j.status == status)
        and search_text_matches(query, j.title, j.requirements)
    ]


@ava_tool("recruitment", writes=False)
def recruitment_get_job(s: Session, job_id: str) -> dict[str, Any]:
    """Xem chi tiết vị trí: yêu cầu, khung lương đã duyệt, quản lý tuyển dụng, chuyên viên phụ trách.

    Args:
        job_id: Mã vị trí, ví dụ "VT-0001".
    """
    return _job_view(s, find(s.world.recruitment.job_openings, job_id, "vị trí tuyển dụng"))


@ava_tool("recruitment", writes=False)
def recruitment_search_candidate(
    s: Session, query: str = "", job_id: str = "", stage: str = "", limit: int = 10, offset: int = 0
) -> dict[str, Any]:
    """Tìm ứng viên theo tên, email, số điện thoại; lọc theo vị trí và vòng tuyển dụng.
    Có thể có nhiều ứng viên trùng tên: đối chiếu vị trí ứng tuyển và email.

    Args:
        query: Từ khóa, ví dụ "Phạm Quang Huy"; để trống để liệt kê.
        job_id: Mã vị trí; để trống: mọi vị trí.
        stage: "applied", "screening", "interview", "offer", "hired", "rejected"; để trống: mọi vòng.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    hits = [
        _candidate_view(s, c)
        for c in s.world.recruitment.candidates
        if (not job_id or c.job_id == job_id)
        and (not stage or c.stage == stage)
        and search_text_matches(query, c.full_name, c.email, c.phone)
    ]
    return page(hits, limit, offset)


@ava_tool("recruitment", writes=False)
def recruitment_get_candidate(s: Session, candidate_id: str) -> dict[str, Any]:
    """Xem hồ sơ ứng viên, gồm toàn văn CV, các buổi phỏng vấn và đánh giá.

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-0001".
    """
    c = find(s.world.recruitment.candidates, candidate_id, "ứng viên")
    return {
        **_candidate_view(s, c),
        "cv_text": c.cv_text,
        "interviews": [view(i) for i in s.world.recruitment.interviews if i.candidate_id == c.id],
        "evaluations": [view(e) for e in s.world.recruitment.evaluations if e.candidate_id == c.id],
    }


@ava_tool("recruitment", writes=False)
def recruitment_skill_sumarize_cv(s: Session, candidate_id: str) -> dict[str, Any]:
    """Tóm tắt CV của ứng viên theo từng mục (kinh nghiệm, học vấn, kỹ năng) và đặt cạnh yêu cầu
    của vị trí ứng tuyển để đối chiếu.

    Args:
        candidate_id: Mã ứng viên.
    """
    c = find(s.world.recruitment.candidates, candidate_id, "ứng viên")
    job = find(s.world.recruitment.job_openings, c.job_id, "vị trí tuyển dụng")
    sections: dict[str, str] = {}
    for line in c.cv_text.splitlines()[1:]:
        head, _, rest = line.partition(":")
        if rest:
            sections[head.strip()] = rest.strip()
    return {
        "candidate_id": c.id,
        "full_name": c.full_name,
        "headline": c.cv_text.splitlines()[0] if c.cv_text else "",
        "sections": sections,
        "job_id": job.id,
        "job_title": job.title,
        "job_requirements": job.requirements,
    }


@ava_tool("recruitment", writes=True)
def recruitment_update_candidate_stage(
    s: Session,
    candidate_id: str,
    stage: Literal["applied", "screening", "interview", "offer", "hired", "rejected"],
) -> dict[str, Any]:
    """Chuyển ứng viên sang vòng tuyển dụng khác.

    Args:
        candidate_id: Mã ứng viên.
        stage: Vòng mới: "applied", "screening", "interview", "offer", "hired" hoặc "rejected".
    """
    c = find(s.world.recruitment.candidates, candidate_id, "ứng viên")
    require(stage in STAGES, f"stage phải là một trong {', '.join(STAGES)}.")
    require(c.stage != stage, f"Ứng viên đã ở vòng {stage}.")
    require(c.stage not in ("hired", "rejected"), f"Hồ sơ đã đóng ({c.stage}).")
    c.stage = stage
    return _candidate_view(s, c)


@ava_tool("recruitment", writes=False)
def recruitment_list_interviews(
    s: Session, date: str = "", candidate_id: str = ""
) -> list[dict[str, Any]]:
    """Liệt kê các buổi phỏng vấn theo ngày hoặc theo ứng viên.

    Args:
        date: Ngày (YYYY-MM-DD); để trống: mọi ngày.
        candidate_id: Mã ứng viên; để trống: mọi ứng viên.
    """
    return [
        view(i)
        for i in s.world.recruitment.interviews
        if (not date or i.date == date) and (not candidate_id or i.candidate_id == candidate_id)
    ]


@ava_tool("recruitment", writes=True)
def recruitment_schedule_interview(
    s: Session,
    candidate_id: str,
    date: str,
    start: str,
    end: str,
    panel_ids: list[str],
    kind: Literal["phone", "panel", "technical", "final"] = "panel",
    room_id: str = "",
) -> dict[str, Any]:
    """Lên lịch phỏng vấn cho ứng viên. Việc đặt phòng họp là thao tác riêng (meeting_room_book).

    Args:
        candidate_id: Mã ứng viên.
        date: Ngày phỏng vấn (YYYY-MM-DD).
        start: Giờ bắt đầu (HH:MM).
        end: Giờ kết thúc (HH:MM).
        panel_ids: Mã nhân viên của các thành viên hội đồng phỏng vấn.
        kind: "phone", "panel" (hội đồng), "technical" hoặc "final".
        room_id: Mã phòng họp đã đặt cho buổi phỏng vấn; để trống nếu phỏng vấn qua điện thoại.
    """
    c = find(s.world.recruitment.candidates, candidate_id, "ứng viên")
    require(c.stage not in ("hired", "rejected"), f"Hồ sơ ứng viên đã đóng ({c.stage}).")
    day, start, end = parse_slot(date, start, end)
    require(panel_ids, "panel_ids cần ít nhất một người phỏng vấn.")
    require(len(set(panel_ids)) == len(panel_ids), "panel_ids có người bị lặp.")
    for pid in panel_ids:
        find(s.world.hr.employees, pid, "nhân viên")
    if room_id:
        find(s.world.calendar.rooms, room_id, "phòng họp")
    for other in s.world.recruitment.interviews:
        require(
            not (
                other.candidate_id == c.id
                and other.status == "scheduled"
                and other.date == day
                and other.start < end
                and start < other.end
            ),
            f"Ứng viên đã có buổi phỏng vấn {other.id} trùng giờ.",
        )
    interview = Interview(
        id=s.world.next_id("recruitment.interviews"),
        candidate_id=c.id,
        job_id=c.job_id,
        date=day,
        start=start,
        end=end,
        room_id=room_id or None,
        panel_ids=panel_ids,
        kind=kind,
    )
    s.world.recruitment.interviews.append(interview)
    return view(interview)
