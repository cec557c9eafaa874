"""Tasks of the recruitment domain: one module per task, each defining TASK."""
