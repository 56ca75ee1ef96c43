// java.util.Scanner over System.in (ScannerInput.input) and over a String:
// nextInt, nextLine mixing, next, hasNextInt, nextDouble, and InputMismatchException.
import java.util.InputMismatchException;
import java.util.Scanner;

public class ScannerInput {
    public static void main(String[] args) {
        Scanner sc = new Scanner(System.in);
        int n = sc.nextInt();
        long total = 0;
        for (int i = 0; i < n; i++) total += sc.nextInt();
        System.out.println("sum of " + n + " ints: " + total);
        sc.nextLine();
        String name = sc.nextLine();
        System.out.println("name line: [" + name + "]");
        double d = sc.nextDouble();
        String word = sc.next();
        System.out.println("double " + d + " word " + word);
        int words = 0;
        while (sc.hasNext()) {
            if (sc.hasNextInt()) System.out.println("int token " + sc.nextInt());
            else { sc.next(); words++; }
        }
        System.out.println("other tokens " + words);
        Scanner s2 = new Scanner("10 abc 2.5\nrest of line\nx");
        System.out.println(s2.nextInt() + " " + s2.next() + " " + s2.nextDouble() + " [" + s2.nextLine() + "] [" + s2.nextLine() + "]");
        try {
            s2.nextInt();
        } catch (InputMismatchException e) {
            System.out.println("InputMismatchException");
        }
        System.out.println(s2.next() + " hasNext " + s2.hasNext());
        try {
            s2.next();
        } catch (java.util.NoSuchElementException e) {
            System.out.println("NoSuchElementException");
        }
    }
}
