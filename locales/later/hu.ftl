# Reversi (hu): the rules, their history and the tutorial's scenes, steps and answers,
# the archive's, the diagram's and the embed snippet's dialogs and the
# analysis's report,
# fetched after the page's first paint; the keys are English's (later/en.ftl).
rules-classic-1 = A tábla üresen indul. Feketének és Pirosnak 32-32 korongja van; Fekete kezd.
rules-classic-2 = Az első négy korong felváltva a négy középső mezőre kerül (d4, e4, d5, e5), tetszőleges sorrendben. Semmi sem fordul át, és közben senki sem passzolhat vagy léphet máshová.
rules-classic-3 = Ezután úgy kell letenni a korongot, hogy közte és egy saját korongunk között legalább egy egyenes sor (vízszintes, függőleges vagy átlós) ellenfél-korong bezáródjon. Minden bezárt sor átfordul a mi színünkre.
rules-classic-4 = Ha nincs ilyen mező, passzolni kell.
rules-classic-5 = Korongot csak a lerakás fogyaszt, az átfordítás nem. Aki mind a 32 korongját letette, többet nem léphet, a hátralévő lépéseket az ellenfele teszi meg.
rules-classic-6 = A játék akkor ér véget, amikor egyik játékos sem tud lépni. Az nyer, akinek több korongja van a táblán; az üres mezők senkihez sem számítanak.
history-classic-1 = A Reversi a viktoriánus Angliában született az 1880-as években. Két angol, Lewis Waterman és John W. Mollett is a maga találmányának mondta, és csalással vádolták egymást. Az első megbízható leírás 1886 augusztusában jelent meg a The Saturday Review-ban, a játék pedig 1888-tól volt kapható.
history-classic-2 = Mollett The Handbook of Reversi (1889) és Waterman Reversi and Go Bang (1890) című könyve írja le ezeket a szabályokat. A szabad első négy lépés és a 32 korongos készlet a nagy különbség a modern Othellóhoz képest.
history-classic-3 = A Reversi a 19. század végén nagyon népszerű volt Angliában, és elterjedt Európában is — 1893-ban egy német kiadó is kiadta —, de a 20. század elején az érdeklődés alábbhagyott, és 1973-ra szinte elfelejtették.
rules-free-1 = A tábla üresen indul; Fekete kezd.
rules-free-2 = Az első négy korong felváltva a négy középső mezőre kerül. Semmi sem fordul át. Ha mindkét szín egy-egy átlóra kerül, keresztállás jön létre; ha egy szín két korongja egymás mellé kerül, párhuzamos kezdés.
rules-free-3 = Ezután minden lépésnek be kell zárnia és át kell fordítania legalább egy sor ellenfél-korongot. Ha nincs ilyen mező, passzolni kell.
rules-free-4 = Nincs 32 korongos korlát: a tábla teljesen megtelhet.
rules-free-5 = A játék akkor ér véget, amikor egyik játékos sem tud lépni; több korong nyer.
history-free-1 = Az eredeti szabályok nem rögzítették a kezdőállást: a tábla üresen indult, és mindkét játékos első két korongja a középső mezőkre került, pontosan úgy, mint itt.
history-free-2 = Az eredeti játék azt is előírta, hogy minden játékosnak csak 32 korongja van. Ezt a korlátot a 20. század elején elhagyták, és ebben a változatban sincs.
rules-othello-1 = A játék négy, keresztben álló koronggal indul: fehér a d4 és e5, fekete a d5 és e4 mezőn. Fekete kezd.
rules-othello-2 = Minden lépésnek be kell zárnia és át kell fordítania legalább egy egyenes sor ellenfél-korongot az új korong és egy saját korong között.
rules-othello-3 = Ha nincs ilyen mező, passzolni kell. Korongkorlát nincs.
rules-othello-4 = A játék akkor ér véget, amikor egyik játékos sem tud lépni. Több korong nyer, és az üres mezők a győztes pontjaihoz adódnak.
history-othello-1 = Haszegava Goró 1973-ban Japánban Othello néven dobta piacra a játék saját változatát. A keresztállást tette minden játszma kezdetévé, és ma a legtöbb játékos csak ezt a kezdést ismeri.
history-othello-2 = Az Othello világsikere a Reversi nevet is visszahozta, bár sok ma e néven árult játék az Othello szabályait követi. A kettő játékmenete közös, de történetük és szabályaik részletei eltérnek.
tutorial-scene-1 = A Reversit ezen a 8 × 8-as táblán játsszák fekete és piros korongokkal. Mindkét játékosnak 32 korongja van, ezek a tábla melletti tartókban látszanak: a letett korong kikerül a tartóból. Fekete kezd.
tutorial-scene-2 = A tábla üresen indul. Az első négy korong a négy kiemelt középső mezőre kerül, felváltva: fekete, piros, fekete, piros, mindegyik bármelyik szabad középső mezőre. Tegye le mind a négyet.
tutorial-scene-3 = A kezdőállást a játékosok választják. Itt mindkét szín két korongja egymás mellett áll: ez a párhuzamos kezdés. A régi angol készletekkel gyakran így kezdtek. Nyomja meg a Tovább gombot a másik kezdéshez.
tutorial-scene-4 = Itt mindkét szín egy-egy átlót foglal el: ez a keresztállás. A modern Othello mindig keresztállással kezdődik; a klasszikus Reversiben a játékosok választanak.
tutorial-scene-5 = Mostantól minden korongnak be kell zárnia: az új korong és egy saját korong közé egy egyenes sor másik színű korongnak kell kerülnie. Fekete a d6-ra lép: a piros d5 a d6 és a d4 között van. Tegyen korongot a d6-ra, és figyelje, ahogy a d5 átfordul.
tutorial-scene-6 = Fekete lép. Keressen egy lépést, amely fordít: most a szabályos lépések nincsenek megjelölve. Próbáljon ki egy mezőt: ha nem szabályos, megtudja, miért, és megjelennek a szabályos lépések.
tutorial-scene-7 = Egy korong több sort is bezárhat. Fekete e3 balra a d3-at, átlósan a d4-et és lefelé az e4-et zárja be, és mindhárom átfordul. Tegyen korongot az e3-ra.
tutorial-scene-8 = Akinek nincs szabályos helye, passzol. Fekete f1-e után Pirosnak nincs hová tennie, ezért Piros passzol, és Fekete újra lép.
tutorial-scene-9 = Fekete mind a 32 korongját letette, ezért többet nem léphet: a megfordított korong sosem kerül vissza a tartóba. A hátralévő lépéseket Piros teszi meg.
tutorial-scene-10 = A játék akkor ér véget, amikor egyik játékos sem tud lépni. Akinek több korongja van a táblán, az nyer; az üres mezők senkihez sem számítanak.
tutorial-scene-11 = Ennyi az egész játék. Kezdjen egy igazi játszmát a számítógép ellen, vagy egy barátjával ugyanezen az eszközön.
archive-empty = A fájlban nincs egyetlen játszma sem.
archive-too-long = A fájl túl nagy a betöltéshez (több mint { $kilobytes } KB).
archive-not-ours = Ez nem ennek az alkalmazásnak a játszmafájlja: az első sorának így kell szólnia: „{ $header }”.
archive-line = A fájl { $line }. sora nem olvasható: { $reason }. Semmi sem került betöltésre.
archive-line-shape = a mezőknek név=érték alakúnak kell lenniük, tabulátorral elválasztva
archive-line-missing = hiányzik a(z) „{ $field }” mező
archive-line-unknown = ismeretlen mező: „{ $field }”
archive-line-date = a dátumnak így kell kinéznie: 2026-12-01T18:30Z
archive-line-result = a beírt eredmény nem egyezik a lépésekkel
archive-title = Játszmák ezen az eszközön
archive-intro = Minden itt befejezett játszma megmarad ezen az eszközön, a legújabb legfelül.
archive-none = Még nincs befejezett játszma.
archive-current = Folyamatban
archive-unfinished = Befejezetlen
archive-result = { $result }, { $winner }:{ $loser }
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
diagram-image-title = Reversi-állás a(z) { $number }. lépés után
diagram-png-failed = Ez a böngésző nem tudta megrajzolni a PNG-képet; az SVG letöltése továbbra is működik.
diagram-close = Bezárás
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
tutorial-step = { $step }/{ $steps }. lépés: { $title }
tutorial-step-1 = A korongok
tutorial-step-2 = Az üres tábla
tutorial-step-3 = Kereszt és párhuzamos
tutorial-step-4 = Az első fordítás
tutorial-step-5 = Gyakorlás
tutorial-step-6 = Több sor egyszerre
tutorial-step-7 = Passz, a korlát és a vége
tutorial-step-8 = Ön jön
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
tutorial-choose-game = Itt nincs mit letenni: válasszon játékot az alábbi gombokkal.

