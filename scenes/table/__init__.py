"""The table shell every game's table is built on: the base scene (scene.py), the match driver
(driver.py), the top bar's buttons (controls.py), the bar, banner and autosave (chrome.py), and
the end screen's frame (finale.py). The widget kit (scenes/kit/) sits below it and knows no table."""
