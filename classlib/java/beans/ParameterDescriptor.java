package java.beans;

/** Extra information (names, descriptions) about one parameter of a bean method. */
public class ParameterDescriptor extends FeatureDescriptor {
    public ParameterDescriptor() {
    }
}
