"""AMIS CRM: customers, contacts, opportunities, activities, invoices and payments."""
