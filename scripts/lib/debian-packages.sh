# Installs Debian packages for a test stack; sourced by scripts/wordpress/setup.sh (the WordPress
# contract test) and scripts/hosts/setup.sh (nginx for the host tests). The caller sets
#   PACKAGES=(…)  the packages;   COMMANDS=(…)  the files the tests call;   then
#   ensure_debian_packages "<what>" "<for what>"
# Idempotent: when every package is installed it returns at once without touching apt. Needs
# root (or sudo) only when something is missing. The packages' own services are never started
# (a temporary policy-rc.d says no): the tests run their own throwaway servers.
ensure_debian_packages() {
  local what="$1" purpose="$2" missing=() p status c
  for p in "${PACKAGES[@]}"; do
    status="$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)"
    [ "$status" = "install ok installed" ] || missing+=("$p")
  done

  if [ ${#missing[@]} -eq 0 ]; then
    echo "$what: Debian packages already installed."
  else
    echo "$what: installing Debian packages: ${missing[*]}"
    SUDO=()
    if [ "$(id -u)" -ne 0 ]; then
      if command -v sudo >/dev/null 2>&1; then SUDO=(sudo); else
        echo "error: cannot install Debian packages ${missing[*]} because this is not root and sudo is missing; run this script as root." >&2
        exit 1
      fi
    fi
    log="$(mktemp -t debian-packages.XXXXXX.log)"
    # Keep the packages' own services from starting (as Debian's container images do).
    made_policy=0
    if [ ! -e /usr/sbin/policy-rc.d ]; then
      printf '#!/bin/sh\nexit 101\n' | "${SUDO[@]}" tee /usr/sbin/policy-rc.d >/dev/null && "${SUDO[@]}" chmod 755 /usr/sbin/policy-rc.d && made_policy=1
    fi
    cleanup() { if [ "$made_policy" = 1 ]; then "${SUDO[@]}" rm -f /usr/sbin/policy-rc.d; fi; }
    trap cleanup EXIT
    export DEBIAN_FRONTEND=noninteractive
    if ! "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >"$log" 2>&1; then
      echo "error: apt-get update failed, so $what (${missing[*]}) cannot be installed; see $log." >&2
      exit 1
    fi
    if ! "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold "${PACKAGES[@]}" >>"$log" 2>&1; then
      reason="$(grep -E '^(E:|dpkg: error)' "$log" | head -n1)"
      echo "error: could not install the Debian packages ${missing[*]} for $purpose${reason:+ ($reason)}; see $log." >&2
      exit 1
    fi
    rm -f "$log"
    echo "$what: installed."
  fi

  for c in "${COMMANDS[@]}"; do
    if [ ! -e "$c" ]; then
      echo "error: $c is missing although its Debian package is installed; reinstall it with apt-get install --reinstall." >&2
      exit 1
    fi
  done
}
