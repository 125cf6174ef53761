"""Every `do` of the content vocabulary has its handler (game/dragonvault/effects.py, registered with
game/core/effects.py against the content's own list), and every effect path in the content resolves."""
import pytest

from game.core.errors import UnknownEffect
from game.dragonvault import effects, refs
from game.dragonvault.content import EFFECTS as VOCABULARY
from tests.dragonvault.helpers import C


def test_every_effect_of_the_vocabulary_has_a_handler():
    assert effects.EFFECTS.missing() == [] and effects.EFFECTS.names() == frozenset(VOCABULARY)
    with pytest.raises(UnknownEffect):
        effects.EFFECTS["conjure"]
    with pytest.raises(ValueError):
        effects.EFFECTS.handler("conjure")


def test_every_card_and_ability_names_only_known_effects():
    def walk(ref, effs):
        for i, e in enumerate(effs):
            assert e.do in effects.EFFECTS, (ref, e.do)
            assert refs.at([*ref, i]) is e
            for r, row in enumerate(e.table):
                walk([*ref, i, "table", r, "effects"], row.effects)
            walk([*ref, i, "otherwise"], e.otherwise)
            for o, option in enumerate(e.options):
                walk([*ref, i, "options", o, "effects"], option.effects)

    for card in list(C.cards.values()) + list(C.champions.values()):
        if hasattr(card, "effects"):
            walk([card.id, "effects"], card.effects)
        for a, ability in enumerate(card.abilities):
            walk([card.id, "abilities", a, "effects"], ability.effects)
