package javax.sql;

/** A pooled connection that takes part in distributed (XA) transactions. */
public interface XAConnection extends PooledConnection {
    javax.transaction.xa.XAResource getXAResource() throws java.sql.SQLException;
}
