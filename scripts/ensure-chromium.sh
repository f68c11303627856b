#!/usr/bin/env bash
# Browser tests need Debian's Chromium and CJK fonts; install them when missing (root with apt-get).
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || need+=(fonts-noto-cjk)
command -v pdftoppm >/dev/null || need+=(poppler-utils)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "installing ${need[*]} for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
else
  echo "The browser tests need: ${need[*]} (apt-get install -y ${need[*]}); run as root or install them." >&2
  exit 1
fi
