"""AMIS recruitment: openings, candidates, CV summaries, stages, interviews, evaluations, offers."""

from __future__ import annotations

from typing import Any, Literal

from ava_inspect.core.tools.arguments import Day
from ava_inspect.core.tools.common import (
    current_employee_id,
    employee_name,
    find,
    page,
    parse_day,
    parse_slot,
    search_text_matches,
    view,
)
from ava_inspect.core.tools.runtime import Session, ava_tool, require
from ava_inspect.subsystems.calendar.records import CalendarWorld
from ava_inspect.subsystems.calendar.tools import busy_people
from ava_inspect.subsystems.hr.records import HrWorld
from ava_inspect.subsystems.recruitment.records import (
    Evaluation,
    Interview,
    Offer,
    RecruitmentWorld,
)

STAGES = ("applied", "screening", "interview", "offer", "hired", "rejected", "withdrawn")
CLOSED_STAGES = ("hired", "rejected", "withdrawn")
"""A file in these stages is closed: no more rounds, interviews or offers."""
RECOMMENDATIONS = ("hire", "consider", "reject")
ACTIVE_OFFER = ("sent", "accepted")
"""An offer in these states still binds: a candidate may hold only one."""


def _job_view(s: Session, job: Any) -> dict[str, Any]:
    return {
        **view(job),
        "hiring_manager_name": employee_name(s, job.hiring_manager_id),
        "recruiter_name": employee_name(s, job.recruiter_id),
    }


def _candidate_view(s: Session, c: Any) -> dict[str, Any]:
    job = s.world.get("recruitment.job_openings", c.job_id)
    return {**view(c, "cv_text"), "job_title": job.title if job else None}


def _vnd(amount: int) -> str:
    """`18000000` -> `18.000.000 đồng`."""
    return f"{amount:,} đồng".replace(",", ".")


def _evaluation_view(s: Session, e: Any) -> dict[str, Any]:
    return {**view(e), "evaluator_name": employee_name(s, e.evaluator_id)}


def _overlaps(other: Interview, day: str, start: str, end: str) -> bool:
    return (
        other.status == "scheduled"
        and other.date == day
        and other.start < end
        and start < other.end
    )


def _check_slot(
    s: Session,
    candidate_id: str,
    day: str,
    start: str,
    end: str,
    panel_ids: list[str],
    room_id: str | None,
    moving: str | None = None,
) -> None:
    """The checks a new or moved interview passes: not in the past, and no scheduled interview
    (other than the one being moved) at an overlapping time for the same candidate, a panel member
    or the room."""
    require(
        day >= s.today,
        f"Ngày {day} đã qua (hôm nay là {s.today}); hãy chọn ngày từ hôm nay trở đi.",
    )
    for other in RecruitmentWorld.of(s.world).interviews:
        if other.id == moving or not _overlaps(other, day, start, end):
            continue
        require(
            other.candidate_id != candidate_id,
            f"Ứng viên đã có buổi phỏng vấn {other.id} trùng giờ ({other.start}-{other.end}).",
        )
        busy = [pid for pid in panel_ids if pid in other.panel_ids]
        require(
            not busy,
            f"{employee_name(s, busy[0]) if busy else ''} đã ở hội đồng buổi phỏng vấn {other.id} "
            f"({other.start}-{other.end}) trùng giờ; hãy chọn giờ khác.",
        )
        require(
            room_id is None or other.room_id != room_id,
            f"Phòng {room_id} đã dùng cho buổi phỏng vấn {other.id} ({other.start}-{other.end}) "
            "trùng giờ; hãy chọn phòng hoặc giờ khác.",
        )


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
        for j in RecruitmentWorld.of(s.world).job_openings
        if (status == "all" or j.status == status)
        and search_text_matches(query, j.title, j.requirements)
    ]


@ava_tool("recruitment", writes=False)
def recruitment_get_job(s: Session, job_id: str) -> dict[str, Any]:
    """Xem chi tiết vị trí: yêu cầu, khung lương đã duyệt, quản lý tuyển dụng, chuyên viên phụ trách.

    Args:
        job_id: Mã vị trí, ví dụ "VT-0001".
    """
    return _job_view(
        s, find(RecruitmentWorld.of(s.world).job_openings, job_id, "vị trí tuyển dụng")
    )


