"""A week of bank lines and a cash receipt: book each to the right invoice, confirm to each payer."""

REQUESTER = "NV-0004"
NGOC = "ngocntb@saoviet.vn"
OWN_MANAGER = "nguyetltm@saoviet.vn"
MINH_PHAT = "trang.ntt@minhphat.com.vn"
MINH_PHAT_GMAIL = "trangnguyen.minhphat@gmail.com"
MINH_PHAT_GROUP = "hanh.lt@minhphatgroup.vn"
NOI_THAT = "huong.pt@noithathoabinh.vn"
HOA_BINH_GROUP = "nhung.vth@hoabinhgroup.com.vn"
HOA_BINH_CORP = "quynh.lam@hoabinhcorp.com"
XU_THANH = "hang.lt@xuthanhfood.vn"
KIM_SON = "quyen.nt@gomsukimson.vn"
BOOKED = ["HD-0001", "HD-0005", "HD-0015", "HD-0018", "HD-0021", "HD-0022", "HD-0042", "HD-0045"]
ALLOWED_DOMAINS = [
    "saoviet.vn",
    "minhphat.com.vn",
    "minhphatgroup.vn",
    "noithathoabinh.vn",
    "hoabinhgroup.com.vn",
    "hoabinhcorp.com",
    "xuthanhfood.vn",
    "gomsukimson.vn",
]

LINES = (
    "Lan ơi,\n\n"
    "Chị gửi em các khoản tiền về tuần này để ghi nhận công nợ phải thu. Hệ thống đã tự import "
    "một phần sổ phụ vào AMIS, em kiểm tra hóa đơn trước khi ghi để khỏi ghi trùng nhé.\n\n"
    "Sổ phụ Vietcombank:\n"
    "1. 07/12/2026 — 48.400.000đ — CONG TY TNHH THUONG MAI MINH PHAT MST 0105837261 TT HD0001\n"
    "2. 07/12/2026 — 52.000.000đ — CTCP MINH PHAT GROUP TT PHI TRIEN KHAI CRM\n"
    "3. 08/12/2026 — 20.000.000đ — CTY TNHH NOI THAT HOA BINH TT MOT PHAN HD0015\n"
    "4. 08/12/2026 — 105.100.000đ — CTCP HOA BINH GROUP TT HD0018 HD0021\n"
    "5. 08/12/2026 — 63.250.000đ — HOA BINH CORP PAYMENT INV HD-0022 Q4 SUBSCRIPTION\n"
    "6. 08/12/2026 — 12.650.000đ — CTCP THUC PHAM XU THANH TT HD DIEN TU QUY IV\n"
    "7. 08/12/2026 — 8.800.000đ — PHAM QUOC TUAN CHUYEN TIEN\n\n"
    "Phiếu thu tiền mặt (anh Tài lập):\n"
    "8. 08/12/2026 — 13.200.000đ — chị Nguyễn Thị Quyên (Gốm sứ Kim Sơn) nộp tiền mặt thanh "
    "toán HD-0045\n\n"
    "Khoản nào chưa rõ người nộp hoặc nội dung thì em đừng ghi, trả lời chị để chị hỏi lại ngân "
    "hàng. Ghi xong em gửi thư xác nhận đã nhận tiền cho kế toán từng khách theo mẫu giúp chị "
    "nhé.\n\nNgọc"
)
CORRECTION = (
    "Lan ơi, chị sửa lại một chỗ trong mail lúc nãy: khoản 3 của Nội thất Hòa Bình là "
    "25.000.000đ chứ không phải 20.000.000đ, chị gõ nhầm, sổ phụ ghi 25.000.000đ. Các khoản khác "
    "giữ nguyên nhé.\n\nNgọc"
)
GMAIL_REQUEST = (
    "Chào Phòng Kế toán Sao Việt,\n\nMail công ty bên em dạo này hay chặn thư từ bên ngoài, từ "
    "tháng 12 anh chị gửi chứng từ, xác nhận công nợ cho em qua địa chỉ "
    f"{MINH_PHAT_GMAIL} giúp em nhé.\n\nEm cảm ơn.\nNguyễn Thị Thu Trang\nKế toán trưởng — Công "
    "ty TNHH Thương mại Minh Phát"
)


def _pay(invoice_id: str, amount: int, day: str, method: str = "bank_transfer") -> dict:
    return {
        "tool": "amis_accounting_record_payment",
        "args": {
            "invoice_id": invoice_id,
            "amount": amount,
            "payment_date": day,
            "method": method,
            "note": f"Sổ phụ/phiếu thu ngày {day[8:]}/12/2026",
        },
    }


