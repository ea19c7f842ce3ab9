//! Plain-data images of JS values, for the two edges where messages cross
//! into the page's Rust: the host page's `postMessage` (`host_api`) and the
//! AI worker (`protocol`).
//!
//! The browser glue (`reversi_app::browser::js_value`) copies a JS value into
//! a [`Value`] with [`Limits`] applied while copying (long strings are not
//! copied, big or deep objects not walked), so the checks after it run on
//! plain Rust, natively tested; and turns [`Data`] into a JS value. No serde:
//! it costs the page far more wasm, and its error messages pull in float
//! formatting.

use std::fmt;

/// A JS value as it arrived, reduced to what a message can use.
#[derive(Clone, PartialEq, Debug)]
pub enum Value {
    Text(String),
    /// A string longer than the limit (its contents are not copied).
    LongText,
    Number(f64),
    Bool(bool),
    Null,
    List(Vec<Value>),
    Object(Vec<(String, Value)>),
    /// A list or object over the limits, nested too deep, or something that
    /// is not data at all (a function, a symbol).
    TooBig,
}

/// The bounds applied while reading.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Longest string, in UTF-16 units.
    pub text: usize,
    /// Most keys of an object.
    pub keys: usize,
    /// Most entries of a list.
    pub items: usize,
    /// How deep lists and objects may nest below the message itself.
    pub depth: usize,
}

impl Value {
    /// The type's name, for warnings.
    pub fn kind(&self) -> &'static str {
        match self {
            Value::Text(_) => "string",
            Value::LongText => "overlong string",
            Value::Number(_) => "number",
            Value::Bool(_) => "boolean",
            Value::Null => "null",
            Value::List(_) => "array",
            Value::Object(_) => "object",
            Value::TooBig => "oversized value",
        }
    }

    /// The field `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    pub fn text(&self) -> Option<&str> {
        match self {
            Value::Text(text) => Some(text),
            _ => None,
        }
    }

    /// A whole number in `min..=max`: JS has only doubles, so anything
    /// fractional, infinite or out of range is refused.
    pub fn integer(&self, min: i64, max: i64) -> Option<i64> {
        match *self {
            Value::Number(n) if n.fract() == 0.0 && n >= min as f64 && n <= max as f64 => {
                Some(n as i64)
            }
            _ => None,
        }
    }
}

/// Why a message's fields could not be read. In English: these are for the
/// developer of the page at the other end, in its console.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FieldError {
    /// `what` (the message, or one of its fields) is not an object.
    NotAnObject {
        what: &'static str,
        found: &'static str,
    },
    /// A key the message does not have (quoted, cut short).
    Unknown {
        what: &'static str,
        key: String,
    },
    Missing(&'static str),
    /// A field of the wrong type: `expected` says what it should be.
    WrongType {
        key: &'static str,
        expected: &'static str,
        found: &'static str,
    },
    /// A number that is not whole or not in `min..=max`.
    OutOfRange {
        key: &'static str,
        min: i64,
        max: i64,
    },
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldError::NotAnObject { what, found } => {
                write!(f, "{what} must be an object, not {found}")
            }
            FieldError::Unknown { what, key } => write!(f, "unknown field '{key}' in {what}"),
            FieldError::Missing(key) => write!(f, "'{key}' is missing"),
            FieldError::WrongType {
                key,
                expected,
                found,
            } => write!(f, "'{key}' must be {expected}, not {found}"),
            FieldError::OutOfRange { key, min, max } => {
                write!(f, "'{key}' must be a whole number from {min} to {max}")
            }
        }
    }
}

/// The one reader of a message's fields, for both edges: an object's
/// fields by name, each with its type checked. Absent fields (JS
/// `undefined` is never copied) are `None` to the `maybe_` readers; a
/// `null` is a value of the wrong type.
#[derive(Clone, Copy, Debug)]
pub struct Fields<'a> {
    what: &'static str,
    fields: &'a [(String, Value)],
}

