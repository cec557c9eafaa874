"""What an agent's message to the user asks for: which of the user's facts (name, phone, ...).

Read on the text with its diacritics folded away ("số điện thoại" and "so dien thoai" alike),
sentence by sentence. Two readings, for two uses:

- `asked_fields` (generous) decides what the scripted user answers: any sentence naming a field
  counts, so an agent that asks in its own words is never left without an answer;
- `requested_fields` (strict) decides what counts as asking again for a fact already given: only
  a sentence that names the field and requests it (a question, "cho em xin", "vui lòng", ...)
  and does not repeat the value itself ("số 0912 345 678 đúng không ạ?" checks, it does not ask).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable

from ava_inspect.core.vietnamese.matching import text_contains

_RECIPIENT = r"\bthong tin (nguoi nhan|nhan hang|giao hang|lien he|lien lac)\b"
"""Asking for the recipient's details names the name, the phone and the address at once."""

_CUES: dict[str, tuple[str, ...]] = {
    "name": (
        r"\bho (va )?ten\b",
        r"\bten (nguoi|khach|cua|chi|anh|em|ban|day du|a\b|gi\b|nhe\b|va\b|voi\b)",
        r"\b(xin|biet|hoi) (ho )?ten\b",
        r"\bten ?[,;/]",
        r"\bnguoi nhan (la ai|ten)",
        _RECIPIENT,
    ),
    "phone": (
        r"\bso dien thoai\b",
        r"\bsdt\b",
        r"\bso dt\b",
        r"\bdien thoai\b",
        r"\bso lien he\b",
        _RECIPIENT,
    ),
    "address": (
        r"\bdia chi\b",
        r"\b(giao|gui|ship) (hang )?(ve|den|toi) (dau|cho nao)\b",
        r"\bnhan (hang )?(o|tai) dau\b",
        _RECIPIENT,
    ),
    "variant": (r"\bsize\b", r"\bco (nao|gi|bao nhieu)\b", r"\bmau\b", r"\bkich (co|thuoc)\b"),
    "quantity": (
        r"\bso luong\b",
        r"\b(may|bao nhieu) (cai|chiec|bo|doi|san pham|suat|phan)\b",
        r"\blay (may|bao nhieu)\b",
    ),
    "payment": (
        r"\bthanh toan\b",
        r"\bchuyen khoan\b",
        r"\bcod\b",
        r"\btien mat\b",
        r"\bnhan hang (roi )?tra tien\b",
    ),
    "confirm": (
        r"\bxac nhan\b",
        r"\bchot\b",
        r"\bdong y\b",
        # a draft shown for review: "thông tin đơn đã đúng chưa ạ?", "chị kiểm tra giúp em"
        r"\b(don|thong tin|nhu tren)\b.*\b(dung|on|chinh xac|duoc|ok)( het)? (chua|khong)\b",
        r"\bkiem tra (giup|lai|qua)\b",
        r"\b(sua|dieu chinh|thay doi) (gi|them gi)\b",
        r"\b(len|tao) don (chinh thuc|luon)\b",
    ),
    "date": (r"\bngay nao\b", r"\bhom nao\b", r"\b(may|bao nhieu) gio\b", r"\bthoi gian\b"),
}
_PATTERNS = {f: [re.compile(p) for p in ps] for f, ps in _CUES.items()}

_REQUEST = re.compile(
    r"\b(cho em (xin|biet|hoi)|xin (lai )?|vui long|cung cap|gui (giup|lai|cho)|nhan (giup|lai|cho)"
    r"|cho (minh|toi|shop) (xin|biet)|hay cho|lam on|giup em|la gi\b|bao nhieu|the nao"
    r"|nao (a|vay|the|nhi|nhe)\b|nao$|khong a\b|chua a\b|duoc khong\b|a nhe\b)"
)
PRODUCT_CONTEXT = frozenset({"variant", "quantity"})
"""Fields a question names by naming the goods ("để em gửi 2 áo màu kem và xám"): in a sentence
that asks for something new, they describe, they do not ask (unless it says "lại")."""
_AGAIN = re.compile(r"\b(lai|mot lan nua)\b")
"""Asking again in words: "cho em xin lại địa chỉ"."""
NEVER_ASKED_AGAIN = frozenset({"confirm"})
"""Fields asking for again is never a repeat question: asking the customer to confirm again (a
changed draft, a second order) is care, and telling her an order is confirmed is no question."""
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")


def fold(text: str) -> str:
    """Lower case without diacritics (đ as d), whitespace collapsed."""
    decomposed = unicodedata.normalize("NFD", text.casefold().replace("đ", "d"))
    plain = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(plain.split())


def sentences(text: str) -> list[tuple[str, str]]:
    """(sentence, folded sentence) of each sentence of `text`."""
    return [(s.strip(), fold(s)) for s in _SENTENCE.findall(text) if s.strip()]


def _names(folded: str) -> set[str]:
    return {f for f, patterns in _PATTERNS.items() if any(p.search(folded) for p in patterns)}


def asked_fields(text: str, declared: Iterable[str] = ()) -> set[str]:
    """Every field the message names (the generous reading), with those `ask_customer` declared
    in its `missing_fields` ("other" names none)."""
    found = {f for f in declared if f != "other"}
    for _, folded in sentences(text):
        found |= _names(folded)
    return found


def requested_fields(text: str, given: dict[str, str], question: bool = False) -> set[str]:
    """The fields already given (`given`: field -> the fact's value) that the message asks for again
    (the strict reading). `question`: the whole message is a question (`ask_customer`)."""
    found: set[str] = set()
    for raw, folded in sentences(text):
        if not (question or raw.endswith("?") or _REQUEST.search(folded)):
            continue
        named = _names(folded)
        if not _AGAIN.search(folded):
            if "confirm" in named:
                continue  # the draft's terms, named while asking her to confirm them
            if named - set(given):
                named -= PRODUCT_CONTEXT  # the goods named while asking something new
        for field in (named & set(given)) - NEVER_ASKED_AGAIN:
            if not _repeats(raw, given[field]):
                found.add(field)
    return found


def _repeats(sentence: str, value: str) -> bool:
    """Whether the sentence repeats the given value (a phone by its digits, else by meaning)."""
    digits = re.sub(r"\D", "", value)
    if len(digits) >= 8 and digits in re.sub(r"\D", "", sentence):
        return True
    return text_contains(sentence, value)
