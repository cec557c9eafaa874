"""Tasks of the sale domain: one module per task, each defining TASK."""
