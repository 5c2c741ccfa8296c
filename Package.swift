// swift-tools-version:6.0
import PackageDescription

// Linux only: the disk sink, the lock and the fetch tests use Glibc (renameat2, flock, sockets).
// Debian 12 with Swift 6 is what CI builds and tests.
// The one flag the targets set is `-O` for the project's own modules in a debug build (at the end).

let package = Package(
    name: "specials",
    products: [
        .executable(name: "specials", targets: ["specials"]),
        .library(name: "SpecialsKit", targets: ["SpecialsKit"]),
        .library(name: "SpecialsModel", targets: ["SpecialsModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.0.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.0"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
    ],
    targets: [
        // cmark from the system (Debian: libcmark-dev). Only CommonMark imports it.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        // The one Swift module that touches cmark's C API.
        .target(name: "CommonMark", dependencies: ["CCmark"]),
        // libhyphen from the system (Debian: libhyphen-dev; the patterns in hyphen-de, hyphen-en-us ...).
        // Only Hyphenation imports it.
        .systemLibrary(name: "CHyphen", providers: [.apt(["libhyphen-dev"])]),
        // The one Swift module that touches libhyphen's C API: where a word of a tile's name may break.
        .target(name: "Hyphenation", dependencies: ["CHyphen"]),
        // libvips from the system (Debian: libvips-dev 8.14), with C wrappers for its variadic calls.
        // Only SpecialsImaging imports it.
        .systemLibrary(
            name: "CVips",
            pkgConfig: "vips",
            providers: [.apt(["libvips-dev"])]
        ),
        // The image codec every build uses: libvips behind SpecialsKit's ImageCodec.
        .target(name: "SpecialsImaging", dependencies: ["SpecialsKit", "CVips"]),
        // The packer: tiles of whole canvas units on a grid, as little height and displacement as it finds.
        .target(name: "CanvasPacking"),
        // What a site's files say, as values: the feed and note decoders with their located diagnostics,
        // money, sizes, deals, weeks and the site's settings. Nothing here renders or writes, so the
        // fuzzers build it alone.
        .target(name: "SpecialsModel", dependencies: [.product(name: "Yams", package: "Yams")]),
        // The pipeline: input -> model -> layout -> render -> output.
        .target(
            name: "SpecialsKit",
            dependencies: [
                "SpecialsModel",
                "CanvasPacking",
                "CommonMark",
                "Hyphenation",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Yams", package: "Yams"),
            ],
            resources: [.embedInCode("Render/Theme")]
        ),
        // The preview server: the same pipeline into memory, served with live reload.
        .target(
            name: "SpecialsPreview",
            dependencies: [
                "SpecialsKit",
                "CanvasPacking",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // libcurl from the system (Debian: libcurl4-openssl-dev), with C wrappers for its variadic calls.
        // Only SpecialsFetch imports it.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // Every fetch over the network (snapshots, images), with a total deadline and a size cap.
        .target(name: "SpecialsFetch", dependencies: ["SpecialsKit", "CCurl"]),
        // The command line: thin commands over SpecialsKit.
        .executableTarget(
            name: "specials",
            dependencies: [
                "SpecialsKit",
                "CanvasPacking",
                "SpecialsPreview",
                "SpecialsFetch",
                "SpecialsImaging",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Seeded feed shapes for the packer's tests and benchmark.
        .target(name: "FeedGenerator", dependencies: ["CanvasPacking"]),
        .executableTarget(
            name: "PackerBenchmark",
            dependencies: ["CanvasPacking", "FeedGenerator"],
            path: "Benchmarks/PackerBenchmark"
        ),
        // libFuzzer targets for the feed decoder, the front matter reader, the size parser and cmark: make fuzz.
        .executableTarget(
            name: "SpecialsFuzz", dependencies: ["SpecialsModel", "CommonMark"], path: "Fuzz/SpecialsFuzz"),
        // What the test targets share: throwaway folders, folder snapshots, running the binary, a
        // loopback HTTP server.
        .target(name: "SpecialsTestSupport", path: "Tests/SpecialsTestSupport"),
        .testTarget(name: "CommonMarkTests", dependencies: ["CommonMark"]),
        .testTarget(name: "HyphenationTests", dependencies: ["Hyphenation"]),
        .testTarget(name: "CanvasPackingTests", dependencies: ["CanvasPacking", "FeedGenerator"]),
        .testTarget(
            name: "SpecialsImagingTests",
            dependencies: ["SpecialsImaging", "SpecialsKit", "SpecialsTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "SpecialsKitTests",
            dependencies: [
                "SpecialsKit", "SpecialsImaging", "CanvasPacking", "FeedGenerator", "SpecialsTestSupport",
                .product(name: "Yams", package: "Yams"),
            ],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "specialsTests", dependencies: ["specials", "SpecialsTestSupport"]),
        // The preview driven in-process through its router (RouterClient): HummingbirdTesting would bring
        // async-http-client, NIO SSL and two BoringSSLs into the build, about half its compile steps.
        .testTarget(
            name: "SpecialsPreviewTests",
            dependencies: [
                "SpecialsPreview",
                "SpecialsKit",
                "SpecialsTestSupport",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
    ]
)

// The project's own modules are optimized in a debug build too: the packer's searches run 20 times
// slower unoptimized, and the tests, the browser checks and the crash test pack at full effort. The
// dependencies and the test targets keep a debug build's settings, which compiles a clean build with a
// fifth less CPU than optimizing everything and runs the tests about as fast (docs/performance.md).
for target in package.targets where [.regular, .executable].contains(target.type) {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O"], .when(configuration: .debug))]
}
