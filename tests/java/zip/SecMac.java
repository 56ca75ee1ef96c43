import java.security.InvalidKeyException;
import java.security.NoSuchAlgorithmException;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

public class SecMac {
    static String hex(byte[] d) {
        StringBuilder sb = new StringBuilder();
        for (byte b : d) {
            sb.append(String.format("%02x", b & 0xff));
        }
        return sb.toString();
    }

    public static void main(String[] args) throws Exception {
        String[] algs = { "HmacMD5", "HmacSHA1", "HmacSHA224", "HmacSHA256", "HmacSHA384", "HmacSHA512", "HmacSHA512/256" };
        byte[][] keys = { "key".getBytes(), new byte[20], "k".repeat(200).getBytes() };
        for (String alg : algs) {
            Mac mac = Mac.getInstance(alg);
            System.out.println(alg + " " + mac.getAlgorithm() + " " + mac.getMacLength());
            for (byte[] k : keys) {
                mac.init(new SecretKeySpec(k, alg));
                System.out.println("  " + hex(mac.doFinal("The quick brown fox jumps over the lazy dog".getBytes())));
            }
            mac.update((byte) 'a');
            mac.update("bc".getBytes(), 0, 2);
            byte[] a = mac.doFinal();
            byte[] b = mac.doFinal("abc".getBytes());
            System.out.println("  pieces " + hex(a).equals(hex(b)));
            Mac copy = (Mac) mac.clone();
            mac.update("x".getBytes());
            copy.update("x".getBytes());
            System.out.println("  clone " + hex(mac.doFinal()).equals(hex(copy.doFinal())));
        }
        SecretKeySpec ks = new SecretKeySpec("secret".getBytes(), "HmacSHA256");
        System.out.println(ks.getAlgorithm() + " " + ks.getFormat() + " " + new String(ks.getEncoded()) + " "
                           + ks.equals(new SecretKeySpec("secret".getBytes(), "hmacsha256")) + " " + ks.hashCode());
        try {
            Mac.getInstance("HmacSHA256").doFinal();
        } catch (IllegalStateException e) {
            System.out.println(e.getMessage());
        }
        try {
            Mac.getInstance("HmacFoo");
        } catch (NoSuchAlgorithmException e) {
            System.out.println(e.getMessage());
        }
        try {
            new SecretKeySpec(new byte[0], "x");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Mac.getInstance("HmacSHA1").init(null);
        } catch (InvalidKeyException e) {
            System.out.println("InvalidKeyException");
        }
    }
}
