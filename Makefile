# coordgen — common tasks. `make demo` and `make test` work on a fresh
# Debian/Ubuntu or macOS machine with a Swift 6 toolchain.

SHELL := /bin/bash

# Extra SwiftPM options, for example SWIFTPM_FLAGS='--scratch-path .build-ci'.
SWIFTPM_FLAGS ?=
WARNINGS_AS_ERRORS := -Xswiftc -warnings-as-errors
EXAMPLES := docs/examples/Flows
SHOP_EXAMPLES := docs/examples/Shop/Flows
# Everything but the golden output, which must stay byte for byte what coordgen writes.
FORMATTED := Sources Tests/CoordgenCoreTests Tests/GeneratedCodeTests Tests/FlowControllerTests Tests/SilverTests \
	Tests/CompositionTests Tests/DelegatesTests Tests/UIKitStandIn Tests/UIKitStandInTests Plugins

.PHONY: all setup build install uninstall demo test plugin-test bench format templates clean

all: build

# Installs libcmark (with its pkg-config file), pkg-config and Graphviz when missing.
setup:
	@missing_apt=""; missing_brew=""; \
	if ! command -v pkg-config >/dev/null 2>&1; then \
		missing_apt="$$missing_apt pkg-config"; missing_brew="$$missing_brew pkg-config"; \
	fi; \
	if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists libcmark; then \
		missing_apt="$$missing_apt libcmark-dev"; missing_brew="$$missing_brew cmark"; \
	fi; \
	if ! command -v dot >/dev/null 2>&1; then \
		missing_apt="$$missing_apt graphviz"; missing_brew="$$missing_brew graphviz"; \
	fi; \
	if [ -z "$$missing_apt" ]; then \
		echo "setup: libcmark, pkg-config and graphviz are installed"; exit 0; \
	fi; \
	if [ "$$(uname -s)" = Darwin ]; then \
		if ! command -v brew >/dev/null 2>&1; then \
			echo "setup: install Homebrew (https://brew.sh), then run: brew install$$missing_brew" >&2; exit 1; \
		fi; \
		echo "setup: brew install$$missing_brew"; \
		brew install $$missing_brew; \
	elif command -v apt-get >/dev/null 2>&1; then \
		sudo=""; \
		if [ "$$(id -u)" -ne 0 ]; then sudo="sudo"; fi; \
		echo "setup: apt-get install$$missing_apt"; \
		$$sudo apt-get update && \
		$$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y$$missing_apt; \
	else \
		echo "setup: please install with your package manager:$$missing_apt" >&2; exit 1; \
	fi

build: setup
	swift build $(SWIFTPM_FLAGS) $(WARNINGS_AS_ERRORS)

# Installs coordgen into $(PREFIX)/bin (make install PREFIX=$$HOME/.local): a release build of the
# binary alone, which carries its templates. DESTDIR stages the install for packaging;
# CONFIGURATION=debug installs the debug build (the plugin test does, to reuse the test build).
# On Linux a release build links the Swift runtime in (as `make bench` measures it): the installed
# binary then runs without the toolchain's libraries and starts in a third of the time.
PREFIX ?= /usr/local
CONFIGURATION ?= release
# On Linux, for a release build (the benchmark builds the same way): `--static-swift-stdlib`, and a
# position-dependent executable (`-no-pie`, as Go links by default). A position-independent one has
# 80,000 addresses in its data for the loader to fix up at every start (the runtime's and
# Foundation's metadata): 1.4 ms of each run, a fortieth of `coordgen validate` on 200 flows. The
# price: the executable, which holds nearly all of coordgen's code (the Swift runtime and Foundation
# included), is loaded at a fixed address; only the shared libraries (libc, libcmark) are placed at
# random. PIE=yes keeps it position-independent, for systems whose hardening policy asks for that
# (make install PIE=yes).
PIE ?= no
RELEASE_LINK_FLAGS = $$(if [ "$(1)" = release ] && [ "$$(uname -s)" = Linux ]; then \
	echo --static-swift-stdlib $(if $(filter no,$(PIE)),-Xlinker -no-pie); fi)
INSTALL_BUILD = swift build -c $(CONFIGURATION) $(SWIFTPM_FLAGS) $(call RELEASE_LINK_FLAGS,$(CONFIGURATION))
install: setup
	$(INSTALL_BUILD) --product coordgen
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$$($(INSTALL_BUILD) --show-bin-path)/coordgen" "$(DESTDIR)$(PREFIX)/bin/coordgen"
	@echo "install: $(DESTDIR)$(PREFIX)/bin/coordgen"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/coordgen"

