//! The examples' command lines: `--name value` pairs, and flags that take
//! no value.
#![allow(dead_code)] // each example uses its own part of this module

/// The options after the program name; a flag listed in `flags` gets an
/// empty value, any other name needs one.
pub fn pairs(flags: &[&str]) -> Result<Vec<(String, String)>, String> {
    let mut args = std::env::args().skip(1);
    let mut pairs = Vec::new();
    while let Some(name) = args.next() {
        let value = if flags.contains(&name.as_str()) {
            String::new()
        } else {
            args.next().ok_or(format!("{name} needs a value"))?
        };
        pairs.push((name, value));
    }
    Ok(pairs)
}

pub fn whole(name: &str, value: &str) -> Result<u64, String> {
    value
        .parse::<u64>()
        .map_err(|_| format!("{name}: '{value}' is not a whole number"))
}

/// A finite number, zero or more.
/// A range of whole numbers written `first..end` (end excluded).
pub fn range(name: &str, value: &str) -> Result<(u64, u64), String> {
    let (first, end) = value
        .split_once("..")
        .ok_or(format!("{name}: '{value}' is not first..end"))?;
    Ok((whole(name, first)?, whole(name, end)?))
}

pub fn real(name: &str, value: &str) -> Result<f32, String> {
    value
        .parse::<f32>()
        .ok()
        .filter(|x| x.is_finite() && *x >= 0.0)
        .ok_or(format!("{name}: '{value}' is not a number"))
}

/// Runs an example's body; an error goes to stderr as `program: message`
/// with exit status 2.
pub fn exit_on_error(program: &str, body: impl FnOnce() -> Result<(), String>) {
    if let Err(message) = body() {
        eprintln!("{program}: {message}");
        std::process::exit(2);
    }
}
