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
ai-gave-up = A számítógépes játékost nem sikerült elindítani ({ $message }). Egy baráttal továbbra is játszhat.
ai-restarting = A számítógépes játékos leállt, és újraindult; meg fogja tenni a lépését.

## Szabályok és történet
rules-classic-title = Klasszikus Reversi (1880-as évek)
rules-classic-1 = A tábla üresen indul. Feketének és Pirosnak 32-32 korongja van; Fekete kezd.
rules-classic-2 = Az első négy korong felváltva a négy középső mezőre kerül (d4, e4, d5, e5), tetszőleges sorrendben. Semmi sem fordul át, és közben senki sem passzolhat vagy léphet máshová.
rules-classic-3 = Ezután úgy kell letenni a korongot, hogy közte és egy saját korongunk között legalább egy egyenes sor (vízszintes, függőleges vagy átlós) ellenfél-korong bezáródjon. Minden bezárt sor átfordul a mi színünkre.
rules-classic-4 = Ha nincs ilyen mező, passzolni kell.
rules-classic-5 = Korongot csak a lerakás fogyaszt, az átfordítás nem. Aki mind a 32 korongját letette, többet nem léphet, a hátralévő lépéseket az ellenfele teszi meg.
rules-classic-6 = A játék akkor ér véget, amikor egyik játékos sem tud lépni. Az nyer, akinek több korongja van a táblán; az üres mezők senkihez sem számítanak.
history-classic-1 = A Reversi a viktoriánus Angliában született az 1880-as években. Két angol, Lewis Waterman és John W. Mollett is a maga találmányának mondta, és csalással vádolták egymást. Az első megbízható leírás 1886 augusztusában jelent meg a The Saturday Review-ban, a játék pedig 1888-tól volt kapható.
history-classic-2 = Mollett The Handbook of Reversi (1889) és Waterman Reversi and Go Bang (1890) című könyve írja le ezeket a szabályokat. A szabad első négy lépés és a 32 korongos készlet a nagy különbség a modern Othellóhoz képest.
history-classic-3 = A Reversi a 19. század végén nagyon népszerű volt Angliában, és elterjedt Európában is — 1893-ban egy német kiadó is kiadta —, de a 20. század elején az érdeklődés alábbhagyott, és 1973-ra szinte elfelejtették.
rules-free-title = Szabad nyitás
rules-free-1 = A tábla üresen indul; Fekete kezd.
rules-free-2 = Az első négy korong felváltva a négy középső mezőre kerül. Semmi sem fordul át. Ha mindkét szín egy-egy átlóra kerül, keresztállás jön létre; ha egy szín két korongja egymás mellé kerül, párhuzamos kezdés.
rules-free-3 = Ezután minden lépésnek be kell zárnia és át kell fordítania legalább egy sor ellenfél-korongot. Ha nincs ilyen mező, passzolni kell.
rules-free-4 = Nincs 32 korongos korlát: a tábla teljesen megtelhet.
rules-free-5 = A játék akkor ér véget, amikor egyik játékos sem tud lépni; több korong nyer.
history-free-1 = Az eredeti szabályok nem rögzítették a kezdőállást: a tábla üresen indult, és mindkét játékos első két korongja a középső mezőkre került, pontosan úgy, mint itt.
history-free-2 = Az eredeti játék azt is előírta, hogy minden játékosnak csak 32 korongja van. Ezt a korlátot a 20. század elején elhagyták, és ebben a változatban sincs.
rules-othello-title = Othello
rules-othello-1 = A játék négy, keresztben álló koronggal indul: fehér a d4 és e5, fekete a d5 és e4 mezőn. Fekete kezd.
rules-othello-2 = Minden lépésnek be kell zárnia és át kell fordítania legalább egy egyenes sor ellenfél-korongot az új korong és egy saját korong között.
rules-othello-3 = Ha nincs ilyen mező, passzolni kell. Korongkorlát nincs.
rules-othello-4 = A játék akkor ér véget, amikor egyik játékos sem tud lépni. Több korong nyer, és az üres mezők a győztes pontjaihoz adódnak.
history-othello-1 = Haszegava Goró 1973-ban Japánban Othello néven dobta piacra a játék saját változatát. A keresztállást tette minden játszma kezdetévé, és ma a legtöbb játékos csak ezt a kezdést ismeri.
history-othello-2 = Az Othello világsikere a Reversi nevet is visszahozta, bár sok ma e néven árult játék az Othello szabályait követi. A kettő játékmenete közös, de történetük és szabályaik részletei eltérnek.

