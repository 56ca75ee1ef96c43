package java.lang;

import java.lang.invoke.MethodType;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;
import java.util.Spliterator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Walks the current thread's stack from the caller of walk/forEach/getCallerClass outwards.
 * The VM hands over the frames in one piece (frames0); the stream given to walk() is valid only
 * while walk() runs, as the JDK's.  By default reflection frames (java.lang.reflect,
 * jdk.internal.reflect) and hidden frames (lambda proxies, java.lang.invoke) are left out.
 */
public final class StackWalker {
    public enum Option {
        RETAIN_CLASS_REFERENCE, SHOW_REFLECT_FRAMES, SHOW_HIDDEN_FRAMES
    }

    public interface StackFrame {
        String getClassName();

        String getMethodName();

        Class<?> getDeclaringClass();

        default MethodType getMethodType() {
            throw new UnsupportedOperationException();
        }

        default String getDescriptor() {
            throw new UnsupportedOperationException();
        }

        int getByteCodeIndex();

        String getFileName();

        int getLineNumber();

        boolean isNativeMethod();

        StackTraceElement toStackTraceElement();
    }

    private static final StackWalker DEFAULT = new StackWalker(EnumSet.noneOf(Option.class));

    private final Set<Option> options;
    private final boolean retainClass;

    private StackWalker(Set<Option> options) {
        this.options = options;
        this.retainClass = options.contains(Option.RETAIN_CLASS_REFERENCE);
    }

    public static StackWalker getInstance() {
        return DEFAULT;
    }

    public static StackWalker getInstance(Option option) {
        return new StackWalker(EnumSet.of(Objects.requireNonNull(option)));
    }

    public static StackWalker getInstance(Set<Option> options) {
        if (options.isEmpty()) {
            return DEFAULT;
        }
        return new StackWalker(EnumSet.copyOf(options));
    }

    public static StackWalker getInstance(Set<Option> options, int estimateDepth) {
        if (estimateDepth <= 0) {
            throw new IllegalArgumentException("estimateDepth must be > 0");
        }
        return getInstance(options);
    }

    private static native Object[] frames0(int mask);

    private int mask() {
        return (options.contains(Option.SHOW_REFLECT_FRAMES) ? 1 : 0)
                | (options.contains(Option.SHOW_HIDDEN_FRAMES) ? 2 : 0);
    }

    private Frame[] frames(int mask) {
        Object[] raw = frames0(mask);
        Class<?>[] classes = (Class<?>[]) raw[0];
        String[] names = (String[]) raw[1];
        String[] descs = (String[]) raw[2];
        int[] bcis = (int[]) raw[3];
        int[] lines = (int[]) raw[4];
        String[] files = (String[]) raw[5];
        Frame[] f = new Frame[classes.length];
        for (int i = 0; i < f.length; i++) {
            f[i] = new Frame(this, classes[i], names[i], descs[i], bcis[i], lines[i], files[i]);
        }
        return f;
    }

    public <T> T walk(Function<? super Stream<StackFrame>, ? extends T> function) {
        Objects.requireNonNull(function);
        FrameSpliterator sp = new FrameSpliterator(frames(mask()));
        try {
            return function.apply(StreamSupport.stream(sp, false));
        } finally {
            sp.valid = false;
        }
    }

    public void forEach(Consumer<? super StackFrame> action) {
        Objects.requireNonNull(action);
        for (Frame f : frames(mask())) {
            action.accept(f);
        }
    }

    /** The class of the caller of the method that calls this, reflection and hidden frames skipped. */
    public Class<?> getCallerClass() {
        if (!retainClass) {
            throw new UnsupportedOperationException("This stack walker does not have RETAIN_CLASS_REFERENCE access");
        }
        Frame[] f = frames(0);
        if (f.length < 2) {
            throw new IllegalCallerException("no caller frame");
        }
        return f[1].cls;
    }

    private static final class FrameSpliterator implements Spliterator<StackFrame> {
        private final Frame[] frames;
        private int next;
        volatile boolean valid = true;

        FrameSpliterator(Frame[] frames) {
            this.frames = frames;
        }

        private void check() {
            if (!valid) {
                throw new IllegalStateException("This stack stream is not valid for walking.");
            }
        }

        @Override
        public boolean tryAdvance(Consumer<? super StackFrame> action) {
            check();
            if (next >= frames.length) {
                return false;
            }
            action.accept(frames[next++]);
            return true;
        }

        @Override
        public void forEachRemaining(Consumer<? super StackFrame> action) {
            check();
            while (next < frames.length) {
                action.accept(frames[next++]);
            }
        }

        @Override
        public Spliterator<StackFrame> trySplit() {
            return null;
        }

        @Override
        public long estimateSize() {
            check();
            return frames.length - next;
        }

        @Override
        public int characteristics() {
            return ORDERED | IMMUTABLE | NONNULL;
        }
    }

    private static final class Frame implements StackFrame {
        private final StackWalker walker;
        final Class<?> cls;
        private final String name;
        private final String desc;
        private final int bci;
        private final int line;
        private final String file;

        Frame(StackWalker walker, Class<?> cls, String name, String desc, int bci, int line, String file) {
            this.walker = walker;
            this.cls = cls;
            this.name = name;
            this.desc = desc;
            this.bci = bci;
            this.line = line;
            this.file = file;
        }

        private void needClass() {
            if (!walker.retainClass) {
                throw new UnsupportedOperationException("No access to RETAIN_CLASS_REFERENCE");
            }
        }

        @Override
        public String getClassName() {
            return cls.getName();
        }

        @Override
        public String getMethodName() {
            return name;
        }

        @Override
        public Class<?> getDeclaringClass() {
            needClass();
            return cls;
        }

        @Override
        public MethodType getMethodType() {
            needClass();
            return MethodType.fromMethodDescriptorString(desc, cls.getClassLoader());
        }

        @Override
        public String getDescriptor() {
            return desc;
        }

        @Override
        public int getByteCodeIndex() {
            return bci;
        }

        @Override
        public String getFileName() {
            return file;
        }

        @Override
        public int getLineNumber() {
            return line;
        }

        @Override
        public boolean isNativeMethod() {
            return line == -2;
        }

        @Override
        public StackTraceElement toStackTraceElement() {
            return new StackTraceElement(cls.getName(), name, file, line);
        }

        @Override
        public String toString() {
            return toStackTraceElement().toString();
        }
    }
}
