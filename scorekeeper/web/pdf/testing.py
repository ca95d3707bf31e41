"""A stand-in job for the workers' tests: as slow as asked, without WeasyPrint."""

from __future__ import annotations

import time


def sleep_then(*, seconds: float, body: bytes = b"slept") -> bytes:
    time.sleep(seconds)
    return body
