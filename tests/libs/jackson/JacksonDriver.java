import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Drives Debian's Jackson 2 (core streaming API, databind with annotations, polymorphic
 *  types, creators, the tree model, custom serializers, features and errors). */
public class JacksonDriver {
    static int failures;

    interface Step {
        Object run() throws Exception;
    }

    static void step(String name, Step s) {
        try {
            System.out.println(name + ": " + s.run());
        } catch (Throwable e) {
            failures++;
            System.out.println(name + ": threw " + e.getClass().getName() + ": " + firstLine(e.getMessage()));
        }
    }

    static String firstLine(String s) {
        return s == null ? null : s.split("\n")[0];
    }

    public enum Level { LOW, MEDIUM, HIGH }

    @JsonPropertyOrder({"id", "name"})
    public static class Item {
        public int id;
        public String name;
        public double price;
        public Level level;
        public List<String> tags = new ArrayList<>();
        public Map<String, Integer> stock = new LinkedHashMap<>();
        @JsonIgnore public String internal = "x";
        @JsonProperty("in_stock") public boolean inStock;
        @JsonInclude(JsonInclude.Include.NON_NULL) public String note;
        private int hidden = 3;
        public int getComputed() { return id * 10; }
        public void setComputed(int c) { }
    }

    public static class Point {
        private final int x, y;
        @JsonCreator
        public Point(@JsonProperty("x") int x, @JsonProperty("y") int y) { this.x = x; this.y = y; }
        public int getX() { return x; }
        public int getY() { return y; }
        @Override public String toString() { return "(" + x + "," + y + ")"; }
    }

    @JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
    @JsonSubTypes({@JsonSubTypes.Type(value = Circle.class, name = "circle"), @JsonSubTypes.Type(value = Square.class, name = "square")})
    public abstract static class Shape {
        public abstract double area();
    }

    public static class Circle extends Shape {
        public double r;
        public double area() { return Math.PI * r * r; }
    }

    public static class Square extends Shape {
        public double side;
        public double area() { return side * side; }
    }

    public static class Holder<T> {
        public T value;
        public List<T> list;
    }

    public static class Camel {
        public String firstName = "Ada";
        public int birthYear = 1815;
    }

    static Item item() {
        Item i = new Item();
        i.id = 7;
        i.name = "Widget \"Pro\"";
        i.price = 19.99;
        i.level = Level.HIGH;
        i.tags.addAll(Arrays.asList("a", "b"));
        i.stock.put("berlin", 3);
        i.stock.put("paris", 0);
        i.inStock = true;
        return i;
    }

