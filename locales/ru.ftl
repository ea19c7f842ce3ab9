# Реверси: русский. Ключи — как в en.ftl; названия клеток (a1–h8) не переводятся.

## Страница
title = Реверси
subtitle = Игра 1880-х годов, её свободное начало и Отелло
language = Язык

## Кнопки
new-game = Новая игра
learn = Научиться играть
undo = Отменить ход
redo = Вернуть ход
menu = Меню
rules = Правила
history = История
show-legal = Показывать возможные ходы
show-hints = Подсказки (разница в фишках для каждого хода)
move-now = Ходить сейчас
dismiss = Закрыть
update-ready = Готова новая версия: обновить

## Ходы
moves = Ходы
start-position = Начало
no-moves-yet = Ходов пока нет.
copy-transcript = Копировать запись
copy-link = Копировать ссылку
share-link = Ссылка на эту партию
link-copied = Ссылка скопирована
copied = Запись скопирована
copy-failed = Не удалось скопировать: выделите запись и скопируйте её вручную
back-to-game = Вернуться к игре
move-button = Ход { $number }, { $color ->
        [black] чёрные
        [red] красные
       *[white] белые
    } { $square }: посмотреть эту позицию
pass-in-list = { $color ->
        [black] чёрные пропускают ход
        [red] красные пропускают ход
       *[white] белые пропускают ход
    }
reviewing = Просмотр позиции после хода { $index } из { $total }
reviewing-start = Просмотр начальной позиции (сыграно { $total ->
        [one] { $total } ход
        [few] { $total } хода
       *[many] { $total } ходов
    })

## Доска и игроки
board-label = Доска для реверси
opening-hint = ставьте на любую центральную клетку; ничего не переворачивается
discs-left = { $count ->
        [one] фишка в запасе
        [few] фишки в запасе
       *[many] фишек в запасе
    }
colour = { $color ->
        [black] Чёрные
        [red] Красные
       *[white] Белые
    }
colour-lower = { $color ->
        [black] чёрные
        [red] красные
       *[white] белые
    }
human = Человек
computer-level = Компьютер: уровень { $level } ({ $name })
computer-short = Компьютер, ур. { $level }
computer-card =
    Компьютер
    Уровень { $level }
level-name = { $level ->
        [1] новичок
        [2] ученик
        [3] любитель
        [4] клубный игрок
        [5] сильный
        [6] эксперт
        [7] мастер
       *[8] безупречный
    }
to-move = { $color ->
        [black] Ход чёрных
        [red] Ход красных
       *[white] Ход белых
    }
square-disc = { $square }, { $color ->
        [black] чёрная фишка
        [red] красная фишка
       *[white] белая фишка
    }
square-legal = { $square }, пусто, можно ходить
square-empty = { $square }, пусто

## Сообщения и конец партии
notice-passed = { $color ->
        [black] Чёрным некуда ходить, они пропускают ход
        [red] Красным некуда ходить, они пропускают ход
       *[white] Белым некуда ходить, они пропускают ход
    }
notice-exhausted = { $color ->
        [black] У чёрных кончились фишки — дальше ходят { $other ->
            [red] красные
           *[white] белые
        }
       *[other] У { $color ->
            [red] красных
           *[white] белых
        } кончились фишки — дальше ходят чёрные
    }
game-over = Игра окончена
game-over-result = Игра окончена. { $result }
wins = { $color ->
        [black] Победили чёрные
        [red] Победили красные
       *[white] Победили белые
    }
