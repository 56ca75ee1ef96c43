package java.util;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Locale-specific resources. getBundle looks, for each candidate locale of the requested
 * locale (language_script_country_variant down to the base name), first for a class named
 * baseName_locale (a ResourceBundle subclass), then for baseName_locale.properties in the
 * directories of the class path; if only the base bundle is found it retries with the
 * default locale, as the JDK does. Found bundles are chained through their parents.
 */
public abstract class ResourceBundle {
    protected ResourceBundle parent;

    private String name;
    private Locale locale;
    private volatile Set<String> keySet;

    private static final Map<Object, Object> CACHE = new HashMap<>();
    private static final Object NONE = new Object();

    public ResourceBundle() {
    }

    public String getBaseBundleName() {
        return name;
    }

    public final String getString(String key) {
        return (String) getObject(key);
    }

    public final String[] getStringArray(String key) {
        return (String[]) getObject(key);
    }

    public final Object getObject(String key) {
        Object obj = handleGetObject(key);
        if (obj == null) {
            if (parent != null) {
                obj = parent.getObject(key);    // the last parent's exception names it, as the JDK's
            }
            if (obj == null) {
                throw new MissingResourceException("Can't find resource for bundle "
                    + this.getClass().getName() + ", key " + key, this.getClass().getName(), key);
            }
        }
        return obj;
    }

    public Locale getLocale() {
        return locale;
    }

    protected void setParent(ResourceBundle parent) {
        this.parent = parent;
    }

    public static final ResourceBundle getBundle(String baseName) {
        return getBundleImpl(baseName, Locale.getDefault(), callerLoader(), Control.INSTANCE);
    }

    public static final ResourceBundle getBundle(String baseName, Control control) {
        return getBundleImpl(baseName, Locale.getDefault(), callerLoader(), control);
    }

    public static final ResourceBundle getBundle(String baseName, Locale locale) {
        return getBundleImpl(baseName, locale, callerLoader(), Control.INSTANCE);
    }

    public static final ResourceBundle getBundle(String baseName, Locale targetLocale, Control control) {
        return getBundleImpl(baseName, targetLocale, callerLoader(), control);
    }

    public static ResourceBundle getBundle(String baseName, Locale targetLocale, ClassLoader loader) {
        if (loader == null) {
            throw new NullPointerException();
        }
        return getBundleImpl(baseName, targetLocale, loader, Control.INSTANCE);
    }

    public static ResourceBundle getBundle(String baseName, Locale targetLocale, ClassLoader loader,
            Control control) {
        if (loader == null || control == null) {
            throw new NullPointerException();
        }
        return getBundleImpl(baseName, targetLocale, loader, control);
    }

    /** Caller-sensitive: the loader of the class that called getBundle (the system loader for the class library). */
    private static ClassLoader callerLoader() {
        Class<?> c = java.lang.reflect.VMReflection.apiCaller();
        ClassLoader l = c == null ? null : c.getClassLoader();
        return l != null ? l : ClassLoader.getSystemClassLoader();
    }

    public static final void clearCache() {
        synchronized (CACHE) {
            CACHE.clear();
        }
    }

    public static final void clearCache(ClassLoader loader) {
        clearCache();
    }

    private static ResourceBundle getBundleImpl(String baseName, Locale locale, ClassLoader loader,
            Control control) {
        if (baseName == null || locale == null || control == null) {
            throw new NullPointerException();
        }
        Throwable[] cause = new Throwable[1];
        // As the JDK: the target locale, then each fallback locale in turn.  A base bundle is
        // the answer at once when it is what was asked for (ROOT, or the only candidate);
        // otherwise it is kept (and reused, not reloaded) while the fallbacks are tried.
        ResourceBundle result = null;
        ResourceBundle base = null;
        for (Locale target = locale; target != null; target = control.getFallbackLocale(baseName, target)) {
            List<Locale> cands = control.getCandidateLocales(baseName, target);
            if (cands == null) {
                throw new IllegalArgumentException("Control.getCandidateLocales returned null");
            }
            result = chain(baseName, cands, loader, control, cause, base);
            if (result != null) {
                boolean isBase = Locale.ROOT.equals(result.locale);
                if (!isBase || result.locale.equals(locale)
                        || (cands.size() == 1 && result.locale.equals(cands.get(0)))) {
                    break;
                }
                if (base == null) {
                    base = result;
                }
            }
        }
        if (result == null) {
            result = base;
        }
        if (result == null) {
            MissingResourceException e = new MissingResourceException("Can't find bundle for base name "
                + baseName + ", locale " + locale, baseName + "_" + locale, "");
            if (cause[0] != null) {
                e.initCause(cause[0]);
            }
            throw e;
        }
        return result;
    }

