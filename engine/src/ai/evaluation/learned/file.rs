//! The weights file: every table of every phase quantised to one byte per
//! weight with its own step, zero runs and literal runs as varints, behind
//! a versioned header and a checksum. Only canonical arrangements are
//! stored (mirror images share a weight); `LearnedWeights::from_bytes`
//! expands them into lookup tables.
//!
//! ```text
//! "RVLW" version:u8 phases:u8 tables:u8
//! per phase, per table: entries:varint step:f32-le
//!                       (zeros:varint literals:varint byte*literals)* until entries
//! fnv1a-32 of everything before: u32-le
//! ```

use std::fmt;

use super::layout::{canonical_arrangements, table_size, PHASE_COUNT, SHAPE_COUNT, TABLE_COUNT};

const MAGIC: &[u8; 4] = b"RVLW";
const VERSION: u8 = 1;

/// Why bytes are not a weights file this build can use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    NotWeights,
    UnsupportedVersion(u8),
    /// The file was made for other phases, tables or table sizes.
    LayoutMismatch,
    Truncated,
    /// The bytes do not add up to the checksum: damaged in transit or on disk.
    Checksum,
    /// A step that is negative, not finite or absurdly large.
    BadStep,
    /// A run goes past the end of its table.
    RunOverflow,
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::NotWeights => f.write_str("not a learned-evaluation weights file"),
            WeightsError::UnsupportedVersion(v) => {
                write!(f, "weights file version {v} (this build reads {VERSION})")
            }
            WeightsError::LayoutMismatch => {
                f.write_str("the weights file was made for another pattern layout")
            }
            WeightsError::Truncated => f.write_str("the weights file is cut short"),
            WeightsError::Checksum => f.write_str("the weights file is damaged (checksum)"),
            WeightsError::BadStep => f.write_str("the weights file holds an invalid scale"),
            WeightsError::RunOverflow => f.write_str("the weights file has a run past its table"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// One table, quantised: `values[i] * step` hundredths of a disc.
#[derive(Clone, Debug, PartialEq)]
pub struct QuantisedTable {
    pub step: f32,
    pub values: Vec<i8>,
}

impl QuantisedTable {
    /// The nearest quantised table to `weights` (hundredths of a disc): the
    /// step puts the largest weight at ±127.
    pub fn quantise(weights: &[f32]) -> QuantisedTable {
        let largest = weights.iter().fold(0f32, |m, w| m.max(w.abs()));
        if largest < 0.5 {
            return QuantisedTable {
                step: 0.0,
                values: vec![0; weights.len()],
            };
        }
        let step = largest / 127.0;
        QuantisedTable {
            step,
            values: weights
                .iter()
                .map(|w| (w / step).round().clamp(-127.0, 127.0) as i8)
                .collect(),
        }
    }

    /// Entry `index` in hundredths of a disc.
    #[cfg(test)]
    pub fn value(&self, index: usize) -> f32 {
        f32::from(self.values[index]) * self.step
    }
}

/// The whole file's content: `PHASE_COUNT × TABLE_COUNT` tables, phase by
/// phase, each holding one value per stored entry (`stored_sizes`):
/// what `examples/train.rs` writes and `LearnedWeights::from_weights` expands.
#[derive(Clone, Debug, PartialEq)]
pub struct WeightsFile {
    pub tables: Vec<QuantisedTable>,
}

/// How many entries each table stores: canonical arrangements for the
/// shapes, every entry for the globals.
pub fn stored_sizes() -> [usize; TABLE_COUNT] {
    let mut sizes = [0; TABLE_COUNT];
    for (table, size) in sizes.iter_mut().enumerate() {
        *size = if table < SHAPE_COUNT {
            let canonical = canonical_arrangements(table);
            canonical
                .iter()
                .enumerate()
                .filter(|&(i, &c)| c as usize == i)
                .count()
        } else {
            table_size(table)
        };
    }
    sizes
}

/// Values are at most this large after expansion, so that a sum of every
/// table stays far inside `i32` and each expanded weight fits an `i16`.
const MAX_STEP: f32 = 200.0;

impl WeightsFile {
    /// All zero, in the layout's sizes.
    pub fn zero() -> WeightsFile {
        let sizes = stored_sizes();
        WeightsFile {
            tables: (0..PHASE_COUNT * TABLE_COUNT)
                .map(|i| QuantisedTable {
                    step: 0.0,
                    values: vec![0; sizes[i % TABLE_COUNT]],
                })
                .collect(),
        }
    }

    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&[VERSION, PHASE_COUNT as u8, TABLE_COUNT as u8]);
        for table in &self.tables {
            put_varint(&mut out, table.values.len() as u64);
            out.extend_from_slice(&table.step.min(MAX_STEP).to_le_bytes());
            let values = &table.values;
            let mut at = 0;
            while at < values.len() {
                let zeros = values[at..].iter().take_while(|&&v| v == 0).count();
                at += zeros;
                // A literal run ends at the next pair of zeros (one zero
                // costs less inside a literal than a new run header).
                let mut end = at;
                while end < values.len()
                    && !(values[end] == 0 && values.get(end + 1).is_none_or(|&v| v == 0))
                {
                    end += 1;
                }
                put_varint(&mut out, zeros as u64);
                put_varint(&mut out, (end - at) as u64);
                out.extend(values[at..end].iter().map(|&v| v as u8));
                at = end;
            }
        }
        let checksum = fnv1a(&out);
        out.extend_from_slice(&checksum.to_le_bytes());
        out
    }

    /// Reads a weights file; every damaged or foreign file is an error.
    pub fn from_bytes(bytes: &[u8]) -> Result<WeightsFile, WeightsError> {
        if bytes.len() < 4 || &bytes[..4] != MAGIC {
            return Err(WeightsError::NotWeights);
        }
        if bytes.len() < 7 {
            return Err(WeightsError::Truncated);
        }
        if bytes[4] != VERSION {
            return Err(WeightsError::UnsupportedVersion(bytes[4]));
        }
        if bytes.len() < 11 {
            return Err(WeightsError::Truncated);
        }
        let (body, tail) = bytes.split_at(bytes.len() - 4);
        let stored = u32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]);
        if fnv1a(body) != stored {
            return Err(WeightsError::Checksum);
        }
        if body[5] as usize != PHASE_COUNT || body[6] as usize != TABLE_COUNT {
            return Err(WeightsError::LayoutMismatch);
        }
        let sizes = stored_sizes();
        let mut reader = Reader { bytes: body, at: 7 };
        let mut tables = Vec::with_capacity(PHASE_COUNT * TABLE_COUNT);
        for index in 0..PHASE_COUNT * TABLE_COUNT {
            let entries = reader.varint()?;
            if entries != sizes[index % TABLE_COUNT] as u64 {
                return Err(WeightsError::LayoutMismatch);
            }
            let step = f32::from_le_bytes(reader.array()?);
            if !step.is_finite() || !(0.0..=MAX_STEP).contains(&step) {
                return Err(WeightsError::BadStep);
            }
            let entries = entries as usize;
            let mut values = Vec::with_capacity(entries);
            while values.len() < entries {
                let zeros = reader.varint()?;
                let literals = reader.varint()?;
                let left = (entries - values.len()) as u64;
                if zeros > left || literals > left - zeros {
                    return Err(WeightsError::RunOverflow);
                }
                values.resize(values.len() + zeros as usize, 0);
                let run = reader.take(literals as usize)?;
                values.extend(run.iter().map(|&b| b as i8));
            }
            tables.push(QuantisedTable { step, values });
        }
        if reader.at != body.len() {
            return Err(WeightsError::LayoutMismatch);
        }
        Ok(WeightsFile { tables })
    }
}

fn put_varint(out: &mut Vec<u8>, mut value: u64) {
    while value >= 0x80 {
        out.push(value as u8 | 0x80);
        value >>= 7;
    }
    out.push(value as u8);
}

/// FNV-1a, 32 bits: enough to catch damage, no dependency.
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811C_9DC5u32, |hash, &b| {
        (hash ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, count: usize) -> Result<&'a [u8], WeightsError> {
        let end = self.at.checked_add(count).ok_or(WeightsError::Truncated)?;
        let slice = self
            .bytes
            .get(self.at..end)
            .ok_or(WeightsError::Truncated)?;
        self.at = end;
        Ok(slice)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], WeightsError> {
        let mut array = [0; N];
        array.copy_from_slice(self.take(N)?);
        Ok(array)
    }

    fn varint(&mut self) -> Result<u64, WeightsError> {
        let mut value = 0u64;
        for shift in (0..64).step_by(7) {
            let byte = self.take(1)?[0];
            value |= u64::from(byte & 0x7F) << shift;
            if byte & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(WeightsError::RunOverflow)
    }
}
