import com.google.protobuf.Any;
import com.google.protobuf.ByteString;
import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.DescriptorProtos.DescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumDescriptorProto;
import com.google.protobuf.DescriptorProtos.EnumValueDescriptorProto;
import com.google.protobuf.DescriptorProtos.FieldDescriptorProto;
import com.google.protobuf.DescriptorProtos.FileDescriptorProto;
import com.google.protobuf.Descriptors.Descriptor;
import com.google.protobuf.Descriptors.EnumDescriptor;
import com.google.protobuf.Descriptors.FieldDescriptor;
import com.google.protobuf.Descriptors.FileDescriptor;
import com.google.protobuf.Duration;
import com.google.protobuf.DynamicMessage;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.ListValue;
import com.google.protobuf.Struct;
import com.google.protobuf.TextFormat;
import com.google.protobuf.Timestamp;
import com.google.protobuf.Value;
import com.google.protobuf.WireFormat;
import com.google.protobuf.util.Durations;
import com.google.protobuf.util.JsonFormat;
import com.google.protobuf.util.Timestamps;
import java.io.ByteArrayOutputStream;

/** Drives Debian's protobuf-java (and protobuf-util): a schema built as descriptors at run time,
 *  dynamic messages with scalars, enums, repeated, packed, nested and map fields encoded and
 *  decoded, the text and JSON formats, unknown fields, the well-known types (Timestamp, Duration,
 *  Any, Struct) and the coded streams' varints and zigzag encodings. */
public class ProtobufDriver {
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

    static String hex(byte[] b) {
        StringBuilder sb = new StringBuilder();
        for (byte x : b) {
            sb.append(String.format("%02x", x & 0xff));
        }
        return sb.toString();
    }

    static FieldDescriptorProto field(String name, int n, FieldDescriptorProto.Type t, FieldDescriptorProto.Label l) {
        return FieldDescriptorProto.newBuilder().setName(name).setNumber(n).setType(t).setLabel(l).build();
    }

