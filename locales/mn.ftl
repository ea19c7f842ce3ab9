# Реверси: монгол (кирилл). Түлхүүрүүд en.ftl-тэй ижил; нүдний нэр (a1–h8) орчуулагдахгүй.

## Хуудас
title = Реверси
subtitle = 1880-аад оны тоглоом, түүний чөлөөт эхлэл ба Отелло
language = Хэл

## Товчнууд
new-game = Шинэ тоглоом
learn = Тоглож сурах
undo = Буцаах
redo = Дахин хийх
menu = Цэс
rules = Дүрэм
history = Түүх
show-legal = Боломжит нүүдлийг харуулах
show-hints = Зөвлөгөө харуулах (нүүдэл бүрийн чулууны зөрүү)
move-now = Одоо нүү
dismiss = Хаах
update-ready = Шинэ хувилбар бэлэн: дахин ачаалах

## Нүүдлүүд
moves = Нүүдлүүд
start-position = Эхлэл
no-moves-yet = Одоогоор нүүдэл алга.
copy-transcript = Тэмдэглэлийг хуулах
copy-link = Холбоосыг хуулах
share-link = Энэ тоглоомын холбоос
link-copied = Холбоос хуулагдлаа
copied = Тэмдэглэл хуулагдлаа
copy-failed = Хуулж чадсангүй: тэмдэглэлийг сонгоод гараар хуулна уу
back-to-game = Тоглоом руу буцах
move-button = { $number }-р нүүдэл, { $color ->
        [black] хар
        [red] улаан
       *[white] цагаан
    } { $square }: энэ байрлалыг харах
pass-in-list = { $color ->
        [black] хар алгасав
        [red] улаан алгасав
       *[white] цагаан алгасав
    }
reviewing = { $total } нүүдлийн { $index }-р нүүдлийн дараах байрлалыг үзэж байна
reviewing-start = Эхлэлийн байрлалыг үзэж байна ({ $total ->
        [one] { $total } нүүдэл хийсэн
       *[other] { $total } нүүдэл хийсэн
    })

## Хөлөг ба тоглогчид
board-label = Реверсийн хөлөг
opening-hint = төвийн аль ч нүдэнд тавина; юу ч эргэхгүй
discs-left = { $count ->
        [one] чулуу үлдсэн
       *[other] чулуу үлдсэн
    }
colour = { $color ->
        [black] Хар
        [red] Улаан
       *[white] Цагаан
    }
colour-lower = { $color ->
        [black] хар
        [red] улаан
       *[white] цагаан
    }
human = Хүн
computer-level = Компьютер: { $level }-р түвшин ({ $name })
computer-short = Компьютер, { $level }-р түвшин
computer-card =
    Компьютер
    { $level }-р түвшин
level-name = { $level ->
        [1] анхан шат
        [2] шинэхэн
        [3] сонирхогч
        [4] клубын
        [5] хүчтэй
        [6] мэргэжилтэн
        [7] мастер
       *[8] төгс
    }
to-move = { $color ->
        [black] Харын ээлж
        [red] Улааны ээлж
       *[white] Цагааны ээлж
    }
square-disc = { $square }, { $color ->
        [black] хар чулуу
        [red] улаан чулуу
       *[white] цагаан чулуу
    }
square-legal = { $square }, хоосон, нүүж болно
square-empty = { $square }, хоосон

## Мэдэгдэл ба төгсгөл
notice-passed = { $color ->
        [black] Хар нүүх газаргүй тул алгасна
        [red] Улаан нүүх газаргүй тул алгасна
       *[white] Цагаан нүүх газаргүй тул алгасна
    }
notice-exhausted = { $color ->
        [black] Хар чулуугаа дуусгасан — { $other ->
            [red] улаан
           *[white] цагаан
        } үргэлжлүүлэн нүүнэ
       *[other] { $color ->
            [red] Улаан
           *[white] Цагаан
        } чулуугаа дуусгасан — хар үргэлжлүүлэн нүүнэ
    }
