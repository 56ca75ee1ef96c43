package javax.script;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.TreeSet;

/**
 * Finds script engines: the ScriptEngineFactory services of a class loader (kept sorted by
 * engine name, one per name), plus names, extensions and MIME types registered by hand,
 * which are looked at first. Every engine it creates shares its global bindings.
 */
public class ScriptEngineManager {
    private static final Comparator<ScriptEngineFactory> BY_NAME = new Comparator<ScriptEngineFactory>() {
        public int compare(ScriptEngineFactory a, ScriptEngineFactory b) {
            String x = a.getEngineName();
            String y = b.getEngineName();
            if (x == null || y == null) {
                return x == null ? (y == null ? 0 : 1) : -1;
            }
            return x.compareTo(y);
        }
    };

    private TreeSet<ScriptEngineFactory> engineSpis;
    private HashMap<String, ScriptEngineFactory> nameAssociations;
    private HashMap<String, ScriptEngineFactory> extensionAssociations;
    private HashMap<String, ScriptEngineFactory> mimeTypeAssociations;
    private Bindings globalScope;

    public ScriptEngineManager() {
        init(Thread.currentThread().getContextClassLoader());
    }

    public ScriptEngineManager(ClassLoader loader) {
        init(loader);
    }

    private void init(ClassLoader loader) {
        globalScope = new SimpleBindings();
        engineSpis = new TreeSet<ScriptEngineFactory>(BY_NAME);
        nameAssociations = new HashMap<String, ScriptEngineFactory>();
        extensionAssociations = new HashMap<String, ScriptEngineFactory>();
        mimeTypeAssociations = new HashMap<String, ScriptEngineFactory>();
        ServiceLoader<ScriptEngineFactory> sl = loader != null
                ? ServiceLoader.load(ScriptEngineFactory.class, loader)
                : ServiceLoader.loadInstalled(ScriptEngineFactory.class);
        Iterator<ScriptEngineFactory> it = sl.iterator();
        while (true) {
            try {
                if (!it.hasNext()) {
                    break;
                }
                engineSpis.add(it.next());
            } catch (ServiceConfigurationError err) {
                System.err.println("ScriptEngineManager providers.next(): " + err.getMessage());
            }
        }
    }

    public void setBindings(Bindings bindings) {
        if (bindings == null) {
            throw new IllegalArgumentException("Global scope cannot be null.");
        }
        globalScope = bindings;
    }

    public Bindings getBindings() {
        return globalScope;
    }

    public void put(String key, Object value) {
        globalScope.put(key, value);
    }

    public Object get(String key) {
        return globalScope.get(key);
    }

    private interface Keys {
        List<String> of(ScriptEngineFactory f);
    }

    private ScriptEngine find(String key, Map<String, ScriptEngineFactory> registered, Keys keys) {
        Objects.requireNonNull(key);
        ScriptEngineFactory f = registered.get(key);
        if (f != null) {
            ScriptEngine e = create(f);
            if (e != null) {
                return e;
            }
        }
        for (ScriptEngineFactory spi : engineSpis) {
            List<String> ks;
            try {
                ks = keys.of(spi);
            } catch (Exception ex) {
                continue;
            }
            if (ks != null && ks.contains(key)) {
                ScriptEngine e = create(spi);
                if (e != null) {
                    return e;
                }
            }
        }
        return null;
    }

    private ScriptEngine create(ScriptEngineFactory f) {
        try {
            ScriptEngine engine = f.getScriptEngine();
            engine.setBindings(getBindings(), ScriptContext.GLOBAL_SCOPE);
            return engine;
        } catch (Exception ex) {
            return null;
        }
    }

    public ScriptEngine getEngineByName(String shortName) {
        return find(shortName, nameAssociations, new Keys() {
            public List<String> of(ScriptEngineFactory f) {
                return f.getNames();
            }
        });
    }

    public ScriptEngine getEngineByExtension(String extension) {
        return find(extension, extensionAssociations, new Keys() {
            public List<String> of(ScriptEngineFactory f) {
                return f.getExtensions();
            }
        });
    }

    public ScriptEngine getEngineByMimeType(String mimeType) {
        return find(mimeType, mimeTypeAssociations, new Keys() {
            public List<String> of(ScriptEngineFactory f) {
                return f.getMimeTypes();
            }
        });
    }

    public List<ScriptEngineFactory> getEngineFactories() {
        return Collections.unmodifiableList(new ArrayList<ScriptEngineFactory>(engineSpis));
    }

    public void registerEngineName(String name, ScriptEngineFactory factory) {
        Objects.requireNonNull(name);
        Objects.requireNonNull(factory);
        nameAssociations.put(name, factory);
    }

    public void registerEngineMimeType(String type, ScriptEngineFactory factory) {
        Objects.requireNonNull(type);
        Objects.requireNonNull(factory);
        mimeTypeAssociations.put(type, factory);
    }

    public void registerEngineExtension(String extension, ScriptEngineFactory factory) {
        Objects.requireNonNull(extension);
        Objects.requireNonNull(factory);
        extensionAssociations.put(extension, factory);
    }
}
