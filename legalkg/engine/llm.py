"""The LLM client: any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, llama.cpp).

An LLM is never needed; every domain that can use one (``ask --llm``, event extraction,
MCQA) calls :func:`chat` with an :class:`LLMConfig`.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from dataclasses import dataclass

from legalkg.core.errors import LegalKGError


class LLMError(LegalKGError):
    """The LLM endpoint failed or answered something unusable."""


@dataclass(frozen=True, slots=True)
class LLMConfig:
    """An OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, llama.cpp server…)."""

    base_url: str | None
    model: str | None
    api_key: str | None = None
    timeout: float = 120.0

    def __repr__(self) -> str:  # never show the key
        return f"LLMConfig(base_url={self.base_url!r}, model={self.model!r})"


def chat(config: LLMConfig, messages: list[dict[str, str]]) -> str:
    """One chat completion (temperature 0); returns the message content.

    :raises LLMError: for a missing setting, a connection failure or an error status (with the
        server's message).
    """
    if not config.base_url or not config.model:
        raise LLMError(
            "the LLM needs --llm-base-url and --llm-model (or LEGALKG_LLM_BASE_URL "
            "and LEGALKG_LLM_MODEL)"
        )
    body = json.dumps({"model": config.model, "messages": messages, "temperature": 0}).encode()
    headers = {"Content-Type": "application/json"}
    if config.api_key:
        headers["Authorization"] = f"Bearer {config.api_key}"
    url = config.base_url.rstrip("/") + "/chat/completions"
    request = urllib.request.Request(url, data=body, headers=headers, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=config.timeout) as response:
            payload = json.loads(response.read().decode("utf-8"))
    except urllib.error.HTTPError as e:
        detail = e.read().decode("utf-8", "replace")[:500]
        raise LLMError(f"{url}: HTTP {e.code}: {detail}") from e
    except (urllib.error.URLError, TimeoutError, OSError) as e:
        raise LLMError(f"{url}: cannot reach the LLM: {e}") from e
    except json.JSONDecodeError as e:
        raise LLMError(f"{url}: the answer is not JSON: {e}") from e
    try:
        return str(payload["choices"][0]["message"]["content"])
    except (KeyError, IndexError, TypeError):
        raise LLMError(f"{url}: unexpected answer shape: {str(payload)[:300]}") from None
