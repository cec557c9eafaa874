"""Move one opportunity to negotiation: the right deal among the customer's several."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import unchanged

TASK = {
    "id": "crm.opportunity_stage_hoa_binh_group",
    "domain": "crm",
    "tier": "basic",
    "summary": "Move Hòa Bình Group's 2-dry-port warehouse deal (not its other open warehouse deal, "
    "not the won consulting one, not the look-alike's) to negotiation with close date 29/01/2027.",
    "requester_id": "NV-0011",
    "prompt": "Hòa Bình Group đồng ý vào đàm phán hợp đồng hệ thống quản lý kho bãi cho 2 cảng cạn "
    "rồi, dự kiến ký trước 29/01/2027. Em cập nhật cơ hội này trên CRM giúp anh.",
    "seed": {
        "crm.opportunities": [
            {
                "id": "CH-0090",
                "customer_id": "KH-0008",
                "name": "Tư vấn chuyển đổi số khối kho bãi",
                "stage": "won",
                "amount": 96800000,
                "owner_id": "NV-0011",
                "expected_close": "2026-08-28",
            },
            {
                "id": "CH-0091",
                "customer_id": "KH-0008",
                "name": "Phần mềm quản lý kho bãi cho kho ngoại quan Lạch Huyện",
                "stage": "qualified",
                "amount": 150000000,
                "owner_id": "NV-0011",
                "expected_close": "2027-04-30",
            },
        ]
    },
    "assertions": [
        {
            "id": "stage_negotiation",
            "note": "the dry-port warehouse deal CH-0004 is in negotiation",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "crm.opportunities",
            "where": {"id": "CH-0004"},
            "expect": {"stage": "negotiation"},
        },
        {
            "id": "close_date",
            "note": "CH-0004 is expected to close on 29/01/2027",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "crm.opportunities",
            "where": {"id": "CH-0004"},
            "expect": {"expected_close": "2027-01-29"},
        },
        unchanged(
            "sibling_untouched",
            table="crm.opportunities",
            record_id="CH-0091",
            note="the customer's other open warehouse deal (Lạch Huyện)",
            skill="resist_look_alikes",
        ),
        unchanged(
            "lookalike_untouched",
            table="crm.opportunities",
            record_id="CH-0003",
            note="Nội thất Hòa Bình's deal",
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amis_crm_search_customer", query="Hòa Bình Group"),
        call("amis_crm_list_opportunities", customer_id="KH-0008"),
        call(
            "amis_crm_update_opportunity_stage",
            opportunity_id="CH-0004",
            stage="negotiation",
            expected_close="2027-01-29",
        ),
    ],
    "anti_oracles": [
        {
            "name": "wrong_warehouse_deal",
            "why": "moves the customer's other warehouse deal",
            "calls": [
                call(
                    "amis_crm_update_opportunity_stage",
                    opportunity_id="CH-0091",
                    stage="negotiation",
                    expected_close="2027-01-29",
                )
            ],
            "breaks": ["stage_negotiation", "close_date", "sibling_untouched"],
        },
        {
            "name": "stage_only",
            "why": "moves the stage but leaves the old expected close date",
            "calls": [
                call(
                    "amis_crm_update_opportunity_stage",
                    opportunity_id="CH-0004",
                    stage="negotiation",
                )
            ],
            "breaks": ["close_date"],
        },
        {
            "name": "both_warehouse_deals",
            "why": "moves every open 'kho bãi' deal of the customer, the Lạch Huyện one too",
            "calls": [
                call(
                    "amis_crm_update_opportunity_stage",
                    opportunity_id=opp,
                    stage="negotiation",
                    expected_close="2027-01-29",
                )
                for opp in ("CH-0004", "CH-0091")
            ],
            "breaks": ["sibling_untouched"],
        },
    ],
}
