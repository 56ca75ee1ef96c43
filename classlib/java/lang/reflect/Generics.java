package java.lang.reflect;

import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Generic signatures (JVMS 4.7.9.1) parsed into Type objects on first request.  Type
 * variables are found by name in the scope of their use: the method's own, then its class's,
 * then the enclosing classes'.  Their bounds are parsed when first asked for.
 */
final class Generics {
    private Generics() {
    }

    static final class MethodSig {
        TypeVariable<?>[] typeParams;
        Type[] params;
        Type ret;
        Type[] exceptions;
    }

    static char descriptorChar(Class<?> p) {
        if (p == int.class) return 'I';
        if (p == long.class) return 'J';
        if (p == boolean.class) return 'Z';
        if (p == byte.class) return 'B';
        if (p == char.class) return 'C';
        if (p == short.class) return 'S';
        if (p == float.class) return 'F';
        if (p == double.class) return 'D';
        if (p == void.class) return 'V';
        return 'L';
    }

    static String typeVarBounds(TypeVariable<?> tv) {
        Type[] b = tv.getBounds();
        if (b.length == 0 || (b.length == 1 && b[0] == Object.class)) {
            return tv.getName();
        }
        StringBuilder sb = new StringBuilder(tv.getName()).append(" extends ");
        for (int i = 0; i < b.length; i++) {
            if (i > 0) {
                sb.append(" & ");
            }
            sb.append(b[i].getTypeName());
        }
        return sb.toString();
    }

    // ------------------------------------------------------------ entry points

    static MethodSig parseMethod(String sig, Executable decl, Class<?> cls) {
        if (sig == null) {
            return null;
        }
        Parser p = new Parser(sig, decl, cls);
        MethodSig m = new MethodSig();
        m.typeParams = p.typeParams(decl);
        p.methodDecl = decl;
        p.methodVars = m.typeParams;
        p.expect('(');
        List<Type> ps = new ArrayList<Type>();
        while (p.peek() != ')') {
            ps.add(p.type());
        }
        p.expect(')');
        m.params = ps.toArray(new Type[0]);
        m.ret = p.peek() == 'V' ? p.voidType() : p.type();
        List<Type> ex = new ArrayList<Type>();
        while (p.pos < sig.length() && p.peek() == '^') {
            p.pos++;
            ex.add(p.type());
        }
        m.exceptions = ex.toArray(new Type[0]);
        return m;
    }

    static Type parseField(String sig, Class<?> cls) {
        return new Parser(sig, null, cls).type();
    }

    private static String classSignature(Class<?> c) {
        byte[] b = VMReflection.attribute(c, 0, 0L, "Signature");
        return b == null ? null : VMReflection.utf8(c, VMReflection.u2(b, 0));
    }

    /** The class's generic superclass followed by its generic interfaces, or null. */
    static Type[] ofClass(Class<?> c, int which) {
        String sig = classSignature(c);
        if (sig == null) {
            return null;
        }
        Parser p = new Parser(sig, null, c);
        p.typeParams(c);
        List<Type> ts = new ArrayList<Type>();
        while (p.pos < sig.length()) {
            ts.add(p.type());
        }
        return ts.toArray(new Type[0]);
    }

    static TypeVariable<?>[] classTypeParameters(Class<?> c) {
        String sig = classSignature(c);
        if (sig == null) {
            return new TypeVariable<?>[0];
        }
        return new Parser(sig, null, c).typeParams(c);
    }

    // ------------------------------------------------------------ the parser

    static final class Parser {
        final String s;
        int pos;
        final Class<?> cls;
        GenericDeclaration methodDecl;
        TypeVariable<?>[] methodVars;

        Parser(String s, Executable decl, Class<?> cls) {
            this.s = s;
            this.cls = cls;
        }

        char peek() {
            if (pos >= s.length()) {
                throw new GenericSignatureFormatError("Signature Parse error: " + s);
            }
            return s.charAt(pos);
        }

        void expect(char c) {
            if (peek() != c) {
                throw new GenericSignatureFormatError("Signature Parse error: expected '" + c + "' in " + s);
            }
            pos++;
        }

