"""The recruiter has AVA file her own evaluations of the eight panel interviews since 03/12 from
her scoring notes in AVA's memory (four criteria, the mean rounded half up, the recommendation
by the score; a later note corrects one criterion of one candidate), then remind each panel
member whose evaluation is overdue under QD-004 bước 4 (one working day after the interview, so
the two of 08/12 are due today and not overdue; the weekend counts no day): one mail each, naming
the candidates missing their evaluation.
"""

from typing import Any

from ava_inspect.tasks.builders.calls import Call, Record, call
from ava_inspect.tasks.builders.mail import write_mail
from ava_inspect.tasks.builders.negatives import at_most, not_mailed
from ava_inspect.tasks.builders.recruitment import evaluate, interview_record

RECRUITER = "NV-0015"  # Vũ Thu Hà
MANAGERS = {"VT-0002": "NV-0017", "VT-0004": "NV-0021", "VT-0005": "NV-0025"}
MAIL = {
    "NV-0017": "baotq@saoviet.vn",
    "NV-0021": "namhh@saoviet.vn",
    "NV-0025": "tamltt@saoviet.vn",
}
CRITERIA = ("chuyên môn", "giao tiếp", "thái độ", "phù hợp văn hóa")

# id: name, job, date, start, end, the recruiter's notes (4 criteria), manager filed?
PANELS: dict[str, tuple[str, str, str, str, str, tuple[int, int, int, int], bool]] = {
    "UV-0091": ("Hà Minh Thư", "VT-0005", "2026-12-03", "13:30", "14:30", (4, 5, 4, 4), True),
    "UV-0092": ("Triệu Văn Khoa", "VT-0005", "2026-12-04", "14:00", "15:00", (3, 3, 4, 3), False),
    "UV-0093": ("Lương Thị Hồng", "VT-0004", "2026-12-07", "09:30", "10:30", (5, 4, 4, 5), True),
    "UV-0094": ("Đinh Văn Quý", "VT-0004", "2026-12-08", "10:00", "11:00", (2, 3, 2, 3), False),
    "UV-0095": ("Bạch Thị Lan", "VT-0002", "2026-12-04", "10:00", "11:00", (3, 2, 2, 2), True),
    "UV-0096": ("Âu Minh Đạt", "VT-0002", "2026-12-07", "15:00", "16:00", (4, 4, 3, 4), False),
    "UV-0097": ("Vi Thị Hạnh", "VT-0005", "2026-12-08", "14:00", "15:00", (1, 2, 2, 2), True),
    "UV-0098": ("Mẫn Thị Kiều", "VT-0005", "2026-12-07", "11:00", "12:00", (4, 3, 3, 3), False),
}  # fmt: skip
CORRECTED = {"UV-0095": (3, 4, 2, 2)}  # Lan's giao tiếp is 4, not 2 (the later note)
# the recruiter's score and recommendation: mean rounded half up; 4-5 hire, 3 consider, 1-2 reject
SCORES = {
    "UV-0091": (4, "hire"),  # 4.25
    "UV-0092": (3, "consider"),  # 3.25
    "UV-0093": (5, "hire"),  # 4.5 rounds up
    "UV-0094": (3, "consider"),  # 2.5 rounds up
    "UV-0095": (3, "consider"),  # 2.75 after the correction (2.25 -> 2 before it)
    "UV-0096": (4, "hire"),  # 3.75
    "UV-0097": (2, "reject"),  # 1.75
    "UV-0098": (3, "consider"),  # 3.25
}
# overdue (due one working day after the interview, before today 09/12): by manager
OVERDUE = {"NV-0025": ["UV-0092", "UV-0098"], "NV-0017": ["UV-0096"]}
NOT_YET = {"NV-0021": ["UV-0094"]}  # interviewed 08/12: due today
KEY = {
    "UV-0091": "thu",
    "UV-0092": "khoa",
    "UV-0093": "hong",
    "UV-0094": "quy",
    "UV-0095": "lan",
    "UV-0096": "dat",
    "UV-0097": "hanh",
    "UV-0098": "kieu",
}
_EMAILS = {
    "UV-0091": "minhthu.ha@gmail.com",
    "UV-0092": "khoa.trieuvan@gmail.com",
    "UV-0093": "hong.luongthi@outlook.com",
    "UV-0094": "quy.dinhvan@gmail.com",
    "UV-0095": "lan.bachthi@gmail.com",
    "UV-0096": "dat.auminh@gmail.com",
    "UV-0097": "hanh.vithi@gmail.com",
    "UV-0098": "kieu.manthi@gmail.com",
}
_PHONES = {
    "UV-0091": "0986 530 217",
    "UV-0092": "0912 408 735",
    "UV-0093": "0977 260 481",
    "UV-0094": "0369 714 052",
    "UV-0095": "0945 183 670",
    "UV-0096": "0938 572 016",
    "UV-0097": "0356 049 728",
    "UV-0098": "0983 617 205",
}
_TITLES = {
    "VT-0002": "Kiểm thử viên phần mềm",
    "VT-0004": "Chuyên viên Marketing nội dung",
    "VT-0005": "Chuyên viên Chăm sóc khách hàng",
}
_REMARK = {
    "UV-0091": "trả lời tình huống khách hàng khó tính rất tốt",
    "UV-0092": "nghiệp vụ ổn, thái độ cầu thị",
    "UV-0093": "portfolio B2B chất lượng, trình bày mạch lạc",
    "UV-0094": "chưa có bài viết B2B nào, kiến thức SEO còn sơ sài",
    "UV-0095": "nắm kiểm thử thủ công cơ bản, chưa viết test case bài bản",
    "UV-0096": "viết test case tốt, biết Postman",
    "UV-0097": "đến muộn 20 phút, trả lời chung chung",
    "UV-0098": "giọng nói rõ, cần thêm kinh nghiệm tổng đài",
}

