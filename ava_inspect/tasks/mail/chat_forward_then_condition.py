"""Label the customer mails of the customer-care mailbox since Monday that nobody has answered;
once that is done, forward to the head of Engineering exactly those labelled mails that come
from Xây dựng Đông Á: not its mail a colleague already answered, not its mail from before
Monday, not the look-alike Nhựa Đông Á's."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, Record, call
from ava_inspect.tasks.builders.mail import forward, inbox_mail
from ava_inspect.tasks.builders.negatives import forwarded_once, not_mailed, untouched

ME = "NV-0028"
"""Lê Thị Lan Anh, customer care: a member of the shared mailbox cskh@."""
SHARED = "cskh@saoviet.vn"
BAO = "baotq@saoviet.vn"
"""Trịnh Quốc Bảo, Trưởng phòng Kỹ thuật."""
LABEL = "cần xử lý"

DONGA_SYNC = "TH-0018"
"""Base: Vương Đình Khôi (Đông Á), 08/12, the unsynced stock slips; unread, unanswered."""
DONGA_REPORT, DONGA_ANSWERED, THANH_REPLY = "TH-0120", "TH-0121", "TH-0122"
DONGA_OLD, TAM_AN, AN_NHIEN, CSKH_REPLY = "TH-0123", "TH-0124", "TH-0125", "TH-0126"
LOOKALIKE, INTERNAL = "TH-0127", "TH-0128"
LABELLED = [DONGA_SYNC, DONGA_REPORT, TAM_AN, LOOKALIKE]
FORWARDED = [DONGA_SYNC, DONGA_REPORT]


def _to_cskh(mid: str, sender: str, subject: str, body: str, sent_at: str, read: bool) -> Record:
    return inbox_mail(mid, sender, SHARED, subject, body, sent_at, read=read)


SEED: dict[str, list[Record]] = {
    "crm.customers": [
        {
            "id": "KH-0026",
            "name": "Công ty Cổ phần Nhựa Đông Á",
            "tax_code": "2300915462",
            "address": "Lô A2, KCN Quế Võ, phường Quế Võ, Bắc Ninh",
            "email": "info@nhuadonga.com.vn",
            "phone": "0222 3617 284",
            "owner_id": "NV-0030",
        }
    ],
    "crm.contacts": [
        {
            "id": "LH-0061",
            "customer_id": "KH-0026",
            "full_name": "Hồ Thị Thu Thảo",
            "title": "Kế toán",
            "email": "thao.htt@nhuadonga.com.vn",
            "phone": "0978 416 205",
        }
    ],
    "mail.messages": [
        _to_cskh(
            DONGA_REPORT,
            "binh.ttt@dongaconstruction.vn",
            "Không xuất được báo cáo công nợ phải trả nhà cung cấp",
            "Chào bộ phận CSKH Sao Việt,\n\nTừ sáng nay, khi xuất báo cáo Tổng hợp công nợ phải "
            'trả nhà cung cấp trên AMIS Kế toán, phần mềm báo lỗi "Không đủ bộ nhớ tạm" và dừng '
            "ở 90%. Bên chị cần báo cáo này để đối chiếu với nhà cung cấp thép trước ngày 15/12. "
            "Nhờ các em kiểm tra giúp chị.\n\nTạ Thị Thanh Bình\nKế toán trưởng — Công ty Cổ phần "
            "Xây dựng Đông Á",
            "2026-12-07T14:05",
            read=True,
        ),
        _to_cskh(
            DONGA_ANSWERED,
            "khoi.vd@dongaconstruction.vn",
            "Hỏi cách phân quyền cho chỉ huy trưởng công trường mới",
            "Chào CSKH,\n\nCông trường Bắc Ninh có chỉ huy trưởng mới, anh Đặng Văn Tú. Tôi muốn "
            "cấp quyền cho anh Tú duyệt phiếu xuất kho của công trường đó trên phần mềm, nhờ bên "
            "em hướng dẫn cách phân quyền.\n\nVương Đình Khôi\nTrưởng phòng Mua hàng — Công ty Cổ "
            "phần Xây dựng Đông Á",
            "2026-12-07T08:40",
            read=True,
        ),
        {
            "id": THANH_REPLY,
            "folder": "sent",
            "sender": "thanhlv@saoviet.vn",
            "to": ["khoi.vd@dongaconstruction.vn"],
            "cc": [SHARED],
            "subject": "Re: Hỏi cách phân quyền cho chỉ huy trưởng công trường mới",
            "body": "Chào anh Khôi,\n\nAnh vào Hệ thống > Vai trò và quyền hạn, thêm anh Tú vào "
            'vai trò "Chỉ huy trưởng" và chọn phạm vi công trường Bắc Ninh là anh Tú duyệt được '
            "phiếu xuất kho ạ. Em gửi kèm hướng dẫn có hình minh họa.\n\nLý Văn Thành\nChuyên "
            "viên Chăm sóc khách hàng",
            "sent_at": "2026-12-07T10:30",
            "read": True,
            "in_reply_to": DONGA_ANSWERED,
        },
        _to_cskh(
            DONGA_OLD,
            "hieu.lv@dongaconstruction.vn",
            "Đề nghị hỗ trợ cài đặt phần mềm trên máy tính mới ở công trường Bắc Ninh",
            "Chào Sao Việt,\n\nCông trường Bắc Ninh vừa nhận 3 máy tính mới. Đề nghị bên em cử "
            "kỹ thuật hỗ trợ cài đặt và kết nối phần mềm trong tuần tới.\n\nLương Văn Hiếu\nGiám "
            "đốc — Công ty Cổ phần Xây dựng Đông Á",
            "2026-12-04T16:20",
            read=True,
        ),
        _to_cskh(
            TAM_AN,
            "son.kv@duoctaman.vn",
            "Lỗi in hóa đơn bán lẻ tại nhà thuốc số 12",
            "Chào anh chị,\n\nTừ chiều qua máy in ở nhà thuốc số 12 (Tân Mai) không in được hóa "
            "đơn bán lẻ từ AMIS Bán hàng, báo lỗi mất kết nối máy in. Nhờ anh chị hỗ trợ sớm vì "
            "khách đang phải chờ.\n\nKiều Văn Sơn\nTrưởng phòng Mua hàng — Công ty Cổ phần Dược "
            "phẩm Tâm An",
            "2026-12-08T11:15",
            read=False,
        ),
        _to_cskh(
            AN_NHIEN,
            "hang.dt@annhienfood.vn",
            "Hỏi lịch đào tạo sử dụng phân hệ kho",
            "Chào CSKH,\n\nBên em có 2 thủ kho mới, muốn đăng ký một buổi đào tạo sử dụng phân hệ "
            "kho trong tháng 12. Anh chị báo giúp em các lịch còn trống nhé.\n\nĐào Thị Hằng\nKế "
            "toán — Công ty TNHH Thực phẩm Sạch An Nhiên",
            "2026-12-08T08:30",
            read=True,
        ),
        {
            "id": CSKH_REPLY,
            "folder": "sent",
            "sender": SHARED,
            "to": ["hang.dt@annhienfood.vn"],
            "subject": "Re: Hỏi lịch đào tạo sử dụng phân hệ kho",
            "body": "Chào chị Hằng,\n\nTháng 12 bên em còn lịch đào tạo trực tuyến sáng thứ Ba "
            "15/12 và chiều thứ Năm 17/12, chị chọn giúp em một buổi nhé.\n\nPhòng Chăm sóc "
            "khách hàng — Sao Việt",
            "sent_at": "2026-12-08T15:10",
            "read": True,
            "in_reply_to": AN_NHIEN,
        },
        _to_cskh(
            LOOKALIKE,
            "thao.htt@nhuadonga.com.vn",
            "Không đăng nhập được phần mềm sau khi đổi mật khẩu",
            "Chào anh chị,\n\nEm vừa đổi mật khẩu theo yêu cầu của hệ thống thì không đăng nhập "
            "được nữa, báo sai tài khoản. Anh chị kiểm tra giúp em với ạ.\n\nHồ Thị Thu Thảo\nKế "
            "toán — Công ty Cổ phần Nhựa Đông Á",
            "2026-12-08T16:40",
            read=False,
        ),
        _to_cskh(
            INTERNAL,
            "tamltt@saoviet.vn",
            "Lịch trực tổng đài dịp Tết Dương lịch 2027",
            "Các em,\n\nChị gửi lịch trực tổng đài từ 31/12/2026 đến 03/01/2027, các em xem và "
            "báo chị trước thứ Sáu nếu cần đổi ca nhé.\n\nThanh Tâm",
            "2026-12-08T17:30",
            read=True,
        ),
    ],
}

_READS = [
    call("amismail_search_mail", folder="all", since="2026-12-07", limit=50),
    call("amismail_search_mail", folder="sent", since="2026-12-07", limit=50),
    call("amis_crm_search_contact", query="dongaconstruction"),
    call("amis_crm_search_contact", query="nhuadonga"),
]
_LABEL = call("amismail_add_label", message_ids=LABELLED, label=LABEL)
_LABELLED = {
    "say": 'Dạ em đã gắn nhãn "cần xử lý" cho 4 thư khách hàng gửi vào hộp thư CSKH từ thứ '
    "Hai 07/12 mà chưa ai trả lời:\n"
    "- TH-0018: Xây dựng Đông Á (anh Vương Đình Khôi) — lỗi đồng bộ phiếu xuất kho công "
    "trường Vĩnh Phúc\n"
    "- TH-0120: Xây dựng Đông Á (chị Tạ Thị Thanh Bình) — không xuất được báo cáo công nợ phải "
    "trả\n"
    "- TH-0124: Dược phẩm Tâm An (anh Kiều Văn Sơn) — lỗi in hóa đơn bán lẻ\n"
    "- TH-0127: Nhựa Đông Á (chị Hồ Thị Thu Thảo) — không đăng nhập được sau khi đổi mật khẩu\n"
    "Thư hỏi phân quyền của Đông Á (anh Thành đã trả lời) và thư hỏi lịch đào tạo của An Nhiên "
    "(hộp thư CSKH đã trả lời) em không gắn nhãn ạ."
}
_FIND_BAO = call("amismail_search_directory", query="Trưởng phòng Kỹ thuật")
_NOTE = (
    "Anh Bảo ơi, em chuyển anh phản ánh của Công ty Cổ phần Xây dựng Đông Á gửi vào hộp thư "
    "CSKH, chưa ai xử lý. Anh cử người hỗ trợ khách giúp em nhé.\n\nLê Thị Lan Anh — Phòng "
    "Chăm sóc khách hàng"
)


def _forward(message_id: str) -> Call:
    return forward(message_id, BAO, note=_NOTE)


_FORWARDS = [_forward(m) for m in FORWARDED]
_DONE = {
    "say": "Dạ em đã chuyển tiếp cho anh Trịnh Quốc Bảo 2 thư của Xây dựng Đông Á: TH-0018 (lỗi "
    "đồng bộ phiếu xuất kho) và TH-0120 (lỗi xuất báo cáo công nợ phải trả). Thư của Nhựa Đông Á "
    "là một công ty khác nên em không chuyển ạ."
}
_FIRST_PART = [*_READS, _LABEL, _LABELLED, _FIND_BAO]


def _labelled(message_id: str, note: str) -> dict[str, Any]:
    return {
        "id": f"labelled_{message_id.lower().replace('-', '_')}",
        "kind": "record_field",
        "skill": "branch_on_data",
        "table": "mail.messages",
        "note": note,
        "where": {"id": message_id},
        "expect": {"labels": {"contains": LABEL}},
    }


def _forwarded(message_id: str, note: str) -> dict[str, Any]:
    return {
        "id": f"forwarded_{message_id.lower().replace('-', '_')}",
        "kind": "mail_sent",
        "skill": "branch_on_data",
        "note": note,
        "forwarded_from": message_id,
        "to": [BAO],
    }


TASK: dict[str, Any] = {
    "id": "mail.chat_forward_then_condition",
    "domain": "mail",
    "tier": "conversation",
    "summary": "Label 'cần xử lý' the 4 customer mails in cskh@ since Mon 07/12 nobody answered "
    "(not the two a colleague or the mailbox replied to, not the internal one, not Đông Á's "
    "from 04/12); then, told 'of those, forward Xây dựng Đông Á's to the head of Engineering', "
    "forward exactly its 2 (one of them already read), not the look-alike Nhựa Đông Á's, and "
    "nothing before being asked.",
    "requester_id": ME,
    "seed": SEED,
    "prompt": 'AVA ơi, em gắn nhãn "cần xử lý" giúp chị cho các thư khách hàng gửi vào hộp thư '
    "chung CSKH từ thứ Hai 07/12 đến giờ mà chưa ai trả lời nhé.",
    "user": {
        "persona": "Chị Lê Thị Lan Anh, chuyên viên Phòng Chăm sóc khách hàng, nhắn AVA lúc rà "
        "hộp thư chung giữa ca trực; xưng chị, gọi AVA là em.",
        "facts": [
            {
                "id": "confirm_labels",
                "field": "confirm",
                "value": "gắn nhãn các thư đó",
                "answer": "Ừ, em gắn nhãn đi nhé.",
            },
            {
                "id": "donga_only",
                "field": "other",
                "value": "chuyển tiếp các thư đã gắn nhãn của Xây dựng Đông Á cho anh Bảo",
                "answer": "Trong mấy thư vừa gắn nhãn, thư nào của Xây dựng Đông Á thì chuyển cho "
                "anh Bảo em nhé.",
                "stage": 1,
            },
            {
                "id": "confirm_forward",
                "field": "confirm",
                "value": "chuyển tiếp các thư đó cho anh Bảo",
                "answer": "Đúng rồi, em chuyển đi.",
                "stage": 1,
            },
        ],
        "turns": [
            {
                "when": {"after_tool": "amismail_add_label"},
                "text": "Cảm ơn em. Trong mấy thư em vừa gắn nhãn, thư nào của Công ty Xây dựng "
                "Đông Á thì em chuyển tiếp cho anh Bảo, Trưởng phòng Kỹ thuật, nhờ anh ấy cử người "
                "hỗ trợ khách giúp chị nhé.",
                "gives": ["donga_only"],
            },
            {
                "when": {"after_tool": "amismail_forward_mail", "times": 2},
                "text": "Ok em, cảm ơn em nhé.",
                "ends": True,
            },
        ],
    },
    "assertions": [
        _labelled(DONGA_SYNC, "Đông Á's sync complaint (08/12, unread, unanswered) is labelled"),
        _labelled(
            DONGA_REPORT,
            "Đông Á's report error (07/12) is labelled: already read, but nobody answered it",
        ),
        _labelled(TAM_AN, "Tâm An's printing error (08/12, unanswered) is labelled"),
        _labelled(
            LOOKALIKE, "Nhựa Đông Á's login problem (08/12, unanswered) is a customer mail too"
        ),
        untouched(
            DONGA_ANSWERED,
            "mail.messages",
            "Đông Á's permissions question was answered by Lý Văn Thành: left as it is",
            skill="branch_on_data",
        ),
        untouched(
            AN_NHIEN,
            "mail.messages",
            "An Nhiên's training question was answered from cskh@: left as it is",
            skill="branch_on_data",
        ),
        untouched(
            DONGA_OLD,
            "mail.messages",
            "Đông Á's mail of Fri 04/12 is from before Monday: left as it is",
            skill="branch_on_data",
        ),
        untouched(
            INTERNAL,
            "mail.messages",
            "the manager's rota mail is no customer's",
            skill="branch_on_data",
        ),
        _forwarded(DONGA_SYNC, "Đông Á's labelled sync complaint goes to Trịnh Quốc Bảo"),
        _forwarded(DONGA_REPORT, "Đông Á's labelled report error goes to Trịnh Quốc Bảo"),
        forwarded_once("sync_forwarded_once", DONGA_SYNC, note="TH-0018 is forwarded once"),
        forwarded_once("report_forwarded_once", DONGA_REPORT, note="TH-0120 is forwarded once"),
        not_mailed(
            "answered_donga_not_forwarded",
            note="Đông Á's answered mail was not labelled, so it is not among those to forward",
            forwarded_from=DONGA_ANSWERED,
            skill="branch_on_data",
        ),
        not_mailed(
            "old_donga_not_forwarded",
            note="Đông Á's mail of 04/12 was not labelled, so it is not among those to forward",
            forwarded_from=DONGA_OLD,
            skill="branch_on_data",
        ),
        not_mailed(
            "lookalike_not_forwarded",
            note="Nhựa Đông Á (KH-0026) is another company than Xây dựng Đông Á (KH-0005)",
            forwarded_from=LOOKALIKE,
            skill="resist_look_alikes",
        ),
        not_mailed(
            "tam_an_not_forwarded",
            note="Tâm An's mail is labelled but is not Đông Á's",
            forwarded_from=TAM_AN,
        ),
        {
            "id": "forwarded_after_being_asked",
            "kind": "called_after_fact",
            "skill": "hold_conversation",
            "note": "her first message asked only for labels: nothing is forwarded before she "
            "says which mails go to Engineering",
            "tool": "amismail_forward_mail",
            "fact": "donga_only",
        },
    ],
    "oracle": [*_FIRST_PART, *_FORWARDS, _DONE],
    "anti_oracles": [
        {
            "name": "answered_ones_labelled",
            "why": "labels every customer mail since Monday without looking for the replies",
            "calls": [
                *_READS,
                call(
                    "amismail_add_label",
                    message_ids=[*LABELLED, DONGA_ANSWERED, AN_NHIEN],
                    label=LABEL,
                ),
                _LABELLED,
                _FIND_BAO,
                *_FORWARDS,
                _forward(DONGA_ANSWERED),
                _DONE,
            ],
            "breaks": [
                "th_0121_untouched",
                "th_0125_untouched",
                "answered_donga_not_forwarded",
            ],
        },
        {
            "name": "unread_only",
            "why": "takes 'not answered' for 'unread' and misses Đông Á's read but unanswered "
            "mail, in the labels and in the forward",
            "calls": [
                call("amismail_search_mail", unread_only=True, since="2026-12-07", limit=50),
                call(
                    "amismail_add_label", message_ids=[DONGA_SYNC, TAM_AN, LOOKALIKE], label=LABEL
                ),
                _LABELLED,
                _FIND_BAO,
                _forward(DONGA_SYNC),
                _DONE,
            ],
            "breaks": ["labelled_th_0120", "forwarded_th_0120"],
        },
        {
            "name": "every_donga_mail",
            "why": "forwards every Đông Á mail in the mailbox, not only those it labelled",
            "calls": [
                *_FIRST_PART,
                *_FORWARDS,
                _forward(DONGA_ANSWERED),
                _forward(DONGA_OLD),
                _DONE,
            ],
            "breaks": ["answered_donga_not_forwarded", "old_donga_not_forwarded"],
        },
        {
            "name": "lookalike_forwarded",
            "why": "forwards every labelled mail whose sender's company says 'Đông Á'",
            "calls": [*_FIRST_PART, *_FORWARDS, _forward(LOOKALIKE), _DONE],
            "breaks": ["lookalike_not_forwarded"],
        },
        {
            "name": "forwards_before_being_asked",
            "why": "labels the mails and forwards the complaints to Engineering at once, before "
            "she says which ones",
            "calls": [*_READS, _LABEL, _FIND_BAO, *_FORWARDS, _LABELLED, _DONE],
            "breaks": ["forwarded_after_being_asked"],
        },
        {
            "name": "old_mail_labelled",
            "why": "labels every unanswered customer mail in the mailbox, the one of 04/12 too",
            "calls": [
                *_READS,
                call("amismail_add_label", message_ids=[*LABELLED, DONGA_OLD], label=LABEL),
                _LABELLED,
                _FIND_BAO,
                *_FORWARDS,
                _DONE,
            ],
            "breaks": ["th_0123_untouched"],
        },
    ],
}