# Állás felrakása (setup-).
setup-title = Állás felrakása
setup-help = Válassz korongot, majd válaszd ki a mezőket (koppintással, kattintással vagy Enterrel): először leteszi, másodszor leveszi.
setup-tools = Mit tegyek fel
setup-empty = Üres mező
setup-side = Ki lép
setup-hand-black = Fekete megmaradt korongjai
setup-hand-red = Piros megmaradt korongjai
setup-hands-help = A klasszikus játékban mindkét félnek 32 korongja van: a táblán annyi korong van, amennyit letettek, vagyis 32 mínusz a megmaradtak, fejenként.
setup-clear = Tábla törlése
setup-start = Kezdőállás
setup-from-game = A játszmából
setup-players = Játékosok
setup-done = Játék innen
setup-cancel = Mégse
setup-hand-range = { $color ->
        [black] Fekete
       *[red] Piros
    } megmaradt korongjainak száma 0 és 32 közötti egész szám legyen.
setup-hands-mismatch = A táblán { $discs } korong van, de a megmaradt korongok szerint { $placed } került le (32 mínusz a megmaradtak, fejenként).
setup-over = Innen senki sem léphet: a játszma véget ért.
setup-announce = Az állás felrakva. { $status }

# Feladványok (puzzle-).
puzzle-title = { $id }. feladvány
puzzle-meta = { $variant } · nehézség: { $difficulty } / { $max }
puzzle-solved-before = már megoldottad
puzzle-task-win = { $tomove }: keresd meg az egyetlen nyerő lépést.
puzzle-task-draw = { $tomove }: keresd meg az egyetlen döntetlenhez vezető lépést.
puzzle-task-best = { $tomove }: keresd meg a legjobb lépést; legalább { $margin } koronggal jobb bármely másiknál.
puzzle-task-supply = Számold meg a megmaradt korongokat: valakinek elfogynak, mielőtt megtelik a tábla.
puzzle-solved = Megoldva! A változat: { $line }. { $result ->
        [win] Legjobb játékkal ez { $discs } koronggal nyer.
        [draw] Legjobb játékkal ez döntetlen.
       *[loss] Legjobb játékkal ez is vesztes, { $discs } koronggal: nincs jobb lépés.
    }
