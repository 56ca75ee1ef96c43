package java.awt;

/**
 * The stand-in display's screen: the source of the input events that come
 * from the display connection, and the one component that has the keyboard
 * focus (key events posted on any other component reach no listener, as on
 * HotSpot, where nothing else can be focused without a window).
 */
final class StubScreen extends Component {
    private static final long serialVersionUID = 1L;

    StubScreen(int width, int height) {
        setName("screen");
        setSize(width, height);
    }

    public boolean isFocusOwner() {
        return true;
    }

    public boolean isShowing() {
        return true;
    }

    public boolean isValid() {
        return true;
    }
}
