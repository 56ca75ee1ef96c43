package java.lang;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The boot layer (the named modules of the class library, Module.Boot) and the empty layer, its
 * parent.  Layers cannot be created: java.lang.module's configurations are not implemented.
 */
public final class ModuleLayer {
    private static final ModuleLayer EMPTY = new ModuleLayer(Collections.<Module>emptySet(),
            Collections.<ModuleLayer>emptyList());

    private final Set<Module> modules;
    private final List<ModuleLayer> parents;

    private ModuleLayer(Set<Module> modules, List<ModuleLayer> parents) {
        this.modules = modules;
        this.parents = parents;
    }

    private static final class BootLayer {
        static final ModuleLayer BOOT = new ModuleLayer(
                Collections.unmodifiableSet(new LinkedHashSet<>(Module.Boot.BY_NAME.values())),
                Collections.singletonList(EMPTY));
    }

    public static ModuleLayer boot() {
        return BootLayer.BOOT;
    }

    public static ModuleLayer empty() {
        return EMPTY;
    }

    public Set<Module> modules() {
        return modules;
    }

    public List<ModuleLayer> parents() {
        return parents;
    }

    public Optional<Module> findModule(String name) {
        java.util.Objects.requireNonNull(name);
        for (Module m : modules) {
            if (m.getName().equals(name)) {
                return Optional.of(m);
            }
        }
        for (ModuleLayer p : parents) {
            Optional<Module> m = p.findModule(name);
            if (m.isPresent()) {
                return m;
            }
        }
        return Optional.empty();
    }

    public ClassLoader findLoader(String name) {
        Optional<Module> m = findModule(name);
        if (!m.isPresent()) {
            throw new IllegalArgumentException("Module " + name + " not known to this layer");
        }
        return m.get().getClassLoader();
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Module m : modules) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(m.getName());
        }
        return sb.toString();
    }
}
