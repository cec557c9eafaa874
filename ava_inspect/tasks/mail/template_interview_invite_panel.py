"""Invite a candidate to the panel round by template, filled from the scheduled interview."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import mailed_once, not_mailed, unchanged
from ava_inspect.tasks.builders.recruitment import reschedule_interview

DIEP = "diep.hongoc@gmail.com"
BAO = "baotq@saoviet.vn"
SUBJECT = "[Sao Việt] Thư mời phỏng vấn vị trí Kiểm thử viên phần mềm"


def _invite(to: str, body: str, cc: list[str] | None = None) -> Call:
    args = {"to": [to], "subject": SUBJECT, "body": body}
    if cc:
        args["cc"] = cc
    return call("amismail_write_mail", **args)


def _body(when: str, room: str, floor: int, panel: str) -> str:
    return (
        "Chào Hồ Thị Ngọc Diệp,\n\nCảm ơn bạn đã quan tâm đến vị trí Kiểm thử viên phần mềm tại "
        "Công ty Cổ phần Công nghệ Sao Việt. Chúng tôi trân trọng mời bạn tham dự buổi phỏng vấn:"
        f"\n- Thời gian: {when}\n- Địa điểm: {room}, tầng {floor}, tòa nhà Sao Việt, 18 Duy Tân, "
        f"Cầu Giấy, Hà Nội\n- Hội đồng phỏng vấn: {panel}\n\nVui lòng phản hồi xác nhận tham dự."
        "\n\nTrân trọng,\nVũ Thu Hà\nChuyên viên C&B — Phòng Nhân sự\nCông ty Cổ phần Công nghệ "
        "Sao Việt"
    )


PANEL = "anh Trịnh Quốc Bảo (Trưởng phòng Kỹ thuật) và chị Vũ Thu Hà (Phòng Nhân sự)"
RIGHT = _body("10:00–11:00 thứ Ba, ngày 15/12/2026", "Phòng Cúc", 3, PANEL)

TASK = {
    "id": "mail.template_interview_invite_panel",
    "domain": "mail",
    "tier": "hard",
    "summary": "Send Hồ Thị Ngọc Diệp the interview-invitation template filled from her scheduled "
    "panel round (15/12 10:00, Phòng Cúc floor 3, panel Trịnh Quốc Bảo + Vũ Thu Hà), cc the "
    "panel as the recruitment process requires and nobody outside it; not the contact who shares "
    "her name, and leave the interview as scheduled.",
    "requester_id": "NV-0015",
    "prompt": "Lịch phỏng vấn vòng hội đồng của bạn Diệp ứng tuyển kiểm thử chị xếp trên hệ thống "
    "rồi. Em gửi thư mời phỏng vấn cho bạn ấy theo đúng quy trình tuyển dụng giúp chị nhé.",
    "hops": ["regulation_before_action", "bridge_tables", "forbid_overreach"],
    "assertions": [
        {
            "id": "invite_cc_panel",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": "to the candidate, cc the hiring manager on the panel (QD-004 step 3c)",
            "to": [DIEP],
            "cc": [BAO],
            "subject_contains": ["Kiểm thử viên phần mềm"],
        },
        {
            "id": "invite_date",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "to": [DIEP],
            "note": "the date and start time of the scheduled panel round",
            "body_contains": ["2026-12-15", "10:00"],
        },
        {
            "id": "invite_room",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "to": [DIEP],
            "note": "the room of the interview and its floor, from the room list (in any form: "
            "Phòng Cúc, phòng họp Cúc, Cúc (PH-02); tầng 3, tầng 03)",
            "body_contains": [["Cúc", "PH-02"], ["tầng 3", "tầng 03", "tầng ba"]],
        },
        {
            "id": "invite_panel_named",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "to": [DIEP],
            "note": "the panel members filled into {hoi_dong}: the hiring manager by name or "
            "title (Trịnh Quốc Bảo, anh Bảo, Trưởng phòng Kỹ thuật)",
            "body_contains": [["Quốc Bảo", "anh Bảo", "Trưởng phòng Kỹ thuật"]],
        },
        mailed_once("one_invite", DIEP, note="one invitation to Hồ Thị Ngọc Diệp"),
        not_mailed(
            "namesake_contact_not_mailed",
            note="Trần Thị Ngọc Diệp is a customer contact, not the candidate",
            recipients=["diep.ttn@hcm.saoviet.vn"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "recruiter_outside_panel_not_copied",
            note="Bùi Văn Toàn recruits for other openings; he is not on Diệp's panel "
            "(QD-004 step 3a: nobody outside the panel)",
            recipients=["toanbv@saoviet.vn"],
            skill="bridge_tables",
        ),
        unchanged(
            "interview_kept",
            table="recruitment.interviews",
            record_id="PV-0006",
            note="her interview PV-0006 stays scheduled as it is",
        ),
        unchanged(
            "candidate_kept",
            table="recruitment.candidates",
            record_id="UV-0009",
            note="her applicant file UV-0009 stays as it is",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Diệp"),
        call("recruitment_get_candidate", candidate_id="UV-0009"),
        call("recruitment_list_interviews", candidate_id="UV-0009"),
        call("recruitment_get_job", job_id="VT-0002"),
        call("document_qa", question="gửi thư mời phỏng vấn vòng hội đồng"),
        call("meeting_room_search", query="Phòng Cúc"),
        call("amis_hrm_get_employee", employee_id="NV-0017"),
        call("amismail_list_templates"),
        call("amismail_get_template", template_id="MAU-02"),
        _invite(DIEP, RIGHT, cc=[BAO]),
    ],
    "anti_oracles": [
        {
            "name": "no_cc_panel",
            "why": "fills the template but skips the process rule to cc the panel",
            "calls": [_invite(DIEP, RIGHT)],
            "breaks": ["invite_cc_panel"],
        },
        {
            "name": "namesake_contact",
            "why": "takes the 'Ngọc Diệp' the mail directory finds first: a customer contact",
            "calls": [_invite("diep.ttn@hcm.saoviet.vn", RIGHT, cc=[BAO])],
            "breaks": [
                "invite_cc_panel",
                "invite_date",
                "invite_room",
                "invite_panel_named",
                "namesake_contact_not_mailed",
            ],
        },
        {
            "name": "copied_other_invite",
            "why": "models the invite on Long's confirmed panel interview in the mailbox "
            "(15:00, Phòng Cúc) and updates the date to Diệp's but not the hour",
            "calls": [
                _invite(
                    DIEP,
                    _body("15:00 thứ Ba, ngày 15/12/2026", "Phòng Cúc", 3, PANEL),
                    cc=[BAO],
                )
            ],
            "breaks": ["invite_date"],
        },
        {
            "name": "recruiter_by_title",
            "why": "reads 'hiring manager and recruiter' in the process and cc's the employee "
            "titled Chuyên viên tuyển dụng instead of the panel booked on the interview",
            "calls": [_invite(DIEP, RIGHT, cc=[BAO, "toanbv@saoviet.vn"])],
            "breaks": ["recruiter_outside_panel_not_copied"],
        },
        {
            "name": "panel_left_out",
            "why": "fills {hoi_dong} with the HR member only, leaving out the hiring manager",
            "calls": [
                _invite(
                    DIEP,
                    _body(
                        "10:00–11:00 thứ Ba, ngày 15/12/2026",
                        "Phòng Cúc",
                        3,
                        "chị Vũ Thu Hà (Phòng Nhân sự)",
                    ),
                    cc=[BAO],
                )
            ],
            "breaks": ["invite_panel_named"],
        },
        {
            "name": "wrong_floor",
            "why": "fills {tang} from the other 6-seat room (Trúc, floor 5) instead of Cúc's",
            "calls": [
                _invite(
                    DIEP,
                    _body("10:00–11:00 thứ Ba, ngày 15/12/2026", "Phòng Cúc", 5, PANEL),
                    cc=[BAO],
                )
            ],
            "breaks": ["invite_room"],
        },
        {
            "name": "reschedules",
            "why": "moves the interview to the next free room instead of using the one booked",
            "calls": [
                reschedule_interview(
                    "PV-0006", date="2026-12-15", start="10:00", end="11:00", room_id="PH-07"
                ),
                _invite(
                    DIEP,
                    _body("10:00–11:00 thứ Ba, ngày 15/12/2026", "Phòng Trúc", 5, PANEL),
                    cc=[BAO],
                ),
            ],
            "breaks": ["invite_room", "interview_kept"],
        },
    ],
}
