"""Add a new contact to a customer without overwriting the existing accountant."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import unchanged

EMAIL = "mai.vtt@duoctaman.vn"
PHONE = "0979 310 426"

TASK = {
    "id": "crm.contact_add_tam_an",
    "domain": "crm",
    "tier": "basic",
    "summary": "Add a receivables accountant to Dược phẩm Tâm An as a new contact with her title "
    "and email; the chief accountant's record is left as it is.",
    "requester_id": "NV-0010",
    "prompt": "Bên Dược phẩm Tâm An có thêm chị Vũ Thị Thanh Mai làm kế toán công nợ, email "
    f"{EMAIL}, điện thoại {PHONE} (chị Thủy vẫn là kế toán trưởng nhé). Em thêm chị Mai vào "
    "danh bạ liên hệ của khách giúp chị.",
    "assertions": [
        {
            "id": "contact_added",
            "note": "Vũ Thị Thanh Mai is a new Tâm An contact, mai.vtt@duoctaman.vn",
            "kind": "record_exists",
            "skill": "bridge_tables",
            "table": "crm.contacts",
            "where": {"customer_id": "KH-0013", "full_name": "Vũ Thị Thanh Mai", "email": EMAIL},
        },
        {
            "id": "contact_title",
            "note": "her contact record says Kế toán công nợ, at Tâm An",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "crm.contacts",
            "where": {"email": EMAIL},
            "expect": {"title": "Kế toán công nợ", "customer_id": "KH-0013"},
        },
        {
            "id": "contact_phone",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "crm.contacts",
            "note": "the phone number given is saved too (compared by its digits)",
            "where": {"email": EMAIL},
            "expect": {"phone": {"contains": PHONE}},
        },
        {
            "id": "contacts_count",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "crm.contacts",
            "note": "one more contact for Tâm An (3 -> 4): added, not overwritten, not twice",
            "where": {"customer_id": "KH-0013"},
            "count": 4,
        },
        unchanged(
            "chief_accountant_unchanged",
            table="crm.contacts",
            record_id="LH-0029",
            note="Lê Thị Bích Thủy stays the chief accountant",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Tâm An"),
        call("amis_crm_get_customer", customer_id="KH-0013"),
        call(
            "amis_crm_create_contact",
            customer_id="KH-0013",
            full_name="Vũ Thị Thanh Mai",
            title="Kế toán công nợ",
            email=EMAIL,
            phone=PHONE,
        ),
    ],
    "anti_oracles": [
        {
            "name": "overwrite_accountant",
            "why": "replaces the existing accountant's record with the new person",
            "calls": [
                call(
                    "amis_crm_update_contact",
                    contact_id="LH-0029",
                    full_name="Vũ Thị Thanh Mai",
                    title="Kế toán công nợ",
                    email=EMAIL,
                    phone=PHONE,
                )
            ],
            "breaks": ["contacts_count", "chief_accountant_unchanged"],
        },
        {
            "name": "without_phone",
            "why": "adds her with name, title and email but drops the phone number given",
            "calls": [
                call(
                    "amis_crm_create_contact",
                    customer_id="KH-0013",
                    full_name="Vũ Thị Thanh Mai",
                    title="Kế toán công nợ",
                    email=EMAIL,
                )
            ],
            "breaks": ["contact_phone"],
        },
    ],
}
