// ActionEvent, ComponentEvent and AWTEvent basics: ids, masks, paramString,
// toString with a component or another source, Canvas names, consume.
import java.awt.AWTEvent;
import java.awt.Canvas;
import java.awt.Component;
import java.awt.event.ActionEvent;
import java.awt.event.ComponentEvent;
import java.awt.event.InvocationEvent;
import java.awt.event.KeyEvent;
import java.awt.event.MouseEvent;

public class AwtEventsMisc {
    public static void main(String[] args) {
        Canvas c = new Canvas();
        System.out.println(c + " " + c.getName());
        Canvas c2 = new Canvas();
        System.out.println(c2.getName() + " " + new Canvas().getName());
        c2.setName("named");
        System.out.println(c2 + " " + c2.getName());
        c2.setName(null);
        System.out.println(c2 + " " + c2.getName());
        Component anon = new Component() { };
        System.out.println(anon.getName() + " " + anon.toString().substring(anon.getClass().getName().length()));
        c.setVisible(false);
        c.setEnabled(false);
        System.out.println(c + " " + c.isVisible() + " " + c.isEnabled());
        c.setVisible(true);
        c.setEnabled(true);
        c.setBounds(1, 2, 30, 40);
        System.out.println(c + " " + c.getX() + " " + c.getY() + " " + c.getWidth() + " " + c.getHeight()
                + " " + c.getSize() + " " + c.getLocation());

        ActionEvent a = new ActionEvent(c, ActionEvent.ACTION_PERFORMED, "go");
        System.out.println(a);
        System.out.println(a.getActionCommand() + " " + a.getWhen() + " " + a.getModifiers() + " " + a.getID());
        System.out.println(new ActionEvent("src", 5, null));
        System.out.println(new ActionEvent(c, ActionEvent.ACTION_PERFORMED, "x", 1L, 31).paramString());
        System.out.println(new ActionEvent(c, ActionEvent.ACTION_PERFORMED, "x", 64).paramString());
        System.out.println(new ActionEvent(42, ActionEvent.ACTION_PERFORMED, "n", 9L, ActionEvent.SHIFT_MASK | ActionEvent.ALT_MASK));
        try {
            new ActionEvent(null, ActionEvent.ACTION_PERFORMED, "x");
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }

        for (int id = 99; id <= 104; id++) {
            ComponentEvent ce = new ComponentEvent(c, id);
            System.out.println(id + " " + ce.paramString() + " " + (ce.getComponent() == c));
        }
        System.out.println(new ComponentEvent(c, ComponentEvent.COMPONENT_RESIZED));

        AWTEvent[] evs = {
            new KeyEvent(c, KeyEvent.KEY_PRESSED, 0, 0, 65, 'a'),
            new MouseEvent(c, MouseEvent.MOUSE_PRESSED, 0, 0, 1, 2, 1, false),
            new MouseEvent(c, MouseEvent.MOUSE_MOVED, 0, 0, 1, 2, 0, false),
            a,
            new ComponentEvent(c, ComponentEvent.COMPONENT_SHOWN),
        };
        for (AWTEvent e : evs) {
            System.out.print(e.getID() + ":" + e.getClass().getSimpleName() + ":" + (e.getSource() == c) + " ");
            e.setSource(c2);
            System.out.print((e.getSource() == c2) + " ");
        }
        System.out.println();
        System.out.println(AWTEvent.KEY_EVENT_MASK + " " + AWTEvent.MOUSE_EVENT_MASK + " " + AWTEvent.MOUSE_MOTION_EVENT_MASK
                + " " + AWTEvent.ACTION_EVENT_MASK + " " + AWTEvent.INVOCATION_EVENT_MASK + " " + AWTEvent.RESERVED_ID_MAX
                + " " + AWTEvent.COMPONENT_EVENT_MASK + " " + AWTEvent.MOUSE_WHEEL_EVENT_MASK);
        System.out.println(KeyEvent.KEY_FIRST + " " + KeyEvent.KEY_LAST + " " + MouseEvent.MOUSE_FIRST + " "
                + MouseEvent.MOUSE_LAST + " " + ActionEvent.ACTION_FIRST + " " + ComponentEvent.COMPONENT_LAST
                + " " + InvocationEvent.INVOCATION_DEFAULT);
        InvocationEvent ie = new InvocationEvent(c, () -> { });
        System.out.println(ie.getID() + " " + ie.isDispatched() + " " + (ie.getWhen() > 0));
        ie.dispatch();
        System.out.println(ie.isDispatched());
    }
}
