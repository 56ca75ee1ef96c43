package java.nio.file.attribute;

public interface FileStoreAttributeView extends AttributeView {
}
