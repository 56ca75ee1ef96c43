// A bank simulation: accounts with checked exceptions for insufficient funds and
// unknown accounts, transfers that roll back on failure, an audit log, interest
// in long cents, and a final consistency check of the total money.
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class BankAccounts {
    static class BankException extends Exception {
        BankException(String msg) { super(msg); }
    }

    static class InsufficientFunds extends BankException {
        final long shortBy;
        InsufficientFunds(String id, long shortBy) { super("account " + id + " is short by " + cents(shortBy)); this.shortBy = shortBy; }
    }

    static class UnknownAccount extends BankException {
        UnknownAccount(String id) { super("no such account: " + id); }
    }

    static String cents(long c) { return (c < 0 ? "-" : "") + "$" + Math.abs(c) / 100 + "." + String.format("%02d", Math.abs(c) % 100); }

    static class Account {
        final String id; final String owner; private long balance;
        Account(String id, String owner, long balance) { this.id = id; this.owner = owner; this.balance = balance; }
        void withdraw(long amt) throws InsufficientFunds {
            if (amt <= 0) throw new IllegalArgumentException("amount must be positive: " + amt);
            if (amt > balance) throw new InsufficientFunds(id, amt - balance);
            balance -= amt;
        }
        void deposit(long amt) {
            if (amt <= 0) throw new IllegalArgumentException("amount must be positive: " + amt);
            balance += amt;
        }
        long balance() { return balance; }
        public String toString() { return id + "(" + owner + ": " + cents(balance) + ")"; }
    }

    final Map<String, Account> accounts = new TreeMap<>();
    final List<String> log = new ArrayList<>();

    Account get(String id) throws UnknownAccount {
        Account a = accounts.get(id);
        if (a == null) throw new UnknownAccount(id);
        return a;
    }

    void transfer(String from, String to, long amt) {
        try {
            Account a = get(from), b = get(to);
            a.withdraw(amt);
            try {
                b.deposit(amt);
            } catch (RuntimeException e) {
                a.deposit(amt);   // roll back
                throw e;
            }
            log.add("ok   " + from + " -> " + to + " " + cents(amt));
        } catch (InsufficientFunds e) {
            log.add("FAIL " + e.getMessage() + " (short " + e.shortBy + "c)");
        } catch (BankException e) {
            log.add("FAIL " + e.getMessage());
        } catch (IllegalArgumentException e) {
            log.add("FAIL bad request: " + e.getMessage());
        } finally {
            log.add("     total now " + cents(total()));
        }
    }

    long total() {
        long t = 0;
        for (Account a : accounts.values()) t += a.balance();
        return t;
    }

    public static void main(String[] args) {
        BankAccounts bank = new BankAccounts();
        bank.accounts.put("A1", new Account("A1", "alice", 100_00));
        bank.accounts.put("B2", new Account("B2", "bob", 50_50));
        bank.accounts.put("C3", new Account("C3", "carol", 0));
        long start = bank.total();
        bank.transfer("A1", "B2", 25_25);
        bank.transfer("B2", "C3", 80_00);
        bank.transfer("C3", "A1", 1);
        bank.transfer("A1", "ZZ", 10_00);
        bank.transfer("B2", "A1", -5);
        bank.transfer("B2", "C3", 75_75);
        bank.transfer("C3", "A1", 75_75);
        for (String line : bank.log) System.out.println(line);
        for (Account a : bank.accounts.values()) {
            long interest = a.balance() * 375 / 10_000;   // 3.75%, truncated
            if (interest > 0) a.deposit(interest);
        }
        System.out.println(bank.accounts.values());
        System.out.println("money conserved before interest: " + (start == 150_50) + ", total after interest " + cents(bank.total()));
    }
}