## Oktató
tutorial-title = Oktató
tutorial-next = Tovább
tutorial-back = Vissza
tutorial-skip = Kihagyás
tutorial-restart = Előről
tutorial-computer = Játék a számítógép ellen
tutorial-friend = Játék egy baráttal
tutorial-step = { $step }/{ $steps }. lépés: { $title }
tutorial-step-1 = A korongok
tutorial-step-2 = Az üres tábla
tutorial-step-3 = Kereszt és párhuzamos
tutorial-step-4 = Az első fordítás
tutorial-step-5 = Gyakorlás
tutorial-step-6 = Több sor egyszerre
tutorial-step-7 = Passz, a korlát és a vége
tutorial-step-8 = Ön jön
tutorial-scene-1 = A Reversit ezen a 8 × 8-as táblán játsszák fekete és piros korongokkal. Mindkét játékosnak 32 korongja van, ezek a tábla melletti tartókban látszanak: a letett korong kikerül a tartóból. Fekete kezd.
tutorial-scene-2 = A tábla üresen indul. Az első négy korong a négy kiemelt középső mezőre kerül, felváltva: fekete, piros, fekete, piros, mindegyik bármelyik szabad középső mezőre. Tegye le mind a négyet.
tutorial-scene-3 = A kezdőállást a játékosok választják. Itt mindkét szín két korongja egymás mellett áll: ez a párhuzamos kezdés. A régi angol készletekkel gyakran így kezdtek. Nyomja meg a Tovább gombot a másik kezdéshez.
tutorial-scene-4 = Itt mindkét szín egy-egy átlót foglal el: ez a keresztállás. A modern Othello mindig keresztállással kezdődik; a klasszikus Reversiben a játékosok választanak.
tutorial-scene-5 = Mostantól minden korongnak be kell zárnia: az új korong és egy saját korong közé egy egyenes sor másik színű korongnak kell kerülnie. Fekete a d6-ra lép: a piros d5 a d6 és a d4 között van. Kattintson a d6-ra, és figyelje, ahogy a d5 átfordul.
tutorial-scene-6 = Fekete lép. Keressen egy lépést, amely fordít: most a szabályos lépések nincsenek megjelölve. Próbáljon ki egy mezőt: ha nem szabályos, megtudja, miért, és megjelennek a szabályos lépések.
tutorial-scene-7 = Egy korong több sort is bezárhat. Fekete e3 balra a d3-at, átlósan a d4-et és lefelé az e4-et zárja be, és mindhárom átfordul. Kattintson az e3-ra.
tutorial-scene-8 = Akinek nincs szabályos helye, passzol. Fekete f1-e után Pirosnak nincs hová tennie, ezért Piros passzol, és Fekete újra lép.
tutorial-scene-9 = Fekete mind a 32 korongját letette, ezért többet nem léphet: a megfordított korong sosem kerül vissza a tartóba. A hátralévő lépéseket Piros teszi meg.
tutorial-scene-10 = A játék akkor ér véget, amikor egyik játékos sem tud lépni. Akinek több korongja van a táblán, az nyer; az üres mezők senkihez sem számítanak.
tutorial-scene-11 = Ennyi az egész játék. Kezdjen egy igazi játszmát a számítógép ellen, vagy egy barátjával ugyanezen az eszközön.
tutorial-new-position = A táblán most új állás látható.
tutorial-centre-full = Semmi sem fordult át: a közép megtelt, a kezdőállás kialakult. Nyomja meg a Tovább gombot.
tutorial-placed = Letéve. Az első négy korongnál semmi sem fordul át; { $left ->
        [one] { $left } középső mező maradt.
       *[other] { $left } középső mező maradt.
    }
