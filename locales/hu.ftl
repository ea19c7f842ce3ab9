# Reversi: magyar. A kulcsok ugyanazok, mint az en.ftl-ben; a mezők neve (a1–h8) nem változik.

## Az oldal
title = Reversi
subtitle = Az 1880-as évek játéka, a szabad nyitás és az Othello
language = Nyelv

## Gombok
new-game = Új játék
learn = Játéktanulás
undo = Visszavonás
redo = Újra
menu = Menü
rules = Szabályok
history = Történet
show-legal = Szabályos lépések mutatása
show-hints = Tippek (korongkülönbség minden lépésnél)
move-now = Lépés most
dismiss = Bezárás
update-ready = Elkészült egy új változat: újratöltés

## Lépések
moves = Lépések
start-position = Kezdés
no-moves-yet = Még nincs lépés.
copy-transcript = Játszma másolása
copy-link = Link másolása
share-link = Link ehhez a játszmához
link-copied = A link a vágólapon
copied = A játszma a vágólapon
copy-failed = A másolás nem sikerült: jelölje ki a játszmát, és másolja ki kézzel
back-to-game = Vissza a játékhoz
move-button = { $number }. lépés, { $color ->
        [black] fekete
        [red] piros
       *[white] fehér
    } { $square }: az állás megtekintése
pass-in-list = { $color ->
        [black] fekete passzol
        [red] piros passzol
       *[white] fehér passzol
    }
reviewing = A(z) { $index }. lépés utáni állás megtekintése ({ $total } lépésből)
reviewing-start = A kezdőállás megtekintése ({ $total ->
        [one] { $total } lépés történt
       *[other] { $total } lépés történt
    })

## Tábla és játékosok
board-label = Reversi-tábla
opening-hint = tegyen bármelyik középső mezőre; semmi sem fordul át
discs-left = { $count ->
        [one] korong maradt
       *[other] korong maradt
    }
colour = { $color ->
        [black] Fekete
        [red] Piros
       *[white] Fehér
    }
colour-lower = { $color ->
        [black] fekete
        [red] piros
       *[white] fehér
    }
human = Ember
computer-level = Számítógép: { $level }. szint ({ $name })
computer-short = Számítógép, { $level }. szint
computer-card =
    Számítógép
    { $level }. szint
level-name = { $level ->
        [1] kezdő
        [2] újonc
        [3] alkalmi játékos
        [4] klubjátékos
        [5] erős
        [6] szakértő
        [7] mester
       *[8] tökéletes
    }
to-move = { $color ->
        [black] Fekete lép
        [red] Piros lép
       *[white] Fehér lép
    }
square-disc = { $square }, { $color ->
        [black] fekete korong
        [red] piros korong
       *[white] fehér korong
    }
square-legal = { $square }, üres, szabályos lépés
square-empty = { $square }, üres

## Értesítések és a vége
notice-passed = { $color ->
        [black] Feketének nincs szabályos lépése, passzol
        [red] Pirosnak nincs szabályos lépése, passzol
       *[white] Fehérnek nincs szabályos lépése, passzol
    }
notice-exhausted = { $color ->
        [black] Feketének elfogyott a korongja — { $other ->
            [red] Piros
           *[white] Fehér
        } lép tovább
       *[other] { $color ->
            [red] Pirosnak
           *[white] Fehérnek
        } elfogyott a korongja — Fekete lép tovább
    }
game-over = Vége a játéknak
game-over-result = Vége a játéknak. { $result }
wins = { $color ->
        [black] Fekete nyert
        [red] Piros nyert
       *[white] Fehér nyert
    }
