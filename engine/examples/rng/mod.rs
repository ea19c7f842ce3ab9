//! The training examples' generator (`train.rs`, `corpus.rs`): each number
//! is SplitMix64's mix (`reversi_engine::random::mix`) of the one before.
//! Not `SplitMix64` itself, whose state steps by a constant: the committed
//! weights and corpus chunks were made with this sequence, and a seed must
//! keep giving the same games.

pub use reversi_engine::random::mix;

pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = mix(self.0);
        self.0
    }

    /// A number in `0..n` (`0` when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// A number in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
}
