package java.awt.event;

import java.awt.Component;

/** A key was pressed, released, or typed (a character came of it). */
public class KeyEvent extends InputEvent {
    private static final long serialVersionUID = -2352130953028126954L;

    public static final int KEY_FIRST = 400;
    public static final int KEY_LAST = 402;
    public static final int KEY_TYPED = KEY_FIRST;
    public static final int KEY_PRESSED = 1 + KEY_FIRST;
    public static final int KEY_RELEASED = 2 + KEY_FIRST;

    public static final char CHAR_UNDEFINED = 0xFFFF;

    public static final int KEY_LOCATION_UNKNOWN = 0;
    public static final int KEY_LOCATION_STANDARD = 1;
    public static final int KEY_LOCATION_LEFT = 2;
    public static final int KEY_LOCATION_RIGHT = 3;
    public static final int KEY_LOCATION_NUMPAD = 4;

    public static final int VK_UNDEFINED = 0x0;
    public static final int VK_CANCEL = 0x03;
    public static final int VK_BACK_SPACE = '\b';
    public static final int VK_TAB = '\t';
    public static final int VK_ENTER = '\n';
    public static final int VK_CLEAR = 0x0C;
    public static final int VK_SHIFT = 0x10;
    public static final int VK_CONTROL = 0x11;
    public static final int VK_ALT = 0x12;
    public static final int VK_PAUSE = 0x13;
    public static final int VK_CAPS_LOCK = 0x14;
    public static final int VK_ESCAPE = 0x1B;
    public static final int VK_SPACE = 0x20;
    public static final int VK_PAGE_UP = 0x21;
    public static final int VK_PAGE_DOWN = 0x22;
    public static final int VK_END = 0x23;
    public static final int VK_HOME = 0x24;
    public static final int VK_LEFT = 0x25;
    public static final int VK_UP = 0x26;
    public static final int VK_RIGHT = 0x27;
    public static final int VK_DOWN = 0x28;
    public static final int VK_COMMA = 0x2C;
    public static final int VK_MINUS = 0x2D;
    public static final int VK_PERIOD = 0x2E;
    public static final int VK_SLASH = 0x2F;
    public static final int VK_0 = 0x30;
    public static final int VK_1 = 0x31;
    public static final int VK_2 = 0x32;
    public static final int VK_3 = 0x33;
    public static final int VK_4 = 0x34;
    public static final int VK_5 = 0x35;
    public static final int VK_6 = 0x36;
    public static final int VK_7 = 0x37;
    public static final int VK_8 = 0x38;
    public static final int VK_9 = 0x39;
    public static final int VK_SEMICOLON = 0x3B;
    public static final int VK_EQUALS = 0x3D;
    public static final int VK_A = 0x41;
    public static final int VK_B = 0x42;
    public static final int VK_C = 0x43;
    public static final int VK_D = 0x44;
    public static final int VK_E = 0x45;
    public static final int VK_F = 0x46;
    public static final int VK_G = 0x47;
    public static final int VK_H = 0x48;
    public static final int VK_I = 0x49;
    public static final int VK_J = 0x4A;
    public static final int VK_K = 0x4B;
    public static final int VK_L = 0x4C;
    public static final int VK_M = 0x4D;
    public static final int VK_N = 0x4E;
    public static final int VK_O = 0x4F;
    public static final int VK_P = 0x50;
    public static final int VK_Q = 0x51;
    public static final int VK_R = 0x52;
    public static final int VK_S = 0x53;
    public static final int VK_T = 0x54;
    public static final int VK_U = 0x55;
    public static final int VK_V = 0x56;
    public static final int VK_W = 0x57;
    public static final int VK_X = 0x58;
    public static final int VK_Y = 0x59;
    public static final int VK_Z = 0x5A;
    public static final int VK_OPEN_BRACKET = 0x5B;
    public static final int VK_BACK_SLASH = 0x5C;
    public static final int VK_CLOSE_BRACKET = 0x5D;
    public static final int VK_NUMPAD0 = 0x60;
    public static final int VK_NUMPAD1 = 0x61;
    public static final int VK_NUMPAD2 = 0x62;
    public static final int VK_NUMPAD3 = 0x63;
    public static final int VK_NUMPAD4 = 0x64;
    public static final int VK_NUMPAD5 = 0x65;
    public static final int VK_NUMPAD6 = 0x66;
    public static final int VK_NUMPAD7 = 0x67;
    public static final int VK_NUMPAD8 = 0x68;
    public static final int VK_NUMPAD9 = 0x69;
    public static final int VK_MULTIPLY = 0x6A;
    public static final int VK_ADD = 0x6B;
    public static final int VK_SEPARATOR = 0x6C;
    public static final int VK_SUBTRACT = 0x6D;
    public static final int VK_DECIMAL = 0x6E;
    public static final int VK_DIVIDE = 0x6F;
    public static final int VK_DELETE = 0x7F;
    public static final int VK_NUM_LOCK = 0x90;
    public static final int VK_SCROLL_LOCK = 0x91;
    public static final int VK_F1 = 0x70;
    public static final int VK_F2 = 0x71;
    public static final int VK_F3 = 0x72;
    public static final int VK_F4 = 0x73;
    public static final int VK_F5 = 0x74;
    public static final int VK_F6 = 0x75;
    public static final int VK_F7 = 0x76;
    public static final int VK_F8 = 0x77;
    public static final int VK_F9 = 0x78;
    public static final int VK_F10 = 0x79;
    public static final int VK_F11 = 0x7A;
    public static final int VK_F12 = 0x7B;
    public static final int VK_PRINTSCREEN = 0x9A;
    public static final int VK_INSERT = 0x9B;
    public static final int VK_HELP = 0x9C;
    public static final int VK_META = 0x9D;
    public static final int VK_BACK_QUOTE = 0xC0;
    public static final int VK_QUOTE = 0xDE;
    public static final int VK_KP_UP = 0xE0;
    public static final int VK_KP_DOWN = 0xE1;
    public static final int VK_KP_LEFT = 0xE2;
    public static final int VK_KP_RIGHT = 0xE3;
    public static final int VK_WINDOWS = 0x020C;
    public static final int VK_CONTEXT_MENU = 0x020D;
    public static final int VK_ALT_GRAPH = 0xFF7E;

