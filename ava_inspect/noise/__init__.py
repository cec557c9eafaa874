"""Noise: deterministic distractor records that tempt a careless agent (`-T noise=N`).

Every safe table of a task's world gets exactly N distractors, generated from what the task is
about (its `Focus`): employees sharing the family name and department of the people in the
task, look-alike companies, invoices not yet due, closed tickets on the same subject, and so on.
A table is safe when it is mutable, none of the task's assertions touch it, and every table its
generator needs is safe too. Noise ids live in their own namespace (`<PREFIX>-N001`), so they
never shift the ids tools create.
"""

from ava_inspect.noise.inject import NoiseError, NoiseReport, add_noise, safe_tables, task_focus

__all__ = ["NoiseError", "NoiseReport", "add_noise", "safe_tables", "task_focus"]
