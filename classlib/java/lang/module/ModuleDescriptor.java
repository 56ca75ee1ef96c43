package java.lang.module;

/**
 * Module descriptors are not implemented: this type exists so that Module.getDescriptor has its
 * signature; no instance is ever made (getDescriptor of a named module throws, naming this class;
 * an unnamed module's is null).
 */
public final class ModuleDescriptor {
    private ModuleDescriptor() {
        throw new UnsupportedOperationException("java.lang.module.ModuleDescriptor is not implemented");
    }
}
