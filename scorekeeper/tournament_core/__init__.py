"""The tournament core: settings, entrants and results, pairing (the draw), standings.

Pure, like the rules engine beside it: no Flask, no database, no clock. The same log and seed
always give the same draw and the same standings. The service in ``scorekeeper.tournaments``
stores what happened and asks this package what follows from it.
"""
