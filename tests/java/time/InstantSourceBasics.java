/** InstantSource (JDK 17): system, fixed, offset, tick, withZone, its NPE texts; Instant.now() in nanoseconds. */
import java.time.*;
public class InstantSourceBasics {
    public static void main(String[] a) {
        InstantSource sys = InstantSource.system();
        System.out.println(sys + " " + sys.getClass().getName() + " " + (sys.instant() != null) + " " + sys.equals(InstantSource.system()) + " " + (sys instanceof Clock));
        InstantSource fixed = InstantSource.fixed(Instant.ofEpochSecond(1000, 123456789));
        System.out.println(fixed + " " + fixed.instant() + " " + fixed.millis() + " " + (fixed instanceof Clock) + " " + fixed.getClass().getSimpleName());
        InstantSource off = InstantSource.offset(fixed, Duration.ofHours(2));
        System.out.println(off + " " + off.instant());
        InstantSource tick = InstantSource.tick(fixed, Duration.ofSeconds(10));
        System.out.println(tick + " " + tick.instant());
        Clock c = fixed.withZone(ZoneId.of("Europe/Berlin"));
        System.out.println(c + " " + c.getZone() + " " + c.instant());
        InstantSource custom = () -> Instant.ofEpochMilli(42);
        Clock cc = custom.withZone(ZoneOffset.UTC);
        System.out.println(cc.getClass().getSimpleName() + " " + cc.millis() + " " + cc.withZone(ZoneOffset.ofHours(1)).getZone() + " " + (cc.toString().startsWith("SourceClock[")));
        System.out.println(Clock.systemUTC() + " " + Clock.fixed(Instant.EPOCH, ZoneOffset.UTC).withZone(ZoneOffset.UTC));
        try { InstantSource.fixed(null); } catch (NullPointerException e) { System.out.println(e); }
        try { InstantSource.offset(fixed, null); } catch (NullPointerException e) { System.out.println(e); }
        System.out.println(InstantSource.offset(fixed, Duration.ZERO) == fixed);
        System.out.println(Clock.systemUTC() == Clock.systemUTC());
        System.out.println("precision: " + (Instant.now().getNano() % 1000_000 != 0 || Instant.now().getNano() % 1000_000 != 0));
        System.out.println(Clock.systemUTC().equals(Clock.systemUTC()) + " " + Clock.offset(Clock.systemUTC(), Duration.ofSeconds(1)));
    }
}
