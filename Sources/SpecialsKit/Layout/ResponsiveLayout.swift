import CanvasPacking

/// The tiles of a week packed once per layout breakpoint.
package struct ResponsiveLayout: Sendable, Equatable {
    package struct Variant: Sendable, Equatable {
        package var breakpoint: LayoutBreakpoint
        package var layout: PackedLayout
    }

    /// Narrowest first.
    package var variants: [Variant]

    /// Packs `shapes` (in canvas units of a `canvasUnit`-wide canvas) for every breakpoint, or for one
    /// layout as wide as the canvas when there are none; through `cache` when there is one.
    package init(shapes: [TileShape], canvasUnit: Int, breakpoints: [LayoutBreakpoint], cache: LayoutCache? = nil) {
        variants = Self.breakpoints(breakpoints, canvasUnit: canvasUnit).map { breakpoint in
            Self.variant(shapes, canvasUnit: canvasUnit, breakpoint: breakpoint, cache: cache)
        }
    }

    /// `shapes` scaled to `breakpoint`'s columns and packed there, through `cache` when there is one.
    static func variant(
        _ shapes: [TileShape], canvasUnit: Int, breakpoint: LayoutBreakpoint, cache: LayoutCache?
    ) -> Variant {
        let scaled = shapes.map { $0.scaled(from: canvasUnit, to: breakpoint.columns) }
        let packer = CanvasPacker(columns: breakpoint.columns)
        return Variant(breakpoint: breakpoint, layout: cache?.layout(of: scaled, by: packer) ?? packer.pack(scaled))
    }

    init(variants: [Variant]) {
        self.variants = variants
    }

    /// The breakpoints a week is packed for: the site's, or one as wide as the canvas.
    static func breakpoints(_ breakpoints: [LayoutBreakpoint], canvasUnit: Int) -> [LayoutBreakpoint] {
        breakpoints.isEmpty ? [LayoutBreakpoint(columns: canvasUnit, minWidth: 0)] : breakpoints
    }
}