    /**
     * The chain for a locale: the first candidate found, parented by the later ones.  What a
     * Control's newBundle threw is kept in cause[0], for the MissingResourceException.
     */
    private static ResourceBundle chain(String baseName, List<Locale> cands, ClassLoader loader, Control control,
            Throwable[] cause, ResourceBundle base) {
        ResourceBundle first = null;
        ResourceBundle last = null;
        for (Locale cand : cands) {
            ResourceBundle b = base != null && Locale.ROOT.equals(cand) ? base
                    : load(baseName, cand, loader, control, cause);
            if (b == null) {
                continue;
            }
            if (first == null) {
                first = b;
            } else if (last != b && last.parent == null) {
                last.setParent(b);
            }
            last = b;
        }
        return first;
    }

    private static ResourceBundle load(String baseName, Locale locale, ClassLoader loader, Control control,
            Throwable[] cause) {
        String bundleName = control.toBundleName(baseName, locale);
        boolean cache = control.getTimeToLive(baseName, locale) != Control.TTL_DONT_CACHE;
        Object key = loader == ClassLoader.getSystemClassLoader() ? bundleName
                : java.util.Arrays.asList(bundleName, loader);
        if (cache) {
            synchronized (CACHE) {
                Object cached = CACHE.get(key);
                if (cached == NONE) {
                    return null;
                }
                if (cached != null) {
                    return (ResourceBundle) cached;
                }
            }
        }
        ResourceBundle bundle = null;
        List<String> formats = control.getFormats(baseName);
        if (formats == null) {
            throw new NullPointerException();
        }
        for (String format : formats) {
            try {
                bundle = control.newBundle(baseName, locale, format, loader, false);
            } catch (Exception | LinkageError ex) {
                cause[0] = ex;
                bundle = null;
            }
            if (bundle != null) {
                break;
            }
        }
        if (bundle != null) {
            bundle.name = baseName;
            bundle.locale = locale;
        }
        if (cache) {
            synchronized (CACHE) {
                CACHE.put(key, bundle == null ? NONE : bundle);
            }
        }
        return bundle;
    }

    /**
     * The steps of getBundle a program may change: which formats to try, the candidate and
     * fallback locales, how a bundle's name is made and how it is instantiated, and caching.
     */
    public static class Control {
        public static final List<String> FORMAT_DEFAULT =
                Collections.unmodifiableList(Arrays.asList("java.class", "java.properties"));
        public static final List<String> FORMAT_CLASS = Collections.unmodifiableList(Arrays.asList("java.class"));
        public static final List<String> FORMAT_PROPERTIES =
                Collections.unmodifiableList(Arrays.asList("java.properties"));
        public static final long TTL_DONT_CACHE = -1;
        public static final long TTL_NO_EXPIRATION_CONTROL = -2;

        static final Control INSTANCE = new Control();
        private static final Control CLASS_ONLY = new SingleFormat(FORMAT_CLASS, false);
        private static final Control PROPERTIES_ONLY = new SingleFormat(FORMAT_PROPERTIES, false);
        private static final Control NO_FALLBACK = new SingleFormat(FORMAT_DEFAULT, true);
        private static final Control CLASS_NO_FALLBACK = new SingleFormat(FORMAT_CLASS, true);
        private static final Control PROPERTIES_NO_FALLBACK = new SingleFormat(FORMAT_PROPERTIES, true);

