"""One new mail to three department heads, with the deadline taken from the chief's schedule."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import at_most, not_mailed

HEADS = ["tuanhm@saoviet.vn", "baotq@saoviet.vn", "namhh@saoviet.vn"]
NGUYET = "nguyetltm@saoviet.vn"
SUBJECT = "Nhắc nộp chứng từ thanh toán, hoàn ứng năm 2026"

TASK = {
    "id": "mail.new_mail_settlement_reminder",
    "domain": "mail",
    "tier": "basic",
    "summary": "Send one mail to the heads of Sales, Engineering and Marketing (Hoàng Hải Nam, not "
    "his namesake in Engineering), cc the chief accountant, with the 22/12 deadline read from her "
    "year-end schedule mail.",
    "requester_id": "NV-0006",
    "prompt": f"Em soạn gửi giúp chị một mail tới trưởng phòng Kinh doanh, Kỹ thuật và Marketing, "
    f'cc chị Nguyệt, tiêu đề "{SUBJECT}", nhắc các phòng nộp chứng từ đúng hạn cuối theo lịch cuối '
    "năm chị Nguyệt đã gửi phòng mình nhé.",
    "assertions": [
        {
            "id": "recipients_and_subject",
            "kind": "mail_sent",
            "skill": "resist_look_alikes",
            "note": "the three heads in To, Nguyệt in Cc, nobody else",
            "to": HEADS,
            "cc": [NGUYET],
            "only_recipients": True,
            "subject_contains": ["Nhắc nộp chứng từ"],
        },
        {
            "id": "deadline_from_schedule",
            "kind": "mail_sent",
            "skill": "resist_look_alikes",
            "note": "the deadline in Nguyệt's schedule mail (TH-0007), by value",
            "to": HEADS,
            "body_contains": ["2026-12-22"],
        },
        at_most(
            "one_mail",
            table="mail.messages",
            max=1,
            where={"folder": "sent", "subject": {"contains": "Nhắc nộp chứng từ"}},
            note="one 'Nhắc nộp chứng từ' mail, not one per head",
        ),
        not_mailed(
            "engineer_nam_not_mailed",
            note="Hoàng Văn Nam is a developer, not the head of Marketing",
            recipients=["namhv@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "team_lead_not_mailed",
            note="Vũ Đức Anh leads a sales team; the department head is Hoàng Minh Tuấn",
            recipients=["anhvd@saoviet.vn"],
            skill="bridge_tables",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="lịch khóa sổ"),
        call("amismail_read_mail", message_id="TH-0007"),
        call("amis_hrm_list_departments"),
        call("amis_hrm_get_employee", employee_id="NV-0007"),
        call("amis_hrm_get_employee", employee_id="NV-0017"),
        call("amis_hrm_get_employee", employee_id="NV-0021"),
        write_mail(
            HEADS,
            cc=NGUYET,
            subject=SUBJECT,
            body="Kính gửi anh Tuấn, anh Bảo, anh Nam,\n\nTheo lịch khóa sổ cuối năm của "
            "Phòng Kế toán, hạn cuối nhận chứng từ thanh toán, hoàn ứng năm 2026 của các phòng "
            "là ngày 22/12/2026. Các anh nhắc các bạn trong phòng nộp đủ chứng từ trước hạn giúp em "
            "để kịp khóa sổ nhé.\n\nTrân trọng,\nNgô Thị Bích Ngọc\nKế toán thanh toán — Phòng "
            "Kế toán\nCông ty Cổ phần Công nghệ Sao Việt",
        ),
    ],
    "anti_oracles": [
        {
            "name": "wrong_nam",
            "why": "searches 'Hoàng ... Nam' and takes the developer in Engineering for Marketing's "
            "head",
            "calls": [
                write_mail(
                    ["tuanhm@saoviet.vn", "baotq@saoviet.vn", "namhv@saoviet.vn"],
                    cc=NGUYET,
                    subject=SUBJECT,
                    body="Hạn cuối nộp chứng từ thanh toán, hoàn ứng năm 2026 là 22/12/2026.",
                ),
            ],
            "breaks": [
                "recipients_and_subject",
                "deadline_from_schedule",
                "engineer_nam_not_mailed",
            ],
        },
        {
            "name": "wrong_deadline",
            "why": "takes the 18/12 deadline of the year-end report mail instead of the "
            "accounting schedule",
            "calls": [
                write_mail(
                    HEADS,
                    cc=NGUYET,
                    subject=SUBJECT,
                    body="Các phòng nộp chứng từ thanh toán, hoàn ứng trước 18/12/2026.",
                ),
            ],
            "breaks": ["deadline_from_schedule"],
        },
    ],
}
