"""Mail templates, the company's group addresses, and the messages already in its mailboxes.

Every message is in the mailboxes of its sender and its recipients (a group address: of the
group's members, see `GROUPS`); `folder`, `read` and `labels` are its state for its recipients.
"""

GROUPS = [
    {
        "id": "NHOM-01",
        "address": "all@saoviet.vn",
        "name": "Toàn thể cán bộ nhân viên",
        "kind": "list",
        "everyone": True,
    },
    {
        "id": "NHOM-02",
        "address": "ketoan@saoviet.vn",
        "name": "Hộp thư chung Phòng Kế toán",
        "kind": "shared",
        "department_ids": ["PB-KT"],
    },
    {
        "id": "NHOM-03",
        "address": "kinhdoanh@saoviet.vn",
        "name": "Phòng Kinh doanh",
        "kind": "list",
        "department_ids": ["PB-KD"],
    },
    {
        "id": "NHOM-04",
        "address": "nhansu@saoviet.vn",
        "name": "Phòng Nhân sự",
        "kind": "list",
        "department_ids": ["PB-NS"],
    },
    {
        "id": "NHOM-05",
        "address": "tuyendung@saoviet.vn",
        "name": "Hộp thư chung Tuyển dụng",
        "kind": "shared",
        "member_ids": ["NV-0014", "NV-0015", "NV-0016"],
    },
    {
        "id": "NHOM-06",
        "address": "kythuat@saoviet.vn",
        "name": "Phòng Kỹ thuật",
        "kind": "list",
        "department_ids": ["PB-KTH"],
    },
    {
        "id": "NHOM-07",
        "address": "marketing@saoviet.vn",
        "name": "Phòng Marketing",
        "kind": "list",
        "department_ids": ["PB-MKT"],
    },
    {
        "id": "NHOM-08",
        "address": "hanhchinh@saoviet.vn",
        "name": "Hộp thư chung Phòng Hành chính",
        "kind": "shared",
        "department_ids": ["PB-HC"],
    },
    {
        "id": "NHOM-09",
        "address": "cskh@saoviet.vn",
        "name": "Hộp thư chung Chăm sóc khách hàng",
        "kind": "shared",
        "department_ids": ["PB-CSKH"],
    },
]

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
        "phường Cầu Giấy, Hà Nội\n- Hội đồng phỏng vấn: {hoi_dong}\n\nVui lòng phản hồi xác nhận tham dự."
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
    {
        "id": "MAU-05",
        "name": "Xác nhận đơn nghỉ phép",
        "subject": "[Sao Việt] Xác nhận đơn nghỉ của {ten_nhan_vien} ({tu_ngay} – {den_ngay})",
        "body": "Chào {ten_nhan_vien},\n\nĐơn xin nghỉ của bạn trên AMIS HRM đã được {nguoi_duyet} "
        "phê duyệt:\n- Loại nghỉ: {loai_nghi}\n- Thời gian: từ {tu_ngay} đến {den_ngay} "
        "({so_ngay} ngày làm việc)\n- Số ngày phép năm còn lại sau đơn này: {so_ngay_phep_con_lai}"
        "\n\nBạn vui lòng bàn giao công việc đang phụ trách cho {nguoi_nhan_ban_giao} trước khi "
        "nghỉ.\n\nTrân trọng,\n{nguoi_gui}",
    },
    {
        "id": "MAU-06",
        "name": "Thông báo kết quả ứng tuyển (không trúng tuyển)",
        "subject": "[Sao Việt] Kết quả ứng tuyển vị trí {vi_tri}",
        "body": "Chào {ten_ung_vien},\n\nCảm ơn bạn đã dành thời gian ứng tuyển và tham gia "
        "{vong_tuyen_dung} vị trí {vi_tri} tại Công ty Cổ phần Công nghệ Sao Việt. Sau khi cân "
        "nhắc kỹ, chúng tôi rất tiếc chưa thể mời bạn tham gia vòng tiếp theo ở thời điểm này.\n\n"
        "Hồ sơ của bạn sẽ được lưu trong dữ liệu ứng viên của công ty và chúng tôi sẽ liên hệ khi "
        "có vị trí phù hợp hơn. Chúc bạn sớm tìm được công việc như mong muốn.\n\nTrân trọng,\n"
        "{nguoi_gui}",
    },
    {
        "id": "MAU-07",
        "name": "Xác nhận đã nhận thanh toán",
        "subject": "[Sao Việt] Xác nhận thanh toán hóa đơn {so_hoa_don} — {ten_khach_hang}",
        "body": "Kính gửi {nguoi_nhan},\n\nCông ty Cổ phần Công nghệ Sao Việt xác nhận đã nhận "
        "được khoản thanh toán {so_tien} ngày {ngay_thanh_toan} của Quý công ty cho hóa đơn "
        "{so_hoa_don} ({noi_dung_hoa_don}).\nSố tiền còn phải thanh toán của hóa đơn này: "
        "{so_tien_con_lai}.\n\nTrân trọng cảm ơn sự hợp tác của Quý công ty.\n\nTrân trọng,\n"
        "{nguoi_gui}",
    },
    {
        "id": "MAU-08",
        "name": "Báo giá dịch vụ",
        "subject": "[Sao Việt] Báo giá {ten_dich_vu} — {ten_khach_hang}",
        "body": "Kính gửi {nguoi_nhan},\n\nCảm ơn Quý công ty đã quan tâm đến giải pháp của Công "
        "ty Cổ phần Công nghệ Sao Việt. Chúng tôi trân trọng gửi báo giá {ten_dich_vu}:\n"
        "{bang_gia}\nTổng giá trị (đã gồm VAT): {tong_tien}.\n\n- Thời gian triển khai dự kiến: "
        "{thoi_gian_trien_khai}\n- Báo giá có hiệu lực đến hết ngày {hieu_luc_den}.\n\nMọi thắc mắc "
        "xin liên hệ {nguoi_gui} — {so_dien_thoai}.\n\nTrân trọng,\n{nguoi_gui}",
    },
    {
        "id": "MAU-09",
        "name": "Thông báo lịch họp",
        "subject": "[Sao Việt] Mời họp: {chu_de} — {thoi_gian}",
        "body": "Kính gửi {thanh_phan},\n\nMời anh chị tham dự cuộc họp:\n- Nội dung: {chu_de}\n"
        "- Thời gian: {thoi_gian}\n- Địa điểm: {phong}\n- Chủ trì: {chu_tri}\n\nĐề nghị anh chị "
        "chuẩn bị: {chuan_bi}. Anh chị không tham dự được vui lòng báo lại trước giờ họp.\n\n"
        "Trân trọng,\n{nguoi_gui}",
    },
    {
        "id": "MAU-10",
        "name": "Trả lời phản ánh, khiếu nại của khách hàng",
        "subject": "Re: {tieu_de}",
        "body": "Kính gửi {nguoi_nhan},\n\nCông ty Cổ phần Công nghệ Sao Việt đã tiếp nhận phản "
        "ánh của Quý khách ngày {ngay_tiep_nhan} về việc {noi_dung_phan_anh}. Chúng tôi thành thật "
        "xin lỗi về sự bất tiện Quý khách gặp phải.\n\nHướng xử lý: {huong_xu_ly}\nThời hạn hoàn "
        "thành: {thoi_han}\nNgười phụ trách: {nguoi_phu_trach} — {so_dien_thoai}\n\nChúng tôi sẽ "
        "cập nhật kết quả cho Quý khách ngay khi xử lý xong.\n\nTrân trọng,\n{nguoi_gui}",
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
    {
        "id": "TH-0005",
        "folder": "inbox",
        "sender": "huongptt@saoviet.vn",
        "to": ["all@saoviet.vn"],
        "subject": "Kế hoạch tổng kết năm 2026 và xây dựng kế hoạch năm 2027",
        "body": "Kính gửi các anh chị Trưởng phòng và toàn thể cán bộ nhân viên,\n\nĐể chuẩn bị "
        "Hội nghị tổng kết năm 2026, Ban Giám đốc đề nghị các phòng:\n1. Gửi báo cáo kết quả thực "
        "hiện kế hoạch năm 2026 (doanh thu, chi phí, nhân sự, các dự án trọng điểm) về Ban Giám "
        "đốc trước 17h00 thứ Sáu ngày 18/12/2026.\n2. Gửi dự thảo kế hoạch và ngân sách năm 2027 "
        "trước ngày 28/12/2026.\n3. Họp tổng kết năm giữa Ban Giám đốc và các trưởng phòng: "
        "14h00–17h00 thứ Ba ngày 22/12/2026 tại Phòng Mai, tầng 4.\n\nMẫu báo cáo đã đăng trên "
        "AMIS, mục Tài liệu dùng chung.\n\nTrân trọng,\nPhạm Thị Thu Hương\nPhó Tổng Giám đốc",
        "sent_at": "2026-11-25T08:30",
        "read": True,
    },
    {
        "id": "TH-0006",
        "folder": "inbox",
        "sender": "maidt@saoviet.vn",
        "to": ["all@saoviet.vn"],
        "subject": "Triển khai đánh giá hiệu quả công việc cuối năm 2026",
        "body": "Chào các anh chị,\n\nPhòng Nhân sự triển khai đánh giá hiệu quả công việc (KPI) "
        "năm 2026 trên AMIS như sau:\n- Từ 01/12 đến 11/12/2026: nhân viên tự đánh giá.\n- Từ "
        "14/12 đến 23/12/2026: quản lý trực tiếp đánh giá và trao đổi 1-1 với nhân viên.\n- Ngày "
        "28/12/2026: Phòng Nhân sự tổng hợp, trình Ban Giám đốc phê duyệt.\n\nKết quả đánh giá là "
        "căn cứ xét thưởng tháng lương thứ 13 và điều chỉnh lương năm 2027. Anh chị cần hỗ trợ "
        "thao tác trên phần mềm vui lòng liên hệ chị Huyền (huyenbtt@saoviet.vn).\n\nTrân trọng,\n"
        "Đinh Thị Mai\nTrưởng phòng Nhân sự",
        "sent_at": "2026-11-26T14:05",
        "read": True,
    },
    {
        "id": "TH-0007",
        "folder": "inbox",
        "sender": "nguyetltm@saoviet.vn",
        "to": ["ketoan@saoviet.vn"],
        "subject": "Lịch khóa sổ tháng 12 và chuẩn bị quyết toán năm 2026",
        "body": "Các em thân mến,\n\nChị gửi lịch công việc cuối năm của phòng mình:\n- 15/12: "
        "Khải chốt đối chiếu công nợ phải thu với toàn bộ khách hàng, gửi biên bản đối chiếu cho "
        "khách.\n- 22/12: hạn cuối nhận chứng từ thanh toán, hoàn ứng năm 2026 của các phòng "
        "(Ngọc nhắc các phòng giúp chị).\n- 25/12: Thu Hà tổng hợp hóa đơn đầu vào, rà soát thuế "
        "GTGT quý IV.\n- 31/12: Tài kiểm kê quỹ tiền mặt, lập biên bản kiểm kê.\n- 05/01/2027: "
        "khóa sổ kế toán năm 2026.\n\nEm nào vướng việc gì thì báo chị sớm nhé.\n\nChị Nguyệt",
        "sent_at": "2026-12-01T08:10",
        "read": True,
        "labels": ["kế toán"],
    },
    {
        "id": "TH-0008",
        "folder": "inbox",
        "sender": "quyetnv@saoviet.vn",
        "to": ["all@saoviet.vn"],
        "subject": "Bảo trì hệ thống mạng và VPN tối thứ Bảy 12/12/2026",
        "body": "Kính gửi anh chị,\n\nBộ phận hỗ trợ CNTT sẽ nâng cấp tường lửa và máy chủ VPN từ "
        "20h00 thứ Bảy ngày 12/12/2026 đến 02h00 Chủ nhật ngày 13/12/2026. Trong thời gian này "
        "anh chị không truy cập được VPN, ổ đĩa dùng chung và các máy chủ nội bộ; AMIS và thư "
        "điện tử vẫn dùng bình thường.\n\nAnh chị vui lòng lưu và đóng các tệp đang mở trên ổ đĩa "
        "dùng chung trước 19h30. Nếu có sự cố sau bảo trì, anh chị tạo yêu cầu (ticket) cho IT "
        "trên AMIS giúp em.\n\nTrân trọng,\nNgô Văn Quyết\nBộ phận hỗ trợ CNTT — Phòng Hành chính",
        "sent_at": "2026-12-07T16:20",
        "read": True,
    },
    {
        "id": "TH-0009",
        "folder": "inbox",
        "sender": "tuanhm@saoviet.vn",
        "to": ["kinhdoanh@saoviet.vn"],
        "cc": ["huongptt@saoviet.vn"],
        "subject": "Kết quả kinh doanh tháng 11/2026",
        "body": "Chào cả nhà,\n\nAnh tổng hợp nhanh kết quả tháng 11:\n- Doanh số ký mới: "
        "1.245.000.000đ, đạt 92% kế hoạch tháng.\n- Nhóm miền Bắc (anh Đức Anh): 742.000.000đ; "
        "nhóm miền Nam (anh Tùng): 503.000.000đ.\n- Hợp đồng ký mới: 14; hợp đồng gia hạn: 9.\n\n"
        "Tháng 12 là tháng chốt năm, các em tập trung vào các cơ hội đang đàm phán và cập nhật đủ "
        "trạng thái trên AMIS CRM trước 17h thứ Sáu hằng tuần để anh tổng hợp.\n\nAnh Tuấn",
        "sent_at": "2026-12-01T17:45",
        "read": True,
    },
    {
        "id": "TH-0010",
        "folder": "inbox",
        "sender": "havt@saoviet.vn",
        "to": ["all@saoviet.vn"],
        "subject": "Nhắc: đăng ký tham dự tiệc tất niên trước 18/12",
        "body": "Chào các anh chị,\n\nTiếp theo thông báo của Phòng Hành chính, em nhắc các phòng "
        "gửi số người tham dự tiệc tất niên tối thứ Sáu 25/12/2026 cho em trước ngày 18/12/2026 "
        "để em chốt số bàn với nhà hàng. Hiện em mới nhận được đăng ký của Phòng Kế toán và Phòng "
        "Chăm sóc khách hàng.\n\nAnh chị ghi rõ số người, ai ăn chay thì báo em luôn nhé.\n\nEm "
        "cảm ơn.\nVũ Thu Hà\nChuyên viên C&B — Phòng Nhân sự",
        "sent_at": "2026-12-08T11:30",
        "read": False,
    },
    {
        "id": "TH-0011",
        "folder": "inbox",
        "sender": "havt.mkt@saoviet.vn",
        "to": ["all@saoviet.vn"],
        "subject": 'Cuộc thi ảnh "Sao Việt — Khoảnh khắc 2026"',
        "body": 'Chào cả nhà,\n\nNhân dịp cuối năm, Phòng Marketing tổ chức cuộc thi ảnh "Sao '
        'Việt — Khoảnh khắc 2026". Mỗi người gửi tối đa 3 ảnh về hoạt động của công ty trong năm '
        "(dự án, du lịch hè, sinh nhật, teambuilding...) vào thư mục Marketing/CuocThiAnh2026 "
        "trên ổ đĩa dùng chung, hạn cuối 20/12/2026. Ba ảnh được bình chọn nhiều nhất sẽ được "
        "trao giải tại tiệc tất niên.\n\nThân mến,\nVũ Thu Hà — Phòng Marketing",
        "sent_at": "2026-12-04T15:10",
        "read": True,
    },
    {
        "id": "TH-0012",
        "folder": "inbox",
        "sender": "baotq@saoviet.vn",
        "to": ["ketoan@saoviet.vn"],
        "cc": ["huongptt@saoviet.vn"],
        "subject": "Đề nghị thanh toán phí gia hạn máy chủ cloud năm 2027",
        "body": "Chào phòng Kế toán,\n\nPhòng Kỹ thuật đề nghị thanh toán phí gia hạn dịch vụ máy "
        "chủ cloud năm 2027 cho Công ty CP Dịch vụ Dữ liệu Bắc Sơn:\n- Gói dịch vụ: 6 máy chủ ảo "
        "và sao lưu dữ liệu, thời hạn 01/01/2027 – 31/12/2027.\n- Số tiền: 38.500.000đ (đã gồm "
        "VAT).\n- Hạn thanh toán theo thông báo của nhà cung cấp: 25/12/2026.\n\nĐề nghị thanh "
        "toán anh đã tạo trên AMIS, kèm thông báo phí của nhà cung cấp. Khoản này trên 20 triệu "
        "nên theo quy chế do chị Hương duyệt, anh cc chị Hương.\n\nTrân trọng,\nTrịnh Quốc Bảo\n"
        "Trưởng phòng Kỹ thuật",
        "sent_at": "2026-12-08T14:20",
        "read": False,
    },
    {
        "id": "TH-0013",
        "folder": "inbox",
        "sender": "kinhdoanh@bacsoncloud.vn",
        "to": ["baotq@saoviet.vn"],
        "cc": ["ketoan@saoviet.vn"],
        "subject": "Thông báo phí gia hạn dịch vụ cloud năm 2027",
        "body": "Kính gửi Quý khách hàng Công ty Cổ phần Công nghệ Sao Việt,\n\nCông ty CP Dịch "
        "vụ Dữ liệu Bắc Sơn trân trọng thông báo hợp đồng dịch vụ số 118/2025/HĐ-BS sẽ hết hạn "
        "vào ngày 31/12/2026. Phí gia hạn năm 2027 như sau:\n- 6 máy chủ ảo (4 vCPU, 16 GB RAM, "
        "200 GB SSD): 30.000.000đ\n- Dịch vụ sao lưu dữ liệu 2 TB: 5.000.000đ\n- Cộng: "
        "35.000.000đ; thuế GTGT 10%: 3.500.000đ; tổng cộng: 38.500.000đ.\n\nQuý khách vui lòng "
        "thanh toán trước ngày 25/12/2026 vào tài khoản số 1903 5568 2210 19 tại Ngân hàng TMCP "
        "Kỹ thương Việt Nam (Techcombank) — Chi nhánh Thăng Long, chủ tài khoản: Công ty CP Dịch "
        "vụ Dữ liệu Bắc Sơn.\n\nTrân trọng,\nNguyễn Thanh Bình\nPhòng Kinh doanh — Bắc Sơn Cloud\n"
        "ĐT: 024 3566 8120",
        "sent_at": "2026-12-01T09:15",
        "read": True,
        "labels": ["nhà cung cấp"],
    },
    {
        "id": "TH-0014",
        "folder": "archive",
        "sender": "khaidv@saoviet.vn",
        "to": ["ngocntb@saoviet.vn"],
        "subject": "Re: Đối chiếu công nợ tháng 11",
        "body": "Ngọc ơi,\n\nAnh xem rồi, số liệu khớp với sổ chi tiết công nợ, chỉ có khoản thu "
        "10.000.000đ của Minh Phát ngày 12/11 em ghi nhầm sang tháng 10, em sửa lại giúp anh nhé. "
        "Sửa xong em gửi anh bản cuối để anh trình chị Nguyệt.\n\nAnh Khải",
        "sent_at": "2026-12-03T09:05",
        "read": True,
        "labels": ["công nợ"],
        "in_reply_to": "TH-0004",
    },
    {
        "id": "TH-0015",
        "folder": "sent",
        "sender": "ngocntb@saoviet.vn",
        "to": ["khaidv@saoviet.vn"],
        "subject": "Re: Đối chiếu công nợ tháng 11",
        "body": "Dạ em sửa rồi ạ, em gửi lại anh file bản cuối đính kèm nhé.\n\nNgọc",
        "sent_at": "2026-12-03T14:30",
        "read": True,
        "labels": ["công nợ"],
        "in_reply_to": "TH-0014",
    },
    {
        "id": "TH-0016",
        "folder": "inbox",
        "sender": "yenct@saoviet.vn",
        "to": ["all@saoviet.vn"],
        "subject": "Thông báo lịch nghỉ Tết Dương lịch 2027",
        "body": "Kính gửi toàn thể anh chị,\n\nPhòng Hành chính thông báo lịch nghỉ Tết Dương "
        "lịch năm 2027: toàn công ty nghỉ 01 ngày vào thứ Sáu ngày 01/01/2027, làm việc lại bình "
        "thường từ thứ Hai ngày 04/01/2027.\n\nPhòng Chăm sóc khách hàng và bộ phận hỗ trợ CNTT "
        "đăng ký lịch trực với trưởng phòng trước ngày 24/12/2026.\n\nTrân trọng,\nCao Thị Yến\n"
        "Phòng Hành chính",
        "sent_at": "2026-12-04T10:00",
        "read": True,
    },
    {
        "id": "TH-0017",
        "folder": "inbox",
        "sender": "toanbv@saoviet.vn",
        "to": ["all@saoviet.vn"],
        "subject": "Giới thiệu ứng viên Lập trình viên Backend (Java) — thưởng 5 triệu",
        "body": "Chào anh chị,\n\nCông ty đang tuyển 02 Lập trình viên Backend (Java) cho Phòng "
        "Kỹ thuật, mức lương 20–30 triệu đồng/tháng, yêu cầu tối thiểu 2 năm kinh nghiệm "
        "Java/Spring Boot. Anh chị có bạn bè, người quen phù hợp xin gửi CV cho em qua "
        'tuyendung@saoviet.vn, tiêu đề ghi "[Giới thiệu] Họ tên ứng viên".\n\nNgười giới thiệu '
        "được thưởng 5.000.000đ khi ứng viên trúng tuyển và hoàn thành thử việc.\n\nEm cảm ơn,\n"
        "Bùi Văn Toàn\nChuyên viên tuyển dụng — Phòng Nhân sự",
        "sent_at": "2026-11-30T09:40",
        "read": True,
    },
    {
        "id": "TH-0018",
        "folder": "inbox",
        "sender": "khoi.vd@dongaconstruction.vn",
        "to": ["cskh@saoviet.vn"],
        "cc": ["tungpt@saoviet.vn"],
        "subject": "Phản ánh: lỗi đồng bộ phiếu xuất kho công trường Vĩnh Phúc chưa được xử lý",
        "body": "Kính gửi bộ phận Chăm sóc khách hàng Sao Việt,\n\nTừ ngày 02/12/2026, phiếu xuất "
        "kho lập trên ứng dụng di động tại công trường Vĩnh Phúc không đồng bộ được về phần mềm ở "
        'văn phòng, báo lỗi "Hết thời gian chờ kết nối". Bên tôi đã gọi tổng đài hai lần (ngày '
        "03/12 và 07/12) nhưng đến nay vẫn chưa có kỹ thuật viên liên hệ. Kế toán kho của chúng "
        "tôi đang phải nhập tay gần 200 phiếu, ảnh hưởng tới việc chốt số liệu cuối năm.\n\nĐề "
        "nghị Quý công ty xử lý dứt điểm trong tuần này và cho biết nguyên nhân.\n\nTrân trọng,\n"
        "Vương Đình Khôi\nTrưởng phòng Mua hàng — Công ty Cổ phần Xây dựng Đông Á\nĐT: 0915 774 "
        "209",
        "sent_at": "2026-12-08T09:20",
        "read": False,
    },
    {
        "id": "TH-0019",
        "folder": "inbox",
        "sender": "khoi.vd@dongaconstruction.vn",
        "to": ["tungpt@saoviet.vn"],
        "cc": ["kinhdoanh@saoviet.vn"],
        "subject": "Đề nghị báo giá mở rộng thêm 2 công trường",
        "body": "Chào anh Tùng,\n\nTiếp theo buổi làm việc ngày 27/11, Đông Á dự kiến mở thêm 2 "
        "công trường tại Bắc Ninh và Hưng Yên từ tháng 2/2027. Anh gửi giúp tôi báo giá mở rộng "
        "phần mềm cho 2 công trường này (bản quyền, triển khai, đào tạo), tách riêng từng hạng "
        "mục, trước ngày 15/12/2026 để tôi trình Ban Giám đốc cùng phương án 3 công trường anh đã "
        "gửi.\n\nTrân trọng,\nVương Đình Khôi\nTrưởng phòng Mua hàng — Công ty Cổ phần Xây dựng "
        "Đông Á",
        "sent_at": "2026-12-04T10:35",
        "read": True,
    },
    {
        "id": "TH-0020",
        "folder": "inbox",
        "sender": "accounting@minhphatjsc.com",
        "to": ["ketoan@saoviet.vn"],
        "subject": "Đề nghị gia hạn thanh toán hóa đơn HD-0008",
        "body": "Kính gửi Phòng Kế toán Công ty Cổ phần Công nghệ Sao Việt,\n\nMinh Phat JSC đã "
        "nhận hóa đơn HD-0008 ngày 10/10/2026, số tiền 30.800.000đ (phí bản quyền năm 2026). Do "
        "đang chờ giải ngân khoản vay vốn lưu động, chúng tôi đề nghị Quý công ty cho phép gia "
        "hạn thời hạn thanh toán hóa đơn này đến hết ngày 22/12/2026.\n\nRất mong nhận được sự hỗ "
        "trợ của Quý công ty.\n\nTrân trọng,\nTrần Minh Khoa\nKế toán trưởng — Minh Phat JSC\n112 "
        "Cộng Hòa, phường Tân Sơn Nhất, TP. Hồ Chí Minh",
        "sent_at": "2026-12-08T15:50",
        "read": False,
        "labels": ["công nợ"],
    },
    {
        "id": "TH-0021",
        "folder": "inbox",
        "sender": "duc.pv@minhphat.com.vn",
        "to": ["nhungnth@saoviet.vn"],
        "cc": ["anhvd@saoviet.vn", "ketoan@saoviet.vn"],
        "subject": "Trao đổi về gia hạn bản quyền phần mềm năm 2027",
        "body": "Chào em Nhung,\n\nAnh đã nhận báo giá gia hạn bản quyền phần mềm bán hàng năm "
        "2027, tổng giá trị 64.000.000đ. Minh Phát muốn ký gia hạn một lần 2 năm (2027–2028) nếu "
        "Sao Việt hỗ trợ chiết khấu 10% và bổ sung 5 tài khoản người dùng. Em trao đổi với lãnh "
        "đạo và phản hồi anh trước ngày 20/12 nhé. Anh gửi kèm phòng Kế toán bên em để nếu ký "
        "gia hạn 2 năm thì bên em xuất hóa đơn theo từng năm giúp anh.\n\nPhạm Văn Đức\nGiám "
        "đốc — Công ty TNHH Thương mại Minh Phát",
        "sent_at": "2026-12-02T16:10",
        "read": True,
    },
    {
        "id": "TH-0022",
        "folder": "inbox",
        "sender": "hang.dt@annhienfood.vn",
        "to": ["ketoan@saoviet.vn"],
        "subject": "Đề nghị gửi biên bản nghiệm thu phân hệ kho",
        "body": "Chào Phòng Kế toán Sao Việt,\n\nĐể hoàn thiện hồ sơ thanh toán phí triển khai "
        "phân hệ kho, bên em cần bản scan biên bản nghiệm thu có đủ chữ ký hai bên và bản thể "
        "hiện của hóa đơn điện tử. Anh chị gửi giúp em qua email này nhé.\n\nEm cảm ơn.\nĐào Thị "
        "Hằng\nKế toán — Công ty TNHH Thực phẩm Sạch An Nhiên",
        "sent_at": "2026-12-03T10:20",
        "read": True,
    },
    {
        "id": "TH-0023",
        "folder": "inbox",
        "sender": "longnh.dev@gmail.com",
        "to": ["toanbv@saoviet.vn"],
        "subject": "Xác nhận tham dự phỏng vấn vị trí Lập trình viên Backend (Java)",
        "body": "Chào anh Toàn,\n\nEm xin xác nhận sẽ tham dự buổi phỏng vấn vị trí Lập trình "
        "viên Backend (Java) lúc 15h00 thứ Năm ngày 10/12/2026 tại Phòng Cúc, tầng 3, tòa nhà Sao "
        "Việt, 18 Duy Tân. Em có cần mang theo bản in CV hay giấy tờ gì thêm không ạ?\n\nEm cảm "
        "ơn anh.\nNguyễn Hoàng Long\nĐT: 0971 338 096",
        "sent_at": "2026-12-08T10:05",
        "read": True,
        "labels": ["tuyển dụng"],
    },
    {
        "id": "TH-0024",
        "folder": "inbox",
        "sender": "thaont.qa@gmail.com",
        "to": ["tuyendung@saoviet.vn"],
        "subject": "Ứng tuyển vị trí Kiểm thử viên phần mềm — Nguyễn Thị Thanh Thảo",
        "body": "Kính gửi anh/chị phụ trách tuyển dụng,\n\nEm là Nguyễn Thị Thanh Thảo, tốt "
        "nghiệp Cử nhân Công nghệ thông tin, Đại học Thủy lợi năm 2022. Em có 2 năm kinh nghiệm "
        "kiểm thử thủ công và 1 năm kiểm thử tự động bằng Selenium tại Công ty TNHH Phần mềm Hòa "
        "Bình. Em thấy tin tuyển vị trí Kiểm thử viên phần mềm của Sao Việt trên TopCV và xin gửi "
        "CV đính kèm.\n\nEm rất mong có cơ hội được trao đổi thêm với Quý công ty.\n\nTrân "
        "trọng,\nNguyễn Thị Thanh Thảo\nĐT: 0386 215 904",
        "sent_at": "2026-12-06T21:14",
        "read": False,
    },
    {
        "id": "TH-0025",
        "folder": "inbox",
        "sender": "datiec@tieccuoihoasen.vn",
        "to": ["hanhchinh@saoviet.vn"],
        "cc": ["phucmv@saoviet.vn"],
        "subject": "Xác nhận đặt tiệc tất niên ngày 25/12/2026 — Công ty CP Công nghệ Sao Việt",
        "body": "Kính gửi anh Phúc,\n\nTrung tâm tiệc cưới Hoa Sen xin xác nhận đặt tiệc của Quý "
        "công ty:\n- Thời gian: 18h30 thứ Sáu ngày 25/12/2026, sảnh Sen Vàng, tầng 2.\n- Dự kiến: "
        "5 bàn (10 khách/bàn), thực đơn số 3, đơn giá 4.200.000đ/bàn (chưa gồm đồ uống).\n- Đặt "
        "cọc: 10.000.000đ, chuyển khoản trước ngày 11/12/2026.\n\nQuý công ty vui lòng chốt số "
        "bàn chính thức trước ngày 21/12/2026; số bàn thực tế được tăng hoặc giảm tối đa 1 bàn so "
        "với số đã chốt.\n\nTrân trọng,\nLê Thị Hồng Vân\nBộ phận đặt tiệc — Trung tâm tiệc cưới "
        "Hoa Sen\n18 Hoàng Quốc Việt, phường Nghĩa Đô, Hà Nội — ĐT: 024 3756 2288",
        "sent_at": "2026-12-05T09:30",
        "read": True,
        "labels": ["tất niên"],
    },
    {
        "id": "TH-0026",
        "folder": "archive",
        "sender": "kinhdoanh@phugia-office.vn",
        "to": ["hanhchinh@saoviet.vn"],
        "subject": "Báo giá mực in và bảo dưỡng máy in tháng 12/2026",
        "body": "Kính gửi Phòng Hành chính Công ty CP Công nghệ Sao Việt,\n\nCông ty TNHH Thiết "
        "bị Văn phòng Phú Gia xin gửi báo giá:\n1. Hộp mực HP 26A chính hãng: 1.850.000đ/hộp.\n2. "
        "Hộp mực Canon 337: 1.290.000đ/hộp.\n3. Bảo dưỡng định kỳ máy in, máy photocopy: "
        "350.000đ/máy/lần.\nGiá đã gồm VAT, giao hàng miễn phí trong nội thành Hà Nội. Báo giá có "
        "hiệu lực đến hết ngày 31/12/2026.\n\nTrân trọng,\nĐoàn Văn Thắng\nPhòng Kinh doanh — Phú "
        "Gia Office\nĐT: 0904 318 526",
        "sent_at": "2026-11-27T14:00",
        "read": True,
        "labels": ["nhà cung cấp"],
    },
    {
        "id": "TH-0027",
        "folder": "inbox",
        "sender": "ketoan@vpphaitien.vn",
        "to": ["ketoan@saoviet.vn"],
        "subject": "Hóa đơn văn phòng phẩm tháng 11/2026",
        "body": "Kính gửi Phòng Kế toán Công ty CP Công nghệ Sao Việt,\n\nVăn phòng phẩm Hải Tiến "
        "gửi Quý công ty hóa đơn điện tử số 0001542 ngày 30/11/2026 cho đơn hàng văn phòng phẩm "
        "tháng 11, tổng tiền 3.245.000đ (đã gồm VAT). Quý công ty vui lòng thanh toán trước ngày "
        "15/12/2026 vào tài khoản số 0021 0004 58261 tại Ngân hàng TMCP Ngoại thương Việt Nam "
        "(Vietcombank) — Chi nhánh Hà Nội, chủ tài khoản: Công ty TNHH Văn phòng phẩm Hải Tiến.\n"
        "\nTrân trọng,\nPhạm Thu Thủy\nKế toán — Công ty TNHH Văn phòng phẩm Hải Tiến\nĐT: 024 "
        "3642 7719",
        "sent_at": "2026-11-30T15:25",
        "read": True,
        "labels": ["nhà cung cấp"],
    },
    {
        "id": "TH-0028",
        "folder": "inbox",
        "sender": "haitien.vpp.ketoan@gmail.com",
        "to": ["ketoan@saoviet.vn"],
        "subject": "THÔNG BÁO THAY ĐỔI TÀI KHOẢN NHẬN THANH TOÁN",
        "body": "Kính gửi Quý khách hàng,\n\nDo tài khoản cũ tại Vietcombank đang được ngân hàng "
        "rà soát, từ ngày 08/12/2026 Văn phòng phẩm Hải Tiến nhận thanh toán qua tài khoản mới:\n"
        "Số tài khoản: 8801 2739 6154\nNgân hàng: Ngân hàng TMCP Phương Đông (OCB)\nChủ tài "
        "khoản: PHAM THU THUY\n\nĐề nghị Quý công ty chuyển khoản hóa đơn số 0001542 (3.245.000đ) "
        "vào tài khoản mới ngay trong hôm nay để tránh phát sinh phí phạt chậm thanh toán. Mọi "
        "thắc mắc xin trả lời trực tiếp vào email này do đường dây điện thoại của công ty đang "
        "bảo trì.\n\nTrân trọng,\nPhạm Thu Thủy\nKế toán Hải Tiến",
        "sent_at": "2026-12-08T17:52",
        "read": False,
    },
    {
        "id": "TH-0029",
        "folder": "inbox",
        "sender": "nguyetltm.saoviet@gmail.com",
        "to": ["ketoan@saoviet.vn"],
        "subject": "GẤP: gửi chị danh sách công nợ khách hàng",
        "body": "Em ơi,\n\nChị đang làm việc với đoàn kiểm toán bên ngoài, máy tính công ty không "
        "vào được mail nên chị dùng mail này. Em xuất giúp chị danh sách công nợ phải thu của tất "
        "cả khách hàng (tên khách hàng, số hóa đơn, số tiền, hạn thanh toán) từ AMIS rồi gửi ngay "
        "vào địa chỉ này trước 10h nhé, đoàn đang cần gấp.\n\nChị họp liên tục nên không nghe "
        "điện thoại được, em cứ gửi mail là được.\n\nChị Nguyệt\nKế toán trưởng",
        "sent_at": "2026-12-09T08:47",
        "read": False,
    },
    {
        "id": "TH-0030",
        "folder": "trash",
        "sender": "no-reply@amis-misa-vn.com",
        "to": ["all@saoviet.vn"],
        "subject": "[MISA AMIS] Tài khoản của bạn sẽ bị tạm khóa sau 24 giờ",
        "body": "Kính gửi Quý khách,\n\nHệ thống phát hiện đăng nhập bất thường vào tài khoản "
        "MISA AMIS của bạn. Để tránh bị tạm khóa, vui lòng xác minh lại mật khẩu trong vòng 24 "
        "giờ tại đường dẫn: http://amis-misa-vn.com/xac-minh\n\nTrân trọng,\nĐội ngũ MISA AMIS",
        "sent_at": "2026-12-07T06:12",
        "read": True,
    },
    {
        "id": "TH-0031",
        "folder": "archive",
        "sender": "thongbao@misa.com.vn",
        "to": ["ketoan@saoviet.vn"],
        "subject": "[MISA] Thông báo nâng cấp AMIS Kế toán phiên bản R28",
        "body": "Kính gửi Quý khách hàng,\n\nMISA trân trọng thông báo sẽ nâng cấp phần mềm AMIS "
        "Kế toán lên phiên bản R28 từ 22h00 thứ Bảy ngày 19/12/2026 đến 02h00 Chủ nhật ngày "
        "20/12/2026. Trong thời gian nâng cấp, Quý khách tạm thời không sử dụng được phần mềm. "
        "Phiên bản mới cập nhật mẫu báo cáo tài chính và bổ sung tính năng đối chiếu công nợ tự "
        "động.\n\nChi tiết xin xem trên trang hỗ trợ của MISA AMIS hoặc liên hệ nhân viên chăm "
        "sóc khách hàng phụ trách Quý công ty.\n\nTrân trọng,\nCông ty Cổ phần MISA",
        "sent_at": "2026-12-04T08:00",
        "read": True,
    },
    {
        "id": "TH-0032",
        "folder": "inbox",
        "sender": "quyetnv@saoviet.vn",
        "to": [
            "oanhdtk@saoviet.vn",
            "yenct@saoviet.vn",
            "hantt@saoviet.vn",
            "hungnv3@saoviet.vn",
            "hongdt@saoviet.vn",
            "anhptn@saoviet.vn",
            "tailv@saoviet.vn",
        ],
        "subject": "Mời tham dự đào tạo an toàn thông tin đợt 2: nhận diện email lừa đảo",
        "body": "Chào anh chị,\n\nSau đợt 1 tháng 10, bộ phận hỗ trợ CNTT mời anh chị chưa tham "
        "dự tham gia đào tạo an toàn thông tin đợt 2:\n- Thời gian: 15h00–17h00 thứ Sáu ngày "
        "18/12/2026.\n- Địa điểm: Phòng Lan (PH-03), tầng 4.\n- Nội dung: nhận diện email lừa "
        "đảo, giả danh lãnh đạo, đề nghị đổi số tài khoản; cách báo cáo thư đáng ngờ theo Quy "
        "định bảo mật thông tin.\n\nAnh chị mang theo máy tính xách tay để thực hành. Trong lúc "
        "chờ đào tạo, nếu nhận được thư đáng ngờ, anh chị đừng làm theo nội dung thư và tạo yêu "
        "cầu (ticket) cho IT ngay trong ngày giúp em.\n\nTrân trọng,\nNgô Văn Quyết\nBộ phận hỗ "
        "trợ CNTT — Phòng Hành chính",
        "sent_at": "2026-12-02T11:00",
        "read": True,
    },
    {
        "id": "TH-0033",
        "folder": "inbox",
        "sender": "hantt@saoviet.vn",
        "to": ["all@saoviet.vn"],
        "subject": "Nộp hóa đơn đầu vào tháng 12 trước ngày 22/12",
        "body": "Chào các anh chị,\n\nĐể kịp kê khai thuế GTGT quý IV/2026, Phòng Kế toán đề nghị "
        "các phòng nộp đầy đủ hóa đơn đầu vào (hóa đơn điện tử hoặc bản thể hiện) của các khoản "
        "chi trong tháng 12 trước ngày 22/12/2026. Hóa đơn phải ghi đúng tên, địa chỉ và mã số "
        "thuế của công ty; hóa đơn sai thông tin sẽ không được thanh toán.\n\nEm cảm ơn.\nNguyễn "
        "Thị Thu Hà\nKế toán thuế — Phòng Kế toán",
        "sent_at": "2026-12-07T13:40",
        "read": True,
    },
    {
        "id": "TH-0034",
        "folder": "inbox",
        "sender": "vinhlq@saoviet.vn",
        "to": ["ngocntb@saoviet.vn"],
        "subject": "Nộp chứng từ hoàn ứng chuyến công tác Hải Phòng",
        "body": "Chị Ngọc ơi,\n\nEm đã nộp chứng từ chuyến công tác Hải Phòng từ 30/11 đến 02/12: "
        "em đã tạm ứng 5.000.000đ, tổng chi thực tế theo chứng từ là 7.350.000đ, công ty cần hoàn "
        "thêm cho em 2.350.000đ. Bản gốc hóa đơn khách sạn và vé xe em để ở khay hồ sơ của chị.\n"
        "\nEm cảm ơn chị.\nLê Quang Vinh — Phòng Kinh doanh",
        "sent_at": "2026-12-04T16:30",
        "read": True,
    },
    {
        "id": "TH-0035",
        "folder": "sent",
        "sender": "ngocntb@saoviet.vn",
        "to": ["tailv@saoviet.vn"],
        "cc": ["nguyetltm@saoviet.vn"],
        "subject": "Kế hoạch chi quỹ tiền mặt tuần 07–11/12",
        "body": "Anh Tài ơi,\n\nEm gửi anh kế hoạch chi tiền mặt tuần này:\n- Thứ Ba 08/12: hoàn "
        "ứng công tác phí cho anh Vinh phòng Kinh doanh, 2.350.000đ.\n- Thứ Năm 10/12: mua quà "
        "tặng khách hàng cuối năm theo đề nghị đã duyệt của phòng Marketing, 6.800.000đ.\n- Thứ "
        "Sáu 11/12: mua nước uống và đồ dùng pantry tháng 12 theo đề nghị của Phòng Hành chính, "
        "1.750.000đ.\n\nChứng từ em để trong khay hồ sơ chờ chi, anh kiểm tra giúp em nhé.\n\nNgọc",
        "sent_at": "2026-12-07T08:40",
        "read": True,
    },
    {
        "id": "TH-0036",
        "folder": "sent",
        "sender": "ngocntb@saoviet.vn",
        "to": ["yenct@saoviet.vn"],
        "subject": "Đăng ký văn phòng phẩm tháng 12 — Phòng Kế toán",
        "body": "Chào Yến,\n\nPhòng Kế toán đăng ký văn phòng phẩm tháng 12 như sau:\n- Giấy A4: "
        "10 ram\n- Bìa còng 7 cm: 15 chiếc\n- Bút bi xanh: 2 hộp\n- Sổ ghi chép: 6 quyển\n\nEm "
        "nhận giúp chị nhé. Cảm ơn em.\nNgọc",
        "sent_at": "2026-12-01T10:45",
        "read": True,
    },
    {
        "id": "TH-0037",
        "folder": "drafts",
        "sender": "ngocntb@saoviet.vn",
        "to": ["nguyetltm@saoviet.vn"],
        "subject": "Báo cáo chi phí quản lý tháng 11/2026",
        "body": "Chị Nguyệt ơi,\n\nEm gửi chị báo cáo chi phí quản lý tháng 11: tổng chi "
        "186.420.000đ, tăng 6% so với tháng 10, chủ yếu do chi phí thuê máy chủ và in ấn tài liệu "
        "hội thảo. Chi tiết từng khoản em để trong file đính kèm.",
        "sent_at": "2026-12-08T17:30",
        "read": True,
        "draft": True,
    },
]

MAIL = {"messages": MESSAGES, "groups": GROUPS, "templates": TEMPLATES}