game-over = Тоглоом дууслаа
game-over-result = Тоглоом дууслаа. { $result }
wins = { $color ->
        [black] Хар яллаа
        [red] Улаан яллаа
       *[white] Цагаан яллаа
    }
draw = Тэнцээ
empties-note = Хоосон нүднүүд ялагчид тооцогдоно.
play-again = Дахин тоглох
play-again-swapped = Нөгөө өнгөөр дахин тоглох
load-corrupt = Хадгалсан тоглоомыг уншиж чадсангүй, тиймээс шинэ тоглоом эхэллээ. Түүний бичвэр энэ төхөөрөмж дээр хадгалагдсан.
load-newer = Хадгалсан тоглоомыг уншиж чадсангүй: үүнийг програмын шинэ хувилбар хадгалсан байна. Шинэ тоглоом эхэллээ; хадгалсан тоглоом энэ төхөөрөмж дээр үлдсэн.
load-settings = Хадгалсан тохиргоог уншиж чадсангүй, тиймээс анхдагч тохиргоог ашиглаж байна. Түүний бичвэр энэ төхөөрөмж дээр хадгалагдсан.
kept-copy = Бичвэрийг хуулах
kept-copied = Бичвэрийг хууллаа
kept-copy-failed = Хуулж чадсангүй; бичвэр энэ төхөөрөмж дээр хадгалагдсан хэвээр байна.
storage-off = Энэ тоглоом энэ төхөөрөмж дээр хадгалагдахгүй байна: хөтөч зөвшөөрөхгүй байна. Тоглоомоо алдахгүйн тулд холбоос эсвэл тэмдэглэлийг хуулаарай.
other-tab = Энэ тоглоомыг өөр табд өөрчилсөн байна. Та сонголт хийх хүртэл энд хийсэн нүүдлүүд хадгалагдахгүй.
other-tab-load = Шинэ тоглоомыг ачаалах
other-tab-keep = Минийхийг үлдээх
load-bad-link = Холбоос дахь тоглоомыг нээж чадсангүй ({ $reason }); эхлэлийн байрлалыг харуулж байна.

## Дэлгэц уншигчид
announce-move = { $color ->
        [black] Хар
        [red] Улаан
       *[white] Цагаан
    } { $square }{ $count ->
        [0] .
        [one] , { $count } чулуу эргэв: { $flips }.
       *[other] , { $count } чулуу эргэв: { $flips }.
    }
announce-undo = { $square } нүүдлийг буцаалаа.
announce-result = Тоглоом дууслаа. { $result }, { $counts }.
announce-new-game = Шинэ тоглоом: { $variant }.

## Шинэ тоглоом
dialog-title = Шинэ тоглоом
dialog-variant = Дүрэм
dialog-players = Тоглогчид
dialog-start = Эхлэх
dialog-cancel = Болих
variant-classic = Сонгодог (1880-аад он)
variant-free = Чөлөөт эхлэл
variant-othello = Отелло
blurb-classic = Хоосон хөлөг, төвд чөлөөт эхлэл, тал бүр 32 чулуутай, хар ба улаан.
blurb-free = Хоосон хөлөг, төвд чөлөөт эхлэл, чулууны хязгааргүй.
blurb-othello = Орчин үеийн тоглоом: загалмай эхлэл, нүүдэл бүр чулуу эргүүлнэ.

## Компьютер
thinking = Компьютер бодож байна…
thinking-solved = төгсгөл хүртэл тооцоолсон
thinking-depth = гүн { $depth }
ai-gave-up = Компьютер тоглогчийг эхлүүлж чадсангүй. Найзтайгаа тоглох боломжтой хэвээр.
ai-restarting = Компьютер тоглогч зогссон тул дахин эхлүүллээ; тэр нүүдлээ хийнэ.

