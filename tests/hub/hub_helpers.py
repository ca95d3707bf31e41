"""What the hub's tests share besides fixtures: the results officer's headers."""

OFFICER = {"Authorization": "Bearer officer-secret"}
