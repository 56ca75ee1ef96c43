package java.sql;

/** An SQL ARRAY value: its elements as a Java array or as a result set. */
public interface Array {
    String getBaseTypeName() throws SQLException;
    int getBaseType() throws SQLException;
    Object getArray() throws SQLException;
    Object getArray(java.util.Map<String, Class<?>> map) throws SQLException;
    Object getArray(long length, int n) throws SQLException;
    Object getArray(long length, int n, java.util.Map<String, Class<?>> map) throws SQLException;
    ResultSet getResultSet() throws SQLException;
    ResultSet getResultSet(java.util.Map<String, Class<?>> map) throws SQLException;
    ResultSet getResultSet(long length, int n) throws SQLException;
    ResultSet getResultSet(long length, int n, java.util.Map<String, Class<?>> map) throws SQLException;
    void free() throws SQLException;
}
