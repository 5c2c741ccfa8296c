import SpecialsKit

/// A share card's pixels while it is drawn: 8-bit sRGB, three bands, row after row. Boxes are filled
/// here; pictures and text (from libvips, `VipsCardDrawer`) are laid onto it.
struct CardCanvas {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, colour: CardColour) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 3)
        for index in 0..<(width * height) {
            pixels[3 * index] = UInt8(colour.red)
            pixels[3 * index + 1] = UInt8(colour.green)
            pixels[3 * index + 2] = UInt8(colour.blue)
        }
    }

    /// `box` filled, its corners rounded and smoothed over a pixel.
    mutating func fill(_ box: ShareCard.Box) {
        let rect = box.rect
        let radius = Double(min(box.radius, rect.width / 2, rect.height / 2))
        for y in max(0, rect.y)..<min(height, rect.y + rect.height) {
            for x in max(0, rect.x)..<min(width, rect.x + rect.width) {
                // The distance into the corner's circle, for a pixel in a corner's square.
                let cornerX = Double(x) + 0.5 < Double(rect.x) + radius
                    ? Double(rect.x) + radius : Double(x) + 0.5 > Double(rect.x + rect.width) - radius
                    ? Double(rect.x + rect.width) - radius : Double(x) + 0.5
                let cornerY = Double(y) + 0.5 < Double(rect.y) + radius
                    ? Double(rect.y) + radius : Double(y) + 0.5 > Double(rect.y + rect.height) - radius
                    ? Double(rect.y + rect.height) - radius : Double(y) + 0.5
                let dx = Double(x) + 0.5 - cornerX
                let dy = Double(y) + 0.5 - cornerY
                let coverage = radius == 0 ? 1 : min(1, max(0, radius - (dx * dx + dy * dy).squareRoot() + 0.5))
                blend(x: x, y: y, colour: box.colour, alpha: coverage)
            }
        }
    }

    /// A one-band mask (0-255, `maskWidth` wide) laid at `x`, `y` in `colour`; rows below `bottom` are left out.
    mutating func paint(mask: [UInt8], maskWidth: Int, x: Int, y: Int, bottom: Int, colour: CardColour) {
        guard maskWidth > 0 else { return }
        let rows = mask.count / maskWidth
        for row in 0..<rows where y + row >= 0 && y + row < min(height, bottom) {
            for column in 0..<maskWidth where x + column >= 0 && x + column < width {
                let value = mask[row * maskWidth + column]
                if value > 0 { blend(x: x + column, y: y + row, colour: colour, alpha: Double(value) / 255) }
            }
        }
    }

    /// Three-band pixels (`pictureWidth` wide) copied in at `x`, `y`.
    mutating func place(picture: [UInt8], pictureWidth: Int, x: Int, y: Int) {
        guard pictureWidth > 0 else { return }
        let rows = picture.count / (3 * pictureWidth)
        for row in 0..<rows where y + row >= 0 && y + row < height {
            for column in 0..<pictureWidth where x + column >= 0 && x + column < width {
                let from = 3 * (row * pictureWidth + column)
                let to = 3 * ((y + row) * width + x + column)
                pixels[to] = picture[from]
                pixels[to + 1] = picture[from + 1]
                pixels[to + 2] = picture[from + 2]
            }
        }
    }

    private mutating func blend(x: Int, y: Int, colour: CardColour, alpha: Double) {
        let index = 3 * (y * width + x)
        for (band, value) in [colour.red, colour.green, colour.blue].enumerated() {
            let under = Double(pixels[index + band])
            pixels[index + band] = UInt8((under + (Double(value) - under) * alpha).rounded())
        }
    }
}
