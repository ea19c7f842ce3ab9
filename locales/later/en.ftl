# Reversi: the rules, their history, the tutorial's scenes, steps and answers, the dialogs of
# the archive, the diagram and the embed snippet, and the analysis's report
# in English, fetched after the page's first paint (locales/en.ftl holds the
# rest; app-core's i18n::is_later_text says which).
rules-classic-1 = The board starts empty. Black and red each have 32 discs; black moves first.
rules-classic-2 = The first four discs go, in turn, on the four centre squares d4, e4, d5 and e5, in any order. Nothing flips, and nobody may pass or play elsewhere.
rules-classic-3 = After that, place a disc so that it traps at least one straight line (row, column or diagonal) of your opponent's discs between it and one of yours. Every trapped line turns over to your colour.
rules-classic-4 = If you have no such square, you pass.
rules-classic-5 = Only placing uses up discs; flipping does not. A player who has placed all 32 discs cannot move any more, and the other player makes the remaining moves.
rules-classic-6 = The game ends when neither player can move. More discs on the board wins; empty squares count for nobody.
history-classic-1 = Reversi was born in Victorian England in the 1880s. Two Englishmen, Lewis Waterman and John W. Mollett, each claimed to have invented it and accused the other of cheating. The first reliable description appeared in The Saturday Review in August 1886, and the game was on sale from 1888.
history-classic-2 = Mollett's The Handbook of Reversi (1889) and Waterman's Reversi and Go Bang (1890) give these rules. The free first four moves and the 32-disc supply are the big differences from modern Othello.
history-classic-3 = Reversi was very popular in England at the end of the 19th century and spread across Europe — a German publisher took it up in 1893 — but interest faded in the early 20th century, and by 1973 it was almost forgotten.
rules-free-1 = The board starts empty; black moves first.
rules-free-2 = The first four discs go, in turn, on the four centre squares. Nothing flips. If each colour ends up on a diagonal, you have the cross start; if a colour's two discs sit side by side, the parallel start.
rules-free-3 = Then every move must trap and flip at least one line of your opponent's discs. With no such square, you pass.
rules-free-4 = There is no 32-disc limit: the board may fill up.
rules-free-5 = The game ends when neither player can move; more discs wins.
history-free-1 = The original rules did not fix the starting position: the board started empty and each player's first two discs went on the centre squares, exactly as here.
history-free-2 = The original game also limited each player to 32 discs. That limit was dropped early in the 20th century, and this variant leaves it out.
rules-othello-1 = The game starts with four discs in a cross: white on d4 and e5, black on d5 and e4. Black moves first.
rules-othello-2 = Every move must trap and flip at least one straight line of your opponent's discs between the new disc and one of yours.
rules-othello-3 = If you have no such square, you pass. There is no disc limit.
rules-othello-4 = The game ends when neither player can move. More discs wins, and the empty squares are added to the winner's count.
history-othello-1 = Goro Hasegawa launched his version of the game in Japan in 1973 as Othello. He fixed the cross as the start of every game, and most players today know only that start.
history-othello-2 = Othello's worldwide success brought the name Reversi back, though many games sold under it today use Othello's rules. The two share their play but differ in history and in the details of the rules.
tutorial-scene-1 = Reversi is played on this 8 × 8 board with black and red discs. Each player has 32 discs, shown in the trays beside the board: a disc leaves the tray when it is placed. Black moves first.
tutorial-scene-2 = The board starts empty. The first four discs go on the four highlighted centre squares: black, red, black, red, each on any free centre square. Place all four.
tutorial-scene-3 = The players choose the start. Here each colour's two discs lie side by side: the parallel start. Old English sets often began this way. Press Next to see the other start.
tutorial-scene-4 = Here each colour holds a diagonal: the cross. Modern Othello always begins with the cross; classic Reversi lets the players choose.
tutorial-scene-5 = From now on every disc must outflank: trap a straight line of the other colour between the new disc and one of yours. Black plays d6: red d5 lies between d6 and d4. Play d6 and watch d5 turn.
tutorial-scene-6 = Black to move. Find a move that flips: this time the legal moves are not marked. Try a square; if it is not allowed, you will be told why and the legal moves appear.
tutorial-scene-7 = One disc can outflank several lines. Black e3 traps d3 to the left, d4 on the diagonal and e4 below, and all three turn. Play e3.
tutorial-scene-8 = A player with no legal placement passes. After black's f1, red has nowhere to place, so red passes and black moves again.
tutorial-scene-9 = Black has placed all 32 discs, so black cannot move any more: flipped discs never go back to a tray. Red makes the remaining moves.
tutorial-scene-10 = The game ends when neither player can move. The player with more discs on the board wins; empty squares count for nobody.
tutorial-scene-11 = That is the whole game. Start a real one against the computer, or against a friend sharing this device.
archive-empty = The file holds no games.
archive-too-long = The file is too large to import (over { $kilobytes } KB).
archive-not-ours = This is not a file of games saved by this app: its first line should be “{ $header }”.
archive-line = Line { $line } of the file cannot be read: { $reason }. Nothing was imported.
archive-line-shape = fields must be name=value, separated by tabs
archive-line-missing = the field “{ $field }” is missing
archive-line-unknown = unknown field “{ $field }”
archive-line-date = the date must look like 2026-12-01T18:30Z
archive-line-result = the result written does not match the moves
archive-title = Games on this device
archive-intro = Every game finished here is kept on this device, newest first.
archive-none = No finished games yet.
archive-current = In progress
archive-unfinished = Unfinished
archive-result = { $result } { $winner }–{ $loser }
archive-versus = { $black } against { $second }
archive-review = Review
archive-delete = Delete
archive-delete-ask = Delete this game for good?
archive-delete-yes = Yes, delete
archive-delete-no = Keep it
archive-deleted = The game was deleted.
archive-export = Export all games
archive-export-ggf = Export Othello games (GGF)
archive-import = Import a file of games
archive-imported = Games added: { $added }. Already kept: { $already }.
archive-opened = The game is on the board: step through its moves in the move list.
archive-close = Close
diagram-title = Diagram of the position
diagram-intro = A picture of the position on show, for a club page or a printout.
diagram-coords = Coordinates
diagram-numbers = Numbered moves
diagram-numbers-none = None
diagram-numbers-last = The last move
diagram-numbers-count = The last { $count } moves
diagram-numbers-all = All moves
diagram-look = Board look
diagram-look-classic = Classic: black and red on tan
diagram-look-othello = Othello: black and white on green
diagram-side = Show whose turn it is
diagram-svg = Download SVG
diagram-png = Download PNG ({ $width } × { $height } pixels)
diagram-image-title = Reversi position after move { $number }
diagram-png-failed = This browser could not draw the PNG picture; the SVG download still works.
diagram-close = Close
embed-title = Embed on your site
embed-intro = Paste this into a page of your site. The game runs in the frame and saves nothing over your visitors' own games.
embed-this-game = Include this game's moves
embed-look = Board
embed-look-auto = As the variant
embed-look-classic = Classic (red-brown)
embed-look-othello = Othello (green)
embed-scheme = Colours
embed-scheme-auto = As the visitor's device
embed-scheme-light = Light
embed-scheme-dark = Dark
embed-coords = Show coordinates
embed-size-label = Size
embed-size = { $width } × { $height } px
embed-size-fit = Fit the page width
embed-snippet = Code to paste
embed-preview = Preview
embed-copy = Copy code
embed-copied = Code copied
embed-copy-failed = Copying failed: select the code and copy it by hand
embed-close = Close
analysis-graph = Black’s lead after each move: the final disc difference with best play from there
analysis-key = Filled points are exact (solved to the end, from { $empties } empty squares); hollow ones are estimates from a { $plies }-move search. Above the middle line black is ahead. On a point, the arrow keys step through the game and Enter shows its position.
analysis-exact = exact
analysis-estimate = estimate
analysis-point = { $placement }: { $value } for black, { $kind }
analysis-point-waiting = { $placement }: not analysed yet
analysis-table = The values as a table
analysis-column-move = Move
analysis-column-value = For black
analysis-column-exact = Exact?
analysis-column-note = Note
analysis-mistake = Move { $number }, { $played }: { $best } was better by { $loss }
analysis-blunder = blunder
analysis-line = Best line: { $moves }
analysis-line-pass = pass
analysis-summary = Average loss per move: { $average }. Mistakes: { $mistakes }, blunders: { $blunders }.
analysis-no-mistakes = No mistakes.
analysis-better-square = { $label }, the better move
tutorial-step = Step { $step } / { $steps }: { $title }
tutorial-step-1 = The pieces
tutorial-step-2 = The empty board
tutorial-step-3 = Cross and parallel
tutorial-step-4 = The first flip
tutorial-step-5 = Practice
tutorial-step-6 = Several lines at once
tutorial-step-7 = Passing, the limit and the end
tutorial-step-8 = Your turn
tutorial-centre-full = Nothing flipped: the centre is full and the start is set. Press Next.
tutorial-placed = Placed. Nothing flips during the first four discs; { $left ->
        [one] { $left } centre square left.
       *[other] { $left } centre squares left.
    }
