# Reversi: English, the source of every other language and the fallback.
# $color is black, red or white; square names (a1–h8) never change.

## The page
title = Reversi
subtitle = The 1880s game, its free opening, and Othello
language = Language

## Controls
new-game = New game
learn = Learn to play
undo = Undo
redo = Redo
menu = Menu
rules = Rules
history = History
show-legal = Show legal moves
show-hints = Show hints (disc difference for each move)
move-now = Move now
dismiss = Dismiss
update-ready = A new version is ready: reload

## Moves
moves = Moves
start-position = Start
no-moves-yet = No moves yet.
copy-transcript = Copy transcript
copy-link = Copy link
share-link = Link to this game
link-copied = Link copied
copied = Transcript copied
copy-failed = Copying failed: select the transcript and copy it by hand
back-to-game = Back to the game
move-button = Move { $number }, { $color ->
        [black] black
        [red] red
       *[white] white
    } { $square }: review this position
pass-in-list = { $color ->
        [black] black passes
        [red] red passes
       *[white] white passes
    }
reviewing = Reviewing the position after move { $index } of { $total }
reviewing-start = Reviewing the starting position ({ $total ->
        [one] { $total } move
       *[other] { $total } moves
    } played)

## Board and players
board-label = Reversi board
opening-hint = place on any centre square; nothing flips
discs-left = { $count ->
        [one] disc left
       *[other] discs left
    }
colour = { $color ->
        [black] Black
        [red] Red
       *[white] White
    }
colour-lower = { $color ->
        [black] black
        [red] red
       *[white] white
    }
human = Human
computer-level = Computer: level { $level } ({ $name })
computer-short = Computer, level { $level }
computer-card =
    Computer
    Level { $level }
level-name = { $level ->
        [1] Beginner
        [2] Novice
        [3] Casual
        [4] Club
        [5] Strong
        [6] Expert
        [7] Master
       *[8] Perfect
    }
to-move = { $color ->
        [black] Black to move
        [red] Red to move
       *[white] White to move
    }
square-disc = { $square }, { $color ->
        [black] black disc
        [red] red disc
       *[white] white disc
    }
square-legal = { $square }, empty, legal move
square-empty = { $square }, empty

## Notices and the end
notice-passed = { $color ->
        [black] Black has no legal move and passes
        [red] Red has no legal move and passes
       *[white] White has no legal move and passes
    }
notice-exhausted = { $color ->
        [black] Black has no discs left — { $other ->
            [red] Red
           *[white] White
        } plays on
       *[other] { $color ->
            [red] Red
           *[white] White
        } has no discs left — Black plays on
    }
game-over = Game over
game-over-result = Game over: { $result }
wins = { $color ->
        [black] Black wins
        [red] Red wins
       *[white] White wins
    }
draw = A draw
empties-note = Empty squares count for the winner.
play-again = Play again
play-again-swapped = Play again with the other colour
load-corrupt = The saved game could not be read, so a fresh game has started. Its text is kept on this device.
load-newer = The saved game could not be read: a newer version of the app saved it. A fresh game has started; the saved one is kept on this device.
load-settings = Your saved settings could not be read, so the defaults are used. Their text is kept on this device.
kept-copy = Copy the text
kept-copied = Text copied
kept-copy-failed = Copying failed; the text stays kept on this device.
storage-off = This game is not being saved on this device: the browser does not allow it. To keep the game, copy the link or the transcript.
other-tab = This game was changed in another tab. Your moves here are not saved until you choose.
other-tab-load = Load the newer game
other-tab-keep = Keep mine
load-bad-link = The game in the link could not be opened ({ $reason }); showing the starting position.

## What the screen reader hears
announce-move = { $color ->
        [black] Black
        [red] Red
       *[white] White
    } { $square }{ $count ->
        [0] .
        [one] , flips { $flips }.
       *[other] , flips { $count }: { $flips }.
    }
announce-undo = Took back { $square }.
announce-result = Game over. { $result }, { $counts }.
announce-new-game = New game: { $variant }.

## The new-game dialog
dialog-title = New game
dialog-variant = Rules
dialog-players = Players
dialog-start = Start
dialog-cancel = Cancel
variant-classic = Classic (1880s)
variant-free = Free opening
variant-othello = Othello
blurb-classic = Empty board, free centre opening, 32 discs each, black and red.
blurb-free = Empty board, free centre opening, no disc limit.
blurb-othello = The modern game: cross start, every move flips.

## The computer
thinking = The computer is thinking…
thinking-solved = solved to the end
thinking-depth = depth { $depth }
ai-gave-up = The computer player could not be started. You can still play against a friend.
ai-restarting = The computer player stopped and has been restarted; it will make its move.

