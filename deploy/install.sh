#!/usr/bin/env bash
# Installs deploy/ on a Debian 12 machine, from a built release (README.md "Production"). Run as root:
#   sudo deploy/install.sh                      # processes on ports 8081 and 8082
#   sudo PORTS="8081 8082 8083" deploy/install.sh
# It installs nginx (+ brotli_static), the CJK font of certificates and curl; makes the system user xuekao;
# writes /etc/xuekao/xuekao.env from the example once (then stops: edit it, run again); installs
# xuekao@.service with this release as WorkingDirectory; writes the nginx site with one upstream line per
# port and this release's apps/web/dist as root; then starts the processes, the first alone (on a new
# database it migrates and seeds), each next one when the one before answers /api/ready.
# Safe to run again: the env file is kept, the unit and the site are rewritten, running processes are left
# alone (restart them one at a time: README.md "Rolling restart").
set -euo pipefail
APP_DIR=$(cd "$(dirname "$0")/.." && pwd)
PORTS=${PORTS:-"8081 8082"}
ENV_FILE=/etc/xuekao/xuekao.env
SITE=/etc/nginx/sites-available/xuekao.conf

[ "$(id -u)" -eq 0 ] || { echo "run as root: sudo $0" >&2; exit 1; }
if [ ! -f "$APP_DIR/apps/server/dist/main.js" ] || [ ! -f "$APP_DIR/apps/web/dist/index.html" ]; then
  echo "no build in $APP_DIR: run npm install && npm run build there first" >&2
  exit 1
fi
case "$APP_DIR" in /home/* | /root/*) echo "$APP_DIR is under /home or /root, which the unit hides (ProtectHome): use /srv/xuekao" >&2; exit 1 ;; esac
node_version=$(/usr/bin/node -p 'process.versions.node' 2>/dev/null || echo none)
if ! /usr/bin/node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' 2>/dev/null; then
  echo "/usr/bin/node is $node_version; the server needs Node 20.19 or later there (README.md \"Production\")" >&2
  exit 1
fi

echo "== packages"
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static fonts-noto-cjk curl >/dev/null

echo "== user xuekao and $ENV_FILE"
id xuekao >/dev/null 2>&1 || useradd --system --home-dir /var/lib/xuekao --no-create-home --shell /usr/sbin/nologin xuekao
install -d -m 0750 -o root -g xuekao /etc/xuekao
if [ ! -f "$ENV_FILE" ]; then
  sed "s#^WEB_DIST=.*#WEB_DIST=$APP_DIR/apps/web/dist#" "$APP_DIR/deploy/systemd/xuekao.env.example" >"$ENV_FILE"
  chown root:xuekao "$ENV_FILE"
  chmod 0640 "$ENV_FILE"
  echo "wrote $ENV_FILE: set DATABASE_URL, SITE_URL and ADMIN_PASSWORD there, then run $0 again"
  exit 0
fi

echo "== systemd unit xuekao@.service"
sed "s#^WorkingDirectory=.*#WorkingDirectory=$APP_DIR#" "$APP_DIR/deploy/systemd/xuekao@.service" >/etc/systemd/system/xuekao@.service
systemctl daemon-reload

echo "== nginx site $SITE (ports: $PORTS)"
awk -v ports="$PORTS" -v root="$APP_DIR/apps/web/dist" '
  /^[ \t]*server 127\.0\.0\.1:[0-9]+/ {
    if (!done) {
      match($0, /^[ \t]*/); indent = substr($0, 1, RLENGTH)
      params = $0; sub(/^[ \t]*server 127\.0\.0\.1:[0-9]+/, "", params)
      n = split(ports, p, " ")
      for (i = 1; i <= n; i++) print indent "server 127.0.0.1:" p[i] params
      done = 1
    }
    next
  }
  /^[ \t]*root / { match($0, /^[ \t]*/); print substr($0, 1, RLENGTH) "root " root ";"; next }
  { print }
' "$APP_DIR/deploy/nginx/xuekao.conf" >"$SITE"
ln -sf "$SITE" /etc/nginx/sites-enabled/xuekao.conf
if [ -L /etc/nginx/sites-enabled/default ]; then
  rm /etc/nginx/sites-enabled/default
  echo "disabled Debian's default site (it would answer port 80 first)"
fi
nginx -t
systemctl reload nginx 2>/dev/null || systemctl restart nginx

echo "== processes"
for port in $PORTS; do
  systemctl enable --now "xuekao@$port"
  for _ in $(seq 1 120); do
    curl -fsS -o /dev/null "http://127.0.0.1:$port/api/ready" && break
    sleep 1
  done
  curl -fsS -o /dev/null "http://127.0.0.1:$port/api/ready" || {
    echo "xuekao@$port is not ready after 120 s: journalctl -u xuekao@$port" >&2
    exit 1
  }
  echo "xuekao@$port ready"
done
echo "done: http://$(hostname -f 2>/dev/null || hostname)/ (first admin password: ADMIN_PASSWORD, or journalctl -u xuekao@${PORTS%% *} | grep 'admin password')"
