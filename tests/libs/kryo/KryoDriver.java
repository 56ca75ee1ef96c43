import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.kryo.serializers.FieldSerializer;
import com.esotericsoftware.kryo.serializers.JavaSerializer;
import java.io.ByteArrayOutputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/** Drives Debian's Kryo 2 (with ReflectASM, Objenesis and MinLog, found through its jar's
 *  Class-Path): object graphs with references and cycles, registered and unregistered classes,
 *  collections and maps, enums, arrays, custom serializers, copies, the variable-length
 *  encodings of Output/Input and Java serialization inside Kryo. */
public class KryoDriver {
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

    enum Color { RED, GREEN, BLUE }

    public static class Point {
        public int x, y;
        transient int cache = 99;

        public Point() {
        }

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }

        public String toString() {
            return "(" + x + "," + y + "," + cache + ")";
        }
    }

    public static class Shape {
        String name;
        List<Point> points = new ArrayList<>();
        Map<String, Integer> tags = new TreeMap<>();
        Color color;
        double[] weights;
        Shape parent;
        Object any;

        public String toString() {
            return name + " " + points + " " + tags + " " + color + " " + Arrays.toString(weights) + " parent="
                    + (parent == null ? null : parent.name) + " any=" + any;
        }
    }

    public static class Money {
        final long cents;
        final String currency;

        Money(long cents, String currency) {
            this.cents = cents;
            this.currency = currency;
        }

        public String toString() {
            return cents / 100 + "." + String.format("%02d", cents % 100) + " " + currency;
        }
    }

    static class MoneySerializer extends Serializer<Money> {
        public void write(Kryo k, Output out, Money m) {
            out.writeLong(m.cents, true);
            out.writeString(m.currency);
        }

        public Money read(Kryo k, Input in, Class<Money> type) {
            return new Money(in.readLong(true), in.readString());
        }
    }

    public static class Legacy implements Serializable {
        private static final long serialVersionUID = 1L;
        String text = "legacy";
        int[] nums = {1, 2, 3};

        public String toString() {
            return text + Arrays.toString(nums);
        }
    }

    static byte[] write(Kryo k, Object o) {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        Output out = new Output(bo);
        k.writeClassAndObject(out, o);
        out.close();
        return bo.toByteArray();
    }

    static Object read(Kryo k, byte[] b) {
        return k.readClassAndObject(new Input(b));
    }

    public static void main(String[] args) {
        Kryo kryo = new Kryo();
        kryo.setReferences(true);
        kryo.register(Point.class, 20);
        kryo.register(Shape.class, 21);
        kryo.register(Color.class, 22);
        kryo.register(double[].class, 23);
        kryo.register(ArrayList.class, 24);
        kryo.register(TreeMap.class, 25);
        kryo.register(Money.class, new MoneySerializer(), 26);
        step("point", () -> {
            byte[] b = write(kryo, new Point(3, -4));
            return b.length + " " + read(kryo, b);
        });
        step("graph", () -> {
            Shape parent = new Shape();
            parent.name = "parent";
            Shape s = new Shape();
            s.name = "tri";
            Point shared = new Point(1, 1);
            s.points.add(shared);
            s.points.add(new Point(5, 0));
            s.points.add(shared);
            s.tags.put("z", 26);
            s.tags.put("a", 1);
            s.color = Color.BLUE;
            s.weights = new double[] {0.5, -1e10};
            s.parent = parent;
            parent.parent = parent;
            s.any = new Money(123456, "EUR");
            byte[] b = write(kryo, s);
            Shape back = (Shape) read(kryo, b);
            return b.length + " " + back + " shared=" + (back.points.get(0) == back.points.get(2)) + " cycle="
                    + (back.parent.parent == back.parent);
        });
        step("copy", () -> {
            Shape s = new Shape();
            s.name = "orig";
            s.points.add(new Point(7, 8));
            Shape deep = kryo.copy(s), shallow = kryo.copyShallow(s);
            return deep + " " + (deep.points != s.points) + " " + (shallow.points == s.points);
        });
        step("unregistered", () -> {
            Kryo k = new Kryo();
            LinkedHashMap<Object, Object> m = new LinkedHashMap<>();
            m.put("list", new ArrayList<>(Arrays.asList(1, 2L, 3.0f, 'c', (byte) 5, (short) 6, true, null)));
            m.put(42, new TreeSet<>(Arrays.asList("b", "a")));
            m.put(Color.GREEN, new int[][] {{1}, {2, 3}});
            m.put("string", "ünïcödé");
            byte[] b = write(k, m);
            @SuppressWarnings("unchecked")
            Map<Object, Object> back = (Map<Object, Object>) read(k, b);
            return b.length + " " + back.get("list") + " " + back.get(42) + " "
                    + Arrays.deepToString((int[][]) back.get(Color.GREEN)) + " " + back.get("string") + " "
                    + back.getClass().getSimpleName();
        });
        step("required registration", () -> {
            Kryo k = new Kryo();
            k.setRegistrationRequired(true);
            try {
                write(k, new Point(1, 2));
                return "written";
            } catch (IllegalArgumentException e) {
                return "IllegalArgumentException: " + e.getMessage().split("\n")[0];
            }
        });
        step("java serializer", () -> {
            Kryo k = new Kryo();
            k.register(Legacy.class, new JavaSerializer());
            byte[] b = write(k, new Legacy());
            return read(k, b).toString();
        });
        step("field serializer", () -> {
            Kryo k = new Kryo();
            FieldSerializer<Point> fs = new FieldSerializer<>(k, Point.class);
            fs.removeField("y");
            k.register(Point.class, fs);
            return read(k, write(k, new Point(10, 20)));
        });
        step("varints", () -> {
            Output out = new Output(64, -1);
            out.writeInt(300, true);
            out.writeInt(-1, true);
            out.writeInt(-1, false);
            out.writeLong(1L << 40, true);
            out.writeString("abc");
            out.writeAscii("xyz");
            out.writeBoolean(true);
            out.writeFloat(1.5f, 100f, true);
            out.writeDouble(Math.PI);
            out.writeChar('é');
            byte[] b = out.toBytes();
            StringBuilder hex = new StringBuilder();
            for (byte x : b) {
                hex.append(String.format("%02x", x & 0xff));
            }
            Input in = new Input(b);
            return hex + " " + in.readInt(true) + " " + in.readInt(true) + " " + in.readInt(false) + " " + in.readLong(true)
                    + " " + in.readString() + " " + in.readString() + " " + in.readBoolean() + " " + in.readFloat(100f, true)
                    + " " + in.readDouble() + " " + in.readChar();
        });
        step("buffer overflow", () -> {
            Output out = new Output(4);
            try {
                out.writeLong(1L);
                return "written";
            } catch (com.esotericsoftware.kryo.KryoException e) {
                return "KryoException: " + e.getMessage();
            }
        });
        System.out.println("failures: " + failures);
    }
}
