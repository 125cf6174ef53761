"""Names that are ours: no card, monster, power, tile, location or hero of Drizzt's, Vault's or Dragonvault's content
carries the name of a published game's card, monster, power or tile, nor of a published character,
unless our own rulebook gives that name (Cave Bear, Dragon Breath, Tome of Knowledge, Flametongue,
Mirt's Mansion...). See /work/shared/CONTENT.md, "Original, always"."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from tests.rule_coverage import shared_checklist

ROOT = Path(__file__).resolve().parents[1]
CONTENT = (ROOT / "game" / "drizzt" / "content", ROOT / "game" / "vault" / "content",
           ROOT / "game" / "dragonvault" / "content")

# Published names we must not use: the board games of the same family (Legend of Drizzt, Wrath of
# Ashardalon, Castle Ravenloft), the roleplaying game's powers, traits, monsters and items, and
# their characters. Each is a whole name (compared without case, a leading "the" or hyphens).
PUBLISHED = {
    # renamed here: the first five from issue 13, the rest found on a pass over both games
    "Goblin Cutter", "Narrow Passage", "Twin Shot", "Heartseeker", "Darkfire Motes",
    "Darkfire", "Orc Raider", "Dwarven Resilience", "Fey Step", "Halfling Luck", "Relentless Endurance",
    "Radiant Smite", "Righteous Smite", "Oil of Sharpness",
    # near neighbours of names we use, kept out so a later edit does not drift into them
    "Twin Strike", "Hunter's Quarry", "Lance of Faith", "Misty Step", "Cloud of Darkness",
    # characters of the novels and of the board games' hero cards
    "Drizzt", "Drizzt Do'Urden", "Wulfgar", "Catti-brie", "Bruenor", "Bruenor Battlehammer", "Regis",
    "Artemis Entreri", "Entreri", "Athrogate", "Guenhwyvar", "Errtu", "Icingdeath", "Twinkle",
    "Taulmaril", "Aegis-fang", "Menzoberranzan", "Mithral Hall",
    "Allisa", "Arjhan", "Immeril", "Thorgrim", "Quinn", "Vistra", "Keyleth", "Tarak", "Heskan",
}


def _key(name: str) -> str:
    name = name.casefold().replace("-", " ").replace("\u2019", "'")
    return re.sub(r"^the ", "", " ".join(name.split()))


def _names(data: object, where: str) -> list[tuple[str, str]]:
    """Every `name` in a TOML file, at any depth (cards, tiles, faces, an adventure's item...)."""
    if isinstance(data, dict):
        found = [(data["name"], where)] if isinstance(data.get("name"), str) else []
        for key, value in data.items():
            found += _names(value, f"{where}.{key}")
        return found
    if isinstance(data, list):
        return [n for i, v in enumerate(data) for n in _names(v, f"{where}[{i}]")]
    return []


def content_names() -> list[tuple[str, str]]:
    """(name, where) for every named thing in both games' content, a hero's first name as well."""
    out = []
    for folder in CONTENT:
        for path in sorted(folder.glob("*.toml")):
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            for name, where in _names(data, f"{folder.parent.name}/{path.name}"):
                out.append((name, where))
                if path.name == "heroes.toml":
                    out.append((name.split()[0], where + " (first name)"))
    return out


def test_the_content_has_names_to_check():
    names = content_names()
    wheres = {w.split(".")[0].split("[")[0] for _, w in names}
    assert len(names) > 300 and len(wheres) >= 12  # every file of both games
    assert ("Kaelith", "drizzt/heroes.toml.hero[1] (first name)") in names


def test_no_content_name_is_a_published_one():
    banned = {_key(n): n for n in PUBLISHED}
    clashes = [(name, where, banned[_key(name)]) for name, where in content_names() if _key(name) in banned]
    assert not clashes, clashes


def test_the_check_catches_a_published_name_however_it_is_written():
    banned = {_key(n) for n in PUBLISHED}
    for written in ("Goblin Cutter", "goblin cutter", "The Narrow Passage", "HEARTSEEKER", "Catti Brie"):
        assert _key(written) in banned, written
    assert _key("Goblin Notcher") not in banned and _key("Twin Shots Fired") not in banned


@pytest.mark.parametrize("book", ["legend-of-drizzt.txt", "vault-of-dragons.txt", "dragonvault.txt"])
def test_no_name_on_the_list_is_one_our_rulebooks_give(book):
    """A name our own rulebook uses stays ours to use: the list must never hold one."""
    path = shared_checklist(Path(__file__).parent, book)
    if path is None:
        pytest.skip(f"shared/rules/{book} is not beside this checkout")
    text = _key(path.read_text(encoding="utf-8")).replace("legend of drizzt", "")  # the title is no card
    assert not [n for n in PUBLISHED if re.search(rf"\b{re.escape(_key(n))}\b", text)]


def test_no_hero_is_a_published_character_in_all_but_name():
    """Kaelith, our drow ranger, has a history of her own: a guide on the deep roads, with a bow, a
    web-sickle and a knife; no exile from a spider city with two scimitars, no violet fire, no
    plane of the roleplaying game's cosmology in a hero's or a power's words."""
    tell_tales = ("scimitar", "spider-city", "spider city", "violet fire", "panther", "feywild")
    texts = []
    for file, table in (("heroes.toml", "hero"), ("powers.toml", "power")):
        data = tomllib.loads((CONTENT[0] / file).read_text(encoding="utf-8"))
        texts += [(item["id"], f"{item['name']} {item.get('text', '')}") for item in data[table]]
    assert not [(i, t) for i, t in texts for word in tell_tales if word in t.casefold()]
