package java.awt;

/**
 * The base of the things on a screen.  This stand-in keeps what events and
 * their printing need: a name (made up lazily by subclasses such as Canvas),
 * bounds, and the visible / enabled flags.  Nothing is ever laid out or shown.
 */
public abstract class Component implements java.io.Serializable {
    private static final long serialVersionUID = -7644114512714619750L;

    private String name;
    private boolean nameExplicitlySet;
    int x, y, width, height;
    boolean visible = true;
    boolean enabled = true;

    protected Component() {
    }

    /** A generated name ("canvas0", ...), or null for classes that make none. */
    String constructComponentName() {
        return null;
    }

    public String getName() {
        if (name == null && !nameExplicitlySet) {
            synchronized (getTreeLock()) {
                if (name == null && !nameExplicitlySet)
                    name = constructComponentName();
            }
        }
        return name;
    }

    public void setName(String name) {
        synchronized (getTreeLock()) {
            this.name = name;
            nameExplicitlySet = true;
        }
    }

    private static final Object TREE_LOCK = new Object();

    public final Object getTreeLock() {
        return TREE_LOCK;
    }

    public Toolkit getToolkit() {
        return Toolkit.getDefaultToolkit();
    }

    public int getX() {
        return x;
    }

    public int getY() {
        return y;
    }

    public int getWidth() {
        return width;
    }

    public int getHeight() {
        return height;
    }

    public Point getLocation() {
        return new Point(x, y);
    }

    public Dimension getSize() {
        return new Dimension(width, height);
    }

    public void setLocation(int x, int y) {
        this.x = x;
        this.y = y;
    }

    public void setSize(int width, int height) {
        this.width = width;
        this.height = height;
    }

    public void setSize(Dimension d) {
        setSize(d.width, d.height);
    }

    public void setBounds(int x, int y, int width, int height) {
        setLocation(x, y);
        setSize(width, height);
    }

    public boolean isVisible() {
        return visible;
    }

    public void setVisible(boolean b) {
        visible = b;
    }

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean b) {
        enabled = b;
    }

    /** Never laid out here. */
    public boolean isValid() {
        return false;
    }

    /** Never on a screen here. */
    public boolean isShowing() {
        return false;
    }

    public boolean isDisplayable() {
        return false;
    }

    /** Only the stand-in screen has the keyboard focus. */
    public boolean isFocusOwner() {
        return false;
    }

    /**
     * Dispatches e as the event queue does: to the toolkit's AWTEventListeners,
     * except key events for a component that does not have the focus, which
     * go nowhere.
     */
    public final void dispatchEvent(AWTEvent e) {
        if (e instanceof java.awt.event.KeyEvent && !isFocusOwner())
            return;
        Toolkit.getDefaultToolkit().notifyAWTEventListeners(e);
    }

    protected String paramString() {
        String n = getName();
        return (n != null ? n : "") + ',' + x + ',' + y + ',' + width + 'x' + height
                + (isValid() ? "" : ",invalid") + (visible ? "" : ",hidden")
                + (enabled ? "" : ",disabled");
    }

    public String toString() {
        return getClass().getName() + '[' + paramString() + ']';
    }
}
