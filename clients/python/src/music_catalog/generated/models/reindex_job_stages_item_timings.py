from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="ReindexJobStagesItemTimings")


@_attrs_define
class ReindexJobStagesItemTimings:
    """A finished rebuild: waiting for PostgreSQL pages, building documents, waiting for bulk requests, force-merging,
    alias swap and catch-up (ms)

        Attributes:
            read_ms (int):
            build_ms (int):
            bulk_wait_ms (int):
            merge_ms (int):
            finish_ms (int):
    """

    read_ms: int
    build_ms: int
    bulk_wait_ms: int
    merge_ms: int
    finish_ms: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        read_ms = self.read_ms

        build_ms = self.build_ms

        bulk_wait_ms = self.bulk_wait_ms

        merge_ms = self.merge_ms

        finish_ms = self.finish_ms

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "read_ms": read_ms,
                "build_ms": build_ms,
                "bulk_wait_ms": bulk_wait_ms,
                "merge_ms": merge_ms,
                "finish_ms": finish_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        read_ms = d.pop("read_ms")

        build_ms = d.pop("build_ms")

        bulk_wait_ms = d.pop("bulk_wait_ms")

        merge_ms = d.pop("merge_ms")

        finish_ms = d.pop("finish_ms")

        reindex_job_stages_item_timings = cls(
            read_ms=read_ms,
            build_ms=build_ms,
            bulk_wait_ms=bulk_wait_ms,
            merge_ms=merge_ms,
            finish_ms=finish_ms,
        )

        reindex_job_stages_item_timings.additional_properties = d
        return reindex_job_stages_item_timings

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
