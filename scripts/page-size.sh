#!/usr/bin/env bash
# Prints the size of the page as served: every HTML, JS, wasm and CSS file in
# dist/, each compressed with gzip -9. Fails above 250 KB (250 × 1024 bytes).
set -euo pipefail
cd "$(dirname "$0")/../dist"
LIMIT=$((250 * 1024))
total=0
for file in $(find . -type f \( -name '*.html' -o -name '*.js' -o -name '*.wasm' -o -name '*.css' \) | sort); do
  raw=$(wc -c <"$file")
  gz=$(gzip -9c "$file" | wc -c)
  printf '  %-40s %8d bytes, %7d gzip\n' "${file#./}" "$raw" "$gz"
  total=$((total + gz))
done
printf 'page size (HTML+JS+wasm+CSS, gzip -9): %d bytes = %.1f KB (limit 250 KB)\n' \
  "$total" "$(awk "BEGIN { print $total / 1024 }")"
if [ "$total" -gt "$LIMIT" ]; then
  echo "page size over the 250 KB budget" >&2
  exit 1
fi
