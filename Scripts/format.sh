#!/usr/bin/env bash
# Formats (or with --lint, checks) the project's Swift code with the toolchain's swift-format.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--lint" ]; then
  swift format lint --strict --configuration Scripts/swift-format.json -r Sources Tests Plugins Package.swift
else
  swift format --in-place --configuration Scripts/swift-format.json -r Sources Tests Plugins Package.swift
fi
