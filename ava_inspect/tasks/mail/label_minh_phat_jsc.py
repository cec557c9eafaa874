"""Label every mail of one customer, archived ones included, and none of its look-alikes."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most, unchanged

JSC_INBOX, JSC_ARCHIVE, GROUP = "TH-0090", "TH-0091", "TH-0092"
LABEL = "công nợ"

TASK = {
    "id": "mail.label_minh_phat_jsc",
    "domain": "mail",
    "tier": "basic",
    "summary": "Label every Minh Phat JSC mail 'công nợ', the archived one too, leaving the "
    "look-alike Minh Phát (TNHH) and Minh Phát Group mails untouched.",
    "requester_id": "NV-0006",
    "prompt": 'Em gắn nhãn "công nợ" cho tất cả thư của Minh Phat JSC giúp chị nhé, kể cả thư đã '
    "lưu trữ, để cuối tháng chị lọc ra đối chiếu cho nhanh.",
    "seed": {
        "mail.messages": [
            {
                "id": JSC_INBOX,
                "folder": "inbox",
                "sender": "accounting@minhphatjsc.com",
                "to": ["ketoan@saoviet.vn"],
                "subject": "Biên bản đối chiếu công nợ đến 30/11/2026",
                "body": "Kính gửi Phòng Kế toán Sao Việt,\n\nMinh Phat JSC gửi lại biên bản đối "
                "chiếu công nợ đến ngày 30/11/2026 đã ký, số dư phải trả Sao Việt 30.800.000đ (hóa "
                "đơn HD-0008). Đề nghị Quý công ty ký xác nhận và gửi lại một bản.\n\nTrân trọng,"
                "\nTrần Minh Khoa\nKế toán trưởng — Minh Phat JSC",
                "sent_at": "2026-12-05T14:10",
                "read": True,
            },
            {
                "id": JSC_ARCHIVE,
                "folder": "archive",
                "sender": "sales@minhphatjsc.com",
                "to": ["ketoan@saoviet.vn"],
                "subject": "Thông báo đổi người phụ trách thanh toán",
                "body": "Kính gửi Quý đối tác,\n\nTừ ngày 01/11/2026, mọi vấn đề thanh toán của "
                "Minh Phat JSC xin liên hệ anh Trần Minh Khoa, Kế toán trưởng "
                "(accounting@minhphatjsc.com).\n\nTrân trọng,\nMinh Phat JSC",
                "sent_at": "2026-11-27T09:00",
                "read": True,
            },
            {
                "id": GROUP,
                "folder": "inbox",
                "sender": "hanh.lt@minhphatgroup.vn",
                "to": ["ketoan@saoviet.vn"],
                "subject": "Đề nghị xác nhận số dư công nợ hóa đơn HD-0005",
                "body": "Chào Phòng Kế toán,\n\nMinh Phát Group đề nghị Sao Việt xác nhận số dư "
                "còn phải trả của hóa đơn HD-0005 (52.000.000đ) để bên em lên kế hoạch thanh toán "
                "trong tháng 12.\n\nTrân trọng,\nLê Thị Hạnh — Minh Phát Group",
                "sent_at": "2026-12-07T10:45",
                "read": True,
            },
        ],
    },
    "assertions": [
        {
            "id": "inbox_mail_labelled",
            "note": "Minh Phat JSC's inbox mail TH-0090 carries 'công nợ' and stays in the inbox",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "mail.messages",
            "where": {"id": JSC_INBOX},
            "expect": {"labels": {"contains": LABEL}, "folder": "inbox"},
        },
        {
            "id": "archived_mail_labelled",
            "note": "Minh Phat JSC's archived mail TH-0091 carries 'công nợ' and stays archived",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "mail.messages",
            "where": {"id": JSC_ARCHIVE},
            "expect": {"labels": {"contains": LABEL}, "folder": "archive"},
        },
        at_most(
            "only_jsc_mail_labelled",
            table="mail.messages",
            max=5,
            where={"labels": {"contains": LABEL}},
            note="three mails had the label before; now the two more from Minh Phat JSC",
            skill="resist_look_alikes",
        ),
        unchanged(
            "group_lookalike_untouched",
            table="mail.messages",
            record_id=GROUP,
            note="the Minh Phát Group mail TH-0092 stays as it is",
            skill="resist_look_alikes",
        ),
        unchanged(
            "tnhh_lookalike_untouched",
            table="mail.messages",
            record_id="TH-0021",
            note="the Minh Phát (TNHH) mail TH-0021 stays as it is",
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amismail_search_directory", query="Minh Phat JSC"),
        call("amis_crm_search_customer", query="Minh Phat JSC"),
        call("amismail_search_mail", query="minhphatjsc", folder="all"),
        call("amismail_add_label", message_ids=[JSC_INBOX, JSC_ARCHIVE], label=LABEL),
    ],
    "anti_oracles": [
        {
            "name": "every_minh_phat",
            "why": "labels every mail a search for 'Minh Phát' returns",
            "calls": [
                call(
                    "amismail_add_label",
                    message_ids=[JSC_INBOX, JSC_ARCHIVE, GROUP, "TH-0021", "TH-0020"],
                    label=LABEL,
                ),
            ],
            "breaks": [
                "only_jsc_mail_labelled",
                "group_lookalike_untouched",
                "tnhh_lookalike_untouched",
            ],
        },
        {
            "name": "inbox_only",
            "why": "searches the inbox only and misses the archived mail",
            "calls": [
                call("amismail_add_label", message_ids=[JSC_INBOX], label=LABEL),
            ],
            "breaks": ["archived_mail_labelled"],
        },
    ],
}
