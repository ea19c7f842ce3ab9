//! A learned evaluation in the style of Logistello and Edax: the board is
//! cut into patterns (edges, corners, lines, diagonals), each seen from all
//! its symmetric places, and every arrangement of discs in a pattern has a
//! weight learned from exactly solved positions. Weights are data: they are
//! read from bytes made by `examples/train_eval.rs`, never written in code.
//!
//! Scores are in hundredths of a disc for the side to move, like `eval`.

use crate::bitboard::placements;

/// The shapes, each as (row, column) pairs in the order that numbers its
/// arrangements. Every shape is also used in its reflections and rotations.
const SHAPES: [&[(u8, u8)]; 11] = [
    // An edge with its two X-squares.
    &[
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (0, 5),
        (0, 6),
        (0, 7),
        (1, 1),
        (1, 6),
    ],
    // The 3×3 block at a corner.
    &[
        (0, 0),
        (0, 1),
        (0, 2),
        (1, 0),
        (1, 1),
        (1, 2),
        (2, 0),
        (2, 1),
        (2, 2),
    ],
    // The 2×5 block along an edge from a corner.
    &[
        (0, 0),
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 0),
        (1, 1),
        (1, 2),
        (1, 3),
        (1, 4),
    ],
    // The second, third and fourth rows.
    &[
        (1, 0),
        (1, 1),
        (1, 2),
        (1, 3),
        (1, 4),
        (1, 5),
        (1, 6),
        (1, 7),
    ],
    &[
        (2, 0),
        (2, 1),
        (2, 2),
        (2, 3),
        (2, 4),
        (2, 5),
        (2, 6),
        (2, 7),
    ],
    &[
        (3, 0),
        (3, 1),
        (3, 2),
        (3, 3),
        (3, 4),
        (3, 5),
        (3, 6),
        (3, 7),
    ],
    // Diagonals of 8, 7, 6, 5 and 4 squares.
    &[
        (0, 0),
        (1, 1),
        (2, 2),
        (3, 3),
        (4, 4),
        (5, 5),
        (6, 6),
        (7, 7),
    ],
    &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7)],
    &[(0, 2), (1, 3), (2, 4), (3, 5), (4, 6), (5, 7)],
    &[(0, 3), (1, 4), (2, 5), (3, 6), (4, 7)],
    &[(0, 4), (1, 5), (2, 6), (3, 7)],
];

/// How many shapes there are; each has its own weight table.
pub const SHAPE_COUNT: usize = SHAPES.len();

/// The eight symmetries of the board, on (row, column).
fn transform(symmetry: usize, (row, column): (u8, u8)) -> (u8, u8) {
    let (r, c) = match symmetry & 3 {
        0 => (row, column),
        1 => (row, 7 - column),
        2 => (7 - row, column),
        _ => (7 - row, 7 - column),
    };
    if symmetry & 4 == 0 {
        (r, c)
    } else {
        (c, r)
    }
}

/// One place where a shape lies on the board. A shape that maps onto
/// itself under some symmetry (a row under a mirror) has several orders
/// for the same squares; an arrangement takes the smallest of its numbers
/// so that mirror images share a weight.
#[derive(Clone, Debug)]
pub struct Instance {
    pub shape: usize,
    pub mask: u64,
    orders: Vec<Vec<u8>>,
}

/// Every instance of every shape: 46 of them.
pub fn instances() -> Vec<Instance> {
    let mut all: Vec<Instance> = Vec::new();
    for (shape, squares) in SHAPES.iter().enumerate() {
        for symmetry in 0..8 {
            let order: Vec<u8> = squares
                .iter()
                .map(|&square| {
                    let (row, column) = transform(symmetry, square);
                    row * 8 + column
                })
                .collect();
            let mask = order.iter().fold(0u64, |m, &s| m | 1 << s);
            match all.iter_mut().find(|i| i.shape == shape && i.mask == mask) {
                Some(instance) => {
                    if !instance.orders.contains(&order) {
                        instance.orders.push(order);
                    }
                }
                None => all.push(Instance {
                    shape,
                    mask,
                    orders: vec![order],
                }),
            }
        }
    }
    all
}

/// The number of arrangements of a shape: 3 to the number of its squares.
pub fn shape_size(shape: usize) -> usize {
    3_usize.pow(SHAPES[shape].len() as u32)
}

impl Instance {
    /// The arrangement number of this instance on a board: each square in
    /// order is a base-3 digit, 0 empty, 1 the side to move's, 2 the other's.
    pub fn index(&self, player: u64, opponent: u64) -> usize {
        self.orders
            .iter()
            .map(|order| {
                order.iter().fold(0, |index, &square| {
                    let digit = if player >> square & 1 != 0 {
                        1
                    } else if opponent >> square & 1 != 0 {
                        2
                    } else {
                        0
                    };
                    index * 3 + digit
                })
            })
            .min()
            .unwrap_or(0)
    }
}