    int keyCode;
    char keyChar;
    int keyLocation;
    private long rawCode = 0;
    private long primaryLevelUnicode = 0;
    private long scancode = 0;
    private long extendedKeyCode = 0;

    public KeyEvent(Component source, int id, long when, int modifiers, int keyCode, char keyChar,
                    int keyLocation) {
        super(source, id, when, modifiers);
        if (id == KEY_TYPED) {
            if (keyChar == CHAR_UNDEFINED)
                throw new IllegalArgumentException("invalid keyChar");
            if (keyCode != VK_UNDEFINED)
                throw new IllegalArgumentException("invalid keyCode");
            if (keyLocation != KEY_LOCATION_UNKNOWN)
                throw new IllegalArgumentException("invalid keyLocation");
        }
        this.keyCode = keyCode;
        this.keyChar = keyChar;
        if (keyLocation < KEY_LOCATION_UNKNOWN || keyLocation > KEY_LOCATION_NUMPAD)
            throw new IllegalArgumentException("invalid keyLocation");
        this.keyLocation = keyLocation;
        completeModifiers();
    }

    public KeyEvent(Component source, int id, long when, int modifiers, int keyCode, char keyChar) {
        this(source, id, when, modifiers, keyCode, keyChar, KEY_LOCATION_UNKNOWN);
    }

    @Deprecated
    public KeyEvent(Component source, int id, long when, int modifiers, int keyCode) {
        this(source, id, when, modifiers, keyCode, (char) keyCode);
    }

    /** Fills the old masks from the extended ones or the other way round. */
    private void completeModifiers() {
        if (getModifiers() != 0 && getModifiersEx() == 0)
            oldToExtended();
        else if (getModifiers() == 0 && getModifiersEx() != 0)
            extendedToOld();
    }

    private void oldToExtended() {
        if ((modifiers & SHIFT_MASK) != 0)
            modifiers |= SHIFT_DOWN_MASK;
        if ((modifiers & ALT_MASK) != 0)
            modifiers |= ALT_DOWN_MASK;
        if ((modifiers & CTRL_MASK) != 0)
            modifiers |= CTRL_DOWN_MASK;
        if ((modifiers & META_MASK) != 0)
            modifiers |= META_DOWN_MASK;
        if ((modifiers & ALT_GRAPH_MASK) != 0)
            modifiers |= ALT_GRAPH_DOWN_MASK;
        if ((modifiers & BUTTON1_MASK) != 0)
            modifiers |= BUTTON1_DOWN_MASK;
    }

