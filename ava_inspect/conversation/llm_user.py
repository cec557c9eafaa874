"""The LLM user: a model that says what the scripted user would, in its own words.

The scripted user decides what the next message holds (which facts, which scheduled turn, the
goodbye); the model bound to the `user` role only words it, in the persona's voice, seeing the
conversation from the user's side. So the conversation's content, its end and its grading stay
the script's, while the wording varies from epoch to epoch.
"""

from __future__ import annotations

from collections.abc import Sequence

from inspect_ai.model import (
    ChatMessage,
    ChatMessageAssistant,
    ChatMessageSystem,
    ChatMessageUser,
    Model,
)

from ava_inspect.schema.conversation import UserScript

INSTRUCTIONS = """Bạn đóng vai người dùng trong một cuộc trò chuyện với AVA, trợ lý AI.
Bạn là: {persona}
Nhiệm vụ: viết tin nhắn tiếp theo của bạn gửi AVA, bằng tiếng Việt, tự nhiên như người thật nhắn tin.
Tin nhắn phải nói đúng và đủ nội dung sau, không thêm thông tin, yêu cầu hay con số nào khác:
«{content}»
Chỉ trả lời bằng chính tin nhắn đó."""

NEXT = "(Viết tin nhắn tiếp theo của bạn.)"
HISTORY = 12
"""The last messages of the conversation the user model sees."""
ASK_TOOL = "ask_customer"


def user_view(messages: Sequence[ChatMessage]) -> list[ChatMessage]:
    """The conversation as the user sees it: the agent's words to them (as the other side) and
    their own messages; tool calls and system messages are not theirs to see."""
    view: list[ChatMessage] = []
    for m in messages:
        if isinstance(m, ChatMessageUser):
            view.append(ChatMessageAssistant(content=m.text))
        elif isinstance(m, ChatMessageAssistant):
            said = [m.text] if m.text.strip() else []
            said += [
                str(c.arguments.get("question", ""))
                for c in m.tool_calls or []
                if c.function == ASK_TOOL
            ]
            if any(s.strip() for s in said):
                view.append(ChatMessageUser(content="\n".join(s for s in said if s.strip())))
    return view


async def phrase(
    model: Model, script: UserScript, messages: Sequence[ChatMessage], content: str
) -> str:
    """`content` in the user's own words (the script's text when the model returns nothing)."""
    prompt = INSTRUCTIONS.format(persona=script.persona, content=content)
    history = user_view(messages)[-HISTORY:]
    if not history or not isinstance(history[-1], ChatMessageUser):
        history.append(ChatMessageUser(content=NEXT))
    output = await model.generate([ChatMessageSystem(content=prompt), *history])
    text = output.completion.strip()
    return text or content
