"""AMIS Lịch: meeting rooms, room bookings and calendar events."""
