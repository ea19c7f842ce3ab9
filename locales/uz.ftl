# Reversi: oʻzbekcha (lotin yozuvi). Kalitlar en.ftl dagi kabi; katak nomlari (a1–h8) oʻzgarmaydi.

## Sahifa
title = Reversi
subtitle = 1880-yillar oʻyini, uning erkin boshlanishi va Otello
language = Til

## Tugmalar
new-game = Yangi oʻyin
learn = Oʻynashni oʻrganish
undo = Bekor qilish
redo = Qaytarish
rules = Qoidalar
history = Tarix
show-legal = Mumkin boʻlgan yurishlarni koʻrsatish
show-hints = Maslahatlar (har bir yurish uchun donalar farqi)
move-now = Hozir yur
dismiss = Yopish
update-ready = Yangi versiya tayyor: qayta yuklash

## Yurishlar
moves = Yurishlar
start-position = Boshlanish
no-moves-yet = Hali yurish yoʻq.
copy-transcript = Yozuvdan nusxa olish
copy-link = Havoladan nusxa olish
share-link = Shu oʻyinga havola
link-copied = Havoladan nusxa olindi
copied = Yozuvdan nusxa olindi
copy-failed = Nusxa olib boʻlmadi: yozuvni belgilab, qoʻlda nusxa oling
back-to-game = Oʻyinga qaytish
move-button = { $number }-yurish, { $color ->
        [black] qora
        [red] qizil
       *[white] oq
    } { $square }: shu holatni koʻrish
pass-in-list = { $color ->
        [black] qora yurishni oʻtkazib yubordi
        [red] qizil yurishni oʻtkazib yubordi
       *[white] oq yurishni oʻtkazib yubordi
    }
reviewing = { $total } ta yurishdan { $index }-yurishdan keyingi holat koʻrilmoqda
reviewing-start = Boshlangʻich holat koʻrilmoqda ({ $total ->
        [one] { $total } ta yurish qilingan
       *[other] { $total } ta yurish qilingan
    })

## Taxta va oʻyinchilar
board-label = Reversi taxtasi
opening-hint = markazdagi istalgan katakka qoʻying; hech narsa aylanmaydi
discs-left = { $count ->
        [one] ta dona qoldi
       *[other] ta dona qoldi
    }
colour = { $color ->
        [black] Qora
        [red] Qizil
       *[white] Oq
    }
colour-lower = { $color ->
        [black] qora
        [red] qizil
       *[white] oq
    }
human = Inson
computer-level = Kompyuter: { $level }-daraja ({ $name })
computer-short = Kompyuter, { $level }-daraja
level-name = { $level ->
        [1] boshlovchi
        [2] yangi oʻrganuvchi
        [3] havaskor
        [4] klub oʻyinchisi
        [5] kuchli
        [6] ekspert
        [7] usta
       *[8] mukammal
    }
to-move = { $color ->
        [black] Qoraning yurishi
        [red] Qizilning yurishi
       *[white] Oqning yurishi
    }
square-disc = { $square }, { $color ->
        [black] qora dona
        [red] qizil dona
       *[white] oq dona
    }
square-legal = { $square }, boʻsh, yurish mumkin
square-empty = { $square }, boʻsh

## Xabarlar va oʻyin oxiri
notice-passed = { $color ->
        [black] Qorada yurish yoʻq, u yurishni oʻtkazib yuboradi
        [red] Qizilda yurish yoʻq, u yurishni oʻtkazib yuboradi
       *[white] Oqda yurish yoʻq, u yurishni oʻtkazib yuboradi
    }
notice-exhausted = { $color ->
        [black] Qoraning donalari tugadi — { $other ->
            [red] qizil
           *[white] oq
        } oʻynashda davom etadi
       *[other] { $color ->
            [red] Qizilning
           *[white] Oqning
        } donalari tugadi — qora oʻynashda davom etadi
    }
game-over = Oʻyin tugadi
wins = { $color ->
        [black] Qora yutdi
        [red] Qizil yutdi
       *[white] Oq yutdi
    }
