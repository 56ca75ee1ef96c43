package java.time.chrono;

/** A calendar system. Only the ISO calendar (IsoChronology) exists in this library. */
public interface Chronology extends Comparable<Chronology> {
    String getId();

    String getCalendarType();

    boolean isLeapYear(long prolepticYear);

    @Override
    default int compareTo(Chronology other) {
        return getId().compareTo(other.getId());
    }
}