        Type voidType() {
            pos++;
            return void.class;
        }

        TypeVariable<?>[] typeParams(GenericDeclaration decl) {
            List<TypeVariable<?>> vs = new ArrayList<TypeVariable<?>>();
            if (pos < s.length() && peek() == '<') {
                pos++;
                while (peek() != '>') {
                    int colon = s.indexOf(':', pos);
                    String name = s.substring(pos, colon);
                    pos = colon;
                    List<String> bounds = new ArrayList<String>();
                    while (peek() == ':') {
                        pos++;
                        if (peek() == ':') {
                            continue;       // no class bound: an interface bound follows
                        }
                        int start = pos;
                        skipType();
                        bounds.add(s.substring(start, pos));
                    }
                    vs.add(new TypeVar(decl, name, bounds.toArray(new String[0]), cls, methodDecl, methodVars));
                }
                pos++;
            }
            return vs.toArray(new TypeVariable<?>[0]);
        }

        /** Moves past one field type signature without resolving anything in it. */
        void skipType() {
            char c = peek();
            if (c == '[') {
                pos++;
                skipType();
            } else if (c == 'T') {
                pos = s.indexOf(';', pos) + 1;
            } else if (c == 'L') {
                int depth = 0;
                while (true) {
                    c = s.charAt(pos++);
                    if (c == '<') {
                        depth++;
                    } else if (c == '>') {
                        depth--;
                    } else if (c == ';' && depth == 0) {
                        return;
                    }
                }
            } else {
                pos++;
            }
        }

        Type type() {
            char c = peek();
            switch (c) {
            case 'L':
                return classType();
            case 'T': {
                int semi = s.indexOf(';', pos);
                String name = s.substring(pos + 1, semi);
                pos = semi + 1;
                return lookup(name);
            }
            case '[': {
                pos++;
                Type comp = type();
                if (comp instanceof Class) {
                    return java.lang.reflect.Array.newInstance((Class<?>) comp, 0).getClass();
                }
                return new ArrayType(comp);
            }
            case 'B': pos++; return byte.class;
            case 'C': pos++; return char.class;
            case 'D': pos++; return double.class;
            case 'F': pos++; return float.class;
            case 'I': pos++; return int.class;
            case 'J': pos++; return long.class;
            case 'S': pos++; return short.class;
            case 'Z': pos++; return boolean.class;
            case 'V': pos++; return void.class;
            default:
                throw new GenericSignatureFormatError("Signature Parse error: " + s);
            }
        }

        private Type classType() {
            pos++;                      // 'L'
            StringBuilder name = new StringBuilder();
            Type owner = null;
            while (true) {
                char c;
                while ((c = peek()) != '<' && c != ';' && c != '.') {
                    name.append(c);
                    pos++;
                }
                Type[] args = null;
                if (c == '<') {
                    pos++;
                    List<Type> as = new ArrayList<Type>();
                    while (peek() != '>') {
                        as.add(typeArgument());
                    }
                    pos++;
                    args = as.toArray(new Type[0]);
                }
                Class<?> raw = VMReflection.classNamed(cls, name.toString());
                Type t;
                if (args == null && !(owner instanceof ParamType)) {
                    t = raw;
                } else {
                    t = new ParamType(raw, args == null ? new Type[0] : args,
                            owner != null ? owner : raw.getDeclaringClass());
                }
                c = peek();
                pos++;
                if (c == ';') {
                    return t;
                }
                owner = t;
                name.append('$');
            }
        }

        private Type typeArgument() {
            char c = peek();
            if (c == '*') {
                pos++;
                return new Wildcard(new Type[] { Object.class }, new Type[0]);
            }
            if (c == '+') {
                pos++;
                return new Wildcard(new Type[] { type() }, new Type[0]);
            }
            if (c == '-') {
                pos++;
                return new Wildcard(new Type[] { Object.class }, new Type[] { type() });
            }
            return type();
        }

