"""Forward a candidate's mail to the colleague named, found in the directory among namesakes."""

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import forward
from ava_inspect.tasks.builders.negatives import forwarded_once, not_mailed

HUNG = "hungnv2@saoviet.vn"


def _forward(to: str) -> Call:
    return forward(
        "TH-0023",
        to,
        note="Anh Hưng ơi, ứng viên Nguyễn Hoàng Long đã xác nhận phỏng vấn 15h00 thứ Năm "
        "10/12, anh chuẩn bị giúp em phần câu hỏi kỹ thuật nhé.",
    )


TASK = {
    "id": "mail.fwd_colleague_namesake_hung",
    "domain": "mail",
    "tier": "basic",
    "summary": "Forward Nguyễn Hoàng Long's interview confirmation to Nguyễn Văn Hưng of "
    "Engineering, not his namesake in Sales nor the CEO Nguyễn Văn Hùng.",
    "requester_id": "NV-0016",
    "prompt": "Em chuyển tiếp mail bạn Long xác nhận lịch phỏng vấn Backend cho anh Hưng bên Kỹ "
    "thuật giúp anh, để anh ấy chuẩn bị câu hỏi chuyên môn.",
    "assertions": [
        {
            "id": "fwd_to_tech_hung",
            "note": "the confirmation TH-0023 forwarded to Nguyễn Văn Hưng of Engineering alone",
            "kind": "mail_sent",
            "skill": "resist_look_alikes",
            "forwarded_from": "TH-0023",
            "to": [HUNG],
            "only_recipients": True,
        },
        forwarded_once("one_forward", "TH-0023", note="TH-0023 is forwarded once"),
        not_mailed(
            "sales_hung_not_mailed",
            note="Nguyễn Văn Hưng of Sales, the namesake",
            recipients=["hungnv3@saoviet.vn"],
            skill="resist_look_alikes",
        ),
        not_mailed(
            "ceo_not_mailed",
            note="Nguyễn Văn Hùng, whose name folds to the same letters",
            recipients=["hungnv@saoviet.vn"],
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amismail_search_mail", query="xác nhận tham dự phỏng vấn"),
        call("amismail_read_mail", message_id="TH-0023"),
        call("amismail_search_directory", query="Nguyễn Văn Hưng"),
        _forward(HUNG),
    ],
    "anti_oracles": [
        {
            "name": "sales_namesake",
            "why": "takes the Nguyễn Văn Hưng of Sales from the directory",
            "calls": [_forward("hungnv3@saoviet.vn")],
            "breaks": ["fwd_to_tech_hung", "sales_hung_not_mailed"],
        },
        {
            "name": "ceo_unaccented",
            "why": "matches 'Hung' to the CEO Nguyễn Văn Hùng",
            "calls": [_forward("hungnv@saoviet.vn")],
            "breaks": ["fwd_to_tech_hung", "ceo_not_mailed"],
        },
    ],
}
