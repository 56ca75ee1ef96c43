package javax.sql;

/** Fills a disconnected row set with rows. */
public interface RowSetReader {
    void readData(RowSetInternal rowSetInternal) throws java.sql.SQLException;
}
