#!/usr/bin/env bash
# Renders the legal documents to the PDFs the web app serves from /documents/ (Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")"
out=../../apps/web/public/documents
for name in obchodni-podminky ochrana-osobnich-udaju; do
  ${CHROMIUM_PATH:-/usr/bin/chromium} --headless --no-sandbox --disable-gpu --disable-background-networking \
    --no-pdf-header-footer --print-to-pdf="$out/$name.pdf" "file://$PWD/$name.html" 2>/dev/null
done
ls -l "$out"
