package java.util;

/**
 * Locale-specific objects by key, looked up along a parent chain.
 *
 * getBundle tries, for the requested locale and then for the default locale, the candidate
 * names base_lang_COUNTRY_VARIANT, base_lang_COUNTRY, base_lang and finally base, as the JDK
 * does, and instantiates the first that is a class extending ResourceBundle (for example a
 * ListResourceBundle); the more general candidates become its parents. Bundles in
 * .properties files on the class path are not looked up yet (this class library has no
 * class-path resource lookup): such a base name ends in MissingResourceException, as for a
 * bundle that does not exist. Bundles are cached by name.
 */
public abstract class ResourceBundle {
    protected ResourceBundle parent;
    private Locale locale;
    private String name;

    private static final HashMap<String, Object> CACHE = new HashMap<>();
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
        if (key == null) {
            throw new NullPointerException();
        }
        ResourceBundle last = this;
        for (ResourceBundle b = this; b != null; b = b.parent) {
            Object o = b.handleGetObject(key);
            if (o != null) {
                return o;
            }
            last = b;
        }
        // The JDK's recursive lookup fails first in the last bundle of the chain.
        String cls = last.getClass().getName();
        throw new MissingResourceException("Can't find resource for bundle " + cls + ", key " + key, cls, key);
    }

    public Locale getLocale() {
        return locale;
    }

    protected void setParent(ResourceBundle parent) {
        this.parent = parent;
    }

    public static final ResourceBundle getBundle(String baseName) {
        return getBundle(baseName, Locale.getDefault());
    }

    public static final ResourceBundle getBundle(String baseName, Locale locale) {
        if (baseName == null || locale == null) {
            throw new NullPointerException();
        }
        ResourceBundle b = find(baseName, locale);
        if (b == null && !locale.equals(Locale.getDefault())) {
            b = find(baseName, Locale.getDefault());
        }
        if (b == null) {
            b = load(baseName, Locale.ROOT);
        }
        if (b == null) {
            throw new MissingResourceException("Can't find bundle for base name " + baseName + ", locale " + locale,
                baseName + "_" + locale, "");
        }
        return b;
    }

    public static ResourceBundle getBundle(String baseName, Locale targetLocale, ClassLoader loader) {
        if (loader == null) {
            throw new NullPointerException();
        }
        return getBundle(baseName, targetLocale);
    }

    /** The most specific bundle for a locale other than ROOT, chained to its parents. */
    private static ResourceBundle find(String baseName, Locale locale) {
        List<Locale> cands = candidates(locale);
        ResourceBundle result = null;
        ResourceBundle child = null;
        for (Locale l : cands) {
            ResourceBundle b = load(baseName, l);
            if (b == null) {
                continue;
            }
            if (result == null) {
                if (l.equals(Locale.ROOT)) {
                    return null;
                }
                result = b;
            } else if (child.parent == null) {
                child.setParent(b);
            }
            child = b;
        }
        return result;
    }

    private static List<Locale> candidates(Locale l) {
        List<Locale> out = new ArrayList<>();
        String lang = l.getLanguage();
        String country = l.getCountry();
        String variant = l.getVariant();
        if (!variant.isEmpty()) {
            out.add(new Locale(lang, country, variant));
        }
        if (!country.isEmpty()) {
            out.add(new Locale(lang, country));
        }
        if (!lang.isEmpty()) {
            out.add(new Locale(lang));
        }
        out.add(Locale.ROOT);
        return out;
    }

    private static ResourceBundle load(String baseName, Locale l) {
        String bundleName = l.equals(Locale.ROOT) ? baseName : baseName + "_" + l;
        synchronized (CACHE) {
            Object c = CACHE.get(bundleName);
            if (c != null) {
                return c == NONE ? null : (ResourceBundle) c;
            }
        }
        ResourceBundle b = null;
        try {
            Class<?> cls = Class.forName(bundleName.replace('/', '.'));
            if (ResourceBundle.class.isAssignableFrom(cls)) {
                b = (ResourceBundle) cls.newInstance();
                b.locale = l;
                b.name = baseName;
            }
        } catch (ClassNotFoundException | LinkageError | InstantiationException | IllegalAccessException e) {
            b = null;
        }
        synchronized (CACHE) {
            CACHE.put(bundleName, b == null ? NONE : b);
        }
        return b;
    }

    public static final void clearCache() {
        synchronized (CACHE) {
            CACHE.clear();
        }
    }

    protected abstract Object handleGetObject(String key);

    public abstract Enumeration<String> getKeys();

    public boolean containsKey(String key) {
        if (key == null) {
            throw new NullPointerException();
        }
        for (ResourceBundle b = this; b != null; b = b.parent) {
            if (b.handleKeySet().contains(key)) {
                return true;
            }
        }
        return false;
    }

    public Set<String> keySet() {
        Set<String> keys = new HashSet<>();
        for (ResourceBundle b = this; b != null; b = b.parent) {
            keys.addAll(b.handleKeySet());
        }
        return keys;
    }

    protected Set<String> handleKeySet() {
        Set<String> keys = new HashSet<>();
        Enumeration<String> e = getKeys();
        while (e.hasMoreElements()) {
            String k = e.nextElement();
            if (handleGetObject(k) != null) {
                keys.add(k);
            }
        }
        return keys;
    }
}
