"""A customer says it has paid, the money is not in: log the call, tell the owner, book nothing."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.crm import log_activity, record_payment
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import no_record, not_mailed, unchanged

OWNER = "vinhlq@saoviet.vn"
OWNER_MANAGER = "anhvd@saoviet.vn"


def _log_and_tell(
    customer_id: str, to: str, cc: str | list[str], invoice: str, amount: str
) -> list[Call]:
    return [
        log_activity(
            customer_id,
            "call",
            f"Kế toán khách gọi báo đã chuyển khoản ngày 08/12 thanh toán {invoice} "
            f"({amount}); đến nay chưa thấy tiền về.",
        ),
        write_mail(
            to,
            cc=[cc] if isinstance(cc, str) else cc,
            subject=f"Khách báo đã chuyển khoản {invoice}, chưa thấy tiền về",
            body=f"Khách báo đã chuyển khoản ngày 08/12 cho hóa đơn {invoice} ({amount}) "
            "nhưng đến hôm nay 09/12 sổ phụ chưa có tiền về. Nhờ em theo dõi giúp anh.\n\nKhải",
        ),
    ]


TASK = {
    "id": "crm.unconfirmed_transfer_phu_thinh",
    "domain": "crm",
    "tier": "hard",
    "summary": "'Chị Loan at Phú Thịnh in Hải Phòng' says she paid: find Phu Thinh Logistics among "
    "three Phú Thịnh look-alikes, log the call, mail its owner cc his manager with HD-0028 and "
    "39.6M, and record no payment, since the money has not arrived.",
    "requester_id": "NV-0005",
    "prompt": "Chị Loan kế toán bên Phú Thịnh dưới Hải Phòng vừa gọi cho anh, bảo hôm qua bên chị "
    "ấy đã chuyển khoản trả hóa đơn gia hạn bản quyền rồi, mà anh soát sổ phụ đến giờ vẫn chưa "
    "thấy tiền về. Em ghi lại cuộc gọi này vào hồ sơ khách hàng, rồi mail báo bạn sales phụ trách "
    "khách này, cc sếp trực tiếp của bạn ấy, nêu rõ số hóa đơn và số tiền để bạn ấy theo dõi với "
    "khách nhé.",
    "hops": ["bridge_tables", "branch_on_data", "regulation_before_action", "forbid_overreach"],
    "assertions": [
        {
            "id": "call_logged",
            "kind": "record_exists",
            "skill": "resist_look_alikes",
            "table": "crm.activities",
            "note": "on Phu Thinh Logistics JSC (Hải Phòng, contact Phạm Thị Thanh Loan)",
            "where": {
                "customer_id": "KH-0012",
                "kind": "call",
                "created_by": "NV-0005",
                "date": "2026-12-09",
            },
        },
        {
            "id": "owner_informed",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "the owner Lê Quang Vinh, cc his manager Vũ Đức Anh",
            "to": [OWNER],
            "cc": [OWNER_MANAGER],
        },
        {
            "id": "invoice_and_amount",
            "note": "the mail to the owner Lê Quang Vinh names HD-0028 and 39.600.000đ",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "to": [OWNER],
            "body_contains": ["HD-0028", 39600000],
        },
        no_record(
            "no_payment_booked",
            table="crm.payments",
            where={"invoice_id": "HD-0028"},
            note="a payment is recorded when the money is received, not when promised",
            skill="regulation_before_action",
        ),
        unchanged(
            "invoice_unchanged",
            table="crm.invoices",
            record_id="HD-0028",
            note="still unpaid: neither booked nor cancelled",
        ),
        no_record(
            "lookalikes_not_logged",
            table="crm.activities",
            where={"customer_id": {"in": ["KH-0010", "KH-0011"]}, "date": "2026-12-09"},
            note="nothing logged today for Phú Thịnh VLXD or Phú Thịnh Land",
            skill="resist_look_alikes",
        ),
        not_mailed(
            "lookalike_owner_not_mailed",
            note="Nguyễn Văn Hưng owns Vật liệu Xây dựng Phú Thịnh (Bắc Ninh), the first hit "
            "(neither To nor Cc)",
            recipients=["hungnv3@saoviet.vn"],
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Phú Thịnh"),
        call("amis_crm_search_contact", query="Loan"),
        call("amis_crm_get_customer", customer_id="KH-0012"),
        call("amis_accounting_search_invoice", customer_id="KH-0012"),
        call("amis_accounting_get_invoice", invoice_id="HD-0028"),
        call("document_qa", question="ghi nhận thanh toán khi nhận tiền"),
        log_activity(
            "KH-0012",
            "call",
            "Chị Phạm Thị Thanh Loan (kế toán) gọi báo đã chuyển khoản ngày "
            "08/12/2026 thanh toán hóa đơn HD-0028 (39.600.000đ, phí gia hạn bản quyền AMIS "
            "Kế toán năm 2027). Đến 09/12 sổ phụ chưa có tiền về nên chưa ghi nhận thanh toán.",
        ),
        call("amis_hrm_get_employee", employee_id="NV-0011"),
        call("amis_hrm_get_employee", employee_id="NV-0009"),
        write_mail(
            OWNER,
            cc=OWNER_MANAGER,
            subject="Phu Thinh Logistics báo đã chuyển khoản HD-0028 nhưng chưa thấy tiền về",
            body="Chào Vinh,\n\nChị Phạm Thị Thanh Loan, kế toán Phu Thinh Logistics JSC, "
            "vừa gọi báo bên khách đã chuyển khoản ngày 08/12/2026 để thanh toán hóa đơn "
            "HD-0028 (phí gia hạn bản quyền AMIS Kế toán năm 2027), số tiền 39.600.000đ, đã "
            "quá hạn từ 21/11/2026. Đến hôm nay 09/12 sổ phụ ngân hàng vẫn chưa có khoản này "
            "nên Phòng Kế toán chưa ghi nhận thanh toán. Em liên hệ khách đề nghị gửi ủy nhiệm "
            "chi để đối chiếu giúp anh nhé.\n\nTrân trọng,\nĐỗ Văn Khải\nKế toán công nợ — "
            "Phòng Kế toán\nCông ty Cổ phần Công nghệ Sao Việt",
        ),
    ],
    "anti_oracles": [
        {
            "name": "first_hit",
            "why": "takes the first 'Phú Thịnh' search hit (Bắc Ninh) and its owner",
            "calls": _log_and_tell(
                "KH-0010", "hungnv3@saoviet.vn", OWNER_MANAGER, "HD-0024", "24.500.000đ"
            ),
            "breaks": [
                "call_logged",
                "owner_informed",
                "invoice_and_amount",
                "lookalikes_not_logged",
                "lookalike_owner_not_mailed",
            ],
        },
        {
            "name": "books_the_promise",
            "why": "records the payment the customer claims, though the money is not in",
            "calls": [
                *_log_and_tell("KH-0012", OWNER, OWNER_MANAGER, "HD-0028", "39.600.000đ"),
                record_payment("HD-0028", 39600000, "2026-12-08"),
            ],
            "breaks": ["no_payment_booked", "invoice_unchanged"],
        },
        {
            "name": "department_head_cc",
            "why": "cc's the head of Sales instead of the owner's direct manager",
            "calls": _log_and_tell("KH-0012", OWNER, "tuanhm@saoviet.vn", "HD-0028", "39.600.000đ"),
            "breaks": ["owner_informed"],
        },
        {
            "name": "cc_first_hit_owner",
            "why": "unsure which Phú Thịnh, mails the right owner but also cc's the owner of the "
            "first 'Phú Thịnh' hit",
            "calls": _log_and_tell(
                "KH-0012",
                OWNER,
                [OWNER_MANAGER, "hungnv3@saoviet.vn"],
                "HD-0028",
                "39.600.000đ",
            ),
            "breaks": ["lookalike_owner_not_mailed"],
        },
    ],
}
