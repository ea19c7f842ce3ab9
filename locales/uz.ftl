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
menu = Menyu
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
computer-card =
    Kompyuter
    { $level }-daraja
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
game-over-result = Oʻyin tugadi. { $result }
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
ai-gave-up = Kompyuter oʻyinchini ishga tushirib boʻlmadi. Doʻstingiz bilan oʻynashingiz mumkin.
ai-restarting = Kompyuter oʻyinchi toʻxtab qoldi va qayta ishga tushirildi; u oʻz yurishini qiladi.

## Qoidalar va tarix
rules-classic-title = Klassik Reversi (1880-yillar)
rules-free-title = Erkin boshlanish
rules-othello-title = Otello
later-loading = Yuklanmoqda…
later-failed = Bu matnni yuklab bo‘lmadi. O‘yinga ta’sir qilmaydi; ulanishni tekshiring va sahifani qayta yuklang.

## Oʻrgatuvchi
tutorial-title = Oʻrgatuvchi
tutorial-next = Keyingi
tutorial-back = Orqaga
tutorial-skip = Oʻtkazib yuborish
tutorial-restart = Boshidan
tutorial-computer = Kompyuter bilan oʻynash
tutorial-friend = Doʻst bilan oʻynash
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
error-setup-centre = Otelloda markazdagi toʻrtta katakning hammasida dona boʻlishi kerak
error-unknown-variant = nomaʼlum oʻyin turi: “{ $name }”
error-unknown-player = nomaʼlum oʻyinchi: “{ $name }”
error-empty = maydon boʻsh
error-too-long = { $count } ta belgidan koʻp

## Saytga joylash, mezbon sahifa va yozuvlar
embed = Saytingizga joylash
embed-status = { $state ->
        [thinking] oʻylamoqda…
        [wins] yutdi
        [draw] durang
       *[turn] yuradi
    }
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
hint-best = siz uchun { $value }, { $exact ->
        [yes] aniq
       *[no] taxminiy
    }, eng yaxshi yurish
hint-behind = siz uchun { $value }, { $exact ->
        [yes] aniq
       *[no] taxminiy
    }, eng yaxshi yurishdan { $behind } dona kam
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

## Oʻyinni tahlil qilish: grafik, jadval, xatolar
analysis-heading = Tahlil
analysis-start = Oʻyinni tahlil qilish
analysis-progress = Tahlil qilinmoqda… { $done } / { $total } holat
analysis-cancel = Bekor qilish
analysis-cancelled = Tahlil bekor qilindi; hozirgacha topilganlar saqlandi.
analysis-done = Tahlil tayyor.
analysis-failed = Tahlil toʻxtadi. Davom ettirish uchun «Oʻyinni tahlil qilish»ni bosing.

ai-weights-loading = (kuchliroq baholash yuklanguncha soddaroq baholash bilan)
ai-weights-failed = Kompyuterning kuchliroq baholashini yuklab boʻlmadi, shuning uchun u soddarogʻi bilan oʻynaydi. Oʻyiningizga zarar yetmaydi; sahifani qayta yuklasangiz, yana urinib koʻriladi.

## The archive of games, diagrams and the embed's Analyse link
archive-load-damaged = Shu qurilmada saqlangan oʻyinlarni oʻqib boʻlmadi. Ularning matni alohida saqlab qoʻyildi (tugma bilan nusxa olish mumkin), arxiv esa yangidan boʻsh boshlanadi.
archive-not-saved = Arxivni shu qurilmada saqlab boʻlmadi: xotira toʻlgan yoki bloklangan. Avval saqlangan oʻyinlar oʻzgarmadi; nusxasi qolishi uchun ularni eksport qiling.
archive-no-room = Shu qurilmadagi oʻyinlarni oʻqib boʻlmaydi, ularni alohida saqlashga joy ham yoʻq, shuning uchun hech narsa yozilmadi.
archive-full = Shu qurilmadagi arxiv toʻlgan: unda koʻpi bilan { $limit } ta oʻyin saqlanadi. Hech narsa qoʻshilmadi; avval baʼzi oʻyinlarni oʻchiring.
archive-open = Oʻyinlar
diagram-open = Diagramma
setup-open = Pozitsiya tuzish
puzzles-open = Masalalar
lessons-open = Darslar
download-failed = Brauzer yuklab olishni boshlamadi.
