package java.lang;

import java.util.stream.IntStream;

/** A readable sequence of char values. */
public interface CharSequence {
    int length();

    char charAt(int index);

    CharSequence subSequence(int start, int end);

    public String toString();

    default IntStream chars() {
        int n = length();
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = charAt(i);
        }
        return IntStream.of(a);
    }

    default IntStream codePoints() {
        int n = length();
        int[] a = new int[n];
        int k = 0;
        for (int i = 0; i < n;) {
            char c1 = charAt(i++);
            if (Character.isHighSurrogate(c1) && i < n && Character.isLowSurrogate(charAt(i))) {
                a[k++] = Character.toCodePoint(c1, charAt(i++));
            } else {
                a[k++] = c1;
            }
        }
        int[] r = new int[k];
        System.arraycopy(a, 0, r, 0, k);
        return IntStream.of(r);
    }

    default boolean isEmpty() {
        return length() == 0;
    }

    static int compare(CharSequence cs1, CharSequence cs2) {
        if (cs1 == cs2) {
            return 0;
        }
        int n1 = cs1.length(), n2 = cs2.length();
        int n = Math.min(n1, n2);
        for (int i = 0; i < n; i++) {
            char a = cs1.charAt(i), b = cs2.charAt(i);
            if (a != b) {
                return a - b;
            }
        }
        return n1 - n2;
    }
}
