// The host side of the embedded game's postMessage API (see README).
const frame = document.getElementById('reversi');
const gameOrigin = new URL(frame.src).origin;

/** Sends a command to the game, only to the game's own origin. */
function send(command) {
  frame.contentWindow.postMessage(command, gameOrigin);
}

/** Shows an event as text (never as HTML). */
function log(line) {
  const item = document.createElement('li');
  item.textContent = line;
  document.getElementById('log').append(item);
}

window.addEventListener('message', (event) => {
  // Only messages from our frame and from the game's origin.
  if (event.source !== frame.contentWindow || event.origin !== gameOrigin) return;
  const message = event.data;
  switch (message?.type) {
    case 'ready':
      log(`ready: ${message.variant}, moves "${message.transcript}", ${message.turn ?? 'nobody'} to move`);
      break;
    case 'move':
      log(`move ${message.number}: ${message.color} ${message.square} flips ${message.flipped.join(' ')}`);
      break;
    case 'gameover':
      log(`game over: ${message.result} (${message.counts.black}–${message.counts.white})`);
      break;
    case 'error':
      log(`${message.command} refused: ${message.message}`);
      break;
  }
});

document.getElementById('new-game').addEventListener('click', () => send({ type: 'newGame' }));
document.getElementById('load').addEventListener('click', () =>
  send({ type: 'loadMoves', moves: 'f5d6c3', variant: 'othello' }),
);
document.getElementById('friends').addEventListener('click', () =>
  send({ type: 'setPlayers', black: 'human', white: 'human' }),
);
document.getElementById('computer').addEventListener('click', () =>
  send({ type: 'setPlayers', black: 'human', white: 'ai:3' }),
);
