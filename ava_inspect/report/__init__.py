"""Results from Inspect logs: `avabench report` (leaderboards, intervals, paired comparisons) and
`avabench export-public` (the public release)."""
