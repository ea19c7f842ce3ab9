#!/usr/bin/env bash
# Prints the size of the page as served: every HTML, JS, wasm and CSS file in
# dist/, each compressed with gzip -9, then each language file (locales/*.ftl:
# English is compiled into the wasm, the others are fetched only by a visitor
# who picks that language). Fails if the page plus the largest language file
# is above 250 KB (250 × 1024 bytes).
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
largest=0
echo 'language files, fetched on demand (en.ftl is also compiled in):'
for file in $(find . -type f -name '*.ftl' | sort); do
  raw=$(wc -c <"$file")
  gz=$(gzip -9c "$file" | wc -c)
  printf '  %-40s %8d bytes, %7d gzip\n' "${file#./}" "$raw" "$gz"
  case "$file" in */en.ftl) ;; *) [ "$gz" -gt "$largest" ] && largest=$gz ;; esac
done
with=$((total + largest))
printf 'page + largest language file: %d bytes = %.1f KB (limit 250 KB)\n' \
  "$with" "$(awk "BEGIN { print $with / 1024 }")"
if [ "$with" -gt "$LIMIT" ]; then
  echo "page size over the 250 KB budget" >&2
  exit 1
fi
