//! The named openings as the page has them: the engine's file
//! (`engine/data/openings.txt`, docs/openings.md), fetched after the first
//! paint with the later texts (the words that show the names are later
//! texts too), so that the page's wasm does not carry it. Native tests
//! read the file as the engine ships it.

use std::cell::RefCell;
use std::rc::Rc;

use reversi_engine::openings::Openings;
use reversi_engine::Position;

thread_local! {
    static LOADED: RefCell<Option<Rc<Openings>>> = const { RefCell::new(None) };
}

/// Puts the fetched file in force; a file that does not read is left out
/// (the names stay unshown) and answered `false`.
pub fn load(text: &str) -> bool {
    let parsed = Openings::parse(text).ok().map(Rc::new);
    let read = parsed.is_some();
    LOADED.with(|l| *l.borrow_mut() = parsed);
    read
}

/// Whether the file is in.
pub fn is_loaded() -> bool {
    LOADED.with(|l| l.borrow().is_some())
}

/// "Opening: Tiger (crossed centre)" for the game through `positions`,
/// once the file is in (`strings::opening_name`).
pub fn name_of(positions: &[Position]) -> Option<String> {
    get()?
        .of_game(positions)
        .map(|opening| crate::strings::opening_name(&opening))
}

/// The openings, once fetched.
#[cfg(not(test))]
pub fn get() -> Option<Rc<Openings>> {
    LOADED.with(|l| l.borrow().clone())
}

/// The openings: in the native tests, the engine's file.
#[cfg(test)]
pub fn get() -> Option<Rc<Openings>> {
    LOADED
        .with(|l| l.borrow().clone())
        .or_else(|| Some(Rc::new(Openings::shipped().clone())))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_bad_file_is_left_out() {
        assert!(!super::load("f5 d6 | no separator count"));
        assert!(!super::is_loaded());
        assert!(super::load("f5d6c3 | Tiger | Gatliff"));
        assert!(super::is_loaded());
        assert_eq!(super::get().unwrap().lines().len(), 1);
    }
}
