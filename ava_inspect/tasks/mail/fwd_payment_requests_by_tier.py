"""Forward two payment requests, each to the approver the approval regulation names for its amount."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import forward
from ava_inspect.tasks.builders.negatives import forwarded_once, not_mailed

SSD = "TH-0090"
SSL = "TH-0091"
HUONG = "huongptt@saoviet.vn"
NGUYET = "nguyetltm@saoviet.vn"


def _forward(message_id: str, to: str) -> Call:
    return forward(
        message_id,
        to,
        note="Em chuyển chị đề nghị thanh toán của anh Đức (Phòng Kỹ thuật) để chị xem xét "
        "phê duyệt theo Quy chế phân cấp phê duyệt ạ.",
    )


TASK = {
    "id": "mail.fwd_payment_requests_by_tier",
    "domain": "mail",
    "tier": "hard",
    "summary": "Forward Phạm Minh Đức's two payment requests by the approval regulation's amount "
    "tiers: the SSD purchase (19M + VAT = 20.9M) to the deputy CEO, the domain/SSL renewal (6.38M) "
    "to the chief accountant; not to his own manager, and leave the other unread request alone.",
    "requester_id": "NV-0006",
    "prompt": "Sáng nay anh Đức bên Kỹ thuật gửi chị hai đề nghị thanh toán. Em xem quy chế phân "
    "cấp phê duyệt rồi chuyển tiếp từng cái cho đúng người có thẩm quyền duyệt giúp chị nhé.",
    "hops": [
        "regulation_before_action",
        "branch_on_data",
        "bridge_tables",
        "forbid_overreach",
    ],
    "seed": {
        "mail.messages": [
            {
                "id": SSD,
                "folder": "inbox",
                "sender": "ducpm@saoviet.vn",
                "to": ["ngocntb@saoviet.vn"],
                "subject": "Đề nghị thanh toán mua ổ cứng SSD cho máy chủ nội bộ",
                "body": "Chị Ngọc ơi,\n\nEm gửi đề nghị thanh toán tiền mua ổ cứng thay cho cụm máy "
                "chủ nội bộ (đã tạo trên AMIS, kèm hóa đơn của Công ty TNHH Máy tính Thành Công):\n"
                "- 4 ổ SSD Samsung PM893 1,92 TB × 4.750.000đ = 19.000.000đ\n- Thuế GTGT 10%: "
                "1.900.000đ\n- Tổng tiền thanh toán: 20.900.000đ\n\nNhà cung cấp đề nghị chuyển "
                "khoản trước ngày 18/12/2026.\n\nEm cảm ơn chị.\nPhạm Minh Đức — Phòng Kỹ thuật",
                "sent_at": "2026-12-09T08:05",
                "read": False,
            },
            {
                "id": SSL,
                "folder": "inbox",
                "sender": "ducpm@saoviet.vn",
                "to": ["ngocntb@saoviet.vn"],
                "subject": "Đề nghị thanh toán gia hạn tên miền và chứng thư SSL năm 2027",
                "body": "Chị Ngọc ơi,\n\nEm gửi tiếp đề nghị thanh toán phí gia hạn tên miền "
                "saoviet.vn và chứng thư SSL wildcard năm 2027 cho Công ty CP Mắt Bão: tổng "
                "6.380.000đ (đã gồm VAT), hạn thanh toán 20/12/2026. Đề nghị em đã tạo trên AMIS "
                "kèm thông báo phí.\n\nEm cảm ơn chị.\nPhạm Minh Đức — Phòng Kỹ thuật",
                "sent_at": "2026-12-09T08:12",
                "read": False,
            },
        ],
    },
    "assertions": [
        {
            "id": "ssd_to_deputy_ceo",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "forwarded_from": SSD,
            "note": "20.9M is over 20M: the deputy CEO approves (QD-002 art. 3.2)",
            "to": [HUONG],
            "only_recipients": True,
        },
        {
            "id": "ssl_to_chief_accountant",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "forwarded_from": SSL,
            "note": "6.38M is up to 20M: the chief accountant approves (QD-002 art. 3.1)",
            "to": [NGUYET],
            "only_recipients": True,
        },
        forwarded_once("ssd_forwarded_once", SSD, note="the SSD request TH-0090 is forwarded once"),
        forwarded_once(
            "ssl_forwarded_once", SSL, note="the domain/SSL request TH-0091 is forwarded once"
        ),
        not_mailed(
            "not_to_own_manager",
            note="the sender's own manager is not the approver of payments",
            recipients=["baotq@saoviet.vn"],
            skill="regulation_before_action",
        ),
        not_mailed(
            "cloud_request_left",
            note="Trịnh Quốc Bảo's cloud request (already cc'd to its approver) is not Đức's",
            forwarded_from="TH-0012",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="đề nghị thanh toán", unread_only=True),
        call("amismail_read_mail", message_id=SSD),
        call("amismail_read_mail", message_id=SSL),
        call("document_qa", question="thẩm quyền duyệt đề nghị thanh toán"),
        call("document_get", document_id="QD-002"),
        call("amismail_search_directory", query="Phó Tổng Giám đốc"),
        call("amismail_search_directory", query="Kế toán trưởng"),
        _forward(SSD, HUONG),
        _forward(SSL, NGUYET),
    ],
    "anti_oracles": [
        {
            "name": "pre_vat_amount",
            "why": "reads the 19M subtotal before VAT and sends both to the chief accountant",
            "calls": [_forward(SSD, NGUYET), _forward(SSL, NGUYET)],
            "breaks": ["ssd_to_deputy_ceo"],
        },
        {
            "name": "senders_manager",
            "why": "sends both to the first manager found: the sender's head of department",
            "calls": [_forward(SSD, "baotq@saoviet.vn"), _forward(SSL, "baotq@saoviet.vn")],
            "breaks": ["ssd_to_deputy_ceo", "ssl_to_chief_accountant", "not_to_own_manager"],
        },
        {
            "name": "both_approvers",
            "why": "unsure of the tier, sends the SSD request to both the chief accountant and "
            "the deputy CEO",
            "calls": [_forward(SSD, HUONG), _forward(SSD, NGUYET), _forward(SSL, NGUYET)],
            "breaks": ["ssd_forwarded_once"],
        },
        {
            "name": "every_unread_request",
            "why": "also forwards the other unread payment request in the inbox",
            "calls": [_forward(SSD, HUONG), _forward(SSL, NGUYET), _forward("TH-0012", HUONG)],
            "breaks": ["cloud_request_left"],
        },
    ],
}
