"""`avabench play`: stand where the model stands.

A person (in a terminal) or an agent (step mode) plays tasks through the same Inspect pipeline
a model run uses — system prompt, conversation, tools and their schemas, tool results and
errors, store, scorer, log — with the player model `player/NAME` answering each turn. Nothing
printed before a task ends reveals its definition.
"""
