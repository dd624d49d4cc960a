#!/usr/bin/python3
"""Turn text set in Fraunces / Inter (the site's own OFL fonts from node_modules) into SVG path data.

Used once to make logo.svg and favicon.svg, which must not depend on installed fonts.
Requires: apt-get install python3-fonttools python3-brotli

  /usr/bin/python3 scripts/images/brand/glyphs.py > scripts/images/brand/glyphs.json
"""
import io, json, os, sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen

ROOT = os.path.join(os.path.dirname(__file__), "..", "..", "..")
FRAUNCES = os.path.join(ROOT, "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2")
FRAUNCES_I = os.path.join(ROOT, "node_modules/@fontsource-variable/fraunces/files/fraunces-latin-full-italic.woff2")
INTER = os.path.join(ROOT, "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")


def load(path, axes):
    f = TTFont(path)
    if "fvar" in f:
        supported = {a.axisTag for a in f["fvar"].axes}
        f = instancer.instantiateVariableFont(f, {k: v for k, v in axes.items() if k in supported})
    return f


def setline(font, text, size, tracking=0.0, x0=0.0, baseline=0.0):
    """Return (svg path d, advance width) for text at font size `size` (px), tracking in em."""
    upm = font["head"].unitsPerEm
    cmap = font.getBestCmap()
    gs = font.getGlyphSet()
    hmtx = font["hmtx"]
    s = size / upm
    x = x0
    parts = []
    for ch in text:
        g = cmap.get(ord(ch))
        if g is None:
            continue
        pen = SVGPathPen(gs)
        tpen = TransformPen(pen, (s, 0, 0, -s, x, baseline))
        gs[g].draw(tpen)
        d = pen.getCommands()
        if d:
            parts.append(d)
        x += hmtx[g][0] * s + tracking * size
    return " ".join(parts), x - x0 - tracking * size


def fmt(d):
    # shorten numbers
    import re
    return re.sub(r"-?\d+\.\d+", lambda m: ("%.2f" % float(m.group(0))).rstrip("0").rstrip("."), d)


if __name__ == "__main__":
    serif = load(FRAUNCES, {"wght": 420, "opsz": 72, "SOFT": 0, "WONK": 0})
    serif_i = load(FRAUNCES_I, {"wght": 380, "opsz": 72, "SOFT": 50, "WONK": 1})
    serif_b = load(FRAUNCES, {"wght": 560, "opsz": 144, "SOFT": 0, "WONK": 0})
    sans = load(INTER, {"wght": 500})
    out = {}
    # wordmark: "Maple" "&" "Mortar" with an italic ampersand
    d1, w1 = setline(serif, "Maple", 64, 0.0)
    d2, w2 = setline(serif_i, "&", 64, 0.0)
    d3, w3 = setline(serif, "Mortar", 64, 0.0)
    out["maple"] = {"d": fmt(d1), "w": w1}
    out["amp"] = {"d": fmt(d2), "w": w2}
    out["mortar"] = {"d": fmt(d3), "w": w3}
    d4, w4 = setline(sans, "INTERIORS", 15, 0.42)
    out["interiors"] = {"d": fmt(d4), "w": w4}
    # monogram letters
    dm, wm = setline(serif_b, "M", 100, 0.0)
    out["M"] = {"d": fmt(dm), "w": wm}
    da, wa = setline(serif_i, "&", 60, 0.0)
    out["ampSmall"] = {"d": fmt(da), "w": wa}
    json.dump(out, sys.stdout, indent=1)
