"""Free shipping keeps a big basket at the COD limit: confirm it as COD, issue no QR."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.negatives import no_record, one_order
from ava_inspect.tasks.builders.orders import confirm_order, draft_order, one_each, payment_qr
from ava_inspect.tasks.builders.variants import with_args

_PHONE = "0977204615"
_NAME = "Phan Thu Trang"
_ADDRESS = "88 Nguyễn Văn Linh, Hải Châu, Đà Nẵng"

_SEARCHES = [
    call("search_product", query="áo khoác dạ dáng dài"),
    call("search_product", query="blazer dáng suông"),
    call("search_product", query="áo kiểu cổ vuông tay bồng"),
]
_ITEMS = one_each("KDDD-NA-M", "BZDS-DE-M", "AKCV-KE-M")


def _create(shipping_fee: int) -> Call:
    return draft_order(
        customer_name=_NAME,
        phone="0977 204 615",
        address=_ADDRESS,
        province="Đà Nẵng",
        items=_ITEMS,
        shipping_fee=shipping_fee,
        note="Thanh toán khi nhận hàng (COD).",
    )


TASK = {
    "id": "sale.cod_limit_free_shipping",
    "domain": "sale",
    "tier": "hard",
    "summary": "A 1.998.000đ basket to Đà Nẵng: free shipping by the sales policy keeps the total "
    "within the 2.000.000đ COD limit, so the order is confirmed for COD with no QR; charging the "
    "35k fee would push it over the limit and into a QR.",
    "requester_id": None,
    "prompt": [
        {
            "role": "customer",
            "text": "shop ơi áo khoác dạ dáng dài màu nâu còn size M ko ạ, "
            "c muốn lấy thêm blazer dáng suông đen size M nữa",
        },
        {
            "role": "assistant",
            "text": "Dạ còn hàng ạ. Áo khoác dạ dáng dài màu Nâu size M giá 1.150.000đ, áo "
            "blazer nữ dáng suông màu Đen size M giá 599.000đ. Chị cần thêm gì nữa không ạ?",
        },
        {
            "role": "customer",
            "text": "lấy thêm 1 áo kiểu cổ vuông tay bồng màu kem size M nữa e. Gửi cho Phan Thu "
            "Trang, sdt 0977 204 615, 88 Nguyễn Văn Linh, Hải Châu, Đà Nẵng. c trả tiền mặt khi "
            "nhận hàng nha, nếu đơn ko COD đc thì e gửi mã QR c ck. c chốt đơn luôn nha e",
        },
    ],
    "hops": [
        "regulation_before_action",
        "combine_regulations",
        "branch_on_data",
        "forbid_overreach",
    ],
    "assertions": [
        {
            "id": "order_confirmed",
            "note": "the order for Phan Thu Trang, Đà Nẵng, is confirmed and left unpaid for COD",
            "kind": "record_field",
            "skill": "hold_conversation",
            "table": "sale.orders",
            "where": {"phone": _PHONE},
            "expect": {
                "status": "confirmed",
                "payment_status": "unpaid",
                "customer_name": _NAME,
                "province": "Đà Nẵng",
            },
        },
        {
            "id": "order_lines",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "sale.orders",
            "note": "brown coat M, black loose-fit blazer M (not the cropped one), cream blouse M",
            "where": {"phone": _PHONE},
            "expect": {
                "lines": [
                    {
                        "sku": "KDDD-NA-M",
                        "name": "Áo khoác dạ dáng dài — Nâu, M",
                        "quantity": 1,
                        "unit_price": 1150000,
                        "combo_choices": [],
                    },
                    {
                        "sku": "BZDS-DE-M",
                        "name": "Áo blazer nữ dáng suông — Đen, M",
                        "quantity": 1,
                        "unit_price": 599000,
                        "combo_choices": [],
                    },
                    {
                        "sku": "AKCV-KE-M",
                        "name": "Áo kiểu cổ vuông tay bồng — Kem, M",
                        "quantity": 1,
                        "unit_price": 249000,
                        "combo_choices": [],
                    },
                ],
            },
        },
        {
            "id": "free_shipping_total",
            "kind": "record_field",
            "skill": "regulation_before_action",
            "table": "sale.orders",
            "note": "goods 1.998.000đ >= 700.000đ: shipping free, total 1.998.000đ",
            "where": {"phone": _PHONE},
            "expect": {"shipping_fee": 0, "total": 1998000},
        },
        no_record(
            "no_qr",
            table="sale.payment_qrs",
            where={"order_id": {"not_in": ["DH-0001", "DH-0004", "DH-0006"]}},
            note="total within the 2.000.000đ COD limit: the customer pays COD, no QR",
            skill="combine_regulations",
        ),
        one_order(
            "single_order", _PHONE, note="one order for her phone, not a second one beside it"
        ),
    ],
    "oracle": [
        *_SEARCHES,
        call("calculate_shipping_fee", province="Đà Nẵng"),
        call("document_qa", question="miễn phí vận chuyển"),
        call("document_qa", question="COD thanh toán khi nhận hàng"),
        _create(0),
        confirm_order("DH-0008"),
    ],
    "anti_oracles": [
        {
            "name": "charges_fee_then_qr",
            "why": "adds the 35k Đà Nẵng fee without the free-shipping policy; the 2.033.000đ total "
            "is over the COD limit, so it issues a QR the customer should never have needed",
            "calls": [
                *_SEARCHES,
                call("calculate_shipping_fee", province="Đà Nẵng"),
                _create(35000),
                confirm_order("DH-0008"),
                payment_qr("DH-0008"),
            ],
            "breaks": ["free_shipping_total", "no_qr"],
        },
        {
            "name": "qr_anyway",
            "why": "prices the order right but sends a QR although COD is allowed",
            "calls": [
                *_SEARCHES,
                _create(0),
                confirm_order("DH-0008"),
                payment_qr("DH-0008"),
            ],
            "breaks": ["no_qr"],
        },
        {
            "name": "cropped_blazer",
            "why": "takes the look-alike cropped blazer (dáng lửng) instead of the loose-fit one",
            "calls": [
                call("search_product", query="áo khoác dạ dáng dài"),
                call("search_product", query="blazer"),
                call("search_product", query="áo kiểu cổ vuông tay bồng"),
                with_args(_create(0), items=one_each("KDDD-NA-M", "BZDL-DE-M", "AKCV-KE-M")),
                confirm_order("DH-0008"),
            ],
            "breaks": ["order_lines", "free_shipping_total"],
        },
        {
            "name": "draft_only",
            "why": "prices the order right but leaves it as a draft although the customer said "
            "'chốt đơn'",
            "calls": [*_SEARCHES, _create(0)],
            "breaks": ["order_confirmed"],
        },
    ],
}
