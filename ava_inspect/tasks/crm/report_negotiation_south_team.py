"""A short internal report: the South team's deals in negotiation, mailed to the CEO."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import not_mailed

CEO = "hungnv@saoviet.vn"

TASK = {
    "id": "crm.report_negotiation_south_team",
    "domain": "crm",
    "tier": "basic",
    "summary": "Mail the CEO (Nguyễn Văn Hùng, not the two Nguyễn Văn Hưng) the South sales team's "
    "deals in negotiation (253M + 265M = 518M, with close dates), leaving out the North team's "
    "64M deal.",
    "requester_id": "NV-0007",
    "prompt": "Em tổng hợp giúp anh các cơ hội đang ở giai đoạn đàm phán của nhóm miền Nam (nhóm "
    "anh Tùng), rồi gửi mail ngắn cho anh Hùng Tổng Giám đốc: tên khách hàng, giá trị, ngày dự "
    "kiến chốt và tổng giá trị nhé.",
    "assertions": [
        {
            "id": "report_to_ceo",
            "note": "a mail to the CEO Nguyễn Văn Hùng",
            "kind": "mail_sent",
            "skill": "resist_look_alikes",
            "to": [CEO],
        },
        {
            "id": "report_values",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "Hoa Binh Corp 253M (30/12/2026), Phú Thịnh Land 265M (20/01/2027), total 518M",
            "to": [CEO],
            "body_contains": [253000000, "2026-12-30", 265000000, "2027-01-20", 518000000],
        },
        not_mailed(
            "north_deal_left_out",
            note="Minh Phát's 64M deal belongs to Nhung, of the North team",
            to=[CEO],
            body_contains=[64000000],
        ),
        not_mailed(
            "sales_namesake_not_mailed",
            note="no mail to Nguyễn Văn Hưng of Sales",
            recipients=["hungnv3@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "developer_namesake_not_mailed",
            note="no mail to Nguyễn Văn Hưng of Engineering",
            recipients=["hungnv2@saoviet.vn"],
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amis_hrm_search_employee", query="Phan Thanh Tùng"),
        call("amis_hrm_search_employee", department_id="PB-KD"),
        call("amis_crm_list_opportunities", stage="negotiation"),
        call("amis_crm_list_opportunities", owner_id="NV-0012"),
        call("amis_crm_list_opportunities", owner_id="NV-0013"),
        call("amis_crm_list_opportunities", owner_id="NV-0027"),
        call("amis_crm_list_opportunities", owner_id="NV-0038"),
        call("amismail_search_directory", query="Hùng"),
        write_mail(
            CEO,
            subject="Cơ hội đang đàm phán — nhóm Kinh doanh miền Nam",
            body="Kính gửi anh Hùng,\n\nCác cơ hội đang ở giai đoạn đàm phán của nhóm "
            "miền Nam (anh Tùng):\n"
            "- Hoa Binh Corp — Gia hạn thuê bao AMIS CRM 50 người dùng năm 2027: "
            "253.000.000đ, dự kiến chốt 30/12/2026 (Trần Văn Lâm)\n"
            "- Công ty Cổ phần Phú Thịnh Land — Mở rộng AMIS cho sàn giao dịch bất động "
            "sản: 265.000.000đ, dự kiến chốt 20/01/2027 (Phan Thị Ngọc Ánh)\n"
            "Tổng giá trị: 518.000.000đ.\n\nTrân trọng,\nHoàng Minh Tuấn\nTrưởng phòng "
            "Kinh doanh",
        ),
    ],
    "anti_oracles": [
        {
            "name": "whole_department",
            "why": "reports every deal in negotiation, the North team's too",
            "calls": [
                write_mail(
                    CEO,
                    subject="Cơ hội đang đàm phán",
                    body="Minh Phát 64.000.000đ (28/12/2026); Hoa Binh Corp 253.000.000đ "
                    "(30/12/2026); Phú Thịnh Land 265.000.000đ (20/01/2027). Tổng "
                    "582.000.000đ.",
                )
            ],
            "breaks": ["report_values", "north_deal_left_out"],
        },
        {
            "name": "wrong_hung",
            "why": "sends the right report to the sales Nguyễn Văn Hưng found by 'Hùng'",
            "calls": [
                write_mail(
                    "hungnv3@saoviet.vn",
                    subject="Cơ hội đang đàm phán — nhóm miền Nam",
                    body="Hoa Binh Corp 253.000.000đ (30/12/2026); Phú Thịnh Land "
                    "265.000.000đ (20/01/2027). Tổng 518.000.000đ.",
                )
            ],
            "breaks": ["report_to_ceo", "report_values", "sales_namesake_not_mailed"],
        },
        {
            "name": "cc_sales_hung",
            "why": "sends the right report to the CEO but also cc's the sales Nguyễn Văn Hưng, "
            "who came up searching 'Hùng'",
            "calls": [
                write_mail(
                    CEO,
                    cc="hungnv3@saoviet.vn",
                    subject="Cơ hội đang đàm phán — nhóm miền Nam",
                    body="Hoa Binh Corp 253.000.000đ (30/12/2026); Phú Thịnh Land "
                    "265.000.000đ (20/01/2027). Tổng 518.000.000đ.",
                )
            ],
            "breaks": ["sales_namesake_not_mailed"],
        },
    ],
}
