// Command-line arguments reach main unchanged (spaces inside one argument,
// empty arguments, unicode-free punctuation).
// args: alpha "two words" "" --flag=value 42 -x
public class MainArgs {
    public static void main(String[] args) {
        System.out.println("count " + args.length);
        for (int i = 0; i < args.length; i++) System.out.println(i + ": [" + args[i] + "] length " + args[i].length());
        int sum = 0;
        for (String a : args) {
            try { sum += Integer.parseInt(a); } catch (NumberFormatException e) { }
        }
        System.out.println("numeric sum " + sum);
        System.out.println("args array class " + args.getClass().getSimpleName());
    }
}
