package java.sql;

/** An SQL XML value, read and written as a stream, a string or a javax.xml.transform Source/Result. */
public interface SQLXML {
    void free() throws SQLException;
    java.io.InputStream getBinaryStream() throws SQLException;
    java.io.OutputStream setBinaryStream() throws SQLException;
    java.io.Reader getCharacterStream() throws SQLException;
    java.io.Writer setCharacterStream() throws SQLException;
    String getString() throws SQLException;
    void setString(String str) throws SQLException;
    <T extends javax.xml.transform.Source> T getSource(Class<T> type) throws SQLException;
    <T extends javax.xml.transform.Result> T setResult(Class<T> type) throws SQLException;
}
