import com.google.gson.FieldNamingPolicy;
import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonDeserializer;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.JsonSerializer;
import com.google.gson.TypeAdapter;
import com.google.gson.annotations.Expose;
import com.google.gson.annotations.SerializedName;
import com.google.gson.annotations.Since;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Drives Debian's Gson: reflective (de)serialization of nested, generic, enum, inherited and
 *  annotated classes, the tree model, streaming reader/writer, custom adapters and errors. */
public class GsonDriver {
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

    enum Color { RED, @SerializedName("verde") GREEN, BLUE }

    static class Address {
        String street;
        int zip;
        Address() {}
        Address(String street, int zip) { this.street = street; this.zip = zip; }
        @Override public String toString() { return street + "/" + zip; }
    }

    static class Base {
        long id = 7;
        protected String kind = "base";
    }

    static class Person extends Base {
        String name;
        int age;
        double score;
        boolean active;
        Color color;
        Address address;
        List<String> tags = new ArrayList<>();
        Map<String, Integer> counts = new LinkedHashMap<>();
        int[] numbers;
        Integer missing;
        transient String secret = "hidden";
        char initial;
        BigDecimal balance;
        @SerializedName(value = "nick_name", alternate = {"nick"}) String nickname;
    }

    static class Versioned {
        @Expose @Since(1.0) String always = "a";
        @Expose @Since(2.0) String later = "b";
        String notExposed = "c";
    }