draw = Durang
empties-note = Boʻsh kataklar gʻolibga hisoblanadi.
play-again = Yana oʻynash
play-again-swapped = Boshqa rang bilan yana oʻynash
load-corrupt = Saqlangan oʻyinni oʻqib boʻlmadi, shuning uchun yangi oʻyin boshlandi. Uning matni shu qurilmada saqlab qolindi.
load-newer = Saqlangan oʻyinni oʻqib boʻlmadi: uni ilovaning yangiroq versiyasi saqlagan. Yangi oʻyin boshlandi, saqlangani esa shu qurilmada qoldi.
load-settings = Saqlangan sozlamalarni oʻqib boʻlmadi, shuning uchun standart sozlamalar ishlatilmoqda. Ularning matni shu qurilmada saqlab qolindi.
kept-copy = Matndan nusxa olish
kept-copied = Matndan nusxa olindi
kept-copy-failed = Nusxa olib boʻlmadi; matn shu qurilmada saqlanib qolaveradi.
storage-off = Bu oʻyin shu qurilmada saqlanmayapti: brauzer bunga ruxsat bermayapti. Oʻyinni yoʻqotmaslik uchun havola yoki yozuvdan nusxa oling.
other-tab = Bu oʻyin boshqa varaqda oʻzgartirildi. Siz tanlamaguningizcha bu yerdagi yurishlaringiz saqlanmaydi.
other-tab-load = Yangiroq oʻyinni yuklash
other-tab-keep = Meniki qolsin
load-bad-link = Havoladagi oʻyinni ochib boʻlmadi ({ $reason }); boshlangʻich holat koʻrsatilmoqda.

## Ekran oʻquvchisi aytadigan matn
announce-move = { $color ->
        [black] Qora
        [red] Qizil
       *[white] Oq
    } { $square }{ $count ->
        [0] .
        [one] , { $count } ta dona aylandi: { $flips }.
       *[other] , { $count } ta dona aylandi: { $flips }.
    }
announce-undo = { $square } yurishi bekor qilindi.
announce-result = Oʻyin tugadi. { $result }, { $counts }.
announce-new-game = Yangi oʻyin: { $variant }.

## Yangi oʻyin
dialog-title = Yangi oʻyin
dialog-variant = Qoidalar
dialog-players = Oʻyinchilar
dialog-start = Boshlash
dialog-cancel = Bekor qilish
variant-classic = Klassik (1880-yillar)
variant-free = Erkin boshlanish
variant-othello = Otello
blurb-classic = Boʻsh taxta, markazda erkin boshlanish, har kimda 32 tadan dona, qora va qizil.
blurb-free = Boʻsh taxta, markazda erkin boshlanish, donalar soni cheklanmagan.
blurb-othello = Zamonaviy oʻyin: xoch shaklida boshlanish, har bir yurish dona aylantiradi.

## Kompyuter
thinking = Kompyuter oʻylamoqda…
thinking-solved = oxirigacha hisoblandi
thinking-depth = chuqurlik { $depth }
ai-gave-up = Kompyuter oʻyinchini ishga tushirib boʻlmadi ({ $message }). Doʻstingiz bilan oʻynashingiz mumkin.
ai-restarting = Kompyuter oʻyinchi toʻxtab qoldi va qayta ishga tushirildi; u oʻz yurishini qiladi.

