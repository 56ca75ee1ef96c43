package java.beans;

import java.util.Collections;
import java.util.Enumeration;
import java.util.Hashtable;

/** What every bean descriptor has: names, flags and named attribute values. */
public class FeatureDescriptor {
    private String name;
    private String displayName;
    private String shortDescription;
    private boolean expert, hidden, preferred;
    private Hashtable<String, Object> values;

    public FeatureDescriptor() {
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getDisplayName() {
        return displayName == null ? getName() : displayName;
    }

    public void setDisplayName(String displayName) {
        this.displayName = displayName;
    }

    public String getShortDescription() {
        return shortDescription == null ? getDisplayName() : shortDescription;
    }

    public void setShortDescription(String text) {
        shortDescription = text;
    }

    public boolean isExpert() {
        return expert;
    }

    public void setExpert(boolean expert) {
        this.expert = expert;
    }

    public boolean isHidden() {
        return hidden;
    }

    public void setHidden(boolean hidden) {
        this.hidden = hidden;
    }

    public boolean isPreferred() {
        return preferred;
    }

    public void setPreferred(boolean preferred) {
        this.preferred = preferred;
    }

    public void setValue(String attributeName, Object value) {
        if (values == null)
            values = new Hashtable<String, Object>();
        values.put(attributeName, value);
    }

    public Object getValue(String attributeName) {
        return values == null ? null : values.get(attributeName);
    }

    public Enumeration<String> attributeNames() {
        return values == null ? Collections.<String>emptyEnumeration() : values.keys();
    }
}
