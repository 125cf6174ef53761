"""What each seat may see: a decision offered because of a card in hand stays private."""
from game.vault.actions import Enter
from tests.vault.helpers import draw, give, put, roll, start


def test_others_see_only_that_a_seat_is_thinking_about_its_helm():
    """VD-DRAW-01, VD-CARD-01: the offer to play the Helm of Telepathy would tell the table the
    seat holds one; other seats see a seat thinking, the holder sees the offer."""
    m = start(3, watch=("s9", "s10", "s11"))
    give(m, 0, "helm_of_telepathy")
    put(m, 0, "yp", fighters=1)
    m.act(Enter("gold", 1))
    draw(m, "secret_flooded_stair")  # rooms 1-2 hold a Treasure; room 2 needs 9
    roll(m, 10)  # a natural 10 on the d10
    roll(m, 0)  # its Critical die: no skull
    while m.state.decisions and m.state.decisions[-1].kind == "modify":
        from game.vault.actions import Pass

        m.act(Pass())
    while m.to_act() == "chance":
        m.roll()
    owed = m.state.decisions[-1]
    assert owed.kind == "extra_draw" and owed.seat == 0
    assert m.view(0)["decision"]["kind"] == "extra_draw"
    assert m.view(1)["decision"] == {"kind": "thinking", "seat": 0, "data": {}}
