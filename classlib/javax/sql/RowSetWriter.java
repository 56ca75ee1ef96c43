package javax.sql;

/** Writes a disconnected row set's changes back to the database. */
public interface RowSetWriter {
    boolean writeData(RowSetInternal rowSetInternal) throws java.sql.SQLException;
}