tutorial-flipped = { $square } flips { $flips }. Press Next.
tutorial-flips-nothing = { $square } flips nothing: it traps no line of the other colour.
tutorial-occupied = { $square } is occupied: place on an empty square.
tutorial-outside-centre = { $square } is outside the centre: the first four discs go on d4, e4, d5 and e5.
tutorial-not-allowed = Not allowed: { $reason }.
tutorial-try-this = { $square } is legal too, but this step is about { $wanted }.
tutorial-press-next = Nothing to place here: press Next.
tutorial-choose-game = Nothing to place here: choose a game with the buttons below.

# The position editor (setup-).
setup-title = Set up a position
setup-help = Choose a disc, then select squares (tap, click or Enter): the first time puts it there, the second takes it off.
setup-tools = Put on the board
setup-empty = Empty square
setup-side = To move
setup-hand-black = Discs left to black
setup-hand-red = Discs left to red
setup-hands-help = In classic each player has 32 discs: the board's discs are the discs placed, 32 less each hand.
setup-clear = Clear the board
setup-start = Start position
setup-from-game = From the game
setup-players = Players
setup-done = Play from here
setup-cancel = Cancel
setup-hand-range = { $color ->
        [black] Black's
       *[red] Red's
    } discs left must be a whole number from 0 to 32.