## Дүрэм ба түүх
rules-classic-title = Сонгодог реверси (1880-аад он)
rules-free-title = Чөлөөт эхлэл
rules-othello-title = Отелло
later-loading = Ачаалж байна…
later-failed = Энэ бичвэрийг ачаалж чадсангүй. Тоглолтод нөлөөлөөгүй; холболтоо шалгаад хуудсыг дахин ачаална уу.

## Заавар
tutorial-title = Заавар
tutorial-next = Дараах
tutorial-back = Буцах
tutorial-skip = Алгасах
tutorial-restart = Дахин эхлэх
tutorial-computer = Компьютертэй тоглох
tutorial-friend = Найзтайгаа тоглох
error-game-over = тоглоом дууссан
error-no-discs = нүүх ээлжтэй талд чулуу үлдээгүй
error-pass = тавих газаргүй үед л алгасаж болно
error-occupied = { $square } нүд эзэнтэй
error-outside-centre = { $square } төвд биш: эхний дөрвөн чулууг d4, e4, d5, e5-д тавина
error-flips-nothing = { $square } юу ч эргүүлэхгүй
error-transcript-malformed = тоглоомын тэмдэглэлийн { $position }-р тэмдэгт буруу: d4d5e4 гэх мэт нүдний нэр байх ёстой
error-transcript-too-long = тоглоомын тэмдэглэл { $count } нүүдлээс урт байна
error-illegal-move = { $number }-р нүүдэл ({ $square }) дүрмийн бус: { $reason }
error-board-squares = хөлгийн мөрөнд X, O эсвэл - тэмдэгтээс тогтох 64 нүд байх ёстой (a1-ээс h8 хүртэл, мөр мөрөөр)
error-board-side = хөлгийн мөрөнд нүүх талыг X эсвэл O-гоор заах ёстой
error-board-supply = үлдсэн чулуу хоёр тоо байх ёстой: эхлээд харынх, дараа нь нөгөө талынх
error-board-impossible = боломжгүй байрлал: { $reason }
error-setup-overlap = нэг нүдэнд хоёр чулуу байна
error-setup-supply-large = тоглогчид дүрмээр зөвшөөрснөөс олон чулуу үлдсэн байна
error-setup-supply-mismatch = гарт үлдсэн чулуу хөлөг дээрх чулуутай таарахгүй байна
error-setup-opening = төвд хоосон нүд байхад төвөөс гадна чулуу байна
error-setup-centre = Отеллод төвийн дөрвөн нүд бүгд чулуутай байх ёстой
error-unknown-variant = үл мэдэгдэх тоглоомын төрөл «{ $name }»
error-unknown-player = үл мэдэгдэх тоглогч «{ $name }»
error-empty = талбар хоосон байна
error-too-long = { $count } тэмдэгтээс урт байна

## Сайтад суулгах, эх хуудас ба тэмдэглэл
embed = Өөрийн сайтад суулгах
embed-status = { $state ->
        [thinking] бодож байна…
        [wins] яллаа
        [draw] тэнцээ
       *[turn] ээлж
    }
host-command-refused = Энэ тоглоомыг агуулсан хуудас { $command } тушаал илгээсэн боловч биелүүлэх боломжгүй ({ $reason }); тоглоом өөрчлөгдсөнгүй.
records = Импорт ба экспорт
records-help = Тоглоомын тэмдэглэл (d4d5e4e5d6) эсвэл хөлгийн мөр (X, O эсвэл - тэмдэгтээс тогтох 64 нүд, дараа нь нүүх тал).
records-label = Тэмдэглэл эсвэл хөлгийн мөр
records-show-transcript = Тэмдэглэлийг харуулах
records-show-board = Хөлгийн мөрийг харуулах
records-import = Импортлох
records-imported-transcript = Тэмдэглэлийг импортлолоо.
records-imported-board = Хөлгийн мөрийг импортлолоо: тоглоом тэр байрлалаас үргэлжилнэ.
records-problem = Импортлож чадсангүй ({ $reason }); таны тоглоом өөрчлөгдсөнгүй.

