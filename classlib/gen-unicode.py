#!/usr/bin/env python3
"""Generates the class library's Unicode tables from the Unicode Character Database.

Usage: gen-unicode.py <ucd-dir> <classlib-src-dir> <outdir> <stamp>

Reads UnicodeData.txt, DerivedAge.txt, PropList.txt, Blocks.txt, Scripts.txt,
PropertyValueAliases.txt, SpecialCasing.txt, CompositionExclusions.txt and
DerivedCoreProperties.txt (Debian's unicode-data package: Unicode 15) and writes,
under <outdir>/classlib-gen/ (a source tree that build-classlib.py lays over
classlib/):

  java/lang/CharacterData.java   code point -> properties (two-stage table), scripts,
                                 full case mappings
  java/lang/CharacterName.java   Character.getName / codePointOf data (word-coded)
  java/lang/Character.java       classlib/java/lang/Character.java with the generated
                                 UnicodeBlock and UnicodeScript classes spliced in at
                                 the line "// @unicode-generated-classes"
  java/text/NormalizerData.java  decompositions, combining classes, compositions

Java 17 implements Unicode 13.0.  Everything assigned after 13.0 (DerivedAge) is
treated as unassigned, and blocks and scripts that have no code point assigned by
13.0 do not exist, so the tables are Unicode 13's.  The few facts of Unicode 13 that
later versions changed for code points already assigned (block ends that moved) and
the JDK's own names (a few UnicodeBlock constants, the UnicodeScript order) are the
tables below marked JDK17.

Every string constant is written as an array of chunks (a class-file string holds at
most 65535 bytes of modified UTF-8) that the class joins once, when it is first used.
The stamp file is written last, for meson.
"""
import os
import re
import sys

MAX_AGE = (13, 0)
MAX_CP = 0x10FFFF

# JDK17: the UnicodeBlock constants whose names are not the block's name in Blocks.txt
# (field name, then extra forName aliases beyond the field name, the Blocks.txt name
# and that name without spaces).
BLOCK_RENAMES = {
    "Greek and Coptic": ("GREEK", ["GREEK"]),
    "Cyrillic Supplement": ("CYRILLIC_SUPPLEMENTARY",
                            ["CYRILLIC SUPPLEMENTARY", "CYRILLICSUPPLEMENTARY"]),
    "Combining Diacritical Marks for Symbols": ("COMBINING_MARKS_FOR_SYMBOLS",
                                                ["COMBINING MARKS FOR SYMBOLS",
                                                 "COMBININGMARKSFORSYMBOLS"]),
}
# JDK17: blocks whose end moved after Unicode 13.0 (their 13.0 end).
BLOCK_ENDS_13 = {
    0x11700: 0x1173F,   # Ahom
    0x13430: 0x1343F,   # Egyptian Hieroglyph Format Controls
    0x18D00: 0x18D8F,   # Tangut Supplement
}

# JDK17: the order of Character.UnicodeScript's constants (the order in which the JDK
# added them; UNKNOWN last).  Scripts of the data that are not here are an error.
SCRIPT_ORDER = """
COMMON LATIN GREEK CYRILLIC ARMENIAN HEBREW ARABIC SYRIAC THAANA DEVANAGARI BENGALI
GURMUKHI GUJARATI ORIYA TAMIL TELUGU KANNADA MALAYALAM SINHALA THAI LAO TIBETAN MYANMAR
GEORGIAN HANGUL ETHIOPIC CHEROKEE CANADIAN_ABORIGINAL OGHAM RUNIC KHMER MONGOLIAN HIRAGANA
KATAKANA BOPOMOFO HAN YI OLD_ITALIC GOTHIC DESERET INHERITED TAGALOG HANUNOO BUHID TAGBANWA
LIMBU TAI_LE LINEAR_B UGARITIC SHAVIAN OSMANYA CYPRIOT BRAILLE BUGINESE COPTIC NEW_TAI_LUE
GLAGOLITIC TIFINAGH SYLOTI_NAGRI OLD_PERSIAN KHAROSHTHI BALINESE CUNEIFORM PHOENICIAN
PHAGS_PA NKO SUNDANESE BATAK LEPCHA OL_CHIKI VAI SAURASHTRA KAYAH_LI REJANG LYCIAN CARIAN
LYDIAN CHAM TAI_THAM TAI_VIET AVESTAN EGYPTIAN_HIEROGLYPHS SAMARITAN MANDAIC LISU BAMUM
JAVANESE MEETEI_MAYEK IMPERIAL_ARAMAIC OLD_SOUTH_ARABIAN INSCRIPTIONAL_PARTHIAN
INSCRIPTIONAL_PAHLAVI OLD_TURKIC BRAHMI KAITHI MEROITIC_HIEROGLYPHS MEROITIC_CURSIVE
SORA_SOMPENG CHAKMA SHARADA TAKRI MIAO CAUCASIAN_ALBANIAN BASSA_VAH DUPLOYAN ELBASAN
GRANTHA PAHAWH_HMONG KHOJKI LINEAR_A MAHAJANI MANICHAEAN MENDE_KIKAKUI MODI MRO
OLD_NORTH_ARABIAN NABATAEAN PALMYRENE PAU_CIN_HAU OLD_PERMIC PSALTER_PAHLAVI SIDDHAM
KHUDAWADI TIRHUTA WARANG_CITI AHOM ANATOLIAN_HIEROGLYPHS HATRAN MULTANI OLD_HUNGARIAN
SIGNWRITING ADLAM BHAIKSUKI MARCHEN NEWA OSAGE TANGUT MASARAM_GONDI NUSHU SOYOMBO
ZANABAZAR_SQUARE HANIFI_ROHINGYA OLD_SOGDIAN SOGDIAN DOGRA GUNJALA_GONDI MAKASAR
MEDEFAIDRIN ELYMAIC NANDINAGARI NYIAKENG_PUACHUE_HMONG WANCHO YEZIDI CHORASMIAN
DIVES_AKURU KHITAN_SMALL_SCRIPT UNKNOWN
""".split()

