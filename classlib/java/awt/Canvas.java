package java.awt;

/** A blank rectangle to draw on; here, mostly an event source with a name. */
public class Canvas extends Component {
    private static final long serialVersionUID = -2284879212465893870L;
    private static int nameCounter = 0;

    public Canvas() {
    }

    String constructComponentName() {
        synchronized (Canvas.class) {
            return "canvas" + nameCounter++;
        }
    }
}
