"""Answer a colleague's overtime question from two regulations, with her own December figures."""

from ava_inspect.tasks.builders.calls import Record, call
from ava_inspect.tasks.builders.decisions import overtime_request, request_overtime
from ava_inspect.tasks.builders.mail import reply
from ava_inspect.tasks.builders.negatives import no_record, not_mailed, replied_once

TASK_MAIL = "TH-0090"
NHUNG = "nhungnth@saoviet.vn"
HEAD = "tuanhm@saoviet.vn"
TEAM_LEAD = "anhvd@saoviet.vn"


def _ot(id_: str, day: str, hours: float, status: str, reason: str, note: str = "") -> Record:
    """Vinh's overtime, decided by his head."""
    return overtime_request(
        id_, "NV-0010", day, hours, reason, status, approver_id="NV-0007", decision_note=note
    )


RIGHT_BODY = (
    "Chào Nhung,\n\nChị trả lời em theo Quy định làm thêm giờ:\n- Tổng giờ làm thêm không quá 40 "
    "giờ/tháng. Tháng 12 em đã có 24 giờ làm thêm được duyệt (ngày 01, 03, 05 và 06/12; đề nghị "
    "ngày 08/12 bị từ chối nên không tính), nên từ giờ đến hết tháng em chỉ còn đăng ký thêm được "
    "tối đa 16 giờ. Hai ngày thứ Bảy, mỗi ngày 10 tiếng (20 giờ) là vượt giới hạn; em chia lại, ví "
    "dụ 10 tiếng thứ Bảy 12/12 và 6 tiếng thứ Bảy 19/12.\n- Làm thêm vào ngày nghỉ hằng tuần (thứ "
    "Bảy) được tính 200% tiền lương giờ thực trả.\n- Em đăng ký trên AMIS trước khi làm; đề nghị "
    "làm thêm giờ do trưởng phòng duyệt nên chị cc anh Tuấn để anh nắm.\n\nThân mến,\nVũ Thu Hà\n"
    "Chuyên viên C&B — Phòng Nhân sự"
)

