"""Scene tests: a Pilot driving a headless app, closed after the test."""
from __future__ import annotations

import pytest

from scenes.pilot import Pilot


@pytest.fixture
def pilot():
    p = Pilot()
    yield p
    p.app.close()
