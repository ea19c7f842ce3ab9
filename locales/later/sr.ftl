# Reversi (sr): the rules, their history and the tutorial's scenes, steps and answers,
# the archive's, the diagram's and the embed snippet's dialogs and the
# analysis's report,
# fetched after the page's first paint; the keys are English's (later/en.ftl).
rules-classic-1 = Igra počinje na praznoj tabli. Crni i crveni imaju po 32 žetona; prvi igra crni.
rules-classic-2 = Prva četiri žetona stavljaju se naizmenično na četiri centralna polja d4, e4, d5 i e5, bilo kojim redom. Ništa se ne okreće, i niko ne sme da preskoči potez ili da igra na drugo mesto.
rules-classic-3 = Posle toga žeton se stavlja tako da između njega i jednog vašeg žetona zarobi bar jedan neprekinut niz (vodoravno, uspravno ili dijagonalno) protivnikovih žetona. Svaki zarobljeni niz okreće se u vašu boju.
rules-classic-4 = Ako takvo polje ne postoji, preskačete potez.
rules-classic-5 = Žetoni se troše samo postavljanjem, okretanje ih ne troši. Igrač koji je postavio svih 32 žetona više ne može da igra, a preostale poteze vuče protivnik.
rules-classic-6 = Igra se završava kada nijedan igrač ne može da odigra potez. Pobeđuje onaj ko ima više žetona na tabli; prazna polja ne pripadaju nikome.
history-classic-1 = Reversi je nastao u viktorijanskoj Engleskoj 1880-ih. Dvojica Engleza, Luis Voterman i Džon V. Molet, obojica su tvrdila da su ga izmislila i optuživala jedan drugog za prevaru. Prvi pouzdan opis pojavio se u časopisu The Saturday Review u avgustu 1886, a igra se prodavala od 1888.
history-classic-2 = Ova pravila navode Moletov The Handbook of Reversi (1889) i Votermanov Reversi and Go Bang (1890). Slobodna prva četiri poteza i zaliha od 32 žetona najveće su razlike u odnosu na savremeni Otelo.
history-classic-3 = Reversi je krajem 19. veka bio veoma popularan u Engleskoj i proširio se Evropom — 1893. ga je izdao jedan nemački izdavač — ali je interesovanje početkom 20. veka opalo, i do 1973. igra je bila gotovo zaboravljena.
rules-free-1 = Igra počinje na praznoj tabli; prvi igra crni.
rules-free-2 = Prva četiri žetona stavljaju se naizmenično na četiri centralna polja. Ništa se ne okreće. Ako svaka boja završi na jednoj dijagonali, dobija se početak u krstu; ako dva žetona iste boje stoje jedan pored drugog, paralelni početak.
rules-free-3 = Zatim svaki potez mora da zarobi i okrene bar jedan niz protivnikovih žetona. Ako takvo polje ne postoji, preskačete potez.
rules-free-4 = Nema ograničenja od 32 žetona: tabla može da se popuni do kraja.
rules-free-5 = Igra se završava kada nijedan igrač ne može da odigra potez; pobeđuje onaj ko ima više žetona.
history-free-1 = Prvobitna pravila nisu određivala početnu poziciju: igra je počinjala na praznoj tabli, a prva dva žetona svakog igrača išla su na centralna polja, baš kao ovde.
history-free-2 = Prvobitna igra je svakom igraču davala i samo 32 žetona. To ograničenje je napušteno početkom 20. veka, i ova varijanta ga nema.
rules-othello-1 = Igra počinje sa četiri žetona u krstu: beli na d4 i e5, crni na d5 i e4. Prvi igra crni.
rules-othello-2 = Svaki potez mora da zarobi i okrene bar jedan neprekinut niz protivnikovih žetona između novog žetona i jednog vašeg.
rules-othello-3 = Ako takvo polje ne postoji, preskačete potez. Broj žetona nije ograničen.
rules-othello-4 = Igra se završava kada nijedan igrač ne može da odigra potez. Pobeđuje onaj ko ima više žetona, a prazna polja dodaju se pobednikovom rezultatu.
history-othello-1 = Goro Hasegava je 1973. u Japanu izbacio svoju verziju igre pod imenom Otelo. Krst je odredio kao početak svake partije, i većina današnjih igrača zna samo za taj početak.
history-othello-2 = Svetski uspeh Otela vratio je i ime Reversi, iako mnoge igre koje se danas prodaju pod tim imenom prate pravila Otela. Dve igre se igraju isto, ali se razlikuju po istoriji i po pojedinostima pravila.
tutorial-scene-1 = Reversi se igra na ovoj tabli 8 × 8 crnim i crvenim žetonima. Svaki igrač ima 32 žetona, prikazana u pregradama pored table: žeton napušta pregradu kad se postavi. Prvi igra crni.
tutorial-scene-2 = Igra počinje na praznoj tabli. Prva četiri žetona idu na četiri istaknuta centralna polja, naizmenično: crni, crveni, crni, crveni, svaki na bilo koje slobodno centralno polje. Postavite sva četiri.
tutorial-scene-3 = Početak biraju igrači. Ovde dva žetona svake boje stoje jedan pored drugog: to je paralelni početak. Stari engleski kompleti često su počinjali ovako. Pritisnite Dalje da vidite drugi početak.
tutorial-scene-4 = Ovde svaka boja drži po jednu dijagonalu: to je krst. Savremeni Otelo uvek počinje krstom; u klasičnom reversiju biraju igrači.
tutorial-scene-5 = Od sada svaki žeton mora da zarobi: neprekinut niz druge boje između novog žetona i jednog vašeg. Crni igra d6: crveni d5 stoji između d6 i d4. Stavite žeton na d6 i gledajte kako se d5 okreće.
tutorial-scene-6 = Crni je na potezu. Pronađite potez koji okreće žetone: ovog puta dozvoljeni potezi nisu označeni. Probajte bilo koje polje: ako potez nije dozvoljen, saznaćete zašto i dozvoljeni potezi će se pojaviti.
tutorial-scene-7 = Jedan žeton može da zarobi više nizova. Crni e3 zarobljava d3 levo, d4 dijagonalno i e4 ispod, i sva tri se okreću. Stavite žeton na e3.
tutorial-scene-8 = Igrač koji nema gde da stavi žeton preskače potez. Posle crnog f1 crveni nema gde da igra, pa crveni preskače, a crni ponovo igra.
tutorial-scene-9 = Crni je postavio svih 32 žetona, pa više ne može da igra: okrenuti žetoni se nikad ne vraćaju u pregradu. Preostale poteze igra crveni.
tutorial-scene-10 = Igra se završava kada nijedan igrač ne može da odigra potez. Pobeđuje igrač sa više žetona na tabli; prazna polja ne pripadaju nikome.
tutorial-scene-11 = To je cela igra. Započnite pravu partiju protiv računara ili sa prijateljem na ovom uređaju.
archive-empty = U datoteci nema nijedne partije.
archive-too-long = Datoteka je prevelika za uvoz (više od { $kilobytes } KB).
archive-not-ours = Ovo nije datoteka s partijama iz ove aplikacije: prvi red treba da glasi „{ $header }“.
archive-line = Red { $line } datoteke ne može da se pročita: { $reason }. Ništa nije uvezeno.
archive-line-shape = polja moraju imati oblik ime=vrednost i biti razdvojena tabulatorom
archive-line-missing = nedostaje polje „{ $field }“
archive-line-unknown = nepoznato polje „{ $field }“
archive-line-date = datum mora da izgleda ovako: 2026-12-01T18:30Z
archive-line-result = upisani rezultat se ne slaže s potezima
archive-title = Partije na ovom uređaju
archive-intro = Svaka partija završena ovde čuva se na ovom uređaju, najnovija na vrhu.
archive-none = Još nema završenih partija.
archive-current = U toku
archive-unfinished = Nezavršena
archive-result = { $result }, { $winner }:{ $loser }
archive-versus = { $black } – { $second }
archive-review = Pregledaj
archive-delete = Obriši
archive-delete-ask = Trajno obrisati ovu partiju?
archive-delete-yes = Da, obriši
archive-delete-no = Zadrži
archive-deleted = Partija je obrisana.
archive-export = Izvezi sve partije
archive-export-ggf = Izvezi partije otela (GGF)
archive-import = Uvezi datoteku s partijama
archive-imported = Dodato partija: { $added }. Već sačuvano: { $already }.
archive-opened = Partija je na tabli: njene poteze možete pregledati u listi poteza.
archive-close = Zatvori
diagram-title = Dijagram pozicije
diagram-intro = Slika prikazane pozicije, za stranicu kluba ili za štampu.
diagram-coords = Koordinate
diagram-numbers = Numerisani potezi
diagram-numbers-none = Bez brojeva
diagram-numbers-last = Poslednji potez
diagram-numbers-count = Poslednjih { $count } poteza
diagram-numbers-all = Svi potezi
diagram-look = Izgled table
diagram-look-classic = Klasičan: crne i crvene na bež podlozi
diagram-look-othello = Otelo: crne i bele na zelenoj podlozi
diagram-side = Prikaži ko je na potezu
diagram-svg = Preuzmi SVG
diagram-png = Preuzmi PNG ({ $width } × { $height } piksela)
diagram-image-title = Pozicija u reversiju posle poteza { $number }
diagram-png-failed = Ovaj pregledač nije mogao da nacrta PNG sliku; preuzimanje SVG-a i dalje radi.
diagram-close = Zatvori
embed-title = Ugradite na svoj sajt
embed-intro = Nalepite ovo na stranicu svog sajta. Igra se odvija u okviru i ne upisuje ništa preko sopstvenih partija vaših posetilaca.
embed-this-game = Uključi poteze ove partije
embed-look = Tabla
embed-look-auto = Prema varijanti
embed-look-classic = Klasična (crvenkastosmeđa)
embed-look-othello = Otelo (zelena)
embed-scheme = Boje
embed-scheme-auto = Prema uređaju posetioca
embed-scheme-light = Svetle
embed-scheme-dark = Tamne
embed-coords = Prikaži koordinate
embed-size-label = Veličina
embed-size = { $width } × { $height } px
embed-size-fit = Prema širini stranice
embed-snippet = Kod za nalepljivanje
embed-preview = Pregled
embed-copy = Kopiraj kod
embed-copied = Kod je kopiran
embed-copy-failed = Kopiranje nije uspelo: označite kod i kopirajte ga ručno
embed-close = Zatvori
analysis-graph = Prednost crnog posle svakog poteza: konačna razlika u žetonima uz najbolju igru odatle
analysis-key = Popunjene tačke su tačne (izračunato do kraja, od { $empties } praznih polja); šuplje su procene pretrage { $plies } poteza unapred. Iznad srednje linije crni vodi. Na tački strelice listaju partiju, a Enter prikazuje njenu poziciju.
analysis-exact = tačno
analysis-estimate = procena
analysis-point = { $placement }: { $value } za crnog, { $kind }
analysis-point-waiting = { $placement }: još nije analizirano
analysis-table = Vrednosti u tabeli
analysis-column-move = Potez
analysis-column-value = Za crnog
analysis-column-exact = Tačno?
analysis-column-note = Napomena
analysis-mistake = Potez { $number }, { $played }: { $best } je bio bolji za { $loss }
analysis-blunder = gruba greška
analysis-line = Najbolji nastavak: { $moves }
analysis-line-pass = pas
analysis-summary = Prosečan gubitak po potezu: { $average }. Greške: { $mistakes }, grube greške: { $blunders }.
analysis-no-mistakes = Nema grešaka.
analysis-better-square = { $label }, bolji potez
tutorial-step = Korak { $step } / { $steps }: { $title }
tutorial-step-1 = Žetoni
tutorial-step-2 = Prazna tabla
tutorial-step-3 = Krst i paralela
tutorial-step-4 = Prvo okretanje
tutorial-step-5 = Vežba
tutorial-step-6 = Više nizova odjednom
tutorial-step-7 = Preskakanje, ograničenje i kraj
tutorial-step-8 = Vi ste na redu
tutorial-centre-full = Ništa se nije okrenulo: centar je popunjen i početak je određen. Pritisnite Dalje.
tutorial-placed = Postavljeno. Dok se stavljaju prva četiri žetona, ništa se ne okreće; { $left ->
        [one] preostalo je { $left } centralno polje.
        [few] preostala su { $left } centralna polja.
       *[other] preostalo je { $left } centralnih polja.
    }
