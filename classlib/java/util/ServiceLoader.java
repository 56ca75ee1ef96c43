package java.util;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URL;
import java.util.function.Consumer;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * Providers named in META-INF/services/SERVICE files that a loader finds, in
 * order, each name once; providers are made lazily, as the iteration reaches
 * them, and kept for later iterations (until reload).
 */
public final class ServiceLoader<S> implements Iterable<S> {

    /** A provider found but not yet made. */
    public interface Provider<S> extends Supplier<S> {
        Class<? extends S> type();

        S get();
    }

    private final Class<S> service;
    private final ClassLoader loader;
    private List<String> names;
    private final List<S> made = new ArrayList<>();

    private ServiceLoader(Class<S> service, ClassLoader loader) {
        this.service = Objects.requireNonNull(service, "service interface cannot be null");
        this.loader = loader;
    }

    public static <S> ServiceLoader<S> load(Class<S> service, ClassLoader loader) {
        return new ServiceLoader<>(service, loader);
    }

    public static <S> ServiceLoader<S> load(Class<S> service) {
        return new ServiceLoader<>(service, Thread.currentThread().getContextClassLoader());
    }

    public static <S> ServiceLoader<S> loadInstalled(Class<S> service) {
        return new ServiceLoader<>(service, ClassLoader.getPlatformClassLoader());
    }

    public void reload() {
        synchronized (made) {
            names = null;
            made.clear();
        }
    }

    private ServiceConfigurationError fail(String msg, Throwable cause) {
        return new ServiceConfigurationError(service.getName() + ": " + msg, cause);
    }

    private List<String> names() {
        if (names != null) {
            return names;
        }
        List<String> r = new ArrayList<>();
        String file = "META-INF/services/" + service.getName();
        ClassLoader l = loader != null ? loader : ClassLoader.getSystemClassLoader();
        Enumeration<URL> urls;
        try {
            urls = l.getResources(file);
        } catch (IOException e) {
            throw fail("Error locating configuration files", e);
        }
        while (urls.hasMoreElements()) {
            URL u = urls.nextElement();
            try (InputStream in = u.openStream();
                 BufferedReader br = new BufferedReader(new InputStreamReader(in, "UTF-8"))) {
                String line;
                int lc = 0;
                while ((line = br.readLine()) != null) {
                    lc++;
                    int hash = line.indexOf('#');
                    if (hash >= 0) {
                        line = line.substring(0, hash);
                    }
                    line = line.trim();
                    if (line.isEmpty()) {
                        continue;
                    }
                    if (line.indexOf(' ') >= 0 || line.indexOf('\t') >= 0) {
                        throw fail(u + ":" + lc + ": Illegal configuration-file syntax", null);
                    }
                    if (!r.contains(line)) {
                        r.add(line);
                    }
                }
            } catch (IOException e) {
                throw fail("Error reading configuration file", e);
            }
        }
        names = r;
        return r;
    }

    private Class<? extends S> typeOf(String cn) {
        Class<?> c;
        try {
            c = Class.forName(cn, false, loader);
        } catch (ClassNotFoundException e) {
            throw fail("Provider " + cn + " not found", null);
        }
        if (!service.isAssignableFrom(c)) {
            throw fail(cn + " not a subtype", null);
        }
        return c.asSubclass(service);
    }

    @SuppressWarnings("deprecation")
    private S make(Class<? extends S> c) {
        try {
            return service.cast(c.newInstance());
        } catch (Throwable e) {
            throw fail("Provider " + c.getName() + " could not be instantiated", e);
        }
    }

    public Iterator<S> iterator() {
        return new Iterator<S>() {
            private int next;

            public boolean hasNext() {
                synchronized (made) {
                    return next < made.size() || next < names().size();
                }
            }

            public S next() {
                synchronized (made) {
                    if (next < made.size()) {
                        return made.get(next++);
                    }
                    List<String> n = names();
                    if (next >= n.size()) {
                        throw new NoSuchElementException();
                    }
                    S s = make(typeOf(n.get(next)));
                    made.add(s);
                    next++;
                    return s;
                }
            }
        };
    }

    public Optional<S> findFirst() {
        Iterator<S> it = iterator();
        return it.hasNext() ? Optional.of(it.next()) : Optional.empty();
    }

    public Stream<Provider<S>> stream() {
        List<Provider<S>> ps = new ArrayList<>();
        for (String cn : names()) {
            final Class<? extends S> type = typeOf(cn);
            ps.add(new Provider<S>() {
                public Class<? extends S> type() {
                    return type;
                }

                public S get() {
                    return make(type);
                }
            });
        }
        return ps.stream();
    }

    public String toString() {
        return "java.util.ServiceLoader[" + service.getName() + "]";
    }
}
