package java.time;

/** A source of the current instant and a zone. */
public abstract class Clock implements InstantSource {
    protected Clock() {
    }

    /** The current time in nanoseconds since the epoch (CLOCK_REALTIME), as HotSpot's clocks read it. */
    static native long realtimeNanos();

    static Instant systemInstant() {
        long ns = realtimeNanos();
        return Instant.ofEpochSecond(Math.floorDiv(ns, 1000_000_000L), Math.floorMod(ns, 1000_000_000L));
    }

    public static Clock systemUTC() {
        return SystemClock.UTC;
    }

    public static Clock systemDefaultZone() {
        return new SystemClock(ZoneId.systemDefault());
    }

    public static Clock system(ZoneId zone) {
        if (zone == null) {
            throw new NullPointerException("zone");
        }
        return new SystemClock(zone);
    }

    public static Clock tickMillis(ZoneId zone) {
        return tick(system(zone), Duration.ofMillis(1));
    }

    public static Clock tickSeconds(ZoneId zone) {
        return tick(system(zone), Duration.ofSeconds(1));
    }

    public static Clock tickMinutes(ZoneId zone) {
        return tick(system(zone), Duration.ofMinutes(1));
    }

    public static Clock tick(Clock baseClock, Duration tickDuration) {
        java.util.Objects.requireNonNull(baseClock, "baseClock");
        java.util.Objects.requireNonNull(tickDuration, "tickDuration");
        if (tickDuration.isNegative()) {
            throw new IllegalArgumentException("Tick duration must not be negative");
        }
        long tickNanos = tickDuration.toNanos();
        if (tickNanos % 1000_000 == 0) {
            // ok
        } else if (1000_000_000 % tickNanos == 0) {
            // ok
        } else {
            throw new IllegalArgumentException("Invalid tick duration");
        }
        if (tickNanos <= 1) {
            return baseClock;
        }
        return new TickClock(baseClock, tickNanos);
    }

    public static Clock fixed(Instant fixedInstant, ZoneId zone) {
        if (fixedInstant == null) {
            throw new NullPointerException("fixedInstant");
        }
        if (zone == null) {
            throw new NullPointerException("zone");
        }
        return new FixedClock(fixedInstant, zone);
    }

    public static Clock offset(Clock baseClock, Duration offsetDuration) {
        java.util.Objects.requireNonNull(baseClock, "baseClock");
        java.util.Objects.requireNonNull(offsetDuration, "offsetDuration");
        if (offsetDuration.equals(Duration.ZERO)) {
            return baseClock;
        }
        return new OffsetClock(baseClock, offsetDuration);
    }

    public abstract ZoneId getZone();

    @Override
    public abstract Clock withZone(ZoneId zone);

    @Override
    public long millis() {
        return instant().toEpochMilli();
    }

    @Override
    public abstract Instant instant();

    @Override
    public boolean equals(Object obj) {
        return super.equals(obj);
    }

    @Override
    public int hashCode() {
        return super.hashCode();
    }

    /** InstantSource.system(). */
    static final class SystemInstantSource implements InstantSource {
        static final SystemInstantSource INSTANCE = new SystemInstantSource();

        @Override
        public Instant instant() {
            return systemInstant();
        }

        @Override
        public long millis() {
            return System.currentTimeMillis();
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return Clock.system(zone);
        }

        @Override
        public String toString() {
            return "SystemInstantSource";
        }
    }

    /** InstantSource.withZone() of a source that is no clock. */
    static final class SourceClock extends Clock {
        private final InstantSource source;
        private final ZoneId zone;

        SourceClock(InstantSource source, ZoneId zone) {
            this.source = source;
            this.zone = java.util.Objects.requireNonNull(zone, "zone");
        }

        @Override
        public ZoneId getZone() {
            return zone;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return zone.equals(this.zone) ? this : new SourceClock(source, zone);
        }

        @Override
        public long millis() {
            return source.millis();
        }

        @Override
        public Instant instant() {
            return source.instant();
        }

        @Override
        public boolean equals(Object obj) {
            return obj instanceof SourceClock && source.equals(((SourceClock) obj).source)
                    && zone.equals(((SourceClock) obj).zone);
        }

        @Override
        public int hashCode() {
            return source.hashCode() ^ zone.hashCode();
        }

        @Override
        public String toString() {
            return "SourceClock[" + source + "," + zone + "]";
        }
    }

    static final class SystemClock extends Clock {
        static final SystemClock UTC = new SystemClock(ZoneOffset.UTC);