## Qoidalar va tarix
rules-classic-title = Klassik Reversi (1880-yillar)
rules-classic-1 = Oʻyin boʻsh taxtada boshlanadi. Qora va qizilning har birida 32 tadan dona bor; birinchi boʻlib qora yuradi.
rules-classic-2 = Dastlabki toʻrtta dona navbatma-navbat markazdagi toʻrtta katakka — d4, e4, d5 va e5 ga istalgan tartibda qoʻyiladi. Hech narsa aylanmaydi, yurishni oʻtkazib yuborish yoki boshqa joyga qoʻyish mumkin emas.
rules-classic-3 = Shundan soʻng donani shunday qoʻyish kerakki, u bilan oʻzingizning boshqa donangiz orasida raqib donalarining kamida bitta toʻgʻri qatori (gorizontal, vertikal yoki diagonal) oʻrab olinsin. Oʻrab olingan har bir qator sizning rangingizga aylanadi.
rules-classic-4 = Bunday katak boʻlmasa, yurishni oʻtkazib yuborasiz.
rules-classic-5 = Donalar faqat qoʻyilganda sarflanadi, aylantirish ularni sarflamaydi. 32 ta donasining hammasini qoʻyib boʻlgan oʻyinchi boshqa yura olmaydi, qolgan yurishlarni raqibi qiladi.
rules-classic-6 = Ikkala oʻyinchi ham yura olmay qolganda oʻyin tugaydi. Taxtada donasi koʻp boʻlgan oʻyinchi yutadi; boʻsh kataklar hech kimga hisoblanmaydi.
history-classic-1 = Reversi 1880-yillarda Viktoriya davri Angliyasida paydo boʻlgan. Ikki ingliz — Lyuis Uoterman va Jon U. Mollett — har biri oʻyinni oʻzi ixtiro qilganini daʼvo qilib, bir-birini firibgarlikda ayblagan. Oʻyinning birinchi ishonchli tavsifi 1886-yil avgustida The Saturday Review jurnalida chiqqan, oʻyin esa 1888-yildan sotuvda boʻlgan.
history-classic-2 = Bu qoidalar Mollettning The Handbook of Reversi (1889) va Uotermanning Reversi and Go Bang (1890) kitoblarida keltirilgan. Erkin dastlabki toʻrt yurish va 32 ta donalik zaxira — zamonaviy Otellodan asosiy farqlar.
history-classic-3 = Reversi XIX asr oxirida Angliyada juda mashhur boʻlib, butun Yevropaga tarqalgan — 1893-yilda uni bir nemis nashriyoti chiqargan, — biroq XX asr boshida qiziqish soʻnib, 1973-yilga kelib oʻyin deyarli unutilgan edi.
rules-free-title = Erkin boshlanish
rules-free-1 = Oʻyin boʻsh taxtada boshlanadi; birinchi boʻlib qora yuradi.
rules-free-2 = Dastlabki toʻrtta dona navbatma-navbat markazdagi toʻrtta katakka qoʻyiladi. Hech narsa aylanmaydi. Agar har bir rang bitta diagonalda qolsa, xoch shaklidagi boshlanish hosil boʻladi; agar bir rangning ikki donasi yonma-yon tursa — parallel boshlanish.
rules-free-3 = Shundan soʻng har bir yurish raqib donalarining kamida bitta qatorini oʻrab olib aylantirishi kerak. Bunday katak boʻlmasa, yurishni oʻtkazib yuborasiz.
rules-free-4 = 32 ta dona cheklovi yoʻq: taxta toʻliq toʻlishi mumkin.
rules-free-5 = Ikkala oʻyinchi ham yura olmay qolganda oʻyin tugaydi; donasi koʻp boʻlgan yutadi.
history-free-1 = Asl qoidalar boshlangʻich holatni belgilamagan: oʻyin boʻsh taxtada boshlanar, har bir oʻyinchining dastlabki ikki donasi markaziy kataklarga qoʻyilar edi — xuddi shu yerdagidek.
history-free-2 = Asl oʻyinda har bir oʻyinchi 32 ta dona bilan cheklangan edi. Bu cheklov XX asr boshida bekor qilingan va bu variantda u yoʻq.
rules-othello-title = Otello
rules-othello-1 = Oʻyin xoch shaklida turgan toʻrtta dona bilan boshlanadi: oq d4 va e5 da, qora d5 va e4 da. Birinchi boʻlib qora yuradi.
rules-othello-2 = Har bir yurish yangi dona bilan oʻzingizning boshqa donangiz orasida raqib donalarining kamida bitta toʻgʻri qatorini oʻrab olib aylantirishi kerak.
rules-othello-3 = Bunday katak boʻlmasa, yurishni oʻtkazib yuborasiz. Donalar soni cheklanmagan.
rules-othello-4 = Ikkala oʻyinchi ham yura olmay qolganda oʻyin tugaydi. Donasi koʻp boʻlgan yutadi, boʻsh kataklar esa gʻolibning hisobiga qoʻshiladi.
history-othello-1 = Goro Xasegava 1973-yilda Yaponiyada oʻyinning oʻz versiyasini Otello nomi bilan chiqargan. U har bir oʻyinning boshlanishi sifatida xochni belgilagan va bugun koʻpchilik oʻyinchilar faqat shu boshlanishni biladi.
history-othello-2 = Otelloning butun dunyodagi muvaffaqiyati Reversi nomini ham qaytardi, garchi bugun bu nom bilan sotiladigan koʻplab oʻyinlar Otello qoidalariga amal qilsa ham. Ikkala oʻyinning oʻyin jarayoni bir xil, lekin tarixi va qoidalarining tafsilotlari farq qiladi.