draw = Ничья
empties-note = Пустые клетки засчитываются победителю.
play-again = Сыграть ещё
play-again-swapped = Сыграть ещё другим цветом
load-corrupt = Сохранённую партию не удалось прочитать, поэтому начата новая. Её текст сохранён на этом устройстве.
load-newer = Сохранённую партию не удалось прочитать: её сохранила более новая версия приложения. Начата новая партия, а сохранённая осталась на этом устройстве.
load-settings = Сохранённые настройки не удалось прочитать, поэтому действуют настройки по умолчанию. Их текст сохранён на этом устройстве.
kept-copy = Копировать текст
kept-copied = Текст скопирован
kept-copy-failed = Не удалось скопировать; текст по-прежнему сохранён на этом устройстве.
storage-off = Эта партия не сохраняется на этом устройстве: браузер не разрешает. Чтобы не потерять партию, скопируйте ссылку или запись.
other-tab = Эта партия изменена в другой вкладке. Ходы здесь не сохраняются, пока вы не выберете.
other-tab-load = Загрузить более новую партию
other-tab-keep = Оставить мою
load-bad-link = Партию по ссылке открыть не удалось ({ $reason }); показана начальная позиция.

## Что слышит экранный диктор
announce-move = { $color ->
        [black] Чёрные
        [red] Красные
       *[white] Белые
    } { $square }{ $count ->
        [0] .
        [one] , перевёрнута { $count } фишка: { $flips }.
        [few] , перевёрнуто { $count } фишки: { $flips }.
       *[many] , перевёрнуто { $count } фишек: { $flips }.
    }
announce-undo = Ход { $square } отменён.
announce-result = Игра окончена. { $result }, { $counts }.
announce-new-game = Новая игра: { $variant }.

## Новая игра
dialog-title = Новая игра
dialog-variant = Правила
dialog-players = Игроки
dialog-start = Начать
dialog-cancel = Отмена
variant-classic = Классическое (1880-е)
variant-free = Свободное начало
variant-othello = Отелло
blurb-classic = Пустая доска, свободное начало в центре, по 32 фишки, чёрные и красные.
blurb-free = Пустая доска, свободное начало в центре, без ограничения фишек.
blurb-othello = Современная игра: начало крестом, каждый ход что-то переворачивает.

## Компьютер
thinking = Компьютер думает…
thinking-solved = просчитано до конца
thinking-depth = глубина { $depth }
ai-gave-up = Не удалось запустить компьютерного игрока. Можно играть с другом.
ai-restarting = Компьютерный игрок остановился и перезапущен; он сделает свой ход.

## Правила и история
rules-classic-title = Классическое реверси (1880-е)
rules-free-title = Свободное начало
rules-othello-title = Отелло
later-loading = Загрузка…
later-failed = Этот текст не удалось загрузить. Партия не пострадала; проверьте подключение и перезагрузите страницу.

## Обучение
tutorial-title = Обучение
tutorial-next = Дальше
tutorial-back = Назад
tutorial-skip = Пропустить
tutorial-restart = Сначала
tutorial-computer = Играть с компьютером
tutorial-friend = Играть с другом
error-game-over = игра уже окончена
error-no-discs = у того, чья очередь ходить, кончились фишки
error-pass = пропустить ход можно, только если некуда поставить фишку
error-occupied = клетка { $square } занята
error-outside-centre = { $square } — не в центре: первые четыре фишки ставятся на d4, e4, d5 и e5
error-flips-nothing = ход на { $square } ничего не переворачивает
error-transcript-malformed = запись партии не читается с { $position }-го символа: нужны названия клеток, например d4d5e4
error-transcript-too-long = в записи партии больше { $count } { $count ->
        [one] хода
       *[many] ходов
    }
error-illegal-move = ход { $number } ({ $square }) недопустим: { $reason }
error-board-squares = в строке доски должно быть 64 клетки из X, O или - (от a1 до h8, по рядам)
error-board-side = в строке доски нужно указать, чей ход: X или O
error-board-supply = запас фишек — это два числа: сначала у чёрных, затем у соперника
error-board-impossible = невозможная позиция: { $reason }
error-setup-overlap = на одной клетке две фишки
error-setup-supply-large = у игрока в запасе больше фишек, чем допускают правила
error-setup-supply-mismatch = запас фишек не сходится с фишками на доске
error-setup-opening = фишки стоят вне центра, хотя в центре ещё есть пустая клетка
error-setup-centre = в Отелло все четыре центральные клетки должны быть заняты
error-unknown-variant = неизвестный вариант игры «{ $name }»
error-unknown-player = неизвестный игрок «{ $name }»
error-empty = поле пустое
error-too-long = больше { $count } { $count ->
        [one] символа
       *[many] символов
    }