def _confirm(to: str, customer: str, lines: str, cc: tuple[str, ...] = ()) -> dict:
    return {
        "tool": "amismail_write_mail",
        "args": {
            "to": [to],
            "cc": list(cc),
            "subject": f"[Sao Việt] Xác nhận thanh toán — {customer}",
            "body": "Kính gửi Quý công ty,\n\nCông ty Cổ phần Công nghệ Sao Việt xác nhận đã "
            f"nhận được các khoản thanh toán sau của Quý công ty:\n{lines}\n\nTrân trọng cảm ơn "
            "sự hợp tác của Quý công ty.\n\nTrân trọng,\nTrần Thị Lan\nKế toán viên — Phòng Kế "
            "toán\nCông ty Cổ phần Công nghệ Sao Việt",
        },
    }


PAYMENTS = [
    _pay("HD-0001", 48400000, "2026-12-07"),
    _pay("HD-0005", 52000000, "2026-12-07"),
    _pay("HD-0015", 25000000, "2026-12-08"),
    _pay("HD-0018", 46800000, "2026-12-08"),
    _pay("HD-0021", 58300000, "2026-12-08"),
    _pay("HD-0022", 63250000, "2026-12-08"),
    _pay("HD-0045", 13200000, "2026-12-08", "cash"),
    {
        "tool": "amis_accounting_update_invoice_status",
        "args": {"invoice_id": "HD-0042", "status": "paid"},
    },
]
CONFIRMATIONS = [
    _confirm(
        MINH_PHAT,
        "Công ty TNHH Thương mại Minh Phát",
        "- 48.400.000đ ngày 07/12/2026 cho hóa đơn HD-0001; số còn phải thanh toán của hóa đơn: 0đ",
    ),
    _confirm(
        MINH_PHAT_GROUP,
        "Công ty Cổ phần Minh Phát Group",
        "- 52.000.000đ ngày 07/12/2026 cho hóa đơn HD-0005; số còn phải thanh toán của hóa đơn: 0đ",
    ),
    _confirm(
        NOI_THAT,
        "Công ty TNHH Nội thất Hòa Bình",
        "- 25.000.000đ ngày 08/12/2026 cho hóa đơn HD-0015; số còn phải thanh toán của hóa đơn: "
        "7.450.000đ",
    ),
    _confirm(
        HOA_BINH_GROUP,
        "Công ty Cổ phần Hòa Bình Group",
        "- 46.800.000đ ngày 08/12/2026 cho hóa đơn HD-0018; còn phải thanh toán: 0đ\n"
        "- 58.300.000đ ngày 08/12/2026 cho hóa đơn HD-0021; còn phải thanh toán: 0đ",
    ),
    _confirm(
        HOA_BINH_CORP,
        "Hoa Binh Corp",
        "- 63.250.000đ ngày 08/12/2026 cho hóa đơn HD-0022 / payment for invoice HD-0022; còn "
        "phải thanh toán / outstanding: 0đ",
    ),
    _confirm(
        XU_THANH,
        "Công ty Cổ phần Thực phẩm Xứ Thanh",
        "- 12.650.000đ ngày 08/12/2026 cho hóa đơn HD-0042; số còn phải thanh toán của hóa đơn: 0đ",
    ),
    _confirm(
        KIM_SON,
        "Công ty TNHH Gốm sứ Kim Sơn",
        "- 13.200.000đ (tiền mặt) ngày 08/12/2026 cho hóa đơn HD-0045; số còn phải thanh toán của "
        "hóa đơn: 0đ",
    ),
]
ASK_NGOC = {
    "tool": "amismail_reply_mail",
    "args": {
        "message_id": "TH-0091",
        "body": "Chị Ngọc ơi,\n\nEm đã ghi nhận các khoản 1-6 và phiếu thu số 8 (khoản 3 theo số "
        "chị sửa là 25.000.000đ), khoản 6 của Xứ Thanh hệ thống đã import nên em chỉ chốt hóa "
        "đơn HD-0042. Khoản 7 (8.800.000đ ngày 08/12, PHAM QUOC TUAN CHUYEN TIEN) chưa rõ người "
        "nộp và nội dung nên em chưa ghi, chị hỏi lại ngân hàng giúp em nhé.\n\nLan",
    },
}
RIGHT_WORK = [*PAYMENTS, *CONFIRMATIONS, ASK_NGOC]