    private void extendedToOld() {
        if ((modifiers & SHIFT_DOWN_MASK) != 0)
            modifiers |= SHIFT_MASK;
        if ((modifiers & ALT_DOWN_MASK) != 0)
            modifiers |= ALT_MASK;
        if ((modifiers & CTRL_DOWN_MASK) != 0)
            modifiers |= CTRL_MASK;
        if ((modifiers & META_DOWN_MASK) != 0)
            modifiers |= META_MASK;
        if ((modifiers & ALT_GRAPH_DOWN_MASK) != 0)
            modifiers |= ALT_GRAPH_MASK;
        if ((modifiers & BUTTON1_DOWN_MASK) != 0)
            modifiers |= BUTTON1_MASK;
    }

    public int getKeyCode() {
        return keyCode;
    }

    public void setKeyCode(int keyCode) {
        this.keyCode = keyCode;
    }

    public char getKeyChar() {
        return keyChar;
    }

    public void setKeyChar(char keyChar) {
        this.keyChar = keyChar;
    }

    @Deprecated
    public void setModifiers(int modifiers) {
        this.modifiers = modifiers;
        completeModifiers();
    }

    public int getKeyLocation() {
        return keyLocation;
    }

    public int getExtendedKeyCode() {
        return (int) extendedKeyCode;
    }

    public boolean isActionKey() {
        switch (keyCode) {
        case VK_HOME: case VK_END: case VK_PAGE_UP: case VK_PAGE_DOWN:
        case VK_UP: case VK_DOWN: case VK_LEFT: case VK_RIGHT:
        case VK_KP_LEFT: case VK_KP_UP: case VK_KP_RIGHT: case VK_KP_DOWN:
        case VK_F1: case VK_F2: case VK_F3: case VK_F4: case VK_F5: case VK_F6:
        case VK_F7: case VK_F8: case VK_F9: case VK_F10: case VK_F11: case VK_F12:
        case 0xF000: case 0xF001: case 0xF002: case 0xF003: case 0xF004: case 0xF005:
        case 0xF006: case 0xF007: case 0xF008: case 0xF009: case 0xF00A: case 0xF00B:
        case VK_PRINTSCREEN: case VK_SCROLL_LOCK: case VK_CAPS_LOCK: case VK_NUM_LOCK:
        case VK_PAUSE: case VK_INSERT: case VK_HELP:
        case VK_WINDOWS: case VK_CONTEXT_MENU:
        case 0xF0: case 0xF1: case 0xF2: case 0xF3: case 0xF4: case 0xF5:
        case 0x100: case 0x101: case 0x102: case 0x103: case 0x104: case 0x105: case 0x106:
        case 0x107: case 0x15: case 0x18: case 0x19: case 0x1C: case 0x1D: case 0x1E: case 0x1F:
        case 0xFF58: case 0xFFC8: case 0xFFC9: case 0xFFCA: case 0xFFCB:
        case 0xFFCD: case 0xFFCF: case 0xFFD0: case 0xFFD1:
            return true;
        default:
            return false;
        }
    }

    /** The name of a key code: "A", "Enter", "F1", "NumPad-3", ... */
    public static String getKeyText(int keyCode) {
        if ((keyCode >= VK_0 && keyCode <= VK_9) || (keyCode >= VK_A && keyCode <= VK_Z))
            return String.valueOf((char) keyCode);
        if (keyCode >= VK_NUMPAD0 && keyCode <= VK_NUMPAD9)
            return "NumPad-" + (char) (keyCode - VK_NUMPAD0 + '0');
        if ((keyCode & 0x01000000) != 0)
            return String.valueOf((char) (keyCode ^ 0x01000000));
        String name = keyName(keyCode);
        if (name != null)
            return name;
        return "Unknown keyCode: 0x" + Integer.toString(keyCode, 16);
    }

