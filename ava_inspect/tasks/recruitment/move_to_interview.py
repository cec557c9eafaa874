"""Move one candidate to the interview stage: the right Mai Anh, for the right opening."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import at_most, unchanged
from ava_inspect.tasks.builders.recruitment import set_stage

TASK = {
    "id": "recruitment.move_to_interview",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "Move the accounting applicant Mai Anh (not the marketing applicant Đỗ Mai Anh) "
    "to the interview stage.",
    "requester_id": "NV-0003",
    "prompt": "Hồ sơ bạn Mai Anh ứng tuyển kế toán tổng hợp chị xem rồi, ổn đấy. Em chuyển bạn "
    "ấy sang vòng phỏng vấn giúp chị nhé.",
    "assertions": [
        {
            "id": "moved",
            "note": "the accounting applicant Mai Anh (UV-0003) is at the interview stage",
            "kind": "record_field",
            "skill": "resist_look_alikes",
            "table": "recruitment.candidates",
            "where": {"id": "UV-0003"},
            "expect": {"stage": "interview"},
        },
        unchanged(
            "lookalike_untouched",
            table="recruitment.candidates",
            record_id="UV-0004",
            note="the marketing applicant Đỗ Mai Anh (UV-0004) stays as she is",
            skill="resist_look_alikes",
        ),
        at_most(
            "only_mai_anh_moved",
            table="recruitment.candidates",
            max=2,
            where={"job_id": "VT-0003", "stage": "interview"},
            note="just Hiền (already interviewing) and Mai Anh: the opening's other applicant, "
            "Lực, is not moved along with her",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Mai Anh"),
        set_stage("UV-0003", "interview"),
    ],
    "anti_oracles": [
        {
            "name": "lookalike",
            "why": "moves the marketing applicant Đỗ Mai Anh",
            "calls": [
                set_stage("UV-0004", "interview"),
            ],
            "breaks": ["moved", "lookalike_untouched"],
        },
        {
            "name": "whole_opening",
            "why": "moves every accounting applicant not yet interviewing: Mai Anh and Lực",
            "calls": [set_stage(c, "interview") for c in ("UV-0003", "UV-0014")],
            "breaks": ["only_mai_anh_moved"],
        },
    ],
}