tutorial-flipped = { $square } okreće { $flips }. Pritisnite Dalje.
tutorial-flips-nothing = { $square } ne okreće ništa: ne zarobljava nijedan niz druge boje.
tutorial-occupied = { $square } je zauzeto: stavite žeton na prazno polje.
tutorial-outside-centre = { $square } nije u centru: prva četiri žetona idu na d4, e4, d5 i e5.
tutorial-not-allowed = Nije dozvoljeno: { $reason }.
tutorial-try-this = I { $square } je dozvoljen potez, ali ovaj korak je o polju { $wanted }.
tutorial-press-next = Ovde ne treba ništa stavljati: pritisnite Dalje.
tutorial-choose-game = Ovde ne treba ništa stavljati: izaberite igru pomoću dugmadi ispod.

# Postavljanje pozicije (setup-).
setup-title = Postavi poziciju
setup-help = Izaberite žeton, pa birajte polja (dodirom, klikom ili tasterom Enter): prvi put ga postavlja, drugi put uklanja.
setup-tools = Šta se postavlja
setup-empty = Prazno polje
setup-side = Na potezu
setup-hand-black = Crnom preostalo žetona
setup-hand-red = Crvenom preostalo žetona
setup-hands-help = U klasičnoj igri svako ima 32 žetona: žetona na tabli ima koliko ih je postavljeno, to jest 32 manje preostali, za svakog igrača.
setup-clear = Očisti tablu
setup-start = Početna pozicija
setup-from-game = Iz partije
setup-players = Igrači
setup-done = Igraj odavde
setup-cancel = Otkaži
setup-hand-range = { $color ->
        [black] Broj preostalih žetona crnog
       *[red] Broj preostalih žetona crvenog
    } mora biti ceo broj od 0 do 32.
