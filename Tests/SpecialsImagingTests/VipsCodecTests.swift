import Foundation
import SpecialsKit
import Testing

@testable import SpecialsImaging

/// libvips as the build uses it, on generated images of each kind other generators' users report
/// trouble with (`Tests/tools/make_photos.py fixtures` made them).
@Suite struct VipsCodecTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path
    static let codec = VipsCodec.codec()!
    static let background = [246, 244, 239]

    static func fixture(_ name: String) -> [UInt8] {
        [UInt8](FileManager.default.contents(atPath: fixtures + "/" + name)!)
    }

    static func encode(_ name: String, width: Int, _ format: ImageFormat) throws -> EncodedImage {
        try codec.encode(fixture(name), [RenditionRequest(width: width, format: format, background: background)])[0]
            .get()
    }

    /// Near enough to a colour: JPEG moves a channel by a few steps.
    static func near(_ pixel: [Double]?, _ colour: [Double], within tolerance: Double = 24) -> Bool {
        guard let pixel else { return false }
        return zip(pixel, colour).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// Which of red (0), green (1) and blue (2) a pixel is mostly: a 16 px block of colour in a 64 px
    /// JPEG bleeds a little into its neighbours' chroma, but never changes which channel leads.
    static func leading(_ pixel: [Double]?) -> Int? {
        guard let pixel, pixel.count >= 3, let top = pixel.prefix(3).max(), top > 150 else { return nil }
        return pixel.prefix(3).firstIndex(of: top)
    }

    /// The picture is 64 x 40 upright, red at the top left and blue at the bottom right, whatever the
    /// orientation it was stored in.
    @Test(arguments: 1...8)
    func everyExifOrientationIsShownUpright(orientation: Int) throws {
        let name = "orientation-\(orientation).jpg"
        let header = try Self.codec.inspect(Self.fixture(name)).get()
        #expect(header.width == 64 && header.height == 40, "the header's size is the upright one")
        for format in ImageFormat.allCases {
            let image = try Self.encode(name, width: 64, format)
            #expect(image.width == 64 && image.height == 40, "\(format)")
            #expect(Self.leading(VipsCodec.pixel(image.bytes, x: 6, y: 5)) == 0, "\(format): red at the top left")
            #expect(
                Self.leading(VipsCodec.pixel(image.bytes, x: 58, y: 36)) == 2, "\(format): blue at the bottom right")
            #expect(
                Self.near(VipsCodec.pixel(image.bytes, x: 58, y: 5), [255, 255, 255]),
                "\(format): white at the top right")
        }
    }

    @Test func colourProfilesAreConvertedToSRGBThenEveryMetadataBlockRemoved() throws {
        // Grey 128 in linear light is sRGB's 188.
        for format in ImageFormat.allCases {
            let image = try Self.encode("linear-profile.jpg", width: 48, format)
            #expect(Self.near(VipsCodec.pixel(image.bytes, x: 24, y: 24), [188, 188, 188], within: 4), "\(format)")
            let text = String(decoding: image.bytes, as: UTF8.self)
            #expect(
                !text.contains("ICC_PROFILE") && !text.contains("ICCP") && !text.contains("Exif"),
                "\(format) keeps metadata")
            #expect(image.bytes.count < 3000, "\(format): \(image.bytes.count) bytes for a flat 48 px square")
        }
        let photo = try Self.encode("orientation-6.jpg", width: 64, .webp)
        #expect(!String(decoding: photo.bytes, as: UTF8.self).contains("EXIF"))
    }

    @Test func aTransparentCutoutIsOnTheTilesColourInJPEGAndKeepsItsAlphaElsewhere() throws {
        #expect(try Self.codec.inspect(Self.fixture("cutout.png")).get().hasAlpha)
        let jpeg = try Self.encode("cutout.png", width: 96, .jpeg)
        #expect(
            Self.near(VipsCodec.pixel(jpeg.bytes, x: 1, y: 1), [246, 244, 239], within: 4),
            "the corner is the tile, never black")
        for format in [ImageFormat.webp, .avif] {
            let image = try Self.encode("cutout.png", width: 96, format)
            #expect(try Self.codec.inspect(image.bytes).get().hasAlpha, "\(format) keeps alpha")
            #expect(VipsCodec.pixel(image.bytes, x: 1, y: 1)?.last == 0, "\(format): the corner stays transparent")
        }
    }

    @Test func anAnimatedGIFGivesItsFirstFrame() throws {
        // Read from its header first, as every source is: a GIF is one of the formats a feed may give.
        let header = try Self.codec.inspect(Self.fixture("animated.gif")).get()
        #expect(header.format == "gif" && header.width == 40 && header.height == 40, "\(header)")
        for format in ImageFormat.allCases {
            let image = try Self.encode("animated.gif", width: 40, format)
            #expect(
                Self.near(VipsCodec.pixel(image.bytes, x: 20, y: 20), [200, 0, 0]), "\(format): the first frame is red")
            #expect(!String(decoding: image.bytes, as: UTF8.self).contains("ANIM"), "\(format) is not animated")
        }
    }

    /// bomb.png is 138 bytes: a header that claims 400 megapixels and no pixels after it, so a codec
    /// that decoded before judging the size would fail on the missing data, not with this sentence.
    @Test func aDecompressionBombIsRefusedFromItsHeaderAlone() throws {
        let result = Self.codec.inspect(Self.fixture("bomb.png"))
        #expect(
            result
                == .failure(
                    ImageProblem("it is 20000 × 20000 pixels (400 megapixels), more than the 60 an image may have")))
    }

    // libvips keeps one error buffer for the whole process; while other tests decode on other threads,
    // each failure still reads its own words (`VipsErrorBuffer`).
    @Test(arguments: [
        ("truncated.jpg", "it cannot be read: VipsJpeg: Premature end of input file"),
        ("corrupt.jpg", "it cannot be read: VipsJpeg: Premature end of input file"),
    ])
    func aBrokenFileIsAProblemNotACrash(name: String, reason: String) throws {
        let result = Self.codec.encode(
            Self.fixture(name), [RenditionRequest(width: 100, format: .jpeg, background: Self.background)])[0]
        guard case .failure(let problem) = result else {
            Issue.record("\(name) encoded")
            return
        }
        #expect(problem.reason == reason, "\(problem.reason)")
    }

    @Test func whatIsNoImageIsSaidSo() {
        #expect(
            Self.codec.inspect(Self.fixture("not-an-image.png"))
                == .failure(ImageProblem("not an image libvips can read")))
        #expect(Self.codec.inspect([]) == .failure(ImageProblem("the file is empty")))
        #expect(
            Self.codec.inspect(Array("P3\n1 1\n255\n0 0 0\n".utf8))
                == .failure(ImageProblem("not a JPEG, PNG, WebP, GIF, AVIF, HEIC or SVG image")))
    }

    /// A downloaded SVG is only ever published drawn: libvips reads it (librsvg) and draws it at any width.
    @Test func anSVGIsDrawnIntoAPictureAtTheWidthAsked() throws {
        let svg = Array(
            #"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><script>alert(1)</script><rect width="40" height="20" fill="red"/></svg>"#
                .utf8)
        #expect(try Self.codec.inspect(svg).get() == ImageHeader(width: 40, height: 20, hasAlpha: true, format: "svg"))
        let drawn = try Self.codec.encode(
            svg, [RenditionRequest(width: 200, format: .jpeg, background: Self.background)])[0].get()
        #expect(drawn.width == 200 && drawn.height == 100)
        #expect(
            drawn.bytes.prefix(3) == [0xFF, 0xD8, 0xFF]
                && !String(decoding: drawn.bytes, as: UTF8.self).contains("script"))
    }

    @Test func aBatchDecodesOnceAndGivesEachWidthInEachFormat() throws {
        let requests = [200, 120, 60].flatMap { width in
            ImageFormat.allCases.map { RenditionRequest(width: width, format: $0, background: Self.background) }
        }
        let images = try Self.codec.encode(Self.fixture("photo.jpg"), requests).map { try $0.get() }
        #expect(images.map(\.width) == requests.map(\.width))
        for (image, request) in zip(images, requests) {
            #expect(
                try Self.codec.inspect(image.bytes).get().format
                    == (request.format == .avif ? "heif" : request.format.rawValue))
            // The same bytes as a rendition made on its own: a batch changes nothing but the time.
            #expect(image == (try Self.encode("photo.jpg", width: request.width, request.format)), "\(request)")
        }
    }

    @Test func renditionsAreNeverEnlargedAndAlwaysTheSameBytes() throws {
        let large = try Self.encode("photo.jpg", width: 1000, .webp)
        #expect(large.width == 200, "never past the source's width")
        for format in ImageFormat.allCases {
            #expect(
                try Self.encode("photo.jpg", width: 120, format) == Self.encode("photo.jpg", width: 120, format),
                "\(format)")
        }
    }
}
