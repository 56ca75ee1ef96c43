package java.sql;

/** The stream of attribute values an SQLData object writes itself to. */
public interface SQLOutput {
    void writeString(String str) throws SQLException;
    void writeBoolean(boolean flag) throws SQLException;
    void writeByte(byte b) throws SQLException;
    void writeShort(short s) throws SQLException;
    void writeInt(int n) throws SQLException;
    void writeLong(long length) throws SQLException;
    void writeFloat(float f) throws SQLException;
    void writeDouble(double d) throws SQLException;
    void writeBigDecimal(java.math.BigDecimal bigDecimal) throws SQLException;
    void writeBytes(byte[] bytes) throws SQLException;
    void writeDate(Date date) throws SQLException;
    void writeTime(Time time) throws SQLException;
    void writeTimestamp(Timestamp timestamp) throws SQLException;
    void writeCharacterStream(java.io.Reader reader) throws SQLException;
    void writeAsciiStream(java.io.InputStream inputStream) throws SQLException;
    void writeBinaryStream(java.io.InputStream inputStream) throws SQLException;
    void writeObject(SQLData sQLData) throws SQLException;
    void writeRef(Ref ref) throws SQLException;
    void writeBlob(Blob blob) throws SQLException;
    void writeClob(Clob clob) throws SQLException;
    void writeStruct(Struct struct) throws SQLException;
    void writeArray(Array array) throws SQLException;
    void writeURL(java.net.URL uRL) throws SQLException;
    void writeNString(String str) throws SQLException;
    void writeNClob(NClob nClob) throws SQLException;
    void writeRowId(RowId rowId) throws SQLException;
    void writeSQLXML(SQLXML sQLXML) throws SQLException;
    default void writeObject(Object obj, SQLType targetSqlType) throws SQLException {
        throw new SQLFeatureNotSupportedException();
    }
}
