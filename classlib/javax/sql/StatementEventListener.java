package javax.sql;

/** Told when a pooled connection's prepared statement is closed or becomes invalid. */
public interface StatementEventListener extends java.util.EventListener {
    void statementClosed(StatementEvent statementEvent);
    void statementErrorOccurred(StatementEvent statementEvent);
}
