// CPU benchmark: fannkuch-redux (int[] permutations, array reads/writes, tight loops).
// usage: CpuFannkuch [N]
// args: 7
public class CpuFannkuch {
    public static void main(String[] args) {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int[] perm = new int[n], perm1 = new int[n], count = new int[n];
        for (int i = 0; i < n; i++)
            perm1[i] = i;
        int maxFlips = 0, checksum = 0, permCount = 0;
        int r = n;
        outer:
        for (;;) {
            while (r != 1) {
                count[r - 1] = r;
                r--;
            }
            System.arraycopy(perm1, 0, perm, 0, n);
            int flips = 0;
            int k;
            while ((k = perm[0]) != 0) {
                int k2 = (k + 1) >> 1;
                for (int i = 0; i < k2; i++) {
                    int t = perm[i];
                    perm[i] = perm[k - i];
                    perm[k - i] = t;
                }
                flips++;
            }
            if (flips > maxFlips)
                maxFlips = flips;
            checksum += (permCount % 2 == 0) ? flips : -flips;
            for (;;) {
                if (r == n)
                    break outer;
                int p0 = perm1[0];
                for (int i = 0; i < r; i++)
                    perm1[i] = perm1[i + 1];
                perm1[r] = p0;
                count[r]--;
                if (count[r] > 0)
                    break;
                r++;
            }
            permCount++;
        }
        System.out.println(checksum + "\nPfannkuchen(" + n + ") = " + maxFlips);
    }
}