        protected Control() {
        }

        public static final Control getControl(List<String> formats) {
            if (formats.equals(FORMAT_PROPERTIES)) {
                return PROPERTIES_ONLY;
            }
            if (formats.equals(FORMAT_CLASS)) {
                return CLASS_ONLY;
            }
            if (formats.equals(FORMAT_DEFAULT)) {
                return INSTANCE;
            }
            throw new IllegalArgumentException();
        }

        public static final Control getNoFallbackControl(List<String> formats) {
            if (formats.equals(FORMAT_DEFAULT)) {
                return NO_FALLBACK;
            }
            if (formats.equals(FORMAT_PROPERTIES)) {
                return PROPERTIES_NO_FALLBACK;
            }
            if (formats.equals(FORMAT_CLASS)) {
                return CLASS_NO_FALLBACK;
            }
            throw new IllegalArgumentException();
        }

        public List<String> getFormats(String baseName) {
            if (baseName == null) {
                throw new NullPointerException();
            }
            return FORMAT_DEFAULT;
        }

        /** Most specific first, ROOT last, as the JDK lists them (scripts and variants included). */
        public List<Locale> getCandidateLocales(String baseName, Locale locale) {
            if (baseName == null) {
                throw new NullPointerException();
            }
            return candidates(locale);
        }

        public Locale getFallbackLocale(String baseName, Locale locale) {
            if (baseName == null) {
                throw new NullPointerException();
            }
            Locale def = Locale.getDefault();
            return locale.equals(def) ? null : def;
        }

        public ResourceBundle newBundle(String baseName, Locale locale, String format, ClassLoader loader,
                boolean reload) throws IllegalAccessException, InstantiationException, IOException {
            String bundleName = toBundleName(baseName, locale);
            if (format.equals("java.class")) {
                Class<?> c;
                try {
                    c = Class.forName(bundleName, true, loader);
                } catch (ClassNotFoundException | LinkageError ex) {
                    return null;
                }
                if (!ResourceBundle.class.isAssignableFrom(c)) {
                    throw new ClassCastException(c.getName() + " cannot be cast to ResourceBundle");
                }
                try {
                    return (ResourceBundle) c.getDeclaredConstructor().newInstance();
                } catch (NoSuchMethodException ex) {
                    throw new InstantiationException(c.getName());
                } catch (java.lang.reflect.InvocationTargetException ex) {
                    Throwable cause = ex.getCause();
                    if (cause instanceof RuntimeException) {
                        throw (RuntimeException) cause;
                    }
                    if (cause instanceof Error) {
                        throw (Error) cause;
                    }
                    throw new InstantiationException(c.getName());
                }
            }
            if (format.equals("java.properties")) {
                if (bundleName.contains("://")) {
                    return null;
                }
                String resource = toResourceName(bundleName, "properties");
                InputStream in = loader.getResourceAsStream(resource);
                if (in == null) {
                    return null;
                }
                try {
                    return new PropertyResourceBundle(in);
                } finally {
                    in.close();
                }
            }
            throw new IllegalArgumentException("unknown format: " + format);
        }

        public long getTimeToLive(String baseName, Locale locale) {
            if (baseName == null || locale == null) {
                throw new NullPointerException();
            }
            return TTL_NO_EXPIRATION_CONTROL;
        }

        public boolean needsReload(String baseName, Locale locale, String format, ClassLoader loader,
                ResourceBundle bundle, long loadTime) {
            if (bundle == null) {
                throw new NullPointerException();
            }
            return false;
        }

        public String toBundleName(String baseName, Locale locale) {
            return bundleName(baseName, locale);
        }

        public final String toResourceName(String bundleName, String suffix) {
            return bundleName.replace('.', '/') + '.' + suffix;
        }

        @Override
        public String toString() {
            return "Control[" + getFormats("") + "]";
        }
    }

    /** The controls getControl and getNoFallbackControl return. */
    private static final class SingleFormat extends Control {
        private final List<String> formats;
        private final boolean noFallback;

        SingleFormat(List<String> formats, boolean noFallback) {
            this.formats = formats;
            this.noFallback = noFallback;
        }

