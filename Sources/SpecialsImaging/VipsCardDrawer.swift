import CVips
import Foundation
import SpecialsKit

/// Draws a share card (`ShareCard`) with libvips: its pictures shrunk with the thumbnailer, its texts set
/// by Pango (`vips_text`) in DejaVu Sans, laid onto a canvas (`CardCanvas`) and saved as a JPEG.
enum VipsCardDrawer {
    /// The font every card's text is set in: Debian's DejaVu Sans is on every machine that has libvips's
    /// text (fontconfig falls back to it).
    static let font = "DejaVu Sans"
    /// Quality of the card's JPEG: text stays crisp.
    static let quality: Int32 = 88
    /// Names how cards are drawn: a change draws every card again.
    static let identity = "cards 1; \(font); jpeg q\(quality)"

    /// The card as a JPEG, with `pictures` (the sources' bytes by their hash).
    static func draw(_ card: ShareCard, pictures: [String: [UInt8]]) -> Result<EncodedImage, ImageProblem> {
        guard VipsCodec.started else { return .failure(ImageProblem("libvips cannot start")) }
        return VipsErrorBuffer.shared.run { drawAlone(card, pictures: pictures) }
    }

    private static func drawAlone(_ card: ShareCard, pictures: [String: [UInt8]]) -> Result<EncodedImage, ImageProblem> {
        var canvas = CardCanvas(width: ShareCard.width, height: ShareCard.height, colour: card.background)
        card.boxes.forEach { canvas.fill($0) }
        for picture in card.pictures {
            // A picture that cannot be read leaves its room empty: the card still shows the price.
            guard let bytes = pictures[picture.source], let (pixels, width, height) = fit(bytes, in: picture.rect)
            else { continue }
            canvas.place(
                picture: pixels, pictureWidth: width, x: picture.rect.x + (picture.rect.width - width) / 2,
                y: picture.rect.y + (picture.rect.height - height) / 2)
        }
        for text in card.texts {
            guard let (mask, width, height) = set(text) else {
                return .failure(ImageProblem("its text cannot be set: \(VipsErrorBuffer.lastError())"))
            }
            let x =
                switch text.alignment {
                case .leading: text.rect.x
                case .centre: text.rect.x + (text.rect.width - width) / 2
                case .trailing: text.rect.x + text.rect.width - width
                }
            let y = text.rect.y + max(0, (text.rect.height - height) / 2)
            canvas.paint(
                mask: mask, maskWidth: width, x: x, y: y, bottom: text.rect.y + text.rect.height, colour: text.colour)
        }
        return encode(canvas)
    }

    /// The text's mask at the largest size from its own down to its least at which it fits its rect.
    private static func set(_ text: ShareCard.Text) -> (mask: [UInt8], width: Int, height: Int)? {
        var size = text.size
        while true {
            guard let mask = mask(text, size: size) else { return nil }
            if mask.width <= text.rect.width && mask.height <= text.rect.height || size <= text.minimumSize {
                return mask
            }
            size = max(text.minimumSize, size * 9 / 10)
        }
    }

    private static func mask(_ text: ShareCard.Text, size: Int) -> (mask: [UInt8], width: Int, height: Int)? {
        let align: VipsAlign =
            switch text.alignment {
            case .leading: VIPS_ALIGN_LOW
            case .centre: VIPS_ALIGN_CENTRE
            case .trailing: VIPS_ALIGN_HIGH
            }
        var out: UnsafeMutablePointer<VipsImage>?
        let font = "\(Self.font)\(text.bold ? " Bold" : "") \(size)"
        guard specials_vips_text(&out, markup(text.text), font, Int32(text.rect.width), Int32(align.rawValue)) == 0,
            let out
        else { return nil }
        defer { g_object_unref(out) }
        return pixels(out, bands: 1)
    }

    /// A picture shrunk to fit `rect` (a drawing enlarged to it), flattened onto white, as three bands.
    private static func fit(_ bytes: [UInt8], in rect: ShareCard.Rect) -> (pixels: [UInt8], width: Int, height: Int)? {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            let drawing =
                vips_foreign_find_load_buffer(base, buffer.count).map { String(cString: $0).hasPrefix("VipsForeignLoadSvg") }
                ?? false
            var held: [UnsafeMutablePointer<VipsImage>] = []
            defer { held.forEach { g_object_unref($0) } }
            func keep(_ call: (UnsafeMutablePointer<UnsafeMutablePointer<VipsImage>?>) -> Int32) -> UnsafeMutablePointer<VipsImage>? {
                var out: UnsafeMutablePointer<VipsImage>?
                guard call(&out) == 0, let out else { return nil }
                held.append(out)
                return out
            }
            guard
                let shrunk = keep({
                    specials_vips_fit(base, buffer.count, $0, Int32(rect.width), Int32(rect.height), drawing ? 1 : 0)
                }),
                var image = keep({ specials_vips_srgb(shrunk, $0) })
            else { return nil }
            if vips_image_hasalpha(image) != 0 {
                guard let flat = keep({ specials_vips_flatten(image, $0, 255, 255, 255) }) else { return nil }
                image = flat
            }
            return pixels(image, bands: 3)
        }
    }

    /// An 8-bit image's pixels, when it has `bands` bands.
    private static func pixels(_ image: UnsafeMutablePointer<VipsImage>, bands: Int) -> ([UInt8], Int, Int)? {
        guard vips_image_get_bands(image) == bands, vips_image_get_format(image) == VIPS_FORMAT_UCHAR else {
            return nil
        }
        var size = 0
        guard let memory = vips_image_write_to_memory(image, &size) else { return nil }
        defer { g_free(memory) }
        let bytes = [UInt8](UnsafeRawBufferPointer(start: memory, count: size))
        return (bytes, Int(vips_image_get_width(image)), Int(vips_image_get_height(image)))
    }

    private static func encode(_ canvas: CardCanvas) -> Result<EncodedImage, ImageProblem> {
        canvas.pixels.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress,
                let image = vips_image_new_from_memory(
                    base, buffer.count, Int32(canvas.width), Int32(canvas.height), 3, VIPS_FORMAT_UCHAR)
            else { return .failure(ImageProblem("its pixels cannot be read: \(VipsErrorBuffer.lastError())")) }
            defer { g_object_unref(image) }
            var output: UnsafeMutableRawPointer?
            var length = 0
            guard specials_vips_jpeg(image, &output, &length, quality) == 0, let output else {
                return .failure(ImageProblem("it cannot be saved as jpeg: \(VipsErrorBuffer.lastError())"))
            }
            defer { g_free(output) }
            return .success(
                EncodedImage(
                    bytes: [UInt8](UnsafeRawBufferPointer(start: output, count: length)), width: canvas.width,
                    height: canvas.height))
        }
    }

    /// `text` as Pango markup: its `&`, `<` and `>` escaped.
    static func markup(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
