# Reversi (uz): the rules, their history and the tutorial's scenes, steps and answers,
# the archive's, the diagram's and the embed snippet's dialogs and the
# analysis's report,
# fetched after the page's first paint; the keys are English's (later/en.ftl).
rules-classic-1 = Oʻyin boʻsh taxtada boshlanadi. Qora va qizilning har birida 32 tadan dona bor; birinchi boʻlib qora yuradi.
rules-classic-2 = Dastlabki toʻrtta dona navbatma-navbat markazdagi toʻrtta katakka — d4, e4, d5 va e5 ga istalgan tartibda qoʻyiladi. Hech narsa aylanmaydi, yurishni oʻtkazib yuborish yoki boshqa joyga qoʻyish mumkin emas.
rules-classic-3 = Shundan soʻng donani shunday qoʻyish kerakki, u bilan oʻzingizning boshqa donangiz orasida raqib donalarining kamida bitta toʻgʻri qatori (gorizontal, vertikal yoki diagonal) oʻrab olinsin. Oʻrab olingan har bir qator sizning rangingizga aylanadi.
rules-classic-4 = Bunday katak boʻlmasa, yurishni oʻtkazib yuborasiz.
rules-classic-5 = Donalar faqat qoʻyilganda sarflanadi, aylantirish ularni sarflamaydi. 32 ta donasining hammasini qoʻyib boʻlgan oʻyinchi boshqa yura olmaydi, qolgan yurishlarni raqibi qiladi.
rules-classic-6 = Ikkala oʻyinchi ham yura olmay qolganda oʻyin tugaydi. Taxtada donasi koʻp boʻlgan oʻyinchi yutadi; boʻsh kataklar hech kimga hisoblanmaydi.
history-classic-1 = Reversi 1880-yillarda Viktoriya davri Angliyasida paydo boʻlgan. Ikki ingliz — Lyuis Uoterman va Jon U. Mollett — har biri oʻyinni oʻzi ixtiro qilganini daʼvo qilib, bir-birini firibgarlikda ayblagan. Oʻyinning birinchi ishonchli tavsifi 1886-yil avgustida The Saturday Review jurnalida chiqqan, oʻyin esa 1888-yildan sotuvda boʻlgan.
history-classic-2 = Bu qoidalar Mollettning The Handbook of Reversi (1889) va Uotermanning Reversi and Go Bang (1890) kitoblarida keltirilgan. Erkin dastlabki toʻrt yurish va 32 ta donalik zaxira — zamonaviy Otellodan asosiy farqlar.
history-classic-3 = Reversi XIX asr oxirida Angliyada juda mashhur boʻlib, butun Yevropaga tarqalgan — 1893-yilda uni bir nemis nashriyoti chiqargan, — biroq XX asr boshida qiziqish soʻnib, 1973-yilga kelib oʻyin deyarli unutilgan edi.
rules-free-1 = Oʻyin boʻsh taxtada boshlanadi; birinchi boʻlib qora yuradi.
rules-free-2 = Dastlabki toʻrtta dona navbatma-navbat markazdagi toʻrtta katakka qoʻyiladi. Hech narsa aylanmaydi. Agar har bir rang bitta diagonalda qolsa, xoch shaklidagi boshlanish hosil boʻladi; agar bir rangning ikki donasi yonma-yon tursa — parallel boshlanish.
rules-free-3 = Shundan soʻng har bir yurish raqib donalarining kamida bitta qatorini oʻrab olib aylantirishi kerak. Bunday katak boʻlmasa, yurishni oʻtkazib yuborasiz.
rules-free-4 = 32 ta dona cheklovi yoʻq: taxta toʻliq toʻlishi mumkin.
rules-free-5 = Ikkala oʻyinchi ham yura olmay qolganda oʻyin tugaydi; donasi koʻp boʻlgan yutadi.
history-free-1 = Asl qoidalar boshlangʻich holatni belgilamagan: oʻyin boʻsh taxtada boshlanar, har bir oʻyinchining dastlabki ikki donasi markaziy kataklarga qoʻyilar edi — xuddi shu yerdagidek.
history-free-2 = Asl oʻyinda har bir oʻyinchi 32 ta dona bilan cheklangan edi. Bu cheklov XX asr boshida bekor qilingan va bu variantda u yoʻq.
rules-othello-1 = Oʻyin xoch shaklida turgan toʻrtta dona bilan boshlanadi: oq d4 va e5 da, qora d5 va e4 da. Birinchi boʻlib qora yuradi.
rules-othello-2 = Har bir yurish yangi dona bilan oʻzingizning boshqa donangiz orasida raqib donalarining kamida bitta toʻgʻri qatorini oʻrab olib aylantirishi kerak.
rules-othello-3 = Bunday katak boʻlmasa, yurishni oʻtkazib yuborasiz. Donalar soni cheklanmagan.
rules-othello-4 = Ikkala oʻyinchi ham yura olmay qolganda oʻyin tugaydi. Donasi koʻp boʻlgan yutadi, boʻsh kataklar esa gʻolibning hisobiga qoʻshiladi.
history-othello-1 = Goro Xasegava 1973-yilda Yaponiyada oʻyinning oʻz versiyasini Otello nomi bilan chiqargan. U har bir oʻyinning boshlanishi sifatida xochni belgilagan va bugun koʻpchilik oʻyinchilar faqat shu boshlanishni biladi.
history-othello-2 = Otelloning butun dunyodagi muvaffaqiyati Reversi nomini ham qaytardi, garchi bugun bu nom bilan sotiladigan koʻplab oʻyinlar Otello qoidalariga amal qilsa ham. Ikkala oʻyinning oʻyin jarayoni bir xil, lekin tarixi va qoidalarining tafsilotlari farq qiladi.
tutorial-scene-1 = Reversi shu 8 × 8 taxtada qora va qizil donalar bilan oʻynaladi. Har bir oʻyinchida 32 ta dona bor, ular taxta yonidagi lotoklarda koʻrinadi: qoʻyilgan dona lotokdan chiqadi. Birinchi boʻlib qora yuradi.
tutorial-scene-2 = Oʻyin boʻsh taxtada boshlanadi. Dastlabki toʻrtta dona ajratib koʻrsatilgan toʻrtta markaziy katakka navbatma-navbat qoʻyiladi: qora, qizil, qora, qizil — har biri istalgan boʻsh markaziy katakka. Toʻrttalasini ham qoʻying.
tutorial-scene-3 = Boshlangʻich holatni oʻyinchilar tanlaydi. Bu yerda har bir rangning ikki donasi yonma-yon turibdi: bu parallel boshlanish. Eski ingliz toʻplamlarida koʻpincha shunday boshlashgan. Boshqa boshlanishni koʻrish uchun «Keyingi» tugmasini bosing.
tutorial-scene-4 = Bu yerda har bir rang bitta diagonalni egallagan: bu xoch. Zamonaviy Otello doim xoch bilan boshlanadi; klassik Reversida esa oʻyinchilar oʻzlari tanlaydi.
tutorial-scene-5 = Endi har bir dona oʻrab olishi kerak: yangi dona bilan oʻzingizning boshqa donangiz orasida boshqa rangdagi toʻgʻri qator qolishi lozim. Qora d6 ga yuradi: qizil d5 d6 bilan d4 orasida turibdi. d6 ga dona qoʻying va d5 qanday aylanishini koʻring.
tutorial-scene-6 = Qoraning yurishi. Dona aylantiradigan yurish toping: bu safar mumkin boʻlgan yurishlar belgilanmagan. Istalgan katakni sinab koʻring: agar mumkin boʻlmasa, sababini aytamiz va mumkin boʻlgan yurishlar koʻrinadi.
tutorial-scene-7 = Bitta dona bir necha qatorni oʻrab olishi mumkin. Qora e3 chapdagi d3 ni, diagonaldagi d4 ni va pastdagi e4 ni oʻrab oladi, uchalasi ham aylanadi. e3 ga dona qoʻying.
tutorial-scene-8 = Qoʻyishga joyi boʻlmagan oʻyinchi yurishni oʻtkazib yuboradi. Qora f1 ga yurganidan keyin qizilning qoʻyishga joyi qolmaydi, shuning uchun qizil yurishni oʻtkazib yuboradi va qora yana yuradi.
tutorial-scene-9 = Qora 32 ta donasining hammasini qoʻyib boʻldi, shuning uchun endi yura olmaydi: aylantirilgan donalar lotokka qaytmaydi. Qolgan yurishlarni qizil qiladi.
tutorial-scene-10 = Ikkala oʻyinchi ham yura olmay qolganda oʻyin tugaydi. Taxtada donasi koʻp boʻlgan oʻyinchi yutadi; boʻsh kataklar hech kimga hisoblanmaydi.
tutorial-scene-11 = Oʻyin mana shu. Kompyuterga qarshi yoki shu qurilmada doʻstingiz bilan haqiqiy oʻyin boshlang.
archive-empty = Faylda birorta ham oʻyin yoʻq.
archive-too-long = Fayl import qilish uchun juda katta ({ $kilobytes } KB dan ortiq).
archive-not-ours = Bu ushbu ilovada saqlangan oʻyinlar fayli emas: uning birinchi qatori “{ $header }” boʻlishi kerak.
archive-line = Faylning { $line }-qatorini oʻqib boʻlmadi: { $reason }. Hech narsa import qilinmadi.
archive-line-shape = maydonlar nom=qiymat koʻrinishida boʻlishi va tabulyatsiya bilan ajratilishi kerak
archive-line-missing = “{ $field }” maydoni yoʻq
archive-line-unknown = nomaʼlum maydon: “{ $field }”
archive-line-date = sana 2026-12-01T18:30Z koʻrinishida boʻlishi kerak
archive-line-result = yozilgan natija yurishlarga mos kelmaydi
archive-title = Shu qurilmadagi oʻyinlar
archive-intro = Shu yerda tugagan har bir oʻyin shu qurilmada saqlanadi, eng yangisi tepada.
archive-none = Hali tugagan oʻyin yoʻq.
archive-current = Davom etmoqda
archive-unfinished = Tugallanmagan
archive-result = { $result }, { $winner }:{ $loser }
archive-versus = { $black } — { $second }
archive-review = Koʻrib chiqish
archive-delete = Oʻchirish
archive-delete-ask = Bu oʻyin butunlay oʻchirilsinmi?
archive-delete-yes = Ha, oʻchirilsin
archive-delete-no = Qoldirish
archive-deleted = Oʻyin oʻchirildi.
archive-export = Barcha oʻyinlarni eksport qilish
archive-export-ggf = Otello oʻyinlarini eksport qilish (GGF)
archive-import = Oʻyinlar faylini import qilish
archive-imported = Qoʻshilgan oʻyinlar: { $added }. Avvaldan bor edi: { $already }.
archive-opened = Oʻyin taxtada: yurishlar roʻyxatida uni yurishma-yurish koʻrib chiqing.
archive-close = Yopish
diagram-title = Holat diagrammasi
diagram-intro = Taxtadagi holatning rasmi — klub sahifasi yoki chop etish uchun.
diagram-coords = Koordinatalar
diagram-numbers = Raqamlangan yurishlar
diagram-numbers-none = Raqamsiz
diagram-numbers-last = Oxirgi yurish
diagram-numbers-count = Oxirgi { $count } ta yurish
diagram-numbers-all = Barcha yurishlar
diagram-look = Taxta koʻrinishi
diagram-look-classic = Klassik: och jigarrang ustida qora va qizil
diagram-look-othello = Otello: yashil ustida qora va oq
diagram-side = Kimning navbati ekanini koʻrsatish
diagram-svg = SVG yuklab olish
diagram-png = PNG yuklab olish ({ $width } × { $height } piksel)
diagram-image-title = { $number }-yurishdan keyingi reversi holati
diagram-png-failed = Bu brauzer PNG rasmni chiza olmadi; SVG-ni yuklab olish ishlayveradi.
diagram-close = Yopish
embed-title = Saytingizga joylash
embed-intro = Buni saytingiz sahifasiga qoʻying. Oʻyin freym ichida ishlaydi va tashrifchilaringizning oʻz oʻyinlari ustidan hech narsa saqlamaydi.
embed-this-game = Shu oʻyin yurishlarini qoʻshish
embed-look = Taxta
embed-look-auto = Variantga qarab
embed-look-classic = Klassik (qizgʻish jigarrang)
embed-look-othello = Otello (yashil)
embed-scheme = Ranglar
embed-scheme-auto = Tashrifchi qurilmasiga qarab
embed-scheme-light = Yorugʻ
embed-scheme-dark = Toʻq
embed-coords = Koordinatalarni koʻrsatish
embed-size-label = Oʻlcham
embed-size = { $width } × { $height } px
embed-size-fit = Sahifa kengligiga moslash
embed-snippet = Qoʻyiladigan kod
embed-preview = Oldindan koʻrish
embed-copy = Koddan nusxa olish
embed-copied = Koddan nusxa olindi
embed-copy-failed = Nusxa olib boʻlmadi: kodni belgilab, qoʻlda nusxa oling
embed-close = Yopish
analysis-graph = Har bir yurishdan keyin qoraning ustunligi: u yerdan eng yaxshi oʻyinda yakuniy donalar farqi
analysis-key = Toʻldirilgan nuqtalar aniq ({ $empties } ta boʻsh katakdan boshlab oxirigacha hisoblangan); boʻsh nuqtalar { $plies } yurish chuqurlikdagi qidiruv bahosi. Oʻrta chiziqdan yuqorida qora oldinda. Nuqtada strelka tugmalari oʻyinni varaqlaydi, Enter esa holatni koʻrsatadi.
analysis-exact = aniq
analysis-estimate = baho
analysis-point = { $placement }: qora uchun { $value }, { $kind }
analysis-point-waiting = { $placement }: hali tahlil qilinmagan
analysis-table = Qiymatlar jadvalda
analysis-column-move = Yurish
analysis-column-value = Qora uchun
analysis-column-exact = Aniqmi?
analysis-column-note = Izoh
analysis-mistake = { $number }-yurish, { $played }: { $best } { $loss } ga yaxshiroq edi
analysis-blunder = qoʻpol xato
analysis-line = Eng yaxshi davom: { $moves }
analysis-line-pass = pas
analysis-summary = Har yurishda oʻrtacha yoʻqotish: { $average }. Xatolar: { $mistakes }, qoʻpol xatolar: { $blunders }.
analysis-no-mistakes = Xato yoʻq.
analysis-better-square = { $label }, yaxshiroq yurish
tutorial-step = { $step }-qadam / { $steps }: { $title }
tutorial-step-1 = Donalar
tutorial-step-2 = Boʻsh taxta
tutorial-step-3 = Xoch va parallel
tutorial-step-4 = Birinchi aylantirish
tutorial-step-5 = Mashq
tutorial-step-6 = Bir yoʻla bir necha qator
tutorial-step-7 = Yurishni oʻtkazish, cheklov va oʻyin oxiri
tutorial-step-8 = Navbat sizda
tutorial-centre-full = Hech narsa aylanmadi: markaz toʻldi, boshlangʻich holat tayyor. «Keyingi» tugmasini bosing.
tutorial-placed = Qoʻyildi. Dastlabki toʻrtta dona paytida hech narsa aylanmaydi; { $left ->
        [one] { $left } ta markaziy katak qoldi.
       *[other] { $left } ta markaziy katak qoldi.
    }
