"""Players' ratings (openskill's Weng-Lin model) from every finished tournament match, in the
order played: ``skill`` (shared with the federation hub) rates matches and says a rating as one
number, ``source`` reads the matches and who played them from the tournaments, ``service`` is
what the ways out ask (the ratings, a player's history, a hall of fame, a tournament's seeds).
Never stored: recomputed from the stored results, so a corrected result re-rates everything
after it.
"""

from .chart import Chart, chart_of
from ..skill import PROVISIONAL_UNDER, Played, Standing, rate, shown
from .service import (HallOfFame, PlayerRating, Point, book, evenings, hall_of_fame, rating_history, rating_of,
                      ratings, seeds_for)
from .source import identity_of, player_key
from ..tournaments import register_seeder

register_seeder(seeds_for)  # a tournament set to seed_by_rating is seeded by these ratings

__all__ = ["Chart", "chart_of", "HallOfFame", "Played", "PlayerRating", "Point", "PROVISIONAL_UNDER", "Standing",
           "book", "evenings", "hall_of_fame", "identity_of", "player_key", "rate", "rating_history", "rating_of",
           "ratings", "seeds_for", "shown"]