impl<'a> Fields<'a> {
    /// The fields of `value`, which must be an object; `what` names it in errors.
    pub fn of(value: &'a Value, what: &'static str) -> Result<Fields<'a>, FieldError> {
        match value {
            Value::Object(fields) => Ok(Fields { what, fields }),
            other => Err(FieldError::NotAnObject {
                what,
                found: other.kind(),
            }),
        }
    }

    /// Refuses any key not in `allowed`.
    pub fn only(self, allowed: &[&str]) -> Result<Fields<'a>, FieldError> {
        match self
            .fields
            .iter()
            .find(|(k, _)| !allowed.contains(&k.as_str()))
        {
            Some((key, _)) => Err(FieldError::Unknown {
                what: self.what,
                key: crate::reason::quote(key, crate::reason::QUOTE_LIMIT),
            }),
            None => Ok(self),
        }
    }

    pub fn get(&self, key: &str) -> Option<&'a Value> {
        self.fields.iter().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    pub fn maybe_text(&self, key: &'static str) -> Result<Option<&'a str>, FieldError> {
        match self.get(key) {
            None => Ok(None),
            Some(Value::Text(text)) => Ok(Some(text)),
            Some(other) => Err(FieldError::WrongType {
                key,
                expected: "a string within the size limit",
                found: other.kind(),
            }),
        }
    }

    pub fn text(&self, key: &'static str) -> Result<&'a str, FieldError> {
        self.maybe_text(key)?.ok_or(FieldError::Missing(key))
    }

    /// A whole number in `min..=max` (JS has only doubles).
    pub fn integer(&self, key: &'static str, min: i64, max: i64) -> Result<i64, FieldError> {
        self.maybe_integer(key, min, max)?
            .ok_or(FieldError::Missing(key))
    }

    pub fn maybe_integer(
        &self,
        key: &'static str,
        min: i64,
        max: i64,
    ) -> Result<Option<i64>, FieldError> {
        match self.get(key) {
            None => Ok(None),
            Some(value) => value
                .integer(min, max)
                .map(Some)
                .ok_or(FieldError::OutOfRange { key, min, max }),
        }
    }

    pub fn flag(&self, key: &'static str) -> Result<bool, FieldError> {
        match self.get(key) {
            Some(Value::Bool(flag)) => Ok(*flag),
            None => Err(FieldError::Missing(key)),
            Some(other) => Err(FieldError::WrongType {
                key,
                expected: "a boolean",
                found: other.kind(),
            }),
        }
    }

    pub fn list(&self, key: &'static str) -> Result<&'a [Value], FieldError> {
        match self.get(key) {
            Some(Value::List(items)) => Ok(items),
            None => Err(FieldError::Missing(key)),
            Some(other) => Err(FieldError::WrongType {
                key,
                expected: "a list",
                found: other.kind(),
            }),
        }
    }
}

/// A message to send, as plain data.
#[derive(Clone, PartialEq, Debug)]
pub enum Data {
    Text(String),
    /// Whole numbers only (JS holds them exactly up to 2^53).
    Number(i64),
    Bool(bool),
    Null,
    List(Vec<Data>),
    Object(Vec<(&'static str, Data)>),
}

impl Data {
    pub fn text(value: impl Into<String>) -> Data {
        Data::Text(value.into())
    }

    pub fn texts(values: impl IntoIterator<Item = impl Into<String>>) -> Data {
        Data::List(values.into_iter().map(Data::text).collect())
    }

    pub fn maybe_text(value: Option<impl Into<String>>) -> Data {
        value.map_or(Data::Null, Data::text)
    }

    pub fn number(value: impl Into<i64>) -> Data {
        Data::Number(value.into())
    }
}

/// What reading the JS value written from `data` gives: the two edges'
/// native tests go through it.
impl From<&Data> for Value {
    fn from(data: &Data) -> Value {
        match data {
            Data::Text(text) => Value::Text(text.clone()),
            Data::Number(n) => Value::Number(*n as f64),
            Data::Bool(b) => Value::Bool(*b),
            Data::Null => Value::Null,
            Data::List(items) => Value::List(items.iter().map(Value::from).collect()),
            Data::Object(fields) => Value::Object(
                fields
                    .iter()
                    .map(|(k, v)| (k.to_string(), Value::from(v)))
                    .collect(),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_are_whole_and_in_range() {
        assert_eq!(Value::Number(7.0).integer(0, 10), Some(7));
        assert_eq!(Value::Number(-3.0).integer(-5, 5), Some(-3));
        assert_eq!(Value::Number(7.5).integer(0, 10), None);
        assert_eq!(Value::Number(11.0).integer(0, 10), None);
        assert_eq!(Value::Number(f64::NAN).integer(0, 10), None);
        assert_eq!(Value::Number(f64::INFINITY).integer(0, i64::MAX), None);
        assert_eq!(Value::Text("7".into()).integer(0, 10), None);
    }

    #[test]
    fn data_reads_back_as_values() {
        let data = Data::Object(vec![
            ("a", Data::texts(["x", "y"])),
            ("b", Data::maybe_text(None::<String>)),
            ("c", Data::Number(-4)),
        ]);
        let value = Value::from(&data);
        assert_eq!(
            value.get("a"),
            Some(&Value::List(vec![
                Value::Text("x".into()),
                Value::Text("y".into())
            ]))
        );
        assert_eq!(value.get("b"), Some(&Value::Null));
        assert_eq!(value.get("c").and_then(|c| c.integer(-10, 10)), Some(-4));
        assert_eq!(value.get("d"), None);
        assert_eq!(value.kind(), "object");
    }

    #[test]
    fn fields_are_read_by_name_and_type() {
        let message = Value::from(&Data::Object(vec![
            ("name", Data::text("d4")),
            ("n", Data::Number(7)),
            ("on", Data::Bool(true)),
            ("nothing", Data::Null),
        ]));
        let fields = Fields::of(&message, "test").unwrap();
        assert_eq!(fields.text("name"), Ok("d4"));
        assert_eq!(fields.maybe_text("absent"), Ok(None));
        assert_eq!(fields.text("absent"), Err(FieldError::Missing("absent")));
        assert_eq!(
            fields.maybe_text("nothing"),
            Err(FieldError::WrongType {
                key: "nothing",
                expected: "a string within the size limit",
                found: "null"
            })
        );
        assert_eq!(fields.integer("n", 0, 7), Ok(7));
        assert_eq!(
            fields.integer("n", 0, 6),
            Err(FieldError::OutOfRange {
                key: "n",
                min: 0,
                max: 6
            })
        );
        assert_eq!(fields.flag("on"), Ok(true));
        assert!(fields.list("name").is_err());
        assert!(fields.only(&["name", "n", "on", "nothing"]).is_ok());
        assert_eq!(
            fields.only(&["name"]).unwrap_err().to_string(),
            "unknown field 'n' in test"
        );
        assert_eq!(
            Fields::of(&Value::Null, "test").unwrap_err().to_string(),
            "test must be an object, not null"
        );
    }
}
