import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import org.apache.commons.codec.binary.Base32;
import org.apache.commons.codec.binary.Base64;
import org.apache.commons.codec.binary.BinaryCodec;
import org.apache.commons.codec.binary.Hex;
import org.apache.commons.codec.digest.Crypt;
import org.apache.commons.codec.digest.DigestUtils;
import org.apache.commons.codec.digest.HmacAlgorithms;
import org.apache.commons.codec.digest.HmacUtils;
import org.apache.commons.codec.digest.Md5Crypt;
import org.apache.commons.codec.digest.MurmurHash2;
import org.apache.commons.codec.digest.MurmurHash3;
import org.apache.commons.codec.digest.PureJavaCrc32;
import org.apache.commons.codec.digest.PureJavaCrc32C;
import org.apache.commons.codec.digest.Sha2Crypt;
import org.apache.commons.codec.digest.UnixCrypt;
import org.apache.commons.codec.digest.XXHash32;
import org.apache.commons.codec.language.Caverphone2;
import org.apache.commons.codec.language.ColognePhonetic;
import org.apache.commons.codec.language.DoubleMetaphone;
import org.apache.commons.codec.language.Metaphone;
import org.apache.commons.codec.language.Nysiis;
import org.apache.commons.codec.language.RefinedSoundex;
import org.apache.commons.codec.language.Soundex;
import org.apache.commons.codec.net.BCodec;
import org.apache.commons.codec.net.QCodec;
import org.apache.commons.codec.net.QuotedPrintableCodec;
import org.apache.commons.codec.net.URLCodec;

/** Drives Debian's commons-codec: digests, checksums, binary and net codecs, phonetic encoders. */
public class CodecDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            Object r = s.run();
            System.out.println(name + ": " + r);
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e);
        }
    }

    public static void main(String[] args) {
        final byte[] data = "The quick brown fox jumps over the lazy dog".getBytes(StandardCharsets.UTF_8);
        step("md5Hex", () -> DigestUtils.md5Hex(data));
        step("sha1Hex", () -> DigestUtils.sha1Hex("abc"));
        step("sha256Hex", () -> DigestUtils.sha256Hex(data));
        step("sha384Hex", () -> DigestUtils.sha384Hex(data));
        step("sha512Hex", () -> DigestUtils.sha512Hex(data));
        step("sha3_256Hex", () -> DigestUtils.sha3_256Hex(data));
        step("sha512_256Hex", () -> DigestUtils.sha512_256Hex(data));
        step("md5Hex stream", () -> DigestUtils.md5Hex(new ByteArrayInputStream(new byte[100000])));
        step("digest util", () -> new DigestUtils("SHA-224").digestAsHex("x"));
        step("isAvailable", () -> DigestUtils.isAvailable("SHA-256") + " " + DigestUtils.isAvailable("NOPE"));
        step("hmac sha256", () -> new HmacUtils(HmacAlgorithms.HMAC_SHA_256, "key").hmacHex(data));
        step("hmac md5", () -> new HmacUtils(HmacAlgorithms.HMAC_MD5, "key").hmacHex("msg"));
        step("hmac sha512", () -> new HmacUtils(HmacAlgorithms.HMAC_SHA_512, "key".getBytes()).hmacHex("msg"));
        step("crc32 pure", () -> {
            PureJavaCrc32 c = new PureJavaCrc32();
            c.update(data, 0, data.length);
            CRC32 z = new CRC32();
            z.update(data);
            return Long.toHexString(c.getValue()) + " " + (c.getValue() == z.getValue());
        });
        step("crc32c pure", () -> {
            PureJavaCrc32C c = new PureJavaCrc32C();
            c.update(data, 0, data.length);
            java.util.zip.CRC32C z = new java.util.zip.CRC32C();
            z.update(data);
            return Long.toHexString(c.getValue()) + " " + (c.getValue() == z.getValue());
        });
        step("xxhash32", () -> {
            XXHash32 x = new XXHash32();
            x.update(data, 0, data.length);
            return Long.toHexString(x.getValue());
        });
        step("murmur3", () -> MurmurHash3.hash32x86(data) + " " + java.util.Arrays.toString(MurmurHash3.hash128x64(data)));
        step("murmur2", () -> MurmurHash2.hash32(data, data.length) + " " + MurmurHash2.hash64("text"));
        step("hex", () -> Hex.encodeHexString(data, false) + " " + new String(Hex.decodeHex("48656c6c6f")));
        step("hex bad", () -> Hex.decodeHex("abc"));
        step("base64", () -> Base64.encodeBase64String(data) + " " + Base64.encodeBase64URLSafeString(new byte[] { -1, -2, -3 }));
        step("base64 chunked", () -> new String(Base64.encodeBase64Chunked(new byte[100])).replace("\r\n", "|"));
        step("base64 decode", () -> new String(Base64.decodeBase64("VGhlIHF1aWNr")) + " " + Base64.isBase64("abc$"));
        step("base32", () -> new Base32().encodeAsString(data) + " " + new String(new Base32().decode("JBSWY3DP")));
        step("base32 hex", () -> new Base32(true).encodeAsString("hi".getBytes()));
        step("binary", () -> BinaryCodec.toAsciiString("AB".getBytes()));
        step("url", () -> new URLCodec().encode("a b&c=d/\u00e9") + " " + new URLCodec().decode("a+b%26c"));
        step("quoted printable", () -> new QuotedPrintableCodec().encode("caf\u00e9 = ok") + " " + new QuotedPrintableCodec().decode("a=3Db"));
        step("bcodec", () -> new BCodec().encode("hello") + " " + new BCodec().decode("=?UTF-8?B?aGVsbG8=?="));
        step("qcodec", () -> new QCodec().encode("a b=c") + " " + new QCodec().decode("=?UTF-8?Q?a_b=3Dc?="));
        step("soundex", () -> new Soundex().encode("Robert") + " " + new Soundex().encode("Rupert") + " " + new Soundex().difference("Robert", "Rupert"));
        step("refined soundex", () -> new RefinedSoundex().encode("Braz"));
        step("metaphone", () -> new Metaphone().encode("Thompson") + " " + new Metaphone().isMetaphoneEqual("Knight", "Night"));
        step("double metaphone", () -> new DoubleMetaphone().doubleMetaphone("Schmidt") + " " + new DoubleMetaphone().doubleMetaphone("Schmidt", true));
        step("nysiis", () -> new Nysiis().encode("Macintosh"));
        step("caverphone", () -> new Caverphone2().encode("Thompson"));
        step("cologne", () -> new ColognePhonetic().encode("M\u00fcller-L\u00fcdenscheidt"));
        step("md5crypt", () -> Md5Crypt.md5Crypt("secret".getBytes(), "$1$saltsalt"));
        step("sha256crypt", () -> Sha2Crypt.sha256Crypt("secret".getBytes(), "$5$saltsalt"));
        step("sha512crypt", () -> Sha2Crypt.sha512Crypt("secret".getBytes(), "$6$rounds=5000$saltsalt"));
        step("unixcrypt", () -> UnixCrypt.crypt("secret", "ab"));
        step("crypt", () -> Crypt.crypt("secret", "$6$abc"));
        System.out.println("failures " + failures);
    }
}
