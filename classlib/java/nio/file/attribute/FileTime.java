package java.nio.file.attribute;

import java.time.Instant;
import java.util.concurrent.TimeUnit;

/** A file's time stamp: a value in a unit, compared and printed as the instant it stands for. */
public final class FileTime implements Comparable<FileTime> {
    private final long value;
    private final TimeUnit unit;
    private final long seconds;     // floor seconds since the epoch (saturated)
    private final int nanos;        // 0..999,999,999

    private FileTime(long value, TimeUnit unit) {
        this.value = value;
        this.unit = unit;
        long s = unit.toSeconds(value);
        long perSec = unit.convert(1, TimeUnit.SECONDS);
        int n = 0;
        if (perSec > 1) {
            long rem = Math.floorMod(value, perSec);
            s = Math.floorDiv(value, perSec);
            n = (int) unit.toNanos(rem);
        }
        this.seconds = s;
        this.nanos = n;
    }

    public static FileTime from(long value, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException("'unit' is null");
        }
        return new FileTime(value, unit);
    }

    public static FileTime fromMillis(long value) {
        return new FileTime(value, TimeUnit.MILLISECONDS);
    }

    public static FileTime from(Instant instant) {
        if (instant == null) {
            throw new NullPointerException("'instant' is null");
        }
        long s = instant.getEpochSecond();
        int n = instant.getNano();
        if (n == 0) {
            return new FileTime(s, TimeUnit.SECONDS);
        }
        long max = Long.MAX_VALUE / 1000000000L;
        if (s < max && s > -max) {
            return new FileTime(s * 1000000000L + n, TimeUnit.NANOSECONDS);
        }
        return new FileTime(s, TimeUnit.SECONDS);
    }


    public long to(TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        return unit.convert(this.value, this.unit);
    }

    public long toMillis() {
        return to(TimeUnit.MILLISECONDS);
    }

    public Instant toInstant() {
        return Instant.ofEpochSecond(seconds, nanos);
    }

    @Override
    public boolean equals(Object obj) {
        return obj instanceof FileTime && compareTo((FileTime) obj) == 0;
    }

    @Override
    public int hashCode() {
        return toInstant().hashCode();
    }

    @Override
    public int compareTo(FileTime other) {
        int c = Long.compare(seconds, other.seconds);
        return c != 0 ? c : Integer.compare(nanos, other.nanos);
    }

    @Override
    public String toString() {
        long days = Math.floorDiv(seconds, 86400L);
        long sod = Math.floorMod(seconds, 86400L);
        // civil date from days since 1970-01-01 (proleptic Gregorian)
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
        StringBuilder sb = new StringBuilder(32);
        if (y <= 0) {
            sb.append('-');         // as HotSpot: year 0 is printed -0001
            pad(sb, 1 - y, 4);
        } else {
            pad(sb, y, 4);
        }
        sb.append('-');
        pad(sb, m, 2);
        sb.append('-');
        pad(sb, d, 2);
        sb.append('T');
        pad(sb, sod / 3600, 2);
        sb.append(':');
        pad(sb, sod / 60 % 60, 2);
        sb.append(':');
        pad(sb, sod % 60, 2);
        if (nanos != 0) {
            String f = Integer.toString(nanos + 1000000000).substring(1);
            int e = f.length();
            while (e > 0 && f.charAt(e - 1) == '0') {
                e--;
            }
            sb.append('.').append(f, 0, e);
        }
        return sb.append('Z').toString();
    }

    private static void pad(StringBuilder sb, long v, int width) {
        String s = Long.toString(v);
        for (int i = s.length(); i < width; i++) {
            sb.append('0');
        }
        sb.append(s);
    }
}
