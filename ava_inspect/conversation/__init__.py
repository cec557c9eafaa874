"""A user in the loop: the scripted (or LLM) customer or requester of a conversation task."""