GC = {"Cn": 0, "Lu": 1, "Ll": 2, "Lt": 3, "Lm": 4, "Lo": 5, "Mn": 6, "Me": 7, "Mc": 8,
      "Nd": 9, "Nl": 10, "No": 11, "Zs": 12, "Zl": 13, "Zp": 14, "Cc": 15, "Cf": 16,
      "Co": 18, "Cs": 19, "Pd": 20, "Ps": 21, "Pe": 22, "Pc": 23, "Po": 24, "Sm": 25,
      "Sc": 26, "Sk": 27, "So": 28, "Pi": 29, "Pf": 30}
BIDI = {"L": 0, "R": 1, "AL": 2, "EN": 3, "ES": 4, "ET": 5, "AN": 6, "CS": 7, "NSM": 8,
        "BN": 9, "B": 10, "S": 11, "WS": 12, "ON": 13, "LRE": 14, "LRO": 15, "RLE": 16,
        "RLO": 17, "PDF": 18, "LRI": 19, "RLI": 20, "FSI": 21, "PDI": 22}
# flag bits of a property record (CharacterData.F_*)
F_OTHER_LOWER, F_OTHER_UPPER, F_OTHER_ALPHABETIC, F_IDEOGRAPHIC, F_MIRRORED = 1, 2, 4, 8, 16
F_ID_START, F_ID_CONTINUE = 32, 64
F_CCC_ABOVE, F_CCC_NONZERO, F_SOFT_DOTTED = 128, 256, 512   # for String's conditional casing
# regex \X: Grapheme_Cluster_Break values, and Extended_Pictographic as bit 4
GCB = {"Other": 0, "CR": 1, "LF": 2, "Control": 3, "Extend": 4, "ZWJ": 5, "Regional_Indicator": 6,
       "Prepend": 7, "SpacingMark": 8, "L": 9, "V": 10, "T": 11, "LV": 12, "LVT": 13}
GCB_EXT_PICT = 16
NUM_NONE, NUM_FRACTION = -1, -2

# JDK17: the Unicode 13.0 values of properties that Unicode 14 and 15 changed for code
# points assigned by 13.0 (seen comparing all code points with HotSpot 17).
GC_13 = {0x1734: "Mn"}
BIDI_13 = {0x1734: "NSM"}
NOT_OTHER_ALPHABETIC_13 = [0x0C04, 0x0F82, 0x0F83, 0x11080, 0x11081]
NOT_OTHER_LOWER_13 = [0x10FC, 0xAB69]
SCRIPT_13 = {0x16FE2: "COMMON", 0x16FE3: "COMMON"}
# JDK17: U+0007's Unicode 1 name BELL became U+1F514's name; the JDK names it BEL.
NAME_13 = {0x0007: "BEL"}