    private static String keyName(int keyCode) {
        switch (keyCode) {
        case 0x3: return "Cancel";
        case 0x8: return "Backspace";
        case 0x9: return "Tab";
        case 0xA: return "Enter";
        case 0xC: return "Clear";
        case 0x10: return "Shift";
        case 0x11: return "Ctrl";
        case 0x12: return "Alt";
        case 0x13: return "Pause";
        case 0x14: return "Caps Lock";
        case 0x15: return "Kana";
        case 0x18: return "Final";
        case 0x19: return "Kanji";
        case 0x1B: return "Escape";
        case 0x1C: return "Convert";
        case 0x1D: return "No Convert";
        case 0x1E: return "Accept";
        case 0x1F: return "Mode Change";
        case 0x20: return "Space";
        case 0x21: return "Page Up";
        case 0x22: return "Page Down";
        case 0x23: return "End";
        case 0x24: return "Home";
        case 0x25: return "Left";
        case 0x26: return "Up";
        case 0x27: return "Right";
        case 0x28: return "Down";
        case 0x2C: return "Comma";
        case 0x2D: return "Minus";
        case 0x2E: return "Period";
        case 0x2F: return "Slash";
        case 0x3B: return "Semicolon";
        case 0x3D: return "Equals";
        case 0x5B: return "Open Bracket";
        case 0x5C: return "Back Slash";
        case 0x5D: return "Close Bracket";
        case 0x6A: return "NumPad *";
        case 0x6B: return "NumPad +";
        case 0x6C: return "NumPad ,";
        case 0x6D: return "NumPad -";
        case 0x6E: return "NumPad .";
        case 0x6F: return "NumPad /";
        case 0x70: return "F1";
        case 0x71: return "F2";
        case 0x72: return "F3";
        case 0x73: return "F4";
        case 0x74: return "F5";
        case 0x75: return "F6";
        case 0x76: return "F7";
        case 0x77: return "F8";
        case 0x78: return "F9";
        case 0x79: return "F10";
        case 0x7A: return "F11";
        case 0x7B: return "F12";
        case 0x7F: return "Delete";
        case 0x80: return "Dead Grave";
        case 0x81: return "Dead Acute";
        case 0x82: return "Dead Circumflex";
        case 0x83: return "Dead Tilde";
        case 0x84: return "Dead Macron";
        case 0x85: return "Dead Breve";
        case 0x86: return "Dead Above Dot";
        case 0x87: return "Dead Diaeresis";
        case 0x88: return "Dead Above Ring";
        case 0x89: return "Dead Double Acute";
        case 0x8A: return "Dead Caron";
        case 0x8B: return "Dead Cedilla";
        case 0x8C: return "Dead Ogonek";
        case 0x8D: return "Dead Iota";
        case 0x8E: return "Dead Voiced Sound";
        case 0x8F: return "Dead Semivoiced Sound";
        case 0x90: return "Num Lock";
        case 0x91: return "Scroll Lock";
        case 0x96: return "Ampersand";
        case 0x97: return "Asterisk";
        case 0x98: return "Double Quote";
        case 0x99: return "Less";
        case 0x9A: return "Print Screen";
        case 0x9B: return "Insert";
        case 0x9C: return "Help";
        case 0x9D: return "Meta";
        case 0xA0: return "Greater";
        case 0xA1: return "Left Brace";
        case 0xA2: return "Right Brace";
        case 0xC0: return "Back Quote";
        case 0xDE: return "Quote";
        case 0xE0: return "Up";
        case 0xE1: return "Down";
        case 0xE2: return "Left";
        case 0xE3: return "Right";
        case 0xF0: return "Alphanumeric";
        case 0xF1: return "Katakana";
        case 0xF2: return "Hiragana";
        case 0xF3: return "Full-Width";
        case 0xF4: return "Half-Width";
        case 0xF5: return "Roman Characters";
        case 0x100: return "All Candidates";
        case 0x101: return "Previous Candidate";
        case 0x102: return "Code Input";
        case 0x103: return "Japanese Katakana";
        case 0x104: return "Japanese Hiragana";
        case 0x105: return "Japanese Roman";
        case 0x106: return "Kana Lock";
        case 0x107: return "Input Method On/Off";
        case 0x200: return "At";
        case 0x201: return "Colon";
        case 0x202: return "Circumflex";
        case 0x203: return "Dollar";
        case 0x204: return "Euro";
        case 0x205: return "Exclamation Mark";
        case 0x206: return "Inverted Exclamation Mark";
        case 0x207: return "Left Parenthesis";
        case 0x208: return "Number Sign";
        case 0x209: return "Plus";
        case 0x20A: return "Right Parenthesis";
        case 0x20B: return "Underscore";
        case 0x20C: return "Windows";
        case 0x20D: return "Context Menu";
        case 0xF000: return "F13";
        case 0xF001: return "F14";
        case 0xF002: return "F15";
        case 0xF003: return "F16";
        case 0xF004: return "F17";
        case 0xF005: return "F18";
        case 0xF006: return "F19";
        case 0xF007: return "F20";
        case 0xF008: return "F21";
        case 0xF009: return "F22";
        case 0xF00A: return "F23";
        case 0xF00B: return "F24";
        case 0xFF20: return "Compose";
        case 0xFF58: return "Begin";
        case 0xFF7E: return "Alt Graph";
        case 0xFFC8: return "Stop";
        case 0xFFC9: return "Again";
        case 0xFFCA: return "Props";
        case 0xFFCB: return "Undo";
        case 0xFFCD: return "Copy";
        case 0xFFCF: return "Paste";
        case 0xFFD0: return "Find";
        case 0xFFD1: return "Cut";
        default: return null;
        }
    }

