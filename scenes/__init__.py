"""Everything pygame: the app loop, scene stack, widget kit, dice tray and game tables."""

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
