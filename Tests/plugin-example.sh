#!/usr/bin/env bash
# The SwiftPM plugins end to end (`make plugin-test`, part of `make test`):
#   1. builds docs/examples/PluginExample, which generates its specs with the build-tool plugin
#      (CoordgenPlugin), and runs its demo;
#   2. builds again with nothing changed: the generator must not run;
#   3. adds a storage field to one spec and uses it from new code: the build must run the generator
#      again and compile the change;
#   4. runs the command plugin (swift package generate-coordinators) on a copy, and checks what it wrote;
#   5. installs coordgen into a temporary prefix and runs it from another folder: templates still found
#      (a release build; INSTALL_CONFIGURATION=debug installs the debug build, as `make test` does).
# The copy of the example lives in $PLUGIN_EXAMPLE_DIR (default .build-plugin-example/, which git
# ignores), so that its build of coordgen's dependencies is reused by the next run.
set -euo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
work="${PLUGIN_EXAMPLE_DIR:-$repo/.build-plugin-example}"
example="$work/PluginExample"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
start=$SECONDS

fail() { echo "plugin-test: FAIL: $*" >&2; exit 1; }
step() { echo "plugin-test: $* ($((SECONDS - start)) s)"; }

# A fresh copy of the example's sources, with its dependency on this checkout.
mkdir -p "$example"
rm -rf "$example/Sources" "$example/Package.swift"
cp -R "$repo/docs/examples/PluginExample/Sources" "$repo/docs/examples/PluginExample/Package.swift" "$example/"
sed -i.orig "s#path: \"../../..\"#path: \"$repo\"#" "$example/Package.swift" && rm "$example/Package.swift.orig"
grep -q "path: \"$repo\"" "$example/Package.swift" || fail "could not point the example at $repo"
generated="$example/.build/plugins/outputs/pluginexample/NotesNavigation/destination/CoordgenPlugin/Generated"

build() { # $1: log file
    if ! (cd "$example" && swift build) >"$1" 2>&1; then
        cat "$1" >&2
        fail "the example package does not build (log above)"
    fi
}

# 1. The first build runs the generator and compiles its output.
step "building the example package (the first run also builds coordgen for the plugin)"
build "$tmp/build1.log"
grep -q "Generating coordinators for NotesNavigation from 2 specs" "$tmp/build1.log" \
    || { cat "$tmp/build1.log"; fail "the first build did not run the build-tool plugin's command"; }
for file in NotesFlow.swift ComposeFlow.swift CoordgenCore.swift CoordgenFactory.swift; do
    [ -f "$generated/$file" ] || fail "the plugin did not write $file into $generated"
done
demo="$("$example/.build/debug/NotesDemo")"
[ "$demo" = "screens: NoteListViewController" ] || fail "unexpected demo output: $demo"
step "build 1: generator ran, demo prints '$demo'"

# 2. Nothing changed: the generator's files keep their dates, and the generator does not run. On
# the first builds after coordgen itself was built, SwiftPM may link coordgen's tool for the plugin
# again (it builds it for planning and for the build), which reruns the command, since the tool is
# one of its inputs; coordgen then writes nothing. So a build may run it only together with
# "Linking coordgen-tool", and within three builds one must not run it at all.
touch "$tmp/marker"
sleep 1
settled=false
for attempt in 1 2 3; do
    build "$tmp/build2.log"
    if ! grep -q "Generating coordinators" "$tmp/build2.log"; then
        settled=true
        step "no-change build $attempt: generator did not run"
        break
    fi
    grep -q "Linking coordgen-tool" "$tmp/build2.log" \
        || { cat "$tmp/build2.log"; fail "a build ran the generator although neither a spec nor coordgen changed"; }
    step "no-change build $attempt: SwiftPM linked coordgen-tool again, so the command reran (it wrote nothing)"
done
[ "$settled" = true ] || fail "three builds with nothing changed all ran the generator"
[ -z "$(find "$generated" -type f -newer "$tmp/marker")" ] || fail "a build with no change touched the generated files"

# 3. One spec edited: the generator runs again, and the build compiles the new field.
spec="$example/Sources/NotesNavigation/Flows/NotesFlow.md"
awk '/^## Screens$/ { print "## Storage\n\n- `draftCount: Int = 41` — added by the plugin test\n" } { print }' \
    "$spec" >"$tmp/spec.md"
cp "$tmp/spec.md" "$spec"
grep -q "draftCount" "$spec" || fail "could not edit $spec"
cat >"$example/Sources/NotesNavigation/Drafts.swift" <<'SWIFT'
extension NotesApp {
    /// Compiles only when the build generated NotesFlow again, with its new storage field.
    public static var draftCount: Int { NotesStorage().draftCount + 1 }
}
SWIFT
cat >"$example/Sources/NotesDemo/main.swift" <<'SWIFT'
import NotesNavigation