tutorial-flipped = { $square } átfordítja: { $flips }. Nyomja meg a Tovább gombot.
tutorial-flips-nothing = { $square } semmit sem fordít: nem zár be egyetlen másik színű sort sem.
tutorial-occupied = { $square } foglalt: üres mezőre tegyen.
tutorial-outside-centre = { $square } nincs középen: az első négy korong a d4, e4, d5 és e5 mezőre kerül.
tutorial-not-allowed = Nem szabályos: { $reason }.
tutorial-try-this = { $square } is szabályos, de ez a lépés a(z) { $wanted } mezőről szól.
tutorial-press-next = Itt nincs mit letenni: nyomja meg a Tovább gombot.
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
error-unknown-variant = ismeretlen játékváltozat: „{ $name }”
error-unknown-player = ismeretlen játékos: „{ $name }”
error-empty = a mező üres
error-too-long = több mint { $count } karakter

## Beágyazás, a befogadó oldal és a játszmák
embed = Beágyazás a saját oldalra
embed-title = Beágyazás a saját oldalra
embed-intro = Illessze be ezt a saját oldala egyik lapjára. A játék a keretben fut, és semmit sem ír felül a látogatók saját játszmáiból.
embed-this-game = A játszma lépéseivel együtt
embed-look = Tábla
embed-look-auto = A változat szerint
embed-look-classic = Klasszikus (vörösesbarna)
embed-look-othello = Othello (zöld)
embed-scheme = Színek
embed-scheme-auto = A látogató eszköze szerint
embed-scheme-light = Világos
embed-scheme-dark = Sötét
embed-coords = Koordináták mutatása
embed-size-label = Méret
embed-size = { $size } × { $size } px
embed-size-fit = Az oldal szélességéhez igazítva
embed-snippet = A beillesztendő kód
embed-preview = Előnézet
embed-copy = Kód másolása
embed-copied = A kód a vágólapon
embed-copy-failed = A másolás nem sikerült: jelölje ki a kódot, és másolja ki kézzel
embed-close = Bezárás
embed-frame-title = Reversi
embed-open-full = A teljes játék megnyitása
embed-bad-parameter = A(z) { $key }="{ $value }" beágyazási paraméter nem értelmezhető, ezért figyelmen kívül marad.
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
hint-best = { $hint }, a legjobb lépés
hint-behind = { $hint }, { $behind } koronggal rosszabb a legjobbnál
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
archive-empty = A fájlban nincs egyetlen játszma sem.
archive-too-long = A fájl túl nagy a betöltéshez (több mint { $kilobytes } KB).
archive-not-ours = Ez nem ennek az alkalmazásnak a játszmafájlja: az első sorának így kell szólnia: „{ $header }”.
archive-line = A fájl { $line }. sora nem olvasható: { $reason }. Semmi sem került betöltésre.
archive-full = Az archívum ezen az eszközön megtelt: legfeljebb { $limit } játszmát tárol. Semmi sem került bele; előbb töröljön néhány játszmát.
archive-line-shape = a mezőknek név=érték alakúnak kell lenniük, tabulátorral elválasztva
archive-line-missing = hiányzik a(z) „{ $field }” mező
archive-line-unknown = ismeretlen mező: „{ $field }”
archive-line-date = a dátumnak így kell kinéznie: 2026-12-01T18:30Z
archive-line-result = a beírt eredmény nem egyezik a lépésekkel

