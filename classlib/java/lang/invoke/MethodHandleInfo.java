package java.lang.invoke;

import java.lang.reflect.Member;
import java.lang.reflect.Modifier;

/** What Lookup.revealDirect tells of a direct method handle: its member and reference kind. */
public interface MethodHandleInfo {
    int REF_getField = 1, REF_getStatic = 2, REF_putField = 3, REF_putStatic = 4, REF_invokeVirtual = 5,
            REF_invokeStatic = 6, REF_invokeSpecial = 7, REF_newInvokeSpecial = 8, REF_invokeInterface = 9;

    int getReferenceKind();

    Class<?> getDeclaringClass();

    String getName();

    MethodType getMethodType();

    <T extends Member> T reflectAs(Class<T> expected, MethodHandles.Lookup lookup);

    int getModifiers();

    default boolean isVarArgs() {
        int k = getReferenceKind();
        return k > REF_putStatic && Modifier.isTransient(getModifiers());
    }

    static String referenceKindToString(int referenceKind) {
        switch (referenceKind) {
            case REF_getField: return "getField";
            case REF_getStatic: return "getStatic";
            case REF_putField: return "putField";
            case REF_putStatic: return "putStatic";
            case REF_invokeVirtual: return "invokeVirtual";
            case REF_invokeStatic: return "invokeStatic";
            case REF_invokeSpecial: return "invokeSpecial";
            case REF_newInvokeSpecial: return "newInvokeSpecial";
            case REF_invokeInterface: return "invokeInterface";
            default: throw new IllegalArgumentException("invalid reference kind: " + referenceKind);
        }
    }

    static String toString(int kind, Class<?> defc, String name, MethodType type) {
        return referenceKindToString(kind) + " " + defc.getName() + "." + name + ":" + type;
    }
}
