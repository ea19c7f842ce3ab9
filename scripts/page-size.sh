#!/usr/bin/env bash
# Prints what a visitor downloads, as served (each file compressed with
# gzip -9), in the two budgets of the project:
# - the page: every HTML, JS, wasm and CSS file in dist/ that the page itself
#   loads (the service worker script included), plus the largest language
#   file (English is compiled into the wasm; a visitor who picks another
#   language fetches its locales/*.ftl before the page mounts): <= 250 KB;
#   the later texts (locales/later/*.ftl: rules, tutorial, dialogs,
#   analysis report) come after the first paint and are listed apart;
# - the AI worker: its loader, JS glue, wasm and any evaluation weights
#   (dist/ai_worker*, dist/weights/*), fetched after the page: <= 300 KB.
# The data files fetched after the first paint count in neither, each with
# its own limit of 60 KB: the puzzles (dist/puzzles/puzzles.txt, when the
# Puzzles view first opens), the lessons (dist/lessons/lessons.txt, when
# the Learn view first opens) and the opening names
# (dist/openings/openings.txt, with the later texts), and the later views'
# styles (dist/style/later.css, with the later texts too).
#   Of its two builds (ai_worker, portable; ai_worker_simd, with wasm's
#   vectors) a browser fetches one: the larger counts.
# Fails when either is over its budget (KB = 1024 bytes).
set -euo pipefail
cd "$(dirname "$0")/../dist"
PAGE_LIMIT=$((250 * 1024))
DATA_LIMIT=$((60 * 1024))
WORKER_LIMIT=$((300 * 1024))

gz() { gzip -9c "$1" | wc -c; }
row() { printf '  %-44s %8d bytes, %7d gzip\n' "${1#./}" "$(wc -c <"$1")" "$2"; }
kb() { awk "BEGIN { printf \"%.1f\", $1 / 1024 }"; }

page=0
worker=0
echo 'the page (HTML, app JS+wasm, CSS):'
for file in $(find . -type f \( -name '*.html' -o -name '*.js' -o -name '*.wasm' -o -name '*.css' \) | sort); do
  case "${file#./}" in ai_worker* | weights/* | style/later.css) continue ;; esac
  size=$(gz "$file")
  row "$file" "$size"
  page=$((page + size))
done
printf 'page size: %d bytes = %s KB\n' "$page" "$(kb "$page")"

largest=0
echo 'language files, fetched on demand (en.ftl is also compiled in):'
for file in $(find . -type f -name '*.ftl' -not -path './locales/later/*' | sort); do
  size=$(gz "$file")
  row "$file" "$size"
  case "$file" in */en.ftl) ;; *) [ "$size" -gt "$largest" ] && largest=$size ;; esac
done
with=$((page + largest))
printf 'page + largest language file: %d bytes = %s KB (limit 250 KB)\n' "$with" "$(kb "$with")"

echo 'the later texts (rules, tutorial, dialogs, analysis report), fetched after the first paint:'
for file in $(find . -type f -path './locales/later/*.ftl' | sort); do
  row "$file" "$(gz "$file")"
done

echo 'the AI worker (loaded after the page; one of its builds):'
declare -A build
for file in $(find . -type f \( -name 'ai_worker*' -o -path './weights/*' \) | sort); do
  size=$(gz "$file")
  row "$file" "$size"
  case "${file#./}" in
    ai_worker_loader.js | weights/*) worker=$((worker + size)) ;;
    ai_worker_simd*) build[simd]=$((${build[simd]:-0} + size)) ;;
    *) build[portable]=$((${build[portable]:-0} + size)) ;;
  esac
done
largest=0
for name in "${!build[@]}"; do
  [ "${build[$name]}" -gt "$largest" ] && largest=${build[$name]}
done
worker=$((worker + largest))
printf 'worker size, the larger build: %d bytes = %s KB (limit 300 KB)\n' "$worker" "$(kb "$worker")"

status=0
echo 'fetched later (puzzles, lessons, opening names, the later views styles), each limited to 60 KB:'
for file in puzzles/puzzles.txt lessons/lessons.txt openings/openings.txt style/later.css; do
  size=$(gz "$file")
  row "$file" "$size"
  if [ "$size" -gt "$DATA_LIMIT" ]; then
    echo "$file is over its 60 KB limit" >&2
    status=1
  fi
done
if [ "$with" -gt "$PAGE_LIMIT" ]; then
  echo "the page is over its 250 KB budget" >&2
  status=1
fi
if [ "$worker" -gt "$WORKER_LIMIT" ]; then
  echo "the AI worker is over its 300 KB budget" >&2
  status=1
fi
exit $status
