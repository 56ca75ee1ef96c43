package java.awt.event;

import java.awt.Component;
import java.awt.Point;

/** The mouse moved, was dragged, or a button was pressed, released or clicked. */
public class MouseEvent extends InputEvent {
    private static final long serialVersionUID = -991214153494842848L;

    public static final int MOUSE_FIRST = 500;
    public static final int MOUSE_LAST = 507;
    public static final int MOUSE_CLICKED = MOUSE_FIRST;
    public static final int MOUSE_PRESSED = 1 + MOUSE_FIRST;
    public static final int MOUSE_RELEASED = 2 + MOUSE_FIRST;
    public static final int MOUSE_MOVED = 3 + MOUSE_FIRST;
    public static final int MOUSE_ENTERED = 4 + MOUSE_FIRST;
    public static final int MOUSE_EXITED = 5 + MOUSE_FIRST;
    public static final int MOUSE_DRAGGED = 6 + MOUSE_FIRST;
    public static final int MOUSE_WHEEL = 7 + MOUSE_FIRST;

    public static final int NOBUTTON = 0;
    public static final int BUTTON1 = 1;
    public static final int BUTTON2 = 2;
    public static final int BUTTON3 = 3;

    /** The stand-in display's mouse has three buttons. */
    private static final int NUMBER_OF_BUTTONS = 3;

    int x;
    int y;
    private int xAbs;
    private int yAbs;
    int clickCount;
    int button;
    boolean popupTrigger = false;

    public MouseEvent(Component source, int id, long when, int modifiers, int x, int y,
                      int clickCount, boolean popupTrigger, int button) {
        this(source, id, when, modifiers, x, y, 0, 0, clickCount, popupTrigger, button);
        if (source.isShowing()) {
            this.xAbs = source.getX() + x;
            this.yAbs = source.getY() + y;
        }
    }

    public MouseEvent(Component source, int id, long when, int modifiers, int x, int y,
                      int clickCount, boolean popupTrigger) {
        this(source, id, when, modifiers, x, y, clickCount, popupTrigger, NOBUTTON);
    }

    public MouseEvent(Component source, int id, long when, int modifiers, int x, int y,
                      int xAbs, int yAbs, int clickCount, boolean popupTrigger, int button) {
        super(source, id, when, modifiers);
        this.x = x;
        this.y = y;
        this.xAbs = xAbs;
        this.yAbs = yAbs;
        this.clickCount = clickCount;
        this.popupTrigger = popupTrigger;
        if (button < NOBUTTON)
            throw new IllegalArgumentException("Invalid button value :" + button);
        if (button > NUMBER_OF_BUTTONS)
            throw new IllegalArgumentException("Nonexistent button " + button);
        this.button = button;
        if (getModifiers() != 0 && getModifiersEx() == 0)
            oldToExtended();
        else if (getModifiers() == 0 && (getModifiersEx() != 0 || button != NOBUTTON)
                 && button <= BUTTON3)
            extendedToOld();
    }

    private boolean isButtonEvent() {
        return id == MOUSE_PRESSED || id == MOUSE_RELEASED || id == MOUSE_CLICKED;
    }

    /* Old masks to extended ones.  On a press, release or click the old
     * button mask also names the button; a release or click leaves that
     * button's down mask out, the button being up by then. */
    private void oldToExtended() {
        if ((modifiers & BUTTON1_MASK) != 0)
            modifiers |= BUTTON1_DOWN_MASK;
        if ((modifiers & BUTTON2_MASK) != 0)
            modifiers |= BUTTON2_DOWN_MASK;
        if ((modifiers & BUTTON3_MASK) != 0)
            modifiers |= BUTTON3_DOWN_MASK;
        if (isButtonEvent()) {
            if ((modifiers & BUTTON1_MASK) != 0) {
                button = BUTTON1;
                modifiers &= ~BUTTON2_MASK & ~BUTTON3_MASK;
                if (id != MOUSE_PRESSED)
                    modifiers &= ~BUTTON1_DOWN_MASK;
            } else if ((modifiers & BUTTON2_MASK) != 0) {
                button = BUTTON2;
                modifiers &= ~BUTTON1_MASK & ~BUTTON3_MASK;
                if (id != MOUSE_PRESSED)
                    modifiers &= ~BUTTON2_DOWN_MASK;
            } else if ((modifiers & BUTTON3_MASK) != 0) {
                button = BUTTON3;
                modifiers &= ~BUTTON1_MASK & ~BUTTON2_MASK;
                if (id != MOUSE_PRESSED)
                    modifiers &= ~BUTTON3_DOWN_MASK;
            }
        }
        if ((modifiers & ALT_MASK) != 0)
            modifiers |= ALT_DOWN_MASK;
        if ((modifiers & META_MASK) != 0)
            modifiers |= META_DOWN_MASK;
        if ((modifiers & SHIFT_MASK) != 0)
            modifiers |= SHIFT_DOWN_MASK;
        if ((modifiers & CTRL_MASK) != 0)
            modifiers |= CTRL_DOWN_MASK;
        if ((modifiers & ALT_GRAPH_MASK) != 0)
            modifiers |= ALT_GRAPH_DOWN_MASK;
    }

