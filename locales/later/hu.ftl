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
embed-size = { $width } × { $height } px
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

## Leckék (lesson-, docs/lessons.md): a Tanulás nézet listája, minden feladat szövege (lesson-<lecke>-<n>) és a magyarázat, miért jó a válasz (…-why). { $tomove } a „Fekete lép” és hasonlók, { $other } a másik fél színe (kisbetűvel; „a { $other } fél” alakban használjuk).
lesson-heading = Tanulás
lesson-intro = Az első játszma után: rövid leckék a valódi táblán. Minden feladatban te lépsz; rossz lépésre a gép válaszol, és a válasza megmutatja, miért rossz.
lesson-first-steps = Első lépések: a kezdés és az első fordítás
lesson-corners-title = Sarkok
lesson-x-squares-title = A sarkok melletti mezők
lesson-edges-title = Szélek
lesson-mobility-title = Mobilitás és csendes lépések
lesson-parity-title = Paritás: az utolsó üres régiók
lesson-supply-title = Klasszikus: a korongkészlet
lesson-progress = { $step }/{ $total }. feladat
lesson-wrong = A(z) { $square } nem jó: nézd meg a gép válaszát a táblán. Próbáld újra.
lesson-complete = A lecke kész!
lesson-retry = Újra
lesson-prev = Előző feladat
lesson-next = Következő feladat
lesson-list = Az összes lecke
lesson-close = Vissza a játszmádhoz
lesson-not-found = Nincs { $id } lecke: válassz egyet a listából.
lesson-corners-1 = { $tomove }. A sarokban álló korongot soha nem lehet átfordítani: egyetlen sor sem fut túl rajta, így a sarok a játszma végéig a tiéd marad. Egy sarok szabad számodra: foglald el.
lesson-corners-1-why = Az a1 végleg a tiéd. Ezzel legjobb játékkal nyersz; itt minden más lépés vesztes.
lesson-corners-2 = { $tomove }. Újabb sarok kínálkozik. Előbb nézd meg a többi lépést: mindegyik egy üres sarok mellé tesz korongot.
lesson-corners-2-why = Az a8 végleg a tiéd, és egyetlen korongod sem került üres sarok mellé.
lesson-corners-3 = Othellóban is így van. { $tomove }: foglald el a sarkot, amelyet a { $other } fél szabadon hagyott.
lesson-corners-3-why = A h8-cal legjobb játékkal nyersz; minden más lépés vesztes.
lesson-x-squares-1 = { $tomove }. Az X-mezők átlósan a sarkok mellett vannak: b2, g2, b7, g7. Amíg a sarkuk üres, az ott álló korong gyakran az ellenfélnek adja a sarkot. Itt a g2 és a b7 is lehetséges; keress jobb lépést.
lesson-x-squares-1-why = Az e2 távol marad mindkét üres saroktól, és 12 koronggal többet ér bármelyik X-mezőnél.
lesson-x-squares-2 = { $tomove }. A C-mezők a sarok melletti szélső mezők: a h8 mellett ezek a g8 és a h7, a g7 pedig az X-mezője. Itt mindhárom lehetséges, és az a1 sarok is. Keresd meg a lépést, amely mindegyiknél jobb.
lesson-x-squares-2-why = A g6 egyetlen üres sarok melletti mezőhöz sem ér, és 10 koronggal többet ér a többi közül a legjobbnál.
lesson-x-squares-3 = Othello, és nehéz feladat. { $tomove }: itt minden lépés korongokba kerül. Az öt közül négy egy üres sarok mellé kerül: az a2 C-mező, a b2, a b7 és a g2 X-mező. Keresd meg azt, amelyik nem.
lesson-x-squares-3-why = Az a5 veszít a legkevesebbet: minden üres sarok melletti lépés legalább 12 koronggal többe kerülne.
lesson-edges-1 = { $tomove }. A szélen álló korongot csak a szél mentén lehet átfordítani. Egy kivételével itt minden lépés egy sarok mellé kerül: keresd meg a szélre lépést.
lesson-edges-1-why = A d8 az alsó szél mentén csatlakozik az e8-on álló korongodhoz, és távol marad a b2, b7 és g7 X-mezőktől.
lesson-edges-2 = { $tomove }. Az egyik szélre lépés sokkal jobb a többinél. Keresd meg.
lesson-edges-2-why = A h4 bármely más lépésnél 8 koronggal többet ér: kitölti a rést a h oszlopban, és nem nyit meg sarkot.
lesson-edges-3 = Othello. { $tomove }. A tábla közepét a { $other } fél tartja; a szélek még szabadok. Keresd meg a legtöbbet nyerő szélre lépést.
lesson-edges-3-why = A h4 kitölti a rést a h oszlopban, és minden más lépés legalább 18 koronggal rosszabb nála.
lesson-mobility-1 = { $tomove }. A mobilitás az, hogy egy félnek hány lépése van. Minél kevesebb lépése van a { $other } félnek, annál rosszabb a helyzete, és ha egy sincs, a { $other } félnek passzolnia kell. Keresd meg a lépést, amely után a { $other } fél nem tud lépni.
lesson-mobility-1-why = A g1 után a { $other } félnek nincs szabályos lépése, ezért passzolnia kell: újra te lépsz.
lesson-mobility-2 = { $tomove }. Vedd el a { $other } fél lépéseit: keresd meg a lépést, amely után a { $other } fél nem tud válaszolni.
lesson-mobility-2-why = Az a1 ráadásul sarok is, és utána a { $other } félnek passzolnia kell.
lesson-mobility-3 = { $tomove }. A csendes lépés kevés korongot fordít át, így kevés új mezőt ad az ellenfélnek. Keresd meg itt a csendes lépést.
lesson-mobility-3-why = A b7 fordítja át a legkevesebb korongot az összes lépésed közül, és 10 koronggal többet ér bármely másiknál.
lesson-parity-1 = { $tomove }. A játszma vége felé az üres mezők különálló régiókra bomlanak. Paritás: próbáld meg minden régióban te tenni az utolsó lépést. Keresd meg az egymezős régiót.
lesson-parity-1-why = A g1 egymezős régió volt: te tetted meg benne az utolsó lépést, és a { $other } félnek a többi régió valamelyikét kell megnyitnia.
lesson-parity-2 = { $tomove }. Számold meg minden régió üres mezőit, és ott lépj, ahol páratlan a számuk, hogy az utolsó mező a tiéd legyen.
lesson-parity-2-why = Az a1 és a h7 egy-egy egymezős régió: bármelyikkel az ott utolsó lépés a tiéd marad.
lesson-parity-3 = { $tomove }. Számold meg újra a régiókat: itt a páros számú üres mezőt tartalmazó régiókba tett lépéseket kell elkerülni. Keresd meg a legjobb lépést.
lesson-parity-3-why = A h8 elfoglalja a háromezős f8, g8, h8 régió sarkát, így annak utolsó mezője is a tiéd lehet.
lesson-supply-1 = Klasszikus Reversi. { $tomove }. Mindkét félnek csak 32 korongja van. Itt 10 mező üres, és mindkét félnek 5 korongja maradt: ha bárki passzol, valakinek elfogynak a korongjai, mielőtt megtelik a tábla, és a maradékot a másik fél tölti ki. Keresd meg a legjobb lépést.
lesson-supply-1-why = Az a7 minden más lépésnél 5 koronggal jobb. Korongkorlát nélkül nem ez lenne az egyetlen legjobb lépés: a klasszikus játékban a vége előtt számold meg a megmaradt korongokat.
lesson-supply-2 = { $tomove }. Mindkét félnek 5 korongja maradt, és 10 mező üres. Ha a { $other } félnek bármikor passzolnia kell, neked fogynak el előbb a korongjaid, és az utolsó mezők a { $other } félé lesznek. Keresd meg a legjobb lépést.
lesson-supply-2-why = A h5 minden más lépésnél 4 koronggal jobb; korongkorlát nélkül nem ez lenne az egyetlen legjobb lépés.
lesson-supply-3 = { $tomove }. Neked 6 korongod maradt, a { $other } félnek 5, és 11 mező üres: ha senki sem passzol, te teszed le az utolsó korongot. Keresd meg a legjobb lépést.
lesson-supply-3-why = A c8 minden más lépésnél 5 koronggal jobb; korongkorlát nélkül nem ez lenne az egyetlen legjobb lépés.

# The embed's own words (?embed=1 waits for this file, like its styles).
embed-frame-title = Reversi
embed-open-full = A teljes játék megnyitása
embed-bad-parameter = A(z) { $key }="{ $value }" beágyazási paraméter nem értelmezhető, ezért figyelmen kívül marad.
embed-analyse = Elemzés
embed-analyse-label = A játszma elemzése a teljes alkalmazásban (új lapon nyílik meg)