# Builds coordgen, checks the example app's specs, and generates their Swift
# code into demo/ (git-ignored): demo/Generated and the scaffolds in demo/Navigation.
# Then publishes their HTML docs into docs/flows/ (git-ignored; open docs/flows/index.html).
# The example shop (spec format 1.1: tabs and deep links) goes the same way into demo/Shop/.
demo: setup build
	swift run $(SWIFTPM_FLAGS) $(WARNINGS_AS_ERRORS) coordgen validate --specs $(EXAMPLES)
	swift run $(SWIFTPM_FLAGS) $(WARNINGS_AS_ERRORS) coordgen generate --specs $(EXAMPLES) --output demo/Generated --scaffold demo/Navigation
	swift run $(SWIFTPM_FLAGS) $(WARNINGS_AS_ERRORS) coordgen docs --specs $(EXAMPLES) --output docs/flows
	swift run $(SWIFTPM_FLAGS) $(WARNINGS_AS_ERRORS) coordgen validate --specs $(SHOP_EXAMPLES)
	swift run $(SWIFTPM_FLAGS) $(WARNINGS_AS_ERRORS) coordgen generate --specs $(SHOP_EXAMPLES) --output demo/Shop/Generated --scaffold demo/Shop/Navigation
	swift run $(SWIFTPM_FLAGS) $(WARNINGS_AS_ERRORS) coordgen docs --specs $(SHOP_EXAMPLES) --output demo/Shop/docs

# The unit, golden and compile tests, then the SwiftPM plugins end to end (plugin-test).
test: setup
	swift test $(SWIFTPM_FLAGS) $(WARNINGS_AS_ERRORS) --disable-swift-testing
	$(MAKE) --no-print-directory plugin-test INSTALL_CONFIGURATION=debug

# The SwiftPM plugins end to end, on docs/examples/PluginExample (Tests/plugin-example.sh).
# INSTALL_CONFIGURATION=debug makes its install step reuse the debug build of `make test`.
INSTALL_CONFIGURATION ?= release
plugin-test:
	SWIFTPM_FLAGS='$(SWIFTPM_FLAGS) $(WARNINGS_AS_ERRORS)' INSTALL_CONFIGURATION=$(INSTALL_CONFIGURATION) \
		bash Tests/plugin-example.sh

# Times coordgen on 200 synthetic flows against its floors (cmark on the same files, cp -r of the
# output) and prints issue 13's target table; fails when a step misses its target (about 10 minutes
# today, most of it coordgen's own time and a 2-3 minute type-check of the generated Swift).
# Builds coordgen and the benchmark in release mode first: the benchmark runs the coordgen binary
# next to it. On Linux with the Swift standard library linked in statically and position-dependent, as
# an installed coordgen should be (RELEASE_LINK_FLAGS): a process then starts in about 17 ms instead of
# 40. BENCH_FLAGS='--runs 9' and so on
# are passed to the benchmark (coordgen-bench --help lists them).
BENCH_FLAGS ?=
BENCH_BUILD := swift build -c release $(SWIFTPM_FLAGS) $(call RELEASE_LINK_FLAGS,release)
bench: setup
	$(BENCH_BUILD) --product coordgen
	$(BENCH_BUILD) --product coordgen-bench
	"$$($(BENCH_BUILD) --show-bin-path)/coordgen-bench" $(BENCH_FLAGS)

# Formats the sources with swift-format and the committed .swift-format settings.
format:
	@if swift format --version >/dev/null 2>&1; then \
		swift format --in-place --recursive $(FORMATTED); \
	elif command -v swift-format >/dev/null 2>&1; then \
		swift-format --in-place --recursive $(FORMATTED); \
	else \
		echo "format: swift-format is not available (it ships with Swift 6 toolchains)"; \
	fi

# Writes Templates/ into the library (Sources/CoordgenCore/Rendering/BuiltinTemplates.swift, committed);
# run it after editing a template. TemplateEmbeddingTests fails while the two differ.
templates:
	swift run $(SWIFTPM_FLAGS) coordgen-embed-templates Templates Sources/CoordgenCore/Rendering/BuiltinTemplates.swift

clean:
	rm -rf .build
