"""The scene stack's rules: hooks in order, overlays drawn bottom-up, input to the top only."""
import pygame
import pytest

from scenes.stack import Scene, SceneStack, StackError


class Probe(Scene):
    def __init__(self, name, log, transparent=False, consume=True):
        super().__init__(app=None)
        self.name, self.log, self.transparent, self.consume = name, log, transparent, consume

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def handle(self, event):
        self.log.append(f"{self.name}.handle")
        return self.consume

    def update(self, dt):
        self.log.append(f"{self.name}.update")

    def draw(self, surface):
        self.log.append(f"{self.name}.draw")


def test_push_pop_call_the_hooks_in_order():
    log = []
    stack = SceneStack()
    a, b = Probe("a", log), Probe("b", log)
    stack.push(a)
    stack.push(b)
    assert stack.pop() is b and stack.top is a
    assert log == ["a.enter", "a.pause", "b.enter", "b.exit", "a.resume"]


def test_popping_the_last_scene_is_an_error():
    stack = SceneStack()
    stack.push(Probe("a", []))
    with pytest.raises(StackError, match="last scene"):
        stack.pop()
    with pytest.raises(StackError, match="empty"):
        SceneStack().top


def test_replace_swaps_the_top_without_resuming_below():
    log = []
    stack = SceneStack()
    stack.push(Probe("a", log))
    stack.push(Probe("b", log))
    log.clear()
    stack.replace(Probe("c", log))
    assert log == ["b.exit", "c.enter"] and len(stack) == 2


def test_a_scene_cannot_be_pushed_twice():
    stack = SceneStack()
    a = Probe("a", [])
    stack.push(a)
    with pytest.raises(StackError, match="already"):
        stack.push(a)


def test_overlays_are_drawn_bottom_up_from_the_highest_opaque_scene():
    log = []
    stack = SceneStack()
    for scene in (Probe("base", log), Probe("table", log), Probe("dialog", log, True), Probe("toast", log, True)):
        stack.push(scene)
    log.clear()
    stack.draw(None)
    assert log == ["table.draw", "dialog.draw", "toast.draw"]


def test_only_the_top_scene_gets_input_and_updates():
    log = []
    stack = SceneStack()
    stack.push(Probe("table", log))
    stack.push(Probe("dialog", log, transparent=True, consume=False))
    log.clear()
    assert stack.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)) is False
    stack.update(1 / 60)
    assert log == ["dialog.handle", "dialog.update"]


def test_reset_and_pop_to():
    log = []
    stack = SceneStack()
    a, b, c = Probe("a", log), Probe("b", log), Probe("c", log)
    for s in (a, b, c):
        stack.push(s)
    stack.pop_to(a)
    assert stack.top is a and len(stack) == 1
    stack.reset(Probe("title", log))
    assert len(stack) == 1 and stack.top.name == "title" and "a.exit" in log
