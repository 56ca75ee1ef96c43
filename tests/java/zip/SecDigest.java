import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.security.DigestException;
import java.security.DigestInputStream;
import java.security.DigestOutputStream;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.NoSuchProviderException;
import java.security.SecureRandom;
import java.util.Arrays;

public class SecDigest {
    static String hex(byte[] d) {
        StringBuilder sb = new StringBuilder();
        for (byte b : d) {
            sb.append(String.format("%02x", b & 0xff));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String[] algs = { "SHA3-256", "SHA3-512", "MD5", "SHA-1", "SHA-224", "SHA-256", "SHA-384", "SHA-512", "SHA-512/224", "SHA-512/256" };
        String[] inputs = { "", "abc", "The quick brown fox jumps over the lazy dog",
                            "x".repeat(55), "y".repeat(56), "z".repeat(64), "u".repeat(111), "w".repeat(112), "q".repeat(1000) };
        for (String alg : algs) {
            MessageDigest md = MessageDigest.getInstance(alg);
            System.out.println(alg + " length " + md.getDigestLength());
            for (String in : inputs) {
                System.out.println("  " + in.length() + " " + hex(md.digest(in.getBytes())));
            }
            // byte by byte and in pieces give the same
            byte[] big = new byte[3000];
            for (int i = 0; i < big.length; i++) {
                big[i] = (byte) (i * 7 + i / 5);
            }
            for (int i = 0; i < 300; i++) {
                md.update(big[i]);
            }
            md.update(big, 300, 1000);
            md.update(big, 1300, 1700);
            byte[] a = md.digest();
            byte[] b = md.digest(big);
            System.out.println("  pieces " + MessageDigest.isEqual(a, b) + " " + hex(a).substring(0, 16));
        }
        for (String alias : new String[] { "sha", "SHA1", "sha256", "Sha-512", "md5", "2.16.840.1.101.3.4.2.1", "OID.1.3.14.3.2.26" }) {
            MessageDigest md = MessageDigest.getInstance(alias);
            System.out.println("alias " + alias + " -> " + md.getAlgorithm() + " " + md.getDigestLength() + " " + hex(md.digest("a".getBytes())).substring(0, 12));
        }
        for (String bad : new String[] { "MD2", "SHA-3", "foo", "SHA3-999" }) {
            try {
                MessageDigest.getInstance(bad.equals("MD2") ? "MD4" : bad);
            } catch (NoSuchAlgorithmException e) {
                System.out.println(e.getMessage());
            }
        }
        try {
            MessageDigest.getInstance("SHA-256", "NOPE");
        } catch (NoSuchProviderException e) {
            System.out.println("provider: " + e.getMessage());
        }
        System.out.println("SUN provider " + MessageDigest.getInstance("SHA-256", "SUN").getProvider().getName());
        try {
            MessageDigest.getInstance(null);
        } catch (NullPointerException e) {
            System.out.println("null: " + e.getMessage());
        }
        GeneralSecurityException gse = new NoSuchAlgorithmException("x");
        System.out.println("hierarchy " + (gse instanceof Exception));

        // state, clone, reset, toString
        MessageDigest md = MessageDigest.getInstance("SHA-256");
        System.out.print(md);
        md.update("hello ".getBytes());
        System.out.print(md);
        MessageDigest copy = (MessageDigest) md.clone();
        md.update("world".getBytes());
        copy.update("there".getBytes());
        System.out.println("clone " + hex(md.digest()).substring(0, 16) + " " + hex(copy.digest()).substring(0, 16));
        md.update("junk".getBytes());
        md.reset();
        System.out.println("reset " + hex(md.digest()).substring(0, 16));
        byte[] out = new byte[40];
        md.update("into buffer".getBytes());
        try {
            MessageDigest.getInstance("SHA-1").digest(out, 0, 10);
        } catch (DigestException e) {
            System.out.println("short: " + e.getMessage());
        }
        int n = md.digest(out, 4, 32);
        System.out.println("buffer " + n + " " + hex(Arrays.copyOfRange(out, 0, 8)));
        try {
            md.digest(out, 0, 10);
        } catch (DigestException e) {
            System.out.println("short: " + e.getMessage());
        }
        try {
            md.update(new byte[4], 2, 5);
        } catch (IllegalArgumentException e) {
            System.out.println("update: " + e.getMessage());
        }
        System.out.println("isEqual " + MessageDigest.isEqual(null, null) + " " + MessageDigest.isEqual(new byte[] { 1 }, null)
                           + " " + MessageDigest.isEqual(new byte[] { 1, 2 }, new byte[] { 1, 2 }) + " " + MessageDigest.isEqual(new byte[] { 1, 2 }, new byte[] { 1 }));

        // digest streams
        byte[] data = "stream contents, read and written through digest streams".getBytes();
        DigestInputStream din = new DigestInputStream(new ByteArrayInputStream(data), MessageDigest.getInstance("MD5"));
        din.read();
        din.on(false);
        din.read(new byte[5]);
        din.on(true);
        byte[] rest = din.readAllBytes();
        System.out.println("digest in " + rest.length + " " + hex(din.getMessageDigest().digest()));
        System.out.println(din.toString().trim());
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        DigestOutputStream dout = new DigestOutputStream(bo, MessageDigest.getInstance("SHA-1"));
        dout.write(data, 0, 10);
        dout.write(data[10]);
        dout.write(data, 11, data.length - 11);
        dout.close();
        System.out.println("digest out " + bo.size() + " " + hex(dout.getMessageDigest().digest()) + " " + hex(MessageDigest.getInstance("SHA-1").digest(data)));

        // SecureRandom
        SecureRandom s = SecureRandom.getInstance("SHA1PRNG");
        s.setSeed("seed".getBytes());
        for (int k : new int[] { 7, 30, 1, 20, 41 }) {
            byte[] b = new byte[k];
            s.nextBytes(b);
            System.out.println("sha1prng " + k + " " + hex(b));
        }
        System.out.println("sha1prng " + s.nextInt() + " " + s.nextLong() + " " + s.nextInt(100) + " " + s.nextDouble() + " " + s.nextBoolean());
        s.setSeed(42L);
        System.out.println("reseeded " + s.nextInt() + " " + s.getAlgorithm());
        SecureRandom nat = new SecureRandom();
        byte[] rb = new byte[256];
        nat.nextBytes(rb);
        int distinct = (int) java.util.stream.IntStream.range(0, 256).map(i -> rb[i]).distinct().count();
        System.out.println("native " + nat.getAlgorithm() + " " + (distinct > 100) + " seed " + SecureRandom.getSeed(16).length + " "
                           + nat.generateSeed(5).length + " strong " + SecureRandom.getInstanceStrong().getAlgorithm());
        int v = nat.nextInt(10);
        System.out.println("bounded " + (v >= 0 && v < 10));
        try {
            SecureRandom.getInstance("Yarrow");
        } catch (NoSuchAlgorithmException e) {
            System.out.println(e.getMessage());
        }
    }
}
