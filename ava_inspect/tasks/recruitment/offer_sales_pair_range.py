"""Offers to two sales applicants: each at the salary they asked for, capped at the approved
range, starting on the day they gave the panel; one offer letter each, by the template."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, Record, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import add_own_manager_not_copied, not_mailed
from ava_inspect.tasks.builders.recruitment import evaluation_record, finished_round, send_offer
from ava_inspect.tasks.builders.variants import with_args

_HIEU = "hieu.quachminh@gmail.com"
_NGAN = "kimngan.luong92@gmail.com"


def _round(id: str, who: str, day: str, start: str, end: str, kind: str) -> Record:
    """A finished round for the sales opening."""
    return finished_round(
        id,
        who,
        "VT-0006",
        day,
        start,
        end,
        kind,
        manager="NV-0007",
        recruiter="NV-0016",
        room="PH-02",
    )


def _vote(id: str, who: str, by: str, score: int, comment: str) -> Record:
    """A panel member's vote to hire."""
    return evaluation_record(id, who, by, score, "hire", comment)


def _offer(candidate_id: str, salary: int, start: str) -> Call:
    name = {"UV-0090": "Quách Minh Hiếu", "UV-0091": "Lương Thị Kim Ngân"}[candidate_id]
    shown = f"{salary:,}".replace(",", ".")
    y, m, d = start.split("-")
    return send_offer(
        candidate_id,
        salary=salary,
        start_date=start,
        body=f"Chào {name},\n\nChúc mừng bạn đã trúng tuyển vị trí Nhân viên kinh doanh "
        f"giải pháp phần mềm. Mức lương: {shown} đồng/tháng (gross). Ngày bắt đầu làm việc: "
        f"{d}/{m}/{y}.\n\nTrân trọng,\nĐinh Thị Mai\nTrưởng phòng Nhân sự",
    )


def _letter(to: list[str], lines: list[tuple[str, int, str]]) -> Call:
    """The offer letter (template "Thư mời nhận việc") for each (name, salary, start) given."""
    parts = []
    for name, salary, start in lines:
        shown = f"{salary:,}".replace(",", ".")
        y, m, d = start.split("-")
        parts.append(
            f"Chào {name},\n\nChúc mừng bạn đã trúng tuyển vị trí Nhân viên kinh doanh giải pháp "
            f"phần mềm. Mức lương: {shown} đồng/tháng (gross). Ngày bắt đầu làm việc: {d}/{m}/{y}."
        )
    return write_mail(
        to,
        subject="[Sao Việt] Thư mời nhận việc — Nhân viên kinh doanh giải pháp phần mềm",
        body="\n\n".join(parts) + "\n\nTrân trọng,\nĐinh Thị Mai\nTrưởng phòng Nhân sự\n"
        "Công ty Cổ phần Công nghệ Sao Việt",
    )


_OFFERS = [_offer("UV-0090", 13000000, "2027-01-04"), _offer("UV-0091", 15000000, "2027-01-18")]
_HIEU_LETTER = _letter([_HIEU], [("Quách Minh Hiếu", 13000000, "2027-01-04")])
_NGAN_LETTER = _letter([_NGAN], [("Lương Thị Kim Ngân", 15000000, "2027-01-18")])

