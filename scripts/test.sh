#!/usr/bin/env bash
# `npm test`: lint, types, unit, API and browser tests, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step 'Lint'
npm run lint

step 'Tipos'
npm run typecheck

step 'Pruebas unitarias'
npx vitest run --project unit

step 'Pruebas de la API'
npx vitest run --project api

step 'Pruebas de navegador'
npm run build
bash scripts/ensure-chromium.sh
# The server under test keeps its database, files and mail outbox here; removed once
# Playwright has stopped the server.
E2E_DATA_DIR=$(mktemp -d "${TMPDIR:-/tmp}/e2e-data-XXXXXX")
export E2E_DATA_DIR
trap 'rm -rf "$E2E_DATA_DIR"' EXIT
npx playwright test -c e2e/playwright.config.ts
