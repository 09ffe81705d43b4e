"""Rewrites openapi/openapi.json into what openapi-python-client can generate a client from.

Three shapes of the contract are valid OpenAPI 3.1 that the generator (0.29) cannot handle:

1. A search hit is ``allOf: [{$ref: Artist}, {properties: {score: number}}]`` while ``Artist``
   itself declares ``score: number | null``; the generator cannot merge a nullable property with a
   non-nullable one and drops the whole search result. The inline property takes the referenced
   schema's (wider) type, so ``score`` is typed ``float | None`` and stays required.
2. File uploads (CSV, TSV, JSON Lines) are declared ``{type: string}``; the generator sends raw
   bodies only for ``format: binary``. Their schemas get ``format: binary``.
3. A required upload offered in several media types (a matching job's CSV, TSV or JSON Lines):
   the generator types the body ``File | Unset`` without importing ``Unset`` and sets the
   ``Content-Type`` once per media type, the last one winning (openapi-python-client issue #1451).
   The body keeps its first media type only; ``Client.create_match_job`` sends the file's own.

Usage: ``python normalise_openapi.py IN OUT`` (JSON in, JSON out). Standard library only.
"""

from __future__ import annotations

import json
import sys
from typing import Any

JSON_TYPES = ("application/json",)


def _resolve(doc: dict[str, Any], ref: str) -> dict[str, Any]:
    node: Any = doc
    for part in ref.removeprefix("#/").split("/"):
        node = node[part]
    return dict(node)


def _widen_all_of(doc: dict[str, Any], node: Any) -> None:
    if isinstance(node, dict):
        members = node.get("allOf")
        if isinstance(members, list):
            referenced: dict[str, Any] = {}
            for m in members:
                if isinstance(m, dict) and "$ref" in m:
                    referenced.update(_resolve(doc, m["$ref"]).get("properties", {}))
            for m in members:
                if isinstance(m, dict) and "$ref" not in m:
                    for name in list(m.get("properties", {})):
                        if name in referenced:
                            m["properties"][name] = referenced[name]
        for value in node.values():
            _widen_all_of(doc, value)
    elif isinstance(node, list):
        for value in node:
            _widen_all_of(doc, value)


def _binary_uploads(doc: dict[str, Any]) -> None:
    for item in doc.get("paths", {}).values():
        for op in item.values():
            if not isinstance(op, dict):
                continue
            for media, content in op.get("requestBody", {}).get("content", {}).items():
                schema = content.get("schema", {})
                if media not in JSON_TYPES and schema.get("type") == "string":
                    schema["format"] = "binary"


def _one_upload_type(doc: dict[str, Any]) -> None:
    for item in doc.get("paths", {}).values():
        for op in item.values():
            body = op.get("requestBody", {}) if isinstance(op, dict) else {}
            content = body.get("content", {})
            if body.get("required") and len(content) > 1 and not any(m in JSON_TYPES for m in content):
                first = next(iter(content))
                body["content"] = {first: content[first]}


def normalise(doc: dict[str, Any]) -> dict[str, Any]:
    """The document with the rewrites applied (module doc); ``doc`` is changed in place."""
    _widen_all_of(doc, doc.get("components", {}))
    _binary_uploads(doc)
    _one_upload_type(doc)
    return doc


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as f:
        document = json.load(f)
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump(normalise(document), f, indent=2)
