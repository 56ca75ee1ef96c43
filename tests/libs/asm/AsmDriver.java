import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import java.util.function.Supplier;

import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.FieldVisitor;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

// ASM (Debian's libasm-java) writes classes in memory; a ClassLoader subclass defines
// them and they run through interfaces of the class library.  Also ASM reads this
// driver's own class file, found as a resource.
public class AsmDriver implements Opcodes {

    static final class Loader extends ClassLoader {
        Loader(ClassLoader parent) {
            super(parent);
        }

        Class<?> define(String name, byte[] b) {
            return defineClass(name, b, 0, b.length);
        }
    }

    /** gen.Factorial implements IntUnaryOperator: a loop, a field, a static helper. */
    static byte[] factorial() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(V1_8, ACC_PUBLIC | ACC_SUPER, "gen/Factorial", null, "java/lang/Object",
                new String[] { "java/util/function/IntUnaryOperator" });
        FieldVisitor fv = cw.visitField(ACC_PRIVATE, "calls", "I", null, null);
        fv.visitEnd();
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        mv.visitInsn(RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();

        mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, "fact", "(I)I", null, null);
        mv.visitCode();
        mv.visitInsn(ICONST_1);
        mv.visitVarInsn(ISTORE, 1);
        Label loop = new Label(), done = new Label();
        mv.visitLabel(loop);
        mv.visitVarInsn(ILOAD, 0);
        mv.visitJumpInsn(IFLE, done);
        mv.visitVarInsn(ILOAD, 1);
        mv.visitVarInsn(ILOAD, 0);
        mv.visitInsn(IMUL);
        mv.visitVarInsn(ISTORE, 1);
        mv.visitIincInsn(0, -1);
        mv.visitJumpInsn(GOTO, loop);
        mv.visitLabel(done);
        mv.visitVarInsn(ILOAD, 1);
        mv.visitInsn(IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();

        mv = cw.visitMethod(ACC_PUBLIC, "applyAsInt", "(I)I", null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitInsn(DUP);
        mv.visitFieldInsn(GETFIELD, "gen/Factorial", "calls", "I");
        mv.visitInsn(ICONST_1);
        mv.visitInsn(IADD);
        mv.visitFieldInsn(PUTFIELD, "gen/Factorial", "calls", "I");
        mv.visitVarInsn(ILOAD, 1);
        mv.visitMethodInsn(INVOKESTATIC, "gen/Factorial", "fact", "(I)I", false);
        mv.visitInsn(IRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();

        mv = cw.visitMethod(ACC_PUBLIC, "toString", "()Ljava/lang/String;", null, null);
        mv.visitCode();
        mv.visitTypeInsn(NEW, "java/lang/StringBuilder");
        mv.visitInsn(DUP);
        mv.visitLdcInsn("Factorial called ");
        mv.visitMethodInsn(INVOKESPECIAL, "java/lang/StringBuilder", "<init>", "(Ljava/lang/String;)V", false);
        mv.visitVarInsn(ALOAD, 0);
        mv.visitFieldInsn(GETFIELD, "gen/Factorial", "calls", "I");
        mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/StringBuilder", "append", "(I)Ljava/lang/StringBuilder;", false);
        mv.visitLdcInsn(" times");
        mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/StringBuilder", "append",
                "(Ljava/lang/String;)Ljava/lang/StringBuilder;", false);
        mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/StringBuilder", "toString", "()Ljava/lang/String;", false);
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /** gen.Greeter extends gen.Base (also generated) implements Supplier: a call into a sibling. */
    static byte[] base() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(V1_8, ACC_PUBLIC | ACC_SUPER | ACC_ABSTRACT, "gen/Base", null, "java/lang/Object", null);
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESPECIAL, "java/lang/Object", "<init>", "()V", false);
        mv.visitInsn(RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = cw.visitMethod(ACC_PROTECTED, "greeting", "()Ljava/lang/String;", null, null);
        mv.visitCode();
        mv.visitLdcInsn("hello from ");
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    static byte[] greeter() {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES | ClassWriter.COMPUTE_MAXS);
        cw.visit(V1_8, ACC_PUBLIC | ACC_SUPER, "gen/Greeter", null, "gen/Base",
                new String[] { "java/util/function/Supplier" });
        MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, "<init>", "()V", null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKESPECIAL, "gen/Base", "<init>", "()V", false);
        mv.visitInsn(RETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        mv = cw.visitMethod(ACC_PUBLIC, "get", "()Ljava/lang/Object;", null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, 0);
        mv.visitMethodInsn(INVOKEVIRTUAL, "gen/Greeter", "greeting", "()Ljava/lang/String;", false);
        mv.visitLdcInsn("generated code");
        mv.visitMethodInsn(INVOKEVIRTUAL, "java/lang/String", "concat", "(Ljava/lang/String;)Ljava/lang/String;", false);
        mv.visitInsn(ARETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        Loader loader = new Loader(AsmDriver.class.getClassLoader());
        Class<?> fc = loader.define("gen.Factorial", factorial());
        System.out.println("defined " + fc.getName() + " in package " + fc.getPackageName()
                + " by our loader: " + (fc.getClassLoader() == loader));
        IntUnaryOperator f = (IntUnaryOperator) fc.newInstance();
        for (int i = 0; i <= 10; i += 2) {
            System.out.println(i + "! = " + f.applyAsInt(i));
        }
        System.out.println(f);

        loader.define("gen.Base", base());
        Class<?> gc = loader.define("gen.Greeter", greeter());
        @SuppressWarnings("unchecked")
        Supplier<Object> g = (Supplier<Object>) gc.newInstance();
        System.out.println(g.get());
        System.out.println("superclass " + gc.getSuperclass().getName() + ", interfaces "
                + gc.getInterfaces().length + " " + gc.getInterfaces()[0].getName());

        // A second loader defines its own gen.Factorial.
        Loader other = new Loader(AsmDriver.class.getClassLoader());
        Class<?> fc2 = other.define("gen.Factorial", factorial());
        System.out.println("two classes named gen.Factorial: " + (fc2 != fc) + ", "
                + fc2.getName().equals(fc.getName()));
        try {
            loader.define("gen.Factorial", factorial());
        } catch (LinkageError e) {
            System.out.println("again: " + e.getClass().getName());
        }

        // ASM reads a class file found as a resource.
        List<String> seen = new ArrayList<>();
        try (InputStream in = AsmDriver.class.getResourceAsStream("AsmDriver$Loader.class")) {
            new ClassReader(in).accept(new ClassVisitor(ASM9) {
                @Override
                public void visit(int version, int access, String name, String signature, String superName,
                                  String[] interfaces) {
                    seen.add("class " + name + " extends " + superName);
                }

                @Override
                public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                                 String[] exceptions) {
                    seen.add("method " + name + descriptor);
                    return null;
                }
            }, 0);
        }
        for (String s : seen) {
            System.out.println(s);
        }
    }
}