    public static void main(String[] args) {
        ObjectMapper m = new ObjectMapper();
        step("write", () -> m.writeValueAsString(item()));
        step("pretty sorted", () -> "\n" + m.copy().enable(SerializationFeature.INDENT_OUTPUT).enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
                .configure(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY, true).writeValueAsString(item()));
        step("read", () -> {
            Item i = m.readValue(m.writeValueAsString(item()), Item.class);
            return i.id + " " + i.name + " " + i.price + " " + i.level + " " + i.tags + " " + i.stock + " " + i.inStock + " " + i.note + " " + i.internal;
        });
        step("creator", () -> m.readValue("{\"y\":2,\"x\":1}", Point.class) + " " + m.writeValueAsString(new Point(3, 4)));
        step("polymorphic", () -> {
            List<Shape> shapes = m.readValue("[{\"type\":\"circle\",\"r\":1},{\"type\":\"square\",\"side\":2}]", new TypeReference<List<Shape>>() {});
            return shapes.get(0).getClass().getSimpleName() + " " + String.format("%.4f", shapes.get(0).area()) + " " + shapes.get(1).area()
                    + " " + m.writerFor(new TypeReference<List<Shape>>() {}).writeValueAsString(shapes);
        });
        step("generic", () -> {
            Holder<Point> h = m.readValue("{\"value\":{\"x\":1,\"y\":1},\"list\":[{\"x\":2,\"y\":3}]}", new TypeReference<Holder<Point>>() {});
            return h.value + " " + h.list;
        });
        step("collections", () -> {
            Map<String, List<Integer>> mm = m.readValue("{\"b\":[1,2],\"a\":[3]}", new TypeReference<Map<String, List<Integer>>>() {});
            int[] arr = m.readValue("[5,6,7]", int[].class);
            return mm + " " + mm.getClass().getSimpleName() + " " + Arrays.toString(arr) + " " + m.writeValueAsString(new long[] {1, 2})
                    + " " + m.writeValueAsString(Optional.of("x").orElse("y"));
        });
        step("untyped", () -> {
            Object o = m.readValue("{\"i\":1,\"l\":12345678901,\"big\":123456789012345678901234,\"d\":1.5,\"a\":[null,true,\"s\"]}", Object.class);
            Map<?, ?> map = (Map<?, ?>) o;
            StringBuilder sb = new StringBuilder(o.toString());
            for (Object v : map.values())
                sb.append(' ').append(v == null ? null : v.getClass().getSimpleName());
            return sb;
        });
        step("big numbers", () -> {
            ObjectMapper b = JsonMapper.builder().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
            Object o = b.readValue("[0.1, 1e400, 3]", Object.class);
            return o + " " + m.writeValueAsString(new BigDecimal("1.10")) + " " + m.writeValueAsString(new BigInteger("99999999999999999999"));
        });
        step("naming", () -> m.copy().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).writeValueAsString(new Camel()) + " "
                + m.copy().setPropertyNamingStrategy(PropertyNamingStrategies.KEBAB_CASE).writeValueAsString(new Camel()));
        step("tree", () -> {
            JsonNode n = m.readTree("{\"a\":{\"b\":[1,2,{\"c\":\"deep\"}]},\"n\":3.5,\"t\":true,\"z\":null}");
            ObjectNode o = (ObjectNode) n;
            o.put("added", "v");
            ArrayNode arr = (ArrayNode) n.at("/a/b");
            arr.add(99);
            o.remove("t");
            return n + " " + n.at("/a/b/2/c").asText() + " " + n.path("missing").isMissingNode() + " " + n.get("n").asInt() + " "
                    + n.get("z").isNull() + " " + arr.size() + " " + m.treeToValue(m.readTree("{\"x\":5,\"y\":6}"), Point.class) + " "
                    + m.valueToTree(new Point(1, 2)) + " " + n.findValuesAsText("c");
        });
        step("custom serializer", () -> {
            SimpleModule mod = new SimpleModule();
            mod.addSerializer(Point.class, new com.fasterxml.jackson.databind.JsonSerializer<Point>() {
                @Override public void serialize(Point p, JsonGenerator g, com.fasterxml.jackson.databind.SerializerProvider sp) throws java.io.IOException {
                    g.writeString(p.getX() + "x" + p.getY());
                }
            });
            mod.addDeserializer(Level.class, new com.fasterxml.jackson.databind.JsonDeserializer<Level>() {
                @Override public Level deserialize(JsonParser p, com.fasterxml.jackson.databind.DeserializationContext c) throws java.io.IOException {
                    return Level.values()[p.getIntValue()];
                }
            });
            ObjectMapper c = new ObjectMapper().registerModule(mod);
            return c.writeValueAsString(Arrays.asList(new Point(1, 2), new Point(3, 4))) + " " + c.readValue("1", Level.class);
        });
        step("streaming write", () -> {
            StringWriter w = new StringWriter();
            try (JsonGenerator g = new JsonFactory().createGenerator(w)) {
                g.useDefaultPrettyPrinter();
                g.writeStartObject();
                g.writeStringField("s", "tab\there \u00e9 \u2028");
                g.writeNumberField("n", 1.0e-7);
                g.writeNumberField("l", Long.MIN_VALUE);
                g.writeArrayFieldStart("a");
                g.writeBoolean(false);
                g.writeNull();
                g.writeNumber(new BigDecimal("2.50"));
                g.writeEndArray();
                g.writeBinaryField("bin", new byte[] {1, 2, 3, (byte) 255});
                g.writeEndObject();
            }
            return "\n" + w;
        });
        step("streaming read", () -> {
            StringBuilder sb = new StringBuilder();
            try (JsonParser p = new JsonFactory().createParser("{\"a\":[1,2.5,\"x\",true,null,-7e2],\"o\":{\"k\":\"v\"}}")) {
                JsonToken t;
                while ((t = p.nextToken()) != null) {
                    sb.append(t.name());
                    if (t == JsonToken.FIELD_NAME) sb.append('=').append(p.getCurrentName());
                    else if (t == JsonToken.VALUE_NUMBER_INT) sb.append('=').append(p.getLongValue()).append('/').append(p.getNumberType());
                    else if (t == JsonToken.VALUE_NUMBER_FLOAT) sb.append('=').append(p.getDoubleValue()).append('/').append(p.getNumberType());
                    else if (t == JsonToken.VALUE_STRING) sb.append('=').append(p.getText());
                    sb.append(' ');
                }
            }
            return sb.toString().trim();
        });
        step("features", () -> {
            ObjectMapper f = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
                    .configure(JsonParser.Feature.ALLOW_COMMENTS, true).configure(JsonParser.Feature.ALLOW_SINGLE_QUOTES, true);
            Point p = f.readValue("/* c */ {'x': 1, 'y': 2, 'extra': 3}", Point.class);
            return p + " " + new ObjectMapper().enable(SerializationFeature.WRAP_ROOT_VALUE).writeValueAsString(new Camel());
        });
        step("unknown property", () -> m.readValue("{\"x\":1,\"y\":2,\"q\":3}", Point.class));
        step("bad json", () -> m.readTree("{\"a\": [1, 2"));
        step("wrong type", () -> m.readValue("{\"id\":\"seven\"}", Item.class));
        step("bad enum", () -> m.readValue("\"NONE\"", Level.class));
        System.out.println("failures: " + failures);
    }
}
