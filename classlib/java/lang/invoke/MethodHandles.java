package java.lang.invoke;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.VMReflection;
import java.util.Arrays;
import java.util.List;

/**
 * Lookups of method handles over core reflection (virtual, static, special, constructors,
 * field getters and setters, unreflect) and the combinators.  Access is checked as the
 * lookup class's code would see it (private members of its own nest, package-private of its
 * package); a class of the class library counts as module java.base, every other class as
 * the unnamed module of its loader.  Texts are HotSpot's.
 */
public class MethodHandles {
    private MethodHandles() {
    }

    public static Lookup lookup() {
        return new Lookup(callerClass0(), null, Lookup.FULL);
    }

    public static Lookup publicLookup() {
        return new Lookup(Object.class, null, Lookup.UNCONDITIONAL);
    }

    public static Lookup privateLookupIn(Class<?> targetClass, Lookup caller) throws IllegalAccessException {
        if (targetClass.isPrimitive()) {
            throw new IllegalArgumentException(targetClass + " is a primitive class");
        }
        if (targetClass.isArray()) {
            throw new IllegalArgumentException(targetClass + " is an array class");
        }
        if ((caller.lookupModes() & (Lookup.PRIVATE | Lookup.MODULE)) != (Lookup.PRIVATE | Lookup.MODULE)) {
            throw new IllegalAccessException("caller does not have PRIVATE and MODULE lookup mode");
        }
        if (Lookup.module(targetClass) != Lookup.module(caller.lookupClass())
                && targetClass.getClassLoader() == null) {
            throw new IllegalAccessException(Lookup.moduleText(targetClass) + " does not open " + targetClass.getPackageName()
                    + " to " + Lookup.moduleText(caller.lookupClass()));
        }
        return new Lookup(targetClass, null, Lookup.FULL & ~Lookup.ORIGINAL);
    }

    /** The class data of hidden classes (defineHiddenClassWithClassData), weakly keyed. */
    static final java.util.Map<Class<?>, Object> CLASS_DATA = new java.util.WeakHashMap<>();

    public static <T> T classData(Lookup caller, String name, Class<T> type) throws IllegalAccessException {
        java.util.Objects.requireNonNull(caller);
        java.util.Objects.requireNonNull(type);
        if ((caller.lookupModes() & Lookup.ORIGINAL) == 0) {
            throw new IllegalAccessException(caller + " does not have ORIGINAL access");
        }
        Object data;
        synchronized (CLASS_DATA) {
            data = CLASS_DATA.get(caller.lookupClass());
        }
        if (data == null) {
            return null;
        }
        @SuppressWarnings("unchecked")
        T r = (T) MethodHandle.convert(data, type.isPrimitive() ? MethodType.wrapper(type) : type);
        return r;
    }

    public static <T> T classDataAt(Lookup caller, String name, Class<T> type, int index)
            throws IllegalAccessException {
        @SuppressWarnings("unchecked")
        List<Object> l = classData(caller, name, List.class);
        if (l == null) {
            return null;
        }
        Object v = l.get(index);
        @SuppressWarnings("unchecked")
        T r = (T) MethodHandle.convert(v, type.isPrimitive() ? MethodType.wrapper(type) : type);
        return r;
    }

    /** The class of the innermost Java frame outside java.lang.invoke and reflection. */
    private static native Class<?> callerClass0();

    static Object unwrap(InvocationTargetException e) throws Throwable {
        throw e.getCause();
    }

    private static Object[] slice(Object[] a, int from, int to) {
        return Arrays.copyOfRange(a, from, to);
    }

    // ------------------------------------------------------------ arguments

    public static MethodHandle insertArguments(final MethodHandle target, final int pos, Object... values) {
        MethodType t = target.type();
        if (pos < 0 || pos + values.length > t.parameterCount()) {
            throw new IllegalArgumentException("too many values to insert");
        }
        final Object[] vs = values.clone();
        for (int i = 0; i < vs.length; i++) {
            Class<?> pt = t.parameterType(pos + i);
            vs[i] = pt.isPrimitive() ? primitiveValue(pt, vs[i]) : pt.cast(vs[i]);
        }
        final MethodHandle fixed = target.asFixedArity();
        return new MethodHandle(t.dropParameterTypes(pos, pos + vs.length)) {
            Object run(Object[] args) throws Throwable {
                Object[] all = new Object[args.length + vs.length];
                System.arraycopy(args, 0, all, 0, pos);
                System.arraycopy(vs, 0, all, pos, vs.length);
                System.arraycopy(args, pos, all, pos + vs.length, args.length - pos);
                return fixed.run(all);
            }
        };
    }

    /** value as primitive type t, widened as Wrapper.convert does, or ClassCastException. */
    private static Object primitiveValue(Class<?> t, Object value) {
        if (value == null) {
            return MethodHandle.zero(t);
        }
        try {
            return MethodHandle.convert(value, t);
        } catch (ClassCastException e) {
            throw new ClassCastException("class " + MethodType.wrapper(t).getName() + " is not compatible with class "
                    + value.getClass().getName());
        }
    }

    public static MethodHandle dropArguments(MethodHandle target, int pos, List<Class<?>> valueTypes) {
        return dropArguments(target, pos, valueTypes.toArray(new Class<?>[0]));
    }

    public static MethodHandle dropArguments(final MethodHandle target, final int pos, Class<?>... valueTypes) {
        MethodType t = target.type();
        if (pos < 0 || pos > t.parameterCount()) {
            throw new IllegalArgumentException("no argument type to remove" + Arrays.asList(t, pos, valueTypes));
        }
        final int n = valueTypes.length;
        return new MethodHandle(t.insertParameterTypes(pos, valueTypes)) {
            Object run(Object[] args) throws Throwable {
                Object[] kept = new Object[args.length - n];
                System.arraycopy(args, 0, kept, 0, pos);
                System.arraycopy(args, pos + n, kept, pos, kept.length - pos);
                return target.run(kept);
            }
        };
    }

    public static MethodHandle filterArguments(final MethodHandle target, final int pos, MethodHandle... filters) {
        MethodType t = target.type();
        if (pos < 0 || pos + filters.length > t.parameterCount()) {
            throw new IllegalArgumentException("too many filters");
        }
        final MethodHandle[] fs = filters.clone();
        MethodType nt = t;
        for (int i = 0; i < fs.length; i++) {
            MethodHandle f = fs[i];
            if (f == null) {
                continue;
            }
            MethodType ft = f.type();
            if (ft.parameterCount() != 1 || ft.returnType() != t.parameterType(pos + i)) {
                throw new IllegalArgumentException("target and filter types do not match: " + t + ", " + ft);
            }
            nt = nt.changeParameterType(pos + i, ft.parameterType(0));
        }
        return new MethodHandle(nt) {
            Object run(Object[] args) throws Throwable {
                for (int i = 0; i < fs.length; i++) {
                    if (fs[i] != null) {
                        args[pos + i] = fs[i].run(new Object[] { args[pos + i] });
                    }
                }
                return target.run(args);
            }
        };
    }

    public static MethodHandle collectArguments(final MethodHandle target, final int pos, final MethodHandle filter) {
        MethodType t = target.type(), ft = filter.type();
        final boolean keep = ft.returnType() != void.class;
        if (pos < 0 || pos > t.parameterCount() || (keep && (pos == t.parameterCount()
                || t.parameterType(pos) != ft.returnType()))) {
            throw new IllegalArgumentException("target and filter types do not match: " + t + ", " + ft);
        }
        final int fn = ft.parameterCount();
        MethodType nt = (keep ? t.dropParameterTypes(pos, pos + 1) : t).insertParameterTypes(pos, ft.parameterArray());
        return new MethodHandle(nt) {
            Object run(Object[] args) throws Throwable {
                Object r = filter.run(slice(args, pos, pos + fn));
                Object[] all = new Object[args.length - fn + (keep ? 1 : 0)];
                System.arraycopy(args, 0, all, 0, pos);
                int at = pos;
                if (keep) {
                    all[at++] = r;
                }
                System.arraycopy(args, pos + fn, all, at, args.length - pos - fn);
                return target.run(all);
            }
        };
    }

