package java.text;

/**
 * Names a field of formatted output (by Format.Field attribute or by integer id) and receives
 * the first occurrence's begin and end offsets from a format call.
 */
public class FieldPosition {
    int field;
    int beginIndex;
    int endIndex;
    private Format.Field attribute;

    public FieldPosition(int field) {
        this.field = field;
    }

    public FieldPosition(Format.Field attribute) {
        this(attribute, -1);
    }

    public FieldPosition(Format.Field attribute, int fieldID) {
        this.attribute = attribute;
        this.field = fieldID;
    }

    public Format.Field getFieldAttribute() {
        return attribute;
    }

    public int getField() {
        return field;
    }

    public int getBeginIndex() {
        return beginIndex;
    }

    public int getEndIndex() {
        return endIndex;
    }

    public void setBeginIndex(int bi) {
        beginIndex = bi;
    }

    public void setEndIndex(int ei) {
        endIndex = ei;
    }

    /** True when a formatter producing `attr` (or integer id `fieldId`) should report into this. */
    boolean matches(Format.Field attr, int fieldId) {
        if (attribute != null) {
            return attribute.equals(attr);
        }
        return fieldId == field;
    }

    @Override
    public boolean equals(Object obj) {
        if (!(obj instanceof FieldPosition)) {
            return false;
        }
        FieldPosition other = (FieldPosition) obj;
        if (attribute == null ? other.attribute != null : !attribute.equals(other.attribute)) {
            return false;
        }
        return beginIndex == other.beginIndex && endIndex == other.endIndex && field == other.field;
    }

    @Override
    public int hashCode() {
        return (field << 24) | (beginIndex << 16) | endIndex;
    }

    @Override
    public String toString() {
        return getClass().getName() + "[field=" + field + ",attribute=" + attribute
            + ",beginIndex=" + beginIndex + ",endIndex=" + endIndex + ']';
    }
}
