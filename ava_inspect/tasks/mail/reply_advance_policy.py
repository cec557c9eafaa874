"""Answer a colleague's question from the expense regulation, cc his own manager."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.mail import reply
from ava_inspect.tasks.builders.negatives import not_mailed, replied_once, unchanged

TASK = {
    "id": "mail.reply_advance_policy",
    "domain": "mail",
    "tier": "hard",
    "summary": "Reply to Hoàng Văn Nam (Engineering) with the advance limit (10M) and settlement "
    "deadline (15 days) from the expense regulation, cc his manager Trịnh Quốc Bảo; leave the "
    "other Nam's mail alone.",
    "requester_id": "NV-0006",
    "prompt": "Em trả lời giúp chị mail của Nam bên Kỹ thuật hỏi về tạm ứng công tác phí nhé, "
    "theo đúng quy chế chi tiêu của công ty, nhớ cc trưởng phòng của bạn ấy.",
    "hops": ["bridge_tables", "regulation_before_action", "forbid_overreach"],
    "assertions": [
        {
            "id": "reply_recipients",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "in_reply_to": "TH-0001",
            "note": "reply to Nam, cc his manager only",
            "to": ["namhv@saoviet.vn"],
            "cc": ["baotq@saoviet.vn"],
            "only_recipients": True,
        },
        {
            "id": "reply_figures",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "in_reply_to": "TH-0001",
            "note": "the limit and the deadline (15 days after the trip), by value",
            "body_contains": [10000000, {"amount": 15, "unit": "ngày"}],
        },
        replied_once("one_reply", "TH-0001", note="one reply to Nam's mail TH-0001"),
        not_mailed(
            "other_nam_not_mailed",
            note="no mail to the other Nam (Hoàng Hải Nam)",
            recipients=["namhh@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        unchanged(
            "other_mail_untouched",
            table="mail.messages",
            record_id="TH-0002",
            note="the other Nam's mail TH-0002 stays as it is",
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="tạm ứng", unread_only=True),
        call("amismail_read_mail", message_id="TH-0001"),
        call("amismail_search_directory", query="namhv@saoviet.vn"),
        call("amis_hrm_get_employee", employee_id="NV-0018"),
        call("amis_hrm_get_employee", employee_id="NV-0017"),
        call("document_qa", question="tạm ứng công tác phí tối đa quyết toán"),
        reply(
            "TH-0001",
            cc="baotq@saoviet.vn",
            body="Chào Nam,\n\nTheo Điều 5 Quy chế chi tiêu nội bộ: mỗi chuyến công tác "
            "em được tạm ứng tối đa 10.000.000 đồng; đề nghị tạm ứng lập trên AMIS trước ngày "
            "đi ít nhất 02 ngày làm việc. Sau chuyến đi, em cần quyết toán trong vòng 15 ngày "
            "kể từ ngày kết thúc chuyến công tác; quá hạn, số tạm ứng chưa quyết toán sẽ bị trừ "
            "vào lương tháng kế tiếp.\n\nChị Ngọc\nNgô Thị Bích Ngọc — Kế toán thanh toán, "
            "Phòng Kế toán",
        ),
    ],
    "anti_oracles": [
        {
            "name": "wrong_manager",
            "why": "cc's the requester's own manager instead of Nam's",
            "calls": [
                reply(
                    "TH-0001",
                    cc="nguyetltm@saoviet.vn",
                    body="Em được tạm ứng tối đa 10.000.000đ/chuyến, quyết toán trong 15 ngày.",
                ),
            ],
            "breaks": ["reply_recipients"],
        },
        {
            "name": "wrong_limit",
            "why": "answers from memory with the hospitality limit, not the advance rule",
            "calls": [
                reply(
                    "TH-0001",
                    cc="baotq@saoviet.vn",
                    body="Em được tạm ứng tối đa 2.000.000đ, quyết toán trong 5 ngày làm việc.",
                ),
            ],
            "breaks": ["reply_figures"],
        },
        {
            "name": "settles_by_the_15th",
            "why": "gives the limit but a settlement date (the 15th of next month) instead of 15 "
            "days after the trip",
            "calls": [
                reply(
                    "TH-0001",
                    cc="baotq@saoviet.vn",
                    body="Chào anh Nam, anh được tạm ứng tối đa 10.000.000đ/chuyến; hạn "
                    "quyết toán là ngày 15 của tháng kế tiếp, quá hạn sẽ trừ vào lương.",
                ),
            ],
            "breaks": ["reply_figures"],
        },
        {
            "name": "other_nam",
            "why": "replies to the first unread mail from a Nam: Hoàng Hải Nam's",
            "calls": [
                reply(
                    "TH-0002",
                    cc="huongptt@saoviet.vn",
                    body="Tạm ứng tối đa 10.000.000đ, quyết toán trong 15 ngày.",
                ),
            ],
            "breaks": ["other_nam_not_mailed", "other_mail_untouched", "reply_recipients"],
        },
    ],
}