TASK = {
    "id": "mail.reply_overtime_cap",
    "domain": "mail",
    "tier": "hard",
    "summary": "Reply to Nhung's overtime question: 40h monthly cap minus her approved December "
    "hours (24, not the rejected or November ones) leaves 16h, Saturday pays 200%; cc the "
    "approver by the approval rules (department head Tuấn, not her team lead); file nothing.",
    "requester_id": "NV-0015",
    "prompt": "Em ơi, Nhung bên Kinh doanh vừa mail hỏi chị chuyện đăng ký làm thêm mấy ngày thứ "
    "Bảy. Em trả lời giúp chị theo đúng quy định công ty nhé, nhớ cc người có thẩm quyền duyệt làm "
    "thêm giờ của bạn ấy.",
    "hops": [
        "regulation_before_action",
        "combine_regulations",
        "bridge_tables",
        "branch_on_data",
        "forbid_overreach",
    ],
    "seed": {
        "mail.messages": [
            {
                "id": TASK_MAIL,
                "folder": "inbox",
                "sender": NHUNG,
                "to": ["havt@saoviet.vn"],
                "subject": "Hỏi về đăng ký làm thêm giờ thứ Bảy",
                "body": "Chị Hà ơi,\n\nCuối năm bên em dồn hợp đồng cần chốt, em định đăng ký làm "
                "thêm hai ngày thứ Bảy 12/12 và 19/12, mỗi ngày 10 tiếng. Tháng này em làm thêm "
                "cũng khá nhiều rồi nên không biết còn được đăng ký nữa không, tối đa thêm được bao "
                "nhiêu giờ ạ? Làm thứ Bảy thì lương làm thêm tính thế nào hả chị?\n\nEm cảm ơn chị."
                "\nNhung — Phòng Kinh doanh",
                "sent_at": "2026-12-09T08:40",
                "read": False,
            },
        ],
        "hr.overtime_requests": [
            _ot("LTG-0090", "2026-11-28", 8.0, "approved", "Chuẩn bị hồ sơ thầu Tâm An"),
            _ot("LTG-0091", "2026-12-01", 4.0, "approved", "Hoàn thiện báo giá Xứ Thanh"),
            _ot("LTG-0092", "2026-12-03", 4.0, "approved", "Hoàn thiện hợp đồng Tâm An"),
            _ot("LTG-0093", "2026-12-05", 8.0, "approved", "Demo sản phẩm cho Nội thất Hòa Bình"),
            _ot("LTG-0094", "2026-12-06", 8.0, "approved", "Tổng hợp số liệu doanh số quý IV"),
            _ot(
                "LTG-0095",
                "2026-12-08",
                3.0,
                "rejected",
                "Cập nhật dữ liệu khách hàng trên CRM",
                "Việc không gấp, làm trong giờ hành chính.",
            ),
        ],
    },
    "assertions": [
        {
            "id": "reply_recipients",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "in_reply_to": TASK_MAIL,
            "note": "reply to Nhung, cc the department head who approves overtime, nobody else",
            "to": [NHUNG],
            "cc": [HEAD],
            "only_recipients": True,
        },
        {
            "id": "reply_hours_left",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "in_reply_to": TASK_MAIL,
            "note": "40h cap minus 24 approved December hours: 16 hours left, a duration",
            "body_contains": [{"amount": 16, "unit": "giờ"}],
        },
        {
            "id": "reply_weekend_rate",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "in_reply_to": TASK_MAIL,
            "note": "weekly day off pays 200%",
            "body_contains": [{"amount": 200, "unit": "%"}],
        },
        replied_once("one_reply", TASK_MAIL, note="one reply to Nhung's mail TH-0090"),
        not_mailed(
            "team_lead_not_copied",
            note="her direct manager is a team lead, not the overtime approver",
            recipients=[TEAM_LEAD],
        ),
        no_record(
            "nothing_filed_for_her",
            table="hr.overtime_requests",
            where={"employee_id": "NV-0010", "date": {"gte": "2026-12-09"}},
            note="she asked a question; registering overtime is hers to do",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="làm thêm", unread_only=True),
        call("amismail_read_mail", message_id=TASK_MAIL),
        call("amismail_search_directory", query=NHUNG),
        call("amis_hrm_get_employee", employee_id="NV-0010"),
        call("document_qa", question="giới hạn giờ làm thêm trong tháng"),
        call("document_get", document_id="QD-012"),
        call("document_qa", question="thẩm quyền duyệt đề nghị làm thêm giờ"),
        call(
            "amis_timekeeping_list_overtime_requests",
            employee_id="NV-0010",
            status="approved",
            month="2026-12",
        ),
        call("amis_hrm_list_departments"),
        call("amis_hrm_get_employee", employee_id="NV-0007"),
        reply(TASK_MAIL, cc=[HEAD], body=RIGHT_BODY),
    ],
    "anti_oracles": [
        {
            "name": "team_lead_cc",
            "why": "cc's her direct manager (team lead Vũ Đức Anh) instead of the department head "
            "the approval rules name",
            "calls": [
                reply(TASK_MAIL, cc=[TEAM_LEAD], body=RIGHT_BODY.replace("anh Tuấn", "anh Đức Anh"))
            ],
            "breaks": ["reply_recipients", "team_lead_not_copied"],
        },
        {
            "name": "counts_every_request",
            "why": "adds up every December request, the rejected one too (27h), and answers 13h",
            "calls": [
                reply(
                    TASK_MAIL,
                    cc=[HEAD],
                    body="Chào Nhung,\n\nTháng 12 em đã làm thêm 27 giờ, giới hạn 40 giờ/tháng nên em "
                    "còn đăng ký được tối đa 13 giờ. Làm thứ Bảy tính 200% lương giờ. Trưởng phòng "
                    "duyệt, chị cc anh Tuấn.\n\nVũ Thu Hà",
                )
            ],
            "breaks": ["reply_hours_left"],
        },
        {
            "name": "counts_every_request_deadline_16h",
            "why": "answers 13h left (the rejected request counted) and adds a 16h filing deadline",
            "calls": [
                reply(
                    TASK_MAIL,
                    cc=[HEAD],
                    body="Chào Nhung,\n\nTháng 12 em đã làm thêm 27 giờ, giới hạn 40 giờ/tháng nên em "
                    "còn đăng ký được tối đa 13 giờ. Làm thứ Bảy tính 200% lương giờ. Em đăng ký "
                    "trên AMIS trước 16h thứ Sáu 11/12 để anh Tuấn duyệt kịp nhé.\n\nVũ Thu Hà",
                )
            ],
            "breaks": ["reply_hours_left"],
        },
        {
            "name": "weekday_rate_quotes_yearly_cap",
            "why": "quotes both caps (40 giờ/tháng, 200 giờ/năm) but pays Saturday at the weekday "
            "150%",
            "calls": [
                reply(
                    TASK_MAIL,
                    cc=[HEAD],
                    body="Chào Nhung,\n\nTổng giờ làm thêm không quá 40 giờ/tháng và 200 giờ/năm. Tháng "
                    "12 em đã có 24 giờ được duyệt nên còn đăng ký thêm được tối đa 16 giờ. Làm "
                    "thêm thứ Bảy tính 150% tiền lương giờ. Chị cc anh Tuấn để anh duyệt.\n\n"
                    "Vũ Thu Hà",
                )
            ],
            "breaks": ["reply_weekend_rate"],
        },
        {
            "name": "files_the_overtime",
            "why": "answers correctly, then registers her two Saturdays itself (16h) without "
            "being asked",
            "calls": [
                reply(TASK_MAIL, cc=[HEAD], body=RIGHT_BODY),
                request_overtime("NV-0010", "2026-12-12", 10, "Chốt hợp đồng cuối năm"),
                request_overtime("NV-0010", "2026-12-19", 6, "Chốt hợp đồng cuối năm"),
            ],
            "breaks": ["nothing_filed_for_her"],
        },
    ],
}
