"""Meeting rooms and the bookings already on them."""

ROOMS = [
    {"id": "PH-01", "name": "Phòng Sen", "floor": 3, "seats": 4, "equipment": ["TV 55 inch"]},
    {
        "id": "PH-02",
        "name": "Phòng Cúc",
        "floor": 3,
        "seats": 6,
        "equipment": ["TV 55 inch", "bảng trắng"],
    },
    {
        "id": "PH-03",
        "name": "Phòng Lan",
        "floor": 4,
        "seats": 8,
        "equipment": ["máy chiếu", "bảng trắng"],
    },
    {
        "id": "PH-04",
        "name": "Phòng Mai",
        "floor": 4,
        "seats": 10,
        "equipment": ["máy chiếu", "thiết bị họp trực tuyến"],
    },
    {
        "id": "PH-05",
        "name": "Phòng Đào",
        "floor": 5,
        "seats": 12,
        "equipment": ["máy chiếu", "thiết bị họp trực tuyến", "bảng trắng"],
    },
    {
        "id": "PH-06",
        "name": "Hội trường",
        "floor": 6,
        "seats": 40,
        "equipment": ["máy chiếu", "âm thanh hội trường"],
    },
]

BOOKINGS = [
    {
        "id": "DP-0001",
        "room_id": "PH-02",
        "date": "2026-12-11",
        "start": "13:30",
        "end": "15:30",
        "title": "Review sprint 48",
        "organizer_id": "NV-0020",
        "attendees": 5,
    },
    {
        "id": "DP-0002",
        "room_id": "PH-04",
        "date": "2026-12-11",
        "start": "14:00",
        "end": "16:00",
        "title": "Họp giao ban Marketing",
        "organizer_id": "NV-0021",
        "attendees": 7,
    },
    {
        "id": "DP-0003",
        "room_id": "PH-03",
        "date": "2026-12-10",
        "start": "09:00",
        "end": "11:00",
        "title": "Đào tạo AMIS cho nhân viên mới",
        "organizer_id": "NV-0016",
        "attendees": 6,
    },
    {
        "id": "DP-0004",
        "room_id": "PH-04",
        "date": "2026-12-11",
        "start": "08:00",
        "end": "09:00",
        "title": "Họp nhanh dự án Hòa Bình",
        "organizer_id": "NV-0017",
        "attendees": 4,
    },
]

CALENDAR = {"rooms": ROOMS, "bookings": BOOKINGS, "events": []}
