package java.sql;

/** An SQL BLOB value: binary data held by the database, read and written by position (1-based). */
public interface Blob {
    long length() throws SQLException;
    byte[] getBytes(long length, int n) throws SQLException;
    java.io.InputStream getBinaryStream() throws SQLException;
    long position(byte[] bytes, long length) throws SQLException;
    long position(Blob blob, long length) throws SQLException;
    int setBytes(long length, byte[] bytes) throws SQLException;
    int setBytes(long length, byte[] bytes, int n, int n2) throws SQLException;
    java.io.OutputStream setBinaryStream(long length) throws SQLException;
    void truncate(long length) throws SQLException;
    void free() throws SQLException;
    java.io.InputStream getBinaryStream(long length, long length2) throws SQLException;
}