setup-hands-mismatch = The board holds { $discs } discs, but the hands say { $placed } were placed (32 less each hand).
setup-over = Nobody can move from here: the game is over.
setup-announce = Position set up. { $status }

# The puzzles (puzzle-).
puzzle-title = Puzzle { $id }
puzzle-meta = { $variant } · difficulty { $difficulty } of { $max }
puzzle-solved-before = solved before
puzzle-task-win = { $tomove }: find the only winning move.
puzzle-task-draw = { $tomove }: find the only move that draws.
puzzle-task-best = { $tomove }: find the best move; it does at least { $margin } discs better than any other.
puzzle-task-supply = Count the discs in the hands: one runs out before the board is full.
puzzle-solved = Solved! The line: { $line }. { $result ->
        [win] With best play that wins by { $discs }.
        [draw] With best play that draws.
       *[loss] With best play that still loses, by { $discs }: no move does better.
    }
puzzle-failed = { $square } is not the answer: the computer's reply on the board shows why. Try again.
puzzle-pass = pass
puzzle-retry = Try again
puzzle-prev = Previous
puzzle-next = Next
puzzle-today = Puzzle of the day
puzzle-all = All
puzzle-difficulty = Difficulty
puzzle-progress = Solved: { $solved } of { $total }. Streak: { $streak } (best { $best }).
puzzle-close = Back to your game
puzzle-none = No puzzle matches these choices.
puzzle-unavailable = The puzzles could not be loaded. Check the connection and open them again.
puzzle-not-found = There is no puzzle { $id }: here is the puzzle of the day.
puzzle-progress-damaged = The puzzles solved on this device could not be read, so the count starts afresh. The old text is kept on this device.

hints-legend = Each number is the disc difference you end the game with if you play there (+ ahead, − behind); ≡ marks an exact value, the others are estimates. The gold one is the best move: a number 3 lower means 3 discs fewer than the best. The list below gives the best moves, each with the line of play that follows: point at one or give it the focus to see its line on the board, its moves numbered.
hints-count = Best moves listed
hints-all = all
hints-line = { $square }, { $hint }; line: { $line }

## Opening names (docs/openings.md): under the board, in the kept games and the analysis
opening-name-line = Opening: { $name }
opening-name-crossed = crossed centre
opening-name-parallel = parallel centre
opening-name-both = { $name } ({ $shape })

