# The two commands a new user needs:  make site  (build the demo into public/)  and  make test.
SWIFT ?= swift
SHELL := /bin/bash
VENV := .build/venv
## The demo's week with a deal of every kind.
DEMO_NOW := 2026-11-24
DEMO_FEED := Content/specials/2026-11-23.json
## What its deals read as in each language, which the browser checks find in some tile at every width.
DEALS_en_US := '2/$$5|with card|without card|1+1 free|$$1.49/lb|Limit 1'
DEALS_en_GB := '2/£5|with card|without card|1+1 free|£1.49/lb|Limit 1'
DEALS_de_DE := '2 für 5 €|mit Karte|ohne Karte|2 für 1|1,49 €/lb|Abgabe höchstens 1 Stück'
DEALS_fr_FR := '2 pour 5 €|avec la carte|sans la carte|1+1 offert|1,49 €/lb|Limité à 1 par client'
DEALS_es_ES := '2x5 €|con tarjeta|sin tarjeta|2x1|1,49 €/lb|Máximo 1 por cliente'

FUZZ_SECONDS ?= 30
FUZZ_RUNTIME = $(firstword $(wildcard $(dir $(shell readlink -f $$(command -v swift)))../lib/clang/*/lib/linux/libclang_rt.fuzzer_no_main-x86_64.a))

PREFIX ?= /usr/local
# The release binary: the Swift runtime linked in, so an installed specials needs no toolchain.
RELEASE = $(SWIFT) build -c release --product specials --static-swift-stdlib
# The tests' build: debug (testable). Package.swift optimizes the project's own modules in it (the
# packer's searches run 20 times slower unoptimized); the dependencies and the tests keep a debug
# build's settings. Plain `swift build` and `swift test` build the same.
DEBUG_BUILD = $(SWIFT) build --build-tests
# The fuzzers' build optimizes everything they run: SpecialsModel (the decoders and the size parser),
# Yams and CommonMark, none of SpecialsKit's rendering (56 s alone; 119-147 s when it was all of
# SpecialsKit). Unoptimized, the fuzzers run a quarter to a third as many inputs (docs/performance.md).
OPTIMIZED = -Xswiftc -O
# Runs a command and prints its wall time when it ends: TIMED name command...
TIMED = Tests/tools/timed.sh

.PHONY: site install test test-steps deps test-deps debug-build fuzz-build unit-tests browser-tests browser-validate browser-cards crash-tests fuzz bench-packer bench-preview bench-build bench-images bench-chain bench-theme bench-languages clean

## Install what is missing, build a release binary and publish the demo site to public/.
## The demo's feeds are a fixed week of 2026: it is published as of that week (DEMO_NOW), so that its
## front page shows current specials whatever today's date (your own site builds with today's).
site: deps
	$(RELEASE)
	.build/release/specials build --now $(DEMO_NOW)

## Install what is missing, build a release binary and put it on the PATH: $(PREFIX)/bin/specials.
## As a normal user without sudo: make install PREFIX=$$HOME/.local (with ~/.local/bin on the PATH).
install: deps
	$(RELEASE)
	if [ -w "$(dir $(DESTDIR)$(PREFIX))" ] || [ -w "$(DESTDIR)$(PREFIX)" ] || [ "$$(id -u)" -eq 0 ]; then \
		install -d "$(DESTDIR)$(PREFIX)/bin" && install -s -m 755 .build/release/specials "$(DESTDIR)$(PREFIX)/bin/specials"; \
	else \
		sudo install -d "$(DESTDIR)$(PREFIX)/bin" && sudo install -s -m 755 .build/release/specials "$(DESTDIR)$(PREFIX)/bin/specials"; \
	fi
	@echo "installed $(DESTDIR)$(PREFIX)/bin/specials: $$("$(DESTDIR)$(PREFIX)/bin/specials" --version)"

## Run every test: unit and CLI tests, the browser gates, the crash test, and the parsers and cmark
## under AddressSanitizer and libFuzzer. They run with a temporary folder of their own, removed after
## them; anything they leave in the system's temporary folder fails the run. Each step prints its wall
## time as it ends ("time: unit-tests: 912 s"), and the run lists them all at the end.
test:
	@export STEP_TIMES=$$(mktemp); \
	$(TIMED) test-deps $(MAKE) --no-print-directory test-deps && \
	Tests/tools/scratch_tmp.sh $(MAKE) --no-print-directory test-steps; \
	status=$$?; echo "wall time of each step:"; sed 's/^/  /' "$$STEP_TIMES"; rm -f "$$STEP_TIMES"; exit $$status

## The steps of make test, each timed. The crash test runs beside the fuzzers' build and runs: alone
## it left a quarter of 2 cores idle (builds waiting to be killed). The two builds side by side took
## 462 s against 471 one after the other: less than the 13 s SwiftPM then takes to find one up to date.
test-steps:
	$(TIMED) unit-tests $(MAKE) --no-print-directory unit-tests
	$(TIMED) browser-tests $(MAKE) --no-print-directory browser-tests
	$(TIMED) crash-tests+fuzz $(MAKE) --no-print-directory -j2 --output-sync=target crash-tests fuzz

deps:
	scripts/install-deps build

test-deps:
	scripts/install-deps test

unit-tests: debug-build
	Tests/tools/check_shape_selftest.sh
	Tests/tools/check_shape.sh
	$(TIMED) unit-tests/swift-test $(SWIFT) test --skip-build

debug-build:
	$(TIMED) debug-build $(DEBUG_BUILD)

## swift-format's layout (.swift-format: 4 spaces, 120 columns, existing line breaks kept).
format:
	$(SWIFT) format --in-place --parallel --recursive Sources Tests Package.swift

## AddressSanitizer (with leak detection) and libFuzzer on the feed decoder, the front matter reader,
## the size parser and cmark's C API (markdown). Each target first replays the demo's and the golden
## site's feeds and notes and every input kept in Fuzz/regressions/, then fuzzes for FUZZ_SECONDS.
## This build is also where the C boundary runs under the sanitizer: cmark's own code is the system
## library's, not instrumented, but every allocation and free it makes is checked.
## A crash stops the run and leaves the input in .build-fuzz/crashes/: fix the bug and keep the input
## in Fuzz/regressions/<target>/, which the unit tests replay too.
FUZZ_TARGETS := feed frontmatter size markdown
FUZZ_REPLAY_feed := Content/specials/*.json Tests/SpecialsKitTests/Fixtures/golden/site/Content/specials/*.json
FUZZ_REPLAY_frontmatter := Content/notes/*.md Tests/SpecialsKitTests/Fixtures/golden/site/Content/notes/*.md
FUZZ_REPLAY_markdown := $(FUZZ_REPLAY_frontmatter)
fuzz: fuzz-build
	mkdir -p .build-fuzz/crashes
	$(foreach target,$(FUZZ_TARGETS),\
		.build-fuzz/debug/SpecialsFuzz $(target) $(wildcard $(FUZZ_REPLAY_$(target)) Fuzz/regressions/$(target)/*) \
			> .build-fuzz/replay-$(target).log 2>&1 || { cat .build-fuzz/replay-$(target).log; exit 1; } ; \
		echo "$(target): inputs replayed under AddressSanitizer: $$(grep -c '^Executed' .build-fuzz/replay-$(target).log)" ;)
	$(MAKE) --no-print-directory -j$(FUZZ_JOBS) --output-sync=target $(addprefix fuzz-run-,$(FUZZ_TARGETS))

fuzz-build:
	$(TIMED) fuzz/build $(SWIFT) build --product SpecialsFuzz --scratch-path .build-fuzz $(OPTIMIZED) \
		-Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp \
		-Xlinker $(FUZZ_RUNTIME) -Xlinker -lstdc++ \
		-Xlinker --undefined=LLVMFuzzerRunDriver -Xlinker --export-dynamic-symbol=LLVMFuzzerRunDriver

## Each target fuzzed on its own core, as many at once as there are cores.
FUZZ_JOBS ?= $(shell nproc)
fuzz-run-%:
	mkdir -p .build-fuzz/corpus/$* && cp -n Fuzz/corpus/$*/* .build-fuzz/corpus/$*/ && \
	.build-fuzz/debug/SpecialsFuzz $* .build-fuzz/corpus/$* -max_total_time=$(FUZZ_SECONDS) \
		-max_len=8192 -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
		-artifact_prefix=.build-fuzz/crashes/$*- 2>&1 | grep -E '^(stat::number_of_executed_units|#[0-9]+.*DONE|==[0-9]+==ERROR)|SUMMARY|crash-' ; \
		test $${PIPESTATUS[0]} -eq 0

## The demo site at a fixed date, checked in Chromium at 360-1280 px in two fonts (the system's and Roboto, as
## Android draws system-ui), with axe-core and vnu (also with a German, French, Spanish and British theme, whose
## pages carry their lang, and a chain's picker, its "Stores near me" and one page of each kind of its store and
## item pages), and images as a phone fetches them. vnu checks every page and axe one page of each markup shape
## (Tests/browser/markup_shape.py: pages that differ in their words, or in how many times a row, a tile or an
## item of one kind repeats, are one; check_site.py runs its self-test first); the second font's runs measure
## again, the checks that do not depend on the font are not repeated; a page other than the front page is
## loaded once and measured at each width the viewport is set to. The sites are checked side by side,
## one per core (BROWSER_JOBS), each one's output printed whole when it ends; each lists its pages in
## $(VNU_LISTS)/, and vnu then validates every site's at once (browser-validate: one Java start instead
## of one a site). The binary is the one unit-tests
## built (after a change, run that first; make test does): asking SwiftPM again after swift test compiles part of
## Hummingbird anew (about 20 s).
## One site a core: two a core took longer on 2 cores (529 s against 491).
BROWSER_JOBS ?= $(shell nproc)
BROWSER_LOCALES := $(addprefix browser-locale-,de_DE fr_FR es_ES en_GB)
## Longest first, so that the last to start is short and both cores stay busy to the end.
BROWSER_CHECKS := browser-find browser-chain browser-many-tiles browser-grocer-de browser-grocer-us browser-list \
	browser-locale-de_DE browser-demo browser-rtl $(filter-out browser-locale-de_DE,$(BROWSER_LOCALES)) browser-images \
	browser-csp browser-cards browser-hostile
## The sites' builds share the pictures they encode (Tests/tools/shared_renditions.sh): the same photos
## and cards again in other languages and copies were most of their builds' time. The image check
## builds with the binary itself: what it measures is a first build's encoding.
BROWSER_SPECIALS := Tests/tools/shared_renditions.sh
CHECK_SITE = $(VENV)/bin/python Tests/browser/check_site.py --specials .build/debug/specials --layout 16:0 --layout 32:900
VNU_LISTS := .build/vnu-lists
VALIDATE = --validate $(VNU_LISTS)/$@.txt
browser-tests:
	test -x .build/debug/specials || $(DEBUG_BUILD)
	rm -rf $(VNU_LISTS) .build/browser-renditions && mkdir -p $(VNU_LISTS)
	$(MAKE) --no-print-directory -j$(BROWSER_JOBS) --output-sync=target $(addprefix timed-,$(BROWSER_CHECKS))
	$(TIMED) browser-tests/validate $(MAKE) --no-print-directory browser-validate

## Each site's checks, timed ("time: browser-tests/browser-demo: 61 s"): where the browser step's minutes go.
$(addprefix timed-,$(BROWSER_CHECKS)): timed-%:
	@$(TIMED) browser-tests/$* $(MAKE) --no-print-directory $*

## vnu over what the sites' checks listed (after one site's target alone, its pages only).
browser-validate:
	$(VENV)/bin/python Tests/browser/validate.py $(wildcard $(VNU_LISTS)/*.txt)

.PHONY: $(BROWSER_CHECKS) $(addprefix timed-,$(BROWSER_CHECKS)) format
browser-demo:
	rm -rf .build/browser-site
	$(BROWSER_SPECIALS) build --now $(DEMO_NOW) --output .build/browser-site --quiet
	$(CHECK_SITE) --public .build/browser-site --feed $(DEMO_FEED) $(VALIDATE) --from-disk 390 --deal-words $(DEALS_en_US)
	$(CHECK_SITE) --public .build/browser-site --feed $(DEMO_FEED) --font Roboto --no-axe --deal-words $(DEALS_en_US)
	$(VENV)/bin/python Tests/browser/check_print.py --public .build/browser-site --feed $(DEMO_FEED)

## 150 specials of random shapes, a third without pictures: its phone rows leave 17-18% of the tiles' area
## empty (a text beside a taller one has no picture to grow), printed as known and not failed; the demo
## and the grocers are held to 10%.
browser-many-tiles:
	rm -rf .build/many-tiles
	python3 Tests/tools/make_site.py .build/many-tiles --weeks 1 --tiles 150 --notes 3 --first-week 2026-11-16 --deals
	$(BROWSER_SPECIALS) build --site .build/many-tiles --now 2026-11-21 --quiet
	$(CHECK_SITE) --public .build/many-tiles/public --feed .build/many-tiles/Content/specials/2026-11-16.json $(VALIDATE) --empty-known

browser-hostile:
	$(VENV)/bin/python Tests/browser/check_hostile.py --specials .build/debug/specials

## A strict Content-Security-Policy (default-src 'self'; img-src 'self' data:): the demo, a chain and the
## German grocer, each served with it on 127.0.0.1, have the browser refuse nothing, one page of each
## markup shape and the script in use, and every tile is at its packed place.
CHECK_CSP = $(VENV)/bin/python Tests/browser/check_csp.py --specials .build/debug/specials --layout 16:0 --layout 32:900
browser-csp:
	rm -rf .build/csp-demo .build/csp-chain .build/csp-grocer && mkdir -p .build/csp-grocer && cp -r Static .build/csp-grocer/
	$(BROWSER_SPECIALS) build --now $(DEMO_NOW) --output .build/csp-demo --quiet
	$(CHECK_CSP) --public .build/csp-demo --feed $(DEMO_FEED)
	feed=$$(python3 Tests/tools/make_chain.py .build/csp-chain --stores 6 --regions 2 --own 1) && \
	$(BROWSER_SPECIALS) build --site .build/csp-chain --now 2026-11-18 --quiet 2>/dev/null && \
	$(CHECK_CSP) --public .build/csp-chain/public --feed $$feed --front stores/s0/
	feed=$$(python3 Tests/tools/make_grocer.py .build/csp-grocer --country de) && \
	$(BROWSER_SPECIALS) build --site .build/csp-grocer --now 2026-11-24 --quiet 2>/dev/null && \
	$(CHECK_CSP) --public .build/csp-grocer/public --feed $$feed

## The week's search, a chain's "your store" and a site's one store, with JavaScript on and off.
browser-find:
	$(VENV)/bin/python Tests/browser/check_find.py --specials $(BROWSER_SPECIALS)

## The shopping list: added from tiles and an item page, totals by deal, reload, share, print, ended weeks.
browser-list:
	$(VENV)/bin/python Tests/browser/check_list.py --specials $(BROWSER_SPECIALS)
	$(VENV)/bin/python Tests/browser/check_list_share.py --specials $(BROWSER_SPECIALS)

browser-images:
	$(VENV)/bin/python Tests/browser/check_images.py --specials .build/debug/specials

## Share cards as a link preview reads them: every week and item page of the demo and of a chain names a
## 1200 x 630 og:image that is served, twitter:card summary_large_image, and an icon that is served.
browser-cards:
	$(VENV)/bin/python Tests/browser/check_cards.py --specials $(BROWSER_SPECIALS)

## The German site is measured in Roboto too: its words are the longest.
$(BROWSER_LOCALES): browser-locale-%:
	rm -rf .build/site-$* && mkdir -p .build/site-$* && cp -r Content Static .build/site-$*/
	sed "s/^locale: .*/locale: $*/; /^currency:/d; /^unit_pricing:/d" site.yml > .build/site-$*/site.yml
	$(BROWSER_SPECIALS) build --site .build/site-$* --now $(DEMO_NOW) --quiet 2>/dev/null
	$(CHECK_SITE) --public .build/site-$*/public --feed $(DEMO_FEED) $(VALIDATE) --deal-words $(DEALS_$*)
	$(if $(filter de_DE,$*),$(CHECK_SITE) --public .build/site-$*/public --feed $(DEMO_FEED) --font Roboto --no-axe --deal-words $(DEALS_$*))

## A German and a US grocer's six weeks of 21 specials, long names and deals of every kind: a phone
## reads every special, in the machine's font and in Roboto (Android's). First the six weeks built one at
## a time, as cron does: no claim on a tile or item page (saving, "was"/30-day reference and its label,
## "lowest price in N weeks", "on special") that the archive disproves (check_claims.py, after its
## self-test of a false claim of each kind).
browser-grocer-de browser-grocer-us: browser-grocer-%:
	$(VENV)/bin/python Tests/browser/check_claims.py --self-test
	rm -rf .build/grocer-$*-weeks && mkdir -p .build/grocer-$*-weeks && cp -r Static .build/grocer-$*-weeks/
	python3 Tests/tools/make_grocer.py .build/grocer-$*-weeks --country $* >/dev/null
	$(VENV)/bin/python Tests/browser/check_claims.py --specials $(BROWSER_SPECIALS) --site .build/grocer-$*-weeks --public .build/grocer-$*-weeks/public
	rm -rf .build/grocer-$* && mkdir -p .build/grocer-$* && cp -r Static .build/grocer-$*/
	feed=$$(python3 Tests/tools/make_grocer.py .build/grocer-$* --country $*) && \
	$(BROWSER_SPECIALS) build --site .build/grocer-$* --now 2026-11-24 --quiet 2>/dev/null && \
	$(CHECK_SITE) --public .build/grocer-$*/public --feed $$feed $(VALIDATE) && \
	$(CHECK_SITE) --public .build/grocer-$*/public --feed $$feed --font Roboto --no-axe --widths 360,390

## A language written from right to left: the page reads from the right, every tile where the ad put
## it, each tile's text whole (names in Hebrew for the first specials).
browser-rtl:
	rm -rf .build/site-rtl && mkdir -p .build/site-rtl && cp -r Content Static .build/site-rtl/
	sed "s/^locale: .*/locale: he_IL/; /^currency:/d; /^unit_pricing:/d; s|^time_zone: .*|time_zone: Asia/Jerusalem|" site.yml > .build/site-rtl/site.yml
	python3 Tests/tools/hebrew_names.py .build/site-rtl/$(DEMO_FEED)
	$(BROWSER_SPECIALS) build --site .build/site-rtl --now $(DEMO_NOW) --quiet 2>/dev/null
	$(CHECK_SITE) --public .build/site-rtl/public --feed .build/site-rtl/$(DEMO_FEED) $(VALIDATE)

browser-chain:
	rm -rf .build/site-chain
	feed=$$(python3 Tests/tools/make_chain.py .build/site-chain --stores 6 --regions 2 --own 1) && \
	$(BROWSER_SPECIALS) build --site .build/site-chain --now 2026-11-18 --quiet 2>/dev/null && \
	$(CHECK_SITE) --public .build/site-chain/public --feed $$feed --front stores/s0/ $(VALIDATE) --from-disk 390 --distinct
	$(VENV)/bin/python Tests/browser/check_picker.py --public .build/site-chain/public --site .build/site-chain
	rm -rf .build/site-chain-50
	python3 Tests/tools/make_chain.py .build/site-chain-50 --stores 50 --regions 5 --own 0 >/dev/null && \
	$(BROWSER_SPECIALS) build --site .build/site-chain-50 --now 2026-11-18 --quiet 2>/dev/null && \
	$(VENV)/bin/python Tests/browser/check_picker.py --public .build/site-chain-50/public --site .build/site-chain-50

## SIGKILL at random moments across 50 builds of a large site, a full disk, and the build lock. The debug
## binary the unit tests built (the packer optimized, the rest not) spares CI a release build
## of every dependency.
crash-tests:
	test -x .build/debug/specials || $(DEBUG_BUILD)
	python3 Tests/crash/crash_test.py --specials .build/debug/specials --kills 50

## Fill, displacement and speed of the packer beside the rows-in-feed-order baseline (release build).
bench-packer:
	$(SWIFT) run -c release PackerBenchmark

## From saving a note to the reload event and the new page, on the demo site (release build).
bench-preview:
	$(RELEASE)
	python3 Benchmarks/preview_latency.py --specials .build/release/specials

## specials beside Hugo (if installed: apt-get install hugo) and the cmark floor on a generated corpus, then on
## the same notes with Hugo's front matter (tags:, categories:, aliases:), which specials warns about once,
## and those again with the site's own base.mustache.
bench-build:
	$(RELEASE)
	python3 Benchmarks/build_benchmark.py --specials .build/release/specials
	python3 Benchmarks/build_benchmark.py --specials .build/release/specials --hugo-style
	python3 Benchmarks/build_benchmark.py --specials .build/release/specials --hugo-style --own-base

## Images: the first build of every rendition and a rebuild, beside the site's images published as they
## are (an earlier binary, BEFORE=path), and what a phone and a desktop download (needs make test-deps).
bench-images:
	$(RELEASE)
	$(VENV)/bin/python Benchmarks/image_benchmark.py --specials .build/release/specials $(if $(BEFORE),--before $(BEFORE))

## A chain: 500 stores in 20 regions (STORES=2000 REGIONS=40 for the larger goal; STORES=10000 REGIONS=200
## OWN=500 RUNS=1 for the memory goal) built whole, every page again beside cp -r of that output, after one
## region's new snapshot, and in four shards that must merge into the full build (release build, 2 cores).
bench-chain:
	$(RELEASE)
	python3 Benchmarks/chain_benchmark.py --specials .build/release/specials $(if $(STORES),--stores $(STORES)) $(if $(REGIONS),--regions $(REGIONS)) $(if $(OWN),--own $(OWN)) $(if $(RUNS),--runs $(RUNS))

## A chain built with the built-in theme and with three files of its own (base, tile, style), alternately,
## beside cp -r of the output: 2,000 stores in 80 regions (STORES=10000 REGIONS=200 OWN=500 for the larger goal).
bench-theme:
	$(RELEASE)
	python3 Benchmarks/theme_benchmark.py --specials .build/release/specials $(if $(STORES),--stores $(STORES)) $(if $(REGIONS),--regions $(REGIONS)) $(if $(OWN),--own $(OWN)) $(if $(RUNS),--runs $(RUNS))

## A German site against the same site in English: the demo and a grocer's six weeks of 21 specials, each
## built as de_DE and as en_US (a full build, a rebuild with the site's cache, a one-note edit), each
## figure beside its goal (release build).
bench-languages:
	$(RELEASE)
	python3 Benchmarks/language_benchmark.py --specials .build/release/specials

clean:
	rm -rf .build .build-fuzz public
