package java.lang;

/** A readable sequence of char values. */
public interface CharSequence {
    int length();

    char charAt(int index);

    CharSequence subSequence(int start, int end);

    public String toString();

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
