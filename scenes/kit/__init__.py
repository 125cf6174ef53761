"""The widget kit shared by every scene, one small module per widget.

widget (Widget, WidgetGroup), buttons, toggle, choice, slider, textinput, panels, text
(word wrap), tooltip, cards (faces, backs, zoom), tokens (seat colour + symbol), drag (drag
layer), log (game log panel), toast, overlay (modal base), dialog, curtain (hand-off), draw
(gradients, shadows, glows), fonts, theme.
"""