def fields(path):
    """Yields the ';'-separated fields of each data line (comments stripped)."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                yield [x.strip() for x in line.split(";")]


def cp_range(text):
    if ".." in text:
        a, b = text.split("..")
        return int(a, 16), int(b, 16)
    return int(text, 16), int(text, 16)


class Ucd:
    def __init__(self, d):
        self.d = d
        self.assigned = bytearray(MAX_CP + 1)      # 1 where assigned by Unicode 13.0
        for f in fields(self.path("DerivedAge.txt")):
            age = tuple(int(x) for x in f[1].split("."))
            if age <= MAX_AGE:
                a, b = cp_range(f[0])
                for c in range(a, b + 1):
                    self.assigned[c] = 1
        self.gc = bytearray(MAX_CP + 1)
        self.bidi = bytearray([255]) * (MAX_CP + 1)
        self.mirrored = bytearray(MAX_CP + 1)
        self.upper, self.lower, self.title = {}, {}, {}
        self.numeric = {}
        self.names = {}
        self.ccc = {}
        self.decomp = {}                            # cp -> (compat, [cps])
        first = None
        for f in fields(self.path("UnicodeData.txt")):
            c = int(f[0], 16)
            name = f[1]
            if name.endswith(", First>"):
                first = c
                continue
            lo = c
            if name.endswith(", Last>"):
                lo = first
            for x in range(lo, c + 1):
                if not self.assigned[x]:
                    continue
                self.gc[x] = GC[f[2]]
                self.bidi[x] = BIDI[f[4]]
                if f[9] == "Y":
                    self.mirrored[x] = 1
                if f[3] != "0":
                    self.ccc[x] = int(f[3])
            if not self.assigned[c] or lo != c:
                continue
            if name.startswith("<"):
                if f[10]:
                    self.names[c] = f[10]
            else:
                self.names[c] = name
            if f[5]:
                parts = f[5].split()
                compat = parts[0].startswith("<")
                if compat:
                    parts = parts[1:]
                self.decomp[c] = (compat, [int(p, 16) for p in parts])
            if f[8]:
                v = f[8]
                if "/" in v:
                    self.numeric[c] = NUM_FRACTION
                else:
                    n = int(v)
                    self.numeric[c] = n if 0 <= n <= 0x7FFFFFFF else NUM_FRACTION
            if f[12]:
                self.upper[c] = int(f[12], 16)
            if f[13]:
                self.lower[c] = int(f[13], 16)
            if f[14]:
                self.title[c] = int(f[14], 16)
        for c, v in GC_13.items():
            self.gc[c] = GC[v]
        for c, v in BIDI_13.items():
            self.bidi[c] = BIDI[v]
        # controls without a Unicode 1 name: their "figment" alias (NameAliases.txt)
        for f in fields(self.path("NameAliases.txt")):
            c = int(f[0], 16)
            if f[2] == "figment" and c not in self.names and self.assigned[c]:
                self.names[c] = f[1]
        self.names.update(NAME_13)
        self.flags = [0] * (MAX_CP + 1)
        self.add_flags("PropList.txt", {"Other_Lowercase": F_OTHER_LOWER,
                                        "Other_Uppercase": F_OTHER_UPPER,
                                        "Other_Alphabetic": F_OTHER_ALPHABETIC,
                                        "Ideographic": F_IDEOGRAPHIC})
        self.add_flags("PropList.txt", {"Soft_Dotted": F_SOFT_DOTTED})
        self.add_flags("DerivedCoreProperties.txt", {"ID_Start": F_ID_START,
                                                     "ID_Continue": F_ID_CONTINUE})
        # JDK17: Character's identifier rules are L/Nl/Other_ID_Start and ID_Continue
        # without UAX 31's Pattern_Syntax exclusion, which removes only U+2E2F (Lm)
        self.flags[0x2E2F] |= F_ID_START | F_ID_CONTINUE
        for c in NOT_OTHER_ALPHABETIC_13:
            self.flags[c] &= ~F_OTHER_ALPHABETIC
        for c in NOT_OTHER_LOWER_13:
            self.flags[c] &= ~F_OTHER_LOWER
        for c in range(MAX_CP + 1):
            if self.mirrored[c]:
                self.flags[c] |= F_MIRRORED
        for c, v in self.ccc.items():
            self.flags[c] |= F_CCC_NONZERO | (F_CCC_ABOVE if v == 230 else 0)
        self.gcb = bytearray(MAX_CP + 1)
        # unassigned code points keep only Control (listed ranges of reserved
        # default-ignorables, as in 13.0); Extended_Pictographic covers reserved
        # emoji ranges in every version, so it is not masked
        for f in fields(self.path(os.path.join("auxiliary", "GraphemeBreakProperty.txt"))):
            a, b = cp_range(f[0])
            v = GCB[f[1]]
            for c in range(a, b + 1):
                if self.assigned[c] or f[1] == "Control":
                    self.gcb[c] = v
        for f in fields(self.path(os.path.join("emoji", "emoji-data.txt"))):
            if f[1] == "Extended_Pictographic":
                a, b = cp_range(f[0])
                for c in range(a, b + 1):
                    self.gcb[c] |= GCB_EXT_PICT

    def path(self, name):
        return os.path.join(self.d, name)

    def add_flags(self, fname, wanted):
        for f in fields(self.path(fname)):
            bit = wanted.get(f[1])
            if bit:
                a, b = cp_range(f[0])
                for c in range(a, b + 1):
                    if self.assigned[c]:
                        self.flags[c] |= bit

    def blocks(self):
        """[(first, last, field name, [aliases])] of the blocks that exist in 13.0."""
        out = []
        for f in fields(self.path("Blocks.txt")):
            a, b = cp_range(f[0])
            if not any(self.assigned[c] for c in range(a, b + 1)):
                continue
            b = BLOCK_ENDS_13.get(a, b)
            name = f[1]
            upper = name.upper()
            field = re.sub("[ -]", "_", upper)
            aliases = [upper, upper.replace(" ", "")]
            if name in BLOCK_RENAMES:
                field, extra = BLOCK_RENAMES[name]
                aliases += extra
            aliases.append(field)
            seen = []
            for x in aliases:
                if x not in seen:
                    seen.append(x)
            out.append((a, b, field, seen))
        return out

    def scripts(self):
        """(names in JDK order, {alias upper: index}, runs [(first, index)])."""
        full = {}
        aliases = {}
        for f in fields(self.path("PropertyValueAliases.txt")):
            if f[0] == "sc":
                full[f[2]] = f[1]
                for x in f[1:3]:             # the JDK takes the short and long names only
                    aliases[x.upper()] = f[2].upper()
        per_cp = {}
        used = set()
        for f in fields(self.path("Scripts.txt")):
            a, b = cp_range(f[0])
            s = f[1].upper()
            for c in range(a, b + 1):
                if self.assigned[c]:
                    s13 = SCRIPT_13.get(c, s)
                    per_cp[c] = s13
                    used.add(s13)
        for s in used:
            if s not in SCRIPT_ORDER:
                sys.exit("gen-unicode: script %s is not in SCRIPT_ORDER" % s)
        order = [s for s in SCRIPT_ORDER if s in used or s == "UNKNOWN"]
        index = {s: i for i, s in enumerate(order)}
        unknown = index["UNKNOWN"]
        runs = []
        prev = None
        for c in range(MAX_CP + 1):
            v = index[per_cp[c]] if c in per_cp else unknown
            if v != prev:
                runs.append((c, v))
                prev = v
        alias_index = {}
        for k, v in aliases.items():
            if v in index:
                alias_index[k] = index[v]
        return order, alias_index, runs


# ---------------------------------------------------------------- Java text

def utf8_len(ch):
    c = ord(ch)
    if c == 0:
        return 2
    if c < 0x80:
        return 1
    if c < 0x800:
        return 2
    return 3


def java_char(ch):
    c = ord(ch)
    if ch == "\n":
        return "\\n"
    if ch == "\r":
        return "\\r"
    if ch == '"':
        return '\\"'
    if ch == "\\":
        return "\\\\"
    if 0x20 <= c < 0x7F:
        return ch
    return "\\u%04x" % c


def string_array(name, text, indent="    "):
    """A 'static final String[] name = {...};' of chunks under the class-file limit."""
    chunks = []
    cur = []
    size = 0
    for ch in text:
        n = utf8_len(ch)
        if size + n > 60000:
            chunks.append("".join(cur))
            cur, size = [], 0
        cur.append(ch)
        size += n
    chunks.append("".join(cur))
    lines = ["%sprivate static final String[] %s = {" % (indent, name)]
    for chunk in chunks:
        rows = []
        cur = []
        width = 0
        for ch in chunk:
            tok = java_char(ch)
            if width + len(tok) > 100:
                rows.append("".join(cur))
                cur, width = [], 0
            cur.append(tok)
            width += len(tok)
        rows.append("".join(cur))
        lines.append("%s    \"%s\"," % (indent, ("\"\n" + indent + "        + \"").join(rows)))
    lines.append("%s};" % indent)
    return "\n".join(lines)


def chars_of_ints(values):
    """Each int as two chars (high, low halves)."""
    out = []
    for v in values:
        v &= 0xFFFFFFFF
        out.append(chr(v >> 16))
        out.append(chr(v & 0xFFFF))
    return "".join(out)


def chars_of_u16(values):
    return "".join(chr(v) for v in values)


# ---------------------------------------------------------------- CharacterData

def character_data(u, scripts):
    records = {}
    rec_list = []
    per_cp = [0] * (MAX_CP + 1)
    for c in range(MAX_CP + 1):
        gc = u.gc[c] if u.assigned[c] else 0
        bidi = u.bidi[c] if u.assigned[c] and u.bidi[c] != 255 else 255
        num = u.numeric.get(c, NUM_NONE)
        if 0xFF21 <= c <= 0xFF3A or 0xFF41 <= c <= 0xFF5A:
            num = (c - 0xFF21 if c <= 0xFF3A else c - 0xFF41) + 10   # as Character's a-z
        up = u.upper.get(c, c) - c
        lo = u.lower.get(c, c) - c
        ti = u.title.get(c, u.upper.get(c, c)) - c
        key = (gc, (bidi + 1) & 0xFF if bidi != 255 else 0, u.flags[c], num, up, lo, ti)
        r = records.get(key)
        if r is None:
            r = len(rec_list)
            records[key] = r
            rec_list.append(key)
        per_cp[c] = r
    if len(rec_list) > 0xFFFF:
        sys.exit("gen-unicode: too many property records")
    # two stages: cp >> 7 -> block of 128 record indices
    shift = 7
    size = 1 << shift
    blocks = {}
    stage1 = []
    stage2 = []
    for start in range(0, MAX_CP + 1, size):
        blk = tuple(per_cp[start:start + size])
        i = blocks.get(blk)
        if i is None:
            i = len(blocks)
            blocks[blk] = i
            stage2.extend(blk)
        stage1.append(i)
    props = [k[0] | (k[1] << 5) for k in rec_list]   # 5 + 5 bits
    flags = [k[2] for k in rec_list]
    nums = [k[3] for k in rec_list]
    ups = [k[4] for k in rec_list]
    los = [k[5] for k in rec_list]
    tis = [k[6] for k in rec_list]

    # full case mappings (SpecialCasing.txt, unconditional ones) for String
    special_upper, special_lower = [], []
    for f in fields(u.path("SpecialCasing.txt")):
        if len(f) > 4 and f[4]:
            continue                                # conditional: String handles them
        c = int(f[0], 16)
        if not u.assigned[c]:
            continue
        lower = [int(x, 16) for x in f[1].split()]
        upper = [int(x, 16) for x in f[3].split()]
        if lower != [c] and len(lower) > 1:
            special_lower.append((c, lower))
        if upper != [c] and len(upper) > 1:
            special_upper.append((c, upper))

    def special_text(entries):
        out = []
        for c, seq in sorted(entries):              # String searches them by code point
            out.append(chr_cp(c) + "".join(chr_cp(x) for x in seq) + "\u0001")
        return "".join(out)

    sc_order, sc_alias, sc_runs = scripts
    src = []
    src.append("""package java.lang;

