//! Files in and out: a download made from text (an object URL clicked
//! through a temporary link), the text of a file the player picked, the
//! current time for dating a game, and a PNG drawn from an SVG through a
//! canvas. Each says whether it worked; none panics.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

fn document() -> Option<web_sys::Document> {
    web_sys::window()?.document()
}

/// Offers `blob` as a download named `name`.
fn download_blob(blob: &web_sys::Blob, name: &str) -> bool {
    let Ok(url) = web_sys::Url::create_object_url_with_blob(blob) else {
        return false;
    };
    let link = document()
        .and_then(|d| d.create_element("a").ok())
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok());
    let Some(link) = link else { return false };
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The click has started the download; the URL may go once it is read.
    let _ = web_sys::window().map(|w| {
        let revoke = Closure::once_into_js(move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        });
        w.set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 60_000)
    });
    true
}

/// Offers `text` as a download named `name` of type `mime`.
pub fn download_text(name: &str, mime: &str, text: &str) -> bool {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)
        .is_ok_and(|blob| download_blob(&blob, name))
}

/// The text of the first file picked in `input`, if one was and it reads.
pub async fn picked_text(input: &web_sys::HtmlInputElement) -> Option<String> {
    let file = input.files()?.get(0)?;
    JsFuture::from(file.text()).await.ok()?.as_string()
}

/// Now, as JavaScript writes it: `2026-12-01T18:30:05.123Z`.
pub fn now_iso() -> String {
    js_sys::Date::new_0().to_iso_string().into()
}

/// Draws `svg` (`width` × `height` pixels) into a canvas and offers it as
/// the PNG download `name`; false when the browser cannot.
pub async fn download_png(svg: &str, width: u32, height: u32, name: &str) -> bool {
    let Some(canvas) = document()
        .and_then(|d| d.create_element("canvas").ok())
        .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
    else {
        return false;
    };
    canvas.set_width(width);
    canvas.set_height(height);
    let Ok(image) = web_sys::HtmlImageElement::new() else {
        return false;
    };
    // A data URL of the SVG: drawn without tainting the canvas.
    let data = format!(
        "data:image/svg+xml;charset=utf-8,{}",
        String::from(js_sys::encode_uri_component(svg))
    );
    let loaded = js_sys::Promise::new(&mut |resolve, reject| {
        image.set_onload(Some(&resolve));
        image.set_onerror(Some(&reject));
    });
    image.set_src(&data);
    if JsFuture::from(loaded).await.is_err() {
        return false;
    }
    let Some(context) = canvas
        .get_context("2d")
        .ok()
        .flatten()
        .and_then(|c| c.dyn_into::<web_sys::CanvasRenderingContext2d>().ok())
    else {
        return false;
    };
    if context
        .draw_image_with_html_image_element_and_dw_and_dh(
            &image,
            0.0,
            0.0,
            f64::from(width),
            f64::from(height),
        )
        .is_err()
    {
        return false;
    }
    let blob = js_sys::Promise::new(&mut |resolve, _| {
        let _ = canvas.to_blob(&resolve);
    });
    match JsFuture::from(blob).await {
        Ok(blob) => blob
            .dyn_into::<web_sys::Blob>()
            .is_ok_and(|blob| download_blob(&blob, name)),
        Err(_) => false,
    }
}
