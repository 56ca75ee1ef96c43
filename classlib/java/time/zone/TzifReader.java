package java.time.zone;

import java.time.DayOfWeek;
import java.time.Month;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a compiled zoneinfo file (TZif, RFC 8536, versions 1 to 4) into ZoneRules: the
 * transitions of the 64-bit data block (the 32-bit block of a version 1 file) and, for
 * instants after the last of them, the two yearly rules of the POSIX TZ string footer.
 */
final class TzifReader {
    private final byte[] data;
    private int pos;

    private TzifReader(byte[] data) {
        this.data = data;
    }

    /** Returns null when the bytes are not a well-formed TZif file. */
    static ZoneRules parse(byte[] data) {
        try {
            return new TzifReader(data).read();
        } catch (RuntimeException ex) {
            return null;
        }
    }

    private int u8() {
        if (pos >= data.length) {
            throw new IllegalArgumentException("truncated");
        }
        return data[pos++] & 0xff;
    }

    private int s32() {
        return (u8() << 24) | (u8() << 16) | (u8() << 8) | u8();
    }

    private long s64() {
        long hi = s32();
        long lo = s32() & 0xffffffffL;
        return (hi << 32) | lo;
    }

    private ZoneRules read() {
        if (data.length < 44 || data[0] != 'T' || data[1] != 'Z' || data[2] != 'i' || data[3] != 'f') {
            return null;
        }
        int version = data[4];
        pos = 20;
        int isutcnt = s32();
        int isstdcnt = s32();
        int leapcnt = s32();
        int timecnt = s32();
        int typecnt = s32();
        int charcnt = s32();
        boolean wide = false;
        if (version >= '2') {
            pos += timecnt * 5 + typecnt * 6 + charcnt + leapcnt * 8 + isstdcnt + isutcnt;
            if (pos + 44 > data.length || data[pos] != 'T') {
                return null;
            }
            pos += 20;
            isutcnt = s32();
            isstdcnt = s32();
            leapcnt = s32();
            timecnt = s32();
            typecnt = s32();
            charcnt = s32();
            wide = true;
        }
        if (typecnt <= 0 || timecnt < 0) {
            return null;
        }
        long[] times = new long[timecnt];
        for (int i = 0; i < timecnt; i++) {
            times[i] = wide ? s64() : s32();
        }
        int[] idx = new int[timecnt];
        for (int i = 0; i < timecnt; i++) {
            idx[i] = u8();
            if (idx[i] >= typecnt) {
                return null;
            }
        }
        int[] utoff = new int[typecnt];
        boolean[] isdst = new boolean[typecnt];
        for (int i = 0; i < typecnt; i++) {
            utoff[i] = s32();
            isdst[i] = u8() != 0;
            u8();
        }
        pos += charcnt + leapcnt * (wide ? 12 : 8) + isstdcnt + isutcnt;
        String footer = null;
        if (wide && pos < data.length && data[pos] == '\n') {
            int end = pos + 1;
            while (end < data.length && data[end] != '\n') {
                end++;
            }
            StringBuilder sb = new StringBuilder();
            for (int i = pos + 1; i < end; i++) {
                sb.append((char) (data[i] & 0xff));
            }
            footer = sb.toString();
        }
        return build(times, idx, utoff, isdst, footer);
    }

    /** The standard offset of each type: its own when not DST, else the nearest non-DST one. */
    private static int standardOf(int i, long[] times, int[] idx, int[] utoff, boolean[] isdst) {
        int type = idx[i];
        if (!isdst[type]) {
            return utoff[type];
        }
        for (int j = i - 1; j >= 0; j--) {
            if (!isdst[idx[j]]) {
                return utoff[idx[j]];
            }
        }
        if (!isdst[0]) {
            return utoff[0];
        }
        for (int j = i + 1; j < idx.length; j++) {
            if (!isdst[idx[j]]) {
                return utoff[idx[j]];
            }
        }
        return utoff[type] - 3600;
    }