@ava_tool("recruitment", writes=False)
def recruitment_search_candidate(
    s: Session, query: str = "", job_id: str = "", stage: str = "", limit: int = 10, offset: int = 0
) -> dict[str, Any]:
    """Tìm ứng viên theo tên, email, số điện thoại; lọc theo vị trí và vòng tuyển dụng.
    Có thể có nhiều ứng viên trùng tên: đối chiếu vị trí ứng tuyển và email.

    Args:
        query: Từ khóa, ví dụ "Phạm Quang Huy"; để trống để liệt kê.
        job_id: Mã vị trí; để trống: mọi vị trí.
        stage: "applied", "screening", "interview", "offer", "hired", "rejected" (bị loại),
            "withdrawn" (ứng viên tự rút hồ sơ); để trống: mọi vòng.
        limit: Số kết quả tối đa mỗi trang (1-50).
        offset: Bỏ qua bao nhiêu kết quả đầu (phân trang).
    """
    hits = [
        _candidate_view(s, c)
        for c in RecruitmentWorld.of(s.world).candidates
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
    c = find(RecruitmentWorld.of(s.world).candidates, candidate_id, "ứng viên")
    return {
        **_candidate_view(s, c),
        "cv_text": c.cv_text,
        "interviews": [
            view(i) for i in RecruitmentWorld.of(s.world).interviews if i.candidate_id == c.id
        ],
        "evaluations": [
            _evaluation_view(s, e)
            for e in RecruitmentWorld.of(s.world).evaluations
            if e.candidate_id == c.id
        ],
        "offers": [view(o) for o in RecruitmentWorld.of(s.world).offers if o.candidate_id == c.id],
    }


@ava_tool("recruitment", writes=False)
def recruitment_skill_sumarize_cv(s: Session, candidate_id: str) -> dict[str, Any]:
    """Tóm tắt CV của ứng viên theo từng mục (kinh nghiệm, học vấn, kỹ năng) và đặt cạnh yêu cầu
    của vị trí ứng tuyển để đối chiếu.

    Args:
        candidate_id: Mã ứng viên.
    """
    c = find(RecruitmentWorld.of(s.world).candidates, candidate_id, "ứng viên")
    job = find(RecruitmentWorld.of(s.world).job_openings, c.job_id, "vị trí tuyển dụng")
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
    stage: Literal["applied", "screening", "interview", "offer", "hired", "rejected", "withdrawn"],
) -> dict[str, Any]:
    """Chuyển ứng viên sang vòng tuyển dụng khác, hoặc đóng hồ sơ: "hired" (đã tuyển),
    "rejected" (công ty loại ứng viên) hoặc "withdrawn" (ứng viên tự rút hồ sơ, từ chối tiếp tục).
    Hồ sơ đã đóng thì không chuyển vòng được nữa. Đóng hồ sơ không tự hủy các buổi phỏng vấn đang
    lên lịch: kết quả liệt kê chúng (`scheduled_interviews`) để hủy riêng nếu cần.

    Args:
        candidate_id: Mã ứng viên.
        stage: Vòng mới: "applied", "screening", "interview", "offer", "hired", "rejected" hoặc
            "withdrawn".
    """
    c = find(RecruitmentWorld.of(s.world).candidates, candidate_id, "ứng viên")
    require(stage in STAGES, f"stage phải là một trong {', '.join(STAGES)}.")
    require(c.stage != stage, f"Ứng viên đã ở vòng {stage}.")
    require(c.stage not in CLOSED_STAGES, f"Hồ sơ đã đóng ({c.stage}).")
    c.stage = stage
    scheduled = [
        view(i)
        for i in RecruitmentWorld.of(s.world).interviews
        if i.candidate_id == c.id and i.status == "scheduled"
    ]
    return {**_candidate_view(s, c), "scheduled_interviews": scheduled}


