# The two commands a new user needs:  make site  (build the demo into public/)  and  make test.
SWIFT ?= swift
VENV := .build/venv
DEMO_NOW := 2026-11-21

.PHONY: site test deps test-deps unit-tests asan-tests browser-tests bench-packer clean

## Install what is missing, build a release binary and publish the demo site to public/.
site: deps
	$(SWIFT) build -c release --product specials
	.build/release/specials build

## Run every test: unit and CLI tests, cmark under AddressSanitizer, and the browser gates.
test: test-deps unit-tests asan-tests browser-tests

deps:
	scripts/install-deps build

test-deps:
	scripts/install-deps test

unit-tests:
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

asan-tests:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp $(SWIFT) test --sanitize=address --scratch-path .build-asan --filter 'CommonMarkTests|GoldenSiteTests|FeedSnapshotDecoderTests|NoteDecoderTests'

## The demo site at a fixed date, checked in Chromium at 360-1280 px, with axe-core and vnu.
browser-tests:
	$(SWIFT) build --product specials
	rm -rf .build/browser-site
	.build/debug/specials build --now $(DEMO_NOW) --output .build/browser-site --quiet
	$(VENV)/bin/python Tests/browser/check_site.py --public .build/browser-site --specials .build/debug/specials \
		--feed Content/specials/2026-11-16.json --layout 16:0 --layout 32:900 --validate
	$(VENV)/bin/python Tests/browser/check_print.py --public .build/browser-site

## Fill, displacement and speed of the packer beside the rows-in-feed-order baseline (release build).
bench-packer:
	$(SWIFT) run -c release PackerBenchmark

clean:
	rm -rf .build .build-asan public
