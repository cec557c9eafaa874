"""Mây Store, the shop AVA's sales agent serves: products, combos, shipping fees, orders, payment QR codes, handoffs and customer questions."""
