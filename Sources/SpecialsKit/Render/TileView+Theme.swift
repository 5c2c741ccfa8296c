/// The theme's `tile.mustache`, written out in Swift for the tiles of a site whose `Templates/` does not
/// replace it: a chain renders thousands of tile lists, and Mustache's lookups and casts were most of
/// their cost. The output is the template's byte for byte (`TileThemeTests` renders generated tiles
/// both ways); a change to `tile.mustache` is made here too, or that test fails.
extension TileView {
    var themeHTML: String {
        var html = ""
        html.reserveCapacity(2048)
        func text(_ value: String) { html += HTMLEscaping.escape(value) }

        html += #"<li class="tile tile--"#
        text(kind)
        if isWide { html += " tile--wide" }
        html += #"" data-w=""#
        html += String(width)
        html += #"" data-h=""#
        html += String(height)
        html += #"" style=""#
        text(style)
        html += "\">\n<a class=\"tile__link\" href=\""
        text(href)
        html += #""><span class="visually-hidden">"#
        text(linkLabel)
        html += "</span></a>\n"
        if let image { image.writeThemeHTML(into: &html) }
        html += "\n<div class=\"tile__text\">\n<p class=\"tile__price\"><span class=\"price\">"
        text(price)
        html += "</span>"
        if let priceLabel {
            html += #" <span class="tile__label">"#
            text(priceLabel)
            html += "</span>"
        }
        if let regularPrice {
            html += #" <span class="price">"#
            text(regularPrice)
            html += #"</span> <span class="tile__label">"#
            text(regularLabel ?? "")
            html += "</span>"
        }
        if unitWithPrice, let unitPrice {
            html += #" <span class="tile__unit">"#
            text(size ?? "")
            html += " · "
            text(unitPrice)
            html += "</span>"
        }
        html += "</p>\n"
        if !unitWithPrice, let unitPrice {
            html += #"<p class="tile__unit">"#
            text(size ?? "")
            html += " · "
            text(unitPrice)
            html += "</p>"
        }
        html += "\n<h2 class=\"tile__name\">"
        for word in nameWords {
            html += #"<span class="w""#
            if let style = word.style {
                html += #" style=""#
                text(style)
                html += "\""
            }
            html += ">"
            text(word.word)
            html += "</span> "
        }
        html += "</h2>\n"
        if let deal {
            html += #"<p class="tile__deal">"#
            text(deal)
            html += "</p>\n"
        }
        if let saving {
            html += #"<p class="tile__saving">"#
            text(saving)
            if let originalPrice {
                html += #" <span class="tile__ref">"#
                if wasVisible {
                    html += #"<span class="was__label">"#
                    text(wasLabel)
                    html += "</span> "
                }
                html += #"<del class="was">"#
                if !wasVisible {
                    html += #"<span class="visually-hidden">"#
                    text(wasLabel)
                    html += " </span>"
                }
                text(originalPrice)
                html += "</del></span>"
            }
            html += "</p>"
        }
        html += "\n"
        if let lowest {
            html += #"<p class="tile__lowest">"#
            text(lowest)
            html += "</p>"
        }
        html += "\n</div>\n</li>\n"
        return html
    }
}

extension TileView.Image {
    /// The tile's `{{#image}}` section of the theme.
    func writeThemeHTML(into html: inout String) {
        func text(_ value: String) { html += HTMLEscaping.escape(value) }
        if isPicture {
            html += "<picture>"
            if let hiddenMedia {
                html += #"<source media=""#
                text(hiddenMedia)
                html += #"" srcset=""#
                text(noPicture)
                html += #" 1w" sizes="1px">"#
            }
            for source in sources {
                html += #"<source type=""#
                text(source.type)
                html += #"" srcset=""#
                text(source.srcset)
                html += #"" sizes=""#
                text(source.sizes)
                html += #"">"#
            }
        }
        html += #"<img src=""#
        text(src)
        html += "\""
        if let srcset {
            html += #" srcset=""#
            text(srcset)
            html += "\""
        }
        if let sizes {
            html += #" sizes=""#
            text(sizes)
            html += "\""
        }
        html += #" alt=""#
        text(alt)
        html += #"" width=""#
        html += String(width)
        html += #"" height=""#
        html += String(height)
        html += "\""
        if !eager { html += #" loading="lazy""# }
        if highPriority { html += #" fetchpriority="high""# }
        html += #" decoding="async">"#
        if isPicture { html += "</picture>" }
    }
}
