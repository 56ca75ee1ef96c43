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
        return getBundleImpl(baseName, Locale.getDefault(), callerLoader());
    }

    public static final ResourceBundle getBundle(String baseName, Locale locale) {
        return getBundleImpl(baseName, locale, callerLoader());
    }

    public static ResourceBundle getBundle(String baseName, Locale targetLocale, ClassLoader loader) {
        if (loader == null) {
            throw new NullPointerException();
        }
        return getBundleImpl(baseName, targetLocale, loader);
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

    private static ResourceBundle getBundleImpl(String baseName, Locale locale, ClassLoader loader) {
        if (baseName == null || locale == null) {
            throw new NullPointerException();
        }
        ResourceBundle result = chain(baseName, locale, loader);
        if ((result == null || result.locale.equals(Locale.ROOT)) && !locale.equals(Locale.getDefault())) {
            ResourceBundle fallback = chain(baseName, Locale.getDefault(), loader);
            if (fallback != null && (result == null || !fallback.locale.equals(Locale.ROOT))) {
                result = fallback;
            }
        }
        if (result == null) {
            throw new MissingResourceException("Can't find bundle for base name " + baseName
                + ", locale " + locale, baseName + "_" + locale, "");
        }
        return result;
    }

    /** The chain for a locale: the first candidate found, parented by the later ones. */
    private static ResourceBundle chain(String baseName, Locale locale, ClassLoader loader) {
        List<Locale> cands = candidates(locale);
        ResourceBundle first = null;
        ResourceBundle last = null;
        for (Locale cand : cands) {
            ResourceBundle b = load(baseName, cand, loader);
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

    private static ResourceBundle load(String baseName, Locale locale, ClassLoader loader) {
        String bundleName = bundleName(baseName, locale);
        Object key = loader == ClassLoader.getSystemClassLoader() ? bundleName
                : java.util.Arrays.asList(bundleName, loader);
        synchronized (CACHE) {
            Object cached = CACHE.get(key);
            if (cached == NONE) {
                return null;
            }
            if (cached != null) {
                return (ResourceBundle) cached;
            }
        }
        ResourceBundle bundle = null;
        try {
            Class<?> c = Class.forName(bundleName, true, loader);
            if (ResourceBundle.class.isAssignableFrom(c)) {
                bundle = (ResourceBundle) c.newInstance();
            }
        } catch (ClassNotFoundException | InstantiationException | IllegalAccessException
                | LinkageError ex) {
            bundle = null;
        }
        if (bundle == null) {
            InputStream in = loader.getResourceAsStream(bundleName.replace('.', '/') + ".properties");
            if (in != null) {
                try {
                    bundle = new PropertyResourceBundle(in);
                } catch (IOException ex) {
                    bundle = null;
                } finally {
                    try {
                        in.close();
                    } catch (IOException ex) {
                        // ignored
                    }
                }
            }
        }
        if (bundle != null) {
            bundle.name = baseName;
            bundle.locale = locale;
        }
        synchronized (CACHE) {
            CACHE.put(key, bundle == null ? NONE : bundle);
        }
        return bundle;
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
