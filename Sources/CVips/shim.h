// libvips for Swift: its header, and C wrappers for the variadic calls Swift cannot make.
// Only SpecialsImaging imports this module.
#include <vips/vips.h>

/// libvips's own warnings ("error in tile 0 x 72", "profile incompatible with image") name no file and
/// would land in every cron mail: the build reports what fails, by file, from libvips's errors.
static inline void specials_vips_quiet(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain; (void)level; (void)message; (void)data;
}

/// vips_init, once per process (VIPS_INIT is a macro).
static inline int specials_vips_start(void) {
    if (vips_init("specials") != 0) return -1;
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO | G_LOG_LEVEL_DEBUG, specials_vips_quiet, NULL);
    vips_cache_set_max(0);
    vips_concurrency_set(1);
    // Loaders libvips does not fuzz (ImageMagick, PDF, ...) are never reached from a feed. SVG is the
    // exception: librsvg draws a downloaded SVG into a raster (it runs no script and, reading from
    // memory, loads nothing the SVG refers to), so that the SVG itself is never published.
    vips_block_untrusted_set(TRUE);
    vips_operation_block_set("VipsForeignLoadSvg", FALSE);
    return 0;
}

/// The header of an encoded image, read without decoding its pixels.
static inline VipsImage *specials_vips_header(const void *buffer, size_t length) {
    return vips_image_new_from_buffer(buffer, length, "", "access", VIPS_ACCESS_SEQUENTIAL, NULL);
}

/// An image shrunk (never enlarged, but for a drawing: `enlarge`) to `width` pixels wide, upright (EXIF
/// orientation applied), in sRGB, first frame only; a truncated or corrupt file is an error.
static inline int specials_vips_thumbnail(const void *buffer, size_t length, VipsImage **out, int width, int enlarge) {
    return vips_thumbnail_buffer((void *)buffer, length, out, width,
        "height", 10000000, "size", enlarge ? VIPS_SIZE_BOTH : VIPS_SIZE_DOWN, "export_profile", "srgb",
        "option_string", "fail_on=truncated", NULL);
}

/// 8-bit sRGB, alpha kept.
static inline int specials_vips_srgb(VipsImage *in, VipsImage **out) {
    return vips_colourspace(in, out, VIPS_INTERPRETATION_sRGB, NULL);
}

/// Alpha flattened onto a background colour.
static inline int specials_vips_flatten(VipsImage *in, VipsImage **out, double red, double green, double blue) {
    VipsArrayDouble *background = vips_array_double_newv(3, red, green, blue);
    int result = vips_flatten(in, out, "background", background, NULL);
    vips_area_unref(VIPS_AREA(background));
    return result;
}

static inline int specials_vips_jpeg(VipsImage *in, void **buffer, size_t *length, int quality) {
    return vips_jpegsave_buffer(in, buffer, length, "Q", quality, "strip", TRUE, "optimize_coding", TRUE,
        "interlace", TRUE, "subsample_mode", VIPS_FOREIGN_SUBSAMPLE_ON, NULL);
}

static inline int specials_vips_webp(VipsImage *in, void **buffer, size_t *length, int quality) {
    return vips_webpsave_buffer(in, buffer, length, "Q", quality, "strip", TRUE, "effort", 4, NULL);
}

static inline int specials_vips_avif(VipsImage *in, void **buffer, size_t *length, int quality, int effort) {
    return vips_heifsave_buffer(in, buffer, length, "Q", quality, "strip", TRUE,
        "compression", VIPS_FOREIGN_HEIF_COMPRESSION_AV1, "effort", effort, NULL);
}

/// The band values of one pixel (for tests).
static inline int specials_vips_getpoint(VipsImage *in, double **values, int *count, int x, int y) {
    return vips_getpoint(in, values, count, x, y, NULL);
}

/// An encoded image opened for random access (for tests).
static inline VipsImage *specials_vips_open(const void *buffer, size_t length) {
    return vips_image_new_from_buffer(buffer, length, "", NULL);
}

/// Removes every metadata field: profiles, EXIF (libvips rebuilds the EXIF block on save from its
/// exif-* fields, so those go too), XMP, IPTC. The image must be one this caller owns.
static inline void specials_vips_remove_metadata(VipsImage *image) {
    gchar **fields = vips_image_get_fields(image);
    for (gchar **field = fields; *field; field++) {
        if (g_str_has_prefix(*field, "exif-") || g_str_has_prefix(*field, "xmp-") || g_str_has_prefix(*field, "iptc-")
            || g_str_has_prefix(*field, "icc-") || g_str_equal(*field, "orientation")) {
            vips_image_remove(image, *field);
        }
    }
    g_strfreev(fields);
}

/// An image rendered into memory, so that several renditions are made from one decode.
static inline VipsImage *specials_vips_in_memory(VipsImage *in) {
    return vips_image_copy_memory(in);
}

/// A new image header over the same pixels, whose metadata can be changed on its own.
static inline int specials_vips_copy(VipsImage *in, VipsImage **out) {
    return vips_copy(in, out, NULL);
}

/// An image shrunk (a drawing also enlarged: `enlarge`) to fit inside `width` x `height` whole, upright, in
/// sRGB, first frame only: a share card's picture.
static inline int specials_vips_fit(const void *buffer, size_t length, VipsImage **out, int width, int height, int enlarge) {
    return vips_thumbnail_buffer((void *)buffer, length, out, width,
        "height", height, "size", enlarge ? VIPS_SIZE_BOTH : VIPS_SIZE_DOWN, "export_profile", "srgb",
        "option_string", "fail_on=truncated", NULL);
}

/// Pango markup set in `font` ("DejaVu Sans Bold 40") at 72 dpi (a point a pixel), wrapped at `width`
/// pixels, its lines aligned by `align` (VIPS_ALIGN_LOW, _CENTRE, _HIGH): a one-band mask, 0-255.
static inline int specials_vips_text(VipsImage **out, const char *markup, const char *font, int width, int align) {
    return vips_text(out, markup, "font", font, "width", width, "dpi", 72, "align", align, NULL);
}
