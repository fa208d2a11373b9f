#!/usr/bin/env bash
# Lighthouse performance score of a running bank (default the home page on port 4341), mobile preset
# with simulated throttling, in Debian's Chromium. Lighthouse 12.8.2 is the newest release for Node 20
# (13.x needs Node 22); it is fetched by npx on first use, not kept in the project's dependencies.
# Usage: start the server (npm start or npm run serve), then: bash scripts/bench-lighthouse.sh [url]
set -euo pipefail
url="${1:-http://localhost:4341/}"
out="$(mktemp -d)/lighthouse.json"
CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}" timeout 300 npx --yes lighthouse@12.8.2 "$url" \
  --only-categories=performance --quiet --output=json --output-path="$out" \
  --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update"
node -e '
const r = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
const a = r.audits;
const v = (id) => a[id].displayValue;
console.log(`${r.finalDisplayedUrl}: performance ${Math.round(r.categories.performance.score * 100)} (Lighthouse ${r.lighthouseVersion}, ${r.configSettings.formFactor})`);
console.log(`FCP ${v("first-contentful-paint")}, LCP ${v("largest-contentful-paint")}, TBT ${v("total-blocking-time")}, CLS ${v("cumulative-layout-shift")}, Speed Index ${v("speed-index")}; ${v("total-byte-weight")}`);
' "$out"
