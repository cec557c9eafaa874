"""Overdue receivables of a sales team, per person in charge, mailed to the team lead."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import not_mailed, unchanged

LEAD = "tungpt@saoviet.vn"


def _summary(to: str, lines: str, total: str, cc: tuple[str, ...] = ()) -> list[Call]:
    return [
        write_mail(
            to,
            cc=list(cc),
            subject="Công nợ quá hạn của nhóm đến 09/12/2026",
            body=f"Công nợ quá hạn theo từng nhân viên phụ trách:\n{lines}\nTổng cả nhóm: "
            f"{total}.\n\nHoàng Minh Tuấn",
        )
    ]


TASK = {
    "id": "crm.overdue_summary_south_team",
    "domain": "crm",
    "tier": "hard",
    "summary": "Overdue receivables of the South sales team (lead Tùng and his three reports) per "
    "person, at outstanding amounts (Lâm 36.65M, not 56.65M at face value), without the invoice "
    "due today (Oanh 30.8M), total 101.45M, mailed to the South team lead, not the North one.",
    "requester_id": "NV-0007",
    "prompt": "Cuối năm rồi, anh muốn nhóm miền Nam dồn sức thu nợ. Em tổng hợp công nợ quá hạn "
    "tính đến hôm nay của từng bạn trong nhóm miền Nam (tính cả khách do trưởng nhóm trực tiếp "
    "phụ trách), kèm tổng của cả nhóm, rồi mail cho trưởng nhóm miền Nam giúp anh nhé.",
    "hops": ["bridge_tables", "bridge_tables", "branch_on_data", "forbid_overreach"],
    "assertions": [
        {
            "id": "team_total",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "34M + 30.8M + 36.65M + 0: the team's overdue outstanding",
            "to": [LEAD],
            "body_contains": [101450000],
        },
        {
            "id": "lam_outstanding",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "Trần Văn Lâm: HD-0050 9.35M + what is left of HD-0033 (47.3M less 20M paid)",
            "to": [LEAD],
            "body_contains": [36650000],
        },
        {
            "id": "oanh_without_due_today",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "Đặng Thị Kim Oanh: HD-0008 only; HD-0040 falls due today, it is not overdue",
            "to": [LEAD],
            "body_contains": [30800000],
        },
        {
            "id": "lead_own_customers",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "Phan Thanh Tùng's own customer Đông Á: HD-0011, 34M outstanding",
            "to": [LEAD],
            "body_contains": [34000000],
        },
        not_mailed(
            "north_lead_not_mailed",
            note="the North team lead Vũ Đức Anh gets no copy (neither To nor Cc)",
            recipients=["anhvd@saoviet.vn"],
        ),
        unchanged(
            "due_today_invoice_unchanged",
            table="crm.invoices",
            record_id="HD-0040",
            note="Oanh's invoice HD-0040, due today, stays as it is",
        ),
    ],
    "oracle": [
        call("amis_hrm_search_employee", query="miền Nam"),
        call("amis_hrm_search_employee", query="", department_id="PB-KD", limit=50),
        call("amis_accounting_get_receivables"),
        write_mail(
            LEAD,
            subject="Công nợ quá hạn của nhóm Kinh doanh miền Nam đến ngày 09/12/2026",
            body="Chào Tùng,\n\nAnh gửi em công nợ quá hạn (số tiền còn phải thu) tính đến "
            "hôm nay 09/12/2026 của nhóm miền Nam, theo từng người phụ trách:\n"
            "- Phan Thanh Tùng: 34.000.000đ (Xây dựng Đông Á — HD-0011)\n"
            "- Đặng Thị Kim Oanh: 30.800.000đ (Minh Phat JSC — HD-0008)\n"
            "- Trần Văn Lâm: 36.650.000đ (Hoa Binh Corp — HD-0050: 9.350.000đ; Thủy sản "
            "Mekong Xanh — HD-0033: 27.300.000đ)\n"
            "- Phan Thị Ngọc Ánh: không có khoản quá hạn\n"
            "Tổng cả nhóm: 101.450.000đ.\n\nCả nhóm tập trung đôn đốc khách thu hồi trước "
            "cuối năm nhé.\n\nHoàng Minh Tuấn\nTrưởng phòng Kinh doanh",
        ),
    ],
    "anti_oracles": [
        {
            "name": "face_value",
            "why": "adds up invoice amounts instead of what is still owed",
            "calls": _summary(
                LEAD,
                "- Phan Thanh Tùng: 74.000.000đ\n- Đặng Thị Kim Oanh: 30.800.000đ\n- Trần Văn "
                "Lâm: 56.650.000đ\n- Phan Thị Ngọc Ánh: 0đ",
                "161.450.000đ",
            ),
            "breaks": ["team_total", "lam_outstanding", "lead_own_customers"],
        },
        {
            "name": "due_today_counted",
            "why": "counts the invoice falling due today as overdue",
            "calls": _summary(
                LEAD,
                "- Phan Thanh Tùng: 34.000.000đ\n- Đặng Thị Kim Oanh: 49.500.000đ\n- Trần Văn "
                "Lâm: 36.650.000đ\n- Phan Thị Ngọc Ánh: 0đ",
                "120.150.000đ",
            ),
            "breaks": ["team_total", "oanh_without_due_today"],
        },
        {
            "name": "reports_only",
            "why": "leaves out the team lead's own customers",
            "calls": _summary(
                LEAD,
                "- Đặng Thị Kim Oanh: 30.800.000đ\n- Trần Văn Lâm: 36.650.000đ\n- Phan Thị "
                "Ngọc Ánh: 0đ",
                "67.450.000đ",
            ),
            "breaks": ["team_total", "lead_own_customers"],
        },
        {
            "name": "north_team",
            "why": "summarises Vũ Đức Anh's team and mails him",
            "calls": _summary(
                "anhvd@saoviet.vn",
                "- Nguyễn Thị Hồng Nhung: 110.450.000đ\n- Lê Quang Vinh: 196.700.000đ\n- "
                "Nguyễn Văn Hưng: 51.300.000đ\n- Vũ Đức Anh: 0đ",
                "358.450.000đ",
            ),
            "breaks": [
                "team_total",
                "lam_outstanding",
                "oanh_without_due_today",
                "lead_own_customers",
                "north_lead_not_mailed",
            ],
        },
        {
            "name": "cc_north_lead",
            "why": "mails the right summary to Tùng but copies the other team lead, Vũ Đức Anh",
            "calls": _summary(
                LEAD,
                "- Phan Thanh Tùng: 34.000.000đ\n- Đặng Thị Kim Oanh: 30.800.000đ\n- Trần Văn "
                "Lâm: 36.650.000đ\n- Phan Thị Ngọc Ánh: 0đ",
                "101.450.000đ",
                cc=("anhvd@saoviet.vn",),
            ),
            "breaks": ["north_lead_not_mailed"],
        },
    ],
}
