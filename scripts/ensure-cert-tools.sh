#!/usr/bin/env bash
# Certificate PDFs need a CJK font (fonts-noto-cjk); their tests read PDFs back with poppler-utils
# (pdftotext, pdftoppm). Install them when missing (root with apt-get); otherwise say what is missing and go
# on: the server then answers a clear error naming the font package, and the image test is skipped.
set -euo pipefail
need=()
[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ] || fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
command -v pdftotext >/dev/null && command -v pdftoppm >/dev/null || need+=(poppler-utils)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "installing ${need[*]} for certificate PDFs..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "Certificate PDFs and their tests need: ${need[*]} (apt-get install -y ${need[*]})." >&2
fi
