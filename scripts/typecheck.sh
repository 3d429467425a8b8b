#!/usr/bin/env bash
# The whole repository's types in two parallel parts (a core each): the browser packages as one program
# (tsconfig.web.json), then the API, the browser tests, the scripts and the benchmarks, each with its own options.
set -u
cd "$(dirname "$0")/.."
node_modules/.bin/tsc --noEmit -p tsconfig.web.json &
web=$!
pnpm -r --workspace-concurrency=1 --filter @cargora/api --filter @cargora/e2e --filter @cargora/scripts --filter @cargora/bench typecheck &
rest=$!
status=0
wait "$web" || status=1
wait "$rest" || status=1
exit "$status"
