package javax.sql;

/** Told when a row set's cursor moves or its rows change. */
public interface RowSetListener extends java.util.EventListener {
    void rowSetChanged(RowSetEvent rowSetEvent);
    void rowChanged(RowSetEvent rowSetEvent);
    void cursorMoved(RowSetEvent rowSetEvent);
}