/// The learned weights: tables of weights, each for a range of empty
/// squares (the value of an arrangement changes as the board fills).
#[derive(Clone, Debug, PartialEq)]
pub struct PatternWeights {
    pub tables: Vec<PhaseWeights>,
    /// Which table evaluates a board with this many empties.
    pub by_empties: [u8; 61],
}

/// One table: a weight per arrangement of every shape, then the weight of
/// the mobility difference and a constant.
#[derive(Clone, Debug, PartialEq)]
pub struct PhaseWeights {
    pub shapes: Vec<Vec<i16>>,
    pub mobility: i16,
    pub bias: i16,
}

impl PhaseWeights {
    pub fn zero() -> PhaseWeights {
        PhaseWeights {
            shapes: (0..SHAPE_COUNT).map(|s| vec![0; shape_size(s)]).collect(),
            mobility: 0,
            bias: 0,
        }
    }
}

/// The file format: a tag, the table count, the table of each number of
/// empties, then per table the mobility weight, the constant and the shape
/// weights. Numbers are zigzag varints; most arrangements never occur and
/// weigh 0, so a 0 is followed by how many zeros it stands for.
const MAGIC: &[u8; 8] = b"RVPAT002";

impl PatternWeights {
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = MAGIC.to_vec();
        bytes.push(self.tables.len() as u8);
        bytes.extend_from_slice(&self.by_empties);
        for table in &self.tables {
            put_varint(&mut bytes, zigzag(table.mobility));
            put_varint(&mut bytes, zigzag(table.bias));
            for weights in &table.shapes {
                let mut at = 0;
                while at < weights.len() {
                    let run = weights[at..].iter().take_while(|&&w| w == 0).count();
                    if run > 0 {
                        put_varint(&mut bytes, 0);
                        put_varint(&mut bytes, run as u32);
                        at += run;
                    } else {
                        put_varint(&mut bytes, zigzag(weights[at]));
                        at += 1;
                    }
                }
            }
        }
        bytes
    }

    pub fn from_bytes(bytes: &[u8]) -> Result<PatternWeights, String> {
        let body = bytes
            .strip_prefix(MAGIC)
            .ok_or("not a pattern weights file (bad tag)")?;
        let mut reader = Reader { bytes: body, at: 0 };
        let count = reader.byte()?;
        let mut by_empties = [0u8; 61];
        for slot in &mut by_empties {
            *slot = reader.byte()?;
            if *slot >= count {
                return Err(format!(
                    "pattern weights: table {slot} of {count} does not exist"
                ));
            }
        }
        let mut tables = Vec::new();
        for _ in 0..count {
            let mobility = reader.weight()?;
            let bias = reader.weight()?;
            let mut shapes = Vec::new();
            for shape in 0..SHAPE_COUNT {
                let size = shape_size(shape);
                let mut weights = Vec::with_capacity(size);
                while weights.len() < size {
                    match reader.varint()? {
                        0 => {
                            let run = reader.varint()? as usize;
                            if run == 0 || weights.len() + run > size {
                                return Err("pattern weights: bad run of zeros".into());
                            }
                            weights.resize(weights.len() + run, 0);
                        }
                        code => weights.push(unzigzag(code)?),
                    }
                }
                shapes.push(weights);
            }
            tables.push(PhaseWeights {
                shapes,
                mobility,
                bias,
            });
        }
        if reader.at != body.len() {
            return Err("pattern weights: bytes left over at the end".into());
        }
        Ok(PatternWeights { tables, by_empties })
    }
}

fn zigzag(value: i16) -> u32 {
    ((i32::from(value) << 1) ^ (i32::from(value) >> 31)) as u32
}

fn unzigzag(code: u32) -> Result<i16, String> {
    let value = (code >> 1) as i32 ^ -((code & 1) as i32);
    i16::try_from(value).map_err(|_| "pattern weights: a weight out of range".to_string())
}

fn put_varint(bytes: &mut Vec<u8>, mut value: u32) {
    while value >= 0x80 {
        bytes.push(value as u8 | 0x80);
        value >>= 7;
    }
    bytes.push(value as u8);
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn byte(&mut self) -> Result<u8, String> {
        let byte = *self
            .bytes
            .get(self.at)
            .ok_or("pattern weights: the file ends too soon")?;
        self.at += 1;
        Ok(byte)
    }

    fn varint(&mut self) -> Result<u32, String> {
        let mut value = 0u32;
        for shift in (0..35).step_by(7) {
            let byte = self.byte()?;
            value |= u32::from(byte & 0x7f).checked_shl(shift).unwrap_or(0);
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err("pattern weights: a number is too long".into())
    }

    fn weight(&mut self) -> Result<i16, String> {
        let code = self.varint()?;
        unzigzag(code)
    }
}

/// The trained weights that come with the engine (`data/patterns.bin`,
/// made by `examples/train_eval.rs`), ready to evaluate; `None` only if the
/// file were damaged, which a test rules out. Native builds only: the
/// tables are too large for the web page, so wasm always gets `None`.
#[cfg(target_arch = "wasm32")]
pub fn trained() -> Option<&'static PatternEval> {
    None
}

