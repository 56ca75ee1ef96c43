package java.sql;

/** A key that says which shard of a database a connection goes to. */
public interface ShardingKey {
}
