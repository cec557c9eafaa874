"""Send one offer with the figures given: salary and start date in the offer and its letter."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import add_own_manager_not_copied, not_mailed
from ava_inspect.tasks.builders.recruitment import send_offer

_HIEN = "hien.phungthu@gmail.com"


def _offer(start: str) -> list[Call]:
    y, m, d = start.split("-")
    body = (
        "Chào bạn Phùng Thị Thu Hiền,\n\nChúc mừng bạn đã trúng tuyển vị trí Kế toán tổng hợp. "
        f"Mức lương: 18.500.000 đồng/tháng (gross). Ngày bắt đầu làm việc: {d}/{m}/{y}.\n\n"
        "Trân trọng,\nBùi Văn Toàn\nChuyên viên tuyển dụng, Phòng Nhân sự\nCông ty Cổ phần Công "
        "nghệ Sao Việt"
    )
    return [
        send_offer("UV-0013", salary=18500000, start_date=start, body=body),
        write_mail(_HIEN, subject="[Sao Việt] Thư mời nhận việc — Kế toán tổng hợp", body=body),
    ]


TASK: dict[str, Any] = {
    "id": "recruitment.offer_accountant",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "Send Phùng Thị Thu Hiền the offer for Kế toán tổng hợp: 18,500,000 VND gross "
    "from Mon 04/01/2027 (not 1 April), stage to offer, offer letter to her with both figures.",
    "requester_id": "NV-0016",
    "prompt": "Chị Nguyệt chốt tuyển bạn Phùng Thị Thu Hiền vị trí kế toán tổng hợp rồi. Em gửi "
    "offer cho bạn ấy giúp anh: lương 18,5 triệu gross, đi làm từ thứ Hai 4/1/2027. Thư mời "
    "nhận việc gửi theo mẫu nhé.",
    "assertions": [
        {
            "id": "offer",
            "note": "Hiền's offer is sent: 18.500.000đ from 04/01/2027, the letter quoting the salary",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "recruitment.offers",
            "where": {"candidate_id": "UV-0013"},
            "expect": {
                "salary": 18500000,
                "start_date": "2027-01-04",
                "status": "sent",
                "body": {"contains": 18500000},
            },
        },
        {
            "id": "stage_offer",
            "note": "Phùng Thị Thu Hiền is at the offer stage",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "recruitment.candidates",
            "where": {"id": "UV-0013"},
            "expect": {"stage": "offer"},
        },
        {
            "id": "letter",
            "kind": "mail_sent",
            "skill": "vietnamese_values",
            "note": "the offer letter carries the salary and the start date",
            "to": [_HIEN],
            "body_contains": [18500000, "2027-01-04"],
        },
        not_mailed(
            "one_letter_date",
            note="no letter giving 1 April 2027 (4/1 read month-first)",
            to=[_HIEN],
            body_contains=["2027-04-01"],
            skill="vietnamese_values",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Phùng Thị Thu Hiền"),
        call("recruitment_get_job", job_id="VT-0003"),
        call("amismail_get_template", template_id="MAU-03"),
        *_offer("2027-01-04"),
    ],
    "anti_oracles": [
        {
            "name": "month_first",
            "why": "reads 4/1/2027 month-first as 1 April 2027",
            "calls": _offer("2027-04-01"),
            "breaks": ["offer", "letter", "one_letter_date"],
        },
        {
            "name": "no_letter",
            "why": "records the offer on AMIS but never sends the offer letter",
            "calls": _offer("2027-01-04")[:1],
            "breaks": ["letter"],
        },
    ],
}

_OWN_MANAGER = "maidt@saoviet.vn"
"""The requester's direct manager (the head of HR): QĐ-011 Điều 4 copies nobody unasked, even on an offer letter that names a salary."""
add_own_manager_not_copied(TASK, _OWN_MANAGER, to=[_HIEN])
