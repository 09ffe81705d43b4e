from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chart_row_ms_album_type_0 import ChartRowMsAlbumType0
    from ..models.chart_row_ms_artist_type_0 import ChartRowMsArtistType0
    from ..models.chart_row_ms_recordings_type_0_item import (
        ChartRowMsRecordingsType0Item,
    )


T = TypeVar("T", bound="ChartRow")


@_attrs_define
class ChartRow:
    """
    Attributes:
        id (int):
        artist_name (None | str | Unset):
        album_title (None | str | Unset):
        recording_title (None | str | Unset):
        rank (float | None | Unset):
        previous_rank (float | None | Unset):
        best_rank (float | None | Unset):
        appearances (float | None | Unset):
        date_in (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
        rank_in (float | None | Unset):
        date_out (None | str | Unset): YYYY-MM-DD; 00 for an unknown month and/or day Example: 1999-04-00.
        rank_out (float | None | Unset):
        ms_artist (ChartRowMsArtistType0 | None | Unset):
        ms_album (ChartRowMsAlbumType0 | None | Unset):
        ms_recordings (list[ChartRowMsRecordingsType0Item] | None | Unset):
    """

    id: int
    artist_name: None | str | Unset = UNSET
    album_title: None | str | Unset = UNSET
    recording_title: None | str | Unset = UNSET
    rank: float | None | Unset = UNSET
    previous_rank: float | None | Unset = UNSET
    best_rank: float | None | Unset = UNSET
    appearances: float | None | Unset = UNSET
    date_in: None | str | Unset = UNSET
    rank_in: float | None | Unset = UNSET
    date_out: None | str | Unset = UNSET
    rank_out: float | None | Unset = UNSET
    ms_artist: ChartRowMsArtistType0 | None | Unset = UNSET
    ms_album: ChartRowMsAlbumType0 | None | Unset = UNSET
    ms_recordings: list[ChartRowMsRecordingsType0Item] | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.chart_row_ms_album_type_0 import ChartRowMsAlbumType0
        from ..models.chart_row_ms_artist_type_0 import ChartRowMsArtistType0

        id = self.id

        artist_name: None | str | Unset
        if isinstance(self.artist_name, Unset):
            artist_name = UNSET
        else:
            artist_name = self.artist_name

        album_title: None | str | Unset
        if isinstance(self.album_title, Unset):
            album_title = UNSET
        else:
            album_title = self.album_title

        recording_title: None | str | Unset
        if isinstance(self.recording_title, Unset):
            recording_title = UNSET
        else:
            recording_title = self.recording_title

        rank: float | None | Unset
        if isinstance(self.rank, Unset):
            rank = UNSET
        else:
            rank = self.rank

        previous_rank: float | None | Unset
        if isinstance(self.previous_rank, Unset):
            previous_rank = UNSET
        else:
            previous_rank = self.previous_rank

        best_rank: float | None | Unset
        if isinstance(self.best_rank, Unset):
            best_rank = UNSET
        else:
            best_rank = self.best_rank

        appearances: float | None | Unset
        if isinstance(self.appearances, Unset):
            appearances = UNSET
        else:
            appearances = self.appearances

        date_in: None | str | Unset
        if isinstance(self.date_in, Unset):
            date_in = UNSET
        else:
            date_in = self.date_in

        rank_in: float | None | Unset
        if isinstance(self.rank_in, Unset):
            rank_in = UNSET
        else:
            rank_in = self.rank_in

        date_out: None | str | Unset
        if isinstance(self.date_out, Unset):
            date_out = UNSET
        else:
            date_out = self.date_out

        rank_out: float | None | Unset
        if isinstance(self.rank_out, Unset):
            rank_out = UNSET
        else:
            rank_out = self.rank_out

        ms_artist: dict[str, Any] | None | Unset
        if isinstance(self.ms_artist, Unset):
            ms_artist = UNSET
        elif isinstance(self.ms_artist, ChartRowMsArtistType0):
            ms_artist = self.ms_artist.to_dict()
        else:
            ms_artist = self.ms_artist

        ms_album: dict[str, Any] | None | Unset
        if isinstance(self.ms_album, Unset):
            ms_album = UNSET
        elif isinstance(self.ms_album, ChartRowMsAlbumType0):
            ms_album = self.ms_album.to_dict()
        else:
            ms_album = self.ms_album

        ms_recordings: list[dict[str, Any]] | None | Unset
        if isinstance(self.ms_recordings, Unset):
            ms_recordings = UNSET
        elif isinstance(self.ms_recordings, list):
            ms_recordings = []
            for ms_recordings_type_0_item_data in self.ms_recordings:
                ms_recordings_type_0_item = ms_recordings_type_0_item_data.to_dict()
                ms_recordings.append(ms_recordings_type_0_item)

        else:
            ms_recordings = self.ms_recordings

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
            }
        )
        if artist_name is not UNSET:
            field_dict["artist_name"] = artist_name
        if album_title is not UNSET:
            field_dict["album_title"] = album_title
        if recording_title is not UNSET:
            field_dict["recording_title"] = recording_title
        if rank is not UNSET:
            field_dict["rank"] = rank
        if previous_rank is not UNSET:
            field_dict["previous_rank"] = previous_rank
        if best_rank is not UNSET:
            field_dict["best_rank"] = best_rank
        if appearances is not UNSET:
            field_dict["appearances"] = appearances
        if date_in is not UNSET:
            field_dict["date_in"] = date_in
        if rank_in is not UNSET:
            field_dict["rank_in"] = rank_in
        if date_out is not UNSET:
            field_dict["date_out"] = date_out
        if rank_out is not UNSET:
            field_dict["rank_out"] = rank_out
        if ms_artist is not UNSET:
            field_dict["ms_artist"] = ms_artist
        if ms_album is not UNSET:
            field_dict["ms_album"] = ms_album
        if ms_recordings is not UNSET:
            field_dict["ms_recordings"] = ms_recordings

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chart_row_ms_album_type_0 import ChartRowMsAlbumType0
        from ..models.chart_row_ms_artist_type_0 import ChartRowMsArtistType0
        from ..models.chart_row_ms_recordings_type_0_item import (
            ChartRowMsRecordingsType0Item,
        )

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_artist_name(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        artist_name = _parse_artist_name(d.pop("artist_name", UNSET))

        def _parse_album_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        album_title = _parse_album_title(d.pop("album_title", UNSET))

        def _parse_recording_title(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        recording_title = _parse_recording_title(d.pop("recording_title", UNSET))

        def _parse_rank(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rank = _parse_rank(d.pop("rank", UNSET))

        def _parse_previous_rank(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        previous_rank = _parse_previous_rank(d.pop("previous_rank", UNSET))

        def _parse_best_rank(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        best_rank = _parse_best_rank(d.pop("best_rank", UNSET))

        def _parse_appearances(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        appearances = _parse_appearances(d.pop("appearances", UNSET))

        def _parse_date_in(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        date_in = _parse_date_in(d.pop("date_in", UNSET))

        def _parse_rank_in(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rank_in = _parse_rank_in(d.pop("rank_in", UNSET))

        def _parse_date_out(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        date_out = _parse_date_out(d.pop("date_out", UNSET))

        def _parse_rank_out(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        rank_out = _parse_rank_out(d.pop("rank_out", UNSET))

        def _parse_ms_artist(data: object) -> ChartRowMsArtistType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ms_artist_type_0 = ChartRowMsArtistType0.from_dict(data)

                return ms_artist_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChartRowMsArtistType0 | None | Unset, data)

        ms_artist = _parse_ms_artist(d.pop("ms_artist", UNSET))

        def _parse_ms_album(data: object) -> ChartRowMsAlbumType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                ms_album_type_0 = ChartRowMsAlbumType0.from_dict(data)

                return ms_album_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChartRowMsAlbumType0 | None | Unset, data)

        ms_album = _parse_ms_album(d.pop("ms_album", UNSET))

        def _parse_ms_recordings(
            data: object,
        ) -> list[ChartRowMsRecordingsType0Item] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                ms_recordings_type_0 = []
                _ms_recordings_type_0 = data
                for ms_recordings_type_0_item_data in _ms_recordings_type_0:
                    ms_recordings_type_0_item = ChartRowMsRecordingsType0Item.from_dict(
                        ms_recordings_type_0_item_data
                    )

                    ms_recordings_type_0.append(ms_recordings_type_0_item)

                return ms_recordings_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[ChartRowMsRecordingsType0Item] | None | Unset, data)

        ms_recordings = _parse_ms_recordings(d.pop("ms_recordings", UNSET))

        chart_row = cls(
            id=id,
            artist_name=artist_name,
            album_title=album_title,
            recording_title=recording_title,
            rank=rank,
            previous_rank=previous_rank,
            best_rank=best_rank,
            appearances=appearances,
            date_in=date_in,
            rank_in=rank_in,
            date_out=date_out,
            rank_out=rank_out,
            ms_artist=ms_artist,
            ms_album=ms_album,
            ms_recordings=ms_recordings,
        )

        chart_row.additional_properties = d
        return chart_row

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