RULE = (
    "Cách chị chấm phiếu đánh giá phỏng vấn hội đồng: 4 tiêu chí (chuyên môn, giao tiếp, thái "
    "độ, phù hợp văn hóa), mỗi tiêu chí thang 1–5; điểm phiếu = trung bình 4 tiêu chí, làm tròn "
    "đến số nguyên gần nhất (đúng ,5 thì làm tròn lên). Đề xuất theo điểm phiếu: 4–5 điểm hire, "
    "3 điểm consider, 1–2 điểm reject. Nhận xét ghi ngắn gọn theo ghi chép."
)


def _note(cid: str) -> str:
    name, job, day, start, _, marks, _ = PANELS[cid]
    parts = ", ".join(f"{c} {m}" for c, m in zip(CRITERIA, marks, strict=True))
    return (
        f"Ghi chép phỏng vấn hội đồng {day[8:]}/{day[5:7]} lúc {start} — {name} ({cid}, "
        f"{_TITLES[job]}): {parts}. Nhận xét: {_REMARK[cid]}."
    )


CORRECTION = (
    "Sửa ghi chép phỏng vấn 04/12 của Bạch Thị Lan (UV-0095): tiêu chí giao tiếp là 4 điểm, "
    "không phải 2 (chị ghi nhầm dòng); các tiêu chí khác giữ nguyên."
)


def _interview(n: int, cid: str) -> Record:
    _, job, day, start, end, _, _ = PANELS[cid]
    return interview_record(
        f"PV-05{n + 1:02d}", cid, job, day, start, end, "PH-07", [MANAGERS[job], RECRUITER], "panel"
    )


_MANAGER_SCORE = {"UV-0091": 4, "UV-0093": 5, "UV-0095": 3, "UV-0097": 2}
_MANAGER_REC = {"UV-0091": "hire", "UV-0093": "hire", "UV-0095": "consider", "UV-0097": "reject"}

SEED: dict[str, list[dict[str, Any]]] = {
    "recruitment.candidates": [
        {
            "id": cid,
            "full_name": v[0],
            "email": _EMAILS[cid],
            "phone": _PHONES[cid],
            "job_id": v[1],
            "stage": "interview",
            "source": "TopCV",
            "cv_text": f"{v[0].upper()} — ứng viên {_TITLES[v[1]]}\nKinh nghiệm: 2 năm ở vị "
            "trí tương đương\nHọc vấn: Cử nhân, Đại học Thương mại",
        }
        for cid, v in PANELS.items()
    ],
    "recruitment.interviews": [_interview(n, c) for n, c in enumerate(PANELS)],
    "recruitment.evaluations": [
        {
            "id": f"DG-05{n + 1:02d}",
            "candidate_id": cid,
            "evaluator_id": MANAGERS[PANELS[cid][1]],
            "score": _MANAGER_SCORE[cid],
            "recommendation": _MANAGER_REC[cid],
            "comment": "Đã trao đổi với chuyên viên tuyển dụng sau buổi phỏng vấn.",
        }
        for n, cid in enumerate(PANELS)
        if PANELS[cid][6]
    ],
    "helpdesk.memory": [
        {"id": "GN-0010", "owner_id": RECRUITER, "content": RULE},
        *[
            {"id": f"GN-00{11 + n}", "owner_id": RECRUITER, "content": _note(c)}
            for n, c in enumerate(PANELS)
        ],
        {"id": "GN-0019", "owner_id": RECRUITER, "content": CORRECTION},
    ],
}


