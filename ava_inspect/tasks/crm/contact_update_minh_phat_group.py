"""Update one contact's email and title: the accountant of Minh Phát Group, not the look-alike's."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import unchanged

NEW_EMAIL = "hanh.le@minhphatgroup.vn"

TASK = {
    "id": "crm.contact_update_minh_phat_group",
    "domain": "crm",
    "tier": "basic",
    "summary": "Update Lê Thị Hạnh of Minh Phát Group (new email, now chief accountant) in place: "
    "not Minh Phát's chief accountant, not a new duplicate contact.",
    "requester_id": "NV-0011",
    "prompt": "Chị Hạnh kế toán bên Minh Phát Group vừa lên Kế toán trưởng, email mới của chị ấy là "
    f"{NEW_EMAIL}. Em sửa lại thông tin liên hệ trên CRM giúp anh.",
    "assertions": [
        {
            "id": "new_email",
            "note": "Lê Thị Hạnh's contact LH-0003 has her new address hanh.le@minhphatgroup.vn",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "crm.contacts",
            "where": {"id": "LH-0003"},
            "expect": {"email": NEW_EMAIL},
        },
        {
            "id": "new_title",
            "note": "LH-0003 now says Kế toán trưởng",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "crm.contacts",
            "where": {"id": "LH-0003"},
            "expect": {"title": "Kế toán trưởng"},
        },
        {
            "id": "no_duplicate",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "crm.contacts",
            "negative": True,
            "note": "the contact is updated, not added again",
            "where": {"customer_id": "KH-0002"},
            "count": 2,
        },
        unchanged(
            "lookalike_contact_unchanged",
            table="crm.contacts",
            record_id="LH-0001",
            note="Minh Phát's (KH-0001) chief accountant",
            skill="resist_look_alikes",
        ),
        unchanged(
            "colleague_unchanged",
            table="crm.contacts",
            record_id="LH-0007",
            note="the other contact at Minh Phát Group",
        ),
        unchanged(
            "company_email_unchanged",
            table="crm.customers",
            record_id="KH-0002",
            note="her new email is hers: the company's general email stays",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Minh Phát Group"),
        call("amis_crm_get_customer", customer_id="KH-0002"),
        call(
            "amis_crm_update_contact", contact_id="LH-0003", title="Kế toán trưởng", email=NEW_EMAIL
        ),
    ],
    "anti_oracles": [
        {
            "name": "lookalike_chief_accountant",
            "why": "edits the chief accountant of Minh Phát (the first 'Minh Phát' hit)",
            "calls": [call("amis_crm_update_contact", contact_id="LH-0001", email=NEW_EMAIL)],
            "breaks": ["new_email", "new_title", "lookalike_contact_unchanged"],
        },
        {
            "name": "add_new_contact",
            "why": "adds a second contact for her new role instead of updating the record",
            "calls": [
                call(
                    "amis_crm_create_contact",
                    customer_id="KH-0002",
                    full_name="Lê Hạnh",
                    title="Kế toán trưởng",
                    email=NEW_EMAIL,
                )
            ],
            "breaks": ["new_email", "new_title", "no_duplicate"],
        },
        {
            "name": "company_email_too",
            "why": "updates her contact right but also puts her email on the customer record as "
            "the company's general email",
            "calls": [
                call(
                    "amis_crm_update_contact",
                    contact_id="LH-0003",
                    title="Kế toán trưởng",
                    email=NEW_EMAIL,
                ),
                call("amis_crm_update_customer", customer_id="KH-0002", email=NEW_EMAIL),
            ],
            "breaks": ["company_email_unchanged"],
        },
    ],
}
