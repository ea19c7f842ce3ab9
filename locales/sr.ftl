# Reversi: srpski (latinica). Ključevi su isti kao u en.ftl; imena polja (a1–h8) se ne menjaju.

## Stranica
title = Reversi
subtitle = Igra iz 1880-ih, njeno slobodno otvaranje i Otelo
language = Jezik

## Dugmad
new-game = Nova igra
learn = Kako se igra
undo = Poništi
redo = Ponovi
menu = Meni
rules = Pravila
history = Istorija
show-legal = Prikaži dozvoljene poteze
show-hints = Saveti (razlika u žetonima za svaki potez)
move-now = Igraj odmah
dismiss = Zatvori
update-ready = Spremna je nova verzija: učitaj ponovo

## Potezi
moves = Potezi
start-position = Početak
no-moves-yet = Još nema poteza.
copy-transcript = Kopiraj zapis
copy-link = Kopiraj link
share-link = Link do ove partije
link-copied = Link je kopiran
copied = Zapis je kopiran
copy-failed = Kopiranje nije uspelo: označite zapis i kopirajte ga ručno
back-to-game = Nazad na igru
move-button = Potez { $number }, { $color ->
        [black] crni
        [red] crveni
       *[white] beli
    } { $square }: pogledaj ovu poziciju
pass-in-list = { $color ->
        [black] crni preskače
        [red] crveni preskače
       *[white] beli preskače
    }
reviewing = Pregled pozicije posle poteza { $index } od { $total }
reviewing-start = Pregled početne pozicije ({ $total ->
        [one] odigran { $total } potez
        [few] odigrana { $total } poteza
       *[other] odigrano { $total } poteza
    })

## Tabla i igrači
board-label = Tabla za reversi
opening-hint = stavite na bilo koje centralno polje; ništa se ne okreće
discs-left = { $count ->
        [one] žeton u rezervi
        [few] žetona u rezervi
       *[other] žetona u rezervi
    }
colour = { $color ->
        [black] Crni
        [red] Crveni
       *[white] Beli
    }
colour-lower = { $color ->
        [black] crni
        [red] crveni
       *[white] beli
    }
human = Čovek
computer-level = Računar: nivo { $level } ({ $name })
computer-short = Računar, nivo { $level }
computer-card =
    Računar
    Nivo { $level }
level-name = { $level ->
        [1] početnik
        [2] novajlija
        [3] rekreativac
        [4] klupski igrač
        [5] jak
        [6] stručnjak
        [7] majstor
       *[8] savršen
    }
to-move = { $color ->
        [black] Crni je na potezu
        [red] Crveni je na potezu
       *[white] Beli je na potezu
    }
square-disc = { $square }, { $color ->
        [black] crni žeton
        [red] crveni žeton
       *[white] beli žeton
    }
square-legal = { $square }, prazno, dozvoljen potez
square-empty = { $square }, prazno

## Obaveštenja i kraj
notice-passed = { $color ->
        [black] Crni nema dozvoljen potez i preskače
        [red] Crveni nema dozvoljen potez i preskače
       *[white] Beli nema dozvoljen potez i preskače
    }
notice-exhausted = { $color ->
        [black] Crni je ostao bez žetona — { $other ->
            [red] Crveni
           *[white] Beli
        } igra dalje
       *[other] { $color ->
            [red] Crveni
           *[white] Beli
        } je ostao bez žetona — Crni igra dalje
    }
game-over = Kraj igre
game-over-result = Kraj igre. { $result }
wins = { $color ->
        [black] Crni je pobedio
        [red] Crveni je pobedio
       *[white] Beli je pobedio
    }