setup-hands-mismatch = Na tabli je žetona: { $discs }, a prema preostalim žetonima postavljeno ih je: { $placed } (32 manje preostali, za svakog igrača).
setup-over = Odavde niko ne može da igra: partija je završena.
setup-announce = Pozicija je postavljena. { $status }

# Zadaci (puzzle-).
puzzle-title = Zadatak { $id }
puzzle-meta = { $variant } · težina { $difficulty } od { $max }
puzzle-solved-before = već rešen
puzzle-task-win = { $tomove }: nađite jedini potez koji dobija.
puzzle-task-draw = { $tomove }: nađite jedini potez koji vodi u nerešeno.
puzzle-task-best = { $tomove }: nađite najbolji potez; bolji je od svakog drugog bar za { $margin } žetona.
puzzle-task-supply = Prebrojte žetone u rezervi: nekome će ponestati pre nego što se tabla popuni.
puzzle-solved = Rešeno! Varijanta: { $line }. { $result ->
        [win] Uz najbolju igru to dobija razlikom { $discs }.
        [draw] Uz najbolju igru to je nerešeno.
       *[loss] Uz najbolju igru to ipak gubi, razlikom { $discs }: boljeg poteza nema.
    }
puzzle-failed = { $square } nije rešenje: odgovor računara na tabli pokazuje zašto. Pokušajte ponovo.
puzzle-pass = pas
puzzle-retry = Pokušaj ponovo
puzzle-prev = Prethodni
puzzle-next = Sledeći
puzzle-today = Zadatak dana
puzzle-all = Svi
puzzle-difficulty = Težina
puzzle-progress = Rešeno: { $solved } od { $total }. Niz: { $streak } (najbolji { $best }).
puzzle-close = Nazad na vašu partiju
puzzle-none = Nijedan zadatak ne odgovara ovom izboru.
puzzle-unavailable = Zadaci nisu mogli da se učitaju. Proverite vezu i otvorite ih ponovo.
puzzle-not-found = Zadatak { $id } ne postoji: evo zadatka dana.
puzzle-progress-damaged = Zadaci rešeni na ovom uređaju nisu mogli da se pročitaju, pa brojanje počinje iznova. Stari tekst je sačuvan na uređaju.