@ava_tool("recruitment", writes=False)
def recruitment_list_interviews(
    s: Session, date: Day = "", candidate_id: str = "", job_id: str = ""
) -> list[dict[str, Any]]:
    """Liệt kê các buổi phỏng vấn theo ngày, theo ứng viên hoặc theo vị trí tuyển dụng.

    Args:
        date: Ngày (YYYY-MM-DD); để trống: mọi ngày.
        candidate_id: Mã ứng viên; để trống: mọi ứng viên.
        job_id: Mã vị trí tuyển dụng (VT-...) mà ứng viên ứng tuyển; để trống: mọi vị trí.
    """
    job = job_id.strip()
    if job:
        find(RecruitmentWorld.of(s.world).job_openings, job, "vị trí tuyển dụng")
    applied = {c.id: c.job_id for c in RecruitmentWorld.of(s.world).candidates}
    return [
        view(i)
        for i in RecruitmentWorld.of(s.world).interviews
        if (not date or i.date == date)
        and (not candidate_id or i.candidate_id == candidate_id)
        and (not job or applied.get(i.candidate_id) == job)
    ]


@ava_tool("recruitment", writes=True)
def recruitment_schedule_interview(
    s: Session,
    candidate_id: str,
    date: Day,
    start: str,
    end: str,
    panel_ids: list[str],
    kind: Literal["phone", "panel", "technical", "final"] = "panel",
    room_id: str = "",
) -> dict[str, Any]:
    """Lên lịch phỏng vấn cho ứng viên. Việc đặt phòng họp là thao tác riêng (meeting_room_book).
    Không lên lịch được vào ngày đã qua, hoặc khi ứng viên, một thành viên hội đồng hay phòng đã có
    buổi phỏng vấn khác trùng giờ. Kết quả có `busy` như calendar_create_event: những thành viên
    hội đồng đã có sự kiện khác trùng giờ trên lịch hoặc có đơn nghỉ ngày đó (buổi phỏng vấn vẫn
    được lưu; cân nhắc dời lịch hoặc đổi người).

    Args:
        candidate_id: Mã ứng viên.
        date: Ngày phỏng vấn (YYYY-MM-DD).
        start: Giờ bắt đầu (HH:MM).
        end: Giờ kết thúc (HH:MM).
        panel_ids: Mã nhân viên của các thành viên hội đồng phỏng vấn.
        kind: "phone", "panel" (hội đồng), "technical" hoặc "final".
        room_id: Mã phòng họp đã đặt cho buổi phỏng vấn; để trống nếu phỏng vấn qua điện thoại.
    """
    c = find(RecruitmentWorld.of(s.world).candidates, candidate_id, "ứng viên")
    require(c.stage not in CLOSED_STAGES, f"Hồ sơ ứng viên đã đóng ({c.stage}).")
    day, start, end = parse_slot(date, start, end)
    require(panel_ids, "panel_ids cần ít nhất một người phỏng vấn.")
    require(len(set(panel_ids)) == len(panel_ids), "panel_ids có người bị lặp.")
    for pid in panel_ids:
        find(HrWorld.of(s.world).employees, pid, "nhân viên")
    if room_id:
        find(CalendarWorld.of(s.world).rooms, room_id, "phòng họp")
    _check_slot(s, c.id, day, start, end, panel_ids, room_id or None)
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
    busy = busy_people(s, panel_ids, day, start, end)
    RecruitmentWorld.of(s.world).interviews.append(interview)
    return {**view(interview), "busy": busy}


@ava_tool("recruitment", writes=True)
def recruitment_reschedule_interview(
    s: Session, interview_id: str, date: Day, start: str, end: str, room_id: str = ""
) -> dict[str, Any]:
    """Dời một buổi phỏng vấn đang lên lịch sang ngày, giờ (và phòng) mới; hội đồng giữ nguyên.
    Kiểm tra trùng lịch và báo `busy` (sự kiện trên lịch, đơn nghỉ của hội đồng) như khi lên lịch.
    Việc đặt phòng mới và hủy lịch phòng cũ là thao tác riêng (meeting_room_book,
    meeting_room_cancel_booking); nhớ báo lại cho ứng viên và hội đồng.

    Args:
        interview_id: Mã buổi phỏng vấn, ví dụ "PV-0006" (lấy từ recruitment_list_interviews).
        date: Ngày mới (YYYY-MM-DD).
        start: Giờ bắt đầu mới (HH:MM).
        end: Giờ kết thúc mới (HH:MM).
        room_id: Mã phòng họp mới đã đặt; để trống để giữ phòng hiện tại.
    """
    interview = find(RecruitmentWorld.of(s.world).interviews, interview_id, "buổi phỏng vấn")
    require(
        interview.status == "scheduled",
        f"Buổi phỏng vấn {interview.id} đã {'diễn ra' if interview.status == 'done' else 'bị hủy'}"
        "; không dời lịch được. Hãy lên lịch buổi mới nếu cần.",
    )
    c = find(RecruitmentWorld.of(s.world).candidates, interview.candidate_id, "ứng viên")
    require(
        c.stage not in CLOSED_STAGES,
        f"Hồ sơ ứng viên đã đóng ({c.stage}); hãy hủy buổi phỏng vấn thay vì dời lịch.",
    )
    day, start, end = parse_slot(date, start, end)
    if room_id:
        find(CalendarWorld.of(s.world).rooms, room_id, "phòng họp")
    room = room_id or interview.room_id
    require(
        (day, start, end, room)
        != (interview.date, interview.start, interview.end, interview.room_id),
        "Thời gian và phòng mới trùng với lịch hiện tại; không có gì để thay đổi.",
    )
    _check_slot(s, c.id, day, start, end, interview.panel_ids, room, moving=interview.id)
    busy = busy_people(s, interview.panel_ids, day, start, end)
    interview.date, interview.start, interview.end, interview.room_id = day, start, end, room
    return {**view(interview), "busy": busy}