def _evaluate(cid: str, score: int, rec: str) -> Call:
    return evaluate(
        cid,
        score=score,
        recommendation=rec,
        comment=_REMARK[cid][0].upper() + _REMARK[cid][1:] + ".",
    )


def _remind(manager: str, ids: list[str]) -> Call:
    lines = "\n".join(
        f"- {PANELS[c][0]} ({c}), phỏng vấn ngày {PANELS[c][2][8:]}/{PANELS[c][2][5:7]}"
        for c in ids
    )
    return write_mail(
        MAIL[manager],
        subject="Nhắc nhập phiếu đánh giá phỏng vấn hội đồng",
        body="Chào anh/chị,\n\nTheo Quy trình tuyển dụng, phiếu đánh giá cần nhập trong "
        "vòng 01 ngày làm việc sau buổi phỏng vấn. Các ứng viên sau còn thiếu phiếu của "
        f"anh/chị và đã quá hạn:\n{lines}\n\nAnh/chị nhập giúp em trên AMIS Tuyển dụng "
        "nhé.\n\nEm cảm ơn,\nVũ Thu Hà",
    )


_READS = [
    call("amis_hrm_get_current_user"),
    call("get_memory"),
    call("document_qa", question="thời hạn nhập phiếu đánh giá phỏng vấn"),
    *[call("recruitment_list_evaluations", candidate_id=c) for c in PANELS],
    *[
        call("recruitment_list_interviews", date=d)
        for d in ("2026-12-03", "2026-12-04", "2026-12-07", "2026-12-08")
    ],
]
_EVALS = [_evaluate(c, s, r) for c, (s, r) in SCORES.items()]
_REMINDERS = [_remind(m, ids) for m, ids in OVERDUE.items()]
_RIGHT = [*_EVALS, *_REMINDERS]

ASSERTIONS: list[dict[str, Any]] = [
    *[
        {
            "id": f"{KEY[c]}_evaluation",
            "kind": "record_exists",
            # Lan's takes her scoring rule and the later correction note together
            "skill": "combine_regulations" if c in CORRECTED else "branch_on_data",
            "table": "recruitment.evaluations",
            "note": f"{PANELS[c][0]}: notes {'/'.join(map(str, CORRECTED.get(c, PANELS[c][5])))}"
            f" give {s} ({r}) on the recruiter's evaluation",
            "where": {
                "candidate_id": c,
                "evaluator_id": RECRUITER,
                "score": s,
                "recommendation": r,
            },
        }
        for c, (s, r) in SCORES.items()
    ],
    *[
        {
            "id": f"remind_{KEY[ids[0]]}",
            "kind": "mail_sent",
            "skill": "regulation_before_action",
            "note": f"{MAIL[m]} is reminded of the overdue evaluations of "
            f"{', '.join(PANELS[c][0] for c in ids)}",
            "to": [MAIL[m]],
            "body_contains": [[PANELS[c][0], c] for c in ids],
        }
        for m, ids in OVERDUE.items()
    ],
    not_mailed(
        "quy_not_overdue",
        note="Quý's panel was on 08/12: Nam's evaluation is due today, not overdue — no "
        "reminder to Nam",
        recipients=[MAIL["NV-0021"]],
        skill="regulation_before_action",
    ),
    at_most(
        "no_evaluation_without_a_panel",
        table="recruitment.evaluations",
        max=0,
        where={
            "evaluator_id": RECRUITER,
            "candidate_id": {"in": ["UV-0005", "UV-0009", "UV-0017"]},
        },
        note="no evaluation for the applicants in 'interview' whose panel has not taken place "
        "(Diệp and Linh, whose panels are next week, and Long)",
    ),
    at_most(
        "stages_untouched",
        table="recruitment.candidates",
        max=0,
        where={"id": {"in": list(PANELS)}, "stage": {"ne": "interview"}},
        note="filing evaluations decides nothing yet: the eight stay in 'interview'",
    ),
    not_mailed(
        "candidates_not_mailed",
        note="nothing goes outside the company: reminders are internal",
        recipient_outside=["saoviet.vn"],
    ),
]