hints-legend = Svaki broj je razlika u žetonima s kojom završavate partiju ako igrate tu (+ vodite, − zaostajete); ≡ označava tačnu vrednost, ostale su procene. Zlatni je najbolji potez: broj manji za 3 znači 3 žetona manje nego najboljim potezom. Lista ispod daje najbolje poteze, svaki sa nastavkom partije: postavite pokazivač ili fokus na jedan i njegov nastavak će se pojaviti na tabli, s brojevima poteza.
hints-count = Najboljih poteza na listi
hints-all = svi
hints-line = { $square }, { $hint }; nastavak: { $line }

## Nazivi otvaranja (docs/openings.md)
opening-name-line = Otvaranje: { $name }
opening-name-crossed = ukršteni centar
opening-name-parallel = paralelni centar
opening-name-both = { $name } ({ $shape })

## Lekcije (lesson-, docs/lessons.md): spisak u prikazu Učenje, zadatak svakog koraka (lesson-<lekcija>-<n>) i objašnjenje zašto je odgovor tačan (…-why). { $tomove } je „Crni je na potezu“ i slično, { $other } boja druge strane („crni“, „crveni“, „beli“).
lesson-heading = Učenje
lesson-intro = Posle prve partije: kratke lekcije na pravoj tabli. U svakom koraku odigrajte traženi potez; na pogrešan potez računar odgovara, a njegov odgovor pokazuje zašto.
lesson-first-steps = Prvi koraci: početak i prvo okretanje
lesson-corners-title = Uglovi
lesson-x-squares-title = Polja pored uglova
lesson-edges-title = Ivice
lesson-mobility-title = Mobilnost i tihi potezi
lesson-parity-title = Parnost: poslednje prazne oblasti
lesson-supply-title = Klasični reversi: rezerva žetona
lesson-progress = Korak { $step } od { $total }
lesson-wrong = { $square } nije pravi potez: pogledajte odgovor računara na tabli. Pokušajte ponovo.
lesson-complete = Lekcija je završena!
lesson-retry = Pokušaj ponovo
lesson-prev = Prethodni korak
lesson-next = Sledeći korak
lesson-list = Sve lekcije
lesson-close = Nazad na vašu partiju
lesson-not-found = Lekcija { $id } ne postoji: izaberite jednu sa spiska.
lesson-corners-1 = { $tomove }. Žeton u uglu nikad ne može da se okrene: nijedan niz ne prolazi preko njega, pa ugao ostaje vaš do kraja. Jedan ugao vam je otvoren: zauzmite ga.
lesson-corners-1-why = a1 je zauvek vaš. S njim pobeđujete uz najbolju igru; svaki drugi potez ovde gubi.
lesson-corners-2 = { $tomove }. Nudi vam se još jedan ugao. Prvo pogledajte ostale poteze: svaki od njih stavlja žeton pored praznog ugla.
lesson-corners-2-why = a8 je zauvek vaš, i nijedan vaš žeton nije stao pored praznog ugla.
lesson-corners-3 = I u Otelu je tako. { $tomove }: zauzmite ugao koji je { $other } ostavio otvoren.
lesson-corners-3-why = Sa h8 pobeđujete uz najbolju igru; svaki drugi potez gubi.
lesson-x-squares-1 = { $tomove }. X-polja su dijagonalno pored uglova: b2, g2, b7, g7. Dok je njihov ugao prazan, žeton na X-polju često predaje ugao protivniku. Ovde mogu da se odigraju g2 i b7; nađite bolji potez.
lesson-x-squares-1-why = e2 se drži dalje od oba prazna ugla i vredi 12 žetona više od bilo kog X-polja.
lesson-x-squares-2 = { $tomove }. C-polja su polja na ivici pored ugla: kod h8 to su g8 i h7, a g7 je njegovo X-polje. Ovde mogu da se odigraju sva tri, a i ugao a1. Nađite potez koji je bolji od svih njih.
lesson-x-squares-2-why = g6 ne dodiruje nijedno polje pored praznog ugla i vredi 10 žetona više od najboljeg od ostalih poteza.
lesson-x-squares-3 = Otelo, i to težak zadatak. { $tomove }: ovde svaki potez košta žetone. Četiri od pet idu pored praznog ugla: a2 je C-polje, b2, b7 i g2 su X-polja. Nađite onaj koji ne ide.
lesson-x-squares-3-why = a5 gubi najmanje: svaki potez pored praznog ugla koštao bi bar 12 žetona više.
lesson-edges-1 = { $tomove }. Žeton na ivici može da se okrene samo duž te ivice. Svi potezi ovde osim jednog idu pored ugla: nađite potez na ivicu.
lesson-edges-1-why = d8 se duž donje ivice spaja s vašim žetonom na e8 i drži se dalje od X-polja b2, b7 i g7.
lesson-edges-2 = { $tomove }. Jedan potez na ivicu mnogo je bolji od ostalih. Nađite ga.
lesson-edges-2-why = h4 vredi 8 žetona više od bilo kog drugog poteza: popunjava prazninu u koloni h, a ne otvara ugao.
lesson-edges-3 = Otelo. { $tomove }. Sredinu table drži { $other }; ivice su još slobodne. Nađite potez na ivicu koji dobija najviše.
lesson-edges-3-why = h4 popunjava prazninu u koloni h, a svaki drugi potez slabiji je od njega bar za 18 žetona.
lesson-mobility-1 = { $tomove }. Mobilnost je broj poteza koje jedna strana ima. Što manje poteza ima { $other }, to mu je gore, a kad nema nijedan, { $other } mora da preskoči potez. Nađite potez posle kog { $other } ne može da igra.
lesson-mobility-1-why = Posle g1 { $other } nema dozvoljen potez i mora da preskoči: vi igrate ponovo.
lesson-mobility-2 = { $tomove }. Oduzmite protivniku poteze: nađite potez posle kog { $other } nema odgovor.
lesson-mobility-2-why = a1 je uz to i ugao, a posle njega { $other } mora da preskoči potez.
lesson-mobility-3 = { $tomove }. Tihi potez okreće malo žetona, pa drugoj strani daje malo novih polja za igru. Nađite ovde tihi potez.
lesson-mobility-3-why = Od svih vaših poteza b7 okreće najmanje žetona, i vredi 10 žetona više od bilo kog drugog.
lesson-parity-1 = { $tomove }. Pred kraj se prazna polja dele na odvojene oblasti. Parnost: trudite se da odigrate poslednji potez u svakoj oblasti. Nađite oblast od jednog polja.
lesson-parity-1-why = g1 je oblast od jednog polja: u njoj ste vi odigrali poslednji potez, pa { $other } mora da otvori neku od ostalih oblasti.
lesson-parity-2 = { $tomove }. Prebrojte prazna polja u svakoj oblasti i igrajte tamo gde je njihov broj neparan, da poslednje polje pripadne vama.
lesson-parity-2-why = a1 i h7 su oblasti od po jednog polja: bilo koji od ta dva poteza ostavlja vama poslednji potez u toj oblasti.
lesson-parity-3 = { $tomove }. Ponovo prebrojte oblasti: ovde treba izbegavati poteze u oblast s parnim brojem praznih polja. Nađite najbolji potez.
lesson-parity-3-why = h8 zauzima ugao oblasti od tri polja f8, g8, h8, pa i njeno poslednje polje može biti vaše.
lesson-supply-1 = Klasični reversi. { $tomove }. Svaka strana ima samo 32 žetona. Ovde je prazno 10 polja, a svako ima još po 5 žetona u rezervi: ako bilo ko preskoči potez, nekome će ponestati žetona pre nego što se tabla popuni, a ostatak popunjava druga strana. Nađite najbolji potez.
lesson-supply-1-why = a7 je bolji od svih ostalih poteza za 5 žetona. Bez ograničenja broja žetona ne bi bio jedini najbolji potez: u klasičnoj igri prebrojte rezerve pre kraja.
lesson-supply-2 = { $tomove }. Obe strane imaju po 5 žetona u rezervi, a prazno je 10 polja. Ako { $other } ikad mora da preskoči potez, vama će prvima ponestati žetona, a poslednja polja uzima { $other }. Nađite najbolji potez.
lesson-supply-2-why = h5 je bolji od svih ostalih poteza za 4 žetona; bez ograničenja broja žetona ne bi bio jedini najbolji potez.
lesson-supply-3 = { $tomove }. Vi imate 6 žetona u rezervi, { $other } 5, a prazno je 11 polja: ako niko ne preskoči potez, poslednji žeton stavljate vi. Nađite najbolji potez.
lesson-supply-3-why = c8 je bolji od svih ostalih poteza za 5 žetona; bez ograničenja broja žetona ne bi bio jedini najbolji potez.

# The embed's own words (?embed=1 waits for this file, like its styles).
embed-frame-title = Reversi
embed-open-full = Otvori celu igru
embed-bad-parameter = Parametar ugrađivanja { $key }="{ $value }" nije razumljiv i zanemaruje se.
embed-analyse = Analiza
embed-analyse-label = Analizirajte ovu partiju u punoj aplikaciji (otvara se nova kartica)
