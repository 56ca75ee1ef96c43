package java.sql;

/** An SQL ROWID value: the address of a row. */
public interface RowId {
    boolean equals(Object obj);
    byte[] getBytes();
    String toString();
    int hashCode();
}
