/// Markup with texts escaped in it as the templates' `{{name}}` escapes them (`HTMLEscaping`): what the
/// theme's templates written out in Swift (`TileView.themeHTML`, `ThemePage`) write through.
struct ThemeHTML {
    var html = ""

    init(capacity: Int = 2048) {
        html.reserveCapacity(capacity)
    }

    mutating func markup(_ markup: String) { html += markup }
    mutating func text(_ text: String) { html += HTMLEscaping.escape(text) }

    /// ` name="value"`, the value escaped.
    mutating func attribute(_ name: String, _ value: String) {
        html += " " + name + "=\""
        text(value)
        html += "\""
    }

    /// `text` escaped between two pieces of markup.
    mutating func element(_ open: String, _ text: String, _ close: String) {
        html += open
        self.text(text)
        html += close
    }
}
