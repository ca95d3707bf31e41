"""What every way out of the web app shares: its protections and its answers to trouble.

- ``security``: CSRF on page forms, security headers, no caching of secrets;
- ``limits``: wrong director codes and new games, counted per client;
- ``outage``: a busy or full database answered 503 with Retry-After, saying nothing was saved;
- ``address``: the address other phones open (never "localhost");
- ``text``: text that cannot be stored (a lone surrogate), refused with its field;
- ``compression``: pages sent gzipped to the phones that ask for it.
"""
