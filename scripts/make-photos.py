#!/usr/bin/env python3
"""Writes a few colourful 480x300 PNGs to page through (gradients, rings, waves), with nothing
but the standard library, so the pictures' screenshot needs no image tool.
Usage: scripts/make-photos.py DIR"""
import math, os, struct, sys, zlib

W, H = 480, 300

def png(path, pixel):
    rows = bytearray()
    for y in range(H):
        rows.append(0)
        for x in range(W):
            rows.extend(pixel(x / (W - 1), y / (H - 1)))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, 8, 2, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b""))

def mix(a, b, t):
    t = min(1.0, max(0.0, t))
    return bytes(int(a[i] + (b[i] - a[i]) * t) for i in range(3))

def waves(a, b, fx, fy, phase):
    return lambda x, y: mix(a, b, 0.5 + 0.25 * math.sin(fx * x + phase) + 0.25 * math.cos(fy * y + 2 * x))

PHOTOS = {
    "1-dusk.png": waves((255, 140, 0), (110, 40, 160), 7, 5, 0.3),
    "2-lagoon.png": waves((40, 180, 90), (20, 70, 200), 5, 9, 1.1),
    "3-sunset.png": lambda x, y: mix((255, 215, 0), (200, 20, 60), y),
    "4-ember.png": waves((220, 30, 20), (255, 230, 60), 11, 4, 2.0),
    "5-deep.png": lambda x, y: mix((0, 255, 255), (0, 0, 110), math.hypot(x - 0.5, (y - 0.5) * 0.62) * 1.6),
    "6-reef.png": waves((255, 120, 180), (0, 150, 140), 4, 12, 0.7),
}

out = sys.argv[1] if len(sys.argv) > 1 else "."
os.makedirs(out, exist_ok=True)
for name, pixel in PHOTOS.items():
    png(os.path.join(out, name), pixel)
