package javax.sql;

/** What a RowSet shows its reader and writer. */
public interface RowSetInternal {
    Object[] getParams() throws java.sql.SQLException;
    java.sql.Connection getConnection() throws java.sql.SQLException;
    void setMetaData(RowSetMetaData rowSetMetaData) throws java.sql.SQLException;
    java.sql.ResultSet getOriginal() throws java.sql.SQLException;
    java.sql.ResultSet getOriginalRow() throws java.sql.SQLException;
}