draw = Döntetlen
empties-note = Az üres mezők a győzteshez számítanak.
play-again = Új játszma
play-again-swapped = Új játszma a másik színnel
load-corrupt = A mentett játszmát nem sikerült beolvasni, ezért új játék kezdődött. A szövege megmaradt ezen az eszközön.
load-newer = A mentett játszmát nem sikerült beolvasni: az alkalmazás egy újabb verziója mentette. Új játék kezdődött; a mentett játszma megmaradt ezen az eszközön.
load-settings = A mentett beállításokat nem sikerült beolvasni, ezért az alapértelmezettek érvényesek. A szövegük megmaradt ezen az eszközön.
kept-copy = Szöveg másolása
kept-copied = A szöveg a vágólapra került
kept-copy-failed = A másolás nem sikerült; a szöveg továbbra is megmarad ezen az eszközön.
storage-off = Ez a játszma nem mentődik ezen az eszközön: a böngésző nem engedi. Hogy megmaradjon, másolja ki a linket vagy a játszmát.
other-tab = Ezt a játszmát egy másik lapon megváltoztatták. Az itteni lépései nem mentődnek, amíg nem dönt.
other-tab-load = Az újabb játszma betöltése
other-tab-keep = Az enyém marad
load-bad-link = A linkben szereplő játszmát nem sikerült megnyitni ({ $reason }); a kezdőállás látható.

## Amit a képernyőolvasó felolvas
announce-move = { $color ->
        [black] Fekete
        [red] Piros
       *[white] Fehér
    } { $square }{ $count ->
        [0] .
        [one] , { $count } korong fordul át: { $flips }.
       *[other] , { $count } korong fordul át: { $flips }.
    }
announce-undo = { $square } visszavonva.
announce-result = Vége a játéknak. { $result }, { $counts }.
announce-new-game = Új játék: { $variant }.

## Új játék
dialog-title = Új játék
dialog-variant = Szabályok
dialog-players = Játékosok
dialog-start = Indítás
dialog-cancel = Mégse
variant-classic = Klasszikus (1880-as évek)
variant-free = Szabad nyitás
variant-othello = Othello
blurb-classic = Üres tábla, szabad nyitás középen, fejenként 32 korong, fekete és piros.
blurb-free = Üres tábla, szabad nyitás középen, korlátlan korong.
blurb-othello = A modern játék: keresztállás, minden lépés fordít.

## A számítógép
thinking = A számítógép gondolkodik…
thinking-solved = a végéig kiszámolva
thinking-depth = mélység: { $depth }
ai-gave-up = A számítógépes játékost nem sikerült elindítani. Egy baráttal továbbra is játszhat.
ai-restarting = A számítógépes játékos leállt, és újraindult; meg fogja tenni a lépését.

## Szabályok és történet
rules-classic-title = Klasszikus Reversi (1880-as évek)
rules-free-title = Szabad nyitás
rules-othello-title = Othello
later-loading = Betöltés…
later-failed = Ezt a szöveget nem sikerült betölteni. A játszmát ez nem érinti; ellenőrizze a kapcsolatot, és töltse újra az oldalt.

## Oktató
tutorial-title = Oktató
tutorial-next = Tovább
tutorial-back = Vissza
tutorial-skip = Kihagyás
tutorial-restart = Előről
tutorial-computer = Játék a számítógép ellen
tutorial-friend = Játék egy baráttal
error-game-over = a játéknak vége
error-no-discs = a soron következő játékosnak elfogyott a korongja
error-pass = passzolni csak akkor lehet, ha nincs szabályos lépés
error-occupied = { $square } foglalt
error-outside-centre = { $square } nincs középen: az első négy korong a d4, e4, d5 és e5 mezőre kerül
error-flips-nothing = { $square } semmit sem fordít
error-transcript-malformed = hibás lépéssor a(z) { $position }. karakternél: mezőnevek kellenek, például d4d5e4
error-transcript-too-long = a lépéssor hosszabb { $count } lépésnél
error-illegal-move = a(z) { $number }. lépés ({ $square }) szabálytalan: { $reason }
error-board-squares = a táblaleíráshoz 64 mező kell X, O vagy - jelekből (a1-től h8-ig, soronként)
error-board-side = a táblaleírásból hiányzik, ki következik: X vagy O
error-board-supply = a megmaradt korongok két szám: előbb a feketéé, aztán a másik félé
error-board-impossible = lehetetlen állás: { $reason }
error-setup-overlap = egy mezőn két korong van
error-setup-supply-large = egy játékosnak több korongja maradt, mint amennyit a szabályok megengednek
error-setup-supply-mismatch = a kézben maradt korongok nem egyeznek a táblán lévőkkel
error-setup-opening = korongok vannak a középen kívül, pedig a közép egyik mezője még üres
error-setup-centre = az Othellóban mind a négy középső mezőn korongnak kell lennie
error-unknown-variant = ismeretlen játékváltozat: „{ $name }”
error-unknown-player = ismeretlen játékos: „{ $name }”
error-empty = a mező üres
error-too-long = több mint { $count } karakter

