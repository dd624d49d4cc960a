#!/usr/bin/env bash
# Installs what `npm run test:hosts` needs from Debian: nginx (the plain web server the build's
# build/nginx/site.conf is for), with the same installer as the WordPress contract test
# (scripts/lib/debian-packages.sh: idempotent, root or sudo only when missing, services never
# started). Wrangler comes from package.json; the Netlify CLI installs itself on first use
# (scripts/hosts/netlify.ts).
#
#   bash scripts/hosts/setup.sh
set -uo pipefail
PACKAGES=(nginx)
COMMANDS=(/usr/sbin/nginx /etc/nginx/mime.types)
# shellcheck source=../lib/debian-packages.sh
source "$(dirname "$0")/../lib/debian-packages.sh"
ensure_debian_packages "Host tests (nginx)" "the host tests (npm run test:hosts)"
