import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import org.bouncycastle.asn1.ASN1EncodableVector;
import org.bouncycastle.asn1.ASN1InputStream;
import org.bouncycastle.asn1.ASN1Integer;
import org.bouncycastle.asn1.ASN1ObjectIdentifier;
import org.bouncycastle.asn1.ASN1Primitive;
import org.bouncycastle.asn1.DEROctetString;
import org.bouncycastle.asn1.DERSequence;
import org.bouncycastle.asn1.DERUTF8String;
import org.bouncycastle.asn1.util.ASN1Dump;
import org.bouncycastle.crypto.AsymmetricCipherKeyPair;
import org.bouncycastle.crypto.BufferedBlockCipher;
import org.bouncycastle.crypto.Digest;
import org.bouncycastle.crypto.digests.Blake2bDigest;
import org.bouncycastle.crypto.digests.MD5Digest;
import org.bouncycastle.crypto.digests.RIPEMD160Digest;
import org.bouncycastle.crypto.digests.SHA1Digest;
import org.bouncycastle.crypto.digests.SHA256Digest;
import org.bouncycastle.crypto.digests.SHA3Digest;
import org.bouncycastle.crypto.digests.SHA512Digest;
import org.bouncycastle.crypto.engines.AESEngine;
import org.bouncycastle.crypto.engines.ChaCha7539Engine;
import org.bouncycastle.crypto.generators.Ed25519KeyPairGenerator;
import org.bouncycastle.crypto.generators.PKCS5S2ParametersGenerator;
import org.bouncycastle.crypto.generators.SCrypt;
import org.bouncycastle.crypto.macs.HMac;
import org.bouncycastle.crypto.modes.CBCBlockCipher;
import org.bouncycastle.crypto.modes.GCMBlockCipher;
import org.bouncycastle.crypto.paddings.PaddedBufferedBlockCipher;
import org.bouncycastle.crypto.params.AEADParameters;
import org.bouncycastle.crypto.params.Ed25519KeyGenerationParameters;
import org.bouncycastle.crypto.params.Ed25519PrivateKeyParameters;
import org.bouncycastle.crypto.params.Ed25519PublicKeyParameters;
import org.bouncycastle.crypto.params.KeyParameter;
import org.bouncycastle.crypto.params.ParametersWithIV;
import org.bouncycastle.crypto.signers.Ed25519Signer;
import org.bouncycastle.math.ec.ECPoint;
import org.bouncycastle.asn1.x9.X9ECParameters;
import org.bouncycastle.crypto.ec.CustomNamedCurves;
import org.bouncycastle.util.encoders.Base64;
import org.bouncycastle.util.encoders.Hex;

/** Drives Debian's Bouncy Castle (lightweight API, no JCA provider): digests, HMAC, AES in CBC
 *  and GCM modes, ChaCha20, PBKDF2 and scrypt, Ed25519 keys and signatures from a seeded
 *  generator, elliptic-curve point arithmetic on P-256, and ASN.1 DER encoding and dumping. */
