import logging

log = logging.getLogger(__name__)


def existing():
    # @tracked
    return 1
