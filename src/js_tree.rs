//! Plain-data images of JS values, for the two edges where messages cross
//! into the page's Rust: the host page's `postMessage` (`host_api`) and the
//! AI worker (`protocol`).
//!
//! Reading copies a JS value into a [`Value`] with [`Limits`] applied while
//! copying (long strings are not copied, big or deep objects not walked), so
//! the checks after it run on plain Rust, natively tested. Writing turns
//! [`Data`] into a JS value. No serde: it costs the page far more wasm, and
//! its error messages pull in float formatting.

use wasm_bindgen::{JsCast, JsValue};

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

/// Copies `js` into a [`Value`] within `limits`.
pub fn read(js: &JsValue, limits: &Limits) -> Value {
    read_at(js, limits, 0)
}

fn read_at(js: &JsValue, limits: &Limits, depth: usize) -> Value {
    if let Some(text) = js.dyn_ref::<js_sys::JsString>() {
        if text.length() as usize > limits.text {
            return Value::LongText;
        }
        return Value::Text(js.as_string().unwrap_or_default());
    }
    if js.is_null() || js.is_undefined() {
        return Value::Null;
    }
    if let Some(number) = js.as_f64() {
        return Value::Number(number);
    }
    if let Some(flag) = js.as_bool() {
        return Value::Bool(flag);
    }
    if !js.is_object() || js.is_function() || depth >= limits.depth {
        return Value::TooBig;
    }
    if js_sys::Array::is_array(js) {
        let list: &js_sys::Array = js.unchecked_ref();
        if list.length() as usize > limits.items {
            return Value::TooBig;
        }
        return Value::List(
            list.iter()
                .map(|item| read_at(&item, limits, depth + 1))
                .collect(),
        );
    }
    let object: &js_sys::Object = js.unchecked_ref();
    let keys = js_sys::Object::keys(object);
    if keys.length() as usize > limits.keys {
        return Value::TooBig;
    }
    let mut fields = Vec::new();
    for key in keys.iter() {
        let Some(name) = key.dyn_ref::<js_sys::JsString>() else {
            return Value::TooBig;
        };
        if name.length() > 32 {
            return Value::TooBig;
        }
        let value = js_sys::Reflect::get(object, &key).unwrap_or(JsValue::UNDEFINED);
        if value.is_undefined() {
            continue;
        }
        fields.push((
            key.as_string().unwrap_or_default(),
            read_at(&value, limits, depth + 1),
        ));
    }
    Value::Object(fields)
}

/// `data` as a JS value.
pub fn write(data: &Data) -> JsValue {
    match data {
        Data::Text(text) => JsValue::from_str(text),
        Data::Number(number) => JsValue::from(*number as f64),
        Data::Bool(flag) => JsValue::from_bool(*flag),
        Data::Null => JsValue::NULL,
        Data::List(items) => items.iter().map(write).collect::<js_sys::Array>().into(),
        Data::Object(fields) => {
            let object = js_sys::Object::new();
            for (key, value) in fields {
                let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), &write(value));
            }
            object.into()
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
}
