"""Per-sample setup: open the task's world, tell AVA who it serves, offer the tools.

It runs as `Task(setup=...)`, so `--solver` can replace the agent and still find all of this.

The system prompt is the same for every sample of a domain: chat templates render the tool
definitions (~15.5k tokens in the office) right after it, so a server's prefix cache reuses that
whole block from one sample to the next. Who is asking, which differs per sample, opens the
first user turn instead (`requester_note`): after the tools, and in a user message, which every
chat template accepts (some refuse a system message that is not first).
"""

from __future__ import annotations

from inspect_ai.model import ChatMessage, ChatMessageSystem, ChatMessageUser
from inspect_ai.solver import Generate, Solver, TaskState, solver

from ava_inspect.core.tools.runtime import start_session
from ava_inspect.core.world.clock import TODAY, vi_date
from ava_inspect.core.world.live import open_world
from ava_inspect.core.world.tables import World
from ava_inspect.harness.catalog import get_definition
from ava_inspect.harness.sample_info import SampleInfo, initial_world_data
from ava_inspect.harness.toolsets import toolset
from ava_inspect.schema.task import TaskDefinition
from ava_inspect.subsystems import COMPANY_NAME, SHOP_NAME

OFFICE_PROMPT = """Bạn là AVA, trợ lý AI của MISA, làm việc trong bộ phần mềm MISA AMIS của {company}.
Hôm nay là {today}.
Người đang trao đổi với bạn được ghi ở dòng đầu tin nhắn đầu tiên của họ.

Cách làm việc:
- Dùng công cụ để tra cứu dữ liệu thật (nhân viên, khách hàng, hóa đơn, quy chế...) trước khi ghi; không đoán mã, số liệu, địa chỉ email.
- Tuân thủ quy chế, quy định của công ty (tra bằng document_qa) khi yêu cầu có liên quan.
- Chỉ làm đúng việc được yêu cầu; không thay đổi dữ liệu ngoài phạm vi yêu cầu.
- Khi đã xong, trả lời ngắn gọn bằng tiếng Việt những gì bạn đã làm."""

SALE_PROMPT = """Bạn là AVA, trợ lý bán hàng của {shop} (thời trang nữ công sở), trò chuyện với khách qua Facebook Messenger và Zalo.
Hôm nay là {today}.

Cách làm việc:
- Tra sản phẩm bằng search_product; chỉ dùng SKU có trong kết quả tìm kiếm.
- Thiếu họ tên, số điện thoại hoặc địa chỉ người nhận thì hỏi lại khách bằng ask_customer, không tự điền.
- Làm theo chính sách bán hàng, vận chuyển, đổi trả của cửa hàng (tra bằng document_qa).
- Trả lời khách ngắn gọn, lịch sự, bằng tiếng Việt."""


REQUESTER_NOTE = "[Người gửi: {name} — {title}, {department}]"
"""The first line of the office requester's first message: who is asking."""

REQUESTER_NOTE_START = "[Người gửi: "


def system_prompt(task: TaskDefinition, world: World | None = None) -> str:
    """The domain's system prompt: the same for every sample of the domain."""
    today = vi_date(TODAY)
    if task.requester_id is None:
        return SALE_PROMPT.format(shop=SHOP_NAME, today=today)
    return OFFICE_PROMPT.format(company=COMPANY_NAME, today=today)


def requester_note(task: TaskDefinition, world: World) -> str | None:
    """Who is asking, for the office assistant (None in `sale`: the chat shows the customer)."""
    if task.requester_id is None:
        return None
    person = world.record("hr.employees", task.requester_id)
    department = world.record("hr.departments", person.department_id)
    return REQUESTER_NOTE.format(
        name=person.full_name, title=person.title, department=department.name
    )


def with_requester_note(messages: list[ChatMessage], note: str | None) -> None:
    """Open the first user message with `note` (in place; plain text, as every template takes)."""
    if note is None:
        return
    for i, message in enumerate(messages):
        if isinstance(message, ChatMessageUser):
            messages[i] = message.model_copy(update={"content": f"{note}\n\n{message.text}"})
            return


def without_requester_note(text: str) -> str:
    """The user's own words: `text` without the note `with_requester_note` put before them."""
    if text.startswith(REQUESTER_NOTE_START):
        _, _, rest = text.partition("\n\n")
        return rest
    return text


@solver
def world_setup() -> Solver:
    """Open the sample's initial world (its changes go to the store), add the system message and the tools."""

    async def solve(state: TaskState, generate: Generate) -> TaskState:
        info = state.metadata_as(SampleInfo)
        task = get_definition(info.task_id)
        metadata = dict(state.metadata)
        world = open_world(
            state.store, initial_world_data(metadata), lambda: initial_world_data(metadata)
        )
        start_session(state.store, world, task.requester_id)
        with_requester_note(state.messages, requester_note(task, world))
        state.messages.insert(0, ChatMessageSystem(content=system_prompt(task)))
        state.tools = [spec.factory() for spec in toolset(task.domain)]
        return state

    return solve