## Встраивание, страница-хозяин и записи
embed = Встроить на свой сайт
embed-status = { $state ->
        [thinking] думают…
        [wins] победили
        [draw] ничья
       *[turn] ходят
    }
host-command-refused = Страница, в которую встроена игра, прислала команду { $command }, но её нельзя выполнить ({ $reason }); партия не изменилась.
records = Импорт и экспорт
records-help = Запись партии (d4d5e4e5d6) или строка доски (64 клетки из X, O или -, затем сторона, чей ход).
records-label = Запись партии или строка доски
records-show-transcript = Показать запись
records-show-board = Показать строку доски
records-import = Импортировать
records-imported-transcript = Запись партии импортирована.
records-imported-board = Строка доски импортирована: партия продолжается с этой позиции.
records-problem = Импортировать не удалось ({ $reason }); ваша партия не изменилась.

## Клавиатура и отображение
board-keys = Клавиатура: стрелки переводят между клетками, Home и End — в начало и конец ряда, Enter или пробел ставит фишку.
display = Отображение
square-hint = { $label }, подсказка { $hint }
hint-best = { $value } для вас, { $exact ->
        [yes] точно
       *[no] оценка
    }, лучший ход
hint-behind = { $value } для вас, { $exact ->
        [yes] точно
       *[no] оценка
    }, на { $behind } { $behind ->
        [one] фишку
        [few] фишки
       *[many] фишек
    } хуже лучшего хода
contrast-auto = Автоматически (как в системе)
contrast-standard = Светлая тема
contrast-high = Высокая контрастность
contrast-dark = Тёмная тема
eval-for-you = для вас: { $eval }
your-move = Ваш ход
refusal-computers-turn = Подождите: сейчас ходит компьютер.
refusal-reviewing = На доске прежняя позиция: сначала вернитесь к партии.
variation = Вариант: ваша партия сохранена.
review-first = Начальная позиция
review-prev = Предыдущий ход
review-next = Следующий ход
review-last = Текущая позиция

## The archive of games: why a file was not imported

## Разбор партии: график, таблица, ошибки
analysis-heading = Разбор партии
analysis-start = Разобрать партию
analysis-progress = Идёт разбор… { $done } / { $total } позиций
analysis-cancel = Отменить
analysis-cancelled = Разбор отменён; найденное до сих пор сохранено.
analysis-done = Разбор готов.
analysis-failed = Разбор остановился. Нажмите «Разобрать партию», чтобы продолжить.

ai-weights-loading = (упрощённая оценка, пока не загрузится более сильная)
ai-weights-failed = Не удалось загрузить более сильную оценку позиций, поэтому компьютер играет с упрощённой. Ваша партия не пострадала; при перезагрузке страницы будет новая попытка.

## The archive of games, diagrams and the embed's Analyse link
archive-load-damaged = Не удалось прочитать партии, сохранённые на этом устройстве. Их текст отложен (его можно скопировать кнопкой), а архив начинается заново.
archive-not-saved = Не удалось сохранить архив на этом устройстве: хранилище переполнено или заблокировано. Ранее сохранённые партии не изменились; экспортируйте их, чтобы сохранить копию.
archive-no-room = Партии на этом устройстве не читаются, а отложить их некуда, поэтому ничего не записано.
archive-full = Архив на этом устройстве заполнен: в нём помещается не больше { $limit } { $limit ->
        [one] партии
       *[other] партий
    }. Ничего не добавлено; сначала удалите какие-нибудь партии.
archive-open = Партии
diagram-open = Диаграмма
setup-open = Расставить позицию
puzzles-open = Задачи
lessons-open = Уроки
download-failed = Браузер не начал скачивание.
