//! The examples' openings files: one opening a line.

use std::path::Path;

/// The non-empty lines of an openings file, trimmed; an error names the
/// file when it cannot be read or holds none.
pub fn read(path: &Path) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let lines: Vec<String> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect();
    if lines.is_empty() {
        return Err(format!("{}: no openings", path.display()));
    }
    Ok(lines)
}
