#!/usr/bin/env bash
# Opens the docs site of the example specs in headless Chromium (Debian's `chromium` package):
# loads every page, takes screenshots of the index and of one flow page (light and dark), and
# fails when a page logs anything to the console (the pages have no JavaScript, so any console
# message is a problem), when a page's graph picture is missing, or when a screenshot is empty.
#
#   .ci/browser-check.sh [OUTPUT_DIR]
#
# OUTPUT_DIR (default .build-browser-check) receives site/ and screenshots/. SWIFTPM_FLAGS is
# passed to `swift build`, as in the Makefile. Set CHROMIUM to use another Chromium binary.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

out="${1:-.build-browser-check}"
site="$out/site"
shots="$out/screenshots"
flow_page="RecipesFlow.html"

chromium="${CHROMIUM:-}"
if [ -z "$chromium" ]; then
    for candidate in chromium chromium-browser google-chrome; do
        if command -v "$candidate" >/dev/null 2>&1; then chromium="$candidate"; break; fi
    done
fi
if [ -z "$chromium" ]; then
    echo "browser-check: Chromium is not installed (apt-get install chromium)" >&2
    exit 1
fi

# shellcheck disable=SC2086  # SWIFTPM_FLAGS holds several words on purpose.
bin="$(swift build ${SWIFTPM_FLAGS:-} --show-bin-path)/coordgen"
if [ ! -x "$bin" ]; then
    # shellcheck disable=SC2086
    swift build ${SWIFTPM_FLAGS:-} --product coordgen
fi

rm -rf "$site" "$shots"
mkdir -p "$shots"
"$bin" docs --specs docs/examples/Flows --output "$site"

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
site_url="file://$(cd "$site" && pwd)"

# Runs headless Chromium with a throw-away profile; console messages go to standard error.
run_chromium() {
    "$chromium" --headless --disable-gpu --no-sandbox --no-first-run --hide-scrollbars \
        --user-data-dir="$profile" --enable-logging=stderr --v=0 "$@"
}

failures=0
fail() {
    echo "browser-check: $1" >&2
    failures=$((failures + 1))
}

# Every page: the DOM after loading must hold the drawn graph, and nothing may reach the console.
pages=0
for page in "$site"/*.html; do
    name="$(basename "$page")"
    pages=$((pages + 1))
    if ! run_chromium --dump-dom "$site_url/$name" >"$out/dom.html" 2>"$out/console.log"; then
        fail "$name: Chromium could not load the page"
        continue
    fi
    if grep -q ":CONSOLE" "$out/console.log"; then
        fail "$name: console messages:"
        grep ":CONSOLE" "$out/console.log" >&2
    fi
    if ! grep -q '<svg role="img"' "$out/dom.html" || ! grep -q 'class="node' "$out/dom.html"; then
        fail "$name: the graph picture (inline SVG with nodes) is missing"
    fi
    if ! grep -q '<h1>' "$out/dom.html"; then
        fail "$name: the page has no title"
    fi
done

# Screenshots: the index, a flow page, and the flow page in dark mode.
shoot() {
    local name="$1" target="$2" size="$3"
    shift 3
    run_chromium --window-size="$size" --screenshot="$shots/$name" "$@" "$site_url/$target" \
        >/dev/null 2>"$out/console.log" || fail "$target: no screenshot"
    if grep -q ":CONSOLE" "$out/console.log"; then
        fail "$target: console messages while taking $name"
    fi
    local bytes
    bytes=$(wc -c <"$shots/$name" 2>/dev/null || echo 0)
    if [ "$bytes" -lt 10000 ]; then
        fail "$name: the screenshot is missing or blank ($bytes bytes)"
    fi
}
shoot index.png index.html 1100,1500
shoot flow.png "$flow_page" 1100,2000
shoot flow-dark.png "$flow_page" 1100,2000 --force-dark-mode
shoot flow-phone.png "$flow_page" 390,1600

if [ "$failures" -gt 0 ]; then
    echo "browser-check: $failures problem(s) in $pages pages" >&2
    exit 1
fi
echo "browser-check: $pages pages load without console messages and show their graphs; screenshots in $shots"