## Oʻrgatuvchi
tutorial-title = Oʻrgatuvchi
tutorial-next = Keyingi
tutorial-back = Orqaga
tutorial-skip = Oʻtkazib yuborish
tutorial-restart = Boshidan
tutorial-computer = Kompyuter bilan oʻynash
tutorial-friend = Doʻst bilan oʻynash
tutorial-step = { $step }-qadam / { $steps }: { $title }
tutorial-step-1 = Donalar
tutorial-step-2 = Boʻsh taxta
tutorial-step-3 = Xoch va parallel
tutorial-step-4 = Birinchi aylantirish
tutorial-step-5 = Mashq
tutorial-step-6 = Bir yoʻla bir necha qator
tutorial-step-7 = Yurishni oʻtkazish, cheklov va oʻyin oxiri
tutorial-step-8 = Navbat sizda
tutorial-scene-1 = Reversi shu 8 × 8 taxtada qora va qizil donalar bilan oʻynaladi. Har bir oʻyinchida 32 ta dona bor, ular taxta yonidagi lotoklarda koʻrinadi: qoʻyilgan dona lotokdan chiqadi. Birinchi boʻlib qora yuradi.
tutorial-scene-2 = Oʻyin boʻsh taxtada boshlanadi. Dastlabki toʻrtta dona ajratib koʻrsatilgan toʻrtta markaziy katakka navbatma-navbat qoʻyiladi: qora, qizil, qora, qizil — har biri istalgan boʻsh markaziy katakka. Toʻrttalasini ham qoʻying.
tutorial-scene-3 = Boshlangʻich holatni oʻyinchilar tanlaydi. Bu yerda har bir rangning ikki donasi yonma-yon turibdi: bu parallel boshlanish. Eski ingliz toʻplamlarida koʻpincha shunday boshlashgan. Boshqa boshlanishni koʻrish uchun «Keyingi» tugmasini bosing.
tutorial-scene-4 = Bu yerda har bir rang bitta diagonalni egallagan: bu xoch. Zamonaviy Otello doim xoch bilan boshlanadi; klassik Reversida esa oʻyinchilar oʻzlari tanlaydi.
tutorial-scene-5 = Endi har bir dona oʻrab olishi kerak: yangi dona bilan oʻzingizning boshqa donangiz orasida boshqa rangdagi toʻgʻri qator qolishi lozim. Qora d6 ga yuradi: qizil d5 d6 bilan d4 orasida turibdi. d6 ni bosing va d5 qanday aylanishini koʻring.
tutorial-scene-6 = Qoraning yurishi. Dona aylantiradigan yurish toping: bu safar mumkin boʻlgan yurishlar belgilanmagan. Istalgan katakni sinab koʻring: agar mumkin boʻlmasa, sababini aytamiz va mumkin boʻlgan yurishlar koʻrinadi.
tutorial-scene-7 = Bitta dona bir necha qatorni oʻrab olishi mumkin. Qora e3 chapdagi d3 ni, diagonaldagi d4 ni va pastdagi e4 ni oʻrab oladi, uchalasi ham aylanadi. e3 ni bosing.
tutorial-scene-8 = Qoʻyishga joyi boʻlmagan oʻyinchi yurishni oʻtkazib yuboradi. Qora f1 ga yurganidan keyin qizilning qoʻyishga joyi qolmaydi, shuning uchun qizil yurishni oʻtkazib yuboradi va qora yana yuradi.
tutorial-scene-9 = Qora 32 ta donasining hammasini qoʻyib boʻldi, shuning uchun endi yura olmaydi: aylantirilgan donalar lotokka qaytmaydi. Qolgan yurishlarni qizil qiladi.
tutorial-scene-10 = Ikkala oʻyinchi ham yura olmay qolganda oʻyin tugaydi. Taxtada donasi koʻp boʻlgan oʻyinchi yutadi; boʻsh kataklar hech kimga hisoblanmaydi.
tutorial-scene-11 = Oʻyin mana shu. Kompyuterga qarshi yoki shu qurilmada doʻstingiz bilan haqiqiy oʻyin boshlang.
tutorial-new-position = Taxtada endi yangi holat.
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
error-game-over = oʻyin tugagan
error-no-discs = navbati kelgan tomonning donalari tugagan
error-pass = yurishni faqat qoʻyishga joy boʻlmaganda oʻtkazib yuborish mumkin
error-occupied = { $square } katagi band
error-outside-centre = { $square } markazda emas: dastlabki toʻrtta dona d4, e4, d5 va e5 ga qoʻyiladi
error-flips-nothing = { $square } hech narsani aylantirmaydi
error-transcript-malformed = oʻyin yozuvi { $position }-belgida xato: d4d5e4 kabi katak nomlari kerak
error-transcript-too-long = oʻyin yozuvida { $count } ta yurishdan koʻp
error-illegal-move = { $number }-yurish ({ $square }) qoidaga zid: { $reason }
error-board-squares = taxta satrida X, O yoki - belgilaridan iborat 64 ta katak boʻlishi kerak (a1 dan h8 gacha, qatorma-qator)
error-board-side = taxta satrida navbat kimdaligi koʻrsatilishi kerak: X yoki O
error-board-supply = qolgan donalar ikki son boʻlishi kerak: avval qoraniki, keyin raqibniki
error-board-impossible = imkonsiz holat: { $reason }
error-setup-overlap = bitta katakda ikkita dona bor
error-setup-supply-large = oʻyinchida qoidalar ruxsat berganidan koʻp dona qolgan
error-setup-supply-mismatch = qoʻldagi donalar taxtadagi donalarga mos kelmaydi
error-setup-opening = markazda boʻsh katak bor, lekin donalar markazdan tashqarida turibdi
error-unknown-variant = nomaʼlum oʻyin turi: “{ $name }”
error-unknown-player = nomaʼlum oʻyinchi: “{ $name }”
error-empty = maydon boʻsh
error-too-long = { $count } ta belgidan koʻp

