"""Mail templates and the messages already in the requester's mailbox."""

TEMPLATES = [
    {
        "id": "MAU-01",
        "name": "Nhắc thanh toán công nợ",
        "subject": "[Sao Việt] Nhắc thanh toán công nợ quá hạn — {ten_khach_hang}",
        "body": "Kính gửi {nguoi_nhan},\n\nCông ty Cổ phần Công nghệ Sao Việt trân trọng thông báo "
        "các hóa đơn sau của Quý công ty đã quá hạn thanh toán:\n{danh_sach_hoa_don}\n"
        "Tổng số tiền còn phải thanh toán: {tong_tien}.\n\nKính đề nghị Quý công ty thu xếp thanh "
        "toán trong thời gian sớm nhất. Nếu Quý công ty đã thanh toán, xin vui lòng bỏ qua thư này."
        "\n\nTrân trọng,\n{nguoi_gui}",
    },
    {
        "id": "MAU-02",
        "name": "Thư mời phỏng vấn",
        "subject": "[Sao Việt] Thư mời phỏng vấn vị trí {vi_tri}",
        "body": "Chào {ten_ung_vien},\n\nCảm ơn bạn đã quan tâm đến vị trí {vi_tri} tại Công ty Cổ "
        "phần Công nghệ Sao Việt. Chúng tôi trân trọng mời bạn tham dự buổi phỏng vấn:\n"
        "- Thời gian: {thoi_gian}\n- Địa điểm: {phong}, tầng {tang}, tòa nhà Sao Việt, 18 Duy Tân, "
        "Cầu Giấy, Hà Nội\n- Hội đồng phỏng vấn: {hoi_dong}\n\nVui lòng phản hồi xác nhận tham dự."
        "\n\nTrân trọng,\n{nguoi_gui}",
    },
    {
        "id": "MAU-03",
        "name": "Thư mời nhận việc",
        "subject": "[Sao Việt] Thư mời nhận việc — {vi_tri}",
        "body": "Chào {ten_ung_vien},\n\nChúc mừng bạn đã trúng tuyển vị trí {vi_tri}. Mức lương: "
        "{muc_luong}/tháng (gross). Ngày bắt đầu làm việc: {ngay_bat_dau}.\n\nTrân trọng,\n"
        "{nguoi_gui}",
    },
    {
        "id": "MAU-04",
        "name": "Phản hồi chung",
        "subject": "Re: {tieu_de}",
        "body": "Chào {nguoi_nhan},\n\n{noi_dung}\n\nTrân trọng,\n{nguoi_gui}",
    },
]

MESSAGES = [
    {
        "id": "TH-0001",
        "folder": "inbox",
        "sender": "namhv@saoviet.vn",
        "to": ["ngocntb@saoviet.vn"],
        "subject": "Hỏi về tạm ứng công tác phí",
        "body": "Chị Ngọc ơi,\n\nTuần sau em đi công tác Đà Nẵng 4 ngày để triển khai hệ thống cho "
        "khách hàng. Chị cho em hỏi em được tạm ứng tối đa bao nhiêu, và sau chuyến đi thì phải "
        "quyết toán trong bao lâu ạ?\n\nEm cảm ơn chị.\nNam — Phòng Kỹ thuật",
        "sent_at": "2026-12-08T16:42",
        "read": False,
    },
    {
        "id": "TH-0002",
        "folder": "inbox",
        "sender": "namhh@saoviet.vn",
        "to": ["ngocntb@saoviet.vn"],
        "subject": "Đề nghị thanh toán in ấn brochure",
        "body": "Chào Ngọc,\n\nAnh gửi đề nghị thanh toán chi phí in 2.000 brochure cho hội thảo "
        "tháng 12, tổng 14.300.000đ, hóa đơn đính kèm. Em kiểm tra giúp anh nhé.\n\nHải Nam",
        "sent_at": "2026-12-09T08:15",
        "read": False,
    },
    {
        "id": "TH-0003",
        "folder": "inbox",
        "sender": "phucmv@saoviet.vn",
        "to": ["all@saoviet.vn"],
        "subject": "Thông báo tổ chức tiệc tất niên 2026",
        "body": "Kính gửi toàn thể anh chị em,\n\nTiệc tất niên năm 2026 sẽ tổ chức vào 18h30 thứ "
        "Sáu ngày 25/12/2026 tại Trung tâm tiệc cưới Hoa Sen, 18 Hoàng Quốc Việt. Các phòng gửi danh "
        "sách đăng ký cho chị Hà phòng Nhân sự trước ngày 18/12.\n\nPhòng Hành chính",
        "sent_at": "2026-12-07T09:00",
        "read": True,
    },
    {
        "id": "TH-0004",
        "folder": "sent",
        "sender": "ngocntb@saoviet.vn",
        "to": ["khaidv@saoviet.vn"],
        "subject": "Đối chiếu công nợ tháng 11",
        "body": "Anh Khải ơi, em gửi file đối chiếu công nợ tháng 11, anh xem giúp em nhé.",
        "sent_at": "2026-12-02T10:20",
        "read": True,
    },
]

MAIL = {"messages": MESSAGES, "templates": TEMPLATES}