tutorial-flipped = { $square } aylantirdi: { $flips }. «Keyingi» tugmasini bosing.
tutorial-flips-nothing = { $square } hech narsani aylantirmaydi: u boshqa rangning birorta ham qatorini oʻrab olmaydi.
tutorial-occupied = { $square } band: boʻsh katakka qoʻying.
tutorial-outside-centre = { $square } markazda emas: dastlabki toʻrtta dona d4, e4, d5 va e5 ga qoʻyiladi.
tutorial-not-allowed = Mumkin emas: { $reason }.
tutorial-try-this = { $square } ham mumkin, lekin bu qadam { $wanted } haqida.
tutorial-press-next = Bu yerga hech narsa qoʻyish shart emas: «Keyingi» tugmasini bosing.
tutorial-choose-game = Bu yerga hech narsa qoʻyish shart emas: quyidagi tugmalar bilan oʻyinni tanlang.

# Pozitsiya tuzish (setup-).
setup-title = Pozitsiya tuzish
setup-help = Donani tanlang va kataklarni bosing: birinchi bosish uni qoʻyadi, ikkinchisi olib tashlaydi.
setup-tools = Nima qoʻyiladi
setup-empty = Boʻsh katak
setup-side = Kimning yurishi
setup-hand-black = Qorada qolgan donalar
setup-hand-red = Qizilda qolgan donalar
setup-hands-help = Klassik oʻyinda har kimda 32 ta dona bor: taxtadagi donalar qoʻyilgan donalardir, yaʼni har kim uchun 32 dan qolganini ayirilgani.
setup-clear = Taxtani tozalash
setup-start = Boshlangʻich pozitsiya
setup-from-game = Oʻyindan
setup-players = Oʻyinchilar
setup-done = Shu yerdan oʻynash
setup-cancel = Bekor qilish
setup-hand-range = { $color ->
        [black] Qorada
       *[red] Qizilda
    } qolgan donalar soni 0 dan 32 gacha butun son boʻlishi kerak.
