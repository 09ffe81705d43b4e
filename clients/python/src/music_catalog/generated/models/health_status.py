from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.health_status_status import HealthStatusStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.health_status_feed_type_0 import HealthStatusFeedType0
    from ..models.health_status_services_type_0 import HealthStatusServicesType0


T = TypeVar("T", bound="HealthStatus")


@_attrs_define
class HealthStatus:
    """
    Attributes:
        status (HealthStatusStatus):
        services (HealthStatusServicesType0 | None | Unset): readyz only: 'up' or 'down: <reason>' per backing service
        feed (HealthStatusFeedType0 | None | Unset): readyz only, while PostgreSQL is up: where the live search indexer
            (`search`, and the reader of its dependents `search-dependents`) stands against the change feed
    """

    status: HealthStatusStatus
    services: HealthStatusServicesType0 | None | Unset = UNSET
    feed: HealthStatusFeedType0 | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.health_status_feed_type_0 import HealthStatusFeedType0
        from ..models.health_status_services_type_0 import HealthStatusServicesType0

        status = self.status.value

        services: dict[str, Any] | None | Unset
        if isinstance(self.services, Unset):
            services = UNSET
        elif isinstance(self.services, HealthStatusServicesType0):
            services = self.services.to_dict()
        else:
            services = self.services

        feed: dict[str, Any] | None | Unset
        if isinstance(self.feed, Unset):
            feed = UNSET
        elif isinstance(self.feed, HealthStatusFeedType0):
            feed = self.feed.to_dict()
        else:
            feed = self.feed

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "status": status,
            }
        )
        if services is not UNSET:
            field_dict["services"] = services
        if feed is not UNSET:
            field_dict["feed"] = feed

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.health_status_feed_type_0 import HealthStatusFeedType0
        from ..models.health_status_services_type_0 import HealthStatusServicesType0

        d = dict(src_dict)
        status = HealthStatusStatus(d.pop("status"))

        def _parse_services(data: object) -> HealthStatusServicesType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                services_type_0 = HealthStatusServicesType0.from_dict(data)

                return services_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HealthStatusServicesType0 | None | Unset, data)

        services = _parse_services(d.pop("services", UNSET))

        def _parse_feed(data: object) -> HealthStatusFeedType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                feed_type_0 = HealthStatusFeedType0.from_dict(data)

                return feed_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(HealthStatusFeedType0 | None | Unset, data)

        feed = _parse_feed(d.pop("feed", UNSET))

        health_status = cls(
            status=status,
            services=services,
            feed=feed,
        )

        health_status.additional_properties = d
        return health_status

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