    /* Extended masks to old ones; on a press, release or click the button
     * itself gives its old mask. */
    private void extendedToOld() {
        if (isButtonEvent()) {
            if (button == BUTTON1)
                modifiers |= BUTTON1_MASK;
            else if (button == BUTTON2)
                modifiers |= BUTTON2_MASK;
            else if (button == BUTTON3)
                modifiers |= BUTTON3_MASK;
        } else {
            if ((modifiers & BUTTON1_DOWN_MASK) != 0)
                modifiers |= BUTTON1_MASK;
            if ((modifiers & BUTTON2_DOWN_MASK) != 0)
                modifiers |= BUTTON2_MASK;
            if ((modifiers & BUTTON3_DOWN_MASK) != 0)
                modifiers |= BUTTON3_MASK;
        }
        if ((modifiers & ALT_DOWN_MASK) != 0)
            modifiers |= ALT_MASK;
        if ((modifiers & META_DOWN_MASK) != 0)
            modifiers |= META_MASK;
        if ((modifiers & SHIFT_DOWN_MASK) != 0)
            modifiers |= SHIFT_MASK;
        if ((modifiers & CTRL_DOWN_MASK) != 0)
            modifiers |= CTRL_MASK;
        if ((modifiers & ALT_GRAPH_DOWN_MASK) != 0)
            modifiers |= ALT_GRAPH_MASK;
    }

    public int getX() {
        return x;
    }

    public int getY() {
        return y;
    }

    public Point getPoint() {
        return new Point(x, y);
    }

    public int getXOnScreen() {
        return xAbs;
    }

    public int getYOnScreen() {
        return yAbs;
    }

    public Point getLocationOnScreen() {
        return new Point(xAbs, yAbs);
    }

    public synchronized void translatePoint(int dx, int dy) {
        x += dx;
        y += dy;
    }

    public int getClickCount() {
        return clickCount;
    }

    public int getButton() {
        return button;
    }

    public boolean isPopupTrigger() {
        return popupTrigger;
    }

    /** "Alt+Meta+Ctrl+Shift+Alt Graph+Button1+Button2+Button3" for the old masks set
     *  (BUTTON2_MASK being ALT_MASK, both names show), then extended button masks. */
    @Deprecated
    public static String getMouseModifiersText(int modifiers) {
        StringBuilder b = new StringBuilder();
        if ((modifiers & ALT_MASK) != 0)
            b.append("Alt+");
        if ((modifiers & META_MASK) != 0)
            b.append("Meta+");
        if ((modifiers & CTRL_MASK) != 0)
            b.append("Ctrl+");
        if ((modifiers & SHIFT_MASK) != 0)
            b.append("Shift+");
        if ((modifiers & ALT_GRAPH_MASK) != 0)
            b.append("Alt Graph+");
        if ((modifiers & BUTTON1_MASK) != 0)
            b.append("Button1+");
        if ((modifiers & BUTTON2_MASK) != 0)
            b.append("Button2+");
        if ((modifiers & BUTTON3_MASK) != 0)
            b.append("Button3+");
        for (int i = 1; i <= NUMBER_OF_BUTTONS; i++) {
            String name = "Button" + i;
            if ((modifiers & buttonDownMask(i)) != 0 && b.indexOf(name) == -1)
                b.append(name).append('+');
        }
        if (b.length() > 0)
            b.setLength(b.length() - 1);
        return b.toString();
    }

    public String paramString() {
        StringBuilder b = new StringBuilder(80);
        switch (id) {
        case MOUSE_PRESSED:
            b.append("MOUSE_PRESSED");
            break;
        case MOUSE_RELEASED:
            b.append("MOUSE_RELEASED");
            break;
        case MOUSE_CLICKED:
            b.append("MOUSE_CLICKED");
            break;
        case MOUSE_ENTERED:
            b.append("MOUSE_ENTERED");
            break;
        case MOUSE_EXITED:
            b.append("MOUSE_EXITED");
            break;
        case MOUSE_MOVED:
            b.append("MOUSE_MOVED");
            break;
        case MOUSE_DRAGGED:
            b.append("MOUSE_DRAGGED");
            break;
        case MOUSE_WHEEL:
            b.append("MOUSE_WHEEL");
            break;
        default:
            b.append("unknown type");
            break;
        }
        b.append(",(").append(x).append(',').append(y).append(')');
        b.append(",absolute(").append(xAbs).append(',').append(yAbs).append(')');
        if (id != MOUSE_DRAGGED && id != MOUSE_MOVED)
            b.append(",button=").append(getButton());
        if (getModifiers() != 0)
            b.append(",modifiers=").append(getMouseModifiersText(modifiers));
        if (getModifiersEx() != 0)
            b.append(",extModifiers=").append(getModifiersExText(modifiers));
        b.append(",clickCount=").append(clickCount);
        return b.toString();
    }
}
