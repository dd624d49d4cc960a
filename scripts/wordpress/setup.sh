#!/usr/bin/env bash
# Installs what the real-WordPress contract test runs on, from Debian's own
# packages: WordPress, MariaDB, PHP-FPM (+ mysql, gd, xml, mbstring) and nginx.
#
#   bash scripts/wordpress/setup.sh
#
# Idempotent: when everything is installed already it returns at once without
# touching apt. Needs root (or sudo) only when something is missing. Services
# are never started by the install (a temporary policy-rc.d says no): the
# contract test runs its own throwaway MariaDB, PHP-FPM and nginx under a
# temporary folder, bound to 127.0.0.1 and unix sockets.
set -uo pipefail

# The PHP version of this Debian release (8.2 on Debian 12). Naming php8.2-fpm
# explicitly stops apt from satisfying php8.2's "libapache2-mod-php8.2 | php8.2-fpm
# | php8.2-cgi" with Apache.
PHPV="${PHP_VERSION:-}"
# Fast path: the installed PHP-FPM names its version.
if [ -z "$PHPV" ]; then
  for f in /usr/sbin/php-fpm[0-9]*; do [ -e "$f" ] && PHPV="${f#/usr/sbin/php-fpm}"; done
fi
if [ -z "$PHPV" ]; then
  PHPV="$(apt-cache depends php-fpm 2>/dev/null | sed -n 's/.*Depends: php\([0-9.]*\)-fpm.*/\1/p' | head -n1)"
  PHPV="${PHPV:-8.2}"
fi

PACKAGES=(
  "php$PHPV-fpm" php-fpm "php$PHPV-cli" php-cli "php$PHPV" php
  php-mysql php-gd php-xml php-mbstring
  wordpress
  nginx
  mariadb-server mariadb-client
)
# What the contract test calls.
COMMANDS=(/usr/sbin/mariadbd /usr/bin/mariadb-install-db /usr/bin/mariadb "/usr/sbin/php-fpm$PHPV" "/usr/bin/php$PHPV" /usr/sbin/nginx /usr/share/wordpress/wp-settings.php)

missing=()
for p in "${PACKAGES[@]}"; do
  status="$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)"
  [ "$status" = "install ok installed" ] || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "WordPress stack: Debian packages already installed (PHP $PHPV)."
else
  echo "WordPress stack: installing Debian packages: ${missing[*]}"
  SUDO=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO=(sudo); else
      echo "error: cannot install Debian packages ${missing[*]} because this is not root and sudo is missing; run this script as root." >&2
      exit 1
    fi
  fi
  log="$(mktemp -t wordpress-setup.XXXXXX.log)"
  # Keep the packages' own services from starting (as Debian's container images do).
  made_policy=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | "${SUDO[@]}" tee /usr/sbin/policy-rc.d >/dev/null && "${SUDO[@]}" chmod 755 /usr/sbin/policy-rc.d && made_policy=1
  fi
  cleanup() { if [ "$made_policy" = 1 ]; then "${SUDO[@]}" rm -f /usr/sbin/policy-rc.d; fi; }
  trap cleanup EXIT
  export DEBIAN_FRONTEND=noninteractive
  if ! "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >"$log" 2>&1; then
    echo "error: apt-get update failed, so the WordPress test stack (${missing[*]}) cannot be installed; see $log." >&2
    exit 1
  fi
  if ! "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "${PACKAGES[@]}" >>"$log" 2>&1; then
    reason="$(grep -E '^(E:|dpkg: error)' "$log" | head -n1)"
    echo "error: could not install the Debian packages ${missing[*]} for the WordPress contract test${reason:+ ($reason)}; see $log." >&2
    exit 1
  fi
  rm -f "$log"
  echo "WordPress stack: installed."
fi

for c in "${COMMANDS[@]}"; do
  if [ ! -e "$c" ]; then
    echo "error: $c is missing although its Debian package is installed; reinstall it with apt-get install --reinstall." >&2
    exit 1
  fi
done
