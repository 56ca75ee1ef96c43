package java.nio;

/**
 * The position, limit, capacity and mark of every buffer:
 * 0 <= mark <= position <= limit <= capacity (mark -1 when undefined).
 * Every buffer of this library is backed by a Java array (a direct
 * ByteBuffer too, which is only marked direct), reached through the
 * subclasses' absolute accessors.
 */
public abstract class Buffer {
    private int mark = -1;
    private int position = 0;
    private int limit;
    private final int capacity;

    Buffer(int mark, int pos, int lim, int cap) {
        if (cap < 0) {
            throw new IllegalArgumentException("capacity < 0: (" + cap + " < 0)");
        }
        this.capacity = cap;
        limit(lim);
        position(pos);
        if (mark >= 0) {
            if (mark > pos) {
                throw new IllegalArgumentException("mark > position: (" + mark + " > " + pos + ")");
            }
            this.mark = mark;
        }
    }

    public final int capacity() {
        return capacity;
    }

    public final int position() {
        return position;
    }

    public Buffer position(int newPosition) {
        if (newPosition > limit || newPosition < 0) {
            throw new IllegalArgumentException(newPosition > limit
                ? "newPosition > limit: (" + newPosition + " > " + limit + ")"
                : "newPosition < 0: (" + newPosition + " < 0)");
        }
        if (mark > newPosition) {
            mark = -1;
        }
        position = newPosition;
        return this;
    }

    public final int limit() {
        return limit;
    }

    public Buffer limit(int newLimit) {
        if (newLimit > capacity || newLimit < 0) {
            throw new IllegalArgumentException(newLimit > capacity
                ? "newLimit > capacity: (" + newLimit + " > " + capacity + ")"
                : "newLimit < 0: (" + newLimit + " < 0)");
        }
        limit = newLimit;
        if (position > newLimit) {
            position = newLimit;
        }
        if (mark > newLimit) {
            mark = -1;
        }
        return this;
    }

    public Buffer mark() {
        mark = position;
        return this;
    }

    public Buffer reset() {
        int m = mark;
        if (m < 0) {
            throw new InvalidMarkException();
        }
        position = m;
        return this;
    }

    public Buffer clear() {
        position = 0;
        limit = capacity;
        mark = -1;
        return this;
    }

    public Buffer flip() {
        limit = position;
        position = 0;
        mark = -1;
        return this;
    }

    public Buffer rewind() {
        position = 0;
        mark = -1;
        return this;
    }

    public final int remaining() {
        int rem = limit - position;
        return rem > 0 ? rem : 0;
    }

    public final boolean hasRemaining() {
        return position < limit;
    }

    public abstract boolean isReadOnly();

    public abstract boolean hasArray();

    public abstract Object array();

    public abstract int arrayOffset();

    public abstract boolean isDirect();

    public abstract Buffer slice();

    public abstract Buffer slice(int index, int length);

    public abstract Buffer duplicate();

    final int markValue() {
        return mark;
    }

    final void discardMark() {
        mark = -1;
    }

    /* The position before advancing it by n; BufferUnderflowException if fewer remain. */
    final int nextGetIndex(int n) {
        int p = position;
        if (limit - p < n) {
            throw new BufferUnderflowException();
        }
        position = p + n;
        return p;
    }

    final int nextPutIndex(int n) {
        int p = position;
        if (limit - p < n) {
            throw new BufferOverflowException();
        }
        position = p + n;
        return p;
    }

    final int checkIndex(int i) {
        if (i < 0 || i >= limit) {
            throw new IndexOutOfBoundsException();
        }
        return i;
    }

    final int checkIndex(int i, int nb) {
        if (i < 0 || nb > limit - i) {
            throw new IndexOutOfBoundsException();
        }
        return i;
    }
}
