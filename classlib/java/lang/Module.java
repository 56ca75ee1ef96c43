package java.lang;

import java.io.IOException;
import java.io.InputStream;
import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.VMReflection;
import java.net.URL;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A run-time module.  Two kinds exist here: the named modules of the boot layer, one per JDK
 * module the class library has classes of (their packages are the table in {@link Boot}), and
 * the unnamed module of each class loader (ClassLoader.getUnnamedModule), which holds every
 * class that loader defines.  Nothing of this is made before Class.getModule, getUnnamedModule
 * or ModuleLayer.boot asks for it.
 *
 * A named module reads itself and java.base, exports its java.* and javax.* packages to all and
 * its internal packages only to the JDK modules HotSpot's descriptors name, and opens nothing;
 * an unnamed module reads, exports and opens everything.  Module descriptors
 * (java.lang.module) are not implemented: getDescriptor of a named module says so.
 */
public final class Module implements AnnotatedElement {
    private final String name;                  // null: unnamed
    private final ClassLoader loader;
    private final Set<String> packages;         // named only: what it contains
    private final Map<String, Set<String>> qualifiedExports;   // package -> module names
    private final Set<String> uses;             // service class names (named only)
    private final Set<Module> addedReads = new HashSet<>();

    /** The unnamed module of loader (null: the boot loader). */
    Module(ClassLoader loader) {
        this.name = null;
        this.loader = loader;
        this.packages = null;
        this.qualifiedExports = null;
        this.uses = null;
    }

    private Module(String name, ClassLoader loader, String[] packages,
                   Map<String, Set<String>> qualifiedExports, Set<String> uses) {
        this.name = name;
        this.loader = loader;
        this.packages = Collections.unmodifiableSet(new HashSet<>(Arrays.asList(packages)));
        this.qualifiedExports = qualifiedExports;
        this.uses = uses;
    }

    public boolean isNamed() {
        return name != null;
    }

    public String getName() {
        return name;
    }

    public ClassLoader getClassLoader() {
        return loader;
    }

    /** Null for an unnamed module; named modules have no descriptor in this VM. */
    public java.lang.module.ModuleDescriptor getDescriptor() {
        if (name == null) {
            return null;
        }
        throw new UnsupportedOperationException(
                "Module.getDescriptor: java.lang.module.ModuleDescriptor is not implemented (module " + name + ")");
    }

    public ModuleLayer getLayer() {
        return name == null ? null : ModuleLayer.boot();
    }

    // ---------------------------------------------------------------- readability

    public boolean canRead(Module other) {
        Objects.requireNonNull(other);
        if (name == null || other == this || other == Boot.JAVA_BASE) {
            return true;
        }
        synchronized (addedReads) {
            return addedReads.contains(other);
        }
    }

    public Module addReads(Module other) {
        Objects.requireNonNull(other);
        if (name != null) {
            Module caller = callerModule();
            if (caller != this) {
                throw new IllegalCallerException(caller + " != " + this);
            }
            synchronized (addedReads) {
                addedReads.add(other);
            }
        }
        return this;
    }

    // ---------------------------------------------------------------- exports and opens

    public boolean isExported(String pn, Module other) {
        Objects.requireNonNull(pn);
        Objects.requireNonNull(other);
        if (name == null) {
            return true;
        }
        if (!packages.contains(pn)) {
            return false;
        }
        if (other == this || exportedToAll(pn)) {
            return true;
        }
        Set<String> to = qualifiedExports.get(pn);
        return to != null && other.name != null && to.contains(other.name);
    }

    public boolean isExported(String pn) {
        Objects.requireNonNull(pn);
        return name == null || (packages.contains(pn) && exportedToAll(pn));
    }

    public boolean isOpen(String pn, Module other) {
        Objects.requireNonNull(pn);
        Objects.requireNonNull(other);
        return name == null || (other == this && packages.contains(pn));
    }

    public boolean isOpen(String pn) {
        Objects.requireNonNull(pn);
        return name == null;
    }

    private static boolean exportedToAll(String pn) {
        return pn.startsWith("java.") || pn.startsWith("javax.");
    }

    public Module addExports(String pn, Module other) {
        Objects.requireNonNull(pn);
        Objects.requireNonNull(other);
        if (name != null) {
            Module caller = callerModule();
            if (caller != this) {
                throw new IllegalCallerException(caller + " != " + this);
            }
            throw new UnsupportedOperationException("Module.addExports on a named module is not implemented");
        }
        return this;
    }