MainActor.assumeIsolated {
    print("drafts: \(NotesApp.draftCount)")
}
SWIFT
build "$tmp/build3.log"
grep -q "Generating coordinators for NotesNavigation" "$tmp/build3.log" \
    || { cat "$tmp/build3.log"; fail "editing a spec did not run the generator again"; }
demo="$("$example/.build/debug/NotesDemo")"
[ "$demo" = "drafts: 42" ] || fail "the edited spec did not reach the build: $demo"
step "build 3 (one spec edited): generator ran, demo prints '$demo'"

# A spec error fails the build with the spec's file:line:column.
printf '\n### Broken\n\n- `onGo` → push Nowhere\n' >>"$spec"
if (cd "$example" && swift build) >"$tmp/build4.log" 2>&1; then
    fail "a spec error did not fail the build"
fi
grep -q "$spec:[0-9]*:[0-9]*: error: " "$tmp/build4.log" \
    || { cat "$tmp/build4.log"; fail "the build did not show the spec error as file:line:column"; }
step "build 4 (spec error): $(grep -m1 -o "NotesFlow.md:[0-9]*:[0-9]*: error: .*" "$tmp/build4.log")"

# 4. The command plugin on the copy, with the example's sources again but no scaffolds: it writes the
# scaffolds (--scaffolds-only), then the generated files too, into the target.
copy="$example"
rm -rf "$copy/Sources"
cp -R "$repo/docs/examples/PluginExample/Sources" "$copy/"
rm -rf "$copy/Sources/NotesNavigation/Navigation"
(cd "$copy" && swift package --allow-writing-to-package-directory \
    generate-coordinators --target NotesNavigation --scaffolds-only) >"$tmp/command.log" 2>&1 \
    || { cat "$tmp/command.log"; fail "swift package generate-coordinators --scaffolds-only failed"; }
grep -q "Generated 2 flows" "$tmp/command.log" || { cat "$tmp/command.log"; fail "the command plugin did not generate"; }
diff -r "$repo/docs/examples/PluginExample/Sources/NotesNavigation/Navigation" \
    "$copy/Sources/NotesNavigation/Navigation" -x .coordgen.lock \
    || fail "the command plugin's scaffolds differ from the example's committed ones"
[ ! -e "$copy/Sources/NotesNavigation/Generated" ] || fail "--scaffolds-only wrote generated files into the target"
(cd "$copy" && swift package --allow-writing-to-package-directory generate-coordinators --access public) >"$tmp/command2.log" 2>&1 \
    || { cat "$tmp/command2.log"; fail "swift package generate-coordinators failed"; }
for file in NotesFlow.swift ComposeFlow.swift NavigationCore.swift CoordinatorFactory.swift; do
    [ -f "$copy/Sources/NotesNavigation/Generated/$file" ] || fail "the command plugin did not write Generated/$file"
done
grep -q "public protocol NoteListModule" "$copy/Sources/NotesNavigation/Generated/NotesFlow.swift" \
    || fail "the command plugin did not pass --access public on to coordgen"
step "command plugin: scaffolds (--scaffolds-only) and generated files written into the copy"

# 5. Installed into a prefix, run from another folder: the templates are built in.
make -C "$repo" --no-print-directory install PREFIX="$tmp/prefix" SWIFTPM_FLAGS="${SWIFTPM_FLAGS:-}" \
    CONFIGURATION="${INSTALL_CONFIGURATION:-release}" \
    >"$tmp/install.log" 2>&1 || { cat "$tmp/install.log"; fail "make install failed"; }
mkdir -p "$tmp/elsewhere"
cp -R "$repo/docs/examples/PluginExample/Sources/NotesNavigation/Flows" "$tmp/elsewhere/"
(cd "$tmp/elsewhere" && "$tmp/prefix/bin/coordgen" validate && "$tmp/prefix/bin/coordgen" generate) \
    >"$tmp/installed.log" 2>&1 || { cat "$tmp/installed.log"; fail "the installed coordgen failed"; }
grep -q "Generated 2 flows: 10 created" "$tmp/installed.log" || { cat "$tmp/installed.log"; fail "unexpected output"; }
[ -f "$tmp/elsewhere/Generated/NavigationCore.swift" ] || fail "the installed coordgen wrote no NavigationCore.swift"
step "installed coordgen ($tmp/prefix/bin/coordgen) generated from another folder"

echo "plugin-test: passed in $((SECONDS - start)) s"
