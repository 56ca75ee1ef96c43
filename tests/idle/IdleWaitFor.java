// Process.waitFor() on a child that never ends by itself: the child is cat
// reading the pipe from us, so it ends when the VM is killed at the end of
// the window.  The waiting thread is in Object.wait and the process reaper
// blocks on the child's pidfd: nothing runs while it waits.
public class IdleWaitFor {
    public static void main(String[] args) throws Exception {
        Process p = new ProcessBuilder("cat").start();
        System.out.println("waiting");
        p.waitFor();
    }
}
