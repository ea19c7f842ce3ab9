//! Query strings (`?variant=free&moves=d4d5&lang=ru`): the one reader of the
//! page address's parameters, percent-decoded, for the link, the embed, the
//! language and the start-up policy.

/// The most of a query string the embed's parameters are read from.
pub const QUERY_LIMIT: usize = 4096;

/// The first `limit` bytes of `query` at most, cut on a character.
pub fn head(query: &str, limit: usize) -> &str {
    let mut end = query.len().min(limit);
    while !query.is_char_boundary(end) {
        end -= 1;
    }
    // `get`, not indexing: the boundary is checked above, and indexing
    // would bring its panic message's formatting into the page.
    query.get(..end).unwrap_or_default()
}

/// The `key=value` pairs of a query string, decoded. A bare `key` has the
/// value `""`.
pub fn pairs(query: &str) -> impl Iterator<Item = (String, String)> + '_ {
    query
        .trim_start_matches('?')
        .split('&')
        .filter(|pair| !pair.is_empty())
        .map(|pair| {
            let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
            (decode(key), decode(value))
        })
}

/// The value of the first `key=` in a query string.
pub fn get(query: &str, key: &str) -> Option<String> {
    pairs(query).find(|(k, _)| k == key).map(|(_, v)| v)
}

/// Percent-decoding (`%20`, and `+` for a space); a `%` not followed by two
/// hex digits stays as it is, and bytes that are not UTF-8 become U+FFFD.
pub fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < bytes.len() => match (hex(bytes[i + 1]), hex(bytes[i + 2])) {
                (Some(high), Some(low)) => {
                    out.push(high * 16 + low);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            byte => out.push(byte),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(digit: u8) -> Option<u8> {
    (digit as char).to_digit(16).map(|value| value as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_are_decoded() {
        let found: Vec<_> = pairs("?a=1&b=x%20y+z&c&=&d=%zz").collect();
        let expected = [
            ("a", "1"),
            ("b", "x y z"),
            ("c", ""),
            ("", ""),
            ("d", "%zz"),
        ];
        let expected: Vec<_> = expected
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        assert_eq!(found, expected);
        // RFC 3986's example: %C3%A9 is é in UTF-8.
        assert_eq!(
            get("?lang=ru&name=caf%C3%A9", "name").as_deref(),
            Some("café")
        );
        assert_eq!(get("?lang=%72%75", "lang").as_deref(), Some("ru"));
        assert_eq!(get("?variant=free", "lang"), None);
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%ff"), "\u{fffd}");
    }

    #[test]
    fn long_queries_are_cut_on_a_character() {
        let long = format!("?a={}&b=1", "é".repeat(QUERY_LIMIT));
        assert_eq!(get(&long, "b").as_deref(), Some("1"));
        let cut = head(&long, QUERY_LIMIT);
        assert_eq!(get(cut, "b"), None);
        assert!(cut.len() <= QUERY_LIMIT && cut.len() > QUERY_LIMIT - 2);
        assert_eq!(head("?é", 2), "?");
    }
}
