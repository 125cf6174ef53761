"""The widget kit shared by every scene."""