## The lessons (lesson-, docs/lessons.md): the Learn view's list, and each step's task (lesson-<lesson>-<n>) and why its answer is right (…-why). { $tomove } is "Black to move" and the like, { $other } the other side's colour.
lesson-heading = Learn
lesson-intro = After the first game: short lessons on the real board. Play each step's move; the computer answers a wrong one, and its reply shows why.
lesson-first-steps = First steps: the opening and the first flip
lesson-corners-title = Corners
lesson-x-squares-title = The squares next to the corners
lesson-edges-title = Edges
lesson-mobility-title = Mobility and quiet moves
lesson-parity-title = Parity: the last empty regions
lesson-supply-title = Classic: the disc supply
lesson-progress = Step { $step } of { $total }
lesson-wrong = Not { $square }: see the computer's reply on the board. Try again.
lesson-complete = Lesson complete!
lesson-retry = Try again
lesson-prev = Previous step
lesson-next = Next step
lesson-list = All lessons
lesson-close = Back to your game
lesson-not-found = There is no lesson { $id }: choose one from the list.
lesson-corners-1 = { $tomove }. A disc on a corner can never be flipped: no line runs past it, so the corner stays yours to the end. One corner is open to you: take it.
lesson-corners-1-why = a1 is yours for good. With it you win with best play; every other move here loses.
lesson-corners-2 = { $tomove }. Another corner is on offer. Look at the other moves first: each of them puts a disc next to an empty corner.
lesson-corners-2-why = a8 is yours for good, and no disc of yours went next to an empty corner.
lesson-corners-3 = In Othello too. { $tomove }: take the corner that { $other } left open.
lesson-corners-3-why = With h8 you win with best play; every other move loses.
lesson-x-squares-1 = { $tomove }. The X-squares lie diagonally next to the corners: b2, g2, b7, g7. While its corner is empty, a disc there often hands the corner to the other side. Here g2 and b7 can be played; find a better move.
lesson-x-squares-1-why = e2 keeps away from both empty corners, and it is worth 12 discs more than either X-square.
lesson-x-squares-2 = { $tomove }. The C-squares are the edge squares beside a corner: around h8 they are g8 and h7, and g7 is its X-square. All three can be played here, and so can the a1 corner. Find the move that beats them all.
lesson-x-squares-2-why = g6 touches no square next to an empty corner, and it is worth 10 discs more than the best of the others.
lesson-x-squares-3 = Othello, and a hard one. { $tomove }: every move here costs discs. Four of the five go next to an empty corner: a2 is a C-square, b2, b7 and g2 are X-squares. Find the one that does not.
lesson-x-squares-3-why = a5 loses the least: each move next to an empty corner would cost at least 12 discs more.
lesson-edges-1 = { $tomove }. A disc on an edge can only be flipped along that edge. Every move here but one goes next to a corner: find the edge move.
lesson-edges-1-why = d8 joins your disc on e8 along the bottom edge and keeps away from the X-squares b2, b7 and g7.
lesson-edges-2 = { $tomove }. One edge move is far better than the rest. Find it.
lesson-edges-2-why = h4 is worth 8 discs more than any other move: it fills the gap on the h-file without opening a corner.
lesson-edges-3 = Othello: { $tomove }. { $other } holds the middle of the board; the edges are still open. Find the edge move that wins the most.
lesson-edges-3-why = h4 fills the gap on the h-file, and no other move comes within 18 discs of it.
lesson-mobility-1 = { $tomove }. Mobility is the number of moves a side has. The fewer moves { $other } has, the worse they get, and with none at all { $other } must pass. Find the move after which { $other } cannot move.
lesson-mobility-1-why = After g1 { $other } has no legal move and must pass: you play again.
lesson-mobility-2 = { $tomove }. Take { $other }'s moves away: find the move that leaves { $other } no reply.
lesson-mobility-2-why = a1 is a corner as well, and after it { $other } must pass.
lesson-mobility-3 = { $tomove }. A quiet move flips few discs, so it gives the other side few new squares to play. Find the quiet move here.
lesson-mobility-3-why = b7 flips the fewest discs of all your moves, and it is worth 10 discs more than any other.
lesson-parity-1 = { $tomove }. Near the end the empty squares fall into separate regions. Parity: try to play the last move in each region. Find the region of a single square.
lesson-parity-1-why = g1 was a region of one square: you took its last move, and { $other } must open one of the other regions.
lesson-parity-2 = { $tomove }. Count the empty squares of each region, and play where the count is odd, so that its last square falls to you.
lesson-parity-2-why = a1 and h7 are regions of one square each: either keeps the last move there for you.
lesson-parity-3 = { $tomove }. Count the regions again: moves into a region with an even number of empty squares are the ones to avoid here. Find the best move.
lesson-parity-3-why = h8 takes the corner of the three-square region f8, g8, h8, so its last square can be yours as well.
lesson-supply-1 = Classic Reversi: { $tomove }. Each side has only 32 discs. Here 10 squares are empty and each hand holds 5: if anyone passes, someone runs out before the board is full, and the other side fills the rest. Find the best move.
lesson-supply-1-why = a7 is best by 5 discs. Without the disc limit it would not be the only best move: in classic, count the hands before the end.
lesson-supply-2 = { $tomove }. Both hands hold 5 discs and 10 squares are empty. If { $other } ever has to pass, you run out first, and the last squares go to { $other }. Find the best move.
lesson-supply-2-why = h5 is best by 4 discs; without the disc limit it would not be the only best move.
lesson-supply-3 = { $tomove }. You hold 6 discs, { $other } 5, and 11 squares are empty: if nobody passes, you place the last disc. Find the best move.
lesson-supply-3-why = c8 is best by 5 discs; without the disc limit it would not be the only best move.

# The embed's own words (?embed=1 waits for this file, like its styles).
embed-frame-title = Reversi
embed-open-full = Open the full game
embed-bad-parameter = The embed parameter { $key }="{ $value }" was not understood and is ignored.
embed-analyse = Analyse
embed-analyse-label = Analyse this game in the full app (opens a new tab)
