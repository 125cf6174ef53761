"""What a space's effect needs before an agent may go there (G-15: Builder's Hall needs a tile you
can pay for; Cliffwatch Inn needs a quest to take): effect name -> need(state, seat, args) ->
the reason it is closed ('' when open). The handlers are registered in game/waterdeep/effects.py
beside the effects themselves; this module only holds the table, so the rules that ask (spaces)
need not import the effects."""
from __future__ import annotations

from game.core.effects import Effects
from game.waterdeep.content import EFFECTS

NEEDS: Effects = Effects("space's need", dict.fromkeys(EFFECTS))
