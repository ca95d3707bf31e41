"""The address other phones can open: a share link or QR code must not say "localhost".

When the page was opened through localhost (the organiser's own laptop), links meant for other
phones use this machine's address on the club's network instead, if the server listens there
(served on 127.0.0.1 only, the link stays the address served); ``SCOREKEEPER_PUBLIC_URL``
(e.g. ``https://bela.example.org``) overrides both, for a server behind a proxy.
"""

from __future__ import annotations

import ipaddress
import socket
from functools import lru_cache
from urllib.parse import urlsplit, urlunsplit

from flask import current_app, request, url_for

LOCAL_NAMES = ("localhost", "localhost.localdomain")


def is_local_host(host: str) -> bool:
    name = host.strip("[]").lower()
    if name in LOCAL_NAMES:
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


@lru_cache(maxsize=1)
def lan_address() -> str | None:
    """This machine's address on its network (no packet is sent: a UDP "connect" only picks the
    interface a packet would leave by); None without a network."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if ipaddress.ip_address(address).is_loopback else address


def serves_network() -> bool:
    """Whether other machines can reach this server: not when it listens on loopback only
    (``HOST=127.0.0.1 make run``), where a link to the network address would lead nowhere.
    Unknown (another WSGI server than ``scorekeeper.serve``): assume it does."""
    served = current_app.config.get("SERVED_HOST")
    return not served or not is_local_host(served)


def shared_url(endpoint: str, **values) -> str:
    """``url_for(..., _external=True)``, with an address the other phones can reach."""
    url = url_for(endpoint, **values, _external=True)
    public = current_app.config.get("PUBLIC_URL")
    parts = urlsplit(url)
    if public:
        base = urlsplit(public.rstrip("/"))
        return urlunsplit((base.scheme, base.netloc, base.path + parts.path, parts.query, ""))
    host = parts.hostname or ""
    if is_local_host(host) and serves_network() and (lan := lan_address()):
        netloc = lan + (f":{parts.port}" if parts.port else "")
        return urlunsplit((parts.scheme, netloc, parts.path, parts.query, ""))
    return url


def opened_locally() -> bool:
    return is_local_host(request.host.rsplit(":", 1)[0] if request.host.count(":") == 1 else request.host)
