package java.util;

@Deprecated
public interface Observer {
    void update(Observable o, Object arg);
}