    public static MethodHandle dropReturn(MethodHandle target) {
        return target.asType(target.type().changeReturnType(void.class));
    }

    public static MethodHandle dropArgumentsToMatch(MethodHandle target, int skip, List<Class<?>> newTypes, int pos) {
        MethodType t = target.type();
        int k = t.parameterCount() - skip;
        if (skip < 0 || k < 0 || pos < 0 || pos + k > newTypes.size()
                || !t.parameterList().subList(skip, t.parameterCount()).equals(newTypes.subList(pos, pos + k))) {
            throw new IllegalArgumentException("argument lists do not match: " + t + ", " + newTypes);
        }
        MethodHandle h = dropArguments(target, skip, newTypes.subList(0, pos));
        return dropArguments(h, skip + pos + k, newTypes.subList(pos + k, newTypes.size()));
    }

    public static MethodHandle tryFinally(final MethodHandle target, final MethodHandle cleanup) {
        MethodType t = target.type(), ct = cleanup.type();
        final boolean hasResult = t.returnType() != void.class;
        int lead = hasResult ? 2 : 1;
        boolean ok = ct.returnType() == t.returnType() && ct.parameterCount() >= lead
                && ct.parameterType(0).isAssignableFrom(Throwable.class)
                && (!hasResult || ct.parameterType(1) == t.returnType())
                && ct.parameterCount() - lead <= t.parameterCount();
        for (int i = lead; ok && i < ct.parameterCount(); i++) {
            ok = ct.parameterType(i) == t.parameterType(i - lead);
        }
        if (!ok) {
            throw new IllegalArgumentException("target and cleanup types do not match: " + t + ", " + ct);
        }
        final int cn = ct.parameterCount() - lead;
        return new MethodHandle(t) {
            Object run(Object[] args) throws Throwable {
                Object[] keep = slice(args, 0, cn);
                Throwable thrown = null;
                Object r = null;
                try {
                    r = target.run(args);
                } catch (Throwable e) {
                    thrown = e;
                }
                Object[] all = new Object[cn + (hasResult ? 2 : 1)];
                all[0] = thrown;
                if (hasResult) {
                    all[1] = thrown == null ? r : MethodHandle.zero(target.type().returnType());
                }
                System.arraycopy(keep, 0, all, hasResult ? 2 : 1, cn);
                Object cr = cleanup.run(all);
                if (thrown != null) {
                    throw thrown;
                }
                return cr;
            }
        };
    }

    public static <T extends java.lang.reflect.Member> T reflectAs(Class<T> expected, MethodHandle target) {
        return Lookup.TRUSTED.revealDirect(target).reflectAs(expected, Lookup.TRUSTED);
    }

    public static MethodHandle filterReturnValue(final MethodHandle target, final MethodHandle filter) {
        MethodType t = target.type(), ft = filter.type();
        boolean ok = t.returnType() == void.class ? ft.parameterCount() == 0
                : ft.parameterCount() == 1 && ft.parameterType(0) == t.returnType();
        if (!ok) {
            throw new IllegalArgumentException("target and filter types do not match: " + t + ", " + ft);
        }
        final boolean noArg = t.returnType() == void.class;
        return new MethodHandle(t.changeReturnType(ft.returnType())) {
            Object run(Object[] args) throws Throwable {
                Object r = target.run(args);
                return filter.run(noArg ? new Object[0] : new Object[] { r });
            }
        };
    }

    public static MethodHandle foldArguments(MethodHandle target, MethodHandle combiner) {
        return foldArguments(target, 0, combiner);
    }

    public static MethodHandle foldArguments(final MethodHandle target, final int pos, final MethodHandle combiner) {
        MethodType t = target.type(), ct = combiner.type();
        final boolean keep = ct.returnType() != void.class;
        int skip = keep ? 1 : 0;
        final int cn = ct.parameterCount();
        boolean ok = pos >= 0 && pos + skip + cn <= t.parameterCount()
                && (!keep || t.parameterType(pos) == ct.returnType());
        for (int i = 0; ok && i < cn; i++) {
            ok = t.parameterType(pos + skip + i) == ct.parameterType(i);
        }
        if (!ok) {
            throw new IllegalArgumentException("target and combiner types do not match: " + t + " != " + ct);
        }
        MethodType nt = keep ? t.dropParameterTypes(pos, pos + 1) : t;
        return new MethodHandle(nt) {
            Object run(Object[] args) throws Throwable {
                Object r = combiner.run(slice(args, pos, pos + cn));
                if (!keep) {
                    return target.run(args);
                }
                Object[] all = new Object[args.length + 1];
                System.arraycopy(args, 0, all, 0, pos);
                all[pos] = r;
                System.arraycopy(args, pos, all, pos + 1, args.length - pos);
                return target.run(all);
            }
        };
    }

    public static MethodHandle permuteArguments(final MethodHandle target, MethodType newType, int... reorder) {
        MethodType t = target.type();
        if (reorder.length != t.parameterCount()) {
            throw new IllegalArgumentException("old type parameter count and reorder array length do not match: "
                    + t + ", " + Arrays.toString(reorder));
        }
        if (newType.returnType() != t.returnType()) {
            throw new IllegalArgumentException("return types do not match: " + t + ", " + newType);
        }
        final int[] order = reorder.clone();
        for (int i = 0; i < order.length; i++) {
            if (order[i] < 0 || order[i] >= newType.parameterCount()) {
                throw new IllegalArgumentException("index is out of bounds for new type: " + order[i] + " "
                        + newType);
            }
            if (newType.parameterType(order[i]) != t.parameterType(i)) {
                throw new IllegalArgumentException("parameter types do not match after reorder: " + t + ", "
                        + newType);
            }
        }
        return new MethodHandle(newType) {
            Object run(Object[] args) throws Throwable {
                Object[] all = new Object[order.length];
                for (int i = 0; i < order.length; i++) {
                    all[i] = args[order[i]];
                }
                return target.run(all);
            }
        };
    }

    public static MethodHandle guardWithTest(final MethodHandle test, final MethodHandle target,
            final MethodHandle fallback) {
        MethodType gt = test.type(), t = target.type();
        if (!t.equals(fallback.type())) {
            throw new IllegalArgumentException("target and fallback types must match: " + t + " != "
                    + fallback.type());
        }
        boolean ok = gt.returnType() == boolean.class && gt.parameterCount() <= t.parameterCount();
        for (int i = 0; ok && i < gt.parameterCount(); i++) {
            ok = gt.parameterType(i) == t.parameterType(i);
        }
        if (!ok) {
            throw new IllegalArgumentException("target and test types must match: " + t + " != " + gt);
        }
        final int tn = gt.parameterCount();
        return new MethodHandle(t) {
            Object run(Object[] args) throws Throwable {
                Object[] a = args.clone();
                return (Boolean) test.run(slice(args, 0, tn)) ? target.run(a) : fallback.run(a);
            }
        };
    }

    public static MethodHandle catchException(final MethodHandle target, final Class<? extends Throwable> exType,
            final MethodHandle handler) {
        MethodType t = target.type(), ht = handler.type();
        boolean ok = ht.returnType() == t.returnType() && ht.parameterCount() >= 1
                && ht.parameterType(0).isAssignableFrom(exType) && ht.parameterCount() - 1 <= t.parameterCount();
        for (int i = 1; ok && i < ht.parameterCount(); i++) {
            ok = ht.parameterType(i) == t.parameterType(i - 1);
        }
        if (!ok) {
            throw new IllegalArgumentException("target and handler types must match: " + t + " != " + ht);
        }
        final int hn = ht.parameterCount() - 1;
        return new MethodHandle(t) {
            Object run(Object[] args) throws Throwable {
                Object[] keep = slice(args, 0, hn);
                try {
                    return target.run(args);
                } catch (Throwable e) {
                    if (!exType.isInstance(e)) {
                        throw e;
                    }
                    Object[] all = new Object[hn + 1];
                    all[0] = e;
                    System.arraycopy(keep, 0, all, 1, hn);
                    return handler.run(all);
                }
            }
        };
    }

