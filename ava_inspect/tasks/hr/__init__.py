"""Tasks of the hr domain: one module per task, each defining TASK."""
