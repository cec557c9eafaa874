"""An address change to another province on a confirmed unpaid order re-prices its shipping."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import no_qr
from ava_inspect.tasks.builders.orders import cancel_order, confirm_order, draft_order, item

_PHONE = "0915608233"
_ADDRESS = "Số 5 ngõ 120 Hoàng Quốc Việt, Cầu Giấy, Hà Nội"

_READ = call("get_order", order_id="DH-0003", phone="0915 608 233")

TASK = {
    "id": "sale.move_province_reprice",
    "domain": "sale",
    "tier": "basic",
    "summary": "With the matching phone, move confirmed unpaid order DH-0003 from Thanh Hóa to a "
    "Hà Nội address: the province changes too, so shipping drops from 35k to 25k (goods 688k, "
    "under the free-shipping threshold) and the total becomes 713.000đ.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "Shop ơi đơn DH-0003 của e đổi địa chỉ giúp e sang số 5 ngõ 120 Hoàng Quốc "
            "Việt, Cầu Giấy, HN nhé, e mới chuyển ra HN làm. sdt e 0915 608 233 ạ",
        },
    ],
    "assertions": [
        {
            "id": "moved_to_hanoi",
            "note": "DH-0003 stays confirmed for Hoàng Phương Linh, now at the Hoàng Quốc Việt address in Hà Nội",
            "kind": "record_field",
            "skill": "branch_on_data",
            "table": "sale.orders",
            "where": {"id": "DH-0003"},
            "expect": {
                "status": "confirmed",
                "province": "Hà Nội",
                "address": {"contains": "Hoàng Quốc Việt"},
                "customer_name": "Hoàng Phương Linh",
                "phone": _PHONE,
            },
        },
        {
            "id": "fee_repriced",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "note": "Hà Nội's fee 25.000đ instead of Thanh Hóa's 35.000đ; total 713.000đ",
            "where": {"id": "DH-0003"},
            "expect": {"shipping_fee": 25000, "total": 713000},
        },
        {
            "id": "single_order",
            "kind": "record_count",
            "skill": "forbid_overreach",
            "table": "sale.orders",
            "negative": True,
            "note": "the order is edited, not cancelled and placed again",
            "where": {"phone": _PHONE},
            "count": 1,
        },
        no_qr(
            "no_qr_for_cod",
            "DH-0003",
            note="the order stays cash on delivery: an address change asks for no QR",
        ),
    ],
    "oracle": [
        _READ,
        call("calculate_shipping_fee", province="Hà Nội"),
        call(
            "update_order",
            order_id="DH-0003",
            phone="0915 608 233",
            address=_ADDRESS,
            province="Hà Nội",
        ),
    ],
    "anti_oracles": [
        {
            "name": "keeps_old_province",
            "why": "writes the new street but leaves the province at Thanh Hóa, so the fee is "
            "never re-priced",
            "calls": [
                _READ,
                call(
                    "update_order",
                    order_id="DH-0003",
                    phone="0915608233",
                    address=_ADDRESS,
                    province="Thanh Hóa",
                ),
            ],
            "breaks": ["moved_to_hanoi", "fee_repriced"],
        },
        {
            "name": "cancel_and_reorder",
            "why": "cancels the order and places a new one at the new address",
            "calls": [
                _READ,
                cancel_order("DH-0003", "0915608233"),
                call("search_product", query="combo công sở 2 món"),
                call("search_product", query="áo sơ mi lụa tay ngắn"),
                call("search_product", query="chân váy chữ A midi"),
                call("search_product", query="thắt lưng da"),
                draft_order(
                    customer_name="Hoàng Phương Linh",
                    phone="0915608233",
                    address=_ADDRESS,
                    province="Hà Nội",
                    items=[
                        item("COMBO-CONGSO-2", choices=["SMLN-TR-M", "CVA-DE-M"]),
                        item("TLDV-DE"),
                    ],
                    shipping_fee=25000,
                ),
                confirm_order("DH-0008"),
            ],
            "breaks": ["moved_to_hanoi", "single_order"],
        },
    ],
}
