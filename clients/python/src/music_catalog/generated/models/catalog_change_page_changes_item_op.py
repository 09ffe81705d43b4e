from enum import StrEnum


class CatalogChangePageChangesItemOp(StrEnum):
    DELETE = "delete"
    MERGE = "merge"
    UPSERT = "upsert"

    def __str__(self) -> str:
        return str(self.value)