TASK: dict[str, Any] = {
    "id": "recruitment.offer_sales_pair_range",
    "domain": "recruitment",
    "tier": "hard",
    "summary": "Offers to two sales applicants at the salary each asked the panel for, capped at "
    "the opening's approved range (Hiếu 13M as asked; Ngân asked 17M, capped at the 15M top), "
    "start dates from the recruiter's evaluations; one offer letter each by the template, never "
    "quoting the out-of-range 17M.",
    "requester_id": "NV-0014",
    "prompt": "Anh Tuấn bên Kinh doanh đã chốt nhận cả hai bạn Quách Minh Hiếu và Lương Thị Kim "
    "Ngân rồi. Em gửi offer cho hai bạn giúp chị nhé: lương theo đúng mức mỗi bạn mong muốn "
    "nhưng không được vượt khung đã duyệt, ngày đi làm thì theo ngày các bạn đã hẹn với anh Toàn "
    "hôm phỏng vấn. Thư mời nhận việc gửi riêng từng bạn theo mẫu của công ty.",
    "hops": [
        "bridge_tables",
        "branch_on_data",
        "regulation_before_action",
        "forbid_overreach",
    ],
    "seed": {
        "recruitment.candidates": [
            {
                "id": "UV-0090",
                "full_name": "Quách Minh Hiếu",
                "email": _HIEU,
                "phone": "0974 316 258",
                "job_id": "VT-0006",
                "stage": "interview",
                "source": "TopCV",
                "cv_text": "QUÁCH MINH HIẾU — Nhân viên kinh doanh phần mềm\nKinh nghiệm: 2 năm "
                "tại Công ty CP Giải pháp Hóa đơn Trường Sơn (2024–nay): tư vấn hóa đơn điện tử và "
                "phần mềm kế toán cho doanh nghiệp nhỏ tại Hà Nội, Hưng Yên; đạt 108% chỉ tiêu năm "
                "2025.\nHọc vấn: Cử nhân Quản trị kinh doanh, Đại học Thương mại (2024).\nKỹ năng: "
                "tư vấn giải pháp, thuyết trình, sử dụng CRM; có xe máy.",
            },
            {
                "id": "UV-0091",
                "full_name": "Lương Thị Kim Ngân",
                "email": _NGAN,
                "phone": "0916 583 402",
                "job_id": "VT-0006",
                "stage": "interview",
                "source": "LinkedIn",
                "cv_text": "LƯƠNG THỊ KIM NGÂN — Chuyên viên kinh doanh B2B\nKinh nghiệm: 5 năm. "
                "Công ty CP Phần mềm Quản lý Bán lẻ Thăng Long (2021–nay): bán phần mềm quản lý bán "
                "hàng cho chuỗi cửa hàng tại Hà Nội và Bắc Ninh, quản lý 60 khách hàng doanh "
                "nghiệp.\nHọc vấn: Cử nhân Kinh tế, Học viện Ngân hàng (2021).\nKỹ năng: đàm "
                "phán hợp đồng, lập báo giá, thuyết trình; có xe máy.",
            },
        ],
        "recruitment.interviews": [
            _round("PV-0090", "UV-0090", "2026-11-27", "09:00", "09:30", "phone"),
            _round("PV-0091", "UV-0090", "2026-12-03", "09:00", "10:00", "panel"),
            _round("PV-0092", "UV-0091", "2026-11-30", "14:00", "14:30", "phone"),
            _round("PV-0093", "UV-0091", "2026-12-04", "14:00", "15:00", "panel"),
        ],
        "recruitment.evaluations": [
            _vote(
                "DG-0090",
                "UV-0090",
                "NV-0007",
                4,
                "Tư vấn mạch lạc, hiểu sản phẩm hóa đơn "
                "điện tử; phần nhập vai chốt hợp đồng làm tốt. Cần kèm thêm về bán giải pháp lớn.",
            ),
            _vote(
                "DG-0091",
                "UV-0090",
                "NV-0016",
                4,
                "Thái độ tích cực, sẵn sàng đi tỉnh. Mức "
                "lương cứng mong muốn 13 triệu đồng/tháng; hẹn đi làm từ thứ Hai 04/01/2027.",
            ),
            _vote(
                "DG-0092",
                "UV-0091",
                "NV-0007",
                5,
                "Kinh nghiệm bán phần mềm cho chuỗi bán "
                "lẻ rất sát nhu cầu; đàm phán tốt, có sẵn tệp khách hàng Bắc Ninh.",
            ),
            _vote(
                "DG-0093",
                "UV-0091",
                "NV-0016",
                4,
                "Giao tiếp chuyên nghiệp. Mức lương cứng "
                "mong muốn 17 triệu đồng/tháng; hẹn đi làm từ thứ Hai 18/01/2027 sau khi hết "
                "thời hạn báo nghỉ ở công ty cũ.",
            ),
        ],
    },
    "assertions": [
        {
            "id": "offer_hieu",
            "kind": "record_field",
            "skill": "bridge_tables",
            "table": "recruitment.offers",
            "note": "13M as he asked (inside the 10-15M range), from 04/01/2027",
            "where": {"candidate_id": "UV-0090"},
            "expect": {
                "salary": 13000000,
                "start_date": "2027-01-04",
                "status": "sent",
                "body": {"contains": 13000000},
            },
        },
        {
            "id": "offer_ngan",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "recruitment.offers",
            "note": "she asked 17M: capped at the range top 15M; from 18/01/2027",
            "where": {"candidate_id": "UV-0091"},
            "expect": {
                "salary": 15000000,
                "start_date": "2027-01-18",
                "status": "sent",
                "body": {"contains": 15000000},
            },
        },
        {
            "id": "stages_offer",
            "kind": "record_count",
            "skill": "regulation_before_action",
            "table": "recruitment.candidates",
            "note": "both moved to the offer stage (by the offer tool)",
            "where": {"id": {"in": ["UV-0090", "UV-0091"]}, "stage": "offer"},
            "count": 2,
        },
        {
            "id": "letter_hieu",
            "note": "Hiếu's offer letter gives 13.000.000đ and the start date 04/01/2027",
            "kind": "mail_sent",
            "skill": "vietnamese_values",
            "to": [_HIEU],
            "body_contains": [13000000, "2027-01-04"],
        },
        {
            "id": "letter_ngan",
            "note": "Ngân's offer letter gives 15.000.000đ (the range's top) and the start date 18/01/2027",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "to": [_NGAN],
            "body_contains": [15000000, "2027-01-18"],
        },
        not_mailed(
            "no_out_of_range_figure",
            note="no letter promises the 17M above the approved range",
            to=[_NGAN],
            body_contains=[17000000],
            skill="regulation_before_action",
        ),
        not_mailed(
            "letters_separate",
            note="one letter per candidate: neither sees the other's salary, not even in Cc",
            recipients=[_HIEU, _NGAN],
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Quách Minh Hiếu"),
        call("recruitment_search_candidate", query="Lương Thị Kim Ngân"),
        call("recruitment_get_job", job_id="VT-0006"),
        call("recruitment_list_evaluations", candidate_id="UV-0090"),
        call("recruitment_list_evaluations", candidate_id="UV-0091"),
        call("document_qa", question="đề nghị tuyển dụng offer khung lương"),
        call("amismail_get_template", template_id="MAU-03"),
        *_OFFERS,
        _HIEU_LETTER,
        _NGAN_LETTER,
    ],
    "anti_oracles": [
        {
            "name": "top_of_range",
            "why": "offers both the top of the range without reading what Hiếu asked for",
            "calls": [
                _offer("UV-0090", 15000000, "2027-01-04"),
                _OFFERS[1],
                _letter([_HIEU], [("Quách Minh Hiếu", 15000000, "2027-01-04")]),
                _NGAN_LETTER,
            ],
            "breaks": ["offer_hieu", "letter_hieu"],
        },
        {
            "name": "letter_at_wish",
            "why": "the offer tool refuses 17M so the record is capped, but the letter still "
            "promises what she asked for",
            "calls": [
                _offer("UV-0091", 17000000, "2027-01-18"),
                *_OFFERS,
                _HIEU_LETTER,
                _letter([_NGAN], [("Lương Thị Kim Ngân", 17000000, "2027-01-18")]),
            ],
            "breaks": ["letter_ngan", "no_out_of_range_figure"],
        },
        {
            "name": "one_letter_for_both",
            "why": "sends one offer letter addressed to both applicants",
            "calls": [
                *_OFFERS,
                _letter(
                    [_HIEU, _NGAN],
                    [
                        ("Quách Minh Hiếu", 13000000, "2027-01-04"),
                        ("Lương Thị Kim Ngân", 15000000, "2027-01-18"),
                    ],
                ),
            ],
            "breaks": ["letters_separate"],
        },
        {
            "name": "copy_to_the_other",
            "why": "sends each her or his own letter but copies Ngân on Hiếu's",
            "calls": [
                *_OFFERS,
                with_args(_HIEU_LETTER, cc=[_NGAN]),
                _NGAN_LETTER,
            ],
            "breaks": ["letters_separate"],
        },
    ],
}

_OWN_MANAGER = "huongptt@saoviet.vn"
"""The requester's direct manager (the deputy director): QĐ-011 Điều 4 copies nobody unasked, even on an offer letter that names a salary."""
add_own_manager_not_copied(TASK, _OWN_MANAGER, recipient_outside=["saoviet.vn"])
