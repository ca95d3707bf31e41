"""Players' skill as openskill's Weng-Lin model rates it, match by match in the order played,
and the one number a player reads. Not pure (openskill), but it reads no storage: the club's
ratings (``ratings``, from its tournaments) and the federation hub (from the archives clubs
publish) rate with this one model on this one scale, so the same matches give the same numbers.
"""

from .model import BASE, PROVISIONAL_UNDER, STEP, Played, Standing, rate, rate_in_order, shown

__all__ = ["BASE", "PROVISIONAL_UNDER", "Played", "STEP", "Standing", "rate", "rate_in_order", "shown"]
