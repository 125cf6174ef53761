"""The scene stack: push, pop, replace; overlays drawn bottom-up, input to the top only."""
from __future__ import annotations

import logging

import pygame

log = logging.getLogger("tavern.scenes")  # which screens the player went through, for a crash report


class Scene:
    """A screen of the app. Subclasses override the hooks they need."""

    #: An overlay is transparent: the scenes below it are drawn first. An opaque scene
    #: paints the whole canvas (the app does not clear it between frames).
    transparent = False
    #: The name used by the tour and the frame benchmark.
    name = "scene"

    def __init__(self, app):
        #: The App that owns the stack (scenes/app.py). Typed loosely on purpose: the stack is the
        #: bottom layer and imports nothing above it; a scene reaches the app through this object.
        self.app = app

    def enter(self) -> None:
        """Called once when pushed (or placed by replace)."""

    def exit(self) -> None:
        """Called once when popped or replaced."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when the scene above this one is popped."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Handle one input event; return True when consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance by one fixed time step of dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical canvas."""

    def moving(self) -> bool:
        """True while this scene's picture changes by itself (an animation, dice, a timer about to
        change what is shown); False when, until input arrives, it would draw the same picture
        again. The live loop draws and presents only while some visible scene is moving (or input,
        a toast or a change of scenes asks for it). The default keeps drawing: a scene says False
        only once it knows everything it shows."""
        return True


class StackError(RuntimeError):
    """A misuse of the scene stack (popping the last scene, pushing twice)."""


class SceneStack:
    """Scenes in a stack; the top one gets input, visible ones are drawn bottom-up."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        #: Counts pushes, pops and replacements: a change of scenes is always drawn.
        self.changes = 0

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
        return iter(list(self._scenes))

    @property
    def top(self) -> Scene:
        if not self._scenes:
            raise StackError("the scene stack is empty")
        return self._scenes[-1]

    def push(self, scene: Scene) -> Scene:
        if scene in self._scenes:
            raise StackError(f"scene {scene.name!r} is already on the stack")
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        self.changes += 1
        log.info("open %s", scene.name)
        scene.enter()
        return scene

    def pop(self) -> Scene:
        if len(self._scenes) <= 1:
            raise StackError("cannot pop the last scene")
        scene = self._scenes.pop()
        self.changes += 1
        log.info("close %s", scene.name)
        scene.exit()
        self._scenes[-1].resume()
        return scene

    def pop_to(self, scene: Scene) -> None:
        """Pop scenes until `scene` is on top."""
        if scene not in self._scenes:
            raise StackError(f"scene {scene.name!r} is not on the stack")
        while self._scenes[-1] is not scene:
            self.pop()

    def replace(self, scene: Scene) -> Scene:
        """Swap the top scene for `scene` (the one below is not paused or resumed)."""
        if scene in self._scenes:
            raise StackError(f"scene {scene.name!r} is already on the stack")
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        self.changes += 1
        log.info("switch to %s", scene.name)
        scene.enter()
        return scene

    def reset(self, scene: Scene) -> Scene:
        """Empty the stack and start again from `scene` (e.g. quit to title)."""
        while self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        self.changes += 1
        log.info("start again at %s", scene.name)
        scene.enter()
        return scene

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom-up: from the highest opaque scene to the top."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if not self._scenes[i].transparent:
                start = i
                break
        return self._scenes[start:]

    def handle(self, event: pygame.event.Event) -> bool:
        return bool(self._scenes) and self._scenes[-1].handle(event)

    def update(self, dt: float) -> None:
        if self._scenes:
            self._scenes[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def moving(self) -> bool:
        """True when any visible scene is moving (an overlay's table may still be animating)."""
        return any(scene.moving() for scene in self.visible())
