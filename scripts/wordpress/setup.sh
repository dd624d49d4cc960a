#!/usr/bin/env bash
# Installs what the real-WordPress contract test runs on, from Debian's own
# packages: WordPress, MariaDB, PHP-FPM (+ mysql, gd, xml, mbstring) and nginx.
#
#   bash scripts/wordpress/setup.sh
#
# Idempotent: when everything is installed already it returns at once without
# touching apt. Needs root (or sudo) only when something is missing. Services
# are never started by the install (scripts/lib/debian-packages.sh): the
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

# shellcheck source=../lib/debian-packages.sh
source "$(dirname "$0")/../lib/debian-packages.sh"
ensure_debian_packages "WordPress stack (PHP $PHPV)" "the WordPress contract test"
