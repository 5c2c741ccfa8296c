import Testing

@testable import SpecialsKit

/// A picture on a phone grows into the room its row leaves it: the stylesheet's limit (--pg) and its
/// renditions' width agree, and no picture is sized for more than its row was estimated to leave.
@Suite struct PhonePictureTests {
    /// A square picture 88 px tall (4 px of padding a side) is drawn 80 px wide; grown by 40 px, 120 px;
    /// a picture three times as wide as tall and grown by 88 px would be 504 px: no wider than its column.
    @Test func itsRenditionsAreSizedForTheHeightItMayGrowTo() {
        #expect(PhonePicture(span: 1, aspect: 1).width == 80)
        #expect(PhonePicture(span: 1, aspect: 1, growth: 40).width == 120)
        let wide = PhonePicture(span: 1, aspect: 3, growth: 88).width
        #expect(wide < Double(ThemeGeometry.phoneWidth) / 2 && wide > 200)
        #expect(PhonePicture(span: 2, aspect: 3, growth: 88).width == 504)
    }

    /// The style says how far a picture may grow (its box's most height) and, where its shape is known
    /// and not square, its width over its height; never more than its renditions were sized for.
    @Test func itsStyleSaysHowFarItMayGrow() {
        #expect(TileViewBuilder.imageStyle(picture: nil, minWidths: [0], shownFrom: [0], phoneGrowth: 0) == "")
        let grown = TileViewBuilder.imageStyle(picture: nil, minWidths: [0], shownFrom: [0], phoneGrowth: 40)
        #expect(grown == "--pg:128px")
        let candidate = Picture.Candidate(path: "images/x-160.jpg", width: 160, height: 80)
        let picture = Picture(sources: [], fallback: [candidate], sizes: "", shownFrom: [0], phoneGrowth: 24)
        let style = TileViewBuilder.imageStyle(picture: picture, minWidths: [0], shownFrom: [0], phoneGrowth: 60)
        let phone = style.split(separator: ";").filter { $0.hasPrefix("--pg") || $0.hasPrefix("--pa") }
        #expect(phone == ["--pg:112px", "--pa:2"])
    }
}