    public Module addOpens(String pn, Module other) {
        Objects.requireNonNull(pn);
        Objects.requireNonNull(other);
        if (name != null) {
            Module caller = callerModule();
            if (caller != this && !isOpen(pn, caller)) {
                throw new IllegalCallerException(pn + " is not open to " + caller);
            }
            throw new UnsupportedOperationException("Module.addOpens on a named module is not implemented");
        }
        return this;
    }

    // ---------------------------------------------------------------- services

    public Module addUses(Class<?> service) {
        Objects.requireNonNull(service);
        if (name != null) {
            Module caller = callerModule();
            if (caller != this) {
                throw new IllegalCallerException(caller + " != " + this);
            }
            synchronized (uses) {
                uses.add(service.getName());
            }
        }
        return this;
    }

    public boolean canUse(Class<?> service) {
        Objects.requireNonNull(service);
        if (name == null) {
            return true;
        }
        synchronized (uses) {
            return uses.contains(service.getName());
        }
    }

    // ---------------------------------------------------------------- contents

    /** A named module's packages (those the class library has); an unnamed one's: its loader's. */
    public Set<String> getPackages() {
        if (name != null) {
            return packages;
        }
        Set<String> r = new HashSet<>();
        if (loader != null) {
            for (Package p : loader.getDefinedPackages()) {
                r.add(p.getName());
            }
        }
        return r;
    }

    /**
     * A resource of this module: for a named module, the class files of its packages (its other
     * resources are encapsulated; the class library has none); for an unnamed module, what its
     * loader itself finds (the class path for the app loader), without asking the parents.
     */
    public InputStream getResourceAsStream(String name) throws IOException {
        if (name.startsWith("/")) {
            name = name.substring(1);
        }
        URL url;
        if (this.name != null) {
            int slash = name.lastIndexOf('/');
            String pn = slash < 0 ? "" : name.substring(0, slash).replace('/', '.');
            url = packages.contains(pn) ? ClassLoader.findBootstrapResource(name) : null;
        } else if (loader == null) {
            url = null;
        } else if (loader == ClassLoader.getSystemClassLoader()) {
            java.util.List<URL> r = ClassLoader.classPathResources(name, false);
            url = r.isEmpty() ? null : r.get(0);
        } else if (loader == ClassLoader.getPlatformClassLoader()) {
            url = null;
        } else {
            url = loader.findResource(name);
        }
        return url == null ? null : url.openStream();
    }

    // ---------------------------------------------------------------- annotations

