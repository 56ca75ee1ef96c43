package java.sql;

/** A precompiled statement with numbered (1-based) parameters. */
public interface PreparedStatement extends Statement {
    ResultSet executeQuery() throws SQLException;
    int executeUpdate() throws SQLException;
    void setNull(int parameterIndex, int x) throws SQLException;
    void setBoolean(int parameterIndex, boolean x) throws SQLException;
    void setByte(int parameterIndex, byte x) throws SQLException;
    void setShort(int parameterIndex, short x) throws SQLException;
    void setInt(int parameterIndex, int x) throws SQLException;
    void setLong(int parameterIndex, long x) throws SQLException;
    void setFloat(int parameterIndex, float x) throws SQLException;
    void setDouble(int parameterIndex, double x) throws SQLException;
    void setBigDecimal(int parameterIndex, java.math.BigDecimal x) throws SQLException;
    void setString(int parameterIndex, String x) throws SQLException;
    void setBytes(int parameterIndex, byte[] x) throws SQLException;
    void setDate(int parameterIndex, Date x) throws SQLException;
    void setTime(int parameterIndex, Time x) throws SQLException;
    void setTimestamp(int parameterIndex, Timestamp x) throws SQLException;
    void setAsciiStream(int parameterIndex, java.io.InputStream x, int n) throws SQLException;
    void setUnicodeStream(int parameterIndex, java.io.InputStream x, int n) throws SQLException;
    void setBinaryStream(int parameterIndex, java.io.InputStream x, int n) throws SQLException;
    void clearParameters() throws SQLException;
    void setObject(int parameterIndex, Object x, int n) throws SQLException;
    void setObject(int parameterIndex, Object x) throws SQLException;
    boolean execute() throws SQLException;
    void addBatch() throws SQLException;
    void setCharacterStream(int parameterIndex, java.io.Reader x, int n) throws SQLException;
    void setRef(int parameterIndex, Ref x) throws SQLException;
    void setBlob(int parameterIndex, Blob x) throws SQLException;
    void setClob(int parameterIndex, Clob x) throws SQLException;
    void setArray(int parameterIndex, Array x) throws SQLException;
    ResultSetMetaData getMetaData() throws SQLException;
    void setDate(int parameterIndex, Date x, java.util.Calendar cal) throws SQLException;
    void setTime(int parameterIndex, Time x, java.util.Calendar cal) throws SQLException;
    void setTimestamp(int parameterIndex, Timestamp x, java.util.Calendar cal) throws SQLException;
    void setNull(int parameterIndex, int x, String str) throws SQLException;
    void setURL(int parameterIndex, java.net.URL x) throws SQLException;
    ParameterMetaData getParameterMetaData() throws SQLException;
    void setRowId(int parameterIndex, RowId x) throws SQLException;
    void setNString(int parameterIndex, String x) throws SQLException;
    void setNCharacterStream(int parameterIndex, java.io.Reader x, long length) throws SQLException;
    void setNClob(int parameterIndex, NClob x) throws SQLException;
    void setClob(int parameterIndex, java.io.Reader x, long length) throws SQLException;
    void setBlob(int parameterIndex, java.io.InputStream x, long length) throws SQLException;
    void setNClob(int parameterIndex, java.io.Reader x, long length) throws SQLException;
    void setSQLXML(int parameterIndex, SQLXML x) throws SQLException;
    void setObject(int parameterIndex, Object x, int n, int n2) throws SQLException;
    void setAsciiStream(int parameterIndex, java.io.InputStream x, long length) throws SQLException;
    void setBinaryStream(int parameterIndex, java.io.InputStream x, long length) throws SQLException;
    void setCharacterStream(int parameterIndex, java.io.Reader x, long length) throws SQLException;
    void setAsciiStream(int parameterIndex, java.io.InputStream x) throws SQLException;
    void setBinaryStream(int parameterIndex, java.io.InputStream x) throws SQLException;
    void setCharacterStream(int parameterIndex, java.io.Reader x) throws SQLException;
    void setNCharacterStream(int parameterIndex, java.io.Reader x) throws SQLException;
    void setClob(int parameterIndex, java.io.Reader x) throws SQLException;
    void setBlob(int parameterIndex, java.io.InputStream x) throws SQLException;
    void setNClob(int parameterIndex, java.io.Reader x) throws SQLException;
    default void setObject(int parameterIndex, Object x, SQLType targetSqlType, int n) throws SQLException {
        throw new SQLFeatureNotSupportedException("setObject not implemented");
    }
    default void setObject(int parameterIndex, Object x, SQLType targetSqlType) throws SQLException {
        throw new SQLFeatureNotSupportedException("setObject not implemented");
    }
    default long executeLargeUpdate() throws SQLException {
        throw new UnsupportedOperationException("executeLargeUpdate not implemented");
    }
}
