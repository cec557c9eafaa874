"""The company's regulations, its helpdesk tickets and AVA's memory notes."""