        private final ZoneId zone;

        SystemClock(ZoneId zone) {
            this.zone = zone;
        }

        @Override
        public ZoneId getZone() {
            return zone;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return zone.equals(this.zone) ? this : zone.equals(ZoneOffset.UTC) ? UTC : new SystemClock(zone);
        }

        @Override
        public long millis() {
            return System.currentTimeMillis();
        }

        @Override
        public Instant instant() {
            return systemInstant();
        }

        @Override
        public boolean equals(Object obj) {
            return obj instanceof SystemClock && zone.equals(((SystemClock) obj).zone);
        }

        @Override
        public int hashCode() {
            return zone.hashCode() + 1;
        }

        @Override
        public String toString() {
            return "SystemClock[" + zone + "]";
        }
    }

    static final class FixedClock extends Clock {
        private final Instant instant;
        private final ZoneId zone;

        FixedClock(Instant fixedInstant, ZoneId zone) {
            this.instant = fixedInstant;
            this.zone = zone;
        }

        @Override
        public ZoneId getZone() {
            return zone;
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return zone.equals(this.zone) ? this : new FixedClock(instant, zone);
        }

        @Override
        public long millis() {
            return instant.toEpochMilli();
        }

        @Override
        public Instant instant() {
            return instant;
        }

        @Override
        public boolean equals(Object obj) {
            if (obj instanceof FixedClock) {
                FixedClock other = (FixedClock) obj;
                return instant.equals(other.instant) && zone.equals(other.zone);
            }
            return false;
        }

        @Override
        public int hashCode() {
            return instant.hashCode() ^ zone.hashCode();
        }

        @Override
        public String toString() {
            return "FixedClock[" + instant + "," + zone + "]";
        }
    }

    static final class OffsetClock extends Clock {
        private final Clock baseClock;
        private final Duration offset;

        OffsetClock(Clock baseClock, Duration offset) {
            this.baseClock = baseClock;
            this.offset = offset;
        }

        @Override
        public ZoneId getZone() {
            return baseClock.getZone();
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return zone.equals(baseClock.getZone()) ? this : new OffsetClock(baseClock.withZone(zone), offset);
        }

        @Override
        public long millis() {
            return Math.addExact(baseClock.millis(), offset.toMillis());
        }

        @Override
        public Instant instant() {
            return baseClock.instant().plus(offset);
        }

        @Override
        public boolean equals(Object obj) {
            if (obj instanceof OffsetClock) {
                OffsetClock other = (OffsetClock) obj;
                return baseClock.equals(other.baseClock) && offset.equals(other.offset);
            }
            return false;
        }

        @Override
        public int hashCode() {
            return baseClock.hashCode() ^ offset.hashCode();
        }

        @Override
        public String toString() {
            return "OffsetClock[" + baseClock + "," + offset + "]";
        }
    }

    static final class TickClock extends Clock {
        private final Clock baseClock;
        private final long tickNanos;

        TickClock(Clock baseClock, long tickNanos) {
            this.baseClock = baseClock;
            this.tickNanos = tickNanos;
        }

        @Override
        public ZoneId getZone() {
            return baseClock.getZone();
        }

        @Override
        public Clock withZone(ZoneId zone) {
            return zone.equals(baseClock.getZone()) ? this : new TickClock(baseClock.withZone(zone), tickNanos);
        }

        @Override
        public long millis() {
            long millis = baseClock.millis();
            return millis - Math.floorMod(millis, tickNanos / 1000_000L);
        }

        @Override
        public Instant instant() {
            if ((tickNanos % 1000_000) == 0) {
                long millis = baseClock.millis();
                return Instant.ofEpochMilli(millis - Math.floorMod(millis, tickNanos / 1000_000L));
            }
            Instant instant = baseClock.instant();
            long nanos = instant.getNano();
            long adjust = Math.floorMod(nanos, tickNanos);
            return instant.minusNanos(adjust);
        }

        @Override
        public boolean equals(Object obj) {
            if (obj instanceof TickClock) {
                TickClock other = (TickClock) obj;
                return baseClock.equals(other.baseClock) && tickNanos == other.tickNanos;
            }
            return false;
        }

        @Override
        public int hashCode() {
            return baseClock.hashCode() ^ ((int) (tickNanos ^ (tickNanos >>> 32)));
        }

        @Override
        public String toString() {
            return "TickClock[" + baseClock + "," + Duration.ofNanos(tickNanos) + "]";
        }
    }
}
