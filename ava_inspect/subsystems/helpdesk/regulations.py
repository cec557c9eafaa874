"""Passage search over the company's regulations, for `document_qa`.

Documents are split into their articles (`Điều`, `Bước`) or, where they have none, their numbered
clauses; passages are ranked by the rarity-weighted query words they contain (accent-insensitive),
with a bonus for query word pairs found side by side. The index is built once per document set.
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ava_inspect.core.tools.common import fold
from ava_inspect.subsystems.helpdesk.records import Document

_HEADING = re.compile(r"^(Điều|Bước) \d+")
_CLAUSE = re.compile(r"^\d+\.\s")
_PREAMBLE = re.compile(r"^\((Ban hành|Áp dụng)")
_STOPWORDS = frozenset(
    [
        "la",
        "va",
        "cua",
        "cho",
        "co",
        "duoc",
        "khong",
        "nhung",
        "cac",
        "mot",
        "trong",
        "khi",
        "thi",
        "de",
        "em",
        "anh",
        "chi",
        "toi",
        "minh",
        "bao",
        "nhieu",
        "gi",
        "nao",
        "sao",
        "the",
        "ve",
        "voi",
        "nay",
        "do",
        "hay",
        "hoac",
        "neu",
        "phai",
        "can",
        "lam",
    ]
)


@dataclass(frozen=True)
class Passage:
    """One article or clause of a document, with its folded words for ranking."""

    document_id: str
    title: str
    text: str
    folded: str
    words: frozenset[str]


def split_passages(content: str) -> list[str]:
    """A document's articles, or its numbered clauses when it has no articles."""
    lines = [line for line in content.splitlines() if line.strip()]
    body = [line for line in lines[1:] if not _PREAMBLE.match(line)]
    starts = _HEADING if any(_HEADING.match(line) for line in body) else _CLAUSE
    blocks: list[list[str]] = []
    for line in body:
        if starts.match(line) or not blocks:
            blocks.append([])
        blocks[-1].append(line)
    return ["\n".join(b) for b in blocks]


def _terms(text: str) -> list[str]:
    return [w for w in fold(text).replace("/", " ").split() if len(w) > 1 and w not in _STOPWORDS]


@lru_cache(maxsize=8)
def _index(documents: tuple[Document, ...]) -> tuple[list[Passage], dict[str, float]]:
    passages = []
    for doc in documents:
        for text in split_passages(doc.content):
            folded = " ".join(_terms(text))
            passages.append(Passage(doc.id, doc.title, text, folded, frozenset(folded.split())))
    df = Counter(w for p in passages for w in p.words)
    idf = {w: math.log(1 + len(passages) / n) for w, n in df.items()}
    return passages, idf


def search(documents: Sequence[Document], question: str, limit: int) -> list[Passage]:
    """The passages that best answer `question`, best first."""
    passages, idf = _index(tuple(documents))
    terms = list(dict.fromkeys(_terms(question)))
    pairs = [f"{a} {b}" for a, b in itertools.pairwise(terms)]
    scored = []
    for p in passages:
        title = set(_terms(p.title))
        score = sum(idf.get(w, 0.0) for w in terms if w in p.words)
        score += sum(0.5 * idf.get(w, 0.0) for w in terms if w in title and w not in p.words)
        score += sum(idf.get(pair.split()[0], 0.0) for pair in pairs if pair in p.folded)
        if score > 0:
            scored.append((score, p))
    scored.sort(key=lambda sp: (-sp[0], sp[1].document_id))
    return [p for _, p in scored[:limit]]
