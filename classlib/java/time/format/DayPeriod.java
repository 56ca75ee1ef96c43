package java.time.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A day period of a locale (pattern letter B): its text in one style and the minutes of the day
 * it covers, from {@code from} (inclusive) to {@code to} (exclusive, wrapping past midnight when
 * to <= from); an "at" period (midnight, noon) covers its one minute. Built on first use from
 * the minute runs recorded in DayPeriodData: a one-minute run at 00:00 or 12:00 is an "at"
 * period, the period after it starts at that minute, and a period running to 24:00 with the
 * text of the first one is the same period wrapping over midnight.
 */
final class DayPeriod {
    final String text;
    final int from;
    final int to;
    final boolean at;

    private DayPeriod(String text, int from, int to, boolean at) {
        this.text = text;
        this.from = from;
        this.to = to;
        this.at = at;
    }

    boolean includes(long minute) {
        if (at) {
            return minute == from;
        }
        if (from < to) {
            return from <= minute && minute < to;
        }
        return from <= minute || minute < to;
    }

    long mid() {
        if (at) {
            return from;
        }
        int len = Math.floorMod(to - from, 1440);
        if (len == 0) {
            len = 1440;
        }
        return (from + len / 2) % 1440;
    }

    @Override
    public String toString() {
        return "DayPeriod(" + hhmm(from) + "-" + hhmm(at ? from : to) + ")";
    }

    private static String hhmm(int m) {
        m %= 1440;
        return (m / 60 < 10 ? "0" : "") + m / 60 + ":" + (m % 60 < 10 ? "0" : "") + m % 60;
    }

    private static final java.util.Map<String, Object[]> cache = new java.util.concurrent.ConcurrentHashMap<>();

    private static String pattern(TextStyle style) {
        switch (style) {
            case FULL:
            case FULL_STANDALONE:
                return "BBBB";
            case NARROW:
            case NARROW_STANDALONE:
                return "BBBBB";
            default:
                return "B";
        }
    }

    /** {int[] run starts, String[] run texts, List<DayPeriod> periods} for a locale and style. */
    private static Object[] data(Locale locale, TextStyle style) {
        String lang = locale.getLanguage();
        String pat = pattern(style);
        String key = lang + "|" + pat;
        Object[] d = cache.get(key);
        if (d != null) {
            return d;
        }
        String row = null;
        String rootRow = null;
        for (String r : DayPeriodData.ROWS) {
            if (r.startsWith(key + "|")) {
                row = r;
            }
            if (r.startsWith("|" + pat + "|")) {
                rootRow = r;
            }
        }
        if (row == null) {
            row = rootRow;
        }
        String[] parts = row.split("\\|");
        int n = parts.length - 2;
        int[] starts = new int[n];
        String[] texts = new String[n];
        for (int i = 0; i < n; i++) {
            String p = parts[i + 2];
            int eq = p.indexOf('=');
            starts[i] = Integer.parseInt(p.substring(0, eq));
            texts[i] = p.substring(eq + 1);
        }
        List<DayPeriod> periods = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int start = starts[i];
            int end = i + 1 < n ? starts[i + 1] : 1440;
            if (end - start == 1 && (start == 0 || start == 720)) {
                periods.add(new DayPeriod(texts[i], start, start, true));
                continue;
            }
            int from = start;
            if (i > 0 && starts[i] - starts[i - 1] == 1 && (starts[i - 1] == 0 || starts[i - 1] == 720)) {
                from = starts[i - 1];
            }
            periods.add(new DayPeriod(texts[i], from, end, false));
        }
        int firstIdx = -1;
        for (int k = 0; k < periods.size(); k++) {
            if (!periods.get(k).at) {
                firstIdx = k;
                break;
            }
        }
        DayPeriod last = periods.get(periods.size() - 1);
        if (firstIdx >= 0 && firstIdx != periods.size() - 1 && !last.at && last.to == 1440) {
            DayPeriod first = periods.get(firstIdx);
            if (first.from == 0 && first.text.equals(last.text)) {
                periods.set(firstIdx, new DayPeriod(first.text, last.from, first.to, false));
                periods.remove(periods.size() - 1);
            }
        }
        d = new Object[] {starts, texts, periods};
        cache.put(key, d);
        return d;
    }

    static String text(Locale locale, TextStyle style, long minute) {
        Object[] d = data(locale, style);
        int[] starts = (int[]) d[0];
        String[] texts = (String[]) d[1];
        int k = 0;
        for (int i = 0; i < starts.length; i++) {
            if (starts[i] <= minute) {
                k = i;
            }
        }
        return texts[k];
    }

    @SuppressWarnings("unchecked")
    static List<DayPeriod> periods(Locale locale, TextStyle style) {
        return (List<DayPeriod>) data(locale, style)[2];
    }
}
