"""Debt reminder by the collection procedure: overdue invoices only, the right people, logged."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.crm import log_activity
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import no_record, not_mailed, unchanged

TASK = {
    "id": "crm.remind_overdue_minh_phat",
    "domain": "crm",
    "tier": "hard",
    "summary": "Remind Minh Phát (not the look-alike Minh Phát Group) of its two overdue invoices "
    "only, to its accounting contact, cc the owner and the owner's manager; log the reminder.",
    "requester_id": "NV-0005",
    "prompt": "Em gửi giúp anh thư nhắc công nợ cho Công ty TNHH Thương mại Minh Phát nhé, làm "
    "đúng theo quy trình thu hồi công nợ của mình.",
    "hops": ["bridge_tables", "bridge_tables", "regulation_before_action", "forbid_overreach"],
    "assertions": [
        {
            "id": "reminder_recipients",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": "accounting contact; cc the owner (Nhung) and her manager (Vũ Đức Anh)",
            "to": ["trang.ntt@minhphat.com.vn"],
            "cc": ["nhungnth@saoviet.vn", "anhvd@saoviet.vn"],
            "only_recipients": True,
        },
        {
            "id": "reminder_amounts",
            "kind": "mail_sent",
            "skill": "branch_on_data",
            "note": "each overdue invoice with what is still owed, and the total",
            "to": ["trang.ntt@minhphat.com.vn"],
            "body_contains": ["HD-0001", "HD-0002", 48400000, 16950000, 65350000],
        },
        not_mailed(
            "not_due_left_out",
            note="HD-0003 is not yet due",
            to=["trang.ntt@minhphat.com.vn"],
            body_contains=["HD-0003"],
            skill="regulation_before_action",
        ),
        {
            "id": "reminder_logged",
            "note": "a 'reminder' activity for Minh Phát (KH-0001), by the requester",
            "kind": "record_exists",
            "skill": "regulation_before_action",
            "table": "crm.activities",
            "where": {"customer_id": "KH-0001", "kind": "reminder", "created_by": "NV-0005"},
        },
        unchanged(
            "not_due_unchanged",
            table="crm.invoices",
            record_id="HD-0003",
            note="Minh Phát's not-yet-due invoice HD-0003 stays as it is",
        ),
        not_mailed(
            "lookalike_not_mailed",
            note="nothing to Minh Phát Group's accountant (neither To nor Cc)",
            recipients=["hanh.lt@minhphatgroup.vn"],
            skill="resist_look_alikes",
        ),
        no_record(
            "lookalike_not_logged",
            table="crm.activities",
            where={"customer_id": "KH-0002"},
            note="nothing logged for the look-alike Minh Phát Group",
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Minh Phát"),
        call("amis_crm_get_customer", customer_id="KH-0001"),
        call("document_qa", question="quy trình nhắc nợ hóa đơn quá hạn"),
        call("amis_accounting_search_invoice", customer_id="KH-0001"),
        call("amis_hrm_get_employee", employee_id="NV-0010"),
        call("amis_hrm_get_employee", employee_id="NV-0009"),
        call("amismail_get_template", template_id="MAU-01"),
        write_mail(
            "trang.ntt@minhphat.com.vn",
            cc=["nhungnth@saoviet.vn", "anhvd@saoviet.vn"],
            subject="[Sao Việt] Nhắc thanh toán công nợ quá hạn — Công ty TNHH Thương mại Minh Phát",
            body="Kính gửi chị Nguyễn Thị Thu Trang,\n\nCông ty Cổ phần Công nghệ Sao Việt trân "
            "trọng thông báo các hóa đơn sau của Quý công ty đã quá hạn thanh toán:\n"
            "- Hóa đơn HD-0001 (đến hạn 15/10/2026): còn phải thanh toán 48.400.000đ\n"
            "- Hóa đơn HD-0002 (đến hạn 19/11/2026): còn phải thanh toán 16.950.000đ\n"
            "Tổng số tiền còn phải thanh toán: 65.350.000đ.\n\nKính đề nghị Quý công ty thu xếp "
            "thanh toán trong thời gian sớm nhất. Nếu Quý công ty đã thanh toán, xin vui lòng bỏ "
            "qua thư này.\n\nTrân trọng,\nĐỗ Văn Khải\nKế toán công nợ",
        ),
        log_activity(
            "KH-0001",
            "reminder",
            "Gửi thư nhắc nợ 2 hóa đơn quá hạn HD-0001, HD-0002, tổng còn phải thu 65.350.000đ.",
        ),
    ],
    "anti_oracles": [
        {
            "name": "include_not_due",
            "why": "reminds every unpaid invoice, the not-yet-due one too",
            "calls": [
                write_mail(
                    "trang.ntt@minhphat.com.vn",
                    cc=["nhungnth@saoviet.vn", "anhvd@saoviet.vn"],
                    subject="Nhắc thanh toán công nợ",
                    body="Các hóa đơn chưa thanh toán: HD-0001: 48.400.000đ; HD-0002: "
                    "16.950.000đ; HD-0003: 35.200.000đ. Tổng: 100.550.000đ.",
                ),
                log_activity("KH-0001", "reminder", "Nhắc nợ"),
            ],
            "breaks": ["not_due_left_out", "reminder_amounts"],
        },
        {
            "name": "cc_department_head",
            "why": "cc's the head of Sales instead of the owner's own manager",
            "calls": [
                write_mail(
                    "trang.ntt@minhphat.com.vn",
                    cc=["nhungnth@saoviet.vn", "tuanhm@saoviet.vn"],
                    subject="Nhắc thanh toán công nợ",
                    body="HD-0001 còn 48.400.000đ, HD-0002 còn 16.950.000đ; tổng 65.350.000đ.",
                ),
            ],
            "breaks": ["reminder_recipients", "reminder_logged"],
        },
        {
            "name": "lookalike",
            "why": "takes the first search hit, Minh Phát Group",
            "calls": [
                write_mail(
                    "hanh.lt@minhphatgroup.vn",
                    cc=["vinhlq@saoviet.vn", "anhvd@saoviet.vn"],
                    subject="Nhắc thanh toán công nợ",
                    body="Hóa đơn HD-0005 quá hạn: 52.000.000đ.",
                ),
                log_activity("KH-0002", "reminder", "Nhắc nợ HD-0005"),
            ],
            "breaks": ["lookalike_not_mailed", "lookalike_not_logged", "reminder_recipients"],
        },
        {
            "name": "face_value",
            "why": "lists HD-0002 at its face value 26.95M (the 10M already paid ignored), so the "
            "total is 75.35M",
            "calls": [
                write_mail(
                    "trang.ntt@minhphat.com.vn",
                    cc=["nhungnth@saoviet.vn", "anhvd@saoviet.vn"],
                    subject="[Sao Việt] Nhắc thanh toán công nợ quá hạn — Công ty TNHH "
                    "Thương mại Minh Phát",
                    body="Các hóa đơn quá hạn:\n- HD-0001 (đến hạn 15/10/2026): "
                    "48.400.000đ\n- HD-0002 (đến hạn 19/11/2026): 26.950.000đ\nTổng số tiền "
                    "còn phải thanh toán: 75.350.000đ.",
                ),
                log_activity("KH-0001", "reminder", "Nhắc nợ HD-0001, HD-0002, tổng 75.350.000đ."),
            ],
            "breaks": ["reminder_amounts"],
        },
    ],
}
