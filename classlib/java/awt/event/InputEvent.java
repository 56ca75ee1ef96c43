package java.awt.event;

import java.awt.Component;

/**
 * The base of the key and mouse events: a time stamp and the modifiers held.
 * Modifiers come in two sets: the old masks (SHIFT_MASK ... BUTTON3_MASK, the
 * low six bits, where BUTTON2_MASK is ALT_MASK and BUTTON3_MASK is META_MASK)
 * and the extended masks (SHIFT_DOWN_MASK and up).  The constructors of the
 * subclasses fill in one set from the other.
 */
public abstract class InputEvent extends ComponentEvent {
    private static final long serialVersionUID = -2482525981698309786L;

    public static final int SHIFT_MASK = 1 << 0;
    public static final int CTRL_MASK = 1 << 1;
    public static final int META_MASK = 1 << 2;
    public static final int ALT_MASK = 1 << 3;
    public static final int ALT_GRAPH_MASK = 1 << 5;
    public static final int BUTTON1_MASK = 1 << 4;
    public static final int BUTTON2_MASK = ALT_MASK;
    public static final int BUTTON3_MASK = META_MASK;

    public static final int SHIFT_DOWN_MASK = 1 << 6;
    public static final int CTRL_DOWN_MASK = 1 << 7;
    public static final int META_DOWN_MASK = 1 << 8;
    public static final int ALT_DOWN_MASK = 1 << 9;
    public static final int BUTTON1_DOWN_MASK = 1 << 10;
    public static final int BUTTON2_DOWN_MASK = 1 << 11;
    public static final int BUTTON3_DOWN_MASK = 1 << 12;
    public static final int ALT_GRAPH_DOWN_MASK = 1 << 13;

    /** The old masks. */
    static final int JDK_1_3_MODIFIERS = SHIFT_DOWN_MASK - 1;
    /** The top bit, above every extended mask: getModifiers keeps it as well. */
    static final int HIGH_MODIFIERS = 1 << 31;

    /** The down masks of buttons 1 to 20 (4 and up start at bit 14). */
    static int buttonDownMask(int button) {
        if (button == 1)
            return BUTTON1_DOWN_MASK;
        if (button == 2)
            return BUTTON2_DOWN_MASK;
        if (button == 3)
            return BUTTON3_DOWN_MASK;
        return 1 << (button + 10);
    }

    long when;
    int modifiers;

    InputEvent(Component source, int id, long when, int modifiers) {
        super(source, id);
        this.when = when;
        this.modifiers = modifiers;
    }

    public static int getMaskForButton(int button) {
        if (button <= 0 || button > 20)
            throw new IllegalArgumentException("button doesn't exist " + button);
        return buttonDownMask(button);
    }

    public boolean isShiftDown() {
        return (modifiers & SHIFT_DOWN_MASK) != 0;
    }

    public boolean isControlDown() {
        return (modifiers & CTRL_DOWN_MASK) != 0;
    }

    public boolean isMetaDown() {
        return (modifiers & META_DOWN_MASK) != 0;
    }

    public boolean isAltDown() {
        return (modifiers & ALT_DOWN_MASK) != 0;
    }

    public boolean isAltGraphDown() {
        return (modifiers & ALT_GRAPH_DOWN_MASK) != 0;
    }

    public long getWhen() {
        return when;
    }

    /** The old masks (and any bits above the extended ones). */
    @Deprecated
    public int getModifiers() {
        return modifiers & (JDK_1_3_MODIFIERS | HIGH_MODIFIERS);
    }

    public int getModifiersEx() {
        return modifiers & ~JDK_1_3_MODIFIERS;
    }

    public void consume() {
        consumed = true;
    }

    public boolean isConsumed() {
        return consumed;
    }

    /** "Meta+Ctrl+Alt+Shift+Alt Graph+Button1+..." for the extended masks set. */
    public static String getModifiersExText(int modifiers) {
        StringBuilder b = new StringBuilder();
        if ((modifiers & META_DOWN_MASK) != 0)
            b.append("Meta+");
        if ((modifiers & CTRL_DOWN_MASK) != 0)
            b.append("Ctrl+");
        if ((modifiers & ALT_DOWN_MASK) != 0)
            b.append("Alt+");
        if ((modifiers & SHIFT_DOWN_MASK) != 0)
            b.append("Shift+");
        if ((modifiers & ALT_GRAPH_DOWN_MASK) != 0)
            b.append("Alt Graph+");
        for (int i = 1; i <= 20; i++) {
            if ((modifiers & buttonDownMask(i)) != 0)
                b.append("Button").append(i).append('+');
        }
        if (b.length() > 0)
            b.setLength(b.length() - 1);
        return b.toString();
    }
}
