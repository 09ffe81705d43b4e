from enum import StrEnum


class ArtistNature(StrEnum):
    AVATAR = "Avatar"
    DEEPFAKE = "Deepfake"
    GENERATIVE_AI = "Generative AI"
    HUMAN = "Human"
    VIRTUAL = "Virtual"
    VOCALOIDS = "Vocaloids"

    def __str__(self) -> str:
        return str(self.value)
