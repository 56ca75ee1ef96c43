// Exit statuses above 255 wrap modulo 256 as the OS reports them: exit(261) -> 5.
public class ExitStatusWraps {
    public static void main(String[] args) {
        System.out.println("exiting with 261, status becomes 5");
        System.out.flush();
        System.exit(261);
    }
}
