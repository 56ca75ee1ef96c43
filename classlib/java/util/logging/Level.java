package java.util.logging;

import java.util.ArrayList;
import java.util.List;

/* Levels are compared by intValue only; every Level constructed is remembered for parse. */
public class Level implements java.io.Serializable {
    private static final long serialVersionUID = -8176160795706313070L;
    private static final List<Level> known = new ArrayList<>();

    /** The bundle HotSpot names for the standard levels (getResourceBundleName, the serial form). */
    private static final String DEFAULT_BUNDLE = "sun.util.logging.resources.logging";

    public static final Level OFF = new Level("OFF", Integer.MAX_VALUE, DEFAULT_BUNDLE);
    public static final Level SEVERE = new Level("SEVERE", 1000, DEFAULT_BUNDLE);
    public static final Level WARNING = new Level("WARNING", 900, DEFAULT_BUNDLE);
    public static final Level INFO = new Level("INFO", 800, DEFAULT_BUNDLE);
    public static final Level CONFIG = new Level("CONFIG", 700, DEFAULT_BUNDLE);
    public static final Level FINE = new Level("FINE", 500, DEFAULT_BUNDLE);
    public static final Level FINER = new Level("FINER", 400, DEFAULT_BUNDLE);
    public static final Level FINEST = new Level("FINEST", 300, DEFAULT_BUNDLE);
    public static final Level ALL = new Level("ALL", Integer.MIN_VALUE, DEFAULT_BUNDLE);

    private final String name;
    private final int value;
    private final String resourceBundleName;

    protected Level(String name, int value) {
        this(name, value, null);
    }

    protected Level(String name, int value, String resourceBundleName) {
        if (name == null) {
            throw new NullPointerException();
        }
        this.name = name;
        this.value = value;
        this.resourceBundleName = resourceBundleName;
        synchronized (known) {
            known.add(this);
        }
    }

    public String getResourceBundleName() {
        return resourceBundleName;
    }

    public String getName() {
        return name;
    }

    public String getLocalizedName() {
        return name;
    }

    final String getLocalizedLevelName() {
        return name;
    }

    @Override
    public final String toString() {
        return name;
    }

    public final int intValue() {
        return value;
    }

    public static synchronized Level parse(String name) throws IllegalArgumentException {
        name.length();
        synchronized (known) {
            for (Level l : known) {
                if (l.name.equals(name)) {
                    return l;
                }
            }
            try {
                int x = Integer.parseInt(name);
                for (Level l : known) {
                    if (l.value == x) {
                        return l;
                    }
                }
                return new Level(name, x);
            } catch (NumberFormatException e) {
                // fall through
            }
        }
        throw new IllegalArgumentException("Bad level \"" + name + "\"");
    }

    /** As the JDK: a level read back is the known one of that name and value if there is one. */
    private Object readResolve() {
        synchronized (known) {
            for (Level l : known) {
                if (l.name.equals(name) && l.value == value && java.util.Objects.equals(l.resourceBundleName, resourceBundleName)) {
                    return l;
                }
            }
            known.add(this);
        }
        return this;
    }

    @Override
    public boolean equals(Object ox) {
        return ox instanceof Level && ((Level) ox).value == value;
    }

    @Override
    public int hashCode() {
        return value;
    }
}