@ava_tool("recruitment", writes=True)
def recruitment_cancel_interview(s: Session, interview_id: str) -> dict[str, Any]:
    """Hủy một buổi phỏng vấn đang lên lịch.
    Lịch đặt phòng (nếu có) hủy riêng bằng meeting_room_cancel_booking; nhớ báo cho ứng viên và
    hội đồng.

    Args:
        interview_id: Mã buổi phỏng vấn, ví dụ "PV-0017" (lấy từ recruitment_list_interviews).
    """
    interview = find(RecruitmentWorld.of(s.world).interviews, interview_id, "buổi phỏng vấn")
    require(
        interview.status == "scheduled",
        f"Buổi phỏng vấn {interview.id} đã "
        f"{'diễn ra' if interview.status == 'done' else 'bị hủy từ trước'}; không hủy được.",
    )
    interview.status = "cancelled"
    return view(interview)


@ava_tool("recruitment", writes=False)
def recruitment_list_evaluations(s: Session, candidate_id: str) -> list[dict[str, Any]]:
    """Liệt kê các phiếu đánh giá của hội đồng phỏng vấn cho một ứng viên.
    Mỗi phiếu gồm người đánh giá, điểm (1-5), đề xuất (hire: tuyển, consider: cân nhắc, reject:
    loại) và nhận xét.

    Args:
        candidate_id: Mã ứng viên, ví dụ "UV-0013".
    """
    c = find(RecruitmentWorld.of(s.world).candidates, candidate_id, "ứng viên")
    return [
        _evaluation_view(s, e)
        for e in RecruitmentWorld.of(s.world).evaluations
        if e.candidate_id == c.id
    ]


@ava_tool("recruitment", writes=True)
def recruitment_add_evaluation(
    s: Session,
    candidate_id: str,
    score: int,
    recommendation: Literal["hire", "consider", "reject"],
    comment: str,
) -> dict[str, Any]:
    """Nhập phiếu đánh giá ứng viên của người dùng hiện tại (thành viên hội đồng phỏng vấn).
    Mỗi người chỉ nhập một phiếu cho mỗi ứng viên.

    Args:
        candidate_id: Mã ứng viên.
        score: Điểm đánh giá, số nguyên từ 1 (rất kém) đến 5 (rất tốt).
        recommendation: "hire" (đề xuất tuyển), "consider" (cân nhắc) hoặc "reject" (loại).
        comment: Nhận xét cụ thể về ứng viên (chuyên môn, thái độ, mức độ phù hợp).
    """
    evaluator = find(HrWorld.of(s.world).employees, current_employee_id(s), "nhân viên").id
    c = find(RecruitmentWorld.of(s.world).candidates, candidate_id, "ứng viên")
    require(
        isinstance(score, int) and not isinstance(score, bool) and 1 <= score <= 5,
        f"score phải là số nguyên từ 1 đến 5, nhận {score!r}.",
    )
    require(
        recommendation in RECOMMENDATIONS,
        f"recommendation phải là một trong {', '.join(RECOMMENDATIONS)}.",
    )
    require(comment.strip(), "comment không được để trống: hãy ghi nhận xét về ứng viên.")
    previous = next(
        (
            e
            for e in RecruitmentWorld.of(s.world).evaluations
            if e.candidate_id == c.id and e.evaluator_id == evaluator
        ),
        None,
    )
    require(
        previous is None,
        f"Bạn đã có phiếu đánh giá {previous.id if previous else ''} cho ứng viên này; mỗi người "
        "chỉ nhập một phiếu cho mỗi ứng viên.",
    )
    evaluation = Evaluation(
        id=s.world.next_id("recruitment.evaluations"),
        candidate_id=c.id,
        evaluator_id=evaluator,
        score=score,
        recommendation=recommendation,
        comment=comment.strip(),
    )
    RecruitmentWorld.of(s.world).evaluations.append(evaluation)
    return _evaluation_view(s, evaluation)