## Saytga joylash, mezbon sahifa va yozuvlar
embed = Saytingizga joylash
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
embed-size = { $size } × { $size } px
embed-size-fit = Sahifa kengligiga moslash
embed-snippet = Qoʻyiladigan kod
embed-preview = Oldindan koʻrish
embed-copy = Koddan nusxa olish
embed-copied = Koddan nusxa olindi
embed-copy-failed = Nusxa olib boʻlmadi: kodni belgilab, qoʻlda nusxa oling
embed-close = Yopish
embed-frame-title = Reversi
embed-open-full = Toʻliq oʻyinni ochish
embed-bad-parameter = Joylash parametri { $key }="{ $value }" tushunilmadi va eʼtiborga olinmaydi.
host-command-refused = Oʻyin joylashgan sahifa { $command } buyrugʻini yubordi, lekin uni bajarib boʻlmadi ({ $reason }); oʻyin oʻzgarmadi.
records = Import va eksport
records-help = Oʻyin yozuvi (d4d5e4e5d6) yoki taxta satri (X, O yoki - dan iborat 64 ta katak, keyin navbatdagi tomon).
records-label = Oʻyin yozuvi yoki taxta satri
records-show-transcript = Yozuvni koʻrsatish
records-show-board = Taxta satrini koʻrsatish
records-import = Import qilish
records-imported-transcript = Oʻyin yozuvi import qilindi.
records-imported-board = Taxta satri import qilindi: oʻyin shu holatdan davom etadi.
records-problem = Buni import qilib boʻlmadi ({ $reason }); oʻyiningiz oʻzgarmadi.

## Klaviatura va koʻrinish
board-keys = Klaviatura: strelkalar kataklar orasida yuradi, Home va End qatorning boshi va oxiriga oʻtadi, Enter yoki probel dona qoʻyadi.
display = Koʻrinish
square-hint = { $label }, maslahat { $hint }
hint-best = { $hint }, eng yaxshi yurish
hint-behind = { $hint }, { $behind } tosh kam (eng yaxshi yurishga nisbatan)
contrast-auto = Avtomatik (tizimga qarab)
contrast-standard = Yorugʻ
contrast-high = Yuqori kontrast
contrast-dark = Qorongʻi
eval-for-you = siz uchun: { $eval }
your-move = Sizning yurishingiz
refusal-computers-turn = Kuting: hozir kompyuter yuradi.
refusal-reviewing = Oldingi holat koʻrsatilmoqda: avval oʻyinga qayting.
variation = Variant: oʻyiningiz saqlanib qoladi.
review-first = Boshlangʻich holat
review-prev = Oldingi yurish
review-next = Keyingi yurish
review-last = Joriy holat