    public static MethodHandle throwException(Class<?> returnType, Class<? extends Throwable> exType) {
        if (!Throwable.class.isAssignableFrom(exType)) {
            throw new ClassCastException(exType.getName());
        }
        return new MethodHandle(MethodType.methodType(returnType, exType)) {
            Object run(Object[] args) throws Throwable {
                throw (Throwable) args[0];
            }
        };
    }

    // ------------------------------------------------------------ constants

    public static MethodHandle constant(Class<?> type, Object value) {
        if (type.isPrimitive()) {
            if (type == void.class) {
                throw new IllegalArgumentException("void type");
            }
            value = primitiveValue(type, value);
        } else {
            value = type.cast(value);
        }
        final Object v = value;
        return new MethodHandle(MethodType.methodType(type)) {
            Object run(Object[] args) {
                return v;
            }
        };
    }

    public static MethodHandle identity(Class<?> type) {
        if (type == void.class) {
            throw new IllegalArgumentException("void type");
        }
        return new MethodHandle(MethodType.methodType(type, type)) {
            Object run(Object[] args) {
                return args[0];
            }
        };
    }

    public static MethodHandle zero(Class<?> type) {
        if (type == null) {
            throw new NullPointerException();
        }
        return empty(MethodType.methodType(type));
    }

    public static MethodHandle empty(MethodType type) {
        final Object z = MethodHandle.zero(type.returnType());
        return new MethodHandle(type) {
            Object run(Object[] args) {
                return z;
            }
        };
    }

    // ------------------------------------------------------------ loops and switches

    private static IllegalArgumentException misMatchedTypes(String what, Object t1, Object t2) {
        return new IllegalArgumentException(what + " must match: " + t1 + " != " + t2);
    }

    /** h run on the first parameterCount values of all (a handle may take a prefix of them). */
    private static Object runOn(MethodHandle h, Object[] all) throws Throwable {
        return h.run(Arrays.copyOf(all, h.type().parameterCount()));
    }

    private static List<Class<?>> longest(List<List<Class<?>>> lists) {
        List<Class<?>> best = List.of();
        boolean first = true;
        for (List<Class<?>> l : lists) {
            if (first || l.size() > best.size()) {
                best = l;
            }
            first = false;
        }
        return best;
    }

    /** The longest parameter list of hs (among those longer than skip), less its first skip types. */
    private static List<Class<?>> longestParameters(List<MethodHandle> hs, int skip) {
        List<List<Class<?>>> ls = new java.util.ArrayList<>();
        for (MethodHandle h : hs) {
            if (h != null && h.type().parameterCount() > skip) {
                ls.add(h.type().parameterList());
            }
        }
        List<Class<?>> l = longest(ls);
        return l.isEmpty() ? List.of() : l.subList(skip, l.size());
    }

