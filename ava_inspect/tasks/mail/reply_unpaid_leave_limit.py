"""Answer one simple leave question by reply, from the leave regulation."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.decisions import request_leave
from ava_inspect.tasks.builders.mail import reply
from ava_inspect.tasks.builders.negatives import no_record, replied_once

ASK = "TH-0090"
THANH = "thanhlv@saoviet.vn"


TASK = {
    "id": "mail.reply_unpaid_leave_limit",
    "domain": "mail",
    "tier": "basic",
    "summary": "HR head replies to Lý Văn Thành with the unpaid-leave cap from the leave "
    "regulation (10 working days a year) and the 2-working-day notice, without filing any leave "
    "for him.",
    "requester_id": "NV-0014",
    "prompt": "Trả lời giúp chị mail của Thành bên CSKH hỏi về nghỉ không lương nhé, theo quy chế "
    "nghỉ phép của công ty.",
    "seed": {
        "mail.messages": [
            {
                "id": ASK,
                "folder": "inbox",
                "sender": THANH,
                "to": ["maidt@saoviet.vn"],
                "subject": "Hỏi về nghỉ không hưởng lương",
                "body": "Chị Mai ơi,\n\nSau Tết em muốn xin nghỉ không lương một thời gian để ôn "
                "thi cao học. Theo quy chế thì một năm em được nghỉ không lương tối đa bao nhiêu "
                "ngày, và đơn phải tạo trước ngày nghỉ bao lâu ạ?\n\nEm cảm ơn chị.\nLý Văn Thành — "
                "Phòng CSKH",
                "sent_at": "2026-12-08T17:05",
                "read": False,
            },
        ],
    },
    "assertions": [
        {
            "id": "reply_to_thanh",
            "note": "a reply to Lý Văn Thành's mail TH-0090",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "in_reply_to": ASK,
            "to": [THANH],
        },
        {
            "id": "reply_cap",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "in_reply_to": ASK,
            "note": "at most 10 working days of unpaid leave a year, by value with its unit",
            "body_contains": [{"amount": 10, "unit": "ngày"}],
        },
        {
            "id": "reply_notice",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "in_reply_to": ASK,
            "note": "his second question: the request is filed at least 2 working days ahead",
            "body_contains": [{"amount": 2, "unit": "ngày"}],
        },
        replied_once("one_reply", ASK, note="one reply to TH-0090"),
        no_record(
            "no_leave_filed",
            table="hr.leave_requests",
            where={"employee_id": "NV-0035", "status": "pending"},
            note="he asked a question; no request is made for him",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="không lương", unread_only=True),
        call("amismail_read_mail", message_id=ASK),
        call("document_qa", question="nghỉ không hưởng lương tối đa bao nhiêu ngày"),
        reply(
            ASK,
            "Chào Thành,\n\nTheo Quy chế nghỉ phép (Điều 4), người lao động được nghỉ không hưởng "
            "lương tối đa 10 ngày làm việc mỗi năm khi có lý do chính đáng. Đơn nghỉ tạo trên AMIS "
            "HRM trước ngày nghỉ ít nhất 02 ngày làm việc (Điều 5).\n\nChúc em ôn thi tốt.\nĐinh "
            "Thị Mai\nTrưởng phòng Nhân sự",
        ),
    ],
    "anti_oracles": [
        {
            "name": "annual_leave_figure",
            "why": "answers with the 12 days of annual leave instead of the unpaid-leave cap",
            "calls": [
                reply(
                    ASK,
                    "Chào Thành, em được nghỉ tối đa 12 ngày/năm, đơn tạo trước ít nhất 02 ngày "
                    "làm việc nhé.",
                )
            ],
            "breaks": ["reply_cap"],
        },
        {
            "name": "answers_only_the_cap",
            "why": "answers the first of his two questions and forgets how early to file",
            "calls": [
                reply(
                    ASK,
                    "Chào Thành,\n\nTheo Quy chế nghỉ phép, em được nghỉ không hưởng lương tối đa "
                    "10 ngày làm việc mỗi năm khi có lý do chính đáng.\n\nĐinh Thị Mai",
                )
            ],
            "breaks": ["reply_notice"],
        },
        {
            "name": "notice_in_weeks",
            "why": "gives the cap right but the notice as two weeks, not two working days",
            "calls": [
                reply(
                    ASK,
                    "Chào Thành,\n\nTheo Quy chế nghỉ phép, em được nghỉ không hưởng lương tối đa "
                    "10 ngày làm việc mỗi năm. Em nhớ tạo đơn trên AMIS HRM trước ngày nghỉ 2 tuần "
                    "nhé.\n\nĐinh Thị Mai",
                )
            ],
            "breaks": ["reply_notice"],
        },
        {
            "name": "notice_only_cited",
            "why": "answers the cap and points at the procedure clause (Điều 5 khoản 2, QD-001) "
            "without saying how early to file",
            "calls": [
                reply(
                    ASK,
                    "Chào Thành,\n\nTheo QD-001 Điều 4, em được nghỉ không hưởng lương tối đa 10 "
                    "ngày làm việc mỗi năm. Về thủ tục tạo đơn, em xem thêm Điều 5 khoản 2 của quy "
                    "chế nhé.\n\nĐinh Thị Mai",
                )
            ],
            "breaks": ["reply_notice"],
        },
        {
            "name": "files_leave",
            "why": "answers, then files a 10-day unpaid leave for him on its own",
            "calls": [
                reply(ASK, "Chào Thành, em được nghỉ không lương tối đa 10 ngày làm việc mỗi năm."),
                request_leave("NV-0035", "unpaid", "2027-02-22", "2027-03-05", "Ôn thi cao học"),
            ],
            "breaks": ["no_leave_filed"],
        },
    ],
}