/**
 * Generated by classlib/gen-unicode.py from the Unicode Character Database, masked to
 * Unicode 13.0 (Java 17): do not edit.
 *
 * A code point's properties are one of RECORD_COUNT records, found through two stages:
 * STAGE1[cp >> %(shift)d] is a block number, STAGE2[block * %(size)d + (cp & %(mask)d)] the record.
 * A record's PROPS char is general category (5 bits) | directionality + 1 (5 bits, 0 =
 * undefined), its FLAGS char the F_* bits; its case mappings are deltas to the code point, its
 * numeric value -1 (none), -2 (not a non-negative integer) or the value.  The tables
 * are decoded on first use of this class (never at start-up).
 */
final class CharacterData {

    private CharacterData() {
    }

    static final int F_OTHER_LOWER = %(fl)d, F_OTHER_UPPER = %(fu)d, F_OTHER_ALPHABETIC = %(fa)d,
            F_IDEOGRAPHIC = %(fi)d, F_MIRRORED = %(fm)d, F_ID_START = %(fs)d, F_ID_CONTINUE = %(fc)d,
            F_CCC_ABOVE = %(fab)d, F_CCC_NONZERO = %(fnz)d, F_SOFT_DOTTED = %(fsd)d;
    static final int RECORD_COUNT = %(nrec)d;
""" % dict(shift=shift, size=size, mask=size - 1, fl=F_OTHER_LOWER, fu=F_OTHER_UPPER,
           fa=F_OTHER_ALPHABETIC, fi=F_IDEOGRAPHIC, fm=F_MIRRORED, fs=F_ID_START,
           fc=F_ID_CONTINUE, fab=F_CCC_ABOVE, fnz=F_CCC_NONZERO, fsd=F_SOFT_DOTTED,

           nrec=len(rec_list)))
    src.append(string_array("STAGE1_TEXT", chars_of_u16(stage1)))
    src.append(string_array("STAGE2_TEXT", chars_of_u16(stage2)))
    src.append(string_array("PROPS_TEXT", chars_of_u16(props)))
    src.append(string_array("FLAGS_TEXT", chars_of_u16(flags)))
    src.append(string_array("NUM_TEXT", chars_of_ints(nums)))
    src.append(string_array("UPPER_TEXT", chars_of_ints(ups)))
    src.append(string_array("LOWER_TEXT", chars_of_ints(los)))
    src.append(string_array("TITLE_TEXT", chars_of_ints(tis)))
    src.append(string_array("SCRIPT_RUNS_TEXT",
                            chars_of_ints([c for c, _ in sc_runs]) + chars_of_u16([v for _, v in sc_runs])))
    src.append(string_array("SPECIAL_UPPER_TEXT", special_text(special_upper)))
    src.append(string_array("SPECIAL_LOWER_TEXT", special_text(special_lower)))
    src.append(string_array("SCRIPT_ALIAS_TEXT",
                            "".join("%s%s\u0001" % (chr(v), k) for k, v in sorted(sc_alias.items()))))
    src.append("""
    private static final int SHIFT = %(shift)d;
    private static final int MASK = %(mask)d;
    private static final int SCRIPT_RUN_COUNT = %(nruns)d;
    private static final String STAGE1 = join(STAGE1_TEXT);
    private static final String STAGE2 = join(STAGE2_TEXT);
    private static final String PROPS = join(PROPS_TEXT);
    private static final String FLAGS = join(FLAGS_TEXT);
    private static final int[] NUM = ints(NUM_TEXT);
    private static final int[] UPPER = ints(UPPER_TEXT);
    private static final int[] LOWER = ints(LOWER_TEXT);
    private static final int[] TITLE = ints(TITLE_TEXT);
""" % dict(shift=shift, mask=size - 1, nruns=len(sc_runs)))
    src.append(JAVA_CHARACTER_DATA_METHODS)
    src.append("}\n")
    return "\n".join(src)


def chr_cp(c):
    if c < 0x10000:
        return chr(c)
    c -= 0x10000
    return chr(0xD800 + (c >> 10)) + chr(0xDC00 + (c & 0x3FF))


JAVA_CHARACTER_DATA_METHODS = r"""
    private static String join(String[] parts) {
        if (parts.length == 1) {
            return parts[0];
        }
        StringBuilder sb = new StringBuilder();
        for (String p : parts) {
            sb.append(p);
        }
        return sb.toString();
    }

