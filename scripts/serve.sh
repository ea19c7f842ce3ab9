#!/usr/bin/env bash
# Sets up whatever is missing, builds the site (release, offline; skipped
# when dist/ is already built from the files as they are: build-site.sh)
# and serves dist/ on 127.0.0.1. PORT=8080 by default.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/setup.sh all
scripts/build-site.sh

# Exported: the server below is a separate process and reads it from its
# environment.
export PORT=${PORT:-8080}
exec node --input-type=module -e "
import { serve } from './e2e/support/server.mjs';
const { url } = await serve('dist', Number(process.env.PORT));
console.log('Reversi is being served at ' + url + ' (Ctrl-C stops it)');
"