setup-hands-mismatch = Taxtada { $discs } ta dona bor, ammo qolgan donalarga koʻra { $placed } ta qoʻyilgan (har kim uchun 32 dan qolgani ayiriladi).
setup-over = Bu yerdan hech kim yura olmaydi: oʻyin tugadi.
setup-announce = Pozitsiya tuzildi. { $status }

# Masalalar (puzzle-).
puzzle-title = Masala { $id }
puzzle-meta = { $variant } · qiyinlik { $max } dan { $difficulty }
puzzle-solved-before = avval yechilgan
puzzle-task-win = { $tomove }: yagona yutuvchi yurishni toping.
puzzle-task-draw = { $tomove }: durangga olib boradigan yagona yurishni toping.
puzzle-task-best = { $tomove }: eng yaxshi yurishni toping; u boshqa har qandayidan kamida { $margin } ta dona yaxshiroq.
puzzle-task-supply = Qolgan donalarni sanang: taxta toʻlishidan oldin kimningdir donalari tugaydi.
puzzle-solved = Yechildi! Variant: { $line }. { $result ->
        [win] Eng yaxshi oʻyinda bu { $discs } farq bilan yutadi.
        [draw] Eng yaxshi oʻyinda bu durang.
       *[loss] Eng yaxshi oʻyinda ham bu { $discs } farq bilan yutqazadi: bundan yaxshi yurish yoʻq.
    }
