package java.sql;

/** A call of a stored procedure, with OUT parameters registered by index or name. */
public interface CallableStatement extends PreparedStatement {
    void registerOutParameter(int parameterIndex, int n) throws SQLException;
    void registerOutParameter(int parameterIndex, int n, int n2) throws SQLException;
    boolean wasNull() throws SQLException;
    String getString(int parameterIndex) throws SQLException;
    boolean getBoolean(int parameterIndex) throws SQLException;
    byte getByte(int parameterIndex) throws SQLException;
    short getShort(int parameterIndex) throws SQLException;
    int getInt(int parameterIndex) throws SQLException;
    long getLong(int parameterIndex) throws SQLException;
    float getFloat(int parameterIndex) throws SQLException;
    double getDouble(int parameterIndex) throws SQLException;
    java.math.BigDecimal getBigDecimal(int parameterIndex, int n) throws SQLException;
    byte[] getBytes(int parameterIndex) throws SQLException;
    Date getDate(int parameterIndex) throws SQLException;
    Time getTime(int parameterIndex) throws SQLException;
    Timestamp getTimestamp(int parameterIndex) throws SQLException;
    Object getObject(int parameterIndex) throws SQLException;
    java.math.BigDecimal getBigDecimal(int parameterIndex) throws SQLException;
    Object getObject(int parameterIndex, java.util.Map<String, Class<?>> map) throws SQLException;
    Ref getRef(int parameterIndex) throws SQLException;
    Blob getBlob(int parameterIndex) throws SQLException;
    Clob getClob(int parameterIndex) throws SQLException;
    Array getArray(int parameterIndex) throws SQLException;
    Date getDate(int parameterIndex, java.util.Calendar cal) throws SQLException;
    Time getTime(int parameterIndex, java.util.Calendar cal) throws SQLException;
    Timestamp getTimestamp(int parameterIndex, java.util.Calendar cal) throws SQLException;
    void registerOutParameter(int parameterIndex, int n, String str) throws SQLException;
    void registerOutParameter(String parameterName, int n) throws SQLException;
    void registerOutParameter(String parameterName, int n, int n2) throws SQLException;
    void registerOutParameter(String parameterName, int n, String str) throws SQLException;
    java.net.URL getURL(int parameterIndex) throws SQLException;
    void setURL(String parameterName, java.net.URL x) throws SQLException;
    void setNull(String parameterName, int x) throws SQLException;
    void setBoolean(String parameterName, boolean x) throws SQLException;
    void setByte(String parameterName, byte x) throws SQLException;
    void setShort(String parameterName, short x) throws SQLException;
    void setInt(String parameterName, int x) throws SQLException;
    void setLong(String parameterName, long x) throws SQLException;
    void setFloat(String parameterName, float x) throws SQLException;
    void setDouble(String parameterName, double x) throws SQLException;
    void setBigDecimal(String parameterName, java.math.BigDecimal x) throws SQLException;
    void setString(String parameterName, String x) throws SQLException;
    void setBytes(String parameterName, byte[] x) throws SQLException;
    void setDate(String parameterName, Date x) throws SQLException;
    void setTime(String parameterName, Time x) throws SQLException;
    void setTimestamp(String parameterName, Timestamp x) throws SQLException;
    void setAsciiStream(String parameterName, java.io.InputStream x, int n) throws SQLException;
    void setBinaryStream(String parameterName, java.io.InputStream x, int n) throws SQLException;
    void setObject(String parameterName, Object x, int n, int n2) throws SQLException;
    void setObject(String parameterName, Object x, int n) throws SQLException;
    void setObject(String parameterName, Object x) throws SQLException;
    void setCharacterStream(String parameterName, java.io.Reader x, int n) throws SQLException;
    void setDate(String parameterName, Date x, java.util.Calendar cal) throws SQLException;
    void setTime(String parameterName, Time x, java.util.Calendar cal) throws SQLException;
    void setTimestamp(String parameterName, Timestamp x, java.util.Calendar cal) throws SQLException;
    void setNull(String parameterName, int x, String str) throws SQLException;
    String getString(String parameterName) throws SQLException;
    boolean getBoolean(String parameterName) throws SQLException;
    byte getByte(String parameterName) throws SQLException;
    short getShort(String parameterName) throws SQLException;
    int getInt(String parameterName) throws SQLException;
    long getLong(String parameterName) throws SQLException;
    float getFloat(String parameterName) throws SQLException;
    double getDouble(String parameterName) throws SQLException;
    byte[] getBytes(String parameterName) throws SQLException;
    Date getDate(String parameterName) throws SQLException;
    Time getTime(String parameterName) throws SQLException;
    Timestamp getTimestamp(String parameterName) throws SQLException;
    Object getObject(String parameterName) throws SQLException;
    java.math.BigDecimal getBigDecimal(String parameterName) throws SQLException;
    Object getObject(String parameterName, java.util.Map<String, Class<?>> map) throws SQLException;
    Ref getRef(String parameterName) throws SQLException;
    Blob getBlob(String parameterName) throws SQLException;
    Clob getClob(String parameterName) throws SQLException;
    Array getArray(String parameterName) throws SQLException;
    Date getDate(String parameterName, java.util.Calendar cal) throws SQLException;
    Time getTime(String parameterName, java.util.Calendar cal) throws SQLException;
    Timestamp getTimestamp(String parameterName, java.util.Calendar cal) throws SQLException;
    java.net.URL getURL(String parameterName) throws SQLException;
    RowId getRowId(int parameterIndex) throws SQLException;
    RowId getRowId(String parameterName) throws SQLException;
    void setRowId(String parameterName, RowId x) throws SQLException;
    void setNString(String parameterName, String x) throws SQLException;
    void setNCharacterStream(String parameterName, java.io.Reader x, long length) throws SQLException;
    void setNClob(String parameterName, NClob x) throws SQLException;
    void setClob(String parameterName, java.io.Reader x, long length) throws SQLException;
    void setBlob(String parameterName, java.io.InputStream x, long length) throws SQLException;
    void setNClob(String parameterName, java.io.Reader x, long length) throws SQLException;
    NClob getNClob(int parameterIndex) throws SQLException;
    NClob getNClob(String parameterName) throws SQLException;
    void setSQLXML(String parameterName, SQLXML x) throws SQLException;
    SQLXML getSQLXML(int parameterIndex) throws SQLException;
    SQLXML getSQLXML(String parameterName) throws SQLException;
    String getNString(int parameterIndex) throws SQLException;
    String getNString(String parameterName) throws SQLException;
    java.io.Reader getNCharacterStream(int parameterIndex) throws SQLException;
    java.io.Reader getNCharacterStream(String parameterName) throws SQLException;
    java.io.Reader getCharacterStream(int parameterIndex) throws SQLException;
    java.io.Reader getCharacterStream(String parameterName) throws SQLException;
    void setBlob(String parameterName, Blob x) throws SQLException;
    void setClob(String parameterName, Clob x) throws SQLException;
    void setAsciiStream(String parameterName, java.io.InputStream x, long length) throws SQLException;
    void setBinaryStream(String parameterName, java.io.InputStream x, long length) throws SQLException;
    void setCharacterStream(String parameterName, java.io.Reader x, long length) throws SQLException;
    void setAsciiStream(String parameterName, java.io.InputStream x) throws SQLException;
    void setBinaryStream(String parameterName, java.io.InputStream x) throws SQLException;
    void setCharacterStream(String parameterName, java.io.Reader x) throws SQLException;
    void setNCharacterStream(String parameterName, java.io.Reader x) throws SQLException;
    void setClob(String parameterName, java.io.Reader x) throws SQLException;
    void setBlob(String parameterName, java.io.InputStream x) throws SQLException;
    void setNClob(String parameterName, java.io.Reader x) throws SQLException;
    <T> T getObject(int parameterIndex, Class<T> type) throws SQLException;
    <T> T getObject(String parameterName, Class<T> type) throws SQLException;
    default void setObject(String parameterName, Object x, SQLType targetSqlType, int n) throws SQLException {
        throw new SQLFeatureNotSupportedException("setObject not implemented");
    }
    default void setObject(String parameterName, Object x, SQLType targetSqlType) throws SQLException {
        throw new SQLFeatureNotSupportedException("setObject not implemented");
    }
    default void registerOutParameter(int parameterIndex, SQLType targetSqlType) throws SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }
    default void registerOutParameter(int parameterIndex, SQLType targetSqlType, int n) throws SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }
    default void registerOutParameter(int parameterIndex, SQLType targetSqlType, String str) throws SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }
    default void registerOutParameter(String parameterName, SQLType targetSqlType) throws SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }
    default void registerOutParameter(String parameterName, SQLType targetSqlType, int n) throws SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }
    default void registerOutParameter(String parameterName, SQLType targetSqlType, String str) throws SQLException {
        throw new SQLFeatureNotSupportedException("registerOutParameter not implemented");
    }
}