    private static int[] ints(String[] parts) {
        String s = join(parts);
        int[] r = new int[s.length() / 2];
        for (int i = 0; i < r.length; i++) {
            r[i] = (s.charAt(2 * i) << 16) | s.charAt(2 * i + 1);
        }
        return r;
    }

    /** The record index of a valid code point. */
    static int record(int cp) {
        return STAGE2.charAt((STAGE1.charAt(cp >> SHIFT) << SHIFT) + (cp & MASK));
    }

    static int type(int cp) {
        return PROPS.charAt(record(cp)) & 0x1F;
    }

    /** The Character.DIRECTIONALITY_* value (-1 for undefined). */
    static int direction(int cp) {
        return ((PROPS.charAt(record(cp)) >> 5) & 0x1F) - 1;
    }

    static int flags(int cp) {
        return FLAGS.charAt(record(cp));
    }

    static int toUpper(int cp) {
        return cp + UPPER[record(cp)];
    }

    static int toLower(int cp) {
        return cp + LOWER[record(cp)];
    }

    static int toTitle(int cp) {
        return cp + TITLE[record(cp)];
    }

    /** The numeric value: -1 none, -2 not a non-negative int. */
    static int numeric(int cp) {
        return NUM[record(cp)];
    }

    private static final class Scripts {
        static final int[] STARTS;
        static final char[] VALUES;
        static final String[] ALIAS_KEYS;
        static final char[] ALIAS_VALUES;

        static {
            String s = join(SCRIPT_RUNS_TEXT);
            int n = SCRIPT_RUN_COUNT;
            STARTS = new int[n];
            VALUES = new char[n];
            for (int i = 0; i < n; i++) {
                STARTS[i] = (s.charAt(2 * i) << 16) | s.charAt(2 * i + 1);
                VALUES[i] = s.charAt(2 * n + i);
            }
            String a = join(SCRIPT_ALIAS_TEXT);
            // entries: the ordinal (one char), the name, \u0001
            int count = 0;
            for (int i = 0; i < a.length(); i = a.indexOf('\u0001', i + 1) + 1) {
                count++;
            }
            ALIAS_KEYS = new String[count];
            ALIAS_VALUES = new char[count];
            int start = 0;
            for (int k = 0; k < count; k++) {
                int end = a.indexOf('\u0001', start + 1);
                ALIAS_VALUES[k] = a.charAt(start);
                ALIAS_KEYS[k] = a.substring(start + 1, end);
                start = end + 1;
            }
        }
    }

