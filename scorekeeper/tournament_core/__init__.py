"""The tournament core: settings, entrants and results, pairing (the draw), standings.

Pure, like the rules engine beside it: no Flask, no database, no clock. The same log and seed
always give the same draw and the same standings. The service in ``scorekeeper.tournaments``
stores what happened and asks this package what follows from it.

``settings`` the settings as data; ``model`` entrants, tables, draws, results, the director's
controls; ``pairing`` every format's draw (the one module with networkx and ``random``);
``swiss`` what a swiss draw weighs and how a large field is cut into blocks; ``chance`` random
draws that avoid repeats; ``knockout`` losses and what decides a level match; ``brackets``
seeded charts, pools, double elimination; ``melee`` individuals drawn into new partners;
``standings`` the table and its tie-breaks; ``director`` a round sat out; ``sheets`` whether a
concours sheet's sum can be right under the house rules.
"""
