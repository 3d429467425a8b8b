#!/usr/bin/env bash
# The whole repository's types, checked by TypeScript 7's native compiler (`typescript-native` in the root
# package.json): the browser packages as one program (tsconfig.web.json), then the API, the browser tests, the
# scripts and the benchmarks, each with its own options. TypeScript 6 (`typescript` in the catalog) stays for the
# tools that call the compiler's JavaScript API, which 7.0 does not have: ts-jest and typescript-eslint.
set -u
cd "$(dirname "$0")/.."
tsc=node_modules/typescript-native/bin/tsc
status=0
for project in tsconfig.web.json api e2e scripts bench; do
  "$tsc" --noEmit -p "$project" || status=1
done
exit "$status"
