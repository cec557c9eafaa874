"""Reply to a colleague with the refund figure read from his own mail."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.mail import reply
from ava_inspect.tasks.builders.negatives import replied_once

VINH = "vinhlq@saoviet.vn"


TASK = {
    "id": "mail.reply_refund_amount_vinh",
    "domain": "mail",
    "tier": "basic",
    "summary": "Reply to Lê Quang Vinh's expense-settlement mail that the extra 2.35M refund (not "
    "the 7.35M spent nor the 5M advance) was paid out on Tuesday 08/12.",
    "requester_id": "NV-0006",
    "prompt": "Em trả lời mail của Vinh về vụ hoàn ứng chuyến Hải Phòng giúp chị: chứng từ hợp lệ "
    "rồi, khoản công ty hoàn thêm cho bạn ấy thủ quỹ đã chi hôm thứ Ba 08/12, bạn ấy qua quầy ký "
    "phiếu chi giúp chị. Nhớ ghi rõ số tiền nhé.",
    "assertions": [
        {
            "id": "reply_to_vinh",
            "note": "a reply to Vinh's mail TH-0034, to him alone",
            "kind": "mail_sent",
            "skill": "forbid_overreach",
            "in_reply_to": "TH-0034",
            "to": [VINH],
            "only_recipients": True,
        },
        {
            "id": "refund_amount",
            "kind": "mail_sent",
            "skill": "vietnamese_values",
            "in_reply_to": "TH-0034",
            "note": "the extra refund from his mail, by value",
            "body_contains": [2350000],
        },
        {
            "id": "paid_date",
            "note": "the reply gives the payout day, 08/12",
            "kind": "mail_sent",
            "skill": "vietnamese_values",
            "in_reply_to": "TH-0034",
            "body_contains": ["2026-12-08"],
        },
        replied_once("one_reply", "TH-0034", note="one reply to TH-0034"),
    ],
    "oracle": [
        call("amismail_search_mail", query="hoàn ứng Hải Phòng"),
        call("amismail_read_mail", message_id="TH-0034"),
        reply(
            "TH-0034",
            "Chào Vinh,\n\nChứng từ chuyến công tác Hải Phòng của em hợp lệ. Khoản công ty "
            "hoàn thêm cho em 2.350.000đ thủ quỹ đã chi hôm thứ Ba 08/12/2026, em qua quầy thủ "
            "quỹ ký phiếu chi giúp chị nhé.\n\nChị Ngọc\nKế toán thanh toán — Phòng Kế toán",
        ),
    ],
    "anti_oracles": [
        {
            "name": "total_spent",
            "why": "quotes the total spent on the trip as the refund",
            "calls": [
                reply(
                    "TH-0034",
                    "Chào Vinh, chứng từ hợp lệ; khoản hoàn 7.350.000đ thủ quỹ đã chi hôm "
                    "08/12/2026, em qua ký phiếu chi nhé.",
                )
            ],
            "breaks": ["refund_amount"],
        },
        {
            "name": "copies_chief_accountant",
            "why": "reads a refund figure as 'a mail that commits money' and copies the chief "
            "accountant, which QĐ-011 Điều 4 does not ask for",
            "calls": [
                reply(
                    "TH-0034",
                    cc="nguyetltm@saoviet.vn",
                    body="Chào Vinh,\n\nChứng từ chuyến Hải Phòng của em hợp lệ. Khoản hoàn "
                    "thêm 2.350.000đ thủ quỹ đã chi hôm 08/12/2026, em qua quầy ký phiếu chi "
                    "nhé.\n\nChị Ngọc",
                )
            ],
            "breaks": ["reply_to_vinh"],
        },
    ],
}