/// The trained weights that come with the engine, ready to evaluate.
#[cfg(not(target_arch = "wasm32"))]
pub fn trained() -> Option<&'static PatternEval> {
    static TRAINED: std::sync::OnceLock<Option<PatternEval>> = std::sync::OnceLock::new();
    TRAINED
        .get_or_init(|| {
            let bytes = include_bytes!("../../data/patterns.bin");
            PatternWeights::from_bytes(bytes)
                .and_then(|weights| PatternEval::new(&weights))
                .ok()
        })
        .as_ref()
}

/// The weights laid out for fast evaluation: one table per instance and
/// phase, indexed by the instance's squares in bit order, so an arrangement
/// number comes from two bit extractions and two small table reads.
pub struct PatternEval {
    instances: Vec<(u64, usize)>,
    /// `tables[table][instance][pext_index]`.
    tables: Vec<Vec<Vec<i16>>>,
    by_empties: [u8; 61],
    mobility: Vec<i32>,
    bias: Vec<i32>,
    /// The base-3 value of each set of up to ten bits read as 0/1 digits.
    ternary: Vec<u16>,
}

impl PatternEval {
    pub fn new(weights: &PatternWeights) -> Result<PatternEval, String> {
        if weights
            .by_empties
            .iter()
            .any(|&t| usize::from(t) >= weights.tables.len())
            || weights.tables.iter().any(|t| {
                t.shapes.len() != SHAPE_COUNT
                    || t.shapes
                        .iter()
                        .enumerate()
                        .any(|(s, w)| w.len() != shape_size(s))
            })
        {
            return Err("pattern weights: tables of the wrong shape".into());
        }
        let instances = instances();
        let ternary: Vec<u16> = (0..1024u32)
            .map(|bits| (0..10).rev().fold(0, |t, b| t * 3 + (bits >> b & 1) as u16))
            .collect();
        let tables = weights
            .tables
            .iter()
            .map(|table| {
                instances
                    .iter()
                    .map(|instance| expand(instance, &table.shapes[instance.shape]))
                    .collect()
            })
            .collect();
        Ok(PatternEval {
            instances: instances.iter().map(|i| (i.mask, i.shape)).collect(),
            tables,
            by_empties: weights.by_empties,
            mobility: weights.tables.iter().map(|t| t.mobility.into()).collect(),
            bias: weights.tables.iter().map(|t| t.bias.into()).collect(),
            ternary,
        })
    }

    /// The evaluation of a plain board for the side to move.
    pub fn evaluate(&self, player: u64, opponent: u64) -> i32 {
        let empties = 64 - (player | opponent).count_ones();
        let phase = usize::from(self.by_empties[(empties as usize).min(60)]);
        let tables = &self.tables[phase];
        let mut score = self.bias[phase];
        for (at, &(mask, _)) in self.instances.iter().enumerate() {
            let index = self.ternary[extract(player, mask)] as usize
                + 2 * self.ternary[extract(opponent, mask)] as usize;
            score += i32::from(tables[at][index]);
        }
        let mobility = placements(player, opponent).count_ones() as i32
            - placements(opponent, player).count_ones() as i32;
        score + self.mobility[phase] * mobility
    }
}

/// One instance's weights indexed in bit order rather than pattern order.
fn expand(instance: &Instance, weights: &[i16]) -> Vec<i16> {
    let squares: Vec<u8> = (0..64u8).filter(|&s| instance.mask >> s & 1 != 0).collect();
    let size = 3_usize.pow(squares.len() as u32);
    (0..size)
        .map(|mut pext_index| {
            // Digit k (base 3) is the k-th square in bit order.
            let (mut player, mut opponent) = (0u64, 0u64);
            for &square in &squares {
                match pext_index % 3 {
                    1 => player |= 1 << square,
                    2 => opponent |= 1 << square,
                    _ => {}
                }
                pext_index /= 3;
            }
            weights[instance.index(player, opponent)]
        })
        .collect()
}

