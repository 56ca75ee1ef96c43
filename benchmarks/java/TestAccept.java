// Seed 000 (JDK-4036992), as in the report: an idle ServerSocket.accept() program
// that once called Toolkit.getDefaultToolkit().
import java.awt.*;
import java.io.IOException;
import java.net.ServerSocket;

public class TestAccept {

    public static void main( String argvp[] ) {

        ServerSocket ss;

        Toolkit.getDefaultToolkit();

        try {

            ss = new ServerSocket( 0 );
            System.out.println( "Listening on port " + ss.getLocalPort() );

            while( true ) {

                System.out.println( "Waiting on connection..." );
                ss.accept();

            }

        }
        catch ( IOException e ) {
            System.err.println( e + "Error accepting connections" );
            System.exit( 1 );
        }

    }

}
