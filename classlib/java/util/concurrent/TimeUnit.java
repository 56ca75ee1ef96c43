package java.util.concurrent;

/** Units of time, and conversions between them (saturating at Long.MIN_VALUE/MAX_VALUE). */
public enum TimeUnit {
    NANOSECONDS(1L),
    MICROSECONDS(1000L),
    MILLISECONDS(1000L * 1000L),
    SECONDS(1000L * 1000L * 1000L),
    MINUTES(1000L * 1000L * 1000L * 60L),
    HOURS(1000L * 1000L * 1000L * 60L * 60L),
    DAYS(1000L * 1000L * 1000L * 60L * 60L * 24L);

    /** Nanoseconds per unit. */
    private final long scale;

    TimeUnit(long scale) {
        this.scale = scale;
    }

    /** d in this unit, expressed in the unit of the given scale. */
    private long cvt(long d, long dstScale) {
        long srcScale = scale;
        if (srcScale == dstScale)
            return d;
        if (srcScale < dstScale)
            return d / (dstScale / srcScale);
        long ratio = srcScale / dstScale;
        long max = Long.MAX_VALUE / ratio;
        if (d > max)
            return Long.MAX_VALUE;
        if (d < -max)
            return Long.MIN_VALUE;
        return d * ratio;
    }

    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        return sourceUnit.cvt(sourceDuration, scale);
    }

    public long toNanos(long duration) {
        return cvt(duration, NANOSECONDS.scale);
    }

    public long toMicros(long duration) {
        return cvt(duration, MICROSECONDS.scale);
    }

    public long toMillis(long duration) {
        return cvt(duration, MILLISECONDS.scale);
    }

    public long toSeconds(long duration) {
        return cvt(duration, SECONDS.scale);
    }

    public long toMinutes(long duration) {
        return cvt(duration, MINUTES.scale);
    }

    public long toHours(long duration) {
        return cvt(duration, HOURS.scale);
    }

    public long toDays(long duration) {
        return cvt(duration, DAYS.scale);
    }

    private int excessNanos(long d, long m) {
        if (this == NANOSECONDS)
            return (int) (d - (m * 1000L * 1000L));
        if (this == MICROSECONDS)
            return (int) ((d * 1000L) - (m * 1000L * 1000L));
        return 0;
    }

    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            obj.wait(ms, ns);
        }
    }

    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            thread.join(ms, ns);
        }
    }

    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            Thread.sleep(ms, ns);
        }
    }
}