        private Type lookup(String name) {
            if (methodVars != null) {
                for (TypeVariable<?> v : methodVars) {
                    if (v.getName().equals(name)) {
                        return v;
                    }
                }
            }
            for (Class<?> c = cls; c != null; ) {
                for (TypeVariable<?> v : c.getTypeParameters()) {
                    if (v.getName().equals(name)) {
                        return v;
                    }
                }
                Method em = c.getEnclosingMethod();
                if (em != null) {
                    for (TypeVariable<?> v : em.getTypeParameters()) {
                        if (v.getName().equals(name)) {
                            return v;
                        }
                    }
                }
                Constructor<?> ec = c.getEnclosingConstructor();
                if (ec != null) {
                    for (TypeVariable<?> v : ec.getTypeParameters()) {
                        if (v.getName().equals(name)) {
                            return v;
                        }
                    }
                }
                c = c.getEnclosingClass();
            }
            return new TypeVar(cls, name, new String[0], cls, null, null);
        }
    }

    // ------------------------------------------------------------ the types

    static final class TypeVar implements TypeVariable<GenericDeclaration> {
        private final GenericDeclaration decl;
        private final String name;
        private final String[] boundSigs;
        private final Class<?> cls;
        private final GenericDeclaration methodDecl;
        private final TypeVariable<?>[] methodVars;
        private Type[] bounds;

        TypeVar(GenericDeclaration decl, String name, String[] boundSigs, Class<?> cls,
                GenericDeclaration methodDecl, TypeVariable<?>[] methodVars) {
            this.decl = decl;
            this.name = name;
            this.boundSigs = boundSigs;
            this.cls = cls;
            this.methodDecl = methodDecl;
            this.methodVars = methodVars;
        }

        public Type[] getBounds() {
            Type[] b = bounds;
            if (b == null) {
                b = new Type[boundSigs.length == 0 ? 1 : boundSigs.length];
                if (boundSigs.length == 0) {
                    b[0] = Object.class;
                }
                for (int i = 0; i < boundSigs.length; i++) {
                    Parser p = new Parser(boundSigs[i], null, cls);
                    if (decl instanceof Executable) {
                        p.methodDecl = decl;
                        p.methodVars = ((Executable) decl).getTypeParameters();
                    }
                    b[i] = p.type();
                }
                bounds = b;
            }
            return b.clone();
        }

        public GenericDeclaration getGenericDeclaration() {
            return decl;
        }

        public String getName() {
            return name;
        }

        @Override
        public String getTypeName() {
            return name;
        }

        @Override
        public String toString() {
            return name;
        }

        @Override
        public boolean equals(Object o) {
            if (o instanceof TypeVar) {
                TypeVar t = (TypeVar) o;
                return t.name.equals(name) && Objects.equals(t.decl, decl);
            }
            return false;
        }

        @Override
        public int hashCode() {
            return decl.hashCode() ^ name.hashCode();
        }

        /** The type annotations of the declaration: its class (kind 0) or method's. */
        private java.util.List<AnnotationParser.TypeAnnotation> declTypeAnnotations() {
            if (decl instanceof Class) {
                return AnnotatedTypes.read((Class<?>) decl, 0, 0L);
            }
            if (decl instanceof Executable) {
                return ((Executable) decl).typeAnnotations();
            }
            return java.util.Collections.emptyList();
        }

        private int index() {
            TypeVariable<?>[] ps = decl.getTypeParameters();
            for (int i = 0; i < ps.length; i++) {
                if (ps[i].getName().equals(name)) {
                    return i;
                }
            }
            return -1;
        }

        /** The annotations on this type parameter's declaration (targets 0x00 and 0x01). */
        private Annotation[] own() {
            int idx = index();
            if (idx < 0) {
                return new Annotation[0];
            }
            return AnnotatedTypes.of(this, AnnotatedTypes.select(declTypeAnnotations(),
                    decl instanceof Class ? 0x00 : 0x01, idx)).getAnnotations();
        }