puzzle-failed = { $square } javob emas: taxtadagi kompyuter javobi sababini koʻrsatadi. Yana urinib koʻring.
puzzle-pass = pas
puzzle-retry = Yana urinish
puzzle-prev = Oldingi
puzzle-next = Keyingi
puzzle-today = Kun masalasi
puzzle-all = Hammasi
puzzle-difficulty = Qiyinlik
puzzle-progress = Yechilgan: { $total } dan { $solved }. Ketma-ketlik: { $streak } (eng yaxshisi { $best }).
puzzle-close = Oʻz oʻyiningizga qaytish
puzzle-none = Bu tanlovga mos masala yoʻq.
puzzle-unavailable = Masalalarni yuklab boʻlmadi. Ulanishni tekshiring va ularni qayta oching.
puzzle-not-found = { $id } masalasi yoʻq: mana kun masalasi.
puzzle-progress-damaged = Bu qurilmada yechilgan masalalarni oʻqib boʻlmadi, shuning uchun hisob qaytadan boshlanadi. Eski matn qurilmada saqlangan.

hints-legend = Har bir son — shu yerga yursangiz, oʻyin oxirida sizdagi donalar farqi (+ oldinda, − ortda); ≡ aniq qiymatni bildiradi, qolganlari taxminiy. Oltin rangdagisi eng yaxshi yurish: 3 ga kichik son eng yaxshi yurishdan 3 dona kam degani. Quyidagi roʻyxatda eng yaxshi yurishlar har birining davomi bilan berilgan: birortasiga koʻrsatkichni olib borsangiz yoki fokusni oʻtkazsangiz, uning davomi taxtada yurishlar raqami bilan koʻrinadi.
hints-count = Roʻyxatdagi eng yaxshi yurishlar
hints-all = hammasi
hints-line = { $square }, { $hint }; davomi: { $line }

