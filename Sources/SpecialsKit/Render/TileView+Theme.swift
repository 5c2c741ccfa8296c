/// The theme's `tile.mustache`, written out in Swift for the tiles of a site whose `Templates/` does not
/// replace it: a chain renders thousands of tile lists, and Mustache's lookups and casts were most of
/// their cost. The output is the template's byte for byte (`TileThemeTests` renders generated tiles
/// both ways); a change to `tile.mustache` is made here too, or that test fails.
extension TileView {
    var themeHTML: String {
        var out = ThemeHTML()
        out.markup(#"<li class="tile tile--"#)
        out.text(kind)
        if isWide { out.markup(" tile--wide") }
        out.markup(#"" data-w="\#(width)" data-h="\#(height)""#)
        out.attribute("style", style)
        out.markup(#">\#n<a class="tile__link""#)
        out.attribute("href", href)
        out.markup(#"><span class="visually-hidden">"#)
        out.text(linkLabel)
        out.markup("</span></a>\n")
        if let image { image.write(to: &out) }
        out.markup("\n<div class=\"tile__text\">\n<p class=\"tile__price\">")
        out.element(#"<span class="price">"#, price, "</span>")
        if let priceLabel { out.element(#" <span class="tile__label">"#, priceLabel, "</span>") }
        if let regularPrice {
            out.element(#" <span class="price">"#, regularPrice, "</span>")
            out.element(#" <span class="tile__label">"#, regularLabel ?? "", "</span>")
        }
        if unitWithPrice, let unitPrice { out.element(#" <span class="tile__unit">"#, unit(unitPrice), "</span>") }
        out.markup("</p>\n")
        if !unitWithPrice, let unitPrice { out.element(#"<p class="tile__unit">"#, unit(unitPrice), "</p>") }
        out.markup("\n<h2 class=\"tile__name\">")
        for word in nameWords { out.element(#"<span class="w">"#, word, "</span> ") }
        out.markup("</h2>\n")
        if let deal { out.element(#"<p class="tile__deal">"#, deal, "</p>\n") }
        if let saving {
            out.element(#"<p class="tile__saving">"#, saving, "")
            if let originalPrice {
                out.markup(#" <span class="tile__ref">"#)
                if wasVisible { out.element(#"<span class="was__label">"#, wasLabel, "</span> ") }
                out.markup(#"<del class="was">"#)
                if !wasVisible { out.element(#"<span class="visually-hidden">"#, wasLabel, " </span>") }
                out.element("", originalPrice, "</del>")
                if let wasMark { out.element(#"<span class="was__mark" aria-hidden="true">"#, wasMark, "</span>") }
                out.markup("</span>")
            }
            out.markup("</p>")
        }
        out.markup("\n")
        if let lowest { out.element(#"<p class="tile__lowest">"#, lowest, "</p>") }
        out.markup("\n</div>\n</li>\n")
        return out.html
    }

    /// `{{size}} · {{unitPrice}}`: escaped as the template escapes each.
    private func unit(_ unitPrice: String) -> String {
        (size ?? "") + " · " + unitPrice
    }
}

extension TileView.Image {
    /// The tile's `{{#image}}` section.
    fileprivate func write(to out: inout ThemeHTML) {
        if isPicture {
            out.markup("<picture>")
            if let hiddenMedia {
                out.markup("<source")
                out.attribute("media", hiddenMedia)
                out.attribute("srcset", noPicture + " 1w")
                out.markup(#" sizes="1px">"#)
            }
            for source in sources {
                out.markup("<source")
                out.attribute("type", source.type)
                out.attribute("srcset", source.srcset)
                out.attribute("sizes", source.sizes)
                out.markup(">")
            }
        }
        out.markup("<img")
        out.attribute("src", src)
        if let srcset { out.attribute("srcset", srcset) }
        if let sizes { out.attribute("sizes", sizes) }
        out.attribute("alt", alt)
        out.markup(#" width="\#(width)" height="\#(height)""#)
        if !eager { out.markup(#" loading="lazy""#) }
        if highPriority { out.markup(#" fetchpriority="high""#) }
        out.markup(#" decoding="async">"#)
        if isPicture { out.markup("</picture>") }
    }
}