/// The bits of `bits` under `mask`, packed to the bottom in bit order.
#[inline]
fn extract(bits: u64, mask: u64) -> usize {
    #[cfg(fast_bmi2)]
    {
        // SAFETY: the cfg guarantees the CPU has BMI2.
        unsafe { std::arch::x86_64::_pext_u64(bits, mask) as usize }
    }
    #[cfg(not(fast_bmi2))]
    {
        let (mut out, mut remaining, mut at) = (0, mask, 0);
        while remaining != 0 {
            let low = remaining & remaining.wrapping_neg();
            if bits & low != 0 {
                out |= 1 << at;
            }
            at += 1;
            remaining ^= low;
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// xorshift64*, for test data.
    fn random(state: &mut u64) -> u64 {
        *state ^= *state >> 12;
        *state ^= *state << 25;
        *state ^= *state >> 27;
        state.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn random_weights(seed: u64, tables: usize) -> PatternWeights {
        let mut state = seed;
        let mut weight = || (random(&mut state) % 2001) as i16 - 1000;
        PatternWeights {
            tables: (0..tables)
                .map(|_| PhaseWeights {
                    // Some zero runs, as in trained tables.
                    shapes: (0..SHAPE_COUNT)
                        .map(|s| {
                            (0..shape_size(s))
                                .map(|i| if i % 7 < 3 { 0 } else { weight() })
                                .collect()
                        })
                        .collect(),
                    mobility: weight(),
                    bias: weight(),
                })
                .collect(),
            by_empties: std::array::from_fn(|e| (e % tables) as u8),
        }
    }

    fn random_board(state: &mut u64) -> (u64, u64) {
        let occupied = random(state) | random(state);
        let player = occupied & random(state);
        (player, occupied & !player)
    }

    fn transformed(bits: u64, symmetry: usize) -> u64 {
        (0..64u8).filter(|&s| bits >> s & 1 != 0).fold(0, |out, s| {
            let (row, column) = transform(symmetry, (s / 8, s % 8));
            out | 1 << (row * 8 + column)
        })
    }

    #[test]
    fn every_shape_lies_in_each_of_its_distinct_places() {
        let all = instances();
        // Edge+2X 4, corner 3×3 4, 2×5 8, three rows 4 each, diagonals 2+4+4+4+4.
        assert_eq!(all.len(), 4 + 4 + 8 + 3 * 4 + 2 + 4 * 4);
        for instance in &all {
            assert_eq!(
                instance.mask.count_ones() as usize,
                SHAPES[instance.shape].len()
            );
        }
    }

    #[test]
    fn symmetric_boards_evaluate_the_same() {
        let eval = PatternEval::new(&random_weights(7, 3)).unwrap();
        let mut state = 99;
        for _ in 0..300 {
            let (player, opponent) = random_board(&mut state);
            let score = eval.evaluate(player, opponent);
            for symmetry in 1..8 {
                let (p, o) = (
                    transformed(player, symmetry),
                    transformed(opponent, symmetry),
                );
                assert_eq!(eval.evaluate(p, o), score, "symmetry {symmetry}");
            }
        }
    }

    #[test]
    fn fast_evaluation_matches_the_pattern_numbers() {
        // The bit-order tables must give each instance the weight of its
        // arrangement number, computed square by square.
        let weights = random_weights(3, 2);
        let eval = PatternEval::new(&weights).unwrap();
        let mut state = 5;
        for _ in 0..300 {
            let (player, opponent) = random_board(&mut state);
            let empties = 64 - (player | opponent).count_ones() as usize;
            let table = &weights.tables[usize::from(weights.by_empties[empties.min(60)])];
            let mobility = placements(player, opponent).count_ones() as i32
                - placements(opponent, player).count_ones() as i32;
            let slow: i32 = instances()
                .iter()
                .map(|i| i32::from(table.shapes[i.shape][i.index(player, opponent)]))
                .sum::<i32>()
                + i32::from(table.bias)
                + i32::from(table.mobility) * mobility;
            assert_eq!(eval.evaluate(player, opponent), slow);
        }
    }

    #[test]
    fn weights_survive_the_file_format() {
        let weights = random_weights(11, 3);
        let bytes = weights.to_bytes();
        assert_eq!(PatternWeights::from_bytes(&bytes), Ok(weights));
    }

    #[test]
    fn damaged_weight_files_are_refused() {
        let bytes = random_weights(13, 2).to_bytes();
        assert!(PatternWeights::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(PatternWeights::from_bytes(b"RVPAT001").is_err());
        let mut extra = bytes.clone();
        extra.push(1);
        assert!(PatternWeights::from_bytes(&extra).is_err());
        let mut bad_table = bytes.clone();
        bad_table[9] = 5; // empties 0 pointing at a table that is not there
        assert!(PatternWeights::from_bytes(&bad_table).is_err());
        // Every truncation is an error, never a panic.
        for end in 0..bytes.len().min(4000) {
            assert!(PatternWeights::from_bytes(&bytes[..end]).is_err());
        }
    }
}
