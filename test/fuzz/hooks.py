"""Schemathesis hooks of `npm run fuzz`, loaded through SCHEMATHESIS_HOOKS (`fuzz.ts`).

Schemathesis has no serializer for JSON Lines: the catalog-changes route's body
(`application/x-ndjson`, a string in the contract) goes on the wire as UTF-8 text; a value of
another type as one JSON line.
"""

import json

import schemathesis


@schemathesis.serializer("application/x-ndjson")
def ndjson(ctx, value):
    if value is None:
        return None
    if isinstance(value, bytes):
        return value
    if isinstance(value, str):
        return value.encode("utf-8")
    return (json.dumps(value) + "\n").encode("utf-8")
