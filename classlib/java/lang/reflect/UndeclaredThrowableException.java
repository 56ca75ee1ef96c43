package java.lang.reflect;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.ObjectStreamField;

public class UndeclaredThrowableException extends RuntimeException {
    private static final long serialVersionUID = 330127114055056639L;

    /** The JDK's serial form: besides Throwable's fields, the cause again as "undeclaredThrowable". */
    private static final ObjectStreamField[] serialPersistentFields = {
        new ObjectStreamField("undeclaredThrowable", Throwable.class)};

    public UndeclaredThrowableException(Throwable undeclaredThrowable) {
        super(null, undeclaredThrowable);
    }

    public UndeclaredThrowableException(Throwable undeclaredThrowable, String s) {
        super(s, undeclaredThrowable);
    }

    public Throwable getUndeclaredThrowable() {
        return super.getCause();
    }

    private void writeObject(ObjectOutputStream out) throws IOException {
        ObjectOutputStream.PutField f = out.putFields();
        f.put("undeclaredThrowable", super.getCause());
        out.writeFields();
    }

    private void readObject(ObjectInputStream in) throws IOException, ClassNotFoundException {
        ObjectInputStream.GetField f = in.readFields();
        Throwable t = (Throwable) f.get("undeclaredThrowable", null);
        if (t != null) {
            setCause(this, t);
        }
    }

    /** Throwable.cause, set whatever it was (the JDK sets it so). */
    private static void setCause(Throwable t, Throwable cause) {
        try {
            Field f = Throwable.class.getDeclaredField("cause");
            f.setAccessible(true);
            f.set(t, cause);
        } catch (ReflectiveOperationException e) {
            throw new InternalError(e);
        }
    }
}