draw = Nerešeno
empties-note = Prazna polja se računaju pobedniku.
play-again = Igraj ponovo
play-again-swapped = Igraj ponovo drugom bojom
load-corrupt = Sačuvana partija ne može da se pročita, pa je počela nova. Njen tekst je sačuvan na ovom uređaju.
load-newer = Sačuvana partija ne može da se pročita: sačuvala ju je novija verzija aplikacije. Počela je nova partija, a sačuvana je ostala na ovom uređaju.
load-settings = Sačuvana podešavanja ne mogu da se pročitaju, pa važe podrazumevana. Njihov tekst je sačuvan na ovom uređaju.
kept-copy = Kopiraj tekst
kept-copied = Tekst je kopiran
kept-copy-failed = Kopiranje nije uspelo; tekst ostaje sačuvan na ovom uređaju.
storage-off = Ova partija se ne čuva na ovom uređaju: pregledač to ne dozvoljava. Da je ne biste izgubili, kopirajte link ili zapis.
other-tab = Ova partija je promenjena u drugoj kartici. Vaši potezi ovde se ne čuvaju dok ne odaberete.
other-tab-load = Učitaj noviju partiju
other-tab-keep = Zadrži moju
load-bad-link = Partija iz linka ne može da se otvori ({ $reason }); prikazana je početna pozicija.

## Šta čuje čitač ekrana
announce-move = { $color ->
        [black] Crni
        [red] Crveni
       *[white] Beli
    } { $square }{ $count ->
        [0] .
        [one] , okrenut { $count } žeton: { $flips }.
        [few] , okrenuta { $count } žetona: { $flips }.
       *[other] , okrenuto { $count } žetona: { $flips }.
    }
announce-undo = Potez { $square } je poništen.
announce-result = Kraj igre. { $result }, { $counts }.
announce-new-game = Nova igra: { $variant }.

## Nova igra
dialog-title = Nova igra
dialog-variant = Pravila
dialog-players = Igrači
dialog-start = Počni
dialog-cancel = Otkaži
variant-classic = Klasični (1880-ih)
variant-free = Slobodno otvaranje
variant-othello = Otelo
blurb-classic = Prazna tabla, slobodno otvaranje u centru, po 32 žetona, crni i crveni.
blurb-free = Prazna tabla, slobodno otvaranje u centru, bez ograničenja žetona.
blurb-othello = Moderna igra: početak u krstu, svaki potez okreće žetone.

## Računar
thinking = Računar razmišlja…
thinking-solved = izračunato do kraja
thinking-depth = dubina { $depth }
ai-gave-up = Računar kao igrač ne može da se pokrene. I dalje možete da igrate sa prijateljem.
ai-restarting = Računar kao igrač je stao i ponovo je pokrenut; odigraće svoj potez.

## Pravila i istorija
rules-classic-title = Klasični reversi (1880-ih)
rules-free-title = Slobodno otvaranje
rules-othello-title = Otelo
later-loading = Učitavanje…
later-failed = Ovaj tekst nije mogao da se učita. Partija nije pogođena; proverite vezu i ponovo učitajte stranicu.

## Uputstvo
tutorial-title = Uputstvo
tutorial-next = Dalje
tutorial-back = Nazad
tutorial-skip = Preskoči
tutorial-restart = Iz početka
tutorial-computer = Igraj protiv računara
tutorial-friend = Igraj sa prijateljem
error-game-over = igra je završena
error-no-discs = igrač na potezu je ostao bez žetona
error-pass = potez može da se preskoči samo kad nema gde da se stavi žeton
error-occupied = polje { $square } je zauzeto
error-outside-centre = { $square } nije u centru: prva četiri žetona idu na d4, e4, d5 i e5
error-flips-nothing = { $square } ne okreće ništa
error-transcript-malformed = zapis partije je neispravan kod { $position }. znaka: potrebni su nazivi polja, na primer d4d5e4
error-transcript-too-long = zapis partije ima više od { $count } poteza
error-illegal-move = { $number }. potez ({ $square }) nije dozvoljen: { $reason }
error-board-squares = niz table mora imati 64 polja od X, O ili - (od a1 do h8, red po red)
error-board-side = u nizu table mora da stoji ko je na potezu: X ili O
error-board-supply = preostali žetoni moraju biti dva broja: prvo crnog, pa drugog igrača
error-board-impossible = nemoguća pozicija: { $reason }
error-setup-overlap = na jednom polju su dva žetona
error-setup-supply-large = igraču je ostalo više žetona nego što pravila dozvoljavaju
error-setup-supply-mismatch = preostali žetoni ne odgovaraju žetonima na tabli
error-setup-opening = žetoni stoje van centra iako je neko polje u centru još prazno
error-setup-centre = u Otelu sva četiri centralna polja moraju biti zauzeta
error-unknown-variant = nepoznata varijanta igre „{ $name }“
error-unknown-player = nepoznat igrač „{ $name }“
error-empty = polje je prazno
error-too-long = više od { $count } { $count ->
        [one] znaka
        [few] znaka
       *[other] znakova
    }