    private static ZoneRules build(long[] times, int[] idx, int[] utoff, boolean[] isdst,
            String footer) {
        // Times before the big bang marker (-2^59) only restate the initial type.
        int first = 0;
        while (first < times.length && times[first] < -(1L << 59)) {
            first++;
        }
        int initialType = first > 0 ? idx[first - 1] : 0;
        int initialWall = utoff[initialType];
        int initialStd = isdst[initialType] ? initialWall - 3600 : initialWall;
        if (isdst[initialType]) {
            for (int i = first; i < times.length; i++) {
                if (!isdst[idx[i]]) {
                    initialStd = utoff[idx[i]];
                    break;
                }
            }
        }
        List<Long> wallT = new ArrayList<>();
        List<ZoneOffset> wallO = new ArrayList<>();
        List<Long> stdT = new ArrayList<>();
        List<ZoneOffset> stdO = new ArrayList<>();
        wallO.add(ZoneOffset.ofTotalSeconds(initialWall));
        stdO.add(ZoneOffset.ofTotalSeconds(initialStd));
        int prevWall = initialWall;
        int prevStd = initialStd;
        int[] stds = new int[times.length];
        for (int i = first; i < times.length; i++) {
            stds[i] = standardOf(i, times, idx, utoff, isdst);
        }
        // Negative DST (Dublin, Morocco, Namibia): the JDK's data (rearguard format) calls
        // the lower offset standard time and the higher one summer time.
        for (int i = first; i < times.length; i++) {
            if (isdst[idx[i]] && utoff[idx[i]] < stds[i]) {
                int low = utoff[idx[i]];
                stds[i] = low;
                if (i - 1 >= first && !isdst[idx[i - 1]] && utoff[idx[i - 1]] > low) {
                    stds[i - 1] = low;
                }
                if (i + 1 < times.length && !isdst[idx[i + 1]] && utoff[idx[i + 1]] > low) {
                    stds[i + 1] = low;
                }
            }
        }
        for (int i = first; i < times.length; i++) {
            int wall = utoff[idx[i]];
            int std = stds[i];
            if (wall != prevWall) {
                wallT.add(times[i]);
                wallO.add(ZoneOffset.ofTotalSeconds(wall));
                prevWall = wall;
            }
            if (std != prevStd) {
                stdT.add(times[i]);
                stdO.add(ZoneOffset.ofTotalSeconds(std));
                prevStd = std;
            }
        }
        ZoneOffsetTransitionRule[] rules = new ZoneOffsetTransitionRule[0];
        if (footer != null && !footer.isEmpty()) {
            Posix p = new Posix(footer);
            if (p.parse()) {
                if (p.hasDst) {
                    rules = p.rules();
                } else if (times.length == 0) {
                    wallO.set(0, ZoneOffset.ofTotalSeconds(p.stdOffset));
                    stdO.set(0, ZoneOffset.ofTotalSeconds(p.stdOffset));
                }
            }
        }
        long[] wt = new long[wallT.size()];
        for (int i = 0; i < wt.length; i++) {
            wt[i] = wallT.get(i);
        }
        long[] st = new long[stdT.size()];
        for (int i = 0; i < st.length; i++) {
            st[i] = stdT.get(i);
        }
        return ZoneRules.ofArrays(st, stdO.toArray(new ZoneOffset[0]), wt,
            wallO.toArray(new ZoneOffset[0]), rules);
    }

    /** A POSIX TZ string such as "CET-1CEST,M3.5.0,M10.5.0/3". */
    private static final class Posix {
        private final String s;
        private int i;
        int stdOffset;
        int dstOffset;
        boolean hasDst;
        private int[] start;
        private int[] end;

        Posix(String s) {
            this.s = s;
        }

        boolean parse() {
            if (!name()) {
                return false;
            }
            Integer off = time();
            if (off == null) {
                return false;
            }
            stdOffset = -off;
            if (i >= s.length()) {
                return true;
            }
            if (!name()) {
                return false;
            }
            hasDst = true;
            dstOffset = stdOffset + 3600;
            if (i < s.length() && s.charAt(i) != ',') {
                off = time();
                if (off == null) {
                    return false;
                }
                dstOffset = -off;
            }
            if (i >= s.length()) {
                start = new int[] {3, 2, 0, 7200};
                end = new int[] {11, 1, 0, 7200};
                return true;
            }
            if (s.charAt(i++) != ',') {
                return false;
            }
            start = rule();
            if (start == null || i >= s.length() || s.charAt(i++) != ',') {
                return false;
            }
            end = rule();
            return end != null && i == s.length();
        }

