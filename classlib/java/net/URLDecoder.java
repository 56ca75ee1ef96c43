package java.net;

import java.io.UnsupportedEncodingException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;

/** Decodes application/x-www-form-urlencoded text: '+' is a space, runs of %XX are bytes in the charset. */
public class URLDecoder {

    public URLDecoder() {
    }

    @Deprecated
    public static String decode(String s) {
        return decode(s, Charset.defaultCharset());
    }

    public static String decode(String s, String enc) throws UnsupportedEncodingException {
        if (enc == null) {
            throw new NullPointerException("Cannot invoke \"String.isEmpty()\" because \"enc\" is null");
        }
        if (enc.isEmpty()) {
            throw new UnsupportedEncodingException("URLDecoder: empty string enc parameter");
        }
        Charset cs;
        try {
            cs = Charset.forName(enc);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
            throw new UnsupportedEncodingException(enc);
        }
        return decode(s, cs);
    }

    public static String decode(String s, Charset charset) {
        if (charset == null) {
            throw new NullPointerException("Charset");
        }
        int n = s.length();
        StringBuilder sb = null;
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c != '+' && c != '%') {
                if (sb != null) {
                    sb.append(c);
                }
                i++;
                continue;
            }
            if (sb == null) {
                sb = new StringBuilder(n);
                sb.append(s, 0, i);
            }
            if (c == '+') {
                sb.append(' ');
                i++;
                continue;
            }
            byte[] bytes = new byte[(n - i) / 3];
            int pos = 0;
            try {
                while (i + 2 < n && s.charAt(i) == '%') {
                    int v = Integer.parseInt(s, i + 1, i + 3, 16);
                    if (v < 0) {
                        throw new IllegalArgumentException(
                                "URLDecoder: Illegal hex characters in escape (%) pattern - negative value");
                    }
                    bytes[pos++] = (byte) v;
                    i += 3;
                }
                if (i < n && s.charAt(i) == '%') {
                    throw new IllegalArgumentException("URLDecoder: Incomplete trailing escape (%) pattern");
                }
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException(
                        "URLDecoder: Illegal hex characters in escape (%) pattern - " + e.getMessage());
            }
            sb.append(new String(bytes, 0, pos, charset));
        }
        return sb == null ? s : sb.toString();
    }
}
