from tests.core.dize.helpers import rig  # noqa: F401  (the dice-rigging fixture)
