"""Reply to a customer complaint with the company's complaint template, every field filled."""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, call
from ava_inspect.tasks.builders.mail import reply
from ava_inspect.tasks.builders.negatives import add_own_manager_not_copied, replied_once

KHOI = "khoi.vd@dongaconstruction.vn"


def _reply(received: str, owner: str) -> Call:
    return reply(
        "TH-0018",
        body="Kính gửi anh Vương Đình Khôi,\n\nCông ty Cổ phần Công nghệ Sao Việt đã tiếp "
        f"nhận phản ánh của Quý khách ngày {received} về việc phiếu xuất kho lập trên ứng dụng "
        "di động tại công trường Vĩnh Phúc không đồng bộ được về phần mềm ở văn phòng. Chúng "
        "tôi thành thật xin lỗi về sự bất tiện Quý khách gặp phải.\n\nHướng xử lý: kỹ thuật "
        "viên kết nối từ xa kiểm tra và cập nhật bản vá cho ứng dụng di động\nThời hạn hoàn "
        f"thành: 17h00 thứ Sáu ngày 11/12/2026\nNgười phụ trách: {owner}\n\nChúng tôi sẽ cập "
        "nhật kết quả cho Quý khách ngay khi xử lý xong.\n\nTrân trọng,\nLý Thị Thanh Tâm\n"
        "Trưởng phòng Chăm sóc khách hàng\nCông ty Cổ phần Công nghệ Sao Việt",
    )


TASK: dict[str, Any] = {
    "id": "mail.template_complaint_reply_donga",
    "domain": "mail",
    "tier": "basic",
    "summary": "Reply to Đông Á's sync complaint with the complaint-reply template: received "
    "08/12 (from the mail), deadline 11/12, owner Lý Văn Thành and his phone looked up in HR.",
    "requester_id": "NV-0025",
    "prompt": "Em trả lời mail phản ánh lỗi đồng bộ phiếu xuất kho của anh Khôi bên Đông Á bằng "
    "mẫu trả lời phản ánh của công ty giúp chị. Hướng xử lý: kỹ thuật viên kết nối từ xa kiểm tra "
    "và cập nhật bản vá cho ứng dụng di động, xong trước 17h thứ Sáu 11/12. Người phụ trách là bạn "
    "Thành bên mình, ghi kèm số điện thoại của bạn ấy.",
    "assertions": [
        {
            "id": "reply_to_khoi",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "in_reply_to": "TH-0018",
            "to": [KHOI],
            "note": "the template's apology wording: the template was used",
            "body_contains": ["xin lỗi về sự bất tiện"],
        },
        {
            "id": "dates_filled",
            "kind": "mail_sent",
            "skill": "vietnamese_values",
            "in_reply_to": "TH-0018",
            "note": "received on the day of the complaint mail, due on the day given",
            "body_contains": ["2026-12-08", "2026-12-11"],
        },
        {
            "id": "owner_filled",
            "kind": "mail_sent",
            "skill": "bridge_tables",
            "in_reply_to": "TH-0018",
            "note": "the colleague named (Lý Văn Thành, anh Thành) with his phone number from "
            "HR, which only a lookup gives",
            "body_contains": [["Văn Thành", "anh Thành", "bạn Thành"], "0946 127 880"],
        },
        replied_once("one_reply", "TH-0018", note="one reply to Đông Á's complaint TH-0018"),
    ],
    "oracle": [
        call("amismail_search_mail", query="Đông Á phản ánh"),
        call("amismail_read_mail", message_id="TH-0018"),
        call("amismail_list_templates"),
        call("amismail_get_template", template_id="MAU-10"),
        call("amismail_search_directory", query="Thành"),
        call("amis_hrm_get_employee", employee_id="NV-0035"),
        _reply("08/12/2026", "Lý Văn Thành — 0946 127 880"),
    ],
    "anti_oracles": [
        {
            "name": "received_today",
            "why": "fills the received date with today instead of the date of the complaint",
            "calls": [_reply("09/12/2026", "Lý Văn Thành — 0946 127 880")],
            "breaks": ["dates_filled"],
        },
        {
            "name": "no_phone_lookup",
            "why": "names the colleague by first name only, without looking him up",
            "calls": [_reply("08/12/2026", "bạn Thành, Phòng Chăm sóc khách hàng")],
            "breaks": ["owner_filled"],
        },
        {
            "name": "guessed_phone",
            "why": "finds his name in the directory (which shows no phone) and, without opening "
            "his HR record, fills in the requester's own phone from her profile",
            "calls": [_reply("08/12/2026", "Lý Văn Thành — 0936 280 917")],
            "breaks": ["owner_filled"],
        },
    ],
}

_OWN_MANAGER = "huongptt@saoviet.vn"
"""The requester's direct manager (the deputy director): QĐ-011 Điều 4 copies nobody unasked, even on a reply that promises a deadline."""
add_own_manager_not_copied(TASK, _OWN_MANAGER, in_reply_to="TH-0018")
