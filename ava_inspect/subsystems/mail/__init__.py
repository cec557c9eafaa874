"""AMIS Mail: messages, group mailboxes and templates."""
