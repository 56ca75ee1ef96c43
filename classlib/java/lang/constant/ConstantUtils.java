package java.lang.constant;

import java.util.ArrayList;
import java.util.List;

/** Descriptor checks and conversions, with the JDK's texts. */
final class ConstantUtils {
    static final int MAX_ARRAY_TYPE_DESC_DIMENSIONS = 255;

    private ConstantUtils() {
    }

    static String validateBinaryClassName(String name) {
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            if (ch == ';' || ch == '[' || ch == '/') {
                throw new IllegalArgumentException("Invalid class name: " + name);
            }
        }
        return name;
    }

    static String validateMemberName(String name, boolean method) {
        if (name.length() == 0) {
            throw new IllegalArgumentException("zero-length member name");
        }
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            if (ch == '.' || ch == ';' || ch == '[' || ch == '/') {
                throw new IllegalArgumentException("Invalid member name: " + name);
            }
            if (method && (ch == '<' || ch == '>')) {
                if (!name.equals("<init>") && !name.equals("<clinit>")) {
                    throw new IllegalArgumentException("Invalid member name: " + name);
                }
            }
        }
        return name;
    }

    static int arrayDepth(String desc) {
        int depth = 0;
        while (depth < desc.length() && desc.charAt(depth) == '[') {
            depth++;
        }
        return depth;
    }

    static String repeat(String s, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append(s);
        }
        return b.toString();
    }

    /** The end of the field descriptor at start, or 0 when there is none there. */
    static int skipOverFieldSignature(String d, int start, int end, boolean voidOK) {
        int arrayDim = 0;
        int index = start;
        while (index < end) {
            switch (d.charAt(index)) {
                case 'V':
                    if (!voidOK || arrayDim > 0) {
                        return 0;
                    }
                    return index + 1;
                case 'Z': case 'B': case 'C': case 'S': case 'I': case 'F': case 'J': case 'D':
                    return index + 1;
                case 'L': {
                    int semi = d.indexOf(';', index + 1);
                    if (semi < 0 || semi >= end || semi == index + 1) {
                        return 0;
                    }
                    for (int k = index + 1; k < semi; k++) {
                        char c = d.charAt(k);
                        if (c == '.' || c == '[' || (c == '/' && (k == index + 1 || k == semi - 1
                                || d.charAt(k - 1) == '/'))) {
                            return 0;
                        }
                    }
                    return semi + 1;
                }
                case '[':
                    arrayDim++;
                    if (arrayDim > MAX_ARRAY_TYPE_DESC_DIMENSIONS) {
                        throw new IllegalArgumentException(String.format(
                                "Cannot create an array type descriptor with more than %d dimensions",
                                MAX_ARRAY_TYPE_DESC_DIMENSIONS));
                    }
                    index++;
                    break;
                default:
                    return 0;
            }
        }
        return 0;
    }

    /** The descriptors of a method descriptor: return type first, then the parameters. */
    static List<String> parseMethodDescriptor(String d) {
        int cur = 0, end = d.length();
        List<String> ptypes = new ArrayList<>();
        if (cur >= end || d.charAt(cur) != '(') {
            throw new IllegalArgumentException("Bad method descriptor: " + d);
        }
        ++cur;
        while (cur < end && d.charAt(cur) != ')') {
            int len = skipOverFieldSignature(d, cur, end, false) - cur;
            if (len <= 0) {
                throw new IllegalArgumentException("Bad method descriptor: " + d);
            }
            ptypes.add(d.substring(cur, cur + len));
            cur += len;
        }
        if (cur >= end) {
            throw new IllegalArgumentException("Bad method descriptor: " + d);
        }
        ++cur;
        int rLen = skipOverFieldSignature(d, cur, end, true) - cur;
        if (rLen <= 0 || cur + rLen != end) {
            throw new IllegalArgumentException("Bad method descriptor: " + d);
        }
        ptypes.add(0, d.substring(cur, cur + rLen));
        return ptypes;
    }
}
