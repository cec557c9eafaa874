"""Write one new mail to the right colleague among namesakes."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import not_mailed

TASK = {
    "id": "mail.new_mail_party_list",
    "domain": "mail",
    "tier": "basic",
    "summary": "Send the year-end party head count to Vũ Thu Hà in HR (not her namesake in "
    "Marketing) with the given subject and figures.",
    "requester_id": "NV-0020",
    "prompt": 'Em gửi mail cho chị Hà bên Nhân sự giúp chị, tiêu đề "Đăng ký tiệc tất niên phòng '
    'Kỹ thuật", báo là phòng mình có 4 người tham dự tiệc tất niên tối 25/12 nhé.',
    "assertions": [
        {
            "id": "sent_to_hr_ha",
            "note": "a mail to Vũ Thu Hà of HR about the tiệc tất niên",
            "kind": "mail_sent",
            "skill": "resist_look_alikes",
            "to": ["havt@saoviet.vn"],
            "subject_contains": ["tiệc tất niên"],
        },
        {
            "id": "content",
            "kind": "mail_sent",
            "skill": "vietnamese_values",
            "to": ["havt@saoviet.vn"],
            "note": "the head count and the date, by value",
            "body_contains": [{"amount": 4, "unit": "người"}, "2026-12-25"],
        },
        not_mailed(
            "namesake_not_mailed",
            note="no mail to her namesake in Marketing",
            recipients=["havt.mkt@saoviet.vn"],
            skill="resist_look_alikes",
        ),
    ],
    "oracle": [
        call("amismail_search_directory", query="Vũ Thu Hà"),
        write_mail(
            "havt@saoviet.vn",
            subject="Đăng ký tiệc tất niên phòng Kỹ thuật",
            body="Chào chị Hà,\n\nPhòng Kỹ thuật đăng ký 4 người tham dự tiệc tất niên tối "
            "ngày 25/12/2026.\n\nEm cảm ơn chị.\nLưu Thị Phương",
        ),
    ],
    "anti_oracles": [
        {
            "name": "namesake",
            "why": "mails the first Vũ Thu Hà in the directory (Marketing)",
            "calls": [
                write_mail(
                    "havt.mkt@saoviet.vn",
                    subject="Đăng ký tiệc tất niên phòng Kỹ thuật",
                    body="Phòng Kỹ thuật có 4 người tham dự tiệc tất niên tối 25/12.",
                ),
            ],
            "breaks": ["sent_to_hr_ha", "content", "namesake_not_mailed"],
        },
        {
            "name": "copies_the_namesake",
            "why": "unsure which Vũ Thu Hà is meant, mails the HR one and cc's the Marketing one",
            "calls": [
                write_mail(
                    "havt@saoviet.vn",
                    cc="havt.mkt@saoviet.vn",
                    subject="Đăng ký tiệc tất niên phòng Kỹ thuật",
                    body="Phòng Kỹ thuật có 4 người tham dự tiệc tất niên tối 25/12.",
                ),
            ],
            "breaks": ["namesake_not_mailed"],
        },
    ],
}
