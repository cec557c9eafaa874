"""Hiring (AMIS Tuyển dụng): candidate stages, interviews and evaluations, and the candidates,
interviews and evaluations to seed."""

from __future__ import annotations

from ava_inspect.tasks.builders.calls import Call, Record, call, given


def set_stage(candidate_id: str, stage: str) -> Call:
    """`recruitment_update_candidate_stage`."""
    return call("recruitment_update_candidate_stage", candidate_id=candidate_id, stage=stage)


def schedule_interview(
    candidate_id: str,
    date: str,
    start: str,
    end: str,
    panel_ids: list[str],
    kind: str,
    room_id: str | None = None,
) -> Call:
    """`recruitment_schedule_interview` (a phone round has no room)."""
    return call(
        "recruitment_schedule_interview",
        candidate_id=candidate_id,
        date=date,
        start=start,
        end=end,
        panel_ids=panel_ids,
        kind=kind,
        **given(room_id=room_id),
    )


def reschedule_interview(
    interview_id: str, date: str, start: str, end: str, room_id: str | None = None
) -> Call:
    """`recruitment_reschedule_interview` (to another room when given)."""
    return call(
        "recruitment_reschedule_interview",
        interview_id=interview_id,
        date=date,
        start=start,
        end=end,
        **given(room_id=room_id),
    )


def cancel_interview(interview_id: str) -> Call:
    """`recruitment_cancel_interview`."""
    return call("recruitment_cancel_interview", interview_id=interview_id)


def evaluate(candidate_id: str, score: int, recommendation: str, comment: str) -> Call:
    """`recruitment_add_evaluation`: the requester's scoresheet for a candidate."""
    return call(
        "recruitment_add_evaluation",
        candidate_id=candidate_id,
        score=score,
        recommendation=recommendation,
        comment=comment,
    )


def send_offer(candidate_id: str, salary: int, start_date: str, body: str) -> Call:
    """`recruitment_send_offer`: the offer, with the letter's text."""
    return call(
        "recruitment_send_offer",
        candidate_id=candidate_id,
        salary=salary,
        start_date=start_date,
        body=body,
    )


def candidate_record(
    id: str,
    full_name: str,
    email: str,
    phone: str,
    job_id: str,
    stage: str,
    source: str,
    cv_text: str,
) -> Record:
    """A candidate to seed."""
    return {
        "id": id,
        "full_name": full_name,
        "email": email,
        "phone": phone,
        "job_id": job_id,
        "stage": stage,
        "source": source,
        "cv_text": cv_text,
    }


def interview_record(
    id: str,
    candidate_id: str,
    job_id: str,
    date: str,
    start: str,
    end: str,
    room_id: str | None,
    panel_ids: list[str],
    kind: str,
    status: str = "done",
) -> Record:
    """An interview to seed (a finished one unless `status` says otherwise)."""
    return {
        "id": id,
        "candidate_id": candidate_id,
        "job_id": job_id,
        "date": date,
        "start": start,
        "end": end,
        "room_id": room_id,
        "panel_ids": panel_ids,
        "kind": kind,
        "status": status,
    }


def finished_round(
    id: str,
    candidate_id: str,
    job_id: str,
    date: str,
    start: str,
    end: str,
    kind: str,
    *,
    manager: str,
    recruiter: str,
    room: str,
) -> Record:
    """A finished round to seed: a phone round is the recruiter's alone, a panel the hiring
    manager's and the recruiter's, in `room`."""
    panel = kind == "panel"
    return interview_record(
        id,
        candidate_id,
        job_id,
        date,
        start,
        end,
        room if panel else None,
        [manager, recruiter] if panel else [recruiter],
        kind,
    )


def evaluation_record(
    id: str, candidate_id: str, evaluator_id: str, score: int, recommendation: str, comment: str
) -> Record:
    """A panel member's evaluation to seed."""
    return {
        "id": id,
        "candidate_id": candidate_id,
        "evaluator_id": evaluator_id,
        "score": score,
        "recommendation": recommendation,
        "comment": comment,
    }
