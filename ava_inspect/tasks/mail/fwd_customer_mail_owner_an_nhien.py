"""Forward a customer's mail to the salesperson in charge of that customer."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import forward
from ava_inspect.tasks.builders.negatives import forwarded_once, not_mailed

VINH = "vinhlq@saoviet.vn"


def _forward(to: str) -> Call:
    return forward(
        "TH-0022",
        to,
        note="Em chuyển anh đề nghị của khách: bản scan biên bản nghiệm thu phân hệ kho có "
        "đủ chữ ký hai bên. Anh gửi giúp khách nhé.",
    )


TASK = {
    "id": "mail.fwd_customer_mail_owner_an_nhien",
    "domain": "mail",
    "tier": "basic",
    "summary": "Forward An Nhiên's request for the signed acceptance minutes to the salesperson in "
    "charge of that customer (sender -> contact -> customer -> owner Lê Quang Vinh), not to the "
    "owner of the other customer whose accountant is also called Hằng.",
    "requester_id": "NV-0006",
    "prompt": "Mail chị Hằng kế toán xin bản scan biên bản nghiệm thu phân hệ kho ấy, biên bản là "
    "bên kinh doanh giữ. Em chuyển tiếp cho bạn kinh doanh phụ trách khách đó giúp chị nhé.",
    "assertions": [
        {
            "id": "fwd_to_owner",
            "note": "An Nhiên's mail TH-0022 forwarded to its owner Lê Quang Vinh alone",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "forwarded_from": "TH-0022",
            "to": [VINH],
            "only_recipients": True,
        },
        forwarded_once("one_forward", "TH-0022", note="TH-0022 is forwarded once"),
        not_mailed(
            "other_hang_owner_not_mailed",
            note="owner of Xứ Thanh, whose accountant Lê Thị Hằng shares the given name",
            recipients=["nhungnth@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "customer_not_answered",
            note="the requester asked for a forward, not a reply to the customer",
            in_reply_to="TH-0022",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="biên bản nghiệm thu"),
        call("amismail_read_mail", message_id="TH-0022"),
        call("amis_crm_search_contact", query="hang.dt@annhienfood.vn"),
        call("amis_crm_get_customer", customer_id="KH-0004"),
        call("amis_hrm_get_employee", employee_id="NV-0011"),
        _forward(VINH),
    ],
    "anti_oracles": [
        {
            "name": "other_hang",
            "why": "looks up 'Hằng kế toán' and takes Lê Thị Hằng of Xứ Thanh, whose owner is Nhung",
            "calls": [_forward("nhungnth@saoviet.vn")],
            "breaks": ["fwd_to_owner", "other_hang_owner_not_mailed"],
        },
    ],
}
