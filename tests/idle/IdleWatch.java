import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchService;

// WatchService.take() on a directory nothing changes (the runner's work
// folder, given as the argument): the thread waits on the inotify fd through
// the io layer, as a socket read waits, so nothing runs while it waits.
public class IdleWatch {
    public static void main(String[] args) throws Exception {
        WatchService ws = FileSystems.getDefault().newWatchService();
        Path.of(args[0]).register(ws, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_DELETE,
                                  StandardWatchEventKinds.ENTRY_MODIFY);
        System.out.println("waiting");
        for (;;) {
            ws.take().pollEvents();
        }
    }
}