    /** The JDK modules here carry no annotations; unnamed modules never do. */
    @Override
    public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
        Objects.requireNonNull(annotationClass);
        return null;
    }

    @Override
    public Annotation[] getAnnotations() {
        return new Annotation[0];
    }

    @Override
    public Annotation[] getDeclaredAnnotations() {
        return new Annotation[0];
    }

    @Override
    public String toString() {
        return name != null ? "module " + name : "unnamed module @" + Integer.toHexString(hashCode());
    }

    // ---------------------------------------------------------------- for the class library

    private static Module callerModule() {
        Class<?> c = VMReflection.apiCaller();
        return c == null ? Boot.JAVA_BASE : c.getModule();
    }

    /** The module of a class of the class library in package pn. */
    static Module ofBootPackage(String pn) {
        Module m = Boot.BY_PACKAGE.get(pn);
        return m != null ? m : Boot.JAVA_BASE;
    }

    /**
     * The boot layer's modules and their packages: every package of the class library, in the
     * module HotSpot 17 has it in (java.compiler, java.scripting, java.sql and java.transaction.xa
     * are defined to the platform loader, the others
     * to the boot loader, as there).  A class in a package missing here counts as java.base's.
     */
    static final class Boot {
        private static final String[][] TABLE = {
            { "java.base",
              "java.io", "java.lang", "java.lang.annotation", "java.lang.invoke", "java.lang.module",
              "java.lang.ref", "java.lang.reflect", "java.math", "java.net", "java.nio",
              "java.nio.channels", "java.nio.channels.spi", "java.nio.charset", "java.nio.file",
              "java.nio.file.attribute", "java.nio.file.spi", "java.security", "java.security.cert",
              "java.security.spec", "java.text", "java.time", "java.time.chrono", "java.time.format",
              "java.time.temporal", "java.time.zone", "java.util", "java.util.concurrent",
              "java.util.concurrent.atomic", "java.util.concurrent.locks", "java.util.function",
              "java.util.jar", "java.util.regex", "java.util.stream", "java.util.zip", "javax.crypto",
              "javax.crypto.spec", "jdk.internal.logger", "sun.nio.ch" },
            { "java.logging", "java.util.logging", "sun.util.logging.internal" },
            { "java.desktop", "java.awt", "java.awt.event", "java.awt.geom", "java.beans", "javax.swing.tree" },
            { "java.compiler", "javax.lang.model" },
            { "java.scripting", "javax.script" },
            { "java.sql", "java.sql", "javax.sql" },
            { "java.transaction.xa", "javax.transaction.xa" },
            { "java.xml", "javax.xml.transform", "org.w3c.dom" },
        };

        /** The modules HotSpot 17 defines to the platform class loader (the rest: the boot loader). */
        private static final java.util.List<String> PLATFORM =
            Arrays.asList("java.compiler", "java.scripting", "java.sql", "java.transaction.xa");

        /** Qualified exports (package, then the modules it is exported to) of HotSpot 17's. */
        private static final String[][] QUALIFIED = {
            { "jdk.internal.logger", "java.logging" },
            { "sun.nio.ch", "java.management", "jdk.crypto.cryptoki", "jdk.incubator.foreign", "jdk.net",
              "jdk.sctp" },
        };

        /** java.base's service uses, as its descriptor declares them in HotSpot 17. */
        private static final String[] BASE_USES = {
            "java.lang.System$LoggerFinder", "java.net.ContentHandlerFactory",
            "java.net.spi.URLStreamHandlerProvider", "java.nio.channels.spi.AsynchronousChannelProvider",
            "java.nio.channels.spi.SelectorProvider", "java.nio.charset.spi.CharsetProvider",
            "java.nio.file.spi.FileSystemProvider", "java.nio.file.spi.FileTypeDetector",
            "java.security.Provider", "java.text.spi.BreakIteratorProvider",
            "java.text.spi.CollatorProvider", "java.text.spi.DateFormatProvider",
            "java.text.spi.DateFormatSymbolsProvider", "java.text.spi.DecimalFormatSymbolsProvider",
            "java.text.spi.NumberFormatProvider", "java.time.chrono.AbstractChronology",
            "java.time.chrono.Chronology", "java.time.zone.ZoneRulesProvider",
            "java.util.random.RandomGenerator", "java.util.spi.CalendarDataProvider",
            "java.util.spi.CalendarNameProvider", "java.util.spi.CurrencyNameProvider",
            "java.util.spi.LocaleNameProvider", "java.util.spi.ResourceBundleControlProvider",
            "java.util.spi.ResourceBundleProvider", "java.util.spi.TimeZoneNameProvider",
            "java.util.spi.ToolProvider", "javax.security.auth.spi.LoginModule",
            "jdk.internal.logger.DefaultLoggerFinder", "sun.text.spi.JavaTimeDateTimePatternProvider",
            "sun.util.locale.provider.LocaleDataMetaInfo",
            "sun.util.resources.LocaleData$CommonResourceBundleProvider",
            "sun.util.resources.LocaleData$SupplementaryResourceBundleProvider",
            "sun.util.spi.CalendarProvider",
        };

        static final Map<String, Module> BY_NAME = new LinkedHashMap<>();
        static final Map<String, Module> BY_PACKAGE = new HashMap<>();
        static final Module JAVA_BASE;

        static {
            Map<String, Set<String>> qualified = new HashMap<>();
            for (String[] q : QUALIFIED) {
                qualified.put(q[0], new HashSet<>(Arrays.asList(q).subList(1, q.length)));
            }
            for (String[] row : TABLE) {
                String mn = row[0];
                String[] pkgs = Arrays.copyOfRange(row, 1, row.length);
                ClassLoader l = PLATFORM.contains(mn) ? ClassLoader.getPlatformClassLoader() : null;
                Set<String> uses = mn.equals("java.base") ? new HashSet<>(Arrays.asList(BASE_USES))
                                                          : new HashSet<String>();
                Module m = new Module(mn, l, pkgs, qualified, uses);
                BY_NAME.put(mn, m);
                for (String p : pkgs) {
                    BY_PACKAGE.put(p, m);
                }
            }
            JAVA_BASE = BY_NAME.get("java.base");
        }
    }
}
