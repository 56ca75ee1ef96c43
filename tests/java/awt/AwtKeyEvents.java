// java.awt.event.KeyEvent: constructors and their checks, the old and
// extended modifier sets filled in from each other, paramString/toString,
// getKeyText for every key code, getKeyModifiersText, isActionKey, setters.
import java.awt.Canvas;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;

public class AwtKeyEvents {
    public static void main(String[] args) {
        Canvas c = new Canvas();
        KeyEvent k = new KeyEvent(c, KeyEvent.KEY_PRESSED, 5L, 0, KeyEvent.VK_A, 'a');
        System.out.println(k);
        System.out.println(k.getID() + " " + k.getWhen() + " " + k.getKeyCode() + " " + k.getKeyChar() + " "
                + k.getKeyLocation() + " " + k.getModifiers() + " " + k.getModifiersEx() + " "
                + (k.getSource() == c) + " " + (k.getComponent() == c) + " " + k.getExtendedKeyCode());

        int[] mods = { 0, 1, 2, 4, 8, 16, 24, 32, 63, 64, 128, 256, 512, 1024, 2048, 4096, 8192,
                       1088, 17, 64 | 1, 0x4000, 1 << 30, -1 };
        int[] ids = { KeyEvent.KEY_PRESSED, KeyEvent.KEY_RELEASED, 399 };
        for (int id : ids) {
            for (int m : mods) {
                KeyEvent e = new KeyEvent(c, id, 0L, m, KeyEvent.VK_B, 'b');
                System.out.println(id + " " + m + " -> " + e.getModifiers() + " " + e.getModifiersEx() + " "
                        + e.isShiftDown() + e.isControlDown() + e.isMetaDown() + e.isAltDown() + e.isAltGraphDown()
                        + " " + e.paramString());
            }
        }
        KeyEvent typed = new KeyEvent(c, KeyEvent.KEY_TYPED, 1L, InputEvent.SHIFT_DOWN_MASK, KeyEvent.VK_UNDEFINED, 'Q');
        System.out.println(typed.paramString());

        char[] chars = { '\b', '\t', '\n', '\u0018', '\u001b', '\u007f', KeyEvent.CHAR_UNDEFINED, ' ', 'Z', '~', '0' };
        for (char ch : chars)
            System.out.println((int) ch + " " + new KeyEvent(c, KeyEvent.KEY_PRESSED, 0, 0, KeyEvent.VK_A, ch).paramString());
        for (int loc = -1; loc <= 5; loc++) {
            try {
                System.out.println(loc + " " + new KeyEvent(c, KeyEvent.KEY_RELEASED, 0, 0, KeyEvent.VK_A, 'a', loc).paramString());
            } catch (IllegalArgumentException e) {
                System.out.println(loc + " " + e);
            }
        }
        tryMake(c, KeyEvent.KEY_TYPED, KeyEvent.VK_A, 'a', KeyEvent.KEY_LOCATION_UNKNOWN);
        tryMake(c, KeyEvent.KEY_TYPED, 0, KeyEvent.CHAR_UNDEFINED, KeyEvent.KEY_LOCATION_UNKNOWN);
        tryMake(c, KeyEvent.KEY_TYPED, 0, 'a', KeyEvent.KEY_LOCATION_LEFT);
        tryMake(c, KeyEvent.KEY_TYPED, 0, 'a', KeyEvent.KEY_LOCATION_UNKNOWN);
        tryMake(null, KeyEvent.KEY_PRESSED, 0, 'a', KeyEvent.KEY_LOCATION_UNKNOWN);

        @SuppressWarnings("deprecation")
        KeyEvent old = new KeyEvent(c, KeyEvent.KEY_PRESSED, 0, 0, KeyEvent.VK_X);
        System.out.println(old.paramString());

        int named = 0, letters = 0;
        StringBuilder sb = new StringBuilder();
        for (int code = 0; code < 0x10000; code++) {
            String t = KeyEvent.getKeyText(code);
            if (t.startsWith("Unknown keyCode: 0x"))
                continue;
            if (t.length() == 1 && Character.isLetterOrDigit(t.charAt(0))) {
                letters++;
                continue;
            }
            named++;
            System.out.println("key " + code + " " + t);
        }
        System.out.println("named " + named + " letters/digits " + letters);
        System.out.println(KeyEvent.getKeyText(999) + "|" + KeyEvent.getKeyText(-0x2000000) + "|"
                + KeyEvent.getKeyText(0x1000041) + "|" + KeyEvent.getKeyText(0x10000));

        for (int m = 0; m < 64; m++)
            sb.append(m).append('=').append(KeyEvent.getKeyModifiersText(m)).append(' ');
        System.out.println(sb);

        StringBuilder act = new StringBuilder();
        for (int code = 0; code < 0x10000; code++) {
            if (new KeyEvent(c, KeyEvent.KEY_PRESSED, 0, 0, code, 'x').isActionKey())
                act.append(code).append(' ');
        }
        System.out.println("action keys " + act);

        KeyEvent s = new KeyEvent(c, KeyEvent.KEY_PRESSED, 0, 0, KeyEvent.VK_A, 'a');
        System.out.println(s.isConsumed());
        s.consume();
        System.out.println(s.isConsumed());
        s.setKeyChar('q');
        s.setKeyCode(KeyEvent.VK_Q);
        setMods(s, InputEvent.SHIFT_MASK | InputEvent.CTRL_MASK);
        System.out.println(s.paramString());
        setMods(s, InputEvent.ALT_DOWN_MASK);
        System.out.println(s.paramString());
        c.setName("keys");
        System.out.println(s);
    }

    @SuppressWarnings("deprecation")
    static void setMods(KeyEvent e, int m) {
        e.setModifiers(m);
    }

    static void tryMake(Canvas c, int id, int code, char ch, int loc) {
        try {
            System.out.println("made " + new KeyEvent(c, id, 0, 0, code, ch, loc).paramString());
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
    }
}
