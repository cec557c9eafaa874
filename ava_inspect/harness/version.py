"""The version of the task set, recorded by Inspect as `task_version` in every log.

It goes up by one whenever a change can change any run's score: a task added, removed or
changed (prompt, seed, assertions, reference), the base company or the noise generators, a tool's
behaviour or what it returns, the scoring rule or value matching, the agent loop, or the
default limits. It stays when nothing a model sees or is graded on changes (docs, speed, the
CLI, reports). CHANGELOG.md says what each version changed; logs of different versions are
not compared (`avabench report` groups them apart).
"""

TASK_SET_VERSION = 5
