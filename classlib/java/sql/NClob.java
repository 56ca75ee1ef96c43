package java.sql;

/** An SQL NCLOB value: a Clob in the national character set. */
public interface NClob extends Clob {
}