    /** "Meta+Ctrl+Alt+Shift+Alt Graph+Button1" for the old masks set. */
    @Deprecated
    public static String getKeyModifiersText(int modifiers) {
        StringBuilder b = new StringBuilder();
        if ((modifiers & META_MASK) != 0)
            b.append("Meta+");
        if ((modifiers & CTRL_MASK) != 0)
            b.append("Ctrl+");
        if ((modifiers & ALT_MASK) != 0)
            b.append("Alt+");
        if ((modifiers & SHIFT_MASK) != 0)
            b.append("Shift+");
        if ((modifiers & ALT_GRAPH_MASK) != 0)
            b.append("Alt Graph+");
        if ((modifiers & BUTTON1_MASK) != 0)
            b.append("Button1+");
        if (b.length() > 0)
            b.setLength(b.length() - 1);
        return b.toString();
    }

    public String paramString() {
        StringBuilder b = new StringBuilder(100);
        switch (id) {
        case KEY_PRESSED:
            b.append("KEY_PRESSED");
            break;
        case KEY_RELEASED:
            b.append("KEY_RELEASED");
            break;
        case KEY_TYPED:
            b.append("KEY_TYPED");
            break;
        default:
            b.append("unknown type");
            break;
        }
        b.append(",keyCode=").append(keyCode);
        b.append(",keyText=").append(getKeyText(keyCode));
        b.append(",keyChar=");
        switch (keyChar) {
        case '\b':
            b.append(getKeyText(VK_BACK_SPACE));
            break;
        case '\t':
            b.append(getKeyText(VK_TAB));
            break;
        case '\n':
            b.append(getKeyText(VK_ENTER));
            break;
        case '\u0018':
            b.append(getKeyText(VK_CANCEL));
            break;
        case '\u001b':
            b.append(getKeyText(VK_ESCAPE));
            break;
        case '\u007f':
            b.append(getKeyText(VK_DELETE));
            break;
        case CHAR_UNDEFINED:
            b.append("Undefined keyChar");
            break;
        default:
            b.append('\'').append(keyChar).append('\'');
            break;
        }
        if (getModifiers() != 0)
            b.append(",modifiers=").append(getKeyModifiersText(modifiers));
        if (getModifiersEx() != 0)
            b.append(",extModifiers=").append(getModifiersExText(modifiers));
        b.append(",keyLocation=");
        switch (keyLocation) {
        case KEY_LOCATION_STANDARD:
            b.append("KEY_LOCATION_STANDARD");
            break;
        case KEY_LOCATION_LEFT:
            b.append("KEY_LOCATION_LEFT");
            break;
        case KEY_LOCATION_RIGHT:
            b.append("KEY_LOCATION_RIGHT");
            break;
        case KEY_LOCATION_NUMPAD:
            b.append("KEY_LOCATION_NUMPAD");
            break;
        default:
            b.append("KEY_LOCATION_UNKNOWN");
            break;
        }
        b.append(",rawCode=").append(rawCode);
        b.append(",primaryLevelUnicode=").append(primaryLevelUnicode);
        b.append(",scancode=").append(scancode);
        b.append(",extendedKeyCode=0x").append(Long.toHexString(extendedKeyCode));
        return b.toString();
    }
}
