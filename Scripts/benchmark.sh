#!/usr/bin/env bash
# Times remodel on real codebases with a release build: check (index and rules) and diff
# (plus fix passes and guards), with hyperfine, and reports peak memory.
# Usage: Scripts/benchmark.sh DIR... (e.g. checkouts of public SwiftUI apps; nothing is written)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product remodel >&2
binary="$PWD/.build/release/remodel"
command -v hyperfine >/dev/null || { echo "install hyperfine (apt-get install hyperfine)" >&2; exit 2; }
files=$(find "$@" -name '*.swift' -not -path '*/.build/*' | wc -l)
lines=$(find "$@" -name '*.swift' -not -path '*/.build/*' -exec cat {} + | wc -l)
echo "corpus: $files Swift files, $lines lines in $# directories"
hyperfine --warmup 1 --runs 5 -i \
  --command-name check "$binary check $* > /dev/null 2>&1" \
  --command-name diff "$binary diff $* > /dev/null 2>&1" \
  --command-name "check --jobs 1" "$binary check --jobs 1 $* > /dev/null 2>&1"
/usr/bin/time -f "peak memory of diff: %M KiB" "$binary" diff "$@" > /dev/null 2> >(grep -v '^remodel' >&2) || true
