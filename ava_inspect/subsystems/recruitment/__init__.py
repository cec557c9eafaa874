"""AMIS Tuyển dụng: job openings, candidates, interviews, evaluations and offers."""