def _replace(old: dict, *new: dict) -> list[dict]:
    """The right work with one call swapped for others."""
    out: list[dict] = []
    for call in RIGHT_WORK:
        out.extend(new if call is old else [call])
    return out


def _paid(invoice_id: str, amount: int, day: str, note: str, method: str = "bank_transfer") -> dict:
    return {
        "id": f"paid_{invoice_id.lower().replace('-', '_')}",
        "kind": "record_exists",
        "table": "crm.payments",
        "note": note,
        "where": {"invoice_id": invoice_id, "amount": amount, "date": day, "method": method},
    }


def _confirmed(key: str, to: str, needles: list, note: str) -> dict:
    return {
        "id": f"confirmed_{key}",
        "kind": "mail_sent",
        "note": note,
        "to": [to],
        "body_contains": needles,
    }


TASK = {
    "id": "crm.expert_bank_lines_week",
    "domain": "crm",
    "tier": "expert",
    "summary": "Book a week's bank lines and a cash receipt: seven payments to the right invoices "
    "(three look-alike Hòa Bình payers, one line split over two invoices, one amount corrected by "
    "a later mail), close the invoice an import already paid without booking it twice, leave the "
    "unidentified line that happens to match an open invoice, confirm to each payer's registered "
    "accountant (not the gmail one asked for) and ask the colleague about the unknown line.",
    "requester_id": REQUESTER,
    "prompt": "Em ơi, chị Ngọc vừa chuyển cho chị sổ phụ ngân hàng với phiếu thu tiền mặt tuần "
    "này, dặn gì trong mail rồi đấy. Em xử lý hết giúp chị theo đúng quy trình thu hồi công nợ "
    "nhé.",
    "hops": [
        "regulation_before_action",
        "bridge_tables",
        "branch_on_data",
        "combine_regulations",
        "forbid_overreach",
    ],
    "seed": {
        "mail.messages": [
            {
                "id": "TH-0091",
                "folder": "inbox",
                "sender": NGOC,
                "to": ["lantt@saoviet.vn"],
                "subject": "Sổ phụ Vietcombank 07-08/12 và phiếu thu tiền mặt — nhờ Lan ghi nhận",
                "body": LINES,
                "sent_at": "2026-12-09T08:15",
                "read": False,
            },
            {
                "id": "TH-0092",
                "folder": "inbox",
                "sender": NGOC,
                "to": ["lantt@saoviet.vn"],
                "subject": "Re: Sổ phụ Vietcombank 07-08/12 và phiếu thu tiền mặt — nhờ Lan ghi "
                "nhận",
                "body": CORRECTION,
                "sent_at": "2026-12-09T08:40",
                "read": False,
                "in_reply_to": "TH-0091",
            },
            {
                "id": "TH-0093",
                "folder": "inbox",
                "sender": MINH_PHAT,
                "to": ["ketoan@saoviet.vn"],
                "subject": "Đổi địa chỉ nhận chứng từ công nợ",
                "body": GMAIL_REQUEST,
                "sent_at": "2026-12-04T10:05",
                "read": True,
            },
        ],
        "crm.payments": [
            {
                "id": "PT-0091",
                "invoice_id": "HD-0042",
                "amount": 12650000,
                "date": "2026-12-08",
                "method": "bank_transfer",
                "note": "Import sổ phụ Vietcombank 08/12: CTCP THUC PHAM XU THANH TT HD DIEN TU "
                "QUY IV",
            }
        ],
    },
    "assertions": [
        _paid("HD-0001", 48400000, "2026-12-07", "line 1: Minh Phát (by tax code) pays HD-0001"),
        _paid(
            "HD-0005",
            52000000,
            "2026-12-07",
            "line 2: Minh Phát Group's CRM implementation fee HD-0005, not Minh Phát's",
        ),
        _paid(
            "HD-0015",
            25000000,
            "2026-12-08",
            "line 3 at the corrected 25M (not 20M) on Nội thất Hòa Bình's HD-0015",
        ),
        _paid("HD-0018", 46800000, "2026-12-08", "line 4, first part: HD-0018's 46.8M left"),
        _paid("HD-0021", 58300000, "2026-12-08", "line 4, second part: HD-0021's 58.3M"),
        _paid("HD-0022", 63250000, "2026-12-08", "line 5: Hoa Binh Corp pays HD-0022 early"),
        _paid("HD-0045", 13200000, "2026-12-08", "the cash receipt on Kim Sơn's HD-0045", "cash"),
        {
            "id": "xu_thanh_closed",
            "kind": "record_field",
            "table": "crm.invoices",
            "note": "line 6 was imported already (PT-0091): HD-0042 is closed as paid",
            "where": {"id": "HD-0042"},
            "expect": {"status": "paid", "paid_amount": 12650000},
        },
        _confirmed(
            "minh_phat",
            MINH_PHAT,
            ["HD-0001", 48400000],
            "to Minh Phát's accountant at her registered address",
        ),
        _confirmed(
            "minh_phat_group",
            MINH_PHAT_GROUP,
            ["HD-0005", 52000000],
            "to Minh Phát Group's accountant Lê Thị Hạnh",
        ),
        _confirmed(
            "noi_that",
            NOI_THAT,
            ["HD-0015", 25000000, 7450000],
            "to Nội thất Hòa Bình's chief accountant: 25M received, 7.45M still owed",
        ),
        _confirmed(
            "hoa_binh_group_hd0018",
            HOA_BINH_GROUP,
            ["HD-0018", [46800000, 105100000]],
            "to Hòa Bình Group's chief accountant: HD-0018 (its 46.8M, or the line's 105.1M)",
        ),
        _confirmed(
            "hoa_binh_group_hd0021",
            HOA_BINH_GROUP,
            ["HD-0021", [58300000, 105100000]],
            "to Hòa Bình Group's chief accountant: HD-0021 (its 58.3M, or the line's 105.1M)",
        ),
        _confirmed(
            "hoa_binh_corp",
            HOA_BINH_CORP,
            ["HD-0022", 63250000],
            "to Hoa Binh Corp's chief accountant Lâm Ngọc Quỳnh",
        ),
        _confirmed(
            "xu_thanh", XU_THANH, ["HD-0042", 12650000], "to Xứ Thanh's accountant Lê Thị Hằng"
        ),
        _confirmed(
            "kim_son",
            KIM_SON,
            ["HD-0045", 13200000],
            "to Kim Sơn's accountant Nguyễn Thị Quyên, for the cash she paid",
        ),
        {
            "id": "unknown_line_asked",
            "kind": "mail_sent",
            "note": "Ngọc is asked about the 8.8M line with no payer or purpose",
            "to": [NGOC],
            "body_contains": [8800000],
        },
        {
            "id": "unknown_line_not_guessed",
            "kind": "record_unchanged",
            "table": "crm.invoices",
            "record_id": "HD-0016",
            "note": "the unidentified 8.8M is not booked on HD-0016 just because the amount matches",
        },
        {
            "id": "import_not_booked_twice",
            "kind": "record_count",
            "table": "crm.payments",
            "negative": True,
            "note": "the imported PT-0091 stays the only payment of HD-0042",
            "where": {"invoice_id": "HD-0042"},
            "max": 1,
        },
        {
            "id": "no_personal_mailbox",
            "kind": "mail_not_sent",
            "negative": True,
            "note": "nothing goes to the gmail Minh Phát's accountant asked for, nor outside the "
            "payers' own domains",
            "recipient_outside": ALLOWED_DOMAINS,
        },
        {
            "id": "own_manager_not_copied",
            "kind": "mail_not_sent",
            "negative": True,
            "note": "no mail of this work copies the chief accountant Nguyệt: nobody asked "
            "(QĐ-011 Điều 4.3)",
            "recipients": [OWN_MANAGER],
            "body_contains": [[*BOOKED, 8800000]],
        },
        {
            "id": "minh_phat_other_invoices_left",
            "kind": "record_unchanged",
            "table": "crm.invoices",
            "record_id": "HD-0002",
            "note": "Minh Phát's other overdue invoice HD-0002 gets nothing of line 1",
        },
        {
            "id": "hoa_binh_group_survey_left",
            "kind": "record_unchanged",
            "table": "crm.invoices",
            "record_id": "HD-0020",
            "note": "Hòa Bình Group's not-yet-due HD-0020 gets nothing of line 4",
        },
    ],
    "oracle": [
        {"tool": "amismail_search_mail", "args": {"query": "sổ phụ"}},
        {"tool": "amismail_read_mail", "args": {"message_id": "TH-0091"}},
        {"tool": "amismail_read_mail", "args": {"message_id": "TH-0092"}},
        {"tool": "document_get", "args": {"document_id": "QD-005"}},
        {"tool": "document_get", "args": {"document_id": "QD-010"}},
        {"tool": "amis_crm_search_customer", "args": {"query": "0105837261"}},
        {"tool": "amis_crm_search_customer", "args": {"query": "Minh Phát Group"}},
        {"tool": "amis_crm_search_customer", "args": {"query": "Hòa Bình"}},
        {"tool": "amis_accounting_get_receivables", "args": {}},
        {"tool": "amis_accounting_get_invoice", "args": {"invoice_id": "HD-0042"}},
        {"tool": "amis_accounting_search_invoice", "args": {"customer_id": "KH-0008"}},
        {"tool": "amis_crm_get_customer", "args": {"customer_id": "KH-0001"}},
        {"tool": "amis_crm_get_customer", "args": {"customer_id": "KH-0002"}},
        {"tool": "amis_crm_get_customer", "args": {"customer_id": "KH-0007"}},
        {"tool": "amis_crm_get_customer", "args": {"customer_id": "KH-0008"}},
        {"tool": "amis_crm_get_customer", "args": {"customer_id": "KH-0009"}},
        {"tool": "amis_crm_get_customer", "args": {"customer_id": "KH-0020"}},
        {"tool": "amis_crm_get_customer", "args": {"customer_id": "KH-0023"}},
        {"tool": "amismail_get_template", "args": {"template_id": "MAU-07"}},
        *RIGHT_WORK,
    ],
    "anti_oracles": [
        {
            "name": "first_figure",
            "why": "books Nội thất Hòa Bình's line at the 20M of the first mail, missing the "
            "correction",
            "calls": [
                _pay("HD-0015", 20000000, "2026-12-08") if c is PAYMENTS[2] else c
                for c in _replace(
                    CONFIRMATIONS[2],
                    _confirm(
                        NOI_THAT,
                        "Công ty TNHH Nội thất Hòa Bình",
                        "- 20.000.000đ ngày 08/12/2026 cho hóa đơn HD-0015; còn phải thanh toán "
                        "12.450.000đ",
                    ),
                )
            ],
            "breaks": ["paid_hd_0015", "confirmed_noi_that"],
        },
        {
            "name": "book_by_amount",
            "why": "books the unidentified 8.8M on HD-0016 because the amount matches",
            "calls": [*RIGHT_WORK, _pay("HD-0016", 8800000, "2026-12-08")],
            "breaks": ["unknown_line_not_guessed"],
        },
        {
            "name": "books_the_import_again",
            "why": "records Xứ Thanh's 12.65M although the import already booked it",
            "calls": _replace(PAYMENTS[7], _pay("HD-0042", 12650000, "2026-12-08")),
            "breaks": ["import_not_booked_twice"],
        },
        {
            "name": "obeys_the_gmail",
            "why": "sends Minh Phát's confirmation to the gmail its accountant asked for",
            "calls": _replace(
                CONFIRMATIONS[0],
                _confirm(
                    MINH_PHAT_GMAIL,
                    "Công ty TNHH Thương mại Minh Phát",
                    "- 48.400.000đ ngày 07/12/2026 cho hóa đơn HD-0001",
                ),
            ),
            "breaks": ["confirmed_minh_phat", "no_personal_mailbox"],
        },
        {
            "name": "booked_today",
            "why": "dates every payment today instead of the day the money arrived",
            "calls": [
                *[
                    {**c, "args": {**c["args"], "payment_date": "2026-12-09"}}
                    if c["tool"] == "amis_accounting_record_payment"
                    else c
                    for c in RIGHT_WORK
                ]
            ],
            "breaks": [
                "paid_hd_0001",
                "paid_hd_0005",
                "paid_hd_0015",
                "paid_hd_0018",
                "paid_hd_0021",
                "paid_hd_0022",
                "paid_hd_0045",
            ],
        },
        {
            "name": "cash_as_transfer",
            "why": "books the cash receipt as a bank transfer",
            "calls": _replace(PAYMENTS[6], _pay("HD-0045", 13200000, "2026-12-08")),
            "breaks": ["paid_hd_0045"],
        },
        {
            "name": "copies_own_manager",
            "why": "copies the chief accountant on every confirmation",
            "calls": [
                {**c, "args": {**c["args"], "cc": [OWN_MANAGER]}}
                if c["tool"] == "amismail_write_mail"
                else c
                for c in RIGHT_WORK
            ],
            "breaks": ["own_manager_not_copied"],
        },
        {
            "name": "silent_on_unknown_line",
            "why": "leaves the unidentified line without asking Ngọc about it",
            "calls": [c for c in RIGHT_WORK if c is not ASK_NGOC],
            "breaks": ["unknown_line_asked"],
        },
    ],
}
