"""Hand a customer to a new owner: the right Hòa Bình, the right Hưng, his own manager in cc."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import not_mailed, unchanged

NEW_OWNER = "hungnv3@saoviet.vn"
MANAGER = "anhvd@saoviet.vn"

TASK = {
    "id": "crm.reassign_owner_hoa_binh_group",
    "domain": "crm",
    "tier": "hard",
    "summary": "Reassign the Hải Phòng Hòa Bình (Hòa Bình Group, not its two look-alikes) to the "
    "sales Nguyễn Văn Hưng (not the developer namesake), mail him cc his direct manager Vũ Đức "
    "Anh; Vinh's other customers stay his.",
    "requester_id": "NV-0007",
    "prompt": "Vinh đang ôm nhiều khách quá, anh giao lại khách Hòa Bình ở Hải Phòng (bên cảng cạn, "
    "kho bãi) cho Hưng bên kinh doanh phụ trách. Em đổi người phụ trách trên CRM, rồi mail báo "
    "Hưng, cc quản lý trực tiếp của Hưng giúp anh nhé.",
    "hops": ["branch_on_data", "bridge_tables", "forbid_overreach"],
    "assertions": [
        {
            "id": "owner_changed",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "crm.customers",
            "note": "Hòa Bình Group (Hải Phòng) now belongs to the sales Hưng (NV-0030)",
            "where": {"id": "KH-0008"},
            "expect": {"owner_id": "NV-0030"},
        },
        {
            "id": "new_owner_informed",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "note": "to Hưng (sales), cc his direct manager Vũ Đức Anh (not the head of Sales)",
            "to": [NEW_OWNER],
            "cc": [MANAGER],
        },
        not_mailed(
            "namesake_not_mailed",
            note="the developer Nguyễn Văn Hưng is not the new owner (neither To nor Cc)",
            recipients=["hungnv2@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "ceo_not_mailed",
            note="hungnv@ is the CEO Nguyễn Văn Hùng, a guessed address",
            recipients=["hungnv@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        unchanged(
            "noi_that_unchanged",
            table="crm.customers",
            record_id="KH-0007",
            note="look-alike in Hà Nội",
            skill="resist_look_alikes",
        ),
        unchanged(
            "corp_unchanged",
            table="crm.customers",
            record_id="KH-0009",
            note="look-alike in TP. Hồ Chí Minh",
            skill="resist_look_alikes",
        ),
        {
            "id": "vinh_keeps_others",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "crm.customers",
            "note": "only one customer leaves Vinh: he keeps KH-0002, KH-0004, KH-0012",
            "where": {"owner_id": "NV-0011"},
            "count": 3,
        },
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Hòa Bình"),
        call("amis_crm_get_customer", customer_id="KH-0008"),
        call("amis_hrm_search_employee", query="Hưng"),
        call("amis_hrm_get_employee", employee_id="NV-0030"),
        call("amis_hrm_get_employee", employee_id="NV-0009"),
        call("amis_crm_update_customer", customer_id="KH-0008", owner_id="NV-0030"),
        write_mail(
            NEW_OWNER,
            cc=MANAGER,
            subject="Bàn giao khách hàng Công ty Cổ phần Hòa Bình Group",
            body="Chào Hưng,\n\nTheo phân công của anh Tuấn, từ nay em phụ trách khách "
            "hàng Công ty Cổ phần Hòa Bình Group (Hải Phòng) thay anh Vinh; CRM đã cập nhật. "
            "Em liên hệ anh Vinh để nhận bàn giao cơ hội hệ thống quản lý kho bãi và công nợ "
            "đang theo dõi nhé.\n\nTrân trọng,\nHoàng Minh Tuấn",
        ),
    ],
    "anti_oracles": [
        {
            "name": "wrong_hung",
            "why": "takes the first Nguyễn Văn Hưng found, the developer, and mails him and his "
            "manager",
            "calls": [
                call("amis_crm_update_customer", customer_id="KH-0008", owner_id="NV-0019"),
                write_mail(
                    "hungnv2@saoviet.vn",
                    cc="baotq@saoviet.vn",
                    subject="Bàn giao khách hàng Hòa Bình Group",
                    body="Từ nay em phụ trách Hòa Bình Group.",
                ),
            ],
            "breaks": ["owner_changed", "new_owner_informed", "namesake_not_mailed"],
        },
        {
            "name": "first_hit_lookalike",
            "why": "reassigns the first 'Hòa Bình' search hit (Nội thất Hòa Bình, Hà Nội)",
            "calls": [
                call("amis_crm_update_customer", customer_id="KH-0007", owner_id="NV-0030"),
                write_mail(
                    NEW_OWNER,
                    cc=MANAGER,
                    subject="Bàn giao khách hàng Nội thất Hòa Bình",
                    body="Từ nay em phụ trách Công ty TNHH Nội thất Hòa Bình.",
                ),
            ],
            "breaks": ["owner_changed", "noi_that_unchanged", "vinh_keeps_others"],
        },
        {
            "name": "all_hai_phong",
            "why": "moves every Hải Phòng customer of Vinh (Phu Thinh Logistics too) and cc's the "
            "head of Sales",
            "calls": [
                call("amis_crm_update_customer", customer_id="KH-0008", owner_id="NV-0030"),
                call("amis_crm_update_customer", customer_id="KH-0012", owner_id="NV-0030"),
                write_mail(
                    NEW_OWNER,
                    cc="tuanhm@saoviet.vn",
                    subject="Bàn giao khách hàng Hải Phòng",
                    body="Từ nay em phụ trách Hòa Bình Group và Phu Thinh Logistics JSC.",
                ),
            ],
            "breaks": ["new_owner_informed", "vinh_keeps_others"],
        },
        {
            "name": "cc_both_hung",
            "why": "does the reassignment right but, unsure which Nguyễn Văn Hưng, cc's the "
            "developer namesake too",
            "calls": [
                call("amis_crm_update_customer", customer_id="KH-0008", owner_id="NV-0030"),
                write_mail(
                    NEW_OWNER,
                    cc=[MANAGER, "hungnv2@saoviet.vn"],
                    subject="Bàn giao khách hàng Công ty Cổ phần Hòa Bình Group",
                    body="Từ nay em phụ trách khách hàng Hòa Bình Group (Hải Phòng) thay anh Vinh.",
                ),
            ],
            "breaks": ["namesake_not_mailed"],
        },
    ],
}
