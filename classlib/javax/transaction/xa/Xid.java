package javax.transaction.xa;

/** An X/Open transaction identifier: format id, global transaction id, branch qualifier. */
public interface Xid {
    int MAXGTRIDSIZE = 64;
    int MAXBQUALSIZE = 64;
    int getFormatId();
    byte[] getGlobalTransactionId();
    byte[] getBranchQualifier();
}