        @Override
        public List<String> getFormats(String baseName) {
            if (baseName == null) {
                throw new NullPointerException();
            }
            return formats;
        }

        @Override
        public Locale getFallbackLocale(String baseName, Locale locale) {
            return noFallback ? null : super.getFallbackLocale(baseName, locale);
        }
    }

    /** Candidates as Control.getCandidateLocales lists them, most specific first, ROOT last. */
    static List<Locale> candidates(Locale locale) {
        String language = locale.getLanguage();
        String script = locale.getScript();
        String region = locale.getCountry();
        String variant = locale.getVariant();
        List<Locale> list = new ArrayList<>();
        List<String> variants = new ArrayList<>();
        if (!variant.isEmpty()) {
            String v = variant;
            while (true) {
                variants.add(v);
                int idx = v.lastIndexOf('_');
                if (idx < 0) {
                    break;
                }
                v = v.substring(0, idx);
            }
        }
        if (!script.isEmpty()) {
            for (String v : variants) {
                list.add(make(language, script, region, v));
            }
            if (!region.isEmpty()) {
                list.add(make(language, script, region, ""));
            }
            list.add(make(language, script, "", ""));
        }
        for (String v : variants) {
            list.add(make(language, "", region, v));
        }
        if (!region.isEmpty()) {
            list.add(make(language, "", region, ""));
        }
        if (!language.isEmpty()) {
            list.add(make(language, "", "", ""));
        }
        list.add(Locale.ROOT);
        return list;
    }

    private static Locale make(String language, String script, String region, String variant) {
        if (script.isEmpty()) {
            return new Locale(language, region, variant);
        }
        return scriptLocale(language, script, region, variant);
    }

    private static Locale scriptLocale(String language, String script, String region, String variant) {
        Locale.Builder b = new Locale.Builder().setLanguage(language).setScript(script).setRegion(region);
        try {
            b.setVariant(variant);
        } catch (IllformedLocaleException ex) {
            return new Locale(language, region, variant);
        }
        return b.build();
    }

    private static String bundleName(String baseName, Locale locale) {
        if (locale == Locale.ROOT || locale.equals(Locale.ROOT)) {
            return baseName;
        }
        StringBuilder sb = new StringBuilder(baseName).append('_');
        String language = locale.getLanguage();
        String script = locale.getScript();
        String country = locale.getCountry();
        String variant = locale.getVariant();
        if (!script.isEmpty()) {
            if (!variant.isEmpty()) {
                sb.append(language).append('_').append(script).append('_').append(country).append('_')
                    .append(variant);
            } else if (!country.isEmpty()) {
                sb.append(language).append('_').append(script).append('_').append(country);
            } else {
                sb.append(language).append('_').append(script);
            }
        } else if (!variant.isEmpty()) {
            sb.append(language).append('_').append(country).append('_').append(variant);
        } else if (!country.isEmpty()) {
            sb.append(language).append('_').append(country);
        } else {
            sb.append(language);
        }
        return sb.toString();
    }

    /** The resource from the class path (directories and jars), through the system loader. */
    protected abstract Object handleGetObject(String key);

    public abstract Enumeration<String> getKeys();

    public boolean containsKey(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        for (ResourceBundle rb = this; rb != null; rb = rb.parent) {
            if (rb.handleKeySet().contains(key)) {
                return true;
            }
        }
        return false;
    }

    public Set<String> keySet() {
        Set<String> keys = new HashSet<>();
        for (ResourceBundle rb = this; rb != null; rb = rb.parent) {
            keys.addAll(rb.handleKeySet());
        }
        return keys;
    }

    protected Set<String> handleKeySet() {
        if (keySet == null) {
            Set<String> keys = new HashSet<>();
            Enumeration<String> enumKeys = getKeys();
            while (enumKeys.hasMoreElements()) {
                String key = enumKeys.nextElement();
                if (handleGetObject(key) != null) {
                    keys.add(key);
                }
            }
            keySet = keys;
        }
        return keySet;
    }
}
