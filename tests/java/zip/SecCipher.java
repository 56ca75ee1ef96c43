import java.security.InvalidAlgorithmParameterException;
import java.security.Key;
import java.security.SecureRandom;
import java.util.Arrays;
import javax.crypto.Cipher;
import javax.crypto.KeyGenerator;
import javax.crypto.SecretKey;
import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.PBEKeySpec;
import javax.crypto.spec.SecretKeySpec;

public class SecCipher {
    static String hex(byte[] d) {
        if (d == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder();
        for (byte b : d) {
            sb.append(String.format("%02x", b & 0xff));
        }
        return sb.toString();
    }

    static byte[] pattern(int n, int seed) {
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = (byte) (seed + i * 7 + (i >> 3));
        }
        return b;
    }

    interface Body {
        Object run() throws Exception;
    }

    static void t(String label, Body body) {
        try {
            Object o = body.run();
            System.out.println(label + " -> " + (o instanceof byte[] ? hex((byte[]) o) : String.valueOf(o)));
        } catch (Exception e) {
            System.out.println(label + " !! " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    static Cipher make(String tr, int op, Key k, byte[] iv, int tag) throws Exception {
        Cipher c = Cipher.getInstance(tr);
        if (tr.contains("GCM")) {
            c.init(op, k, new GCMParameterSpec(tag, iv));
        } else if (iv == null) {
            c.init(op, k);
        } else {
            c.init(op, k, new IvParameterSpec(iv));
        }
        return c;
    }

    /** Encrypts in pieces of step bytes, noting each update's length. */
    static byte[] pieces(Cipher c, byte[] in, int step, StringBuilder lens) throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < in.length; i += step) {
            byte[] o = c.update(in, i, Math.min(step, in.length - i));
            lens.append(o == null ? "n" : String.valueOf(o.length)).append(',');
            if (o != null) {
                out.write(o);
            }
        }
        byte[] f = c.doFinal();
        lens.append('f').append(f.length);
        out.write(f);
        return out.toByteArray();
    }

    public static void main(String[] args) throws Exception {
        int[] sizes = { 0, 1, 15, 16, 17, 31, 32, 33, 64, 100 };
        String[] trs = { "AES", "AES/ECB/PKCS5Padding", "AES/ECB/NoPadding", "AES/CBC/PKCS5Padding", "aes/cbc/nopadding",
                         "AES/CTR/NoPadding", "AES/GCM/NoPadding" };
        for (int ks : new int[] { 16, 24, 32 }) {
            SecretKeySpec key = new SecretKeySpec(pattern(ks, ks), "AES");
            for (String tr : trs) {
                System.out.println("== " + tr + " key " + ks);
                boolean ecb = tr.equals("AES") || tr.contains("ECB");
                boolean gcm = tr.contains("GCM");
                byte[] iv = ecb ? null : pattern(gcm ? 12 : 16, 99);
                for (int n : sizes) {
                    if (tr.contains("NoPadding") && !tr.contains("CTR") && !gcm && n % 16 != 0) {
                        continue;
                    }
                    if (tr.contains("nopadding") && n % 16 != 0) {
                        continue;
                    }
                    byte[] pt = pattern(n, n + 1);
                    Cipher e = make(tr, Cipher.ENCRYPT_MODE, key, iv, 128);
                    int os = e.getOutputSize(n);
                    byte[] ct = e.doFinal(pt);
                    Cipher d = make(tr, Cipher.DECRYPT_MODE, key, iv, 128);
                    byte[] back = d.doFinal(ct);
                    StringBuilder lens = new StringBuilder();
                    Cipher e2 = make(tr, Cipher.ENCRYPT_MODE, key, gcm ? pattern(12, 5) : iv, 128);
                    byte[] ct2 = pieces(e2, pt, 7, lens);
                    StringBuilder dlens = new StringBuilder();
                    Cipher d2 = make(tr, Cipher.DECRYPT_MODE, key, gcm ? pattern(12, 5) : iv, 128);
                    byte[] back2 = pieces(d2, ct2, 5, dlens);
                    System.out.println(n + " os=" + os + " ct=" + hex(ct) + " rt=" + Arrays.equals(pt, back)
                                       + " rt2=" + Arrays.equals(pt, back2) + " enc[" + lens + "] dec[" + dlens + "]"
                                       + (gcm ? "" : " same=" + Arrays.equals(ct, ct2)));
                }
            }
        }
        // reuse after doFinal: non-GCM ciphers return to their initial IV
        SecretKeySpec k16 = new SecretKeySpec(pattern(16, 3), "AES");
        t("cbc twice", () -> {
            Cipher c = make("AES/CBC/PKCS5Padding", Cipher.ENCRYPT_MODE, k16, pattern(16, 1), 0);
            return hex(c.doFinal(pattern(20, 2))).equals(hex(c.doFinal(pattern(20, 2))));
        });
        t("ctr wrap", () -> {
            byte[] iv = new byte[16];
            Arrays.fill(iv, (byte) 0xff);
            return make("AES/CTR/NoPadding", Cipher.ENCRYPT_MODE, k16, iv, 0).doFinal(new byte[48]);
        });
        t("ctr low wrap", () -> {
            byte[] iv = new byte[16];
            Arrays.fill(iv, 8, 16, (byte) 0xff);
            return make("AES/CTR/NoPadding", Cipher.ENCRYPT_MODE, k16, iv, 0).doFinal(new byte[40]);
        });
        // GCM: AAD, tag lengths, IV lengths
        for (int ivLen : new int[] { 1, 12, 16, 60 }) {
            for (int tag : new int[] { 96, 104, 128 }) {
                for (int aad : new int[] { 0, 5, 16, 40 }) {
                    int fivLen = ivLen;
                    int ftag = tag;
                    int faad = aad;
                    t("gcm iv" + ivLen + " tag" + tag + " aad" + aad, () -> {
                        Cipher c = make("AES/GCM/NoPadding", Cipher.ENCRYPT_MODE, k16, pattern(fivLen, 77), ftag);
                        byte[] a = pattern(faad, 11);
                        if (faad > 0) {
                            c.updateAAD(a, 0, 3);
                            c.updateAAD(a, 3, faad - 3);
                        }
                        byte[] ct = c.doFinal(pattern(37, 4));
                        Cipher d = make("AES/GCM/NoPadding", Cipher.DECRYPT_MODE, k16, pattern(fivLen, 77), ftag);
                        d.updateAAD(a);
                        byte[] pt = d.doFinal(ct);
                        return hex(ct) + " " + Arrays.equals(pt, pattern(37, 4));
                    });
                }
            }
        }
        t("gcm only aad", () -> {
            Cipher c = make("AES/GCM/NoPadding", Cipher.ENCRYPT_MODE, k16, new byte[12], 128);
            c.updateAAD("header".getBytes());
            return c.doFinal();
        });
        t("gcm wrong aad", () -> {
            Cipher c = make("AES/GCM/NoPadding", Cipher.ENCRYPT_MODE, k16, new byte[12], 128);
            c.updateAAD("header".getBytes());
            byte[] ct = c.doFinal("data".getBytes());
            Cipher d = make("AES/GCM/NoPadding", Cipher.DECRYPT_MODE, k16, new byte[12], 128);
            d.updateAAD("headeR".getBytes());
            return d.doFinal(ct);
        });
        SecretKeySpec k = new SecretKeySpec(new byte[16], "AES");
        byte[] iv = new byte[16];
        for (String s : new String[] { "AES", "aes/cbc/pkcs5padding", "AES/CBC/Foo", "AES/XYZ/NoPadding", "AES/GCM/PKCS5Padding",
                                       "AES/CTR/PKCS5Padding", "AES/CBC", "AES//NoPadding", "AES/ECB/NoPadding/x",
                                       "AES/CBC/PKCS7Padding", "NoSuchCipher" }) {
            t("getInstance " + s, () -> {
                Cipher c = Cipher.getInstance(s);
                return c.getAlgorithm() + " " + c.getBlockSize() + " " + c;
            });
        }
        t("bad key", () -> {
            Cipher c = Cipher.getInstance("AES");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[5], "AES"));
            return 1;
        });
        t("cbc decrypt without iv", () -> {
            Cipher.getInstance("AES/CBC/PKCS5Padding").init(Cipher.DECRYPT_MODE, k);
            return 1;
        });
        t("cbc random iv", () -> {
            Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
            c.init(Cipher.ENCRYPT_MODE, k);
            byte[] ct = c.doFinal("hello".getBytes());
            Cipher d = Cipher.getInstance("AES/CBC/PKCS5Padding");
            d.init(Cipher.DECRYPT_MODE, k, new IvParameterSpec(c.getIV()));
            return c.getIV().length + " " + new String(d.doFinal(ct)) + " " + c;
        });
        t("ecb with iv", () -> {
            Cipher.getInstance("AES/ECB/PKCS5Padding").init(Cipher.ENCRYPT_MODE, k, new IvParameterSpec(iv));
            return 1;
        });
        t("ecb getIV", () -> {
            Cipher c = Cipher.getInstance("AES/ECB/PKCS5Padding");
            c.init(Cipher.DECRYPT_MODE, k);
            return c.getIV() + " " + c;
        });
        t("cbc short iv", () -> {
            Cipher.getInstance("AES/CBC/PKCS5Padding").init(Cipher.ENCRYPT_MODE, k, new IvParameterSpec(new byte[8]));
            return 1;
        });
        t("gcm with IvParameterSpec", () -> {
            Cipher.getInstance("AES/GCM/NoPadding").init(Cipher.ENCRYPT_MODE, k, new IvParameterSpec(new byte[12]));
            return 1;
        });
        t("gcm tag 100", () -> {
            Cipher.getInstance("AES/GCM/NoPadding").init(Cipher.ENCRYPT_MODE, k, new GCMParameterSpec(100, new byte[12]));
            return 1;
        });
        t("gcm spec negative", () -> new GCMParameterSpec(-1, new byte[12]));
        t("gcm random iv", () -> {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k);
            return c.getIV().length + " " + c.getOutputSize(5);
        });
        t("gcm decrypt without spec", () -> {
            Cipher.getInstance("AES/GCM/NoPadding").init(Cipher.DECRYPT_MODE, k);
            return 1;
        });
        GCMParameterSpec p0 = new GCMParameterSpec(128, new byte[12]);
        t("gcm iv reuse", () -> {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k, p0);
            c.doFinal(new byte[3]);
            c.init(Cipher.ENCRYPT_MODE, k, p0);
            return 1;
        });
        t("gcm other iv", () -> {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k, p0);
            c.doFinal(new byte[3]);
            c.init(Cipher.ENCRYPT_MODE, k, new GCMParameterSpec(128, new byte[13]));
            return c.doFinal(new byte[3]);
        });
        t("gcm after doFinal", () -> {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k, p0);
            c.doFinal(new byte[3]);
            return c.doFinal(new byte[3]);
        });
        t("gcm decrypt twice", () -> {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k, p0);
            byte[] ct = c.doFinal(new byte[3]);
            c.init(Cipher.DECRYPT_MODE, k, p0);
            c.doFinal(ct);
            return c.doFinal(ct);
        });
        t("gcm aad after update", () -> {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k, p0);
            c.update(new byte[3]);
            c.updateAAD(new byte[2]);
            return 1;
        });
        t("gcm bad tag", () -> {
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k, p0);
            byte[] ct = c.doFinal(new byte[3]);
            ct[0] ^= 1;
            c.init(Cipher.DECRYPT_MODE, k, p0);
            return c.doFinal(ct);
        });
        t("aad on cbc", () -> {
            Cipher c = Cipher.getInstance("AES/CBC/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k, new IvParameterSpec(iv));
            c.updateAAD(new byte[2]);
            return 1;
        });
        t("nopadding length", () -> {
            Cipher c = Cipher.getInstance("AES/CBC/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, k, new IvParameterSpec(iv));
            return c.doFinal(new byte[5]);
        });
        t("padded decrypt length", () -> {
            Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
            c.init(Cipher.DECRYPT_MODE, k, new IvParameterSpec(iv));
            return c.doFinal(new byte[5]);
        });
        t("bad padding", () -> {
            Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
            c.init(Cipher.DECRYPT_MODE, k, new IvParameterSpec(iv));
            return c.doFinal(new byte[16]);
        });
        t("wrong key decrypt", () -> {
            Cipher c = Cipher.getInstance("AES");
            c.init(Cipher.ENCRYPT_MODE, k);
            byte[] ct = c.doFinal("some secret text".getBytes());
            c.init(Cipher.DECRYPT_MODE, new SecretKeySpec(pattern(16, 1), "AES"));
            return c.doFinal(ct);
        });
        t("decrypt empty", () -> {
            Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
            c.init(Cipher.DECRYPT_MODE, k, new IvParameterSpec(iv));
            return c.doFinal(new byte[0]);
        });
        t("not initialized doFinal", () -> Cipher.getInstance("AES").doFinal(new byte[16]));
        t("not initialized update", () -> Cipher.getInstance("AES").update(new byte[16]));
        t("not initialized getOutputSize", () -> Cipher.getInstance("AES").getOutputSize(3));
        t("not initialized getIV", () -> Cipher.getInstance("AES/CBC/NoPadding").getIV());
        t("bad opmode", () -> {
            Cipher.getInstance("AES").init(7, k);
            return 1;
        });
        t("null key", () -> {
            Cipher.getInstance("AES").init(Cipher.ENCRYPT_MODE, (Key) null);
            return 1;
        });
        t("DES key", () -> {
            Cipher.getInstance("AES").init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[16], "DES"));
            return 1;
        });
        t("output buffer", () -> {
            Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
            c.init(Cipher.ENCRYPT_MODE, k, new IvParameterSpec(iv));
            byte[] out = new byte[40];
            int n = c.update(pattern(20, 1), 0, 20, out, 2);
            n += c.doFinal(out, 2 + n);
            return n + " " + hex(out);
        });
        for (int n : new int[] { 0, 1, 15, 16, 17, 33 }) {
            t("getOutputSize " + n, () -> {
                StringBuilder sb = new StringBuilder();
                for (String s : new String[] { "AES/ECB/PKCS5Padding", "AES/CBC/NoPadding", "AES/CTR/NoPadding", "AES/GCM/NoPadding" }) {
                    for (int m = 1; m <= 2; m++) {
                        Cipher c = make(s, m, k, s.contains("ECB") ? null : s.contains("GCM") ? new byte[12] : iv, 128);
                        sb.append(c.getOutputSize(n)).append(' ');
                        c.update(new byte[5]);
                        sb.append(c.getOutputSize(n)).append(", ");
                    }
                }
                return sb;
            });
        }
        // KeyGenerator
        t("keygen default", () -> {
            KeyGenerator g = KeyGenerator.getInstance("AES");
            SecretKey s = g.generateKey();
            return g.getAlgorithm() + " " + s.getAlgorithm() + " " + s.getFormat() + " " + s.getEncoded().length;
        });
        for (int bits : new int[] { 128, 192, 256, 100 }) {
            t("keygen " + bits, () -> {
                KeyGenerator g = KeyGenerator.getInstance("aes");
                g.init(bits);
                SecretKey s = g.generateKey();
                Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
                c.init(Cipher.ENCRYPT_MODE, s);
                byte[] ct = c.doFinal("x".getBytes());
                Cipher d = Cipher.getInstance("AES/GCM/NoPadding");
                d.init(Cipher.DECRYPT_MODE, s, new GCMParameterSpec(128, c.getIV()));
                return s.getEncoded().length + " " + new String(d.doFinal(ct));
            });
        }
        t("keygen seeded differs", () -> {
            KeyGenerator g = KeyGenerator.getInstance("AES");
            g.init(128, new SecureRandom());
            return Arrays.equals(g.generateKey().getEncoded(), g.generateKey().getEncoded());
        });
        for (String s : new String[] { "HmacMD5", "HmacSHA1", "HmacSHA224", "HmacSHA256", "HmacSHA384", "HmacSHA512" }) {
            t("keygen " + s, () -> {
                KeyGenerator g = KeyGenerator.getInstance(s);
                String r = g.generateKey().getAlgorithm() + " " + g.generateKey().getEncoded().length;
                g.init(100);
                r += " " + g.generateKey().getEncoded().length;
                g.init(20);
                return r + " " + g.generateKey().getEncoded().length;
            });
        }
        for (String s : new String[] { "PBKDF2WithHmacSHA224", "PBKDF2WithHmacSHA384", "PBKDF2WithHmacSHA512" }) {
            t(s, () -> SecretKeyFactory.getInstance(s).generateSecret(
                  new PBEKeySpec("pw".toCharArray(), "salt".getBytes(), 3, 520)).getEncoded());
        }
        t("keygen Foo", () -> KeyGenerator.getInstance("Foo"));
        // PBKDF2
        String[][] pb = { { "password", "salt", "1", "160" }, { "password", "salt", "2", "160" }, { "password", "salt", "300", "160" },
                          { "passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", "100", "200" },
                          { "pässwörd", "NaCl", "50", "256" }, { "", "salt", "3", "128" }, { "p", "s", "1", "1000" } };
        for (String alg : new String[] { "PBKDF2WithHmacSHA1", "pbkdf2withhmacsha256" }) {
            for (String[] v : pb) {
                t(alg + " " + Arrays.toString(v), () -> {
                    SecretKeyFactory f = SecretKeyFactory.getInstance(alg);
                    SecretKey s = f.generateSecret(new PBEKeySpec(v[0].toCharArray(), v[1].getBytes("UTF-8"),
                                                                  Integer.parseInt(v[2]), Integer.parseInt(v[3])));
                    return f.getAlgorithm() + " " + s.getAlgorithm() + " " + s.getFormat() + " " + hex(s.getEncoded());
                });
            }
        }
        t("pbkdf2 to AES", () -> {
            SecretKey s = SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256")
                .generateSecret(new PBEKeySpec("pw".toCharArray(), "salt".getBytes(), 10, 256));
            Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(s.getEncoded(), "AES"), new IvParameterSpec(iv));
            return c.doFinal("derived".getBytes());
        });
        t("skf unknown", () -> SecretKeyFactory.getInstance("PBKDF2WithHmacSHA999"));
        t("skf no salt", () -> SecretKeyFactory.getInstance("PBKDF2WithHmacSHA1").generateSecret(new PBEKeySpec("p".toCharArray())));
        t("skf wrong spec", () -> SecretKeyFactory.getInstance("PBKDF2WithHmacSHA1").generateSecret(new SecretKeySpec(new byte[3], "x")));
        t("pbe count", () -> new PBEKeySpec("p".toCharArray(), new byte[1], 0, 128));
        t("pbe empty salt", () -> new PBEKeySpec("p".toCharArray(), new byte[0], 1, 128));
        t("pbe key length", () -> new PBEKeySpec("p".toCharArray(), new byte[1], 1, -1));
        t("pbe getters", () -> {
            PBEKeySpec s = new PBEKeySpec("pw".toCharArray(), new byte[] { 1, 2 }, 5, 64);
            String r = new String(s.getPassword()) + " " + hex(s.getSalt()) + " " + s.getIterationCount() + " " + s.getKeyLength();
            s.clearPassword();
            try {
                s.getPassword();
            } catch (IllegalStateException e) {
                r += " " + e.getMessage();
            }
            return r;
        });
        t("iv offset", () -> new IvParameterSpec(new byte[4], 3, 2));
        t("iv slice", () -> new IvParameterSpec(pattern(8, 1), 2, 4).getIV());
        t("gcm spec slice", () -> {
            GCMParameterSpec s = new GCMParameterSpec(96, pattern(8, 1), 1, 5);
            return s.getTLen() + " " + hex(s.getIV());
        });
    }
}