puzzle-failed = A(z) { $square } nem a megoldás: a gép válasza a táblán megmutatja, miért. Próbáld újra.
puzzle-pass = passz
puzzle-retry = Újra
puzzle-prev = Előző
puzzle-next = Következő
puzzle-today = A nap feladványa
puzzle-all = Mind
puzzle-difficulty = Nehézség
puzzle-progress = Megoldva: { $solved } / { $total }. Sorozat: { $streak } (legjobb: { $best }).
puzzle-close = Vissza a játszmádhoz
puzzle-none = Egy feladvány sem felel meg ennek a választásnak.
puzzle-unavailable = A feladványokat nem sikerült betölteni. Ellenőrizd a kapcsolatot, és nyisd meg őket újra.
puzzle-not-found = Nincs { $id } feladvány: íme a nap feladványa.
puzzle-progress-damaged = Az ezen az eszközön megoldott feladványokat nem sikerült beolvasni, ezért a számlálás elölről kezdődik. A régi szöveg megmarad az eszközön.

hints-legend = Minden szám azt mutatja, hány korong különbséggel zárja a játszmát, ha oda lép (+ előny, − hátrány); a ≡ pontos értéket jelöl, a többi becslés. Az arany a legjobb lépés: egy 3-mal kisebb szám 3 koronggal kevesebbet jelent, mint a legjobb lépés. Az alábbi lista a legjobb lépéseket mutatja, mindegyiket a folytatásával: ha egyre ráviszi a mutatót vagy a fókuszt, a folytatás megjelenik a táblán, a lépések sorszámával.
hints-count = Listázott legjobb lépések
hints-all = mind
hints-line = { $square }, { $hint }; folytatás: { $line }

## Megnyitások nevei (docs/openings.md)
opening-name-line = Megnyitás: { $name }
opening-name-crossed = keresztezett közép
opening-name-parallel = párhuzamos közép
opening-name-both = { $name } ({ $shape })
