import CVips
import SpecialsKit

/// The image codec of every build: libvips (Debian's 8.14), the only code that calls it.
///
/// Inspecting reads a header and nothing more, so a decompression bomb is refused before a pixel is
/// decoded. Encoding shrinks with libvips's thumbnailer (shrink-on-load, never enlarged, the EXIF
/// orientation applied, the first frame of an animation, colour converted to sRGB, a truncated file an
/// error), flattens alpha onto the tile's colour for JPEG, removes every metadata field (Debian's
/// WebP saver keeps an ICC profile unless it is removed from the image first, and writes EXIF even
/// when told to strip: `WebPMetadata` takes that chunk out) and saves.
package enum VipsCodec {
    /// JPEG, WebP and AVIF quality: what product photos need at the sizes a tile shows them.
    static let jpegQuality: Int32 = 78
    static let webpQuality: Int32 = 76
    static let avifQuality: Int32 = 52
    /// On product shots effort 2 gave smaller files than 3 in 60% of the time (docs/images.md).
    static let avifEffort: Int32 = 2

    /// The formats libvips may read from a feed, by the name of its loader. libvips reads GIF with
    /// libnsgif since 8.11 ("VipsForeignLoadNsgifBuffer"), with giflib before; HEIF is AVIF and HEIC;
    /// SVG with librsvg (a downloaded one is only ever published drawn).
    static let loaders = [
        "VipsForeignLoadJpeg": "jpeg", "VipsForeignLoadPng": "png", "VipsForeignLoadWebp": "webp",
        "VipsForeignLoadNsgif": "gif", "VipsForeignLoadGif": "gif", "VipsForeignLoadHeif": "heif",
        "VipsForeignLoadSvg": "svg",
    ]

    /// libvips started once for the process; nil when it cannot start.
    static let started: Bool = specials_vips_start() == 0

    /// The codec, or nil when libvips cannot start.
    package static func codec() -> ImageCodec? {
        guard started else { return nil }
        let version = "\(vips_version(0)).\(vips_version(1)).\(vips_version(2))"
        var codec = ImageCodec(
            identity:
                "libvips \(version); jpeg q\(jpegQuality); webp q\(webpQuality); avif q\(avifQuality) effort \(avifEffort)",
            inspect: inspect, encode: encode, drawCard: { VipsCardDrawer.draw($0, pictures: $1) }
        )
        codec.cardIdentity = VipsCardDrawer.identity
        return codec
    }

    static func inspect(_ bytes: [UInt8]) -> Result<ImageHeader, ImageProblem> {
        bytes.withUnsafeBytes { buffer in VipsErrorBuffer.shared.run { inspect(buffer, count: bytes.count) } }
    }

    private static func inspect(_ buffer: UnsafeRawBufferPointer, count: Int) -> Result<ImageHeader, ImageProblem> {
        guard let base = buffer.baseAddress, count > 0 else { return .failure(ImageProblem("the file is empty")) }
        guard let loader = vips_foreign_find_load_buffer(base, count).map({ String(cString: $0) }) else {
            return .failure(ImageProblem("not an image libvips can read"))
        }
        guard let format = loaders.first(where: { loader.hasPrefix($0.key) })?.value else {
            return .failure(ImageProblem("not a JPEG, PNG, WebP, GIF, AVIF, HEIC or SVG image"))
        }
        guard let header = specials_vips_header(base, count) else {
            return .failure(ImageProblem("its header cannot be read: \(lastError())"))
        }
        defer { g_object_unref(header) }
        var width = Int(vips_image_get_width(header))
        var height = Int(vips_image_get_height(header))
        if vips_image_get_orientation_swap(header) != 0 { swap(&width, &height) }
        guard width * height <= ImageCodec.maximumPixels else {
            return .failure(
                ImageProblem(
                    "it is \(width) × \(height) pixels (\(width * height / 1_000_000) megapixels), "
                        + "more than the \(ImageCodec.maximumPixels / 1_000_000) an image may have"))
        }
        return .success(
            ImageHeader(width: width, height: height, hasAlpha: vips_image_hasalpha(header) != 0, format: format))
    }

    /// Every request, the formats of one width from one decode: the source shrunk to that width,
    /// upright and in sRGB, held in memory. A rendition's bytes depend on its source and its own
    /// request only, never on what else was asked for with it.
    static func encode(_ bytes: [UInt8], _ requests: [RenditionRequest]) -> [Result<EncodedImage, ImageProblem>] {
        var results: [Int: Result<EncodedImage, ImageProblem>] = [:]
        for (width, indices) in Dictionary(grouping: requests.indices, by: { requests[$0].width }) {
            let outcomes = bytes.withUnsafeBytes { buffer in
                VipsErrorBuffer.shared.run({ encode(buffer, width: width, indices.map { requests[$0] }) }) { outcomes in
                    outcomes.contains { if case .failure = $0 { true } else { false } }
                }
            }
            for (index, outcome) in zip(indices, outcomes) { results[index] = outcome }
        }
        return requests.indices.map { results[$0]! }
    }

    /// The requests of one width from one decode: the source shrunk to `width`, upright, in sRGB,
    /// held in memory.
    private static func encode(
        _ buffer: UnsafeRawBufferPointer, width: Int, _ requests: [RenditionRequest]
    ) -> [Result<EncodedImage, ImageProblem>] {
        var images = Images()
        // A drawing is drawn at the width asked; a photo is never enlarged.
        let drawing =
            buffer.baseAddress.flatMap { vips_foreign_find_load_buffer($0, buffer.count) }
            .map { String(cString: $0).hasPrefix("VipsForeignLoadSvg") } ?? false
        guard let base = buffer.baseAddress,
            let shrunk = images.keep({ specials_vips_thumbnail(base, buffer.count, $0, Int32(width), drawing ? 1 : 0) }
            ),
            let srgb = images.keep({ specials_vips_srgb(shrunk, $0) }),
            let decoded = specials_vips_in_memory(srgb)
        else { return requests.map { _ in .failure(ImageProblem("it cannot be read: \(lastError())")) } }
        images.held.append(decoded)
        return requests.map { request in
            var each = Images()
            return encode(decoded, request, into: &each)
        }
    }

    /// One rendition from a source decoded at its width and held in memory.
    private static func encode(
        _ decoded: UnsafeMutablePointer<VipsImage>, _ request: RenditionRequest, into images: inout Images
    ) -> Result<EncodedImage, ImageProblem> {
        var image = decoded
        if request.format == .jpeg, vips_image_hasalpha(image) != 0 {
            let colour = request.background.map(Double.init)
            guard let flat = images.keep({ specials_vips_flatten(image, $0, colour[0], colour[1], colour[2]) }) else {
                return .failure(ImageProblem("it cannot be flattened: \(lastError())"))
            }
            image = flat
        }
        // The shrunk image is this rendition's own: its metadata can go without touching the source's.
        guard let own = images.keep({ specials_vips_copy(image, $0) }) else {
            return .failure(ImageProblem("it cannot be copied: \(lastError())"))
        }
        specials_vips_remove_metadata(own)
        var output: UnsafeMutableRawPointer?
        var length = 0
        let saved =
            switch request.format {
            case .jpeg: specials_vips_jpeg(own, &output, &length, jpegQuality)
            case .webp: specials_vips_webp(own, &output, &length, webpQuality)
            case .avif: specials_vips_avif(own, &output, &length, avifQuality, avifEffort)
            }
        guard saved == 0, let output else {
            return .failure(ImageProblem("it cannot be saved as \(request.format.rawValue): \(lastError())"))
        }
        defer { g_free(output) }
        var encoded = [UInt8](UnsafeRawBufferPointer(start: output, count: length))
        if request.format == .webp { encoded = WebPMetadata.removed(from: encoded) }
        return .success(
            EncodedImage(bytes: encoded, width: Int(vips_image_get_width(own)), height: Int(vips_image_get_height(own)))
        )
    }

    /// The images of one operation, released together.
    private struct Images: ~Copyable {
        var held: [UnsafeMutablePointer<VipsImage>] = []

        /// Runs a libvips call that makes an image, keeping the image to release it; nil on failure.
        mutating func keep(
            _ call: (UnsafeMutablePointer<UnsafeMutablePointer<VipsImage>?>) -> Int32
        ) -> UnsafeMutablePointer<VipsImage>? {
            var out: UnsafeMutablePointer<VipsImage>?
            guard call(&out) == 0, let out else { return nil }
            held.append(out)
            return out
        }

        deinit { held.forEach { g_object_unref($0) } }
    }

    private static func lastError() -> String { VipsErrorBuffer.lastError() }
}

extension VipsCodec {
    /// The red, green, blue and alpha of the pixel at `x`, `y` of an encoded image (for tests that
    /// check what a rendition shows).
    static func pixel(_ bytes: [UInt8], x: Int, y: Int) -> [Double]? {
        // Under the shared lock too: a failure here must not land in another image's exclusive run.
        VipsErrorBuffer.shared.run({ pixelValues(bytes, x: x, y: y) }, failed: { _ in false })
    }

    private static func pixelValues(_ bytes: [UInt8], x: Int, y: Int) -> [Double]? {
        bytes.withUnsafeBytes { buffer -> [Double]? in
            guard let base = buffer.baseAddress, let image = specials_vips_open(base, bytes.count) else { return nil }
            defer { g_object_unref(image) }
            var values: UnsafeMutablePointer<Double>?
            var count: Int32 = 0
            guard specials_vips_getpoint(image, &values, &count, Int32(x), Int32(y)) == 0, let values else {
                return nil
            }
            defer { g_free(values) }
            return Array(UnsafeBufferPointer(start: values, count: Int(count)))
        }
    }
}
