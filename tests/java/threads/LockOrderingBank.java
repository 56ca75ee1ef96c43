// Transfers between accounts from many threads, each taking the two account
// monitors in a global order (by id), so there is no deadlock; money is
// conserved and every transfer is counted.
import java.util.Random;

public class LockOrderingBank {
    static final class Account {
        final int id;
        long balance;
        int ops;
        Account(int id, long balance) { this.id = id; this.balance = balance; }
    }

    static void transfer(Account from, Account to, long amount) {
        Account first = from.id < to.id ? from : to;
        Account second = from.id < to.id ? to : from;
        synchronized (first) {
            synchronized (second) {
                from.balance -= amount;
                to.balance += amount;
                from.ops++;
                to.ops++;
            }
        }
    }

    public static void main(String[] args) throws InterruptedException {
        final int nAccounts = 10, nThreads = 8, perThread = 3000;
        Account[] accounts = new Account[nAccounts];
        for (int i = 0; i < nAccounts; i++) accounts[i] = new Account(i, 1000);
        Thread[] ts = new Thread[nThreads];
        for (int t = 0; t < nThreads; t++) {
            final long seed = 42 + t;
            ts[t] = new Thread(() -> {
                Random r = new Random(seed);
                for (int k = 0; k < perThread; k++) {
                    int a = r.nextInt(nAccounts), b = r.nextInt(nAccounts - 1);
                    if (b >= a) b++;
                    // opposite directions between the same pair happen all the time
                    transfer(accounts[a], accounts[b], r.nextInt(50));
                }
            });
        }
        for (Thread t : ts) t.start();
        for (Thread t : ts) t.join();
        long total = 0;
        long ops = 0;
        for (Account a : accounts) { total += a.balance; ops += a.ops; }
        System.out.println("total money: " + total + " (expected " + nAccounts * 1000 + ")");
        System.out.println("account updates: " + ops + " (expected " + 2L * nThreads * perThread + ")");
        // the final balances do not depend on the interleaving: addition commutes
        StringBuilder sb = new StringBuilder();
        for (Account a : accounts) sb.append(a.balance).append(' ');
        System.out.println("balances: " + sb.toString().trim());
    }
}
