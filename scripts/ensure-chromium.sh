#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing (Playwright's own
# browser download does not work on these machines).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
echo "Installing Debian's chromium for the end-to-end tests..."
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get install -y --no-install-recommends chromium || { $SUDO apt-get update && $SUDO apt-get install -y --no-install-recommends chromium; }