## Ugrađivanje, stranica domaćin i zapisi
embed = Ugradite na svoj sajt
embed-status = { $state ->
        [thinking] razmišlja…
        [wins] pobeda
        [draw] nerešeno
       *[turn] na potezu
    }
host-command-refused = Stranica u koju je igra ugrađena poslala je { $command }, ali to ne može da se izvrši ({ $reason }); partija je nepromenjena.
records = Uvoz i izvoz
records-help = Zapis partije (d4d5e4e5d6) ili niz table (64 polja od X, O ili -, zatim strana na potezu).
records-label = Zapis partije ili niz table
records-show-transcript = Prikaži zapis
records-show-board = Prikaži niz table
records-import = Uvezi
records-imported-transcript = Zapis je uvezen.
records-imported-board = Niz table je uvezen: partija se nastavlja iz te pozicije.
records-problem = Ovo ne može da se uveze ({ $reason }); vaša partija je nepromenjena.

## Tastatura i prikaz
board-keys = Tastatura: strelice pomeraju između polja, Home i End idu na krajeve reda, Enter ili razmaknica stavljaju žeton.
display = Prikaz
square-hint = { $label }, savet { $hint }
hint-best = za vas { $value }, { $exact ->
        [yes] tačno
       *[no] procena
    }, najbolji potez
hint-behind = za vas { $value }, { $exact ->
        [yes] tačno
       *[no] procena
    }, za { $behind } { $behind ->
        [one] žeton
       *[other] žetona
    } lošije od najboljeg poteza
contrast-auto = Automatski (prema sistemu)
contrast-standard = Svetla tema
contrast-high = Visok kontrast
contrast-dark = Tamna tema
eval-for-you = za vas: { $eval }
your-move = Vi ste na potezu
refusal-computers-turn = Sačekajte: sada igra računar.
refusal-reviewing = Prikazana je ranija pozicija: prvo se vratite na igru.
variation = Varijanta: vaša partija je sačuvana.
review-first = Početna pozicija
review-prev = Prethodni potez
review-next = Sledeći potez
review-last = Trenutna pozicija

## The archive of games: why a file was not imported

## Analiza partije: grafikon, tabela, greške
analysis-heading = Analiza
analysis-start = Analiziraj partiju
analysis-progress = Analiza u toku… { $done } / { $total } pozicija
analysis-cancel = Otkaži
analysis-cancelled = Analiza je otkazana; ono što je do sada nađeno je sačuvano.
analysis-done = Analiza je gotova.
analysis-failed = Analiza je stala. Pritisnite „Analiziraj partiju“ da nastavite.

ai-weights-loading = (jednostavnija procena dok se ne učita jača)
ai-weights-failed = Jača procena pozicija za računar nije mogla da se učita, pa igra s jednostavnijom. Vaša partija nije pogođena; ponovnim učitavanjem stranice pokušava se ponovo.

## The archive of games, diagrams and the embed's Analyse link
archive-load-damaged = Partije sačuvane na ovom uređaju ne mogu da se pročitaju. Njihov tekst je sklonjen na stranu (možete ga kopirati dugmetom), a arhiva počinje ispočetka, prazna.
archive-not-saved = Arhiva ne može da se sačuva na ovom uređaju: prostor je pun ili blokiran. Ranije sačuvane partije su nepromenjene; izvezite ih da biste imali kopiju.
archive-no-room = Partije na ovom uređaju ne mogu da se pročitaju, a nema mesta da se sklone na stranu, pa ništa nije upisano.
archive-full = Arhiva na ovom uređaju je puna: u nju staje najviše { $limit } { $limit ->
        [one] partija
        [few] partije
       *[other] partija
    }. Ništa nije dodato; prvo obrišite neke partije.
archive-open = Partije
diagram-open = Dijagram
setup-open = Postavi poziciju
puzzles-open = Zadaci
lessons-open = Lekcije
download-failed = Pregledač nije započeo preuzimanje.
