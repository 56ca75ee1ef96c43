package java.awt.event;

import java.awt.AWTEvent;

/** A component-defined action happened (a button was pressed, ...). */
public class ActionEvent extends AWTEvent {
    private static final long serialVersionUID = -7671078796273832149L;

    public static final int SHIFT_MASK = 1;
    public static final int CTRL_MASK = 2;
    public static final int META_MASK = 4;
    public static final int ALT_MASK = 8;

    public static final int ACTION_FIRST = 1001;
    public static final int ACTION_LAST = 1001;
    public static final int ACTION_PERFORMED = ACTION_FIRST;

    String actionCommand;
    long when;
    int modifiers;

    public ActionEvent(Object source, int id, String command) {
        this(source, id, command, 0);
    }

    public ActionEvent(Object source, int id, String command, int modifiers) {
        this(source, id, command, 0, modifiers);
    }

    public ActionEvent(Object source, int id, String command, long when, int modifiers) {
        super(source, id);
        this.actionCommand = command;
        this.when = when;
        this.modifiers = modifiers;
    }

    public String getActionCommand() {
        return actionCommand;
    }

    public long getWhen() {
        return when;
    }

    public int getModifiers() {
        return modifiers;
    }

    public String paramString() {
        String type = id == ACTION_PERFORMED ? "ACTION_PERFORMED" : "unknown type";
        return type + ",cmd=" + actionCommand + ",when=" + when + ",modifiers="
                + KeyEvent.getKeyModifiersText(modifiers);
    }
}
