import java.io.BufferedReader;
import java.io.File;
import java.io.FileWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

// ProcessBuilder and Runtime.exec: streams, exit codes, environment, working
// directory, redirects, time-outs, destroy, and HotSpot's error messages.
public class ProcessBasics {
    static String readAll(InputStream in) throws IOException {
        StringBuilder sb = new StringBuilder();
        int c;
        while ((c = in.read()) != -1)
            sb.append((char) c);
        return sb.toString();
    }

    static void show(String what, Process p) throws Exception {
        String out = readAll(p.getInputStream());
        String err = readAll(p.getErrorStream());
        int code = p.waitFor();
        System.out.println(what + ": exit " + code + " out [" + out.trim() + "] err [" + err.trim() + "]");
    }

    public static void main(String[] args) throws Exception {
        show("echo", new ProcessBuilder("echo", "hello", "world").start());
        show("exit 3", new ProcessBuilder("sh", "-c", "echo out; echo err >&2; exit 3").start());
        show("merged", new ProcessBuilder("sh", "-c", "echo one; echo two >&2").redirectErrorStream(true).start());

        Process cat = new ProcessBuilder("cat").start();
        OutputStream in = cat.getOutputStream();
        in.write("line 1\nline 2\n".getBytes());
        in.close();
        show("cat", cat);

        ProcessBuilder pb = new ProcessBuilder("sh", "-c", "echo $GREETING-$PWD");
        Map<String, String> env = pb.environment();
        env.put("GREETING", "hi");
        pb.directory(new File("/"));
        show("env+dir", pb.start());
        try {
            env.put("A=B", "x");
        } catch (IllegalArgumentException e) {
            System.out.println("env name: " + e.getMessage());
        }
        try {
            env.put("K", null);
        } catch (NullPointerException e) {
            System.out.println("env null value: NPE");
        }

        show("exec string", Runtime.getRuntime().exec("echo a  b   c"));
        show("exec envp", Runtime.getRuntime().exec(new String[] { "sh", "-c", "echo [$X][$Y]" },
                new String[] { "X=1", "junk", "Y=two=2" }));
        show("exec dir", Runtime.getRuntime().exec(new String[] { "pwd" }, null, new File("/tmp")));

        Process sleeper = new ProcessBuilder("sleep", "10").start();
        try {
            sleeper.exitValue();
        } catch (IllegalThreadStateException e) {
            System.out.println("exitValue early: " + e.getMessage());
        }
        System.out.println("alive " + sleeper.isAlive() + ", waitFor(50ms) " + sleeper.waitFor(50, TimeUnit.MILLISECONDS));
        sleeper.destroy();
        System.out.println("destroyed: " + sleeper.waitFor() + " alive " + sleeper.isAlive() + " exitValue "
                + sleeper.exitValue() + " waitFor(0) " + sleeper.waitFor(0, TimeUnit.SECONDS));
        Process forced = new ProcessBuilder("sleep", "10").start();
        System.out.println("forcibly: " + forced.destroyForcibly().waitFor());
        System.out.println("self-kill: " + new ProcessBuilder("sh", "-c", "kill -9 $$").start().waitFor());
        System.out.println("onExit: " + new ProcessBuilder("true").start().onExit().get().exitValue());

        File dir = new File("redir");
        dir.mkdir();
        File src = new File(dir, "in.txt");
        try (FileWriter w = new FileWriter(src)) {
            w.write("from a file\n");
        }
        File dst = new File(dir, "out.txt");
        ProcessBuilder rb = new ProcessBuilder("cat").redirectInput(src).redirectOutput(dst);
        System.out.println("redirects: " + rb.redirectInput() + " / " + rb.redirectOutput() + " / " + rb.redirectError());
        Process r = rb.start();
        System.out.println("cat to file: exit " + r.waitFor() + ", stdout stream read " + r.getInputStream().read());
        new ProcessBuilder("sh", "-c", "echo appended").redirectOutput(ProcessBuilder.Redirect.appendTo(dst)).start().waitFor();
        System.out.println("file: " + new String(Files.readAllBytes(dst.toPath())).replace("\n", "|"));
        Process discard = new ProcessBuilder("echo", "gone").redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        System.out.println("discard: " + discard.waitFor() + " " + discard.getInputStream().read() + " "
                + ProcessBuilder.Redirect.DISCARD + " " + ProcessBuilder.Redirect.DISCARD.file());
        System.out.println("equal redirects: " + ProcessBuilder.Redirect.to(dst).equals(ProcessBuilder.Redirect.to(dst))
                + " " + ProcessBuilder.Redirect.to(dst).equals(ProcessBuilder.Redirect.appendTo(dst)));
        try {
            new ProcessBuilder("cat").redirectInput(ProcessBuilder.Redirect.to(dst));
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            new ProcessBuilder("cat").redirectInput(new File(dir, "missing.txt")).start();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }

        System.out.println("inheritIO:");
        System.out.flush();
        new ProcessBuilder("echo", "  (child writes to our stdout)").inheritIO().start().waitFor();

        try {
            new ProcessBuilder("no-such-program-here", "x").start();
        } catch (IOException e) {
            System.out.println(e.getMessage() + " / cause: " + e.getCause().getMessage());
        }
        try {
            new ProcessBuilder("no-such-program-here").directory(new File("/tmp")).start();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            new ProcessBuilder("ls").directory(new File("/no/such/dir")).start();
        } catch (IOException e) {
            System.out.println(e.getMessage());
        }
        try {
            new ProcessBuilder(new ArrayList<String>()).start();
        } catch (IndexOutOfBoundsException e) {
            System.out.println("empty: " + e.getClass().getName());
        }
        try {
            new ProcessBuilder("echo", null).start();
        } catch (NullPointerException e) {
            System.out.println("null argument: NPE");
        }
        try {
            Runtime.getRuntime().exec("");
        } catch (IllegalArgumentException e) {
            System.out.println("exec(\"\"): " + e.getMessage());
        }
        List<String> cmd = new ProcessBuilder("a", "b").command();
        cmd.add("c");
        System.out.println("command " + cmd + " " + Arrays.asList("x").equals(new ProcessBuilder("x").command()));

        BufferedReader br = new ProcessBuilder("printf", "r1\\nr2\\n").start().inputReader();
        String line;
        while ((line = br.readLine()) != null)
            System.out.println("reader: " + line);
        System.out.println("pid > 0: " + (ProcessHandle.current().pid() > 0) + ", handle pid: "
                + (sleeper.toHandle().pid() == sleeper.pid()) + ", parent: " + ProcessHandle.current().parent().isPresent());
    }
}
