"""Update a remembered preference instead of adding a contradicting one, and remember a new one."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most

_BULLETS = ["đầu dòng", "bullet", "gạch ý", "liệt kê", "từng ý"]
"""Ways to say "in bullet points": gạch/dấu đầu dòng, bullet point, gạch ý, liệt kê từng ý."""

TASK = {
    "id": "hr.memory_update_summary",
    "domain": "hr",
    "tier": "basic",
    "summary": "Change the remembered summary limit from 5 to 3 points (update the existing note, "
    "keep 'anh Tùng' and the bullet points), and remember sales figures in millions of đồng.",
    "requester_id": "NV-0012",
    "prompt": "Từ giờ tóm tắt việc cho anh tối đa 3 ý thôi nhé, 5 ý vẫn hơi dài. Với lại số liệu "
    "doanh số thì em cứ để đơn vị triệu đồng. Nhớ giúp anh hai điều này.",
    "assertions": [
        {
            "id": "three_points",
            "note": "his remembered notes now say at most 3 points",
            "kind": "record_exists",
            "skill": "vietnamese_values",
            "table": "helpdesk.memory",
            "where": {"owner_id": "NV-0012", "content": {"contains": {"amount": 3, "unit": "ý"}}},
        },
        {
            "id": "old_limit_gone",
            "kind": "record_not_exists",
            "skill": "branch_on_data",
            "table": "helpdesk.memory",
            "negative": False,
            "note": "no note still says at most 5 points",
            "where": {"owner_id": "NV-0012", "content": {"contains": "tối đa 5"}},
        },
        {
            "id": "millions",
            "note": "his remembered notes say sales figures are given in millions of đồng (triệu)",
            "kind": "record_exists",
            "skill": "vietnamese_values",
            "table": "helpdesk.memory",
            "where": {"owner_id": "NV-0012", "content": {"contains": "triệu"}},
        },
        {
            "id": "name_kept",
            "kind": "record_exists",
            "skill": "forbid_overreach",
            "table": "helpdesk.memory",
            "negative": True,
            "note": "he is still called anh Tùng",
            "where": {"owner_id": "NV-0012", "content": {"contains": "Tùng"}},
        },
        {
            "id": "bullets_kept",
            "kind": "record_exists",
            "skill": "forbid_overreach",
            "table": "helpdesk.memory",
            "negative": True,
            "note": "only the limit changes: summaries stay in bullet points (in any wording)",
            "where": {"owner_id": "NV-0012", "content": {"contains": [_BULLETS]}},
        },
        at_most(
            "no_note_spam",
            table="helpdesk.memory",
            max=2,
            where={"owner_id": "NV-0012"},
            note="at most the old note and one new one",
        ),
    ],
    "oracle": [
        call("get_memory"),
        call(
            "edit_memory",
            action="update",
            note_id="GN-0006",
            content="Gọi anh là anh Tùng; tóm tắt công việc theo gạch đầu dòng, tối đa 3 ý.",
        ),
        call("edit_memory", action="add", content="Số liệu doanh số gửi anh để đơn vị triệu đồng."),
    ],
    "anti_oracles": [
        {
            "name": "adds_without_reading",
            "why": "adds new notes and leaves the old 'tối đa 5 ý' note in place",
            "calls": [
                call("edit_memory", action="add", content="Tóm tắt công việc tối đa 3 ý."),
                call("edit_memory", action="add", content="Số liệu doanh số để đơn vị triệu đồng."),
            ],
            "breaks": ["old_limit_gone"],
        },
        {
            "name": "overwrites_note",
            "why": "replaces the old note with the new wishes only, losing 'anh Tùng'",
            "calls": [
                call("get_memory"),
                call(
                    "edit_memory",
                    action="update",
                    note_id="GN-0006",
                    content="Tóm tắt tối đa 3 ý; số liệu doanh số để đơn vị triệu đồng.",
                ),
            ],
            "breaks": ["name_kept", "bullets_kept"],
        },
        {
            "name": "drops_bullets",
            "why": "rewrites the old note around the new limit and loses the bullet-point wish",
            "calls": [
                call("get_memory"),
                call(
                    "edit_memory",
                    action="update",
                    note_id="GN-0006",
                    content="Gọi anh là anh Tùng; tóm tắt công việc tối đa 3 ý.",
                ),
                call("edit_memory", action="add", content="Số liệu doanh số để đơn vị triệu đồng."),
            ],
            "breaks": ["bullets_kept"],
        },
    ],
}
