#!/usr/bin/env bash
# Checks the system packages Scorekeeper needs and installs them with apt-get where it can.
#   WeasyPrint (the PDF sheet) needs Pango; the PDF tests need poppler-utils (pdftotext,
#   pdftoppm) and zbar-tools (zbarimg reads the QR codes of table cards); the browser tests need
#   Debian's chromium; the hub's tests need PostgreSQL (they start a throwaway one). `--for-run`
#   checks only Pango.
set -u
need=()
have_lib() { ldconfig -p 2>/dev/null | grep -q "$1"; }
# PyICU (the names' collation) builds against the system's ICU: `--for-install` checks only that.
if [ "${1:-}" = "--for-install" ]; then
  { command -v pkg-config >/dev/null && pkg-config --exists icu-i18n; } || need+=(libicu-dev pkg-config)
  command -v c++ >/dev/null || need+=(g++)
fi
if [ "${1:-}" != "--for-install" ]; then
  have_lib libpango-1.0.so || need+=(libpango-1.0-0 libpangoft2-1.0-0)
  fc-list 2>/dev/null | grep -qi dejavu || need+=(fonts-dejavu-core)
fi
if [ "${1:-}" = "" ]; then
  command -v pdftotext >/dev/null || need+=(poppler-utils)
  command -v zbarimg >/dev/null || need+=(zbar-tools)
  { command -v chromium >/dev/null || [ -x /usr/bin/chromium ]; } || need+=(chromium)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null || need+=(postgresql)
fi
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing system packages: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq "${need[@]}" >/dev/null && exit 0
  echo "apt-get could not install: ${need[*]}" >&2
else
  echo "Missing system packages: ${need[*]}" >&2
  echo "Install them with: sudo apt-get install ${need[*]}" >&2
fi
# Pango is needed to serve PDFs; the test suite skips what it cannot run and says why.
[ "${1:-}" = "--for-run" ] && echo "The PDF score sheet will not work until Pango is installed." >&2
exit 0