        private boolean name() {
            int b = i;
            if (i < s.length() && s.charAt(i) == '<') {
                while (i < s.length() && s.charAt(i) != '>') {
                    i++;
                }
                if (i >= s.length()) {
                    return false;
                }
                i++;
                return true;
            }
            while (i < s.length() && Character.isLetter(s.charAt(i))) {
                i++;
            }
            return i - b >= 3;
        }

        /** [+-]hh[:mm[:ss]] in seconds, or null. */
        private Integer time() {
            int sign = 1;
            if (i < s.length() && (s.charAt(i) == '+' || s.charAt(i) == '-')) {
                sign = s.charAt(i) == '-' ? -1 : 1;
                i++;
            }
            int total = 0;
            for (int part = 0; part < 3; part++) {
                int b = i;
                int v = 0;
                while (i < s.length() && Character.isDigit(s.charAt(i))) {
                    v = v * 10 + (s.charAt(i) - '0');
                    i++;
                }
                if (i == b) {
                    return part == 0 ? null : total * sign;
                }
                total += v * (part == 0 ? 3600 : part == 1 ? 60 : 1);
                if (part < 2 && i < s.length() && s.charAt(i) == ':') {
                    i++;
                } else {
                    break;
                }
            }
            return total * sign;
        }

        /** {month, week (or -1 for Julian day, -2 for zero-based day), day, seconds}. */
        private int[] rule() {
            int[] r = new int[4];
            if (i < s.length() && s.charAt(i) == 'M') {
                i++;
                Integer m = number();
                if (m == null || i >= s.length() || s.charAt(i++) != '.') {
                    return null;
                }
                Integer w = number();
                if (w == null || i >= s.length() || s.charAt(i++) != '.') {
                    return null;
                }
                Integer d = number();
                if (d == null || m < 1 || m > 12 || w < 1 || w > 5 || d < 0 || d > 6) {
                    return null;
                }
                r[0] = m;
                r[1] = w;
                r[2] = d;
            } else {
                boolean julian = i < s.length() && s.charAt(i) == 'J';
                if (julian) {
                    i++;
                }
                Integer n = number();
                if (n == null) {
                    return null;
                }
                r[1] = julian ? -1 : -2;
                r[2] = n;
            }
            r[3] = 7200;
            if (i < s.length() && s.charAt(i) == '/') {
                i++;
                Integer t = time();
                if (t == null) {
                    return null;
                }
                r[3] = t;
            }
            return r;
        }

        private Integer number() {
            int b = i;
            int v = 0;
            while (i < s.length() && Character.isDigit(s.charAt(i))) {
                v = v * 10 + (s.charAt(i) - '0');
                i++;
            }
            return i == b ? null : v;
        }

        ZoneOffsetTransitionRule[] rules() {
            ZoneOffset std = ZoneOffset.ofTotalSeconds(stdOffset);
            ZoneOffset dst = ZoneOffset.ofTotalSeconds(dstOffset);
            ZoneOffset standard = dstOffset < stdOffset ? dst : std;
            return new ZoneOffsetTransitionRule[] {toRule(start, standard, std, dst),
                toRule(end, standard, dst, std)};
        }

        private static final int[] CUMULATIVE = {0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365};

        private static ZoneOffsetTransitionRule toRule(int[] r, ZoneOffset std, ZoneOffset before,
                ZoneOffset after) {
            Month month;
            int dom;
            DayOfWeek dow = null;
            if (r[1] > 0) {
                month = Month.of(r[0]);
                dow = DayOfWeek.of(r[2] == 0 ? 7 : r[2]);
                dom = r[1] == 5 ? -1 : (r[1] - 1) * 7 + 1;
            } else {
                int day = r[1] == -1 ? r[2] : r[2] + 1;
                if (day < 1) {
                    day = 1;
                } else if (day > 365) {
                    day = 365;
                }
                int m = 1;
                while (CUMULATIVE[m] < day) {
                    m++;
                }
                month = Month.of(m);
                dom = day - CUMULATIVE[m - 1];
            }
            return new ZoneOffsetTransitionRule(month, dom, dow, r[3],
                ZoneOffsetTransitionRule.TimeDefinition.WALL, std, before, after);
        }
    }
}