    public static void main(String[] args) throws Exception {
        // TextFormat logs (at INFO, with the time) each map entry it sorts: keep the output stable.
        java.util.logging.Logger.getLogger("com.google.protobuf").setLevel(java.util.logging.Level.WARNING);
        FieldDescriptorProto.Label opt = FieldDescriptorProto.Label.LABEL_OPTIONAL;
        FieldDescriptorProto.Label rep = FieldDescriptorProto.Label.LABEL_REPEATED;
        DescriptorProto entry = DescriptorProto.newBuilder().setName("AttrsEntry")
                .addField(field("key", 1, FieldDescriptorProto.Type.TYPE_STRING, opt))
                .addField(field("value", 2, FieldDescriptorProto.Type.TYPE_INT32, opt))
                .setOptions(com.google.protobuf.DescriptorProtos.MessageOptions.newBuilder().setMapEntry(true)).build();
        DescriptorProto phone = DescriptorProto.newBuilder().setName("Phone")
                .addField(field("number", 1, FieldDescriptorProto.Type.TYPE_STRING, opt))
                .addField(field("kind", 2, FieldDescriptorProto.Type.TYPE_ENUM, opt).toBuilder().setTypeName(".demo.Kind").build())
                .build();
        DescriptorProto person = DescriptorProto.newBuilder().setName("Person")
                .addField(field("name", 1, FieldDescriptorProto.Type.TYPE_STRING, opt))
                .addField(field("id", 2, FieldDescriptorProto.Type.TYPE_INT32, opt))
                .addField(field("score", 3, FieldDescriptorProto.Type.TYPE_DOUBLE, opt))
                .addField(field("delta", 4, FieldDescriptorProto.Type.TYPE_SINT64, opt))
                .addField(field("big", 5, FieldDescriptorProto.Type.TYPE_UINT64, opt))
                .addField(field("flag", 6, FieldDescriptorProto.Type.TYPE_BOOL, opt))
                .addField(field("blob", 7, FieldDescriptorProto.Type.TYPE_BYTES, opt))
                .addField(field("lucky", 8, FieldDescriptorProto.Type.TYPE_INT32, rep).toBuilder()
                        .setOptions(com.google.protobuf.DescriptorProtos.FieldOptions.newBuilder().setPacked(true)).build())
                .addField(field("phones", 9, FieldDescriptorProto.Type.TYPE_MESSAGE, rep).toBuilder().setTypeName(".demo.Phone").build())
                .addField(field("attrs", 10, FieldDescriptorProto.Type.TYPE_MESSAGE, rep).toBuilder().setTypeName(".demo.Person.AttrsEntry").build())
                .addField(field("ratio", 11, FieldDescriptorProto.Type.TYPE_FLOAT, opt))
                .addField(field("fixed", 12, FieldDescriptorProto.Type.TYPE_FIXED32, opt))
                .addNestedType(entry).build();
        EnumDescriptorProto kind = EnumDescriptorProto.newBuilder().setName("Kind")
                .addValue(EnumValueDescriptorProto.newBuilder().setName("MOBILE").setNumber(0))
                .addValue(EnumValueDescriptorProto.newBuilder().setName("HOME").setNumber(1))
                .addValue(EnumValueDescriptorProto.newBuilder().setName("WORK").setNumber(2)).build();
        FileDescriptorProto fdp = FileDescriptorProto.newBuilder().setName("demo.proto").setPackage("demo")
                .setSyntax("proto3").addMessageType(phone).addMessageType(person).addEnumType(kind).build();
        FileDescriptor fd = FileDescriptor.buildFrom(fdp, new FileDescriptor[0]);
        Descriptor pd = fd.findMessageTypeByName("Person");
        Descriptor phd = fd.findMessageTypeByName("Phone");
        EnumDescriptor kd = fd.findEnumTypeByName("Kind");
        step("schema", () -> pd.getFullName() + " " + pd.getFields().size() + " " + pd.findFieldByName("attrs").isMapField()
                + " " + pd.findFieldByNumber(8).isPacked() + " " + kd.getValues() + " " + fd.getSyntax());

        DynamicMessage ph1 = DynamicMessage.newBuilder(phd).setField(phd.findFieldByName("number"), "555-1234")
                .setField(phd.findFieldByName("kind"), kd.findValueByName("WORK")).build();
        DynamicMessage ph2 = DynamicMessage.newBuilder(phd).setField(phd.findFieldByName("number"), "555-0000").build();
        DynamicMessage.Builder b = DynamicMessage.newBuilder(pd)
                .setField(pd.findFieldByName("name"), "Ada Lovelace")
                .setField(pd.findFieldByName("id"), 1815)
                .setField(pd.findFieldByName("score"), 99.5)
                .setField(pd.findFieldByName("delta"), -123456789012L)
                .setField(pd.findFieldByName("big"), -1L)
                .setField(pd.findFieldByName("flag"), true)
                .setField(pd.findFieldByName("blob"), ByteString.copyFrom(new byte[] {0, 1, 2, (byte) 0xff}))
                .setField(pd.findFieldByName("ratio"), 0.75f)
                .setField(pd.findFieldByName("fixed"), 0xdeadbeef);
        for (int v : new int[] {7, 13, 300, -1}) {
            b.addRepeatedField(pd.findFieldByName("lucky"), v);
        }
        b.addRepeatedField(pd.findFieldByName("phones"), ph1).addRepeatedField(pd.findFieldByName("phones"), ph2);
        Descriptor ed = pd.findNestedTypeByName("AttrsEntry");
        for (String k : new String[] {"height", "age"}) {
            b.addRepeatedField(pd.findFieldByName("attrs"), DynamicMessage.newBuilder(ed)
                    .setField(ed.findFieldByName("key"), k).setField(ed.findFieldByName("value"), k.length() * 10).build());
        }
        DynamicMessage msg = b.build();
        byte[] wire = msg.toByteArray();
        step("encode", () -> wire.length + " " + hex(wire));
        step("decode", () -> {
            DynamicMessage back = DynamicMessage.parseFrom(pd, wire);
            return back.equals(msg) + " " + back.getField(pd.findFieldByName("delta")) + " "
                    + back.getRepeatedFieldCount(pd.findFieldByName("phones")) + " " + back.getField(pd.findFieldByName("lucky"));
        });
        step("text format", () -> "\n" + TextFormat.printer().printToString(msg));
        step("text parse", () -> {
            DynamicMessage.Builder tb = DynamicMessage.newBuilder(pd);
            TextFormat.merge("name: \"Bob\" id: 7 lucky: [1, 2, 3] phones { number: \"1\" kind: HOME }", tb);
            return tb.build().toByteString().size() + " " + TextFormat.shortDebugString(tb.build());
        });
        step("json", () -> {
            String json = JsonFormat.printer().print(msg);
            DynamicMessage.Builder jb = DynamicMessage.newBuilder(pd);
            JsonFormat.parser().merge(json, jb);
            return "\n" + json + "\n" + jb.build().equals(msg);
        });
        step("bad json", () -> {
            try {
                JsonFormat.parser().merge("{\"id\": \"not a number\"}", DynamicMessage.newBuilder(pd));
                return "parsed";
            } catch (InvalidProtocolBufferException e) {
                return "InvalidProtocolBufferException: " + e.getMessage();
            }
        });
        step("unknown fields", () -> {
            DynamicMessage small = DynamicMessage.parseFrom(phd, wire);
            return small.getUnknownFields().asMap().keySet() + " " + small.toByteArray().length;
        });
        step("truncated", () -> {
            try {
                DynamicMessage.parseFrom(pd, java.util.Arrays.copyOf(wire, 20));
                return "parsed";
            } catch (InvalidProtocolBufferException e) {
                return "InvalidProtocolBufferException: " + e.getMessage();
            }
        });
        step("well known", () -> {
            Timestamp t = Timestamps.fromMillis(1_600_000_000_123L);
            Duration d = Durations.fromSeconds(90061);
            Any any = Any.pack(t);
            Struct s = Struct.newBuilder().putFields("n", Value.newBuilder().setNumberValue(1.5).build())
                    .putFields("list", Value.newBuilder().setListValue(ListValue.newBuilder()
                            .addValues(Value.newBuilder().setStringValue("x")).addValues(Value.newBuilder().setBoolValue(true))).build())
                    .build();
            return Timestamps.toString(t) + " " + Durations.toString(d) + " " + any.getTypeUrl() + " "
                    + any.unpack(Timestamp.class).equals(t) + " " + JsonFormat.printer().omittingInsignificantWhitespace().print(s)
                    + " " + Timestamps.parse("2021-02-03T04:05:06.789Z").getSeconds();
        });
        step("coded streams", () -> {
            ByteArrayOutputStream bo = new ByteArrayOutputStream();
            CodedOutputStream co = CodedOutputStream.newInstance(bo);
            co.writeUInt64NoTag(1L << 63);
            co.writeSInt32NoTag(-64);
            co.writeFixed64NoTag(0x0102030405060708L);
            co.writeStringNoTag("héllo");
            co.writeTag(15, WireFormat.WIRETYPE_LENGTH_DELIMITED);
            co.flush();
            byte[] out = bo.toByteArray();
            CodedInputStream ci = CodedInputStream.newInstance(out);
            return hex(out) + " " + Long.toUnsignedString(ci.readUInt64()) + " " + ci.readSInt32() + " "
                    + Long.toHexString(ci.readFixed64()) + " " + ci.readString() + " " + WireFormat.getTagFieldNumber(ci.readTag())
                    + " " + CodedOutputStream.computeUInt32SizeNoTag(300) + " " + CodedOutputStream.encodeZigZag64(-3);
        });
        System.out.println("failures: " + failures);
    }
}
