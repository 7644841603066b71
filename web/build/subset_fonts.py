"""Subsets KaTeX's woff2 fonts to the characters the page's formulas use.

Reads JSON from stdin: {"text": "...", "fonts": [[source, destination], ...]}
and writes each destination as woff2 holding only the glyphs for `text`
(plus what those glyphs need: ligatures, kerning). Run by web/build/math.mjs
with Debian's python3-fonttools and python3-brotli.
"""
import json
import sys

from fontTools import subset


def main():
    job = json.load(sys.stdin)
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = ["*"]  # keep kerning and KaTeX's ligatures
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.hinting = False  # browsers hint on their own; hints are half of each glyph's bytes
    for source, destination in job["fonts"]:
        font = subset.load_font(source, options)
        subsetter = subset.Subsetter(options)
        subsetter.populate(text=job["text"])
        subsetter.subset(font)
        subset.save_font(font, destination, options)


if __name__ == "__main__":
    main()
