//! Escaping outside text for XML and HTML (the SVG diagrams' titles, the
//! embed snippet's attributes).

/// `text` safe inside an XML element or attribute.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            // &#39; rather than &apos;, which old HTML lacks.
            '\'' => out.push_str("&#39;"),
            // XML 1.0 allows no other control characters.
            c if c.is_control() && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_markup_and_drops_control_characters() {
        assert_eq!(
            escape("a<b & \"c\"\u{1}'"),
            "a&lt;b &amp; &quot;c&quot;&#39;"
        );
    }
}
