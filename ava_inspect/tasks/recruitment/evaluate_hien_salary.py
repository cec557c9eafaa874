"""File the recruiter's own evaluation of an accounting finalist, with the figures he gave."""

from ava_inspect.tasks.builders.calls import call
from ava_inspect.tasks.builders.negatives import unchanged
from ava_inspect.tasks.builders.recruitment import evaluate, set_stage

_WHERE = {"candidate_id": "UV-0013", "evaluator_id": "NV-0016"}


_COMMENT = (
    "Nghiệp vụ quyết toán thuế chắc, trình bày mạch lạc, thái độ chuyên nghiệp. Mức lương mong "
    "muốn 18.000.000 đồng/tháng, nằm trong khung đã duyệt; có thể đi làm từ ngày 04/01/2027."
)

TASK = {
    "id": "recruitment.evaluate_hien_salary",
    "domain": "recruitment",
    "tier": "basic",
    "summary": "File the recruiter's evaluation of the accounting finalist Phùng Thị Thu Hiền: "
    "score 4, 'hire', the comment carrying her expected salary (18 million) and start date "
    "(04/01/2027); her stage is not moved.",
    "requester_id": "NV-0016",
    "prompt": "Em nhập giúp anh phiếu đánh giá bạn Phùng Thị Thu Hiền ứng tuyển kế toán tổng hợp, "
    "anh ngồi hội đồng hôm thứ Hai: 4 điểm, đề xuất tuyển. Nhận xét: nghiệp vụ quyết toán thuế "
    "chắc, trình bày mạch lạc; bạn ấy mong muốn lương 18 triệu, đi làm được từ 4/1/2027.",
    "assertions": [
        {
            "id": "score_and_recommendation",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "recruitment.evaluations",
            "note": "one evaluation by the requester for Hiền",
            "where": _WHERE,
            "expect": {"score": 4, "recommendation": "hire"},
        },
        {
            "id": "comment_salary",
            "note": "the recruiter's evaluation of Hiền gives her expected 18.000.000đ",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "recruitment.evaluations",
            "where": _WHERE,
            "expect": {"comment": {"contains": 18000000}},
        },
        {
            "id": "comment_start_date",
            "note": "the recruiter's evaluation of Hiền gives her start date 04/01/2027",
            "kind": "record_field",
            "skill": "vietnamese_values",
            "table": "recruitment.evaluations",
            "where": _WHERE,
            "expect": {"comment": {"contains": "2027-01-04"}},
        },
        unchanged(
            "stage_not_moved",
            table="recruitment.candidates",
            record_id="UV-0013",
            note="an evaluation is not a decision: no move to offer",
        ),
    ],
    "oracle": [
        call("recruitment_search_candidate", query="Phùng Thị Thu Hiền"),
        call("recruitment_list_evaluations", candidate_id="UV-0013"),
        evaluate("UV-0013", 4, "hire", _COMMENT),
    ],
    "anti_oracles": [
        {
            "name": "comment_without_figures",
            "why": "keeps only the qualitative remarks and drops the salary and start date",
            "calls": [
                evaluate(
                    "UV-0013",
                    4,
                    "hire",
                    "Nghiệp vụ quyết toán thuế chắc, trình bày mạch lạc, thái độ chuyên nghiệp.",
                ),
            ],
            "breaks": ["comment_salary", "comment_start_date"],
        },
        {
            "name": "evaluate_and_advance",
            "why": "files the evaluation and also moves her to the offer stage",
            "calls": [
                evaluate("UV-0013", 4, "hire", _COMMENT),
                set_stage("UV-0013", "offer"),
            ],
            "breaks": ["stage_not_moved"],
        },
    ],
}