    /** The UnicodeScript ordinal of a valid code point. */
    static int script(int cp) {
        int[] starts = Scripts.STARTS;
        int lo = 0;
        int hi = starts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= cp) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return Scripts.VALUES[lo];
    }

    /** The UnicodeScript ordinal named by an upper-case full name or alias, or -1. */
    static int scriptForAlias(String upper) {
        String[] keys = Scripts.ALIAS_KEYS;
        int lo = 0;
        int hi = keys.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int d = keys[mid].compareTo(upper);
            if (d < 0) {
                lo = mid + 1;
            } else if (d > 0) {
                hi = mid - 1;
            } else {
                return Scripts.ALIAS_VALUES[mid];
            }
        }
        return -1;
    }

    private static final class Special {
        static final int[] UPPER_KEYS;
        static final String[] UPPER_VALUES;
        static final int[] LOWER_KEYS;
        static final String[] LOWER_VALUES;

        static {
            String[] uv = split(join(SPECIAL_UPPER_TEXT));
            UPPER_KEYS = keys(uv);
            UPPER_VALUES = uv;
            String[] lv = split(join(SPECIAL_LOWER_TEXT));
            LOWER_KEYS = keys(lv);
            LOWER_VALUES = lv;
        }
    }

    /** The full (multi-char, unconditional) case mapping of cp, or null if it has none. */
    static String special(boolean upper, int cp) {
        int[] keys = upper ? Special.UPPER_KEYS : Special.LOWER_KEYS;
        int lo = 0;
        int hi = keys.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (keys[mid] < cp) {
                lo = mid + 1;
            } else if (keys[mid] > cp) {
                hi = mid - 1;
            } else {
                return (upper ? Special.UPPER_VALUES : Special.LOWER_VALUES)[mid];
            }
        }
        return null;
    }

    /** Splits "KEYvalue\u0001..." into entries (the key code point still in front). */
    private static String[] split(String map) {
        int n = 0;
        for (int i = 0; i < map.length(); i++) {
            if (map.charAt(i) == '\u0001') {
                n++;
            }
        }
        String[] r = new String[n];
        int start = 0;
        for (int k = 0; k < n; k++) {
            int end = map.indexOf('\u0001', start);
            r[k] = map.substring(start, end);
            start = end + 1;
        }
        return r;
    }

    /** Removes the key code point from each entry and returns the keys. */
    private static int[] keys(String[] entries) {
        int[] k = new int[entries.length];
        for (int i = 0; i < entries.length; i++) {
            int cp = entries[i].codePointAt(0);
            k[i] = cp;
            entries[i] = entries[i].substring(Character.charCount(cp));
        }
        return k;
    }
"""


# ---------------------------------------------------------------- Character's classes

def character_classes(blocks, scripts):
    order = scripts[0]
    out = []
    out.append("""    // ---- generated by classlib/gen-unicode.py (Blocks.txt, Scripts.txt; Unicode 13.0)

    public static class Subset {
        private final String name;

        protected Subset(String name) {
            if (name == null) {
                throw new NullPointerException("name");
            }
            this.name = name;
        }

        public final boolean equals(Object obj) {
            return this == obj;
        }

        public final int hashCode() {
            return super.hashCode();
        }

        public final String toString() {
            return name;
        }
    }

    public static final class UnicodeBlock extends Subset {
        private static java.util.HashMap<String, UnicodeBlock> byName;

        private UnicodeBlock(String idName) {
            super(idName);
        }
""")
    for a, b, field, aliases in blocks:
        out.append("        public static final UnicodeBlock %s = new UnicodeBlock(\"%s\");" % (field, field))
    out.append("""        @Deprecated
        public static final UnicodeBlock SURROGATES_AREA = new UnicodeBlock("SURROGATES_AREA");
""")
    out.append("        private static final int[] STARTS = {")
    row = []
    for a, b, field, aliases in blocks:
        row.append("0x%X, 0x%X" % (a, b))
    for i in range(0, len(row), 6):
        out.append("            " + ", ".join(row[i:i + 6]) + ",")
    out.append("        };")
    out.append("        private static final UnicodeBlock[] BLOCKS = {")
    names = [f for _, _, f, _ in blocks]
    for i in range(0, len(names), 4):
        out.append("            " + ", ".join(names[i:i + 4]) + ",")
    out.append("        };")
    out.append("        private static final String ALIASES = \"%s\";" % "".join(
        "|".join(al) + "\\u0001" for _, _, _, al in blocks))
    out.append("""
        private static synchronized java.util.HashMap<String, UnicodeBlock> names() {
            if (byName == null) {
                java.util.HashMap<String, UnicodeBlock> m = new java.util.HashMap<String, UnicodeBlock>();
                int start = 0;
                for (int i = 0; i < BLOCKS.length; i++) {
                    int end = ALIASES.indexOf('\\u0001', start);
                    String all = ALIASES.substring(start, end);
                    start = end + 1;
                    int s = 0;
                    while (true) {
                        int bar = all.indexOf('|', s);
                        m.put(bar < 0 ? all.substring(s) : all.substring(s, bar), BLOCKS[i]);
                        if (bar < 0) {
                            break;
                        }
                        s = bar + 1;
                    }
                }
                m.put("SURROGATES_AREA", SURROGATES_AREA);
                byName = m;
            }
            return byName;
        }

        public static UnicodeBlock of(char c) {
            return of((int) c);
        }

        public static UnicodeBlock of(int codePoint) {
            if (!isValidCodePoint(codePoint)) {
                throw new IllegalArgumentException(
                        "Not a valid Unicode code point: 0x" + Integer.toHexString(codePoint).toUpperCase());
            }
            int lo = 0;
            int hi = BLOCKS.length - 1;
            while (lo <= hi) {
                int mid = (lo + hi) >>> 1;
                if (STARTS[2 * mid + 1] < codePoint) {
                    lo = mid + 1;
                } else if (STARTS[2 * mid] > codePoint) {
                    hi = mid - 1;
                } else {
                    return BLOCKS[mid];
                }
            }
            return null;
        }

        public static final UnicodeBlock forName(String blockName) {
            UnicodeBlock b = names().get(blockName.toUpperCase(java.util.Locale.US));
            if (b == null) {
                throw new IllegalArgumentException("Not a valid block name: " + blockName);
            }
            return b;
        }
    }

    public static enum UnicodeScript {""")
    for i in range(0, len(order), 6):
        out.append("        " + ", ".join(order[i:i + 6]) + ("," if i + 6 < len(order) else ";"))
    out.append("""
        public static UnicodeScript of(int codePoint) {
            if (!isValidCodePoint(codePoint)) {
                throw new IllegalArgumentException(
                        "Not a valid Unicode code point: 0x" + Integer.toHexString(codePoint).toUpperCase());
            }
            int type = getType(codePoint);
            if (type == UNASSIGNED) {
                return UNKNOWN;
            }
            return values()[CharacterData.script(codePoint)];
        }

        public static final UnicodeScript forName(String scriptName) {
            String upper = scriptName.toUpperCase(java.util.Locale.ENGLISH);
            int i = CharacterData.scriptForAlias(upper);
            if (i >= 0) {
                return values()[i];
            }
            return valueOf(upper);
        }
    }

    // ---- end of generated classes
