//! The other end of the NBoard protocol: runs an engine program and asks it
//! for moves. Every answer has a deadline, so an engine that stops talking
//! or exits costs its game, never hangs the match.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use reversi_engine::format::ggf;
use reversi_engine::{Move, Variant};

/// A running engine program.
pub struct Remote {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    next_ping: u64,
    timeout: Duration,
}

impl Remote {
    /// Starts `command` (program then arguments) and waits until it answers
    /// a ping.
    pub fn start(command: &[String], timeout: Duration) -> Result<Remote, String> {
        let (program, args) = command.split_first().ok_or("no engine program given")?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start '{program}': {e}"))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(format!("'{program}' has no pipes"));
        };
        let (sender, lines) = mpsc::channel();
        // Lines arrive on a channel so that waiting for one can time out.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut remote = Remote {
            child,
            stdin,
            lines,
            next_ping: 1,
            timeout,
        };
        remote.send("nboard 2")?;
        remote.sync()?;
        Ok(remote)
    }

    fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("the engine stopped reading: {e}"))
    }

    /// The next line that `wanted` accepts, skipping others (status and
    /// statistics lines).
    fn expect(&mut self, wanted: &dyn Fn(&str) -> bool, what: &str) -> Result<String, String> {
        let deadline = Instant::now() + self.timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) if wanted(line.trim()) => return Ok(line.trim().to_string()),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!("no {what} within {} ms", self.timeout.as_millis()))
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("the engine exited before its {what}"))
                }
            }
        }
    }

    /// Pings and waits for the pong, so every earlier command has been read.
    fn sync(&mut self) -> Result<(), String> {
        let pong = format!("pong {}", self.next_ping);
        self.send(&format!("ping {}", self.next_ping))?;
        self.next_ping += 1;
        self.expect(&|line| line == pong, "pong").map(drop)
    }

    /// The engine's move in `game` (a GGF record; for classic and free
    /// Reversi, moves from the empty board, announced by `set variant`),
    /// and how long it thought: from `go` to its `===` line.
    pub fn choose(&mut self, variant: Variant, game: &str) -> Result<(Move, Duration), String> {
        // An Othello engine need not know the extension.
        if variant != Variant::Othello {
            self.send(&format!("set variant {variant}"))?;
        }
        self.send(&format!("set game {game}"))?;
        self.sync()?;
        let started = Instant::now();
        self.send("go")?;
        let line = self.expect(&|line| line.starts_with("==="), "move (=== line)")?;
        let thought = started.elapsed();
        // `=== F5/-1.00/0.12` or, as some engines write it, `=== f5 -1.00 0.1`.
        let token = line[3..]
            .split(|c: char| c == '/' || c.is_whitespace())
            .find(|t| !t.is_empty())
            .unwrap_or("");
        let mv = ggf::parse_move(token).map_err(|e| format!("unreadable move '{line}': {e}"))?;
        Ok((mv, thought))
    }
}

impl Drop for Remote {
    fn drop(&mut self) {
        // Ours to end: the program this match started.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