public class BouncyCastleDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    static String digest(Digest d, byte[] in) {
        d.update(in, 0, in.length);
        byte[] out = new byte[d.getDigestSize()];
        d.doFinal(out, 0);
        return d.getAlgorithmName() + "=" + Hex.toHexString(out);
    }

    /** A deterministic "random" source, so that keys and nonces are the same on every run. */
    static final class FixedRandom extends SecureRandom {
        private long x = 12345;

        @Override
        public void nextBytes(byte[] b) {
            for (int i = 0; i < b.length; i++) {
                x = x * 6364136223846793005L + 1442695040888963407L;
                b[i] = (byte) (x >>> 56);
            }
        }
    }

    public static void main(String[] args) {
        byte[] msg = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.UTF_8);
        step("digests", () -> digest(new MD5Digest(), msg) + "\n  " + digest(new SHA1Digest(), msg) + "\n  "
                + digest(new SHA256Digest(), msg) + "\n  " + digest(new SHA512Digest(), msg) + "\n  "
                + digest(new SHA3Digest(256), msg) + "\n  " + digest(new RIPEMD160Digest(), msg) + "\n  "
                + digest(new Blake2bDigest(256), msg));
        step("hmac", () -> {
            HMac h = new HMac(new SHA256Digest());
            h.init(new KeyParameter("key".getBytes(StandardCharsets.UTF_8)));
            h.update(msg, 0, msg.length);
            byte[] out = new byte[h.getMacSize()];
            h.doFinal(out, 0);
            return Hex.toHexString(out);
        });
        byte[] key = Hex.decode("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
        byte[] iv = Hex.decode("0f0e0d0c0b0a09080706050403020100");
        step("aes cbc", () -> {
            BufferedBlockCipher c = new PaddedBufferedBlockCipher(new CBCBlockCipher(new AESEngine()));
            c.init(true, new ParametersWithIV(new KeyParameter(key), iv));
            byte[] out = new byte[c.getOutputSize(msg.length)];
            int n = c.processBytes(msg, 0, msg.length, out, 0);
            n += c.doFinal(out, n);
            c.init(false, new ParametersWithIV(new KeyParameter(key), iv));
            byte[] back = new byte[c.getOutputSize(n)];
            int m = c.processBytes(out, 0, n, back, 0);
            m += c.doFinal(back, m);
            return n + " " + Hex.toHexString(out, 0, n) + " " + new String(back, 0, m, StandardCharsets.UTF_8);
        });
        step("aes gcm", () -> {
            GCMBlockCipher g = new GCMBlockCipher(new AESEngine());
            g.init(true, new AEADParameters(new KeyParameter(key), 128, Hex.decode("cafebabefacedbaddecaf888"),
                    "header".getBytes(StandardCharsets.UTF_8)));
            byte[] out = new byte[g.getOutputSize(msg.length)];
            int n = g.processBytes(msg, 0, msg.length, out, 0);
            n += g.doFinal(out, n);
            out[3] ^= 1;
            g.init(false, new AEADParameters(new KeyParameter(key), 128, Hex.decode("cafebabefacedbaddecaf888"),
                    "header".getBytes(StandardCharsets.UTF_8)));
            byte[] back = new byte[g.getOutputSize(n)];
            String tamper;
            try {
                int m = g.processBytes(out, 0, n, back, 0);
                g.doFinal(back, m);
                tamper = "accepted";
            } catch (org.bouncycastle.crypto.InvalidCipherTextException e) {
                tamper = "rejected: " + e.getMessage();
            }
            out[3] ^= 1;
            return Base64.toBase64String(out, 0, n) + " " + tamper;
        });
        step("chacha20", () -> {
            ChaCha7539Engine e = new ChaCha7539Engine();
            e.init(true, new ParametersWithIV(new KeyParameter(key), Hex.decode("000000000000004a00000000")));
            byte[] out = new byte[msg.length];
            e.processBytes(msg, 0, msg.length, out, 0);
            return Hex.toHexString(out);
        });
        step("pbkdf2", () -> {
            PKCS5S2ParametersGenerator g = new PKCS5S2ParametersGenerator(new SHA256Digest());
            g.init("password".getBytes(StandardCharsets.UTF_8), "salt".getBytes(StandardCharsets.UTF_8), 1000);
            return Hex.toHexString(((KeyParameter) g.generateDerivedParameters(256)).getKey());
        });
        step("scrypt", () -> Hex.toHexString(SCrypt.generate("pleaseletmein".getBytes(StandardCharsets.UTF_8),
                "SodiumChloride".getBytes(StandardCharsets.UTF_8), 1024, 8, 1, 32)));
        step("ed25519", () -> {
            Ed25519KeyPairGenerator kg = new Ed25519KeyPairGenerator();
            kg.init(new Ed25519KeyGenerationParameters(new FixedRandom()));
            AsymmetricCipherKeyPair kp = kg.generateKeyPair();
            Ed25519Signer s = new Ed25519Signer();
            s.init(true, kp.getPrivate());
            s.update(msg, 0, msg.length);
            byte[] sig = s.generateSignature();
            Ed25519Signer v = new Ed25519Signer();
            v.init(false, kp.getPublic());
            v.update(msg, 0, msg.length);
            boolean ok = v.verifySignature(sig);
            v.init(false, kp.getPublic());
            v.update(msg, 0, msg.length - 1);
            boolean bad = v.verifySignature(sig);
            return Hex.toHexString(((Ed25519PublicKeyParameters) kp.getPublic()).getEncoded()) + " "
                    + Hex.toHexString(sig).substring(0, 32) + " " + ok + " " + bad + " "
                    + (((Ed25519PrivateKeyParameters) kp.getPrivate()).getEncoded().length);
        });
        step("ec p-256", () -> {
            X9ECParameters p = CustomNamedCurves.getByName("secp256r1");
            ECPoint g = p.getG();
            BigInteger k = new BigInteger("112233445566778899aabbccddeeff", 16);
            ECPoint q = g.multiply(k).normalize();
            ECPoint sum = q.add(g).normalize();
            ECPoint twice = g.twice().normalize();
            return q.getAffineXCoord().toBigInteger().toString(16) + " " + sum.isValid() + " "
                    + twice.equals(g.add(g).normalize()) + " " + g.multiply(p.getN()).isInfinity() + " "
                    + Hex.toHexString(q.getEncoded(true));
        });
        step("asn1", () -> {
            ASN1EncodableVector v = new ASN1EncodableVector();
            v.add(new ASN1Integer(new BigInteger("-129")));
            v.add(new ASN1ObjectIdentifier("1.2.840.113549.1.1.11"));
            v.add(new DERUTF8String("héllo"));
            v.add(new DEROctetString(new byte[] {1, 2, 3}));
            byte[] der = new DERSequence(v).getEncoded();
            ASN1Primitive back = new ASN1InputStream(der).readObject();
            return Hex.toHexString(der) + "\n" + ASN1Dump.dumpAsString(back, true).trim();
        });
        System.out.println("failures: " + failures);
    }
}
