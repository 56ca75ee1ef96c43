package javax.sql;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.EventObject;

/** A pooled connection's prepared statement was closed, or found invalid. */
public class StatementEvent extends EventObject {
    private static final long serialVersionUID = -8089573731826608315L;

    private final SQLException exception;
    private final PreparedStatement statement;

    public StatementEvent(PooledConnection con, PreparedStatement statement) {
        super(con);
        this.statement = statement;
        this.exception = null;
    }

    public StatementEvent(PooledConnection con, PreparedStatement statement, SQLException exception) {
        super(con);
        this.statement = statement;
        this.exception = exception;
    }

    public PreparedStatement getStatement() {
        return statement;
    }

    public SQLException getSQLException() {
        return exception;
    }
}