_ANTI = [
    {
        "name": "correction_missed",
        "why": "scores Lan from her first note (2.25 -> 2, reject)",
        "calls": [
            *[
                _evaluate(c, s, r) if c != "UV-0095" else _evaluate(c, 2, "reject")
                for c, (s, r) in SCORES.items()
            ],
            *_REMINDERS,
        ],
        "breaks": ["lan_evaluation"],
    },
    {
        "name": "rounds_half_down",
        "why": "rounds 4.5 and 2.5 down (Hồng 4, Quý 2 reject)",
        "calls": [
            *[
                _evaluate(
                    c, {"UV-0093": 4, "UV-0094": 2}.get(c, s), "reject" if c == "UV-0094" else r
                )
                for c, (s, r) in SCORES.items()
            ],
            *_REMINDERS,
        ],
        "breaks": ["hong_evaluation", "quy_evaluation"],
    },
    {
        "name": "truncates",
        "why": "drops the fraction: Thư 4, Lan 2, Đạt 3, Hạnh 1",
        "calls": [
            *[
                _evaluate(
                    c,
                    {"UV-0095": 2, "UV-0096": 3, "UV-0097": 1, "UV-0093": 4, "UV-0094": 2}.get(
                        c, s
                    ),
                    r,
                )
                for c, (s, r) in SCORES.items()
            ],
            *_REMINDERS,
        ],
        "breaks": ["dat_evaluation", "hanh_evaluation"],
    },
    {
        "name": "due_today_reminded",
        "why": "also reminds Nam about Quý, whose evaluation is due only today",
        "calls": [*_RIGHT, _remind("NV-0021", ["UV-0094"])],
        "breaks": ["quy_not_overdue"],
    },
    {
        "name": "this_week_only",
        "why": "looks for overdue evaluations among this week's panels only and forgets Khoa's "
        "of Friday 04/12 in Tâm's reminder",
        "calls": [*_EVALS, _remind("NV-0025", ["UV-0098"]), _remind("NV-0017", ["UV-0096"])],
        "breaks": ["remind_khoa"],
    },
    {
        "name": "no_reminders",
        "why": "files the eight evaluations and stops",
        "calls": _EVALS,
        "breaks": ["remind_khoa", "remind_dat"],
    },
]

TASK = {
    "id": "recruitment.expert_panel_scoresheets",
    "domain": "recruitment",
    "tier": "expert",
    "summary": "The recruiter has AVA file her evaluations of eight panels from her scoring notes "
    "in memory (mean of four criteria rounded half up, the recommendation by the score, a later "
    "note correcting Lan's giao tiếp) and remind the panel members whose evaluation is overdue "
    "under QD-004 bước 4 (one working day: Tâm for Khoa and Kiều, Bảo for Đạt; not Nam, whose "
    "one is due today).",
    "requester_id": RECRUITER,
    "prompt": "AVA ơi, chị chưa nhập phiếu đánh giá cho các bạn chị phỏng vấn hội đồng từ 03/12 "
    "đến giờ; ghi chép chấm điểm của chị em lưu trong bộ nhớ rồi đó. Em nhập phiếu giúp chị "
    "theo đúng cách chấm của chị, rồi rà xem ở các buổi đó ai trong hội đồng chưa nộp phiếu mà "
    "đã quá hạn theo quy trình thì gửi thư nhắc người đó (mỗi người một thư, ghi rõ các bạn "
    "còn thiếu phiếu).",
    "hops": [
        "regulation_before_action",
        "branch_on_data",
        "bridge_tables",
        "combine_regulations",
        "forbid_overreach",
    ],
    "seed": SEED,
    "assertions": ASSERTIONS,
    "oracle": [*_READS, *_RIGHT],
    "anti_oracles": _ANTI,
}
