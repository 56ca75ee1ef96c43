// skip: run by tests/run-jni-tests.py (needs the tests/jni libraries)
public class JniPrimitives {
    static {
        System.loadLibrary("jniprims");
    }

    int base = 40;

    static native boolean notZ(boolean z);
    static native byte negB(byte b);
    static native char nextC(char c);
    static native short negS(short s);
    static native int addI(int a, int b);
    static native long mulJ(long a, long b);
    static native float halfF(float f);
    static native double sqrtD(double d);
    static native void nothing();
    static native int nothingCalls();
    native int plusBase(int x);
    static native double mix(int a, long b, float f, double d, byte e, short s, char c, boolean z,
                             int i2, long j2, float f2, double d2, int i3, double d3, int i4,
                             double d4, long j3, float f3);
    static native int boolAsInt(boolean z);
    static native boolean intToBoolean(int v);
    static native byte intToByte(int v);
    static native char intToChar(int v);
    static native short intToShort(int v);
    static native String describe(byte b, char c, short s, long j, float f, double d);
    static native int version();

    public static void main(String[] args) {
        System.out.println("notZ: " + notZ(true) + " " + notZ(false));
        System.out.println("negB: " + negB((byte) 5) + " " + negB(Byte.MIN_VALUE) + " " + negB((byte) -128));
        System.out.println("nextC: " + (int) nextC('a') + " " + (int) nextC('\uffff'));
        System.out.println("negS: " + negS((short) 300) + " " + negS(Short.MIN_VALUE));
        System.out.println("addI: " + addI(2, 3) + " " + addI(Integer.MAX_VALUE, 1));
        System.out.println("mulJ: " + mulJ(1L << 40, 3) + " " + mulJ(Long.MAX_VALUE, 2));
        System.out.println("halfF: " + halfF(3.0f) + " " + halfF(-0.0f) + " " + halfF(Float.MIN_VALUE)
                + " " + Float.isNaN(halfF(Float.NaN)));
        System.out.println("sqrtD: " + sqrtD(2.0) + " " + sqrtD(-1.0) + " " + sqrtD(Double.POSITIVE_INFINITY));
        for (int i = 0; i < 1000; i++) {
            nothing();
        }
        System.out.println("nothing: " + nothingCalls());
        System.out.println("plusBase: " + new JniPrimitives().plusBase(2));
        System.out.println("mix: " + mix(1, 2L, 3.5f, 4.25, (byte) -5, (short) 6, 'A', true, 7, 1L << 33,
                0.5f, 0.125, 9, 10.5, 11, 12.75, -13L, 14.5f));
        System.out.println("boolAsInt: " + boolAsInt(true) + " " + boolAsInt(false));
        System.out.println("intToBoolean: " + intToBoolean(0) + " " + intToBoolean(1) + " "
                + intToBoolean(2) + " " + intToBoolean(256) + " " + intToBoolean(257));
        System.out.println("intToByte: " + intToByte(200) + " " + intToByte(-1) + " " + intToByte(0x17f));
        System.out.println("intToChar: " + (int) intToChar(-1) + " " + (int) intToChar(0x10041));
        System.out.println("intToShort: " + intToShort(40000) + " " + intToShort(-40000));
        System.out.println("describe: " + describe((byte) -1, '\u00e9', (short) -2, Long.MIN_VALUE,
                1.1f, Math.PI));
        System.out.println("version: 0x" + Integer.toHexString(version()));
    }
}
