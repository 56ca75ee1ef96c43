package java.time.zone;

import java.io.BufferedReader;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileReader;
import java.io.IOException;
import java.io.InputStream;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The source of zone rules. The one provider of this library reads the system's compiled
 * zoneinfo files (/usr/share/zoneinfo, or the directory named by the jvm.zoneinfo.dir
 * property), each on the first use of its zone; the list of IDs comes from the tzdata.zi
 * source listing there ("Z" and "L" lines), read only when asked for.
 */
public abstract class ZoneRulesProvider {
    private static final Map<String, ZoneRules> CACHE = new HashMap<>();
    private static volatile Set<String> zoneIds;

    protected ZoneRulesProvider() {
    }

    private static String dir() {
        String d = System.getProperty("jvm.zoneinfo.dir");
        return d != null ? d : "/usr/share/zoneinfo";
    }

    public static Set<String> getAvailableZoneIds() {
        Set<String> ids = zoneIds;
        if (ids == null) {
            TreeSet<String> set = new TreeSet<>();
            try (BufferedReader r = new BufferedReader(new FileReader(dir() + "/tzdata.zi"))) {
                String line;
                while ((line = r.readLine()) != null) {
                    if (line.startsWith("Z ")) {
                        int e = line.indexOf(' ', 2);
                        set.add(e < 0 ? line.substring(2) : line.substring(2, e));
                    } else if (line.startsWith("L ")) {
                        int e = line.indexOf(' ', 2);
                        if (e > 0) {
                            set.add(line.substring(e + 1).trim());
                        }
                    }
                }
            } catch (IOException ex) {
                // no listing: only the IDs used so far are known
                synchronized (CACHE) {
                    set.addAll(CACHE.keySet());
                }
            }
            set.remove("Factory");
            ids = Collections.unmodifiableSet(new java.util.HashSet<>(set));
            zoneIds = ids;
        }
        return ids;
    }

    private static boolean acceptable(String zoneId) {
        if (zoneId.contains("..") || zoneId.startsWith("/") || zoneId.endsWith("/")
                || zoneId.contains("//")) {
            return false;
        }
        if (zoneId.startsWith("posix/") || zoneId.startsWith("right/") || zoneId.equals("posix")
                || zoneId.equals("right") || zoneId.equals("posixrules") || zoneId.equals("localtime")
                || zoneId.equals("Factory") || zoneId.startsWith("SystemV/")) {
            return false;
        }
        return true;
    }

    public static ZoneRules getRules(String zoneId, boolean forCaching) {
        if (zoneId == null) {
            throw new NullPointerException("zoneId");
        }
        synchronized (CACHE) {
            ZoneRules rules = CACHE.get(zoneId);
            if (rules != null) {
                return rules;
            }
        }
        ZoneRules rules = null;
        if (acceptable(zoneId)) {
            File f = new File(dir(), zoneId);
            if (f.isFile()) {
                try (InputStream in = new FileInputStream(f)) {
                    rules = TzifReader.parse(in.readAllBytes());
                } catch (IOException ex) {
                    rules = null;
                }
            }
        }
        if (rules == null) {
            throw new ZoneRulesException("Unknown time-zone ID: " + zoneId);
        }
        synchronized (CACHE) {
            CACHE.put(zoneId, rules);
        }
        return rules;
    }

    public static NavigableMap<String, ZoneRules> getVersions(String zoneId) {
        TreeMap<String, ZoneRules> map = new TreeMap<>();
        map.put("system", getRules(zoneId, false));
        return Collections.unmodifiableNavigableMap(map);
    }

    public static boolean refresh() {
        return false;
    }

    protected abstract Set<String> provideZoneIds();

    protected abstract ZoneRules provideRules(String zoneId, boolean forCaching);

    protected abstract NavigableMap<String, ZoneRules> provideVersions(String zoneId);

    protected boolean provideRefresh() {
        return false;
    }
}
