"""Triage: archive the received mails already answered, and only those."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import unchanged

ANSWERED = ["TH-0034", "TH-0091"]
READ_UNANSWERED = [
    *(f"TH-00{n:02}" for n in (3, 5, 6, 7, 8, 11, 13, 16, 17, 21, 22, 27, 33)),
    "TH-0093",
]
"""The read inbox mails of Ngọc's mailboxes not yet answered (the base ones and Vinh's new
advance request)."""

TASK = {
    "id": "mail.archive_answered_mails",
    "domain": "mail",
    "tier": "basic",
    "summary": "Archive exactly the inbox mails the user has already replied to (found through "
    "the Sent folder's replies), leaving unanswered mails on the same topics in the inbox.",
    "requester_id": "NV-0006",
    "prompt": "Hộp thư đến của chị dạo này lộn xộn quá. Thư nào chị trả lời rồi thì em chuyển vào "
    "lưu trữ giúp chị, còn lại cứ để nguyên nhé.",
    "seed": {
        "mail.messages": [
            {
                "id": "TH-0090",
                "folder": "sent",
                "sender": "ngocntb@saoviet.vn",
                "to": ["vinhlq@saoviet.vn"],
                "subject": "Re: Nộp chứng từ hoàn ứng chuyến công tác Hải Phòng",
                "body": "Chị nhận đủ chứng từ rồi nhé Vinh, khoản hoàn thêm 2.350.000đ chị chi "
                "tiền mặt cho em thứ Ba 08/12.\n\nNgọc",
                "sent_at": "2026-12-07T09:15",
                "read": True,
                "in_reply_to": "TH-0034",
            },
            {
                "id": "TH-0091",
                "folder": "inbox",
                "sender": "ducpm@saoviet.vn",
                "to": ["ngocntb@saoviet.vn"],
                "subject": "Đề nghị thanh toán tiền mua ổ cứng dự phòng",
                "body": "Chị Ngọc ơi,\n\nEm gửi đề nghị thanh toán 2 ổ cứng SSD 2 TB dự phòng cho "
                "máy chủ sao lưu, tổng 6.400.000đ, anh Bảo đã duyệt trên AMIS. Hóa đơn em để ở khay "
                "hồ sơ của chị.\n\nĐức — Phòng Kỹ thuật",
                "sent_at": "2026-12-03T15:40",
                "read": True,
            },
            {
                "id": "TH-0092",
                "folder": "sent",
                "sender": "ngocntb@saoviet.vn",
                "to": ["ducpm@saoviet.vn"],
                "subject": "Re: Đề nghị thanh toán tiền mua ổ cứng dự phòng",
                "body": "Chị đã chuyển khoản 6.400.000đ cho nhà cung cấp sáng nay rồi nhé Đức.\n\n"
                "Ngọc",
                "sent_at": "2026-12-04T10:05",
                "read": True,
                "in_reply_to": "TH-0091",
            },
            {
                "id": "TH-0093",
                "folder": "inbox",
                "sender": "vinhlq@saoviet.vn",
                "to": ["ngocntb@saoviet.vn"],
                "subject": "Đề nghị tạm ứng chuyến công tác Đà Nẵng",
                "body": "Chị Ngọc ơi, em vừa tạo đề nghị tạm ứng 6.000.000đ cho chuyến công tác Đà "
                "Nẵng 15–18/12 trên AMIS, chị xem giúp em nhé.\n\nVinh",
                "sent_at": "2026-12-08T11:20",
                "read": True,
            },
        ],
    },
    "assertions": [
        *[
            {
                "id": f"answered_{n}_archived",
                "note": f"the answered mail {mid} is archived",
                "kind": "record_field",
                "skill": "branch_on_data",
                "table": "mail.messages",
                "where": {"id": mid},
                "expect": {"folder": "archive"},
            }
            for n, mid in enumerate(ANSWERED, 1)
        ],
        {
            "id": "rest_of_inbox_stays",
            "kind": "record_count",
            "skill": "branch_on_data",
            "table": "mail.messages",
            "negative": True,
            "note": "the 28 base inbox mails but TH-0034, plus Vinh's unanswered advance request",
            "where": {"folder": "inbox", "id": {"not_in": ANSWERED}},
            "count": 28,
        },
        unchanged(
            "unanswered_vinh_untouched",
            table="mail.messages",
            record_id="TH-0093",
            note="Vinh's unanswered mail TH-0093 stays in the inbox as it is",
            skill="resist_look_alikes",
        ),
        unchanged(
            "unanswered_payment_untouched",
            table="mail.messages",
            record_id="TH-0012",
            note="the unanswered payment mail TH-0012 stays as it is",
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", folder="sent", limit=20),
        call("amismail_read_mail", message_id="TH-0090"),
        call("amismail_read_mail", message_id="TH-0092"),
        call("amismail_move_mail", message_ids=ANSWERED, folder="archive"),
    ],
    "anti_oracles": [
        {
            "name": "archives_read_mail",
            "why": "takes 'answered' for 'read' and archives every read mail of the inbox",
            "calls": [
                call(
                    "amismail_move_mail",
                    message_ids=[*ANSWERED, *READ_UNANSWERED],
                    folder="archive",
                ),
            ],
            "breaks": ["rest_of_inbox_stays", "unanswered_vinh_untouched"],
        },
        {
            "name": "archives_by_sender",
            "why": "archives every inbox mail from a person once replied to",
            "calls": [
                call("amismail_move_mail", message_ids=[*ANSWERED, "TH-0093"], folder="archive"),
                call("amismail_mark_read", message_ids=["TH-0012"]),
            ],
            "breaks": [
                "rest_of_inbox_stays",
                "unanswered_vinh_untouched",
                "unanswered_payment_untouched",
            ],
        },
    ],
}
