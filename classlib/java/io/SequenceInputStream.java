package java.io;

import java.util.Enumeration;
import java.util.Iterator;

/** The streams one after another, each closed when it ends. */
public class SequenceInputStream extends InputStream {
    private final Iterator<? extends InputStream> streams;
    private InputStream in;

    public SequenceInputStream(final Enumeration<? extends InputStream> e) {
        this.streams = new Iterator<InputStream>() {
            @Override
            public boolean hasNext() {
                return e.hasMoreElements();
            }

            @Override
            public InputStream next() {
                return e.nextElement();
            }
        };
        peekNextStream();
    }

    public SequenceInputStream(InputStream s1, InputStream s2) {
        java.util.List<InputStream> l = new java.util.ArrayList<>(2);
        l.add(s1);
        l.add(s2);
        this.streams = l.iterator();
        peekNextStream();
    }

    final void nextStream() throws IOException {
        if (in != null) {
            in.close();
        }
        peekNextStream();
    }

    private void peekNextStream() {
        if (streams.hasNext()) {
            in = streams.next();
            if (in == null) {
                throw new NullPointerException();
            }
        } else {
            in = null;
        }
    }

    @Override
    public int available() throws IOException {
        if (in == null) {
            return 0;
        }
        return in.available();
    }

    @Override
    public int read() throws IOException {
        while (in != null) {
            int c = in.read();
            if (c != -1) {
                return c;
            }
            nextStream();
        }
        return -1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (in == null) {
            return -1;
        } else if (b == null) {
            throw new NullPointerException();
        } else if (off < 0 || len < 0 || len > b.length - off) {
            throw new IndexOutOfBoundsException();
        } else if (len == 0) {
            return 0;
        }
        do {
            int n = in.read(b, off, len);
            if (n > 0) {
                return n;
            }
            nextStream();
        } while (in != null);
        return -1;
    }

    @Override
    public void close() throws IOException {
        IOException ioe = null;
        while (in != null) {
            try {
                in.close();
            } catch (IOException e) {
                if (ioe == null) {
                    ioe = e;
                } else {
                    ioe.addSuppressed(e);
                }
            }
            peekNextStream();
        }
        if (ioe != null) {
            throw ioe;
        }
    }
}
