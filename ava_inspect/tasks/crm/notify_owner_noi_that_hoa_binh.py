"""Pass a customer's request on to the employee in charge of that customer."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import not_mailed


def _tell(to: str, cc: tuple[str, ...] = ()) -> Call:
    return write_mail(
        to,
        cc=list(cc),
        subject="Nội thất Hòa Bình hẹn gặp bàn triển khai AMIS cho xưởng Gia Lâm",
        body="Anh Nguyễn Văn Toản (Giám đốc) muốn hẹn gặp sáng thứ Hai 14/12 để bàn tiếp "
        "việc triển khai AMIS cho xưởng Gia Lâm.\n\nLan Anh — CSKH",
    )


TASK = {
    "id": "crm.notify_owner_noi_that_hoa_binh",
    "domain": "crm",
    "tier": "basic",
    "summary": "Mail the owner of Nội thất Hòa Bình (Nhung; not the owners of Hòa Bình Group or "
    "Hoa Binh Corp) that its director asks to meet on Monday 14/12; nothing to the customer.",
    "requester_id": "NV-0028",
    "prompt": "Anh Toản giám đốc bên Nội thất Hòa Bình vừa gọi lên tổng đài, muốn hẹn gặp người "
    "phụ trách bên mình để bàn tiếp việc triển khai AMIS cho xưởng Gia Lâm, anh ấy rảnh sáng thứ "
    "Hai tuần sau. Em mail báo giúp chị cho bạn phụ trách khách hàng này nhé.",
    "assertions": [
        {
            "id": "owner_told_who",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "Nguyễn Thị Hồng Nhung owns Công ty TNHH Nội thất Hòa Bình",
            "to": ["nhungnth@saoviet.vn"],
            "body_contains": ["Toản"],
        },
        {
            "id": "owner_told_when",
            "kind": "mail_sent",
            "skill": "vietnamese_values",
            "note": "'sáng thứ Hai tuần sau' from Wednesday 09/12 is 14/12/2026",
            "to": ["nhungnth@saoviet.vn"],
            "body_contains": ["2026-12-14"],
        },
        not_mailed(
            "group_owner_not_mailed",
            note="Lê Quang Vinh owns the look-alike Hòa Bình Group (neither To nor Cc)",
            recipients=["vinhlq@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "corp_owner_not_mailed",
            note="Trần Văn Lâm owns the look-alike Hoa Binh Corp (neither To nor Cc)",
            recipients=["lamtv@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "nothing_to_customer",
            note="the request was to tell the owner, not to answer the customer",
            recipient_outside=["saoviet.vn"],
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Nội thất Hòa Bình"),
        call("amis_crm_get_customer", customer_id="KH-0007"),
        call("amis_hrm_get_employee", employee_id="NV-0010"),
        write_mail(
            "nhungnth@saoviet.vn",
            subject="Khách Nội thất Hòa Bình hẹn gặp bàn triển khai AMIS cho xưởng Gia Lâm",
            body="Chào Nhung,\n\nAnh Nguyễn Văn Toản, Giám đốc Công ty TNHH Nội thất Hòa "
            "Bình, vừa gọi lên tổng đài: anh muốn hẹn gặp người phụ trách bên mình để bàn tiếp "
            "việc triển khai AMIS cho xưởng Gia Lâm. Anh Toản rảnh sáng thứ Hai 14/12/2026; số "
            "điện thoại của anh: 0903 418 652. Em liên hệ chốt lịch với khách giúp chị nhé.\n\n"
            "Trân trọng,\nLê Thị Lan Anh\nChuyên viên Chăm sóc khách hàng",
        ),
    ],
    "anti_oracles": [
        {
            "name": "lookalike_owner",
            "why": "takes Hòa Bình Group, whose name comes up alongside, and mails its owner",
            "calls": [_tell("vinhlq@saoviet.vn")],
            "breaks": ["owner_told_who", "owner_told_when", "group_owner_not_mailed"],
        },
        {
            "name": "replies_to_customer",
            "why": "also writes to the director to confirm the meeting, which nobody asked",
            "calls": [
                _tell("nhungnth@saoviet.vn"),
                write_mail(
                    "toan.nv@noithathoabinh.vn",
                    subject="Xác nhận lịch hẹn",
                    body="Sao Việt xác nhận lịch gặp sáng thứ Hai 14/12.",
                ),
            ],
            "breaks": ["nothing_to_customer"],
        },
        {
            "name": "cc_all_owners",
            "why": "unsure which 'Hòa Bình', mails Nhung and cc's the owners of the two look-alikes",
            "calls": [_tell("nhungnth@saoviet.vn", cc=("vinhlq@saoviet.vn", "lamtv@saoviet.vn"))],
            "breaks": ["group_owner_not_mailed", "corp_owner_not_mailed"],
        },
    ],
}
