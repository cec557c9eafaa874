"""Tasks of the crm domain: one module per task, each defining TASK."""