""")
    return "\n".join(out)


# ---------------------------------------------------------------- CharacterName

def character_name(u):
    """Names coded as word numbers: WORDS is the word list (\\u0001-separated, most
    frequent first); NAMES is, per named code point in order, the code point (two chars)
    then its words as chars (word index + 1, with 0 ending the name), where a word joined
    to the previous one by '-' instead of ' ' has bit 15 set."""
    cps = sorted(u.names)
    freq = {}
    split = {}
    for c in cps:
        # words: split at spaces, and at a '-' between two letters or digits
        words = []
        for i, t in enumerate(u.names[c].split(" ")):
            parts = re.split(r"(?<=[A-Z0-9])-(?=[A-Z0-9])", t)
            for j, part in enumerate(parts):
                words.append((part, "-" if j > 0 else " "))
        split[c] = words
        for w, _ in words:
            freq[w] = freq.get(w, 0) + 1
    wlist = sorted(freq, key=lambda w: (-freq[w], w))
    if len(wlist) >= 0x7FFF:
        sys.exit("gen-unicode: too many name words")
    windex = {w: i + 1 for i, w in enumerate(wlist)}
    body = []
    prev = -1
    for c in cps:
        # code point as a delta from the previous one (one char, or 0xFFFF + two chars)
        d = c - prev
        if d < 0xFFFF:
            body.append(chr(d))
        else:
            body.append("\uffff" + chr(c >> 16) + chr(c & 0xFFFF))
        prev = c
        first = True
        for w, sep in split[c]:
            v = windex[w]
            if sep == "-":
                v |= 0x8000
            first = False
            body.append(chr(v))
        body.append("\u0000")
    src = ["""package java.lang;

/**
 * Generated by classlib/gen-unicode.py from UnicodeData.txt (Unicode 13.0): the names of
 * Character.getName, decoded when first needed.  WORDS is the word list; NAMES is, for
 * each named code point in order, its distance from the previous one (one char, or
 * \\uffff then the code point as two chars), then its words (index + 1; bit 15 set when
 * the word follows a '-' rather than a space), then \\u0000.  Code points that
 * UnicodeData names only by a range (CJK, Hangul, Tangut...) are not here.
 */
final class CharacterName {

    private CharacterName() {
    }
"""]
    src.append(string_array("WORDS_TEXT", "".join(w + "\u0001" for w in wlist)))
    src.append(string_array("NAMES_TEXT", "".join(body)))
    src.append(r"""
    private static final int COUNT = %d;
    private static String[] words;
    private static int[] codePoints;
    private static int[] offsets;
    private static String names;
    private static java.util.HashMap<String, Integer> byName;

    private static String join(String[] parts) {
        StringBuilder sb = new StringBuilder();
        for (String p : parts) {
            sb.append(p);
        }
        return sb.toString();
    }

    private static synchronized void load() {
        if (names != null) {
            return;
        }
        String w = join(WORDS_TEXT);
        int n = 0;
        for (int i = 0; i < w.length(); i++) {
            if (w.charAt(i) == '\u0001') {
                n++;
            }
        }
        String[] ws = new String[n + 1];
        int start = 0;
        for (int k = 1; k <= n; k++) {
            int end = w.indexOf('\u0001', start);
            ws[k] = w.substring(start, end);
            start = end + 1;
        }
        String s = join(NAMES_TEXT);
        int[] cps = new int[COUNT];
        int[] offs = new int[COUNT];
        int cp = -1;
        int i = 0;
        for (int k = 0; k < COUNT; k++) {
            char d = s.charAt(i++);
            if (d == '\uffff') {
                cp = (s.charAt(i) << 16) | s.charAt(i + 1);
                i += 2;
            } else {
                cp += d;
            }
            cps[k] = cp;
            offs[k] = i;
            while (s.charAt(i) != 0) {
                i++;
            }
            i++;
        }
        words = ws;
        codePoints = cps;
        offsets = offs;
        names = s;
    }

    private static String nameAt(int k) {
        StringBuilder sb = new StringBuilder();
        int i = offsets[k];
        boolean first = true;
        char c;
        while ((c = names.charAt(i++)) != 0) {
            if (!first) {
                sb.append((c & 0x8000) != 0 ? '-' : ' ');
            }
            first = false;
            sb.append(words[c & 0x7FFF]);
        }
        return sb.toString();
    }

    /** The name UnicodeData gives cp, or null. */
    static String get(int cp) {
        load();
        int lo = 0;
        int hi = COUNT - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (codePoints[mid] < cp) {
                lo = mid + 1;
            } else if (codePoints[mid] > cp) {
                hi = mid - 1;
            } else {
                return nameAt(mid);
            }
        }
        return null;
    }

    /** The code point named exactly (upper case) name in UnicodeData, or -1. */
    static synchronized int lookup(String name) {
        load();
        if (byName == null) {
            java.util.HashMap<String, Integer> m = new java.util.HashMap<String, Integer>(COUNT * 2);
            for (int k = 0; k < COUNT; k++) {
                m.put(nameAt(k), codePoints[k]);
            }
            byName = m;
        }
        Integer v = byName.get(name);
        return v == null ? -1 : v;
    }
}
""" % len(cps))
    return "\n".join(src)


# ---------------------------------------------------------------- Normalizer data

def normalizer_data(u):
    excl = set()
    for f in fields(u.path("CompositionExclusions.txt")):
        a, b = cp_range(f[0])
        for c in range(a, b + 1):
            excl.add(c)
    # decompositions: code point, flags (1 = compatibility), length, then the sequence
    dec = []
    for c in sorted(u.decomp):
        compat, seq = u.decomp[c]
        dec.append((c, compat, seq))
    comp = []
    for c, compat, seq in dec:
        if compat or len(seq) != 2:
            continue
        if c in excl or u.ccc.get(c, 0) != 0 and False:
            continue
        # singletons are excluded by len != 2; non-starter decompositions:
        if u.ccc.get(seq[0], 0) != 0 or u.ccc.get(c, 0) != 0:
            continue
        comp.append((seq[0], seq[1], c))
    comp.sort()
    ccc_runs = sorted(u.ccc.items())
    dtext = []
    for c, compat, seq in dec:
        dtext.append(chars_of_ints([c]) + chr((1 if compat else 0) | (len(seq) << 1))
                     + chars_of_ints(seq))
    src = ["""package java.text;

