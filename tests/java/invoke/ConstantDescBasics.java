import java.lang.constant.*;
import java.lang.invoke.*;
import java.util.*;

public class ConstantDescBasics {
    int x;
    static String s;
    static void t(String w, Callable c) { try { System.out.println(w + " = " + c.call()); } catch (Throwable e) { System.out.println(w + " ! " + e); } }
    interface Callable { Object call() throws Throwable; }
    public static void main(String[] a) throws Throwable {
        MethodHandles.Lookup lk = MethodHandles.lookup();
        ClassDesc str = ClassDesc.of("java.lang.String");
        t("of", () -> str + " " + str.descriptorString() + " " + str.displayName() + " " + str.packageName() + " " + str.isClassOrInterface() + " " + str.isArray() + " " + str.isPrimitive());
        t("of pkg", () -> ClassDesc.of("java.util", "Map") + " " + ClassDesc.of("", "Top").descriptorString());
        t("nested", () -> ClassDesc.of("java.util.Map").nested("Entry") + " " + ClassDesc.of("java.util.Map").nested("Entry").descriptorString() + " " + ClassDesc.of("a.B").nested("C", "D").displayName());
        t("ofDescriptor", () -> ClassDesc.ofDescriptor("I") + " " + ClassDesc.ofDescriptor("[[Ljava/lang/Object;") + " " + ClassDesc.ofDescriptor("[[Ljava/lang/Object;").displayName() + " " + ClassDesc.ofDescriptor("[I").componentType());
        t("array", () -> str.arrayType() + " " + str.arrayType(3).descriptorString() + " " + ConstantDescs.CD_int.arrayType().displayName() + " " + str.componentType());
        t("prim", () -> ConstantDescs.CD_int + " " + ConstantDescs.CD_void.descriptorString() + " " + ConstantDescs.CD_int.packageName() + " " + ConstantDescs.CD_int.isPrimitive());
        t("equals", () -> str.equals(ClassDesc.ofDescriptor("Ljava/lang/String;")) + " " + (str.hashCode() == ConstantDescs.CD_String.hashCode()) + " " + str.equals(ConstantDescs.CD_Object));
        t("resolve", () -> str.resolveConstantDesc(lk) + " " + ConstantDescs.CD_int.resolveConstantDesc(lk) + " " + str.arrayType(2).resolveConstantDesc(lk));
        t("resolve missing", () -> ClassDesc.of("no.Such").resolveConstantDesc(lk));
        t("bad binary name", () -> ClassDesc.of("java/lang/String"));
        t("bad descriptor", () -> ClassDesc.ofDescriptor("Ljava.lang.String;"));
        t("bad descriptor2", () -> ClassDesc.ofDescriptor("X"));
        t("void array", () -> ConstantDescs.CD_void.arrayType());
        t("nested prim", () -> ConstantDescs.CD_int.nested("X"));
        t("array 0", () -> str.arrayType(0));
        MethodTypeDesc mt = MethodTypeDesc.of(ConstantDescs.CD_String, ConstantDescs.CD_int, str.arrayType());
        t("mtd", () -> mt + " " + mt.descriptorString() + " " + mt.displayDescriptor() + " " + mt.parameterCount() + " " + mt.parameterList() + " " + mt.returnType());
        t("mtd ofDescriptor", () -> MethodTypeDesc.ofDescriptor("(IJ)V") + " " + MethodTypeDesc.ofDescriptor("(IJ)V").equals(MethodTypeDesc.of(ConstantDescs.CD_void, ConstantDescs.CD_int, ConstantDescs.CD_long)));
        t("mtd change", () -> mt.changeReturnType(ConstantDescs.CD_void) + " " + mt.insertParameterTypes(0, ConstantDescs.CD_long) + " " + mt.dropParameterTypes(0, 1) + " " + mt.changeParameterType(0, ConstantDescs.CD_double));
        t("mtd resolve", () -> mt.resolveConstantDesc(lk));
        t("mtd bad", () -> MethodTypeDesc.ofDescriptor("(I"));
        DirectMethodHandleDesc mh = MethodHandleDesc.ofMethod(DirectMethodHandleDesc.Kind.STATIC, ConstantDescs.CD_Integer, "valueOf", MethodTypeDesc.of(ConstantDescs.CD_Integer, ConstantDescs.CD_int));
        t("mh", () -> mh + " " + mh.kind() + " " + mh.owner() + " " + mh.methodName() + " " + mh.lookupDescriptor() + " " + mh.invocationType() + " " + mh.refKind() + " " + mh.isOwnerInterface());
        t("mh resolve", () -> ((MethodHandle) mh.resolveConstantDesc(lk)).invoke(5));
        t("mh virtual", () -> MethodHandleDesc.ofMethod(DirectMethodHandleDesc.Kind.VIRTUAL, str, "length", MethodTypeDesc.of(ConstantDescs.CD_int)) + " " + MethodHandleDesc.ofMethod(DirectMethodHandleDesc.Kind.VIRTUAL, str, "length", MethodTypeDesc.of(ConstantDescs.CD_int)).invocationType());
        t("mh field", () -> MethodHandleDesc.ofField(DirectMethodHandleDesc.Kind.GETTER, ClassDesc.of("ConstantDescBasics"), "x", ConstantDescs.CD_int) + " " + MethodHandleDesc.ofField(DirectMethodHandleDesc.Kind.STATIC_SETTER, ClassDesc.of("ConstantDescBasics"), "s", str).invocationType());
        t("mh ctor", () -> MethodHandleDesc.ofConstructor(ClassDesc.of("java.util.ArrayList"), ConstantDescs.CD_int) + " " + ((MethodHandle) MethodHandleDesc.ofConstructor(ClassDesc.of("java.util.ArrayList")).resolveConstantDesc(lk)).invoke());
        t("vh field", () -> { VarHandle vh = lk.findVarHandle(ConstantDescBasics.class, "x", int.class); Optional<VarHandle.VarHandleDesc> d = vh.describeConstable(); return d + " " + d.get().varType() + " " + d.get().constantName() + " " + d.get().constantType() + " " + d.get().bootstrapMethod() + " " + d.get().bootstrapArgsList(); });
        t("vh static", () -> lk.findStaticVarHandle(ConstantDescBasics.class, "s", String.class).describeConstable());
        t("vh array", () -> MethodHandles.arrayElementVarHandle(long[].class).describeConstable());
        t("vh view", () -> MethodHandles.byteArrayViewVarHandle(int[].class, java.nio.ByteOrder.BIG_ENDIAN).describeConstable());
        t("vh resolve", () -> { VarHandle.VarHandleDesc d = VarHandle.VarHandleDesc.ofField(ClassDesc.of("ConstantDescBasics"), "x", ConstantDescs.CD_int); VarHandle v = d.resolveConstantDesc(lk); ConstantDescBasics o = new ConstantDescBasics(); v.set(o, 42); return o.x + " " + d.equals(lk.findVarHandle(ConstantDescBasics.class, "x", int.class).describeConstable().get()); });
        t("vh desc array", () -> VarHandle.VarHandleDesc.ofArray(ConstantDescs.CD_int.arrayType()) + " " + VarHandle.VarHandleDesc.ofStaticField(str, "CASE_INSENSITIVE_ORDER", ClassDesc.of("java.util.Comparator")));
        t("vh desc not array", () -> VarHandle.VarHandleDesc.ofArray(str));
        t("class describe", () -> String.class.describeConstable() + " " + int[].class.describeConstable() + " " + int.class.describeConstable());
        t("mt describe", () -> MethodType.methodType(int.class, String.class).describeConstable());
        t("string describe", () -> "hi".describeConstable() + " " + Integer.valueOf(3).describeConstable() + " " + Long.valueOf(4).describeConstable() + " " + Double.valueOf(1.5).describeConstable() + " " + Float.valueOf(2f).describeConstable());
        t("string resolve", () -> "hi".resolveConstantDesc(lk) + " " + Integer.valueOf(3).resolveConstantDesc(lk));
        t("consts", () -> ConstantDescs.DEFAULT_NAME + " " + ConstantDescs.CD_Object + " " + ConstantDescs.CD_List + " " + ConstantDescs.NULL + " " + ConstantDescs.TRUE + " " + ConstantDescs.BSM_VARHANDLE_FIELD);
        t("dcd", () -> { DynamicConstantDesc<Object> d = DynamicConstantDesc.ofNamed(ConstantDescs.BSM_PRIMITIVE_CLASS, "I", ConstantDescs.CD_Class); return d + " " + d.resolveConstantDesc(lk); });
    }
}
