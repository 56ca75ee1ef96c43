package java.sql;

/** An SQL CLOB value: character data held by the database, read and written by position (1-based). */
public interface Clob {
    long length() throws SQLException;
    String getSubString(long length, int n) throws SQLException;
    java.io.Reader getCharacterStream() throws SQLException;
    java.io.InputStream getAsciiStream() throws SQLException;
    long position(String str, long length) throws SQLException;
    long position(Clob clob, long length) throws SQLException;
    int setString(long length, String str) throws SQLException;
    int setString(long length, String str, int n, int n2) throws SQLException;
    java.io.OutputStream setAsciiStream(long length) throws SQLException;
    java.io.Writer setCharacterStream(long length) throws SQLException;
    void truncate(long length) throws SQLException;
    void free() throws SQLException;
    java.io.Reader getCharacterStream(long length, long length2) throws SQLException;
}