@ava_tool("recruitment", writes=True)
def recruitment_send_offer(
    s: Session, candidate_id: str, salary: int, start_date: Day, body: str
) -> dict[str, Any]:
    """Gửi đề nghị tuyển dụng (offer) cho ứng viên trên AMIS và chuyển ứng viên sang vòng "offer".
    Chỉ áp dụng cho ứng viên ở vòng "interview" hoặc "offer" chưa có offer nào còn hiệu lực; mức
    lương phải nằm trong khung lương đã duyệt của vị trí. Thư mời nhận việc gửi tới ứng viên là
    thao tác riêng (amismail_write_mail, mẫu "Thư mời nhận việc").

    Args:
        candidate_id: Mã ứng viên.
        salary: Mức lương gross mỗi tháng, số nguyên đồng, ví dụ 18000000.
        start_date: Ngày bắt đầu làm việc (YYYY-MM-DD), không trước hôm nay.
        body: Nội dung thư mời nhận việc (đã điền đủ thông tin, không còn chỗ {trong_ngoac}).
    """
    c = find(RecruitmentWorld.of(s.world).candidates, candidate_id, "ứng viên")
    job = find(RecruitmentWorld.of(s.world).job_openings, c.job_id, "vị trí tuyển dụng")
    require(
        c.stage in ("interview", "offer"),
        f"Ứng viên đang ở vòng {c.stage}; chỉ gửi offer cho ứng viên ở vòng interview hoặc offer.",
    )
    require(job.status == "open", f"Vị trí {job.id} đã đóng tuyển; không gửi offer được.")
    active = next(
        (
            o
            for o in RecruitmentWorld.of(s.world).offers
            if o.candidate_id == c.id and o.status in ACTIVE_OFFER
        ),
        None,
    )
    require(
        active is None,
        f"Ứng viên đã có offer {active.id if active else ''} ({active.status if active else ''}) "
        "còn hiệu lực; không gửi offer thứ hai.",
    )
    require(
        isinstance(salary, int)
        and not isinstance(salary, bool)
        and job.salary_min <= salary <= job.salary_max,
        f"Mức lương {_vnd(salary)} nằm ngoài khung lương đã duyệt của vị trí {job.title} "
        f"({_vnd(job.salary_min)} - {_vnd(job.salary_max)}).",
    )
    start = parse_day(start_date, "start_date").isoformat()
    require(
        start >= s.today,
        f"Ngày bắt đầu {start} đã qua (hôm nay là {s.today}); hãy chọn ngày từ hôm nay trở đi.",
    )
    filled = sum(
        1
        for x in RecruitmentWorld.of(s.world).candidates
        if x.job_id == job.id and x.stage == "hired"
    ) + sum(
        1
        for o in RecruitmentWorld.of(s.world).offers
        if o.job_id == job.id
        and o.status == "accepted"
        and (x := s.world.get("recruitment.candidates", o.candidate_id)) is not None
        and x.stage != "hired"
    )
    require(
        filled < job.headcount,
        f"Vị trí {job.title} đã tuyển đủ {job.headcount} người; không gửi thêm offer.",
    )
    require(body.strip(), "body không được để trống: hãy soạn nội dung thư mời nhận việc.")
    require("{" not in body, "Thư còn chỗ {trong_ngoac} chưa điền.")
    offer = Offer(
        id=s.world.next_id("recruitment.offers"),
        candidate_id=c.id,
        job_id=job.id,
        salary=salary,
        start_date=start,
        body=body.strip(),
    )
    RecruitmentWorld.of(s.world).offers.append(offer)
    c.stage = "offer"
    return {**view(offer), "candidate_stage": c.stage}
