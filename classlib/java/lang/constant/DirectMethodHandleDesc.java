package java.lang.constant;

import java.lang.invoke.MethodHandleInfo;

/** A method handle descriptor of a method, constructor or field, by reference kind. */
public interface DirectMethodHandleDesc extends MethodHandleDesc {

    enum Kind {
        STATIC(MethodHandleInfo.REF_invokeStatic),
        INTERFACE_STATIC(MethodHandleInfo.REF_invokeStatic, true),
        VIRTUAL(MethodHandleInfo.REF_invokeVirtual),
        INTERFACE_VIRTUAL(MethodHandleInfo.REF_invokeInterface, true),
        SPECIAL(MethodHandleInfo.REF_invokeSpecial),
        INTERFACE_SPECIAL(MethodHandleInfo.REF_invokeSpecial, true),
        CONSTRUCTOR(MethodHandleInfo.REF_newInvokeSpecial),
        GETTER(MethodHandleInfo.REF_getField),
        SETTER(MethodHandleInfo.REF_putField),
        STATIC_GETTER(MethodHandleInfo.REF_getStatic),
        STATIC_SETTER(MethodHandleInfo.REF_putStatic);

        public final int refKind;
        public final boolean isInterface;

        Kind(int refKind) {
            this(refKind, false);
        }

        Kind(int refKind, boolean isInterface) {
            this.refKind = refKind;
            this.isInterface = isInterface;
        }

        public static Kind valueOf(int refKind) {
            return valueOf(refKind, refKind == MethodHandleInfo.REF_invokeInterface);
        }

        public static Kind valueOf(int refKind, boolean isInterface) {
            for (Kind k : values()) {
                if (k.refKind == refKind && k.isInterface == isInterface) {
                    return k;
                }
            }
            if (refKind == MethodHandleInfo.REF_invokeInterface || refKind == MethodHandleInfo.REF_getField
                    || refKind == MethodHandleInfo.REF_putField || refKind == MethodHandleInfo.REF_getStatic
                    || refKind == MethodHandleInfo.REF_putStatic || refKind == MethodHandleInfo.REF_newInvokeSpecial
                    || refKind == MethodHandleInfo.REF_invokeVirtual) {
                for (Kind k : values()) {
                    if (k.refKind == refKind) {
                        return k;
                    }
                }
            }
            throw new IllegalArgumentException(String.format("refKind=%d isInterface=%s", refKind, isInterface));
        }

        boolean isVirtualMethod() {
            return this == VIRTUAL || this == SPECIAL || this == INTERFACE_VIRTUAL || this == INTERFACE_SPECIAL;
        }
    }

    Kind kind();

    int refKind();

    boolean isOwnerInterface();

    ClassDesc owner();

    String methodName();

    String lookupDescriptor();
}
