#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser tests.
set -euo pipefail

[ -x /usr/bin/chromium ] && exit 0

if [ "$(id -u)" -ne 0 ]; then
  echo 'Falta Chromium para las pruebas de navegador. Instálelo con: sudo apt-get install chromium' >&2
  exit 1
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
run() {
  if ! "$@" >"$log" 2>&1; then
    cat "$log" >&2
    echo "Error: falló '$*'" >&2
    exit 1
  fi
}

echo 'Instalando Chromium desde los paquetes de Debian…'
export DEBIAN_FRONTEND=noninteractive
run apt-get update
run apt-get install -y chromium
/usr/bin/chromium --version 2>/dev/null