## Гар ба харагдах байдал
board-keys = Гар: сумаар нүднүүдийн хооронд шилжинэ, Home ба End мөрийн хоёр төгсгөлд очно, Enter эсвэл Space чулуу тавина.
display = Харагдах байдал
square-hint = { $label }, зөвлөгөө { $hint }
hint-best = танд { $value }, { $exact ->
        [yes] яг тооцоолсон
       *[no] ойролцоо үнэлгээ
    }, хамгийн сайн нүүдэл
hint-behind = танд { $value }, { $exact ->
        [yes] яг тооцоолсон
       *[no] ойролцоо үнэлгээ
    }, хамгийн сайн нүүдлээс { $behind } чулуугаар дутуу
contrast-auto = Автоматаар (системийн дагуу)
contrast-standard = Цайвар
contrast-high = Өндөр контраст
contrast-dark = Бараан
eval-for-you = танд: { $eval }
your-move = Таны нүүдэл
refusal-computers-turn = Түр хүлээнэ үү: одоо компьютер нүүж байна.
refusal-reviewing = Өмнөх байрлал харагдаж байна: эхлээд тоглоом руугаа буцна уу.
variation = Хувилбар: таны тоглоом хадгалагдана.
review-first = Эхний байрлал
review-prev = Өмнөх нүүдэл
review-next = Дараагийн нүүдэл
review-last = Одоогийн байрлал

## The archive of games: why a file was not imported

## Тоглолтын задлан шинжилгээ: график, хүснэгт, алдаа
analysis-heading = Задлан шинжилгээ
analysis-start = Тоглолтыг задлах
analysis-progress = Задалж байна… { $done } / { $total } байрлал
analysis-cancel = Цуцлах
analysis-cancelled = Задлан шинжилгээг цуцаллаа; одоог хүртэл олсон нь хадгалагдсан.
analysis-done = Задлан шинжилгээ дууслаа.
analysis-failed = Задлан шинжилгээ зогслоо. Үргэлжлүүлэхийн тулд «Тоглолтыг задлах»-ыг дарна уу.

ai-weights-loading = (илүү хүчтэй үнэлгээ ачаалагдах хүртэл энгийн үнэлгээгээр)
ai-weights-failed = Компьютерийн илүү хүчтэй үнэлгээг ачаалж чадсангүй, тиймээс энгийн үнэлгээгээр тоглож байна. Таны тоглолтод нөлөөлөхгүй; хуудсыг дахин ачаалбал дахин оролдоно.

## The archive of games, diagrams and the embed's Analyse link
archive-load-damaged = Энэ төхөөрөмж дээр хадгалсан тоглоомуудыг уншиж чадсангүй. Тэдгээрийн бичвэрийг тусад нь хадгаллаа (товчоор хуулж болно), архив шинээр хоосон эхэлнэ.
archive-not-saved = Архивыг энэ төхөөрөмж дээр хадгалж чадсангүй: санах ой дүүрсэн эсвэл хаалттай байна. Өмнө хадгалсан тоглоомууд өөрчлөгдөөгүй; хуулбар үлдээхийн тулд экспортлоорой.
archive-no-room = Энэ төхөөрөмж дээрх тоглоомуудыг уншиж чадахгүй, тусад нь хадгалах зай ч алга тул юу ч бичсэнгүй.
archive-full = Энэ төхөөрөмж дээрх архив дүүрсэн: хамгийн ихдээ { $limit } тоглоом хадгална. Юу ч нэмээгүй; эхлээд заримыг нь устгаарай.
archive-open = Тоглоомууд
diagram-open = Диаграм
setup-open = Байрлал тавих
puzzles-open = Бодлогууд
lessons-open = Хичээлүүд
download-failed = Хөтөч татаж авалтыг эхлүүлсэнгүй.
