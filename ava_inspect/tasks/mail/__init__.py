"""Tasks of the mail domain: one module per task, each defining TASK."""
