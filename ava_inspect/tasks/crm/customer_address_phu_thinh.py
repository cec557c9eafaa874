"""Update a customer's address and email: the building-materials Phú Thịnh only."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_record, unchanged

ADDRESS = "Số 88 Lý Thái Tổ, Đình Bảng, Từ Sơn, Bắc Ninh"
EMAIL = "info@vlxdphuthinh.vn"

TASK = {
    "id": "crm.customer_address_phu_thinh",
    "domain": "crm",
    "tier": "basic",
    "summary": "Set the new office address and company email of Phú Thịnh building materials "
    "(not Phú Thịnh Land or Phu Thinh Logistics).",
    "requester_id": "NV-0030",
    "prompt": "Phú Thịnh bên vật liệu xây dựng chuyển văn phòng về " + ADDRESS + " rồi, email "
    f"công ty cũng đổi sang {EMAIL}, không dùng gmail nữa. Em cập nhật hồ sơ khách hàng trên "
    "CRM giúp anh nhé.",
    "assertions": [
        {
            "id": "address_updated",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "crm.customers",
            "where": {"id": "KH-0010"},
            "note": "the new office address as given, in any punctuation or abbreviation of "
            "the ward and city: number 88 Lý Thái Tổ, Đình Bảng, Bắc Ninh",
            "expect": {"address": {"contains": ["88 Lý Thái Tổ", "Đình Bảng", "Bắc Ninh"]}},
        },
        {
            "id": "email_updated",
            "note": "Phú Thịnh VLXD's company email is info@vlxdphuthinh.vn",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "crm.customers",
            "where": {"id": "KH-0010"},
            "expect": {"email": EMAIL},
        },
        unchanged(
            "land_unchanged",
            table="crm.customers",
            record_id="KH-0011",
            note="Phú Thịnh Land (KH-0011) stays as it is",
            skill="resist_look_alikes",
        ),
        unchanged(
            "logistics_unchanged",
            table="crm.customers",
            record_id="KH-0012",
            note="Phu Thinh Logistics (KH-0012) stays as it is",
            skill="resist_look_alikes",
        ),
        no_record(
            "contacts_keep_their_email",
            table="crm.contacts",
            where={
                "id": {"in": ["LH-0022", "LH-0023"]},
                "email": {"not_contains": "gmail.com"},
            },
            note="only the company email changed: the two contacts' own (gmail) addresses are "
            "not replaced by a guess",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Phú Thịnh"),
        call("amis_crm_get_customer", customer_id="KH-0010"),
        call("amis_crm_update_customer", customer_id="KH-0010", address=ADDRESS, email=EMAIL),
    ],
    "anti_oracles": [
        {
            "name": "lookalike",
            "why": "updates Phú Thịnh Land, the better-known Phú Thịnh",
            "calls": [
                call(
                    "amis_crm_update_customer", customer_id="KH-0011", address=ADDRESS, email=EMAIL
                )
            ],
            "breaks": ["address_updated", "email_updated", "land_unchanged"],
        },
        {
            "name": "contacts_to_company_email",
            "why": "reads 'không dùng gmail nữa' as covering the people too and overwrites the "
            "accountant's gmail with the new company address",
            "calls": [
                call(
                    "amis_crm_update_customer", customer_id="KH-0010", address=ADDRESS, email=EMAIL
                ),
                call("amis_crm_update_contact", contact_id="LH-0022", email=EMAIL),
            ],
            "breaks": ["contacts_keep_their_email"],
        },
        {
            "name": "old_street_kept",
            "why": "changes the email but keeps the industrial-park address on file",
            "calls": [
                call("amis_crm_update_customer", customer_id="KH-0010", email=EMAIL),
            ],
            "breaks": ["address_updated"],
        },
    ],
}