    /** The generic loop of clauses {init, step, pred, fini}, with the JDK's checks and texts. */
    public static MethodHandle loop(MethodHandle[]... clauses) {
        if (clauses == null || clauses.length == 0) {
            throw new IllegalArgumentException("null or no clauses passed");
        }
        for (MethodHandle[] c : clauses) {
            if (c == null) {
                throw new IllegalArgumentException("null clauses are not allowed");
            }
        }
        for (MethodHandle[] c : clauses) {
            if (c.length > 4) {
                throw new IllegalArgumentException(
                        "All loop clauses must be represented as MethodHandle arrays with at most 4 elements.");
            }
        }
        final List<MethodHandle> init = new java.util.ArrayList<>(), step = new java.util.ArrayList<>(),
                pred = new java.util.ArrayList<>(), fini = new java.util.ArrayList<>();
        for (MethodHandle[] c : clauses) {
            boolean any = false;
            for (MethodHandle h : c) {
                any |= h != null;
            }
            if (any) {
                init.add(c[0]);
                step.add(c.length > 1 ? c[1] : null);
                pred.add(c.length > 2 ? c[2] : null);
                fini.add(c.length > 3 ? c[3] : null);
            }
        }
        final int n = init.size();
        final Class<?>[] vtypes = new Class<?>[n];
        List<Class<?>> prefix = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            MethodHandle in = init.get(i), st = step.get(i);
            if (in != null && st != null && in.type().returnType() != st.type().returnType()) {
                throw misMatchedTypes("clause " + i + ": init and step return types", in.type().returnType(),
                        st.type().returnType());
            }
            vtypes[i] = in != null ? in.type().returnType() : st != null ? st.type().returnType() : void.class;
            if (vtypes[i] != void.class) {
                prefix.add(vtypes[i]);
            }
        }
        List<MethodHandle> others = new java.util.ArrayList<>(step);
        others.addAll(pred);
        others.addAll(fini);
        final List<Class<?>> suffix = longest(List.of(longestParameters(others, prefix.size()),
                longestParameters(init, 0)));
        for (MethodHandle h : init) {
            if (h != null && !h.type().effectivelyIdenticalParameters(0, suffix)) {
                throw new IllegalArgumentException("found non-effectively identical init parameter type lists: "
                        + init + " (common suffix: " + suffix + ")");
            }
        }
        Class<?> ret = void.class;
        for (MethodHandle h : fini) {
            if (h != null) {
                ret = h.type().returnType();
                break;
            }
        }
        for (MethodHandle h : fini) {
            if (h != null && h.type().returnType() != ret) {
                throw new IllegalArgumentException("found non-identical finalizer return types: " + fini
                        + " (return type: " + ret + ")");
            }
        }
        boolean anyPred = false;
        for (MethodHandle h : pred) {
            anyPred |= h != null;
        }
        if (!anyPred) {
            throw new IllegalArgumentException("no predicate found: " + pred);
        }
        for (MethodHandle h : pred) {
            if (h != null && h.type().returnType() != boolean.class) {
                throw new IllegalArgumentException("predicates must have boolean return type: " + pred);
            }
        }
        List<Class<?>> all = new java.util.ArrayList<>(prefix);
        all.addAll(suffix);
        for (MethodHandle h : others) {
            if (h != null && !h.type().effectivelyIdenticalParameters(0, all)) {
                throw new IllegalArgumentException("found non-effectively identical parameter type lists:\nstep: "
                        + step + "\npred: " + pred + "\nfini: " + fini + " (common parameter sequence: " + all + ")");
            }
        }
        final int nv = prefix.size();
        final int[] slot = new int[n];
        for (int i = 0, k = 0; i < n; i++) {
            slot[i] = vtypes[i] == void.class ? -1 : k++;
        }
        final MethodHandle[] in = fixed(init), st = fixed(step), pr = fixed(pred), fi = fixed(fini);
        final Class<?> rt = ret;
        return new MethodHandle(MethodType.methodType(ret, suffix)) {
            Object run(Object[] args) throws Throwable {
                Object[] vs = new Object[nv + args.length];
                System.arraycopy(args, 0, vs, nv, args.length);
                for (int i = 0; i < n; i++) {
                    Object v = in[i] != null ? runOn(in[i], args) : MethodHandle.zero(vtypes[i]);
                    if (slot[i] >= 0) {
                        vs[slot[i]] = v;
                    }
                }
                for (;;) {
                    for (int i = 0; i < n; i++) {
                        if (st[i] != null) {
                            Object v = runOn(st[i], vs);
                            if (slot[i] >= 0) {
                                vs[slot[i]] = v;
                            }
                        }
                        if (pr[i] != null && !(Boolean) runOn(pr[i], vs)) {
                            if (fi[i] != null) {
                                return runOn(fi[i], vs);
                            }
                            return MethodHandle.zero(rt);
                        }
                    }
                }
            }
        };
    }

    private static MethodHandle[] fixed(List<MethodHandle> hs) {
        MethodHandle[] r = new MethodHandle[hs.size()];
        for (int i = 0; i < r.length; i++) {
            r[i] = hs.get(i) == null ? null : hs.get(i).asFixedArity();
        }
        return r;
    }

    private static MethodHandle identityOrVoid(Class<?> t) {
        return t == void.class ? zero(t) : identity(t);
    }

    /** (V v, A...) -> the body of a while or do-while loop, checked as the JDK does. */
    private static void whileLoopChecks(MethodHandle init, MethodHandle pred, MethodHandle body) {
        java.util.Objects.requireNonNull(pred);
        java.util.Objects.requireNonNull(body);
        MethodType bt = body.type();
        Class<?> rt = bt.returnType();
        List<Class<?>> inner = bt.parameterList(), outer = inner;
        if (rt != void.class) {
            if (inner.isEmpty() || inner.get(0) != rt) {
                throw misMatchedTypes("body function", bt, bt.insertParameterTypes(0, rt));
            }
            outer = inner.subList(1, inner.size());
        }
        MethodType pt = pred.type();
        if (pt.returnType() != boolean.class || !pt.effectivelyIdenticalParameters(0, inner)) {
            throw misMatchedTypes("loop predicate", pt, MethodType.methodType(boolean.class, inner));
        }
        if (init != null) {
            MethodType it = init.type();
            if (it.returnType() != rt || !it.effectivelyIdenticalParameters(0, outer)) {
                throw misMatchedTypes("loop initializer", it, MethodType.methodType(rt, outer));
            }
        }
    }

    public static MethodHandle whileLoop(MethodHandle init, MethodHandle pred, MethodHandle body) {
        whileLoopChecks(init, pred, body);
        MethodHandle fini = identityOrVoid(body.type().returnType());
        return loop(new MethodHandle[] { null, null, pred, fini }, new MethodHandle[] { init, body });
    }

    public static MethodHandle doWhileLoop(MethodHandle init, MethodHandle body, MethodHandle pred) {
        whileLoopChecks(init, pred, body);
        MethodHandle fini = identityOrVoid(body.type().returnType());
        return loop(new MethodHandle[] { init, body, pred, fini });
    }

    public static MethodHandle countedLoop(MethodHandle iterations, MethodHandle init, MethodHandle body) {
        if (iterations == null) {
            throw new NullPointerException(
                    "Cannot invoke \"java.lang.invoke.MethodHandle.type()\" because \"iterations\" is null");
        }
        return countedLoop(empty(iterations.type()), iterations, init, body);
    }

    private static final MethodHandle COUNTED_STEP = new MethodHandle(
            MethodType.methodType(int.class, int.class, int.class)) {
        Object run(Object[] args) {
            return (Integer) args[1] + 1;
        }
    };

    private static final MethodHandle COUNTED_PRED = new MethodHandle(
            MethodType.methodType(boolean.class, int.class, int.class)) {
        Object run(Object[] args) {
            return (Integer) args[1] < (Integer) args[0];
        }
    };

    public static MethodHandle countedLoop(MethodHandle start, MethodHandle end, MethodHandle init, MethodHandle body) {
        java.util.Objects.requireNonNull(start);
        java.util.Objects.requireNonNull(end);
        java.util.Objects.requireNonNull(body);
        Class<?> ct = start.type().returnType();
        if (ct != int.class) {
            throw misMatchedTypes("start function", start.type(), start.type().changeReturnType(int.class));
        }
        if (end.type().returnType() != ct) {
            throw misMatchedTypes("end function", end.type(), end.type().changeReturnType(ct));
        }
        MethodType bt = body.type();
        Class<?> rt = bt.returnType();
        List<Class<?>> inner = bt.parameterList();
        int vsize = rt == void.class ? 0 : 1;
        if (vsize != 0 && (inner.isEmpty() || inner.get(0) != rt)) {
            throw misMatchedTypes("body function", bt, bt.insertParameterTypes(0, rt));
        } else if (inner.size() <= vsize || inner.get(vsize) != ct) {
            throw misMatchedTypes("body function", bt, bt.insertParameterTypes(vsize, ct));
        }
        List<Class<?>> outer = inner.subList(vsize + 1, inner.size());
        if (outer.isEmpty()) {
            outer = end.type().parameterList();
        }
        MethodType expected = MethodType.methodType(ct, outer);
        if (!start.type().effectivelyIdenticalParameters(0, outer)) {
            throw misMatchedTypes("start parameter types", start.type(), expected);
        }
        if (!end.type().equals(start.type()) && !end.type().effectivelyIdenticalParameters(0, outer)) {
            throw misMatchedTypes("end parameter types", end.type(), expected);
        }
        if (init != null) {
            MethodType it = init.type();
            if (it.returnType() != rt || !it.effectivelyIdenticalParameters(0, outer)) {
                throw misMatchedTypes("loop initializer", it, MethodType.methodType(rt, outer));
            }
        }
        MethodHandle incr = COUNTED_STEP, pred = COUNTED_PRED, retv = null;
        if (rt != void.class) {
            incr = dropArguments(incr, 1, rt);
            pred = dropArguments(pred, 1, rt);
            retv = dropArguments(identity(rt), 0, ct);
        }
        body = dropArguments(body, 0, ct);
        return loop(new MethodHandle[] { end, null, pred, retv }, new MethodHandle[] { init, body },
                new MethodHandle[] { start, incr });
    }

    public static MethodHandle iteratedLoop(final MethodHandle iterator, MethodHandle init, MethodHandle body) {
        java.util.Objects.requireNonNull(body);
        MethodType bt = body.type();
        final Class<?> rt = bt.returnType();
        List<Class<?>> inner = bt.parameterList();
        final int vsize = rt == void.class ? 0 : 1;
        if (vsize != 0 && (inner.isEmpty() || inner.get(0) != rt)) {
            throw misMatchedTypes("body function", bt, bt.insertParameterTypes(0, rt));
        } else if (inner.size() <= vsize) {
            throw misMatchedTypes("body function", bt, bt.insertParameterTypes(vsize, Object.class));
        }
        List<Class<?>> outer = inner.subList(vsize + 1, inner.size());
        if (iterator != null) {
            if (outer.isEmpty()) {
                outer = iterator.type().parameterList();
            }
            MethodType it = iterator.type();
            if (!java.util.Iterator.class.isAssignableFrom(it.returnType())) {
                throw new IllegalArgumentException("iteratedLoop first argument must have Iterator return type");
            }
            if (!it.effectivelyIdenticalParameters(0, outer)) {
                throw misMatchedTypes("iterator parameters", it, MethodType.methodType(it.returnType(), outer));
            }
        } else if (outer.isEmpty()) {
            outer = List.of(Iterable.class);
        } else if (!Iterable.class.isAssignableFrom(outer.get(0))) {
            throw new IllegalArgumentException("inferred first loop argument must inherit from Iterable: "
                    + outer.get(0));
        }
        if (init != null) {
            MethodType it = init.type();
            if (it.returnType() != rt || !it.effectivelyIdenticalParameters(0, outer)) {
                throw misMatchedTypes("loop initializer", it, MethodType.methodType(rt, outer));
            }
        }
        final Class<?> elem = bt.parameterType(vsize);
        final MethodHandle in = init == null ? null : init.asFixedArity(), b = body.asFixedArity(),
                iter = iterator == null ? null : iterator.asFixedArity();
        return new MethodHandle(MethodType.methodType(rt, outer)) {
            Object run(Object[] args) throws Throwable {
                java.util.Iterator<?> it = iter != null ? (java.util.Iterator<?>) runOn(iter, args)
                        : ((Iterable<?>) args[0]).iterator();
                Object v = in != null ? runOn(in, args) : MethodHandle.zero(rt);
                Object[] all = new Object[args.length + 1 + vsize];
                System.arraycopy(args, 0, all, 1 + vsize, args.length);
                while (it.hasNext()) {
                    if (vsize != 0) {
                        all[0] = v;
                    }
                    all[vsize] = MethodHandle.convert(it.next(), elem);
                    Object r = runOn(b, all);
                    if (vsize != 0) {
                        v = r;
                    }
                }
                return v;
            }
        };
    }

    /** A switch on a leading int: targets[i] for 0 <= i < targets.length, else fallback. */
    public static MethodHandle tableSwitch(MethodHandle fallback, MethodHandle... targets) {
        java.util.Objects.requireNonNull(fallback);
        java.util.Objects.requireNonNull(targets);
        final MethodHandle[] ts = targets.clone();
        if (ts.length == 0) {
            throw new IllegalArgumentException("Not enough cases: " + Arrays.toString(ts));
        }
        MethodType t = fallback.type();
        if (t.parameterCount() < 1 || t.parameterType(0) != int.class) {
            throw new IllegalArgumentException("Case actions must have int as leading parameter: "
                    + Arrays.toString(ts));
        }
        for (int i = 0; i < ts.length; i++) {
            java.util.Objects.requireNonNull(ts[i]);
            if (!ts[i].type().equals(t)) {
                throw new IllegalArgumentException("Case actions must have the same type: " + Arrays.toString(ts));
            }
            ts[i] = ts[i].asFixedArity();
        }
        final MethodHandle fb = fallback.asFixedArity();
        return new MethodHandle(t) {
            Object run(Object[] args) throws Throwable {
                int k = (Integer) args[0];
                return (k >= 0 && k < ts.length ? ts[k] : fb).run(args);
            }
        };
    }

    // ------------------------------------------------------------ arrays

    private static Class<?> component(Class<?> arrayClass) {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array: " + arrayClass);
        }
        return arrayClass.getComponentType();
    }

    static Object arrayGet(Object a, int i) {
        if (a instanceof Object[]) {
            return ((Object[]) a)[i];
        }
        if (a instanceof int[]) {
            return ((int[]) a)[i];
        }
        if (a instanceof long[]) {
            return ((long[]) a)[i];
        }
        if (a instanceof byte[]) {
            return ((byte[]) a)[i];
        }
        if (a instanceof char[]) {
            return ((char[]) a)[i];
        }
        if (a instanceof short[]) {
            return ((short[]) a)[i];
        }
        if (a instanceof boolean[]) {
            return ((boolean[]) a)[i];
        }
        if (a instanceof float[]) {
            return ((float[]) a)[i];
        }
        return ((double[]) a)[i];
    }

    static void arraySet(Object a, int i, Object v) {
        if (a instanceof Object[]) {
            ((Object[]) a)[i] = v;
        } else if (a instanceof int[]) {
            ((int[]) a)[i] = (Integer) v;
        } else if (a instanceof long[]) {
            ((long[]) a)[i] = (Long) v;
        } else if (a instanceof byte[]) {
            ((byte[]) a)[i] = (Byte) v;
        } else if (a instanceof char[]) {
            ((char[]) a)[i] = (Character) v;
        } else if (a instanceof short[]) {
            ((short[]) a)[i] = (Short) v;
        } else if (a instanceof boolean[]) {
            ((boolean[]) a)[i] = (Boolean) v;
        } else if (a instanceof float[]) {
            ((float[]) a)[i] = (Float) v;
        } else {
            ((double[]) a)[i] = (Double) v;
        }
    }

    public static VarHandle arrayElementVarHandle(Class<?> arrayClass) {
        if (!arrayClass.isArray()) {
            throw new IllegalArgumentException("not an array: " + arrayClass);
        }
        return VarHandle.Word.element(arrayClass, false);
    }

    public static MethodHandle varHandleInvoker(VarHandle.AccessMode accessMode, MethodType type) {
        return VarHandle.invoker(accessMode, type, false);
    }

    public static MethodHandle varHandleExactInvoker(VarHandle.AccessMode accessMode, MethodType type) {
        return VarHandle.invoker(accessMode, type, true);
    }

    public static VarHandle byteArrayViewVarHandle(Class<?> viewArrayClass, java.nio.ByteOrder byteOrder) {
        return VarHandle.View.of(viewArrayClass, byteOrder, false);
    }

    public static VarHandle byteBufferViewVarHandle(Class<?> viewArrayClass, java.nio.ByteOrder byteOrder) {
        return VarHandle.View.of(viewArrayClass, byteOrder, true);
    }

    public static MethodHandle arrayElementGetter(Class<?> arrayClass) {
        Class<?> c = component(arrayClass);
        return new MethodHandle(MethodType.methodType(c, arrayClass, int.class)) {
            Object run(Object[] args) {
                return arrayGet(args[0], (Integer) args[1]);
            }
        };
    }

    public static MethodHandle arrayElementSetter(Class<?> arrayClass) {
        Class<?> c = component(arrayClass);
        return new MethodHandle(MethodType.methodType(void.class, arrayClass, int.class, c)) {
            Object run(Object[] args) {
                arraySet(args[0], (Integer) args[1], args[2]);
                return null;
            }
        };
    }

    public static MethodHandle arrayConstructor(Class<?> arrayClass) {
        final Class<?> c = component(arrayClass);
        return new MethodHandle(MethodType.methodType(arrayClass, int.class)) {
            Object run(Object[] args) {
                return Array.newInstance(c, (Integer) args[0]);
            }
        };
    }

    public static MethodHandle arrayLength(Class<?> arrayClass) {
        component(arrayClass);
        return new MethodHandle(MethodType.methodType(int.class, arrayClass)) {
            Object run(Object[] args) {
                if (args[0] == null) {
                    throw new NullPointerException();
                }
                return Array.getLength(args[0]);
            }
        };
    }

    // ------------------------------------------------------------ invokers

    public static MethodHandle exactInvoker(final MethodType type) {
        return new MethodHandle(type.insertParameterTypes(0, MethodHandle.class)) {
            Object run(Object[] args) throws Throwable {
                MethodHandle h = (MethodHandle) args[0];
                if (!h.type().equals(type)) {
                    throw new WrongMethodTypeException("expected " + h.type() + " but found " + type);
                }
                return h.run(slice(args, 1, args.length));
            }
        };
    }

    public static MethodHandle invoker(final MethodType type) {
        return new MethodHandle(type.insertParameterTypes(0, MethodHandle.class)) {
            Object run(Object[] args) throws Throwable {
                MethodHandle h = (MethodHandle) args[0];
                return h.asType(type).run(slice(args, 1, args.length));
            }
        };
    }

    public static MethodHandle spreadInvoker(MethodType type, int leadingArgCount) {
        if (leadingArgCount < 0 || leadingArgCount > type.parameterCount()) {
            throw new IllegalArgumentException("bad argument count " + leadingArgCount);
        }
        return invoker(type).asSpreader(Object[].class, type.parameterCount() - leadingArgCount);
    }

    public static final class Lookup {
        public static final int PUBLIC = 1, PRIVATE = 2, PROTECTED = 4, PACKAGE = 8, MODULE = 16,
                UNCONDITIONAL = 32, ORIGINAL = 64;
        static final int FULL = PUBLIC | PRIVATE | PROTECTED | PACKAGE | MODULE | ORIGINAL;

        private final Class<?> lookupClass;
        private final Class<?> prevLookupClass;
        private final int modes;

        Lookup(Class<?> lookupClass, Class<?> prevLookupClass, int modes) {
            this.lookupClass = lookupClass;
            this.prevLookupClass = prevLookupClass;
            this.modes = modes;
        }

        /** The module of c (an array's: its element type's). */
        static Module module(Class<?> c) {
            return c.getModule();
        }

        static String moduleText(Class<?> c) {
            return c.getModule().toString();
        }

        private String from() {
            return ", from " + lookupClass + " (" + moduleText(lookupClass) + ")" + (prevLookupClass == null ? ""
                    : ", previous lookup " + prevLookupClass.getName() + " (" + moduleText(prevLookupClass) + ")");
        }

        public Class<?> lookupClass() {
            return lookupClass;
        }

        public Class<?> previousLookupClass() {
            return prevLookupClass;
        }

        public int lookupModes() {
            return modes;
        }

        public boolean hasPrivateAccess() {
            return (modes & (PRIVATE | MODULE)) == (PRIVATE | MODULE);
        }

        public boolean hasFullPrivilegeAccess() {
            return hasPrivateAccess();
        }

        public Lookup dropLookupMode(int modeToDrop) {
            int m = modes & ~(modeToDrop | ORIGINAL);
            if ((modeToDrop & PUBLIC) != 0) {
                m = 0;
            } else if ((modeToDrop & MODULE) != 0) {
                m &= ~(PACKAGE | PRIVATE | PROTECTED);
            } else if ((modeToDrop & PACKAGE) != 0) {
                m &= ~(PRIVATE | PROTECTED);
            } else if ((modeToDrop & PRIVATE) != 0) {
                m &= ~PROTECTED;
            }
            return new Lookup(lookupClass, prevLookupClass, m);
        }

        public Lookup in(Class<?> requestedLookupClass) {
            if (requestedLookupClass == null) {
                throw new NullPointerException();
            }
            if (requestedLookupClass.isPrimitive() || requestedLookupClass.isArray()) {
                throw new IllegalArgumentException(requestedLookupClass + " not a class or interface");
            }
            if (requestedLookupClass == lookupClass) {
                return this;
            }
            if (modes == UNCONDITIONAL) {
                return new Lookup(requestedLookupClass, null, UNCONDITIONAL);
            }
            int m = modes & ~ORIGINAL;
            Class<?> prev = prevLookupClass;
            if (module(requestedLookupClass) != module(lookupClass)) {
                m &= ~(MODULE | PACKAGE | PRIVATE | PROTECTED);
                if (prev == null) {
                    prev = lookupClass;
                } else {
                    m = 0;
                }
            } else if (!requestedLookupClass.getPackageName().equals(lookupClass.getPackageName())) {
                m &= ~(PACKAGE | PRIVATE | PROTECTED);
            } else if (!requestedLookupClass.isNestmateOf(lookupClass)) {
                m &= ~(PRIVATE | PROTECTED);
            }
            if ((m & PACKAGE) == 0 && !Modifier.isPublic(requestedLookupClass.getModifiers())) {
                m = 0;
            }
            return new Lookup(requestedLookupClass, prev, m);
        }

        public String toString() {
            String c = lookupClass.getName() + (prevLookupClass != null ? "/" + prevLookupClass.getName() : "");
            switch (modes) {
                case 0: return c + "/noaccess";
                case UNCONDITIONAL: return c + "/publicLookup";
                case PUBLIC: return c + "/public";
                case PUBLIC | MODULE: return c + "/module";
                case PUBLIC | PACKAGE:
                case PUBLIC | MODULE | PACKAGE: return c + "/package";
                case PUBLIC | PACKAGE | PRIVATE:
                case PUBLIC | MODULE | PACKAGE | PRIVATE: return c + "/private";
                case FULL & ~ORIGINAL:
                case FULL: return c;
                default: return c + "/" + Integer.toHexString(modes);
            }
        }

        private boolean canAccess(Class<?> decl, int mods) {
            if (prevLookupClass != null && !module(decl).isNamed()) {
                return false;   /* crossed modules: an unnamed module is read by neither */
            }
            if (Modifier.isPublic(mods) && Modifier.isPublic(decl.getModifiers())) {
                return true;
            }
            if (modes == UNCONDITIONAL || (modes & PACKAGE) == 0) {
                return false;
            }
            if (Modifier.isPrivate(mods)) {
                return (modes & PRIVATE) != 0 && (decl == lookupClass || decl.isNestmateOf(lookupClass));
            }
            if (Modifier.isPublic(mods)) {
                return true;
            }
            boolean samePackage = decl.getClassLoader() == lookupClass.getClassLoader()
                    && decl.getPackageName().equals(lookupClass.getPackageName());
            return samePackage || (Modifier.isProtected(mods) && (modes & PROTECTED) != 0
                    && decl.isAssignableFrom(lookupClass));
        }

        private static String what(Class<?> refc, String name, MethodType type, String kind) {
            return "no such method: " + refc.getName() + "." + name + type + "/" + kind;
        }

        private static Method resolve(Class<?> refc, String name, MethodType type) {
            Method found = null;
            for (Class<?> c = refc; c != null && found == null; c = c.getSuperclass()) {
                try {
                    found = c.getDeclaredMethod(name, type.parameterArray());
                } catch (NoSuchMethodException e) {
                    // keep looking up
                }
            }
            if (found == null) {
                try {
                    found = refc.getMethod(name, type.parameterArray());
                } catch (NoSuchMethodException e) {
                    found = null;
                }
            }
            return found == null || found.getReturnType() != type.returnType() ? null : found;
        }

        private Method method(Class<?> refc, String name, MethodType type, boolean wantStatic, String kind)
                throws NoSuchMethodException, IllegalAccessException {
            Method found = resolve(refc, name, type);
            if (found == null) {
                throw new NoSuchMethodException(what(refc, name, type, kind));
            }
            if (Modifier.isStatic(found.getModifiers()) != wantStatic
                    || !canAccess(found.getDeclaringClass(), found.getModifiers())) {
                throw new IllegalAccessException(what(refc, name, type, kind));
            }
            found.setAccessible(true);
            return found;
        }

        static MethodHandle arity(MethodHandle h, boolean varargs) {
            return varargs ? h.asVarargsCollector(h.type().lastParameterType()) : h;
        }

        public MethodHandle findVirtual(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            Method m = method(refc, name, type, false, "invokeVirtual");
            return arity(virtualOf(m, type.insertParameterTypes(0, refc)).direct(m, virtualKind(m)), m.isVarArgs());
        }

        public MethodHandle findSpecial(Class<?> refc, String name, MethodType type, Class<?> specialCaller)
                throws NoSuchMethodException, IllegalAccessException {
            checkSpecialCaller(specialCaller);
            Method m = resolve(refc, name, type);
            if (m == null || Modifier.isStatic(m.getModifiers())) {
                throw new NoSuchMethodException(what(refc, name, type, "invokeSpecial"));
            }
            if (!canAccess(m.getDeclaringClass(), m.getModifiers())) {
                throw new IllegalAccessException(what(refc, name, type, "invokeSpecial"));
            }
            if (!refc.isAssignableFrom(specialCaller) && !refc.isInterface()) {
                throw new IllegalAccessException("caller class must be a subclass below the method: "
                        + refc.getName() + "." + name + type + "/invokeSpecial" + from());
            }
            return special(m, specialCaller);
        }

        public MethodHandle unreflectSpecial(Method m, Class<?> specialCaller) throws IllegalAccessException {
            checkSpecialCaller(specialCaller);
            if (Modifier.isStatic(m.getModifiers())) {
                throw new IllegalAccessException("expected a non-static method: " + m);
            }
            if (!canAccess(m.getDeclaringClass(), m.getModifiers())) {
                throw new IllegalAccessException("no access to " + m);
            }
            if (!m.getDeclaringClass().isAssignableFrom(specialCaller)) {
                throw new IllegalAccessException("caller class must be a subclass below the method: "
                        + m.getDeclaringClass().getName() + "." + m.getName()
                        + MethodType.methodType(m.getReturnType(), m.getParameterTypes()) + "/invokeSpecial"
                        + from());
            }
            return special(m, specialCaller);
        }

        private void checkSpecialCaller(Class<?> specialCaller) throws IllegalAccessException {
            if (!hasPrivateAccess() || specialCaller != lookupClass) {
                throw new IllegalAccessException("no private access for invokespecial: " + specialCaller + from());
            }
        }

        private static MethodHandle special(final Method m, Class<?> specialCaller) {
            m.setAccessible(true);
            MethodType t = MethodType.methodType(m.getReturnType(), m.getParameterTypes())
                    .insertParameterTypes(0, specialCaller);
            return arity(new MethodHandle(t) {
                Object run(Object[] args) throws Throwable {
                    if (args[0] == null) {
                        throw new NullPointerException();
                    }
                    try {
                        return VMReflection.invokeNonVirtual(m, args[0], slice(args, 1, args.length));
                    } catch (InvocationTargetException e) {
                        return unwrap(e);
                    }
                }
            }.direct(m, Linkage.INVOKE_SPECIAL), m.isVarArgs());
        }

        public MethodHandle findStatic(Class<?> refc, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            return staticOf(method(refc, name, type, true, "invokeStatic"), type);
        }

        private static MethodHandle staticOf(final Method m, MethodType type) {
            return arity(new MethodHandle(type) {
                Object run(Object[] args) throws Throwable {
                    try {
                        return m.invoke(null, args);
                    } catch (InvocationTargetException e) {
                        return unwrap(e);
                    }
                }
            }.direct(m, Linkage.INVOKE_STATIC), m.isVarArgs());
        }

        public MethodHandle findConstructor(Class<?> refc, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            String msg = "no such constructor: " + refc.getName() + ".<init>" + type + "/newInvokeSpecial";
            if (type.returnType() != void.class) {
                throw new NoSuchMethodException(msg);
            }
            final Constructor<?> c;
            try {
                c = refc.getDeclaredConstructor(type.parameterArray());
            } catch (NoSuchMethodException e) {
                throw new NoSuchMethodException(msg);
            }
            if (!canAccess(refc, c.getModifiers())) {
                throw new IllegalAccessException(msg);
            }
            c.setAccessible(true);
            return unreflectConstructor(c);
        }

        private Field field(Class<?> refc, String name, Class<?> type, boolean wantStatic, boolean put)
                throws NoSuchFieldException, IllegalAccessException {
            Field f = null;
            for (Class<?> c = refc; c != null && f == null; c = c.getSuperclass()) {
                try {
                    f = c.getDeclaredField(name);
                } catch (NoSuchFieldException e) {
                    // keep looking up
                }
            }
            if (f == null) {
                try {
                    f = refc.getField(name);
                } catch (NoSuchFieldException e) {
                    f = null;
                }
            }
            boolean isStatic = f != null && Modifier.isStatic(f.getModifiers());
            String kind = put ? (isStatic ? "putStatic" : "putField") : (isStatic ? "getStatic" : "getField");
            if (f == null || f.getType() != type) {
                kind = put ? (wantStatic ? "putStatic" : "putField") : (wantStatic ? "getStatic" : "getField");
                throw new NoSuchFieldException("no such field: " + refc.getName() + "." + name + "/"
                        + type.getName() + "/" + kind);
            }
            String member = refc.getName() + "." + name + "/" + type.getName() + "/" + kind;
            if (isStatic != wantStatic) {
                throw new IllegalAccessException((wantStatic ? "expected a static field: " : "expected a non-static field: ")
                        + member + from());
            }
            if (!canAccess(f.getDeclaringClass(), f.getModifiers())) {
                throw new IllegalAccessException("member is " + (Modifier.isPrivate(f.getModifiers()) ? "private"
                        : Modifier.isProtected(f.getModifiers()) ? "protected" : "package-private") + ": " + member
                        + from());
            }
            if (put && Modifier.isFinal(f.getModifiers())) {
                throw new IllegalAccessException("member is final: " + member + from());
            }
            f.setAccessible(true);
            return f;
        }

        public MethodHandle findGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return getter(field(refc, name, type, false, false));
        }

        public MethodHandle findStaticGetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return getter(field(refc, name, type, true, false));
        }

        public MethodHandle findSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return setter(field(refc, name, type, false, true));
        }

        public MethodHandle findStaticSetter(Class<?> refc, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return setter(field(refc, name, type, true, true));
        }

        private static MethodHandle getter(final Field f) {
            final boolean st = Modifier.isStatic(f.getModifiers());
            MethodType t = st ? MethodType.methodType(f.getType())
                    : MethodType.methodType(f.getType(), f.getDeclaringClass());
            return new MethodHandle(t) {
                Object run(Object[] args) throws Throwable {
                    if (!st && args[0] == null) {
                        throw new NullPointerException();
                    }
                    return f.get(st ? null : args[0]);
                }
            }.direct(f, st ? Linkage.GET_STATIC : Linkage.GET_FIELD);
        }

        private static MethodHandle setter(final Field f) {
            final boolean st = Modifier.isStatic(f.getModifiers());
            MethodType t = st ? MethodType.methodType(void.class, f.getType())
                    : MethodType.methodType(void.class, f.getDeclaringClass(), f.getType());
            return new MethodHandle(t) {
                Object run(Object[] args) throws Throwable {
                    if (!st && args[0] == null) {
                        throw new NullPointerException();
                    }
                    f.set(st ? null : args[0], args[st ? 0 : 1]);
                    return null;
                }
            }.direct(f, st ? Linkage.PUT_STATIC : Linkage.PUT_FIELD);
        }

        public VarHandle findVarHandle(Class<?> recv, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return VarHandle.Word.field(field(recv, name, type, false, false), false);
        }

        public VarHandle findStaticVarHandle(Class<?> decl, String name, Class<?> type)
                throws NoSuchFieldException, IllegalAccessException {
            return VarHandle.Word.field(field(decl, name, type, true, false), false);
        }

        public VarHandle unreflectVarHandle(Field f) throws IllegalAccessException {
            if (!f.isAccessible() && !canAccess(f.getDeclaringClass(), f.getModifiers())) {
                throw new IllegalAccessException("member is " + (Modifier.isPrivate(f.getModifiers()) ? "private"
                        : Modifier.isProtected(f.getModifiers()) ? "protected" : "private to package") + ": "
                        + f.getDeclaringClass().getName() + "." + f.getName() + "/" + f.getType().getName() + "/"
                        + (Modifier.isStatic(f.getModifiers()) ? "getStatic" : "getField") + from());
            }
            return VarHandle.Word.field(f, false);
        }

        /** Initializes c (a static VarHandle's first access). */
        static void initialize(Class<?> c) {
            try {
                Class.forName(c.getName(), true, c.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new InternalError(e);
            }
        }

        public MethodHandle unreflect(Method m) throws IllegalAccessException {
            if (!m.isAccessible() && !canAccess(m.getDeclaringClass(), m.getModifiers())) {
                throw new IllegalAccessException("no access to " + m);
            }
            m.setAccessible(true);
            MethodType t = MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            if (Modifier.isStatic(m.getModifiers())) {
                return staticOf(m, t);
            }
            return arity(virtualOf(m, t.insertParameterTypes(0, m.getDeclaringClass())).direct(m, virtualKind(m)),
                    m.isVarArgs());
        }

        private static int virtualKind(Method m) {
            return m.getDeclaringClass().isInterface() ? Linkage.INVOKE_INTERFACE : Linkage.INVOKE_VIRTUAL;
        }

        private static MethodHandle virtualOf(final Method m, MethodType t) {
            return new MethodHandle(t) {
                Object run(Object[] args) throws Throwable {
                    if (args[0] == null) {
                        throw new NullPointerException();
                    }
                    try {
                        return m.invoke(args[0], slice(args, 1, args.length));
                    } catch (InvocationTargetException e) {
                        return unwrap(e);
                    }
                }
            };
        }

        public MethodHandle unreflectConstructor(final Constructor<?> c) throws IllegalAccessException {
            c.setAccessible(true);
            MethodType t = MethodType.methodType(c.getDeclaringClass(), c.getParameterTypes());
            return arity(new MethodHandle(t) {
                Object run(Object[] args) throws Throwable {
                    try {
                        return c.newInstance(args);
                    } catch (InvocationTargetException e) {
                        return unwrap(e);
                    }
                }
            }.direct(c, Linkage.NEW_INVOKE_SPECIAL), c.isVarArgs());
        }

        public MethodHandle unreflectGetter(Field f) throws IllegalAccessException {
            f.setAccessible(true);
            return getter(f);
        }

        public MethodHandle unreflectSetter(Field f) throws IllegalAccessException {
            f.setAccessible(true);
            return setter(f);
        }

        public MethodHandle bind(Object receiver, String name, MethodType type)
                throws NoSuchMethodException, IllegalAccessException {
            Class<?> refc = receiver.getClass();
            Method m = method(refc, name, type, false, "invokeVirtual");
            MethodHandle h = virtualOf(m, type.insertParameterTypes(0, refc)).bindTo(receiver);
            return arity(h, m.isVarArgs());
        }

        public Class<?> accessClass(Class<?> targetClass) throws IllegalAccessException {
            Class<?> c = targetClass;
            while (c.isArray()) {
                c = c.getComponentType();
            }
            if (!c.isPrimitive() && !Modifier.isPublic(c.getModifiers()) && !canAccess(c, 0)) {
                throw new IllegalAccessException("access violation: " + targetClass + ", from " + this);
            }
            return targetClass;
        }

        public Class<?> ensureInitialized(Class<?> targetClass) throws IllegalAccessException {
            if (targetClass.isPrimitive() || targetClass.isArray()) {
                throw new IllegalArgumentException(targetClass + " is a primitive or array class");
            }
            accessClass(targetClass);
            try {
                Class.forName(targetClass.getName(), true, targetClass.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new InternalError(e);
            }
            return targetClass;
        }

        /** Defines a class of the lookup class's package in its loader, as the JDK does. */
        public Class<?> defineClass(byte[] bytes) throws IllegalAccessException {
            if ((modes & PACKAGE) == 0) {
                throw new IllegalAccessException("Lookup does not have PACKAGE access");
            }
            String name = className(bytes);
            int dot = name.lastIndexOf('.');
            String pkg = dot < 0 ? "" : name.substring(0, dot);
            if (!pkg.equals(lookupClass.getPackageName())) {
                throw new IllegalArgumentException(name + " not in same package as lookup class");
            }
            return VMReflection.defineInLoader(lookupClass.getClassLoader(), name, bytes);
        }

        /** The binary name in a class file's this_class, or ClassFormatError. */
        private static String className(byte[] b) {
            try {
                java.io.DataInputStream in = new java.io.DataInputStream(new java.io.ByteArrayInputStream(b));
                int magic = in.readInt();
                if (magic != 0xCAFEBABE) {
                    throw new ClassFormatError("Incompatible magic value: " + magic);
                }
                in.readInt();
                int n = in.readUnsignedShort();
                String[] utf = new String[n];
                int[] cls = new int[n];
                for (int i = 1; i < n; i++) {
                    int tag = in.readUnsignedByte();
                    switch (tag) {
                        case 1: utf[i] = in.readUTF(); break;
                        case 7: cls[i] = in.readUnsignedShort(); break;
                        case 8: case 16: case 19: case 20: in.readUnsignedShort(); break;
                        case 15: in.readUnsignedByte(); in.readUnsignedShort(); break;
                        case 3: case 4: case 9: case 10: case 11: case 12: case 17: case 18: in.readInt(); break;
                        case 5: case 6: in.readLong(); i++; break;
                        default: throw new ClassFormatError("Invalid constant pool tag " + tag);
                    }
                }
                in.readUnsignedShort();
                int self = in.readUnsignedShort();
                if (self <= 0 || self >= n || cls[self] <= 0 || cls[self] >= n || utf[cls[self]] == null) {
                    throw new ClassFormatError("Invalid this_class");
                }
                return utf[cls[self]].replace('/', '.');
            } catch (java.io.IOException e) {
                throw new ClassFormatError("Truncated class file");
            }
        }

        /** The member and reference kind of a direct handle, with HotSpot's checks and texts. */
        public MethodHandleInfo revealDirect(MethodHandle target) {
            if (target == null) {
                throw new NullPointerException(
                        "Cannot invoke \"java.lang.invoke.MethodHandle.isCrackable()\" because \"target\" is null");
            }
            if (!target.isCrackable()) {
                throw new IllegalArgumentException("not a direct method handle");
            }
            Info info = new Info(target.member, target.refKind);
            try {
                checkReveal(info, info.member);
            } catch (IllegalAccessException e) {
                throw new IllegalArgumentException(e);
            }
            return info;
        }

        /** As checkAccess of the JDK: the lookup must be able to use m as the handle does. */
        void checkReveal(MethodHandleInfo info, java.lang.reflect.Member m) throws IllegalAccessException {
            if (this == TRUSTED || canAccess(m.getDeclaringClass(), m.getModifiers())) {
                return;
            }
            int mods = m.getModifiers();
            String why = Modifier.isPrivate(mods) ? "member is private" : Modifier.isProtected(mods)
                    ? "member is protected" : !Modifier.isPublic(mods) ? "member is private to package"
                    : "access to public member failed";
            Class<?> d = m.getDeclaringClass();
            int k = info.getReferenceKind();
            String text = k <= Linkage.PUT_STATIC
                    ? d.getName() + "." + m.getName() + "/" + ((java.lang.reflect.Field) m).getType().getName()
                    : d.getName() + "." + info.getName() + info.getMethodType();
            String from = modes == UNCONDITIONAL && lookupClass == Object.class ? ", from public Lookup" : from();
            throw new IllegalAccessException(why + ": " + text + "/" + MethodHandleInfo.referenceKindToString(k) + from);
        }

        /** The lookup reflectAs(Class, MethodHandle) uses: every member is accessible to it. */
        static final Lookup TRUSTED = new Lookup(Object.class, null, FULL);

        /** A cracked direct handle. */
        static final class Info implements MethodHandleInfo {
            final java.lang.reflect.Member member;
            private final int kind;

            Info(java.lang.reflect.Member member, int kind) {
                this.member = member;
                this.kind = kind;
            }

            public int getReferenceKind() {
                return kind;
            }

            public Class<?> getDeclaringClass() {
                return member.getDeclaringClass();
            }

            public String getName() {
                return member instanceof Constructor ? "<init>" : member.getName();
            }

            public MethodType getMethodType() {
                if (member instanceof Field) {
                    Class<?> t = ((Field) member).getType();
                    return kind == Linkage.GET_FIELD || kind == Linkage.GET_STATIC ? MethodType.methodType(t)
                            : MethodType.methodType(void.class, t);
                }
                if (member instanceof Constructor) {
                    return MethodType.methodType(void.class, ((Constructor<?>) member).getParameterTypes());
                }
                Method m = (Method) member;
                return MethodType.methodType(m.getReturnType(), m.getParameterTypes());
            }

            public int getModifiers() {
                int mods = member.getModifiers();
                if (member instanceof java.lang.reflect.Executable && ((java.lang.reflect.Executable) member).isVarArgs()) {
                    mods |= 0x80;
                }
                return mods;
            }

            public <T extends java.lang.reflect.Member> T reflectAs(Class<T> expected, Lookup lookup) {
                java.lang.reflect.Member copy;
                if (member instanceof Field) {
                    copy = VMReflection.copy((Field) member);
                } else if (member instanceof Constructor) {
                    copy = VMReflection.copy((Constructor<?>) member);
                } else {
                    copy = VMReflection.copy((Method) member);
                }
                try {
                    lookup.checkReveal(this, copy);
                } catch (IllegalAccessException e) {
                    throw new IllegalArgumentException(e);
                }
                return expected.cast(copy);
            }

            public String toString() {
                return MethodHandleInfo.toString(kind, getDeclaringClass(), getName(), getMethodType());
            }
        }

        /** Lookup.defineHiddenClass's options. */
        public enum ClassOption {
            NESTMATE, STRONG
        }

        /** A hidden class of the lookup class's package and loader; a full-power lookup on it. */
        public Lookup defineHiddenClass(byte[] bytes, boolean initialize, ClassOption... options)
                throws IllegalAccessException {
            java.util.Objects.requireNonNull(bytes);
            java.util.Objects.requireNonNull(options);
            return defineHidden(bytes, null, initialize, options);
        }

        public Lookup defineHiddenClassWithClassData(byte[] bytes, Object data, boolean initialize,
                ClassOption... options) throws IllegalAccessException {
            java.util.Objects.requireNonNull(bytes);
            java.util.Objects.requireNonNull(data);
            java.util.Objects.requireNonNull(options);
            return defineHidden(bytes, data, initialize, options);
        }

        private Lookup defineHidden(byte[] bytes, Object data, boolean initialize, ClassOption[] options)
                throws IllegalAccessException {
            boolean nestmate = false;
            for (ClassOption o : options) {
                nestmate |= java.util.Objects.requireNonNull(o) == ClassOption.NESTMATE;
            }
            if (!hasFullPrivilegeAccess()) {
                throw new IllegalAccessException(this + " does not have full privilege access");
            }
            byte[] b = bytes.clone();
            String name = className(b);
            int dot = name.lastIndexOf('.');
            if (!(dot < 0 ? "" : name.substring(0, dot)).equals(lookupClass.getPackageName())) {
                throw new IllegalArgumentException(name + " not in same package as lookup class");
            }
            Class<?> c = VMReflection.defineHidden(lookupClass.getClassLoader(), b,
                    nestmate ? lookupClass.getNestHost() : null);
            if (data != null) {
                synchronized (CLASS_DATA) {
                    CLASS_DATA.put(c, data);
                }
            }
            if (initialize) {
                VMReflection.initialize(c);
            }
            return new Lookup(c, null, FULL);
        }

        public Class<?> findClass(String targetName) throws ClassNotFoundException, IllegalAccessException {
            return Class.forName(targetName, false, lookupClass.getClassLoader());
        }
    }
}
