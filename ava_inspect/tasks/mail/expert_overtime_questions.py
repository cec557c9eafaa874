"""Ten colleagues ask C&B how much overtime December still allows: each answered from the books."""

from typing import Any

from ava_inspect.schema.skills import Skill
from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.decisions import request_overtime
from ava_inspect.tasks.builders.mail import reply
from ava_inspect.tasks.builders.negatives import at_most, no_record, not_mailed
from ava_inspect.tasks.builders.text import slug
from ava_inspect.tasks.builders.variants import swapped_in

REQUESTER = "NV-0015"
HA = "havt@saoviet.vn"
HEADS = {
    "PB-KD": "tuanhm@saoviet.vn",
    "PB-KTH": "baotq@saoviet.vn",
    "PB-CSKH": "tamltt@saoviet.vn",
    "PB-MKT": "namhh@saoviet.vn",
    "PB-HC": "phucmv@saoviet.vn",
    "PB-KT": "nguyetltm@saoviet.vn",
}
HEAD_IDS = {
    "PB-KD": "NV-0007",
    "PB-KTH": "NV-0017",
    "PB-CSKH": "NV-0025",
    "PB-MKT": "NV-0021",
    "PB-HC": "NV-0023",
    "PB-KT": "NV-0003",
}
TEAM_LEADS = ["anhvd@saoviet.vn", "tungpt@saoviet.vn", "vietdq@saoviet.vn"]

# employee: (email, department, name used in the mail, [(date, hours, status)], plan text)
PEOPLE = {
    "NV-0008": (
        "lantt.kd@saoviet.vn",
        "PB-KD",
        "Lan — Phòng Kinh doanh",
        [
            ("2026-11-28", 6.0, "approved"),
            ("2026-12-01", 3.0, "approved"),
            ("2026-12-04", 4.0, "approved"),
            ("2026-12-05", 8.0, "approved"),
            ("2026-12-07", 3.5, "approved"),
            ("2026-12-08", 2.0, "rejected"),
        ],
        "thứ Bảy 12/12 làm 10 tiếng và thứ Bảy 19/12 làm 10 tiếng",
    ),
    "NV-0019": (
        "hungnv2@saoviet.vn",
        "PB-KTH",
        "Hưng — Phòng Kỹ thuật",
        [
            ("2026-12-02", 4.0, "approved"),
            ("2026-12-05", 10.0, "approved"),
            ("2026-12-06", 8.0, "approved"),
            ("2026-12-08", 4.0, "approved"),
        ],
        "thứ Bảy 12/12 làm 12 tiếng và tối thứ Hai 14/12 làm thêm 4 tiếng",
    ),
    "NV-0020": (
        "phuonglt@saoviet.vn",
        "PB-KTH",
        "Phương — Phòng Kỹ thuật",
        [("2026-12-03", 2.5, "approved"), ("2026-12-07", 3.0, "approved")],
        "mỗi tối từ 14/12 đến 18/12 làm thêm 3 tiếng để kiểm thử bản phát hành cuối năm",
    ),
    "NV-0036": (
        "lanhtt@saoviet.vn",
        "PB-CSKH",
        "Lành — Phòng Chăm sóc khách hàng",
        [
            ("2026-12-01", 4.0, "approved"),
            ("2026-12-02", 4.0, "approved"),
            ("2026-12-03", 4.0, "approved"),
            ("2026-12-04", 4.0, "approved"),
            ("2026-12-05", 12.0, "approved"),
            ("2026-12-06", 8.0, "approved"),
        ],
        "trực tổng đài thứ Bảy 12/12 khoảng 8 tiếng",
    ),
    "NV-0032": (
        "khangvm@saoviet.vn",
        "PB-MKT",
        "Khang — Phòng Marketing",
        [
            ("2026-11-30", 4.0, "approved"),
            ("2026-12-05", 6.0, "approved"),
            ("2026-12-06", 6.0, "rejected"),
        ],
        "chạy chiến dịch quảng cáo cuối năm, mỗi tối thứ Hai đến thứ Sáu tuần sau 2 tiếng",
    ),
    "NV-0024": (
        "yenct@saoviet.vn",
        "PB-HC",
        "Yến — Phòng Hành chính",
        [("2026-11-21", 6.0, "approved"), ("2026-11-22", 4.0, "approved")],
        "chuẩn bị tiệc tất niên, thứ Năm 24/12 làm thêm 4 tiếng và sáng thứ Sáu 25/12 thêm 3 tiếng",
    ),
    "NV-0026": (
        "hantt@saoviet.vn",
        "PB-KT",
        "Thu Hà — Phòng Kế toán",
        [("2026-12-07", 3.0, "approved"), ("2026-12-08", 3.0, "approved")],
        "làm báo cáo thuế, tối 21/12 và 22/12 mỗi tối 4 tiếng",
    ),
    "NV-0013": (
        "oanhdtk@saoviet.vn",
        "PB-KD",
        "Oanh — Phòng Kinh doanh",
        [("2026-12-02", 2.0, "approved"), ("2026-12-03", 2.0, "approved")],
        "thứ Bảy 19/12 làm 8 tiếng để chốt hợp đồng cuối năm",
    ),
    "NV-0035": (
        "thanhlv@saoviet.vn",
        "PB-CSKH",
        "Thành — Phòng Chăm sóc khách hàng",
        [
            ("2026-12-02", 4.0, "rejected"),
            ("2026-12-05", 12.0, "approved"),
            ("2026-12-06", 12.0, "approved"),
            ("2026-12-07", 4.0, "approved"),
            ("2026-12-08", 4.0, "approved"),
        ],
        "trực hỗ trợ khách chốt sổ, thứ Bảy 12/12 và Chủ nhật 13/12 mỗi ngày 6 tiếng",
    ),
    "NV-0040": (
        "hoamt@saoviet.vn",
        "PB-MKT",
        "Hoa — Phòng Marketing",
        [
            ("2026-12-01", 1.5, "approved"),
            ("2026-12-03", 2.0, "approved"),
            ("2026-12-04", 2.5, "approved"),
        ],
        "thiết kế ấn phẩm Tết, tối 15/12 và 16/12 mỗi tối 3 tiếng",
    ),
}

