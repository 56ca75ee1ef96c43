package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;

/** application/x-www-form-urlencoded encoding: unreserved characters kept, space as '+', the rest %XX. */
public class URLEncoder {

    private URLEncoder() {
    }

    private static boolean keep(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                || c == '-' || c == '_' || c == '.' || c == '*';
    }

    @Deprecated
    public static String encode(String s) {
        return encode(s, Charset.defaultCharset());
    }

    public static String encode(String s, String enc) throws UnsupportedEncodingException {
        if (enc == null) {
            throw new NullPointerException("charsetName");
        }
        Charset cs;
        try {
            cs = Charset.forName(enc);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return encode(s, cs);
    }

    public static String encode(String s, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("charset");
        }
        int n = s.length();
        StringBuilder out = null;
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (keep(c)) {
                if (out != null) {
                    out.append(c);
                }
                i++;
                continue;
            }
            if (out == null) {
                out = new StringBuilder(n + 16);
                out.append(s, 0, i);
            }
            if (c == ' ') {
                out.append('+');
                i++;
                continue;
            }
            int j = i;
            while (j < n && !keep(s.charAt(j)) && s.charAt(j) != ' ') {
                j++;
            }
            byte[] bytes = s.substring(i, j).getBytes(charset);
            for (byte b : bytes) {
                out.append('%');
                out.append(Character.toUpperCase(Character.forDigit((b >> 4) & 0xF, 16)));
                out.append(Character.toUpperCase(Character.forDigit(b & 0xF, 16)));
            }
            i = j;
        }
        return out == null ? s : out.toString();
    }
}