/**
 * Generated by classlib/gen-unicode.py from UnicodeData.txt and CompositionExclusions.txt
 * (Unicode 13.0): the tables of Normalizer, decoded on first use.  DECOMP: per code point
 * (two chars) a char (bit 0 = compatibility, bits 1.. = length) then the sequence (two
 * chars each); CCC: pairs (code point as two chars, class); COMP: primary composites as
 * (first, second, composite), two chars each.
 */
final class NormalizerData {

    private NormalizerData() {
    }
"""]
    src.append(string_array("DECOMP_TEXT", "".join(dtext), ))
    src.append(string_array("CCC_TEXT", "".join(chars_of_ints([c]) + chr(v) for c, v in ccc_runs)))
    src.append(string_array("COMP_TEXT", "".join(chars_of_ints([a, b, c]) for a, b, c in comp)))
    src.append(r"""
    static final int DECOMP_COUNT = %d;
    static final int CCC_COUNT = %d;
    static final int COMP_COUNT = %d;

    static String join(String[] parts) {
        StringBuilder sb = new StringBuilder();
        for (String p : parts) {
            sb.append(p);
        }
        return sb.toString();
    }

    static String decompText() {
        return join(DECOMP_TEXT);
    }

    static String cccText() {
        return join(CCC_TEXT);
    }

    static String compText() {
        return join(COMP_TEXT);
    }
}
""" % (len(dec), len(ccc_runs), len(comp)))
    return "\n".join(src)


def grapheme_data(u):
    starts, values = [], []
    prev = None
    for c in range(MAX_CP + 1):
        v = u.gcb[c]
        if v != prev:
            starts.append(c)
            values.append(v)
            prev = v
    src = ["""package java.util.regex;

/**
 * Generated by classlib/gen-unicode.py from auxiliary/GraphemeBreakProperty.txt and
 * emoji/emoji-data.txt (Unicode 13.0): each code point's Grapheme_Cluster_Break value
 * (the constants below) | EXT_PICT for Extended_Pictographic, as runs (start as two
 * chars, then the value), for \\X and \\b{g}.  Decoded on first use.
 */
final class GraphemeData {

    private GraphemeData() {
    }

    static final int %s;
    static final int EXT_PICT = %d;
    static final int RUN_COUNT = %d;
""" % (", ".join("%s = %d" % (re.sub("[^A-Z]", "_", k.upper()), v) for k, v in GCB.items()),
       GCB_EXT_PICT, len(starts))]
    src.append(string_array("RUNS_TEXT", chars_of_ints(starts) + chars_of_u16(values)))
    src.append(r"""
    private static int[] starts;
    private static char[] values;

    private static synchronized void load() {
        if (starts != null) {
            return;
        }
        StringBuilder sb = new StringBuilder();
        for (String p : RUNS_TEXT) {
            sb.append(p);
        }
        int n = RUN_COUNT;
        int[] st = new int[n];
        char[] va = new char[n];
        for (int i = 0; i < n; i++) {
            st[i] = (sb.charAt(2 * i) << 16) | sb.charAt(2 * i + 1);
            va[i] = sb.charAt(2 * n + i);
        }
        values = va;
        starts = st;
    }

    /** The Grapheme_Cluster_Break value of cp, | EXT_PICT when Extended_Pictographic. */
    static int of(int cp) {
        if (starts == null) {
            load();
        }
        int lo = 0;
        int hi = starts.length - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (starts[mid] <= cp) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return values[lo];
    }
}
""")
    return "\n".join(src).replace("    private static final String[] RUNS_TEXT", "    private static final String[] RUNS_TEXT")


def write_if_changed(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except OSError:
        pass
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def main(argv):
    if len(argv) != 5:
        sys.stderr.write("usage: gen-unicode.py <ucd-dir> <classlib-src-dir> <outdir> <stamp>\n")
        return 2
    ucd_dir, src_dir, outdir, stamp = argv[1:]
    u = Ucd(ucd_dir)
    blocks = u.blocks()
    scripts = u.scripts()
    gen = os.path.join(outdir, "classlib-gen")
    write_if_changed(os.path.join(gen, "java", "lang", "CharacterData.java"), character_data(u, scripts))
    write_if_changed(os.path.join(gen, "java", "lang", "CharacterName.java"), character_name(u))
    write_if_changed(os.path.join(gen, "java", "text", "NormalizerData.java"), normalizer_data(u))
    write_if_changed(os.path.join(gen, "java", "util", "regex", "GraphemeData.java"), grapheme_data(u))
    with open(os.path.join(src_dir, "java", "lang", "Character.java"), encoding="utf-8") as f:
        template = f.read()
    marker = "    // @unicode-generated-classes\n"
    if marker not in template:
        sys.exit("gen-unicode: no '// @unicode-generated-classes' line in Character.java")
    text = template.replace(marker, character_classes(blocks, scripts))
    write_if_changed(os.path.join(gen, "java", "lang", "Character.java"), text)
    with open(stamp, "w") as f:
        f.write("ok\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