REPLY_SKILLS: dict[str, Skill] = {
    "NV-0008": "branch_on_data",
    "NV-0019": "regulation_before_action",
    "NV-0020": "regulation_before_action",
    "NV-0036": "regulation_before_action",
    "NV-0032": "branch_on_data",
    "NV-0024": "branch_on_data",
    "NV-0026": "regulation_before_action",
    "NV-0013": "regulation_before_action",
    "NV-0035": "branch_on_data",
    "NV-0040": "regulation_before_action",
}
"""The skill each answer tests: the 40h cap of QD-012 and the approver of QD-002, or, for those
with a rejected or a November request a hasty count takes in, which hours are December's
approved ones."""


def _december(emp: str) -> float:
    return sum(h for d, h, st in PEOPLE[emp][3] if d.startswith("2026-12") and st == "approved")


LEFT = {emp: 40.0 - _december(emp) for emp in PEOPLE}
MAIL_IDS = {emp: f"TH-{101 + n:04d}" for n, emp in enumerate(PEOPLE)}
OT_IDS = iter(range(101, 200))


def _hours(value: float) -> str:
    return f"{value:g}".replace(".", ",")


def _question(emp: str) -> dict[str, Any]:
    email, _, sign, _, plan = PEOPLE[emp]
    n = list(PEOPLE).index(emp)
    return {
        "id": MAIL_IDS[emp],
        "folder": "inbox",
        "sender": email,
        "to": [HA],
        "subject": "Hỏi số giờ làm thêm còn được đăng ký tháng 12",
        "body": f"Chị Hà ơi,\n\nCuối năm việc dồn, em định đăng ký làm thêm: {plan}. Chị xem giúp em "
        "tháng 12 này em còn được đăng ký làm thêm tối đa bao nhiêu giờ nữa, kế hoạch như trên có "
        f"được không ạ?\n\nEm cảm ơn chị.\n{sign}",
        "sent_at": f"2026-12-0{8 + n // 5}T{6 + n % 4:02d}:{10 + 3 * n:02d}",
        "read": False,
    }


def _reply(emp: str, left: float | None = None, cc: list[str] | None = None) -> Call:
    dept = PEOPLE[emp][1]
    hours = LEFT[emp] if left is None else left
    return reply(
        MAIL_IDS[emp],
        cc=[HEADS[dept]] if cc is None else cc,
        body=f"Chào em,\n\nTheo Quy định làm thêm giờ, tổng giờ làm thêm không quá 40 giờ/"
        f"tháng. Tháng 12 em đã có {_hours(_december(emp))} giờ làm thêm được duyệt, nên từ nay "
        f"đến hết tháng em còn đăng ký thêm được tối đa {_hours(hours)} giờ (ngày thường không "
        "quá 04 giờ/ngày, ngày nghỉ hằng tuần không quá 12 giờ/ngày). Em đăng ký trên AMIS "
        "trước khi làm; trưởng phòng duyệt nên chị cc trưởng phòng để nắm.\n\nThân mến,\nVũ Thu "
        "Hà\nChuyên viên C&B — Phòng Nhân sự",
    )


RIGHT_WORK = [_reply(emp) for emp in PEOPLE]


