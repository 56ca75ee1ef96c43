package java.util;

/** The EnumSet implementation: one bit per constant, in ordinal order. */
final class RegularEnumSet<E extends Enum<E>> extends EnumSet<E> {
    private static final long serialVersionUID = 3411599620347842686L;

    private long[] elements;
    private int size;

    RegularEnumSet(Class<E> elementType, Enum<?>[] universe) {
        super(elementType, universe);
        elements = new long[(universe.length + 63) >>> 6];
    }

    void addRange(E from, E to) {
        for (int i = from.ordinal(); i <= to.ordinal(); i++)
            set(i);
    }

    void addAll() {
        for (int i = 0; i < universe.length; i++)
            set(i);
    }

    void complement() {
        for (int i = 0; i < universe.length; i++) {
            if (get(i))
                clearBit(i);
            else
                set(i);
        }
    }

    private boolean get(int i) {
        return (elements[i >>> 6] & (1L << i)) != 0;
    }

    private boolean set(int i) {
        long old = elements[i >>> 6];
        elements[i >>> 6] = old | (1L << i);
        if (old != elements[i >>> 6]) {
            size++;
            return true;
        }
        return false;
    }

    private boolean clearBit(int i) {
        long old = elements[i >>> 6];
        elements[i >>> 6] = old & ~(1L << i);
        if (old != elements[i >>> 6]) {
            size--;
            return true;
        }
        return false;
    }

    public Iterator<E> iterator() {
        return new Iterator<E>() {
            private int next = advance(0);
            private int lastReturned = -1;

            private int advance(int from) {
                while (from < universe.length && !get(from))
                    from++;
                return from;
            }

            public boolean hasNext() {
                return next < universe.length;
            }

            @SuppressWarnings("unchecked")
            public E next() {
                if (next >= universe.length)
                    throw new NoSuchElementException();
                lastReturned = next;
                next = advance(next + 1);
                return (E) universe[lastReturned];
            }

            public void remove() {
                if (lastReturned < 0)
                    throw new IllegalStateException();
                clearBit(lastReturned);
                lastReturned = -1;
            }
        };
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public boolean contains(Object e) {
        if (e == null)
            return false;
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType)
            return false;
        return get(((Enum<?>) e).ordinal());
    }

    public boolean add(E e) {
        typeCheck(e);
        return set(e.ordinal());
    }

    public boolean remove(Object e) {
        if (e == null)
            return false;
        Class<?> eClass = e.getClass();
        if (eClass != elementType && eClass.getSuperclass() != elementType)
            return false;
        return clearBit(((Enum<?>) e).ordinal());
    }

    public void clear() {
        Arrays.fill(elements, 0L);
        size = 0;
    }

    public boolean equals(Object o) {
        if (!(o instanceof RegularEnumSet))
            return super.equals(o);
        RegularEnumSet<?> es = (RegularEnumSet<?>) o;
        if (es.elementType != elementType)
            return size == 0 && es.size == 0;
        return Arrays.equals(es.elements, elements);
    }

    public RegularEnumSet<E> clone() {
        RegularEnumSet<E> result = (RegularEnumSet<E>) super.clone();
        result.elements = elements.clone();
        return result;
    }
}
