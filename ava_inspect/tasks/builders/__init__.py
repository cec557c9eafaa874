"""The shapes many tasks share, as functions: a task file calls them and says only what is
particular to it (its request, seed, assertions and calls).

Each builder returns plain data, the very dicts a task would otherwise write out by hand, with
their keys in the order tasks have always written them. Modules by theme:

- `calls`: one tool call (`call`), the type names;
- `mail`: writing, replying, forwarding, an inbox mail to seed;
- `orders`: the shop's draft orders, order lines, confirmations and payment QRs, cancellations
  and hand-offs to a person, seeded orders;
- `decisions`: leave and overtime requests (filed, decided, seeded), the decided-as assertion;
- `crm`: payments recorded against invoices, activities logged on customers;
- `recruitment`: candidate stages, interviews, evaluations, offers, the records to seed;
- `people`: employees and shift registrations to seed, registering and cancelling a shift;
- `rooms`: booking a meeting room, cancelling a booking;
- `helpdesk`: a ticket to the IT or HR team;
- `money` and `text`: amounts, dates and ids written the way the company writes them;
- `negatives`: the common "must not" assertions, with the wrong path that breaks them;
- `variants`: wrong paths made from the right one (a call replaced, left out, a copy added).

This package is not a task domain: the loader reads `tasks/<domain>/` for the domains the
subsystems declare, and `builders` is none of them. Builders may import core, schema and
subsystems, never harness, noise, scorers or anything above (`tests/package/test_layers.py`). They hold
no task's own text: the public release ships them with the public tasks alone.
"""
