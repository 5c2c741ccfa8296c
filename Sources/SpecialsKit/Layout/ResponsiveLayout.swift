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
    static func variant(_ shapes: [TileShape], canvasUnit: Int, breakpoint: LayoutBreakpoint, cache: LayoutCache?) -> Variant {
        let scaled = shapes.map { Self.scale($0, from: canvasUnit, to: breakpoint.columns) }
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

    /// A tile on a layout of `columns`: the same size when the layout is at least as wide as the canvas,
    /// scaled down in proportion (rounded half up, at least 1) when it is narrower.
    package static func scale(_ shape: TileShape, from canvasUnit: Int, to columns: Int) -> TileShape {
        guard columns < canvasUnit else { return shape }
        func scaled(_ value: Int) -> Int { max(1, (value * columns * 2 + canvasUnit) / (canvasUnit * 2)) }
        return TileShape(width: min(columns, scaled(shape.width)), height: scaled(shape.height))
    }
}
