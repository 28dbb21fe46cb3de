from src.app import existing


def test_existing():
    # @tracked
    assert existing() == 1
