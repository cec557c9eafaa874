"""AMIS HRM: departments, employees, leave, shifts and overtime."""