## Debyut nomlari (docs/openings.md)
opening-name-line = Debyut: { $name }
opening-name-crossed = kesishgan markaz
opening-name-parallel = parallel markaz
opening-name-both = { $name } ({ $shape })

## Darslar (lesson-, docs/lessons.md): Oʻrganish boʻlimidagi roʻyxat, har bir qadamning topshirigʻi (lesson-<dars>-<n>) va javob nega toʻgʻriligining izohi (…-why). { $tomove } — «Qoraning yurishi» va shunga oʻxshash, { $other } — boshqa tomonning rangi («qora», «qizil», «oq»).
lesson-heading = Oʻrganish
lesson-intro = Birinchi oʻyindan keyin: haqiqiy taxtada qisqa darslar. Har bir qadamda kerakli yurishni qiling; notoʻgʻri yurishga kompyuter javob beradi va uning javobi sababini koʻrsatadi.
lesson-first-steps = Birinchi qadamlar: boshlanish va birinchi aylantirish
lesson-corners-title = Burchaklar
lesson-x-squares-title = Burchaklar yonidagi kataklar
lesson-edges-title = Chekkalar
lesson-mobility-title = Harakatchanlik va sokin yurishlar
lesson-parity-title = Juftlik: oxirgi boʻsh hududlar
lesson-supply-title = Klassika: donalar zaxirasi
lesson-progress = { $step }-qadam / { $total }
lesson-wrong = { $square } emas: taxtadagi kompyuter javobiga qarang. Yana urinib koʻring.
lesson-complete = Dars yakunlandi!
lesson-retry = Yana urinish
lesson-prev = Oldingi qadam
lesson-next = Keyingi qadam
lesson-list = Barcha darslar
lesson-close = Oʻz oʻyiningizga qaytish
lesson-not-found = { $id } darsi yoʻq: roʻyxatdan birini tanlang.
lesson-corners-1 = { $tomove }. Burchakdagi donani hech qachon aylantirib boʻlmaydi: undan oʻtib ketadigan qator yoʻq, shuning uchun burchak oʻyin oxirigacha sizniki boʻlib qoladi. Sizga bitta burchak ochiq: uni egallang.
lesson-corners-1-why = a1 endi butunlay sizniki. U bilan eng yaxshi oʻyinda yutasiz; bu yerda boshqa har qanday yurish yutqazadi.
lesson-corners-2 = { $tomove }. Yana bir burchakni olish mumkin. Avval boshqa yurishlarga qarang: ularning har biri boʻsh burchak yoniga dona qoʻyadi.
lesson-corners-2-why = a8 endi butunlay sizniki va birorta donangiz boʻsh burchak yoniga tushmadi.
lesson-corners-3 = Otelloda ham shunday. { $tomove }: { $other } ochiq qoldirgan burchakni egallang.
lesson-corners-3-why = h8 bilan eng yaxshi oʻyinda yutasiz; boshqa har qanday yurish yutqazadi.
lesson-x-squares-1 = { $tomove }. X-kataklar burchaklar yonida diagonal boʻyicha joylashgan: b2, g2, b7, g7. Burchagi boʻsh ekan, X-katakdagi dona koʻpincha burchakni raqibga topshiradi. Bu yerda g2 va b7 ga yurish mumkin; yaxshiroq yurish toping.
lesson-x-squares-1-why = e2 ikkala boʻsh burchakdan ham uzoqda va har qanday X-katakdan 12 ta dona koʻproq foyda beradi.
lesson-x-squares-2 = { $tomove }. C-kataklar — burchak yonidagi chekka kataklari: h8 yonida bular g8 va h7, g7 esa uning X-katagi. Bu yerda uchalasiga ham, a1 burchagiga ham yurish mumkin. Ularning hammasidan yaxshiroq yurishni toping.
lesson-x-squares-2-why = g6 boʻsh burchak yonidagi birorta katakka tegmaydi va qolganlarning eng yaxshisidan 10 ta dona koʻproq foyda beradi.
lesson-x-squares-3 = Otello, va bu qiyin masala. { $tomove }: bu yerda har bir yurish dona yoʻqotadi. Beshtadan toʻrttasi boʻsh burchak yoniga tushadi: a2 — C-katak, b2, b7 va g2 — X-kataklar. Unday boʻlmaganini toping.
lesson-x-squares-3-why = a5 eng kam yoʻqotadi: boʻsh burchak yonidagi har bir yurish kamida 12 ta dona koʻproq yoʻqotardi.
lesson-edges-1 = { $tomove }. Chekkadagi donani faqat shu chekka boʻylab aylantirish mumkin. Bu yerda bittasidan boshqa hamma yurish burchak yoniga tushadi: chekkaga yurishni toping.
lesson-edges-1-why = d8 pastki chekka boʻylab e8 dagi donangizga qoʻshiladi va b2, b7, g7 X-kataklaridan uzoqda turadi.
lesson-edges-2 = { $tomove }. Chekkaga yurishlardan biri qolganlaridan ancha yaxshi. Uni toping.
lesson-edges-2-why = h4 boshqa har qanday yurishdan 8 ta dona koʻproq foyda beradi: u burchakni ochmasdan h vertikalidagi boʻshliqni toʻldiradi.
lesson-edges-3 = Otello. { $tomove }. Taxta oʻrtasini { $other } egallagan; chekkalar hali ochiq. Eng koʻp yutuq beradigan chekka yurishini toping.
lesson-edges-3-why = h4 h vertikalidagi boʻshliqni toʻldiradi, boshqa har qanday yurish esa undan kamida 18 ta dona kam beradi.
lesson-mobility-1 = { $tomove }. Harakatchanlik — tomonning mumkin boʻlgan yurishlari soni. Yurishlari qancha kam boʻlsa, { $other } tomonning ahvoli shuncha yomon, yurishi umuman qolmasa, { $other } yurishni oʻtkazib yuborishi kerak. Shunday yurish topingki, undan keyin { $other } yura olmasin.
lesson-mobility-1-why = g1 dan keyin { $other } tomonda mumkin boʻlgan yurish qolmaydi va u yurishni oʻtkazib yuborishi kerak: siz yana yurasiz.
lesson-mobility-2 = { $tomove }. Raqibni yurishlardan mahrum qiling: shunday yurish topingki, undan keyin { $other } javob bera olmasin.
lesson-mobility-2-why = a1 ham burchak, undan keyin esa { $other } yurishni oʻtkazib yuborishi kerak.
lesson-mobility-3 = { $tomove }. Sokin yurish kam dona aylantiradi, shuning uchun raqibga yurish uchun kam yangi katak beradi. Bu yerdagi sokin yurishni toping.
lesson-mobility-3-why = b7 barcha yurishlaringiz ichida eng kam dona aylantiradi va boshqa har qanday yurishdan 10 ta dona koʻproq foyda beradi.
lesson-parity-1 = { $tomove }. Oʻyin oxiriga yaqin boʻsh kataklar alohida hududlarga boʻlinadi. Juftlik: har bir hududda oxirgi yurishni oʻzingiz qilishga harakat qiling. Bitta katakli hududni toping.
lesson-parity-1-why = g1 bitta katakli hudud edi: undagi oxirgi yurishni siz qildingiz, endi { $other } qolgan hududlardan birini ochishi kerak.
lesson-parity-2 = { $tomove }. Har bir hududdagi boʻsh kataklarni sanang va ularning soni toq boʻlgan joyga yuring, shunda oxirgi katak sizga tushadi.
lesson-parity-2-why = a1 va h7 — har biri bitta katakli hudud: qaysi biri boʻlmasin, u yerdagi oxirgi yurishni sizda qoldiradi.
lesson-parity-3 = { $tomove }. Hududlarni yana sanang: bu yerda boʻsh kataklari soni juft boʻlgan hududga yurishlardan qochish kerak. Eng yaxshi yurishni toping.
lesson-parity-3-why = h8 uch katakli f8, g8, h8 hududining burchagini egallaydi, shuning uchun uning oxirgi katagi ham sizniki boʻlishi mumkin.
lesson-supply-1 = Klassik Reversi. { $tomove }. Har bir tomonda atigi 32 ta dona bor. Bu yerda 10 ta katak boʻsh va har bir tomonda 5 tadan dona qolgan: agar kimdir yurishni oʻtkazib yuborsa, taxta toʻlmasdan oldin kimningdir donalari tugaydi va qolgan kataklarni boshqa tomon toʻldiradi. Eng yaxshi yurishni toping.
lesson-supply-1-why = a7 boshqa yurishlardan 5 ta dona yaxshiroq. Dona cheklovi boʻlmaganda u yagona eng yaxshi yurish boʻlmas edi: klassik oʻyinda oʻyin tugashidan oldin zaxiralarni sanang.
lesson-supply-2 = { $tomove }. Ikkala tomonda ham 5 tadan dona qolgan, 10 ta katak boʻsh. Agar { $other } qachondir yurishni oʻtkazib yuborishga majbur boʻlsa, sizning donalaringiz birinchi boʻlib tugaydi va oxirgi kataklar { $other } tomonga oʻtadi. Eng yaxshi yurishni toping.
lesson-supply-2-why = h5 boshqa yurishlardan 4 ta dona yaxshiroq; dona cheklovi boʻlmaganda u yagona eng yaxshi yurish boʻlmas edi.
lesson-supply-3 = { $tomove }. Sizda 6 ta, { $other } tomonda 5 ta dona qolgan, 11 ta katak boʻsh: hech kim yurishni oʻtkazib yubormasa, oxirgi donani siz qoʻyasiz. Eng yaxshi yurishni toping.
lesson-supply-3-why = c8 boshqa yurishlardan 5 ta dona yaxshiroq; dona cheklovi boʻlmaganda u yagona eng yaxshi yurish boʻlmas edi.

# The embed's own words (?embed=1 waits for this file, like its styles).
embed-frame-title = Reversi
embed-open-full = Toʻliq oʻyinni ochish
embed-bad-parameter = Joylash parametri { $key }="{ $value }" tushunilmadi va eʼtiborga olinmaydi.
embed-analyse = Tahlil
embed-analyse-label = Bu oʻyinni toʻliq ilovada tahlil qilish (yangi varaqda ochiladi)
