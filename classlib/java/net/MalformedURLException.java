package java.net;

public class MalformedURLException extends java.io.IOException {
    private static final long serialVersionUID = -182787522200415866L;

    public MalformedURLException(String msg) {
        super(msg);
    }

    public MalformedURLException() {
        super();
    }
}
