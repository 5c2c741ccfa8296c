#!/usr/bin/env python3
"""Generated product photos, and the images other generators' users keep reporting trouble with.

Seeded, so the same command gives the same bytes. Needs Pillow and numpy (the test virtualenv has both).

    make_photos.py fixtures DIR   small test images: EXIF orientations 1-8, an ICC profile, a transparent
                                  cutout, an animated GIF, a decompression bomb, truncated and corrupt files
    make_photos.py shots DIR      product shots as a store's feed links them: GS1-style 552 px and 450 px
                                  shots and 2400 px masters on white, a transparent cutout, a phone photo
                                  stored sideways, one tagged with a wide-gamut profile
    make_photos.py demo DIR       the demo site's product photos (Static/img/*.jpg, *.png)
"""
import argparse
import io
import os
import struct
import zlib

import numpy as np
from PIL import Image, ImageCms, ImageDraw, ImageFilter, ImageFont

# Colours of produce and packaging, RGB.
PALETTE = [(232, 121, 28), (196, 32, 44), (246, 205, 60), (92, 150, 52), (140, 70, 150), (210, 180, 140),
           (60, 110, 200), (250, 250, 245), (120, 75, 40), (230, 90, 120)]


def product(rng, width, height, colour, shape="round", background=(255, 255, 255), alpha=False):
    """A product on a plain background: a shaded body with texture, a highlight and a soft shadow."""
    y, x = np.mgrid[0:height, 0:width].astype(np.float32)
    cx, cy = width * (0.5 + rng.uniform(-0.04, 0.04)), height * (0.48 + rng.uniform(-0.04, 0.04))
    rx, ry = width * rng.uniform(0.30, 0.38), height * rng.uniform(0.30, 0.38)
    if shape == "box":
        dx, dy = np.abs(x - cx) / rx, np.abs(y - cy) / ry
        inside = np.maximum(dx, dy) <= 1
        shade = 0.75 + 0.25 * (1 - dx) * (1 - 0.3 * dy)
    else:
        d = ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2
        inside = d <= 1
        shade = np.sqrt(np.clip(1 - d, 0, 1)) * 0.7 + 0.3
    # Skin texture: fine and coarse noise, as a photo of real produce has.
    fine = rng.normal(0, 1, (height, width)).astype(np.float32)
    coarse = np.asarray(Image.fromarray((rng.normal(128, 40, (max(1, height // 16), max(1, width // 16)))).clip(0, 255).astype(np.uint8))
                        .resize((width, height), Image.BICUBIC), dtype=np.float32) / 128 - 1
    texture = 1 + 0.06 * fine + 0.10 * coarse
    highlight = np.exp(-(((x - cx + rx * 0.35) / (rx * 0.25)) ** 2 + ((y - cy + ry * 0.4) / (ry * 0.18)) ** 2)) * 90
    body = np.stack([np.clip(c * shade * texture + highlight, 0, 255) for c in colour], axis=-1)
    # A soft shadow on the surface below it.
    shadow = np.exp(-(((x - cx) / (rx * 1.1)) ** 2 + ((y - cy - ry * 1.05) / (ry * 0.18)) ** 2)) * 0.35
    backdrop = np.stack([b * (1 - shadow) for b in background], axis=-1) + rng.normal(0, 1.5, (height, width, 1))
    pixels = np.where(inside[..., None], body, backdrop).clip(0, 255).astype(np.uint8)
    image = Image.fromarray(pixels, "RGB")
    box = (int(cx - rx), int(cy - ry), int(cx + rx), int(cy + ry))
    if shape == "box":
        printed(rng, image, box)
    else:
        speckled(rng, image, (cx, cy, rx, ry))
    pixels = np.asarray(image)
    if not alpha:
        return image
    # A cutout: only the product, its edge anti-aliased.
    edge = np.clip((1 - (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2)) * max(rx, ry) / 2, 0, 1) * 255
    return Image.fromarray(np.dstack([pixels, edge.astype(np.uint8)]), "RGBA")


WORDS = ["ORGANIC", "FRESH", "CRUNCHY", "WHOLE", "GRAIN", "NATURAL", "FARM", "GOLDEN", "CLASSIC", "FAMILY", "SIZE",
         "NET", "WT", "OZ", "SERVING", "CALORIES", "FAT", "PROTEIN", "NO", "ADDED", "SUGAR", "GLUTEN", "FREE", "ROASTED"]


def printed(rng, image, box):
    """Packaging: a coloured band, a brand, lines of small print, a badge and a barcode, slightly blurred
    as a camera sees print."""
    draw = ImageDraw.Draw(image)
    left, top, right, bottom = box
    width, height = right - left, bottom - top
    band = tuple(int(c) for c in PALETTE[rng.integers(len(PALETTE))])
    draw.rectangle([left, top + height * 0.08, right, top + height * 0.30], fill=band)
    font = ImageFont.load_default(size=max(8, int(height * 0.12)))
    draw.text((left + width * 0.06, top + height * 0.10), " ".join(rng.choice(WORDS, 2)), fill=(255, 255, 255), font=font)
    small = ImageFont.load_default(size=max(6, int(height * 0.035)))
    for line in range(8):
        y = top + height * (0.38 + line * 0.05)
        draw.text((left + width * 0.06, y), " ".join(rng.choice(WORDS, 5)).lower(), fill=(40, 40, 40), font=small)
    badge = (left + width * 0.62, top + height * 0.40, left + width * 0.92, top + height * 0.70)
    draw.ellipse(badge, fill=tuple(int(c) for c in PALETTE[rng.integers(len(PALETTE))]), outline=(255, 255, 255), width=3)
    x = left + width * 0.08
    while x < left + width * 0.45:
        bar = rng.integers(1, 4) * max(1, width // 300)
        draw.rectangle([x, top + height * 0.80, x + bar, top + height * 0.94], fill=(20, 20, 20))
        x += bar + rng.integers(1, 4) * max(1, width // 300)
    image.paste(image.crop(box).filter(ImageFilter.GaussianBlur(max(0.4, width / 900))), box[:2])


def speckled(rng, image, ellipse):
    """Produce: lenticels and blemishes on the skin, a stem and a leaf."""
    cx, cy, rx, ry = ellipse
    draw = ImageDraw.Draw(image)
    for _ in range(int(rx * ry / 60)):
        angle, radius = rng.uniform(0, 2 * np.pi), np.sqrt(rng.uniform(0, 0.92))
        x, y = cx + np.cos(angle) * rx * radius, cy + np.sin(angle) * ry * radius
        size = rng.uniform(0.5, 2.2) * max(1, rx / 120)
        shade = int(rng.uniform(-50, 60))
        colour = tuple(int(np.clip(c + shade, 0, 255)) for c in image.getpixel((int(x), int(y))))
        draw.ellipse([x - size, y - size, x + size, y + size], fill=colour)
    draw.line([cx, cy - ry * 0.95, cx + rx * 0.05, cy - ry * 1.2], fill=(90, 60, 30), width=max(2, int(rx / 25)))
    draw.ellipse([cx + rx * 0.05, cy - ry * 1.25, cx + rx * 0.45, cy - ry * 1.05], fill=(70, 130, 50))


def jpeg(image, quality=90, **options):
    out = io.BytesIO()
    image.save(out, "JPEG", quality=quality, **options)
    return out.getvalue()


def png(image):
    out = io.BytesIO()
    image.save(out, "PNG", optimize=True)
    return out.getvalue()


def with_orientation(image, orientation):
    """`image` stored as a camera stores it for EXIF `orientation`, with the tag that turns it upright."""
    stored = {
        1: image, 2: image.transpose(Image.FLIP_LEFT_RIGHT), 3: image.transpose(Image.ROTATE_180),
        4: image.transpose(Image.FLIP_TOP_BOTTOM), 5: image.transpose(Image.TRANSPOSE),
        6: image.transpose(Image.ROTATE_90), 7: image.transpose(Image.TRANSVERSE), 8: image.transpose(Image.ROTATE_270),
    }[orientation]
    exif = Image.Exif()
    exif[0x0112] = orientation
    return jpeg(stored, exif=exif.tobytes())


def bomb_png(width, height):
    """A PNG whose header says width x height, with a few bytes of data: refused from its header."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    # One compressed row of zeros: enough for a decoder that believes the header to start allocating.
    data = zlib.compress(b"\0" * (1 + width * 3), 9)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b"")


def fixtures(folder, rng):
    os.makedirs(folder, exist_ok=True)
    # An asymmetric picture: a red block at the top left of a 64 x 40 image, so orientation shows.
    upright = np.full((40, 64, 3), 255, np.uint8)
    upright[:16, :24] = (220, 30, 30)
    upright[30:, 50:] = (30, 30, 220)
    upright_image = Image.fromarray(upright, "RGB")
    for orientation in range(1, 9):
        write(folder, f"orientation-{orientation}.jpg", with_orientation(upright_image, orientation))
    # A mid grey tagged with a linear profile: as the profile means it, sRGB's (188, 188, 188).
    grey = Image.new("RGB", (48, 48), (128, 128, 128))
    write(folder, "linear-profile.jpg", jpeg(grey, icc_profile=linear_icc()))
    cutout = product(rng, 96, 96, PALETTE[0], alpha=True)
    write(folder, "cutout.png", png(cutout))
    frames = [Image.new("RGB", (40, 40), colour) for colour in [(200, 0, 0), (0, 200, 0), (0, 0, 200)]]
    out = io.BytesIO()
    frames[0].save(out, "GIF", save_all=True, append_images=frames[1:], duration=100, loop=0)
    write(folder, "animated.gif", out.getvalue())
    write(folder, "bomb.png", bomb_png(20000, 20000))
    whole = jpeg(product(rng, 200, 200, PALETTE[1]))
    write(folder, "truncated.jpg", whole[: len(whole) // 2])
    write(folder, "corrupt.jpg", b"\xff\xd8\xff\xe0" + bytes(rng.integers(0, 256, 3000, dtype=np.uint8)))
    write(folder, "photo.jpg", whole)
    write(folder, "not-an-image.png", b"A text file named like a PNG.\n")


def wide_gamut_icc():
    """The bytes of an ICC profile that is not sRGB: Pillow's built-in LAB-based profile won't do for
    RGB, so take sRGB's profile and widen its green primary, as Adobe RGB does."""
    srgb = ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes()
    data = bytearray(srgb)
    count = struct.unpack(">I", data[128:132])[0]
    for index in range(count):
        tag, offset, size = struct.unpack(">4sII", data[132 + index * 12:144 + index * 12])
        if tag == b"gXYZ":
            # Adobe RGB's green in D50 XYZ, s15Fixed16.
            for place, value in enumerate([0.18556, 0.62736, 0.07529]):
                data[offset + 8 + place * 4: offset + 12 + place * 4] = struct.pack(">i", round(value * 65536))
    return bytes(data)


def linear_icc():
    """sRGB's profile with linear tone curves: a profile whose numbers mean other colours than sRGB's."""
    data = bytearray(ImageCms.ImageCmsProfile(ImageCms.createProfile("sRGB")).tobytes())
    count = struct.unpack(">I", data[128:132])[0]
    for index in range(count):
        tag, offset, size = struct.unpack(">4sII", data[132 + index * 12:144 + index * 12])
        if tag in (b"rTRC", b"gTRC", b"bTRC"):
            # A 'curv' of no entries is the identity: linear light.
            data[offset:offset + 12] = b"curv" + b"\0" * 8
    return bytes(data)


def shots(folder, rng):
    """Twelve product shots, as a store's feed links them (names as the 21-tile sample feed uses)."""
    os.makedirs(folder, exist_ok=True)
    sizes = [552, 552, 450, 500, 2400, 552, 450, 2400, 552, 500]
    for index, size in enumerate(sizes):
        shape = "box" if index % 3 == 2 else "round"
        write(folder, f"shot-{index + 1:02d}.jpg", jpeg(product(rng, size, size, PALETTE[index], shape), quality=92))
    # A transparent cutout, as a brand's asset library hands them out.
    write(folder, "cutout.png", png(product(rng, 800, 800, PALETTE[2], alpha=True)))
    # A phone photo of the shelf, stored sideways (4032 x 3024 as the sensor reads it) with orientation 6.
    phone = product(rng, 1512, 2016, PALETTE[4], "box", background=(236, 232, 224))
    write(folder, "phone.jpg", with_orientation(phone, 6))
    # A wide-gamut master.
    write(folder, "wide-gamut.jpg", jpeg(product(rng, 1200, 1200, PALETTE[5]), quality=92, icc_profile=wide_gamut_icc()))


def demo(folder, rng):
    """The demo's photos: a few products as a store's asset library hands them out."""
    os.makedirs(folder, exist_ok=True)
    write(folder, "oranges.jpg", jpeg(product(rng, 600, 600, PALETTE[0]), quality=84))
    write(folder, "apples.jpg", jpeg(product(rng, 600, 600, PALETTE[1]), quality=84))
    write(folder, "coffee.jpg", jpeg(product(rng, 640, 640, PALETTE[8], "box"), quality=84))
    write(folder, "cereal.jpg", jpeg(product(rng, 560, 560, PALETTE[2], "box"), quality=84))
    write(folder, "avocado.png", png(product(rng, 360, 360, PALETTE[3], alpha=True)))
    write(folder, "turkey.jpg", jpeg(product(rng, 900, 900, PALETTE[9]), quality=84))


def write(folder, name, data):
    with open(os.path.join(folder, name), "wb") as out:
        out.write(data)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("kind", choices=["fixtures", "shots", "demo"])
    parser.add_argument("folder")
    parser.add_argument("--seed", type=int, default=20261125)
    args = parser.parse_args()
    rng = np.random.default_rng(args.seed)
    {"fixtures": fixtures, "shots": shots, "demo": demo}[args.kind](args.folder, rng)


if __name__ == "__main__":
    main()
