//! JS values to and from the core's plain data (`reversi_app_core::value`):
//! reading applies the [`Limits`] while copying, so a huge or deep object is
//! never walked; writing turns [`Data`] into a JS value.

use reversi_app_core::value::{Data, Limits, Value};
use wasm_bindgen::{JsCast, JsValue};

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
