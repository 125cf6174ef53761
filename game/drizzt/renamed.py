"""Legend of Drizzt content renamed after saves were made: old -> new. Match.from_save swaps the
old ids in a save's setup and log for the new ones, and checks the save's hash against the state
told in the old words again, so a save from before a rename still loads. The two monster names
are here because a state keeps the name of a monster whose attack is pending.

Each new id sorts where the old one did among its kind, so shuffles and bots meet the same order."""
RENAMED = {
    "goblin_cutter": "goblin_notcher", "Goblin Cutter": "Goblin Notcher",
    "orc_raider": "orc_scrapper", "Orc Raider": "Orc Scrapper",
    "narrow_passage": "needles_eye",
    "dwarven_resilience": "granite_blood",
    "darkfire_motes": "dusk_veil",
    "heartseeker": "held_breath",
    "paired_scimitars": "sickle_and_knife",
    "twin_shot": "split_volley",
    "fey_step": "folded_step",
    "halfling_luck": "happy_stumble",
    "radiant_smite": "red_hot_oath",
    "righteous_smite": "settling_blow",
    "relentless_endurance": "red_grin",
}