    static class Box<T> {
        T value;
        List<T> more;
    }

    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }

    static Person person() {
        Person p = new Person();
        p.name = "Ada \"Countess\" Lovelace";
        p.age = 36;
        p.score = 99.5;
        p.active = true;
        p.color = Color.GREEN;
        p.address = new Address("12 <St> & Co", 1815);
        p.tags.addAll(Arrays.asList("math", "poetry"));
        p.counts.put("b", 2);
        p.counts.put("a", 1);
        p.numbers = new int[] {3, 1, 4};
        p.initial = 'A';
        p.balance = new BigDecimal("1234.5678");
        p.nickname = "ada";
        return p;
    }

    public static void main(String[] args) {
        Gson gson = new Gson();
        step("toJson", () -> gson.toJson(person()));
        step("pretty nulls", () -> "\n" + new GsonBuilder().setPrettyPrinting().serializeNulls().disableHtmlEscaping().create().toJson(person()));
        step("fromJson", () -> {
            Person p = gson.fromJson(gson.toJson(person()), Person.class);
            return p.name + " " + p.age + " " + p.score + " " + p.active + " " + p.color + " " + p.address + " " + p.tags + " " + p.counts
                    + " " + Arrays.toString(p.numbers) + " " + p.missing + " " + p.secret + " " + p.initial + " " + p.balance + " " + p.nickname
                    + " " + p.id + " " + p.kind;
        });
        step("alternate name", () -> gson.fromJson("{\"nick\":\"alt\",\"color\":\"BLUE\"}", Person.class).nickname);
        step("naming policy", () -> new GsonBuilder().setFieldNamingPolicy(FieldNamingPolicy.UPPER_CAMEL_CASE_WITH_SPACES).create().toJson(new Address("x", 1))
                + " " + new GsonBuilder().setFieldNamingPolicy(FieldNamingPolicy.LOWER_CASE_WITH_DASHES).create().toJson(person().address));
        step("generic list", () -> {
            Type t = new TypeToken<List<Address>>() {}.getType();
            List<Address> l = gson.fromJson("[{\"street\":\"a\",\"zip\":1},{\"street\":\"b\",\"zip\":2}]", t);
            return l + " " + l.get(0).getClass().getSimpleName() + " " + t;
        });
        step("generic box", () -> {
            Box<Address> b = gson.fromJson("{\"value\":{\"street\":\"v\",\"zip\":9},\"more\":[{\"zip\":3}]}", new TypeToken<Box<Address>>() {}.getType());
            return b.value + " " + b.more;
        });
        step("map types", () -> {
            Map<String, List<Integer>> m = gson.fromJson("{\"z\":[1,2],\"a\":[]}", new TypeToken<Map<String, List<Integer>>>() {}.getType());
            Map<Integer, String> k = gson.fromJson("{\"1\":\"one\",\"2\":\"two\"}", new TypeToken<TreeMap<Integer, String>>() {}.getType());
            return m + " " + m.getClass().getSimpleName() + " " + k + " " + k.keySet().iterator().next().getClass().getSimpleName();
        });
        step("untyped", () -> {
            Object o = gson.fromJson("{\"a\":1,\"b\":[true,null,2.5,\"s\"],\"c\":{\"d\":1e3}}", Object.class);
            return o + " " + o.getClass().getSimpleName();
        });
        step("primitives", () -> gson.toJson(1.0) + gson.toJson(Double.valueOf(2.5)) + gson.toJson("é\u2028<") + gson.toJson(null) + gson.toJson(new long[] {1L << 53})
                + gson.toJson(Long.MAX_VALUE) + " " + gson.fromJson("3.0", int.class) + " " + gson.fromJson("\"12\"", Integer.class));
        step("expose since", () -> new GsonBuilder().excludeFieldsWithoutExposeAnnotation().setVersion(1.5).create().toJson(new Versioned()));
        step("custom adapters", () -> {
            JsonSerializer<Point> ser = (src, t, ctx) -> new JsonPrimitive(src.x + ":" + src.y);
            JsonDeserializer<Point> de = (json, t, ctx) -> {
                String[] parts = json.getAsString().split(":");
                return new Point(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
            };
            Gson g = new GsonBuilder().registerTypeAdapter(Point.class, ser).registerTypeAdapter(Point.class, de).create();
            String s = g.toJson(Arrays.asList(new Point(1, 2), new Point(3, 4)));
            List<Point> back = g.fromJson(s, new TypeToken<List<Point>>() {}.getType());
            return s + " " + back;
        });
        step("type adapter", () -> {
            TypeAdapter<Address> a = new TypeAdapter<Address>() {
                @Override public void write(JsonWriter out, Address v) throws java.io.IOException {
                    out.beginArray().value(v.street).value(v.zip).endArray();
                }
                @Override public Address read(JsonReader in) throws java.io.IOException {
                    in.beginArray();
                    Address r = new Address(in.nextString(), in.nextInt());
                    in.endArray();
                    return r;
                }
            };
            Gson g = new GsonBuilder().registerTypeAdapter(Address.class, a.nullSafe()).create();
            return g.toJson(person()).contains("\"address\":[\"12 \\u003cSt\\u003e \\u0026 Co\",1815]") + " " + g.fromJson("[\"q\",5]", Address.class);
        });
        step("tree", () -> {
            JsonObject o = JsonParser.parseString("{\"k\":[1,2,{\"x\":null}],\"s\":\"str\",\"n\":12.50}").getAsJsonObject();
            JsonArray arr = o.getAsJsonArray("k");
            arr.add(3);
            o.addProperty("added", true);
            o.remove("s");
            JsonElement copy = o.deepCopy();
            return o + " " + o.get("n").getAsBigDecimal() + " " + arr.size() + " " + arr.get(2).getAsJsonObject().get("x").isJsonNull()
                    + " " + copy.equals(o) + " " + o.keySet() + " " + gson.toJsonTree(new Address("t", 5));
        });
        step("stream writer", () -> {
            StringWriter w = new StringWriter();
            JsonWriter jw = new JsonWriter(w);
            jw.setIndent(" ");
            jw.beginObject().name("a").value(1).name("b").beginArray().value("x").nullValue().value(false).value(1.25).endArray()
                    .name("c").jsonValue("{\"raw\":1}").endObject();
            jw.close();
            return "\n" + w;
        });
        step("stream reader", () -> {
            JsonReader r = new JsonReader(new StringReader("{\"a\": [1, 2.5, \"s\", true, null], \"b\": {\"c\": -3}}"));
            StringBuilder sb = new StringBuilder();
            JsonToken t;
            while ((t = r.peek()) != JsonToken.END_DOCUMENT) {
                sb.append(t).append(' ');
                switch (t) {
                    case BEGIN_OBJECT: r.beginObject(); break;
                    case END_OBJECT: r.endObject(); break;
                    case BEGIN_ARRAY: r.beginArray(); break;
                    case END_ARRAY: r.endArray(); break;
                    case NAME: sb.append(r.nextName()).append(' '); break;
                    case STRING: sb.append(r.nextString()).append(' '); break;
                    case NUMBER: sb.append(r.nextDouble()).append(' '); break;
                    case BOOLEAN: sb.append(r.nextBoolean()).append(' '); break;
                    case NULL: r.nextNull(); break;
                    default: break;
                }
            }
            return sb.toString().trim() + " path=" + r.getPath();
        });
        step("lenient", () -> {
            JsonReader r = new JsonReader(new StringReader("{unquoted: 'single', n: NaN, // c\n x=1;}".replace(";", "")));
            r.setLenient(true);
            return gson.fromJson(r, Object.class).toString();
        });
        step("no default constructor, written", () -> gson.toJson(new Point(5, 6)));
        // Gson creates a Point (no no-argument constructor) through sun.misc.Unsafe.allocateInstance, then sets its final fields.
        step("no default constructor, read", () -> gson.fromJson("{\"x\":5,\"y\":-6}", Point.class).toString());
        step("no default constructor, missing field", () -> gson.fromJson("{\"y\":2}", Point.class).toString());
        step("no default constructor, in a list", () -> gson.fromJson("[{\"x\":1,\"y\":2},{\"x\":3,\"y\":4}]", Point[].class).length + "");
        step("malformed", () -> gson.fromJson("{\"a\":", Object.class));
        step("wrong type", () -> gson.fromJson("{\"age\":\"old\"}", Person.class));
        step("nan strict", () -> gson.toJson(Double.NaN));
        step("special floats", () -> new GsonBuilder().serializeSpecialFloatingPointValues().create().toJson(new double[] {Double.NaN, Double.NEGATIVE_INFINITY}));
        System.out.println("failures: " + failures);
    }
}