        public AnnotatedType[] getAnnotatedBounds() {
            Type[] bs = getBounds();
            int idx = index();
            if (boundSigs.length == 0 || idx < 0) {
                return AnnotatedTypes.of(bs);
            }
            Type b0 = bs[0];
            Class<?> first = b0 instanceof Class ? (Class<?>) b0 : b0 instanceof ParameterizedType
                    ? (Class<?>) ((ParameterizedType) b0).getRawType() : null;
            int start = first != null && first.isInterface() ? 1 : 0;   // bound 0 is the class bound
            java.util.List<AnnotationParser.TypeAnnotation> all = declTypeAnnotations();
            int target = decl instanceof Class ? 0x11 : 0x12;
            AnnotatedType[] r = new AnnotatedType[bs.length];
            for (int i = 0; i < bs.length; i++) {
                r[i] = AnnotatedTypes.of(bs[i], AnnotatedTypes.select(all, target, (idx << 8) | (i + start)));
            }
            return r;
        }

        public <T extends Annotation> T getAnnotation(Class<T> annotationClass) {
            if (annotationClass == null) {
                throw new NullPointerException();
            }
            return AnnotationParser.find(own(), annotationClass);
        }

        public Annotation[] getAnnotations() {
            return own();
        }

        public Annotation[] getDeclaredAnnotations() {
            return own();
        }
    }

    static final class ParamType implements ParameterizedType {
        private final Class<?> raw;
        private final Type[] args;
        private final Type owner;

        ParamType(Class<?> raw, Type[] args, Type owner) {
            this.raw = raw;
            this.args = args;
            this.owner = owner;
        }

        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        public Type getRawType() {
            return raw;
        }

        public Type getOwnerType() {
            return owner;
        }

        @Override
        public boolean equals(Object o) {
            if (o instanceof ParameterizedType) {
                ParameterizedType p = (ParameterizedType) o;
                return raw.equals(p.getRawType()) && Objects.equals(owner, p.getOwnerType())
                        && Arrays.equals(args, p.getActualTypeArguments());
            }
            return false;
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(args) ^ Objects.hashCode(owner) ^ raw.hashCode();
        }

        @Override
        public String toString() {
            StringBuilder sb = new StringBuilder();
            if (owner != null) {
                sb.append(owner.getTypeName()).append('$');
                if (owner instanceof ParamType) {
                    String on = ((ParamType) owner).raw.getName() + "$";
                    String rn = raw.getName();
                    sb.append(rn.startsWith(on) ? rn.substring(on.length()) : rn);
                } else {
                    sb.append(raw.getSimpleName());
                }
            } else {
                sb.append(raw.getName());
            }
            if (args.length > 0) {
                sb.append('<');
                for (int i = 0; i < args.length; i++) {
                    if (i > 0) {
                        sb.append(", ");
                    }
                    sb.append(args[i].getTypeName());
                }
                sb.append('>');
            }
            return sb.toString();
        }
    }

    static final class Wildcard implements WildcardType {
        private final Type[] upper;
        private final Type[] lower;

        Wildcard(Type[] upper, Type[] lower) {
            this.upper = upper;
            this.lower = lower;
        }

        public Type[] getUpperBounds() {
            return upper.clone();
        }

        public Type[] getLowerBounds() {
            return lower.clone();
        }

        @Override
        public boolean equals(Object o) {
            if (o instanceof WildcardType) {
                WildcardType w = (WildcardType) o;
                return Arrays.equals(upper, w.getUpperBounds()) && Arrays.equals(lower, w.getLowerBounds());
            }
            return false;
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(upper) ^ Arrays.hashCode(lower);
        }

        @Override
        public String toString() {
            if (lower.length > 0) {
                return "? super " + lower[0].getTypeName();
            }
            if (upper.length == 0 || upper[0] == Object.class) {
                return "?";
            }
            return "? extends " + upper[0].getTypeName();
        }
    }

    static final class ArrayType implements GenericArrayType {
        private final Type component;

        ArrayType(Type component) {
            this.component = component;
        }

        public Type getGenericComponentType() {
            return component;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof GenericArrayType
                    && component.equals(((GenericArrayType) o).getGenericComponentType());
        }

        @Override
        public int hashCode() {
            return component.hashCode();
        }

        @Override
        public String toString() {
            return component.getTypeName() + "[]";
        }
    }
}
