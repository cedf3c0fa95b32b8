#!/usr/bin/env bash
# Runs remodel on copies of real codebases and checks the promises a user relies on:
# no crash, files without findings untouched (bytes and mtime), diff applies and equals fix,
# a second run changes nothing. Usage: Scripts/try-on-real-code.sh [--binary PATH] DIR...
set -euo pipefail
binary="$(cd "$(dirname "$0")/.." && pwd)/.build/debug/remodel"
if [ "${1:-}" = "--binary" ]; then binary="$2"; shift 2; fi
for source in "$@"; do
  name=$(basename "$source")
  work=$(mktemp -d)
  cp -a "$source" "$work/fixed"
  cp -a "$source" "$work/patched"
  find "$work/fixed" -name '*.swift' -exec stat -c '%n %Y' {} + | sed "s|$work/fixed/||" | sort > "$work/mtimes.before"
  set +e
  (cd "$work/patched" && "$binary" diff . > "$work/change.patch" 2> "$work/diff.err")
  diff_status=$?
  (cd "$work/fixed" && "$binary" fix . 2> "$work/fix.err")
  fix_status=$?
  (cd "$work/fixed" && "$binary" check . > "$work/check.out" 2> /dev/null)
  set -e
  if [ -s "$work/change.patch" ]; then (cd "$work/patched" && git apply "$work/change.patch"); fi
  if ! diff -r -q "$work/patched" "$work/fixed" > /dev/null; then
    echo "$name: FAIL: diff output differs from fix result"; exit 1
  fi
  changed=$(grep -c '^+++ ' "$work/change.patch" || true)
  find "$work/fixed" -name '*.swift' -exec stat -c '%n %Y' {} + | sed "s|$work/fixed/||" | sort > "$work/mtimes.after"
  touched=$(comm -13 "$work/mtimes.before" "$work/mtimes.after" | wc -l)
  if [ "$touched" != "$changed" ]; then
    echo "$name: FAIL: $touched files have a new mtime but $changed were changed"; exit 1
  fi
  second=0
  (cd "$work/fixed" && "$binary" diff . > /dev/null 2>&1) || second=$?
  if [ "$second" != 0 ]; then echo "$name: FAIL: second run would change something (exit $second)"; exit 1; fi
  files=$(find "$source" -name '*.swift' -not -path '*/.build/*' | wc -l)
  echo "$name: $files files, diff exit $diff_status, fix exit $fix_status, $changed files changed, $(wc -l < "$work/check.out") findings left"
  grep -h '^remodel:' "$work/fix.err" | sed "s/^/  /"
  sed "s/^/  /" "$work/check.out"
  rm -rf "$work"
done