## Beágyazás, a befogadó oldal és a játszmák
embed = Beágyazás a saját oldalra
embed-status = { $state ->
        [thinking] gondolkodik…
        [wins] nyert
        [draw] döntetlen
       *[turn] lép
    }
host-command-refused = A játékot befogadó oldal { $command } parancsot küldött, de az nem hajtható végre ({ $reason }); a játszma nem változott.
records = Import és export
records-help = Egy játszma lépései (d4d5e4e5d6) vagy egy táblaleírás (64 mező X, O vagy - jelekkel, aztán a soron következő fél).
records-label = Lépéssor vagy táblaleírás
records-show-transcript = Lépéssor mutatása
records-show-board = Táblaleírás mutatása
records-import = Importálás
records-imported-transcript = A lépéssor importálva.
records-imported-board = A táblaleírás importálva: a játszma ebből az állásból folytatódik.
records-problem = Ezt nem sikerült importálni ({ $reason }); a játszma nem változott.

## Billentyűzet és megjelenés
board-keys = Billentyűzet: a nyilak a mezők között léptetnek, a Home és az End a sor elejére és végére ugrik, az Enter vagy a szóköz lerak egy korongot.
display = Megjelenés
square-hint = { $label }, tipp: { $hint }
hint-best = Önnek { $value }, { $exact ->
        [yes] pontos
       *[no] becsült
    }, a legjobb lépés
hint-behind = Önnek { $value }, { $exact ->
        [yes] pontos
       *[no] becsült
    }, { $behind } koronggal rosszabb a legjobb lépésnél
contrast-auto = Automatikus (a rendszer szerint)
contrast-standard = Világos
contrast-high = Nagy kontraszt
contrast-dark = Sötét
eval-for-you = Önnek: { $eval }
your-move = Ön lép
refusal-computers-turn = Várjon: most a számítógép lép.
refusal-reviewing = Egy korábbi állás látható: előbb térjen vissza a játékhoz.
variation = Változat: a játszmája megmarad.
review-first = Kezdőállás
review-prev = Előző lépés
review-next = Következő lépés
review-last = Jelenlegi állás

## The archive of games: why a file was not imported

## A játszma elemzése: grafikon, táblázat, hibák
analysis-heading = Elemzés
analysis-start = A játszma elemzése
analysis-progress = Elemzés folyamatban… { $done } / { $total } állás
analysis-cancel = Mégse
analysis-cancelled = Az elemzés megszakadt; az eddigi eredmények megmaradnak.
analysis-done = Az elemzés elkészült.
analysis-failed = Az elemzés leállt. A folytatáshoz nyomja meg „A játszma elemzése” gombot.

ai-weights-loading = (egyszerűbb értékeléssel, amíg az erősebb be nem töltődik)
ai-weights-failed = A számítógép erősebb értékelését nem sikerült betölteni, ezért egy egyszerűbbel játszik. A játszma nem vész el; az oldal újratöltésekor újra megpróbálja.

## The archive of games, diagrams and the embed's Analyse link
archive-load-damaged = Az ezen az eszközön tárolt játszmákat nem sikerült beolvasni. A szövegüket félretettük (a gombbal kimásolható), az archívum pedig üresen indul újra.
archive-not-saved = Az archívumot nem sikerült menteni ezen az eszközön: a tárhely megtelt vagy le van tiltva. A korábban tárolt játszmák változatlanok; exportálja őket, hogy legyen másolata.
archive-no-room = Az ezen az eszközön tárolt játszmák nem olvashatók, és nincs hely félretenni őket, ezért semmi sem lett kiírva.
archive-full = Az archívum ezen az eszközön megtelt: legfeljebb { $limit } játszmát tárol. Semmi sem került bele; előbb töröljön néhány játszmát.
archive-open = Játszmák
diagram-open = Diagram
setup-open = Állás felrakása
puzzles-open = Feladványok
lessons-open = Leckék
download-failed = A böngésző nem indította el a letöltést.
