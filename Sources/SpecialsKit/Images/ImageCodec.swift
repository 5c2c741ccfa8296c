/// What the image stage needs of an image library, passed in as closures (SpecialsImaging gives
/// libvips's; tests give their own), so that SpecialsKit never links one.
package struct ImageCodec: Sendable {
    /// Reads an image's header without decoding its pixels: its size upright, its format, whether it
    /// has alpha. A file that is no image the codec accepts, or too large, is a problem.
    package var inspect: @Sendable ([UInt8]) -> Result<ImageHeader, ImageProblem>
    /// Encodes each of `requests` from the source's bytes, one result a request, in order. The source
    /// is decoded once for all of them.
    package var encode: @Sendable ([UInt8], [RenditionRequest]) -> [Result<EncodedImage, ImageProblem>]
    /// Names the library and its settings: a new one encodes everything again.
    package var identity: String
    /// Draws a share card (`ShareCard`), given the bytes of its pictures by their hash; nil where the
    /// library draws none (pages then have no card).
    package var drawCard: (@Sendable (ShareCard, [String: [UInt8]]) -> Result<EncodedImage, ImageProblem>)?
    /// Names how cards are drawn (fonts, quality): a new one draws every card again.
    package var cardIdentity = ""

    package init(
        identity: String,
        inspect: @escaping @Sendable ([UInt8]) -> Result<ImageHeader, ImageProblem>,
        encode: @escaping @Sendable ([UInt8], [RenditionRequest]) -> [Result<EncodedImage, ImageProblem>],
        drawCard: (@Sendable (ShareCard, [String: [UInt8]]) -> Result<EncodedImage, ImageProblem>)? = nil
    ) {
        self.identity = identity
        self.inspect = inspect
        self.encode = encode
        self.drawCard = drawCard
    }

    /// The most pixels a source may have; a larger one is refused from its header (a decompression
    /// bomb is a few kilobytes that decode to gigabytes). 60 megapixels holds a 50 MP camera's photo.
    package static let maximumPixels = 60_000_000
}

/// An image's header, read without decoding it.
package struct ImageHeader: Sendable, Equatable {
    /// The size as shown, after the EXIF orientation.
    package var width: Int
    package var height: Int
    package var hasAlpha: Bool
    /// "jpeg", "png", "webp", "gif", "heif".
    package var format: String

    package init(width: Int, height: Int, hasAlpha: Bool, format: String) {
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.format = format
    }
}

/// Why an image cannot be used, in a user's words.
package struct ImageProblem: Error, Sendable, Equatable {
    package var reason: String

    package init(_ reason: String) {
        self.reason = reason
    }
}

/// The formats renditions are published in, best first: a browser takes the first it can show.
package enum ImageFormat: String, Sendable, Hashable, CaseIterable, Codable {
    case avif, webp, jpeg

    package var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
    package var mimeType: String { "image/" + rawValue }
}

/// One rendition to encode: a width (never above the source's), a format, and for formats without
/// alpha the colour a transparent source is flattened onto (the tile's background).
package struct RenditionRequest: Sendable, Hashable {
    package var width: Int
    package var format: ImageFormat
    /// Red, green, blue, 0-255.
    package var background: [Int]

    package init(width: Int, format: ImageFormat, background: [Int]) {
        self.width = width
        self.format = format
        self.background = background
    }
}

/// An encoded rendition and its size in pixels.
package struct EncodedImage: Sendable, Equatable {
    package var bytes: [UInt8]
    package var width: Int
    package var height: Int

    package init(bytes: [UInt8], width: Int, height: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
    }
}
