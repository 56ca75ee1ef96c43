package java.util.zip;

import java.nio.charset.StandardCharsets;

/**
 * Little-endian fields, DOS times and the record signatures of the zip
 * format (APPNOTE.TXT), shared by the zip streams and ZipFile.
 *
 * DOS times are converted in UTC: the class library has no time zones
 * yet, so a VM running with another local zone differs from HotSpot by
 * the zone's offset.
 */
final class ZipUtils {
    static final long LOCSIG = 0x04034b50L;
    static final long EXTSIG = 0x08074b50L;
    static final long CENSIG = 0x02014b50L;
    static final long ENDSIG = 0x06054b50L;
    static final int LOCHDR = 30;
    static final int EXTHDR = 16;
    static final int CENHDR = 46;
    static final int ENDHDR = 22;
    static final int EFS = 0x800;           /* names are UTF-8 */
    /* Zip64: the end record and its locator, the 8-byte data descriptor, the extra field */
    static final long ZIP64_ENDSIG = 0x06064b50L;
    static final long ZIP64_LOCSIG = 0x07064b50L;
    static final int ZIP64_ENDHDR = 56;
    static final int ZIP64_LOCHDR = 20;
    static final int ZIP64_EXTHDR = 24;
    static final long ZIP64_MAGICVAL = 0xFFFFFFFFL;
    static final int ZIP64_MAGICCOUNT = 0xFFFF;
    static final int EXTID_ZIP64 = 0x0001;

    static long get64(byte[] b, int off) {
        return get32(b, off) | (get32(b, off + 4) << 32);
    }

    static void put64(byte[] b, int off, long v) {
        put32(b, off, v & 0xffffffffL);
        put32(b, off + 4, v >>> 32);
    }

    /** Where the data of extra's Zip64 field starts, with its size in the upper 32 bits; -1 if none. */
    static long zip64Field(byte[] extra) {
        if (extra == null) {
            return -1;
        }
        int off = 0;
        while (off + 4 <= extra.length) {
            int tag = get16(extra, off);
            int sz = get16(extra, off + 2);
            off += 4;
            if (off + sz > extra.length) {
                break;
            }
            if (tag == EXTID_ZIP64) {
                return ((long) sz << 32) | off;
            }
            off += sz;
        }
        return -1;
    }
    static final long DOSTIME_BEFORE_1980 = (1 << 21) | (1 << 16);

    private ZipUtils() {
    }

    static int get16(byte[] b, int off) {
        return (b[off] & 0xff) | ((b[off + 1] & 0xff) << 8);
    }

    static long get32(byte[] b, int off) {
        return (get16(b, off) | ((long) get16(b, off + 2) << 16)) & 0xffffffffL;
    }

    static void put16(byte[] b, int off, int v) {
        b[off] = (byte) v;
        b[off + 1] = (byte) (v >> 8);
    }

    static void put32(byte[] b, int off, long v) {
        put16(b, off, (int) v);
        put16(b, off + 2, (int) (v >> 16));
    }

    static String decode(byte[] b, int off, int len) {
        return new String(b, off, len, StandardCharsets.UTF_8);
    }

    static byte[] encode(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    /* Days from 1970-01-01 to y-m-d (proleptic Gregorian). */
    private static long daysFromCivil(long y, int m, int d) {
        y -= m <= 2 ? 1 : 0;
        long era = Math.floorDiv(y, 400);
        long yoe = y - era * 400;
        long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
        long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        return era * 146097 + doe - 719468;
    }

    static long dosToJavaTime(long dtime) {
        long year = ((dtime >> 25) & 0x7f) + 1980;
        int month = (int) ((dtime >> 21) & 0x0f);
        int day = (int) ((dtime >> 16) & 0x1f);
        long hour = (dtime >> 11) & 0x1f;
        long minute = (dtime >> 5) & 0x3f;
        long second = (dtime << 1) & 0x3e;
        /* Out-of-range fields roll over, as they do in the JDK. */
        long y = year + Math.floorDiv(month - 1, 12);
        int m = (int) Math.floorMod(month - 1, 12) + 1;
        long days = daysFromCivil(y, m, 1) + day - 1;
        return ((days * 24 + hour) * 60 + minute) * 60000 + second * 1000;
    }

    static long extendedDosToJavaTime(long xdostime) {
        return dosToJavaTime(xdostime) + (xdostime >> 32);
    }

    static long javaToExtendedDosTime(long time) {
        if (time < 0) {
            return DOSTIME_BEFORE_1980;
        }
        long days = Math.floorDiv(time, 86400000L);
        long ms = Math.floorMod(time, 86400000L);
        /* civil from days */
        long z = days + 719468;
        long era = Math.floorDiv(z, 146097);
        long doe = z - era * 146097;
        long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
        long y = yoe + era * 400;
        long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        long mp = (5 * doy + 2) / 153;
        long d = doy - (153 * mp + 2) / 5 + 1;
        long m = mp < 10 ? mp + 3 : mp - 9;
        if (m <= 2) {
            y++;
        }
        if (y < 1980) {
            return DOSTIME_BEFORE_1980;
        }
        long sec = ms / 1000;
        long dostime = ((y - 1980) << 25) | (m << 21) | (d << 16) | ((sec / 3600) << 11)
                       | (((sec / 60) % 60) << 5) | ((sec % 60) >> 1);
        return dostime + ((time % 2000) << 32);
    }
}
