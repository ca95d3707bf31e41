"""Club tournaments: entrants, rounds drawn by format, matches played as ordinary games, standings.

The pure part (``model``, ``settings``, ``standings``, ``pairing``) knows nothing of Flask or the
database, like the rules engine; ``store`` and ``service`` keep a tournament's inputs (settings,
entrants, draws, the director's results) and derive everything else; ``api`` and ``pages`` sit
on top. Standings are never stored: they are recomputed from the matches each time.
"""
