/// What the image stage needs of an image library, passed in as closures (SpecialsImaging gives
/// libvips's; tests give their own), so that SpecialsKit never links one.
public struct ImageCodec: Sendable {
    /// Reads an image's header without decoding its pixels: its size upright, its format, whether it
    /// has alpha. A file that is no image the codec accepts, or too large, is a problem.
    public var inspect: @Sendable ([UInt8]) -> Result<ImageHeader, ImageProblem>
    /// Encodes each of `requests` from the source's bytes, one result a request, in order. The source
    /// is decoded once for all of them.
    public var encode: @Sendable ([UInt8], [RenditionRequest]) -> [Result<EncodedImage, ImageProblem>]
    /// Names the library and its settings: a new one encodes everything again.
    public var identity: String

    public init(
        identity: String,
        inspect: @escaping @Sendable ([UInt8]) -> Result<ImageHeader, ImageProblem>,
        encode: @escaping @Sendable ([UInt8], [RenditionRequest]) -> [Result<EncodedImage, ImageProblem>]
    ) {
        self.identity = identity
        self.inspect = inspect
        self.encode = encode
    }

    /// The most pixels a source may have; a larger one is refused from its header (a decompression
    /// bomb is a few kilobytes that decode to gigabytes). 60 megapixels holds a 50 MP camera's photo.
    public static let maximumPixels = 60_000_000
}

/// An image's header, read without decoding it.
public struct ImageHeader: Sendable, Equatable {
    /// The size as shown, after the EXIF orientation.
    public var width: Int
    public var height: Int
    public var hasAlpha: Bool
    /// "jpeg", "png", "webp", "gif", "heif".
    public var format: String

    public init(width: Int, height: Int, hasAlpha: Bool, format: String) {
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.format = format
    }
}

/// Why an image cannot be used, in a user's words.
public struct ImageProblem: Error, Sendable, Equatable {
    public var reason: String

    public init(_ reason: String) {
        self.reason = reason
    }
}

/// The formats renditions are published in, best first: a browser takes the first it can show.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable, Codable {
    case avif, webp, jpeg

    public var fileExtension: String { self == .jpeg ? "jpg" : rawValue }
    public var mimeType: String { "image/" + rawValue }
}

/// One rendition to encode: a width (never above the source's), a format, and for formats without
/// alpha the colour a transparent source is flattened onto (the tile's background).
public struct RenditionRequest: Sendable, Hashable {
    public var width: Int
    public var format: ImageFormat
    /// Red, green, blue, 0-255.
    public var background: [Int]

    public init(width: Int, format: ImageFormat, background: [Int]) {
        self.width = width
        self.format = format
        self.background = background
    }
}

/// An encoded rendition and its size in pixels.
public struct EncodedImage: Sendable, Equatable {
    public var bytes: [UInt8]
    public var width: Int
    public var height: Int

    public init(bytes: [UInt8], width: Int, height: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
    }
}