## A játszma elemzése: grafikon, táblázat, hibák
analysis-heading = Elemzés
analysis-start = A játszma elemzése
analysis-progress = Elemzés folyamatban… { $done } / { $total } állás
analysis-cancel = Mégse
analysis-cancelled = Az elemzés megszakadt; az eddigi eredmények megmaradnak.
analysis-done = Az elemzés elkészült.
analysis-failed = Az elemzés leállt: { $message }. A folytatáshoz nyomja meg „A játszma elemzése” gombot.
analysis-graph = A fekete előnye minden lépés után: a végső korongkülönbség, ha onnan mindkét fél a legjobbat lépi
analysis-key = A kitöltött pontok pontosak (a végéig kiszámolva, { $empties } üres mezőtől); az üresek becslések, { $plies } lépés mély keresésből. A középvonal fölött a fekete áll jobban. Egy ponton a nyílbillentyűk lapoznak a játszmában, az Enter megmutatja az állást.
analysis-exact = pontos
analysis-estimate = becslés
analysis-point = { $placement }: { $value } a feketének, { $kind }
analysis-point-waiting = { $placement }: még nincs elemezve
analysis-table = Az értékek táblázatban
analysis-column-move = Lépés
analysis-column-value = A feketének
analysis-column-exact = Pontos?
analysis-column-note = Megjegyzés
analysis-mistake = { $number }. lépés, { $played }: a(z) { $best } { $loss } koronggal jobb lett volna
analysis-blunder = súlyos hiba
analysis-line = Legjobb folytatás: { $moves }
analysis-line-pass = passz
analysis-summary = Átlagos veszteség lépésenként: { $average }. Hibák: { $mistakes }, súlyos hibák: { $blunders }.
analysis-no-mistakes = Nincs hiba.
analysis-better-square = { $label }, a jobb lépés

ai-weights-loading = (egyszerűbb értékeléssel, amíg az erősebb be nem töltődik)
ai-weights-failed = A számítógép erősebb értékelését nem sikerült betölteni, ezért egy egyszerűbbel játszik. A játszma nem vész el; az oldal újratöltésekor újra megpróbálja.

## The archive of games, diagrams and the embed's Analyse link
archive-load-damaged = Az ezen az eszközön tárolt játszmákat nem sikerült beolvasni. A szövegüket félretettük (a gombbal kimásolható), az archívum pedig üresen indul újra.
archive-not-saved = Az archívumot nem sikerült menteni ezen az eszközön: a tárhely megtelt vagy le van tiltva. A korábban tárolt játszmák változatlanok; exportálja őket, hogy legyen másolata.
archive-no-room = Az ezen az eszközön tárolt játszmák nem olvashatók, és nincs hely félretenni őket, ezért semmi sem lett kiírva.
archive-open = Játszmák
archive-title = Játszmák ezen az eszközön
archive-intro = Minden itt befejezett játszma megmarad ezen az eszközön, a legújabb legfelül.
archive-none = Még nincs befejezett játszma.
archive-current = Folyamatban
archive-unfinished = Befejezetlen
archive-versus = { $black } – { $second }
archive-review = Visszanézés
archive-delete = Törlés
archive-delete-ask = Végleg törli ezt a játszmát?
archive-delete-yes = Igen, törlöm
archive-delete-no = Megtartom
archive-deleted = A játszma törölve.
archive-export = Minden játszma exportálása
archive-export-ggf = Othello-játszmák exportálása (GGF)
archive-import = Játszmafájl importálása
archive-imported = Hozzáadott játszmák: { $added }. Már megvolt: { $already }.
archive-opened = A játszma a táblán van: a lépéslistában lépésenként visszanézheti.
archive-close = Bezárás
diagram-open = Diagram
diagram-title = Az állás diagramja
diagram-intro = Kép a látható állásról kluboldalra vagy nyomtatáshoz.
diagram-coords = Koordináták
diagram-numbers = Számozott lépések
diagram-numbers-none = Nincs
diagram-numbers-last = Az utolsó lépés
diagram-numbers-count = Az utolsó { $count } lépés
diagram-numbers-all = Minden lépés
diagram-look = A tábla kinézete
diagram-look-classic = Klasszikus: fekete és piros drapp alapon
diagram-look-othello = Othello: fekete és fehér zöld alapon
diagram-side = Ki következik
diagram-svg = SVG letöltése
diagram-png = PNG letöltése ({ $width } × { $height } képpont)
diagram-image-title = Reversi-állás a(z) { $moves }. lépés után
diagram-png-failed = Ez a böngésző nem tudta megrajzolni a PNG-képet; az SVG letöltése továbbra is működik.
download-failed = A böngésző nem indította el a letöltést.
diagram-close = Bezárás
embed-analyse = Elemzés
embed-analyse-label = A játszma elemzése a teljes alkalmazásban (új lapon nyílik meg)
