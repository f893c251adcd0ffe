#!/usr/bin/env bash
# Proves the README's run command on a fresh machine: a clean clone, the machine's own Node first
# on PATH, an empty HOME (no Node 24, npm or Go caches). It runs scripts/demo.sh, checks that
# PocketBase's health and a server-rendered diner page answer, then a browser pays a demo bill with the test
# payment form and finds the payment in /admin/transactions (e2e/smoke/).
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"

work="$(mktemp -d /tmp/conto-smoke.XXXXXX)"
clone="$work/conto"
export HOME="$work/home"
mkdir -p "$HOME"
git clone -q "$repo" "$clone"

# Ports of their own, so the smoke test never meets a developer's `npm run dev`.
export POCKETBASE_PORT=18090 PORT=15173 MAILPIT_HTTP_PORT=18025 MAILPIT_SMTP_PORT=11025 STRIPE_MOCK_PORT=22111 RT_SIMULATOR_PORT=18070
export POCKETBASE_URL="http://127.0.0.1:$POCKETBASE_PORT" VITE_POCKETBASE_URL="http://127.0.0.1:$POCKETBASE_PORT"
log="$work/run-command.log"
demo_pid=""

cleanup() {
  local status=$?
  if [ -n "$demo_pid" ]; then kill -TERM -- "-$demo_pid" 2>/dev/null || true; sleep 2; kill -KILL -- "-$demo_pid" 2>/dev/null || true; fi
  if [ "$status" != 0 ]; then echo "--- last lines of the run command's output ---"; tail -n 60 "$log" || true; fi
  # the Go module cache is read-only by design
  chmod -R u+w "$work" 2>/dev/null || true
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT

echo "Smoke test: README run command in a fresh clone with $(node --version 2>/dev/null || echo 'no node') first on PATH"
started=$(date +%s)
# its own process group, so cleanup stops PocketBase, the web server, mailpit, stripe-mock and the printer with it
(cd "$clone" && exec setsid bash scripts/demo.sh) >"$log" 2>&1 &
demo_pid=$!

demo_file="$clone/.data/dev/demo.json"
deadline=$((started + 1500))
until curl -fsS "http://127.0.0.1:$PORT/" >/dev/null 2>&1 && [ -s "$demo_file" ]; do
  if ! kill -0 "$demo_pid" 2>/dev/null; then echo "The run command exited before serving the demo."; exit 1; fi
  if [ "$(date +%s)" -gt "$deadline" ]; then echo "The run command did not serve the demo within 25 minutes."; exit 1; fi
  sleep 3
done
echo "Demo up after $(($(date +%s) - started)) s"

curl -fsS "$POCKETBASE_URL/api/health" | grep -q '"code":200' || { echo "PocketBase health did not answer 200"; exit 1; }
diner_path=$(node -e 'const d=require(process.argv[1]); console.log(`/qr/${d.restaurantId}/${d.tables[0].id}`)' "$demo_file")
page="$(curl -fsS "http://127.0.0.1:$PORT$diner_path")" || { echo "The diner page $diner_path did not answer"; exit 1; }
# the production server renders the diner's page: its root holds the page, not an empty div
grep -q 'id="root"><' <<<"$page" && ! grep -q '<div id="root"></div>' <<<"$page" || { echo "The diner page $diner_path is not server-rendered"; exit 1; }
echo "PocketBase health and the server-rendered diner page $diner_path answer"

# Pay a demo bill in a browser, with the Node 24 the run command provisioned.
cd "$clone"
PATH="$HOME/.cache/conto/node24/bin:$PATH" E2E_SMOKE=1 E2E_BASE_URL="http://localhost:$PORT" E2E_DEMO_FILE="$demo_file" \
  E2E_MAILPIT_URL="http://127.0.0.1:$MAILPIT_HTTP_PORT" E2E_DATA_DIR="$work/e2e" npx playwright test
echo "Smoke test passed in $(($(date +%s) - started)) s"
