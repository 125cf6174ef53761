"""Each seat's mat in the right-hand column: name, VP and gold, the tavern of adventurers (each
kind its own shape and colour), agents left, the Ambassador or Lieutenant, active quests (public),
completed quests and plot quests, the intrigue cards held (face down: a count), the mandatory
quests played on this seat, and the first-player marker. Drawn from the seat's public part of
the view; cached by what it shows."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.draw import darken, mix, prepare, rounded_gradient
from scenes.kit.fonts import render
from scenes.kit.text import fit
from scenes.kit.tokens import token_surface
from scenes.waterdeep import faces, layout, words


def _facts(seat: dict) -> tuple:
    tavern = seat.get("tavern", {})
    return (seat["name"], seat["vp"], seat["gold"], tuple(tavern.get(k, 0) for k in words.CUBES), seat["pool"],
            seat["agents"], bool(seat.get("waiting_agent")), tuple(seat.get("neutral", ())),
            tuple(seat.get("quests", ())), tuple(seat.get("mandatory", ())), seat.get("done_count", 0),
            tuple(seat.get("plots", ())), seat.get("intrigue_count", 0), len(seat.get("buildings", ())))


def mat_surface(seat: dict, style, size: tuple[int, int], *, acting: bool, first: bool) -> pygame.Surface:
    return _mat(_facts(seat), style, size, acting, first)


@lru_cache(maxsize=64)
def _mat(facts: tuple, style, size: tuple[int, int], acting: bool, first: bool) -> pygame.Surface:
    (name, vp, gold, tavern, pool, agents, waiting, neutral, quests, mandatory, done, plots, intrigue,
     buildings) = facts
    w, h = size
    top = mix(theme.PANEL, style.colour, 0.30 if acting else 0.12)
    surf = rounded_gradient(size, top, darken(theme.PANEL, 0.25), 12).copy()
    pygame.draw.rect(surf, style.colour if acting else theme.PANEL_EDGE, surf.get_rect(), 4 if acting else 2,
                     border_radius=12)
    pygame.draw.rect(surf, style.colour, (0, 8, 8, h - 16), border_radius=4)
    token = token_surface(style.colour, style.symbol, 15)
    surf.blit(token, token.get_rect(center=(32, 20)))
    who = name + ("  (bot)" if style.bot else "")
    label = render(fit(who, 300, 24, "bold"), 24, theme.TEXT, "bold")
    surf.blit(label, (56, 4))
    x = 56 + label.get_width() + 12
    if first:
        badge = render("First player", 20, theme.INK, "bold")
        box = badge.get_rect(midleft=(x + 8, 19)).inflate(14, 4)
        pygame.draw.rect(surf, theme.GOLD, box, border_radius=8)
        surf.blit(badge, badge.get_rect(center=box.center))
    # VP and gold, right-aligned
    right = w - 14
    vp_text = render(f"{vp} VP", 26, theme.HILITE, "bold")
    surf.blit(vp_text, vp_text.get_rect(topright=(right, 3)))
    right -= vp_text.get_width() + 22
    gold_text = render(str(gold), 24, theme.TEXT, "bold")
    surf.blit(gold_text, gold_text.get_rect(topright=(right, 5)))
    right -= gold_text.get_width() + 4
    coin = faces.coin(24)
    surf.blit(coin, coin.get_rect(topright=(right, 6)))
    # the tavern, then the agents
    y = layout.mat_rows(h)[1]
    x = 18
    for kind, n in zip(words.CUBES, tavern):
        icon = faces.cube(kind, 26)
        surf.blit(icon, (x, y))
        count = render(str(n), 24, theme.TEXT if n else theme.TEXT_DIM, "bold")
        surf.blit(count, (x + 30, y))
        x += 30 + max(count.get_width(), 14) + 16
    x = layout.POOL_X
    figure = faces.agent(style.colour, 30, style.symbol)
    for _ in range(pool):
        surf.blit(figure, (x, y - 4))
        x += figure.get_width() + 2
    spent = render(f"{pool} of {agents} agents left" + (" (+1 at round 5)" if waiting else ""), 20, theme.TEXT_DIM)
    surf.blit(spent, (x + 8, y + 3))
    x += spent.get_width() + 16
    if neutral:
        extra = render(" + " + ", ".join(n.capitalize() for n in neutral), 20, theme.GOLD, "bold")
        if x + extra.get_width() < w - 10:
            surf.blit(extra, (x, y + 3))
    # quests and cards
    y = layout.mat_rows(h)[2] - 2
    right = w - 14
    back = faces.card_back("intrigue", (18, 26))
    bits = [f"Done {done}", f"Buildings {buildings}"] + ([f"Plots {len(plots)}"] if plots else [])
    tail = render("  ".join(bits), 20, theme.TEXT_DIM)
    surf.blit(tail, tail.get_rect(topright=(right, y + 2)))
    right -= tail.get_width() + 14
    cards = render(f"x{intrigue}", 20, theme.TEXT, "bold")
    surf.blit(cards, cards.get_rect(topright=(right, y + 2)))
    right -= cards.get_width() + 4
    surf.blit(back, back.get_rect(topright=(right, y)))
    right -= back.get_width() + 16
    if mandatory:
        line = "Mandatory: " + ", ".join(words.intrigue_name(c) for c in mandatory)
        text = render(fit(line, right - 18, 20, "bold"), 20, theme.DANGER, "bold")
    else:
        line = "Quests: " + (", ".join(words.quest_name(q) for q in quests) if quests else "none")
        text = render(fit(line, right - 18, 20), 20, theme.TEXT)
    surf.blit(text, (18, y + 2))
    return prepare(surf)


def mat_tip(seat: dict, style) -> str:
    """Everything on a mat, in words."""
    tavern = seat.get("tavern", {})
    cubes = words.bundle_text({k: tavern.get(k, 0) for k in words.CUBES})
    lines = [f"{seat['name']}: {seat['vp']} VP, {seat['gold']} gold. Tavern: {cubes}.",
             f"{seat['pool']} of {seat['agents']} agents left to place."]
    if seat.get("neutral"):
        lines.append("Also: the " + " and the ".join(n.capitalize() for n in seat["neutral"]) + ".")
    quests = seat.get("quests", ())
    lines.append("Active quests: " + ("; ".join(words.quest_name(q) for q in quests) if quests else "none") + ".")
    if seat.get("mandatory"):
        lines.append("Mandatory quests (must be done first): "
                     + "; ".join(words.intrigue_name(c) for c in seat["mandatory"]) + ".")
    lines.append(f"Completed quests: {seat.get('done_count', 0)}."
                 + (" Plot quests: " + "; ".join(words.quest_name(q) for q in seat["plots"]) + "."
                    if seat.get("plots") else ""))
    lines.append(f"Intrigue cards held: {seat.get('intrigue_count', 0)} (face down).")
    if seat.get("buildings"):
        lines.append("Buildings: " + "; ".join(words.building_name(b) for b in seat["buildings"]) + ".")
    return "\n".join(lines)