## The archive of games: why a file was not imported
archive-empty = Faylda birorta ham oʻyin yoʻq.
archive-too-long = Fayl import qilish uchun juda katta ({ $kilobytes } KB dan ortiq).
archive-not-ours = Bu ushbu ilovada saqlangan oʻyinlar fayli emas: uning birinchi qatori “{ $header }” boʻlishi kerak.
archive-line = Faylning { $line }-qatorini oʻqib boʻlmadi: { $reason }. Hech narsa import qilinmadi.
archive-full = Shu qurilmadagi arxiv toʻlgan: unda koʻpi bilan { $limit } ta oʻyin saqlanadi. Hech narsa qoʻshilmadi; avval baʼzi oʻyinlarni oʻchiring.
archive-line-shape = maydonlar nom=qiymat koʻrinishida boʻlishi va tabulyatsiya bilan ajratilishi kerak
archive-line-missing = “{ $field }” maydoni yoʻq
archive-line-unknown = nomaʼlum maydon: “{ $field }”
archive-line-date = sana 2026-12-01T18:30Z koʻrinishida boʻlishi kerak
archive-line-result = yozilgan natija yurishlarga mos kelmaydi

## Oʻyinni tahlil qilish: grafik, jadval, xatolar
analysis-heading = Tahlil
analysis-start = Oʻyinni tahlil qilish
analysis-progress = Tahlil qilinmoqda… { $done } / { $total } holat
analysis-cancel = Bekor qilish
analysis-cancelled = Tahlil bekor qilindi; hozirgacha topilganlar saqlandi.
analysis-done = Tahlil tayyor.
analysis-failed = Tahlil toʻxtadi: { $message }. Davom ettirish uchun «Oʻyinni tahlil qilish»ni bosing.
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

ai-weights-loading = (kuchliroq baholash yuklanguncha soddaroq baholash bilan)
ai-weights-failed = Kompyuterning kuchliroq baholashini yuklab boʻlmadi, shuning uchun u soddarogʻi bilan oʻynaydi. Oʻyiningizga zarar yetmaydi; sahifani qayta yuklasangiz, yana urinib koʻriladi.

## The archive of games, diagrams and the embed's Analyse link
archive-load-damaged = Shu qurilmada saqlangan oʻyinlarni oʻqib boʻlmadi. Ularning matni alohida saqlab qoʻyildi (tugma bilan nusxa olish mumkin), arxiv esa yangidan boʻsh boshlanadi.
archive-not-saved = Arxivni shu qurilmada saqlab boʻlmadi: xotira toʻlgan yoki bloklangan. Avval saqlangan oʻyinlar oʻzgarmadi; nusxasi qolishi uchun ularni eksport qiling.
archive-no-room = Shu qurilmadagi oʻyinlarni oʻqib boʻlmaydi, ularni alohida saqlashga joy ham yoʻq, shuning uchun hech narsa yozilmadi.
archive-open = Oʻyinlar
archive-title = Shu qurilmadagi oʻyinlar
archive-intro = Shu yerda tugagan har bir oʻyin shu qurilmada saqlanadi, eng yangisi tepada.
archive-none = Hali tugagan oʻyin yoʻq.
archive-current = Davom etmoqda
archive-unfinished = Tugallanmagan
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
diagram-open = Diagramma
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
diagram-image-title = { $moves }-yurishdan keyingi reversi holati
diagram-png-failed = Bu brauzer PNG rasmni chiza olmadi; SVG-ni yuklab olish ishlayveradi.
download-failed = Brauzer yuklab olishni boshlamadi.
diagram-close = Yopish
embed-analyse = Tahlil
embed-analyse-label = Bu oʻyinni toʻliq ilovada tahlil qilish (yangi varaqda ochiladi)
