// java.awt.event.MouseEvent: how each constructor fills in the old masks, the
// extended masks and the button from one another, for every kind of mouse
// event; paramString/toString; getMouseModifiersText; getModifiersExText.
import java.awt.Canvas;
import java.awt.event.InputEvent;
import java.awt.event.MouseEvent;

public class AwtMouseEvents {
    public static void main(String[] args) {
        Canvas c = new Canvas();
        int[] ids = { MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED, MouseEvent.MOUSE_CLICKED,
                      MouseEvent.MOUSE_MOVED, MouseEvent.MOUSE_DRAGGED, MouseEvent.MOUSE_ENTERED,
                      MouseEvent.MOUSE_EXITED, 499 };
        int[] mods = { 0, 1, 2, 4, 8, 16, 24, 28, 32, 64, 512, 1024, 2048, 4096, 1024 | 64, 16 | 1,
                       256 | 4096, 8192 };
        for (int id : ids) {
            for (int m : mods) {
                for (int b = 0; b <= 3; b++) {
                    MouseEvent e = new MouseEvent(c, id, 0L, m, 1, 2, 3, 4, 1, false, b);
                    System.out.println(id + " " + m + " " + b + " -> " + e.getModifiers() + " "
                            + e.getModifiersEx() + " " + e.getButton() + " " + e.paramString());
                }
            }
        }
        MouseEvent m = new MouseEvent(c, MouseEvent.MOUSE_MOVED, 6L, 0, 10, 20, 0, false);
        System.out.println(m);
        System.out.println(m.getX() + " " + m.getY() + " " + m.getPoint() + " " + m.getXOnScreen() + " "
                + m.getYOnScreen() + " " + m.getLocationOnScreen() + " " + m.getClickCount() + " "
                + m.isPopupTrigger() + " " + m.getWhen());
        m.translatePoint(5, -5);
        System.out.println(m.paramString());
        MouseEvent pop = new MouseEvent(c, MouseEvent.MOUSE_PRESSED, 0, 0, 1, 1, 1, true, MouseEvent.BUTTON3);
        System.out.println(pop.isPopupTrigger() + " " + pop.paramString());
        try {
            new MouseEvent(c, MouseEvent.MOUSE_PRESSED, 0, 0, 0, 0, 1, false, -1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        try {
            new MouseEvent(null, MouseEvent.MOUSE_PRESSED, 0, 0, 0, 0, 1, false);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 64; i++)
            sb.append(i).append('=').append(MouseEvent.getMouseModifiersText(i)).append(' ');
        System.out.println(sb);
        System.out.println(MouseEvent.getMouseModifiersText(1024 | 2048 | 4096 | 16));
        sb.setLength(0);
        for (int bit = 0; bit < 32; bit++)
            sb.append(bit).append('=').append(InputEvent.getModifiersExText(1 << bit)).append(' ');
        System.out.println(sb);
        System.out.println(InputEvent.getModifiersExText(0xffffffc0));
        for (int b = 1; b <= 5; b++)
            System.out.print(InputEvent.getMaskForButton(b) + " ");
        System.out.println();
        try {
            InputEvent.getMaskForButton(0);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        MouseEvent d = new MouseEvent(c, MouseEvent.MOUSE_DRAGGED, 0, InputEvent.BUTTON1_DOWN_MASK | InputEvent.SHIFT_DOWN_MASK, 7, 8, 0, false);
        System.out.println(d.isShiftDown() + " " + d.isControlDown() + " " + d.paramString());
        d.consume();
        System.out.println(d.isConsumed());
    }
}