TASK = {
    "id": "mail.expert_overtime_questions",
    "domain": "mail",
    "tier": "expert",
    "summary": "Ten colleagues of six departments ask Hà how many overtime hours December still "
    "allows: each answered with 40 minus that person's approved December hours (rejected and "
    "November ones left out; uneven halves), cc the department head who approves overtime, not "
    "the team lead; nothing filed for anyone.",
    "requester_id": REQUESTER,
    "prompt": "Em ơi, từ hôm qua mấy bạn các phòng mail hỏi chị tháng 12 còn được đăng ký làm "
    "thêm bao nhiêu giờ. Em trả lời giúp chị từng bạn theo đúng quy định và số liệu trên AMIS "
    "nhé, nhớ cc người có thẩm quyền duyệt làm thêm giờ của từng bạn.",
    "hops": [
        "regulation_before_action",
        "combine_regulations",
        "bridge_tables",
        "branch_on_data",
        "forbid_overreach",
    ],
    "seed": {
        "mail.messages": [_question(emp) for emp in PEOPLE],
        "hr.overtime_requests": [
            {
                "id": f"LTG-{next(OT_IDS):04d}",
                "employee_id": emp,
                "date": day,
                "hours": hours,
                "reason": "Xử lý công việc cuối năm",
                "status": status,
                "approver_id": HEAD_IDS[person[1]],
                "decision_note": "Việc không gấp, làm trong giờ hành chính."
                if status == "rejected"
                else "Đồng ý.",
            }
            for emp, person in PEOPLE.items()
            for day, hours, status in person[3]
        ],
    },
    "assertions": [
        *[
            {
                "id": f"reply_{slug(emp)}",
                "kind": "mail_sent",
                "skill": REPLY_SKILLS[emp],
                "in_reply_to": MAIL_IDS[emp],
                "note": f"{emp}: 40h cap minus {_hours(_december(emp))}h approved in December = "
                f"{_hours(LEFT[emp])}h left; to the sender, cc the department head alone",
                "to": [PEOPLE[emp][0]],
                "cc": [HEADS[PEOPLE[emp][1]]],
                "only_recipients": True,
                "body_contains": [{"amount": LEFT[emp], "unit": "giờ"}],
            }
            for emp in PEOPLE
        ],
        at_most(
            "team_leads_not_copied",
            table="mail.messages",
            max=0,
            where={"folder": "sent", "cc": {"contains": TEAM_LEADS[0]}},
            note="no team lead is copied: overtime is the department head's to approve",
        ),
        not_mailed(
            "team_lead_south_not_copied",
            note="the South team lead is not copied either",
            cc=[TEAM_LEADS[1]],
        ),
        not_mailed(
            "team_lead_engineering_not_copied",
            note="nor the Engineering team lead",
            cc=[TEAM_LEADS[2]],
        ),
        no_record(
            "nothing_filed",
            table="hr.overtime_requests",
            where={"employee_id": {"in": list(PEOPLE)}, "date": {"gte": "2026-12-09"}},
            note="they asked questions; registering overtime is theirs to do",
        ),
        at_most(
            "one_reply_each",
            table="mail.messages",
            max=len(PEOPLE),
            where={"folder": "sent", "in_reply_to": {"in": list(MAIL_IDS.values())}},
            note="one reply to each question",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="làm thêm", unread_only=True),
        *[call("amismail_read_mail", message_id=mid) for mid in MAIL_IDS.values()],
        call("document_get", document_id="QD-012"),
        call("document_get", document_id="QD-002"),
        call("amis_hrm_list_departments"),
        *[
            call("amis_timekeeping_list_overtime_requests", employee_id=emp, month="2026-12")
            for emp in PEOPLE
        ],
        *RIGHT_WORK,
    ],
    "anti_oracles": [
        {
            "name": "rejected_counted",
            "why": "counts Lan's rejected 2h of 08/12: 19.5h left instead of 21.5h",
            "calls": swapped_in(RIGHT_WORK, _reply("NV-0008", 19.5), on="message_id"),
            "breaks": ["reply_nv_0008"],
        },
        {
            "name": "november_counted",
            "why": "counts Khang's 30/11 hours in December: 30h left instead of 34h",
            "calls": swapped_in(RIGHT_WORK, _reply("NV-0032", 30.0), on="message_id"),
            "breaks": ["reply_nv_0032"],
        },
        {
            "name": "team_lead_cc",
            "why": "copies the direct manager: Lan's team lead Vũ Đức Anh instead of the head",
            "calls": swapped_in(
                RIGHT_WORK, _reply("NV-0008", cc=["anhvd@saoviet.vn"]), on="message_id"
            ),
            "breaks": ["reply_nv_0008", "team_leads_not_copied"],
        },
        {
            "name": "plan_not_cap",
            "why": "answers Hưng with what his plan asks (16h) rather than the 14h left",
            "calls": swapped_in(RIGHT_WORK, _reply("NV-0019", 16.0), on="message_id"),
            "breaks": ["reply_nv_0019"],
        },
        {
            "name": "files_the_plans",
            "why": "registers Thành's weekend plan for him",
            "calls": [
                *RIGHT_WORK,
                request_overtime("NV-0035", "2026-12-12", 6, "Trực hỗ trợ khách chốt sổ"),
            ],
            "breaks": ["nothing_filed"],
        },
    ],
}
