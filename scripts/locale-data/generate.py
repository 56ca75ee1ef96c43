#!/usr/bin/env python3
"""Regenerates the locale data classes of the class library from HotSpot 17.

Usage: scripts/locale-data/generate.py [--java java] [--javac javac]

Compiles and runs the Dump*.java programs here on the installed JDK (the oracle), which
print month/day/era/am-pm names, localized date-time patterns, zone names and locale
display names as HotSpot's CLDR data gives them, and writes:
  classlib/java/time/format/TextData.java   (java.time text and patterns, zone names)
  classlib/java/util/TimeZoneNames.java     (TimeZone display names)
  classlib/java/util/LocaleNames.java       (ISO codes, language/country/script names)
  classlib/java/time/format/DayPeriodData.java (texts of the day periods, pattern letter B)
The output is data recorded from the JDK, not code.
"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def run(javac, java, name, tmp):
    subprocess.check_call([javac, "-d", tmp, os.path.join(HERE, name + ".java")])
    return subprocess.check_output([java, "-cp", tmp, name], text=True).splitlines()


def zone_rows(all_en, subset):
    rows = []
    seen = set()
    for line in all_en + subset:
        parts = line.split("|")
        key = (parts[0], parts[1])
        if key in seen:
            continue
        seen.add(key)
        rows.append(line)
    return rows


ZONE_INDEX = '''
    private static volatile java.util.Map<String, String[]> zoneIndex;

    /** The names after the ID for "lang|id" keys, from ZONE_ROWS, split on first use. */
    private static java.util.Map<String, String[]> zoneIndex() {
        java.util.Map<String, String[]> m = zoneIndex;
        if (m == null) {
            m = new java.util.HashMap<>();
            for (String row : ZONE_ROWS) {
                String[] f = splitBars(row);
                m.put(f[0] + "|" + f[1], f);
            }
            zoneIndex = m;
        }
        return m;
    }

'''

ZONE_LOOKUP = '''
    /** The split row for a "lang|id" key, found by a scan (no index is built for lookups). */
    private static String[] find(String key) {
        String prefix = key + "|";
        for (String row : ZONE_ROWS) {
            if (row.startsWith(prefix)) {
                return splitBars(row);
            }
        }
        return null;
    }

    private static String[] splitBars(String row) {
        int n = 1;
        for (int i = 0; i < row.length(); i++) {
            if (row.charAt(i) == '|') {
                n++;
            }
        }
        String[] out = new String[n];
        int start = 0;
        int k = 0;
        for (int i = 0; i <= row.length(); i++) {
            if (i == row.length() || row.charAt(i) == '|') {
                out[k++] = row.substring(start, i);
                start = i + 1;
            }
        }
        return out;
    }
'''


def gen_textdata(fmt_lines, rows):
    data = {}
    order = []
    cur = None
    for line in fmt_lines:
        if line.startswith("LOCALE"):
            cur = line[7:]
            data[cur] = {}
            order.append(cur)
            continue
        k, v = line.split(" ", 1)
        data[cur][k] = v
    keys = ['jtMonths', 'jtShortMonths', 'jtNarrowMonths', 'jtShortStandaloneMonths',
            'jtFullStandaloneMonths', 'jtDays', 'jtShortDays', 'jtNarrowDays', 'jtAmpm', 'jtEras',
            'jtDatePatterns', 'jtTimePatterns', 'jtDateTimePatterns', 'eras', 'jtQuarters',
            'jtShortQuarters', 'jtNarrowQuarters', 'jtFullStandaloneQuarters',
            'jtShortStandaloneQuarters', 'jtNarrowStandaloneQuarters']
    for c in ('japanese', 'thaiBuddhist', 'minguo'):
        keys += [c + 'ErasFull', c + 'ErasShort', c + 'ErasNarrow', c + 'DatePatterns']
    keys.append('isoEraDisplayNames')
    out = ['package java.time.format;', '', '/**',
           ' * Locale text for dates and times: month, day, am/pm, era and quarter names, the localized date and',
           ' * time patterns (FULL, LONG, MEDIUM, SHORT), the eras and date patterns of the Japanese, Thai',
           ' * Buddhist and Minguo calendars, and zone names, for the locales this library',
           ' * supports. Recorded from the CLDR data that HotSpot 17 uses by default by',
           ' * scripts/locale-data/generate.py (facts, not code). A locale not listed falls back to its',
           ' * language, then to the root locale ("").',
           ' */', 'final class TextData {', '    private TextData() {', '    }', '']
    for i, k in enumerate(keys):
        out.append('    static final int %s = %d;' % (k.upper(), i))
    out.append('')
    out.append('    static final String[] TAGS = {' + ', '.join('"%s"' % t for t in order) + '};')
    out.append('')
    out.append('    static final String[][][] DATA = {')
    for t in order:
        out.append('        { // "%s"' % t)
        for k in keys:
            out.append('            %s,' % data[t][k])
        out.append('        },')
    out.append('    };')
    out.append('')
    out.append('    /** "lang|zone ID|short std|long std|short dst|long dst|short generic|long generic". */')
    out.append('    static final String[] ZONE_ROWS = {')
    for r in rows:
        out.append('        "%s",' % r)
    out.append('    };')
    out.append(ZONE_INDEX)
    out.append(ZONE_LOOKUP)
    out.append('''    /** The data row of a locale: exact tag, then language, then root. */
    static String[][] forLocale(java.util.Locale locale) {
        String lang = locale.getLanguage();
        String country = locale.getCountry();
        String tag = country.isEmpty() ? lang : lang + "-" + country;
        int root = 0;
        int langIdx = -1;
        for (int i = 0; i < TAGS.length; i++) {
            if (TAGS[i].equals(tag)) {
                return DATA[i];
            }
            if (TAGS[i].equals(lang)) {
                langIdx = i;
            }
            if (TAGS[i].isEmpty()) {
                root = i;
            }
        }
        return DATA[langIdx >= 0 ? langIdx : root];
    }

    /** ID then six names of a zone in the locale's language (else English), or null. */
    static String[] zoneNames(String zoneId, java.util.Locale locale) {
        String[] r = find(locale.getLanguage() + "|" + zoneId);
        if (r == null) {
            r = find("en|" + zoneId);
        }
        if (r == null) {
            return null;
        }
        String[] out = new String[7];
        System.arraycopy(r, 1, out, 0, 7);
        return out;
    }

    /** Every row as ID then six names, for parsing zone texts in a language (and English). */
    static java.util.List<String[]> zoneRows(String lang) {
        java.util.List<String[]> out = new java.util.ArrayList<>();
        for (String[] f : zoneIndex().values()) {
            if (f[0].equals(lang) || f[0].equals("en")) {
                String[] row = new String[7];
                System.arraycopy(f, 1, row, 0, 7);
                out.add(row);
            }
        }
        return out;
    }
}''')
    return '\n'.join(out) + '\n'


def gen_tznames(rows):
    out = ['package java.util;', '', '/**',
           ' * Zone names (short and long, standard and daylight) recorded from HotSpot 17 (CLDR data)',
           ' * by scripts/locale-data/generate.py; a zone not listed prints as "GMT+hh:mm".',
           ' */', 'final class TimeZoneNames {', '    private TimeZoneNames() {', '    }', '',
           '    /** "lang|zone ID|short std|long std|short dst|long dst|short generic|long generic". */',
           '    private static final String[] ZONE_ROWS = {']
    for r in rows:
        out.append('        "%s",' % r)
    out.append('    };')
    out.append(ZONE_LOOKUP.replace('java.util.', ''))
    out.append('''    /** The four names (short std, long std, short dst, long dst); English if the
     * language has none; null if the zone is unknown. */
    static String[] names(String id, Locale locale) {
        String[] r = row(id, locale);
        if (r != null) {
            return new String[] {r[2], r[3], r[4], r[5]};
        }
        // the JDK's old three-letter IDs: PST names America/Los_Angeles; EST, MST and HST
        // are fixed offsets named after their region's standard time
        String fixed = id.equals("EST") ? "America/New_York" : id.equals("MST") ? "America/Denver"
            : id.equals("HST") ? "Pacific/Honolulu" : null;
        if (fixed != null) {
            r = row(fixed, locale);
            return r == null ? null : new String[] {id, r[3], id, r[3]};
        }
        String mapped = java.time.ZoneId.SHORT_IDS.get(id);
        if (mapped != null && !mapped.startsWith("-") && !mapped.startsWith("+")) {
            r = row(mapped, locale);
            return r == null ? null : new String[] {r[2], r[3], r[4], r[5]};
        }
        return null;
    }

    private static String[] row(String id, Locale locale) {
        String[] r = find(locale.getLanguage() + "|" + id);
        if (r == null) {
            r = find("en|" + id);
        }
        return r;
    }
}''')
    return '\n'.join(out) + '\n'


def gen_localenames(lines):
    out = ['package java.util;', '', '/**',
           ' * ISO 639 languages and ISO 3166 countries (with their three-letter codes) and script names,',
           ' * each with its display name in English, German, French, Spanish and Italian, recorded',
           ' * from HotSpot 17 (CLDR data) by scripts/locale-data/generate.py. Rows are',
           ' * "kind|code|iso3|en|de|fr|es|it", split on first use.',
           ' */', 'final class LocaleNames {', '    private LocaleNames() {', '    }', '',
           '    static final String[] DISPLAY_LANGS = {"en", "de", "fr", "es", "it"};', '',
           '    static final String[] ROWS = {']
    for l in lines:
        out.append('        "%s",' % l)
    out.append('    };')
    with open(os.path.join(HERE, 'LocaleNames.tail')) as f:
        out.append(f.read().rstrip('\n'))
    return '\n'.join(out) + '\n'


def gen_dayperiods(lines):
    out = ['package java.time.format;', '', '/**',
           ' * The texts of the day periods (pattern letter B) by minute of day: for each language and',
           ' * style (B, BBBB, BBBBB), each minute where the text changes. Recorded from HotSpot 17\'s',
           ' * CLDR data by scripts/locale-data/generate.py (facts, not code). A language not listed',
           ' * uses the root locale\'s (AM, PM).',
           ' */', 'final class DayPeriodData {', '    private DayPeriodData() {', '    }', '',
           '    /** "language|pattern|minute=text|minute=text...". */',
           '    static final String[] ROWS = {']
    for line in lines:
        out.append('        "%s",' % line)
    out.append('    };')
    out.append('}')
    return '\n'.join(out) + '\n'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--java', default='java')
    ap.add_argument('--javac', default='javac')
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        fmt = run(args.javac, args.java, 'DumpFormats', tmp)
        zones = run(args.javac, args.java, 'DumpZoneNames', tmp)
        allzones = run(args.javac, args.java, 'DumpAllZoneNames', tmp)
        names = run(args.javac, args.java, 'DumpLocaleNames', tmp)
        periods = run(args.javac, args.java, 'DumpDayPeriods', tmp)
    rows = zone_rows(allzones, [z for z in zones if not z.startswith('en|')])
    targets = {
        'classlib/java/time/format/TextData.java': gen_textdata(fmt, rows),
        'classlib/java/util/TimeZoneNames.java': gen_tznames(rows),
        'classlib/java/util/LocaleNames.java': gen_localenames(names),
        'classlib/java/time/format/DayPeriodData.java': gen_dayperiods(periods),
    }
    for rel, text in targets.items():
        with open(os.path.join(ROOT, rel), 'w') as f:
            f.write(text)
        print('wrote', rel)


if __name__ == '__main__':
    sys.exit(main())
