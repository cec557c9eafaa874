"""Log a customer meeting: the right customer of the Phú Thịnh family, kind meeting, the facts."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.crm import log_activity
from ava_inspect.tasks.builders.negatives import no_record, unchanged

TODAY = "2026-12-09"

TASK = {
    "id": "crm.activity_meeting_phu_thinh_land",
    "domain": "crm",
    "tier": "basic",
    "summary": "Log today's meeting with Phú Thịnh Land (not Phú Thịnh VLXD or Logistics) as a "
    "'meeting' activity carrying the 265M price and the 18/12 signing date; the opportunity is "
    "not closed as won.",
    "requester_id": "NV-0038",
    "prompt": "Em ghi giúp chị hoạt động gặp khách nhé: sáng nay chị họp với anh Hồ Quang Khải bên "
    "Phú Thịnh Land, khách thống nhất phạm vi mở rộng AMIS cho sàn giao dịch với giá 265 triệu, "
    "hẹn ký hợp đồng ngày 18/12.",
    "assertions": [
        {
            "id": "meeting_logged",
            "note": "a 'meeting' activity with Phú Thịnh Land today, by the requester",
            "kind": "record_exists",
            "skill": "resist_look_alikes",
            "table": "crm.activities",
            "where": {
                "customer_id": "KH-0011",
                "kind": "meeting",
                "created_by": "NV-0038",
                "date": TODAY,
            },
        },
        {
            "id": "meeting_price",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "crm.activities",
            "note": "one activity today for Phú Thịnh Land, with the agreed price",
            "where": {"customer_id": "KH-0011", "date": TODAY},
            "expect": {"content": {"contains": 265000000}},
        },
        {
            "id": "meeting_signing_date",
            "note": "today's Phú Thịnh Land activity gives the 18/12 signing date",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "crm.activities",
            "where": {"customer_id": "KH-0011", "date": TODAY},
            "expect": {"content": {"contains": "2026-12-18"}},
        },
        no_record(
            "lookalikes_not_logged",
            table="crm.activities",
            where={"customer_id": {"in": ["KH-0010", "KH-0012"]}, "date": TODAY},
            note="nothing logged today for Phú Thịnh VLXD or Phu Thinh Logistics",
            skill="resist_look_alikes",
        ),
        unchanged(
            "opportunity_untouched",
            table="crm.opportunities",
            record_id="CH-0006",
            note="agreed is not signed: the opportunity stays in negotiation",
        ),
        unchanged(
            "customer_record_unchanged",
            table="crm.customers",
            record_id="KH-0011",
            note="the meeting goes in an activity; the customer's note is not overwritten",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Phú Thịnh Land"),
        log_activity(
            "KH-0011",
            "meeting",
            "Họp với anh Hồ Quang Khải: khách thống nhất phạm vi mở rộng AMIS cho "
            "sàn giao dịch, giá 265.000.000đ; hẹn ký hợp đồng ngày 18/12/2026.",
        ),
    ],
    "anti_oracles": [
        {
            "name": "closed_as_won",
            "why": "logs the meeting and also marks the opportunity won before the contract",
            "calls": [
                log_activity("KH-0011", "meeting", "Khách chốt giá 265 triệu, ký hợp đồng 18/12."),
                call("amis_crm_update_opportunity_stage", opportunity_id="CH-0006", stage="won"),
            ],
            "breaks": ["opportunity_untouched"],
        },
        {
            "name": "note_on_lookalike",
            "why": "logs a note on the first Phú Thịnh hit (the building-materials company)",
            "calls": [
                log_activity(
                    "KH-0010", "note", "Khách thống nhất giá 265 triệu, ký hợp đồng 18/12."
                )
            ],
            "breaks": [
                "meeting_logged",
                "meeting_price",
                "meeting_signing_date",
                "lookalikes_not_logged",
            ],
        },
        {
            "name": "overwrites_customer_note",
            "why": "logs the meeting right but also writes the news into the customer's note, "
            "replacing what was there",
            "calls": [
                log_activity(
                    "KH-0011",
                    "meeting",
                    "Họp anh Hồ Quang Khải: thống nhất giá 265 triệu, hẹn ký hợp đồng 18/12/2026.",
                ),
                call(
                    "amis_crm_update_customer",
                    customer_id="KH-0011",
                    note="Đã thống nhất mở rộng AMIS cho sàn giao dịch, 265 triệu; ký hợp "
                    "đồng 18/12/2026.",
                ),
            ],
            "breaks": ["customer_record_unchanged"],
        },
    ],
}
