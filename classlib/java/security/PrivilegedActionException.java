package java.security;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;

public class PrivilegedActionException extends Exception {
    private static final long serialVersionUID = 4724086851538908602L;

    /** The JDK's serial form: besides Throwable's fields, the cause again as "exception". */
    private static final ObjectStreamField[] serialPersistentFields = {
        new ObjectStreamField("exception", Exception.class)};

    public PrivilegedActionException(Exception exception) {
        super(null, exception);
    }

    public Exception getException() {
        return (Exception) super.getCause();
    }

    @Override
    public String toString() {
        String s = getClass().getName();
        Throwable cause = super.getCause();
        return (cause != null) ? (s + ": " + cause.toString()) : s;
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        ObjectOutputStream.PutField f = out.putFields();
        f.put("exception", super.getCause());
        out.writeFields();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        ObjectInputStream.GetField f = in.readFields();
        Exception e = (Exception) f.get("exception", null);
        if (e != null) {
            try {
                java.lang.reflect.Field c = Throwable.class.getDeclaredField("cause");
                c.setAccessible(true);
                c.set(this, e);
            } catch (ReflectiveOperationException x) {
                throw new InternalError(x);
            }
        }
    }
}
