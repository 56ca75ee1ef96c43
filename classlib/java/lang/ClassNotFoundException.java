package java.lang;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;

public class ClassNotFoundException extends ReflectiveOperationException {
    private static final long serialVersionUID = 9176873029745254542L;

    /** The JDK's serial form: besides Throwable's fields, the cause again as "ex". */
    private static final ObjectStreamField[] serialPersistentFields = {new ObjectStreamField("ex", Throwable.class)};

    public ClassNotFoundException() {
        super((Throwable) null);
    }

    public ClassNotFoundException(String s) {
        super(s, null);
    }

    public ClassNotFoundException(String s, Throwable ex) {
        super(s, ex);
    }

    public Throwable getException() {
        return getCause();
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        ObjectOutputStream.PutField f = out.putFields();
        f.put("ex", super.getCause());
        out.writeFields();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        ObjectInputStream.GetField f = in.readFields();
        Throwable ex = (Throwable) f.get("ex", null);
        if (ex != null) {
            setCauseFromStream(ex);
        }
    }
}
