import logging

log = logging.getLogger(__name__)


def existing():
    # @tracked
    return 1


def load(path):
    """Load a file."""
    print("loading", path)
    return open(path).read()