## Rules and history
rules-classic-title = Classic Reversi (1880s)
rules-free-title = Free opening
rules-othello-title = Othello
later-loading = Loading…
later-failed = This text could not be loaded. The game is not affected; check the connection and reload the page.

## The tutorial
tutorial-title = Tutorial
tutorial-next = Next
tutorial-back = Back
tutorial-skip = Skip
tutorial-restart = Restart
tutorial-computer = Play the computer
tutorial-friend = Play a friend
error-game-over = the game is over
error-no-discs = the side to move has no discs left
error-pass = a pass is only allowed with no legal placement
error-occupied = { $square } is occupied
error-outside-centre = { $square } is outside the centre: the first four discs go on d4, e4, d5 and e5
error-flips-nothing = { $square } flips nothing
error-transcript-malformed = malformed transcript at character { $position }: expected square names such as d4d5e4
error-transcript-too-long = transcript longer than { $count } placements
error-illegal-move = move { $number } ({ $square }) is illegal: { $reason }
error-board-squares = board string needs 64 squares of X, O or - (a1..h8, row by row)
error-board-side = board string needs the side to move, X or O
error-board-supply = discs left must be two numbers, black's then the other side's
error-board-impossible = impossible position: { $reason }
error-setup-overlap = a square holds two discs
error-setup-supply-large = a player has more discs left than the variant allows
error-setup-supply-mismatch = the discs left in the hands do not match the discs on the board
error-setup-opening = discs lie outside the centre while a centre square is still empty
error-setup-centre = the four centre squares must all hold discs in Othello
error-unknown-variant = unknown variant '{ $name }'
error-unknown-player = unknown player '{ $name }'
error-empty = the box is empty
error-too-long = more than { $count } characters

## Embedding, the host page and records
embed = Embed on your site
# The embed's status beside a disc of the colour concerned (none for a draw), shortened by design to fit a 280 px frame; the whole sentence (to-move, wins) is said aloud.
embed-status = { $state ->
        [thinking] thinking…
        [wins] wins
        [draw] draw
       *[turn] to move
    }
host-command-refused = The page around this game sent { $command }, which could not be followed ({ $reason }); the game is unchanged.
records = Import or export
records-help = A transcript (d4d5e4e5d6) or a board string (64 squares of X, O or -, then the side to move).
records-label = Transcript or board string
records-show-transcript = Show transcript
records-show-board = Show board string
records-import = Import
records-imported-transcript = Transcript imported.
records-imported-board = Board string imported: the game goes on from that position.
records-problem = This could not be imported ({ $reason }); your game is unchanged.

## Keyboard and display
board-keys = Keyboard: arrow keys move between squares, Home and End go to the ends of a row, Enter or Space places a disc.
display = Display
square-hint = { $label }, hint { $hint }
hint-best = { $value } for you, { $exact ->
        [yes] exact
       *[no] estimated
    }, the best move
hint-behind = { $value } for you, { $exact ->
        [yes] exact
       *[no] estimated
    }, { $behind ->
        [one] { $behind } disc
       *[other] { $behind } discs
    } worse than the best move
contrast-auto = Automatic (follow the system)
contrast-standard = Light
contrast-high = High contrast
contrast-dark = Dark
eval-for-you = for you: { $eval }
your-move = Your move
refusal-computers-turn = Wait: the computer has the move.
refusal-reviewing = An earlier position is on show: go back to the game first.
variation = A variation: your game is kept.
review-first = First position
review-prev = Previous move
review-next = Next move
review-last = Latest position

## The archive of games: why a file was not imported

## Analysing the game: the graph, the table, the mistakes
analysis-heading = Analysis
analysis-start = Analyse the game
analysis-progress = Analysing… { $done } / { $total } positions
analysis-cancel = Cancel
analysis-cancelled = Analysis cancelled; what was found so far is kept.
analysis-done = Analysis done.
analysis-failed = The analysis stopped. Press “Analyse the game” to go on.

ai-weights-loading = (a simpler evaluation until the stronger one has loaded)
ai-weights-failed = The computer’s stronger evaluation could not be loaded, so it plays with a simpler one. Your game is not affected; reloading the page tries again.

## The archive of games, diagrams and the embed's Analyse link
archive-load-damaged = The games kept on this device could not be read. Their text is kept aside (copy it with the button), and the archive starts again empty.
archive-not-saved = The archive could not be saved on this device: storage is full or blocked. The games it held before are unchanged; export them to keep a copy.
archive-no-room = The games stored on this device cannot be read, and there is no room to keep them aside, so nothing was written.
archive-full = The archive on this device is full: it holds at most { $limit } games. Nothing was added; delete some games first.
archive-open = Games
diagram-open = Diagram
setup-open = Set up a position
puzzles-open = Puzzles
lessons-open = Lessons
download-failed = This browser did not start the download.
