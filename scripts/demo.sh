#!/usr/bin/env bash
# The README's run command: set up what a fresh machine lacks, then run the product with demo data
# as a restaurant gets it: the production build on the production server (`npm run demo`).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/provision.sh

provision_node
provision_go
install_dependencies
exec npm run demo
