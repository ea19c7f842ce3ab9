//! The board's keys: where an arrow, Home or End moves the focus from a
//! square (the board is one tab stop; the keys move within it).

use reversi_engine::Square;

/// The square one step from `square` in the direction of `key`.
pub fn step(square: Square, key: &str) -> Option<Square> {
    let (column, row) = (square.column(), square.row());
    match key {
        "ArrowLeft" => Square::at(column.checked_sub(1)?, row),
        "ArrowRight" => Square::at(column + 1, row),
        "ArrowUp" => Square::at(column, row.checked_sub(1)?),
        "ArrowDown" => Square::at(column, row + 1),
        "Home" => Square::at(0, row),
        "End" => Square::at(7, row),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrow_keys_stay_on_the_board() {
        let a1: Square = "a1".parse().unwrap();
        let h8: Square = "h8".parse().unwrap();
        assert_eq!(step(a1, "ArrowLeft"), None);
        assert_eq!(step(a1, "ArrowUp"), None);
        assert_eq!(step(a1, "ArrowRight"), "b1".parse().ok());
        assert_eq!(step(a1, "ArrowDown"), "a2".parse().ok());
        assert_eq!(step(h8, "ArrowRight"), None);
        assert_eq!(step(h8, "ArrowDown"), None);
        assert_eq!(step(h8, "Home"), "a8".parse().ok());
        assert_eq!(step(a1, "End"), "h1".parse().ok());
        assert_eq!(step(a1, "x"), None);
    }
}
